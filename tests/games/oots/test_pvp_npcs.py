"""R054: NPC offers in player vs. player battles alternate, the Defender first (R155, R051-R052)."""

from __future__ import annotations

from typing import Any

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import AskHelp, AttackPlayer, Fight, Stay, UseShtick
from dungeontable.games.oots.events import BattleResolved, HelpOffered
from dungeontable.games.oots.state import State

from .conftest import act, dice, position

FLOORS = [
    {
        "floor": 1,
        "left": 0,
        "rooms": ["empty_storeroom", "dusty_corridor", "damp_cellar", "boring_hallway"],
        "up": 0,
    }
]
# Loot only an NPC drools over (R052): Shiny Gold Coins (Haley 1), Big Pile of Gems (Haley 2),
# Bag of Spell Components and Loose Spellbook Page (Vaarsuvius 1); Starmetal Chunk (Roy 2) and
# Talisman of Dorukan (a crest) are drooled over by the players themselves


def duel(roy_stash: list[str], belkar_stash: list[str], npcs: list[str], **options: Any) -> State:
    """Roy (seat 0) attacks Belkar (seat 1) in the same room; both have already asked players."""
    players: list[dict[str, Any]] = [
        {
            "character": "roy",
            "shticks": ["roy_greenhilt_sword"],  # Attack 2
            "stash": roy_stash,
            "at": [1, 2],
            "hand": ["kobold_skirmisher"],
        },
        {
            "character": "belkar",
            "shticks": ["belkar_sneaky_little_guy"],  # Defense 3
            "stash": belkar_stash,
            "at": [1, 2],
            "hand": ["kobold_skirmisher"],
        },
    ]
    state = position({"floors": FLOORS, "players": players, "npcs": npcs}, seats=2, **options)
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0))
    assert state.phase == "help" and GAME.legal_actions(state) == (Fight(),)  # no NPC offer here
    state, _ = act(state, Fight())
    assert state.phase == "pvp-help" and GAME.legal_actions(state) == (Fight(),)
    state, _ = act(state, Fight())
    return state


def test_r054_defender_offers_first_then_the_attacker() -> None:
    state = duel(
        ["shiny_gold_coins", "bag_of_spell_components"],
        ["big_pile_of_gems", "loose_spellbook_page"],
        ["haley", "vaarsuvius"],
    )
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 1
    assert GAME.legal_actions(state) == (
        AskHelp(helper=-1, card="big_pile_of_gems"),
        AskHelp(helper=-2, card="loose_spellbook_page"),
        Fight(),
    )
    state, ev = act(state, AskHelp(helper=-1, card="big_pile_of_gems"))
    assert [(e.seat, e.helper) for e in ev if isinstance(e, HelpOffered)] == [(1, -1)]
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 0  # alternation
    assert GAME.legal_actions(state) == (
        AskHelp(helper=-2, card="bag_of_spell_components"),
        Fight(),
    )
    state = dice(state, 8, 3)
    state, ev = act(
        state, AskHelp(helper=-2, card="bag_of_spell_components")
    )  # every NPC assists: the roll
    got = [(e.player_total, e.monster_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(12, 10, "win")]  # 8 + Sword 2 + V 2 against 3 + Sneaky Little Guy 3 + Haley 2x2


def test_r054_attacker_offers_first_when_the_defender_has_no_legal_offer() -> None:
    state = duel(
        ["shiny_gold_coins", "bag_of_spell_components"],
        [],
        ["haley", "vaarsuvius"],
        pvp_npc_turns="while_able",
    )
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 0
    state, _ = act(state, AskHelp(helper=-1, card="shiny_gold_coins"))
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 0  # still no defender offer
    assert GAME.legal_actions(state) == (
        AskHelp(helper=-2, card="bag_of_spell_components"),
        Fight(),
    )


def test_a103_two_npcs_each_side_offers_once() -> None:
    """A103 (L998): with two NPCs the turns do not go on; the Attacker, alone able to offer,
    offers once and the roll follows, the second NPC unasked."""
    state = duel(["shiny_gold_coins", "bag_of_spell_components"], [], ["haley", "vaarsuvius"])
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 0
    state = dice(state, 8, 3)
    state, ev = act(state, AskHelp(helper=-1, card="shiny_gold_coins"))
    got = [(e.player_total, e.monster_total) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(12, 6)]  # 8 + Sword 2 + Haley 2 against 3 + Sneaky Little Guy 3


def test_r054_one_npc_taken_by_the_defender_leaves_the_attacker_none() -> None:
    state = duel(["shiny_gold_coins"], ["big_pile_of_gems"], ["haley"])
    assert GAME.decision(state).seat == 1
    state = dice(state, 8, 3)
    state, ev = act(state, AskHelp(helper=-1, card="big_pile_of_gems"))
    got = [(e.player_total, e.monster_total) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(10, 10)]  # no pvp-npc turn for the attacker: straight to the roll
    assert state.phase == "end"


def test_r054_a_side_that_stops_offers_no_more_the_other_goes_on() -> None:
    state = duel(
        ["shiny_gold_coins", "bag_of_spell_components"],
        ["big_pile_of_gems", "loose_spellbook_page"],
        ["haley", "vaarsuvius"],
        pvp_npc_turns="while_able",
    )
    state, _ = act(state, Fight())  # the Defender stops
    assert GAME.decision(state).seat == 0
    state, _ = act(state, AskHelp(helper=-1, card="shiny_gold_coins"))
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 0  # the Defender is out
    assert GAME.legal_actions(state) == (
        AskHelp(helper=-2, card="bag_of_spell_components"),
        Fight(),
    )
    battle = state.battle
    assert battle is not None
    assert [(h.helper, h.loot, h.bonus, h.side) for h in battle.helps] == [
        (-1, "shiny_gold_coins", 2, 0)
    ]


def test_r054_neither_side_offering_goes_to_the_roll() -> None:
    state = duel(
        ["starmetal_chunk"], ["talisman_of_dorukan"], ["haley"]
    )  # R052: nobody holds Loot only Haley drools over
    assert state.phase == "end"
