"""Determinization: a full state consistent with a view (every seat knows the same).

Hidden cards are dealt again from what is unseen: monsters by level (tower tiers above their
known bottoms, and the reserve), the final boss among the bosses not in view, the equipment
deck and Five-finger cards from the equipment not in view. The random stream is fresh.
``view(determinize(v, seat, rng), seat) == v``.
"""

from __future__ import annotations

from collections import Counter

from msgspec.structs import replace

from dungeontable.core import Rng

from .content import catalog
from .state import HIDDEN, State
from .view import View


def _unseen(pool: tuple[str, ...], seen: list[str]) -> list[str]:
    left = Counter(pool)
    left.subtract(seen)
    return sorted(card for card, n in left.items() for _ in range(max(0, n)))


def _seen_monsters(s: State) -> list[str]:
    seen = [c for tier in s.tower for c in tier if c != HIDDEN]
    seen += list(s.monster_discard) + [m for h in s.heroes for m in h.seduced]
    if s.fight is not None and not s.fight.boss and s.maintenance is None:
        seen.append(s.fight.monster)  # in Maintenance it is on the discard or a seducer's
    return seen


def _seen_equipment(s: State) -> list[str]:
    seen = list(s.discard) + [c for h in s.heroes for c in h.equipment]
    if s.maintenance is not None:
        m = s.maintenance
        seen += list(m.loot) + list(m.shop) + ([m.treasure] if m.treasure else [])
    return seen


def _fill(cards: tuple[str, ...], pool: list[str]) -> tuple[str, ...]:
    return tuple(pool.pop() if c == HIDDEN else c for c in cards)


def determinize(v: View, seat: int, rng: Rng) -> State:
    s = v.state
    cat = catalog(s.options.cards)
    rng = rng.fork(s.rounds + 1)
    tower, reserve = list(s.tower), list(s.reserve)
    seen = _seen_monsters(s)
    for level in range(4):
        pool, rng = rng.shuffle(_unseen(cat.monsters[level], seen))
        pool_l = list(pool)
        tower[level] = _fill(tower[level], pool_l)
        reserve[level] = _fill(reserve[level], pool_l)
    boss = s.boss
    if boss == HIDDEN:
        boss, rng = rng.choice(cat.bosses)
    equipment, rng = rng.shuffle(_unseen(cat.equipment, _seen_equipment(s)))
    pool_e = list(equipment)
    fight = s.fight
    if fight is not None and fight.five_finger:
        fight = replace(fight, five_finger=_fill(fight.five_finger, pool_e))
    deck = _fill(s.deck, pool_e)
    return replace(
        s, rng=rng, tower=tuple(tower), reserve=tuple(reserve), boss=boss, deck=deck, fight=fight
    )
