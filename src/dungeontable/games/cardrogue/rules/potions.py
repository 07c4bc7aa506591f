"""Potions: drink or throw (R190-R202, R256, R271, A-30, A-36, A-40, A-60, A-67).

On his own turn, also in combat, a player may drink a potion from his hand or throw it at the
player or enemy on a connected tile (R191, R006); only cards with a throw symbol fly (R179,
A-36). Using a potion of an unknown colour identifies the colour first, rolled by the drinker
or thrower (R193, A-60; ``identification.identify``). The potion is then discarded (R191).

Effects by the R194 table, drunk / thrown at a player / thrown at an enemy (R195-R200):
healing to max (R008 caps; no effect above max); poison 3 turns (an enemy ticks on the
thrower's turns, R223); strength / weakness +-1 to the attack roll, or -+1 to an enemy's attack
for good (A-40); teleportation (``teleport.py``; never in the end rush, R271 / A-30; with no
free tile it is used up and does nothing, A-67); paralysis ends the drinker's turn (R026) or
costs the target one turn / action phase.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Event

from ..actions import Drink, Throw
from ..common.board import BITS, STEP, links_of
from ..common.enemies import heal_enemy, paralyze_enemy
from ..common.identification import identify
from ..common.ownership import lose
from ..common.shared import Facts, cat, end_turn_now, hand_facts
from ..common.stats import max_health
from ..common.status import heal, poison, poison_enemy, skip_turns
from ..common.teleport import destinations, start
from ..definitions import DIRS, CardDef
from ..events import (
    AttackModifierChanged,
    PotionDrunk,
    PotionThrown,
    PotionWasted,
)
from ..state import Enemy, State, enemy_at, player_at, update_player, with_enemy

POISON_TURNS = 3  # 003 L362, L722
PARALYSIS_TURNS = 1  # 003 L716: "for a turn"
TELEPORT = "teleportation"


def is_usable(state: State, card_id: str) -> bool:
    """R271 / A-30: a potion known to be teleportation is useless in the end rush."""
    return _usable(state, cat(state)[card_id])


def _usable(state: State, card: CardDef) -> bool:
    """``is_usable`` of a card already looked up."""
    color = card.color
    return not (state.end_rush and color is not None and state.identified.get(color) == TELEPORT)


def throw_targets(state: State, seat: int) -> list[int]:
    """Directions of connected tiles (R003) with a player or an enemy on them (R006, R256)."""
    pos = state.players[seat].pos
    links = links_of(state.cells, pos)
    if not links:
        return []
    found = []
    for d in BITS[links]:
        there = pos + STEP[d]
        if player_at(state, there) is not None or enemy_at(state, there) is not None:
            found.append(d)
    return found


def potion_options(state: State, facts: Facts = hand_facts) -> list[Action]:
    hand = state.players[state.seat].hand
    if not hand or not facts(state, hand).potion:
        return []
    catalog = cat(state)
    potions = [
        c
        for c in dict.fromkeys(hand)
        if (defined := catalog[c]).kind == "potion" and _usable(state, defined)
    ]
    if not potions:
        return []
    found: list[Action] = [Drink(card=c) for c in potions]
    targets = throw_targets(state, state.seat)
    for card in potions:
        if catalog[card].throwable:
            found.extend(Throw(card=card, dir=DIRS[d]) for d in targets)
    return found


def rush_teleport(state: State, seat: int, card: str, ev: list[Event]) -> State:
    """R271 / A-30: a potion identified as teleportation in the end rush is used up with no
    effect; with ``rush_teleport_potion="kept"`` it goes back to the hand, now known."""
    if state.options.rush_teleport_potion == "used_up":
        ev.append(PotionWasted(seat=seat, card=card, reason="teleportation in the end rush"))
        return state
    reason = "teleportation in the end rush; back to the hand"
    ev.append(PotionWasted(seat=seat, card=card, reason=reason))
    hand = (*state.players[seat].hand, card)
    return update_player(replace(state, discard=state.discard[:-1]), seat, hand=hand)


def _use(
    state: State, seat: int, card: str, ev: list[Event], roller: int | None = None
) -> tuple[str, State]:
    """Identify (if needed; ``roller`` rolls, default the user), then discard (R191, R193)."""
    color = cat(state)[card].color
    assert color is not None
    effect, state = identify(state, color, seat if roller is None else roller, ev)
    state = lose(state, seat, card)
    return effect, replace(state, discard=(*state.discard, card))


def drink(state: State, action: Drink, ev: list[Event]) -> State:
    seat = state.seat
    effect, state = _use(state, seat, action.card, ev)
    if effect == TELEPORT and state.end_rush:
        return rush_teleport(state, seat, action.card, ev)
    ev.append(PotionDrunk(seat=seat, card=action.card, effect=effect))
    if effect == TELEPORT:
        if not destinations(state):
            ev.append(PotionWasted(seat=seat, card=action.card, reason="no free tile"))
            return state
        return start(state, seat, "self", state.players[seat].pos)
    if effect == "paralysis" and state.options.paralysis_on_own_turn == "ends_turn":
        return end_turn_now(state)
    return on_player(state, seat, effect, "potion drunk", ev)


def throw(state: State, action: Throw, ev: list[Event]) -> State:
    """R256, A-60: the thrower identifies (option ``thrown_potion_roller="target"``: a target
    player rolls); the effect lands on the target."""
    seat = state.seat
    there = state.players[seat].pos + STEP[DIRS.index(action.dir)]
    target = player_at(state, there)
    enemy = enemy_at(state, there)
    roller = seat
    if target is not None and state.options.thrown_potion_roller == "target":
        roller = target.seat
    effect, state = _use(state, seat, action.card, ev, roller)
    if effect == TELEPORT and state.end_rush:
        return rush_teleport(state, seat, action.card, ev)
    ev.append(
        PotionThrown(
            seat=seat,
            card=action.card,
            effect=effect,
            target=target.seat if target is not None else -1,
            enemy=enemy.uid if enemy is not None else -1,
        )
    )
    if effect == TELEPORT:
        if not destinations(state):
            ev.append(PotionWasted(seat=seat, card=action.card, reason="no free tile"))
            return state
        return start(state, seat, "player" if target is not None else "enemy", there)
    if target is not None:
        return on_player(state, target.seat, effect, "potion thrown", ev)
    assert enemy is not None
    return on_enemy(state, enemy, effect, seat, ev)


def on_player(state: State, seat: int, effect: str, how: str, ev: list[Event]) -> State:
    """R195-R198, R200 on a player (teleportation is handled by the caller)."""
    player = state.players[seat]
    if effect == "healing":
        return heal(state, seat, max_health(cat(state), player), f"healing {how}", ev)
    if effect == "poison":
        return poison(state, seat, POISON_TURNS, f"poison {how}", ev)
    if effect in ("strength", "weakness"):
        amount = 1 if effect == "strength" else -1
        ev.append(AttackModifierChanged(seat=seat, amount=amount, cause=f"{effect} {how}"))
        return update_player(state, seat, sheet_attack=player.sheet_attack + amount)
    return skip_turns(state, seat, PARALYSIS_TURNS, f"paralysis {how}", ev)


def on_enemy(state: State, enemy: Enemy, effect: str, by: int, ev: list[Event]) -> State:
    """R195-R198, R200, R223, A-40 on an enemy."""
    if effect == "healing":
        return heal_enemy(state, enemy, cat(state)[enemy.card].health, "healing potion", ev)
    if effect == "poison":
        return poison_enemy(state, enemy, POISON_TURNS, by, "poison potion", ev)
    if effect in ("strength", "weakness"):
        amount = -1 if effect == "strength" else 1
        ev.append(AttackModifierChanged(enemy=enemy.uid, amount=amount, cause=f"{effect} potion"))
        return with_enemy(state, replace(enemy, attack_mod=enemy.attack_mod + amount))
    return paralyze_enemy(state, enemy, PARALYSIS_TURNS, "paralysis potion", ev)
