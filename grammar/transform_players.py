"""Parse tree -> AST, the rules for players by what they did and one subject for several
verbs (issue 10): "the player(s) who drew the most cards", "Each player reveals a card from
their hand and draws 1 card", "<player> deals that much damage to their hero". A part of
`EffectTransformer`; `share_subjects` gives a verb written without its subject the subject
of the clause before."""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import v_args

from . import nodes as n
from .rule_builders import ShapeError, _constant, bare_node_rule, span_of
from .transform_effects import discard_of


@dataclass(frozen=True)
class Subjectless:
    """A verb after "and" written without its subject ("... and draws 1 card"): the clause,
    its subject left out, until `share_subjects` joins it to the clause before."""

    clause: n.Node


class PlayerRules:
    """The methods of `EffectTransformer` for players by what they did, and shared subjects."""

    @v_args(meta=True)
    def players_who(self, meta, children):
        return n.PlayerGroup(n.PlayerGroupKind.THE_PLAYERS_WHO, who=children[-1],
                             span=span_of(meta))

    @v_args(meta=True)
    def player_who(self, meta, children):
        return n.PlayerGroup(n.PlayerGroupKind.THE_PLAYER_WHO, who=children[-1],
                             span=span_of(meta))

    @v_args(meta=True)
    def counted_cards(self, meta, children):
        act, superlative = children[0], children[1]
        return n.CountedCards(act, superlative, span=span_of(meta))

    drew = _constant(n.CountedAct.DREW)
    discarded = _constant(n.CountedAct.DISCARDED)
    most = _constant(n.Superlative.MOST)
    fewest = _constant(n.Superlative.FEWEST)
    that_much = bare_node_rule(n.ThatMuch)

    @v_args(meta=True)
    def deal_by_player(self, meta, children):
        source, amount, target = children
        return n.DealDamage(amount, target, source, span=span_of(meta))

    # ---- verbs after "and" without their subject

    @v_args(meta=True)
    def draws_more(self, meta, children):
        amount, up_to, more = children[0]
        return Subjectless(n.Draw(amount, None, up_to, more is True, more == "until",
                                  span=span_of(meta)))

    @v_args(meta=True)
    def discards_more(self, meta, children):
        # the shapes of a discard with a subject ("discards up to 2 cards" is not the
        # imperative's DiscardCards), the subject then left to the clause before
        found = discard_of(n.Player.THEY, children[0], span_of(meta))
        return Subjectless(replace(found, subject=None))

    @v_args(meta=True)
    def reveals_more(self, meta, children):
        return Subjectless(n.Reveal(children[0], span=span_of(meta)))

    @v_args(meta=True)
    def reveals_more_simultaneously(self, meta, children):
        return Subjectless(n.Reveal(children[0], simultaneous=True, span=span_of(meta)))

    @v_args(meta=True)
    def deals_more(self, meta, children):
        amount, target = children
        return Subjectless(n.DealDamage(amount, target, span=span_of(meta)))

    @v_args(meta=True)
    def places_more(self, meta, children):
        fighter, space = children
        return Subjectless(n.Place(fighter, space, span=span_of(meta)))


# The subjects a verb without its own may share: those of a verb in the third person
# singular ("each player ... and draws", never "both players ... and draw", which is "you
# draw"); the steps they share it with: the verbs `Subjectless` holds.
_SHARED_STEPS = (n.Draw, n.Discard, n.DiscardFromPile, n.Reveal, n.DealDamage, n.Place)


def shares_subject(subject) -> bool:
    if isinstance(subject, n.PlayerGroup):
        return subject.kind in n.EACH_ONE
    return subject is n.Player.OPPONENT


def yours_after_a_plural(previous, join: n.Join, clause) -> bool:
    """Whether `clause`, a player's verb without a subject after "and", follows a clause of
    a group written in the plural: "Both players discard 1 card and draw 1 card", which
    English reads as both drawing and the language as you drawing (its verbs share only a
    subject in the singular); the compiler refuses it (E413)."""
    subject = previous.subject if isinstance(previous, n.PlayerDoes) else (
        getattr(previous, n.doer_field(previous), None) if isinstance(previous, _SHARED_STEPS)
        else None)
    return (join is n.Join.AND and isinstance(subject, n.PlayerGroup)
            and subject.kind not in n.EACH_ONE and isinstance(clause, _SHARED_STEPS)
            and getattr(clause, n.doer_field(clause), None) is None)


def share_subjects(clauses: tuple, joins: tuple) -> tuple[tuple, tuple]:
    """Each verb written without its subject after "and" joined to the clause before, as
    one more step of what that clause's subject does (a PlayerDoes)."""
    merged, kept = [clauses[0]], []
    for join, clause in zip(joins, clauses[1:]):
        if not isinstance(clause, Subjectless):
            merged.append(clause)
            kept.append(join)
            continue
        merged[-1] = _with_step(merged[-1], clause.clause)
    if isinstance(merged[0], Subjectless):  # (the grammar puts one only after "and")
        raise ShapeError("a verb without its subject", merged[0].clause.span)
    return tuple(merged), tuple(kept)


def _with_step(previous, step) -> n.PlayerDoes:
    span = _joined(previous.span, step.span)
    if isinstance(previous, n.PlayerDoes):
        return replace(previous, steps=previous.steps + (step,), span=span)
    subject = getattr(previous, n.doer_field(previous), None) \
        if isinstance(previous, _SHARED_STEPS) else None
    if not shares_subject(subject):
        raise ShapeError("a verb without its subject after a clause whose subject it cannot "
                         "share", step.span, "expected its subject, or a clause before it "
                         "such as 'Each player reveals a card from their hand'")
    first = replace(previous, **{n.doer_field(previous): None})
    return n.PlayerDoes(subject, (first, step), span=span)


def _joined(first: n.Span | None, second: n.Span | None) -> n.Span | None:
    if first is None or second is None:
        return first
    return n.Span(first.start, second.end)
