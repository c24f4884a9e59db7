"""Bundled heroes match the published cards, card by card.

Numbers and users must match exactly. Text is compared after normalising case, spacing and
punctuation; any other difference must be listed in reference/rewordings.yaml with a reason.
A printed title may end in emoji (Little Red's basket items): they are the card's symbols,
so the title is compared without them and they are compared with the card's `symbols`.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from cardsmith.grammar import nodes as n
from cardsmith.grammar.render_en import render_en
from cardsmith.compiler.pipeline import compile_paths

REFERENCE = Path(__file__).parent / "reference"
# The heroes bundled so far; each must match its reference file completely.
BUNDLED = ["robin-hood", "bigfoot", "little-red-riding-hood", "beowulf"]
BUNDLED += ["dracula", "jekyll-and-hyde", "sherlock-holmes", "invisible-man"]
# The printed short forms of "who may use this card".
USERS = {"ANY": "any", "ROBIN": "Robin Hood", "OUTLAW": "Outlaw", "BIGFOOT": "Bigfoot",
         "JACKALOPE": "The Jackalope", "LITTLE RED": "Little Red", "HUNTSMAN": "Huntsman",
         "BEOWULF": "Beowulf", "WIGLAF": "Wiglaf"}
USERS |= {"DRACULA": "Dracula", "SISTER": "Sister", "DR. JEKYLL": "Dr. Jekyll",
          "MR. HYDE": "Mr. Hyde", "HOLMES": "Holmes", "DR. WATSON": "Dr. Watson",
          "INVISIBLE MAN": "Invisible Man"}
# Printed fighter names that our hero files spell as card text names the fighters.
FIGHTER_NAMES = {"The Sisters": "Sisters", "Sherlock Holmes": "Holmes"}
# A card symbol in a printed title: a pictograph with its variation selector, if any.
EMOJI = re.compile(r"[\u2190-\u2BFF\U0001F000-\U0001FAFF]\uFE0F?")
WINDOWS = {"text": None, "immediately": n.HeaderKind.IMMEDIATELY,
           "during_combat": n.HeaderKind.DURING_COMBAT, "after_combat": n.HeaderKind.AFTER_COMBAT}


@pytest.fixture(scope="module")
def heroes():
    result = compile_paths()
    assert result.ok, [d.message for d in result.diagnostics]
    return result.heroes


def reference(hero_id: str) -> dict:
    return yaml.safe_load((REFERENCE / "heroes" / f"{hero_id}.yaml").read_text(encoding="utf-8"))


def split_title(title: str) -> tuple[str, list[str]]:
    """"Into the Woods 🐺🌹⚔️" -> ("Into the Woods", ["🐺", "🌹", "⚔️"])."""
    return " ".join(EMOJI.sub(" ", title).split()), EMOJI.findall(title)


def rewordings() -> list[dict]:
    return yaml.safe_load((REFERENCE / "rewordings.yaml").read_text(encoding="utf-8")) or []


def normalise(text: str) -> str:
    text = re.sub(r"[^\w\s]", " ", text.replace("\u2019", "'").replace("'", ""))
    return " ".join(text.lower().split())


def reworded(hero_id: str, card: str, window: str, printed: str, ours: str) -> bool:
    return any(entry["hero"] == hero_id and entry["card"] == card and entry["window"] == window
               and normalise(entry["printed"]) == normalise(printed)
               and normalise(entry["ours"]) == normalise(ours) for entry in rewordings())


def our_windows(card) -> dict[str, str]:
    """Our card's text by window, rendered from the AST without the header."""
    windows = {}
    if card.effect is None:
        return windows
    for section in card.effect.ast.sections:
        key = next(k for k, kind in WINDOWS.items()
                   if kind == (section.header.kind if section.header else None))
        windows[key] = " ".join(render_en(sentence) for sentence in section.sentences)
    return windows


def text_mismatches(hero_id: str, printed: dict[str, str], ours: dict[str, str], title: str):
    problems = []
    for window in sorted(set(printed) | set(ours)):
        theirs, mine = printed.get(window, ""), ours.get(window, "")
        if normalise(theirs) != normalise(mine) and not reworded(hero_id, title, window, theirs,
                                                                 mine):
            problems.append(f"{title} [{window}]\n  printed: {theirs}\n  ours:    {mine}")
    return problems


@pytest.mark.parametrize("hero_id", BUNDLED)
def test_hero_stats_match(heroes, hero_id):
    ref, hero = reference(hero_id), heroes[hero_id]
    assert hero.name == ref["deck"]
    assert hero.move == ref["move"]
    assert fighters(hero) == reference_fighters(ref, FIGHTER_NAMES)
    assert hero.deck_size == ref["card_count"] == 30


def fighters(hero) -> set[tuple]:
    """Each kind of fighter: its name (plural if several), role, count, health, attack."""
    return {(f.plural or f.name if f.count > 1 else f.name, f.role, f.count, f.health, f.attack)
            for f in hero.fighters}


def reference_fighters(ref: dict, names: dict[str, str]) -> set[tuple]:
    """The same of a reference file, its printed names spelt as the hero file does."""
    return {(names.get(f["name"], f["name"]), f["role"], f["count"], f["health"], f["attack"])
            for f in ref["fighters"]}


