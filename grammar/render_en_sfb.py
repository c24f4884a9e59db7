"""AST -> English for the Super Fantasy Brawl nodes (grammar/sfb_*_nodes.py): a part of
`EnglishRenderer`, the inverse of the parser, one method per node class."""

from __future__ import annotations

from . import nodes as n

_SIDE = {n.Side.CHAMPION: ("Champion", "Champions"), n.Side.ENEMY: ("Enemy", "Enemies"),
         n.Side.ENEMY_CHAMPION: ("enemy Champion", "enemy Champions"),
         n.Side.ALLY: ("Ally", "Allies"), n.Side.ALLIED_CHAMPION: ("allied Champion",
                                                                   "allied Champions"),
         n.Side.OPPONENT: ("opponent", "opponents"), n.Side.TARGET: ("target", "targets")}
_CORE = {n.Core.DESTRUCTION: "Destruction", n.Core.CREATION: "Creation",
         n.Core.MANIPULATION: "Manipulation"}
_COLOUR = {n.Core.DESTRUCTION: "red", n.Core.CREATION: "yellow", n.Core.MANIPULATION: "blue"}
# Picks written before a singular noun; the others take the plural
_SINGULAR = {n.Pick.EACH, n.Pick.EACH_OTHER, n.Pick.A, n.Pick.ANOTHER, n.Pick.ANY, n.Pick.KIND}
_ATTACK_WORDS = {n.AttackWord.THIS_ATTACK: "this attack", n.AttackWord.THIS_CARD: "this card",
                 n.AttackWord.THE_ATTACK: "the attack"}
UNTIL = " until the end of the turn"
_HEADERS = {n.HeaderKind.PRE_ATTACK: "↶", n.HeaderKind.POST_ATTACK: "↷",
            n.HeaderKind.ACTIVATION_START: "At the start of your Activation Phase",
            n.HeaderKind.UPKEEP: "During your Upkeep Phase",
            n.HeaderKind.WHENEVER_YOU_PLAN: "Whenever you Plan"}
MARKS = (n.HeaderKind.PRE_ATTACK, n.HeaderKind.POST_ATTACK)  # written without a colon


def core_word(core: n.Core) -> str:
    return _CORE[core]


