"""A fixed-length numeric encoding of any view, for learning agents: feature hashing.

Every leaf of the view's JSON form (``msgspec.to_builtins``) becomes one feature: its path
(``players.0.health``; list positions past ``MAX_INDEX`` share one slot) and, for text, its value
(``phase=combat``). Each feature name is hashed with BLAKE2b (never Python's ``hash()``, which
differs between processes) to one of ``size`` buckets and its value added there: a number as it
is, a boolean as 0 or 1, a text as 1. ``None`` adds nothing. The same view gives the same vector
in every process.

A tuple is read as a list (``msgspec.to_builtins`` keeps tuples as tuples; until the layout's
second version the walk passed over them, so every tuple field of a view, hands, players,
enemies..., was left out of the vector: ``LAYOUT`` names the version).

``Features.encode`` gets that vector without building the JSON form: for each view type at each
path it compiles, once per ``Features`` instance, straight-line code that reads the fields and
appends (bucket, value) pairs in the JSON form's order; a frozen sub-structure that is the very
object met at the same path in the previous view replays its pairs; the pairs are summed in order
(``numpy.bincount``), so every bucket receives the same additions in the same order as
``Features.walk``, the straightforward walk of the JSON form kept as the reference.

``Tracker`` (one per seat in the environment) keeps the sums of a stream of views and makes each
from the last: compiled code per view type and path compares the two views field by field and
appends only the pairs that differ (a part that is the very same object is skipped; an equal one,
compared in C, too, while equal values have had the same pairs: no set, no dict with number keys,
no omitted default met), to be added to and taken from running sums. Whole numbers give the same
sum in any order, so those sums are exact, the very bytes of ``Features.sums``; a value that is
not a whole number is kept apart (alone in its bucket it is the sum; mixed, the view is summed
in order). Views are values: a part is never changed after the view is made.
"""

from __future__ import annotations

import enum
import hashlib
from array import array
from collections.abc import Callable
from collections.abc import Set as AbstractSet
from types import CodeType
from typing import Any

import msgspec
import numpy as np
from numpy.typing import NDArray

LAYOUT = 2
"""The observation layout's version: 2 reads tuples as lists (1 passed over them)."""

MAX_INDEX = 64
"""List positions from here on share one feature name (``hand.64+``)."""

MAX_PAIRS = 1 << 20
"""A ``Tracker`` keeps running sums of views with at most this many pairs (beyond, it sums in
order): with whole numbers below ``WHOLE`` every running sum stays below 2**53, so exact."""

WHOLE = float(1 << 31)

LOW, HIGH = -(1 << 31), 1 << 31
"""``-WHOLE`` and ``WHOLE`` as ints, to compare ints with (the same answers, without making
floats)."""
"""Whole numbers below this in size go into a ``Tracker``'s running sums."""

Emit = Callable[[Any, "array[int]", "array[float]"], None]
"""Appends the (bucket, value) pairs of one value at a known path."""

NUMBERS = frozenset({int, float, bool})
"""The types whose values are numbers (a boolean counts 0 or 1)."""

BATCH = 4
"""The compiled difference of two Structs tests this many fields at once (one ``is not`` each)
before looking at them one by one."""

NONE: frozenset[int] = frozenset()

Pairs = tuple["array[int]", "array[float]"]
"""Buckets and values, pair by pair."""

Differ = Callable[[Any, Any, Pairs, Pairs], None]
"""Appends the pairs one value has and another has not (at a known path), and the reverse."""


