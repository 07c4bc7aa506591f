"""Flower's and Spyke's Treasures (002 L415-451, L1488-1524): slots and the ways to make room,
Level, Get Treasure at the start of a turn and from a card, Curses, playable Treasures, the
shared deck and its hidden order, the words, the bot, an owner's pack, and seeded games. The
compendium's examples are ``scenarios/compendium_flower_*`` and ``compendium_spyke_*``."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import pytest

from dungeontable.bots import play_steps
from dungeontable.core import Rng, capabilities
from dungeontable.core.options import parse_options
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.treasures import TREASURES, Munchkin, conflicts
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import Table, build

CAT = house().catalog


@pytest.mark.parametrize(
    ("equipped", "new", "ways"),
    [
        ((), "treasure_pot_helmet", ((),)),
        (("treasure_pot_helmet",), "treasure_horned_helm", (("treasure_pot_helmet",),)),
        (("treasure_pointy_stick",), "treasure_buckler", ((),)),
        (
            ("treasure_pointy_stick", "treasure_buckler"),
            "treasure_cheese_grater",
            (("treasure_pointy_stick",), ("treasure_buckler",)),
        ),
        (
            ("treasure_pointy_stick", "treasure_buckler"),
            "treasure_huge_hammer",
            (("treasure_pointy_stick", "treasure_buckler"),),
        ),
        (("treasure_ladder",), "treasure_buckler", (("treasure_ladder",),)),
        (("treasure_shiny_ring", "treasure_rabbit_foot"), "treasure_loaded_die", ((),)),
    ],
)
def test_the_slots(equipped: tuple[str, ...], new: str, ways: tuple[tuple[str, ...], ...]) -> None:
    """L417-419: one Headgear, Footgear, Armor; two Hands (two 1-Hand or one 2-Hand); Special
    Treasures take no slot."""
    assert conflicts(CAT, equipped, new) == ways


def test_both_munchkins_share_one_deck() -> None:
    state = GAME.setup(Options(characters=("flower", "gog", "spyke")), 3, 4)
    flower, spyke = state.seats[0].extra[0], state.seats[2].extra[0]
    assert isinstance(flower, Munchkin) and isinstance(spyke, Munchkin)
    assert flower.keeper and not spyke.keeper and spyke.deck == ()
    out = [c for m in (flower, spyke) for c in (*m.equipped, *m.discard, m.revealed) if c]
    pending = [i.payload.card for i in state.stack.items]  # a Curse revealed at once
    assert len(flower.deck) + len(out) + len(pending) == len(CAT.deck(TREASURES)) == 22


def munchkin(equipped: list[str], deck: list[str], hand: list[str] = ()) -> Table:  # type: ignore[assignment]
    extra = {"mechanic": "Munchkin", "equipped": equipped, "keeper": True, "deck": deck}
    level = sum(
        int(e.params.get("level", 0))
        for c in equipped
        for e in CAT[c].effects
        if e.op == "treasure"
    )
    extra["level"] = level
    me = {"character": "flower", "hand": list(hand), "extra": [extra]}
    return build(3, phase="start", seat=[me, {"character": "fiona"}, {"character": "gog"}])


def test_equipping_over_a_full_pair_of_hands_drops_the_named_one() -> None:
    t = munchkin(["treasure_pointy_stick", "treasure_buckler"], ["treasure_cheese_grater"])
    legal = [a.to_text() for a in GAME.legal_actions(t.state)]
    assert legal == [
        "equip-treasure choice=discard",
        "equip-treasure choice=treasure_pointy_stick",
        "equip-treasure choice=treasure_buckler",
    ]
    t.do("equip-treasure choice=treasure_pointy_stick")
    m = t.state.seats[0].extra[0]
    assert isinstance(m, Munchkin)
    assert (m.equipped, m.level, m.discard) == (
        ("treasure_buckler", "treasure_cheese_grater"),
        4,
        ("treasure_pointy_stick",),
    )


def test_a_card_that_gets_treasure_and_a_curse_that_takes_armor() -> None:
    t = munchkin(["treasure_bargain_armor"], ["curse_lose_armor", "treasure_pot_helmet"])
    t.do("equip-treasure choice=equip")  # the Helmet at the start of the turn
    me = {"character": "flower", "hand": ["flower-loot"], "extra": list(t.state.seats[0].extra)}
    t = build(3, phase="action", seat=[me, {"character": "fiona"}, {"character": "gog"}])
    t.do("play card=flower-loot target=1")
    m = t.state.seats[0].extra[0]
    assert isinstance(m, Munchkin)
    assert (m.equipped, m.level) == (("treasure_pot_helmet",), 1)
    assert m.discard == ("treasure_bargain_armor", "curse_lose_armor")
    assert t.state.seats[1].fortitude == 19


@pytest.mark.parametrize("viewer", [0, 1, None])
def test_nobody_sees_the_order_of_the_treasure_deck(viewer: int | None) -> None:
    order = ["treasure_pot_helmet", "curse_bad_luck", "treasure_ladder"]
    a = munchkin([], order)
    b = munchkin([], order[::-1])
    a_state = a.state
    b_state = b.state
    # both positions wait for an equip choice on a different card: compare the decks only
    va = GAME.view(a_state, viewer).seats[0].extra[0]
    vb = GAME.view(b_state, viewer).seats[0].extra[0]
    assert isinstance(va, Munchkin) and isinstance(vb, Munchkin)
    assert va.deck == tuple(sorted(va.deck)) and vb.deck == tuple(sorted(vb.deck))
    sampled = GAME.determinize(GAME.view(a_state, 1), 1, Rng.from_seed(3))
    m = sampled.seats[0].extra[0]
    assert isinstance(m, Munchkin) and sorted(m.deck) == sorted(va.deck)


def test_the_words_and_the_bot() -> None:
    t = munchkin(["treasure_bargain_armor"], ["treasure_mixed_heritage_mail"])
    view = GAME.view(t.state, 0)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action.to_text() == "equip-treasure choice=equip"  # Level 1 -> 3
    t.do(action.to_text())
    names = Names(("Ann", "Bob", "Cleo"))
    words = capabilities(GAME).words(Options(characters=("flower", "fiona", "gog")), names)
    assert isinstance(words, RedDragonInnWords)
    said = [words.event(e) for e in t.events()]
    assert "Flower (Ann) equips Mail of Mixed Heritage" in said, said
    t = munchkin(["treasure_mixed_heritage_mail"], ["treasure_bargain_armor"])
    view = GAME.view(t.state, 0)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action.to_text() == "equip-treasure choice=discard"


@pytest.mark.parametrize("chars", [("flower", "fiona", "gog", "spyke"), ("spyke", "zot", "gog")])
def test_seeded_games_with_the_munchkins_end_by_the_rules(chars: tuple[str, ...]) -> None:
    seen: set[str] = set()
    for seed in range(5):
        state = GAME.setup(Options(characters=chars), len(chars), seed)
        rng, bot = Rng.from_seed(seed), HeuristicBot(GAME)
        for _ in range(6000):
            decision = GAME.decision(state)
            if decision is None:
                break
            legal = GAME.legal_actions(state)
            if seed % 3:
                action, rng = bot.choose(GAME.view(state, decision.seat), legal, rng)
            else:
                index, rng = rng.below(len(legal))
                action = legal[index]
            transition = GAME.apply(state, action)
            state = transition.state
            seen.update(e.kind() for e in transition.events)
            held = [
                c
                for s in state.seats
                for x in s.extra
                if isinstance(x, Munchkin)
                for c in (*x.equipped, *x.deck, *x.discard, *((x.revealed,) if x.revealed else ()))
            ]
            parts = [c for i in state.stack.items for c in i.payload.parts]
            pending = [c for c in parts if getattr(CAT[c], "deck", "") == TREASURES]
            assert len(held) + len(pending) == 22
        assert state.result is not None
        assert state.result.reason in ("last one standing", "everyone left at once: a tie")
    assert {"treasure-revealed", "treasure-kept"} <= seen


OWNER_PACK = """[character]
id = "munch"
name = "Munch the Looter"
source = "house"
mechanics = ["treasures"]

