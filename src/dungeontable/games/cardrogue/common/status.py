"""Health, healing, poison and skipped turns (R008, R009, R220-R231), and dying (R240, R244).

Every change of a player's health goes through ``hurt`` or ``heal`` so deaths are never missed
(R240: a player dies the moment his health is 0 or less, even outside his turn): ``kill`` then
opens the dead player's choices, which ``rules.death`` answers.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..events import EnemyStatusChanged, HealthChanged, PlayerDied, StatusChanged
from ..phases import END
from ..state import NOWHERE, Enemy, Pending, State, update_player, with_enemy
from .board import unpack
from .ending import finish
from .queues import leave_all
from .shared import cat, is_own_turn
from .stats import active_cards, max_health


def hurt(state: State, seat: int, amount: int, cause: str, ev: list[Event]) -> State:
    """Lose ``amount`` health (no reduction here: callers apply R080 first)."""
    if amount <= 0:
        return state
    player = state.players[seat]
    health = player.health - amount
    state = update_player(state, seat, health=health)
    ev.append(HealthChanged(seat=seat, amount=-amount, cause=cause, health=health))
    if health <= 0:
        state = kill(state, seat, ev)
    return state


def heal(state: State, seat: int, amount: int, cause: str, ev: list[Event]) -> State:
    """R008: healing caps at max health and never lowers health."""
    player = state.players[seat]
    top = max_health(cat(state), player)
    if amount <= 0 or player.health >= top:
        return state
    health = min(top, player.health + amount)
    ev.append(HealthChanged(seat=seat, amount=health - player.health, cause=cause, health=health))
    return update_player(state, seat, health=health)


def poison(state: State, seat: int, turns: int, cause: str, ev: list[Event]) -> State:
    """R221: remaining = max(remaining, new); a poison-resist trait shortens the new one."""
    player = state.players[seat]
    resist = sum(c.poison_resist for c in active_cards(cat(state), player))
    turns = max(1, turns - resist) if resist else turns
    if state.options.poison_again_reads_printed:
        left, printed, _ = poisoned_again(player.poison, player.poison_x, turns)
        ev.append(StatusChanged(seat=seat, status="poison", turns=left, cause=cause))
        return update_player(state, seat, poison=left, poison_x=printed)
    left = max(player.poison, turns)
    ev.append(StatusChanged(seat=seat, status="poison", turns=left, cause=cause))
    return update_player(state, seat, poison=left)


def poisoned_again(left: int, printed: int, turns: int) -> tuple[int, int, bool]:
    """A-71 ``poison_again_reads_printed`` (003 L698): poisoned again while poisoned, a new X
    shorter than the old poison's printed X (``printed``, or the turns ``left`` if unknown)
    leaves the old poison running; otherwise the new poison runs for its X turns. Returns the
    turns left, the printed X now running and whether the new poison is the one that runs."""
    if left > 0 and turns < (printed or left):
        return left, printed or left, False
    return turns, turns, True


def poison_enemy(
    state: State, enemy: Enemy, turns: int, by: int, cause: str, ev: list[Event]
) -> State:
    """R221 / R223: an enemy poisoned for ``turns`` by ``by`` (a potion, a trap): remaining =
    max(remaining, new), the ticks now following ``by``'s turns, unless the new poison is the
    shorter (the old one and its poisoner go on, 003 L698-702; A-71 reads "shorter" by turns
    left, or with ``poison_again_reads_printed`` by the old poison's printed X)."""
    printed = 0
    if state.options.poison_again_reads_printed:
        left, printed, new = poisoned_again(enemy.poison, enemy.poison_x, turns)
    else:
        left, new = max(enemy.poison, turns), turns >= enemy.poison
    by = by if new else enemy.poisoner
    ev.append(
        EnemyStatusChanged(
            enemy=enemy.uid, card=enemy.card, status="poison", turns=left, cause=cause
        )
    )
    return with_enemy(state, replace(enemy, poison=left, poisoner=by, poison_x=printed))


def skip_turns(state: State, seat: int, turns: int, cause: str, ev: list[Event]) -> State:
    """R226 / A-10: one skip counter; max(current, new), or added with ``skip_stacking=add``."""
    player = state.players[seat]
    left = player.skip + turns if state.options.skip_stacking == "add" else max(player.skip, turns)
    ev.append(StatusChanged(seat=seat, status="skip", turns=left, cause=cause))
    return update_player(state, seat, skip=left)


def poison_tick(state: State, seat: int, ev: list[Event]) -> State:
    """R022(a), R220, R213: lose 1 (or heal 1 with the scroll active) and count down."""
    player = state.players[seat]
    if player.poison <= 0:
        return state
    left = player.poison - 1
    heals = player.poison_heals if left > 0 else 0
    state = update_player(state, seat, poison=left, poison_heals=heals)
    if player.poison_heals:
        return heal(state, seat, player.poison_heals, "poison turned to healing", ev)
    return hurt(state, seat, 1, "poison", ev)


def kill(state: State, seat: int, ev: list[Event]) -> State:
    """R240: the player is dead; his turn ends if it was his (R244)."""
    player = state.players[seat]
    x, y = unpack(player.pos)
    ev.append(PlayerDied(seat=seat, x=x, y=y))
    if state.seats == 1:
        return finish(state, ev, "died")
    own = is_own_turn(state, seat)
    state = leave_all(state, seat, ev, reset=state.options.death_resets_enemy)
    state = update_player(
        state,
        seat,
        pos=NOWHERE,
        poison=0,
        poison_heals=0,
        skip=0,
        deferred=False,
        deaths=player.deaths + 1,
        fights=(),
    )
    has_cards = bool(player.hand) or (any(player.equipment) and equipment_counts(state))
    kind = "keep" if has_cards else "respawn"
    state = replace(state, pending=(*state.pending, Pending(kind, seat, pos=player.pos)))
    if own:
        state = replace(state, phase=END, todo=(), stage=0)
    return state


def equipment_counts(state: State) -> bool:
    """A-14: equipped cards are among a dead player's cards (``death_cards="hand_only"``: they
    are not, and stay equipped through death)."""
    return state.options.death_cards == "hand_and_equipment"
