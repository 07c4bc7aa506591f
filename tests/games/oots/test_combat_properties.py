"""Property tests of the battle arithmetic over random battles from the packaged set."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dungeontable.games.oots.catalog import CHARACTERS
from dungeontable.games.oots.combat import abilities as ab
from dungeontable.games.oots.combat.modifiers import total_modifiers
from dungeontable.games.oots.combat.range import choosable
from dungeontable.games.oots.combat.resolve import resolve
from dungeontable.games.oots.effects import NaturalAs

from .combat_kit import CAT, PLAIN, BattleContext, FloorRoom, Side

MONSTERS = sorted({m for m in CAT.decks["battle"] if m in CAT.monsters})
RANK = {"lose": 0, "draw": 1, "win": 2}


def _plain(shtick: str) -> bool:
    return not any(isinstance(e, NaturalAs) for e in CAT.shticks[shtick].effects)


@st.composite
def battles(draw: st.DrawFn) -> BattleContext:
    who = draw(st.sampled_from(CHARACTERS))
    deck = sorted({s for s in CAT.shtick_deck(who) if _plain(s)})
    face_up = tuple(draw(st.lists(st.sampled_from(deck), min_size=1, max_size=6)))
    stack = tuple(draw(st.lists(st.sampled_from(MONSTERS), min_size=1, max_size=4)))
    other = tuple(draw(st.lists(st.sampled_from(MONSTERS), max_size=3)))
    here = draw(st.integers(0, 1))
    rooms = [FloorRoom(PLAIN, monsters=stack), FloorRoom("spooooky_crypt", monsters=other)]
    role = draw(st.sampled_from(("attacker", "defender")))
    side = Side(who, here, face_up=face_up)
    n_targets = draw(st.integers(1, len(stack)))
    base = BattleContext(side, role, tuple(rooms), 0, targets=tuple(range(n_targets)),
                         level=draw(st.integers(1, 4)))  # fmt: skip
    options = (None, *choosable(base, side, CAT))
    shtick = draw(st.sampled_from(options))
    if shtick is None or not CAT.shticks[shtick].is_area:
        base = BattleContext(side, role, tuple(rooms), 0, targets=(0,), level=base.level)
    return BattleContext(
        Side(who, here, shtick=shtick, face_up=face_up), role, base.floor, 0,
        targets=base.targets, level=base.level,
    )  # fmt: skip


@settings(max_examples=100, deadline=None)
@given(battles())
def test_totals_are_the_sum_of_their_parts(ctx: BattleContext) -> None:
    bd = total_modifiers(ctx, CAT)
    assert bd.player == sum(p.amount for p in bd.player_parts)
    assert bd.foe == sum(p.amount for p in bd.foe_parts) == max(bd.foe_values)


@settings(max_examples=100, deadline=None)
@given(battles())
def test_a_higher_die_is_never_worse(ctx: BattleContext) -> None:
    bd = total_modifiers(ctx, CAT)
    ranks = [RANK[resolve(ctx, bd, (d,), None, CAT).outcome] for d in range(1, 13)]
    assert ranks == sorted(ranks)


@settings(max_examples=100, deadline=None)
@given(battles(), st.integers(1, 12))
def test_consequences_match_the_outcome(ctx: BattleContext, die: int) -> None:
    bd = total_modifiers(ctx, CAT)
    res = resolve(ctx, bd, (die,), None, CAT)
    if res.outcome != "lose":
        assert (res.wounds, res.discard_loot, res.discard_battle, res.miss_turns) == (0, 0, 0, 0)
    if res.outcome != "win":
        assert res.defeated == () and res.loot_drops == 0
    else:
        assert set(res.defeated) <= set(ctx.foes) and res.defeated
    if res.outcome == "lose":
        reaches = any(r >= ctx.distance for r in bd.foe_ranges)
        assert (res.wounds >= 1) == reaches


@settings(max_examples=100, deadline=None)
@given(battles())
def test_support_never_exceeds_the_other_monsters_on_the_floor(ctx: BattleContext) -> None:
    total = sum(len(r.monsters) for r in ctx.floor)
    for pos in range(len(ctx.floor[0].monsters)):
        assert 0 <= ab.support_count((0, pos), ctx.floor, CAT) <= total - 1
