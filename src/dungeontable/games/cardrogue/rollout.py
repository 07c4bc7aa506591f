"""A fast play-out policy for searches (the ``rollout_policy`` capability): the plan that wins.

Uniformly random play-outs wander: at a standard turn about half the legal actions open a
discard, take gear off, propose a trade or drink an unknown potion, and the moves go nowhere, so
a search's play-outs of a few turns never reach a VP (R270-R275). This policy plays the plan
the heuristic bot follows (docs/rules/cardrogue.md §6.7), in a few lookups a step, from the full
state a search plays out (a determinization consistent with the searching seat's view):

- **turn**: wear better gear (R172), buy gear at the shop (R160-R162), flip the face-down card
  next to it while healthy (R030) but not in the end rush, drink a potion when nearly dead
  (R191), steal from a rival next to it now and then (R254); else step toward the nearest prize
  as the crow flies (a starting tile in the end rush, R272; else an enemy it can take, the Golem
  once strong, a potion or drop pile lying face-up, the shop while it can pay for gear, a
  face-down card to flip), with a random step now and then so walls do not hold it for ever;
  else end the turn;
- **combat**: attack the weakest enemy (R066), flee or drink when nearly dead (R110, R191);
- **pay**: with hand cards, never with worn gear (it cancels instead); every other decision
  uniformly at random, never quitting the table (R290).

Chance comes from the search's ``rng`` only; nothing is remembered between calls.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dungeontable.core import Action, Decision, Rng

from .actions import (
    Attack,
    Buy,
    CancelPurchase,
    Drink,
    EndTurn,
    Equip,
    Flee,
    Flip,
    LeaveTable,
    Move,
    Pay,
    RageQuit,
    Steal,
)
from .catalog import GEAR, SLOTS, Catalog
from .common.board import HALF, STEP, STRIDE, unpack
from .common.shared import cat
from .common.stats import active_cards, max_health
from .definitions import DIRS
from .state import NOWHERE, State

FLIP_HEALTH = 4
"""Health below which it walks on rather than flip into what may lie under a card."""
LOW_HEALTH = 2
"""Health at or below which it drinks a potion or flees."""
WANDER = 20
"""The chance in 100 of a random step instead of the step toward the prize."""
STEAL = 50
"""The chance in 100 of trying a steal when a rival with cards stands next to it."""
GOLEM_ATTACK = 4
"""Attack modifier plus damage reduction at which it goes for the Golem (25 Health, R264)."""
ENEMY_RANGE = 1
"""An enemy it walks up to: one whose attack is at most its attack modifier plus this."""
GEAR_KINDS = GEAR
FAR = 1 << 30
"""Farther than any prize (no prize in that direction)."""
QUITTING = (RageQuit, LeaveTable)


def rollout_move(
    state: State, decision: Decision, legal: Sequence[Action], rng: Rng
) -> tuple[Action, Rng]:
    """The policy's action for ``decision`` (one of ``legal``) and the advanced ``rng``."""
    kind = decision.kind
    if kind == "turn":
        return _turn(state, decision.seat, legal, rng)
    if kind == "combat":
        return _combat(state, decision.seat, legal, rng)
    if kind == "pay":
        return _pay(state, decision.seat, legal, rng)
    calm = [a for a in legal if not isinstance(a, QUITTING)]
    return rng.choice(calm or list(legal))


