"""``load_cards``: TOML and YAML card files, every problem located and reported at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from dungeontable.cards import CardIssue, CardLoadError, Effect, card_files, load_cards

from .sample import EFFECTS, SampleCard

GOBLIN_TOML = """
[[card]]
id = "goblin"
name = "Goblin"
source = "rulebook"
ref = "001 L12"
kind = "monster"
gold = 2
effects = [{ op = "deal_damage", amount = 1 }]

[[card]]
id = "potion"
name = "Small Potion"
source = "house"
kind = "loot"
copies = 3
text = "Heal 2."
effects = [{ op = "heal", amount = 2 }, { op = "draw_loot", count = 1 }]
"""

GOBLIN_YAML = """
cards:
  - id: goblin
    name: Goblin
    source: rulebook
    ref: 001 L12
    kind: monster
    gold: 2
    effects:
      - {op: deal_damage, amount: 1}
  - id: potion
    name: Small Potion
    source: house
    kind: loot
    copies: 3
    text: Heal 2.
    effects:
      - op: heal
        amount: 2
      - op: draw_loot
        count: 1
"""


def write(directory: Path, name: str, text: str) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / name
    path.write_text(text, encoding="utf-8")
    return path


def issues_of(paths: object) -> list[tuple[str, str | None, str, str]]:
    with pytest.raises(CardLoadError) as info:
        load_cards(paths, SampleCard, EFFECTS)  # type: ignore[arg-type]
    return [(Path(i.file).name, i.card, i.field, i.reason) for i in info.value.issues]


def test_toml_cards_load_with_their_effects(tmp_path: Path) -> None:
    cards = load_cards([write(tmp_path, "base.toml", GOBLIN_TOML)], SampleCard, EFFECTS)
    assert [c.id for c in cards] == ["goblin", "potion"]
    goblin, potion = cards
    assert (goblin.name, goblin.source, goblin.ref, goblin.kind, goblin.gold) == (
        "Goblin",
        "rulebook",
        "001 L12",
        "monster",
        2,
    )
    assert (goblin.copies, goblin.text) == (1, "")
    assert (potion.copies, potion.gold, potion.ref) == (3, 0, None)
    assert potion.effects == (Effect(op="heal", amount=2), Effect(op="draw_loot", count=1))
    assert potion.effects[0].params == {"amount": 2}


def test_yaml_and_toml_give_the_same_cards(tmp_path: Path) -> None:
    toml = load_cards(write(tmp_path / "a", "set.toml", GOBLIN_TOML), SampleCard, EFFECTS)
    yaml = load_cards(write(tmp_path / "b", "set.yaml", GOBLIN_YAML), SampleCard, EFFECTS)
    yml = load_cards(write(tmp_path / "c", "set.yml", GOBLIN_YAML), SampleCard, EFFECTS)
    assert toml == yaml == yml


def test_every_problem_is_reported_at_once_with_its_location(tmp_path: Path) -> None:
    write(
        tmp_path,
        "a.toml",
        """
[[card]]
id = "Bad Id"
name = ""
source = "house"
kind = "dragon"
gold = -1
colour = "red"

[[card]]
id = "orc"
name = "Orc"
source = "rulebook"
kind = "monster"

[[card]]
id = "trap"
name = "Trap"
source = "house"
kind = "loot"
effects = [{ op = "zap" }, { op = "deal_damage", amount = "3", power = 1 }, { op = "draw_loot" }]
""",
    )
    write(tmp_path, "b.yaml", "cards:\n  - {id: elf, name: Elf, source: book, kind: loot}\n")
    assert issues_of([tmp_path]) == [
        ("a.toml", "Bad Id", "id", "String should match pattern '^[a-z0-9][a-z0-9_\\-]*$'"),
        ("a.toml", "Bad Id", "name", "String should have at least 1 character"),
        ("a.toml", "Bad Id", "kind", "Input should be 'monster' or 'loot'"),
        ("a.toml", "Bad Id", "gold", "Input should be greater than or equal to 0"),
        ("a.toml", "Bad Id", "colour", "Extra inputs are not permitted"),
        (
            "a.toml",
            "orc",
            "card",
            "Value error, a card with source='rulebook' needs ref (where the seed states it)",
        ),
        (
            "a.toml",
            "trap",
            "effects.0.op",
            "unknown op 'zap'; known ops: deal_damage, draw_loot, heal",
        ),
        ("a.toml", "trap", "effects.1.amount", "Input should be a valid integer"),
        ("a.toml", "trap", "effects.1.power", "Extra inputs are not permitted"),
        ("a.toml", "trap", "effects.2.count", "Field required"),
        ("b.yaml", "elf", "source", "Input should be 'rulebook' or 'house'"),
    ]


def test_error_text_names_file_card_field_and_reason(tmp_path: Path) -> None:
    path = write(tmp_path, "x.toml", '[[card]]\nid = "orc"\nname = "Orc"\nsource = "house"\n')
    with pytest.raises(CardLoadError) as info:
        load_cards(path, SampleCard, EFFECTS)
    assert (
        str(info.value) == f"1 problem(s) in card files:\n  {path}: card orc: kind: Field required"
    )
    assert str(CardIssue("f.toml", None, "file", "bad")) == "f.toml: card -: file: bad"


def test_duplicate_ids_in_one_set_are_errors(tmp_path: Path) -> None:
    write(tmp_path, "a.toml", GOBLIN_TOML + '\n[[card]]\nid = "goblin"\nname = "G2"\n')
    write(tmp_path, "b.yaml", "cards:\n  - {id: potion, name: P, source: house, kind: loot}\n")
    assert issues_of(tmp_path) == [
        ("a.toml", "goblin", "source", "Field required"),
        ("a.toml", "goblin", "kind", "Field required"),
        ("a.toml", "goblin", "id", f"duplicate id (also in {tmp_path / 'a.toml'})"),
        ("b.yaml", "potion", "id", f"duplicate id (also in {tmp_path / 'a.toml'})"),
    ]


def test_a_user_set_in_another_directory_replaces_cards_by_id(tmp_path: Path) -> None:
    packaged = write(tmp_path / "game", "base.toml", GOBLIN_TOML).parent
    user = write(
        tmp_path / "mine",
        "cards.yaml",
        """
