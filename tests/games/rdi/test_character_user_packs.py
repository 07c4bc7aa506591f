"""Owners' packs (``--cards PATH``): validated through the same schema; unsupported mechanics are
refused by name, never approximated (issue 6, rdi.md §5.3)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from dungeontable.cards import CardLoadError
from dungeontable.games.rdi.characters.pack import is_pack_file, load_packs, split_paths
from dungeontable.games.rdi.characters.registry import HOUSE_DIR, owner_characters
from dungeontable.games.rdi.effects import EFFECTS
from dungeontable.games.rdi.mechanics.catalog import unsupported_reason

GOOD_CARD = """
[[card]]
id = "brann-headbutt"
name = "Headbutt, then apologise"
type = "action"
source = "house"
copies = 40
text = "Another player loses 2 Fortitude."
effects = [{op = "hit", amount = 2}]
"""


def pack(tmp_path: Path, body: str, name: str = "brann.toml", character: str = "") -> Path:
    head = character or '[character]\nid = "brann"\nname = "Brann Ironbelly"\nsource = "house"\n'
    path = tmp_path / name
    path.write_text(head + body, encoding="utf-8")
    return path


def issues(paths: object) -> list[tuple[str | None, str, str]]:
    with pytest.raises(CardLoadError) as caught:
        load_packs(paths, EFFECTS)  # type: ignore[arg-type]
    return [(i.card, i.field, i.reason) for i in caught.value.issues]


def test_a_valid_owner_pack_loads(tmp_path: Path) -> None:
    path = pack(tmp_path, GOOD_CARD)
    (character,) = load_packs(path, EFFECTS)
    assert character.model.id == "brann"
    assert [(c.id, c.copies) for c in character.cards] == [("brann-headbutt", 40)]
    assert is_pack_file(path)


UNKNOWN_OP = "wind_the_clock"
"""An op no family has (every compendium family is supported, so none is refused by name)."""


def test_an_unknown_character_mechanic_is_refused_with_the_supported_ones(tmp_path: Path) -> None:
    """Every compendium family is supported: an unknown name is refused with the list of the
    supported ones."""
    head = '[character]\nid = "brann"\nname = "Brann"\nsource = "house"\n'
    character = head + 'mechanics = ["telepathy"]\n'
    found = issues(pack(tmp_path, GOOD_CARD, character=character))
    assert found == [(None, "character.mechanics", unsupported_reason("telepathy"))]
    assert "unknown mechanic 'telepathy'" in found[0][2]


def test_an_unknown_op_is_refused_with_the_known_ones(tmp_path: Path) -> None:
    body = GOOD_CARD.replace('{op = "hit", amount = 2}', f'{{op = "{UNKNOWN_OP}"}}')
    ((card, field, reason),) = issues(pack(tmp_path, body))
    assert (card, field) == ("brann-headbutt", "effects.0.op")
    assert reason.startswith(f"unknown op '{UNKNOWN_OP}'; known ops: ")
    assert "hit" in reason.split("known ops: ")[1].split(", ")


def test_an_unknown_subtype_and_icon_are_refused(tmp_path: Path) -> None:
    body = GOOD_CARD + f'subtypes = ["gadget"]\nicons = [{{op = "{UNKNOWN_OP}"}}]\n'
    found = issues(pack(tmp_path, body))
    assert [(c, f) for c, f, _ in found] == [
        ("brann-headbutt", "subtypes.0"),
        ("brann-headbutt", "icons.0.op"),
    ]
    assert found[0][2] == "unknown subtype 'gadget'"
    assert found[1][2].startswith(f"unknown op '{UNKNOWN_OP}'")


def test_a_supported_mechanic_must_be_declared(tmp_path: Path) -> None:
    body = GOOD_CARD + 'icons = [{op = "gain_heat", amount = 1}]\n'
    found = issues(pack(tmp_path, body))
    assert found == [
        (
            "brann-headbutt",
            "icons.0.op",
            "uses mechanic 'heat', which the character does not declare",
        )
    ]


def test_every_problem_is_reported_at_once(tmp_path: Path) -> None:
    body = (
        GOOD_CARD.replace("copies = 40", "copies = 39").replace('"brann-headbutt"', '"headbutt"')
        + 'costs = [{op = "smash_instrument", bonus = "two"}]\n'
        + '\n[[card]]\nid = "brann-x"\nname = "X"\ntype = "sorcery"\nsource = "house"\n'
    )
    found = issues(pack(tmp_path, body))
    assert [f[:2] for f in found] == [
        ("headbutt", "id"),
        ("headbutt", "costs.0.bonus"),
        ("headbutt", "costs.0.op"),
        ("brann-x", "type"),
    ]
    assert found[2][2] == "uses mechanic 'instruments', which the character does not declare"


def test_deck_size_is_checked(tmp_path: Path) -> None:
    found = issues(pack(tmp_path, GOOD_CARD.replace("copies = 40", "copies = 12")))
    assert found == [(None, "card.copies", "the deck has 12 cards but deck_size is 40")]


def test_a_file_that_is_not_a_pack(tmp_path: Path) -> None:
    path = tmp_path / "drinks.toml"
    path.write_text('[[card]]\nid = "ale"\n', encoding="utf-8")
    assert not is_pack_file(path)
    assert issues(path) == [
        (None, "file", "a pack file needs a [character] table and its [[card]] list")
    ]


def test_an_owner_pack_replaces_a_house_character(tmp_path: Path) -> None:
    character = '[character]\nid = "gog"\nname = "Gog, as printed"\nsource = "house"\n'
    body = GOOD_CARD.replace("brann-", "gog-")
    path = pack(tmp_path, body, name="gog.toml", character=character)
    loaded = {c.model.id: c for c in load_packs([HOUSE_DIR, path], EFFECTS)}
    assert len(loaded) == len(load_packs([HOUSE_DIR], EFFECTS))
    assert loaded["gog"].model.name == "Gog, as printed"
    assert [c.id for c in loaded["gog"].cards] == ["gog-headbutt"]


def test_install_refuses_a_bad_owner_pack_with_every_issue(tmp_path: Path) -> None:
    path = pack(tmp_path, GOOD_CARD.replace('"hit"', f'"{UNKNOWN_OP}"'))
    with pytest.raises(CardLoadError, match=f"unknown op '{UNKNOWN_OP}'"):
        owner_characters((str(path),))


def test_a_mechanic_op_in_the_wrong_place_is_refused(tmp_path: Path) -> None:
    """A cost written as an effect would silently do nothing: refused instead."""
    character = (
        '[character]\nid = "brann"\nname = "Brann"\nsource = "house"\nmechanics = ["heat"]\n'
    )
    body = (
        GOOD_CARD.replace('{op = "hit", amount = 2}', '{op = "gain_heat", amount = 1}')
        + 'icons = [{op = "hit", amount = 1}]\n'
    )
    found = issues(pack(tmp_path, body, character=character))
    assert found == [
        ("brann-headbutt", "effects.0.op", "op 'gain_heat' belongs in icons, not effects"),
        (
            "brann-headbutt",
            "icons.0.op",
            "op 'hit' is a card effect: it belongs in effects, not icons",
        ),
    ]


def test_cards_paths_split_into_packs_and_plain_card_files(tmp_path: Path) -> None:
    """``--cards DIR`` may hold character packs and Drink Deck files side by side."""
    brann = pack(tmp_path, GOOD_CARD)
    broken = pack(tmp_path, GOOD_CARD + "copies = ", name="broken.toml")
    drinks = tmp_path / "drinks.toml"
    drinks.write_text('[[card]]\nid = "ale"\n', encoding="utf-8")
    assert split_paths([tmp_path]) == ((str(brann),), (str(broken), str(drinks)))
    assert split_paths([brann, drinks]) == ((str(brann),), (str(drinks),))


def test_lint_reports_packs_and_plain_card_files_together(tmp_path: Path) -> None:
    from dungeontable.games.rdi.characters.lint import lint_cards

    pack(tmp_path, GOOD_CARD.replace("copies = 40", "copies = 4"))
    (tmp_path / "drinks.toml").write_text('[[card]]\nid = "ale"\n', encoding="utf-8")
    found = [(i.card, i.field) for i in lint_cards([tmp_path])]
    assert found[0] == (None, "card.copies")
    assert ("ale", "name") in found[1:]
    assert lint_cards([pack(tmp_path, GOOD_CARD, name="ok.toml")]) == []


def test_a_yaml_pack_loads_like_a_toml_one(tmp_path: Path) -> None:
    path = tmp_path / "brann.yaml"
    path.write_text(
        "character: {id: brann, name: Brann, source: house, mechanics: [momentum]}\n"
        "cards:\n"
        "  - {id: brann-rush, name: Rush, type: action, source: house, copies: 40,\n"
        "     effects: [{op: hit, amount: 1}], icons: [{op: gain_momentum, amount: 1}]}\n",
        encoding="utf-8",
    )
    (character,) = load_packs(path, EFFECTS)
    assert character.model.mechanics == ("momentum",)
    assert [(e.op, e.params) for e in character.cards[0].icons] == [
        ("gain_momentum", {"amount": 1})
    ]


def test_a_replacing_deck_may_not_reuse_house_card_ids(tmp_path: Path) -> None:
    character = '[character]\nid = "gog"\nname = "Gog, as printed"\nsource = "house"\n'
    body = GOOD_CARD.replace("brann-headbutt", "gog-hit")
    path = pack(tmp_path, body, name="gog.toml", character=character)
    assert issues([HOUSE_DIR, path]) == [
        ("gog-hit", "id", f"duplicate card id (also in {HOUSE_DIR / 'gog.toml'})")
    ]


def test_owner_decks_get_their_own_deck_id(tmp_path: Path) -> None:
    from dungeontable.games.rdi.characters.registry import deck_id

    path = pack(tmp_path, GOOD_CARD)
    (brann,) = load_packs(path, EFFECTS)
    assert deck_id(brann).startswith("brann@") and len(deck_id(brann)) == len("brann@") + 12
    (house_gog,) = [c for c in load_packs(HOUSE_DIR, EFFECTS) if c.model.id == "gog"]
    assert deck_id(house_gog) == "gog"


@pytest.fixture
def restore_registries() -> Iterator[None]:
    """Owner packs never register process-wide: the house registries are unchanged after."""
    from dungeontable.games.rdi.content import house

    characters, decks = dict(house().characters), dict(house().decks)
    yield
    assert characters == house().characters
    assert decks == house().decks


def test_an_owner_character_plays_through_cards_option(
    tmp_path: Path, restore_registries: None
) -> None:
    """``--cards DIR``: the owner's character is seated by name and deals from its own deck."""
    from dungeontable.games.rdi import GAME
    from dungeontable.games.rdi.options import Options

    character = (
        '[character]\nid = "brann"\nname = "Brann"\nsource = "house"\nmechanics = ["heat"]\n'
    )
    body = GOOD_CARD + 'icons = [{op = "gain_heat", amount = 1}]\n'
    pack(tmp_path, body, character=character)
    options = Options(characters=("brann", "zot"), cards=(str(tmp_path),))
    state = GAME.setup(options, 2, 4)
    brann = state.seats[0]
    assert brann.character == "brann"
    assert set(brann.hand) | set(brann.deck) == {"brann-headbutt"}
    assert len(brann.hand) + len(brann.deck) == 40


def test_an_owner_pack_with_an_unknown_op_stops_the_game_setup(
    tmp_path: Path, restore_registries: None
) -> None:
    from dungeontable.games.rdi import GAME
    from dungeontable.games.rdi.options import Options

    pack(tmp_path, GOOD_CARD.replace('{op = "hit", amount = 2}', f'{{op = "{UNKNOWN_OP}"}}'))
    with pytest.raises(CardLoadError, match=f"unknown op '{UNKNOWN_OP}'"):
        GAME.setup(Options(cards=(str(tmp_path),)), 2, 4)


def test_lint_of_the_house_pack_folder_finds_nothing() -> None:
    """The house packs are checked once, not against themselves (no duplicate-id reports)."""
    from dungeontable.games.rdi.characters.lint import lint_cards

    assert lint_cards([HOUSE_DIR]) == []
