"""Where the heuristic bot wants to go: scored destinations on the map (card-rogue.md §6.7).

Each candidate is a reachable tile with a value; the bot heads for the best value minus route
cost. Values encode the priorities of §6.7: race to an exit in the end rush (R272) or once the
solo goals are done (R281); open the chest with the key (R260); pick up potions and drop piles
(R054, R059); rest on a fountain when hurt (R150); hunt enemies it can beat, bosses when strong
enough (R262-R264); otherwise explore toward the frontier (R030, R038).
"""

from __future__ import annotations

from .fighting import Arms, fight_cost, worst_hit
from .survey import Pos, Survey

DIST_WEIGHT = 1.0
EXIT_VALUE = 200.0
CHEST_VALUE = 40.0
POTION_VALUE = 7.0
DROP_VALUE = 8.0
FRONTIER_VALUE = 4.0
HEAL_VALUE = 2.5  # per missing health point, on a fountain
GOLEM_VALUE = 120.0
BASILISK_VALUE = 30.0
LOOT_VALUE = 3.0  # plus the card's gold
SAFETY = 2.0
"""Health the bot wants left after a fight it starts on purpose."""


def health_after(s: Survey, arms: Arms, pos: Pos) -> float:
    """Expected health left after fighting every enemy next to ``pos``, one by one."""
    near = s.enemies_next_to(pos)
    health = float(s.me.health)
    for index, enemy in enumerate(near):
        health -= fight_cost(s.cat, arms, enemy, near[index + 1 :], s.seat)
    return health


def hunt_value(s: Survey, arms: Arms, pos: Pos) -> float | None:
    """Value of starting combat at ``pos`` with the enemies next to it (None: don't)."""
    near = s.enemies_next_to(pos)
    left = health_after(s, arms, pos)
    worst = max(worst_hit(s.cat, e, arms.reduction) for e in near)
    if left < max(SAFETY, worst / 2):
        return None
    value = 0.0
    for enemy in near:
        card = s.cat[enemy.card]
        if card.end_rush:
            if s.view.end_rush:
                return None
            value += GOLEM_VALUE
        elif card.exclusive:
            if not wants_basilisk(s):
                return None
            value += BASILISK_VALUE
        else:
            value += LOOT_VALUE + (card.gold or 0)
    return value


def wants_basilisk(s: Survey) -> bool:
    """R263: a second basilisk in one hand removes both (multiplayer only, A-34)."""
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
    return all(p.score <= mine for p in s.view.players if p.seat != s.seat)


def solo_goals_done(s: Survey) -> bool:
    """R280-R281 as the engine counts them (``Player.deeds``)."""
    deeds = s.me.deeds
    for goal in s.view.options.solo_goals:
        if goal == "basilisks" and deeds.count("basilisk") < 2:
            return False
        if goal in ("chest", "debt", "golem") and goal not in deeds:
            return False
    return True


def tile_value(s: Survey, arms: Arms, pos: Pos, *, extra: float = 0.0) -> float | None:
    """What reaching ``pos`` is worth (None: nothing there for the bot)."""
    here = s.pos
    kind = s.kind(pos)
    if s.enemies_next_to(pos):
        return hunt_value(s, arms, pos)
    if kind == "start" and pos != here and can_exit_winning(s):
        return EXIT_VALUE
    value = extra
    if kind == "potion":
        value += POTION_VALUE
    if kind == "chest" and s.holds("is_key"):
        value += CHEST_VALUE
    cell = s.cells[pos]
    if cell.drop:
        value += DROP_VALUE
    if kind == "fountain":
        value += HEAL_VALUE * max(0, s.me.max_health - s.me.health - 1)
    if s.face_down_dirs(pos) or s.empty_dirs(pos):
        value += FRONTIER_VALUE
    return value or None


def best_destination(s: Survey, arms: Arms, bonus: dict[Pos, float]) -> Pos | None:
    """The reachable tile with the best value minus route cost (ties: lowest position)."""
    costs, _ = s.routes
    best: tuple[float, Pos] | None = None
    for pos, cost in sorted(costs.items()):
        value = tile_value(s, arms, pos, extra=bonus.get(pos, 0.0))
        if value is None:
            continue
        score = value - DIST_WEIGHT * cost
        if best is None or score > best[0]:
            best = (score, pos)
    return None if best is None else best[1]