cards:
  - {id: goblin, name: Goblin Chief, source: house, kind: monster, gold: 5}
  - {id: bat, name: Bat, source: house, kind: monster}
""",
    )
    cards = load_cards([packaged, user], SampleCard, EFFECTS)
    assert [(c.id, c.name, c.gold) for c in cards] == [
        ("goblin", "Goblin Chief", 5),
        ("potion", "Small Potion", 0),
        ("bat", "Bat", 0),
    ]


@pytest.mark.parametrize(
    ("name", "text", "reason"),
    [
        ("a.toml", "[[card]\n", "not valid toml: "),
        ("a.yaml", "cards: [\n", "not valid yaml: "),
        (
            "a.yaml",
            "- id: x\n",
            "expected a list of card tables ([[card]] in TOML, 'cards:' in YAML)",
        ),
        (
            "a.toml",
            'title = "x"\n',
            "expected a list of card tables ([[card]] in TOML, 'cards:' in YAML)",
        ),
        ("a.yaml", "", "expected a list of card tables ([[card]] in TOML, 'cards:' in YAML)"),
        ("a.yaml", "cards: 5\n", "'cards' must be a list of card tables"),
        ("a.yaml", "cards: [1, 2]\n", "'cards' must be a list of card tables"),
        (
            "a.yaml",
            "cards: []\nversion: 2\n",
            "a card file holds only the card list; unexpected keys: ['cards', 'version']",
        ),
    ],
)
def test_file_level_problems(tmp_path: Path, name: str, text: str, reason: str) -> None:
    [(file, card, field, got)] = issues_of(write(tmp_path, name, text))
    assert (file, card, field) == (name, None, "file")
    assert got.startswith(reason)


def test_unreadable_and_missing_files(tmp_path: Path) -> None:
    binary = tmp_path / "bin.toml"
    binary.write_bytes(b"\xff\xfe\x00card")
    assert issues_of([binary, tmp_path / "gone.toml", write(tmp_path, "notes.txt", "hi")]) == [
        ("bin.toml", None, "file", "not UTF-8 text: invalid start byte"),
        ("gone.toml", None, "file", "cannot read: No such file or directory"),
        ("notes.txt", None, "file", "not a card file: the name must end in .toml, .yaml, .yml"),
    ]


def test_an_empty_directory_has_no_card_files(tmp_path: Path) -> None:
    write(tmp_path, "readme.md", "x")
    assert issues_of(str(tmp_path)) == [
        (tmp_path.name, None, "paths", "no card files (.toml, .yaml, .yml) found")
    ]


def test_effects_that_are_not_a_list_are_reported_not_crashed_on(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "a.yaml",
        "cards:\n  - {id: a, name: A, source: house, kind: loot, effects: 5}\n"
        "  - {id: b, name: B, source: house, kind: loot, effects: [{amount: 1}, 7]}\n",
    )
    assert issues_of(path) == [
        ("a.yaml", "a", "effects", "Input should be a valid tuple"),
        ("a.yaml", "b", "effects.0.op", "Field required"),
        ("a.yaml", "b", "effects.1", "Input should be a valid dictionary or instance of Effect"),
    ]


def test_card_files_lists_directories_sorted_and_accepts_one_path(tmp_path: Path) -> None:
    for name in ("b.yaml", "a.toml", "c.yml", "d.json", "e.txt"):
        write(tmp_path, name, "")
    assert [p.name for p in card_files(tmp_path)] == ["a.toml", "b.yaml", "c.yml"]
    assert card_files(str(tmp_path / "x.toml")) == [tmp_path / "x.toml"]


def test_loading_without_a_registry_skips_effect_checks(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "a.toml",
        '[[card]]\nid = "a"\nname = "A"\nsource = "house"\nkind = "loot"\n'
        'effects = [{ op = "anything", power = 9 }]\n',
    )
    [card] = load_cards(path, SampleCard)
    assert card.effects == (Effect(op="anything", power=9),)
