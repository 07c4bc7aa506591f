"""Variants (R297-R313) and card-driven start/end-of-turn actions (R199, R216)."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import DiscardForShtick, EndTurn, FlipToHeal
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.rules.scoring import team_scores, winners
from dungeontable.games.oots.rules.turn import is_xykon_not_home
from dungeontable.games.oots.state import Room

from .conftest import act, position


def test_r301_r302_a54_go_team_pools_loot_by_portraits_crest_once() -> None:
    players = [
        {"character": "roy", "stash": ["roy_ring", "crown"], "shticks": ["roy_sword"]},
        {"character": "haley", "stash": ["haley_bow"], "shticks": ["haley_sword"]},
        {"character": "elan", "stash": ["haley_bow", "gem"], "shticks": ["elan_sword"]},
        {"character": "belkar", "stash": [], "shticks": ["belkar_sword"]},
    ]
    state = position({"players": players}, seats=4, go_team=True)
    # team 0 = Roy + Elan: Roy Ring 2 + Crown 3 + Haley Trinket 0 + Gem 1; 2 shticks
    # team 1 = Haley + Belkar: Haley Trinket 1; 2 shticks
    assert team_scores(state) == (8, 3, 8, 3)
    assert winners(state, team_scores(state)) == (0, 2)


def test_r297_go_team_and_r306_shadow_table_sizes() -> None:
    with pytest.raises(ValueError, match="R297"):
        GAME.setup(Options(cardset="test", go_team=True), 3, seed=1)
    with pytest.raises(ValueError, match="R306"):
        GAME.setup(Options(cardset="test", me_and_my_shadow=True), 4, seed=1)


def test_r313_a37_xykon_not_home_collapses_after_the_eighth_lair_room() -> None:
    players = [{"character": "roy", "at": [4, 0]}, {"character": "haley", "at": [4, 1]}]
    state = position({"phase": "end", "players": players}, seats=2, xykon_not_home=True)
    lair = state.floors[state.lair]
    full = replace(lair, rooms=(*(Room(f"lair{i}") for i in range(7)), Room("safe")), up=0)
    state = replace(state, floors=(*state.floors[: state.lair], full), lair_deck=(), phase="end")
    assert is_xykon_not_home(state)
    state, _ = act(state, EndTurn())
    assert state.collapse and state.collapse_turns == 1 and state.lich_killer is None


def test_r199_flip_to_heal_and_r216_discard_for_a_shtick() -> None:
    from dungeontable.games.oots.deck import ShtickSpec, register_cards

    cs = cards_of("test")
    heal = ShtickSpec(
        id="cure",
        name="Cure",
        character="durkon",
        battle=False,
        attack=None,
        defense=None,
        flip_heal=1,
        boost_heal=1,
    )
    from dungeontable.games.oots.deck import LootSpec

    ball = LootSpec(id="ball", name="Eight Ball", portraits=(("durkon", 1),), shtick_for="durkon")
    register_cards(
        "test-heal",
        replace(cs, shticks={**cs.shticks, "cure": heal}, loot={**cs.loot, "ball": ball}),
    )
    durkon = {
        "character": "durkon",
        "wounds": 3,
        "shticks": ["cure", "cure", "durkon_sword"],
        "stash": ["ball"],
        "deck": ["durkon_armor"],
    }
    state = position({"players": [durkon, {"character": "roy"}]}, seats=2, cardset="test-heal")
    legal = GAME.legal_actions(state)
    assert FlipToHeal(index=0) in legal and DiscardForShtick(card="ball") in legal
    state, _ = act(state, FlipToHeal(index=0))
    assert state.players[0].wounds == 1  # 1 + 1 boost from the second copy (R201)
    assert state.players[0].flipped == (True, False, False)
    state, _ = act(state, DiscardForShtick(card="ball"))
    assert state.players[0].shticks[-1] == "durkon_armor" and state.loot_discard[-1] == "ball"
