"""Write the golden game logs of tests/runtime/test_game_logs.py again, after a deliberate
change of a log catalog or of names: `python -m tests.runtime.update_golden_logs`. Read the
diff (`git diff tests/golden`) before committing it."""

from __future__ import annotations

from cardsmith.grammar.i18n_lang import LANGUAGES
from cardsmith.runtime.engine.log import GameLog

from .scenario import position_names
from .test_game_logs import GOLDEN, played


def main() -> None:
    state = played("robin-hood", "bigfoot", "yukon", 3)
    for lang in LANGUAGES:
        text = GameLog(state.data, lang, position_names("robin-hood", "bigfoot")).text(state.events)
        path = GOLDEN / lang / "robin-hood-bigfoot.txt"
        path.write_text(text, encoding="utf-8")
        print(path)


if __name__ == "__main__":
    main()
