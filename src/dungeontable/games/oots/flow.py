"""The turn as data: the phases (who decides, the legal answers, the prompt), the action handlers,
and the ``core.flow.Flow`` built from them. This is the one module that imports ``rules``.

A handler either leaves the state in a decision phase (or over) or names an automatic phase
that carries on (a rulebook topic hands control to another by naming the step, never by calling
it). Once an action's automatic steps are done, the late windows (A59: fleeing started, after
the results) open on its events (``latewindows.open_late``, the flow's ``after`` hook).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter
from typing import Any

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Decision, Event
from dungeontable.core.flow import Flow, Handler, Phase, Step, handlers, phases

from .common import queries, sniping, xykon
from .common.arithmetic import IMMUNITY
from .common.knockdown import turn_cut
from .common.openings import LATE_PROMPT
from .common.powers import extra_pickups, heal_other, in_reach, loot_use_actions
from .common.table import cards, player, room_at
from .deck import index_for
from .rules import (
    aftermath,
    area,
    battle,
    bonusloot,
    choices,
    collapse,
    encourage,
    healdeal,
    latewindows,
    loot,
    lootuse,
    movement,
    placedwindow,
    powers,
    pvp,
    pvp_npcs,
    reroll,
    setup,
    shadows,
    shticks,
    stocking,
    stumble,
    trades,
    trapwindow,
    turn,
    wandering,
    windows,
)
from .state import ENTRANCE, Place, Player, State


def initial_state(options: Any, seats: int, seed: int, dice: Sequence[int] = ()) -> State:
    """The seeded starting state (``rules/setup``); a ready-made dungeon is dealt last (R317).
    ``dice``: die faces scripted for the setup's own rolls (who goes first, R009; the Wandering
    Xykon stairs, R318), a scenario's ``setup_dice``."""
    state = setup.initial_state(options, seats, seed, dice)
    return xykon.deal_dungeon(state) if xykon.ready_made(state) else state


PASS_WINDOWS: frozenset[str] = windows.PASS_WINDOWS
"""The decision kinds that are Screw This! windows (``rules/windows``), for the game."""

Seat = Callable[[State], int]
Moves = Callable[[State], Iterable[Action]]


def _mover(state: State) -> int:
    return state.turn.seat


# --- the start- and end-of-turn actions (R016-R017): what each topic offers now ----------------


def _optional_actions(state: State, start: bool) -> list[Action]:
    """Equip/unequip, search, trades and the 1-Loot pickup available now.

    Each topic is asked only when the player holds something it could offer (the topic's own
    first check, read here once from the player and the card set's ``CardIndex``): most turns
    most topics offer nothing, and the list is the one the topics give, in the same order."""
    seat = state.turn.seat
    pl = state.players[seat]
    index = index_for(state)  # asked once for the whole list
    found: list[Action] = (
        [] if (index.start_cards if start else index.end_cards).isdisjoint(pl.hand)
        else windows.turn_cards(state, start, index)
    )  # fmt: skip
    if pl.stash or pl.equipped:
        found += loot.equip_actions(state, seat, index)
    if (pl.wounds and not pl.fleeing and not index.flip_heal.isdisjoint(pl.shticks)) or (
        (pl.saved or pl.stash or pl.equipped) and (pl.deck or state.options.trade_with_empty_deck)
    ):  # a heal flip, or a trade-in (Monsters, Loot, the discard-for-a-shtick Loot)
        found += shticks.trade_actions(state, seat, index)
    if not index.powers.isdisjoint(pl.shticks):
        found += powers.power_actions(state, seat, index)  # R199: flip powers (Pick Pocket, ...)
    found += loot_use_actions(state, seat, "start" if start else "end")  # R215
    if not index.heal_other.isdisjoint(pl.shticks):
        found += healdeal.offer_actions(state, seat, index)  # A29: a heal paid with agreed Loot
    if state.options.table_talk_trades:
        found += trades.give_actions(state, seat)  # A29: table-talk trades, when switched on
    if turn.can_search(state):
        found.append(A.Search())
    if loot.can_take(state, seat, start):
        found.append(A.TakeLoot())
    return found


def _start_actions(state: State) -> list[Action]:
    if turn_cut(state, state.turn.seat):
        return [A.EndTurn()]  # R172, A82: fled or knocked down in the start actions (a Trap)
    # Progress first (see _end_actions).
    found: list[Action] = [A.Stay(), *movement.step_actions(state)]
    if turn.can_rest(state):
        found.append(A.Rest())
    found += movement.flip_move_actions(state)
    return found + _optional_actions(state, start=True)


