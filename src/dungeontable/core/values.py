"""Frozen value types with stable text and JSON forms: the base of actions and events.

A value prints as ``kind field=value ...`` (``to_text``) and parses back (``ValueCodec.parse``);
its JSON form is msgspec's tagged encoding (``{"type": "kind", ...}``). Both round-trip exactly,
so the CLI, logs, replays and error messages all speak the same language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Generic, Literal, TypeVar, get_args, get_origin, get_type_hints

import msgspec


def kind_of(class_name: str) -> str:
    """``MoveTo`` -> ``move-to``: the stable tag of a value class."""
    return re.sub(r"(?<!^)(?=[A-Z])", "-", class_name).lower()


_BARE = re.compile(r"^[A-Za-z_][A-Za-z0-9_\-.:]*$")
_NAME = re.compile(r"(\w+)=")


def _text_value(value: Any) -> str:
    if isinstance(value, str) and _BARE.match(value) and value not in ("true", "false", "null"):
        return value
    return msgspec.json.encode(value).decode()


class Value(msgspec.Struct, frozen=True, tag=kind_of, tag_field="type"):
    """A frozen, tagged value type. Subclasses are actions or events."""

    @classmethod
    def kind(cls) -> str:
        """The class's tag, e.g. ``move-to`` (read from the struct config: O(1), no inspection)."""
        return str(cls.__struct_config__.tag)

    def to_text(self) -> str:
        parts = [self.kind()]
        for name in self.__struct_fields__:
            parts.append(f"{name}={_text_value(getattr(self, name))}")
        return " ".join(parts)

    def to_json(self) -> bytes:
        return msgspec.json.encode(self)

    def __str__(self) -> str:
        return self.to_text()


V = TypeVar("V", bound=Value)


class ParseError(ValueError):
    """A text or JSON form that names no known value, or has bad fields."""


class ValueCodec(Generic[V]):
    """Parses the text and JSON forms of a closed set of value classes."""

    def __init__(self, classes: Iterable[type[V]]) -> None:
        self.classes: tuple[type[V], ...] = tuple(classes)
        self.by_kind: dict[str, type[V]] = {c.kind(): c for c in self.classes}
        if not self.classes:
            raise ValueError("a ValueCodec needs at least one value class")
        if len(self.by_kind) != len(self.classes):
            kinds = [c.kind() for c in self.classes]
            twice = sorted({k for k in kinds if kinds.count(k) > 1})
            raise ValueError(f"two value classes share the kind(s) {twice}")
        union: Any = self.classes[0] if len(self.classes) == 1 else _union(self.classes)
        self._decoder: msgspec.json.Decoder[Any] = msgspec.json.Decoder(union)

    def parse(self, text: str) -> V:
        """Parse ``kind field=value ...`` into a value, naming what was wrong if it fails."""
        text = text.strip()
        kind, _, rest = text.partition(" ")
        cls = self.by_kind.get(kind)
        if cls is None:
            known = ", ".join(sorted(self.by_kind))
            raise ParseError(f"unknown kind {kind!r}; known kinds: {known}")
        fields: dict[str, Any] = {"type": kind}
        for name, raw in _pairs(rest, text):
            if name not in cls.__struct_fields__:
                known = ", ".join(cls.__struct_fields__) or "none"
                raise ParseError(f"{kind!r} has no field {name!r}; its fields: {known}")
            if name in fields:
                raise ParseError(f"field {name!r} is given twice in {text!r}")
            fields[name] = _parse_value(name, raw)
        try:
            value: V = msgspec.convert(fields, cls)
        except msgspec.ValidationError as exc:
            raise ParseError(f"bad {kind!r}: {_in_words(str(exc), cls, fields)}") from exc
        return value

    def short_text(self, text: str) -> str:
        """``text`` without the fields that hold their default (``play card=x target=1`` for
        ``play card=x target=1 item=0 option=""``): it reads back as the same value, and is
        what a person writes. A text that does not parse is returned as given."""
        try:
            value = self.parse(text)
        except ParseError:
            return text
        kind, _, rest = text.strip().partition(" ")
        defaults = {
            f.name: f.default
            for f in msgspec.structs.fields(type(value))
            if f.default is not msgspec.NODEFAULT
        }
        kept = [
            f"{name}={raw}"
            for name, raw in _pairs(rest, text)
            if name not in defaults or getattr(value, name) != defaults[name]
        ]
        short = " ".join([kind, *kept])
        return short if self.parse(short) == value else text

    def from_json(self, data: bytes | str) -> V:
        try:
            value: V = self._decoder.decode(data)
        except (msgspec.ValidationError, msgspec.DecodeError) as exc:
            raise ParseError(f"bad JSON value: {exc}") from exc
        return value

    def from_builtins(self, data: Any) -> V:
        return self.from_json(msgspec.json.encode(data))


