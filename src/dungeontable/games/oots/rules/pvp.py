"""Player vs. player (R152-R161, R039, R062-R063, R098, A11, A19, A28, R298, R304).

Flow: the attacker names a shtick (``shtick`` phase, as for Monsters), the defender answers with
theirs (``pvp-defend``), each side may ask for help (``pvp-help``: attacker first, then the
defender; a helper helps one side only, R138), the before-roll window, then both roll.
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, DieRolled, Event

from ..common import arithmetic as ar
from ..common.dungeon import distance
from ..common.fights import pay_helpers, to_end
from ..common.openings import open_window
from ..common.opponents import NOBODY, shtick_choices
from ..common.queries import natural_value, team_of
from ..common.table import cards, flip_down, player, then, with_player, without
from ..common.wounds import lose_wounds
from ..events import BattleResolved, LootTaken, MissesNextTurn, PvpBattleBegan, ShtickChosen
from ..state import Battle, State


def attack_player(state: State, action: A.AttackPlayer, ev: list[Event]) -> State:
    seat = state.turn.seat
    here = player(state, seat).place
    there = player(state, action.seat).place
    d = distance(here, there) or 0
    battle = Battle(room=there, monster="", attacker=True, distance=d, foe_seat=action.seat)
    ev.append(PvpBattleBegan(seat=seat, defender=action.seat, distance=d))
    return replace(state, battle=battle, phase="shtick", turn=replace(state.turn, battled=True))


def defender_seat(state: State) -> int:
    assert state.battle is not None and state.battle.foe_seat is not None
    return state.battle.foe_seat


def defend_actions(state: State) -> list[Action]:
    """R154: the defender's shtick; R086: or first Charge! (become the Attacker)."""
    battle = state.battle
    assert battle is not None
    seat = defender_seat(state)
    attacking = not battle.attacker  # the defender charged
    found: list[Action] = [
        A.UseShtick(index=i) for i in shtick_choices(state, seat, attacking, battle.distance)
    ]
    if attacking and battle.distance > 0 and found:
        return found  # R097: no unarmed ranged attack
    if (
        state.options.pvp_charge
        and battle.attacker
        and shtick_choices(state, seat, True, battle.distance)
    ):
        pl = player(state, seat)
        spec = cards(state).shticks
        found += [
            A.Charge(index=i)
            for i, (c, f) in enumerate(zip(pl.shticks, pl.flipped, strict=True))
            if not f and spec[c].become_attacker
        ]
    return [*found, A.UseShtick(index=-1)]


def charge(state: State, action: A.Charge, ev: list[Event]) -> State:
    """R086 (Charge!) in PvP: the defender flips it and becomes the Attacker of this battle;
    the active player then defends with the Defense of the shtick they declared."""
    battle = state.battle
    assert battle is not None
    state = flip_down(state, defender_seat(state), action.index, ev)
    return replace(state, battle=replace(battle, attacker=False))


def choose_defense(state: State, action: A.UseShtick, ev: list[Event]) -> State:
    battle = state.battle
    assert battle is not None
    seat = defender_seat(state)
    index = None if action.index < 0 else action.index
    name = "none" if index is None else player(state, seat).shticks[index]
    ev.append(ShtickChosen(seat=seat, shtick=name))
    battle = replace(battle, foe_shtick=index, foe_chosen=True)
    state = replace(state, battle=battle, phase="help")
    if index is not None:
        opened = open_window(state, "shtick-declared", ev)  # A59: Wardrobe Malfunction
        if opened is not None:
            return opened
    return state


def side_view(state: State, battle: Battle, side: int) -> tuple[int, Battle]:
    """The battle as seen by one side, for the shared modifier arithmetic (R107/R120)."""
    if side == 0:
        helps = tuple(h for h in battle.helps if h.side == 0)
        return state.turn.seat, replace(battle, helps=helps)
    seat = defender_seat(state)
    helps = tuple(h for h in battle.helps if h.side == 1)
    view = replace(
        battle,
        attacker=not battle.attacker,  # R086: a defender who charged attacks
        shtick=battle.foe_shtick,
        helps=helps,
        player_bonus=battle.foe_bonus,
    )
    return seat, view


