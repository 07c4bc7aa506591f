"""Petra the Devious (002 L1074-1104): Plotting one card after Discard and Draw (her own cards
only), the Plotted Cards face down to the others and outside her hand, Schemes played from there
with their Scheme effect (added, or instead), the Plotted Cards discarded for Hellfire at her turn
start, the circular Hellfire track firing (the house Hellfire side, the Boss Battle side and the
ruling ``petra_hellfire``), a card letting her Plot one more, determinize, the bot, and seeded
games with her at the table. Rule cases as scenario files: ``scenarios/*_petra_*``."""

from __future__ import annotations

from typing import Any

from dungeontable.core import Rng, capabilities
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.mechanics.plots import (
    BOSS_FIRE,
    FIRE,
    TRACK,
    CardPlotted,
    PlotCard,
    Plots,
    advanced,
)
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import Table, build
from .seeded import seeded_steps


def petra(hand: list[str], *plotted: str, hellfire: int = 1, **more: Any) -> dict[str, Any]:
    extra = {"mechanic": "Plots", "cards": list(plotted), "hellfire": hellfire, **more}
    return {"character": "petra", "hand": hand, "extra": [extra]}


def plots(t: Table, seat: int = 0) -> Plots:
    found = next(x for x in t.seat(seat).extra if isinstance(x, Plots))
    assert isinstance(found, Plots)
    return found


def test_she_may_plot_one_own_card_after_discard_and_draw() -> None:
    """L1088, L1098: one card from her hand, face down; L1102: never a Blessing."""
    hand = ["petra-hired-muscle", "blessing_shield", "petra-raise"]
    t = build(3, phase="start", seat=[petra(hand), {}, {}])
    t.do("draw")
    assert t.decision is not None and t.decision.kind == "plot" and t.decision.seat == 0
    assert t.legal() == [
        'plot-card card=""',
        "plot-card card=petra-hired-muscle",
        "plot-card card=petra-raise",
    ]
    t.do("plot-card card=petra-hired-muscle")
    assert plots(t).cards == ("petra-hired-muscle",)
    assert "petra-hired-muscle" not in t.seat(0).hand
    assert t.decision is not None and t.decision.kind == "action"  # once a turn


def test_the_plotted_cards_are_hidden_from_the_others_in_views_and_events() -> None:
    t = build(3, phase="action", seat=[petra(["petra-hired-muscle"], "petra-raise"), {}, {}])
    t.do("plot-card card=petra-hired-muscle")
    assert plots(t).cards == ("petra-raise", "petra-hired-muscle")
    for seat in (1, 2, None):
        shown = next(x for x in t.view(seat).seats[0].extra if isinstance(x, Plots))
        assert shown.cards == ("", "")
    mine = next(x for x in t.view(0).seats[0].extra if isinstance(x, Plots))
    assert mine.cards == ("petra-raise", "petra-hired-muscle")
    told = t.events(CardPlotted)
    assert [(e.to, e.card) for e in told] == [((0,), "petra-hired-muscle"), ((1, 2), "")]


def test_a_scheme_from_the_plot_gets_its_scheme_effect_instead() -> None:
    """L1084: 'instead' replaces the base effect; played from the hand, the base effect."""
    me = petra(["petra-knife-in-the-dark"], "petra-knife-in-the-dark", asked=1)
    t = build(3, phase="action", seat=[me, {}, {}])
    assert "play card=petra-knife-in-the-dark target=1 item=0 option=plot" in t.legal()
    assert 'play card=petra-knife-in-the-dark target=1 item=0 option=""' in t.legal()
    t.do("play card=petra-knife-in-the-dark target=1 option=plot")
    assert t.seat(1).fortitude == 15  # 5 instead of 3
    assert plots(t).cards == () and t.seat(0).hand == ("petra-knife-in-the-dark",)
    t = build(3, phase="action", seat=[petra(["petra-knife-in-the-dark"], asked=1), {}, {}])
    t.do("play card=petra-knife-in-the-dark target=1")
    assert t.seat(1).fortitude == 17


