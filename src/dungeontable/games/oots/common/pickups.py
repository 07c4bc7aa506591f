"""Taking Loot from a room's pile and the Traps it springs (R209-R211, R219-R226, A25), shared
by the topics that hand out Loot: a pickup, a rest, the last-Monster bonus, the Lich's killer."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import DieRolled, Event

from ..combat.from_state import catalog_or_none
from ..combat.modifiers import evade_bonus
from ..events import LootTaken, TrapSprung
from ..state import State
from .fights import discard_random_hand, discard_random_stash
from .knockdown import knocked_down
from .powers import try_disarm
from .queries import trap_victims
from .table import cards, discard_loot, player, room_at, with_player, with_room
from .wounds import lose_wounds


def bonus_asked(state: State, seat: int) -> bool:
    """A80 ``bonus_pickups = "ask"``: the 2 bonus Loot are a question only when there is Loot
    to take and the player can take it (a fleeing or knocked-down player takes none, A25)."""
    if state.options.bonus_pickups != "ask":
        return False
    pl = player(state, seat)
    return bool(room_at(state, pl.place).loot) and not pl.fleeing and not knocked_down(state, seat)


def rest_pickups(state: State) -> int:
    """R179, A09: a rest takes 2 Loot, or 1 when a Loot was already taken this turn."""
    return 1 if (state.turn.took_loot and state.options.rest_pickup_total_two) else 2


def pick_up(state: State, seat: int, count: int, ev: list[Event]) -> State:
    """Take ``count`` cards from the top of this room's pile; Traps go off (R219, A25: a Trap
    uses up its pickup, or with ``trap_uses_pickup`` off it does not count)."""
    taken = 0
    while taken < count:
        card = top_loot(state, seat)
        if card is None:
            return state
        place = player(state, seat).place
        state = with_room(state, place, loot=room_at(state, place).loot[1:])
        if cards(state).loot[card].trap:
            state = spring_trap(state, seat, card, ev)
            taken += 1 if state.options.trap_uses_pickup else 0
            continue
        taken += 1
        state = to_stash(state, seat, card, ev)
    return state


def top_loot(state: State, seat: int) -> str | None:
    """The card ``seat``'s pickup takes next, or ``None`` when it takes no more: the game is
    over (R289: a Trap's flight out of the collapse), the player flees or is knocked down (A25,
    A82), or the room's pile is empty."""
    pl = player(state, seat)
    if state.result is not None or pl.fleeing or knocked_down(state, seat):
        return None
    loot = room_at(state, pl.place).loot
    return loot[0] if loot else None


def to_stash(state: State, seat: int, card: str, ev: list[Event]) -> State:
    """``card`` into ``seat``'s Stash, told to that player only; the others hear that a Loot
    card was taken, not which (R211: drawn Loot is private)."""
    state = with_player(state, seat, stash=(*player(state, seat).stash, card))
    others = tuple(s for s in range(state.seats) if s != seat)
    ev.append(LootTaken(seat=seat, card=card, to=(seat,)))
    if others:
        ev.append(LootTaken(seat=seat, card="", to=others))
    return state


def spring_trap(state: State, seat: int, card: str, ev: list[Event]) -> State:
    """R219-R225: shown to all; each affected player rolls d12 >= Evade or suffers it."""
    ev.append(TrapSprung(seat=seat, card=card))
    state, disarmed = try_disarm(state, seat, card, ev)
    if disarmed:
        return state
    return evade_rolls(state, seat, card, ev)


def evade_rolls(
    state: State, seat: int, card: str, ev: list[Event], bonus: tuple[tuple[int, int], ...] = ()
) -> State:
    """R222-R225: each affected, non-fleeing player rolls d12 (+ window bonuses) >= Evade."""
    spec = cards(state).loot[card]
    for victim in trap_victims(state, seat, card):
        if state.result is not None:
            break  # R289: a victim fled out of the collapsing dungeon and the game is over
        if player(state, victim).fleeing:
            continue  # R225
        face, rng = state.rng.roll(12)
        state = replace(state, rng=rng)
        ev.append(DieRolled(seat=victim, purpose="evade", sides=12, value=face))
        extra = sum(x for s, x in bonus if s == victim) + card_evade(state, victim)
        if face + extra < spec.evade:  # R222: the Trap's effects (L1547)
            if spec.trap_miss:
                missed = player(state, victim).missed + spec.trap_miss
                state = with_player(state, victim, missed=missed)
            for _ in range(spec.trap_discard):
                state = discard_random_stash(state, victim, ev)
            for _ in range(spec.trap_hand_discard):
                state = discard_random_hand(state, victim, ev)  # Alarm Bell
            if spec.wounds:
                state = lose_wounds(state, victim, spec.wounds, ev)
    if state.options.nerdcore:
        return discard_loot(state, (card,))  # R310
    return replace(state, removed=(*state.removed, card))  # R224


def card_evade(state: State, seat: int) -> int:
    """R223: Evade bonuses of face-up shticks and usable equipped Loot (card-file sets)."""
    cat = catalog_or_none(state.cards)
    if cat is None:
        return 0
    pl = player(state, seat)
    face_up = tuple(c for c, f in zip(pl.shticks, pl.flipped, strict=True) if not f)
    return evade_bonus(pl.character, face_up, pl.equipped, cat)