def roll(state: State, ev: list[Event]) -> State:
    """R152, R156: each side rolls a d12 (kept in ``battle.faces``); then rerolls, results."""
    battle = state.battle
    assert battle is not None
    faces = []
    for seat in (state.turn.seat, defender_seat(state)):
        face, rng = state.rng.roll(12)
        state = replace(state, rng=rng)
        ev.append(DieRolled(seat=seat, purpose="battle", sides=12, value=face))
        faces.append(face)
    return then(replace(state, battle=replace(battle, faces=tuple(faces))), "after-dice")


def modifiers(state: State, battle: Battle) -> tuple[int, int]:
    """R156, R107/R120, R161, R299: both sides' modifiers. Card-file sets: ``combat/`` (every
    conditional bonus, e.g. vs players, vs the foe's shtick type); code-built sets: flat."""
    totals = ar.combat_totals(state, battle)
    if totals is not None:
        return totals
    found = []
    for side in (0, 1):
        seat, view = side_view(state, battle, side)
        total = ar.player_modifier(state, seat, view, NOBODY)
        pl = player(state, seat)
        if side == 1 and (pl.resting or pl.missed > 0) and not _guarded(state, seat):
            total -= 4  # R161
        found.append(total)
    return found[0], found[1]


def finish(state: State, ev: list[Event]) -> State:
    """R156, R161, R303-R304: higher total wins; equal totals draw."""
    battle = state.battle
    assert battle is not None
    mods = modifiers(state, battle)
    faces = list(battle.faces)

    seats = (state.turn.seat, defender_seat(state))
    totals = [natural_value(state, s, f) + m for s, f, m in zip(seats, faces, mods, strict=True)]
    result = _result(state, faces, totals, battle)
    ev.append(
        BattleResolved(
            seat=state.turn.seat,
            monster="",
            roll=faces[0],
            player_total=totals[0],
            monster_total=totals[1],
            result=result,
        )
    )
    return _apply(state, result, ev)


def _guarded(state: State, seat: int) -> bool:
    """R299 (Go Team): no -4 while a non-resting teammate shares the room."""
    if not state.options.go_team:
        return False
    here = player(state, seat).place
    return any(
        s != seat
        and team_of(state, s) == team_of(state, seat)
        and p.place == here
        and not p.resting
        for s, p in enumerate(state.players)
    )


def _result(state: State, faces: list[int], totals: list[int], battle: Battle) -> str:
    lucky = state.options.lucky_bastards
    if lucky and faces[0] == faces[1] and faces[0] in (1, 12):
        return "draw"  # R304
    if lucky and (1 in faces or 12 in faces):
        win = faces[0] == 12 or faces[1] == 1
    elif totals[0] == totals[1]:
        return "draw"
    else:
        win = totals[0] > totals[1]
    used = battle.shtick if win else battle.foe_shtick
    if used is None:
        return "draw"  # R150: a win without a Battle Shtick is a draw
    winner = state.turn.seat if win else defender_seat(state)
    if cards(state).shticks[player(state, winner).shticks[used]].draw_result:
        return "draw"  # R111, L852: the winner's shtick makes its win a draw
    return "win" if win else "lose"


def _apply(state: State, result: str, ev: list[Event]) -> State:
    """R157-R160: the winner's Result on the loser, Loot taken at Range 0; the attacker is done."""
    battle = state.battle
    assert battle is not None
    state = pay_helpers(state, ev)
    if result != "draw":
        attacker_won = result == "win"
        winner = state.turn.seat if attacker_won else defender_seat(state)
        loser = defender_seat(state) if attacker_won else state.turn.seat
        state = _results(state, result, ev)  # R374: the Result first (L1018), then the Loot
        if state.result is not None:
            return state  # R289: the loser fled out of the collapsing dungeon, the game is over
        state = _flip_both(state, ev)  # R159, L1022: step 7, after a flight the Result caused
        if len(take_choices(state, winner, loser, battle.distance)) > 1:
            return replace(state, battle=replace(battle, pvp_result=result), phase="pvp-take")
        state = _take_loot(state, winner, loser, battle.distance, ev)
    else:
        state = _flip_both(state, ev)
    return _turn_over(state)


def _flip_both(state: State, ev: list[Event]) -> State:
    """R116, R159: each side's flip-icon Battle Shtick flips at the end of the battle."""
    battle = state.battle
    assert battle is not None
    state = _flip(state, state.turn.seat, battle.shtick, ev)
    return _flip(state, defender_seat(state), battle.foe_shtick, ev)


