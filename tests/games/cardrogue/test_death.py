"""Death and respawn (R240-R247, A-14, A-15, A-21, A-57)."""

from __future__ import annotations

import pytest

from dungeontable.core import IllegalAction
from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.events import CardKept, CardsDiscarded, DropPileLaid, PlayerDied

from .conftest import act, build, kinds, legal, player, tile


def _doomed(hand=(), equipment=None, seats: int = 2, **opts):  # type: ignore[no-untyped-def]
    players = [
        player(1, 0, "rogue", health=1, hand=list(hand), equipment=equipment or {}, sheet_attack=2),
        player(9, 9, "rogue"),
    ][:seats]
    return build(
        {
            "players": players,
            "cells": [
                tile(0, 0, "start"),
                tile(5, 0, "start"),
                tile(1, 0),
                tile(2, 0, "goblin", queue=[0]),
                tile(9, 9),
            ],
        },
        seats=seats,
        dice=(1,),
        **opts,
    )


def test_R240_R242_death_choices_keep_face_down_respawn() -> None:
    s = _doomed(hand=["gold_5", "heart_stone", "potion_red"], equipment={"primary": "dagger"})
    s, ev = act(s, "attack dir=E")
    assert [e.seat for e in kinds(ev, PlayerDied)] == [0]
    assert legal(s) == [
        "keep card=gold_5 where=hand",
        "keep card=heart_stone where=hand",
        "keep card=potion_red where=hand",
        "keep card=dagger where=primary",
    ]
    s, ev = act(s, "keep card=dagger where=primary")
    assert s.players[0].equipment[0] == "dagger" and s.players[0].hand == ()
    assert kinds(ev, CardKept)[0].card == "dagger"
    assert legal(s) == [
        "lay-face-down card=gold_5",
        "lay-face-down card=heart_stone",
        "lay-face-down card=potion_red",
    ]
    s, ev = act(s, "lay-face-down card=potion_red")
    assert s.cells[pack(1, 0)].drop == ("potion_red", "heart_stone")  # + the unsellable artifact
    assert kinds(ev, CardsDiscarded)[0].cards == ("gold_5",)
    assert kinds(ev, DropPileLaid)[0].count == 2
    assert legal(s) == ["respawn x=0 y=0", "respawn x=5 y=0"]
    s = act(s, "respawn x=5 y=0")[0]
    p = s.players[0]
    assert (p.pos, p.health, p.sheet_attack, p.poison, p.skip) == (pack(5, 0), 8, 0, 0, 0)
    assert s.seat == 1  # R244: his turn ended


def test_A14_kept_hand_card_is_private() -> None:
    s = act(_doomed(hand=["potion_red", "gold_1"]), "attack dir=E")[0]
    s, ev = act(s, "keep card=potion_red where=hand")
    full, redacted = kinds(ev, CardKept)
    assert (full.to, full.card) == ((0,), "potion_red")
    assert (redacted.to, redacted.card) == ((1,), "")


def test_R243_A57_artifacts_reapply_after_the_reset() -> None:
    s = act(_doomed(hand=["giants_heart", "gold_1"]), "attack dir=E")[0]
    s = act(s, "keep card=giants_heart where=hand", "lay-face-down card=gold_1", "respawn x=0 y=0")[
        0
    ]
    assert s.players[0].health == 13  # Rogue 8 + 5


def test_R246_A21_dead_player_leaves_every_queue_enemy_resets() -> None:
    s = _doomed()
    s = build(
        {
            "players": [player(1, 0, "rogue", health=1), player(3, 0, "rogue")],
            "cells": [
                tile(0, 0, "start"),
                tile(1, 0),
                tile(3, 0),
                tile(2, 0, "goblin", queue=[0, 1], health=3),
            ],
        },
        seats=2,
        dice=(1,),
    )
    s = act(s, "attack dir=E")[0]
    assert s.enemies[0].queue == (1,) and s.enemies[0].health == 2  # seat 1 now the target
    s = build(
        {
            "players": [player(1, 0, "rogue", health=1), player(9, 9, "rogue")],
            "cells": [
                tile(0, 0, "start"),
                tile(1, 0),
                tile(9, 9),
                tile(2, 0, "goblin", queue=[0], health=4),
            ],
        },
        seats=2,
        dice=(1,),
    )
    s = act(s, "attack dir=E")[0]
    assert s.enemies[0].queue == () and s.enemies[0].health == 5


