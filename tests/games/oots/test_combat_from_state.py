"""The flow adapter: a BattleContext read from a real game State (combat/from_state.py)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.oots.combat.from_state import battle_context, catalog_of, catalog_or_none
from dungeontable.games.oots.combat.modifiers import total_modifiers
from dungeontable.games.oots.combat.resolve import resolve
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.scenario import build
from dungeontable.games.oots.state import Battle, Help, State

from .combat_kit import CAT

SETUP = {
    "turn": 0,
    "players": [
        {"character": "roy", "at": [1, 0], "equipped": [],
         "shticks": ["roy_greenhilt_sword", "roy_greenhilt_sword_2", "roy_bag_of_tricks",
                     "roy_master_of_battle_administration", "roy_greenhilt_sword_2"],
         "flipped": [False, False, False, False, True]},
        {"character": "durkon", "at": [1, 1]},
    ],
    "floors": [{"floor": 1, "left": 0, "rooms": ["spooooky_crypt", "empty_storeroom"]}],
    "monsters": [{"at": [1, 0], "cards": ["headless_zombie"]}],
}  # fmt: skip


def _state() -> State:
    state = build(Options(), SETUP, 2, 7)
    battle = Battle(
        room=(1, 0), monster="headless_zombie", attacker=True, shtick=0, chosen=True,
        helps=(Help(helper=1, loot="word_of_thor", bonus=2, status="accepted"),),
    )  # fmt: skip
    return replace(state, battle=battle)


def test_the_player_attacks_example_from_a_state() -> None:
    """L804-818 again, through the adapter: +6 against 11 (the flipped third sword is ignored)."""
    ctx = battle_context(_state(), CAT)
    assert ctx.player.character == "roy" and ctx.role == "attacker"
    assert ctx.foes == ("headless_zombie",) and ctx.level == 1 and ctx.distance == 0
    assert [h.character for h in ctx.player.helpers] == ["durkon"]
    bd = total_modifiers(ctx, CAT)
    assert (bd.player, bd.foe) == (6, 11)
    assert resolve(ctx, bd, (8,), None, CAT).outcome == "win"


def test_declined_help_and_flat_screw_this_bonuses() -> None:
    state = _state()
    assert state.battle is not None
    declined = replace(state.battle.helps[0], status="declined")
    battle = replace(state.battle, helps=(declined,), player_bonus=3, monster_bonus=2)
    bd = total_modifiers(battle_context(replace(state, battle=battle), CAT), CAT)
    assert (bd.player, bd.foe) == (4 + 3, 11 + 2)


PVP = {
    "turn": 0,
    "players": [
        {"character": "belkar", "at": [1, 0], "equipped": ["stepladder"],
         "shticks": ["belkar_twin_daggers_of_doom", "belkar_twin_daggers_of_doom_2",
                     "belkar_deep_seated_emotional_problems"], "flipped": [False, False, False]},
        {"character": "elan", "at": [1, 0], "equipped": ["chain_shirt"],
         "shticks": ["elan_x_treme_diplomacy", "elan_x_treme_diplomacy_2"],
         "flipped": [False, False]},
        {"character": "haley", "at": [1, 1]},
        {"character": "roy", "at": [1, 1]},
    ],
    "floors": [{"floor": 1, "left": 0, "rooms": ["empty_storeroom", "empty_storeroom"]}],
}  # fmt: skip


def test_the_pvp_example_from_a_state() -> None:
    """L966-978 through the adapter: the defender's accepted helpers go to the defender."""
    state = build(Options(), PVP, 4, 7)
    helps = (
        Help(helper=2, loot="cloak_of_cloaking", bonus=4, status="accepted", side=1),
        Help(helper=3, loot="a_simple_thank_you", bonus=2, status="accepted", side=1),
    )
    battle = Battle(room=(1, 0), monster="", attacker=True, shtick=0, chosen=True, helps=helps,
                    foe_seat=1, foe_shtick=0, foe_chosen=True)  # fmt: skip
    ctx = battle_context(replace(state, battle=battle), CAT)
    assert ctx.opponent is not None and ctx.opponent.character == "elan"
    assert (ctx.player.helpers, len(ctx.opponent.helpers)) == ((), 2)
    bd = total_modifiers(ctx, CAT)
    assert (bd.player, bd.foe) == (5, 10)
    res = resolve(ctx, bd, (12,), 11, CAT)
    assert (res.outcome, res.wounds, res.steal) == ("lose", 1, True)


def test_catalog_lookup_by_card_set_name() -> None:
    base = catalog_of("base")  # the same cards (the bounded content cache may have rebuilt it)
    assert base.models == CAT.models and base.decks == CAT.decks
    assert catalog_of("base") is base  # asked again at once: the one cached value
    assert catalog_or_none("no-such-set") is None
    ctx = battle_context(_state())  # the state's own card set ("base")
    assert ctx.foes == ("headless_zombie",)
