"""Zones: who may see each part of a state, declared on the state's fields; views derived from it.

A state field that holds cards (or any items) is a *zone*. Its visibility is declared where the
field is, as an ``Annotated`` marker (msgspec ignores it)::

    class Player(msgspec.Struct, frozen=True):
        seat: int
        hand: Annotated[tuple[str, ...], zone("owner")]      # its owner (``seat``) sees it
        tableau: Annotated[tuple[str, ...], zone("public")]

    class Table(msgspec.Struct, frozen=True):
        hands: Annotated[tuple[tuple[str, ...], ...], zone("owner", owner=BY_SEAT)]  # one per seat

    class State(msgspec.Struct, frozen=True):
        deck: Annotated[tuple[str, ...], zone("hidden")]      # nobody sees it, only its size
        discard: Annotated[tuple[str, ...], zone("top")]      # only the top card is seen

From that, core derives:

- ``derive_view(state, seat, View, **computed)``: the view struct, field by field by name. A
  public field is copied (a nested struct is converted to the view's struct of that field, by
  name, with the same rules). An owner-only field shows to its owner (the ``owner`` field of the
  struct holding it) and to everyone when ``open`` (an open-hands option), else ``None``; a
  per-seat zone (``owner=BY_SEAT``: a tuple holding seat i's zone at index i) shows seat i's
  entry to seat i and ``None`` in the others' places. A hidden field is ``None`` (also when
  ``open``); a top zone shows its top item (``None`` when empty). A view field ``<zone>_count``
  gets the zone's size (a per-seat zone: the tuple of sizes). The game passes only what it
  computes (``computed``: derived figures such as a score) and what is truly odd.
- ``rebuild(view, State, unknown, **computed)``: the way back, a state whose unseen zones hold
  ``unknown`` placeholders (as many as the view's ``<zone>_count`` says), and
  ``redeal(state, pool, rng, unknown)``: those placeholders dealt at random from what the seat
  cannot have seen (the pool minus every item in sight). Together they are ``determinize``.

Plans (which field is which) are computed once per pair of types and kept in a small bounded
cache here; the per-call work is one pass over the fields.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any, Literal, TypeVar, get_args, get_origin, get_type_hints

import msgspec

from .rng import Rng

Seen = Literal["public", "owner", "hidden", "top"]
SEEN: tuple[str, ...] = ("public", "owner", "hidden", "top")
BY_SEAT = "<index>"
"""``zone("owner", owner=BY_SEAT)``: the field is a tuple of zones, seat i's at index i."""
V = TypeVar("V")
S = TypeVar("S")


@dataclass(frozen=True)
class ZoneMark:
    """The visibility of one field: ``seen``; for ``owner`` zones the field of the holding struct
    naming the owner seat; for ``top`` zones which end is the top."""

    seen: Seen
    owner: str = "seat"
    top: Literal["first", "last"] = "last"


def zone(seen: Seen, *, owner: str = "seat", top: Literal["first", "last"] = "last") -> ZoneMark:
    """Declare a field's visibility: ``Annotated[tuple[str, ...], zone("owner")]``."""
    if seen not in SEEN:
        raise ValueError(f"zone visibility must be one of {', '.join(SEEN)}, got {seen!r}")
    return ZoneMark(seen, owner, top)


@lru_cache(maxsize=256)
def zones_of(cls: Any) -> dict[str, ZoneMark]:
    """The zone-marked fields of a struct type, in field order."""
    hints = get_type_hints(cls, include_extras=True)
    found: dict[str, ZoneMark] = {}
    for name in getattr(cls, "__struct_fields__", ()):
        hint = hints.get(name)
        if get_origin(hint) is Annotated:
            marks = [m for m in get_args(hint)[1:] if isinstance(m, ZoneMark)]
            if marks:
                found[name] = marks[0]
    return found


def _struct_in(hint: Any) -> tuple[type[Any] | None, bool]:
    """The struct type a field holds, and whether it is a tuple of them."""
    if get_origin(hint) is Annotated:
        hint = get_args(hint)[0]
    if isinstance(hint, type) and issubclass(hint, msgspec.Struct):
        return hint, False
    if get_origin(hint) is tuple:
        args = [a for a in get_args(hint) if a is not Ellipsis]
        if len(args) == 1 and isinstance(args[0], type) and issubclass(args[0], msgspec.Struct):
            return args[0], True
    for arg in get_args(hint):  # X | None
        if isinstance(arg, type) and issubclass(arg, msgspec.Struct):
            return arg, False
    return None, False


