"""Heroes of the published catalogue that are not bundled (Ciri, ...), for scenario tests:
their UmDb decks imported as `cardsmith import umdb` imports them, with the rewordings that
tests/reference/catalogue-rewordings.yaml lists for their cards, and compiled with the
bundled content, on the boards of `tests/runtime/scenario.py`."""

from __future__ import annotations

import tempfile
from functools import lru_cache
from pathlib import Path

from click.testing import CliRunner

from cardsmith.cli import main
from cardsmith.compiler.pipeline import bundled_content, compile_paths
from cardsmith.importer.acceptance import load_rewordings, with_rewordings
from cardsmith.runtime.defs import Library, board_from_json

from ..scenario import corridor_board, grid_board

REFERENCE = Path(__file__).resolve().parents[2] / "reference"
UMDB = REFERENCE / "catalogue" / "umdb"


@lru_cache(maxsize=None)
def imported_library(*decks: str) -> Library:
    """The bundled heroes and boards, and these decks (their UmDb slugs) as imported."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "imported"
        sources = [str(UMDB / f"{deck}.json") for deck in decks]
        imported = CliRunner().invoke(main, ["import", "umdb", *sources, "-o", str(out)])
        assert imported.exit_code == 0, imported.output
        files = [out / f"{deck}.yaml" for deck in decks]
        listed = [r for r in load_rewordings(REFERENCE / "catalogue-rewordings.yaml")
                  if r.deck in decks]
        reworded = {path.stem: path for path in with_rewordings(files, listed,
                                                                Path(folder) / "reworded")}
        result = compile_paths([bundled_content(), *(reworded.get(f.stem, f) for f in files)])
        assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    library = Library.from_bundles(result.bundles.values())
    for board in (grid_board(), grid_board("grid-passages", (1, 12)), corridor_board()):
        library.boards[board["id"]] = board_from_json(board)
    return library
