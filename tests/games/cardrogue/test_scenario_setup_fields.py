"""Scenario setup of a seat's ``away`` / ``gone`` and of the state's ``offer`` / ``stuck_turns``
(R251, R290, R291, R295): positions built from ``[setup]`` behave like the same positions reached
by play, and impossible ones are refused with a message saying why."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dungeontable.core import run_scenario, run_scenario_file
from dungeontable.games import get
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.events import MapSealed, PlayerReturned
from dungeontable.games.cardrogue.state import NOWHERE, State, TradeTerms

from .conftest import act, build, every, kinds, player, tile


def decided(state: State) -> tuple[int, str]:
    decision = GAME.decision(state)
    assert decision is not None
    return decision.seat, decision.kind


def _two(
    first: dict[str, Any], second: dict[str, Any], quitting: bool = False, **setup: Any
) -> State:
    cells = [tile(0, 0), tile(1, 0), tile(4, 0)]
    setup = {"players": [first, second], "cells": cells, **setup}
    return build(setup, seats=2, allow_quitting=quitting)


def _explorer(**extra: Any) -> dict[str, Any]:
    return player(0, 0, "explorer", **extra)


def _rogue_at(x: int, **extra: Any) -> dict[str, Any]:
    return player(x, 0, "rogue", **extra)


def _rogue_off(**extra: Any) -> dict[str, Any]:
    return {"character": "rogue", **extra}


# --- away (R291) ------------------------------------------------------------------------------


def test_R291_an_away_seat_is_off_the_board_and_remembers_its_tile() -> None:
    s = _two(_explorer(), _rogue_off(away=[4, 0]))
    assert s.players[1].pos == NOWHERE and s.players[1].away == pack(4, 0)
    assert s.players[0].away == NOWHERE and not s.players[0].gone


def test_R291_the_away_seat_to_play_chooses_to_come_back_or_stay_away() -> None:
    s = _two(_explorer(), _rogue_off(away=[4, 0]), turn=1)
    assert decided(s) == (1, "away")
    assert every(s) == ["return-to-table", "stay-away"]
    s, ev = act(s, "return-to-table")
    assert s.players[1].pos == pack(4, 0) and s.players[1].away == NOWHERE
    assert [(e.seat, e.x, e.y) for e in kinds(ev, PlayerReturned)] == [(1, 4, 0)]


def test_R291_an_away_seat_cannot_come_back_onto_an_occupied_tile() -> None:
    s = _two(_explorer(), _rogue_off(away=[0, 0]), turn=1)
    assert every(s) == ["stay-away"]


def test_R291_built_away_equals_away_reached_by_play() -> None:
    """Leaving by play, then the other seat's turn ends: the same decision as the built one."""
    played = act(_two(_rogue_at(4), _explorer(), quitting=True), "leave-table")[0]
    played = act(played, "end-turn")[0]
    built = _two(_rogue_off(away=[4, 0]), _explorer(), quitting=True, turn=1)
    built = act(built, "end-turn")[0]
    assert decided(played) == decided(built) == (0, "away")
    assert every(played) == every(built) == ["return-to-table", "stay-away"]
    assert played.players[0] == built.players[0] and played.pending == built.pending


# --- gone (R290) ------------------------------------------------------------------------------


def test_R290_a_gone_seat_is_off_the_board_and_its_turns_pass() -> None:
    s = _two(_explorer(), _rogue_off(gone=True), turns=5)
    assert s.players[1].gone and s.players[1].pos == NOWHERE
    s = act(s, "end-turn")[0]
    assert (s.seat, s.turns) == (0, 7)  # seat 1's turn passed by itself


