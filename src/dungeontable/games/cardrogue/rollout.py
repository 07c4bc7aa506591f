"""A fast play-out policy for searches (the ``rollout_policy`` capability): the plan that wins.

Uniformly random play-outs wander: at a standard turn about half the legal actions open a
discard, take gear off, propose a trade or drink an unknown potion, and the moves go nowhere, so
a search's play-outs of a few turns never reach a VP (R270-R275). This policy plays the plan
the heuristic bot follows (docs/rules/cardrogue.md §6.7), in a few lookups a step, from the full
state a search plays out (a determinization consistent with the searching seat's view), and it
plays games to their end (the Golem slain, the race out won, R270-R272) about half the time:

- **turn**: wear better gear (R172), buy the affordable gear that adds most at the shop
  (R160-R162: loot pays too, R091), flip the face-down card next to it while healthy (R030)
  but not in the end rush, drink a potion when nearly dead (R191), end the turn on a tile open
  toward empty cells (R038: step 4 lays cards there); else take the first step of a shortest
  walk over connected tiles (R003, R011, R053) to the nearest prize (a starting tile in the end
  rush, R272; else an enemy it can take, the Golem once strong, late, or fought by someone
  else, a potion or drop pile lying face-up, the shop while it can pay for gear), or, a few
  steps nearer, to the unknown (face-down cards, empty cells), with a random step now and then;
  hire the mole when nothing is left to walk to (R292); else end the turn;
- **combat**: attack the weakest enemy (R066), flee or drink when nearly dead (R110, R191), but
  never flee a Golem it fights alone (its wounds heal, R113), and hand a Golem fight on to the
  next in its queue when the next blow may kill (R121);
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
    HireMole,
    LeaveTable,
    Move,
    Pay,
    RageQuit,
    Respawn,
    Steal,
)
from .catalog import GEAR, SLOTS, Catalog
from .common.board import BITS, STEP, links_of, pack
from .common.shared import cat
from .common.stats import active_cards, max_health
from .definitions import DIRS
from .state import NOWHERE, Cell, State

FLIP_HEALTH = 4
"""Health below which it walks on rather than flip into what may lie under a card."""
LOW_HEALTH = 4
"""Health at or below which it drinks a potion or flees (no flee from a Golem it fights alone:
the flee heals it, R113). At 2, policy games finished less often (4 seats 12 -> 22 of 48)."""
WANDER = 20
"""The chance in 100 of a random step instead of the step toward the prize."""
STEAL = 0
"""The chance in 100 of trying a steal when a rival with cards stands next to it (none: with
steals at 50, policy games finished less often, 2 seats 17 -> 22 of 48 without)."""
GOLEM_ATTACK = 4
"""Attack modifier plus damage reduction at which it goes for the Golem (25 Health, R264)."""
ENEMY_RANGE = 1
"""An enemy it walks up to: one whose attack is at most its attack modifier plus this."""
GEAR_KINDS = GEAR
GOLEM_BLOW = 12
"""The Golem's hardest blow (twice a die, R136): the health at or below which its target hands
the fight on to the next in its queue."""
HANDS_ON = 1
ALONE = 2
GOLEM_ROUNDS = 60
"""Rounds left before the turn cap (R275) from which it goes for the Golem at any odds."""
QUITTING = (RageQuit, LeaveTable)
DETOUR = 4
"""Steps farther than the nearest unknown it walks to a prize (an enemy it goes for, the shop)."""
FACE_DOWN = 1
"""``_meets``: tiles next to face-down cards draw it."""
UNEXPLORED = 2
"""``_meets``: tiles open toward empty cells draw it too."""


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
    if kind == "respawn":
        near = _nearest_start(state, legal)
        if near is not None:
            return near, rng
    calm = [a for a in legal if not isinstance(a, QUITTING)]
    return rng.choice(calm or list(legal))


def _turn(state: State, seat: int, legal: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
    player = state.players[seat]
    flips: list[Action] = []
    moves: list[Move] = []
    buys: list[Buy] = []
    drinks: list[Action] = []
    steals: list[Action] = []
    moles: list[Action] = []
    end: Action | None = None
    purse = -1  # the gold its hand pays with: asked at a Buy
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
            card = cat(state)[action.card]  # type: ignore[attr-defined]
            if card.kind in GEAR_KINDS or card.buy_vp:  # gear, or the Debt's VP (R166)
                if purse < 0:
                    purse = _purse(state, player.hand)
                if 2 * (card.gold or 0) <= purse:  # R162: no buy it cannot pay for
                    buys.append(action)  # type: ignore[arg-type]
        elif kind is Drink:
            drinks.append(action)
        elif kind is Steal:
            steals.append(action)
        elif kind is HireMole:
            moles.append(action)
    if state.end_rush and moves:  # the race is on: no more exploring (R272)
        toward = _toward(state, seat, moves)
        if toward:
            return rng.choice(toward)
    if buys:
        return _best_buy(state, seat, buys), rng
    if drinks and player.health <= LOW_HEALTH:
        return rng.choice(drinks)
    if flips and (player.health >= FLIP_HEALTH or not moves):
        return rng.choice(flips)
    if steals and STEAL:
        roll, rng = rng.below(100)
        if roll < STEAL:
            return rng.choice(steals)
    if end is not None and state.explore and _opens(state.cells, player.pos):
        return end, rng  # step 4 lays cards past its open edges (R038): explore from here
    if moves:
        roll, rng = rng.below(100)
        if roll >= WANDER:
            toward = _toward(state, seat, moves)
            if toward:
                return rng.choice(toward)
            if moles:  # nothing to walk to: a sealed map (R292-R293)
                return rng.choice(moles)
        elif end is not None:
            return rng.choice([*moves, end])
        else:
            return rng.choice(moves)
    if end is not None:
        return end, rng
    calm = [a for a in legal if not isinstance(a, QUITTING)]
    return rng.choice(calm or list(legal))


def _best_buy(state: State, seat: int, buys: list[Buy]) -> Buy:
    """The buy that adds the most attack, damage reduction and Health over what its slot wears
    (R172; the Debt's VP, R166, counts as much as a point of attack); the first such in legal
    order."""
    catalog = cat(state)
    equipment = state.players[seat].equipment
    best, most = buys[0], -1_000
    for buy in buys:
        card = catalog[buy.card]
        gain = card.attack_bonus + card.reduce + card.max_bonus + card.buy_vp
        if card.slot is not None:
            old_id = equipment[SLOTS.index(card.slot)]
            if old_id:
                old = catalog[old_id]
                gain -= old.attack_bonus + old.reduce + old.max_bonus
        if gain > most:
            best, most = buy, gain
    return best


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
    """The moves that start a shortest walk (R053: one tile a turn, over connected face-up
    tiles, R003, with no token on them, R011) to the nearest place it wants to be: on a prize
    (``_prizes``), next to an enemy it goes for (R064), or on a tile with an open edge toward a
    face-down card (R005, R030: flipped next turn); none when no such place lies beyond its own
    tile (every walk is counted, so walls never hold it where it stands)."""
    player = state.players[seat]
    here = player.pos
    if here == NOWHERE:
        return []
    stand, beside, frontier = _goals(state, seat)
    cells = state.cells
    catalog = cat(state)
    affords = -1  # whether it can pay for the cheapest gear (R162): asked at the first shop met
    blocked = {p.pos for p in state.players}
    for enemy in state.enemies:
        blocked.add(enemy.pos)
    level: dict[int, int] = {}  # tile -> the moves (bits, by index) of the shortest walks to it
    for index, move in enumerate(moves):
        level[here + STEP[DIRS.index(move.dir)]] = 1 << index
    seen = set(level)
    seen.add(here)
    unknown = 0  # the moves toward the nearest unknown, while prizes are sought a little further
    depth = limit = 0
    while level:
        found = 0
        for pos, ways in level.items():
            if stand is not None:
                prize = pos in stand
            else:  # ``_prizes``' tiles, told as met: a face-up potion or drop pile, or the
                # shop while it can pay for gear
                cell = cells.get(pos)
                prize = False
                if cell is not None and cell.up:
                    kind = "drop" if cell.drop else catalog[cell.card].kind
                    if kind == "shop":
                        if affords < 0:
                            affords = _affords_gear(state, catalog, player.hand)
                        prize = bool(affords)
                    else:
                        prize = kind == "drop" or kind == "potion"
            if prize or (beside and _beside(cells, pos, beside)):
                found |= ways
            elif frontier and not unknown and _meets(cells, pos, frontier):
                unknown = -1  # met at this depth: gathered below
        if found:
            return [move for index, move in enumerate(moves) if found >> index & 1]
        if unknown == -1:
            unknown = 0
            for pos, ways in level.items():
                if _meets(cells, pos, frontier):
                    unknown |= ways
            limit = depth + DETOUR
        if unknown and depth >= limit:
            break
        after: dict[int, int] = {}
        for pos, ways in level.items():
            for d in BITS[links_of(cells, pos)]:
                there = pos + STEP[d]
                if there in after:
                    after[there] |= ways
                elif there not in seen and there not in blocked:
                    seen.add(there)
                    after[there] = ways
        level = after
        depth += 1
    return [move for index, move in enumerate(moves) if unknown >> index & 1]


def _opens(cells: dict[int, Cell], pos: int) -> bool:
    """Whether ``pos`` has an open edge toward an empty cell (R038)."""
    here = cells.get(pos)
    return here is not None and any(pos + STEP[d] not in cells for d in BITS[here.mask])


def _beside(cells: dict[int, Cell], pos: int, beside: set[int]) -> bool:
    """Whether ``pos`` is connected to an enemy in ``beside`` (R003, R064)."""
    return any(pos + STEP[d] in beside for d in BITS[links_of(cells, pos)])


def _meets(cells: dict[int, Cell], pos: int, frontier: int) -> bool:
    """Whether ``pos`` has an open edge toward a face-down card (R005: flipped next turn, R030)
    or, with ``frontier`` ``UNEXPLORED``, toward an empty cell (R038: a turn ended there lays a
    card in it)."""
    here = cells.get(pos)
    if here is None:
        return False
    for d in BITS[here.mask]:
        there = cells.get(pos + STEP[d])
        if there is None:
            if frontier == UNEXPLORED:
                return True
        elif not there.up:
            return True
    return False


def _prizes(state: State, seat: int) -> tuple[set[int], set[int], int]:
    """Where it wants to be: the tiles to stand on (a starting tile in the end rush, R272; else
    face-up potions and drop piles, R054, R059, and the shop while it can pay for gear, R160),
    the enemies to stand next to and what of the unknown draws it (``_goals``). ``_toward``
    tells the tiles one by one as its walk meets them (the same rule), not by this look over
    the whole map."""
    starts, beside, frontier = _goals(state, seat)
    if starts is not None:
        return starts, beside, frontier
    catalog = cat(state)
    hand = state.players[seat].hand
    stand: set[int] = set()
    affords: bool | None = None  # whether it can pay for the cheapest gear: asked at a shop
    for pos, cell in state.cells.items():
        if not cell.up:
            continue
        if cell.drop:
            stand.add(pos)
            continue
        kind = catalog[cell.card].kind
        if kind == "potion":
            stand.add(pos)
        elif kind == "shop":
            if affords is None:
                affords = _affords_gear(state, catalog, hand)
            if affords:
                stand.add(pos)
    return stand, beside, frontier


def _goals(state: State, seat: int) -> tuple[set[int] | None, set[int], int]:
    """The starting tiles in the end rush (R272; else ``None``: the prizes of ``_prizes``), the
    enemies to stand next to (those it can take; the Golem once strong enough, or at any odds
    once the exploration stack is empty or ``GOLEM_ROUNDS`` rounds are left: nothing else ends
    the game, R270, R275), and what of the unknown draws it (``_meets``): face-down cards, and
    empty cells while the exploration stack lasts (R038, R040); nothing in the end rush."""
    if state.end_rush:
        return set(state.starts), set(), 0
    catalog = cat(state)
    player = state.players[seat]
    attack = reduce = 0
    for card in active_cards(catalog, player):
        attack += card.attack_bonus
        reduce += card.reduce
    attack += player.sheet_attack
    late = not state.explore or state.turns >= (state.options.turn_cap - GOLEM_ROUNDS) * state.seats
    beside: set[int] = set()
    for enemy in state.enemies:
        card = catalog[enemy.card]
        if card.end_rush:
            if (
                late
                or enemy.queue  # join a fight someone else tanks: it strikes only its target, R121
                or (
                    attack + reduce >= GOLEM_ATTACK
                    and player.health * 2 >= max_health(catalog, player)
                )
            ):
                beside.add(enemy.pos)
        elif card.attack <= attack + ENEMY_RANGE:
            beside.add(enemy.pos)
    return None, beside, UNEXPLORED if state.explore else FACE_DOWN


def _affords_gear(state: State, catalog: Catalog, hand: tuple[str, ...]) -> bool:
    """Whether the cards in ``hand`` pay for the cheapest gear in the shop (R162: gold cards and
    other gold-valued cards, loot among them, R091)."""
    cheapest = catalog.cheapest_gear(state.shop)
    if cheapest is None:
        return False
    return _purse(state, hand) >= cheapest


def _purse(state: State, hand: tuple[str, ...]) -> int:
    """The gold the cards in ``hand`` pay for a purchase (R162; none from a card whose gold
    symbol is crossed out, R165)."""
    catalog = cat(state)
    return sum(catalog[c].gold or 0 for c in hand)


def _nearest_start(state: State, legal: Sequence[Action]) -> Action | None:
    """The respawn (R241: a starting tile of his choice) nearest the revealed Golem by the
    walk over connected tiles (R003; tokens aside), so that a player walled off from it comes
    back on its side of the map; ``None`` when no start offered is linked to it."""
    catalog = cat(state)
    golem = next((e.pos for e in state.enemies if catalog[e.card].end_rush), None)
    if golem is None:
        return None
    offered = [(pack(a.x, a.y), a) for a in legal if isinstance(a, Respawn)]
    cells = state.cells
    level, seen = [golem], {golem}
    while level:
        for pos, action in offered:  # ties: the first in legal order
            if pos in level:
                return action
        after: list[int] = []
        for pos in level:
            for d in BITS[links_of(cells, pos)]:
                there = pos + STEP[d]
                if there not in seen:
                    seen.add(there)
                    after.append(there)
        level = after
    return None


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
    golem = _golem_fight(state, seat)
    if player.health <= LOW_HEALTH:
        if drinks:
            return rng.choice(drinks)
        if flee is not None and golem != ALONE:
            return flee, rng
    if flee is not None and player.health <= GOLEM_BLOW and golem == HANDS_ON:
        return flee, rng
    if attacks:
        return _weakest(state, seat, attacks), rng
    calm = [a for a in legal if not isinstance(a, QUITTING)]
    return rng.choice(calm or list(legal))


def _golem_fight(state: State, seat: int) -> int:
    """``HANDS_ON`` when it is the Golem's target with someone behind it in the Golem's queue:
    fled, it hands the fight on (R121) and the Golem keeps its wounds (R113, R246: it heals
    only when its queue empties); ``ALONE`` when it fights the Golem with nobody behind it (a
    flee heals the Golem, R113: it fights on); else 0."""
    catalog = cat(state)
    for enemy in state.enemies:
        queue = enemy.queue
        if seat in queue and catalog[enemy.card].end_rush:
            if len(queue) == 1:
                return ALONE
            return HANDS_ON if queue[0] == seat else 0
    return 0


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
