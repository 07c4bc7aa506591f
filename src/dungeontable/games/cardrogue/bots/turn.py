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
from .goals import can_exit_winning, destination, nowhere_to_go, should_flip
from .kit import best_equip, calm_potion, effect_of, scroll
from .shopping import buy, hire_mole
from .survey import STEP_COST, Pos, Survey, golem_out_of_reach, opposite, step


def plan_turn(s: Survey, legal: tuple[Action, ...]) -> Action:
    """Answer a standard-turn decision."""
    for rule in (best_equip, scroll, calm_potion, buy):
        found = rule(s, legal)
        if found is not None:
            return found
    flips = [a for a in legal if isinstance(a, Flip)]
    if flips and should_flip(s):
        return flips[0]
    move = move_to_fountain(s, legal) if flips and not going_elsewhere(s) else None
    if move is not None:  # too weak to flip here: rest first, or it would wait here for ever
        return move
    move = cornered(s, legal) or trap_walk(s, legal) if golem_out_of_reach(s) else None
    move = move or move_toward(s, legal) or step_off_start(s, legal)
    if move is not None:
        return move
    for rule in (interact, hire_mole, cornered):
        found = rule(s, legal)
        if found is not None:
            return found
    return next((a for a in legal if isinstance(a, EndTurn)), legal[0])


