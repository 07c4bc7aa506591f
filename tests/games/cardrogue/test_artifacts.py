"""Artifacts and the +-X rules (R180-R183, R228-R231, A-17, A-18): effects apply while held
and undo correctly when the card is lost by theft, by the scroll or by death."""

from __future__ import annotations

from typing import Any

from dungeontable.games.cardrogue.catalog import load_catalog
from dungeontable.games.cardrogue.common.stats import attack_modifier, max_health
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, every, player, tile

CAT = load_catalog()


def _pair(thief: dict[str, Any], victim: dict[str, Any], dice: tuple[int, ...] = ()) -> State:
    """Seat 0 (explorer, 9 max) next to seat 1 (rogue, 8 max), seat 0 to play."""
    return build(
        {
            "players": [player(0, 0, "explorer", **thief), player(1, 0, "rogue", **victim)],
            "cells": [tile(0, 0), tile(1, 0)],
        },
        seats=2,
        dice=dice,
    )


def test_R181_an_attack_artifact_works_while_held() -> None:
    s = _pair({}, {"hand": ["idol_of_might"]})
    assert attack_modifier(CAT, s.players[1]) == 1
    assert attack_modifier(CAT, s.players[0]) == 0


def test_R181_artifacts_stack() -> None:
    s = _pair({"hand": ["idol_of_might", "idol_of_might", "leaden_charm"]}, {})
    assert attack_modifier(CAT, s.players[0]) == 1  # R076: +1 +1 -1


def test_R183_minus_x_to_attack_roll() -> None:
    s = _pair({"hand": ["leaden_charm"]}, {})
    assert attack_modifier(CAT, s.players[0]) == -1


def test_R254_a_stolen_artifact_takes_its_effect_along() -> None:
    s = _pair({}, {"hand": ["idol_of_might"]}, dice=(6,))
    s = act(s, "steal dir=E")[0]
    assert s.players[0].hand == ("idol_of_might",) and s.players[1].hand == ()
    assert attack_modifier(CAT, s.players[0]) == 1
    assert attack_modifier(CAT, s.players[1]) == 0


def test_A17_losing_plus_max_health_keeps_current_health() -> None:
    s = _pair({}, {"hand": ["giants_heart"], "health": 13}, dice=(6,))
    assert max_health(CAT, s.players[1]) == 13
    s = act(s, "steal dir=E")[0]
    victim = s.players[1]
    assert max_health(CAT, victim) == 8 and victim.health == 13  # R231: only the max changes
    assert max_health(CAT, s.players[0]) == 14
    assert s.players[0].health == 14  # gaining +5 by any route: max +5 and current +5


def test_A17_gaining_minus_max_health_keeps_current_health() -> None:
    s = _pair({}, {"hand": ["crown_of_thorns"], "health": 5}, dice=(6,))
    s = act(s, "steal dir=E")[0]
    thief = s.players[0]
    assert max_health(CAT, thief) == 6 and thief.health == 9  # R230: above max is kept
    assert max_health(CAT, s.players[1]) == 8 and s.players[1].health == 5


def test_R230_above_max_healing_does_nothing_until_below_the_new_max() -> None:
    hand = ["withering_skull", "potion_red"]
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=hand, health=9)],
            "cells": [tile(0, 0)],
            "identified": {"red": "healing"},
        }
    )
    assert max_health(CAT, s.players[0]) == 7
    s = act(s, "drink card=potion_red")[0]
    assert s.players[0].health == 9  # 9 > 7: the healing potion has no effect (R195)


def test_A18_the_scroll_removes_a_cursed_artifact_and_only_the_max_comes_back() -> None:
    s = build(
        {
            "players": [
                player(0, 0, "explorer", hand=["withering_skull", "scroll_uncurse"], health=4)
            ],
            "cells": [tile(0, 0)],
        }
    )
    assert max_health(CAT, s.players[0]) == 7
    s = act(s, "read-scroll card=scroll_uncurse")[0]
    assert s.players[0].hand == ()
    assert max_health(CAT, s.players[0]) == 9 and s.players[0].health == 4
    assert s.discard == ("scroll_uncurse", "withering_skull")


def test_R182_an_artifact_cannot_be_sold_traded_or_discarded() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer", hand=["heart_stone", "sword"]),
                        player(1, 0, "rogue")],
            "cells": [tile(0, 0, "shop"), tile(1, 0)],
        },
        seats=2,
    )  # fmt: skip
    legal = every(s)
    assert "sell card=sword" in legal and "sell card=heart_stone" not in legal
    assert every(act(s, "start-discard")[0]) == ["discard card=sword", "keep-cards"]
    trade = every(act(s, "propose-trade dir=E")[0])
    assert "offer-card card=sword" in trade and "offer-card card=heart_stone" not in trade


def test_R243_death_resets_and_held_artifacts_reapply() -> None:
    s = build(
        {
            "players": [
                player(4, 0, "rogue"),
                player(0, 0, "explorer", hand=["heart_stone"], sheet_attack=2, perm_max=3,
                       health=1, poison=1),
            ],
            "cells": [tile(0, 0, "start"), tile(4, 0), tile(8, 0, "start")],
        },
        seats=2,
    )  # fmt: skip
    s = act(s, "end-turn", "keep card=heart_stone where=hand", "respawn x=8 y=0")[0]
    p = s.players[1]
    assert p.hand == ("heart_stone",) and p.sheet_attack == 0 and p.perm_max == 0
    assert max_health(CAT, p) == 11 and p.health == 11  # 9 + the artifact again
