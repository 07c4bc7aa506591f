"""Scrolls (R210-R215, R300, A-18, A-44, A-51)."""

from __future__ import annotations

from typing import Any

from dungeontable.games.cardrogue.catalog import load_catalog
from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.common.stats import max_health
from dungeontable.games.cardrogue.events import HealthChanged, ScrollRead
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, every, kinds, player, rolls, tile

CAT = load_catalog()


def _solo(hand: list[str], dice: tuple[int, ...] = (), **who: Any) -> State:
    setup = {"players": [player(0, 0, "explorer", hand=hand, **who)], "cells": [tile(0, 0)]}
    return build(setup, dice=dice)


def test_R210_a_scroll_is_used_up() -> None:
    s, ev = act(_solo(["scroll_vigor"]), "read-scroll card=scroll_vigor")
    assert s.players[0].hand == () and s.discard == ("scroll_vigor",)
    assert [e.card for e in kinds(ev, ScrollRead)] == ["scroll_vigor"]


def test_R210_usable_in_combat() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["scroll_vigor"])],
            "cells": [tile(0, 0), {"at": [1, 0], "card": "goblin", "queue": [0]}],
        }
    )
    assert s.phase == "combat" and "read-scroll card=scroll_vigor" in every(s)


def test_R210_scrolls_cannot_be_thrown() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["scroll_vigor"]), player(1, 0, "rogue")],
            "cells": [tile(0, 0), tile(1, 0)],
        },
        seats=2,
    )
    assert not [a for a in every(s) if a.startswith("throw")]


def test_R211_identify_rolls_the_colour_and_keeps_the_potion() -> None:
    s = _solo(["scroll_identify", "potion_red", "potion_red", "potion_blue"], dice=(6,))
    legal = [a for a in every(s) if a.startswith("identify")]
    assert legal == [
        "identify scroll=scroll_identify potion=potion_red",
        "identify scroll=scroll_identify potion=potion_blue",
    ]
    s, ev = act(s, "identify scroll=scroll_identify potion=potion_red")
    assert s.identified == {"red": "paralysis"} and rolls(ev) == [6]
    assert s.players[0].hand == ("potion_red", "potion_red", "potion_blue")
    assert s.phase == "explore"  # the potion was not drunk


def test_R211_nothing_unknown_nothing_to_identify() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["scroll_identify", "potion_red"])],
            "cells": [tile(0, 0)],
            "identified": {"red": "healing"},
        }
    )
    assert not [a for a in every(s) if a.startswith("identify")]


def _walled() -> State:
    """Seat 0 on a dead end open to the north; a free tile behind the east wall."""
    return build(
        {
            "players": [player(0, 0, "explorer", hand=["scroll_step"]), player(9, 9, "rogue")],
            "cells": [
                tile(0, 0, "dead_end", paths="N"),
                tile(0, 1),
                tile(1, 0, "potion_red"),
                tile(-1, 0, "passage", up=False),
                tile(9, 9),
            ],
            "explore": ["kobold"],
        },
        seats=2,
    )


def test_R212_move_through_a_wall_then_the_turn_ends() -> None:
    s = _walled()
    steps = [a for a in every(s) if a.startswith("step-through")]
    assert steps == [
        "step-through scroll=scroll_step dir=N",
        "step-through scroll=scroll_step dir=E",
    ]
    s = act(s, "step-through scroll=scroll_step dir=E")[0]
    p = s.players[0]
    assert p.pos == pack(1, 0) and p.deferred and p.hand == ()  # R300: no pickup yet
    assert s.seat == 1 and s.explore == ("kobold",)  # R026: no step 4


def test_R212_R300_the_arrival_happens_at_the_next_upkeep() -> None:
    s = act(_walled(), "step-through scroll=scroll_step dir=E", "end-turn")[0]
    assert s.seat == 0 and s.players[0].hand == ("potion_red",)


def test_A51_stepping_away_from_an_enemy_leaves_that_combat() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["scroll_step"]), player(9, 9, "rogue")],
            "cells": [
                tile(0, 0),
                {"at": [1, 0], "card": "goblin", "queue": [0], "health": 2},
                tile(-1, 0, "passage", paths="NS"),
                tile(9, 9),
            ],
        },
        seats=2,
    )
    s = act(s, "step-through scroll=scroll_step dir=W")[0]
    assert s.players[0].fights == () and s.enemies[0].health == 5  # nobody fights it
    assert s.players[0].health == 9 and s.seat == 1  # it does not strike


def test_A44_poison_instead_heals_only_while_poisoned() -> None:
    assert "read-scroll card=scroll_antidote" not in every(_solo(["scroll_antidote"]))
    s = _solo(["scroll_antidote"], poison=2, health=5)
    s = act(s, "read-scroll card=scroll_antidote")[0]
    assert s.players[0].poison_heals == 1


def test_R213_each_poison_tick_heals_instead_until_the_poison_ends() -> None:
    s = _solo(["scroll_antidote"], poison=2, health=5)
    s, ev = act(s, "read-scroll card=scroll_antidote", "end-turn", "end-turn")
    changes = [(e.amount, e.cause) for e in kinds(ev, HealthChanged)]
    assert changes == [(1, "poison turned to healing"), (1, "poison turned to healing")]
    p = s.players[0]
    assert p.health == 7 and p.poison == 0 and p.poison_heals == 0  # the effect ended


def test_R214_remove_cursed_cards_from_hand_and_equipment(tmp_path: Any) -> None:
    path = tmp_path / "cursed.toml"
    path.write_text(
        '[[card]]\nid = "iron_mask"\nname = "Iron Mask"\nkind = "armor"\nslot = "head"\n'
        'cursed = true\ngold = 2\ntradeable = true\nsource = "house"\nref = "test"\n'
    )
    hand = ["scroll_uncurse", "leaden_charm", "idol_of_might", "sword"]
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=hand, equipment={"head": "iron_mask"})],
            "cells": [tile(0, 0)],
        },
        cards=(str(path),),
    )
    s = act(s, "read-scroll card=scroll_uncurse")[0]
    assert s.players[0].hand == ("idol_of_might", "sword")
    assert s.players[0].equipment == ("", "", "", "", "")
    assert s.discard == ("scroll_uncurse", "leaden_charm", "iron_mask")


def test_A18_option_the_scroll_takes_every_artifact() -> None:
    hand = ["scroll_uncurse", "leaden_charm", "idol_of_might", "sword"]
    s = build(
        {"players": [player(0, 0, "explorer", hand=hand)], "cells": [tile(0, 0)]},
        curse_scroll_hits_all_artifacts=True,
    )
    s = act(s, "read-scroll card=scroll_uncurse")[0]
    assert s.players[0].hand == ("sword",)


def test_R215_plus_x_max_health_raises_max_and_current() -> None:
    s = act(_solo(["scroll_vigor"], health=4), "read-scroll card=scroll_vigor")[0]
    p = s.players[0]
    assert p.perm_max == 2 and max_health(CAT, p) == 11 and p.health == 6
