"""Generate the web table's view types: web/src/games/<game>/view.gen.ts for every built-in game.

Run with the project's Python (``make web`` does, before ``npm run build``):
``.venv/bin/python web/scripts/export_view_types.py``. For each game it takes the struct its
``view`` returns (``dungeontable.core.view_type``), computes ``msgspec.json.schema`` of it with
every nested struct, and writes one exported TypeScript type per schema definition. The files are
build output (ignored by git, like ``public/cards/``); the renderers import their ``View`` from
them, so a field added to a view reaches the front-end's types by itself.

``to_typescript`` is a small JSON Schema to TypeScript generator for the schemas msgspec writes:
objects (required and optional properties, ``additionalProperties`` maps), arrays, tuples
(``prefixItems``), ``enum``/``const`` literals, ``anyOf``/``oneOf`` unions, ``null``, ``$ref`` to
``$defs``, integers, numbers, strings and booleans; an empty schema (``Any``) is ``unknown``. It
raises on anything else rather than guess.
"""

from __future__ import annotations

import inspect
import json
import re
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

WEB = Path(__file__).resolve().parent.parent
OUT = WEB / "src" / "games"
NAME = "view.gen.ts"

EXTRA_TYPES: Mapping[str, tuple[str, ...]] = {
    "oots": ("dungeontable.games.oots.combat.modifiers:Breakdown",),
}
"""Structs a game's view holds in a field typed ``Any`` (the field's real shape), also exported."""

IDENTIFIER = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")
IGNORED = frozenset(
    {
        "title",
        "description",
        "default",
        "examples",
        "format",
        "pattern",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minLength",
        "maxLength",
        "minItems",
        "maxItems",
        "uniqueItems",
        "minProperties",
        "maxProperties",
        "propertyNames",
        "discriminator",
        "$schema",
    }
)
"""Keywords that narrow values or document them; they change no TypeScript type."""
TRANSLATED = frozenset(
    {
        "$ref",
        "anyOf",
        "oneOf",
        "enum",
        "const",
        "type",
        "items",
        "prefixItems",
        "properties",
        "required",
        "additionalProperties",
    }
)


class UnsupportedSchema(ValueError):
    """A schema keyword or shape this generator does not translate."""


def type_name(name: str) -> str:
    """A ``$defs`` key as a TypeScript identifier (msgspec names generics ``Offer_TradeTerms_``)."""
    ident = re.sub(r"[^A-Za-z0-9_$]", "_", name)
    return ident if IDENTIFIER.match(ident) and not ident[0].isdigit() else f"_{ident}"


def property_name(name: str) -> str:
    return name if IDENTIFIER.match(name) else json.dumps(name)


def _comment(text: str | None, indent: str) -> list[str]:
    if not text:
        return []
    lines = inspect.cleandoc(text.replace("*/", "*\\/")).splitlines()
    if len(lines) == 1:
        return [f"{indent}/** {lines[0]} */"]
    return [f"{indent}/**", *(f"{indent} * {line}".rstrip() for line in lines), f"{indent} */"]


def _ref(ref: str) -> str:
    prefix = "#/$defs/"
    if not ref.startswith(prefix):
        raise UnsupportedSchema(f"$ref outside $defs: {ref}")
    return type_name(ref[len(prefix) :])


def _union(parts: Iterable[str]) -> str:
    unique = list(dict.fromkeys(parts))
    if "unknown" in unique:
        return "unknown"
    return " | ".join(unique) if unique else "never"


def _item(ts: str) -> str:
    """An array of ``ts``: a union (at the top level of ``ts``) needs parentheses."""
    depth = 0
    for i, ch in enumerate(ts):
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        elif depth == 0 and ts.startswith(" | ", i):
            return f"({ts})[]"
    return f"{ts}[]"


def _type(schema: Any, indent: str) -> str:
    if schema is True:
        return "unknown"
    if schema is False:
        return "never"
    if not isinstance(schema, dict):
        raise UnsupportedSchema(f"not a schema: {schema!r}")
    unknown = set(schema) - IGNORED - TRANSLATED
    if unknown:
        raise UnsupportedSchema(f"keywords {sorted(unknown)} in {schema}")
    if "$ref" in schema:
        return _ref(schema["$ref"])
    if "anyOf" in schema or "oneOf" in schema:
        options = schema["anyOf"] if "anyOf" in schema else schema["oneOf"]
        return _union(_type(s, indent) for s in options)
    if "const" in schema:
        return json.dumps(schema["const"])
    if "enum" in schema:
        return _union(json.dumps(v) for v in schema["enum"])
    kind = schema.get("type")
    if isinstance(kind, list):
        return _union(_type({**schema, "type": k}, indent) for k in kind)
    if kind is None:
        if set(schema) - IGNORED:
            raise UnsupportedSchema(f"no type in {schema}")
        return "unknown"  # {}: any value (a field typed Any or object)
    if kind in ("integer", "number"):
        return "number"
    if kind in ("string", "boolean", "null"):
        return str(kind)
    if kind == "array":
        return _array(schema, indent)
    if kind == "object":
        return _object(schema, indent)
    raise UnsupportedSchema(f"type {kind!r}")


