"""R054: NPC offers in player vs. player battles alternate, the Defender first (R155, R051-R052)."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import AskHelp, AttackPlayer, Fight, Stay, UseShtick
from dungeontable.games.oots.deck import LootSpec, cards_of, register_cards
from dungeontable.games.oots.events import BattleResolved, HelpOffered
from dungeontable.games.oots.state import State

from .conftest import act, dice, position

FLOORS = [{"floor": 1, "left": 0, "rooms": ["room1", "room2", "room3", "room4"], "up": 0}]
EXTRA = (
    LootSpec(id="haley_hat", name="Haley Hat", portraits=(("haley", 2),)),
    LootSpec(id="v_charm", name="V Charm", portraits=(("vaarsuvius", 1),)),
    LootSpec(id="v_book", name="V Book", portraits=(("vaarsuvius", 1),)),
)


def _cards() -> str:
    cs = cards_of("test")
    register_cards("test-npcs", replace(cs, loot={**cs.loot, **{c.id: c for c in EXTRA}}))
    return "test-npcs"


def duel(roy_stash: list[str], belkar_stash: list[str], npcs: list[str]) -> State:
    """Roy (seat 0) attacks Belkar (seat 1) in the same room; both have already asked players."""
    players: list[dict[str, Any]] = [
        {
            "character": "roy",
            "shticks": ["roy_sword"],
            "stash": roy_stash,
            "at": [1, 2],
            "hand": ["kobold"],
        },
        {
            "character": "belkar",
            "shticks": ["belkar_armor"],
            "stash": belkar_stash,
            "at": [1, 2],
            "hand": ["kobold"],
        },
    ]
    state = position(
        {"floors": FLOORS, "players": players, "npcs": npcs}, seats=2, cardset=_cards()
    )
    state, _ = act(state, Stay(), AttackPlayer(seat=1), UseShtick(index=0), UseShtick(index=0))
    assert state.phase == "help" and GAME.legal_actions(state) == (Fight(),)  # no NPC offer here
    state, _ = act(state, Fight())
    assert state.phase == "pvp-help" and GAME.legal_actions(state) == (Fight(),)
    state, _ = act(state, Fight())
    return state


def test_r054_defender_offers_first_then_the_attacker() -> None:
    state = duel(["haley_bow", "v_charm"], ["haley_hat", "v_book"], ["haley", "vaarsuvius"])
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 1
    assert GAME.legal_actions(state) == (
        AskHelp(helper=-1, card="haley_hat"),
        AskHelp(helper=-2, card="v_book"),
        Fight(),
    )
    state, ev = act(state, AskHelp(helper=-1, card="haley_hat"))
    assert [(e.seat, e.helper) for e in ev if isinstance(e, HelpOffered)] == [(1, -1)]
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 0  # alternation
    assert GAME.legal_actions(state) == (AskHelp(helper=-2, card="v_charm"), Fight())
    state = dice(state, 8, 3)
    state, ev = act(state, AskHelp(helper=-2, card="v_charm"))  # every NPC assists: the roll
    got = [(e.player_total, e.monster_total, e.result) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(12, 10, "win")]  # 8 + Sword 2 + V 2 against 3 + Armor 3 + Haley 2x2


def test_r054_attacker_offers_first_when_the_defender_has_no_legal_offer() -> None:
    state = duel(["haley_bow", "v_charm"], [], ["haley", "vaarsuvius"])
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 0
    state, _ = act(state, AskHelp(helper=-1, card="haley_bow"))
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 0  # still no defender offer
    assert GAME.legal_actions(state) == (AskHelp(helper=-2, card="v_charm"), Fight())


def test_r054_one_npc_taken_by_the_defender_leaves_the_attacker_none() -> None:
    state = duel(["haley_bow"], ["haley_hat"], ["haley"])
    assert GAME.decision(state).seat == 1
    state = dice(state, 8, 3)
    state, ev = act(state, AskHelp(helper=-1, card="haley_hat"))
    got = [(e.player_total, e.monster_total) for e in ev if isinstance(e, BattleResolved)]
    assert got == [(10, 10)]  # no pvp-npc turn for the attacker: straight to the roll
    assert state.phase == "end"


def test_r054_a_side_that_stops_offers_no_more_the_other_goes_on() -> None:
    state = duel(["haley_bow", "v_charm"], ["haley_hat", "v_book"], ["haley", "vaarsuvius"])
    state, _ = act(state, Fight())  # the Defender stops
    assert GAME.decision(state).seat == 0
    state, _ = act(state, AskHelp(helper=-1, card="haley_bow"))
    assert state.phase == "pvp-npc" and GAME.decision(state).seat == 0  # the Defender is out
    assert GAME.legal_actions(state) == (AskHelp(helper=-2, card="v_charm"), Fight())
    battle = state.battle
    assert battle is not None
    assert [(h.helper, h.loot, h.bonus, h.side) for h in battle.helps] == [(-1, "haley_bow", 2, 0)]


def test_r054_neither_side_offering_goes_to_the_roll() -> None:
    state = duel(["roy_ring"], ["gem"], ["haley"])  # R052: nobody holds Loot only Haley drools over
    assert state.phase == "end"
