"""Parts of the language server that need no server: the snippets, the manual's index,
and where the cursor is while a file is typed (cardsmith/lsp/locate.py)."""

from __future__ import annotations

from cardsmith.grammar.parser import effect_parser, parse_effect_text
from cardsmith.lsp.completion import snippets
from cardsmith.lsp.locate import ITEM, EffectCursor, Slot, YamlCursor, effect_cursor, yaml_cursor
from cardsmith.lsp.manual import rule_sections, sections

TYPED = """kind: hero
fighters:
  - name: X
    translations:
      it: {name: Y}
      p
cards:
  - title: Punch
    type: at
    text: |
      After combat: Draw 1 card.
      Deal 1 dam
  - title: Kick
    ty
    text: "Move Robin Hood up
  - 
boards:
  - yu
mov
""".split("\n")


def at(row: int):
    column = len(TYPED[row])
    return effect_cursor(TYPED, row, column) or yaml_cursor(TYPED, row, column)


def test_every_snippet_is_a_valid_sentence():
    for snippet in snippets():
        parse_effect_text(snippet.plain())


def test_the_manual_index_names_only_rules_of_the_grammar_and_sections_it_has():
    rules = {str(rule.alias or rule.origin.name) for rule in effect_parser().rules}
    # two names of the index are no rule of the grammar today (sections of a text, 3)
    assert set(rule_sections()) - rules == {"headed_section", "untimed_section"}
    assert set(rule_sections().values()) <= set(sections())


def test_where_the_cursor_is_while_typing():
    assert at(5) == YamlCursor(Slot.KEY, ("fighters", ITEM, "translations"), frozenset({"it"}), "p")
    assert at(8) == YamlCursor(Slot.VALUE, ("cards", ITEM, "type"), frozenset(), "at")
    assert at(11) == EffectCursor("text", "After combat: Draw 1 card.\nDeal 1 dam", "dam")
    assert at(13) == YamlCursor(Slot.KEY, ("cards", ITEM), frozenset({"title", "text"}), "ty")
    assert at(14) == EffectCursor("text", "Move Robin Hood up", "up")
    assert at(15) == YamlCursor(Slot.KEY_OR_ITEM, ("cards", ITEM), frozenset(), "")
    assert at(17) == YamlCursor(Slot.KEY_OR_ITEM, ("boards", ITEM), frozenset(), "yu")
    assert at(18) == YamlCursor(Slot.KEY, (), frozenset({"kind", "fighters", "cards", "boards"}), "mov")
