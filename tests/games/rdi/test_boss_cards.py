"""R-12.3 Boss cards: shuffled into the Boss's deck in a Boss Battle, removed everywhere else."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options

CARDS = (str(Path(__file__).parent / "cards" / "boss.toml"),)
BRAWLERS = ("generic_brawler",) * 3
ROAR = "boss_dragon_roar"


def _counts(options: Options) -> list[int]:
    state = GAME.setup(options, 3, 5)
    return [Counter((*s.deck, *s.hand))[ROAR] for s in state.seats]


def test_boss_cards_only_in_the_boss_deck() -> None:
    assert _counts(Options(cards=CARDS, characters=BRAWLERS, boss=1)) == [0, 3, 0]
    assert _counts(Options(cards=CARDS, characters=BRAWLERS, boss=0)) == [3, 0, 0]


def test_boss_cards_removed_outside_a_boss_battle() -> None:
    assert _counts(Options(cards=CARDS, characters=BRAWLERS)) == [0, 0, 0]
    state = GAME.setup(Options(cards=CARDS, characters=BRAWLERS), 3, 5)
    assert [len(s.deck) + len(s.hand) for s in state.seats] == [40, 40, 40]


def test_the_boss_plays_a_boss_card() -> None:
    from .conftest import build

    rows = [{"hand": (ROAR,)}, {}, {}]
    t = build(3, options=Options(cards=CARDS, boss=0), phase="action", seat=rows)
    t.do('play card=boss_dragon_roar target=-1 item=0 option=""')
    # the two Challengers share one Fortitude (R-12.3 [proposed]) that loses the 2 once (R-12.2
    # option shared_hits: one effect naming several players of a side reaches the side once)
    assert [s.fortitude for s in t.state.seats] == [20, 18, 18]


def test_shared_hits_each_takes_a_boss_card_once_per_challenger() -> None:
    """R-12.2 option ``shared_hits="each"``: the shared Fortitude loses 2 for each Challenger."""
    from .conftest import build

    rows = [{"hand": (ROAR,)}, {}, {}]
    options = Options(cards=CARDS, boss=0, shared_hits="each")
    t = build(3, options=options, phase="action", seat=rows)
    t.do('play card=boss_dragon_roar target=-1 item=0 option=""')
    assert [s.fortitude for s in t.state.seats] == [20, 16, 16]


def test_determinize_deals_no_boss_card_to_a_challenger() -> None:
    from dungeontable.core import Rng

    options = Options(cards=CARDS, characters=BRAWLERS, boss=0)
    state = GAME.setup(options, 3, 5)
    for seed in range(5):
        other = GAME.determinize(GAME.view(state, 1), 1, Rng.from_seed(seed))
        counts = [Counter((*s.deck, *s.hand))[ROAR] for s in other.seats]
        assert counts == [3, 0, 0]


def test_challengers_ignore_a_card_aimed_at_several_of_them_as_one() -> None:
    """R-12.3: shared defences — one Challenger's Ignore covers every Challenger."""
    from .conftest import build

    rows = [{"hand": (ROAR,)}, {"hand": ("fx_untouchable",)}, {}]
    fixture = str(Path(__file__).parent / "cards" / "fixture.toml")
    t = build(3, options=Options(cards=(*CARDS, fixture), boss=0), phase="action", seat=rows)
    t.do('play card=boss_dragon_roar target=-1 item=0 option=""')
    t.do('play card=fx_untouchable target=-1 item=1 option=""')
    assert [s.fortitude for s in t.state.seats] == [20, 20, 20]
    assert t.state.stack.is_empty


def test_outside_a_boss_battle_an_ignore_covers_only_its_player() -> None:
    from .conftest import build

    rows = [{"hand": ("brawler_table_flip",)}, {"hand": ("fx_untouchable",)}, {}]
    fixture = (str(Path(__file__).parent / "cards" / "fixture.toml"),)
    t = build(3, options=Options(cards=fixture), phase="action", seat=rows)
    t.do('play card=brawler_table_flip target=-1 item=0 option=""')
    t.do('play card=fx_untouchable target=-1 item=1 option=""')
    assert t.seat(1).fortitude == 20 and t.seat(2).fortitude < 20
