"""Frozen value types with stable text and JSON forms: the base of actions and events.

A value prints as ``kind field=value ...`` (``to_text``) and parses back (``ValueCodec.parse``);
its JSON form is msgspec's tagged encoding (``{"type": "kind", ...}``). Both round-trip exactly,
so the CLI, logs, replays and error messages all speak the same language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Generic, TypeVar

import msgspec


def kind_of(class_name: str) -> str:
    """``MoveTo`` -> ``move-to``: the stable tag of a value class."""
    return re.sub(r"(?<!^)(?=[A-Z])", "-", class_name).lower()


_BARE = re.compile(r"^[A-Za-z_][A-Za-z0-9_\-.:]*$")
_TOKEN = re.compile(r'(\w+)=("(?:[^"\\]|\\.)*"|\[[^\]]*\]|\S+)')


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
        consumed = _TOKEN.sub("", rest).strip()
        if consumed:
            raise ParseError(f"cannot read {consumed!r} in {text!r}: write field=value pairs")
        for name, raw in _TOKEN.findall(rest):
            fields[name] = _parse_value(raw)
        try:
            value: V = msgspec.convert(fields, cls)
        except msgspec.ValidationError as exc:
            raise ParseError(f"bad {kind!r}: {exc}") from exc
        return value

    def from_json(self, data: bytes | str) -> V:
        try:
            value: V = self._decoder.decode(data)
        except (msgspec.ValidationError, msgspec.DecodeError) as exc:
            raise ParseError(f"bad JSON value: {exc}") from exc
        return value

    def from_builtins(self, data: Any) -> V:
        return self.from_json(msgspec.json.encode(data))


def _parse_value(raw: str) -> Any:
    try:
        return msgspec.json.decode(raw)
    except msgspec.DecodeError:
        return raw


def _union(classes: tuple[type[Any], ...]) -> Any:
    from typing import Union

    return Union[classes]  # noqa: UP007 - runtime union over a tuple of classes
