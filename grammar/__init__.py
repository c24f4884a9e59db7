"""The effect language: grammar, typed AST, parser and renderers."""
