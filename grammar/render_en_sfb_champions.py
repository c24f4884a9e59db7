"""AST -> English for what Super Fantasy Brawl's text names and asks
(grammar/sfb_champion_nodes.py): champions, groups of champions, statues, the states and
conditions of champions, counted things, cores and kinds of card. A part of `SfbEnglish`
(render_en_sfb.py)."""

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


def core_word(core: n.Core) -> str:
    return _CORE[core]


class SfbChampionEnglish:
    """The English of what Super Fantasy Brawl's text names and asks (a mixin: `render` is
    the renderer's)."""

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
