"""The turn: upkeep, the standard sequence's end, step 4 and end-of-turn bookkeeping
(R020-R026, R038, R132, R150, R220, R223, R226, R300, A-10, A-12, A-27, A-58).

Upkeep runs in stages (``State.stage``) so a choice in the middle (a drained fountain's tile,
a death) resumes where it stopped: (a) poison, (a') regeneration, (b) fountain, (c) deferred
arrival, (d) skipped turn, (e) combat check.
"""

from __future__ import annotations

from collections.abc import Callable

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..actions import EndTurn
from ..common.arrival import arrive
from ..common.ending import finish, forfeit_check, turn_cap_reached
from ..common.enemies import paralysis_by_player_turns, tick_poison
from ..common.fountain import fountain_roll
from ..common.queues import join_adjacent
from ..common.shared import cat, end_turn_now, enemy_todo
from ..common.stats import active_cards, max_health
from ..common.status import heal, poison_tick
from ..common.stuck import Stuck, is_stuck, sealed_map
from ..common.tiles import place_around
from ..common.turn_start import begin_turn
from ..events import EnemyHealthChanged, TurnLost
from ..phases import COMBAT, END, ENEMIES_AT_END, EXPLORE, UPKEEP
from ..state import Enemy, Player, State, enemy_by_uid, update_player, with_enemy


def _poison(state: State, seat: int, ev: list[Event]) -> State:
    return poison_tick(state, seat, ev)


def _regenerate(state: State, seat: int, ev: list[Event]) -> State:
    player = state.players[seat]
    amount = _regeneration(state, player)
    if amount and not player.fights:
        return heal(state, seat, amount, "regeneration", ev)
    return state


def _regeneration(state: State, player: Player) -> int:
    return sum(c.regen for c in active_cards(cat(state), player))


def _arrival(state: State, seat: int, ev: list[Event]) -> State:
    """R300: effects of a tile he was moved onto outside his turn."""
    if not state.players[seat].deferred:
        return state
    state = update_player(state, seat, deferred=False)
    return arrive(state, seat, -1, ev, when="upkeep")


def _skip(state: State, seat: int, ev: list[Event]) -> State:
    """R226, A-12: a skipped turn still lets enemies fighting him act."""
    player = state.players[seat]
    if player.skip <= 0:
        return state
    state = update_player(state, seat, skip=player.skip - 1)
    ev.append(TurnLost(seat=seat))
    if player.fights and state.options.skipped_turn_enemy_acts:
        return replace(state, phase=ENEMIES_AT_END, todo=enemy_todo(player.fights))
    return replace(state, phase=END, stage=0, todo=())


def _combat_check(state: State, seat: int, ev: list[Event], **changes: object) -> State:
    """R022(e), A-27: a revealed enemy next to him means combat, carried into this turn (off
    with ``combat_on_turn_start=False``: only the fights he is already in carry over).
    ``changes``: more state changes made in the same update (the upkeep stage counter)."""
    if state.options.combat_on_turn_start:
        state = join_adjacent(state, seat, ev)
    if state.players[seat].fights:  # in combat (R064)
        return replace(state, phase=COMBAT, via="carried", **changes)
    return replace(state, phase=EXPLORE, **changes)


UPKEEP_STAGES: tuple[Callable[[State, int, list[Event]], State], ...] = (
    _poison,
    _regenerate,
    fountain_roll,
    _arrival,
    _skip,
    _combat_check,
)


def _heals(state: State, player: Player) -> bool:
    """Regeneration would heal him: some to give and below max health (``heal``, R008)."""
    return _regeneration(state, player) > 0 and player.health < max_health(cat(state), player)


def _has_fountain(state: State, player: Player) -> bool:
    cell = state.cells.get(player.pos)
    return cell is not None and cat(state)[cell.card].fountain is not None


IDLE: tuple[Callable[[State, Player], bool], ...] = (
    lambda state, player: player.poison <= 0,
    lambda state, player: bool(player.fights) or not _heals(state, player),
    lambda state, player: not _has_fountain(state, player),
    lambda state, player: not player.deferred,
    lambda state, player: player.skip <= 0,
)
"""For stages (a)-(d): the stage would return the state unchanged. Such stages are passed over
without a state update (a ``State`` copy is the costly part of a quiet stage)."""


def upkeep(state: State, ev: list[Event]) -> State:
    """Run the remaining upkeep stages; stop as soon as one asks for a choice or moves on."""
    seat = state.seat
    if state.stage == 0 and _quiet(state, seat):
        return _combat_check(state, seat, ev)
    last = len(IDLE)
    while state.phase == UPKEEP and not state.pending and state.result is None:
        stage = state.stage
        player = state.players[seat]
        while stage < last and IDLE[stage](state, player):
            stage += 1
        if stage == last:  # (e) ends the upkeep: its phase change and the counter in one update
            return _combat_check(state, seat, ev, stage=stage + 1)
        state = replace(state, stage=stage + 1)
        state = UPKEEP_STAGES[stage](state, seat, ev)
    return state


