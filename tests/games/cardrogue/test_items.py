"""Equipment and hand cards (R170-R179, A-16, A-18, A-20, A-36, A-43, A-48)."""

from __future__ import annotations

from typing import Any

import pytest

from dungeontable.core import IllegalAction
from dungeontable.games.cardrogue.catalog import load_catalog
from dungeontable.games.cardrogue.common.stats import attack_modifier, damage_reduction
from dungeontable.games.cardrogue.events import CardsDiscarded, ItemEquipped, ItemUnequipped
from dungeontable.games.cardrogue.state import State

from .conftest import act, build, every, kinds, player, tile

CAT = load_catalog()

E = ("",) * 5


def _one(character: str = "explorer", seats: int = 1, **who: Any) -> State:
    players = [player(0, 0, character, **who)]
    cells = [tile(0, 0)]
    if seats == 2:
        players.append(player(5, 5, "explorer"))
        cells.append(tile(5, 5))
    return build({"players": players, "cells": cells}, seats=seats)


def _with_enemy(**who: Any) -> State:
    cells = [tile(0, 0), {"at": [1, 0], "card": "goblin", "queue": [0]}]
    return build({"players": [player(0, 0, "explorer", **who)], "cells": cells})


def test_R171_a_weapon_works_only_while_equipped() -> None:
    s = _one(hand=["sword"])
    assert attack_modifier(CAT, s.players[0]) == 0
    s, ev = act(s, "equip card=sword slot=primary")
    assert s.players[0].equipment == ("sword", "", "", "", "")
    assert s.players[0].hand == ()
    assert attack_modifier(CAT, s.players[0]) == 1
    assert [(e.card, e.slot) for e in kinds(ev, ItemEquipped)] == [("sword", "primary")]


def test_R172_one_card_per_slot_the_old_one_goes_back_to_the_hand() -> None:
    s = _one(hand=["chestplate"], equipment={"chest": "shadow_cape"})
    s, ev = act(s, "equip card=chestplate slot=chest")
    assert s.players[0].equipment[3] == "chestplate"
    assert s.players[0].hand == ("shadow_cape",)
    assert [e.card for e in kinds(ev, ItemUnequipped)] == ["shadow_cape"]
    assert damage_reduction(CAT, s.players[0]) == 2


def test_R172_a_card_goes_only_on_its_own_slot() -> None:
    s = _one(hand=["helm"])
    assert [a for a in every(s) if a.startswith("equip")] == ["equip card=helm slot=head"]
    with pytest.raises(IllegalAction):
        act(s, "equip card=helm slot=feet")


def test_R173_armor_slots() -> None:
    hand = ["helm", "chestplate", "boots", "shield"]
    s = _one(hand=hand)
    for card, slot in zip(hand, ("head", "chest", "feet", "secondary"), strict=True):
        s = act(s, f"equip card={card} slot={slot}")[0]
    assert s.players[0].equipment == ("", "shield", "helm", "chestplate", "boots")
    assert damage_reduction(CAT, s.players[0]) == 4  # R177: 1 + 2 + 1


def test_A48_cape_chest_lens_head_hasty_boots_feet_axe_one_handed() -> None:
    assert CAT["shadow_cape"].slot == "chest"
    assert CAT["vision_lens"].slot == "head"
    assert CAT["hasty_boots"].slot == "feet"
    assert not CAT["battle_axe"].two_handed


def test_R174_the_maul_takes_both_hands() -> None:
    s = _one(hand=["maul"], equipment={"primary": "sword", "secondary": "shield"})
    s = act(s, "equip card=maul slot=primary")[0]
    assert s.players[0].equipment[:2] == ("maul", "")
    assert sorted(s.players[0].hand) == ["shield", "sword"]
    s = act(s, "equip card=shield slot=secondary")[0]  # the maul must come off
    assert s.players[0].equipment[:2] == ("", "shield")
    assert sorted(s.players[0].hand) == ["maul", "sword"]


def test_R175_only_the_rogue_wields_a_second_dagger() -> None:
    rogue = _one("rogue", hand=["dagger"], equipment={"primary": "dagger"})
    assert "equip card=dagger slot=secondary" in every(rogue)
    s = act(rogue, "equip card=dagger slot=secondary")[0]
    assert s.players[0].equipment[:2] == ("dagger", "dagger")
    other = _one("warrior", hand=["dagger"], equipment={"primary": "dagger"})
    assert "equip card=dagger slot=secondary" not in every(other)


