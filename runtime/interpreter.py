"""The effect interpreter: runs the AST of a card section or a hero ability.

One function per effect node, registered in `EFFECTS`. Sentences run in order; a sentence
ending in "instead" replaces the one before it when its condition holds. Every choice the
text offers is a decision for the player it belongs to.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from cardsmith.grammar import nodes as n
from cardsmith.grammar.render_en import capitalise, render_en

from . import refs
from .board import reachable_spaces, token_reach
from .context import EffectContext
from .decisions import Action
from .engine import (Steps, ask, ask_yes_no, check_winner, deal_damage, defeat,
                     discard_from_hand, draw, random_card_in_hand, take_from_deck)
from .state import Fighter, GameData


def run_section(data: GameData, ctx: EffectContext) -> Steps:
    sentences = ctx.section.sentences
    yield from _choose_wild_symbol(data, ctx)
    for index, sentence in enumerate(sentences):
        following = sentences[index + 1] if index + 1 < len(sentences) else None
        if following is not None and following.instead and refs.applies(data, ctx, following):
            continue  # replaced by the next sentence
        if sentence.delayed:
            data.delayed.append((ctx.player, replace(sentence, delayed=False)))
            continue
        if refs.applies(data, ctx, sentence):
            yield from run_clauses(data, ctx, sentence.clauses)


def _choose_wild_symbol(data: GameData, ctx: EffectContext) -> Steps:
    """A wild symbol shown counts as any ONE symbol (R-29): where the text marks sentences
    with several symbols the player does not show, the player picks the one it counts as."""
    hero = data.players[ctx.player].hero
    shown = data.shown_symbols(ctx.player)
    if not any(symbol in hero.wild_symbols for symbol in shown):
        return
    marked = list(dict.fromkeys(s.symbol for s in ctx.section.sentences if s.symbol))
    wanted = [glyph for glyph in marked if hero.symbols.get(glyph) not in shown]
    if len(wanted) > 1:
        options = [Action(f"The wild symbol counts as {glyph} ({hero.symbols.get(glyph)})", glyph)
                   for glyph in wanted]
        ctx.wild_as = yield from ask(ctx.player, "symbol", "what the wild symbol counts as",
                                     options)
    elif wanted:
        ctx.wild_as = wanted[0]


def run_ability(data: GameData, player: int, section: n.Section, fighter: Fighter | None,
                combat=None) -> Steps:
    data.log("ability", player=player, trigger=section.header.kind.value)
    ctx = EffectContext(player, fighter, section, combat=combat)
    yield from run_section(data, ctx)


def run_clauses(data: GameData, ctx: EffectContext, clauses) -> Steps:
    for clause in clauses:
        yield from EFFECTS[type(clause)](data, ctx, clause)


# ---------------------------------------------------------------- cards and hands


def _player(data: GameData, ctx: EffectContext, subject: n.Player | None) -> int:
    if subject in (None, n.Player.YOU):
        return ctx.player
    return refs.opponent(data, ctx)


def effect_draw(data: GameData, ctx: EffectContext, node: n.Draw) -> Steps:
    player = _player(data, ctx, node.subject)
    count = refs.value(data, ctx, node.amount)
    if node.up_to:
        options = [Action(f"Draw {k}", k) for k in range(count + 1)]
        count = yield from ask(player, "how many", "draw how many cards?", options)
    ctx.drawn = yield from draw(data, player, count)


def effect_discard(data: GameData, ctx: EffectContext, node: n.Discard) -> Steps:
    player = _player(data, ctx, node.subject)
    if node.amount is None:
        yield from _discard_any(data, ctx, player, node.kind)
        return
    for _ in range(node.amount.value):
        hand = data.players[player].hand
        if not hand:
            return
        if node.random:
            card_id = yield from random_card_in_hand(data, player)
        else:
            options = [Action(f"Discard {data.cards[i].label}", i) for i in _distinct(data, hand)]
            card_id = yield from ask(player, "discard", "discard a card", options)
        discard_from_hand(data, player, card_id, "effect")
        ctx.last_card = data.cards[card_id]
        ctx.discarded.append(card_id)


def _discard_any(data: GameData, ctx: EffectContext, player: int, kind: str | None) -> Steps:
    """ "discard any number of cards", "discard Dr. Jekyll cards": one at a time, until done."""
    while True:
        hand = [i for i in data.players[player].hand
                if kind is None or data.cards[i].definition.user.casefold() == kind.casefold()]
        options = [Action("Stop discarding", None)] + [
            Action(f"Discard {data.cards[i].label}", i) for i in _distinct(data, hand)]
        card_id = yield from ask(player, "discard", "discard another card?", options)
        if card_id is None:
            return
        discard_from_hand(data, player, card_id, "effect")
        ctx.last_card = data.cards[card_id]
        ctx.discarded.append(card_id)


def effect_discard_matching(data: GameData, ctx: EffectContext, node: n.DiscardMatching) -> Steps:
    player = _player(data, ctx, node.player)
    hand = [i for i in data.players[player].hand
            if data.cards[i].definition.value == ctx.named_value]
    if not hand:
        ctx.lacks_named_value.add(player)
        return
    options = [Action(f"Discard {data.cards[i].label}", i) for i in _distinct(data, hand)]
    card_id = yield from ask(player, "discard", "discard a card of the named value", options)
    discard_from_hand(data, player, card_id, "effect")
    ctx.last_card = data.cards[card_id]
    ctx.discarded.append(card_id)


def effect_name_value(data: GameData, ctx: EffectContext, node: n.NameValue) -> Steps:
    highest = max((c.definition.value or 0) for c in data.cards)
    options = [Action(f"Name {value}", value) for value in range(highest + 1)]
    ctx.named_value = yield from ask(ctx.player, "name", "name a value", options)
    data.log("name value", player=ctx.player, value=ctx.named_value)


def effect_reveal_top(data: GameData, ctx: EffectContext, node: n.RevealTop) -> Steps:
    owner = data.players[ctx.player]
    if owner.deck_size == 0:
        return  # nothing to reveal, and no exhaustion: it is not a draw
    if not owner.deck_top:
        owner.deck_top.insert(0, (yield from take_from_deck(data, ctx.player)))
    ctx.last_card = data.cards[owner.deck_top[0]]
    data.log("reveal", player=ctx.player, card=ctx.last_card.definition.id)


def effect_put_in_hand(data: GameData, ctx: EffectContext, node: n.PutInHand) -> Steps:
    card = refs.card(ctx, node.card)
    owner = data.players[ctx.player]
    if card is not None and card.id in owner.deck_top:
        owner.deck_top.remove(card.id)
        owner.hand.append(card.id)
        data.log("put in hand", player=ctx.player, card=card.definition.id)
    return
    yield


def effect_reveal_hand(data: GameData, ctx: EffectContext, node) -> Steps:
    # Everyone sees the hand: the engine has no hidden information to change.
    player = _player(data, ctx, node.player)
    data.log("look at hand", player=player,
             cards=sorted(data.cards[i].definition.id for i in data.players[player].hand))
    return
    yield


def effect_choose_card_for(data: GameData, ctx: EffectContext, node: n.ChooseCardFor) -> Steps:
    foe = refs.opponent(data, ctx)
    if node.purpose == "discard":
        for _ in range(node.count.value):
            hand = data.players[foe].hand
            if not hand:
                return
            options = [Action(f"Discard {data.cards[i].label}", i) for i in _distinct(data, hand)]
            card_id = yield from ask(ctx.player, "discard", "choose a card for them to discard",
                                     options)
            discard_from_hand(data, foe, card_id, "effect")
        return
    yield from _choose_their_attack(data, ctx, foe)


def _choose_their_attack(data: GameData, ctx: EffectContext, foe: int) -> Steps:
    """Do My Bidding: you choose the card the attacker plays, from their hand."""
    from .combat import attack_cards
    from .context import CardValue

    combat = ctx.combat
    if combat is None:
        return
    cards = attack_cards(data, combat.attacker)
    if not cards:
        return
    options = [Action(f"They play {data.cards[i].label}", i) for i in _distinct(data, cards)]
    card_id = yield from ask(ctx.player, "attack card", "choose their attack card", options)
    data.players[foe].hand.remove(card_id)
    combat.kept.discard(card_id)  # it may be the card just returned: it is in play again
    combat.attack_card = data.cards[card_id]
    combat.values[card_id] = CardValue(combat.attack_card.definition.value or 0)
    data.log("attack card", player=foe, card=combat.attack_card.definition.id)


def effect_keep_one(data: GameData, ctx: EffectContext, node: n.KeepOne) -> Steps:
    owner = data.players[ctx.player]
    drawn = [i for i in ctx.drawn if i in owner.hand]
    if not drawn:
        return
    options = [Action(f"Keep {data.cards[i].label}", i) for i in _distinct(data, drawn)]
    kept = yield from ask(ctx.player, "keep", "keep one card", options)
    others = [i for i in drawn if i != kept]
    while others:
        options = [Action(f"Put {data.cards[i].label} on the bottom next", i)
                   for i in _distinct(data, others)]
        card_id = yield from ask(ctx.player, "order", "the next card on the bottom", options)
        others.remove(card_id)
        owner.hand.remove(card_id)
        owner.deck_bottom.append(card_id)


def effect_put_on_deck(data: GameData, ctx: EffectContext, node: n.PutOnDeck) -> Steps:
    owner = data.players[ctx.player]
    for position in range(min(node.count.value, len(owner.hand))):
        options = [Action(f"Put {data.cards[i].label} on top", i)
                   for i in _distinct(data, owner.hand)]
        card_id = yield from ask(ctx.player, "order", "the next card for the top of your deck",
                                 options)
        owner.hand.remove(card_id)
        owner.deck_top.insert(position, card_id)  # each card is always in one place


def effect_transform(data: GameData, ctx: EffectContext, node: n.Transform) -> Steps:
    form = node.forms[0]
    if len(node.forms) > 1:
        options = [Action(f"Transform into {f}", f) for f in node.forms]
        form = yield from ask(ctx.player, "form", "transform into", options)
    data.players[ctx.player].form = form
    data.log("transform", player=ctx.player, form=form)


def effect_take_damage(data: GameData, ctx: EffectContext, node: n.TakeDamage) -> Steps:
    targets = [ctx.fighter] if node.target is None else (
        yield from _targets(data, ctx, node.target))
    amount = refs.value(data, ctx, node.amount)
    yield from deal_damage(data, [(t, amount) for t in targets if t is not None],
                           source="effect")


def effect_recover_each(data: GameData, ctx: EffectContext, node: n.RecoverEach) -> Steps:
    for ref in node.fighters:
        yield from effect_recover(data, ctx, n.Recover(node.amount, ref))


def effect_change_printed(data: GameData, ctx: EffectContext,
                          node: n.ChangePrintedValue) -> Steps:
    value = _card_value(ctx, node.card)
    ctx.last_card = refs.card(ctx, node.card)  # "... to its BOOST value": that card's
    if value is not None:
        value.printed = refs.value(data, ctx, node.value)
    return
    yield


def _distinct(data: GameData, card_ids: list[int]) -> list[int]:
    seen: dict[str, int] = {}
    for card_id in sorted(card_ids):
        seen.setdefault(data.cards[card_id].kind, card_id)
    return list(seen.values())


# ---------------------------------------------------------------- damage and health


def effect_deal_damage(data: GameData, ctx: EffectContext, node: n.DealDamage) -> Steps:
    acting = ctx
    if node.source is not None:  # "Wiglaf deals 1 damage to each adjacent fighter"
        source = refs.fighter_now(data, ctx, node.source)
        if source is None or not source.on_board:
            return
        acting = replace(ctx, fighter=source)
    targets = yield from _targets(data, acting, node.target)
    if targets:
        ctx.that_fighter = targets[-1]
    amount = refs.value(data, ctx, node.amount) * refs.count(data, ctx, node.per)
    dealt = yield from deal_damage(data, [(t, amount) for t in targets], source="effect")
    ctx.damaged_this_way = {fighter.id for fighter, taken in dealt if taken > 0}
    ctx.damage_dealt = sum(taken for _, taken in dealt)


def effect_defeat(data: GameData, ctx: EffectContext, node: n.Defeat) -> Steps:
    target = yield from refs.fighter(data, ctx, node.fighter)
    if target is not None and target.on_board:
        defeat(data, target)
        check_winner(data)


def effect_swap(data: GameData, ctx: EffectContext, node: n.Swap) -> Steps:
    first = ctx.fighter if node.fighter is None else refs.fighter_now(data, ctx, node.fighter)
    second = yield from refs.fighter(data, ctx, node.other)
    if first is None or second is None or not (first.on_board and second.on_board):
        return
    first.space, second.space = second.space, first.space
    data.log("swap", fighter=first.label, other=second.label)


def _targets(data: GameData, ctx: EffectContext, target) -> Steps:
    if isinstance(target, n.FighterSelection):
        return (yield from refs.select(data, ctx, target))
    one = yield from refs.fighter(data, ctx, target)
    return [one] if one is not None and one.on_board else []


def effect_recover(data: GameData, ctx: EffectContext, node: n.Recover) -> Steps:
    target = ctx.fighter if node.fighter is None else (yield from refs.fighter(data, ctx,
                                                                               node.fighter))
    if target is None or not target.on_board:
        return
    amount = node.amount.value * refs.count(data, ctx, node.per)
    healed = min(amount, target.definition.health - target.health)
    target.health += healed
    data.log("recover", fighter=target.label, player=target.owner, amount=healed,
             health=target.health)


# ---------------------------------------------------------------- the board


def effect_move(data: GameData, ctx: EffectContext, node: n.Move) -> Steps:
    mover = ctx.fighter if node.fighter is None else (yield from _one(data, ctx, node.fighter))
    if mover is None or not mover.on_board:
        return
    through = any(isinstance(c, n.May) and isinstance(c.body, n.MoveThrough)
                  for s in ctx.section.sentences for c in s.clauses)
    yield from move_fighter(data, ctx.player, mover, node.distance.value, through)
    ctx.that_fighter = mover


def _one(data: GameData, ctx: EffectContext, target) -> Steps:
    found = yield from _targets(data, ctx, target)
    return found[0] if found else None


def move_fighter(data: GameData, player: int, mover: Fighter, distance: int,
                 through: bool = False) -> Steps:
    destinations = reachable_spaces(data, mover, distance, through)
    options = [Action(f"Move {mover.label} to space {s}" if s != mover.space
                      else f"Leave {mover.label} in space {s}", s) for s in destinations]
    space = yield from ask(player, "move", f"move {mover.label} up to {distance}", options)
    if space != mover.space:
        data.log("move", fighter=mover.label, player=mover.owner, start=mover.space, to=space)
        mover.space = space


def effect_move_through(data: GameData, ctx: EffectContext, node: n.MoveThrough) -> Steps:
    # A permission read by the move it follows (see effect_move); nothing happens here.
    return
    yield


def effect_place(data: GameData, ctx: EffectContext, node: n.Place) -> Steps:
    target = yield from refs.fighter(data, ctx, node.fighter)
    if target is None or target.defeated:  # off the board (Vanish) is fine: placed back
        return
    ctx.that_fighter = target  # "his zone" is the zone of the fighter being placed
    space = yield from _space(data, ctx, node.space, also_free=target.space)
    if space is not None and space != target.space:
        data.log("place", fighter=target.label, player=target.owner, start=target.space, to=space)
        target.space = space
    ctx.that_fighter = target


def _space(data: GameData, ctx: EffectContext, ref, also_free: int | None = None) -> Steps:
    if isinstance(ref, n.ThatSpace):
        return ctx.chosen_space
    # A fighter can only be put in an empty space (its own counts as empty for itself).
    candidates = [s for s in refs.spaces(data, ctx, ref)
                  if data.occupant(s) is None or s == also_free]
    if not candidates:
        return None
    options = [Action(f"Space {s}", s) for s in candidates]
    return (yield from ask(ctx.player, "space", "choose a space", options))


def effect_move_to_space(data: GameData, ctx: EffectContext, node: n.MoveToSpace) -> Steps:
    target = yield from refs.fighter(data, ctx, node.fighter)
    if target is None or not target.on_board:
        return
    space = yield from _space(data, ctx, node.space, also_free=target.space)
    if space is not None and space != target.space:
        data.log("move", fighter=target.label, player=target.owner, start=target.space, to=space)
        target.space = space
    ctx.that_fighter = target


def effect_remove(data: GameData, ctx: EffectContext, node: n.Remove) -> Steps:
    target = yield from refs.fighter(data, ctx, node.fighter)
    if target is not None and target.on_board:
        data.log("remove", fighter=target.label, player=target.owner, start=target.space)
        target.space = None  # off the board, not defeated


def effect_end_turn(data: GameData, ctx: EffectContext, node: n.EndTurn) -> Steps:
    data.actions_left = 0
    data.log("end turn", player=ctx.player)
    return
    yield


def effect_move_token(data: GameData, ctx: EffectContext, node: n.MoveToken) -> Steps:
    player = _player(data, ctx, node.subject)
    kind = data.token_kind(ctx.player, node.token)
    if kind is None:
        return
    for index in (yield from _tokens_to_move(data, ctx, player, kind, node)):
        start = data.tokens[kind][index]
        destinations = (token_reach(data, start, node.distance.value) if node.distance
                        else [s for s in refs.spaces(data, ctx, node.to) if s != start])
        options = [Action(f"Move the {kind[1]} from space {start} to space {s}", s)
                   for s in destinations]
        if not options:
            continue
        space = yield from ask(player, "move token", f"move a {kind[1]}", options)
        data.tokens[kind][index] = space
        ctx.chosen_space = space
        ctx.moved_tokens.append((kind, index))
        data.log("move token", player=player, token=kind[1], start=start, to=space)


def _tokens_to_move(data: GameData, ctx: EffectContext, player: int, kind, node) -> Steps:
    on_board = [i for i, s in enumerate(data.tokens[kind]) if s is not None]
    if node.which == "each":
        return on_board
    if node.which == "that":
        return [ctx.that_token[1]] if ctx.that_token and ctx.that_token[0] == kind else []
    if node.which == "different":
        on_board = [i for i in on_board if (kind, i) not in ctx.moved_tokens]
    chosen = []
    for _ in range(1 if node.amount is None else node.amount.value):
        left = [i for i in on_board if i not in chosen]
        if not left:
            break
        options = [Action(f"The {kind[1]} in space {data.tokens[kind][i]}", i) for i in left]
        chosen.append((yield from ask(player, "token", f"which {kind[1]}?", options)))
    return chosen


def effect_lock_value(data: GameData, ctx: EffectContext, node: n.LockValue) -> Steps:
    value = _card_value(ctx, n.CardRef(n.CardWord.OPPONENTS_CARD))
    if value is not None:
        value.set_to, value.added, value.locked = node.value, 0, True
    return
    yield


def effect_return_defeated(data: GameData, ctx: EffectContext, node: n.ReturnDefeated) -> Steps:
    candidates = refs.matches(data, ctx, node.fighter)
    candidates = [f for f in candidates if f.owner == ctx.player]
    if not candidates:
        return
    target = candidates[0] if len(candidates) == 1 else (
        yield from refs.choose_fighter(data, ctx.player, candidates, "return which fighter?"))
    space = yield from _space(data, ctx, node.space)
    if space is None:
        return
    target.defeated, target.space, target.health = False, space, target.definition.health
    data.log("return", fighter=target.label, player=target.owner, to=space)
    ctx.that_fighter = target


# ---------------------------------------------------------------- choices


def effect_choose_space(data: GameData, ctx: EffectContext, node: n.ChooseSpace) -> Steps:
    ctx.chosen_space = yield from _space(data, ctx, node.space, also_free=(
        ctx.fighter.space if ctx.fighter else None))


def effect_choose_fighter(data: GameData, ctx: EffectContext, node: n.ChooseFighter) -> Steps:
    chosen = yield from refs.select(data, ctx, node.selection)
    ctx.chosen_fighter = chosen[0] if chosen else None
    ctx.that_fighter = ctx.chosen_fighter


def effect_choose_opponent(data: GameData, ctx: EffectContext, node: n.ChooseOpponent) -> Steps:
    foes = [p for p in data.opponents(ctx.player)
            if any(f.on_board for f in data.fighters_of(p))]
    options = [Action(f"Player {p + 1} ({data.players[p].hero.name})", p) for p in foes]
    if options:
        ctx.opponent = yield from ask(ctx.player, "opponent", "choose an opponent", options)


def effect_may(data: GameData, ctx: EffectContext, node: n.May) -> Steps:
    if isinstance(node.body, n.MoveThrough):
        return  # the permission is read by the move before it
    if isinstance(node.subject, n.Player):
        player = _player(data, ctx, node.subject)
    else:
        subject = refs.fighter_now(data, ctx, node.subject)
        player = subject.owner if subject else ctx.player
    # "They may discard 1 card": the body is theirs, with the card's player as their opponent.
    acting = ctx if player == ctx.player else replace(ctx, player=player, opponent=ctx.player)
    if not affordable(data, acting, node.body) or isinstance(node.body, n.PlayAs):
        ctx.took_option[player] = False
        return
    took = yield from ask_yes_no(player, f"you may {render_en(node.body)}")
    ctx.took_option[player] = took
    if not took:
        return
    yield from EFFECTS[type(node.body)](data, acting, node.body)
    if acting is not ctx:
        ctx.last_card, ctx.that_fighter = acting.last_card, acting.that_fighter


def effect_gain_resource(data: GameData, ctx: EffectContext, node: n.GainResource) -> Steps:
    gain_resource(data, ctx.player, node.resource, refs.value(data, ctx, node.amount))
    return
    yield


def gain_resource(data: GameData, player: int, name: str, amount: int) -> None:
    resource = data.players[player].hero.resource(name)
    if resource is None:
        return
    held = data.players[player].resources
    held[name] = min(resource.max, held[name] + amount)
    data.log("resource", player=player, resource=name, amount=held[name])


def effect_spend(data: GameData, ctx: EffectContext, node: n.Spend) -> Steps:
    held = data.players[ctx.player].resources
    have = held.get(node.resource, 0)
    if node.amount is None:
        options = [Action(f"Spend {k} {node.resource}", k) for k in range(have + 1)]
        amount = yield from ask(ctx.player, "spend", f"spend how much {node.resource}?", options)
    elif have < node.amount.value:
        return  # cannot pay, so the effect it pays for does not happen
    else:
        amount = node.amount.value
    held[node.resource] = have - amount
    ctx.spent[node.resource] = ctx.spent.get(node.resource, 0) + amount
    data.log("resource", player=ctx.player, resource=node.resource, amount=held[node.resource])
    if node.then is not None:
        yield from EFFECTS[type(node.then)](data, ctx, node.then)


def affordable(data: GameData, ctx: EffectContext, body) -> bool:
    """Whether an optional effect can happen at all: what cannot is not offered, and "if
    you do" is then false."""
    if isinstance(body, n.Spend) and body.amount is not None:
        return data.players[ctx.player].resources.get(body.resource, 0) >= body.amount.value
    if isinstance(body, n.DealDamage) and isinstance(body.target, n.FighterSelection):
        return bool(refs.matches(data, ctx, body.target))
    if isinstance(body, n.Discard):  # "They may choose to discard 1 card": not from no cards
        return bool(data.players[_player(data, ctx, body.subject)].hand)
    return True


