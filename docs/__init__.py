"""The manuals, shipped with the package: the language server shows entries of language.md."""