def _array(schema: dict[str, Any], indent: str) -> str:
    prefix = schema.get("prefixItems")
    items = schema.get("items", True)
    if prefix is None:
        return _item(_type(items, indent))
    least = schema.get("minItems", len(prefix))
    parts = [_type(s, indent) + ("" if i < least else "?") for i, s in enumerate(prefix)]
    if items is not False:
        parts.append(f"...{_item(_type(items, indent))}")
    return f"[{', '.join(parts)}]"


def _object(schema: dict[str, Any], indent: str) -> str:
    """An object with properties as an object type (other properties only when
    ``additionalProperties`` allows them: structs do not say); without, a ``Record``."""
    props: dict[str, Any] = schema.get("properties", {})
    extra = schema.get("additionalProperties", not props)
    if not props:
        value = "unknown" if extra is True else _type(extra, indent)
        return f"Record<string, {value}>"
    required = set(schema.get("required", ()))
    inner = indent + "  "
    lines = ["{"]
    for name, prop in props.items():
        lines += _comment(prop.get("description") if isinstance(prop, dict) else None, inner)
        mark = "" if name in required else "?"
        lines.append(f"{inner}{property_name(name)}{mark}: {_type(prop, inner)};")
    if extra not in (False, None) and props:
        value = "unknown" if extra is True else _type(extra, inner)
        lines.append(f"{inner}[key: string]: {value};")
    lines.append(f"{indent}}}")
    return "\n".join(lines)


def to_typescript(schema: Mapping[str, Any], header: str = "") -> str:
    """TypeScript declarations for every definition in ``schema["$defs"]``: an ``interface`` per
    object with properties, a ``type`` alias for anything else, in the schema's order."""
    out = [f"// {line}".rstrip() for line in header.splitlines()]
    if out:
        out.append("")
    for key, definition in schema.get("$defs", {}).items():
        name = type_name(key)
        out += _comment(definition.get("description"), "")
        body = _type(definition, "")
        if definition.get("type") == "object" and definition.get("properties"):
            out.append(f"export interface {name} {body}")
        else:
            out.append(f"export type {name} = {body};")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


# --- the views -----------------------------------------------------------------------------------


def _schema_hook(tp: Any) -> dict[str, Any]:
    if tp is object:
        return {"title": "object"}  # ``tuple[object, ...]``: any value (``unknown``); {} is refused
    raise NotImplementedError(tp)


def _structs(types: Iterable[Any]) -> list[type[Any]]:
    """Every struct class reachable from ``types``."""
    import msgspec.inspect as mi

    found: list[type[Any]] = []
    seen: set[int] = set()

    def walk(info: Any) -> None:
        if id(info) in seen:
            return
        seen.add(id(info))
        if isinstance(info, mi.StructType):
            found.append(getattr(info.cls, "__origin__", info.cls))  # Offer[T]: Offer
            for field in info.fields:
                walk(field.type)
        for attr in ("item_type", "key_type", "value_type"):
            if hasattr(info, attr):
                walk(getattr(info, attr))
        for attr in ("item_types", "types"):
            for sub in getattr(info, attr, ()):
                walk(sub)

    for info in mi.multi_type_info(tuple(types)):
        walk(info)
    return found


def view_schema(view: type[Any], extra: Iterable[type[Any]] = ()) -> dict[str, Any]:
    """The JSON Schema of ``view`` (and ``extra`` structs) as the server sends it.

    ``msgspec.json.schema`` describes what a decoder accepts: a field with a default is optional.
    The server encodes every field of a struct that does not ``omit_defaults``, so those fields
    are marked required here (the browser always gets them), and an ``array_like`` struct as
    exactly its fields (no further items)."""
    import msgspec

    types = (view, *extra)
    (_, *_rest), components = msgspec.json.schema_components(types, schema_hook=_schema_hook)
    omitting = {cls.__name__ for cls in _structs(types) if cls.__struct_config__.omit_defaults}
    defs: dict[str, Any] = {}
    for key, definition in components.items():
        title = str(definition.get("title", key)).split("[")[0]
        if definition.get("type") == "object" and title not in omitting:
            definition = {**definition, "required": list(definition.get("properties", {}))}
        elif definition.get("type") == "array" and "prefixItems" in definition:
            definition = {"items": False, **definition}
        defs[key] = definition
    return {"$ref": f"#/$defs/{view.__name__}", "$defs": defs}


def _load(spec: str) -> type[Any]:
    import importlib

    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


def game_types(game: str) -> str:
    """The text of ``web/src/games/<game>/view.gen.ts``."""
    from dungeontable.core import view_type
    from dungeontable.games import get

    view = view_type(get(game))
    extra = [_load(spec) for spec in EXTRA_TYPES.get(game, ())]
    names = ", ".join(f"{t.__module__}.{t.__qualname__}" for t in (view, *extra))
    header = (
        f"The {game} view as the server sends it: generated by web/scripts/export_view_types.py\n"
        f"from the JSON Schema of {names}.\n"
        "Do not edit: `make web` writes it again when a view changes."
    )
    return to_typescript(view_schema(view, extra), header)


def generated() -> dict[Path, str]:
    """Every built-in game's generated file and its text (a plugin game has no renderer of its
    own in this front-end: the generic renderer shows it)."""
    from dungeontable.games import builtin_names

    return {OUT / game / NAME: game_types(game) for game in builtin_names()}


def main() -> int:
    for path, text in generated().items():
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue  # unchanged: keep the time stamp, so make does not rebuild for nothing
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(WEB.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