def effect_choose_effects(data: GameData, ctx: EffectContext, node: n.ChooseEffects) -> Steps:
    times = ctx.spent.get(node.per_spent, 0) if node.per_spent else node.count.value
    remaining = list(node.options)
    for _ in range(min(times, len(remaining))):
        options = [Action(capitalise(render_en(o)), i) for i, o in enumerate(remaining)]
        index = yield from ask(ctx.player, "effect", "choose an effect", options)
        chosen = remaining.pop(index)
        yield from EFFECTS[type(chosen)](data, ctx, chosen)


def effect_return_card(data: GameData, ctx: EffectContext, node: n.ReturnCard) -> Steps:
    # a card in play goes back to its owner's hand ("to their hand" for the opponent's)
    owner = data.players[ctx.player]
    if node.card.word is n.CardWord.TOP_OF_DISCARD:
        if owner.discard:
            card_id = owner.discard.pop()
            owner.hand.append(card_id)
            data.log("return card", player=ctx.player, card=data.cards[card_id].definition.id)
        return
    card = refs.card(ctx, node.card)
    if card is not None and ctx.combat is not None and card.id not in ctx.combat.kept:
        ctx.combat.kept.add(card.id)
        data.players[card.owner].hand.append(card.id)
        data.log("return card", player=card.owner, card=card.definition.id)
    return
    yield


