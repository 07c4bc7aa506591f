"""JSON Schema of a game's card files, for editors (``dungeontable cards schema --game G``).

The schema describes a whole card file as it reads once parsed: a TOML file's ``[[card]]``
tables or a YAML file's ``cards:`` list. Each card is the game's card model; each effect is one
of the game's registered ops with exactly its keyword parameters. Point an editor at it (taplo:
``#:schema cards.schema.json`` at the top of a TOML file; yaml-language-server:
``# yaml-language-server: $schema=cards.schema.json``) to get completion and errors while typing.
The loader stays the authority: game models may add checks a schema cannot express.
"""

from __future__ import annotations

from typing import Any

from .effects import EffectRegistry
from .schema import CardModel

DIALECT = "https://json-schema.org/draft/2020-12/schema"
_REF = "#/$defs/{model}"


def card_json_schema(
    model: type[CardModel], registry: EffectRegistry | None = None
) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a card file holding cards of ``model``.

    With ``registry``, ``effects`` items must name a registered ``op`` and give its typed
    parameters (required ones required, unknown ones refused); without it, any ``op`` is allowed.
    """
    card = model.model_json_schema(ref_template=_REF)
    defs: dict[str, Any] = card.pop("$defs", {})
    if registry is not None:
        defs["Effect"] = _effects_schema(registry, defs)
        card["properties"]["effects"] = {
            "type": "array",
            "items": {"$ref": "#/$defs/Effect"},
            "description": "effects, each an op of the game's registry with its parameters",
        }
    card["allOf"] = [_rulebook_cites()]
    defs["Card"] = card
    cards = {"type": "array", "items": {"$ref": "#/$defs/Card"}}
    title = f"{registry.game} cards" if registry is not None else f"{model.__name__} cards"
    return {
        "$schema": DIALECT,
        "title": title,
        "description": "A card file: [[card]] tables (TOML) or a 'cards:' list (YAML).",
        "type": "object",
        "properties": {"card": cards, "cards": cards},
        "additionalProperties": False,
        "minProperties": 1,
        "maxProperties": 1,
        "$defs": defs,
    }


def _effects_schema(registry: EffectRegistry, defs: dict[str, Any]) -> dict[str, Any]:
    """``oneOf`` the registered ops, each an object with ``op`` fixed and its parameters."""
    choices = []
    for op, params in registry.params_schema().items():
        defs.update(params.pop("$defs", {}))
        properties = {"op": {"const": op}, **params.get("properties", {})}
        choices.append(
            {
                "title": op,
                "type": "object",
                "properties": properties,
                "required": ["op", *params.get("required", [])],
                "additionalProperties": False,
            }
        )
    ops = {"enum": list(registry.names())}
    return {"type": "object", "required": ["op"], "properties": {"op": ops}, "oneOf": choices}


def _rulebook_cites() -> dict[str, Any]:
    """A ``source = "rulebook"`` card must cite where the seed states it (``ref``)."""
    return {
        "if": {"properties": {"source": {"const": "rulebook"}}, "required": ["source"]},
        "then": {"required": ["ref"], "properties": {"ref": {"type": "string", "minLength": 1}}},
    }