@pytest.mark.parametrize(
    ("second", "message"),
    [
        (_rogue_off(gone=True, hand=["sword"]), "holds no cards"),
        (_rogue_at(4, gone=True), "exactly one of"),
        (_rogue_at(4, away=[4, 0]), "exactly one of"),
        (_rogue_off(), "exactly one of"),
        (_rogue_off(away=[7, 7]), "no face-up cell"),
    ],
)
def test_impossible_places_are_refused(second: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        _two(_explorer(), second)


def test_R290_the_seat_to_play_cannot_be_gone() -> None:
    with pytest.raises(ValueError, match="seat 1 to play is gone"):
        _two(_explorer(), _rogue_off(gone=True), turn=1)


def test_an_off_board_seat_cannot_be_in_a_combat_queue() -> None:
    goblin = {"at": [1, 0], "card": "goblin", "queue": [1]}
    setup = {"players": [_explorer(), _rogue_off(away=[4, 0])], "cells": [tile(0, 0), goblin]}
    with pytest.raises(ValueError, match="seat 1 is off the board"):
        build({**setup, "cells": [*setup["cells"], tile(4, 0)]}, seats=2)


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"turn": 5}, "turn must be a seat 0-1, got 5"),
        ({"turn": -1}, "turn must be a seat 0-1"),
        (
            {"cells": [tile(0, 0), tile(4, 0), {"at": [1, 0], "card": "goblin", "queue": [7]}]},
            "queue \\[7\\]: distinct seats",
        ),
        (
            {"cells": [tile(0, 0), tile(4, 0), {"at": [1, 0], "card": "goblin", "queue": [0, 0]}]},
            "distinct seats",
        ),
        (
            {"cells": [tile(0, 0), tile(4, 0), {"at": [1, 0], "card": "goblin", "health": 0}]},
            "0 or less is slain",
        ),
        ({"players": [_explorer(health=0), _rogue_at(4)]}, "0 or less is dead"),
        ({"players": [_explorer(), _rogue_at(0)]}, "shares a tile"),
        ({"cells": [tile(0, 0), {"at": [4, 0], "card": "goblin"}]}, "stands on the Goblin"),
    ],
)
def test_impossible_positions_are_refused_not_crashed(setup: dict[str, Any], message: str) -> None:
    """R009, R011: a dead player, a slain enemy, two tokens on one tile, a token on an enemy, a
    seat that does not exist: a clear error instead of an IndexError or a position no game
    reaches."""
    base = {"players": [_explorer(), _rogue_at(4)], "cells": [tile(0, 0), tile(4, 0)]}
    with pytest.raises(ValueError, match=message):
        build({**base, **setup}, seats=2)


def test_A15_two_tokens_may_share_a_starting_tile() -> None:
    cells = [tile(0, 0, "start"), tile(4, 0)]
    state = build({"players": [_explorer(), _rogue_at(0)], "cells": cells}, seats=2)
    assert state.players[0].pos == state.players[1].pos == pack(0, 0)


# --- offer (R251) -----------------------------------------------------------------------------


def _traders(offer: dict[str, Any], **setup: Any) -> State:
    first, second = _explorer(hand=["sword", "gold_5"]), _rogue_at(1, hand=["potion_red"])
    return _two(first, second, offer=offer, **setup)


def test_R251_an_offer_being_composed() -> None:
    s = _traders({"to": 1, "give": ["sword"]})
    assert s.offer is not None and s.offer.is_open
    assert (s.offer.by, s.offer.to, s.offer.terms) == (0, 1, TradeTerms(give=("sword",)))
    assert decided(s) == (0, "trade") and s.step == 1  # not sent yet: no step passed (R023)
    assert "send-offer" in every(s) and "offer-card card=gold_5" in every(s)
    s = act(s, "ask-card card=potion_red", "send-offer")[0]
    assert decided(s) == (1, "trade-answer") and s.step == 3


def test_R251_a_sent_offer_is_answered_and_binds() -> None:
    s = _traders({"to": 1, "give": ["sword"], "ask": ["potion_red"], "sent": True})
    assert decided(s) == (1, "trade-answer")
    assert every(s) == ["accept-trade", "decline-trade"]
    s = act(s, "accept-trade")[0]
    assert s.players[0].hand == ("gold_5", "potion_red") and s.players[1].hand == ("sword",)
    assert s.offer is None and s.pending == () and s.seat == 0


