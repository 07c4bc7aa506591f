"""Screw This! priority windows on the core response stack (R227-R231, ruling A59).

A59 fixes the points where a window opens; ``WINDOWS`` is that list, in the order they come up in
a turn, and every one of them opens (``OPENED``). The battle windows of this module
(``shtick-declared``, ``before-roll`` with the help-arranged cards, ``after-roll``) open in every
kind of battle: Monster, Area Effect and PvP. Seats are asked in turn order from the active
player; a seat holding no card playable now is skipped without being asked (core
``ResponseStack``), or, under ``uniform_windows`` (tables with people), asked all the same with the
pass as its only answer, so being asked never shows who holds a card (``common.openings.asks``).
A played card is pushed; other holders may answer it (R228); when everyone
has passed in a row the top card resolves (LIFO), and the window reopens while cards remain.
``ON_STACK`` lists the windows that work this way; in the others a card resolves at once (see
``OPENED``'s notes for why).
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, DieRolled, Event, clockwise

from ..common.openings import (
    asks,
    declared,
    declarer,
    picked_cards,
    playable,
    pvp_defender_declared,
)
from ..common.screws import card_gains
from ..common.table import (
    cards,
    discard_battle,
    flip_down,
    player,
    then,
    with_player,
    without,
)
from ..deck import CardIndex, ScrewSpec, index_for
from ..events import ScrewPlayed
from ..state import Battle, State

WINDOWS: tuple[str, ...] = (
    "start-of-turn",
    "movement",
    "monster-placed",
    "shtick-declared",
    "help-arranged",
    "before-roll",
    "after-roll",
    "after-results",
    "end-of-turn",
    "trap-revealed",
    "loot-picked-up",
    "fleeing-started",
)
"""A59: every point at which a priority window opens."""

OPENED: tuple[str, ...] = (
    "movement",
    "monster-placed",
    "trap-revealed",
    "loot-picked-up",
    "shtick-declared",
    "before-roll",
    "after-roll",
    "start-of-turn",
    "end-of-turn",
    "fleeing-started",
    "after-results",
)
"""The windows the flow opens: ``shtick-declared`` after each fighter names a Battle Shtick
(PvP: the attacker, then the defender); ``after-roll`` with the dice in ``battle.faces`` (Do
Over rerolls the player's own dice); ``loot-picked-up`` after the 1-Loot pickup action (phase
``picked``, own cards only); ``trap-revealed`` for a Trap picked up from a room (phase
``trap``, see ``trapwindow.py``); ``monster-placed`` (phase ``placed``, see
``placedwindow.py``); ``movement``: own Shortcut cards in the ``move`` phase (see
``movement.py``) and others' Stumble after the first step (phase ``stumble``, see
``stumble.py``); ``fleeing-started`` and ``after-results``: phase ``late`` once the action that
started the flight or resolved the battle is done (see ``latewindows.py``). ``help-arranged``
cards play in ``before-roll`` (help is arranged just before it). Start/end-of-turn cards are
own-turn cards (no one else holds a card for those windows), so they are start/end-of-turn
actions that resolve at once."""

ON_STACK: tuple[str, ...] = (
    "monster-placed",
    "shtick-declared",
    "help-arranged",
    "before-roll",
    "after-roll",
)
"""Windows whose cards go on the core stack and can be answered (R228). The others resolve a
card at once: their cards are the player's own (loot-picked-up, movement Shortcut,
start/end-of-turn, fleeing-started; no packaged card uses after-results) or only add to the
player's own roll (trap-revealed), and a Stumble ends the movement it answers."""


PASS_WINDOWS: frozenset[str] = frozenset({"window", "placed", "stumble", "trap", "late", "picked"})
"""The decision kinds (phases) that are Screw This! windows: the pass is always legal there."""