def _sides(state: State, result: str) -> tuple[int, int]:
    """(winner, loser) of a PvP battle whose Attacker won (``win``) or lost."""
    if result == "win":
        return state.turn.seat, defender_seat(state)
    return defender_seat(state), state.turn.seat


def _results(state: State, result: str, ev: list[Event]) -> State:
    """R157: the winner's shtick Result on the loser, before the Loot is taken (R374, L1018-
    L1019): a loser sent fleeing has unequipped everything, so the winner draws from the Stash."""
    battle = state.battle
    assert battle is not None
    winner, loser = _sides(state, result)
    index = battle.shtick if result == "win" else battle.foe_shtick
    assert index is not None
    sh = cards(state).shticks[player(state, winner).shticks[index]]
    if sh.result == "miss_turn":
        state = with_player(state, loser, missed=player(state, loser).missed + 1)
        ev.append(MissesNextTurn(seat=loser, by=winner, card=sh.id))
    elif sh.result == "wound":
        state = lose_wounds(state, loser, 1, ev)
    elif sh.result == "steal_loot":  # L1018: "draw random Loot from the losing player's Stash"
        state = _draw_stash(state, winner, loser, ev)
    return state


def _turn_over(state: State) -> State:
    """R160: the Attacker battles nothing more this turn (a fleeing one: restricted)."""
    if player(state, state.turn.seat).fleeing:
        state = replace(state, turn=replace(state.turn, stage="restricted"))
    return to_end(state)


def take_choices(state: State, winner: int, loser: int, d: int) -> tuple[str, ...]:
    """R158, R374 (000 L1019): the equipped Loot the winner may take, "of the winner's
    choice" (one per card id); none at range under A11 (then nothing is taken)."""
    if d > 0 and state.options.pvp_loot_range_zero_only:
        return ()
    return tuple(dict.fromkeys(player(state, loser).equipped))


def taking_seat(state: State) -> int:
    """The winner of the PvP battle waiting in phase ``pvp-take``."""
    assert state.battle is not None
    return _sides(state, state.battle.pvp_result)[0]


def take_actions(state: State) -> list[Action]:
    battle = state.battle
    assert battle is not None
    winner, loser = _sides(state, battle.pvp_result)
    return [A.TakeEquipped(card=c) for c in take_choices(state, winner, loser, battle.distance)]


def take_equipped(state: State, action: A.TakeEquipped, ev: list[Event]) -> State:
    """R374: the winner's chosen equipped Loot goes into the winner's Stash (after the Result)."""
    battle = state.battle
    assert battle is not None
    winner, loser = _sides(state, battle.pvp_result)
    state = _take_loot(state, winner, loser, battle.distance, ev, action.card)
    return _turn_over(state)


def _flip(state: State, seat: int, index: int | None, ev: list[Event]) -> State:
    if index is None:
        return state
    pl = player(state, seat)
    if not cards(state).shticks[pl.shticks[index]].flip:
        return state
    return flip_down(state, seat, index, ev)


def _take_loot(
    state: State, winner: int, loser: int, d: int, ev: list[Event], chosen: str = ""
) -> State:
    """R158, A11: an equipped Loot (``chosen`` by the winner, R374, or the only one), else a
    random Stash one; only at Range 0 under the default ruling."""
    if d > 0 and state.options.pvp_loot_range_zero_only:
        return state
    lp = player(state, loser)
    if not lp.equipped:
        return _draw_stash(state, winner, loser, ev)
    card = chosen or lp.equipped[0]
    state = with_player(state, loser, equipped=without(lp.equipped, card))
    ev.append(LootTaken(seat=winner, card=card))  # equipped Loot is face-up
    return with_player(state, winner, stash=(*player(state, winner).stash, card))


def _draw_stash(state: State, winner: int, loser: int, ev: list[Event]) -> State:
    """One random card of the loser's Stash into the winner's (seen by those two only)."""
    stash = player(state, loser).stash
    if not stash:
        return state
    i, rng = state.rng.below(len(stash))
    card = stash[i]
    state = replace(state, rng=rng)
    state = with_player(state, loser, stash=stash[:i] + stash[i + 1 :])
    both = (winner, loser)
    ev.append(LootTaken(seat=winner, card=card, to=both))
    others = tuple(x for x in range(state.seats) if x not in both)
    if others:
        ev.append(LootTaken(seat=winner, card="", to=others))
    return with_player(state, winner, stash=(*player(state, winner).stash, card))
