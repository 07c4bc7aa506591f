"""How a Card Rogue position stands, for search bots that cut their rollouts short.

Most VP wins when the game ends (R274), and a game ends with a winner only by the end rush: the
Golem slain and its card taken (R270), then the first player out (R272); a dead game forfeits
and the turn cap ends it with no winner (R275). A rollout of a few turns almost never reaches a
VP, so a seat's *standing* counts, in VP, what wins them later besides its score now (score
sheet plus the bosses it holds, R265):

- its gear: the attack modifier and the damage reduction of what it wears and holds (R070,
  R080, R171, R181), which slay enemies and the Golem, and its max Health above the base;
- its wealth: the gold value of its hand and equipment (R161-R162), which buys gear and the
  Shopkeeper's Debt (1 VP for 2 x 10 gold, R166);
- the key in hand (the chest's 1 VP, R260);
- the enemies it is fighting as their target: the share of their Health already taken, times
  what slaying them brings (a boss's VP, R262-R264, or a card's gold as loot, R090);
- in the end rush, how near it stands to a starting tile (the exit's 1 VP ends the game, R272);
- a little for its Health (it keeps a seat out of the respawn, R243).

Standings become shares of the win by ``core.evaluate.shares``; a seat that quit (R290) is out.
Those shares are scaled by how *decided* the game is: explored cards and the Golem's fall are the
only way to a winner (R270, R275), so an unexplored map with the Golem unseen is worth only
``UNDECIDED`` of a win in all, more with every card flipped and every point of the Golem's Health
taken, the whole win once the end rush has begun. The undecided part runs out with the rounds
left before the turn cap (past the cap nobody wins, R275), so a search hurries toward the Golem.
Everything is read from the state and the catalog's card definitions (no memo): a few dozen
lookups an evaluation. Solo play has no rival to stand against: no estimate there.
"""

from __future__ import annotations

from dungeontable.core.evaluate import shares

from .common.board import unpack
from .common.ending import EXIT_VP
from .common.shared import cat
from .common.stats import active_cards
from .state import NOWHERE, State

TEMPERATURE = 1.0
"""A lead of 1 VP (standing) is worth e times the chance of winning."""

HEALTH_WEIGHT = 0.05
"""VP a point of Health is worth (it keeps a seat out of the respawn, R243)."""
ATTACK_WEIGHT = 0.3
"""VP a point of attack modifier is worth (it slays enemies and the Golem, R070)."""
REDUCE_WEIGHT = 0.3
"""VP a point of damage reduction is worth (R080, R177)."""
MAX_HEALTH_WEIGHT = 0.05
"""VP a point of max Health above the base is worth (R229-R231)."""
GOLD_WEIGHT = 0.05
"""VP a gold of value is worth: the Shopkeeper's Debt is 1 VP for 20 gold (R162, R166)."""
KEY_VP = 0.5
"""VP the key in hand is worth: half the chest's 1 VP (it must still reach the chest, R260)."""
FIGHT_WEIGHT = 0.5
"""The share of a boss's VP (or its loot) that a fight's Health taken counts for."""
CLAIM_WEIGHT = 0.5
"""The share of what lies on the map (an enemy's loot or VP, a potion) that standing on it counts
for, divided by 1 + the steps to it (as the crow flies: next to it, half)."""
POTION_VP = 0.1
"""VP a potion is worth besides its gold (R190-R201)."""
UNDECIDED = 0.5
"""The share of a win in all before any card is explored or the Golem seen (``decided``)."""
GOLEM_SEEN = 0.25
"""The Golem's part of ``decided`` once it is revealed, before any of its Health is taken."""


