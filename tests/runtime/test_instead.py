"""What "instead" replaces (grammar/instead.py, docs/language.md 4.5): after a sentence of
several effects, a replacement of one effect replaces only the effect of the same verb and
keeps the rest; any other replacement replaces the whole sentence. Robin Hood (6) attacks
Bigfoot (7), who has no card, with Regroup given the text (1 against nothing: he wins);
Bigfoot's own Regroup (1) against it makes him lose (a tie is the defender's)."""

from __future__ import annotations

import pytest

from .test_rulings import duel, hand, health, rewrite

ONE_VERB = ("After combat: Draw 1 card and gain 1 action. If you won the combat, draw 2 cards "
            "instead.")
OTHER_VERB = ("After combat: Draw 1 card and gain 1 action. If you won the combat, take 1 damage "
              "instead.")


def attack(text: str, bigfoot_defends: bool = False):
    s = duel().hand(0, "Regroup").deck_top(0, "Snark", "Feint", "Ambush")
    if bigfoot_defends:
        s.hand(1, "Regroup").deck_top(1, "Hoax", "Feint")
    rewrite(s, 0, "Regroup", text)
    s.start(0)
    s.play("Attack Bigfoot", *(["Play Regroup"] if bigfoot_defends else []))
    return s


def actions_gained(s) -> int:
    return len(s.events("gain action"))


@pytest.mark.parametrize("lost, drawn", [(False, ["Feint", "Snark"]), (True, ["Snark"])])
def test_a_replacement_of_one_effect_keeps_the_others(lost, drawn):
    s = attack(ONE_VERB, bigfoot_defends=lost)
    assert hand(s, 0) == drawn  # 2 cards instead of 1 when won
    assert actions_gained(s) == 1  # and the action either way


@pytest.mark.parametrize("lost", [False, True])
def test_a_replacement_of_another_verb_replaces_the_whole_sentence(lost):
    s = attack(OTHER_VERB, bigfoot_defends=lost)
    if lost:
        assert hand(s, 0) == ["Snark"] and actions_gained(s) == 1
        assert health(s, "Robin Hood") == 13
    else:
        assert hand(s, 0) == [] and actions_gained(s) == 0
        assert health(s, "Robin Hood") == 13 - 1