def turn_cards(state: State, start: bool, index: CardIndex | None = None) -> list[Action]:
    """The active player's own start- or end-of-turn Screw This! cards that do something."""
    window = "start-of-turn" if start else "end-of-turn"
    pl = player(state, state.turn.seat)
    index = index or index_for(state)
    if (index.start_cards if start else index.end_cards).isdisjoint(pl.hand):
        return []  # no own-turn card in hand (the common case)
    spec = cards(state).screws
    found: list[Action] = []
    for card in dict.fromkeys(pl.hand):
        s = spec.get(card)
        if s is None or (s.window != window and not (s.heal and window == "end-of-turn")):
            continue
        if (s.heal and pl.wounds and not pl.fleeing) or (s.draw_shtick and pl.deck) or s.draw_loot:
            found.append(A.PlayScrew(card=card))
    return found


def picked_actions(state: State) -> list[Action]:
    return [*picked_cards(state), A.PassPriority()]


def play_picked(state: State, action: A.PlayScrew, ev: list[Event]) -> State:
    """The loot-picked-up window: the card resolves at once and the window closes."""
    return close_picked(play_turn_card(state, action, ev))


def pass_picked(state: State, action: A.PassPriority, ev: list[Event]) -> State:
    return close_picked(state)


def close_picked(state: State) -> State:
    """Back to the start- or end-of-turn actions the pickup was taken in."""
    return replace(state, phase=state.turn.resume, turn=replace(state.turn, resume=""))


def play_turn_card(state: State, action: A.PlayScrew, ev: list[Event]) -> State:
    """Resolve an own-turn card at once (heal, shticks from the deck top, Loot to the Stash)."""
    seat = state.turn.seat
    state = with_player(state, seat, hand=without(player(state, seat).hand, action.card))
    ev.append(ScrewPlayed(seat=seat, card=action.card))
    state = card_gains(state, seat, action.card, ev)
    return discard_battle(state, (action.card,))


def priority_seat(state: State) -> int:
    seat = state.stack.priority
    assert seat is not None
    return seat


def window_actions(state: State) -> list[Action]:
    seat = priority_seat(state)
    cards_now = playable(state, seat)
    spec = cards(state).screws
    boosters = [c for c in cards_now if spec[c].boost]
    # L1311: a flipped declared shtick (or none) takes no boost
    blank = bool(boosters) and _declared_blank(state, seat)
    found: list[Action] = [
        A.PlayScrew(card=c) for c in cards_now if not (blank and _boost_only(spec[c]))
    ]
    if boosters:  # L1346: "boosts any one shtick", the declared one by ``play-screw``
        targets = boost_targets(state, seat)
        found += [A.PlayScrewOn(card=c, index=i) for c in boosters for i in targets]
    return [*found, A.PassPriority()]


def _boost_only(card: ScrewSpec) -> bool:
    """A card whose one effect is a boost of the declared shtick (Get Angry)."""
    return bool(card.boost) and not (card.player_attack or card.player_defense or card.heal)


def _own_shtick(state: State, seat: int) -> int | None:
    """The Battle Shtick ``seat`` declared in this battle (``None``: none, or not a fighter)."""
    battle = state.battle
    assert battle is not None
    if seat == state.turn.seat:
        return battle.shtick
    return battle.foe_shtick if seat == battle.foe_seat else None


def _declared_blank(state: State, seat: int) -> bool:
    """``seat`` fights with no shtick, or its declared shtick has been flipped (Wardrobe
    Malfunction): a boost of it would boost nothing (L1299, L1311); never for a non-fighter."""
    assert state.battle is not None
    if seat not in (state.turn.seat, state.battle.foe_seat):
        return False
    mine = _own_shtick(state, seat)
    return mine is None or player(state, seat).flipped[mine]


def boost_targets(state: State, seat: int) -> list[int]:
    """The shticks a boost card may boost besides ``seat``'s declared one: the first face-up copy
    of each other name among ``seat``'s shticks that has a boost (Attack, Defense or healing)."""
    mine = _own_shtick(state, seat)
    spec = cards(state).shticks
    pl = player(state, seat)
    owned = pl.shticks
    skip = {spec[owned[mine]].name} if mine is not None else set()
    found = []
    for i, card in enumerate(owned):
        sh = spec[card]
        if pl.flipped[i]:
            continue  # L1311: flipped shticks cannot be boosted; a face-up copy may be
        if sh.name not in skip and (sh.boost_attack or sh.boost_defense or sh.boost_heal):
            skip.add(sh.name)
            found.append(i)
    return found


