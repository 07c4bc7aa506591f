"""Scrolls (R210-R215, A-18, A-44): single use, any time on the owner's own turn (also in
combat), affecting only the reader, then discarded. ``CardDef.use`` names the template:

- ``identify``: roll the identity of an unknown potion colour in the hand; the potion stays
  (R211, R193);
- ``step``: move to an orthogonal neighbour ignoring walls, onto a face-up tile with no token or
  enemy; the turn ends and the arrival waits (R212, R300). Enemies still next to him fight on
  (A-51); the others let him go;
- ``poison_heals``: only while poisoned (A-44; ``poison_scroll_unpoisoned="waits_for_poison"``:
  also unpoisoned, and it waits for the next poison); each poison tick heals X instead, until
  the poison ends (R213; the tick itself is ``status.poison_tick``);
- ``remove_curses``: every cursed card in the hand and on the equipment is discarded (R214,
  A-18; ``curse_scroll_hits_all_artifacts`` also takes every artifact);
- ``max_health``: max health +X and current health +X until death (R215).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Event

from ..actions import Identify, ReadScroll, StepThrough
from ..common.board import STEP, is_connected_pair, unpack
from ..common.equipment import reseat_second_weapon
from ..common.identification import identify
from ..common.ownership import clamp_health, lose
from ..common.queues import leave
from ..common.shared import Facts, cat, end_turn_now, hand_facts
from ..common.tiles import is_walkable
from ..definitions import DIRS, CardDef
from ..events import CardsDiscarded, MaxHealthRaised, Moved, PoisonTurnedToHealing, ScrollRead
from ..state import EMPTY_SLOTS, State, enemy_by_uid, update_player


def _scrolls(state: State) -> dict[str, list[str]]:
    """The scrolls in the hand by template, one per card id."""
    catalog = cat(state)
    found: dict[str, list[str]] = {}
    for card in dict.fromkeys(state.players[state.seat].hand):
        use = catalog[card].use
        if use is not None:
            found.setdefault(use[0], []).append(card)
    return found


def unknown_potions(state: State, seat: int) -> list[str]:
    """Potions in the hand whose colour nobody has identified yet (one per colour)."""
    catalog = cat(state)
    found: dict[str, str] = {}
    for card in state.players[seat].hand:
        color = catalog[card].color
        if catalog[card].kind == "potion" and color and color not in state.identified:
            found.setdefault(color, card)
    return list(found.values())


def step_directions(state: State, seat: int) -> list[int]:
    """R212: every orthogonal neighbour that is face-up and free, walls or not."""
    pos = state.players[seat].pos
    return [d for d in range(4) if is_walkable(state, pos + STEP[d])]


def scroll_options(state: State, facts: Facts = hand_facts) -> list[Action]:
    hand = state.players[state.seat].hand
    if not hand or not facts(state, hand).scroll:
        return []
    scrolls = _scrolls(state)
    if not scrolls:
        return []
    seat = state.seat
    found: list[Action] = []
    for card in scrolls.get("identify", ()):
        found.extend(Identify(scroll=card, potion=p) for p in unknown_potions(state, seat))
    for card in scrolls.get("step", ()):
        found.extend(StepThrough(scroll=card, dir=DIRS[d]) for d in step_directions(state, seat))
    if state.players[seat].poison > 0 or state.options.poison_scroll_unpoisoned != "not_usable":
        found.extend(ReadScroll(card=c) for c in scrolls.get("poison_heals", ()))
    found.extend(ReadScroll(card=c) for c in scrolls.get("remove_curses", ()))
    found.extend(ReadScroll(card=c) for c in scrolls.get("max_health", ()))
    return found


def _use(state: State, seat: int, card: str, ev: list[Event]) -> State:
    """R210: the scroll is discarded once read."""
    state = lose(state, seat, card)
    ev.append(ScrollRead(seat=seat, card=card))
    return replace(state, discard=(*state.discard, card))


def read_identify(state: State, action: Identify, ev: list[Event]) -> State:
    """R211: the colour is rolled for (with rerolls, R193); the potion is not used."""
    seat = state.seat
    state = _use(state, seat, action.scroll, ev)
    color = cat(state)[action.potion].color
    assert color is not None
    return identify(state, color, seat, ev)[1]


def read_step(state: State, action: StepThrough, ev: list[Event]) -> State:
    """R212, R300, A-51: move through the wall; the turn ends; the arrival waits."""
    seat = state.seat
    state = _use(state, seat, action.scroll, ev)
    dest = state.players[seat].pos + STEP[DIRS.index(action.dir)]
    for uid in state.players[seat].fights:
        enemy = enemy_by_uid(state, uid)
        if enemy is not None and not is_connected_pair(state.cells, dest, enemy.pos):
            state = leave(state, seat, uid, ev)
    state = update_player(state, seat, pos=dest, deferred=True)
    x, y = unpack(dest)
    ev.append(Moved(seat=seat, x=x, y=y, how="scroll"))
    return end_turn_now(state)


def read(state: State, action: ReadScroll, ev: list[Event]) -> State:
    seat = state.seat
    template, x = cat(state)[action.card].use or ("", 0)
    state = _use(state, seat, action.card, ev)
    if template == "poison_heals":
        ev.append(PoisonTurnedToHealing(seat=seat, amount=x))
        return update_player(state, seat, poison_heals=x)
    if template == "remove_curses":
        return remove_curses(state, seat, ev)
    player = state.players[seat]
    health = player.health + x
    ev.append(MaxHealthRaised(seat=seat, amount=x, health=health))
    return update_player(state, seat, perm_max=player.perm_max + x, health=health)


def is_removed_by_scroll(state: State, card: CardDef) -> bool:
    """R214 / A-18: cursed cards, or with the option every artifact too."""
    every_artifact = state.options.curse_scroll_hits_all_artifacts and card.kind == "artifact"
    return card.cursed or every_artifact


def remove_curses(state: State, seat: int, ev: list[Event]) -> State:
    """R214: hand and equipment lose their cursed cards (A-17: max health only changes)."""
    catalog = cat(state)
    player = state.players[seat]
    gone = [c for c in player.hand if is_removed_by_scroll(state, catalog[c])]
    hand = tuple(c for c in player.hand if not is_removed_by_scroll(state, catalog[c]))
    equipment = list(EMPTY_SLOTS)
    for index, card in enumerate(player.equipment):
        if card and is_removed_by_scroll(state, catalog[card]):
            gone.append(card)
        else:
            equipment[index] = card
    if not gone:
        return state
    equipped = reseat_second_weapon(catalog, tuple(equipment))
    state = update_player(state, seat, hand=hand, equipment=equipped)
    ev.append(CardsDiscarded(seat=seat, cards=tuple(gone), reason="remove all your cursed items"))
    if state.options.artifact_loss_health == "clamp_current":
        state = clamp_health(state, seat, tuple(gone), ev)
    return replace(state, discard=(*state.discard, *gone))
