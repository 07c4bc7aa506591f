"""Goals, scoring and the end of the game (R260-R275, R280-R283, turn cap).

Multiplayer: the end rush starts when the golem card is taken (``ownership.gain``); the first
player to *move onto* a starting tile afterwards scores +1 and ends the game (R272, A-31). Most
VP wins; ties share the victory unless ``tiebreak="gold"`` (A-32). Solo: move onto a starting
tile with every chosen goal done (R281); any death is a defeat. A dead game (R275: nothing left to
explore and nobody fighting the Golem for ``forfeit_rounds`` rounds) ends with reason ``forfeit``
and no winner: everyone forfeits; ``turn_cap`` rounds end any game with reason ``turn_cap`` and no
winner.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event, Outcome

from ..events import GameEnded, PointsScored
from ..phases import OVER
from ..state import State, update_player
from .shared import cat
from .stats import gold_value, score

EXIT_VP = 1  # 003 L414


def scores(state: State) -> tuple[float, ...]:
    catalog = cat(state)
    return tuple(float(score(catalog, p)) for p in state.players)


def winners(state: State) -> tuple[int, ...]:
    """R274 / A-32: most VP; ties share unless the gold tiebreak is on."""
    points = scores(state)
    eligible = [s for s in range(len(points)) if not state.players[s].gone]  # quitters
    if not eligible:
        return ()
    best = max(points[s] for s in eligible)
    tied = tuple(s for s in eligible if points[s] == best)
    if len(tied) > 1 and state.options.tiebreak == "gold":
        catalog = cat(state)
        gold = {s: gold_value(catalog, state.players[s]) for s in tied}
        most = max(gold.values())
        tied = tuple(s for s in tied if gold[s] == most)
    return tied


def finish(state: State, ev: list[Event], reason: str) -> State:
    """End the game now with a typed reason (``exit``, ``escaped``, ``died``, ``forfeit``,
    ``turn_cap``)."""
    points = scores(state)
    if reason == "exit":
        won = winners(state)
    elif reason == "escaped":
        won = (0,)
    else:
        won = ()
    outcome = Outcome(winners=won, scores=points, reason=reason)  # core: floats, as every game
    whole = tuple(int(p) if float(p).is_integer() else p for p in points)
    ev.append(GameEnded(reason=reason, winners=won, scores=whole))  # VP: whole numbers
    return replace(state, result=outcome, phase=OVER, pending=())


def goals_done(state: State, seat: int) -> bool:
    """R280-R281: every chosen solo goal is done."""
    deeds = state.players[seat].deeds
    for goal in state.options.solo_goals:
        if goal == "basilisks" and deeds.count("basilisk") < 2:
            return False
        if goal in ("chest", "debt", "golem") and goal not in deeds:
            return False
    return True


def reach_start(state: State, seat: int, ev: list[Event]) -> State:
    """R063, R272, R281: a player moved onto a starting tile on his own turn."""
    if state.seats == 1:
        return finish(state, ev, "escaped") if goals_done(state, seat) else state
    if not state.end_rush:
        return state
    player = state.players[seat]
    state = update_player(state, seat, vp=player.vp + EXIT_VP)
    ev.append(PointsScored(seat=seat, vp=EXIT_VP, reason="first out in the end rush"))
    return finish(state, ev, "exit")


def turn_cap_reached(state: State) -> bool:
    return state.turns >= state.options.turn_cap * state.seats


def golem_fought(state: State) -> bool:
    """Someone is in combat with the Golem (its queue is not empty)."""
    catalog = cat(state)
    return any(e.queue and catalog[e.card].end_rush for e in state.enemies)


def dead_game(state: State) -> bool:
    """R275 at a turn's end: the exploration stack is empty and nobody fights the Golem (the
    pathing stack only replaces cards taken from the map: it opens no new ground)."""
    return not state.explore and not golem_fought(state)


def forfeit_check(state: State, ev: list[Event]) -> State:
    """R275 at a turn's end: ``forfeit_rounds`` whole rounds in a row of a dead game in which
    nobody flipped a card (a flip sets ``quiet_turns`` to -1, ``rules.explore.flip``) end it
    with every player forfeiting (reason ``forfeit``, no winner): nobody dares or manages to
    slay the Golem and nobody explores. Not solo (R281), not in the end rush (an exit ends it,
    R272), never with ``forfeit_rounds = 0``."""
    rounds = state.options.forfeit_rounds
    if not rounds or state.seats == 1 or state.end_rush or state.result is not None:
        return state
    if not dead_game(state):
        return replace(state, quiet_turns=0) if state.quiet_turns else state
    turns = state.quiet_turns + 1
    state = replace(state, quiet_turns=turns)
    if turns < rounds * state.seats:
        return state
    return finish(state, ev, "forfeit")