# One step of a plan: (view field, how, state field, zone mark, nested view type, is a tuple).
_Step = tuple[str, str, str, ZoneMark | None, type[Any] | None, bool]


@lru_cache(maxsize=256)
def _plan(source: Any, target: Any) -> tuple[_Step, ...]:
    """How to fill each field of ``target`` from a ``source`` struct (computed once per pair)."""
    marks = zones_of(source)
    have = set(getattr(source, "__struct_fields__", ()))
    hints = get_type_hints(target, include_extras=True)
    inner = get_type_hints(source, include_extras=True)
    steps: list[_Step] = []
    for name in target.__struct_fields__:
        if name in have:
            nested, many = _struct_in(hints[name])
            held, _ = _struct_in(inner[name])
            if nested is not None and (held is None or held is nested):
                nested = None  # the same type on both sides: copied as it is
            steps.append((name, "field", name, marks.get(name), nested, many))
        elif name.endswith("_count") and name[: -len("_count")] in have:
            base = name[: -len("_count")]
            steps.append((name, "count", base, marks.get(base), None, False))
        else:
            steps.append((name, "computed", name, None, None, False))
    return tuple(steps)


def _shown(mark: ZoneMark | None, value: Any, holder: Any, seat: int | None, open: bool) -> Any:
    if mark is None or mark.seen == "public":
        return value
    if mark.seen == "owner":
        if open:
            return value
        if mark.owner == BY_SEAT:
            return tuple(zone if i == seat else None for i, zone in enumerate(value))
        return value if seat is not None and getattr(holder, mark.owner) == seat else None
    if mark.seen == "hidden":
        return None
    if not value:  # top
        return None
    return value[-1] if mark.top == "last" else value[0]


def derive_view(
    state: Any, viewer: int | None, view_type: type[V], /, *, open: bool = False, **computed: Any
) -> V:
    """The view of ``state`` for the seat ``viewer`` (``None``: a spectator) as a ``view_type``.

    Fields are matched by name; see the module docstring for the rules. A top-level view field
    ``seat`` that the state lacks is the viewer. A view field that is neither a state field, nor
    a ``<zone>_count``, nor given in ``computed`` is an error naming it."""
    if "seat" not in computed and "seat" not in getattr(type(state), "__struct_fields__", ()):
        computed["seat"] = viewer
    derived: V = _derive(state, viewer, view_type, open, computed)
    return derived


def _derive(state: Any, seat: int | None, target: Any, open: bool, computed: Any) -> Any:
    values: list[Any] = []
    source: Any = type(state)
    for name, how, field, mark, nested, many in _plan(source, target):
        if name in computed:
            values.append(computed[name])
        elif how == "field":
            value = getattr(state, field)
            if mark is not None:  # a public field without a mark is copied as it is
                value = _shown(mark, value, state, seat, open)
            if nested is not None and value is not None:
                if many:
                    value = tuple(_derive(v, seat, nested, open, {}) for v in value)
                else:
                    value = _derive(value, seat, nested, open, {})
            values.append(value)
        elif how == "count":
            zone = getattr(state, field)
            by_seat = mark is not None and mark.owner == BY_SEAT
            values.append(tuple(len(z) for z in zone) if by_seat else len(zone))
        else:
            raise TypeError(
                f"{target.__name__}.{name}: not a field of {type(state).__name__}, not a "
                f"<zone>_count, and not computed: pass {name}=... to derive_view"
            )
    return target(*values)


def rebuild(view: Any, state_type: type[S], unknown: Any, /, **computed: Any) -> S:
    """A ``state_type`` struct from a view: fields by name (nested view structs converted back by
    name), every zone the view does not show (``None``) filled with ``unknown`` placeholders, as
    many as the view's ``<zone>_count`` (empty if it has none). ``computed`` supplies the rest
    (the random stream, fields the view does not carry)."""
    built: S = _rebuild(view, state_type, unknown, computed)
    return built