[[card]]
id = "munch-kick"
name = "Kick"
type = "action"
source = "house"
copies = 40
text = "Another player loses 1 Fortitude; 2 at Level 4 or more. Get Treasure."
effects = [{op = "hit", amount = 1}, {op = "level_bonus", at_least = 4, bonus = 1}]
icons = [{op = "get_treasure_icon"}]
"""


def test_an_owner_pack_may_use_treasures(tmp_path: Path) -> None:
    path = tmp_path / "munch.toml"
    path.write_text(OWNER_PACK, encoding="utf-8")
    ((found, deck),) = owner_characters((str(path),))
    assert found.modules == ("treasures",) and sum(c.copies for c in deck) == 40
    state = GAME.setup(Options(characters=("munch", "gog"), cards=(str(path),)), 2, 1)
    m = state.seats[0].extra[0]
    assert isinstance(m, Munchkin) and m.keeper and len(m.deck) + bool(m.revealed) == 22


@pytest.mark.parametrize(("ruling", "revealed"), [("reshuffle", True), ("none", False)])
def test_ruling_treasure_reshuffle(ruling: Literal["reshuffle", "none"], revealed: bool) -> None:
    """Option ``treasure_reshuffle``: an empty Treasure Deck is rebuilt from its discard pile,
    or no Treasure is revealed any more."""
    extra = {"mechanic": "Munchkin", "keeper": True, "discard": ["treasure_pot_helmet"]}
    me = {"character": "flower", "extra": [extra]}
    t = build(3, Options(treasure_reshuffle=ruling), phase="start", seat=[me, {}, {}])
    m = t.state.seats[0].extra[0]
    assert isinstance(m, Munchkin)
    assert (m.revealed == "treasure_pot_helmet") == revealed
    assert m.discard == (() if revealed else ("treasure_pot_helmet",))


@pytest.mark.parametrize(("level", "fiona"), [(5, 18), (6, 17)])
def test_a_cumulative_level_effect_adds_to_the_card(level: int, fiona: int) -> None:
    """L444: an effect without "instead" comes in addition (spyke-big-hit: 2, and 1 more at
    Level 6), read as the card resolves."""
    gear = ["treasure_mixed_heritage_mail", "treasure_horned_helm", "treasure_shiny_ring"]
    extra = {"mechanic": "Munchkin", "keeper": True, "equipped": gear[: level - 3]}
    me = {"character": "spyke", "hand": ["spyke-big-hit"], "extra": [extra]}
    t = build(3, phase="action", seat=[me, {"character": "fiona"}, {}])
    t.do("play card=spyke-big-hit target=1")
    assert t.state.seats[1].fortitude == fiona


def test_flower_and_spyke_at_one_table_offer_each_treasure_choice_once() -> None:
    """Their shared Treasure Deck's mechanic is asked once per seat playing it: every choice was
    listed twice (the conformance kit's 8-seat playout found it)."""
    options = parse_options(GAME.Options, {"characters": ["flower", "spyke", "fiona", "gog"]})
    asked = 0
    for step in play_steps(GAME, options, ["random"] * 4, 0):
        assert len(set(step.legal)) == len(step.legal)
        asked += step.decision.kind == "treasure"
    assert asked > 0