def step_off_start(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """On a starting tile with the exit a win (R063, R272) and no other starting tile to head
    for: step off it, to step back on next turn. Moving onto a starting tile is the exit, and
    a bot standing on the only one it could reach waited there until the turn cap."""
    here = s.pos
    if here is None or s.kind(here) != "start" or not can_exit_winning(s):
        return None
    target = destination(s)
    if target is not None and target != here and s.kind(target) == "start":
        return None
    moves = [a for a in legal if isinstance(a, Move)]
    safe = [a for a in moves if not s.enemies_next_to(step(here, DIRS.index(a.dir)))]
    return min(safe or moves, key=lambda a: a.dir, default=None)


def going_elsewhere(s: Survey) -> bool:
    """The best destination is another tile: a bot too weak to flip walks there as it would
    from a tile with nothing to flip. Turning back toward a fountain only here, it went to and
    fro between this tile and the one before it for ever."""
    target = destination(s)
    return target is not None and target != s.pos


def cornered(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """Multi-player: with nothing worth reaching and no fountain here, step toward the nearest
    enemy that guards the way on (R060). A death only sends the bot back to a starting tile at
    full health (R241); waiting would keep the game still until the forfeit (R275)."""
    moves = {a.dir: a for a in legal if isinstance(a, Move)}
    target = guard_in_the_way(s)
    if target is None or not moves:
        return None
    _, first = s.routes
    return moves.get(DIRS[first[target]]) or trip_through(s, legal, target)


def guard_in_the_way(s: Survey) -> Pos | None:
    """The tile next to the nearest enemy ``cornered`` walks to (None: not cornered)."""
    if not nowhere_to_go(s):
        return None
    costs, _ = s.routes
    guarded = [(costs[pos], pos) for pos in s.zone if pos in costs and pos != s.pos]
    return min(guarded)[1] if guarded else None


def way_on(s: Survey) -> Pos | None:
    """Where the bot's walk heads: its destination, else the guard ``cornered`` steps up to."""
    target = destination(s)
    return target if target is not None else guard_in_the_way(s)


HURTFUL_TRAPS = ("damage", "poison")
"""Traps whose springing costs health (R144, R146); a paralysis trap only costs turns."""


def respawn_helps(s: Survey) -> bool:
    """Multi-player, the Golem out of reach (another region, R275) with no teleport potion known:
    a starting tile in the Golem's region is where a death sends the bot back (R241)."""
    if s.view.seats == 1 or not golem_out_of_reach(s):
        return False
    if any(effect_of(s, c) == "teleportation" for c in s.hand):
        return False
    zone = s.golem_zone()
    return any(s.same_region(start, pos) for start in s.view.starts for pos in zone)


def trap_walk(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """With the Golem out of reach and no enemy to step up to (``cornered``), but a starting tile
    next to the Golem's region: walk onto a trap that costs health, off it and on again (every
    entry springs it, R055) until a death sends the bot back there at full health (R241). It
    would otherwise wait until everyone forfeits (R275)."""
    if not respawn_helps(s):
        return None
    moves = {a.dir: a for a in legal if isinstance(a, Move)}
    here = s.pos
    if not moves or here is None:
        return None

    def hurts(pos: Pos) -> bool:
        card = s.cells[pos].card
        trap = s.cat[card].trap if card is not None and s.kind(pos) == "trap" else None
        return trap is not None and trap[0] in HURTFUL_TRAPS

    costs, first = s.routes
    if hurts(here):  # step off (toward another such trap if one is next door) to come back
        near = [d for d in moves if hurts(step(here, DIRS.index(d)))]
        return moves[min(near or moves)]
    kinds = s.kinds
    traps = [
        (cost, pos)
        for pos, cost in costs.items()
        if pos != here and kinds.get(pos) == "trap" and hurts(pos)
    ]
    if not traps:
        return None
    _, target = min(traps)
    return moves.get(DIRS[first[target]])


def move_to_fountain(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """The first step toward the nearest free fountain (R150; None: no way there)."""
    moves = {a.dir: a for a in legal if isinstance(a, Move)}
    costs, first = s.routes
    free = [
        (cost, pos)
        for pos, cost in costs.items()
        if pos != s.pos and pos not in s.tokens and s.kind(pos) == "fountain" and pos not in s.zone
    ]
    if not free or not moves:
        return None
    _, target = min(free)
    return moves.get(DIRS[first[target]])


def move_toward(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """The move that starts the route to the best destination (None: stay here)."""
    moves = {a.dir: a for a in legal if isinstance(a, Move)}
    if not moves or s.memo.stepped_aside.get(s.seat) == (s.view.turns, s.pos):
        return None  # stepped aside this turn: stepping back would block the way again
    target = destination(s)
    if target is None or target == s.pos:
        return None
    move = keep_to_route(s, moves, target)
    if move is not None:
        return move
    _, first = s.routes
    move = moves.get(DIRS[first[target]])
    if move is not None:
        s.memo.plans[s.seat] = (target, s.path_to(target))
        return move
    # a player stands on the first step (R011): no going round him (a longer way round was
    # dropped as soon as he was no longer next to the bot, and it walked to and fro for ever)
    return trip_through(s, legal, target) or step_aside(s, moves, first[target])


def trip_through(s: Survey, legal: tuple[Action, ...], target: Pos) -> Action | None:
    """A player out of combat stands on the first step of the route to ``target`` and the route
    goes on past him: trip him and hop over him (R252; a failure costs nothing). A player who
    waits there for ever (a random bot ends most turns where it is) kept the bot still until
    the turn cap."""
    here = s.pos
    path = s.path_to(target)
    if here is None or len(path) < 3 or path[0] != here:
        return None
    seat = s.tokens.get(path[1])
    if seat is None or s.view.players[seat].fights:
        return None
    direction = next((DIRS[d] for d in range(4) if step(here, d) == path[1]), None)
    return next((a for a in legal if isinstance(a, Trip) and a.dir == direction), None)


def step_aside(s: Survey, moves: dict[str, Move], blocked: int) -> Move | None:
    """Blocked by a player: now and then step out of his way, to a side passage when there is
    one (he can then pass, R011), and stay there for the rest of the turn. Two bots in one
    corridor each waiting for the other kept the game still."""
    rounds = s.view.turns // s.view.seats
    back = DIRS[opposite(blocked)]
    side = [d for d in moves if d != back]
    if side and (rounds + s.seat) % 2 == 0:
        choice = min(side)
    elif (rounds + s.seat) % 3 == 0:
        choice = min(moves)
    else:
        return None
    here = s.pos
    if here is not None:
        s.memo.stepped_aside[s.seat] = (s.view.turns, step(here, DIRS.index(choice)))
    s.memo.plans.pop(s.seat, None)
    return moves[choice]


DETOUR = 4
"""Steps a route the bot already walks may be longer than the shortest one now and still be
kept (about the price of a player or an enemy's side on the other way)."""


def keep_to_route(s: Survey, moves: dict[str, Move], target: Pos) -> Move | None:
    """The next step of the route the bot already walks to ``target`` while it is still open:
    the shortest route from each new tile may swap between two about as long as the other
    players move (R011) or as leaving an enemy's side is priced, and a bot that followed each
    new one walked to and fro for ever."""
    plan = s.memo.plans.get(s.seat)
    here = s.pos
    if plan is None or plan[0] != target or here is None or here not in plan[1][:-1]:
        return None
    path = plan[1][plan[1].index(here) + 1 :]
    costs, _ = s.routes
    if any(pos not in costs for pos in path) or any(s.blocked(pos) for pos in path[:-1]):
        return None
    if len(path) * STEP_COST > costs[target] + DETOUR:
        return None  # a much shorter way has opened
    nxt = path[0]
    for d in range(4):
        if step(here, d) == nxt:
            return moves.get(DIRS[d])
    return None


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