def play_screw(state: State, action: A.PlayScrew | A.PlayScrewOn, ev: list[Event]) -> State:
    """R227-R228: in a battle window the card goes on the stack; a fresh window opens for
    responses (the other windows' cards: ``flow.py`` sends them to their topic). A boost card
    played on a chosen shtick carries it as the item's flag ``shtick=N``."""
    seat = priority_seat(state)
    pl = player(state, seat)
    state = with_player(state, seat, hand=without(pl.hand, action.card))
    on = (f"shtick={action.index}",) if isinstance(action, A.PlayScrewOn) else ()
    stack = state.stack.push(action.card, source=seat, counts_as="screw-this", flags=on)
    ev.append(ScrewPlayed(seat=seat, card=action.card))
    state = replace(state, stack=stack)
    order = clockwise(state.turn.seat, state.seats)
    stack = state.stack.open_window(order, asks(state))
    return settle(replace(state, stack=stack), ev)


def pass_priority(state: State, action: A.PassPriority, ev: list[Event]) -> State:
    """A pass in a battle window (the other windows' passes: ``flow.py``)."""
    stack = state.stack.pass_priority(asks(state))
    return settle(replace(state, stack=stack), ev)


def settle(state: State, ev: list[Event]) -> State:
    """Resolve the top card once all passed (LIFO); reopen while cards remain; else go on."""
    while state.stack.window is not None and state.stack.window.closed:
        if state.stack.is_empty:
            state = replace(state, stack=state.stack.close_window())
            break
        item, stack = state.stack.pop()
        on = next((int(f[7:]) for f in item.flags if f.startswith("shtick=")), None)
        state = resolve(replace(state, stack=stack), item.payload, item.source, ev, on)
        if not state.stack.is_empty:
            state = _reopen(state)
        else:
            break
    if state.stack.window is not None and not state.stack.window.closed:
        return replace(state, phase="window")
    state = replace(state, stack=replace(state.stack, window=None))
    return then(state, "window-closed")  # flow.py: after the declaration, the results, or the roll


def _pvp_bonus(
    state: State, battle: Battle, card: str, source: int | None, declared: bool = True
) -> Battle:
    """PvP: a card's player bonus helps whichever fighter played it (R231); a boost card (Get
    Angry) boosts that fighter's declared shtick once (R203: Boost Attack / Boost Defense), unless
    it was played on another shtick (``declared`` false: ``play-screw-on``)."""
    if source == state.turn.seat:
        stat = "attack" if battle.attacker else "defense"  # R086: the defender may charge
        bonus = _card_bonus(state, card, source, battle.shtick if declared else None, stat)
        return replace(battle, player_bonus=battle.player_bonus + bonus)
    if source is not None and source == battle.foe_seat:
        stat = "defense" if battle.attacker else "attack"
        bonus = _card_bonus(state, card, source, battle.foe_shtick if declared else None, stat)
        return replace(battle, foe_bonus=battle.foe_bonus + bonus)
    return battle


def _card_bonus(state: State, card: str, seat: int, index: int | None, stat: str) -> int:
    """A card's Attack or Defense bonus, plus its boosts of the declared shtick (Get Angry)."""
    s = cards(state).screws[card]
    printed = s.player_attack if stat == "attack" else s.player_defense
    return printed + s.boost * _shtick_boost(state, seat, index, stat)


def _shtick_boost(state: State, seat: int, index: int | None, stat: str) -> int:
    """The Boost Attack / Boost Defense of ``seat``'s declared shtick (0 without one)."""
    if index is None:
        return 0
    sh = cards(state).shticks[player(state, seat).shticks[index]]
    return sh.boost_attack if stat == "attack" else sh.boost_defense


