"""Amundyr's Scarab Tokens (002 L87-122): the supply, giving tokens, the end-of-turn Scarab
damage (answerable as her Action card, never hit back), the words, the bot's use, an owner's
pack, and seeded games with her at the table. The compendium's rules questions are
``scenarios/compendium_amundyr_*``."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import pytest

from dungeontable.core import Rng, capabilities
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.mechanics.scarabs import DAMAGE, TOKENS, Scarabs, given
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import Table, build
from .seeded import seeded_steps


def test_the_compendium_numbers() -> None:
    """L95: 12 tokens in her supply; L103: a holder loses 1 Fortitude at the end of a turn."""
    assert (TOKENS, DAMAGE) == (12, 1)
    assert Scarabs(held=(0, 0, 0)).supply() == 12


def test_giving_stops_at_an_empty_supply() -> None:
    """L113: she gives what she has."""
    scarabs, count = given(Scarabs(held=(0, 5, 5)), 1, 3, 3)
    assert (count, scarabs.held, scarabs.supply()) == (2, (0, 7, 5), 0)
    scarabs, count = given(scarabs, 2, 1, 3)
    assert (count, scarabs.held) == (0, (0, 7, 5))


def test_a_player_out_of_the_game_has_returned_their_tokens() -> None:
    """L117: the supply counts only the tokens of players still in."""
    assert Scarabs(held=(0, 4, 3)).supply((False, False, True)) == 8


def amundyr_table(held: list[int], active: int = 1, **seat1: object) -> Table:
    amundyr = {"character": "amundyr", "extra": [{"mechanic": "Scarabs", "held": held}]}
    fiona = {"character": "fiona", "drink_me": ["drink_thin_ale"], **seat1}
    return build(
        3,
        active=active,
        phase="action",
        drink_deck=["drink_thin_ale"],
        seat=[amundyr, fiona, {"character": "gog", "drink_me": ["drink_thin_ale"]}],
    )


def test_scarab_damage_once_per_turn_and_the_token_goes_back() -> None:
    """L103: one token back and 1 Fortitude, once, at the end of the holder's turn."""
    t = amundyr_table([0, 3, 0], hand=["fiona-duck"])
    t.do("pass", "order-drink target=2")
    top = t.state.stack.items[-1]
    assert (top.payload.kind, top.source, top.counts_as, top.flags) == (
        "damage",
        0,
        "action",
        ("unnegatable",),
    )
    t.do("pass")
    fiona = t.state.seats[1]
    assert (fiona.fortitude, fiona.alcohol) == (19, 1)
    assert t.state.seats[0].extra[0] == Scarabs(held=(0, 2, 0), ticked=1)
    assert t.state.active == 2 and t.state.stack.is_empty


def test_no_damage_at_the_end_of_amundyrs_own_turn_nor_for_a_player_without_tokens() -> None:
    """L107: tokens in her supply never hurt her; a player without tokens takes nothing."""
    amundyr = {"character": "amundyr", "drink_me": ["drink_thin_ale"]}
    t = build(
        3,
        active=0,
        phase="action",
        drink_deck=["drink_thin_ale"],
        seat=[{**amundyr, "extra": [{"mechanic": "Scarabs", "held": [0, 0, 2]}]}, {}, {}],
    )
    t.do("pass", "order-drink target=1")
    assert t.state.active == 1 and t.state.stack.is_empty
    assert [s.fortitude for s in t.state.seats] == [20, 20, 20]


def test_an_ignoring_player_gets_no_tokens_from_the_card() -> None:
    """R-6.6: Fiona Ignores amundyr-swarm (1 Fortitude and 1 token): neither happens."""
    t = build(
        3,
        active=0,
        phase="action",
        seat=[
            {"character": "amundyr", "hand": ["amundyr-swarm"]},
            {"character": "fiona", "hand": ["fiona-duck"]},
            {"character": "gog"},
        ],
    )
    t.do("play card=amundyr-swarm target=1", "play card=fiona-duck item=1")
    assert t.state.seats[1].fortitude == 20
    assert t.state.seats[0].extra[0] == Scarabs(held=(0, 0, 0))


