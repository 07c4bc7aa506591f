"""Setup (R005-R020): sheets and floors, the hidden final boss, heroes, the tower by
difficulty, the chest and the supply, the leader."""

from __future__ import annotations

from dungeontable.core import OptionError, Rng

from ..content import Catalog, catalog
from ..options import DIFFICULTY, Options
from ..state import Hero, State


def setup(options: Options, seats: int, seed: int) -> State:
    if not 1 <= seats <= 6:
        raise OptionError(f"Dungeon Fighter takes 1 to 6 heroes (R004), not {seats}")
    cat = catalog(options.cards)
    rng = Rng.from_seed(seed)
    floors, rng = _floors(cat, options, rng)
    boss, rng = rng.choice(cat.bosses)
    count = 2 if seats == 1 and options.solo == "two_heroes" else seats  # AMB-06
    heroes, rng = _heroes(cat, options, count, rng)
    tower, reserve, rng = _tower(cat, options, rng)
    deck, rng = rng.shuffle(cat.equipment)
    leader, rng = rng.below(count)
    state = State(
        options=options,
        seats=seats,
        rng=rng,
        heroes=heroes,
        floors=floors,
        boss=boss,
        tower=tower,
        reserve=reserve,
        deck=deck,
        leader=leader,
        first=leader,
    )
    return state  # ``entrance_is_encounter``: the flow's ``start`` reveals the first monster


def _floors(cat: Catalog, options: Options, rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """R006-R008 (AMB-04: a random side of a double-sided dungeon sheet)."""
    boss_sheets, rng = rng.shuffle(sorted(s for s in cat.sheets if cat.sheets[s].kind == "boss"))
    final = cat.sheets[boss_sheets[0]].sides[1].id
    pool: list[str] = [cat.sheets[s].sides[0].id for s in boss_sheets[1:]]
    for sid in sorted(s for s in cat.sheets if cat.sheets[s].kind == "dungeon"):
        side = 0
        if options.sheet_side == "random":
            side, rng = rng.below(2)
        pool.append(cat.sheets[sid].sides[side].id)
    drawn, rng = rng.shuffle(pool)
    return (drawn[0], drawn[1], final), rng


def _heroes(cat: Catalog, options: Options, seats: int, rng: Rng) -> tuple[tuple[Hero, ...], Rng]:
    """R010-R011: distinct heroes at 9 hit points (dealt at random unless chosen)."""
    if options.heroes:
        chosen = options.heroes
        if len(chosen) != seats or len(set(chosen)) != seats:
            raise ValueError(f"options.heroes must name {seats} distinct heroes")
        for hid in chosen:
            if hid not in cat.heroes:
                raise ValueError(f"unknown hero {hid!r}; heroes: {', '.join(cat.heroes)}")
    else:
        dealt, rng = rng.shuffle(cat.heroes)
        chosen = dealt[:seats]
    return tuple(Hero(card=h) for h in chosen), rng


def _tower(
    cat: Catalog, options: Options, rng: Rng
) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...], Rng]:
    """R012-R014: each level shuffled, the difficulty's count into the tower, the rest aside."""
    counts = DIFFICULTY[options.difficulty][0]
    tower, reserve = [], []
    for level, count in zip(range(4), counts, strict=True):
        pile, rng = rng.shuffle(cat.monsters[level])
        tower.append(pile[:count])
        reserve.append(pile[count:])
    return tuple(tower), tuple(reserve), rng
