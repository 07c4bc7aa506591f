"""R-9.2 Gold-equivalents: the payer chooses what to hand over; R-3.5 taking one affects Gold;
R-10.2 they count as Gold (not broke); R-10.4 they are split like Gold."""

from __future__ import annotations

from pathlib import Path

from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options

from .conftest import build

OPTS = Options(cards=(str(Path(__file__).parent / "cards" / "fixture.toml"),))
GOBLET = "valuable_gilded_goblet"
SCALE = "valuable_dragon_scale"
GOLD = 'pay-with card=""'


def lift(victim: dict[str, object]):  # type: ignore[no-untyped-def]
    """Seat 0 plays Quick Lift (another player pays you 3 Gold) at seat 1."""
    rows = [{"hand": ("fx_pickpocket",)}, victim, {}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    return t.do("play card=fx_pickpocket target=1")


def test_the_payer_chooses_gold_or_a_gold_equivalent_one_at_a_time() -> None:
    t = lift({"gold": 1, "valuables": (GOBLET, SCALE)})
    assert t.decision.kind == "pay" and t.decision.seat == 1
    assert t.legal() == [GOLD, f"pay-with card={SCALE}", f"pay-with card={GOBLET}"]
    t.do(f"pay-with card={GOBLET}", GOLD)  # the Dragon-Scale Coin is all that is left
    assert (t.seat(0).gold, t.seat(0).valuables) == (11, (GOBLET, SCALE))
    assert (t.seat(1).gold, t.seat(1).valuables) == (0, ())
    assert t.seat(1).out == "broke"  # nothing worth Gold left


def test_the_choice_changes_what_the_payee_gets() -> None:
    t = lift({"gold": 3, "valuables": (GOBLET,)})
    t.do(GOLD, GOLD, GOLD)
    assert (t.seat(0).gold, t.seat(0).valuables, t.seat(1).valuables) == (13, (), (GOBLET,))
    t = lift({"gold": 3, "valuables": (GOBLET,)})
    t.do(f"pay-with card={GOBLET}")  # then only Gold is left to give: paid without asking
    assert (t.seat(0).gold, t.seat(0).valuables, t.seat(1).gold) == (12, (GOBLET,), 1)


def test_no_choice_no_question() -> None:
    t = lift({"gold": 0, "valuables": (GOBLET, GOBLET)})
    assert t.decision.kind != "pay"
    assert (t.seat(0).valuables, t.seat(1).valuables, t.seat(1).out) == (
        (GOBLET, GOBLET),
        (),
        "broke",
    )


def test_a_gold_equivalent_keeps_a_player_in() -> None:
    """R-10.2: 0 Gold but a Gold-equivalent is not broke."""
    t = build(3, options=OPTS, phase="end", seat=[{"gold": 0, "valuables": (GOBLET,)}, {}, {}])
    assert t.seat(0).out == ""
    t = build(3, options=OPTS, phase="end", seat=[{"gold": 0}, {}, {}])
    assert t.seat(0).out == "broke"


def test_taking_a_gold_equivalent_affects_gold() -> None:
    """R-3.5: a stat-Ignore is legal against a steal from a player whose only wealth is one."""
    from dungeontable.games.rdi.pipeline import preview

    t = lift({"gold": 0, "valuables": (GOBLET,), "hand": ("fx_untouchable",)})
    assert preview(t.state, t.state.stack.items[0]) == {0: (0, 0, 1), 1: (0, 0, -1)}
    assert t.decision.seat == 1
    assert 'play card=fx_untouchable target=-1 item=1 option=""' in t.legal()
    t.do('play card=fx_untouchable target=-1 item=1 option=""')
    assert (t.seat(0).valuables, t.seat(1).valuables) == ((), (GOBLET,))


def test_paying_the_inn_with_a_gold_equivalent_takes_it_out_of_play() -> None:
    rows = [{"hand": ("rogue_tip",)}, {"gold": 2, "valuables": (GOBLET,)}, {}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=rogue_tip target=1", f"pay-with card={GOBLET}")
    assert (t.seat(1).gold, t.seat(1).valuables) == (2 - _tip_amount() + 1, ())
    assert t.state.inn_valuables == (GOBLET,)


def _tip_amount() -> int:
    card = GAME.setup(OPTS, 2, 1)  # the catalog: the tip card's number
    from dungeontable.games.rdi.content import content_of

    return int(content_of(card.options).catalog["rogue_tip"].effects[0].params["amount"])


def test_a_leaver_s_gold_equivalents_are_split_like_gold() -> None:
    """R-10.4 (Keet): 4 Gold-equivalents, 2 remaining players: 2 to the Inn, 1 each."""
    held = (GOBLET, SCALE, GOBLET, SCALE)
    rows = [{"alcohol": 19, "fortitude": 19, "gold": 0, "valuables": held}, {}, {}]
    t = build(3, options=OPTS, phase="end", seat=rows)
    assert t.seat(0).out == "passed-out"
    assert (t.seat(1).valuables, t.seat(2).valuables) == ((GOBLET,), (SCALE,))
    assert t.state.inn_valuables == (GOBLET, SCALE)


def test_an_ante_paid_with_a_gold_equivalent_goes_to_the_winner() -> None:
    rows = [{"hand": ("brawler_dice",)}, {"gold": 0, "valuables": (GOBLET,)}, {}]
    t = build(3, options=OPTS, phase="action", seat=rows)
    t.do("play card=brawler_dice")
    assert t.state.gambling is None  # everyone passed: the starter won
    assert (t.seat(0).gold, t.seat(0).valuables) == (11, (GOBLET,))
    assert t.seat(1).valuables == ()
