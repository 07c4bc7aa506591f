"""``once``: an attribute worked out on first use and kept on the instance (the bot's digests
ask for many such parts once per decision).

It does what ``functools.cached_property`` does for these single-threaded digests, without its
lock and checks (Python 3.11's takes an ``RLock`` on every first use): the value is stored in
the instance's ``__dict__`` under the attribute's name, so later reads never reach the
descriptor, and ``instance.__dict__.get(name)`` tells whether it was worked out yet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class once(Generic[T]):
    """A non-data descriptor: ``func(instance)`` on the first read, then the stored value."""

    __slots__ = ("func", "name")

    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func = func
        self.name = func.__name__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> once[T]: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> T: ...

    def __get__(self, instance: object | None, owner: type | None = None) -> T | once[T]:
        if instance is None:
            return self
        value = self.func(instance)
        instance.__dict__[self.name] = value
        return value