def _end_actions(state: State) -> list[Action]:
    if xykon.acting(state):
        return [A.EndTurn()]  # R340: the battle Xykon started is over; play goes on
    seat = state.turn.seat
    pl = player(state, seat)
    restricted = turn.is_restricted(state) or pl.left is not None or turn_cut(state, seat)
    found: list[Action] = [] if restricted else _optional_actions(state, start=False)
    if state.collapse and state.collapse_turns > 0:
        removals = collapse.removal_actions(state)
        if removals:
            return removals + found
    # Ending the turn comes first so that an agent taking the first action always makes
    # progress (equip/unequip could otherwise alternate forever).
    return [A.EndTurn(), *found, *turn.call_time_actions(state)]


def time_is_up(state: State, action: Action) -> Action:
    """R360 once the table's clock has run out: the turn being played is the last normal one, so
    ending it calls time (``Oots.time_is_up``; an edge with a clock asks)."""
    if isinstance(action, A.EndTurn) and turn.call_time_actions(state):
        return A.CallTime()
    return action


def _phase(name: str, seat: Seat, moves: Moves, prompt: str) -> Phase[State]:
    """A decision phase; its ``Decision`` per seat is built once (frozen, the same value the
    phase's seat and prompt give), not once per step."""
    made = tuple(Decision(s, name, prompt) for s in range(8))

    def decide(state: State) -> Decision:
        s = seat(state)
        return made[s] if 0 <= s < 8 else Decision(s, name, prompt)

    return Phase(name=name, seat=seat, moves=(moves,), prompt=prompt, decide=decide)


PHASES: dict[str, Phase[State]] = phases(
    _phase(
        "pick-start",
        turn.picking_seat,
        turn.put_back_actions,
        "put one Starting Shtick back (R005)",
    ),
    _phase(
        "pick-shadow", shadows.picking_seat, shadows.pick_actions, "pick your shadow NPC (R306)"
    ),
    _phase(
        "pick-backstory",
        choices.backstory_seat,
        choices.backstory_actions,
        "lay one dealt Backstory face up (keep 3, R353)",
    ),
    _phase(
        "nitpick",
        choices.nitpick_seat,
        choices.nitpick_actions,
        "choose a shtick: 3 red Starting Shticks, then 17 for the deck (Nitpicky, R361)",
    ),
    _phase("start", _mover, _start_actions, "take start-of-turn actions, move, or stay"),
    _phase("move", _mover, movement.move_actions, "move on or stop"),
    _phase(
        "stock",
        stocking.placing_seat,
        stocking.place_actions,
        "place a Monster into the new battle",
    ),
    _phase("foe", _mover, battle.foe_actions, "attack a Monster in range or a player, or stop"),
    _phase("chain", _mover, battle.chain_actions, "battle the next Monster or stop"),
    _phase("shtick", _mover, battle.shtick_actions, "choose a Battle Shtick"),
    _phase("help", _mover, battle.help_actions, "ask for assistance or fight"),
    _phase("pvp-defend", pvp.defender_seat, pvp.defend_actions, "choose a shtick to defend with"),
    _phase(
        "heal-offer",
        healdeal.patient_seat,
        healdeal.answer_actions,
        "a heal is offered for Loot: pay with a Stash card, or refuse (A29)",
    ),
    _phase("pvp-help", pvp.defender_seat, battle.help_actions, "ask for assistance or fight"),
    _phase("pvp-take", pvp.taking_seat, pvp.take_actions, "take one equipped Loot (R374)"),
    _phase("pvp-npc", queries.asking_seat, pvp_npcs.npc_actions, "offer Loot to an NPC or stop"),
    _phase(
        "answer",
        battle.answering_seat,
        battle.answer_actions,
        "accept or refuse the assistance offer",
    ),
    _phase(
        "picked",
        _mover,
        windows.picked_actions,
        "play a Screw This! card for the Loot just picked up, or pass",
    ),
    _phase(
        "placed",
        placedwindow.placed_seat,
        placedwindow.placed_actions,
        "play a Screw This! card on the Monster just placed, or pass",
    ),
    _phase(
        "stumble",
        stumble.stumble_seat,
        stumble.stumble_actions,
        "play a Screw This! card on the player who starts moving, or pass",
    ),
    _phase(
        "trap",
        trapwindow.trap_seat,
        trapwindow.trap_actions,
        "play a Screw This! card before the Evade rolls, or pass",
    ),
    _phase("reroll", reroll.reroll_seat, reroll.reroll_actions, "keep the battle roll or reroll"),
    Phase(
        name="late",
        seat=latewindows.late_seat,
        moves=(latewindows.late_actions,),
        prompt=LATE_PROMPT,
        decide=lambda state: Decision(
            latewindows.late_seat(state), "late", latewindows.late_prompt(state)
        ),
    ),
    _phase(
        "window", windows.priority_seat, windows.window_actions, "play a Screw This! card or pass"
    ),
    _phase("keep", _mover, aftermath.keep_actions, "keep the defeated Monster or not"),
    _phase("pick", _mover, shticks.pick_actions, "keep one of the drawn shticks"),
    _phase("end", _mover, _end_actions, "take end-of-turn actions and end the turn"),
    _phase(
        "encourage",
        _mover,
        encourage.actions,
        "heal all your Wounds after defeating an Encourage Monster, or not (R264)",
    ),
    _phase(
        "bonus",
        _mover,
        bonusloot.actions,
        "take the bonus Loot of this room or leave them (A80, bonus_pickups = ask)",
    ),
    _phase(
        "minion",
        wandering.minion_seat,
        wandering.minion_actions,
        "put an Undead from your hand into Xykon's Minion Stack (R329, R349)",
    ),
)
"""Every decision of the turn in rulebook order (``State.phase`` names one)."""


