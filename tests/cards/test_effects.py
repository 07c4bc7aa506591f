"""``EffectRegistry``: a closed set of ops whose typed keyword parameters are checked."""

from __future__ import annotations

import pytest

from dungeontable.cards import EffectRegistry

from .sample import EFFECTS, deal_damage


def test_ops_are_registered_by_function_name() -> None:
    assert EFFECTS.names() == ("deal_damage", "draw_loot", "heal")
    assert EFFECTS.function("deal_damage") is deal_damage
    assert EFFECTS.game == "sample"


@pytest.mark.parametrize(
    "params",
    [{"amount": 3}, {"amount": 0, "target": "self"}, {"amount": -2, "target": "enemy"}],
)
def test_valid_parameters_have_no_problems(params: dict[str, object]) -> None:
    assert EFFECTS.check("deal_damage", params) == []


@pytest.mark.parametrize(
    ("op", "params", "problems"),
    [
        ("zap", {}, [("op", "unknown op 'zap'; known ops: deal_damage, draw_loot, heal")]),
        ("deal_damage", {}, [("amount", "Field required")]),
        ("deal_damage", {"amount": "3"}, [("amount", "Input should be a valid integer")]),
        ("deal_damage", {"amount": True}, [("amount", "Input should be a valid integer")]),
        ("deal_damage", {"amount": 2.0}, [("amount", "Input should be a valid integer")]),
        (
            "deal_damage",
            {"amount": 1, "target": "all"},
            [("target", "Input should be 'enemy' or 'self'")],
        ),
        ("deal_damage", {"amount": 1, "power": 2}, [("power", "Extra inputs are not permitted")]),
        ("heal", {"amount": 1, "full": "yes"}, [("full", "Input should be a valid boolean")]),
        (
            "heal",
            {"full": 1, "extra": 0},
            [
                ("amount", "Field required"),
                ("full", "Input should be a valid boolean"),
                ("extra", "Extra inputs are not permitted"),
            ],
        ),
    ],
)
def test_problems_name_the_parameter_and_reason(
    op: str, params: dict[str, object], problems: list[tuple[str, str]]
) -> None:
    assert EFFECTS.check(op, params) == problems


def test_positional_parameters_are_not_card_parameters() -> None:
    """``deal_damage(state, *, amount, target)``: only the keyword-only ones are params."""
    schema = EFFECTS.params_schema()
    assert sorted(schema) == ["deal_damage", "draw_loot", "heal"]
    assert sorted(schema["deal_damage"]["properties"]) == ["amount", "target"]
    assert schema["deal_damage"]["required"] == ["amount"]
    assert schema["heal"]["properties"]["full"] == {
        "default": False,
        "title": "Full",
        "type": "boolean",
    }


def test_registries_are_separate_per_game() -> None:
    other = EffectRegistry("other")

    @other.op
    def gain_gold(*, gold: int) -> None:
        return None

    assert other.names() == ("gain_gold",)
    assert EFFECTS.check("gain_gold", {"gold": 1})[0][0] == "op"
    assert other.check("gain_gold", {"gold": 1}) == []
