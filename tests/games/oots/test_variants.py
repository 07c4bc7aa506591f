"""Variants (R297-R313) and card-driven start/end-of-turn actions (R199, R216)."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import DiscardForShtick, EndTurn, FlipToHeal
from dungeontable.games.oots.common.scoring import team_scores, winners
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.rules.turn import is_xykon_not_home
from dungeontable.games.oots.state import Room

from .conftest import act, position


def test_r301_r302_a54_go_team_pools_loot_by_portraits_crest_once() -> None:
    players = [
        {
            "character": "roy",
            "stash": ["starmetal_chunk", "talisman_of_dorukan"],
            "shticks": ["roy_greenhilt_sword"],
        },
        {
            "character": "haley",
            "stash": ["shiny_gold_coins"],
            "shticks": ["haley_dagger_in_the_boot"],
        },
        {
            "character": "elan",
            "stash": ["shiny_gold_coins", "relic_of_the_order"],
            "shticks": ["elan_rapier_flourish"],
        },
        {"character": "belkar", "stash": [], "shticks": ["belkar_stabby_stabby"]},
    ]
    state = position({"players": players}, seats=4, go_team=True)
    # team 0 = Roy + Elan: Starmetal Chunk 2 (Roy) + Talisman of Dorukan 1 (crest) + Shiny Gold
    # Coins 0 (Haley only) + Relic of the Order 1 (crest); 2 shticks
    # team 1 = Haley + Belkar: Shiny Gold Coins 1; 2 shticks
    assert team_scores(state) == (6, 3, 6, 3)
    assert winners(state, team_scores(state)) == (0, 2)


def test_r297_go_team_and_r306_shadow_table_sizes() -> None:
    with pytest.raises(ValueError, match="R297"):
        GAME.setup(Options(go_team=True), 3, seed=1)
    with pytest.raises(ValueError, match="R306"):
        GAME.setup(Options(me_and_my_shadow=True), 4, seed=1)


def test_r313_a37_xykon_not_home_collapses_after_the_eighth_lair_room() -> None:
    players = [{"character": "roy", "at": [4, 0]}, {"character": "haley", "at": [4, 1]}]
    state = position({"phase": "end", "players": players}, seats=2, xykon_not_home=True)
    lair = state.floors[state.lair]
    rooms = (*(Room(c) for c in cards_of("base").lair_deck[1:]), Room("safe_haven"))
    full = replace(lair, rooms=rooms, up=0)
    state = replace(state, floors=(*state.floors[: state.lair], full), lair_deck=(), phase="end")
    assert is_xykon_not_home(state)
    state, _ = act(state, EndTurn())
    assert state.collapse and state.collapse_turns == 1 and state.lich_killer is None


def test_r199_flip_to_heal_and_r216_discard_for_a_shtick() -> None:
    # Cure Assorted Wounds: flip to heal 1, Boost +1 Wound healed (two copies); Holy Symbol of
    # Thor: Durkon may discard it for a shtick
    durkon = {
        "character": "durkon",
        "wounds": 3,
        "shticks": [
            "durkon_cure_assorted_wounds",
            "durkon_cure_assorted_wounds_2",
            "durkon_thor_s_hammer",
        ],
        "stash": ["holy_symbol_of_thor"],
        "deck": ["durkon_holy_armor"],
    }
    state = position({"players": [durkon, {"character": "roy"}]}, seats=2)
    legal = GAME.legal_actions(state)
    assert FlipToHeal(index=0) in legal and DiscardForShtick(card="holy_symbol_of_thor") in legal
    state, _ = act(state, FlipToHeal(index=0))
    assert state.players[0].wounds == 1  # 1 + 1 boost from the second copy (R201)
    assert state.players[0].flipped == (True, False, False)
    state, _ = act(state, DiscardForShtick(card="holy_symbol_of_thor"))
    assert state.players[0].shticks[-1] == "durkon_holy_armor"
    assert state.loot_discard[-1] == "holy_symbol_of_thor"