def test_R241_A15_respawn_prefers_free_starting_tiles() -> None:
    s = build(
        {
            "players": [player(1, 0, "rogue", health=1), player(0, 0, "rogue")],
            "cells": [
                tile(0, 0, "start"),
                tile(5, 0, "start"),
                tile(1, 0),
                tile(2, 0, "goblin", queue=[0]),
            ],
        },
        seats=2,
        dice=(1,),
    )
    s = act(s, "attack dir=E")[0]
    assert legal(s) == ["respawn x=5 y=0"]


def test_R247_drop_piles_on_one_tile_merge() -> None:
    s = build(
        {
            "players": [player(1, 0, "rogue", health=1, hand=["key", "dagger"]), player(9, 9)],
            "cells": [
                tile(0, 0, "start"),
                tile(1, 0, drop=["idol_of_might"]),
                tile(2, 0, "goblin", queue=[0]),
                tile(9, 9),
            ],
        },
        seats=2,
        dice=(1,),
    )
    s = act(s, "attack dir=E", "keep card=dagger where=hand", "lay-face-down card=key")[0]
    assert s.cells[pack(1, 0)].drop == ("idol_of_might", "key")


def test_death_with_no_cards_goes_straight_to_respawn() -> None:
    s = act(_doomed(), "attack dir=E")[0]
    assert legal(s) == ["respawn x=0 y=0", "respawn x=5 y=0"]


def test_R281_solo_death_is_a_defeat() -> None:
    s = act(_doomed(seats=1), "attack dir=E")[0]
    assert s.result is not None and s.result.reason == "died" and s.result.winners == ()


def test_death_off_turn_returns_to_the_active_player() -> None:
    s = build(
        {
            "players": [player(0, 0, "rogue", health=1), player(2, 0, "rogue")],
            "cells": [
                tile(0, 0, "start"),
                tile(5, 0, "start"),
                tile(2, 0),
                tile(1, 0, "goblin", queue=[0, 1]),
            ],
            "turn": 1,
        },
        seats=2,
        dice=(1,),
        surround_enemy_acts_only_on_target_turn=False,
    )
    s = act(s, "attack dir=W")[0]
    assert s.pending[0].kind == "respawn" and s.pending[0].seat == 0
    s = act(s, "respawn x=5 y=0")[0]
    assert s.seat == 0 and s.turns == 2  # seat 1's turn finished after the death choices


def test_A14_A20_kept_second_dagger_moves_to_the_primary_hand() -> None:
    """R175 / A-20 (Clarifications, SECONDARY HAND SLOT): a second Dagger in the secondary hand
    needs a Dagger in the primary hand. A Rogue who keeps only the second one after dying
    (A-14: a kept equipped card stays equipped) wields it in the primary hand."""
    s = _doomed(equipment={"primary": "dagger", "secondary": "dagger"})
    s = act(s, "attack dir=E")[0]
    assert legal(s) == ["keep card=dagger where=primary", "keep card=dagger where=secondary"]
    s, ev = act(s, "keep card=dagger where=secondary")
    assert s.players[0].equipment == ("dagger", "", "", "", "")
    assert s.players[0].hand == ()
    kept = kinds(ev, CardKept)
    assert [(e.card, e.where, e.to) for e in kept] == [("dagger", "primary", None)]
    assert s.pending[0].cards == ("dagger",)  # the other dagger waits for the face-down choice


def test_A14_kept_primary_dagger_stays_primary() -> None:
    s = _doomed(equipment={"primary": "dagger", "secondary": "dagger"})
    s = act(s, "attack dir=E", "keep card=dagger where=primary")[0]
    assert s.players[0].equipment == ("dagger", "", "", "", "")


def test_R242_keep_without_where_takes_the_one_place_the_card_is() -> None:
    """``keep card=X`` without ``where``: the card's only place; a card both in the hand and
    equipped (two Daggers) needs ``where``."""
    s = _doomed(hand=["gold_5", "dagger"], equipment={"primary": "dagger"})
    s = act(s, "attack dir=E")[0]
    kept = act(s, "keep card=gold_5")[0]
    assert kept.players[0].hand == ("gold_5",)
    assert legal(kept) == ["lay-face-down card=dagger"]
    with pytest.raises(IllegalAction):
        act(s, "keep card=dagger")
