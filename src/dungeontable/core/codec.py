"""JSON forms of states and records (msgspec), versioned where they are saved."""

from __future__ import annotations

from typing import Any, TypeVar

import msgspec

T = TypeVar("T")

_encoder = msgspec.json.Encoder(order="deterministic")


def encode(value: Any) -> bytes:
    """Deterministic JSON (sorted dict keys) of any msgspec-encodable value."""
    return _encoder.encode(value)


def decode(data: bytes | str, type_: type[T]) -> T:
    return msgspec.json.decode(data, type=type_)


def to_builtins(value: Any) -> Any:
    return msgspec.to_builtins(value, order="deterministic")