def _starting_picks(state: State, ev: list[Event]) -> State:
    """The Starting Shticks are chosen: In Medias Res (R314), then the shadow picks (R306)."""
    return shadows.after_starting_picks(choices.in_medias_res(state, ev), ev)


def _first_turn(state: State, ev: list[Event]) -> State:
    return turn.begin_turn(state, state.order_start, ev)


def _results(state: State, ev: list[Event]) -> State:
    """The battle results: PvP, Area Effect, or a Monster battle."""
    fight = state.battle
    assert fight is not None
    if fight.foe_seat is not None:
        return pvp.finish(state, ev)
    if fight.area:
        return area.finish(state, ev)
    return battle.finish_roll(state, ev)


def _window_closed(state: State, ev: list[Event]) -> State:
    """A battle window closed: after the shtick-declared window assistance (or the defence), after
    the after-roll window the results, else (before-roll) the roll."""
    fight = state.battle
    if fight is not None and fight.window == "shtick-declared":
        return battle.after_declared(state, ev)
    if fight is not None and fight.window == "after-roll":
        return _results(state, ev)
    return battle.roll(state, ev)


def _here(state: State) -> Place:
    return state.players[state.turn.seat].place


def _attack_here(state: State, ev: list[Event]) -> State:
    """R055, L594: staying put with Monsters in the room attacks the top one; in Wandering
    Xykon's room that is choosing to attack him (Exp L118), a *Kicked My Ass* holder too."""
    return battle.begin_battle(state, _here(state), attacker=True, ev=ev, chosen=True)


def _defend_here(state: State, ev: list[Event]) -> State:
    return battle.begin_battle(state, _here(state), attacker=False, ev=ev)


def _defend_far(state: State, ev: list[Event]) -> State:
    """R124, A32: a Monster whose card text attacks at range: the mover defends at that Range."""
    found = sniping.sniper(state)
    assert found is not None
    return battle.begin_battle(state, found[0], attacker=False, ev=ev, dist=found[1])


def _stock_here(state: State, ev: list[Event]) -> State:
    return stocking.begin_stocking(state, _here(state), ev)


def _npc_offer(side: int) -> Step[State]:
    def offer(state: State, ev: list[Event]) -> State:
        return pvp_npcs.next_offer(state, side, ev)

    return offer


def _defeat(state: State, ev: list[Event]) -> State:
    """A won Monster battle; against Xykon one of his Wounds (R346-R348)."""
    if wandering.is_single(state):
        return wandering.defeat(state, ev)
    if encourage.due(state):
        return replace(state, phase="encourage")  # R264: the winner may heal first
    return aftermath.defeat(state, ev)


def _lose(state: State, ev: list[Event]) -> State:
    """A lost Monster battle; against Xykon *Xykon Kicked My Ass!* comes first (R345)."""
    if wandering.is_single(state):
        state = xykon.kick(state, state.turn.seat, ev)
    return aftermath.lose(state, ev)


def _next_turn(state: State, ev: list[Event]) -> State:
    assert state.wandering is not None
    return turn.begin_turn(state, state.wandering.resume, ev)


