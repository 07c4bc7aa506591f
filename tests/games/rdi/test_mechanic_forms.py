"""Erin the Ever-Changing's Forms (002 L267-339): a Negated card changes no form, Wildshape's
choice, "Have this trinket instead!" only on her own pending payment, a Tree on another player's
turn, the Bear's extra damage only on other players, the public form in every seat's view, the
bot's choices, and seeded games with her at the table. The compendium's examples are
``scenarios/compendium_erin_*``; the rule cases ``scenarios/mechanic_erin_*``."""

from __future__ import annotations

from typing import Any

from dungeontable.core import Rng, capabilities
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.mechanics.forms import Forms, FormTaken, ReturnToElf
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps


def erin(hand: list[str], form: str = "elf", **more: Any) -> dict[str, Any]:
    return {
        "character": "erin",
        "hand": hand,
        "extra": [{"mechanic": "Forms", "form": form}],
        **more,
    }


def form(t: Table, seat: int = 0) -> str:
    found = next(x for x in t.seat(seat).extra if isinstance(x, Forms))
    assert isinstance(found, Forms)
    return found.form


def test_a_negated_card_changes_no_form() -> None:
    """L279, R-6.12: the form change comes after the card's effects: a Negated card has none."""
    eve = {"character": "eve", "hand": ["eve-mirror-image"]}
    t = build(3, phase="action", seat=[erin(["erin-wildshape"]), eve, {}])
    t.do("play card=erin-wildshape option=form:bear")
    t.do("play card=eve-mirror-image item=1")
    assert form(t) == "elf"
    assert "erin-wildshape" in t.seat(0).discard


def test_wildshape_offers_every_other_form() -> None:
    t = build(3, phase="action", seat=[erin(["erin-wildshape"], "raven"), {}, {}])
    shapes = sorted(a for a in t.legal() if "erin-wildshape" in a)
    assert [a.rsplit("option=", 1)[1] for a in shapes] == ["form:bear", "form:elf", "form:tree"]


def test_the_trinket_answers_only_her_own_card_that_costs_her_gold() -> None:
    """ "Have this trinket instead!" (L321) needs a pending card of hers making her pay Gold."""
    fiona = {"character": "fiona", "hand": ["fiona-hit"]}
    t = build(3, phase="action", active=1, seat=[erin(["erin-trinket"]), fiona, {}])
    t.do("play card=fiona-hit target=0")
    assert not any("erin-trinket" in a for a in t.legal())


def test_a_tree_on_another_players_turn_does_not_end_it() -> None:
    """L301: only her own turn ends when she becomes a Tree."""
    fiona = {"character": "fiona", "hand": ["fiona-hit"]}
    t = build(3, phase="action", active=1, seat=[erin(["erin-wildshape"]), fiona, {}])
    t.do("play card=fiona-hit target=0", "play card=erin-wildshape option=form:tree")
    assert form(t) == "tree"
    assert t.seat(0).fortitude == 20  # the 2 loss, 2 smaller (L305)
    assert t.state.active == 1 and t.state.phase in ("action", "order")
    assert t.events("turn-ended-early") == []


def test_the_bear_adds_only_to_other_players_losses() -> None:
    """L285: extra damage to other players; her own card on herself is not raised."""
    fiona = {"character": "fiona", "hand": ["fiona-redirect"]}
    t = build(3, phase="action", seat=[erin(["erin-maul"], "bear"), fiona, {}])
    t.do("play card=erin-maul target=1", "play card=fiona-redirect target=0 item=1")
    assert t.seat(0).fortitude == 18 and t.seat(1).fortitude == 20


def test_the_bear_bonus_follows_the_ruling() -> None:
    for bonus, after in ((0, 18), (1, 17), (3, 15)):
        t = build(
            3,
            Options(erin_bear_bonus=bonus),
            phase="action",
            seat=[erin(["erin-maul"], "bear"), {}, {}],
        )
        t.do("play card=erin-maul target=1")
        assert t.seat(1).fortitude == after


def test_a_raven_does_not_get_the_inns_ante_in_another_players_round() -> None:
    """L295: only a round she starts on her own turn."""
    serena = {"character": "serena", "hand": ["serena-deal-me-in"]}
    t = build(3, phase="action", active=1, seat=[erin([], "raven"), serena, {}])
    t.do("play card=serena-deal-me-in")
    assert t.seat(0).gold == 9 and t.state.inn == 0


def test_her_form_is_public_to_every_seat() -> None:
    t = build(3, phase="action", seat=[erin(["erin-balm"], "bear"), {}, {}])
    for seat in (0, 1, 2, None):
        shown = next(x for x in GAME.view(t.state, seat).seats[0].extra if isinstance(x, Forms))
        assert shown == Forms(form="bear")


def test_the_form_change_reads_in_words() -> None:
    t = build(3, phase="action", seat=[erin(["erin-keen-eyes"]), {"character": "fiona"}, {}])
    t.do("play card=erin-keen-eyes target=1")
    taken = t.events(FormTaken)
    assert taken == [FormTaken(seat=0, form="raven", why="card")]
    options = Options(characters=("erin", "fiona", "gog"))
    words = capabilities(GAME).words(options, Names(("Ann", "Bob", "Cy")))
    assert words.event(taken[0]) == "Erin (Ann) becomes a Raven"


def bot_choice(t: Table, seat: int = 0) -> str:
    view = GAME.view(t.state, seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_the_bot_becomes_a_tree_against_a_strong_drink_and_not_for_nothing() -> None:
    t = build(
        3,
        phase="drink",
        seat=[erin(["erin-wildshape"], drink_me=["drink_wyrmfire"]), {}, {}],
    )
    assert bot_choice(t) == "play card=erin-wildshape target=-1 item=0 option=form:tree"
    quiet = build(3, phase="action", seat=[erin(["erin-wildshape"]), {}, {}])
    assert "erin-wildshape" not in bot_choice(quiet)


def test_the_bot_turns_a_raven_near_passing_out_back_into_an_elf() -> None:
    t = build(3, phase="start", seat=[erin([], "raven", alcohol=14), {}, {}])
    assert t.decision is not None and t.decision.kind == "form-revert"
    assert bot_choice(t) == ReturnToElf(back=True).to_text()
    bear = build(3, phase="start", seat=[erin([], "bear", alcohol=14), {}, {}])
    assert bot_choice(bear) == ReturnToElf(back=False).to_text()


def test_seeded_games_with_erin_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("erin", "cormac", "natyli", "gog"), steps=8000):
        seen.update(e.kind() for e in transition.events)
        held = next(x for x in state.seats[0].extra if isinstance(x, Forms))
        assert isinstance(held, Forms) and held.form in ("elf", "bear", "raven", "tree")
    assert "form-taken" in seen
