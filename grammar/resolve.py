"""The resolver: what each back-reference of a section refers to.

"that fighter", "him", "them", "that space", "it", "the card", "the discarded card" and
"that hero" refer to something an earlier step of the same section introduced; "X may move
through ..." permits one earlier move, and "he moved through" names whom one passed. The resolver walks a section's steps in order and
sets each reference's `binding` to the step that introduced its referent; what it cannot
bind it reports (the checks turn those into E405 and E406). The compiler resolves every
text it parses, so bundles carry the bindings, and the runtime executes them: there is no
second implementation that could disagree (docs/language.md, "Back-references").

A step is `step(sentence, position)`: position 0 is the sentence's condition, 1, 2, ... its
clauses; a clause's inner effects (the body of "may", what "spend" pays for) share its step.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from typing import Any, Iterator

from . import nodes as n
from .render_en import render_en

W = n.FighterWord


class Referent(str, Enum):
    FIGHTER = "fighter"  # that fighter, him
    CHOSEN_FIGHTER = "chosen fighter"  # them
    SPACE = "chosen space"  # that space
    CARD = "card"  # it, the card, that card
    DISCARDED_CARD = "discarded card"  # the discarded card
    HERO = "hero"  # that hero
    CARDS = "cards"  # them, 2 of them, the other 2, the rest (cards looked at, revealed, ...)
    # the fighters a step acted on as a group ("Move each of your fighters ..."): the runtime
    # introduces it beside FIGHTER (the last of them); "them" bound to that step means all
    GROUP = "group of fighters"
    AMOUNT = "amount"  # that much: the count "the player(s) who drew the most cards" compared
    BOOST = "BOOST"  # the BOOST card ("Play the BOOST card, face down, ...", "the BOOST is ...")


def step(sentence: int, position: int) -> int:
    return sentence * 100 + position


# The step of a trigger's fighter ("When you place Alice, choose whether she ..."): before
# the first sentence, so anything the text introduces later takes its place.
HEADER_STEP = -1


def needed(node: n.Node) -> Referent | None:
    """What a reference needs an earlier step to have introduced (None: not a back-reference)."""
    if isinstance(node, n.FighterPronoun):
        return _PRONOUNS.get(node.word)
    if isinstance(node, (n.ThatSpace,)):
        return Referent.SPACE
    if isinstance(node, n.ChosenFighter):
        return Referent.CHOSEN_FIGHTER
    if isinstance(node, (n.CardsThem, n.SomeOfThem, n.TheOther, n.TheRest, n.ForEachOne)):
        return Referent.CARDS
    if isinstance(node, (n.PlayBoostWith, n.DiscardBoost)):
        return Referent.BOOST
    if isinstance(node, n.CardRef):
        return {n.CardWord.IT: Referent.CARD, n.CardWord.THE_CARD: Referent.CARD,
                n.CardWord.THAT_CARD: Referent.CARD,
                n.CardWord.THE_DISCARDED_CARD: Referent.DISCARDED_CARD,
                n.CardWord.YOUR_CARD: Referent.CARDS}.get(node.word)
    if isinstance(node, n.ThatMuch):
        return Referent.AMOUNT
    return None


_PRONOUNS = {W.THAT_FIGHTER: Referent.FIGHTER, W.HIM: Referent.FIGHTER,
             W.THEM: Referent.CHOSEN_FIGHTER, W.THAT_HERO: Referent.HERO,
             # the published catalogue (issue 10)
             W.HER: Referent.FIGHTER, W.SHE: Referent.FIGHTER, W.HE: Referent.FIGHTER,
             W.THEY: Referent.FIGHTER}
# What a reference may fall back to when nothing introduced what it needs: "them" after a
# move of several fighters ("Move each of your Raptors ... You may move them through ...")
# or the target of the same clause ("... for each of your Raptors adjacent to them").
FALLBACK = {Referent.CHOSEN_FIGHTER: Referent.FIGHTER}


# What each effect introduces once it has resolved; EARLY: what it introduces as soon as
# the field named has resolved, for references in its later fields ("place Mr. Hyde in any
# space in his zone", "change the printed value of the opponent's card to its BOOST value").
INTRODUCES: dict[type, tuple[Referent, ...]] = {
    n.Move: (Referent.FIGHTER,),
    n.Recover: (Referent.FIGHTER,),
    n.DealDamage: (Referent.FIGHTER,),
    n.ReturnDefeated: (Referent.FIGHTER,),
    n.ChooseFighter: (Referent.CHOSEN_FIGHTER, Referent.FIGHTER),
    n.ChooseSpace: (Referent.SPACE,),
    n.MoveToken: (Referent.SPACE,),
    n.Discard: (Referent.CARD, Referent.DISCARDED_CARD),
    n.DiscardMatching: (Referent.CARD, Referent.DISCARDED_CARD),
    n.RevealTop: (Referent.CARD,),
    n.Cancel: (Referent.CARD,),
    # the published catalogue (issue 10)
    n.LookAt: (Referent.CARDS, Referent.CARD),
    n.Reveal: (Referent.CARDS, Referent.CARD),
    n.TakeCards: (Referent.CARDS, Referent.CARD),
    n.ChooseCards: (Referent.CARDS, Referent.CARD),
    n.Search: (Referent.CARDS, Referent.CARD),
    n.DiscardFromPile: (Referent.CARDS, Referent.CARD, Referent.DISCARDED_CARD),
    n.RevealUntil: (Referent.CARDS, Referent.CARD),
    n.Place: (Referent.FIGHTER,),
    n.SetHealth: (Referent.FIGHTER,),
    n.ChooseToken: (Referent.SPACE,),
    n.ChooseFighterTo: (Referent.CHOSEN_FIGHTER, Referent.FIGHTER),
    n.BoostCard: (Referent.BOOST,),
}
EARLY: dict[type, tuple[str, Referent]] = {
    n.Place: ("fighter", Referent.FIGHTER),
    n.MoveToSpace: ("fighter", Referent.FIGHTER),
    n.ChangePrintedValue: ("card", Referent.CARD),
    n.DealDamage: ("target", Referent.FIGHTER),  # "... for each of your Raptors adjacent to them"
    n.ValueEqualTo: ("card", Referent.CARD),  # "... is equal to its printed value"
}
# their effects bind as clauses do
_OPTIONS = (n.ChooseEffects, n.Together, n.OutcomeTable, n.TableRow)


def condition_card(condition: Any) -> Any:
    """The card a condition introduces as "it": "If the opposing fighter's card has a printed
    value of 4 or more, ignore its value", "If your opponent played a versatile card, ..."."""
    if isinstance(condition, (n.PrintedValueCompare, n.HigherValue)):
        return condition.card
    if isinstance(condition, n.AmountCompare):
        return amount_card(condition.amount)  # "If the value of this card is above 7, ..."
    if isinstance(condition, n.PlayedType):
        return _OPPONENTS_CARD
    return None


