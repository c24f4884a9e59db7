"""AST -> English for Super Fantasy Brawl's keywords (Push, Dash, Heal, Draw, Plan, ...),
what champions suffer and gain, attack modifiers, and the attack and its reaction
(grammar/sfb_keyword_nodes.py). A part of `SfbEnglish` (render_en_sfb.py)."""

from __future__ import annotations

from . import nodes as n
from .render_en_sfb_champions import _SINGULAR

_ATTACK_WORDS = {n.AttackWord.THIS_ATTACK: "this attack", n.AttackWord.THIS_CARD: "this card",
                 n.AttackWord.THE_ATTACK: "the attack"}
UNTIL = " until the end of the turn"


class SfbKeywordEnglish:
    """The English of Super Fantasy Brawl's keywords, afflictions and bonuses, and of the
    attack and its reaction (a mixin: `render`, `per`, `verb` are the renderer's)."""

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