_MISSING = re.compile(r"^Object missing required field `(\w+)`$")
_WRONG = re.compile(r"^Expected `(.+?)`, got `(\w+)` - at `\$\.(\w+)`$")
_ENUM = re.compile(r"^Invalid enum value .+ - at `\$\.(\w+)`$")


def _choices(cls: type[Value], name: str) -> tuple[str, ...]:
    """The values a field of one fixed set (a ``Literal``) takes, as written; ``()`` else."""
    hint = get_type_hints(cls).get(name)
    if get_origin(hint) is Literal:
        return tuple(str(choice) for choice in get_args(hint))
    return ()


def _in_words(problem: str, cls: type[Value], fields: dict[str, Any]) -> str:
    """msgspec's complaint about a value's fields as a person reads it: the field that is
    missing or the value a field cannot take, and the fields there are (its own words else)."""
    known = ", ".join(cls.__struct_fields__) or "none"
    missing = _MISSING.match(problem)
    if missing is not None:
        name = missing.group(1)
        return f"field {name!r} is missing (write {name}=...); its fields: {known}"
    enum = _ENUM.match(problem)
    if enum is not None and enum.group(1) in fields and _choices(cls, enum.group(1)):
        name = enum.group(1)
        shown = ", ".join(_choices(cls, name))
        return f"{name}={_text_value(fields[name])} is not one of the choices: {shown}"
    wrong = _WRONG.match(problem)
    if wrong is not None and wrong.group(3) in fields:
        wanted, name = wrong.group(1), wrong.group(3)
        return f"{name}={_text_value(fields[name])} is not {_TYPE_WORDS.get(wanted, wanted)}"
    return problem


_TYPE_WORDS = {
    "int": "a whole number",
    "bool": "true or false",
    "str": "a text",
    "float": "a number",
    "array": "a list ([a,b])",
    "object": "a table ({...})",
}


def _pairs(rest: str, text: str) -> list[tuple[str, str]]:
    """Split ``name=value name=value``; a value is a bare word, a JSON string, or a bracketed
    JSON list/object (nested, with strings containing spaces or brackets)."""
    pairs: list[tuple[str, str]] = []
    at = 0
    while at < len(rest):
        if rest[at].isspace():
            at += 1
            continue
        match = _NAME.match(rest, at)
        if match is None:
            raise ParseError(f"cannot read {rest[at:]!r} in {text!r}: write field=value pairs")
        end = _value_end(rest, match.end())
        if end == match.end():
            raise ParseError(f"field {match.group(1)!r} has no value in {text!r}")
        pairs.append((match.group(1), rest[match.end() : end]))
        at = end
    return pairs


def _value_end(text: str, at: int) -> int:
    if at >= len(text):
        return at
    if text[at] == '"':
        return _string_end(text, at)
    if text[at] in "[{":
        depth, index = 0, at
        while index < len(text):
            char = text[index]
            if char == '"':
                index = _string_end(text, index)
                continue
            depth += char in "[{"
            depth -= char in "]}"
            index += 1
            if depth == 0:
                return index
        return index
    end = at
    while end < len(text) and not text[end].isspace():
        end += 1
    return end


def _string_end(text: str, at: int) -> int:
    index = at + 1
    while index < len(text):
        if text[index] == "\\":
            index += 2
        elif text[index] == '"':
            return index + 1
        else:
            index += 1
    return index


def _parse_value(name: str, raw: str) -> Any:
    try:
        return msgspec.json.decode(raw)
    except msgspec.DecodeError as exc:
        if raw[0] in '"[{':
            raise ParseError(f"field {name!r}: {raw!r} is not valid JSON ({exc})") from exc
        return raw


def _union(classes: tuple[type[Any], ...]) -> Any:
    from typing import Union

    return Union[classes]  # noqa: UP007 - runtime union over a tuple of classes