def test_a_scheme_without_instead_adds_its_effect() -> None:
    t = build(3, phase="action", seat=[petra([], "petra-poisoned-goblet", asked=1), {}, {}])
    t.do("play card=petra-poisoned-goblet target=2 option=plot")
    assert (t.seat(2).alcohol, t.seat(2).fortitude) == (3, 18)


def test_only_schemes_are_played_from_the_plot_and_they_are_not_in_her_hand() -> None:
    """L1088: other cards wait for Hellfire; L1102: no hand effect reaches them."""
    t = build(3, phase="action", seat=[petra([], "petra-hired-muscle", asked=1), {}, {}])
    assert not [a for a in t.legal() if "hired-muscle" in a]
    t = build(3, phase="discard", seat=[petra(["petra-raise"], "petra-hired-muscle"), {}, {}])
    assert not [a for a in t.legal() if "hired-muscle" in a]


def test_her_turn_starts_by_discarding_the_plot_for_hellfire() -> None:
    """L1098: every Plotted Card discarded, 1 Hellfire each, before Discard and Draw."""
    me = {**petra([], "petra-raise", "petra-hired-muscle"), "deck": ["petra-no"] * 8}
    t = build(3, phase="start", seat=[me, {}, {}])
    t.do("draw")
    assert plots(t).cards == () and plots(t).hellfire == 3
    assert t.seat(0).discard == ("petra-raise", "petra-hired-muscle")


def test_the_track_fires_on_the_fire_spot_and_goes_on_past_it() -> None:
    """L1094: at the fire spot the effect resolves and the token goes back to the first space;
    a gain past it fires first, then goes on."""
    assert advanced(1, TRACK - 2) == (TRACK - 1, 0)
    assert advanced(TRACK - 1, 1) == (1, 1)
    assert advanced(TRACK - 1, 3) == (3, 1)
    assert advanced(1, 2 * (TRACK - 1)) == (1, 2)
    t = build(3, phase="start", seat=[petra([], "petra-raise", hellfire=TRACK - 1), {}, {}])
    t.do("draw")
    assert [s.fortitude for s in t.state.seats] == [20, 20 - FIRE, 20 - FIRE]
    assert plots(t).hellfire == 1 and plots(t).fired == 1


def test_as_the_boss_the_hellfire_hits_harder_and_her_boss_cards_are_dealt() -> None:
    """L1080: the Boss Deck shuffled in and the Boss Battle side of the tracker."""
    state = GAME.setup(Options(characters=("petra", "fiona", "gog"), boss=0), 3, 5)
    me = state.seats[0]
    assert len(me.hand) + len(me.deck) == 55
    state = GAME.setup(Options(characters=("petra", "fiona", "gog")), 3, 5)
    assert len(state.seats[0].hand) + len(state.seats[0].deck) == 40
    boss = Options(boss=0)
    me = petra([], "petra-raise", hellfire=TRACK - 1)
    t = build(3, options=boss, phase="start", seat=[me, {}, {}])
    t.do("draw")
    assert t.seat(1).fortitude == t.seat(2).fortitude == 20 - BOSS_FIRE  # shared, once
    assert plots(t).fired == 1


def test_ruling_answerable_hellfire_can_be_ignored() -> None:
    """petra_hellfire = answerable: a pending loss from Petra for each, Ignored like her Action."""
    ducks = {"character": "fiona", "hand": ["fiona-duck"]}
    me = petra(["petra-guild-dues"], hellfire=TRACK - 1, asked=1)
    t = build(3, options=Options(petra_hellfire="answerable"), phase="action", seat=[me, ducks, {}])
    t.do("play card=petra-guild-dues")
    while t.decision is not None and t.decision.kind == "respond":
        fire = t.state.stack.items[-1].payload.kind == "damage"
        duck = [a for a in t.legal() if "fiona-duck" in a and fire]
        t.do(duck[0] if duck else "pass")
    assert t.seat(1).fortitude == 19  # the dues' 1; the Hellfire Ignored
    assert t.seat(2).fortitude == 20 - 1 - FIRE