def amount_card(amount: Any) -> Any:
    """The card an amount is of ("the value of this card", "its BOOST value"), which it
    introduces as "it" where it is compared; None for another amount."""
    if isinstance(amount, (n.CardValue, n.BoostValue, n.PrintedValue)):
        return amount.card
    return None


def early_introduction(node: Any) -> tuple[str, Referent] | None:
    """What a clause introduces as soon as its field named has resolved (EARLY): a table of
    outcomes by a card's value, that card, for its rows ("2: ignore its value")."""
    if isinstance(node, n.OutcomeTable):
        return ("amount", Referent.CARD) if amount_card(node.amount) is not None else None
    return EARLY.get(type(node))


_OPPONENTS_CARD = n.CardRef(n.CardWord.OPPONENTS_CARD)


def condition_fighter(condition: Any) -> Any:
    """The fighter a condition introduces as "that fighter": the other of "If X is adjacent
    to Y", else the first fighter it names ("If Bigfoot started his turn ...")."""
    found = _CONDITION_FIGHTERS.get(id(condition))
    if found is None or found[0] is not condition:  # by identity: a game asks it often
        found = _CONDITION_FIGHTERS[id(condition)] = (condition, _first_fighter(condition))
    return found[1]


_CONDITION_FIGHTERS: dict[int, tuple[Any, Any]] = {}


def _first_fighter(condition: Any) -> Any:
    if isinstance(condition, n.IsAdjacent) and not isinstance(condition.other, n.AtLeastFighters):
        return condition.other  # ("adjacent to four or more Squirrels" is no one fighter)
    for node in n.walk(condition):
        if isinstance(node, (n.FighterPronoun, n.FighterName)):
            return node
    return None


@dataclass(frozen=True)
class Unresolved:
    node: n.Node  # the reference, as parsed (its span says where it is)
    need: Referent | None  # None: a "move through" that follows no move of its fighter


@dataclass
class _Scope:
    introduced: dict[Referent, int]
    moves: dict[str, int]  # the last move of each fighter, by how the text names it
    unresolved: list[Unresolved]
    # binding a clause that a player does ("each player draws ..."): "their card" is theirs
    doer: bool = False