def _quiet(state: State, seat: int) -> bool:
    """Nothing for stages (a)-(d) to do: the common case, decided without running them."""
    player = state.players[seat]
    if player.poison or player.skip or player.deferred:
        return False
    defs = cat(state).defs
    cell = state.cells.get(player.pos)
    if cell is not None and defs[cell.card].fountain is not None:
        return False
    return not (player.character and defs[player.character].regen)


EXPLORE_PROMPTS = (
    "flip a card, move or end the turn (step 1)",
    "move or end the turn (step 2)",
    "take extra moves, interact or end the turn (step 3)",
    "use a potion or scroll, or end the turn (step 4)",
    "take an extra move or end the turn (step 2, moved)",
    "end the turn, the move made (step 2, moved)",
)
"""By step; then step 2 once the normal move is made: the next move is an extra one (R061,
``how='extra'``), or there is none to make (no extra move left, or no open path)."""


EXPLORE_DECISIONS = tuple(
    tuple(Decision(seat, "turn", prompt) for prompt in EXPLORE_PROMPTS) for seat in range(4)
)
"""Every explore ``Decision`` made once (immutable values), by seat and step."""


def explore_prompt(state: State, can_move: Callable[[State], bool]) -> Decision:
    """The step's prompt; once the normal move is made (step 2, ``moved``) ``can_move`` tells
    whether a move (an extra one) is still to be made (``flow``: ``movement.move_options``)."""
    decisions = EXPLORE_DECISIONS[state.seat]
    if state.step == 2 and state.moved:  # the normal move is made
        return decisions[4] if can_move(state) else decisions[5]
    return decisions[min(state.step, 4) - 1]


END_TURN = EndTurn()


def end_turn_option(state: State) -> list[Action]:
    return [END_TURN]


def end_turn(state: State, action: EndTurn, ev: list[Event]) -> State:
    """Steps 1-3 done: step 4 (R024). In combat (nobody left to attack) the turn just ends.

    Step 4 runs at once (what the ``place`` phase would do next) to save a state update."""
    if state.phase == COMBAT:
        return end_turn_now(state)
    return place(state, ev)


def place(state: State, ev: list[Event]) -> State:
    """R038 step 4 around the current tile, then the turn ends."""
    return place_around(state, state.players[state.seat].pos, ev, phase=END, stage=0, todo=())


def end(state: State, ev: list[Event], stuck: Stuck = is_stuck) -> State:
    """Stage 0: list this player's poisoned enemies not yet ticked; 1: tick them one by one
    (R223); 2: zombies that were hurt but survive heal fully (R132); next turn or turn cap.
    ``stuck`` answers R292 (the flow's ``StuckSearch.is_stuck``)."""
    if state.stage == 0 and state.enemies:
        todo = _poisoned_by(state)
        if todo:
            return replace(state, stage=1, todo=todo)
    if state.stage == 1 and state.todo:
        enemy = enemy_by_uid(state, state.todo[0])
        state = replace(state, todo=state.todo[1:])
        return state if enemy is None else tick_poison(state, enemy, ev)
    state = _settle_enemies(state, ev)
    state = sealed_map(state, ev, stuck)  # R295 / A-35
    state = paralysis_by_player_turns(state, ev)  # A-56 alternative
    if state.result is not None:
        return state
    state = forfeit_check(state, ev)  # R275: a dead game
    if state.result is not None:
        return state
    if turn_cap_reached(state):
        return finish(state, ev, "turn_cap")
    order = state.order
    nxt = order[(order.index(state.seat) + 1) % len(order)]
    return begin_turn(state, nxt, ev)


def _poisoned_by(state: State) -> tuple[int, ...]:
    """Uids of the enemies the player whose turn ends poisoned, not yet ticked this turn
    (none with A-13's ``poisoner_upkeep``: those tick only as his turn starts)."""
    if state.options.enemy_poison_tick != "before_action":
        return ()
    seat = state.seat
    found: tuple[int, ...] = ()
    for e in state.enemies:
        if e.poisoner == seat and e.poison and e.ticked != state.turns:
            found += (e.uid,)
    return found


def _block_keeps_damage(state: State, enemy: Enemy) -> bool:
    """A-70 alternative: this turn's shield block (R082, scope A-19) also cancels the Zombie's
    MUST KILL WITHIN A SINGLE TURN, so it keeps the damage taken from the blocking player."""
    if not state.options.shield_block_stops_zombie_reset or not state.block:
        return False
    if state.seat not in enemy.queue:
        return False
    return state.options.shield_blocks_all_enemies or enemy.uid == state.attacked


def _settle_enemies(state: State, ev: list[Event]) -> State:
    for enemy in state.enemies:
        if enemy.hurt:
            break
    else:
        return state
    catalog = cat(state)
    for enemy in state.enemies:
        if not enemy.hurt:
            continue
        if catalog[enemy.card].single_turn and not _block_keeps_damage(state, enemy):
            full = catalog[enemy.card].health
            ev.append(
                EnemyHealthChanged(
                    enemy=enemy.uid,
                    card=enemy.card,
                    amount=full - enemy.health,
                    cause="must be killed in a single turn",
                    health=full,
                )
            )
            enemy = replace(enemy, health=full)
            if state.options.thrown_modifiers_last == "until_reset":
                enemy = replace(enemy, attack_mod=0)  # A-40 alternative
        state = with_enemy(state, replace(enemy, hurt=False))
    return state