def test_the_words_name_people_and_the_pending_damage() -> None:
    t = amundyr_table([0, 2, 0], hand=["fiona-duck"])
    t.do("pass", "order-drink target=2")
    names = Names(("Ann", "Bob", "Cleo"))
    words = capabilities(GAME).words(Options(characters=("amundyr", "fiona", "gog")), names)
    assert isinstance(words, RedDragonInnWords)
    said = [words.event(e) for e in t.events()]
    assert any("one goes back to Amundyr (Ann)" in s and "Fiona (Bob)" in s for s in said), said
    t.do("pass")
    said = [words.event(e) for e in t.events()]
    assert "The Scarab damage is dealt" in said, said


def test_the_bot_gives_tokens_to_players_still_in() -> None:
    """The heuristic bot plays its Scarab cards like hits (their targets are chosen as usual)."""
    t = build(
        3,
        active=0,
        phase="action",
        seat=[{"character": "amundyr", "hand": ["amundyr-oops-loose"]}, {}, {}],
    )
    view = GAME.view(t.state, 0)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action.to_text().startswith("play card=amundyr-oops-loose")


def test_seeded_games_with_amundyr_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("amundyr", "fiona", "gog", "cormac")):
        seen.update(e.kind() for e in transition.events)
        scarabs = state.seats[0].extra[0]
        assert isinstance(scarabs, Scarabs) and 0 <= scarabs.supply() <= TOKENS
        assert scarabs.held[0] == 0
    assert {"scarabs-given", "scarab-damage"} <= seen


OWNER_PACK = """[character]
id = "khepri"
name = "Khepri the Beetle Keeper"
source = "house"
mechanics = ["scarabs"]

[[card]]
id = "khepri-swarm"
name = "Beetles everywhere"
type = "action"
source = "house"
copies = 40
text = "Another player loses 1 Fortitude and gains 2 Scarab Tokens."
effects = [{op = "hit", amount = 1}, {op = "give_scarabs", amount = 2}]
"""


def test_an_owner_pack_may_use_scarabs(tmp_path: Path) -> None:
    path = tmp_path / "khepri.toml"
    path.write_text(OWNER_PACK, encoding="utf-8")
    ((found, deck),) = owner_characters((str(path),))
    assert found.modules == ("scarabs",) and sum(c.copies for c in deck) == 40
    state = GAME.setup(Options(characters=("khepri", "gog"), cards=(str(path),)), 2, 1)
    assert state.seats[0].extra[0] == Scarabs(held=(0, 0))


@pytest.mark.parametrize(("ruling", "fortitude"), [("ignore_only", 19), ("as_action", 20)])
def test_ruling_scarab_negate(ruling: Literal["ignore_only", "as_action"], fortitude: int) -> None:
    """Option ``scarab_negate`` (L105): by default nothing Negates the bite; ``as_action``: a
    Negate that reaches an Action card stops it (the token goes back either way)."""
    amundyr = {"character": "amundyr", "extra": [{"mechanic": "Scarabs", "held": [0, 2, 0]}]}
    chronos = {"character": "chronos", "hand": ["chronos-never-happened"]}
    t = build(
        3,
        Options(scarab_negate=ruling),
        active=1,
        phase="action",
        drink_deck=["drink_thin_ale"],
        seat=[amundyr, chronos, {"character": "gog"}],
    )
    t.do("pass", "order-drink target=2")
    negate = 'play card=chronos-never-happened target=-1 item=1 option=""'
    legal = [a.to_text() for a in GAME.legal_actions(t.state)]
    assert (negate in legal) == (ruling == "as_action")
    if ruling == "as_action":
        t.do(negate)
    assert t.state.seats[1].fortitude == fortitude
    assert t.state.seats[0].extra[0] == Scarabs(held=(0, 1, 0), ticked=1)
