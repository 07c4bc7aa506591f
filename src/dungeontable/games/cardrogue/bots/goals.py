"""Where the heuristic bot wants to go: scored map destinations (docs/rules/cardrogue.md §6.7).

Each candidate is a reachable tile with a value; the bot heads for the best value per route
cost (``value / (cost + PATIENCE)``), so a big prize far away beats a small one nearby. Values
encode the priorities of §6.7: race to an exit in the end rush (R272) or once the solo goals
are done (R281); open the chest with the key (R260); shop when it can afford an upgrade (R160);
pick up potions and drop piles (R054, R059); rest on a fountain when hurt (R150); hunt enemies
it can beat, the Golem and basilisks when strong enough (R262-R264); explore the frontier
(R030, R038).
"""

from __future__ import annotations

from ..view import EnemyView
from .fighting import Arms, duel_odds, fight_cost, worst_hit
from .kit import effect_of
from .shopping import purchase_gain, wanted_purchase
from .survey import Pos, Survey, golem_out_of_reach, golem_walled_off, late_game

PATIENCE = 3.0
"""Added to every route cost: how much the bot prefers a prize now over a prize soon."""
EXIT_VALUE = 500.0
CHEST_VALUE = 40.0
POTION_VALUE = 6.0
DROP_VALUE = 8.0
FRONTIER_VALUE = 4.0
FRONTIER_POWER = 0.5
"""Worth of a frontier tile = FRONTIER_VALUE x (cards it opens) ** FRONTIER_POWER."""
HIDDEN_GOLEM_VALUE = 30.0
"""Added per face-down card next to a tile while the Golem is still face-down somewhere and
nothing is left to explore: finding it is the only way the game can end with a winner."""
HEAL_VALUE = 2.0  # per missing health point, on a fountain
GOLEM_VALUE = 150.0
BASILISK_VALUE = 30.0
BASILISK_NERVE = 0.75
"""Winning chance a multi-player bot wants before taking on a basilisk (1 VP)."""
LOOT_VALUE = 2.0  # plus the card's gold
SHOP_VALUE = 10.0  # plus SHOP_GAIN per point of fitness the purchase adds
SHOP_GAIN = 5.0
REST_VALUE = 60.0
HEAL_FIRST = 2
"""Late in the game, missing more health than this sends the bot to a fountain before the Golem."""
SOLO_NERVE = 0.85
NERVE = ((40, 0.45), (15, 0.35), (0, 0.15))
"""(rounds left before the turn cap, winning chance wanted against a boss)."""
SAFETY = 2.0
"""Health the bot wants left after a fight it starts on purpose."""
FLIP_HEALTH = 4
"""Below this health the bot flips only if there is no fountain to rest on first."""


def reserve(s: Survey) -> float:
    """Health the bot can add in a fight: known healing potions in hand (R195)."""
    potions = sum(1 for c in s.hand if effect_of(s, c) == "healing")
    return potions * 0.6 * s.me.max_health


def health_after(s: Survey, arms: Arms, pos: Pos) -> float:
    """Expected health left after fighting every enemy next to ``pos``, one by one."""
    near = s.enemies_next_to(pos)
    health = s.me.health + reserve(s)
    for index, enemy in enumerate(near):
        health -= fight_cost(s.cat, arms, enemy, near[index + 1 :], s.seat)
    return health


def potions(s: Survey) -> int:
    return sum(1 for c in s.hand if effect_of(s, c) == "healing")


def boss_odds(s: Survey, enemy: EnemyView, health: int | None = None) -> float:
    """Chance to slay a boss in one fight from ``health`` (default: now), potions included."""
    now = s.me.health if health is None else health
    return duel_odds(s.cat, s.arms, enemy, now, potions(s), s.memo.duels)


def boss_nerve(s: Survey) -> float:
    """The winning chance the bot wants before taking on a boss: high in solo play (a death
    loses, R281), lower as the turn cap nears (nobody wins at the cap, R275), none once the
    exploration stack is empty (only the Golem can end the game then, R275)."""
    if s.view.seats == 1:
        return SOLO_NERVE
    if late_game(s):
        return 0.0
    left = s.view.options.turn_cap - s.view.turns // s.view.seats
    return next((need for rounds, need in NERVE if left >= rounds), NERVE[-1][1])