def test_R251_built_offer_equals_offer_reached_by_play() -> None:
    played = _two(_explorer(hand=["sword"]), _rogue_at(1, hand=["potion_red"]))
    played = act(played, "propose-trade dir=E", "offer-card card=sword", "send-offer")[0]
    built = _traders({"to": 1, "give": ["sword"], "sent": True})
    built = act(built, "decline-trade")[0]
    played = act(played, "decline-trade")[0]
    assert built.offer is played.offer is None
    assert (built.step, built.next_uid, built.pending) == (played.step, played.next_uid, ())


def test_R251_a_setup_step_is_kept() -> None:
    assert _traders({"to": 1}, step=2).step == 2


@pytest.mark.parametrize(
    ("offer", "message"),
    [
        ({"to": 0}, "another seat"),
        ({"to": 5}, "another seat"),
        ({"to": 1, "give": ["potion_red"]}, "not all in the proposer's hand"),
        ({"to": 1, "ask": ["idol_of_might"]}, "cannot be traded"),
        ({"to": 1, "ask": ["potion_red"] * 4}, "at most"),
        ({"to": 1, "sent": "yes"}, "true or false"),
        ({"to": 1, "price": 3}, "unknown key"),
    ],
)
def test_R251_impossible_offers_are_refused(offer: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        _traders(offer)


def test_R251_an_offer_needs_connected_tiles() -> None:
    with pytest.raises(ValueError, match="not on a tile connected"):
        _two(_explorer(hand=["sword"]), _rogue_at(4), offer={"to": 1, "give": ["sword"]})


# --- stuck_turns (R295) -----------------------------------------------------------------------


def _sealed(stuck_turns: int) -> State:
    """Two players each in a closed corridor, with cards left to explore (R292)."""

    def corridor(x: int) -> list[dict[str, Any]]:
        return [
            tile(x, 1, "dead_end", paths="S"),
            tile(x, 0, "passage", paths="NS"),
            tile(x, -1, "dead_end", paths="N"),
        ]

    setup = {
        "players": [_explorer(), player(10, 0, "rogue")],
        "cells": [*corridor(0), *corridor(10)],
        "explore": ["kobold", "goblin", "imp"],
        "pathing": ["stack_dead_end", "stack_crossroads", "stack_passage"],
        "stuck_turns": stuck_turns,
    }
    return build(setup, seats=2)


def test_R295_stuck_turns_carry_over_from_the_setup() -> None:
    fresh, ev = act(_sealed(0), "end-turn")
    assert fresh.stuck_turns == 1 and not fresh.end_rush and kinds(ev, MapSealed) == []
    s, ev = act(_sealed(1), "end-turn")
    assert s.end_rush and s.stuck_turns == 0 and len(kinds(ev, MapSealed)) == 1


@pytest.mark.parametrize("value", [-1, "2", True, 1.5])
def test_R295_stuck_turns_must_be_a_count(value: object) -> None:
    with pytest.raises(ValueError, match="stuck_turns must be a whole number"):
        build(
            {"players": [_explorer()], "cells": [tile(0, 0)], "stuck_turns": value},
            seats=1,
        )


# --- the same keys in a scenario file ---------------------------------------------------------

SCENARIO = """
game = "cardrogue"
name = "an away rogue, a gone cleric and a sent trade"
seats = 3
actions = ["accept-trade", "end-turn"]

[setup]
stuck_turns = 1
offer = { to = 1, give = ["gold_5"], ask = ["potion_red"], sent = true }

[[setup.players]]
character = "explorer"
at = [0, 0]
hand = ["gold_5"]

[[setup.players]]
character = "rogue"
at = [1, 0]
hand = ["potion_red"]

[[setup.players]]
character = "cleric"
gone = true

[[setup.cells]]
at = [0, 0]
card = "crossroads"

[[setup.cells]]
at = [1, 0]
card = "crossroads"

[[expect]]
after = 0
path = "stuck_turns"
equals = 1

[[expect]]
after = 1
path = "players.0.hand"
equals = ["potion_red"]

[[expect]]
path = "players.2.gone"
equals = true

[[expect]]
path = "seat"
equals = 1
"""


def test_the_new_keys_work_in_a_scenario_file(tmp_path: Path) -> None:
    path = tmp_path / "fields.toml"
    path.write_text(SCENARIO)
    result = run_scenario_file(path, get)
    assert result.failures == ()


# --- plain players, combat by adjacency, identified potions (003 L95-97, L157, R194) ----------


def test_a_seat_without_a_character_is_a_plain_player() -> None:
    s = build({"players": [{"at": [0, 0]}], "cells": [tile(0, 0)]})
    assert s.players[0].character == "" and s.players[0].health == 10


def test_R060_the_seat_to_play_next_to_a_revealed_enemy_is_in_combat_with_it() -> None:
    goblin = {"at": [1, 0], "card": "goblin"}
    s = build({"players": [{"at": [0, 0]}], "cells": [tile(0, 0), goblin]})
    assert s.phase == "combat" and s.enemies[0].queue == (0,) and s.players[0].fights == (1,)
    kept = build({"players": [{"at": [0, 0]}], "cells": [tile(0, 0), {**goblin, "queue": []}]})
    assert kept.phase == "explore" and kept.enemies[0].queue == ()


def test_R060_phase_combat_given_puts_him_in_combat_the_same_way() -> None:
    """Writing the phase the docs name (``phase = "combat"``) no longer loses the combat the
    position implies: it was refused, 'fights no enemy', unless each enemy listed its queue."""
    goblin = {"at": [1, 0], "card": "goblin"}
    cells = [tile(0, 0), goblin]
    for phase in ("combat", "flee"):
        s = build({"players": [{"at": [0, 0]}], "cells": cells, "phase": phase})
        assert s.phase == phase and s.enemies[0].queue == (0,) and s.players[0].fights == (1,)
    away = build({"players": [{"at": [0, 0]}], "cells": cells, "phase": "explore"})
    assert away.phase == "explore" and away.enemies[0].queue == ()


def test_R194_a_misspelt_potion_effect_is_refused() -> None:
    with pytest.raises(ValueError, match="'teleport'; effects: healing"):
        build(
            {"players": [{"at": [0, 0]}], "cells": [tile(0, 0)], "identified": {"red": "teleport"}}
        )


FACE_DOWN = {"at": [1, 0], "card": "passage", "up": False}
FACE_DOWN_EW = {**FACE_DOWN, "paths": "EW"}


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"players": [{"at": [0, 0], "equipment": {"primary": "helm"}}]}, "'helm' cannot be"),
        ({"players": [{"at": [0, 0], "equipment": {"head": "potion_red"}}]}, "on the head slot"),
        (
            {"players": [{"at": [0, 0], "equipment": {"primary": "maul", "secondary": "shield"}}]},
            "two-handed",
        ),
        ({"players": [{"at": [0, 0]}], "via": "flipped"}, "use flip, move or carried"),
        (
            {
                "players": [{"at": [0, 0]}],
                "cells": [{"at": [0, 0], "card": "passage", "paths": "NX"}],
            },
            "letters N, E, S and W",
        ),
        (  # a text where a list goes was read letter by letter ("unknown card 's'")
            {"players": [{"at": [0, 0], "hand": "sword"}]},
            r"players\[0\]: hand takes a list of card ids \(\[.dagger.\]\), got 'sword'",
        ),
        (
            {"players": [{"at": [0, 0]}], "explore": "goblin"},
            r"explore takes a list of card ids",
        ),
        (  # a face-down card is turned when flipped: the paths were silently dropped
            {"players": [{"at": [0, 0]}], "cells": [tile(0, 0), FACE_DOWN_EW]},
            r"cells\[1\]: paths 'EW' on a face-down card: it is turned when it is flipped",
        ),
        (
            {"players": [{"at": [1, 0]}], "cells": [tile(0, 0), FACE_DOWN]},
            r"players\[0\]: at = \[1, 0\] is a face-down card, no face-up cell of",
        ),
        (
            {"players": [{"at": [3, -2]}]},
            r"players\[0\]: at = \[3, -2\] is empty table, no face-up cell",
        ),
    ],
)
def test_impossible_equipment_and_words_are_refused(setup: dict[str, Any], message: str) -> None:
    setup.setdefault("cells", [tile(0, 0)])
    with pytest.raises(ValueError, match=message):
        build(setup)


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"players": [{"at": [0, 0], "poison": -2}]}, "poison = -2: it cannot be below 0"),
        ({"players": [{"at": [0, 0], "skip": -1}]}, "skip = -1"),
        ({"players": [{"at": [0, 0], "vp": -3}]}, "vp = -3"),
        (
            {
                "players": [{"at": [0, 0]}],
                "cells": [tile(0, 0), {"at": [1, 0], "card": "goblin", "paralyzed": -1}],
            },
            "paralyzed = -1",
        ),
        (
            {"players": [{"at": [0, 0]}], "cells": [tile(0, 0, health=4)]},
            "\\['health'\\] only for a face-up enemy, not 'crossroads'",
        ),
        (
            {
                "players": [{"at": [0, 0]}],
                "cells": [tile(0, 0), {"at": [1, 0], "card": "goblin", "up": False, "queue": [0]}],
            },
            "only for a face-up enemy, not 'goblin'",
        ),
        ({"players": [{"at": [0, 0]}], "step": 4}, "step must be 1, 2 or 3"),
        ({"players": [{"at": [0, 0]}], "step": 0}, "step must be 1, 2 or 3"),
        ({"players": [{"at": [0, 0]}], "phase": "combat"}, "seat 0 to play fights no enemy"),
        (
            {"players": [{"at": [0, 0]}], "identified": {"red": "healing", "blue": "healing"}},
            "\\['healing'\\] given to two colours",
        ),
    ],
)
def test_counts_enemy_keys_steps_and_identities_are_checked(
    setup: dict[str, Any], message: str
) -> None:
    """A negative count, an enemy's key on another card (silently ignored before), a step
    outside 1-3, combat with nobody, two colours with one effect (R193): refused, named."""
    setup.setdefault("cells", [tile(0, 0)])
    with pytest.raises(ValueError, match=message):
        build(setup)