def effect_static(data: GameData, ctx: EffectContext, node) -> Steps:
    # What a card is ("cannot be cancelled", "may be played as a defense card") is read
    # where it matters (combat.py); resolving the sentence does nothing more.
    return
    yield


def effect_value_plus(data: GameData, ctx: EffectContext, node: n.ValuePlus) -> Steps:
    value = _card_value(ctx, node.card)
    if value is not None and not value.locked:
        value.added += node.amount * refs.count(data, ctx, node.per)
    return
    yield


def effect_boost_card(data: GameData, ctx: EffectContext, node: n.BoostCard) -> Steps:
    value = _card_value(ctx, node.card)
    hand = data.players[ctx.player].hand
    boosts = [i for i in _distinct(data, hand) if data.cards[i].definition.boost is not None]
    if value is None or value.locked or not boosts:
        return
    options = [Action(f"Boost with {data.cards[i].label} (+{data.cards[i].definition.boost})", i)
               for i in boosts]
    card_id = yield from ask(ctx.player, "boost", "boost this card with", options)
    discard_from_hand(data, ctx.player, card_id, "boost")
    value.added += data.cards[card_id].definition.boost


def effect_gain_action(data: GameData, ctx: EffectContext, node: n.GainAction) -> Steps:
    data.actions_left += node.amount.value
    data.log("gain action", player=ctx.player, amount=node.amount.value)
    return
    yield