class Features:
    """Hashes views of one game into vectors of ``size`` floats; remembers the buckets of the
    feature names it has seen and the code compiled per view type (per instance: nothing is
    kept between environments)."""

    def __init__(self, size: int = 1024) -> None:
        self.size = size
        self._buckets: dict[str, int] = {}
        self._paths: dict[tuple[str, Any], str] = {}
        """A child's path from its parent's path and its key or list position (made once)."""
        self._lists: dict[str, list[str]] = {}
        """The paths of a list's or a tuple's positions, by the list's path (made once)."""
        self._texts: dict[tuple[str, str], int] = {}
        """The bucket of a text leaf from its path and value (made once)."""
        self._compiled: dict[tuple[type, str], Emit] = {}
        """The pairs of a Struct type at a path: compiled code (made once)."""
        self._previous: dict[tuple[int, str], tuple[Any, array[int], array[float]]] = {}
        self._current: dict[tuple[int, str], tuple[Any, array[int], array[float]]] = {}
        """Frozen sub-structures of the previous and of the current view, by identity and path,
        with their pairs (the object is kept so that its id is not reused)."""
        self._differs: dict[tuple[type, str], Differ] = {}
        self._codes: dict[str, CodeType] = {}
        """Compiled code by its source (``_code``): one per view type, shared by its paths."""
        """The difference of two values of a Struct type at a path: compiled code (made once)."""
        self._remember = True
        """Whether ``_emit`` remembers the pairs of frozen parts by identity (for the next view)."""
        self._equal_is_same = True
        """Whether two equal values (``==``) have had the same pairs in every view met so far:
        true until a set (equal sets may list their items in another order), a dict with a key
        other than a text (``{1: x} == {True: x}``) or a value read through its JSON form."""
        self._direct: array[float] | None = None
        """While a ``Tracker`` takes a difference: its running sums, into which the difference
        of two whole numbers (below ``WHOLE``) or two texts at the same path goes straight (no
        pairs to append and take: the sums are exact in any order), unless a bucket is in
        ``_watched``; else None."""
        self._watched: AbstractSet[int] = NONE
        self._moved = 0
        """While a ``Tracker`` takes a difference: how many more pairs went straight into its
        sums than were taken straight out (``_items_into``), for its count of pairs."""
        """While a ``Tracker`` takes a difference: the buckets whose whole numbers it counts
        (``Tracker._whole``): their changes go as pairs, never straight into the sums."""

    def bucket(self, name: str) -> int:
        found = self._buckets.get(name)
        if found is None:
            digest = hashlib.blake2b(name.encode(), digest_size=8).digest()
            found = self._buckets[name] = int.from_bytes(digest, "little") % self.size
        return found

    # -- the vector -------------------------------------------------------------------------

    def encode(self, view: Any) -> NDArray[np.float32]:
        """The view's vector (the same as ``walk``'s, made faster)."""
        return self.sums(view).astype(np.float32)

    def sums(self, view: Any) -> NDArray[np.float64]:
        """The view's bucket sums before rounding to ``float32`` (``encode`` rounds them)."""
        self._previous, self._current = self._current, {}
        buckets, values = array("q"), array("d")  # a number becomes a float as float() does
        self._emit(view, "", buckets, values)
        sums: NDArray[np.float64] = np.bincount(  # type: ignore[assignment]  # weights: floats
            np.frombuffer(buckets, dtype=np.int64),
            weights=np.frombuffer(values, dtype=np.float64),
            minlength=self.size,
        )
        return sums

    def walk(self, view: Any) -> NDArray[np.float32]:
        """The reference: the view's JSON form walked leaf by leaf."""
        sums = [0.0] * self.size  # Python floats add faster than numpy scalars, one leaf at a time
        self._walk(msgspec.to_builtins(view), "", sums)
        return np.asarray(sums, dtype=np.float32)

    def _child(self, path: str, key: Any) -> str:
        found = self._paths.get((path, key))
        if found is None:
            if isinstance(key, int):
                slot = str(key) if key < MAX_INDEX else f"{MAX_INDEX}+"
                found = f"{path}.{slot}"
            else:
                found = f"{path}.{key}" if path else str(key)
            self._paths[(path, key)] = found
        return found

    def _text(self, path: str, value: str) -> int:
        found = self._texts.get((path, value))
        if found is None:
            found = self._texts[(path, value)] = self.bucket(f"{path}={value}")
        return found

    def _walk(self, value: Any, path: str, sums: list[float]) -> None:
        kind = type(value)
        if kind is dict:
            for key, item in value.items():
                self._walk(item, self._child(path, str(key)), sums)
        elif kind is list or kind is tuple:
            for index, item in enumerate(value):
                self._walk(item, self._child(path, index), sums)
        elif kind is int or kind is float or kind is bool:  # a bool counts 0 or 1
            sums[self.bucket(path)] += float(value)
        elif kind is str:
            sums[self._text(path, value)] += 1.0
        # None adds nothing

    # -- the fast way: pairs in the JSON form's order ---------------------------------------

    def _emit(self, value: Any, path: str, buckets: array[int], values: array[float]) -> None:
        """Append the pairs of ``value`` at ``path``, as ``_walk`` of its JSON form adds them."""
        kind = type(value)
        if isinstance(value, msgspec.Struct):
            self._struct(value, path, buckets, values)
        elif kind is int or kind is float or kind is bool:
            buckets.append(self.bucket(path))
            values.append(value)
        elif kind is str:
            buckets.append(self._text(path, value))
            values.append(1.0)
        elif kind is tuple and not self._remember:
            self._items(value, path, buckets, values)
        elif kind is tuple:  # immutable: the very tuple met here last time replays its pairs
            key = (id(value), path)
            seen = self._previous.get(key)
            if seen is not None and seen[0] is value:
                buckets.extend(seen[1])
                values.extend(seen[2])
                self._current[key] = seen
                return
            start = len(buckets)
            self._items(value, path, buckets, values)
            if len(buckets) - start > 8:  # worth remembering
                self._current[key] = (value, buckets[start:], values[start:])
        elif kind is list:
            self._items(value, path, buckets, values)
        elif value is None or value is msgspec.UNSET:
            return
        elif isinstance(value, (list, tuple, frozenset, set)):
            if not isinstance(value, (list, tuple)):  # equal sets may list their items apart
                self._equal_is_same = False
            for index, item in enumerate(value):
                self._emit(item, self._child(path, index), buckets, values)
        elif kind is dict and all(type(key) is str or type(key) is int for key in value):
            if not all(type(key) is str for key in value):  # {1: x} == {True: x}
                self._equal_is_same = False
            for key, item in value.items():
                self._emit(item, self._child(path, str(key)), buckets, values)
        elif isinstance(value, enum.Enum):
            self._emit(msgspec.to_builtins(value), path, buckets, values)
        else:  # anything rarer: its JSON form, walked
            self._equal_is_same = False
            self._pairs(msgspec.to_builtins(value), path, buckets, values)

    def _items(self, value: Any, path: str, buckets: array[int], values: array[float]) -> None:
        """A tuple's or a list's pairs, as ``_emit`` gives them item by item (texts and numbers
        inline: a view's card lists are long)."""
        children = self._lists.get(path)
        if children is None:
            children = self._lists[path] = []
        while len(children) < len(value):
            children.append(self._child(path, len(children)))
        self._items_from(value, 0, children, buckets, values)

    def _pairs(self, value: Any, path: str, buckets: array[int], values: array[float]) -> None:
        """``_walk`` of a JSON form, appending pairs instead of adding them."""
        kind = type(value)
        if kind is dict:
            for key, item in value.items():
                self._pairs(item, self._child(path, str(key)), buckets, values)
        elif kind is list or kind is tuple:
            for index, item in enumerate(value):
                self._pairs(item, self._child(path, index), buckets, values)
        elif kind is int or kind is float or kind is bool:
            buckets.append(self.bucket(path))
            values.append(value)
        elif kind is str:
            buckets.append(self._text(path, value))
            values.append(1.0)

    def _struct(self, value: Any, path: str, buckets: array[int], values: array[float]) -> None:
        kind = type(value)
        config = kind.__struct_config__
        if not config.frozen or not path or not self._remember:  # (the view: not remembered)
            self._compiled_for(kind, path)(value, buckets, values)
            return
        key = (id(value), path)
        seen = self._previous.get(key)
        if seen is not None and seen[0] is value:
            buckets.extend(seen[1])
            values.extend(seen[2])
            self._current[key] = seen
            return
        start = len(buckets)
        self._compiled_for(kind, path)(value, buckets, values)
        self._current[key] = (value, buckets[start:], values[start:])

    def _field(
        self,
        value: Any,
        path: str,
        memo: list[Any],
        buckets: array[int],
        values: array[float],
    ) -> None:
        """A field's value that is no number, text or None: a frozen Struct that is the
        very object this field held last time replays its pairs (``memo``: that object and
        its pairs); any other value as ``_emit`` does."""
        if value is memo[0]:
            buckets.extend(memo[1])
            values.extend(memo[2])
            return
        kind = type(value)
        if isinstance(value, msgspec.Struct) and kind.__struct_config__.frozen:
            start = len(buckets)
            self._compiled_for(kind, path)(value, buckets, values)
            memo[:] = (value, buckets[start:], values[start:])
        else:
            self._emit(value, path, buckets, values)

    def _compiled_for(self, kind: type, path: str) -> Emit:
        found = self._compiled.get((kind, path))
        if found is None:
            found = self._compiled[(kind, path)] = self._compile(kind, path)
        return found

    def _code(self, lines: list[str]) -> CodeType:
        """The compiled code of ``lines`` (compiled once: the same type at another path makes
        the same lines, its path's buckets and names being the namespace's constants)."""
        source = "\n".join(lines)
        found = self._codes.get(source)
        if found is None:
            found = self._codes[source] = compile(source, "<features>", "exec")
        return found

    def _compile(self, kind: Any, path: str) -> Emit:
        """Straight-line code for the pairs of a ``kind`` at ``path``: the tag first (if any),
        then every field in order under its encoded name (its position if array-like)."""
        config = kind.__struct_config__
        if config.omit_defaults:  # which fields show depends on the values: the JSON form
            self._equal_is_same = False  # whatever it holds, sets among them

            def through_json(value: Any, buckets: array[int], values: array[float]) -> None:
                self._pairs(msgspec.to_builtins(value), path, buckets, values)

            return through_json
        names: list[Any] = list(kind.__struct_encode_fields__)
        fields: list[str | None] = list(kind.__struct_fields__)
        constants: dict[str, Any] = {"field": self._field, "bucket": self.bucket}
        lines = ["def emitter(v, buckets, values):"]
        lines += ["    add = buckets.append", "    put = values.append"]
        annotations: dict[str, Any] = {}
        for base in reversed(kind.__mro__):
            annotations.update(getattr(base, "__annotations__", {}))
        if config.tag is not None:
            names.insert(0, config.tag_field)
            fields.insert(0, None)
        for position, (name, field) in enumerate(zip(names, fields, strict=True)):
            child = self._child(path, position if config.array_like else name)
            constants[f"P{position}"] = child
            if field is None:  # the tag: a constant leaf
                tag = config.tag
                bucket = self._text(child, tag) if type(tag) is str else self.bucket(child)
                constants[f"B{position}"] = bucket
                lines += [f"    add(B{position})", f"    put({1.0 if type(tag) is str else tag!r})"]
                continue
            texts: dict[str, int] = {}
            constants[f"T{position}"] = texts
            constants[f"M{position}"] = [None, array("q"), array("d")]  # None is never read
            constants[f"B{position}"] = self.bucket(child)
            number = [
                "if t is int or t is float or t is bool:",
                f"    add(B{position})",
                "    put(x)",
            ]
            text = [
                "if t is str:",
                f"    b = T{position}.get(x)",
                "    if b is None:",
                f"        b = T{position}[x] = bucket(P{position} + '=' + x)",
                "    add(b)",
                "    put(1.0)",
            ]
            nothing = ["if x is None:", "    pass"]
            # the branches exclude each other: the likeliest by the annotation goes first
            hint = annotation_text(annotations.get(field, ""))
            if hint.startswith("str"):
                branches = [text, number, nothing]
            else:
                branches = [number, text, nothing]
            lines += [f"    x = v.{field}", "    t = type(x)"]
            for order, branch in enumerate(branches):
                head = branch[0] if order == 0 else "el" + branch[0]
                lines += ["    " + head] + ["    " + line for line in branch[1:]]
            lines += ["    else:", f"        field(x, P{position}, M{position}, buckets, values)"]
        namespace: dict[str, Any] = dict(constants)
        exec(self._code(lines), namespace)  # code made here from field names
        emitter: Emit = namespace["emitter"]
        return emitter

    # -- one seat's views, each from the difference with the last ---------------------------

    def tracker(self) -> Tracker:
        """Sums of a stream of views (one seat's), each made from the last one's by what
        changed (``Tracker``)."""
        return Tracker(self)

    def _change(self, new: Any, old: Any, path: str, added: Pairs, removed: Pairs) -> None:
        """Append the pairs ``new`` has at ``path`` and ``old`` has not to ``added``, and the
        pairs ``old`` has and ``new`` has not to ``removed`` (pairs both have may be in both:
        they cancel). Parts that are the very same object are skipped: views are values, never
        changed after they are made."""
        if (
            self._equal_is_same
            and type(new) is type(old)
            and isinstance(new, msgspec.Struct)
            and new == old  # compared in C
        ):
            return
        self._unequal(new, old, path, added, removed)

    def _unequal(self, new: Any, old: Any, path: str, added: Pairs, removed: Pairs) -> None:
        """``_change`` of two values already found unequal (or whose equality does not
        tell), neither a number nor a text: the compiled code's way."""
        kind = type(new)
        if kind is type(old):
            if kind is tuple or kind is list:
                self._change_items(new, old, path, added, removed)
                return
            if isinstance(new, msgspec.Struct):
                self._differ_for(kind, path)(new, old, added, removed)
                return
        if new is not None:
            self._emit(new, path, added[0], added[1])
        if old is not None:
            self._emit(old, path, removed[0], removed[1])

    def _change_items(self, new: Any, old: Any, path: str, added: Pairs, removed: Pairs) -> None:
        """``_change`` of two tuples (or lists), position by position (a common start that is
        equal, compared in C, as a whole when equal values have the same pairs)."""
        size, was_size = len(new), len(old)
        common = size if size < was_size else was_size
        start = 0
        if self._equal_is_same:
            if size == was_size:
                if new == old:
                    return
            elif (new[:common] if size > was_size else old[:common]) == (
                old if size > was_size else new
            ):
                start = common  # only grew or shrank at the end
        children = self._lists.get(path)
        if children is None:
            children = self._lists[path] = []
        longer = size if size > was_size else was_size
        while len(children) < longer:
            children.append(self._child(path, len(children)))
        add_bucket, add_value = added
        remove_bucket, remove_value = removed
        direct = self._direct
        texts, buckets, differs = self._texts, self._buckets, self._differs  # (made if missing)
        watched = self._watched
        for index in range(start, common):
            item, was = new[index], old[index]
            if item is was:
                continue
            kind, other = type(item), type(was)
            child = children[index]
            if kind is str and other is str:
                if item == was:
                    continue
                gain = texts.get((child, item))
                if gain is None:
                    gain = self._text(child, item)
                loss = texts.get((child, was))
                if loss is None:
                    loss = self._text(child, was)
                if direct is not None and gain not in watched and loss not in watched:
                    direct[gain] += 1.0  # the tracker's sums, exact in any order
                    direct[loss] -= 1.0
                else:
                    add_bucket.append(gain)
                    add_value.append(1.0)
                    remove_bucket.append(loss)
                    remove_value.append(1.0)
            elif (kind is int or kind is float or kind is bool) and (
                other is int or other is float or other is bool
            ):
                if item == was:
                    continue
                bucket = buckets.get(child)
                if bucket is None:
                    bucket = self.bucket(child)
                if (
                    direct is not None
                    and bucket not in watched
                    and kind is not float
                    and other is not float
                    and LOW < item < HIGH
                    and LOW < was < HIGH
                ):
                    direct[bucket] += item - was
                else:
                    add_bucket.append(bucket)
                    add_value.append(item)
                    remove_bucket.append(bucket)
                    remove_value.append(was)
            elif kind is other and (differ := differs.get((kind, child))) is not None:
                # two Structs of a type met here before: ``_change`` without its calls
                if not (self._equal_is_same and item == was):
                    differ(item, was, added, removed)
            else:
                self._change(item, was, child, added, removed)
        if direct is not None:  # a tracker's: the items past the common part straight in
            if size > common:
                self._items_into(new, common, children, True, added)
            if was_size > common:
                self._items_into(old, common, children, False, removed)
            return
        if size > common:
            self._items_from(new, common, children, add_bucket, add_value)
        if was_size > common:
            self._items_from(old, common, children, remove_bucket, remove_value)

    def _items_into(
        self, value: Any, start: int, children: list[str], adding: bool, pairs: Pairs
    ) -> None:
        """``_items_from`` while a ``Tracker`` takes a difference: texts and whole numbers
        (below ``WHOLE``) of buckets it does not count go straight into its sums, added or
        (``adding`` false) taken away, and are counted in ``_moved``; anything else becomes
        pairs."""
        direct = self._direct
        assert direct is not None
        watched, texts, buckets = self._watched, self._texts, self._buckets
        moved = 0
        for index in range(start, len(value)):
            item = value[index]
            kind = type(item)
            if kind is str:
                bucket = texts.get((children[index], item))
                if bucket is None:
                    bucket = self._text(children[index], item)
                if bucket not in watched:
                    if adding:
                        direct[bucket] += 1.0
                    else:
                        direct[bucket] -= 1.0
                    moved += 1
                    continue
                pairs[0].append(bucket)
                pairs[1].append(1.0)
            elif kind is int or kind is bool:
                bucket = buckets.get(children[index])
                if bucket is None:
                    bucket = self.bucket(children[index])
                if bucket not in watched and LOW < item < HIGH:
                    if adding:
                        direct[bucket] += item
                    else:
                        direct[bucket] -= item
                    moved += 1
                    continue
                pairs[0].append(bucket)
                pairs[1].append(item)
            elif item is not None:
                self._emit(item, children[index], pairs[0], pairs[1])
        self._moved += moved if adding else -moved

    def _items_from(
        self,
        value: Any,
        start: int,
        children: list[str],
        buckets: array[int],
        values: array[float],
    ) -> None:
        """The pairs of a tuple's items from position ``start`` on (as ``_items``)."""
        for index in range(start, len(value)):
            item = value[index]
            kind = type(item)
            if kind is str:
                buckets.append(self._text(children[index], item))
                values.append(1.0)
            elif kind is int or kind is float or kind is bool:
                buckets.append(self.bucket(children[index]))
                values.append(item)
            elif item is not None:
                self._emit(item, children[index], buckets, values)

    def _differ_for(self, kind: type, path: str) -> Differ:
        found = self._differs.get((kind, path))
        if found is None:
            found = self._differs[(kind, path)] = self._compile_differ(kind, path)
        return found

    def _compile_differ(self, kind: Any, path: str) -> Differ:
        """Straight-line code for ``_change`` of two ``kind`` values at ``path``: field by
        field, a field holding the very same object on both sides is skipped, numbers and
        texts inline, anything else through ``_change``."""
        config = kind.__struct_config__
        if config.omit_defaults:  # which fields show depends on the values: both whole

            def whole(new: Any, old: Any, added: Pairs, removed: Pairs) -> None:
                self._pairs(msgspec.to_builtins(new), path, added[0], added[1])
                self._pairs(msgspec.to_builtins(old), path, removed[0], removed[1])

            return whole
        names: list[Any] = list(kind.__struct_encode_fields__)
        fields: list[str] = list(kind.__struct_fields__)
        offset = 1 if config.tag is not None else 0  # the tag: the same on both sides
        constants: dict[str, Any] = {
            "L": LOW,
            "H": HIGH,
            "items": self._change_items,
            "NUMBERS": NUMBERS,
            "unequal": self._unequal,
            "bucket": self.bucket,
            "features": self,
            "differs": self._differs,
        }
        lines = ["def differ(n, o, added, removed):"]
        lines += ["    ab, av = added", "    rb, rv = removed", "    S = features._direct"]
        lines += ["    Q = features._watched"]
        annotations: dict[str, Any] = {}
        for base in reversed(kind.__mro__):
            annotations.update(getattr(base, "__annotations__", {}))
        blocks: list[tuple[str, list[str]]] = []
        for position, (name, field) in enumerate(zip(names, fields, strict=True), offset):
            child = self._child(path, position if config.array_like else name)
            constants[f"P{position}"] = child
            texts: dict[str, int] = {}
            constants[f"T{position}"] = texts
            constants[f"B{position}"] = self.bucket(child)
            number = [  # two ints (or bools) below WHOLE: straight into the sums (exact)
                "if t is int or t is bool or t is float:",
                "    if x != y:",
                f"        if S is not None and B{position} not in Q and t is not float"
                " and L < x < H and L < y < H:",
                f"            S[B{position}] += x - y",
                "        else:",
                f"            ab.append(B{position})",
                "            av.append(x)",
                f"            rb.append(B{position})",
                "            rv.append(y)",
            ]
            text = [
                "if t is str:",
                "    if x != y:",
                f"        b = T{position}.get(x)",
                "        if b is None:",
                f"            b = T{position}[x] = bucket(P{position} + '=' + x)",
                f"        c = T{position}.get(y)",
                "        if c is None:",
                f"            c = T{position}[y] = bucket(P{position} + '=' + y)",
                "        if S is not None and b not in Q and c not in Q:",
                "            S[b] += 1.0",
                "            S[c] -= 1.0",
                "        else:",
                "            ab.append(b)",
                "            av.append(1.0)",
                "            rb.append(c)",
                "            rv.append(1.0)",
            ]
            sequence = [
                "if t is tuple or t is list:",
                f"    items(x, y, P{position}, added, removed)",
            ]
            hint = annotation_text(annotations.get(field, ""))
            if hint.startswith("str"):
                branches = [text, number, sequence]
            elif hint.startswith(("tuple", "list")):
                branches = [sequence, number, text]
            else:
                branches = [number, text, sequence]
            # the same type on both sides (the branches exclude each other: the likeliest by
            # the annotation first); else a number for another (1 for True, 2 for 2.0: the
            # same pairs when equal) or anything else
            block = [f"x = n.{field}", f"y = o.{field}", "if x is not y:", "    t = type(x)"]
            block += ["    if t is type(y):"]
            for order, branch in enumerate(branches):
                head = branch[0] if order == 0 else "el" + branch[0]
                block += ["        " + head] + ["        " + line for line in branch[1:]]
            block += ["        elif not (features._equal_is_same and x == y):"]
            block += [f"            d = differs.get((t, P{position}))"]  # a Struct met before
            block += ["            if d is not None:", "                d(x, y, added, removed)"]
            block += [
                "            else:",
                f"                unequal(x, y, P{position}, added, removed)",
            ]
            block += ["    elif t in NUMBERS and type(y) in NUMBERS:"]
            block += ["        " + line for line in number[1:]]
            block += ["    else:", f"        unequal(x, y, P{position}, added, removed)"]
            blocks.append((field, block))
        for start in range(0, len(blocks), BATCH):  # a batch of fields all the same: one test
            batch = blocks[start : start + BATCH]
            test = " or ".join(f"n.{field} is not o.{field}" for field, _ in batch)
            lines += [f"    if {test}:"]
            lines += ["        " + line for _, block in batch for line in block]
        namespace: dict[str, Any] = dict(constants)
        exec(self._code(lines), namespace)  # code made here from field names
        differ: Differ = namespace["differ"]
        return differ


