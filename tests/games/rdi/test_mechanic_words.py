"""People's words for the issue-16 rules: the Anytime window between phases (R-5.3) says that
nothing is pending, and a two-target card names both players (R-6.8's Cleave, 002 L812)."""

from __future__ import annotations

from dungeontable.core import IllegalAction, capabilities
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import build

OPTIONS = Options(characters=("fiona", "bryn", "gog"))


def _words() -> RedDragonInnWords:
    words = capabilities(GAME).words(OPTIONS, Names(("Alice", "Bob", "Cleo")))
    assert isinstance(words, RedDragonInnWords)
    return words


def test_the_anytime_window_reads_as_one() -> None:
    rows = [{"character": "fiona"}, {"character": "bryn", "hand": ("bryn-heal",)}, {}]
    t = build(3, options=OPTIONS, phase="action", seat=rows)
    t.do("pass")
    decision = GAME.decision(t.state)
    assert decision is not None and decision.prompt == "play an Anytime card, or pass"
    words = _words()
    assert words.prompt(decision) == "Bryn (Bob) may play an Anytime card, or pass"
    refused = IllegalAction(
        "order-drink target=1 is not legal now (seat 1 must play an Anytime card, or pass)"
    )
    assert words.refusal(refused).startswith(
        "You can't order a Drink for Bryn (Bob) now: Bryn (Bob) is the one to answer"
    )


def test_a_two_target_card_names_both_players() -> None:
    rows = [{"character": "fiona", "hand": ("fiona-chain-fireball",)}, {}, {}]
    t = build(3, options=OPTIONS, phase="action", seat=rows)
    play = next(a for a in GAME.legal_actions(t.state) if "chain-fireball" in a.to_text())
    assert play.to_text() == 'play card=fiona-chain-fireball target=1 item=0 option="" also=2'
    assert _words().action(play) == "Play Chain fireball (Action) at Bryn (Bob) and Gog (Cleo)"


def test_a_redirected_share_names_whose_share_it_was() -> None:
    rows = [
        {"character": "fiona", "hand": ("fiona-chain-fireball",)},
        {"character": "bryn", "hand": ("bryn-redirect",)},
        {"character": "gog"},
    ]
    t = build(3, options=OPTIONS, phase="action", seat=rows)
    t.do("play card=fiona-chain-fireball target=1 also=2")
    t.do("play card=bryn-redirect target=2 item=1")
    words = _words()
    said = [words.event(e) for e in t.events()]  # the log: words learn the cards as played
    assert "Bryn (Bob)'s share of Chain fireball now goes to Gog (Cleo)" in said


def test_a_choice_the_card_does_not_offer_is_refused_as_the_choice_not_the_moment() -> None:
    """R-6.1: Adonis may smash an instrument as he plays a card (002 L63-L65); a choice
    written wrong (``option=drum``) is refused for the choice, naming the ones there are."""
    options = Options(characters=("adonis", "zot"))
    rows = [{"character": "adonis", "hand": ("adonis-bard-barian",)}, {"character": "zot"}]
    t = build(2, options=options, phase="action", seat=rows)
    wrong = GAME.actions.parse("play card=adonis-bard-barian target=1 option=drum")
    try:
        GAME.apply(t.state, wrong)
    except IllegalAction as refused:
        error = refused
    else:
        raise AssertionError("option=drum was taken")
    assert error.reason.endswith(
        ": adonis-bard-barian takes no option or option=smash:drum or option=smash:flute or "
        "option=smash:lyre here"
    )
    words = capabilities(GAME).words(options, Names(("Alice", "Bob")))
    said = words.refusal(error)
    assert said.startswith("You can't play ") and "that choice is not one it offers now" in said
    assert said.count(" or ") == 3 and "drum" in said.split("You may ")[1]
    assert "option=" not in said and "seat" not in said
    elsewhere = build(2, options=options, phase="discard", seat=rows)
    try:  # the moment is wrong, not the choice: no note
        GAME.apply(elsewhere.state, GAME.actions.parse("play card=adonis-bard-barian target=1"))
    except IllegalAction as refused:
        assert refused.reason.endswith(")")
    else:
        raise AssertionError("an Action card was played in the Discard phase")