# ---------------------------------------------------------------- combat values


def effect_cancel(data: GameData, ctx: EffectContext, node: n.Cancel) -> Steps:
    from .combat import cannot_be_cancelled  # combat.py builds on this module

    target = refs.card(ctx, node.card)
    if target is not None and ctx.combat is not None and not cannot_be_cancelled(data, target):
        ctx.combat.cancelled.add(target.id)
        data.log("cancel", card=target.definition.id, player=target.owner)
    ctx.last_card = target
    return
    yield


def _card_value(ctx: EffectContext, ref: n.CardRef):
    target = refs.card(ctx, ref)
    if target is None or ctx.combat is None:
        return None
    return ctx.combat.values.get(target.id)


def effect_ignore_value(data: GameData, ctx: EffectContext, node: n.IgnoreValue) -> Steps:
    value = _card_value(ctx, node.card)
    if value is not None:
        value.ignored = True
    return
    yield


def effect_add_to_value(data: GameData, ctx: EffectContext, node: n.AddToValue) -> Steps:
    value = _card_value(ctx, node.card)
    if value is not None and not (value.locked and ctx.card is not None):
        value.added += refs.value(data, ctx, node.amount) * refs.count(data, ctx, node.per)
    return
    yield


def effect_set_value(data: GameData, ctx: EffectContext, node: n.SetValue) -> Steps:
    value = _card_value(ctx, node.card)
    if value is not None and not value.locked:
        value.set_to = node.value
    return
    yield


