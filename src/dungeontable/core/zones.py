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
  A game with several pools (a Battle deck, a Loot deck, each player's own Shtick Deck) calls
  ``redeal_pools(state, [Pool(items, zones, holder=...)], rng, unknown)``: each pool dealt into
  the fields it names (of one struct only, with ``holder``), in turn, in one walk.

Plans (which field is which) are computed once per pair of types and compiled into one
straight-line function (a constructor call with one expression per field), kept in a small
bounded cache here; the per-call work is that call, as fast as a view written by hand. The
deal's walks (look, fill) are compiled per struct type the same way, skip fields whose types
hold no zone however deep, and call a declared nested type's compiled code directly; its pools
are planned once per list of pools (each item's places in its pool, and which pools share
items), so a call looks only at the items both in a pool and in sight.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress, islice
from operator import is_not
from types import UnionType
from typing import (
    Annotated,
    Any,
    Literal,
    NamedTuple,
    TypeVar,
    Union,
    get_args,
    get_origin,
    get_type_hints,
)

import msgspec

from .rng import _GOLDEN, _M1, _M2, _MASK, _SAFE, _TWO64, Rng, _below

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
                pair: tuple[Any, Any] = (held, nested)
                space[f"f{k}"] = _compiled(*pair, (), hooked)
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
        kind: Any = type(v)
        maker = _compiled(kind, nested, (), hooked)
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
    kind: Any = type(state)
    target: Any = view_type
    make = _compiled(kind, target, tuple(computed), hooked)
    derived: V = make(state, viewer, open, None, computed, each)
    return derived


_NONE: frozenset[Any] = frozenset()


def derive_item(
    item: Any,
    index: int | None,
    viewer: int | None,
    view_type: type[V],
    /,
    *,
    open: bool = False,
    each: Mapping[type[Any], Hook] | None = None,
) -> V:
    """The view of one nested struct ``item`` (held at ``index`` of its tuple, ``None`` if not
    in a tuple) as ``derive_view`` makes it inside a state's view, with the same ``open`` and
    ``each``: a game that keeps the views of nested parts that did not change passes them to
    ``derive_view`` as computed fields and derives only the changed ones here."""
    hooked = frozenset(each) if each else _NONE
    kind: Any = type(item)
    target: Any = view_type
    make = _compiled(kind, target, (), hooked)
    derived: V = make(item, viewer, open, index, None, each)
    return derived


def rebuild(view: Any, state_type: type[S], unknown: Any, /, **computed: Any) -> S:
    """A ``state_type`` struct from a view: fields by name (nested view structs converted back by
    name), every zone the view does not show (``None``, or only its count) filled with
    ``unknown`` placeholders, as many as the view's count of it (empty if it has none).
    ``computed`` supplies the rest (the random stream, fields the view does not carry)."""
    built: S = _rebuild(view, state_type, unknown, computed)
    return built


# One field of a rebuild: (name, zone mark, the view field with its count, nested struct type,
# is a tuple of them).
_Back = tuple[str, ZoneMark | None, str, type[Any] | None, bool]


@lru_cache(maxsize=256)
def _back(target: Any) -> tuple[_Back, ...]:
    """How to rebuild each field of ``target`` (computed once per type)."""
    marks = zones_of(target)
    hints = get_type_hints(target, include_extras=True)
    steps: list[_Back] = []
    for name in target.__struct_fields__:
        mark = marks.get(name)
        count = (mark.count or f"{name}_count") if mark is not None else ""
        nested, many = _struct_in(hints[name])
        steps.append((name, mark, count, nested, many))
    return tuple(steps)


@lru_cache(maxsize=256)
def _fields(kind: Any) -> frozenset[str]:
    return frozenset(getattr(kind, "__struct_fields__", ()))


def _rebuild(view: Any, target: Any, unknown: Any, computed: Any) -> Any:
    kind: Any = type(view)
    return _rebuilder(kind, target, tuple(computed))(view, unknown, computed)


def _shown_back(view: Any, name: str, mark: ZoneMark, count: str, unknown: Any) -> Any:
    """A per-seat or top zone of ``view`` back as the state's: what it does not show filled
    with placeholders."""
    value = getattr(view, name)
    if mark.owner == BY_SEAT and isinstance(value, tuple):
        sizes = getattr(view, count, ())
        return tuple(
            (unknown,) * sizes[i] if zone is None else zone for i, zone in enumerate(value)
        )
    if value is None or (mark.seen == "top" and not isinstance(value, tuple)):
        size = getattr(view, count, 0)
        value = (unknown,) * size
        if mark.seen == "top" and size and getattr(view, name) is not None:
            top = getattr(view, name)
            value = (*value[:-1], top) if mark.top == "last" else (top, *value[1:])
    return value


Rebuild = Callable[[Any, Any, Any], Any]
"""A compiled rebuilder: ``(view, unknown, computed) -> state``."""


@lru_cache(maxsize=256)
def _rebuilder(source: Any, target: Any, names: tuple[str, ...]) -> Rebuild:
    """``target`` from a ``source`` view, compiled once per pair and set of computed names (as
    ``_compiled`` for the other way): one constructor call, an expression per field."""
    seen = _fields(source)
    space: dict[str, Any] = {"T": target, "_back_any": _back_any, "_shown_back": _shown_back}
    lines = ["def back(v, u, c):"]
    args = []
    for k, (name, mark, count, nested, many) in enumerate(_back(target)):
        if name in names:
            args.append(f"{name}=c[{name!r}]")
            continue
        if mark is not None and mark.seen != "public" and (count == name or name not in seen):
            if count in seen:  # the view shows only the zone's size
                args.append(f"{name}=(u,) * v.{count}")
            continue  # else the struct's default
        if name not in seen:
            continue  # the struct's default, if any (else msgspec says which field is missing)
        expr = f"v.{name}"
        if mark is not None and (mark.owner == BY_SEAT or mark.seen == "top"):
            space[f"m{k}"] = mark
            expr = f"_shown_back(v, {name!r}, m{k}, {count!r}, u)"
        elif mark is not None and mark.seen != "public":
            size = f"v.{count}" if count in seen else "0"
            expr = f"((u,) * {size} if v.{name} is None else v.{name})"
        if nested is not None:
            space[f"N{k}"] = nested
            one = f"y if type(y) is N{k} else _back_any(y, N{k}, u)"
            shown: Any = _struct_in(get_type_hints(source, include_extras=True).get(name, Any))[0]
            if (
                shown is not None
                and shown is not nested
                and shown not in _BUILDING
                and not getattr(shown, "__parameters__", ())
            ):  # the view's own struct type: its rebuilder called directly
                _BUILDING.add(source)
                try:
                    inner: Any = nested
                    space[f"V{k}"], space[f"B{k}"] = shown, _rebuilder(shown, inner, ())
                finally:
                    _BUILDING.discard(source)
                space["_NO_VALUES"] = _NO_VALUES
                one = f"B{k}(y, u, _NO_VALUES) if type(y) is V{k} else ({one})"
            lines.append(f"    w = {expr}")
            made = f"tuple([{one} for y in w])" if many else f"({one})"
            if not many:
                lines.append("    y = w")
            lines.append(f"    x{k} = None if w is None else {made}")
            expr = f"x{k}"
        args.append(f"{name}={expr}")
    lines.append(f"    return T({', '.join(args)})")
    exec("\n".join(lines), space)  # code built from the struct types' field names only
    made_back: Rebuild = space["back"]
    return made_back


def _back_any(view: Any, target: Any, unknown: Any) -> Any:
    if isinstance(view, target):
        return view
    kind: Any = type(view)
    return _rebuilder(kind, target, ())(view, unknown, _NO_VALUES)


_NO_VALUES: dict[str, Any] = {}


_PLAIN = (int, str, bool, float, bytes, type(None))


def _plain(hint: Any) -> bool:
    """Whether a field of this type can hold no struct (ints, strings, tuples of them...)."""
    if get_origin(hint) is Annotated:
        hint = get_args(hint)[0]
    if hint is Ellipsis or (isinstance(hint, type) and issubclass(hint, _PLAIN)):
        return True
    args = get_args(hint)
    origin = get_origin(hint)
    if not args or (origin is not tuple and not _is_union(hint)):
        return False
    return all(_plain(a) for a in args)


def _is_union(hint: Any) -> bool:
    return type(hint) is UnionType or get_origin(hint) is Union


@lru_cache(maxsize=256)
def _walk(kind: Any) -> tuple[tuple[str, ZoneMark | None], ...]:
    """The fields of a struct type that are zones (with their mark) or may hold structs that
    have zones (``None``): the only ones the deal looks at (computed once per type). A field
    whose type names only structs that hold no zone, however deep (a Rng, the options, a
    battle's bookkeeping), is left out; one typed loosely (``Any``, a type variable) stays."""
    marks = zones_of(kind)
    hints = get_type_hints(kind, include_extras=True)
    out: list[tuple[str, ZoneMark | None]] = []
    for name in getattr(kind, "__struct_fields__", ()):
        if name in marks:
            out.append((name, marks[name]))
        elif not _plain(hints.get(name, Any)) and _may_hold(hints.get(name, Any), (kind,)):
            out.append((name, None))
    return tuple(out)


def _may_hold(hint: Any, outer: tuple[Any, ...]) -> bool:
    """Whether a value of type ``hint`` may hold a zone (``outer``: the struct types being
    asked about already, so a type that holds itself ends the question)."""
    if get_origin(hint) is Annotated:
        hint = get_args(hint)[0]
    if hint is Ellipsis or hint is None or hint is type(None):
        return False
    if isinstance(hint, type) and issubclass(hint, _PLAIN):
        return False
    origin = get_origin(hint)
    if origin is Literal:
        return False
    if isinstance(origin, type) and issubclass(origin, msgspec.Struct):
        return True  # a generic struct (``Stack[T]``): its fields name a type variable
    if isinstance(hint, type) and issubclass(hint, msgspec.Struct):
        if hint in outer:
            return False
        if zones_of(hint):
            return True
        inner = get_type_hints(hint, include_extras=True)
        return any(
            _may_hold(inner.get(n, Any), (*outer, hint))
            for n in getattr(hint, "__struct_fields__", ())
        )
    if origin in (tuple, list, frozenset, set, dict) or _is_union(hint):
        return any(_may_hold(a, outer) for a in get_args(hint))
    return True  # Any, a type variable, an abstract collection...: it may


def zone_items(state: Any) -> Iterable[tuple[Any, str, ZoneMark]]:
    """Every zone of ``state`` and of the structs it holds: ``(holder, field, mark)``, in field
    order, depth first."""
    kind: Any = type(state)
    for name, mark in _walk(kind):
        value = getattr(state, name)
        if mark is not None:
            yield state, name, mark
        elif isinstance(value, msgspec.Struct):
            yield from zone_items(value)
        elif isinstance(value, tuple) and value and isinstance(value[0], msgspec.Struct):
            for item in value:
                yield from zone_items(item)


class Pool(NamedTuple):
    """One pool of ``redeal_pools``: its items (every copy), and the zones (field names) its
    placeholders are in (``None``: every zone); ``holder``: only the zones of that struct (a
    pool of one player's own: his Shtick Deck), not the fields of the same name elsewhere."""

    items: Sequence[Any]
    zones: Collection[str] | None = None
    holder: Any = None


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
    pool is too small for the placeholders (a view inconsistent with the pool). ``zones``: only
    the placeholders in the fields named (the others stay); ``seen``: items in sight outside
    any zone (a card on a stack of plays)."""
    return redeal_pools(state, (Pool(pool, zones),), rng, unknown, seen=seen)


def redeal_pools(
    state: S, pools: Sequence[Pool], rng: Rng, unknown: Any, /, *, seen: Iterable[Any] = ()
) -> tuple[S, Rng]:
    """``redeal`` for a game with several pools (a Battle deck, a Loot deck): each pool's
    placeholders (in its ``zones``, which no two pools share) are dealt from it in turn, each
    pool minus every item in sight and every item the pools before it dealt. One walk over the
    state to look and one to fill, whatever the number of pools."""
    items = list(seen)
    holes_in: dict[str, int] = {}  # placeholders by zone name
    holding: set[int] = set()  # the structs with a placeholder in them (ids, while they live)
    _look(state, items, holes_in, holding, unknown)
    sight = Counter(items)
    sight.pop(unknown, None)
    feeds: dict[str | None, Iterator[Any]] = {}
    own: dict[int, dict[str, Iterator[Any]]] = {}  # a holder's pools, by the holder's id
    plans = _pools_plan(
        tuple([p.items if type(p.items) is tuple else tuple(p.items) for p in pools])
    )
    for pool, (pool_items, where, shared) in zip(pools, plans, strict=True):
        if pool.holder is not None:
            holder = pool.holder
            held: Any = type(holder)
            marks = zones_of(held)
            names = list(marks) if pool.zones is None else pool.zones
            holes = 0
            for n in names:
                zone_value = getattr(holder, n)
                if zone_value:
                    holes += _holes(zone_value, marks[n], unknown)
        else:
            names = holes_in if pool.zones is None else pool.zones
            holes = sum([holes_in.get(name, 0) for name in names])
        dealt: list[Any] = []
        if holes:
            left = _unseen_of(pool_items, where, sight)
            if len(left) < holes:
                raise ValueError(
                    f"{holes} unseen items to deal but only {len(left)} unaccounted for"
                )
            dealt, rng = _deal(left, holes, rng)
            if shared:  # a later pool holds some of the same items
                sight.update(dealt)
        feed = iter(dealt)
        if pool.holder is not None:
            own.setdefault(id(pool.holder), {}).update(dict.fromkeys(names, feed))
            continue
        named: Iterable[str | None] = pool.zones if pool.zones is not None else (None,)
        for field in named:
            if field in feeds:
                raise ValueError(f"zone {field!r} is in two pools")
            feeds[field] = feed
    if own and (None in feeds or any(n in feeds for names in own.values() for n in names)):
        raise ValueError("a zone is in a holder's pool and in a pool of every holder")
    return _fill(state, feeds, own, holding, unknown), rng


def _holes(value: Any, mark: ZoneMark, unknown: Any) -> int:
    if mark.owner == BY_SEAT:
        return sum(zone.count(unknown) for zone in value)
    count: int = value.count(unknown)
    return count


def _unseen_of(
    pool: tuple[Any, ...], where: Mapping[Any, tuple[int, ...]], sight: Counter[Any]
) -> list[Any]:
    """``pool`` less every copy in ``sight``: of each item in sight the pool's last copies are
    kept out (the pool order is kept, so the deal depends on the rng alone). Only the items both
    in the pool and in sight are looked at, by the places of each item in the pool (``where``,
    worked out once per pool: ``_pools_plan``)."""
    common = where.keys() & sight.keys()  # in any order: only the places it marks count
    if not common:
        return list(pool)
    keep = bytearray(b"\x01") * len(pool)
    for item in common:
        at = where[item]
        n = sight[item]
        for i in at[-n:] if n < len(at) else at:
            keep[i] = 0
    return list(compress(pool, keep))


_Plan = tuple[tuple[tuple[Any, ...], dict[Any, tuple[int, ...]], bool], ...]


def _pools_plan(pools: tuple[tuple[Any, ...], ...]) -> _Plan:
    """Each pool's items, the places of each item in it, and whether a later pool holds some of
    the same items (then what it deals counts as seen for those): worked out once per list of
    pools (items that cannot be hashed: every time)."""
    try:
        return _pools_plan_once(pools)
    except TypeError:
        return _pools_plan_once.__wrapped__(pools)


@lru_cache(maxsize=64)
def _pools_plan_once(pools: tuple[tuple[Any, ...], ...]) -> _Plan:
    places: list[dict[Any, tuple[int, ...]]] = []
    for pool in pools:
        at: dict[Any, list[int]] = {}
        for i, item in enumerate(pool):
            at.setdefault(item, []).append(i)
        places.append({item: tuple(found) for item, found in at.items()})
    return tuple(
        (
            pool,
            where,
            any(not where.keys().isdisjoint(later) for later in places[k + 1 :]),
        )
        for k, (pool, where) in enumerate(zip(pools, places, strict=True))
    )


def _look(
    value: Any, items: list[Any], holes_in: dict[str, int], holding: set[int], unknown: Any
) -> bool:
    """Every item in the zones of ``value`` into ``items``, the placeholders counted by zone
    name; whether ``value`` holds any (then its id is in ``holding``)."""
    kind: Any = type(value)
    held: bool = _looker(kind)(value, items, holes_in, holding, unknown)
    return held


def _compile(lines: list[str], space: dict[str, Any], name: str) -> Any:
    exec("\n".join(lines), space)  # code built from the struct types' field names only
    return space[name]


_BUILDING: set[Any] = set()
"""The struct types whose looker or filler is being compiled (a type that holds itself, or
one that holds it, is then reached through the generic call instead of its compiled one)."""


def _child(kind: Any, field: str, make: Callable[[Any], Any]) -> tuple[Any, Any, bool]:
    """The struct type declared for a field (a struct, or a tuple of them), its compiled
    looker or filler (``make``), and whether it is a tuple; ``(None, None, False)`` when the
    type is loose, generic, or being compiled."""
    held, many = _struct_in(get_type_hints(kind, include_extras=True).get(field, Any))
    if held is None or held in _BUILDING or bool(getattr(held, "__parameters__", ())):
        return None, None, False
    return held, make(held), many


@lru_cache(maxsize=256)
def _looker(kind: Any) -> Any:
    """``_look`` for one struct type, compiled: the zones and the fields that may hold structs
    that have zones, read by name, no per-field dispatch; a field declared as a struct type (or
    a tuple of them) calls that type's compiled looker directly."""
    space: dict[str, Any] = {"_look": _look, "Struct": msgspec.Struct}
    lines = ["def look(s, items, holes_in, holding, u):", "    held = False"]
    _BUILDING.add(kind)
    try:
        for k, (name, mark) in enumerate(_walk(kind)):
            if mark is None:
                held_type, direct, many = _child(kind, name, _looker)
                lines.append(f"    v = s.{name}")
                if held_type is not None:
                    space[f"T{k}"], space[f"L{k}"] = held_type, direct
                    call = f"L{k}(x, items, holes_in, holding, u)"
                    other = "_look(x, items, holes_in, holding, u)"
                    if many:
                        lines += [
                            "    for x in v:",
                            f"        if ({call} if type(x) is T{k} else {other}):",
                            "            held = True",
                        ]
                    else:
                        lines += [
                            f"    if type(v) is T{k}:",
                            f"        held = L{k}(v, items, holes_in, holding, u) or held",
                            "    elif isinstance(v, Struct):",
                            "        held = _look(v, items, holes_in, holding, u) or held",
                        ]
                    continue
                lines += [
                    "    if isinstance(v, Struct):",
                    "        held = _look(v, items, holes_in, holding, u) or held",
                    "    elif isinstance(v, tuple) and v and isinstance(v[0], Struct):",
                    "        for x in v:",
                    "            held = _look(x, items, holes_in, holding, u) or held",
                ]
                continue
            pad = "        "
            if mark.owner == BY_SEAT:
                lines += [f"    for z in s.{name}:", "        if z:"]
                pad = "            "
            else:
                lines += [f"    z = s.{name}", "    if z:"]
            lines += [
                f"{pad}n = z.count(u)",
                f"{pad}if n != len(z):",
                f"{pad}    items.extend(z)  # the placeholders are taken out by the caller",
                f"{pad}if n:",
                f"{pad}    holes_in[{name!r}] = holes_in.get({name!r}, 0) + n",
                f"{pad}    held = True",
            ]
    finally:
        _BUILDING.discard(kind)
    lines += ["    if held:", "        holding.add(id(s))", "    return held"]
    return _compile(lines, space, "look")


def _deal(items: list[Any], count: int, rng: Rng) -> tuple[list[Any], Rng]:
    """``count`` of ``items`` drawn at random, in the order drawn (a Fisher-Yates shuffle that
    stops after ``count`` steps: only the cards dealt cost a draw). Each draw is ``Rng.below``
    written out as ``Rng.shuffle`` does it (a raw draw below ``_SAFE`` needs no rejection
    test: no pool is ``_SHORT`` long)."""
    seed, counter, size = rng.seed, rng.counter, len(items)
    x = seed + counter * _GOLDEN
    for i in range(count):
        n = size - i
        counter += 1
        x += _GOLDEN
        z = x & _MASK
        z = ((z ^ (z >> 30)) * _M1) & _MASK
        z = ((z ^ (z >> 27)) * _M2) & _MASK
        z ^= z >> 31
        if z >= _SAFE and z >= _TWO64 - _TWO64 % n:
            r, counter = _below(seed, counter, n)
            x = seed + counter * _GOLDEN
        else:
            r = z % n
        j = i + r
        items[i], items[j] = items[j], items[i]
    return items[:count], Rng(seed, counter, rng.script)


def _filled(zone: tuple[Any, ...], dealt: Any, unknown: Any) -> tuple[Any, ...]:
    holes = zone.count(unknown)
    if holes == len(zone):  # a zone unseen as a whole (a draw pile, another's hand)
        return tuple(islice(dealt, holes))
    return tuple([next(dealt) if x == unknown else x for x in zone])


def _fill(
    value: Any,
    feeds: dict[str | None, Iterator[Any]],
    own: dict[int, dict[str, Iterator[Any]]],
    holding: set[int],
    unknown: Any,
) -> Any:
    """``value`` with the placeholders of each zone dealt from its pool's feed (``feeds[None]``:
    the one pool of every zone; ``own``: the pools of one holder); only the structs in
    ``holding`` are looked into."""
    if id(value) not in holding:
        return value
    kind: Any = type(value)
    return _filler(kind)(value, feeds, own, holding, unknown)


@lru_cache(maxsize=256)
def _filler(kind: Any) -> Any:
    """``_fill`` for one struct type, compiled as ``_looker``."""
    space: dict[str, Any] = {
        "_fill": _fill,
        "_filled": _filled,
        "islice": islice,
        "Struct": msgspec.Struct,
        "replace": msgspec.structs.replace,
        "is_not": is_not,
    }
    lines = ["def fill(s, feeds, own, holding, u):", "    ch = {}"]
    lines.append("    mine = own.get(id(s)) if own else None")
    _BUILDING.add(kind)
    try:
        for k, (name, mark) in enumerate(_walk(kind)):
            lines.append(f"    v = s.{name}")
            if mark is None:
                held_type, direct, many = _child(kind, name, _filler)
                args = "feeds, own, holding, u"
                if held_type is not None and many:
                    space[f"T{k}"], space[f"F{k}"] = held_type, direct
                    one = f"(F{k}(x, {args}) if type(x) is T{k} else _fill(x, {args}))"
                    lines += [
                        f"    f = tuple([{one} if id(x) in holding else x for x in v])",
                        "    if any(map(is_not, f, v)):",
                        f"        ch[{name!r}] = f",
                    ]
                    continue
                lines += [
                    "    if isinstance(v, Struct):",
                    f"        f = _fill(v, {args})",
                    "        if f is not v:",
                    f"            ch[{name!r}] = f",
                    "    elif isinstance(v, tuple) and v and isinstance(v[0], Struct):",
                    f"        f = tuple([_fill(x, {args}) for x in v])",
                    "        if any(map(is_not, f, v)):",
                    f"            ch[{name!r}] = f",
                ]
                continue
            if mark.owner == BY_SEAT:
                lines.append("    if any(u in z for z in v):")
            else:
                lines.append("    if u in v:")
            lines += [
                f"        d = (mine and mine.get({name!r})) or feeds.get({name!r})"
                " or feeds.get(None)",
                "        if d is not None:",
            ]
            if mark.owner == BY_SEAT:
                lines.append(f"            ch[{name!r}] = tuple([_filled(z, d, u) for z in v])")
            else:
                lines += [  # ``_filled`` written out: a zone unseen as a whole is a slice
                    "            n = v.count(u)",
                    f"            ch[{name!r}] = tuple(islice(d, n)) if n == len(v) else "
                    "_filled(v, d, u)",
                ]
    finally:
        _BUILDING.discard(kind)
    lines.append("    return replace(s, **ch) if ch else s")
    return _compile(lines, space, "fill")
