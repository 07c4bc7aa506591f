"""Wandering Xykon (Exp L73-L135, L160-L162): points, hidden rooms, and the ruling options'
alternatives (A41-A48), on exact positions (the scenario files hold the default rulings)."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from dungeontable.core import Rng, parse_options
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import EndTurn, Stay, Step, StopMoving
from dungeontable.games.oots.common.scoring import score, xykon_points
from dungeontable.games.oots.common.xykon import XYKON
from dungeontable.games.oots.options import Options

from .conftest import act, position

WX = {"expansion": "shortening", "wandering_xykon": True}
NO_UNDEAD = {"hand": ["cave_bear"]}


def wx_position(setup: dict[str, Any], seats: int = 3, **options: Any) -> Any:
    return position(setup, seats=seats, seed=7, **WX, **options)


def players(*places: list[int], **first: Any) -> list[dict[str, Any]]:
    found = [{"at": p, **NO_UNDEAD} for p in places]
    found[0].update(first)
    return found


def test_points_for_the_cards_need_the_exit_and_the_kill_scores_3() -> None:
    """R352, A47, A48, R294: 1 per I Hurt Xykon! card once out of the dungeon, 3 for I Totally
    Killed Xykon!, never the 2 x floors; the one still inside scores no I Hurt card."""
    roy = {"character": "roy", "stash": [], "left": 0}
    elan = {"character": "elan", "stash": []}
    setup = {"players": [roy, elan, {"at": [0, 0]}], "xykon": {"hurt": [0, 1, 0], "killer": 1}}
    state = wx_position(setup)
    assert xykon_points(state, 0) == 2  # two I Hurt cards, left the dungeon
    assert xykon_points(state, 1) == 3  # the kill; his I Hurt card does not count inside (A47)
    assert xykon_points(state, 2) == 0
    assert score(state, 0) == 3 + 2 + 2  # 3 shticks, 2 for leaving first of 3, 2 cards
    always = wx_position(setup, wx_hurt_needs_exit=False, wx_floor_points=True)
    assert xykon_points(always, 1) == 1 + 3 + 2 * 3  # A47, A48 alternatives


def test_the_entrance_stairs_option_and_the_dealt_layout() -> None:
    """A41 alternative: the Entrance's stairs always reach the left middle room (no die)."""
    options = parse_options(Options, {**WX, "wx_first_stairs": "left_middle"})
    state = GAME.setup(options, 3, 7)
    assert state.floors[1].up == 1
    assert [len(f.rooms) for f in state.floors] == [1, 4, 4, 4, 1]


def test_no_black_shticks_skips_under_the_alternative() -> None:
    """A42 alternative ``skips``: no roll and no Minion for a player without black shticks."""
    setup = {"turn": 0, "phase": "end", "battle_deck": ["wight"]}
    setup["players"] = players([1, 2], [0, 0], [0, 0], character="roy")
    state = wx_position(setup, wx_no_black_shticks="skips")
    state, events = act(state, EndTurn())
    assert state.wandering is not None and state.wandering.minions == ()
    assert state.battle_deck == ("wight",)
    assert "DieRolled" not in [type(e).__name__ for e in events]


def test_a_retreating_xykon_does_not_attack_under_the_alternative() -> None:
    """A43 alternative: retreating, he ends with Haley but does not attack her."""
    setup = {"turn": 0, "phase": "end", "xykon": {"at": [2, 3], "wounds": 1, "catcher": 0}}
    setup["players"] = players([0, 0], [0, 0], [2, 0])
    state = wx_position(setup, wx_retreat_attacks=False)
    state, events = act(state, EndTurn())
    assert state.wandering is not None and state.wandering.place == (2, 0)
    assert "XykonAttacks" not in [type(e).__name__ for e in events]
    now = GAME.decision(state)
    assert now is not None and now.seat == 1  # Elan's turn