CONTINUATIONS: dict[str, Step[State]] = {
    "starting-picks": _starting_picks,  # the Starting Shticks are picked (R314, R306)
    "first-turn": _first_turn,  # after the Starting Shtick (and shadow) picks, R005, R306
    "after-move": movement.after_move,  # what the room the mover stopped in starts
    "evade": loot.after_trap_window,  # the trap-revealed window closed: the Evade rolls
    "stocking": stocking.continue_stocking,  # the monster-placed window closed
    "before-roll": battle.before_roll,  # the NPC offers are done: the before-roll window
    "end-turn": turn.end_turn,  # the collapse removed a room: the turn ends
    "after-dice": reroll.after_dice,  # the battle dice are rolled: the rerolls (Fool's Luck)
    "results": _results,  # the dice are final (after the rerolls and the after-roll window)
    "window-closed": _window_closed,  # a battle's Screw This! window closed
    "attack-here": _attack_here,  # Stay with Monsters in the room: battle as the Attacker
    "defend-here": _defend_here,  # the move ended in a room with Monsters: battle as Defender
    "defend-far": _defend_far,  # a Monster's card text attacks the mover at range (R124)
    "stock-here": _stock_here,  # the move ended in an empty room: stock a new battle
    "stocked": battle.after_stocking,  # the new battle is stocked
    "placed-window": placedwindow.open_placed,  # a Monster was placed: the monster-placed window
    "foe": battle.foe_phase,  # a Monster defeated and the room clear: another foe? (A28)
    "pvp-roll": pvp.roll,  # a PvP battle's roll (both sides)
    "area-roll": area.roll,  # an Area Effect battle's one roll (R139-R147)
    "defeat": _defeat,  # the Monster battle was won
    "lose": _lose,  # the Monster battle was lost
    "defeat-go": aftermath.defeat,  # R264: after the Encourage answer
    "after-bonus": aftermath.after_bonus,  # A80: the last-Monster bonus taken or left
    "after-defeat": aftermath.after_defeat,  # an Area Effect won: the last-Monster bonus (R115)
    "rest-end": turn.rest_end,  # A80: the rest's Loot taken or left
    "attention": wandering.attention,  # R327: the attention roll ends the turn
    "xykon-turn": wandering.xykon_turn,  # R331: Xykon's turn after the catcher's
    "xykon-move": wandering.xykon_move,  # R332: after the healing's Undead (R349)
    "xykon-done": wandering.xykon_done,  # the battle Xykon started is over
    "next-turn": _next_turn,  # after Xykon's turn: the seat that comes next
    "npc-offer-attacker": _npc_offer(0),  # R054: the Attacker offers to an NPC next
    "npc-offer-defender": _npc_offer(1),  # R054: the Defender offers to an NPC next
    "npc-pass": pvp_npcs.pass_offer,  # R054: the side to offer stops
}
"""The automatic steps a topic hands control to (``table.then``), by name."""


def _resume(step: Step[State], phase: str) -> Step[State]:
    def resume(state: State, ev: list[Event]) -> State:
        return step(replace(state, phase=phase), ev)

    return resume


_BASE_PHASES = tuple(PHASES)  # taken once: a continuation never resumes into another one
PHASES.update(
    (f"{name}<{phase}", Phase(name=f"{name}<{phase}", auto=_resume(step, phase)))
    for name, step in CONTINUATIONS.items()
    for phase in _BASE_PHASES
)
"""``then(state, step)`` leaves the phase ``step<phase``: the flow runs ``step`` on the state in
``phase`` again, so the step sees the state exactly as a direct call would."""


def _in_phase(phase: str, there: Handler[State], elsewhere: Handler[State]) -> Handler[State]:
    """An action whose rule depends on the moment: ``there`` in ``phase``, else ``elsewhere``."""

    def handle(state: State, action: Any, ev: list[Event]) -> State:
        return (there if state.phase == phase else elsewhere)(state, action, ev)

    return handle


_use_shtick = _in_phase("pvp-defend", pvp.choose_defense, battle.use_shtick)
_charge = _in_phase("pvp-defend", pvp.charge, battle.charge)


_PLAY: dict[str, Handler[State]] = {
    "start": windows.play_turn_card,
    "end": windows.play_turn_card,
    "picked": windows.play_picked,
    "move": movement.play_shortcut,
    "trap": trapwindow.play,
    "placed": placedwindow.play,
    "stumble": stumble.play,
    "late": latewindows.play,
}
"""Screw This! cards played outside a battle window, by phase (A59: each window's own rule)."""


def _passed(step: Callable[[State, list[Event]], State]) -> Handler[State]:
    """A window's pass rule as a handler (the pass itself carries nothing)."""
    return lambda state, action, ev: step(state, ev)


_PASS: dict[str, Handler[State]] = {
    "late": _passed(latewindows.pass_),
    "picked": windows.pass_picked,
    "trap": _passed(trapwindow.pass_),
    "placed": _passed(placedwindow.pass_),
    "stumble": _passed(stumble.pass_),
}
"""Passes outside a battle window, by phase."""


def _play_screw(state: State, action: Any, ev: list[Event]) -> State:
    return _PLAY.get(state.phase, windows.play_screw)(state, action, ev)