@pytest.mark.parametrize("hero_id", BUNDLED)
def test_cards_match_numbers_and_users(heroes, hero_id):
    ref, hero = reference(hero_id), heroes[hero_id]
    ours = {c.title: (c.type, c.value, c.boost, c.count, c.user) for c in hero.cards}
    theirs = {split_title(c["title"])[0]: (c["type"], None if c["type"] == "scheme" else c["value"],
                                           c["boost"], c["count"], USERS[c["usable_by"]])
              for c in ref["cards"]}
    assert ours == theirs


@pytest.mark.parametrize("hero_id", BUNDLED)
def test_title_emoji_are_the_card_symbols(heroes, hero_id):
    """Every copy shows the title's emoji; a card whose copies differ ("each copy ... has one
    of the three symbols", Into the Woods) shows one of them per copy."""
    ref, hero = reference(hero_id), heroes[hero_id]
    glyphs = {s["glyph"]: s["id"] for s in hero.symbols}
    by_title = {card.title: card for card in hero.cards}
    for printed in ref["cards"]:
        title, emoji = split_title(printed["title"])
        ids = [glyphs[e] for e in emoji]
        if "each copy" in printed.get("notes", "").lower():
            assert len(ids) == printed["count"], title
            expected = [[symbol] for symbol in ids]
        else:
            expected = [ids] * printed["count"]
        assert by_title[title].symbols == expected, title


def test_split_title():
    assert split_title("Into the Woods 🐺🌹⚔️") == ("Into the Woods", ["🐺", "🌹", "⚔️"])
    assert split_title("What's That In My Basket? 🌟") == ("What's That In My Basket?", ["🌟"])
    assert split_title("It's Just Your Imagination") == ("It's Just Your Imagination", [])


@pytest.mark.parametrize("hero_id", BUNDLED)
def test_card_text_says_what_the_printed_text_says(heroes, hero_id):
    ref, hero = reference(hero_id), heroes[hero_id]
    by_title = {card.title: card for card in hero.cards}
    problems = []
    for printed in ref["cards"]:
        card = by_title[split_title(printed["title"])[0]]
        problems += text_mismatches(hero_id, printed.get("effects", {}), our_windows(card),
                                    card.title)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("hero_id", BUNDLED)
def test_special_ability_says_what_the_printed_text_says(heroes, hero_id):
    ref, hero = reference(hero_id), heroes[hero_id]
    ours = render_en(hero.ability.ast) if hero.ability is not None else ""
    printed = ref["special_ability"]
    assert normalise(ours) == normalise(printed) or reworded(hero_id, "ability", "ability",
                                                             printed, ours)


# What a printed special ability says that the hero file declares as data rather than as
# effect text (see the "ability" rewordings): Beowulf's Rage and Little Red's basket.
DECLARED = {
    "beowulf": {"resources": [{"name": "Rage", "start": 1, "max": 3}], "marker": None},
    "little-red-riding-hood": {"resources": [], "marker": {"name": "Little Red's Basket",
                                                           "symbols": []}},
}


def _without_translations(data):
    """Declared game data, without the names in other languages that travel with it."""
    if data is None:
        return None
    return {key: value for key, value in data.items() if key != "translations"}


@pytest.mark.parametrize("hero_id", sorted(DECLARED))
def test_declared_data_says_what_the_printed_ability_says(heroes, hero_id):
    hero = heroes[hero_id]
    assert hero.resources == DECLARED[hero_id]["resources"]
    assert _without_translations(hero.discard_pile_marker) == DECLARED[hero_id]["marker"]
    printed = reference(hero_id)["special_ability"]
    for resource in hero.resources:  # "starts with 1 Rage", "a maximum of 3 rage"
        assert f"starts with {resource['start']} {resource['name']}".lower() in printed.lower()
        assert f"maximum of {resource['max']} {resource['name']}".lower() in printed.lower()
    if hero.discard_pile_marker:
        assert hero.discard_pile_marker["name"].lower() in printed.lower()
        assert "starts in your discard pile" in printed


def test_jekyll_and_hyde_forms_are_declared_data(heroes):
    """ "Start the game as Dr. Jekyll": the forms and the first one are data, not effects."""
    assert _without_translations(heroes["jekyll-and-hyde"].forms) == {
        "names": ["Dr. Jekyll", "Mr. Hyde"], "start": "Dr. Jekyll"}
    assert "Start the game as Dr. Jekyll." in reference("jekyll-and-hyde")["special_ability"]


def test_little_red_symbols_and_the_wild_star(heroes):
    """The reference's note: 🌟 counts as any one 🐺🌹⚔️ symbol."""
    symbols = {s["glyph"]: (s["id"], s["wild"]) for s in heroes["little-red-riding-hood"].symbols}
    assert symbols == {"🐺": ("wolf", False), "🌹": ("rose", False), "⚔️": ("swords", False),
                       "🌟": ("star", True)}


def test_every_rewording_is_still_needed(heroes):
    for entry in rewordings():
        assert entry["hero"] in heroes, entry
        assert normalise(entry["printed"]) != normalise(entry["ours"]), entry
        assert entry.get("why"), entry


def test_normalise_ignores_only_case_spacing_and_punctuation():
    assert normalise("After you attack, you may MOVE  it.") == normalise(
        "After you attack: You may move it")
    assert normalise("Draw 1 card.") != normalise("Draw 2 cards.")
