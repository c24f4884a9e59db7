"""AST -> English for the Super Fantasy Brawl nodes (grammar/sfb_*_nodes.py): a part of
`EnglishRenderer`, the inverse of the parser, one method per node class.

`SfbEnglish` has the headers and marks of a champion's text, damage, cards and cores, the
arena, passives and challenges (grammar/sfb_effect_nodes.py), and takes the rest from:

    render_en_sfb_champions.py  SfbChampionEnglish: champions, groups of champions, statues,
                                conditions, counted things, cores and kinds of card
    render_en_sfb_keywords.py   SfbKeywordEnglish: the keywords, what champions suffer and
                                gain, attack modifiers, the attack and its reaction
"""

from __future__ import annotations

from . import nodes as n
from .render_en_sfb_champions import SfbChampionEnglish, core_word
from .render_en_sfb_keywords import SfbKeywordEnglish

_HEADERS = {n.HeaderKind.PRE_ATTACK: "↶", n.HeaderKind.POST_ATTACK: "↷",
            n.HeaderKind.ACTIVATION_START: "At the start of your Activation Phase",
            n.HeaderKind.UPKEEP: "During your Upkeep Phase",
            n.HeaderKind.WHENEVER_YOU_PLAN: "Whenever you Plan"}
MARKS = (n.HeaderKind.PRE_ATTACK, n.HeaderKind.POST_ATTACK)  # written without a colon