_flip_to_draw = _in_phase("late", latewindows.gloat, powers.flip_to_draw)
"""Haggle on your own turn; Shameless Gloating when another player starts fleeing."""
_equip = _in_phase("late", latewindows.equip, loot.equip)
"""R213 on your own turn; L1122: in the Entrance window of a flight that ended (R171)."""


def _pass_priority(state: State, action: Any, ev: list[Event]) -> State:
    return _PASS.get(state.phase, windows.pass_priority)(state, action, ev)


HANDLERS = handlers(
    (A.PutBack, turn.put_back),
    (A.GiveMinion, wandering.give_minion),
    (A.HealAll, encourage.answer),
    (A.TakeBonusLoot, bonusloot.answer),
    (A.Equip, _equip),
    (A.Unequip, loot.unequip),
    (A.TakeLoot, loot.take),
    (A.TakeEquipped, pvp.take_equipped),
    (A.Search, turn.search),
    (A.TradeMonsters, shticks.trade_monsters),
    (A.TradeLoot, shticks.trade_loot),
    (A.PickShtick, shticks.pick_shtick),
    (A.FlipToHeal, shticks.flip_to_heal),
    (A.DiscardForShtick, shticks.discard_for_shtick),
    (A.Rest, turn.rest),
    (A.Step, movement.step),
    (A.Stay, movement.stay),
    (A.StopMoving, movement.stop_moving),
    (A.PlaceMonster, stocking.place_monster),
    (A.RangedAttack, battle.ranged_attack),
    (A.NextMonster, battle.next_monster),
    (A.EndBattles, battle.end_battles),
    (A.UseShtick, _use_shtick),
    (A.AttackPlayer, pvp.attack_player),
    (A.Charge, _charge),
    (A.AskHelp, battle.ask_help),
    (A.Fight, battle.fight),
    ((A.AcceptHelp, A.DeclineHelp, A.HearBoth), battle.answer),
    (A.PlayScrew, _play_screw),
    (A.PlayScrewOn, windows.play_screw),
    (A.PassPriority, _pass_priority),
    (A.SaveMonster, aftermath.keep),
    (A.EndTurn, turn.end_turn_action),
    (A.RemoveRoom, collapse.remove_room),
    (A.FlipFoeShtick, powers.flip_foe_shtick),
    (A.PickPocket, powers.pick_pocket),
    (A.HealOther, heal_other),
    (A.FlipForLoot, powers.flip_for_loot),
    (A.FlipToMove, movement.flip_to_move),
    (A.FlipToDraw, _flip_to_draw),
    (A.DiscardLoot, lootuse.discard_for_effect),
    (A.Reroll, reroll.reroll),
    (A.KeepRoll, reroll.keep_roll),
    (A.FlipForBonus, powers.flip_for_bonus),
    (A.PickShadow, shadows.pick),
    (A.GiveLoot, trades.give_loot),
    (A.OfferHeal, healdeal.offer_heal),
    (A.PayForHeal, healdeal.pay),
    (A.RefuseHeal, healdeal.refuse),
    (A.DiscardBackstory, choices.discard_backstory),
    (A.ChooseShtick, choices.choose_shtick),
    (A.CallTime, turn.call_time),
)
"""The handler of each action class."""


def _refusal(state: State, action: Action, now: Decision | None) -> str:
    why = "the game is over" if now is None else f"seat {now.seat} must {now.prompt}"
    because = "" if now is None else _because(state, action, now.seat)
    return f"{action.to_text()} is not allowed now: {why}{because}"