class Tracker:
    """The bucket sums of one stream of views (one seat's, in the environment), each view's
    made from the last one's: the pairs the new view has and the last had not are added, the
    pairs the last had and the new has not are taken away.

    Exact, so the very vector ``Features.sums`` gives: a bucket whose values are all whole
    numbers (below ``WHOLE`` in size; texts and booleans count 1 or 0) has the same sum in any
    order of addition, so it is kept as a running sum. A value that is not a whole number (Dungeon
    Fighter's hit chance) is kept apart: alone in its bucket (every other value there 0) it is
    the bucket's sum; a bucket that mixes it with other values depends on the order of
    addition, and that view is summed in order by ``Features.sums``.

    The tracker keeps the last view to compare the next with: views are values, none of their
    parts changed after it is made (the engine's are frozen Structs and tuples)."""

    def __init__(self, features: Features) -> None:
        self.features = features
        size = features.size
        self._view: Any = None
        self._started = False
        self._sums = array("d", bytes(8 * size))
        """Per bucket, the sum of its values that are whole numbers (never -0.0: from 0.0,
        whole numbers add and take away to +0.0)."""
        self._whole: dict[int, int] = {}
        """For each bucket that has held a value that is not a whole number, how many of its
        values are whole numbers other than 0 (no other bucket's count is ever asked for)."""
        self._unwatched: set[int] = set()
        """Buckets that got their first value apart in this update: counted at its end."""
        self._watched: set[int] = set()
        """The buckets of ``_whole`` and ``_unwatched``: their changes never go straight into
        the sums (``Features._watched``)."""
        self._parts: dict[int, list[float]] = {}
        """The values that are not whole numbers, by bucket."""
        self._count = 0
        """How many pairs the last view has (bounded, so that every running sum is exact)."""
        self._result: NDArray[np.float64] = np.zeros(size)
        """The last view's sums."""
        self._numbers: NDArray[np.float64] = np.frombuffer(self._sums, dtype=np.float64)
        """``_sums`` seen as a numpy array (the same memory)."""
        self._added: Pairs = (array("q"), array("d"))
        self._removed: Pairs = (array("q"), array("d"))
        """The pairs one view has and the last had not, and the reverse (emptied after each
        update: kept only to be made once)."""

    def sums(self, view: Any) -> NDArray[np.float64]:
        """The view's bucket sums (the same array as ``Features.sums(view)``); the array
        returned is this tracker's until the next call (copy it to keep it)."""
        if view is self._view and self._started:
            return self._result
        features = self.features
        added, removed = self._added, self._removed
        if added[0] or removed[0]:  # (left by an update that raised)
            del added[0][:], added[1][:], removed[0][:], removed[1][:]
        features._remember = False  # the tracker does not look back further
        # whole-number and text changes go straight in, but in the buckets counted
        features._direct, features._watched = self._sums, self._watched
        features._moved = 0
        try:
            if self._started:
                features._change(view, self._view, "", added, removed)
            else:
                self._started = True
                features._emit(view, "", added[0], added[1])
        finally:
            features._remember = True
            features._direct, features._watched = None, NONE
        self._view = view
        self._count += len(added[0]) - len(removed[0]) + features._moved
        if added[0]:
            self._take(added, 1)
            del added[0][:], added[1][:]
        if removed[0]:
            self._take(removed, -1)
            del removed[0][:], removed[1][:]
        self._result = self._finish(view)
        return self._result

    def _finish(self, view: Any) -> NDArray[np.float64]:
        """The sums from the running sums and the values apart (or in order, if they do not
        tell)."""
        if self._count > MAX_PAIRS:  # a running sum might round: start again from nothing
            self._clear()
            return self.features.sums(view)
        if not self._parts:
            numbers = self._numbers
            if getattr(numbers.base, "obj", None) is not self._sums:  # (a copy of the
                # tracker, deep or pickled, has sums of its own)
                numbers = self._numbers = np.frombuffer(self._sums, dtype=np.float64)
            return numbers
        whole = self._whole
        if self._unwatched:  # their first values apart: count their whole numbers from here on
            counts = self._count_whole(view)
            for bucket in self._unwatched:
                whole[bucket] = counts[bucket]
            self._unwatched.clear()
        result = np.array(self._sums, dtype=np.float64)
        for bucket, parts in self._parts.items():
            if len(parts) > 1 or whole[bucket]:  # the order of addition tells: in order
                return self.features.sums(view)
            result[bucket] = parts[0]
        return result

    def _clear(self) -> None:
        self._view, self._started, self._count = None, False, 0
        self._sums = array("d", bytes(8 * self.features.size))
        self._whole, self._unwatched, self._watched = {}, set(), set()
        self._parts = {}

    def _count_whole(self, view: Any) -> list[int]:
        """Per bucket, how many of the view's values are whole numbers other than 0."""
        buckets, values = array("q"), array("d")
        self.features._emit(view, "", buckets, values)
        numbers = np.frombuffer(values, dtype=np.float64)
        whole = (numbers != 0) & (np.abs(numbers) < WHOLE) & (numbers == np.floor(numbers))
        counts = np.bincount(
            np.frombuffer(buckets, dtype=np.int64)[whole], minlength=len(self._sums)
        )
        return [int(number) for number in counts]

    def _take(self, pairs: Pairs, sign: int) -> None:
        """Add (``sign`` 1) or take away (-1) the pairs."""
        buckets, values = pairs
        if min(values) > -WHOLE and max(values) < WHOLE and all(map(float.is_integer, values)):
            sums = self._sums  # whole numbers only: 0 changes no sum
            if sign > 0:
                for bucket, value in zip(buckets, values, strict=True):
                    sums[bucket] += value
            else:
                for bucket, value in zip(buckets, values, strict=True):
                    sums[bucket] -= value
            whole = self._whole
            if whole and not whole.keys().isdisjoint(buckets):  # a watched bucket: count
                for bucket, value in zip(buckets, values, strict=True):
                    if value and bucket in whole:
                        whole[bucket] += sign
            return
        self._take_each(pairs, sign)

    def _take_each(self, pairs: Pairs, sign: int) -> None:
        """``_take`` value by value: whole numbers into the running sums (and counted in a
        watched bucket), the others apart."""
        buckets, values = pairs
        sums, whole = self._sums, self._whole
        for bucket, value in zip(buckets, values, strict=True):
            if not value:
                continue
            if -WHOLE < value < WHOLE and value.is_integer():
                sums[bucket] += value if sign > 0 else -value
                if bucket in whole:
                    whole[bucket] += sign
            elif sign > 0:
                self._parts.setdefault(bucket, []).append(value)
                if bucket not in whole:
                    self._unwatched.add(bucket)
                    self._watched.add(bucket)
            else:
                parts = self._parts[bucket]
                parts.pop(next(i for i, part in enumerate(parts) if same(part, value)))
                if not parts:
                    del self._parts[bucket]


def annotation_text(annotation: Any) -> str:
    """An annotation as written (``str``, ``tuple[str, ...]``), postponed or not."""
    if isinstance(annotation, str):
        return annotation
    if isinstance(annotation, type):
        return annotation.__name__
    return str(annotation)


def same(left: float, right: float) -> bool:
    """The same float value (NaN is the same as NaN)."""
    return left == right or (left != left and right != right)