def _reopen(state: State) -> State:
    order = clockwise(state.turn.seat, state.seats)
    return replace(state, stack=state.stack.open_window(order, asks(state)))


def resolve(
    state: State,
    card: str,
    source: int | None = None,
    ev: list[Event] | None = None,
    on: int | None = None,
) -> State:
    """R231: Attack/Defense changes before the roll; the card goes to the Battle discard.
    ``on``: the shtick a boost card was played on (``play-screw-on``), else the declared one."""
    battle = state.battle
    assert battle is not None
    s = cards(state).screws[card]
    if s.flip_declared:
        return discard_battle(_flip_declared(state, [] if ev is None else ev), (card,))
    if s.reroll:
        return discard_battle(_reroll(state, source, [] if ev is None else ev), (card,))
    if on is not None and source == state.turn.seat:  # L1346: any one shtick, to the end of
        state = _boost_for_turn(state, on, s.boost)  # the turn (L870), not this battle's
    if battle.foe_seat is not None:
        pvp = _pvp_bonus(state, battle, card, source, declared=on is None)
        return discard_battle(replace(state, battle=pvp), (card,))
    mine = s.player_attack if battle.attacker else s.player_defense
    if s.boost and battle.shtick is not None and on is None:  # Get Angry (L870, L1346)
        state = _boost_for_turn(state, battle.shtick, s.boost)
    # L909: a card's Monster bonus counts for the stat that Monster battles with: its Defense
    # when the player attacks, its Attack when the player defends
    flat, typed = (
        (s.monster_defense, s.type_defense) if battle.attacker else (s.monster_bonus, s.type_bonus)
    )
    theirs = flat
    if typed is not None:  # counted Monster by Monster (R142: each target its own)
        battle = replace(battle, type_bonus=(*battle.type_bonus, typed))
    if s.turn_fx:  # L870: lasts to the end of the turn, every battle of it (Turn.monster_fx)
        turn = replace(state.turn, monster_fx=(*state.turn.monster_fx, *s.turn_fx))
        state = replace(state, turn=turn)
    battle = replace(
        battle, player_bonus=battle.player_bonus + mine, monster_bonus=battle.monster_bonus + theirs
    )
    return discard_battle(replace(state, battle=battle), (card,))


def _boost_for_turn(state: State, index: int, times: int) -> State:
    """The active player's shtick ``index`` is boosted ``times`` more to the end of the turn."""
    name = cards(state).shticks[player(state, state.turn.seat).shticks[index]].name
    boosted = ((state.turn.seat, name),) * times
    return replace(state, turn=replace(state.turn, boosts=(*state.turn.boosts, *boosted)))


def _flip_declared(state: State, ev: list[Event]) -> State:
    """Wardrobe Malfunction: the declared shtick flips (with its event, as every flip); the
    battle goes on without it (R148). PvP: the attacker's, or the defender's once they declared
    theirs."""
    battle = state.battle
    assert battle is not None
    index = declared(state)
    if index is None:
        return state
    state = flip_down(state, declarer(state), index, ev)
    if pvp_defender_declared(battle):
        return replace(state, battle=replace(battle, foe_shtick=None))
    return replace(state, battle=replace(battle, shtick=None))


def _reroll(state: State, source: int | None, ev: list[Event]) -> State:
    """Do Over: roll your battle dice again (all of them under Multiattack; PvP: your die)."""
    battle = state.battle
    assert battle is not None
    faces = list(battle.faces)
    which: list[int] = list(range(len(faces)))
    if battle.foe_seat is not None:
        which = [1 if source == battle.foe_seat else 0]
    seat = state.turn.seat if source is None else source
    for i in which:
        faces[i], rng = state.rng.roll(12)
        state = replace(state, rng=rng)
        ev.append(DieRolled(seat=seat, purpose="battle", sides=12, value=faces[i]))
    return replace(state, battle=replace(battle, faces=tuple(faces)))
