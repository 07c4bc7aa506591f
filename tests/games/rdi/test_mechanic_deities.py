"""Ohava's Deity Cards (002 L982-1026): flips, the harmony bonuses (hand size at three, +1 to her
own cards' numbers at four, read at resolution), what the heuristic bot does with them, owners'
packs, and seeded games with her at the table. The compendium's example is
``scenarios/compendium_ohava_l1026_*``; Negated/Ignored flips are ``mechanic_ohava_*``."""

from __future__ import annotations

from pathlib import Path

from dungeontable.core import Rng, capabilities
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.actions import Draw
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.mechanics.deities import DEITIES, Deities, flipped
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import Table, build
from .seeded import seeded_steps


def test_a_flip_turns_discord_into_harmony_and_back() -> None:
    """L1006-1008: the icon's Deity turns over either way; the order stays the compendium's."""
    once = flipped(Deities(("korash",)), "elaana")
    assert once == Deities(("elaana", "korash"))
    assert flipped(once, "korash") == Deities(("elaana",))


def ohava(hand: list[str], harmonious: list[str], **more: object) -> Table:
    seat = {
        "character": "ohava",
        "hand": hand,
        "extra": [{"mechanic": "Deities", "harmonious": harmonious}],
        **more,
    }
    return build(3, phase="action", seat=[seat, {"character": "fiona"}, {"character": "gog"}])


def test_four_in_harmony_adds_one_to_every_number_of_her_own_card() -> None:
    """L1014: ohava-undertow (lose 3) takes 4; ohava-holy-water (1 and 1) takes 2 and gives 2."""
    t = ohava(["ohava-undertow"], list(DEITIES)).do("play card=ohava-undertow target=1")
    assert t.seat(1).fortitude == 16
    # the Shalni icon flips after the effects: three remain in harmony
    assert t.seat(0).extra[0] == Deities(("elaana", "farnir", "korash"))
    t = ohava(["ohava-holy-water"], list(DEITIES)).do("play card=ohava-holy-water target=2")
    assert (t.seat(2).fortitude, t.seat(2).alcohol) == (18, 2)


def test_three_in_harmony_add_nothing_to_the_numbers() -> None:
    t = ohava(["ohava-undertow"], ["elaana", "farnir", "korash"])
    t.do("play card=ohava-undertow target=1")
    assert t.seat(1).fortitude == 17
    assert t.seat(0).extra[0] == Deities(DEITIES)  # Shalni now in harmony: four


def test_the_bonus_is_only_for_her_own_character_cards() -> None:
    """L1022: not another character's card she plays (here a Fiona card in her hand)."""
    t = ohava(["fiona-duck"], list(DEITIES))
    from dungeontable.games.rdi.mechanics.deities import own_card

    assert own_card(t.state, 0, "ohava-undertow") and not own_card(t.state, 0, "fiona-duck")


def test_hand_size_is_eight_with_three_in_harmony_and_seven_below() -> None:
    """L1012: only when she draws up in Discard and Draw."""
    deck = ["ohava-tithe"] * 10
    for harmonious, size in ((["elaana", "farnir"], 7), (["elaana", "farnir", "shalni"], 8)):
        seat = {
            "character": "ohava",
            "hand": [],
            "deck": deck,
            "extra": [{"mechanic": "Deities", "harmonious": harmonious}],
        }
        t = build(2, phase="discard", seat=[seat, {}]).do("draw")
        assert len(t.seat(0).hand) == size


def test_the_deities_are_public_and_in_the_status_line() -> None:
    t = ohava([], ["elaana", "farnir", "korash"])
    other = GAME.view(t.state, 1).seats[0]
    assert other.extra[0] == Deities(("elaana", "farnir", "korash"))
    assert other.status == ("Deities in harmony 3/4 (Elaana, Farnir, Korash); hand size +1",)


def test_words_name_the_deity_and_the_draw_counts_the_bonus() -> None:
    t = ohava(["ohava-sunfire"], ["elaana", "farnir"])
    t.do("play card=ohava-sunfire target=1")
    words = capabilities(GAME).words(Options(), Names(("Ann", "Bob", "Cleo")))
    assert isinstance(words, RedDragonInnWords)
    flips = [e for e in t.events() if e.kind() == "deity-flipped"]
    text = words.event(flips[-1])
    assert text == "Ann brings Korash into harmony (3 of 4 Deities)"
    harmony = {"mechanic": "Deities", "harmonious": ["elaana", "farnir", "korash"]}
    seat: dict[str, object] = {"character": "ohava", "hand": [], "deck": ["ohava-tithe"] * 9}
    seat["extra"] = [harmony]
    d = build(2, phase="discard", seat=[seat, {}])
    assert "back up to 8 cards" in words.action(Draw(), GAME.view(d.state, 0))


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_prefers_the_hit_that_brings_a_deity_into_harmony() -> None:
    """Korash in harmony: ohava-sunfire would send him into discord, ohava-undertow brings
    Shalni into harmony."""
    t = ohava(["ohava-sunfire", "ohava-undertow"], ["korash"])
    assert choose(t).startswith("play card=ohava-undertow")
    t = ohava(["ohava-sunfire", "ohava-undertow"], ["shalni"])
    assert choose(t).startswith("play card=ohava-sunfire")


def test_seeded_games_with_ohava_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("ohava", "serena", "cormac", "gog")):
        seen.update(e.kind() for e in transition.events)
        deities = state.seats[0].extra[0]
        assert isinstance(deities, Deities) and set(deities.harmonious) <= set(DEITIES)
    assert "deity-flipped" in seen


PACK = """[character]
id = "vessa"
name = "Vessa of the Four Winds"
source = "house"
mechanics = ["deities"]

[[card]]
id = "vessa-gust"
name = "Gust"
type = "action"
source = "house"
copies = 40
text = "Another player loses 2 Fortitude. Then flip Korash."
effects = [{op = "hit", amount = 2}]
icons = [{op = "deity", deity = "korash"}]
"""


def test_an_owner_pack_may_use_deities(tmp_path: Path) -> None:
    path = tmp_path / "vessa.toml"
    path.write_text(PACK, encoding="utf-8")
    ((found, cards),) = owner_characters((str(path),))
    assert found.modules == ("deities",) and sum(c.copies for c in cards) == 40
    state = GAME.setup(Options(characters=("vessa", "gog"), cards=(str(path),)), 2, 1)
    assert state.seats[0].extra == (Deities(),)