def test_the_kicked_holder_battles_nothing_under_the_alternative() -> None:
    """A45 alternative ``nothing``: ending in Xykon's room with the card, no battle at all."""
    setup = {
        "turn": 0,
        "xykon": {"at": [2, 1], "catcher": 1, "kicked": 0},
        "rooms": [
            {"at": [2, 1], "face_down": False, "monsters": ["cave_bear"]},
            {"at": [2, 0], "face_down": False},
        ],
        "players": players([2, 0], [0, 0], [0, 0], character="roy"),
    }
    state = wx_position(setup, wx_kicked_battles="nothing")
    state, events = act(state, Step(floor=2, pos=1), StopMoving())
    assert "BattleBegan" not in [type(e).__name__ for e in events]
    assert state.battle is None


def test_no_battles_with_him_in_the_safe_haven_under_the_alternative() -> None:
    """A46 alternative: in the Safe Haven nobody battles Xykon (Stay starts nothing)."""
    setup = {"turn": 0, "xykon": {"at": [4, 1], "catcher": 1}}
    setup["players"] = players([4, 1], [0, 0], [0, 0], character="roy")
    state = wx_position(setup, wx_safe_haven_battles=False)
    state, events = act(state, Stay())
    assert "BattleBegan" not in [type(e).__name__ for e in events]
    on = wx_position(setup)
    on, events = act(on, Stay())
    assert "BattleBegan" in [type(e).__name__ for e in events]
    assert on.battle is not None and on.battle.monster == XYKON


def test_face_down_rooms_are_dealt_again_from_the_unseen_rooms() -> None:
    """R318, R322: a seat's view shows no face-down card; determinize puts unseen Room cards
    there, never a card already face up, and keeps Xykon's token and Minion Stack."""
    setup = {"turn": 0, "xykon": {"at": [2, 1], "minions": ["ghoul"], "catcher": 1}}
    setup["rooms"] = [{"at": [2, 1], "face_down": False}]
    setup["players"] = players([2, 1], [0, 0], [0, 0])
    state = wx_position(setup)
    view = GAME.view(state, 0)
    hidden = [r for f in view.floors for r in f.rooms if r.face_down]
    assert len(hidden) == 11 and all(r.card == "" for r in hidden)
    seen = {r.card for f in view.floors for r in f.rooms if not r.face_down}
    again = GAME.determinize(view, 0, Rng.from_seed(3))
    dealt = [r.card for f in again.floors for r in f.rooms if r.face_down]
    assert len(dealt) == 11 and not set(dealt) & seen and "" not in dealt
    assert len(again.room_deck) == len(state.room_deck)
    assert again.wandering == state.wandering
    assert again.floors[2].room(1).monsters == (XYKON, "ghoul")


def test_a_flight_into_a_face_down_room_turns_it_over() -> None:
    """R322: whatever way a player comes into a face-down room, it is turned over."""
    setup = {"turn": 0, "phase": "end"}
    setup["players"] = players([1, 2], [0, 0], [0, 0], character="roy")
    state = wx_position(setup)
    moved = replace(state, players=(replace(state.players[0], place=(1, 3)), *state.players[1:]))
    after, events = act(moved, EndTurn())
    assert not after.floors[1].room(3).face_down
    assert "RoomTurnedOver" in [type(e).__name__ for e in events]


def test_the_text_table_tells_where_xykon_is() -> None:
    """R321-R347: the text table names his room, Wounds, Minion Stack and the cards' holders;
    a face-down room is never named."""
    setup = {
        "xykon": {"at": [2, 1], "minions": ["ghoul"], "catcher": 0, "kicked": 1, "hurt": [0]},
        "rooms": [{"at": [2, 1], "face_down": False}],
    }
    text = GAME.render(GAME.view(wx_position(setup), 0))
    assert (
        "Xykon: in the Damp Cellar on floor 2, 4 of 4 Wounds left; Minion Stack: Ghoul; "
        "Xykon Kicked My Ass!: Player 2; I Hurt Xykon!: Player 1"
    ) in text.splitlines()
    assert "a face-down card" in text and "Dusty Corridor" not in text


def _bot_choice(state: Any) -> Any:
    from dungeontable.games.oots.bots import HeuristicBot

    legal = GAME.legal_actions(state)
    action, _ = HeuristicBot(GAME).choose(GAME.view(state, 0), legal, Rng.from_seed(0))
    return action