def test_A20_the_second_dagger_needs_a_dagger_in_the_primary_hand() -> None:
    alone = _one("rogue", hand=["dagger"])
    assert "equip card=dagger slot=secondary" not in every(alone)
    pair = _one("rogue", hand=["sword"], equipment={"primary": "dagger", "secondary": "dagger"})
    assert "unequip slot=primary" not in every(pair)  # take the second one off first
    s = act(pair, "equip card=sword slot=primary")[0]  # both daggers come off
    assert s.players[0].equipment[:2] == ("sword", "")
    assert sorted(s.players[0].hand) == ["dagger", "dagger"]


def test_R176_unequip_is_free() -> None:
    s = act(_one(equipment={"feet": "boots"}), "unequip slot=feet")[0]
    assert s.players[0].equipment == E and s.players[0].hand == ("boots",)
    assert s.phase == "explore" and s.step == 1  # costs nothing, the turn goes on


def test_R176_no_equipping_in_combat() -> None:
    s = _with_enemy(hand=["sword"], equipment={"feet": "boots"})
    assert not [a for a in every(s) if "equip" in a]


def test_A16_option_equip_in_combat() -> None:
    cells = [tile(0, 0), {"at": [1, 0], "card": "goblin", "queue": [0]}]
    s = build(
        {"players": [player(0, 0, "explorer", hand=["sword"])], "cells": cells},
        equip_in_combat=True,
    )
    s = act(s, "equip card=sword slot=primary")[0]
    assert s.players[0].equipment[0] == "sword" and s.phase == "combat"


def test_R176_only_on_your_own_turn() -> None:
    s = build(
        {
            "players": [player(0, 0, "explorer"), player(5, 5, "explorer", hand=["sword"])],
            "cells": [tile(0, 0), tile(5, 5)],
        },
        seats=2,
    )
    assert not [a for a in every(s) if "equip" in a]


IRON_MASK = """
[[card]]
id = "iron_mask"
name = "Iron Mask"
kind = "armor"
deck = "shop"
slot = "head"
cursed = true
gold = 2
tradeable = true
source = "house"
ref = "test card: a cursed helm"
effects = [{ op = "reduce_damage", x = 1 }]
"""


def _cursed(tmp_path: Any, **who: Any) -> State:
    path = tmp_path / "cursed.toml"
    path.write_text(IRON_MASK)
    setup = {"players": [player(0, 0, "explorer", **who)], "cells": [tile(0, 0)]}
    return build(setup, cards=(str(path),))


def test_R178_a_cursed_card_cannot_be_unequipped_or_pushed_off(tmp_path: Any) -> None:
    s = _cursed(tmp_path, hand=["helm"], equipment={"head": "iron_mask"})
    legal = every(s)
    assert "unequip slot=head" not in legal
    assert "equip card=helm slot=head" not in legal


def test_R178_a_cursed_card_cannot_be_discarded(tmp_path: Any) -> None:
    s = _cursed(tmp_path, hand=["iron_mask", "sword"])
    assert every(act(s, "start-discard")[0]) == ["discard card=sword", "keep-cards"]


def test_R178_a_cursed_card_may_still_be_equipped(tmp_path: Any) -> None:
    s = act(_cursed(tmp_path, hand=["iron_mask"]), "equip card=iron_mask slot=head")[0]
    assert s.players[0].equipment[2] == "iron_mask"
    assert "unequip slot=head" not in every(s)


def test_A43_a_sellable_card_may_be_discarded() -> None:
    s = _one(hand=["sword", "key", "idol_of_might"])
    s = act(s, "start-discard")[0]
    assert every(s) == ["discard card=sword", "keep-cards"]  # R165: not the unsellable ones
    s, ev = act(s, "discard card=sword")
    assert s.players[0].hand == ("key", "idol_of_might")
    assert s.discard == ("sword",)
    assert [e.cards for e in kinds(ev, CardsDiscarded)] == [("sword",)]
    assert s.pending == () and s.phase == "explore"


def test_A43_discarding_can_be_called_off() -> None:
    s = act(_one(hand=["sword"]), "start-discard", "keep-cards")[0]
    assert s.players[0].hand == ("sword",) and s.pending == ()


def test_A43_nothing_to_discard_no_menu() -> None:
    assert "start-discard" not in every(_one(hand=["key", "heart_stone"]))


def test_R179_only_throwable_cards_fly() -> None:
    s = build(
        {
            "players": [
                player(0, 0, "explorer", hand=["sword", "potion_red"]),
                player(1, 0, "explorer"),
            ],
            "cells": [tile(0, 0), tile(1, 0)],
        },
        seats=2,
    )
    throws = [a for a in every(s) if a.startswith("throw")]
    assert throws == ["throw card=potion_red dir=E"]  # weapons are not throwable