def _because(state: State, action: Action, seat: int) -> str:
    """The rule behind a refusal a player could not guess from the prompt alone ('' if none):
    equipping Loot one does not drool over, going down to the Lair short of its minimums."""
    pl = player(state, seat)
    card = action.card if isinstance(action, A.Equip) else ""
    if card in pl.stash and loot.drool(state, seat, card) < 1:
        return f"; {pl.character} does not drool over {card}, so cannot equip it (R213)"
    lair = state.lair
    if isinstance(action, A.Step) and action.floor == lair and pl.place[0] == lair - 1:
        stairs = state.floors[lair - 1].down == pl.place[1]  # the stairs down are right here
        if stairs and not movement.qualifies_for_lair(state, seat):
            spec = index_for(state).drool(pl.character)
            df = sum(spec[c] for c in pl.equipped)
            return (
                f"; going down to Xykon's Lair needs {state.min_shticks} shticks in play and "
                f"equipped Loot of Drool Factor {state.min_loot} for {pl.character} (R268): "
                f"seat {seat} has {queries.shticks_counted(state, seat)} and {df}"
            )
    if isinstance(action, A.UseShtick) and state.phase == "shtick":
        return _why_not_shtick(state, action.index, seat)
    if isinstance(action, A.TradeLoot | A.TradeMonsters):
        return _why_not_trade(state, action, seat)
    if isinstance(action, A.RemoveRoom) and state.collapse:
        return _why_not_removed(state, (action.floor, action.pos))
    if isinstance(action, A.RangedAttack) and seat == state.turn.seat:
        return _why_not_ranged(state, (action.floor, action.pos))
    removing = state.phase == "end" and state.collapse and state.collapse_turns > 0
    if isinstance(action, A.EndTurn) and removing and collapse.removal_candidates(state):
        return "; in the collapse a room is removed at the end of every turn first (R281)"
    if isinstance(action, A.PlaceMonster) and state.phase == "stock":
        if action.card not in pl.hand:
            return f"; {action.card} is not in the placing player's Battle Hand"
        if not cards(state).is_monster(action.card):
            return f"; {action.card} is no Monster: only Monsters are placed (R069)"
    if isinstance(action, A.HearBoth) and state.phase == "answer" and state.battle is not None:
        if state.battle.foe_seat is None:
            return "; only in a battle between players is an offer held to hear the other (R375)"
        return "; only an offer from the Attacker is held to hear the Defender's (R375)"
    if isinstance(action, A.DiscardLoot) and seat == state.turn.seat:
        return _why_not_discard_loot(state, action.card, seat)
    if isinstance(action, A.PlayScrew | A.PlayScrewOn) and action.card not in pl.hand:
        return f"; {action.card} is not in {pl.character}'s hand"
    if isinstance(action, A.PlayScrewOn):
        if not 0 <= action.index < len(pl.shticks):
            return f"; {pl.character} has {len(pl.shticks)} shticks in play, numbered from 0"
        if pl.flipped[action.index]:
            return f"; {pl.shticks[action.index]} is flipped: it cannot be boosted (L1311)"
    if isinstance(action, A.PlayScrew) and action.card in pl.hand:
        return _why_not_own_turn_card(state, action.card, seat)
    if isinstance(action, A.TakeLoot) and seat == state.turn.seat:
        return _why_no_pickup(state, seat)
    if isinstance(action, A.AskHelp) and state.phase in ("help", "pvp-help", "pvp-npc"):
        return battle.why_no_help(state, action)
    if isinstance(action, A.FlipToHeal | A.HealOther | A.OfferHeal) and seat == state.turn.seat:
        return _why_not_heal(state, action, seat)
    if isinstance(action, A.CallTime) and seat == state.turn.seat:
        return _why_not_call_time(state)
    return ""


def _why_not_heal(state: State, action: A.FlipToHeal | A.HealOther | A.OfferHeal, seat: int) -> str:
    """A refused heal: the shtick (R199, R201), the patient (R165, R172, A29) or the moment."""
    pl = player(state, seat)
    if not 0 <= action.index < len(pl.shticks):
        return f"; {pl.character} has {len(pl.shticks)} shticks in play, numbered from 0"
    card = pl.shticks[action.index]
    spec = cards(state).shticks[card]
    if pl.flipped[action.index]:
        return f"; {card} is flipped: its power is used until it is unflipped (R199)"
    if isinstance(action, A.FlipToHeal):
        if not spec.flip_heal:
            return f"; {card} does not heal its holder"
        return _why_unhealed(pl)
    if not spec.heal_other:
        return f"; {card} does not heal another player"
    if action.seat == seat:
        return f"; {card} heals another player: flip-to-heal heals {pl.character}"
    if not 0 <= action.seat < len(state.players):
        return f"; there is no seat {action.seat}"
    other = player(state, action.seat)
    if action.seat not in in_reach(state, seat, "floor"):
        return f"; {other.character} is not on {pl.character}'s floor"
    if other.fleeing:
        return f"; {other.character} is fleeing: no Wounds are healed until the Entrance (R172)"
    if not other.wounds:
        return f"; {other.character} has no Wound to heal"
    if isinstance(action, A.OfferHeal) and not other.stash:
        return f"; {other.character} has no Stash Loot to pay for a heal with (A29)"
    return ""


def _why_not_call_time(state: State) -> str:
    """R360, A51: time is called only in a timed game kept on the table's clock, once."""
    options = state.options
    if options.timed_minutes <= 0 or options.timed_clock != "wall":
        return (
            "; time is called only in a timed game on the table's clock (options timed_minutes"
            ' and timed_clock = "wall", R360, A51); otherwise the rounds count it'
        )
    if state.collapse or state.time_up:
        return "; time is up already: the dungeon collapses (R360)"
    if player(state, state.turn.seat).left is not None:
        return f"; {player(state, state.turn.seat).character} has left the dungeon"
    return ""