def test_the_bot_counts_xykons_assist_before_attacking_him() -> None:
    """R342: the heuristic bot stays to attack Xykon at even odds (Defense 10 against its +4
    and a d12), not once three Undead minions raise him to 16."""
    roy = {
        "character": "roy",
        "at": [2, 1],
        "hand": ["cave_bear"],
        "stash": [],
        "shticks": [
            "roy_greenhilt_sword",
            "roy_master_of_battle_administration",
            "roy_logic",
            "roy_two_handed_swing",
        ],
    }
    base = {"turn": 0, "rooms": [{"at": [2, 1], "face_down": False}]}
    alone = {**base, "xykon": {"at": [2, 1], "catcher": 1}}
    alone["players"] = [roy, {"at": [0, 0]}, {"at": [0, 0]}]
    assert _bot_choice(wx_position(alone)) == Stay()
    guarded = {**alone, "xykon": {"at": [2, 1], "catcher": 1, "minions": ["ghoul"] * 3}}
    assert _bot_choice(wx_position(guarded)) != Stay()


def test_the_setup_dice_place_the_stairs_as_the_rulebook_maps_them() -> None:
    """R318-R320, A41 (Exp L83-L86): the Entrance's stairs by a d12 (1-6 left middle, 7-12 right
    middle), then a d12 per floor for its stairs down: 1-3 leftmost, 4-6 left middle, 7-9 right
    middle, 10-12 rightmost; the Safe Haven lies below floor 3's stairs."""
    from dungeontable.games.oots.common.xykon import deal_dungeon

    state = GAME.setup(parse_options(Options, WX), 3, 7)
    for faces, entrance, downs in (
        ((6, 3, 4, 10), 1, (0, 1, 3)),
        ((7, 1, 9, 12), 2, (0, 2, 3)),
        ((1, 7, 6, 4), 1, (2, 1, 1)),
    ):
        dealt = deal_dungeon(replace(state, rng=state.rng.scripted(faces)))
        assert not dealt.rng.script  # every face used
        floors = dealt.floors[1:4]
        assert [f.up for f in floors] == [entrance, *downs[:2]]
        assert [f.down for f in floors] == list(downs)
        assert [len(f.rooms) for f in floors] == [4, 4, 4]
        assert (dealt.floors[4].left, dealt.floors[4].up) == (downs[2], downs[2])
        assert dealt.floors[4].rooms[0].card == "safe_haven"


def _attacked(setup: dict[str, Any], seed: int) -> int:
    state = position(setup, seats=3, seed=seed, **WX)
    state, events = act(state, EndTurn())
    return next(e.seat for e in events if type(e).__name__ == "XykonAttacks")


def test_ties_between_players_are_settled_at_random() -> None:
    """R334 (Exp L109): two players at the same distance on the same floor: either may be
    hunted; R339 (Exp L162): two eligible players with as many shticks in his room: either may
    be attacked. Over a dozen seeds both come up, and the ignored Roy never does."""
    hunt = {
        "turn": 0,
        "phase": "end",
        "xykon": {"at": [3, 1], "catcher": 0},
        "rooms": [{"at": [3, p], "face_down": False} for p in (0, 1, 2)],
        "players": players([0, 0], [3, 0], [3, 2]),
    }
    room = {
        "turn": 0,
        "phase": "end",
        "xykon": {"at": [2, 1], "catcher": 0},
        "rooms": [{"at": [2, 1], "face_down": False}],
        "players": players([0, 0], [2, 1], [2, 1]),
    }
    for setup in (hunt, room):
        assert {_attacked(setup, seed) for seed in range(12)} == {1, 2}


def test_the_text_table_counts_a_holders_i_hurt_xykon_cards() -> None:
    """R347: one player may hold several I Hurt Xykon! cards; the table says how many, once."""
    setup = {"xykon": {"at": [2, 1], "catcher": 0, "hurt": [1, 0, 1]}}
    text = GAME.render(GAME.view(wx_position(setup), 0))
    assert "I Hurt Xykon!: Player 2 (2 cards) and Player 1" in text
