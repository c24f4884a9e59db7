"""AST -> English card text: the inverse of the parser.

`render_en(parse_effect_text(text))` is the canonical spelling of `text`, and parsing it
again gives an equal AST (tests/test_roundtrip.py proves this on all content and on
generated ASTs). One method per node class, named after it.

`EnglishRenderer` writes the text, its sections and sentences itself and takes the rest
from one mixin per part of the language:

    render_en_effects.py    EffectEnglish: effects, the clauses of a sentence
    render_en_refs.py       ReferenceEnglish: numbers, amounts, conditions, fighters, spaces,
                            cards
    render_en_players.py    PlayersEnglish: players by what they did, shared subjects
    render_en_catalogue.py  CatalogueEnglish: what the published catalogue added (issue 10),
                            with its mixins
      render_en_catalogue_cards.py  CardEnglish: piles, sets of cards, what is done with them
      render_en_catalogue_board.py  BoardEnglish: the board, tokens, lasting effects
    render_en_compare.py    CompareEnglish: amounts compared
    render_en_tables.py     TableEnglish: tables of outcomes by an amount
    render_en_named.py      NamedEffectEnglish: the named effects a hero declares
    render_en_traits.py     TraitEnglish: fighter traits, the BOOST of an attack
    render_en_sfb.py        SfbEnglish: what only Super Fantasy Brawl has, with its mixins
      render_en_sfb_champions.py  SfbChampionEnglish: champions, groups, conditions, counts
      render_en_sfb_keywords.py   SfbKeywordEnglish: keywords, suffering and gaining, attacks
    render_en_words.py      the words they share: subjects, plurals, articles, possessives
"""

from __future__ import annotations

from . import nodes as n
from .render_en_catalogue import CatalogueEnglish
from .render_en_compare import CompareEnglish
from .render_en_effects import EffectEnglish
from .render_en_players import PlayersEnglish
from .render_en_named import NamedEffectEnglish
from .render_en_refs import ReferenceEnglish
from .render_en_sfb import MARKS, SfbEnglish
from .render_en_tables import TableEnglish
from .render_en_traits import TraitEnglish
from .render_en_words import capitalise


def render_en(node: n.Node) -> str:
    return EnglishRenderer().render(node)


class EnglishRenderer(EffectEnglish, ReferenceEnglish, PlayersEnglish, CatalogueEnglish,
                      CompareEnglish, TableEnglish, NamedEffectEnglish, TraitEnglish,
                      SfbEnglish):
    def render(self, node) -> str:
        return getattr(self, type(node).__name__)(node)

    # ------------------------------------------------------------ text and sentences

    def EffectText(self, node: n.EffectText) -> str:
        return "\n".join(self.render(section) for section in node.sections)

    def Section(self, node: n.Section) -> str:
        body = " ".join(self.render(sentence) for sentence in node.sentences)
        if node.header is None:
            return body
        if node.header.kind in MARKS or node.header.kind is n.HeaderKind.MISSION:
            return f"{self.render(node.header)} {body}"
        return f"{self.render(node.header)}: {body}"

    def Header(self, node: n.Header) -> str:
        if node.kind is n.HeaderKind.WHEN_DEALT_DAMAGE:
            return f"When {self.render(node.fighter)} is dealt damage"
        if node.kind is n.HeaderKind.WHILE:
            return f"While {self.render(node.condition)}"
        return self.sfb_header(node) or self.catalogue_header(node) \
            or capitalise(node.kind.value)

    def Sentence(self, node: n.Sentence) -> str:
        text = self.clauses(node.clauses, node.joins)
        if node.also:
            text = "also " + text
        if isinstance(node.condition, n.Would):
            text = f"if an effect would {node.condition.kind.value}, {text}"
        elif node.condition is not None:
            text = f"if {self.render(node.condition)}, {text}"
        if node.otherwise:
            text = "otherwise, " + text
        if node.instead:
            text += " instead"
        if node.then:
            text = "then " + text
        if node.delayed:
            text = "at the start of your next turn, " + text
        if node.trigger is not None:  # written before all the rest, its symbol included
            symbol = f"{node.symbol} " if node.symbol else ""
            text = f"{self.render(node.trigger)}, {symbol}{text}"
        text = capitalise(text) + "."
        if node.remark is not None:
            text += " " + node.remark
        text = f"{node.symbol} {text}" if node.symbol and node.trigger is None else text
        return f"{self.render(node.tier)} {text}" if node.tier is not None else text

    def SymbolTier(self, node: n.SymbolTier) -> str:
        return f"- {node.count}{node.symbol}"

    def clauses(self, clauses, joins) -> str:
        text = self.render(clauses[0])
        separators = {n.Join.THEN: ", then ", n.Join.AND: " and ", n.Join.COMMA: ", ",
                      n.Join.COMMA_AND: ", and ", n.Join.INSTEAD_AND: " instead and ",
                      n.Join.AND_THEN: " and then "}
        for join, clause in zip(joins, clauses[1:]):
            text += separators[join] + self.render(clause)
        return text