def _why_no_pickup(state: State, seat: int) -> str:
    """A Loot pickup refused (R209, R115)."""
    pl = player(state, seat)
    if pl.fleeing:
        return "; a fleeing player picks up no Loot (R172)"
    room = room_at(state, pl.place) if pl.place != ENTRANCE else None
    if room is None or not room.loot:
        return "; there is no Loot in this room"
    if room.monsters:
        return "; Loot is picked up only from a room with no Monsters (R209)"
    if state.turn.took_loot and extra_pickups(state, seat) <= 0:
        return "; this turn's Loot pickups are used up (R209: one a turn, more only by a card)"
    if state.turn.bonus_taken and pl.place in state.turn.bonus_taken:
        return "; this room's Loot was taken as the last-Monster bonus this turn (R115)"
    return ""


def _why_not_ranged(state: State, place: tuple[int, int]) -> str:
    """A Ranged Attack on a room's top Monster that no shtick of the player's may make (R097):
    every other reason (moved, Monsters here, the collapse...) the prompt already says."""
    seat = state.turn.seat
    pl = player(state, seat)
    open_targets = battle.ranged_targets(state)
    if not open_targets or place in open_targets:
        return ""
    floor = state.floors[pl.place[0]]
    if place[0] != pl.place[0]:
        return "; a Ranged Attack is made on your own floor only (R095)"
    if not floor.left <= place[1] < floor.left + len(floor.rooms):
        return "; there is no room there"
    room = floor.rooms[place[1] - floor.left]
    if not room.monsters:
        return "; there is no Monster in that room to attack"
    return (
        f"; no face-up Battle Shtick of {pl.character}'s may battle {room.monsters[0]} from "
        "there: out of Range, or one its abilities shut out (R097)"
    )


def _why_not_removed(state: State, place: tuple[int, int]) -> str:
    """A room the collapse may not remove now (R282-R284)."""
    allowed = collapse.removal_candidates(state)
    if not allowed or place in allowed:
        return ""
    floor = allowed[0][0]
    if place[0] != floor:
        return f"; the collapse removes rooms from the lowest floor first: floor {floor} (R282)"
    rooms = " or ".join(f"pos={p}" for _, p in allowed)
    return (
        f"; only an end room of the floor goes, the room with the stairs up last and an occupied "
        f"room only when no end room is empty (R282-R284): {rooms}"
    )


def _why_not_trade(state: State, action: A.TradeLoot | A.TradeMonsters, seat: int) -> str:
    """A trade-in refused: an empty Shtick Deck (A22), Loot not drooled over or worth less than
    Drool Factor 3 (R195), the Lich or a Monster not saved, less than 3 X (R193, R278)."""
    pl = player(state, seat)
    if not pl.deck and not state.options.trade_with_empty_deck:
        return (
            f"; {pl.character}'s Shtick Deck is empty, so a trade-in would give nothing (R197, "
            "A22; option trade_with_empty_deck)"
        )
    if isinstance(action, A.TradeLoot):
        drool = index_for(state).drool(pl.character)
        cold = [c for c in action.cards if c in pl.stash and drool[c] < 1]
        if cold:
            return (
                f"; {pl.character} does not drool over {', '.join(cold)}, so it counts for "
                "nothing in a Loot trade (R195)"
            )
        worn = [c for c in action.cards if c not in pl.stash and c in pl.equipped]
        if worn:
            return f"; {', '.join(worn)}: equipped, not in the Stash (unequip it first)"
        if all(c in pl.stash for c in action.cards):
            worth = sum(drool[c] for c in action.cards)
            if worth < 3:
                return f"; that Loot is worth Drool Factor {worth}: a Loot trade needs 3 (R195)"
            if worth > 3 and state.options.loot_trade_drool == "exactly_3":
                return f"; that Loot is worth Drool Factor {worth}: exactly 3 (A21, exactly_3)"
            spare = [c for c in action.cards if worth - drool[c] >= 3]
            if spare:
                return (
                    f"; {spare[0]} is not needed: the rest is worth Drool Factor "
                    f"{worth - drool[spare[0]]}, and a Loot trade buys one shtick (R371, A21)"
                )
        return ""
    spec = cards(state).monsters
    missing = [c for c in action.cards if c not in pl.saved]
    if any(c in spec and spec[c].lich for c in missing):
        return "; whoever defeats Xykon keeps him for scoring but never trades him in (R278)"
    if missing:
        return f"; {', '.join(missing)}: not among {pl.character}'s saved Monsters"
    if action.cards:
        nothing = [c for c in action.cards if spec[c].x < 1]
        if nothing:
            return f"; {', '.join(nothing)}: worth no X, never traded in (R193)"
        worth = sum(spec[c].x for c in action.cards)
        if worth < 3:
            return f"; those Monsters are worth {worth} X: a Monster trade needs 3 (R193)"
    return ""