class SfbEnglish(SfbChampionEnglish, SfbKeywordEnglish):
    """The English of the Super Fantasy Brawl nodes (a part of `EnglishRenderer`)."""

    # ------------------------------------------------------------ headers

    def sfb_header(self, node: n.Header) -> str | None:
        """A header of Super Fantasy Brawl, or None for one of Unmatched."""
        kind, fighter = node.kind, node.fighter
        if kind is n.HeaderKind.AFTER_YOU_PLAY:
            return f"After you play {self.render(node.card)}"
        if kind is n.HeaderKind.WOULD_DASH:
            return f"When {self.render(fighter)} would Dash"
        if kind is n.HeaderKind.ATTACK_ACTIVATION:
            name = self.render(fighter)
            return f"During {'an' if name[0].lower() in 'aeiou' else 'a'} {name} attack activation"
        if kind is n.HeaderKind.YOU_ACTIVATE:
            return f"When you activate {self.render(fighter)}"
        if kind is n.HeaderKind.DISPLACED_BY:
            return ("When an enemy Champion suffers displacement effects by "
                    f"{self.render(fighter)}")
        return _HEADERS.get(kind)

    def cards(self, kind: n.CardKind, count: int) -> str:
        text = self.render(kind)
        return text if count == 1 else text + "s"

    # ------------------------------------------------------------ damage, cards, cores

    def DamageEqualToDefense(self, node: n.DamageEqualToDefense) -> str:
        return f"deal damage to {self.render(node.target)} equal to their defense"

    def DamageUntilBloodied(self, node: n.DamageUntilBloodied) -> str:
        return f"deal damage to {self.render(node.target)} until they are Bloodied"

    def RemoveDamage(self, node: n.RemoveDamage) -> str:
        return f"remove {node.amount.value} damage from {self.render(node.source)}"

    def DiscardHand(self, node: n.DiscardHand) -> str:
        return "discard your hand"

    def DiscardCards(self, node: n.DiscardCards) -> str:
        from_hand = " from your hand" if node.from_hand else ""
        if node.amount is None:
            return f"discard any number of {self.cards(node.kind, 2)}{from_hand}"
        count = self.counted(node.amount, self.cards(node.kind, node.amount.value))
        return f"discard {'up to ' if node.up_to else ''}{count}{from_hand}"

    def ControllerDiscards(self, node: n.ControllerDiscards) -> str:
        return f"{self.render(node.champion)}'s controller discards a card at random"

    def ControllerPutsOnTop(self, node: n.ControllerPutsOnTop) -> str:
        noun = "card" if node.amount.value == 1 else "cards"
        return (f"its controller puts {node.amount.value} {noun} at random from their hand on "
                "top of their deck")

    def ReturnFromDiscard(self, node: n.ReturnFromDiscard) -> str:
        if node.amount is None:
            what = f"one of {self.render(node.owner)}'s cards"
        else:
            what = self.counted(node.amount, self.cards(node.kind, node.amount.value))
        return f"return {what} from your discard pile to your hand"

    def ShuffleDiscard(self, node: n.ShuffleDiscard) -> str:
        return "shuffle all cards from your discard pile into your deck"

    def DiscardTopOfDeck(self, node: n.DiscardTopOfDeck) -> str:
        return "discard the top card of an opponent's deck"

    def ReadyCore(self, node: n.ReadyCore) -> str:
        return "ready a Core" if node.core is None else f"ready your {core_word(node.core)} Core"

    def ExhaustCore(self, node: n.ExhaustCore) -> str:
        if node.core is None:
            return "exhaust a Core"
        return f"exhaust your {core_word(node.core)} Core"

    def PlayAgain(self, node: n.PlayAgain) -> str:
        return "play this card again"

    def PayTo(self, node: n.PayTo) -> str:
        return f"{self.render(node.cost)} to {self.render(node.effect)}"

    def YouCan(self, node: n.YouCan) -> str:
        return f"you can {self.render(node.body)}"

    # ------------------------------------------------------------ the arena

    def FreeHex(self, node: n.FreeHex) -> str:
        return "any free hex"

    def OriginalHex(self, node: n.OriginalHex) -> str:
        return f"{self.render(node.champion)}'s original hex"

    def AnywhereExcept(self, node: n.AnywhereExcept) -> str:
        return f"anywhere on the board except adjacent to {self.render(node.group)}"

    def PlaceChampion(self, node: n.PlaceChampion) -> str:
        where = node.where
        champion = self.render(node.champion)
        if isinstance(where, (n.NearTo, n.AnywhereExcept, n.InDeploymentArea)):
            return f"place {champion} {self.render(where)}"
        return f"place {champion} in {self.render(where)}"

    def SwapLocation(self, node: n.SwapLocation) -> str:
        return f"swap {self.render(node.champion)}'s location with {self.render(node.other)}"

    def LookAtTrap(self, node: n.LookAtTrap) -> str:
        return "look at a trap token in play"

    def MoveTrap(self, node: n.MoveTrap) -> str:
        return "place it on any free trap hex"

    def MayMoveThrough(self, node: n.MayMoveThrough) -> str:
        names = [o.value.capitalize() if o is n.Obstacle.ENEMIES else o.value
                 for o in node.obstacles]
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + ", and " + names[-1]
        without = " without activating them" if node.without_activating else ""
        return f"may move through {listed}{without}"

    def TargetChampion(self, node: n.TargetChampion) -> str:
        return f"target {self.render(node.group)}"

    def MayTargetAllies(self, node: n.MayTargetAllies) -> str:
        return f"this may target {self.render(node.champion)}'s Allies"

    # ------------------------------------------------------------ passives, challenges

    def IgnoresDisplacement(self, node: n.IgnoresDisplacement) -> str:
        return "he ignores displacement effects from enemies"

    def CannotBeTargeted(self, node: n.CannotBeTargeted) -> str:
        by = "attacks" if node.by is n.TargetedBy.ATTACKS else "an opponent's Reactions"
        subject = f"{self.render(node.subject)} " if node.subject is not None else ""
        whilst = f" while {self.render(node.whilst)}" if node.whilst is not None else ""
        return f"{subject}cannot be targeted by {by}{whilst}"

    def CannotAttackUnless(self, node: n.CannotAttackUnless) -> str:
        return (f"{self.render(node.subject)} cannot attack unless {self.render(node.champion)} "
                "is a target of the attack")

    def FreeStandardAction(self, node: n.FreeStandardAction) -> str:
        return (f"{self.render(node.who)} can make one standard action per round, without "
                "spending a core")

    def AnyCoreAs(self, node: n.AnyCoreAs) -> str:
        return f"you can use any Core as a {core_word(node.core)} Core"

    def NoTrapTrigger(self, node: n.NoTrapTrigger) -> str:
        return f"do not trigger traps in {self.render(node.champion)}'s hex"

    def RangeChange(self, node: n.RangeChange) -> str:
        verb = "increase" if node.increase else "decrease"
        return f"{verb} the {node.bound.value} range by {node.amount.value}"

    def ScoreIf(self, node: n.ScoreIf) -> str:
        return f"score if {self.render(node.condition)}"