def test_a_card_may_let_her_plot_one_more() -> None:
    t = build(3, phase="action", seat=[petra(["petra-plot-twist", "petra-raise"], asked=1), {}, {}])
    t.do("play card=petra-plot-twist target=1")
    assert t.decision is not None and t.decision.kind == "plot"
    t.do("plot-card card=petra-raise")
    assert plots(t).cards == ("petra-raise",) and plots(t).more == 0


def test_an_extra_plot_she_cannot_make_ends_with_the_turn() -> None:
    t = build(3, phase="action", seat=[petra(["petra-plot-twist"], asked=1), {}, {}])
    t.do("play card=petra-plot-twist target=1")
    assert plots(t).more == 1 and t.decision is not None and t.decision.kind == "order"
    t.do("order-drink target=1")
    while t.state.active == 0 and t.decision is not None:
        t.do(t.legal()[0])
    assert plots(t).more == 0


def test_determinize_deals_the_plot_from_her_unseen_cards() -> None:
    t = build(3, phase="action", seat=[petra([], "petra-raise", "petra-raise", asked=1), {}, {}])
    for seat in (0, 1):
        d = GAME.determinize(t.view(seat), seat, Rng.from_seed(seat))
        found = next(x for x in d.seats[0].extra if isinstance(x, Plots))
        assert len(found.cards) == 2 and all(c.startswith("petra-") for c in found.cards)
        if seat == 0:
            assert found.cards == ("petra-raise", "petra-raise")
        assert GAME.view(d, seat) == t.view(seat)


def test_the_bot_plots_an_action_scheme_and_plays_it_from_there() -> None:
    hand = ["petra-knife-in-the-dark", "petra-raise", "petra-hired-muscle"]
    t = build(3, phase="action", seat=[petra(hand), {}, {}])
    bot = HeuristicBot(GAME)
    action, _ = bot.choose(t.view(0), GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action == PlotCard(card="petra-knife-in-the-dark")
    t.do(action)
    action, _ = bot.choose(t.view(0), GAME.legal_actions(t.state), Rng.from_seed(1))
    assert getattr(action, "option", "") == "plot"


def test_seeded_games_with_petra_end_by_the_rules() -> None:
    for state, _ in seeded_steps(("petra", "fiona", "gog", "dimli"), range(4)):
        p = next(x for x in state.seats[0].extra if isinstance(x, Plots))
        assert 1 <= p.hellfire < TRACK
        assert not set(p.cards) & {c for c in state.seats[0].hand if c not in p.cards}


def test_the_words_name_the_lich_kings_pending_hellfire_loss() -> None:
    """Under petra_hellfire=direct the Lich King's 2 waits for his finger (002 L660): the log
    names it as the Hellfire's loss, not as Scarab damage."""
    t = build(
        3,
        active=0,
        phase="action",
        seat=[
            {
                "character": "petra",
                "hand": ["petra-guild-dues"],
                "extra": [{"mechanic": "Plots", "hellfire": 4, "asked": 1}],
            },
            {"character": "lichking"},
            {"character": "gog"},
        ],
    )
    t.do("play card=petra-guild-dues", "pass")
    names = Names(("Ann", "Bob", "Cleo"))
    words = capabilities(GAME).words(Options(characters=("petra", "lichking", "gog")), names)
    assert isinstance(words, RedDragonInnWords)
    said = [words.event(e) for e in t.events()]
    words.learn(GAME.view(t.state, 1))  # the log learns the pending items from each view
    t.do("pass")
    said = [words.event(e) for e in t.events()[len(said) :]]
    assert "The Hellfire's loss is dealt" in said, said
    assert not any("Scarab" in s for s in said), said
