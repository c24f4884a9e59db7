"""`cardsmith lsp`: a language server for hero, board and box files (server.py).

It runs the compiler's own pipeline on the editor's unsaved text (analysis.py) and answers
from the grammar and the manual: completion (completion.py), hover (hover.py), definitions
and quick fixes (navigation.py).
"""
