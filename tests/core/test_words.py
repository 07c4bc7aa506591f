"""``core.words``: one describer per match; the fallback every game gets."""

from __future__ import annotations

from dungeontable.core import (
    Action,
    DieRolled,
    Event,
    IllegalAction,
    Names,
    Outcome,
    Words,
    capabilities,
)
from dungeontable.core.decisions import Decision
from dungeontable.games import get


def test_names_fill_gaps_and_list_people() -> None:
    names = Names.of(["Alice", "", None], seats=4)
    assert names.seats == ("Alice", "Player 2", "Player 3", "Player 4")
    assert names(None) == "the table" and names(7) == "Player 8"
    assert names.listed([0]) == "Alice"
    assert names.listed([0, 1]) == "Alice and Player 2"
    assert names.listed([0, 2, 3]) == "Alice, Player 3 and Player 4"
    assert names.listed([]) == "nobody"
    assert Names.numbered(2).seats == ("Player 1", "Player 2")


def test_the_fallback_names_seats_in_events_prompts_refusals_and_the_result() -> None:
    words = Words(None, None, Names(("Alice", "Bob")))
    rolled = DieRolled(seat=1, purpose="attack", sides=6, value=5)
    assert words.event(rolled) == "Bob rolled a d6 for attack: 5"
    assert words.prompt(Decision(0, "turn", "stash a gem or sneak")) == (
        "Alice must stash a gem or sneak"
    )
    refused = IllegalAction("sneak is not allowed now: seat 1 must discard")
    assert words.refusal(refused) == "sneak is not allowed now: Bob must discard"
    over = Outcome(winners=(1,), scores=(9.0, 14.0), reason="target_reached")
    assert words.outcome(over) == "Bob won (target reached). Scores: Alice 9, Bob 14."
    tie = Outcome(winners=(), scores=(3.0, 3.0), reason="turn_cap")
    assert words.outcome(tie) == "Nobody won (turn cap). Scores: Alice 3, Bob 3."


def test_every_game_has_words_for_its_matches() -> None:
    for name in ("cardrogue", "oots", "rdi", "dungeonfighter"):
        game = get(name)
        words = capabilities(game).words(game.Options(), Names.numbered(2))
        assert isinstance(words, Words)


def test_seats_are_named_people_and_numbered_bots_from_one() -> None:
    names = Names.seated(
        ["human", "heuristic", "ismcts", "random", "human"],
        ["Alice", "heuristic bot", "", "Bob (bot)", None],
    )
    assert names.seats == ("Alice", "Heuristic bot 2", "ISMCTS bot 3", "Bob (bot)", "Player 5")


class Hurled(Event, frozen=True, kw_only=True):
    seat: int
    die: str
    weapons: tuple[str, ...]
    physics: dict[str, int]
    charm: str = ""


class Hurl(Action, frozen=True):
    die: str
    spin: dict[str, int]


def test_the_fallback_never_shows_the_text_form_or_a_payload() -> None:
    words = Words(None, None, Names(("Alice", "Bob")))
    event = Hurled(seat=1, die="big_red", weapons=("axe", "club"), physics={"power": 1800})
    assert words.event(event) == "Bob: hurled (die big red; weapons: axe, club)"
    assert words.action(Hurl(die="blue", spin={"x": 2500})) == "Hurl (die blue)"


def test_the_search_bots_read_as_words() -> None:
    names = Names.seated(["ismcts-200", "ismcts-2000", "ismcts-1s"], [None, None, None])
    assert names.seats == ("Quick search bot 1", "Deep search bot 2", "One-second search bot 3")