def resolve_text(text: n.EffectText, holder: bool = False) -> tuple[n.EffectText,
                                                                   list[Unresolved]]:
    """The text with every back-reference bound, and the references left unbound. `holder`:
    the text is a trait's meaning, whose "he", "she", "they" is the fighter that has the trait
    (bound, as a trigger's fighter is, to HEADER_STEP)."""
    unresolved: list[Unresolved] = []
    sections = tuple(_section(section, unresolved, holder) for section in text.sections)
    return dataclasses.replace(text, sections=sections), unresolved


def resolve_section(section: n.Section) -> n.Section:
    return _section(section, [])


def _section(section: n.Section, unresolved: list[Unresolved],
             holder: bool = False) -> n.Section:
    scope = _Scope({}, {}, unresolved)
    if holder or section.header is not None and isinstance(section.header.fighter,
                                                           n.FighterName):
        scope.introduced[Referent.FIGHTER] = HEADER_STEP
    sentences = []
    for index, sentence in enumerate(section.sentences):
        condition = sentence.condition
        if isinstance(condition, n.DidOptional):
            previous = sentences[-1] if sentences else None
            binding, together = did_binding(previous, index - 1, condition)
            condition = dataclasses.replace(condition, binding=binding, together=together)
        elif condition is not None:
            condition = _bind(condition, scope)
            if condition_fighter(condition) is not None:
                scope.introduced[Referent.FIGHTER] = step(index, 0)
            if condition_card(condition) is not None:
                scope.introduced[Referent.CARD] = step(index, 0)
        clauses = tuple(_clause(clause, scope, step(index, position))
                        for position, clause in enumerate(sentence.clauses, start=1))
        sentences.append(dataclasses.replace(sentence, condition=condition, clauses=clauses))
    return dataclasses.replace(section, sentences=tuple(sentences))


# "they" of "if they do" also names the opponent ("Your opponent may ... If they do not")
_SAME_PLAYER = {n.Player.THEY: n.Player.OPPONENT, n.Player.OPPONENT: n.Player.THEY}


def did_binding(previous: n.Sentence | None, index: int,
                condition: n.DidOptional) -> tuple[int | None, bool]:
    """The step "if you do" / "if they do" asks about, in the sentence just before (`index`):
    its "may" whose subject the condition names ("they": also two fighters who may do it
    together, "Houdini and Bess may swap spaces"); else, after a sentence with a condition
    and no choice ("If Maria Hill was defeated, place her ..."), "you do" asks whether that
    sentence happened: its step 0. None: nothing to ask about (E404). Also whether "they"
    are those fighters."""
    if previous is None:
        return None, False
    players = {condition.player, _SAME_PLAYER.get(condition.player, condition.player)}
    mays = [(position, clause) for position, clause in enumerate(previous.clauses, start=1)
            if isinstance(clause, n.May)]
    for position, clause in mays:
        together = isinstance(clause.subject, n.Fighters) and not clause.subject.either
        if clause.subject in players:
            return step(index, position), False
        if together and condition.player is n.Player.THEY:
            return step(index, position), True
    if not mays and previous.condition is not None and condition.player is n.Player.YOU:
        return step(index, 0), False
    return None, False


def _clause(clause: Any, scope: _Scope, at: int) -> Any:
    body = clause.body if isinstance(clause, n.May) else clause
    if isinstance(body, n.MoveThrough):
        bound = _bind_through(body, scope)
        if clause is body:
            return bound
        subject = _mover_subject(clause.subject, bound.binding)
        return dataclasses.replace(clause, body=bound, subject=subject)
    doer = getattr(body, n.doer_field(body), None)
    if isinstance(doer, n.PlayerGroup) and doer.who is not None:
        scope.introduced[Referent.AMOUNT] = at  # "... deals that much damage"
    scope.doer = isinstance(doer, n.PlayerGroup) or doer in (n.Player.OPPONENT, n.Player.THEY)
    try:
        bound = _bind_steps(body, scope, at) if isinstance(body, n.PlayerDoes) \
            else _bind(clause, scope, at)
    finally:
        scope.doer = False
    for referent in _introductions(body):
        scope.introduced[referent] = at
    if isinstance(body, n.Move):
        scope.moves[move_key(body.fighter)] = at
    return bound


