"""The turn machine: who decides in each phase, the legal answers, and the action handlers.

Every handler leaves the state in a decision phase (or over): rules modules hand control on
by calling the next step directly, so there are no automatic phases to run.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dungeontable.core import Action, Decision, Event, IllegalAction

from . import actions as A
from .rules import (
    aftermath,
    battle,
    collapse,
    healdeal,
    latewindows,
    loot,
    movement,
    placedwindow,
    powers,
    pvp,
    pvp_npcs,
    reroll,
    shadows,
    shticks,
    stocking,
    stumble,
    trades,
    trapwindow,
    turn,
    windows,
)
from .state import State

Seat = Callable[[State], int]
Legal = Callable[[State], list[Action]]

PHASES: dict[str, tuple[Seat, Legal, str]] = {
    "pick-start": (turn.picking_seat, turn.put_back_actions, "put one Starting Shtick back (R005)"),
    "pick-shadow": (shadows.picking_seat, shadows.pick_actions, "pick your shadow NPC (R306)"),
    "start": (
        lambda s: s.turn.seat,
        turn.start_actions,
        "take start-of-turn actions, move, or stay",
    ),
    "move": (lambda s: s.turn.seat, movement.move_actions, "move on or stop"),
    "stock": (stocking.placing_seat, stocking.place_actions, "place a Monster into the new battle"),
    "foe": (lambda s: s.turn.seat, battle.foe_actions, "attack a Monster in range or stop"),
    "chain": (lambda s: s.turn.seat, battle.chain_actions, "battle the next Monster or stop"),
    "shtick": (lambda s: s.turn.seat, battle.shtick_actions, "choose a Battle Shtick"),
    "help": (lambda s: s.turn.seat, battle.help_actions, "ask for assistance or fight"),
    "pvp-defend": (pvp.defender_seat, pvp.defend_actions, "choose a shtick to defend with"),
    "heal-offer": (
        healdeal.patient_seat,
        healdeal.answer_actions,
        "a heal is offered for Loot: pay with a Stash card, or refuse (A29)",
    ),
    "pvp-help": (pvp.defender_seat, battle.help_actions, "ask for assistance or fight"),
    "pvp-npc": (battle.asking_seat, pvp_npcs.npc_actions, "offer Loot to an NPC or stop"),
    "answer": (
        battle.answering_seat,
        battle.answer_actions,
        "accept or refuse the assistance offer",
    ),
    "picked": (
        lambda s: s.turn.seat,
        windows.picked_actions,
        "play a Screw This! card for the Loot just picked up, or pass",
    ),
    "placed": (
        placedwindow.placed_seat,
        placedwindow.placed_actions,
        "play a Screw This! card on the Monster just placed, or pass",
    ),
    "stumble": (
        stumble.stumble_seat,
        stumble.stumble_actions,
        "play a Screw This! card on the player who starts moving, or pass",
    ),
    "trap": (
        trapwindow.trap_seat,
        trapwindow.trap_actions,
        "play a Screw This! card before the Evade rolls, or pass",
    ),
    "reroll": (reroll.reroll_seat, reroll.reroll_actions, "keep the battle roll or reroll"),
    "late": (
        latewindows.late_seat,
        latewindows.late_actions,
        "play a Screw This! card now (fleeing started / after the results), or pass",
    ),
    "window": (windows.priority_seat, windows.window_actions, "play a Screw This! card or pass"),
    "keep": (lambda s: s.turn.seat, aftermath.keep_actions, "keep the defeated Monster or not"),
    "pick": (lambda s: s.turn.seat, shticks.pick_actions, "keep one of the drawn shticks"),
    "end": (lambda s: s.turn.seat, turn.end_actions, "take end-of-turn actions and end the turn"),
}

Handler = Callable[[State, Any, list[Event]], State]

HANDLERS: dict[type[Action], Handler] = {
    A.PutBack: turn.put_back,
    A.Equip: loot.equip,
    A.Unequip: loot.unequip,
    A.TakeLoot: loot.take,
    A.Search: turn.search,
    A.TradeMonsters: shticks.trade_monsters,
    A.TradeLoot: shticks.trade_loot,
    A.PickShtick: shticks.pick_shtick,
    A.FlipToHeal: shticks.flip_to_heal,
    A.DiscardForShtick: shticks.discard_for_shtick,
    A.Rest: turn.rest,
    A.Step: movement.step,
    A.Stay: movement.stay,
    A.StopMoving: movement.stop_moving,
    A.PlaceMonster: stocking.place_monster,
    A.RangedAttack: battle.ranged_attack,
    A.NextMonster: battle.next_monster,
    A.EndBattles: battle.end_battles,
    A.UseShtick: lambda s, a, ev: (
        pvp.choose_defense(s, a, ev) if s.phase == "pvp-defend" else battle.use_shtick(s, a, ev)
    ),
    A.AttackPlayer: pvp.attack_player,
    A.Charge: lambda s, a, ev: (
        pvp.charge(s, a, ev) if s.phase == "pvp-defend" else battle.charge(s, a, ev)
    ),
    A.AskHelp: battle.ask_help,
    A.Fight: battle.fight,
    A.AcceptHelp: battle.answer,
    A.DeclineHelp: battle.answer,
    A.PlayScrew: windows.play_screw,
    A.PassPriority: windows.pass_priority,
    A.SaveMonster: aftermath.keep,
    A.EndTurn: turn.end_turn_action,
    A.RemoveRoom: collapse.remove_room,
    A.FlipFoeShtick: powers.flip_foe_shtick,
    A.PickPocket: powers.pick_pocket,
    A.HealOther: powers.heal_other,
    A.FlipForLoot: powers.flip_for_loot,
    A.Reroll: reroll.reroll,
    A.KeepRoll: reroll.keep_roll,
    A.FlipForBonus: powers.flip_for_bonus,
    A.PickShadow: shadows.pick,
    A.GiveLoot: trades.give_loot,
    A.OfferHeal: healdeal.offer_heal,
    A.PayForHeal: healdeal.pay,
    A.RefuseHeal: healdeal.refuse,
}


def decision(state: State) -> Decision | None:
    """Who decides now and about what."""
    if state.result is not None:
        return None
    seat, _, prompt = PHASES[state.phase]
    return Decision(seat=seat(state), kind=state.phase, prompt=prompt)


# The memo holds ONE tuple (state, answer), read once and replaced whole: a bot thinking on a
# worker thread while the table applies actions sees the old pair or the new one, never one
# state's answer paired with another state (the old two-slot list could mix them).
_legal: list[tuple[State | None, tuple[Action, ...]]] = [(None, ())]


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal answer to the current decision, in a stable order (remembered for the last
    state asked about: the runner asks, then ``apply`` checks the same state)."""
    seen, remembered = _legal[0]
    if seen is state:
        return remembered
    found: tuple[Action, ...] = ()
    if state.result is None:
        found = tuple(PHASES[state.phase][1](state))
    _legal[0] = (state, found)
    return found


def apply(state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
    legal = legal_actions(state)
    if action not in legal:
        now = decision(state)
        why = "the game is over" if now is None else f"seat {now.seat} must {now.prompt}"
        raise IllegalAction(
            f"{action.to_text()} is not allowed now: {why}", tuple(a.to_text() for a in legal)
        )
    ev: list[Event] = []
    before = state
    state = HANDLERS[type(action)](state, action, ev)
    if ev:
        state = latewindows.open_late(state, ev, before)  # A59: fleeing-started, after-results
    return state, tuple(ev)
