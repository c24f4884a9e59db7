"""Parse tree -> typed AST: one transformer method per grammar rule or alias.

The transformer only builds nodes (with their spans); whether a sentence makes sense on
its card is the compiler's semantic check, not the transformer's.

`EffectTransformer` builds the text, its sections and sentences itself and takes the rest
from one class per part of the language:

    transform_effects.py     EffectRules: the clauses (draw, deal damage, move, ...)
    transform_conditions.py  ConditionRules: conditions and counted things
    transform_refs.py        ReferenceRules: players, fighters, spaces, cards, numbers
    transform_sfb.py         SfbRules: what only Super Fantasy Brawl has (headers, damage,
                             cards and cores, the arena, passives), with its mixins
      transform_sfb_champions.py      SfbChampionRules: champions, groups, conditions, counts
      transform_sfb_keywords.py       SfbKeywordRules: keywords, what champions suffer and gain
    transform_catalogue.py   CatalogueRules: what the published catalogue added (issue 10)
                             (triggers, descriptions), with its mixins
      transform_catalogue_cards.py    CardRules: cards as objects, sets of cards, piles
      transform_catalogue_effects.py  BoardRules, LastingRules: the board, tokens, lasting
                                      effects, values
      transform_subsystems.py         SubsystemRules: hero subsystems, named effects
    transform_compare.py     CompareRules: amounts compared (issue 10)
    transform_printed.py     PrintedWordingRules: printed wordings once reworded (issue 10)
    transform_tables.py      TableRules: tables of outcomes by an amount, "do both" (issue 10)
    transform_players.py     PlayerRules: players by what they did, shared subjects (issue 10)
    transform_traits.py      TraitRules: fighter traits, the BOOST of an attack (issue 10)
    rule_builders.py         the builders of the simple methods, and `span_of`
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Transformer, v_args

from . import nodes as n
from .rule_builders import constant_rule, span_of
from .transform_catalogue import CatalogueRules
from .transform_compare import CompareRules
from .transform_conditions import ConditionRules
from .transform_effects import EffectRules
from .transform_players import PlayerRules, share_subjects
from .transform_printed import PrintedWordingRules, check_elided_puts
from .transform_refs import ReferenceRules
from .transform_sfb import SfbRules, merge_clauses
from .transform_tables import TableRules
from .transform_traits import TraitRules


class EffectTransformer(PlayerRules, PrintedWordingRules, CatalogueRules, CompareRules,
                        TableRules, TraitRules,
                        EffectRules, ConditionRules, ReferenceRules, SfbRules, Transformer):
    """Parse tree -> AST: the text, its sections and sentences here, the rest inherited."""

    # text and sections
    @v_args(meta=True)
    def effect_text(self, meta, items):
        """Group the flat items into sections: a header takes the sentences after it."""
        groups: list[tuple[n.Header | None, list[n.Sentence]]] = []
        for item in items:
            if item is None:  # no remark after the sentence
                continue
            if isinstance(item, Token):  # a remark: reminder text after the sentence before
                sentences = groups[-1][1]
                sentences[-1] = replace(sentences[-1], remark=str(item))
            elif isinstance(item, tuple):  # (header, first sentence)
                groups.append((item[0], [item[1]]))
            elif isinstance(item, list):  # options by a count of symbols, maybe under a header
                header, *sentences = item
                if header is not None or not groups:
                    groups.append((header, []))
                groups[-1][1].extend(sentences)
            elif groups:
                groups[-1][1].append(item)
            else:
                groups.append((None, [item]))
        sections = tuple(n.Section(header, tuple(sentences), span=_join_spans(header, sentences))
                         for header, sentences in groups)
        return n.EffectText(sections, span=span_of(meta))

    def headed_sentence(self, children):
        return children[0], children[1]

    @v_args(meta=True)
    def ongoing_sentence(self, meta, children):
        """ONGOING's header, and its first sentence with the trigger written before it."""
        trigger, sentence = children
        header = n.Header(n.HeaderKind.ONGOING,
                          span=n.Span(meta.start_pos, meta.start_pos + len("ongoing")))
        return header, replace(sentence, trigger=trigger) if trigger is not None else sentence

    def symbol_tiers(self, children):
        """[header, sentences...]: each option's first sentence carries the option."""
        header, *tiers = children
        return [header] + [sentence for tier in tiers for sentence in tier]

    def symbol_tier(self, children):
        count, symbol, *rest = children
        sentences = []
        for item in rest:
            if isinstance(item, n.Sentence):
                sentences.append(item)
            elif item is not None:  # a remark after the sentence before
                sentences[-1] = replace(sentences[-1], remark=str(item))
        tier = n.SymbolTier(int(count), str(symbol), span=n.Span(count.start_pos, symbol.end_pos))
        sentences[0] = replace(sentences[0], tier=tier)
        return sentences

    immediately = constant_rule(lambda s: n.Header(n.HeaderKind.IMMEDIATELY, span=s))
    during_combat = constant_rule(lambda s: n.Header(n.HeaderKind.DURING_COMBAT, span=s))
    after_combat = constant_rule(lambda s: n.Header(n.HeaderKind.AFTER_COMBAT, span=s))
    after_you_attack = constant_rule(lambda s: n.Header(n.HeaderKind.AFTER_YOU_ATTACK, span=s))
    after_you_maneuver = constant_rule(lambda s: n.Header(n.HeaderKind.AFTER_YOU_MANEUVER, span=s))
    start_of_turn = constant_rule(lambda s: n.Header(n.HeaderKind.START_OF_TURN, span=s))
    end_of_turn = constant_rule(lambda s: n.Header(n.HeaderKind.END_OF_TURN, span=s))

    @v_args(meta=True)
    def when_dealt_damage(self, meta, children):
        return n.Header(n.HeaderKind.WHEN_DEALT_DAMAGE, children[0], span=span_of(meta))

    @v_args(meta=True)
    def while_condition(self, meta, children):
        return n.Header(n.HeaderKind.WHILE, condition=children[0], span=span_of(meta))

    # sentences
    @v_args(meta=True)
    def plain_sentence(self, meta, children):
        symbol, then, also, (clauses, joins), instead = children
        return n.Sentence(clauses, joins, instead=instead is not None, then=then is not None,
                          symbol=_text(symbol), also=also is not None, span=span_of(meta))

    @v_args(meta=True)
    def conditional_sentence(self, meta, children):
        symbol, then, condition, (clauses, joins), instead = children
        return n.Sentence(clauses, joins, condition, instead=instead is not None,
                          then=then is not None, symbol=_text(symbol), span=span_of(meta))

    @v_args(meta=True)
    def delayed_sentence(self, meta, children):
        clauses, joins = children[0]
        return n.Sentence(clauses, joins, delayed=True, span=span_of(meta))

    def clauses(self, children):
        # no placeholders of a final list of options
        clauses, joins = merge_clauses([child for child in children if child is not None])
        clauses, joins = share_subjects(clauses, joins)
        check_elided_puts(clauses)
        return clauses, joins

    def join_then(self, _):
        return n.Join.THEN

    def join_and(self, _):
        return n.Join.AND


def _join_spans(header, sentences) -> n.Span | None:
    first = header if header is not None else sentences[0]
    if first.span is None or sentences[-1].span is None:
        return None
    return n.Span(first.span.start, sentences[-1].span.end)


def _text(token) -> str | None:
    return None if token is None else str(token)