EFFECTS: dict[type, Callable[..., Steps]] = {
    n.Draw: effect_draw,
    n.Discard: effect_discard,
    n.DealDamage: effect_deal_damage,
    n.Recover: effect_recover,
    n.Move: effect_move,
    n.MoveThrough: effect_move_through,
    n.Place: effect_place,
    n.ReturnDefeated: effect_return_defeated,
    n.ChooseSpace: effect_choose_space,
    n.ChooseFighter: effect_choose_fighter,
    n.ChooseOpponent: effect_choose_opponent,
    n.May: effect_may,
    n.GainAction: effect_gain_action,
    n.Cancel: effect_cancel,
    n.IgnoreValue: effect_ignore_value,
    n.AddToValue: effect_add_to_value,
    n.SetValue: effect_set_value,
    n.Defeat: effect_defeat,
    n.Swap: effect_swap,
    n.GainResource: effect_gain_resource,
    n.Spend: effect_spend,
    n.ChooseEffects: effect_choose_effects,
    n.ReturnCard: effect_return_card,
    n.PlayAs: effect_static,
    n.Uncancellable: effect_static,
    n.ValuePlus: effect_value_plus,
    n.BoostCard: effect_boost_card,
    n.DiscardMatching: effect_discard_matching,
    n.TakeDamage: effect_take_damage,
    n.RecoverEach: effect_recover_each,
    n.PutInHand: effect_put_in_hand,
    n.RevealTop: effect_reveal_top,
    n.RevealHand: effect_reveal_hand,
    n.LookAtHand: effect_reveal_hand,
    n.ChooseCardFor: effect_choose_card_for,
    n.KeepOne: effect_keep_one,
    n.PutOnDeck: effect_put_on_deck,
    n.NameValue: effect_name_value,
    n.Transform: effect_transform,
    n.ChangePrintedValue: effect_change_printed,
    n.FaceUp: effect_static,
    n.Predict: effect_static,
    n.UncancellableCards: effect_static,
    n.MoveToSpace: effect_move_to_space,
    n.MoveToken: effect_move_token,
    n.Remove: effect_remove,
    n.EndTurn: effect_end_turn,
    n.LockValue: effect_lock_value,
}
