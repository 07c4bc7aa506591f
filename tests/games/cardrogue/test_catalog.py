"""The card set: schema, provenance, every rulebook number, invariants, user card files."""

from __future__ import annotations

from pathlib import Path

import pytest

from dungeontable.cards import CardLoadError
from dungeontable.games.cardrogue.catalog import CardRogueCard, load_catalog
from dungeontable.games.cardrogue.effects import EFFECTS


def test_default_deck_sizes() -> None:
    cat = load_catalog()
    assert len(cat.decks["explore"]) == 77
    assert len(cat.decks["pathing"]) == 24
    assert len(cat.decks["shop"]) == 22
    assert len(cat.decks["start"]) == 4
    assert cat.characters == ("warrior", "rogue", "cleric", "explorer")


def test_exploration_deck_composition() -> None:
    cat = load_catalog()
    kinds = [cat[c].kind for c in cat.decks["explore"]]
    assert kinds.count("pathing") == 28
    assert kinds.count("enemy") == 17
    assert kinds.count("boss") == 3
    assert kinds.count("trap") == 6
    assert kinds.count("potion") == 12
    assert kinds.count("artifact") == 6
    assert (kinds.count("shop"), kinds.count("fountain")) == (1, 2)
    assert (kinds.count("chest"), kinds.count("key")) == (1, 1)
    arrows = [c for c in cat.decks["explore"] if cat[c].arrow >= 0]
    assert len(arrows) == 4


def test_rulebook_numbers() -> None:
    cat = load_catalog()
    assert cat["vampire_bat"].abilities == (("heal", 0, 2),)  # 003 L165
    assert cat["spike_trap"].trap == ("damage", 2)  # 003 L226
    assert cat["paralysis_trap"].trap == ("paralyze", 1)
    assert cat["poison_trap"].trap == ("poison", 2)  # 003 L231
    assert cat["fountain"].fountain == (2, 6)  # 003 L250
    assert cat["scroll_antidote"].use == ("poison_heals", 1)  # 003 L301
    assert (cat["basilisk"].vp, cat["golem"].vp) == (1, 2)  # 003 L402, L408
    assert cat["chest"].chest_vp == 1 and cat["debt"].buy_vp == 1  # 003 L384, L392
    assert cat["golem"].double_roll and cat["golem"].end_rush
    assert cat["basilisk"].exclusive == "basilisk"
    assert cat["maul"].two_handed and cat["maul"].double and cat["maul"].miss_on == (1,)


def test_rulebook_cards_cite_their_lines() -> None:
    cat = load_catalog()
    for model in cat.models.values():
        if model.source == "rulebook":
            assert model.ref and "003 L" in model.ref, model.id


def test_six_potion_colours_two_each() -> None:
    cat = load_catalog()
    assert cat.colors == ("blue", "green", "orange", "purple", "red", "yellow")
    potions = [c for c in cat.decks["explore"] if cat[c].kind == "potion"]
    assert len(potions) == 12


def test_characters_have_two_positive_one_negative_trait() -> None:
    cat = load_catalog()
    for cid in cat.characters:
        assert len(cat.models[cid].effects) == 3, cid


def test_every_template_op_is_used_by_a_card() -> None:
    cat = load_catalog()
    used = {e.op for m in cat.models.values() for e in m.effects}
    user_only = {"attack_again"}  # A-49: for owners' own cards; no packaged card prints it
    assert used == set(EFFECTS.names()) - user_only and not used & user_only


def test_arrow_needs_a_rear_path() -> None:
    with pytest.raises(ValueError, match="needs a path behind it"):
        CardRogueCard(id="bad", name="Bad", kind="pathing", source="house", paths="NE", arrow="N")


def _write(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "mine.toml"
    path.write_text(body, encoding="utf-8")
    return path


def test_user_card_file_replaces_a_card(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        '[[card]]\nid = "goblin"\nname = "Cave Goblin"\nkind = "enemy"\nsource = "house"\n'
        "health = 9\nattack = 4\ngold = 3\ncopies = 3\n",
    )
    cat = load_catalog((str(path),))
    assert (cat["goblin"].health, cat["goblin"].attack, cat["goblin"].name) == (9, 4, "Cave Goblin")
    assert load_catalog((str(path),)) is cat  # cached by path


def test_bad_user_file_reports_every_problem(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        '[[card]]\nid = "x1"\nname = "X"\nkind = "enemy"\nsource = "house"\nhealth = 3\n'
        'effects = [{ op = "dodge_on", on = "six" }]\n\n'
        '[[card]]\nid = "x2"\nname = "Y"\nkind = "weapon"\nsource = "rulebook"\n',
    )
    with pytest.raises(CardLoadError) as caught:
        load_catalog((str(path),))
    found = sorted((i.card, i.field, i.reason.split(",")[-1].strip()) for i in caught.value.issues)
    assert found == [
        ("x1", "card", "an enemy needs health and attack"),
        ("x1", "effects.0.on", "Input should be a valid integer"),
        ("x2", "card", "a card with source='rulebook' needs ref (where the seed states it)"),
    ]


def test_invariants_refuse_a_second_golem(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        '[[card]]\nid = "golem2"\nname = "Golem Twin"\nkind = "boss"\nsource = "house"\n'
        'health = 20\nattack = 0\nvp = 2\neffects = [{ op = "starts_end_rush" }]\n',
    )
    with pytest.raises(CardLoadError, match="exactly 1 end-rush boss"):
        load_catalog((str(path),))


def test_options_cards_reach_the_game(tmp_path: Path) -> None:
    from dungeontable.games.cardrogue import GAME
    from dungeontable.games.cardrogue.options import Options

    path = _write(
        tmp_path,
        '[[card]]\nid = "warrior"\nname = "Gladiator"\nkind = "character"\ndeck = "character"\n'
        'source = "house"\neffects = [{ op = "base_max_health", x = 15 }]\n',
    )
    state = GAME.setup(Options(cards=(str(path),)), 1, 1)
    state = GAME.apply(state, GAME.actions.parse("pick-character character=warrior")).state
    assert state.players[0].health == 15


def test_the_cheapest_gear_in_a_pile_costs_twice_its_gold() -> None:
    # R161: a card costs twice its gold. Boots (armour, 2 gold) are the cheapest gear of this
    # pile (a potion at 1 gold is no gear): 4; a pile without gear has no price; the answer
    # follows the pile asked about, the same pile again or another one.
    cat = load_catalog()
    pile = ("fine_sword", "potion_red", "boots", "helm")
    assert cat.cheapest_gear(pile) == 4
    assert cat.cheapest_gear(pile) == 4
    assert cat.cheapest_gear(("potion_red", "potion_blue")) is None
    assert cat.cheapest_gear(("maul", "chestplate")) == 10
    assert cat.cheapest_gear(pile) == 4
    assert cat.cheapest_gear(()) is None
