"""The challenge track: at set-up one challenge goes to the 1 VP slot and one to "cannot be
scored"; in the scoreboard phase the active player scores each challenge whose condition
holds, for its slot's points (none in round 1); at the end of a round every challenge moves
one slot on (the last one is discarded) and a new one enters at "cannot be scored"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.agenda import call, rule
from ..engine.context import EffectContext
from ..engine.decisions import DecisionKind as K, chance
from ..engine.interpreter import holds
from .actions import DrawChallenge
from .damage import check_winner, score
from .events import ChallengeDrawn, ChallengeScored

if TYPE_CHECKING:
    from .data import SfbData


@rule
def set_up_track(data: "SfbData") -> None:
    data.challenge_deck = [c.id for c in data.ruleset.challenges]
    data.then(call(draw_challenge, 1), call(draw_challenge, 0))


@rule
def draw_challenge(data: "SfbData", slot: int) -> None:
    """The next challenge, at random; an empty deck is made again of every challenge not on
    the track (the project's choice: the rules summary does not say)."""
    if not data.challenge_deck:
        data.challenge_deck = [c.id for c in data.ruleset.challenges if c.id not in data.track]
    options = [DrawChallenge(c) for c in sorted(data.challenge_deck)]
    data.ask(chance(K.RANDOM_CARD, options, [1] * len(options)), call(_drawn, slot))


@rule
def _drawn(data: "SfbData", drawn: DrawChallenge, slot: int) -> None:
    data.challenge_deck.remove(drawn.challenge)
    data.track[slot] = drawn.challenge
    data.emit(ChallengeDrawn(drawn.challenge, data.ruleset.challenge(drawn.challenge).title))


@rule
def scoreboard(data: "SfbData", player: int) -> None:
    if data.round <= 1:
        return
    for slot, challenge_id in enumerate(data.track):
        points = data.ruleset.track_points[slot]
        if challenge_id is None or points == 0:
            continue
        challenge = data.ruleset.challenge(challenge_id)
        section = challenge.sections[0]
        ctx = EffectContext(player, None, section, source=f"the challenge {challenge.title}")
        if holds(data, ctx, challenge.condition):
            data.track[slot] = None
            data.emit(ChallengeScored(player, challenge_id, challenge.title, points))
            score(data, player, points, "challenge")
    check_winner(data)


@rule
def advance_track(data: "SfbData") -> None:
    data.track = [None] + data.track[:-1]
    data.then(call(draw_challenge, 0))