def hunt_value(s: Survey, arms: Arms, pos: Pos) -> float | None:
    """Value of starting combat at ``pos`` with the enemies next to it (None: don't)."""
    near = s.enemies_next_to(pos)
    if len(near) == 1 and s.cat[near[0].card].kind == "boss":
        return boss_value(s, near[0])
    left = health_after(s, arms, pos)
    worst = max(worst_hit(s.cat, e, arms.reduction) for e in near)
    if left < max(SAFETY, worst / 2) and not golem_walled_off(s):
        return None
    value = 0.0
    for enemy in near:
        card = s.cat[enemy.card]
        if card.end_rush:
            if s.view.end_rush or not wants_golem(s):
                return None
            value += GOLEM_VALUE
        elif card.exclusive:
            if not wants_basilisk(s):
                return None
            value += BASILISK_VALUE
        else:
            value += LOOT_VALUE + (card.gold or 0)
    return value


def boss_value(s: Survey, enemy: EnemyView) -> float | None:
    card = s.cat[enemy.card]
    if card.end_rush and (s.view.end_rush or not wants_golem(s)):
        return None
    if card.exclusive and not wants_basilisk(s):
        return None
    if card.end_rush and shared_fight(s, enemy):
        return GOLEM_VALUE  # R121-R122: it hits only its target, so joining costs nothing
    nerve = boss_nerve(s) if card.end_rush or s.view.seats == 1 else BASILISK_NERVE
    if boss_odds(s, enemy) < nerve:
        return None
    if late_game(s) and heal_first(s) and fountain_near(s):
        return None  # heal first: a fresh Golem waits (R150)
    if late_game(s) and card.end_rush and shop_first(s):
        return None  # spend the loot on kit first: a death would discard it (R242)
    return GOLEM_VALUE if card.end_rush else BASILISK_VALUE


def heal_first(s: Survey) -> bool:
    """Too hurt to take on a boss while a fountain is near: missing more than ``HEAL_FIRST``
    health, or any health while on a fountain. Leaving a fountain as soon as it was back
    within ``HEAL_FIRST``, a bot whose way to the Golem costs health (a trap, poison) turned
    back to rest at once, to and fro until the turn cap."""
    on_fountain = s.pos is not None and s.kind(s.pos) == "fountain"
    return s.me.health < s.me.max_health - (0 if on_fountain else HEAL_FIRST)


def nowhere_to_go(s: Survey) -> bool:
    """Multi-player: no tile worth reaching (a wounded bot would rest on a fountain) and not on
    a fountain, or (late, no teleport potion known) the Golem is in another region. Waiting
    would keep the game still until the forfeit (R275), and a death only sends the bot back to
    a starting tile at full health (R241), next to the Golem when one is, so the bot takes on
    the enemy that guards the way."""
    if s.view.seats == 1 or s.pos is None or s.kind(s.pos) == "fountain":
        return False
    teleport = any(effect_of(s, c) == "teleportation" for c in s.hand)
    if golem_out_of_reach(s) and not teleport and respawn_reaches_golem(s):
        return True  # R241: only a respawn next to it gets the bot to the Golem
    return destination(s) is None


def respawn_reaches_golem(s: Survey) -> bool:
    """A starting tile lies in the Golem's walking region: a death can send the bot there
    (R241). With none, dying only brings it back to its own region, and it fought an enemy
    it could not beat there for ever (the game stalled until the turn cap)."""
    zone = s.golem_zone()
    return any(s.same_region(start, pos) for start in s.view.starts for pos in zone)


def shop_first(s: Survey) -> bool:
    """A reachable shop sells an upgrade the bot can pay for now (R160)."""
    if wanted_purchase(s, s.view.shop) is None:
        return False
    costs, _ = s.routes
    return any(s.kind(pos) == "shop" for pos in costs)


def shared_fight(s: Survey, enemy: EnemyView) -> bool:
    """Someone else is the enemy's target: the bot would join its queue behind him (R120)."""
    return bool(enemy.queue) and enemy.queue[0] != s.seat


def fountain_near(s: Survey) -> bool:
    """A fountain the bot can reach and rest on: none next to an enemy, where standing means
    combat (R060) and no rest. A guarded one kept a wounded bot from the Golem for ever
    ("heal first") and from flipping (``should_flip``)."""
    costs, _ = s.routes
    zone = s.zone
    return any(s.kind(pos) == "fountain" and pos not in zone for pos in costs)


def rest_value(s: Survey) -> float:
    """Extra worth of a fountain when a revealed boss is beatable only at full health."""
    for enemy in s.enemies.values():
        card = s.cat[enemy.card]
        if card.kind != "boss" or boss_value(s, enemy) is not None:
            continue
        if (card.exclusive and not wants_basilisk(s)) or (card.end_rush and s.view.end_rush):
            continue
        full = boss_odds(s, enemy, s.me.max_health)
        if full >= boss_nerve(s):
            return REST_VALUE
    return 0.0


def wants_golem(s: Survey) -> bool:
    return s.view.seats > 1 or "golem" in s.view.options.solo_goals