def standing(state: State, seat: int, potions: Potions | None = None) -> float:
    """``seat``'s standing in VP: its score and what wins it VP later (module docstring);
    ``potions``: the map's survey (``survey``), when the caller has made it already."""
    catalog = cat(state)
    player = state.players[seat]
    value = float(player.vp) + HEALTH_WEIGHT * player.health
    attack = reduce = max_bonus = 0
    for card in active_cards(catalog, player):
        attack += card.attack_bonus
        reduce += card.reduce
        max_bonus += card.max_bonus
    value += ATTACK_WEIGHT * (attack + player.sheet_attack) + REDUCE_WEIGHT * reduce
    value += MAX_HEALTH_WEIGHT * (max_bonus + player.perm_max)
    gold = 0
    for card_id in player.hand:
        card = catalog[card_id]
        value += card.vp + (KEY_VP if card.is_key else 0.0)
        gold += card.gold or 0
    for card_id in player.equipment:
        if card_id:
            gold += catalog[card_id].gold or 0
    value += GOLD_WEIGHT * gold
    if player.pos == NOWHERE:
        return value
    x, y = unpack(player.pos)
    for enemy in state.enemies:  # loot and bosses on the map: slain, they are his (R090)
        card = catalog[enemy.card]
        worth = card.vp + GOLD_WEIGHT * (card.gold or 0)
        ex, ey = unpack(enemy.pos)
        value += CLAIM_WEIGHT * worth / (1 + abs(ex - x) + abs(ey - y))
        if enemy.queue and enemy.queue[0] == seat and card.health:
            value += FIGHT_WEIGHT * worth * (1.0 - enemy.health / card.health)
    if potions is None:
        potions = survey(state)[0]
    for px, py, worth in potions:  # potions lying face-up: his who steps on (R054)
        value += CLAIM_WEIGHT * worth / (1 + abs(px - x) + abs(py - y))
    if state.end_rush and state.starts:
        near = min(abs(x - sx) + abs(y - sy) for sx, sy in map(unpack, state.starts))
        value += EXIT_VP / (1 + near)
    return value


def time_left(state: State) -> float:
    """The share of the game's turns still to play before the turn cap (R275), the one under way
    included (``turns`` counts the turns begun): 1 in the first turn, ``1 / cap`` in the last,
    0 past it (the game then ends with no winner)."""
    cap = state.options.turn_cap * state.seats
    return max(0.0, min(1.0, (cap - max(0, state.turns - 1)) / cap))


def decided(state: State, face_down: int | None = None) -> float:
    """How much of a win the position holds in all (R270, R275): ``UNDECIDED`` times the rounds
    left (``time_left``) on an unexplored map with the Golem unseen, so that it runs out as the
    turn cap nears (a game that reaches it has no winner); the rest comes half with the
    exploration deck's cards flipped, half with the Golem: a quarter for it revealed, the rest
    as its Health is taken; the whole win once the end rush has begun. ``face_down``: the
    map's face-down cards (``survey``), when the caller has counted them already."""
    if state.end_rush:
        return 1.0
    catalog = cat(state)
    deck = len(catalog.decks["explore"])
    if face_down is None:
        face_down = survey(state)[1]
    hidden = len(state.explore) + face_down
    explored = max(0.0, min(1.0, 1.0 - hidden / deck)) if deck else 1.0
    golem = 0.0
    for enemy in state.enemies:
        card = catalog[enemy.card]
        if card.end_rush and card.health:
            golem = max(golem, GOLEM_SEEN + (1 - GOLEM_SEEN) * (1 - enemy.health / card.health))
    base = UNDECIDED * time_left(state)
    return base + (1.0 - base) * (explored + golem) / 2


Potions = list[tuple[int, int, float]]
"""The potions lying face-up on the map, in the map's order: ``(x, y, worth in VP)``."""


def survey(state: State) -> tuple[Potions, int]:
    """One look over the map for every seat's standing and ``decided``: the potions lying
    face-up (R054) and the number of face-down cards."""
    catalog = cat(state)
    potions: Potions = []
    face_down = 0
    for pos, cell in state.cells.items():
        if not cell.up:
            face_down += 1
            continue
        card = catalog[cell.card]
        if card.kind == "potion":
            px, py = unpack(pos)
            potions.append((px, py, POTION_VP + GOLD_WEIGHT * (card.gold or 0)))
    return potions, face_down


def evaluate(state: State) -> tuple[float, ...] | None:
    if state.seats < 2:
        return None
    potions, face_down = survey(state)
    standings = [standing(state, seat, potions) for seat in range(state.seats)]
    split = shares(standings, TEMPERATURE, [not p.gone for p in state.players])
    whole = decided(state, face_down)
    return tuple(whole * s for s in split)
