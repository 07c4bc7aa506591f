"""Ozrik's Element Cards (002 L1030-1068): the payments offered for elemental abilities (each at
most once, every symbol paid, the generic one by any Element Card, never by the card itself),
the cost paid at once, what the heuristic bot pays with, words, owners' packs, and seeded games
with him at the table. The compendium's examples are ``scenarios/compendium_ozrik_*``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dungeontable.cards import CardLoadError
from dungeontable.core import Rng, capabilities
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.advice import option_gain
from dungeontable.games.rdi.mechanics.elements import (
    decode,
    element_of,
    encode,
    options_for,
    payments,
)
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import Table, build
from .seeded import seeded_steps

ELEMENTS = {
    "ozrik-stone-skin": "earth",
    "ozrik-stone-fist": "earth",
    "ozrik-dilute": "water",
    "ozrik-fireball": "fire",
    "ozrik-dispel": "",
}


def card(card_id: str) -> object:
    return house().catalog[card_id]


def test_element_cards_are_the_subtype_and_nothing_else() -> None:
    assert element_of(card("ozrik-stone-skin")) == "earth"
    assert element_of(card("ozrik-recharge")) == "water"
    assert element_of(card("ozrik-dispel")) == ""  # L1062: no symbol, no Element Card


def test_an_option_names_the_cards_paid_per_ability() -> None:
    option = encode([(0, ("ozrik-deal-me-in",)), (1, ("ozrik-fireball", "ozrik-stone-skin"))])
    assert option == "elements:0=ozrik-deal-me-in;1=ozrik-fireball+ozrik-stone-skin"
    assert decode(option) == (
        (0, ("ozrik-deal-me-in",)),
        (1, ("ozrik-fireball", "ozrik-stone-skin")),
    )
    assert option_gain(card("ozrik-fireball"), option) == (3, 3)
    assert decode("") == () and encode([]) == ""


def test_every_symbol_of_an_ability_is_paid_and_the_generic_one_by_any_element() -> None:
    """L1058: Fire and Earth both; L1062: ``any`` takes an Element Card, never a plain one."""
    pool = Counter({"ozrik-fireball": 1, "ozrik-stone-skin": 2, "ozrik-dispel": 1})
    assert payments(("fire", "earth"), pool, ELEMENTS) == [("ozrik-fireball", "ozrik-stone-skin")]
    assert payments(("any",), pool, ELEMENTS) == [("ozrik-fireball",), ("ozrik-stone-skin",)]
    assert payments(("water",), pool, ELEMENTS) == []


def test_each_ability_once_and_never_paid_with_the_card_itself() -> None:
    """L1052-1054 and L1066: the Fireball being played is not in the pool; its second copy is."""
    hand = ("ozrik-fireball", "ozrik-stone-skin")
    elements = {"ozrik-fireball": "fire", "ozrik-stone-skin": "earth"}
    assert options_for(card("ozrik-fireball"), hand, elements) == ("",)
    two = ("ozrik-fireball", "ozrik-fireball", "ozrik-stone-skin")
    assert options_for(card("ozrik-fireball"), two, elements) == (
        "",
        "elements:0=ozrik-fireball",
        "elements:1=ozrik-fireball+ozrik-stone-skin",
    )


def ozrik(hand: list[str], **more: object) -> Table:
    seat = {"character": "ozrik", "hand": hand, **more}
    return build(3, phase="action", seat=[seat, {"character": "fiona"}, {"character": "gog"}])


def test_the_cost_is_paid_at_once_before_anyone_answers() -> None:
    """L1064: the Element Cards are in the discard pile while the card waits for answers."""
    seat = {"character": "ozrik", "hand": ["ozrik-fireball", "ozrik-deal-me-in"]}
    fiona = {"character": "fiona", "hand": ["fiona-duck"]}
    t = build(3, phase="action", seat=[seat, fiona, {"character": "gog"}])
    t.do('play card=ozrik-fireball target=1 option="elements:0=ozrik-deal-me-in"')
    assert t.decision is not None and t.decision.seat == 1  # Fiona may answer now
    assert t.seat(0).discard == ("ozrik-deal-me-in",) and t.seat(0).hand == ()
    t.do("pass")
    assert t.seat(1).fortitude == 17


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_pays_with_spare_element_cards_never_with_good_ones() -> None:
    """A Fire Gambling card (worth little to keep) powers the Fireball; a Fire Ignore is kept."""
    # (the rivals are as weak: which one is hit is the bot's tie-break, not this test's point)
    t = ozrik(["ozrik-fireball", "ozrik-deal-me-in", "ozrik-deal-me-in"])
    played = choose(t)
    assert played.startswith("play card=ozrik-fireball target=")
    assert played.endswith(' item=0 option="elements:0=ozrik-deal-me-in"')
    t = ozrik(["ozrik-fireball", "ozrik-evaporate"])
    played = choose(t)
    assert played.startswith("play card=ozrik-fireball target=")
    assert played.endswith(' item=0 option=""')


def test_words_name_the_cards_paid() -> None:
    words = capabilities(GAME).words(Options(), Names(("Ann", "Bob", "Cleo")))
    assert isinstance(words, RedDragonInnWords)
    t = ozrik(["ozrik-fireball", "ozrik-deal-me-in"])
    t.do('play card=ozrik-fireball target=1 option="elements:0=ozrik-deal-me-in"')
    said = [words.event(e) for e in t.events() if e.kind() == "elements-discarded"]
    assert said == ["Ann discards A wager on the weather to power up Fireball! Obviously."]
    assert words.option("elements:0=ozrik-deal-me-in") == (
        "discarding A wager on the weather for its elemental powers"
    )


def test_seeded_games_with_ozrik_end_by_the_rules() -> None:
    seen: set[str] = set()
    for _state, transition in seeded_steps(("ozrik", "ohava", "cormac", "gog")):
        seen.update(e.kind() for e in transition.events)
    assert "elements-discarded" in seen


PACK = """[character]
id = "pyra"
name = "Pyra the Kindler"
source = "house"
mechanics = ["elements"]

[[card]]
id = "pyra-spark"
name = "Spark"
type = "action"
source = "house"
copies = 40
subtypes = ["fire"]
text = "Fire. Another player loses 1 Fortitude. Fire: 2 more."
effects = [{op = "hit", amount = 1}]
costs = [{op = "elemental", elements = ["fire"], bonus = 2}]
"""


def test_an_owner_pack_may_use_elements(tmp_path: Path) -> None:
    path = tmp_path / "pyra.toml"
    path.write_text(PACK, encoding="utf-8")
    ((found, cards),) = owner_characters((str(path),))
    assert found.modules == ("elements",) and cards[0].subtypes == ("fire",)
    bad = tmp_path / "bad" / "pyra.toml"
    bad.parent.mkdir()
    bad.write_text(PACK.replace('elements = ["fire"]', 'elements = ["air"]'), encoding="utf-8")
    with pytest.raises(CardLoadError, match=r"costs\.0\.elements"):
        owner_characters((str(bad),))
