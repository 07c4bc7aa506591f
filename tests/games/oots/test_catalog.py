"""The OOTS base card set: every file loads, deck sizes (§3.10), every rulebook number (§3)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dungeontable.cards import CardLoadError, lint_paths
from dungeontable.games.oots.catalog import CARDS_DIR, CHARACTERS, OotsCard, load_catalog
from dungeontable.games.oots.effects import EFFECTS, MonsterBonus, NaturalAs, PlayerBonus, Simple

CAT = load_catalog()


def test_every_card_file_loads_and_lints_clean() -> None:
    files = sorted(CARDS_DIR.glob("*.toml"))
    assert len(files) == 16
    assert lint_paths(CARDS_DIR, OotsCard, EFFECTS) == []


def test_deck_sizes() -> None:
    sizes = {k: len(v) for k, v in CAT.decks.items()}
    assert sizes == {
        "character": 6, "entrance": 1, "stairs": 8, "room": 51, "lair": 8, "xykon": 10,
        "battle": 182, "loot": 120, "wandering": 1,
        **{f"shticks:{c}": 20 for c in CHARACTERS},
    }  # fmt: skip
    battle = CAT.decks["battle"]
    assert sum(1 for c in battle if c in CAT.monsters) == 142
    assert sum(1 for c in battle if c in CAT.screw_this) == 40
    assert sum(1 for c in CAT.decks["loot"] if c in CAT.traps) == 24


def test_four_red_starting_shticks_per_character() -> None:
    for who in CHARACTERS:
        red = Counter(CAT.shticks[s].name for s in CAT.shtick_deck(who) if CAT.shticks[s].starting)
        assert sum(red.values()) == 4, who
        assert all(CAT.shticks[s].character == who for s in CAT.shtick_deck(who))


def test_xykon_and_lair_decks() -> None:
    xykon = CAT.decks["xykon"]
    lich = CAT.monsters["xykon_the_lich"]
    assert lich.has("xykon_special") and lich.plus_level and lich.attack == 12
    assert lich.support == "assist" and lich.support_types == ("goblin", "undead")  # A06
    assert (lich.xp, lich.loot) == (0, 0)  # A70, A34
    assert sum(1 for c in xykon if c in CAT.monsters) == 8  # 2 non-Monster cards (R274)
    assert all(CAT.monsters[c].plus_level for c in xykon if c in CAT.monsters)
    assert CAT.monsters["zombie_horde"].plus_level
    lair = [CAT.rooms[r] for r in CAT.decks["lair"]]
    assert [r.name for r in lair if r.safe_haven] == ["Safe Haven"]
    assert {"Xykon's Secret Lair", "Dorukan's Gate"} <= {r.name for r in lair}


def test_every_monster_type_and_ability_is_in_the_battle_deck() -> None:
    monsters = [CAT.monsters[c] for c in CAT.decks["battle"] if c in CAT.monsters]
    types = {t for m in monsters for t in m.types}
    base = {"animal", "bandit", "creepy_crawly", "dragon", "dwarf", "elf", "fiend", "goblin",
            "halfling", "human", "kobold", "linear_guild", "ogre", "orc", "undead"}  # fmt: skip
    assert base <= types
    abilities = {a[0] for m in monsters for a in m.abilities}
    assert abilities >= {"bloodlust", "breath_weapon", "duel", "enchanted", "flying", "henchman",
                         "hide", "impervious", "leader", "mindless", "multiattack", "nemesis",
                         "paralyze", "spellcaster", "thief", "tricky"}  # fmt: skip
    supports = {m.support for m in monsters if m.support}
    assert supports == {"ambush", "assist", "deadly", "greed", "horde", "longshot", "outsmart"}
    nemeses = {a[2] for m in monsters for a in m.abilities if a[0] == "nemesis"}
    assert nemeses == set(CHARACTERS)


def _monster(name: str):
    return next(m for m in CAT.monsters.values() if m.name == name)


@pytest.mark.parametrize(
    ("name", "fields"),
    [
        ("Skelemen", {"types": ("undead",), "abilities": (("mindless", 0, None),)}),
        ("Goblin Necromancer", {"support": "horde", "support_types": ("undead",)}),
        ("Cowardly Kobold", {"types": ("kobold",), "xp": 0}),
        ("Xykon's Zombies", {"types": ("undead",)}),
        ("Kobold Knight", {"attack": 6, "support": "assist", "support_types": ("kobold",)}),
        ("Kobold King", {"types": ("kobold",)}),
        ("Headless Zombie", {"types": ("undead",), "defense": 9, "loot": 1, "xp": 1}),
        ("Troll", {"types": ("ogre",)}),
        ("Dragon Snakes", {"defense": 11, "abilities": (("bloodlust", 0, None),)}),
        ("Kinda Wimpy Goblin", {"types": ("goblin",), "xp": 1}),
        ("Black Dragon", {"xp": 2}),
        ("Half-Orc Adventurer", {"xp": 1}),
        ("Ogre Chieftain", {"support": "deadly", "support_types": ("ogre",)}),
        ("Warg", {"support": "ambush", "support_types": ("orc",)}),
        ("Thog", {"types": ("orc", "linear_guild")}),
        ("Hilgya Firehelm", {"support": "greed", "support_types": ("linear_guild",)}),
        ("Nale", {"support": "outsmart", "support_types": ("linear_guild",)}),
        ("Sabine", {"unique": True}),
    ],
)
def test_named_monster_numbers(name: str, fields: dict[str, object]) -> None:
    monster = _monster(name)
    for key, want in fields.items():
        assert getattr(monster, key) == want, (name, key)


def test_named_monster_abilities_and_bounds() -> None:
    assert _monster("Goblin Necromancer").has("leader")  # A03
    assert _monster("Kobold King").has("leader")
    assert not _monster("Headless Zombie").has("leader")
    thing = _monster("That Thing with the Eyes")
    assert thing.has("enchanted") and thing.has("spellcaster")
    assert thing.defense < 11 and thing.range >= 1  # L1050-1056
    assert _monster("Teeny Tiny Dragon").has("flying")
    assert _monster("Demon Roaches").has("henchman")
    assert not _monster("Hilgya Firehelm").has("thief")  # L1832: exactly 2 Loot lost
    assert all(
        "linear_guild" in _monster(n).types for n in ("Thog", "Hilgya Firehelm", "Nale", "Sabine")
    )
    for name in ("Stupid Ogre", "Ugly Ogre", "Ogre Chieftain"):
        assert "ogre" in _monster(name).types
    for name in ("Kobold Ranger", "Cowardly Kobold", "Kobold King"):
        assert "kobold" in _monster(name).types
    for name in ("Goblin Cleric", "Goblin With a Shield", "Kinda Wimpy Goblin"):
        assert "goblin" in _monster(name).types
    assert "orc" in _monster("Orc Barbarian").types


def _shticks(name: str) -> list:  # type: ignore[type-arg]
    return [
        CAT.shticks[s]
        for c in CHARACTERS
        for s in CAT.shtick_deck(c)
        if CAT.shticks[s].name == name
    ]


def test_named_shtick_numbers() -> None:
    gs = _shticks("Greenhilt Sword")
    assert len(gs) == 3 and {(s.attack, s.range, s.boost_attack) for s in gs} == {(2, 0, 2)}
    assert gs[0].character == "roy" and "weapon" in gs[0].types
    assert [(s.range, s.battle) for s in _shticks("Bag of Tricks")] == [(2, True)]
    moba = _shticks("Master of Battle Administration")[0]
    assert not moba.battle
    assert moba.effects == (PlayerBonus("attack", 2, vs_ability="leader"),)
    assert {s.range for s in _shticks("Longbow")} == {4}
    hide = _shticks("Hide")
    assert len(hide) >= 2 and {s.defense for s in hide} == {4} and hide[0].boost_defense > 0
    xtd = _shticks("X-Treme Diplomacy")
    assert len(xtd) == 2
    assert {(s.defense, s.boost_defense, s.result) for s in xtd} == {(1, 2, "wound")}
    td = _shticks("Twin Daggers of Doom")
    assert len(td) >= 2 and {(s.attack, s.boost_attack) for s in td} == {(3, 0)}
    assert "weapon" in td[0].types
    dsep = _shticks("Deep-Seated Emotional Problems")[0]
    assert dsep.effects == (PlayerBonus("attack", 2, vs="player", role="attacker"),)
    tl = _shticks("Thor's Lightning")
    assert len(tl) == 3
    assert {(s.defense, s.attack, s.flip, s.boost_attack, s.boost_defense) for s in tl} == {
        (2, 4, True, 1, 1)
    }
    caw = _shticks("Cure Assorted Wounds")
    assert len(caw) >= 2 and caw[0].flip and caw[0].boost_heal == 1
    th = _shticks("Thor's Hammer")
    assert len(th) >= 2 and not th[0].flip
    ti = _shticks("Thor Incarnate")[0]
    assert ti.effects == (NaturalAs(1, 13, 2),)
    fb = _shticks("Fireball")[0]
    assert (fb.attack, fb.area_targets, fb.flip, fb.types) == (5, 2, True, ("magic",))
    assert fb.range is not None and fb.range >= 1
    assert _shticks("Charge!")[0].flip


def test_named_loot_drool_factors() -> None:
    def loot(name: str):
        return next(x for x in CAT.loot.values() if x.name == name)

    assert loot("Word of Thor").drool_for("durkon") == 1
    assert loot("Oooooo! Sparklies!").drool_for("haley") == 2
    assert loot("Cloak of Cloaking").drool_for("haley") == 2
    assert loot('A Simple "Thank You"').drool_for("roy") == 1
    ev = loot("Eternal Vigilance")
    assert (ev.drool_for("haley"), ev.drool_for("roy")) == (1, 2)
    talisman = loot("Talisman of Dorukan")
    assert talisman.crest == 1 and all(talisman.drool_for(c) == 1 for c in CHARACTERS)
    roy = sum(
        loot(n).drool_for("roy")
        for n in ("Starmetal Chunk", "Eternal Vigilance", "Talisman of Dorukan")
    )
    assert roy == 5  # endgame example L1677
    assert loot("Starmetal Chunk").drool_for("roy") + talisman.drool_for("roy") == 3
    assert loot("Inappropriate Violence").drool_for("belkar") == 3
    belkar3 = [x for x in CAT.loot.values() if x.drool_for("belkar") == 3]
    assert [x.name for x in belkar3] == ["Inappropriate Violence"]  # "his only DF-3 Loot"
    assert loot("Chain Shirt").drool_for("elan") >= 1
    assert loot("Stepladder").drool_for("belkar") >= 1
    assert loot("Magic 8-Ball").discard_for_shtick == "elan"
    assert sorted(
        x.discard_for_shtick for x in CAT.loot.values() if x.discard_for_shtick
    ) == sorted(CHARACTERS)


def test_traps_rooms_screw_this_and_characters() -> None:
    shuriken = CAT.traps["shuriken_trap"]
    assert (shuriken.evade, shuriken.range, shuriken.multi) == (8, 2, True)
    assert CAT.rooms["spooooky_crypt"].effects == (MonsterBonus("defense", 2, "undead"),)
    assert CAT.screw_this["the_kobold_and_the_brave"].effects == (
        MonsterBonus("attack", 3, "kobold"),
        Simple("lasts_turn", 1, "always"),  # L870: until the end of the turn
    )
    assert CAT.screw_this["get_angry"].when == ("before_roll",)
    assert CAT.characters["roy"].wounds == 4
    # A20: only Roy's track is printed; the others take the option default_wounds (0 here)
    assert {k for k, c in CAT.characters.items() if c.wounds} == {"roy"}
    assert CAT.characters["vaarsuvius"].race == "elf"
    assert len({CAT.name(s) for s in CAT.decks["stairs"]}) == 8


def test_rulebook_cards_cite_and_house_cards_do_not_copy_names() -> None:
    rulebook = [m for m in CAT.models.values() if m.source == "rulebook"]
    assert len(rulebook) >= 60
    assert all(m.ref and m.ref.startswith("000 L") for m in rulebook)


def _write(tmp: Path, text: str) -> Path:
    path = tmp / "bad.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_bad_cards_are_refused_with_every_problem(tmp_path: Path) -> None:
    bad = _write(
        tmp_path,
        """
