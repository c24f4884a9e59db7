"""`cardsmith rules BOX [--lang LANG]`: a box's rules summary, generated (cardsmith/rules_text.py).

Importing this module is cheap (click and the language table): the text generator, Fluent
and Babel are imported when the command runs.
"""

from __future__ import annotations

import difflib
import sys
from pathlib import Path
from typing import Iterable

import click

from cardsmith.compiler.pipeline import compile_paths
from cardsmith.grammar.i18n_lang import LANGUAGES

from .content_ids import complete_ids


def suggestion(word: str, known: Iterable[str]) -> str | None:
    """The known word closest to `word`, for 'did you mean': the same word in another letter
    case, the only one it begins (or that begins it), or the closest by spelling."""
    known = list(known)
    folded = {k.casefold(): k for k in known}
    word = word.casefold()
    if word in folded:
        return folded[word]
    prefixed = [k for k in known if k.casefold().startswith(word) or word.startswith(k.casefold())]
    if len(prefixed) == 1:
        return prefixed[0]
    close = difflib.get_close_matches(word, list(folded), n=1, cutoff=0.5)
    return folded[close[0]] if close else None


@click.command()
@click.argument("box", shell_complete=complete_ids("box"))
@click.option("--lang", default="en", show_default=True,
              help=f"The language to print the rules in: {', '.join(LANGUAGES)}.")
@click.option("--content", "paths", multiple=True, type=click.Path(exists=True, path_type=Path),
              help="Content files or folders to look in (default: the bundled content); a "
                   "ruleset file among them replaces the bundled one of the same name.")
def rules(box: str, lang: str, paths: tuple[Path, ...]) -> None:
    """Print the rules summary of BOX (a box id such as robin-hood-vs-bigfoot): set-up,
    the turn, the actions, combat, exhaustion, the end of the game, the box's battlefield
    features and each hero's ability and special components, with the numbers of its
    ruleset; or of Super Fantasy Brawl (super-fantasy-brawl): set-up, the round, attacks,
    skills, reactions, knock-outs, the arena and the end."""
    if lang not in LANGUAGES:
        close = suggestion(lang, LANGUAGES)
        hint = f"; did you mean '{close}'?" if close else ""
        raise click.UsageError(f"no language '{lang}'{hint} (known: {', '.join(LANGUAGES)})")
    result = compile_paths(list(paths))
    if not result.ok:
        from .cli import report, summary_line

        report(result, "text")
        click.echo(summary_line(result))
        sys.exit(1)
    games = sorted(b for b, bundle in result.bundles.items() if "champions" in bundle)
    known = sorted(b for b in result.boxes if b in result.bundles) + games
    if box not in known:
        close = suggestion(box, known)
        hint = f"; did you mean '{close}'?" if close else ""
        raise click.UsageError(f"no box '{box}'{hint} (known: {', '.join(known) or 'none'})")
    from cardsmith.grammar.i18n_catalog import CatalogError

    from .rules_text import box_rules, rules_text
    from .sfb_rules_text import sfb_rules_text

    try:
        if box in games:  # Super Fantasy Brawl: one bundle of the game, named after it
            click.echo(sfb_rules_text(result.bundles[box], lang), nl=False)
        else:
            click.echo(rules_text(box_rules(result, box), lang), nl=False)
    except CatalogError as error:
        click.echo(f"cardsmith: {error}", err=True)
        sys.exit(1)
