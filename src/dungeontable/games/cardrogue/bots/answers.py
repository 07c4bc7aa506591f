"""The heuristic bot's answers to the side decisions: the draft, turning tiles, death,
teleport targets, hops, trades and a seat left empty (R031, R051, R199, R241-R242, R251-R252).
"""

from __future__ import annotations

from dungeontable.core import Action

from ..actions import (
    AcceptTrade,
    DeclineTrade,
    Hop,
    Keep,
    LayFaceDown,
    Orient,
    PickCharacter,
    Respawn,
    StayPut,
    Teleport,
)
from ..definitions import DIRS
from .goals import GOLEM_VALUE, tile_value
from .survey import Pos, Survey, golem_out_of_reach, late_game, opposite, step
from .turn import way_on

UNREACHABLE = 1 << 20
"""Walking distance of a tile that cannot be reached."""
CHARACTER_PREFERENCE = ("warrior", "explorer", "rogue", "cleric")
"""Draft order with rivals: the Warrior (12 health, +1 attack) kills the Golem most often,
and a death costs only gear (measured with benchmarks/bots_vs_random.py)."""
SOLO_PREFERENCE = ("cleric", "explorer", "rogue", "warrior")
"""Draft order alone: any death loses (R281), so the Cleric's regeneration comes first."""
PASSIVE = (
    "end-turn",
    "stay-put",
    "decline-trade",
    "cancel-trade",
    "cancel-purchase",
    "keep-cards",
    "return-to-table",
)
"""Kinds of answer that change nothing, for decisions the bot does not know."""


def pick_character(seats: int, legal: tuple[Action, ...]) -> Action:
    """§1.2 step 4: the first character of the preference list still offered."""
    offered = {a.character: a for a in legal if isinstance(a, PickCharacter)}
    for name in SOLO_PREFERENCE if seats == 1 else CHARACTER_PREFERENCE:
        if name in offered:
            return offered[name]
    return legal[0]


def passive(legal: tuple[Action, ...]) -> Action:
    """The answer that changes least (end the turn, decline, cancel, stay)."""
    for kind in PASSIVE:
        for action in legal:
            if action.kind() == kind:
                return action
    return legal[0]


# --- death -----------------------------------------------------------------------------------


def card_worth(s: Survey, card_id: str) -> float:
    """Boss VP first; then what the card does in a fight (kit costs twice its gold to buy
    back, an artifact's bonuses count, R181) and its gold value."""
    card = s.cat[card_id]
    bonus = (5 if card.is_key else 0) - (20 if card.cursed else 0)
    if card.kind in ("weapon", "armor"):
        bonus += card.gold or 0
    elif card.kind == "artifact":
        bonus += 3 * card.max_bonus + 6 * card.attack_bonus
    return 10.0 * card.vp + (card.gold or 0) + bonus


def keep(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R242.1: keep the card worth most (boss VP first, then gold value)."""
    return max(legal, key=lambda a: card_worth(s, a.card) if isinstance(a, Keep) else -99)


def lay_face_down(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R242.2: the face-down card can be picked up again: lay the most valuable one."""
    return max(legal, key=lambda a: card_worth(s, a.card) if isinstance(a, LayFaceDown) else -99)


def respawn(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R241: a starting tile with no revealed enemy next to it, late in the game the one with
    the shortest walk to the Golem (R275; one from which it can be reached at all before any
    other), then the nearest to where the bot died (its drop pile lies there)."""
    pending = s.view.pending[0] if s.view.pending else None
    px, py = (0, 0) if pending is None else (pending.x or 0, pending.y or 0)

    zone = s.golem_zone() if late_game(s) else []

    def badness(a: Action) -> tuple[int, int, int, int, int, int]:
        if not isinstance(a, Respawn):
            return (2, 2, 0, 0, 0, 0)
        watched = int((a.x, a.y) in s.zone)
        region = s.walk_region((a.x, a.y)) if zone else {}
        walk = min((region[pos] for pos in zone if pos in region), default=UNREACHABLE)
        if walk == 0:  # next to the Golem: its fight starts with his next turn
            watched = 0
        # late, a tile in the Golem's region first, even next to an enemy: from any other the
        # Golem cannot be reached at all (R275)
        cut_off = int(bool(zone) and walk == UNREACHABLE)
        return (cut_off, watched, walk, abs(a.x - px) + abs(a.y - py), a.x, a.y)

    return min(legal, key=badness)


# --- tiles and teleports -------------------------------------------------------------------


def orient(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R031 / R051: turn a tile to open toward the most unexplored and connected cells, and
    toward the Golem when rivals may share its fight."""
    pending = s.view.pending[0] if s.view.pending else None
    if pending is None or pending.x is None or pending.y is None:
        return legal[0]
    pos = (pending.x, pending.y)

    def openness(a: Action) -> int:
        if not isinstance(a, Orient):
            return -99
        score = 0
        for letter in a.paths:
            d = DIRS.index(letter)
            there = step(pos, d)
            if there not in s.cells or s.is_face_down(there):
                score += 2
            elif s.opens(there, opposite(d)) and there not in s.enemies:
                score += 3
            elif there in s.enemies and s.cat[s.enemies[there].card].end_rush and s.view.seats > 1:
                score += 4  # one more tile to fight the Golem from: rivals can surround it (R120)
        return score

    return max(legal, key=openness)


def teleport(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R199: itself to the most useful tile; an enemy or a rival far away from the bot."""
    pending = s.view.pending[0]
    options = [a for a in legal if isinstance(a, Teleport)]
    if not options:
        return legal[0]
    here = s.pos or (0, 0)
    if pending.card != "self":
        return max(options, key=lambda a: (abs(a.x - here[0]) + abs(a.y - here[1]), -a.x, -a.y))

    zone = set(s.golem_zone()) if golem_out_of_reach(s) else set()

    def worth(a: Teleport) -> tuple[float, int, int]:
        pos: Pos = (a.x, a.y)
        if pos in zone:  # R275: the Golem was out of reach
            return (GOLEM_VALUE, -a.x, -a.y)
        if s.enemies_next_to(pos):
            return (-99.0, -a.x, -a.y)
        value = tile_value(s, s.arms, pos)
        return (value or 0.0, -a.x, -a.y)

    return max(options, key=worth)


# --- other players ---------------------------------------------------------------------------


def hop(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R252: the hop is optional; the bot hops onto the tile after the victim's on its route
    to its destination (``turn.trip_through``), else it stays."""
    stay = next((a for a in legal if isinstance(a, StayPut)), legal[0])
    here = s.pos
    target = way_on(s)
    path = s.path_to(target) if target is not None else ()
    if here is None or len(path) < 3 or path[0] != here:
        return stay
    victim, landing = path[1], path[2]
    for action in legal:
        if isinstance(action, Hop):
            if action.dir and step(victim, DIRS.index(action.dir)) == landing:
                return action
            if not action.dir and len(legal) == 2:  # the one tile to hop to
                return action
    return stay


def trade_answer(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R251: accept a trade that gives the bot more gold value than it asks for."""
    offer = s.view.offer
    accept = next((a for a in legal if isinstance(a, AcceptTrade)), None)
    decline = next((a for a in legal if isinstance(a, DeclineTrade)), legal[0])
    if offer is None or accept is None:
        return decline
    gained = sum(card_worth(s, c) for c in offer.terms.give)
    given = sum(card_worth(s, c) for c in offer.terms.ask)
    return accept if gained > given else decline