def test_R263_both_basilisks_in_one_hand_are_refused_but_solo() -> None:
    two = [player(0, 0, hand=["basilisk", "basilisk"]), player(9, 9)]
    with pytest.raises(ValueError, match="both cards of a pair \\(basilisk\\)"):
        build({"players": two, "cells": [tile(0, 0), tile(9, 9)]}, seats=2)
    alone = build({"players": [two[0]], "cells": [tile(0, 0)]})  # no discard rule solo
    assert alone.players[0].hand == ("basilisk", "basilisk")


def test_a_list_option_may_be_one_text_with_commas_as_on_the_command_line() -> None:
    """docs/scenarios.md: options are written as on the command line, where a list option is
    one text with commas (``--option solo_goals=golem,chest``); a file's ``"golem,chest"`` was
    refused ("Expected `array`, got `str`")."""

    def solo(goals: object) -> tuple[str, ...]:
        case = {
            "game": "cardrogue",
            "name": "solo goals",
            "options": {"solo_goals": goals},
            "actions": ["move dir=W"],
            "setup": {
                "players": [{"at": [1, 0], "deeds": ["golem"]}],
                "cells": [tile(0, 0, "start"), tile(1, 0)],
            },
            "expect": [{"path": "outcome", "absent": True}],
        }
        return run_scenario(case, get).failures

    assert solo("golem, chest") == solo(["golem", "chest"]) == ()
    assert solo("golem") == (  # the one goal done: he gets out
        "outcome: expected absent, got {'winners': [0], 'scores': [0.0], 'reason': 'escaped'}",
    )
