"""The heuristic bot's standard turn (R021-R024, R030, R053, R160, R250-R255, R292).

In order: free things first (equip an upgrade, read a useful scroll, drink a potion, shop while
standing on the shop); then step 1, flipping every face-down card next to it while healthy
enough to meet what may be under it (R030, R035); then walk toward the best destination
(``goals``); after the move, in a multi-player game, steal from or trip the leader next to it
(an interaction ends steps 1-2, so it comes last, R023); hire the mole when stuck; end the turn
so step 4 lays new cards around it (R038).
"""

from __future__ import annotations

from dungeontable.core import Action

from ..actions import EndTurn, Flip, Move, Steal, Trip
from ..definitions import DIRS
from ..view import PlayerView
from .goals import best_destination, nowhere_to_go, shop_wish
from .kit import best_equip, calm_potion, scroll
from .shopping import buy, hire_mole
from .survey import Survey, golem_out_of_reach, step

FLIP_HEALTH = 4
"""Below this health the bot flips only if there is no fountain to rest on first."""


def plan_turn(s: Survey, legal: tuple[Action, ...]) -> Action:
    """Answer a standard-turn decision."""
    for rule in (best_equip, scroll, calm_potion, buy):
        found = rule(s, legal)
        if found is not None:
            return found
    flips = [a for a in legal if isinstance(a, Flip)]
    if flips and should_flip(s):
        return flips[0]
    move = move_to_fountain(s, legal) if flips else None
    if move is not None:  # too weak to flip here: rest first, or it would wait here for ever
        return move
    move = cornered(s, legal) if golem_out_of_reach(s) else None
    move = move or move_toward(s, legal)
    if move is not None:
        return move
    for rule in (interact, hire_mole, cornered):
        found = rule(s, legal)
        if found is not None:
            return found
    return next((a for a in legal if isinstance(a, EndTurn)), legal[0])


def should_flip(s: Survey) -> bool:
    """Flip when healthy, or when there is no fountain to recover on (R150)."""
    if s.me.health >= FLIP_HEALTH:
        return True
    costs, _ = s.routes
    return not any(s.kind(pos) == "fountain" for pos in costs)


def cornered(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """Multi-player: with nothing worth reaching and no fountain here, step toward the nearest
    enemy that guards the way on (R060). A death only sends the bot back to a starting tile at
    full health (R241); waiting would keep the game still until the forfeit (R275)."""
    if not nowhere_to_go(s):
        return None
    moves = {a.dir: a for a in legal if isinstance(a, Move)}
    costs, first = s.routes
    guarded = [(cost, pos) for pos, cost in costs.items() if pos in s.zone and pos != s.pos]
    if not guarded or not moves:
        return None
    _, target = min(guarded)
    return moves.get(DIRS[first[target]])


def move_to_fountain(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """The first step toward the nearest free fountain (R150; None: no way there)."""
    moves = {a.dir: a for a in legal if isinstance(a, Move)}
    costs, first = s.routes
    free = [
        (cost, pos)
        for pos, cost in costs.items()
        if pos != s.pos and pos not in s.tokens and s.kind(pos) == "fountain"
    ]
    if not free or not moves:
        return None
    _, target = min(free)
    return moves.get(DIRS[first[target]])


def move_toward(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """The move that starts the route to the best destination (None: stay here)."""
    moves = {a.dir: a for a in legal if isinstance(a, Move)}
    if not moves:
        return None
    target = best_destination(s, s.arms, shop_wish(s))
    if target is None or target == s.pos:
        return None
    _, first = s.routes
    move = moves.get(DIRS[first[target]])
    if move is None:  # a player stands on the first step: go round him if there is a way
        _, around = s.routes_around
        if target in around:
            move = moves.get(DIRS[around[target]])
    if move is None and (s.view.turns // s.view.seats + s.seat) % 3 == 0:
        move = moves[min(moves)]  # now and then step aside: two blocking each other wait less
    return move


def leader(s: Survey) -> PlayerView | None:
    """The opponent with the best score (ties: the one holding most cards)."""
    others = [p for p in s.view.players if p.seat != s.seat and not p.gone]
    if not others:
        return None
    return max(others, key=lambda p: (p.score, p.hand_count, -p.seat))


def interact(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """R252-R254, §6.7: steal from, or trip, the leader when he is next to the bot.

    In the end rush a leader not behind the bot is tripped (he loses a turn of the race)
    unless he holds the Golem, which a steal may take; otherwise the bot tries a steal (a
    failed one costs nothing) from the player next to it, the leader first.
    """
    here = s.pos
    if here is None:
        return None
    options: dict[int, dict[type[Action], Action]] = {}
    for action in legal:
        if isinstance(action, (Steal, Trip)):
            seat = s.tokens.get(step(here, DIRS.index(action.dir)))
            if seat is not None:
                options.setdefault(seat, {})[type(action)] = action
    if not options:
        return None
    top = leader(s)
    seat = top.seat if top is not None and top.seat in options else min(options)
    victim = s.view.players[seat]
    golem = any(s.cat[c].end_rush for c in victim.shown)
    if s.view.end_rush and not golem and not victim.fights and victim.score >= s.me.score:
        return options[seat].get(Trip)
    return options[seat].get(Steal) if victim.hand_count else None