[[card]]
id = "x1"
name = "Broken Monster"
kind = "monster"
source = "house"
types = ["goblin"]
attack = 3

[[card]]
id = "x2"
name = "Broken Loot"
kind = "loot"
source = "house"
evade = 4

[[card]]
id = "x3"
name = "Bad Op"
kind = "room"
source = "house"
effects = [{ op = "monster_bonus", stat = "attack", x = "two" }]
""",
    )
    issues = lint_paths(bad, OotsCard, EFFECTS)
    assert [(i.card, i.field, i.reason) for i in issues] == [
        ("x1", "card", "Value error, a Monster needs attack and defense (R232)"),
        ("x2", "card", "Value error, a loot card has no evade"),
        ("x3", "effects.0.x", "Input should be a valid integer"),
    ]


def test_deck_invariants_refuse_an_incomplete_set(tmp_path: Path) -> None:
    extra = _write(
        tmp_path,
        """
[[card]]
id = "roy_extra"
name = "Extra Shtick"
kind = "shtick"
source = "house"
character = "roy"
""",
    )
    with pytest.raises(CardLoadError) as err:
        load_catalog((str(extra),))
    assert any("roy: 20 shticks" in i.reason for i in err.value.issues)


NAMED_IN_THE_RULEBOOK = {
    "character": ["Roy", "Haley", "Elan", "Belkar", "Durkon", "Vaarsuvius"],
    "shtick": [
        "Greenhilt Sword", "Bag of Tricks", "Master of Battle Administration", "Charge!", "Logic",
        "Blood Oath of Vengeance", "Longbow", "Hide", "X-Treme Diplomacy", "Fool's Luck",
        "Dumb as Mud", "Bard's Song", "Banjo the Clown", "Twin Daggers of Doom",
        "Deep-Seated Emotional Problems", "Thor's Lightning", "Cure Assorted Wounds",
        "Thor's Hammer", "Thor Incarnate", "Fireball", "Lightning Bolt",
    ],
    "monster": [
        "Skelemen", "Goblin Necromancer", "Cowardly Kobold", "Fido/Rover", "Xykon's Zombies",
        "Kobold Knight", "Kobold Ranger", "Kobold King", "Headless Zombie", "Hobgoblin Soldier",
        "Troll", "That Thing with the Eyes", "Dragon Snakes", "Goblin Cleric", "Troglodytes",
        "Kinda Wimpy Goblin", "Black Dragon", "Half-Orc Adventurer", "Teeny Tiny Dragon",
        "Ogre Chieftain", "Stupid Ogre", "Ugly Ogre", "Demon Roaches", "Warg", "Thog",
        "Orc Barbarian", "Hilgya Firehelm", "Nale", "Sabine", "Goblin With a Shield",
        "Xykon the Lich", "Zombie Horde",
    ],
    "loot": [
        "Word of Thor", "Oooooo! Sparklies!", "Chain Shirt", "Cloak of Cloaking",
        'A Simple "Thank You"', "Stepladder", "Eternal Vigilance", "Starmetal Chunk",
        "Talisman of Dorukan", "Inappropriate Violence", "Magic 8-Ball",
    ],
    "trap": ["Shuriken Trap", "Frog Trap", "Classic Anvil"],
    "screw_this": ["The Kobold and the Brave", "Get Angry"],
    "room": ["Spooooky Crypt", "Hall of Mysterious Runes"],
    "entrance": ["Dungeon Entrance"],
    "lair_room": ["Safe Haven", "Xykon's Secret Lair", "Dorukan's Gate"],
}  # fmt: skip


def test_every_card_the_rulebook_names_is_in_the_set_with_its_reference() -> None:
    for kind, names in NAMED_IN_THE_RULEBOOK.items():
        for name in names:
            cards = [m for m in CAT.models.values() if m.name == name and m.kind == kind]
            assert cards, (kind, name)
            assert all(c.source == "rulebook" and c.ref for c in cards), name
