"""How a Dungeon Fighter position stands, for search bots that cut their rollouts short.

The party wins or loses together (R122, R077), so every seat gets the same estimate: the chance
of winning, taken as the share of the party's hit points left (eliminated heroes count theirs as
lost), weighed by how far down the tower the party has come (half at the door, all of it at the
bottom); a win gives each seat ``1 / seats`` (``flow.outcome``), so the estimate does too.
"""

from __future__ import annotations

from msgspec.structs import replace

from .state import MAX_HP, State


def evaluate(state: State) -> tuple[float, ...]:
    total = sum(hero.max_hp if not hero.eliminated else MAX_HP for hero in state.heroes)
    left = sum(hero.hp for hero in state.heroes if not hero.eliminated)
    health = left / total if total else 0.0
    progress = state.floor / max(1, len(state.floors))
    chance = health * (0.5 + 0.5 * min(1.0, progress))
    return (chance / state.seats,) * state.seats


def for_search(state: State) -> State:
    """A determinization as a search plays it out: every throw by the calibrated skill model
    (``surrogate``), a person's seat at the skill their noise level stands for (§3.4) — never
    the physics simulator, a scripted list or a person typing real dice."""
    options = state.options
    if options.resolver == "surrogate":
        return state
    noise = options.human_noise
    as_skill = "average" if noise == "flick" else noise
    skills = tuple(
        as_skill if options.skill_of(seat) == "human" else options.skill_of(seat)
        for seat in range(state.seats)
    )
    return replace(state, options=replace(options, resolver="surrogate", skills=skills))
