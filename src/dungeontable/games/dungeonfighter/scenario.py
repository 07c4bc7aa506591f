"""Scenario positions (ARCHITECTURE "Scenarios"): a game built from a TOML ``[setup]`` table.

Keys (all optional): ``heroes`` (ids in seat order), ``leader``, ``first``, ``hp`` (list per
hero), ``equipment`` (list of lists of card ids), ``chest_gold``, ``chest_bonus``, ``monster``
(id: fight it now), ``floors`` (three layout ids), ``floor`` and ``room`` (where the party
is), ``fainted`` (hero indexes fainted now), ``throws`` (scripted outcomes: strings
``ZONE[/special][/nobounce][/hole][/fail=REQ]`` with ZONE one of 10 4 3 2 1 bone hole table
off), ``tower`` (four lists, the cards of levels I-IV top first; the cards they replace go
to the undrawn reserve). See SCENARIOS.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from .flow import face_monster, start
from .options import Options
from .party import with_hero
from .state import BONUS_TOTAL, GOLD_TOTAL, State
from .throw import ThrowOutcome, scripted


def parse_throw(text: str) -> ThrowOutcome:
    """``3`` / ``10/special`` / ``3/nobounce`` / ``off`` / ``2/fail=blind``."""
    zone, *flags = text.split("/")
    failed = tuple(f.split("=", 1)[1] for f in flags if f.startswith("fail="))
    return scripted(
        zone,
        special="special" in flags,
        bounces=0 if "nobounce" in flags else 1,
        hole="hole" in flags,
        failed=failed,
    )


def build(options: Options, spec: Mapping[str, Any], seats: int, seed: int) -> State:
    if "heroes" in spec:
        options = replace(options, heroes=tuple(spec["heroes"]))
    state = start(options, seats, seed)
    for key in ("leader", "first", "chest_gold", "chest_bonus"):
        if key in spec:
            state = replace(state, **{key: int(spec[key])})
    if "leader" in spec and "first" not in spec:
        state = replace(state, first=state.leader)
    gold = GOLD_TOTAL - state.chest_gold
    bonus = BONUS_TOTAL - state.chest_bonus
    state = replace(state, supply_gold=gold, supply_bonus=bonus)
    for index, hp in enumerate(spec.get("hp", ())):
        state = with_hero(state, index, replace(state.heroes[index], hp=int(hp)))
    for index, cards in enumerate(spec.get("equipment", ())):
        state = with_hero(state, index, replace(state.heroes[index], equipment=tuple(cards)))
        state = replace(state, deck=tuple(c for c in state.deck if c not in cards))
    if "floors" in spec:
        state = replace(state, floors=tuple(spec["floors"]))
    if "room" in spec:
        state = replace(state, room=str(spec["room"]), floor=int(spec.get("floor", 0)))
    for index in spec.get("fainted", ()):
        hero = replace(state.heroes[index], hp=0, fainted=True)
        state = with_hero(state, index, hero)
    state = replace(state, throw_script=tuple(parse_throw(t) for t in spec.get("throws", ())))
    if "tower" in spec:
        state = _stack_tower(state, tuple(tuple(t) for t in spec["tower"]))
    if "monster" in spec:
        state = _take_out(state, spec["monster"])
        state = face_monster(state, spec["monster"], int(spec.get("tier", 0)))
    return state


def _stack_tower(state: State, tiers: tuple[tuple[str, ...], ...]) -> State:
    """Each level's pile as given (top first); every card stays in the game (R012-R014)."""
    if len(tiers) != 4:
        raise ValueError("tower needs four lists, for levels I-IV")
    reserve = []
    for tier, pile in enumerate(tiers):
        pool = list(state.tower[tier]) + list(state.reserve[tier])
        for card in pile:
            if card not in pool:
                raise ValueError(f"{card!r} is not a level {tier + 1} monster left to stack")
            pool.remove(card)
        reserve.append(tuple(pool))
    return replace(state, tower=tiers, reserve=tuple(reserve), known_bottom=(0, 0, 0, 0))


def _take_out(state: State, monster: str) -> State:
    """The fought monster leaves the tower or the reserve (cards are conserved)."""
    tower = tuple(tuple(c for c in t if c != monster) for t in state.tower)
    reserve = tuple(tuple(c for c in r if c != monster) for r in state.reserve)
    return replace(state, tower=tower, reserve=reserve)
