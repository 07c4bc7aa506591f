"""``card_json_schema``: a valid JSON Schema that accepts good card files and refuses bad ones."""

from __future__ import annotations

import tomllib
from typing import Any

import jsonschema
import pytest
import yaml

from dungeontable.cards import CardModel, card_json_schema

from .sample import EFFECTS, SampleCard
from .test_loader import GOBLIN_TOML, GOBLIN_YAML

SCHEMA = card_json_schema(SampleCard, EFFECTS)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def problems(data: Any) -> list[str]:
    return sorted(
        f"{'/'.join(str(p) for p in error.absolute_path)}: {error.validator}"
        for error in VALIDATOR.iter_errors(data)
    )


def card(**fields: Any) -> dict[str, Any]:
    return {"card": [{"id": "a", "name": "A", "source": "house", "kind": "loot", **fields}]}


def test_the_schema_is_valid_draft_2020_12() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert SCHEMA["title"] == "sample cards"


def test_it_describes_the_model_fields_and_every_op() -> None:
    fields = SCHEMA["$defs"]["Card"]["properties"]
    assert sorted(fields) == [
        "copies",
        "effects",
        "gold",
        "id",
        "kind",
        "name",
        "ref",
        "source",
        "text",
    ]
    assert fields["kind"]["enum"] == ["monster", "loot"]
    effect = SCHEMA["$defs"]["Effect"]
    assert effect["properties"]["op"] == {"enum": ["deal_damage", "draw_loot", "heal"]}
    by_op = {choice["title"]: choice for choice in effect["oneOf"]}
    assert by_op["deal_damage"]["required"] == ["op", "amount"]
    assert by_op["deal_damage"]["properties"]["target"]["enum"] == ["enemy", "self"]
    assert by_op["draw_loot"]["properties"]["count"] == {"title": "Count", "type": "integer"}


def test_packaged_style_files_validate() -> None:
    assert problems(tomllib.loads(GOBLIN_TOML)) == []
    assert problems(yaml.safe_load(GOBLIN_YAML)) == []


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (card(effects=[{"op": "zap"}]), ["card/0/effects/0/op: enum", "card/0/effects/0: oneOf"]),
        (card(effects=[{"op": "draw_loot", "count": "2"}]), ["card/0/effects/0: oneOf"]),
        (card(effects=[{"op": "draw_loot"}]), ["card/0/effects/0: oneOf"]),
        (card(effects=[{"op": "heal", "amount": 1, "power": 2}]), ["card/0/effects/0: oneOf"]),
        (card(colour="red"), ["card/0: additionalProperties"]),
        (card(source="rulebook"), ["card/0: required"]),
        (card(id="Bad Id", gold=-1), ["card/0/gold: minimum", "card/0/id: pattern"]),
        ({"card": [], "cards": []}, [": maxProperties"]),
        ({"title": "x"}, [": additionalProperties"]),
        ({}, [": minProperties"]),
    ],
)
def test_bad_cards_are_refused(data: dict[str, Any], expected: list[str]) -> None:
    assert problems(data) == expected


def test_rulebook_card_with_ref_is_accepted() -> None:
    assert problems(card(source="rulebook", ref="002 L10")) == []


def test_without_a_registry_any_op_is_allowed() -> None:
    schema = card_json_schema(CardModel)
    validator = jsonschema.Draft202012Validator(schema)
    data = {
        "cards": [{"id": "a", "name": "A", "source": "house", "effects": [{"op": "x", "n": 1}]}]
    }
    assert list(validator.iter_errors(data)) == []
    assert list(
        validator.iter_errors(
            {"cards": [{"id": "a", "name": "A", "source": "house", "effects": [{}]}]}
        )
    )
    assert schema["title"] == "CardModel cards"
