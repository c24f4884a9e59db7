"""The compiler pipeline: load -> validate -> parse -> check -> bundle."""