def wants_basilisk(s: Survey) -> bool:
    """Solo: a chosen goal (R280). Multiplayer: 1 VP, and often the way on (a basilisk in a
    corridor blocks it), unless the bot holds one already: a second basilisk in one hand
    removes both (R263)."""
    if s.view.seats == 1:
        return "basilisks" in s.view.options.solo_goals
    return not any(s.cat[c].exclusive for c in s.me.shown)


def can_exit_winning(s: Survey) -> bool:
    """Whether moving onto a starting tile now ends the game with the bot among the winners."""
    if s.view.seats == 1:
        return solo_goals_done(s)
    if not s.view.end_rush:
        return False
    mine = s.me.score + 1
    return all(p.score <= mine for p in s.view.players if p.seat != s.seat and not p.gone)


def solo_goals_done(s: Survey) -> bool:
    """R280-R281 as the engine counts them (``Player.deeds``)."""
    deeds = s.me.deeds
    for goal in s.view.options.solo_goals:
        if goal == "basilisks" and deeds.count("basilisk") < 2:
            return False
        if goal in ("chest", "debt", "golem") and goal not in deeds:
            return False
    return True


def should_flip(s: Survey) -> bool:
    """Flip when healthy, or when there is no fountain to recover on (R150)."""
    return s.me.health >= FLIP_HEALTH or not fountain_near(s)


def frontier(s: Survey, pos: Pos) -> int:
    """Face-down cards to flip from ``pos`` (none while the bot would not flip them, or it
    would walk there, find itself too weak, walk toward a fountain and back for ever) plus
    empty cells step 4 would fill (R030, R038)."""
    hidden, empty = s.openings.get(pos, (0, 0))
    if hidden and not should_flip(s):
        hidden = 0
    return hidden + min(s.view.explore_count, empty)


def tile_value(s: Survey, arms: Arms, pos: Pos, *, extra: float = 0.0) -> float | None:
    """What reaching ``pos`` is worth (None: nothing there for the bot)."""
    if pos in s.zone:
        return hunt_value(s, arms, pos)
    kind = s.kind(pos)
    if kind == "start" and pos != s.pos and can_exit_winning(s):
        return EXIT_VALUE
    value = extra
    if kind == "potion":
        value += POTION_VALUE
    elif kind == "chest" and s.holds("is_key"):
        value += CHEST_VALUE
    elif kind == "fountain" and s.me.health < s.me.max_health:
        value += HEAL_VALUE * (s.me.max_health - s.me.health - 1) + rest_value(s)
    if s.cells[pos].drop and pos != s.pos:  # taken by moving onto it (R059): not by staying
        value += DROP_VALUE
    cards = frontier(s, pos)
    if cards:
        value += FRONTIER_VALUE * cards**FRONTIER_POWER
        if golem_hidden(s) and should_flip(s):
            value += HIDDEN_GOLEM_VALUE * s.openings.get(pos, (0, 0))[0]
    return value or None


def golem_hidden(s: Survey) -> bool:
    """Multi-player, nothing left to explore and no Golem revealed: it lies face-down on the
    map (or in a hand, once taken), and only flipping the cards left there finds it (R275)."""
    if s.view.seats == 1 or s.view.explore_count or s.view.end_rush:
        return False
    return not any(s.cat[e.card].end_rush for e in s.enemies.values())


def shop_wish(s: Survey) -> dict[Pos, float]:
    """Extra value of the shop tile when the bot can afford an upgrade there (R160)."""
    shops = s.board.graph.shops
    if not shops:
        return {}
    card = wanted_purchase(s, s.view.shop)
    if card is None:
        return {}
    value = SHOP_VALUE + SHOP_GAIN * min(20.0, purchase_gain(s, card)[0])
    return {pos: value for pos in shops}


def destination(s: Survey) -> Pos | None:
    """``best_destination`` with the bot's arms and shop wish, once per decision."""
    if s.destination is None:
        s.destination = (best_destination(s, s.arms, shop_wish(s)),)
    return s.destination[0]


def best_destination(s: Survey, arms: Arms, bonus: dict[Pos, float]) -> Pos | None:
    """The reachable tile with the best value per route cost (ties: lowest position)."""
    costs, _ = s.routes
    best: tuple[float, Pos] | None = None
    # only tiles with something there can have a value (``tile_value`` is None elsewhere)
    worth = s.board.graph.special.union(s.zone, bonus)
    for pos in sorted(costs.keys() & worth):
        cost = costs[pos]
        if pos in s.enemies or (pos in s.tokens and pos != s.pos):
            continue
        value = tile_value(s, arms, pos, extra=bonus.get(pos, 0.0))
        if value is None or value <= 0:
            continue
        score = value / (cost + PATIENCE)
        if best is None or score > best[0]:
            best = (score, pos)
    return None if best is None else best[1]