class SfbEnglish:
    """The English of the Super Fantasy Brawl nodes (a part of `EnglishRenderer`)."""

    # ------------------------------------------------------------ champions and groups

    def ChampionPronoun(self, node: n.ChampionPronoun) -> str:
        return node.word.value.replace("champion", "Champion").replace("enemy", "Enemy") \
            .replace("ally", "Ally")

    def ChampionGroup(self, node: n.ChampionGroup) -> str:
        singular, plural_noun = _SIDE[node.side]
        noun = singular if node.pick in _SINGULAR or (node.pick is n.Pick.COUNT and
                                                      node.count.value == 1) else plural_noun
        words = ["Bloodied"] if node.bloodied else []
        if node.adjacent:
            words.append("adjacent")
        words.append(noun)
        if node.yours:
            words.insert(0, "your")
        elif node.owner is not None:
            words.insert(0, f"{self.render(node.owner)}'s")
        head = self.group_pick(node)
        text = " ".join(([head] if head else []) + words)
        if node.either is not None:
            text = f"{self.render(node.either)} or {text}"
        for filter_ in node.filters:
            text += " " + self.render(filter_)
        return text

    def group_pick(self, node: n.ChampionGroup) -> str:
        pick = node.pick
        if pick is n.Pick.A:
            first = "Bloodied" if node.bloodied else "adjacent" if node.adjacent \
                else _SIDE[node.side][0]
            return "an" if first[0].lower() in "aeiou" else "a"
        if pick is n.Pick.COUNT:
            return f"{node.count.value} of" if node.yours else str(node.count.value)
        if pick in (n.Pick.PLURAL, n.Pick.KIND):
            return ""
        return pick.value

    def NearTo(self, node: n.NearTo) -> str:
        if node.hexes is None:
            return f"adjacent to {self.render(node.anchor)}"
        hexes = "hex" if node.hexes.value == 1 else "hexes"
        of = "" if node.anchor is None else f" of {self.render(node.anchor)}"
        return f"within {node.hexes.value} {hexes}{of}"

    def PassedThrough(self, node: n.PassedThrough) -> str:
        return node.passage.value

    def StatueRef(self, node: n.StatueRef) -> str:
        if node.colour is not None:
            return f"the {node.colour.value} statue"
        if node.count is not None:
            return f"{node.count.value} {'statue' if node.count.value == 1 else 'statues'}"
        return "a statue"

    # ------------------------------------------------------------ states and conditions

    def Bloodied(self, node: n.Bloodied) -> str:
        return "Bloodied"

    def OnTrapHex(self, node: n.OnTrapHex) -> str:
        return "in a trap hex" if node.inside else "on a trap hex"

    def OnGate(self, node: n.OnGate) -> str:
        return "on their gate"

    def InDeploymentArea(self, node: n.InDeploymentArea) -> str:
        return f"in {node.owner.value} deployment area"

    def ChampionIs(self, node: n.ChampionIs) -> str:
        subject = self.render(node.subject)
        many = isinstance(node.subject, n.ChampionGroup) and node.subject.pick is n.Pick.COUNT \
            and node.subject.count.value != 1
        verb = "are" if many else "is"
        if node.negated:
            verb += " not"
        return f"{subject} {verb} {self.render(node.state)}"

    def ChampionHas(self, node: n.ChampionHas) -> str:
        return f"{self.render(node.champion)} has {self.render(node.group)}"

    def DamageWasDealt(self, node: n.DamageWasDealt) -> str:
        return "damage was dealt" if node.dealt else "no damage was dealt"

    def TakenOutOfAction(self, node: n.TakenOutOfAction) -> str:
        verb = "was" if node.taken else "was not"
        by = " by the attack" if node.by_attack else ""
        return f"{self.render(node.champion)} {verb} taken Out of Action{by}"

    def DamagedBy(self, node: n.DamagedBy) -> str:
        return f"{self.render(node.champion)} is damaged by the {node.keyword.value.capitalize()}"

    def NoCardsInDiscard(self, node: n.NoCardsInDiscard) -> str:
        return f"there are no {core_word(node.kind.core)} cards in your discard pile"

    def YouControl(self, node: n.YouControl) -> str:
        statue = node.statue
        if statue.count is not None:
            return f"you control the areas of {self.render(statue)}"
        return f"you control the area of {self.render(statue)}"

    # ------------------------------------------------------------ counted things, amounts

    def TargetCount(self, node: n.TargetCount) -> str:
        return "target" if node.word is n.TargetsWord.TARGET else "Champion targeted"

    def ChampionCount(self, node: n.ChampionCount) -> str:
        return self.render(node.group)

    def DiscardPileCount(self, node: n.DiscardPileCount) -> str:
        return f"{core_word(node.kind.core)} card in your discard pile"

    def ReadyCoreCount(self, node: n.ReadyCoreCount) -> str:
        return "ready standard Core you control"

    def DamageOnCount(self, node: n.DamageOnCount) -> str:
        return f"damage on {self.render(node.champion)}"

    def HexCount(self, node: n.HexCount) -> str:
        return "hex dashed" if node.passage is n.Passage.DASHED else "hex moved through"

    def DiscardedKindCount(self, node: n.DiscardedKindCount) -> str:
        return f"{core_word(node.kind.core)} card discarded"

    def TheirCardsDiscardedCount(self, node: n.TheirCardsDiscardedCount) -> str:
        return "of their cards discarded"

    def CardKind(self, node: n.CardKind) -> str:
        if node.core is None:
            return "card"
        word = _COLOUR[node.core] if node.colour else core_word(node.core)
        return f"{word} card"

    def ChampionCard(self, node: n.ChampionCard) -> str:
        name = self.render(node.champion)
        article = "an" if name[0].lower() in "aeiou" else "a"
        return f"{article} {name} {self.render(node.kind)}"

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

    # ------------------------------------------------------------ keywords

    def keyword(self, word: str, amount: n.Number | None) -> str:
        return word if amount is None else f"{word} {amount.value}"

    def Push(self, node: n.Push) -> str:
        return self.keyword("Push", node.amount)

    def Pull(self, node: n.Pull) -> str:
        return self.keyword("Pull", node.amount)

    def Force(self, node: n.Force) -> str:
        text = self.keyword("Force", node.amount)
        return text if node.target is None else f"{text} {self.render(node.target)}"

    def Fear(self, node: n.Fear) -> str:
        return self.keyword("Fear", node.amount)

    def Stun(self, node: n.Stun) -> str:
        return "Stun"

    def Root(self, node: n.Root) -> str:
        return "Root"

    def Dash(self, node: n.Dash) -> str:
        text = self.keyword("Dash", node.amount)
        if node.ignoring is None:
            return text
        first, second = node.ignoring.value.split(" and ")
        return f"{text} ignoring {first.capitalize() if first == 'champions' else first} and " \
               f"{second.capitalize() if second == 'champions' else second}"

    def Jump(self, node: n.Jump) -> str:
        return self.keyword("Jump", node.amount)

    def Swoop(self, node: n.Swoop) -> str:
        return self.keyword("Swoop", node.amount)

    def Heal(self, node: n.Heal) -> str:
        words = ["Heal"]
        if node.champion is not None:
            words.append(self.render(node.champion))
        if node.amount is not None:
            words.append(str(node.amount.value))
        return " ".join(words) + self.per(node.per)

    def DrawUpTo(self, node: n.DrawUpTo) -> str:
        if node.subject is None:
            return self.keyword("Draw", node.amount) + self.per(node.per)
        return f"{self.verb(node.subject, 'draw')} {node.amount.value}{self.per(node.per)}"

    def DrawExtra(self, node: n.DrawExtra) -> str:
        noun = "card" if node.amount.value == 1 else "cards"
        return f"Draw {node.amount.value} additional {noun}"

    def Plan(self, node: n.Plan) -> str:
        return self.keyword("Plan", node.amount)

    def PlanFromDiscard(self, node: n.PlanFromDiscard) -> str:
        return "Plan from your discard pile"

    def Double(self, node: n.Double) -> str:
        return "Double"

    def Lifesteal(self, node: n.Lifesteal) -> str:
        return "Lifesteal"

    def Poison(self, node: n.Poison) -> str:
        return self.keyword("Poison", node.amount)

    # ------------------------------------------------------------ suffering and gaining

    def StatChange(self, node: n.StatChange) -> str:
        return f"{'-' if node.negative else '+'}{node.amount.value} {node.stat.value}"

    def Damage(self, node: n.Damage) -> str:
        return f"{node.amount.value} damage"

    def AttackDamage(self, node: n.AttackDamage) -> str:
        return "the attack damage"

    def subject_verb(self, subject, singular: str, plural_verb: str, elided: bool) -> str:
        """ "X gains", "X gain" (plural); elided: "gains" (agreeing with X); no subject: the
        imperative "gain"."""
        if subject is None:
            return plural_verb
        verb = plural_verb if self.is_plural(subject) else singular
        return verb if elided else f"{self.render(subject)} {verb}"

    def is_plural(self, subject) -> bool:
        if isinstance(subject, n.ChampionPronoun):
            return subject.word is n.ChampionWord.THEY
        if isinstance(subject, n.FighterPronoun):
            return subject.word is n.FighterWord.THEM
        if isinstance(subject, n.ChampionGroup):
            if subject.pick is n.Pick.COUNT:
                return subject.count.value != 1
            return subject.pick not in _SINGULAR and subject.pick not in (
                n.Pick.ONE_OF, n.Pick.NONE_OF, n.Pick.EACH_OF)
        return False

    def Suffers(self, node: n.Suffers) -> str:
        """The first affliction takes what follows it (against, until); the others are bare
        keywords after "and" (the transformer puts them in this list)."""
        also = "also " if node.also else ""
        verb = self.subject_verb(node.subject, f"{also}suffers", f"{also}suffer", node.elided)
        against = f" against {self.render(node.against)}" if node.against else ""
        first, *more = node.afflictions
        text = f"{verb} {self.render(first)}{against}{UNTIL if node.lasting else ''}"
        return text + "".join(f" and {self.render(item)}" for item in more)

    def Gains(self, node: n.Gains) -> str:
        verb = self.subject_verb(node.subject, "gains", "gain", node.elided)
        against = f" against {self.render(node.against)}" if node.against else ""
        whilst = f" whilst {self.render(node.whilst)}" if node.whilst else ""
        return f"{verb} {self.bonuses(node.bonuses, against + (UNTIL if node.lasting else '') + whilst)}"

    def bonuses(self, bonuses: tuple, suffix: str) -> str:
        """The bonuses joined by "and", `suffix` (against, until) after the last change of a
        value: that one is written as a bonus of its own after "and", which takes them."""
        last = max((i for i, b in enumerate(bonuses) if isinstance(b, n.StatChange) and i > 0),
                   default=0)
        parts = [self.render(b) + (suffix if i == last else "") for i, b in enumerate(bonuses)]
        return " and ".join(parts)

    def AttackRef(self, node: n.AttackRef) -> str:
        if node.word in _ATTACK_WORDS:
            return _ATTACK_WORDS[node.word]
        champion = self.render(node.champion)
        if node.word is n.AttackWord.NEXT_ATTACK_ON:
            return f"the next attack on {champion} this turn"
        return f"{champion}{node.word.value}"

    def attack_verb(self, attack: n.AttackRef, singular: str, elided: bool = False) -> str:
        verb = singular.removesuffix("s") if attack.word is n.AttackWord.ATTACKS_OF else singular
        return verb if elided else f"{self.render(attack)} {verb}"

    def AttackGains(self, node: n.AttackGains) -> str:
        first, *more = node.bonuses
        text = f"{self.attack_verb(node.attack, 'gains', node.elided)} {self.render(first)}"
        text += self.per(node.per) + (UNTIL if node.lasting else "")
        if node.condition is not None:
            text += f" {'while' if node.while_ else 'if'} {self.render(node.condition)}"
        return text + "".join(f" and {self.render(item)}" for item in more)

    def IgnoresDefense(self, node: n.IgnoresDefense) -> str:
        text = f"{self.attack_verb(node.attack, 'ignores')} {node.word.value}"
        if node.condition is not None:
            text += f" if {self.render(node.condition)}"
        return text

    def ImmuneTo(self, node: n.ImmuneTo) -> str:
        keyword = node.keyword.value.capitalize()
        if node.subject is None:
            return f"Immune to {keyword}"
        return f"{self.render(node.subject)} is immune to {keyword}" + \
            (UNTIL if node.lasting else "")

    # ------------------------------------------------------------ the attack, the reaction

    def NoReactions(self, node: n.NoReactions) -> str:
        return "Reactions cannot be played during this attack"

    def AnotherReaction(self, node: n.AnotherReaction) -> str:
        return "you can play another reaction this attack"

    def CardDefense(self, node: n.CardDefense) -> str:
        return f"this card gives +{node.amount.value} defense"

    def ForEach(self, node: n.ForEach) -> str:
        return f"for each {self.render(node.countable)}, {self.render(node.effect)}"

    def NegateDisplacement(self, node: n.NegateDisplacement) -> str:
        return "negate any displacement effects caused by the attack"

    def CancelPostAttack(self, node: n.CancelPostAttack) -> str:
        return "cancel all ↷ effects of the attack"

    def IgnorePostAttack(self, node: n.IgnorePostAttack) -> str:
        return "ignore any further ↷ effects"

    def EndOtherEffects(self, node: n.EndOtherEffects) -> str:
        return "ignore any other ↷ effects, and end all other lasting effects"

    def LifestealToAlly(self, node: n.LifestealToAlly) -> str:
        return (f"the heal from this Lifesteal may be assigned to one of "
                f"{self.render(node.champion)}'s Allies instead of her")

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