def _mover_subject(subject: Any, move: int | None) -> Any:
    """ "They may move through ...": the permission is the moved fighter's, so "they" is that
    fighter (or group), bound to the move, not a player; the parser cannot tell the two
    "they" apart."""
    if subject is n.Player.THEY:
        return n.FighterPronoun(W.THEY, binding=move)
    return subject


def _introductions(body: Any) -> Iterator[Referent]:
    yield from INTRODUCES.get(type(body), ())
    if any(isinstance(node, n.FighterPronoun) and node.word is W.THEIR_HERO
           for node in n.walk(body)):
        yield Referent.HERO  # "... with their hero. Deal 1 damage to that hero."
    early = early_introduction(body)
    if early is not None:
        yield early[1]
    for inner in _inner_effects(body):  # what they run introduces too
        yield from _introductions(inner)


def _inner_effects(body: Any) -> tuple:
    """The effects a clause runs: the body of "spend ... to", the options of a choice, ..."""
    if isinstance(body, n.Spend):
        return (body.then,) if body.then is not None else ()
    if isinstance(body, n.ChooseEffects):
        return body.options
    if isinstance(body, n.PayTo):
        return body.cost, body.effect
    if isinstance(body, n.SpendActionTo):
        return (body.effect,)
    if isinstance(body, n.Together):
        return body.effects
    if isinstance(body, (n.ForEachOne, n.ChooseFighterTo)):
        return (body.effect,)
    if isinstance(body, n.OutcomeTable):
        return tuple(clause for row in body.rows for clause in row.clauses)
    if isinstance(body, n.PlayerDoes):
        return body.steps
    return ()


def _bind_steps(body: n.PlayerDoes, scope: _Scope, at: int) -> n.PlayerDoes:
    """The steps of one subject in order, each introducing what it does for the ones after
    it ("... reveals a card from their hand and draws cards equal to their card's BOOST
    value"): they share the clause's step."""
    steps = []
    for item in body.steps:
        steps.append(_bind(item, scope, at))
        for referent in _introductions(item):
            scope.introduced[referent] = at
    return dataclasses.replace(body, steps=tuple(steps))


def _bind(node: Any, scope: _Scope, at: int | None = None) -> Any:
    """A copy of `node` with its references bound; a clause with an early introduction
    binds the fields after that one to itself (`at`)."""
    if not isinstance(node, n.Node):
        return node
    if isinstance(node, n.MovedThrough):
        return _bind_moved_through(node, scope)
    need = needed(node)
    if isinstance(node, n.CardRef) and node.word is n.CardWord.THEIR_CARD:
        return _bind_their_card(node, scope)
    if need is not None:
        target = scope.introduced.get(need)
        if target is None and need in FALLBACK:
            target = scope.introduced.get(FALLBACK[need])
        if target is None:
            scope.unresolved.append(Unresolved(node, need))
            return node
        node = dataclasses.replace(node, binding=target)
        if not isinstance(node, n.ForEachOne):  # a reference; "for each one" runs an effect
            return node
    if isinstance(node, n.Fighters) and at is not None:  # "X and each ... adjacent to them"
        items = []
        for item in node.items:
            items.append(_bind(item, scope))
            scope.introduced[Referent.FIGHTER] = at
        return dataclasses.replace(node, items=tuple(items))
    early = early_introduction(node) if at is not None else None
    changes = {}
    for field in n.text_fields(type(node)):
        value = getattr(node, field.name)
        if isinstance(value, tuple):
            new = tuple(_bind(item, scope, at if isinstance(node, _OPTIONS) else None)
                        for item in value)
        else:
            new = _bind(value, scope, at if isinstance(node, n.May) or isinstance(value, n.Fighters) else None)
        if any(a is not b for a, b in zip(new, value)) if isinstance(value, tuple) else new is not value:
            changes[field.name] = new
        if early is not None and field.name == early[0]:
            scope.introduced[early[1]] = at
    return dataclasses.replace(node, **changes) if changes else node


def _bind_their_card(node: n.CardRef, scope: _Scope) -> n.CardRef:
    """ "their card" in a clause a player does, after a step that revealed or chose cards
    (Referent.CARDS): of those, the one of the player doing it; else the card played in
    this combat. It may be bound, and is never unresolved: no back-reference `needed`."""
    target = scope.introduced.get(Referent.CARDS) if scope.doer else None
    return node if target is None else dataclasses.replace(node, binding=target)


def move_key(fighter: Any) -> str:
    """The fighter a move is about, spelt one way ("the Jackalope" and "Jackalope" agree)."""
    if fighter is None:
        return "your fighter"
    return render_en(fighter).lower().removeprefix("the ")


