"""cardsmith: author, check, play and translate content for miniatures dueling card games.

In a source checkout the subpackages are the top-level folders beside this one
(compiler/, grammar/, ...); an installed wheel has them inside this package.
Adding the checkout root to ``__path__`` makes both layouts import the same way.
"""

from pathlib import Path as _Path

_checkout_root = _Path(__file__).resolve().parent.parent
if (_checkout_root / "pyproject.toml").is_file() and (_checkout_root / "compiler").is_dir():
    __path__.append(str(_checkout_root))  # type: ignore[name-defined]

__version__ = "0.1.0"