def _turn(state: State, seat: int, legal: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
    player = state.players[seat]
    flips: list[Action] = []
    moves: list[Move] = []
    buys: list[Buy] = []
    drinks: list[Action] = []
    steals: list[Action] = []
    end: Action | None = None
    for action in legal:  # by exact class: no action class has subclasses
        kind = type(action)
        if kind is Move:
            moves.append(action)  # type: ignore[arg-type]
        elif kind is Flip:
            flips.append(action)
        elif kind is EndTurn:
            end = action
        elif kind is Equip:
            if _upgrade(state, seat, action):  # type: ignore[arg-type]
                return action, rng
        elif kind is Buy:
            if cat(state)[action.card].kind in GEAR_KINDS:  # type: ignore[attr-defined]
                buys.append(action)  # type: ignore[arg-type]
        elif kind is Drink:
            drinks.append(action)
        elif kind is Steal:
            steals.append(action)
    if state.end_rush and moves:  # the race is on: no more exploring (R272)
        toward = _toward(state, seat, moves)
        if toward:
            return rng.choice(toward)
    if buys:
        return rng.choice(buys)
    if drinks and player.health <= LOW_HEALTH:
        return rng.choice(drinks)
    if flips and (player.health >= FLIP_HEALTH or not moves):
        return rng.choice(flips)
    if steals:
        roll, rng = rng.below(100)
        if roll < STEAL:
            return rng.choice(steals)
    if moves:
        roll, rng = rng.below(100)
        if roll >= WANDER:
            toward = _toward(state, seat, moves)
            if toward:
                return rng.choice(toward)
        elif end is not None:
            return rng.choice([*moves, end])
        else:
            return rng.choice(moves)
    if end is not None:
        return end, rng
    calm = [a for a in legal if not isinstance(a, QUITTING)]
    return rng.choice(calm or list(legal))


def _upgrade(state: State, seat: int, action: Equip) -> bool:
    """Whether wearing ``action.card`` on its slot adds attack, damage reduction or Health."""
    catalog = cat(state)
    new = catalog[action.card]
    old_id = state.players[seat].equipment[SLOTS.index(action.slot)]
    gain = new.attack_bonus + new.reduce + new.max_bonus
    if old_id:
        old = catalog[old_id]
        gain -= old.attack_bonus + old.reduce + old.max_bonus
    return gain > 0


def _toward(state: State, seat: int, moves: list[Move]) -> list[Move]:
    """The moves that bring it nearest (as the crow flies) to the nearest prize; none when no
    move brings it nearer.

    One pass over the prizes: a step north shortens the way to every prize north of it by one
    and lengthens every other by one, so the nearest after it is the nearer of (the nearest
    prize north of it) - 1 and (the nearest prize of all) + 1; the same for each direction."""
    player = state.players[seat]
    if player.pos == NOWHERE:
        return []
    targets = _prizes(state, seat)
    if not targets:
        return []
    x, y = unpack(player.pos)
    near = north = east = south = west = FAR
    for target in targets:
        tx = (target + HALF) // STRIDE  # ``unpack``, written out
        dx, dy = tx - x, target - tx * STRIDE - y
        d = (dx if dx >= 0 else -dx) + (dy if dy >= 0 else -dy)
        if d < near:
            near = d
        if dy > 0:
            if d < north:
                north = d
        elif dy < 0 and d < south:
            south = d
        if dx > 0:
            if d < east:
                east = d
        elif dx < 0 and d < west:
            west = d
    after = (  # by direction: N, E, S, W (``DIRS``, ``STEP``)
        min(north - 1, near + 1),
        min(east - 1, near + 1),
        min(south - 1, near + 1),
        min(west - 1, near + 1),
    )
    best, found = near, []
    for move in moves:
        d = after[DIRS.index(move.dir)]
        if d < best:
            best, found = d, [move]
        elif d == best and d < near:
            found.append(move)
    return found


def _prizes(state: State, seat: int) -> list[int]:
    """Where it wants to stand (positions): a starting tile in the end rush (R272); else enemies
    it can take (the Golem once strong enough), face-up potions and drop piles, the shop while
    it can pay for gear, and face-down cards."""
    if state.end_rush:
        return list(state.starts)
    catalog = cat(state)
    player = state.players[seat]
    attack = reduce = 0
    for card in active_cards(catalog, player):
        attack += card.attack_bonus
        reduce += card.reduce
    attack += player.sheet_attack
    found: list[int] = []
    for enemy in state.enemies:
        card = catalog[enemy.card]
        if card.end_rush:
            if attack + reduce >= GOLEM_ATTACK and player.health * 2 >= max_health(catalog, player):
                found.append(enemy.pos)
        elif card.attack <= attack + ENEMY_RANGE:
            found.append(enemy.pos)
    affords: bool | None = None  # whether it can pay for the cheapest gear: asked at a shop
    for pos, cell in state.cells.items():
        if not cell.up or cell.drop:
            found.append(pos)
            continue
        kind = catalog[cell.card].kind
        if kind == "potion":
            found.append(pos)
        elif kind == "shop":
            if affords is None:
                affords = _affords_gear(state, catalog, player.hand)
            if affords:
                found.append(pos)
    return found


def _affords_gear(state: State, catalog: Catalog, hand: tuple[str, ...]) -> bool:
    """Whether the gold cards in ``hand`` pay for the cheapest gear in the shop (R160-R162)."""
    cheapest = catalog.cheapest_gear(state.shop)
    if cheapest is None:
        return False
    return sum(catalog[c].gold or 0 for c in hand if catalog[c].kind == "gold") >= cheapest


def _combat(state: State, seat: int, legal: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
    player = state.players[seat]
    attacks: list[Attack] = []
    flee: Action | None = None
    drinks: list[Action] = []
    for action in legal:
        if isinstance(action, Attack):
            attacks.append(action)
        elif isinstance(action, Flee):
            flee = action
        elif isinstance(action, Drink):
            drinks.append(action)
    if player.health <= LOW_HEALTH:
        if drinks:
            return rng.choice(drinks)
        if flee is not None:
            return flee, rng
    if attacks:
        return _weakest(state, seat, attacks), rng
    calm = [a for a in legal if not isinstance(a, QUITTING)]
    return rng.choice(calm or list(legal))


def _weakest(state: State, seat: int, attacks: list[Attack]) -> Attack:
    """The attack on the enemy with the least Health left (the first such in legal order)."""
    if len(attacks) == 1:
        return attacks[0]
    here = state.players[seat].pos
    health = {enemy.pos: enemy.health for enemy in state.enemies}
    return min(attacks, key=lambda a: health.get(here + STEP[DIRS.index(a.dir)], 1_000))


def _pay(state: State, seat: int, legal: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
    hand = set(state.players[seat].hand)
    pays: list[Any] = [a for a in legal if isinstance(a, Pay)]
    from_hand = [a for a in pays if a.card in hand]
    if from_hand:
        return rng.choice(from_hand)
    cancel = [a for a in legal if isinstance(a, CancelPurchase)]
    return rng.choice(cancel or list(legal))
