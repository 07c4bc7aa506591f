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
  entry to seat i and ``None`` in the others' places; an index-owned zone (``owner=BY_INDEX``:
  the holding struct is seat i's because it is at index i of its tuple, as players are) shows
  to that seat. A hidden field is ``None`` (also when ``open``); a top zone shows its top item
  (``None`` when empty). A view field ``<zone>_count`` gets the zone's size (a per-seat zone:
  the tuple of sizes); ``zone(..., count="name")`` names another field for it, the zone's own
  name when the view shows only the size in its place. The game passes only what it computes
  (``computed``: derived figures such as a score; ``each={NestedView: hook}`` for the fields of
  a nested view the state lacks, ``hook(held, index, viewer)``) and what is truly odd.
- ``rebuild(view, State, unknown, **computed)``: the way back, a state whose unseen zones hold
  ``unknown`` placeholders (as many as the view's count of it says), and
  ``redeal(state, pool, rng, unknown)``: those placeholders dealt at random from what the seat
  cannot have seen (the pool minus every item in sight). Together they are ``determinize``.
  A game with several pools calls ``redeal`` once per pool, with ``zones=`` the fields that
  pool fills.

Plans (which field is which) are computed once per pair of types and compiled into one
straight-line function (a constructor call with one expression per field), kept in a small
bounded cache here; the per-call work is that call, as fast as a view written by hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any, Literal, TypeVar, get_args, get_origin, get_type_hints

import msgspec

from .rng import Rng

Seen = Literal["public", "owner", "hidden", "top"]
SEEN: tuple[str, ...] = ("public", "owner", "hidden", "top")
BY_SEAT = "<index>"
"""``zone("owner", owner=BY_SEAT)``: the field is a tuple of zones, seat i's at index i."""
BY_INDEX = "<position>"
"""``zone("owner", owner=BY_INDEX)``: the owner is the holding struct's place in the tuple that
holds it (``State.players``: the player at index i is seat i's)."""
Hook = Callable[[Any, "int | None", "int | None"], Mapping[str, Any]]
"""``each=`` of ``derive_view``: ``(held struct, its index, viewer) -> computed fields``."""
V = TypeVar("V")
S = TypeVar("S")


@dataclass(frozen=True)
class ZoneMark:
    """The visibility of one field: ``seen``; for ``owner`` zones the field of the holding struct
    naming the owner seat; for ``top`` zones which end is the top; ``count``: the view field
    that gets the zone's size when it is not ``<field>_count`` (the field's own name: the view
    shows the size in the zone's place)."""

    seen: Seen
    owner: str = "seat"
    top: Literal["first", "last"] = "last"
    count: str = ""


def zone(
    seen: Seen, *, owner: str = "seat", top: Literal["first", "last"] = "last", count: str = ""
) -> ZoneMark:
    """Declare a field's visibility: ``Annotated[tuple[str, ...], zone("owner")]``."""
    if seen not in SEEN:
        raise ValueError(f"zone visibility must be one of {', '.join(SEEN)}, got {seen!r}")
    return ZoneMark(seen, owner, top, count)


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


# One step of a plan: (view field, how, state field, zone mark, nested view type, is a tuple,
# the struct type the state field holds).
_Step = tuple[str, str, str, ZoneMark | None, type[Any] | None, bool, type[Any] | None]


def _counts(marks: dict[str, ZoneMark]) -> dict[str, str]:
    """View fields that take a zone's size by its mark's ``count=``: view field -> zone."""
    return {m.count: name for name, m in marks.items() if m.count}


@lru_cache(maxsize=256)
def _plan(source: Any, target: Any) -> tuple[_Step, ...]:
    """How to fill each field of ``target`` from a ``source`` struct (computed once per pair)."""
    marks = zones_of(source)
    counts = _counts(marks)
    have = set(getattr(source, "__struct_fields__", ()))
    hints = get_type_hints(target, include_extras=True)
    inner = get_type_hints(source, include_extras=True)
    steps: list[_Step] = []
    for name in target.__struct_fields__:
        if name in counts:
            steps.append((name, "count", counts[name], marks[counts[name]], None, False, None))
        elif name in have:
            nested, many = _struct_in(hints[name])
            held, _ = _struct_in(inner[name])
            if nested is not None and (held is None or held is nested):
                nested = None  # the same type on both sides: copied as it is
            steps.append((name, "field", name, marks.get(name), nested, many, held))
        elif name.endswith("_count") and name[: -len("_count")] in have:
            base = name[: -len("_count")]
            steps.append((name, "count", base, marks.get(base), None, False, None))
        else:
            steps.append((name, "computed", name, None, None, False, None))
    return tuple(steps)


def _shown_code(mark: ZoneMark, value: str) -> str:
    """The expression showing the zone ``value`` (an expression) to the viewer ``seat``."""
    if mark.seen == "public":
        return value
    if mark.seen == "hidden":
        return "None"
    if mark.seen == "top":
        end = "-1" if mark.top == "last" else "0"
        return f"({value}[{end}] if {value} else None)"
    if mark.owner == BY_SEAT:
        mine = f"tuple([z if i == seat else None for i, z in enumerate({value})])"
        return f"({value} if open else {mine})"
    owner = "index" if mark.owner == BY_INDEX else f"s.{mark.owner}"
    return f"({value} if open or (seat is not None and {owner} == seat) else None)"


Derive = Callable[[Any, "int | None", bool, "int | None", Any, Any], Any]
"""A compiled view maker: ``(state, viewer, open, index in its tuple, computed, hooks)``."""


@lru_cache(maxsize=256)
def _compiled(source: Any, target: Any, names: tuple[str, ...], hooked: frozenset[Any]) -> Derive:
    """The view maker of ``target`` from a ``source`` struct, compiled once per pair, set of
    computed names (``names``: given by the caller; for a hooked nested type, what the state
    lacks comes from its hook) and set of hooked view types. It does per call what ``_plan``
    says, with no per-field dispatch: one straight-line function per pair."""
    space: dict[str, Any] = {"T": target}
    lines = ["def make(s, seat, open, index, c, each):"]
    hook = target in hooked
    if hook:
        space["H"] = target
        lines.append("    h = each[H](s, index, seat)")
    args = []
    for k, (name, how, field, mark, nested, many, held) in enumerate(_plan(source, target)):
        var = f"v{k}"
        if name in names:
            args.append(f"c[{name!r}]")
        elif how == "count":
            by_seat = mark is not None and mark.owner == BY_SEAT
            args.append(f"tuple([len(z) for z in s.{field}])" if by_seat else f"len(s.{field})")
        elif how == "field":
            expr = f"s.{field}" if mark is None else _shown_code(mark, f"s.{field}")
            if nested is None:
                args.append(expr)
                continue
            lines.append(f"    {var} = {expr}")
            if held is not None:
                space[f"f{k}"] = _compiled(held, nested, (), hooked)  # type: ignore[arg-type]
                call = f"f{k}"
            else:
                space[f"n{k}"] = nested
                call = f"_any(n{k}, hooked)"
                space["hooked"] = hooked
            if many:
                lines.append(
                    f"    {var} = None if {var} is None else tuple([{call}(x, seat, open, i, None, "
                    f"each) for i, x in enumerate({var})])"
                )
            else:
                lines.append(
                    f"    {var} = None if {var} is None else {call}({var}, seat, open, None, "
                    "None, each)"
                )
            args.append(var)
        elif hook:
            args.append(f"h[{name!r}]")
        else:
            raise TypeError(
                f"{target.__name__}.{name}: not a field of {source.__name__}, not a "
                f"<zone>_count, and not computed: pass {name}=... to derive_view"
            )
    space["_any"] = _any
    lines.append(f"    return T({', '.join(args)})")
    exec("\n".join(lines), space)  # code built from the struct types' field names only
    made: Derive = space["make"]
    return made


def _any(nested: Any, hooked: frozenset[Any]) -> Derive:
    """A view maker found by the runtime type of the value (a field typed loosely)."""

    def make(v: Any, seat: int | None, open: bool, index: int | None, c: Any, each: Any) -> Any:
        maker = _compiled(type(v), nested, (), hooked)  # type: ignore[arg-type]
        return maker(v, seat, open, index, c, each)

    return make


def derive_view(
    state: Any,
    viewer: int | None,
    view_type: type[V],
    /,
    *,
    open: bool = False,
    each: Mapping[type[Any], Hook] | None = None,
    **computed: Any,
) -> V:
    """The view of ``state`` for the seat ``viewer`` (``None``: a spectator) as a ``view_type``.

    Fields are matched by name; see the module docstring for the rules. A top-level view field
    ``seat`` that the state lacks is the viewer. A view field that is neither a state field, nor
    a zone's count, nor given in ``computed`` is an error naming it. ``each`` gives nested view
    types their computed fields: ``each={PlayerView: hook}``, ``hook(held, index, viewer)``
    returning the fields of that view the state lacks (``index``: its place in the tuple holding
    it, else ``None``)."""
    if "seat" not in computed and "seat" not in getattr(type(state), "__struct_fields__", ()):
        computed["seat"] = viewer
    hooked = frozenset(each) if each else _NONE
    make = _compiled(type(state), view_type, tuple(computed), hooked)  # type: ignore[arg-type]
    derived: V = make(state, viewer, open, None, computed, each)
    return derived


_NONE: frozenset[Any] = frozenset()


def rebuild(view: Any, state_type: type[S], unknown: Any, /, **computed: Any) -> S:
    """A ``state_type`` struct from a view: fields by name (nested view structs converted back by
    name), every zone the view does not show (``None``, or only its count) filled with
    ``unknown`` placeholders, as many as the view's count of it (empty if it has none).
    ``computed`` supplies the rest (the random stream, fields the view does not carry)."""
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
        mark = marks.get(name)
        count = (mark.count or f"{name}_count") if mark is not None else ""
        if mark is not None and mark.seen != "public" and (count == name or name not in seen):
            if count in seen:  # the view shows only the zone's size
                values[name] = (unknown,) * getattr(view, count)
            continue
        if name not in seen:
            continue  # the struct's default, if any (else msgspec says which field is missing)
        value = getattr(view, name)
        if mark is not None and mark.owner == BY_SEAT and isinstance(value, tuple):
            sizes = getattr(view, count, ())
            value = tuple(
                (unknown,) * sizes[i] if zone is None else zone for i, zone in enumerate(value)
            )
        elif (
            mark is not None
            and mark.seen != "public"
            and (value is None or (mark.seen == "top" and not isinstance(value, tuple)))
        ):
            size = getattr(view, count, 0)
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


def redeal(
    state: S,
    pool: Sequence[Any],
    rng: Rng,
    unknown: Any,
    /,
    *,
    zones: Collection[str] | None = None,
    seen: Iterable[Any] = (),
) -> tuple[S, Rng]:
    """Deal every ``unknown`` placeholder in the zones of ``state`` from ``pool`` minus every
    item in sight (a multiset difference), shuffled with ``rng``. Raises ``ValueError`` when the
    pool is too small for the placeholders (a view inconsistent with the pool).

    Several pools (a game with a Battle deck and a Loot deck): one call per pool, ``zones``
    naming the fields its placeholders are in (the others stay for their own pool's call);
    ``seen``: items in sight outside any zone (a card on a stack of plays)."""
    unseen = Counter(pool)
    unseen.subtract(seen)
    holes = 0
    for holder, name, mark in zone_items(state):
        dealt_here = zones is None or name in zones
        for item in _items(getattr(holder, name), mark):
            if item == unknown:
                holes += dealt_here
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
    return _fill(state, iter(dealt), unknown, zones), rng


def _items(zone: Any, mark: ZoneMark) -> Iterable[Any]:
    if mark.owner == BY_SEAT:
        return (item for seat_zone in zone for item in seat_zone)
    items: Iterable[Any] = zone
    return items


def _filled(zone: tuple[Any, ...], dealt: Any, unknown: Any) -> tuple[Any, ...]:
    return tuple(next(dealt) if x == unknown else x for x in zone)


def _fill(value: Any, dealt: Any, unknown: Any, zones: Collection[str] | None) -> Any:
    if not isinstance(value, msgspec.Struct):
        return value
    kind: Any = type(value)
    marks = zones_of(kind)
    changes: dict[str, Any] = {}
    for name in type(value).__struct_fields__:
        item = getattr(value, name)
        if name in marks:
            if zones is not None and name not in zones:
                continue
            if marks[name].owner == BY_SEAT:
                if any(unknown in z for z in item):
                    changes[name] = tuple(_filled(z, dealt, unknown) for z in item)
            elif unknown in item:
                changes[name] = _filled(item, dealt, unknown)
        elif isinstance(item, msgspec.Struct):
            filled = _fill(item, dealt, unknown, zones)
            if filled is not item:
                changes[name] = filled
        elif isinstance(item, tuple) and item and isinstance(item[0], msgspec.Struct):
            filled_all = tuple(_fill(x, dealt, unknown, zones) for x in item)
            if any(a is not b for a, b in zip(filled_all, item, strict=True)):
                changes[name] = filled_all
    return msgspec.structs.replace(value, **changes) if changes else value