_MOVERS = {W.THAT_FIGHTER, W.THEM, W.HER, W.HIM, W.SHE, W.HE, W.THEY}


def _bind_through(node: n.MoveThrough, scope: _Scope) -> n.MoveThrough:
    # "that fighter", "them", "she" (the subject of "She may move through ..."): the last move
    pronoun = node.fighter is None or (isinstance(node.fighter, n.FighterPronoun)
                                       and node.fighter.word in _MOVERS)
    target = None if node.fighter is None else scope.moves.get(move_key(node.fighter))
    if target is None and pronoun and scope.moves:
        target = max(scope.moves.values())
    fighter = node.fighter
    if node.fighter is not None and pronoun and target is not None:
        # "them", "that fighter": whoever that move moved, one fighter or each of a group
        # ("Move each of your fighters up to 3 spaces. You may move them through ...")
        fighter = dataclasses.replace(node.fighter, binding=target)
    elif node.fighter is not None and (not pronoun or needed(node.fighter) in scope.introduced):
        fighter = _bind(node.fighter, scope)
    if target is None:
        scope.unresolved.append(Unresolved(node, None))
        return dataclasses.replace(node, fighter=fighter)
    return dataclasses.replace(node, fighter=fighter, binding=target)


def _bind_moved_through(node: n.MovedThrough, scope: _Scope) -> n.MovedThrough:
    """ "an opposing fighter he moved through": "he" as any pronoun, and the move it passed
    through: the move that introduced him, else the last move before it."""
    fighter = _bind(node.fighter, scope)
    moves = scope.moves.values()
    target = fighter.binding if fighter.binding in moves else max(moves, default=None)
    if target is None:
        scope.unresolved.append(Unresolved(node, None))
        return dataclasses.replace(node, fighter=fighter)
    return dataclasses.replace(node, fighter=fighter, binding=target)


# ---- what a bound reference stands for, for the renderer's agreement (issue 10: them)

_FIGHTER_NEEDS = (Referent.FIGHTER, Referent.CHOSEN_FIGHTER, Referent.HERO)
_DESCRIBES_FIGHTERS = (n.FighterSelection, n.FighterName, n.FighterPronoun, n.ChosenFighter,
                       n.Fighters)
_YOUR_FIGHTER = n.FighterPronoun(W.YOUR_FIGHTER)  # "Move up to 2 spaces": your fighter moved
_GROUPS = {n.Quantifier.EACH, n.Quantifier.ALL, n.Quantifier.ONE_OR_MORE}


@dataclass(frozen=True)
class Antecedent:
    """What a bound fighter reference stands for, as the step it is bound to wrote it."""

    fighters: n.Node  # "each of your Raptors", "one of the fighters in the combat", "Medusa"
    group: bool  # several fighters: "them" is plural in every language
    chosen: bool  # a "Choose ..." chose it: "the chosen fighter" names it


def antecedent(section: n.Section, reference: n.Node) -> Antecedent | None:
    """What a bound fighter reference stands for ("each of your Raptors" for the "them" of
    "Move each of your Raptors ... You may move them through ..."); None for another
    reference or one not bound."""
    binding = getattr(reference, "binding", None)
    if binding is None or needed(reference) not in _FIGHTER_NEEDS:
        return None
    index, position = divmod(binding, 100)
    if index >= len(section.sentences):
        return None
    sentence = section.sentences[index]
    if position == 0:
        fighter = condition_fighter(sentence.condition)
        return None if fighter is None else Antecedent(fighter, False, False)
    if position > len(sentence.clauses):
        return None
    clause = sentence.clauses[position - 1]
    body = clause.body if isinstance(clause, n.May) else clause
    found = next((node for node in n.walk(body) if isinstance(node, _DESCRIBES_FIGHTERS)
                  and node is not reference), None)
    if isinstance(found, n.Fighters):  # "X and each fighter adjacent to them": X
        found = next((item for item in found.items
                      if not any(node is reference for node in n.walk(item))), found)
    if found is None:
        if not isinstance(body, n.Move):
            return None
        found = _YOUR_FIGHTER
    return Antecedent(found, is_group(found), isinstance(body, n.ChooseFighter))


def is_group(fighters: n.Node) -> bool:
    """Whether a description names several fighters ("each of your fighters", "Dr. Malcolm
    and Dr. Sattler"), not one."""
    if isinstance(fighters, n.FighterSelection):
        return fighters.quantifier in _GROUPS
    if isinstance(fighters, n.Fighters):
        return not fighters.either
    return False