def _why_unhealed(pl: Player, suffix: str = "") -> str:
    """R172, R165: why a heal of ``pl`` would heal nothing now ('' when it would heal)."""
    if pl.fleeing:
        return "; a fleeing player heals no Wounds until the Entrance (R172)"
    if not pl.wounds:
        return f"; {pl.character} has no Wound to heal{suffix}"
    return ""


def _why_not_discard_loot(state: State, card: str, seat: int) -> str:
    """A refused discard of Loot for its effect (R215): not held, not usable by this character,
    nothing to heal, or a move Loot once the move is over."""
    pl = player(state, seat)
    if card not in pl.stash and card not in pl.equipped:
        return f"; {card} is not among {pl.character}'s Loot"
    spec = cards(state).loot.get(card)
    if spec is None or not (spec.discard_heal or spec.discard_move):
        return f"; {card} has no effect to use: it is kept for its bonuses and Drool Factor"
    if pl.character not in spec.users:
        return f"; {pl.character} cannot use {card}"
    return _why_unhealed(pl) if spec.discard_heal else ""


OWN = frozenset({"start", "end"})
"""The phases of a turn's own start- and end-of-turn actions."""


def _why_not_own_turn_card(state: State, card: str, seat: int) -> str:
    """A start- or end-of-turn Screw This! card that would do nothing now (R227)."""
    s, pl = cards(state).screws.get(card), player(state, seat)
    if s is None:
        return ""
    own_turn = {"start-of-turn", "end-of-turn"}
    if own_turn.issuperset(s.windows) and (seat != state.turn.seat or state.phase not in OWN):
        return f"; {card} is played at the start or end of its holder's own turn (R227)"
    if seat != state.turn.seat:
        return ""
    if s.heal and (why := _why_unhealed(pl, ", so it would do nothing")):
        return why
    if s.draw_shtick and not pl.deck:
        return f"; {pl.character}'s Shtick Deck is empty, so it would draw nothing"
    return ""


def _why_not_shtick(state: State, index: int, seat: int) -> str:
    """Why a shtick cannot be the Battle Shtick against this Monster (R104, R119, R091, R101,
    R240-R248); '' when the reason is none of these."""
    battle, pl = state.battle, player(state, seat)
    if battle is None or battle.foe_seat is not None or not 0 <= index < len(pl.shticks):
        return ""
    cs = cards(state)
    card, shtick, monster = pl.shticks[index], cs.shticks[pl.shticks[index]], battle.monster
    value = shtick.attack if battle.attacker else shtick.defense
    blocked = [a for a in cs.monsters[monster].abilities if IMMUNITY.get(a.partition(":")[0])]
    typed = [a for a in blocked if IMMUNITY[a.partition(":")[0]] in shtick.kinds]
    if pl.flipped[index]:
        why = f"{card} is flipped (R104)"
    elif not shtick.battle:
        why = f"{card} is not a Battle Shtick (R104)"
    elif value is None:
        why = f"{card} has no {'Attack' if battle.attacker else 'Defense'} value (N/A, R104, R119)"
    elif pl.shticks.index(card) != index:
        why = f"the first {card} in play is the one to choose; copies only boost it (R105)"
    elif typed:
        kind = IMMUNITY[typed[0].partition(":")[0]]
        why = f"{monster} has {typed[0]}: no {kind} shtick may fight it (R240-R248)"
    else:
        return ""
    return f"; {why}"


def decision(state: State) -> Decision | None:
    """Who decides now and about what (without gathering the legal actions)."""
    if state.result is not None:
        return None
    return PHASES[state.phase].decision(state)


def build_flow() -> Flow[State]:
    """The game's turn engine (one per ``Oots`` instance)."""

    def after(state: State, before: State, ev: list[Event]) -> State:
        """A59: once the action's consequences are done (its automatic steps run), the
        fleeing-started and after-results windows open on what happened."""
        if "<" in state.phase:  # a topic named the next step (``table.then``): run it first
            state = flow.advance(state, ev)
        if not ev:
            return state
        if xykon.ready_made(state):
            state = xykon.reveal_occupied(state, ev)  # R322: a flight into a face-down room
        return latewindows.open_late(state, ev, before)

    flow = Flow(
        title="OOTS",
        phases=PHASES,
        handlers=HANDLERS,
        locate=attrgetter("phase"),  # the phase in play (C speed: asked every step)
        is_over=attrgetter("result"),  # an Outcome (truthy) once the game is over
        after=after,
        refusal=_refusal,
    )
    return flow