def _rebuild(view: Any, target: Any, unknown: Any, computed: Any) -> Any:
    marks = zones_of(target)
    hints = get_type_hints(target, include_extras=True)
    seen = set(getattr(type(view), "__struct_fields__", ()))
    values: dict[str, Any] = {}
    for name in target.__struct_fields__:
        if name in computed:
            values[name] = computed[name]
            continue
        if name not in seen:
            continue  # the struct's default, if any (else msgspec says which field is missing)
        value = getattr(view, name)
        mark = marks.get(name)
        if mark is not None and mark.owner == BY_SEAT and isinstance(value, tuple):
            sizes = getattr(view, f"{name}_count", ())
            value = tuple(
                (unknown,) * sizes[i] if zone is None else zone for i, zone in enumerate(value)
            )
        elif (
            mark is not None
            and mark.seen != "public"
            and (value is None or (mark.seen == "top" and not isinstance(value, tuple)))
        ):
            size = getattr(view, f"{name}_count", 0)
            value = (unknown,) * size
            if mark.seen == "top" and size and getattr(view, name) is not None:
                top = getattr(view, name)
                value = (*value[:-1], top) if mark.top == "last" else (top, *value[1:])
        nested, many = _struct_in(hints[name])
        if nested is not None and value is not None:
            if many:
                value = tuple(
                    v if isinstance(v, nested) else _rebuild(v, nested, unknown, {}) for v in value
                )
            elif not isinstance(value, nested):
                value = _rebuild(value, nested, unknown, {})
        values[name] = value
    return target(**values)


def zone_items(state: Any) -> Iterable[tuple[Any, str, ZoneMark]]:
    """Every zone of ``state`` and of the structs it holds: ``(holder, field, mark)``, in field
    order, depth first."""
    kind: Any = type(state)
    marks = zones_of(kind)
    for name in getattr(kind, "__struct_fields__", ()):
        value = getattr(state, name)
        mark = marks.get(name)
        if mark is not None:
            yield state, name, mark
        elif isinstance(value, msgspec.Struct):
            yield from zone_items(value)
        elif isinstance(value, tuple) and value and isinstance(value[0], msgspec.Struct):
            for item in value:
                yield from zone_items(item)


def redeal(state: S, pool: Sequence[Any], rng: Rng, unknown: Any, /) -> tuple[S, Rng]:
    """Deal every ``unknown`` placeholder in the zones of ``state`` from ``pool`` minus every
    item in sight (a multiset difference), shuffled with ``rng``. Raises ``ValueError`` when the
    pool is too small for the placeholders (a view inconsistent with the pool)."""
    unseen = Counter(pool)
    holes = 0
    for holder, name, mark in zone_items(state):
        for item in _items(getattr(holder, name), mark):
            if item == unknown:
                holes += 1
            else:
                unseen[item] -= 1
    left: list[Any] = []
    for item in pool:  # pool order, so the deal depends on the rng alone
        if unseen[item] > 0:
            unseen[item] -= 1
            left.append(item)
    if len(left) < holes:
        raise ValueError(f"{holes} unseen items to deal but only {len(left)} unaccounted for")
    dealt, rng = rng.shuffle(left)
    return _fill(state, iter(dealt), unknown), rng


def _items(zone: Any, mark: ZoneMark) -> Iterable[Any]:
    if mark.owner == BY_SEAT:
        return (item for seat_zone in zone for item in seat_zone)
    items: Iterable[Any] = zone
    return items


def _filled(zone: tuple[Any, ...], dealt: Any, unknown: Any) -> tuple[Any, ...]:
    return tuple(next(dealt) if x == unknown else x for x in zone)


def _fill(value: Any, dealt: Any, unknown: Any) -> Any:
    if not isinstance(value, msgspec.Struct):
        return value
    kind: Any = type(value)
    marks = zones_of(kind)
    changes: dict[str, Any] = {}
    for name in type(value).__struct_fields__:
        item = getattr(value, name)
        if name in marks:
            if marks[name].owner == BY_SEAT:
                if any(unknown in z for z in item):
                    changes[name] = tuple(_filled(z, dealt, unknown) for z in item)
            elif unknown in item:
                changes[name] = _filled(item, dealt, unknown)
        elif isinstance(item, msgspec.Struct):
            filled = _fill(item, dealt, unknown)
            if filled is not item:
                changes[name] = filled
        elif isinstance(item, tuple) and item and isinstance(item[0], msgspec.Struct):
            filled_all = tuple(_fill(x, dealt, unknown) for x in item)
            if any(a is not b for a, b in zip(filled_all, item, strict=True)):
                changes[name] = filled_all
    return msgspec.structs.replace(value, **changes) if changes else value
