"""Known-answer scenarios: a position, scripted dice, actions, and the exact facts expected after.

A scenario is data (TOML), so anyone can add a rules case without writing Python::

    game = "cardrogue"
    name = "attack modifier applies after doubling"
    ref = "003 L448-450"
    seats = 1
    dice = [5]                      # die faces rolled, in order; all must be used
    actions = ["attack enemy=0"]    # text forms of actions, applied in order
    [setup]                         # game-specific position (see the game's scenario docs)
    ...
    [[expect]]
    path = "enemies.0.health"      # dotted path into the state (list indices are numbers)
    equals = 3

The whole format (observations beyond the state: ``view.<seat>``, ``events``, ``kinds``,
``seen.<seat>``, ``decision``, ``legal``, ``outcome``; checks beyond equality: ``length``,
``absent``, ``present``, ``contains``, ``excludes``, ``less``...; ``deal = true`` for the real
setup) is documented in ``docs/scenarios.md``. Version 1 files (``path`` + ``equals``, ``error``)
run unchanged.

``setup_error = "text"`` (with no actions or expectations) says the position itself must be
refused with a message containing that text.

An expectation may instead use ``error = "text"`` (``true``: any refusal of a readable
action): action number ``after`` (0-based; default: the last action) must be refused with a
message containing that text; the state is then unchanged and the next actions are applied.
``after = N`` on a ``path`` expectation checks the state after the first N actions (default:
after all of them). Keys are checked: a misspelled
key is an error, not a silently skipped check.
"""

from __future__ import annotations

import difflib
import tomllib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import msgspec

from .actions import IllegalAction
from .driver import Driver
from .events import Event, is_visible
from .flow import FlowError
from .game import Game, capabilities
from .options import parse_options
from .rng import ScriptError
from .values import ParseError

_MISSING = object()


class ScenarioError(ValueError):
    """A scenario file that cannot be run (bad format, unknown game, bad setup)."""


class ScenarioResult(msgspec.Struct, frozen=True):
    name: str
    file: str
    failures: tuple[str, ...]

    @property
    def passed(self) -> bool:
        return not self.failures


def lookup(data: Any, path: str) -> Any:
    """Follow a dotted path (``players.0.health``) through dicts and lists."""
    current = data
    for part in path.split(".") if path else ():
        if isinstance(current, Mapping) and part in current:
            current = current[part]
        elif (
            isinstance(current, Sequence)
            and not isinstance(current, str)
            and part.lstrip("-").isdigit()
        ):
            index = int(part)
            if not -len(current) <= index < len(current):
                return _MISSING
            current = current[index]
        else:
            return _MISSING
    return current


def unknown_field(raw: Any, path: str) -> bool:
    """Whether ``path`` walks into a struct (the raw state) by a name that is none of
    its fields: an ``absent = true`` there would hold for a misspelling. A table's missing key
    or a list's missing item is no such name (they may be absent)."""
    current = raw
    for part in path.split(".") if path else ():
        if isinstance(current, msgspec.Struct):
            config = current.__struct_config__
            if part == config.tag_field and config.tag is not None:
                return False
            if part not in current.__struct_fields__:
                return True
            current = getattr(current, part)
        elif isinstance(current, Mapping):
            key = next((k for k in current if str(k) == part), _MISSING)
            if key is _MISSING:
                return False
            current = current[key]
        elif isinstance(current, Sequence) and not isinstance(current, str):
            if not part.lstrip("-").isdigit() or not -len(current) <= int(part) < len(current):
                return False
            current = current[int(part)]
        else:
            return False
    return False


HINT_KEYS = 40
"""The most keys a "no such path" message lists."""


def missing_hint(data: Any, path: str) -> str:
    """Where a dotted walk that finds nothing stops, and what is there instead (``'players.0'
    has no 'hp'; its keys: alcohol, fortitude, ...``), so a writer who guessed a name sees the
    right one; for a list, its length."""
    current, walked = data, ""
    for part in path.split(".") if path else ():
        found = lookup(current, part)
        if found is _MISSING:
            where = f"'{walked}'" if walked else "the top level"
            if isinstance(current, Mapping):
                keys = sorted(str(k) for k in current)
                shown = ", ".join(keys[:HINT_KEYS]) + (", ..." if len(keys) > HINT_KEYS else "")
                return f"{where} has no {part!r}; its keys: {shown or '(none)'}"
            if isinstance(current, Sequence) and not isinstance(current, str):
                told = f"{where} has no item {part} (a list of {len(current)}"
                if part.lstrip("-").isdigit() and not any(isinstance(i, Mapping) for i in current):
                    return told + ")"
                # a name where a list is (a slot name, a packed position): show what is there
                by_fields = _BY_FIELDS if _records(current) else ""
                return f"{told}, numbered from 0: {_preview(current)}){by_fields}"
            return f"{where} is {current!r}, not a table or list"
        current = found
        walked = f"{walked}.{part}" if walked else part
    return ""


PREVIEW_CHARS = 160
"""The most characters of a list a "no such path" message shows."""

_BY_FIELDS = "; an item by its fields: the list as path, contains = { field = value, ... }"


def _records(items: Sequence[Any]) -> bool:
    return any(isinstance(item, Mapping) for item in items)


def _preview(items: Sequence[Any]) -> str:
    """A list as a short text: its items, cut at ``PREVIEW_CHARS``."""
    text = repr(list(items))
    return text if len(text) <= PREVIEW_CHARS else text[: PREVIEW_CHARS - 4] + " ...]"


def _kind_hint(kind: str, known: set[str]) -> str:
    """The nearest event kind a misspelled one may mean, else the kinds sharing its first word
    (``turn-skipped``: the game's ``turn-...`` kinds), so the writer sees the right name."""
    near = difflib.get_close_matches(kind, known, 1)
    if near:
        return f" (did you mean {near[0]!r}?)"
    word = kind.partition("-")[0] + "-"
    alike = sorted(k for k in known if k.startswith(word))
    return f" (the game's {word}... kinds: {', '.join(alike)})" if alike else ""


def _plain(value: Any) -> Any:
    """The JSON form of a value (tuples become lists, structs tables)."""
    return msgspec.json.decode(msgspec.json.encode(value))


def event_table(event: Event) -> dict[str, Any]:
    """An event as a scenario sees it: ``kind``, its fields, and ``to`` only when private."""
    table: dict[str, Any] = {"kind": event.kind()}
    for name in event.__struct_fields__:
        value = getattr(event, name)
        if name == "to" and value is None:
            continue
        table[name] = _plain(value)
    return table


ROOTS = frozenset(
    {"state", "view", "events", "kinds", "seen", "history", "history_kinds"}
    | {"decision", "legal", "outcome", "opening", "opening_kinds"}
)
"""The first words of a path that observe something other than the state (``state.`` names the
state explicitly; a state field with one of these names is still reached as ``state.<name>``)."""


_ACTION_CHECKS = frozenset(
    {"equals", "not_equals", "contains", "excludes", "contains_all", "in_order", "one_of"}
)
_LISTED = frozenset({"contains", "excludes", "contains_all", "in_order"})
"""The checks that look for items in a list: a table naming a field no item can have would
never match (an ``excludes`` holding for nothing)."""
_EVENT_ROOTS = frozenset(
    {"events", "kinds", "history", "history_kinds", "seen", "opening", "opening_kinds"}
)


class Observer:
    """What a scenario can observe at one point: the state, views, the step's events, the
    decision, the legal actions and the outcome (each worked out once, when first asked)."""

    def __init__(self, table: Driver, step: Sequence[Event], history: Sequence[Event]) -> None:
        self.table = table
        self.step = list(step)
        self.history = list(history)
        self._cache: dict[str, Any] = {}

    def _once(self, key: str, make: Callable[[], Any]) -> Any:
        if key not in self._cache:
            self._cache[key] = make()
        return self._cache[key]

    def _opening(self) -> tuple[Event, ...]:
        """The table's opening events (``Driver.opening``), asked of the game once."""
        found: tuple[Event, ...] = self._once("opening events", lambda: self.table.opening)
        return found

    def _state(self) -> Any:
        return self._once("state", lambda: _plain(self.table.state))

    def root_of(self, path: str) -> str:
        """What ``path`` observes: ``state`` or one of the other ``ROOTS``."""
        head = path.partition(".")[0]
        if head not in ROOTS:
            return "state"
        state = self._state()
        return "state" if isinstance(state, dict) and head != "state" and head in state else head

    def observe(self, path: str) -> Any:
        """The value at ``path`` (``_MISSING`` when there is none); raises ``ScenarioError``
        for a path that can never be right (a bad seat)."""
        head, _, rest = path.partition(".")
        if self.root_of(path) == "state":
            return lookup(self._state(), rest if head == "state" else path)
        if head in ("view", "seen"):
            seat_text, _, rest = rest.partition(".")
            seat = self._seat(seat_text, head)
            if head == "view":
                data = self._once(f"view {seat}", lambda: _plain(self.table.view(seat)))
                value = lookup(data, rest)
                inner = data.get("state") if isinstance(data, dict) else None
                if value is _MISSING and isinstance(inner, dict):
                    # a view that carries the seat's masked state under ``state``: its fields
                    # are reached as ``view.<seat>.<field>`` too, as in a flat view
                    value = lookup(inner, rest)
                return value
            return lookup([event_table(e) for e in self.step if is_visible(e, seat)], rest)
        return lookup(self._root(head), rest)

    def misspelt(self, path: str) -> bool:
        """Whether a state path names a field its struct does not have (``absent`` would hold
        for nothing). Views are not asked: a view leaves out what its seat may not see, so a
        field missing there is the point of an ``absent`` check."""
        head, _, rest = path.partition(".")
        if self.root_of(path) != "state":
            return False
        return unknown_field(self.table.state, rest if head == "state" else path)

    def why_missing(self, path: str) -> str:
        """For a path that finds nothing: where the walk stops and the keys there."""
        head, _, rest = path.partition(".")
        if self.root_of(path) == "state":
            where = rest if head == "state" else path
            hint = missing_hint(self._state(), where)
            try:
                in_view = self.observe(f"view.0.{where}") is not _MISSING
            except ScenarioError:  # a game whose seat 0 has no view: no second place to look
                in_view = False
            if in_view:  # worked out for the view
                hint += f" (view.0.{where} has it: a seat's view adds what the rules work out)"
            return hint
        if head in ("view", "seen"):
            seat_text, _, rest = rest.partition(".")
            seat = self._seat(seat_text, head)
            if head == "seen":
                seen = [event_table(e) for e in self.step if is_visible(e, seat)]
                return missing_hint(seen, rest)
            data = self._once(f"view {seat}", lambda: _plain(self.table.view(seat)))
            inner = data.get("state") if isinstance(data, dict) else None
            if isinstance(inner, dict) and lookup(data, rest.partition(".")[0]) is _MISSING:
                return missing_hint(inner, rest)  # the wrapped state's fields, as observe reads
            return missing_hint(data, rest)
        root = self._root(head)
        if root is _MISSING:
            return "the game is over" if head == "decision" else "the game is not over"
        return missing_hint(root, rest)

    def _root(self, head: str) -> Any:
        if head == "events":
            return self._once("events", lambda: [event_table(e) for e in self.step])
        if head == "kinds":
            return [e.kind() for e in self.step]
        if head == "history":
            return self._once("history", lambda: [event_table(e) for e in self.history])
        if head == "history_kinds":
            return [e.kind() for e in self.history]
        if head == "opening":
            return self._once("opening", lambda: [event_table(e) for e in self._opening()])
        if head == "opening_kinds":
            return [e.kind() for e in self._opening()]
        if head == "legal":  # written the short way, as trace lists them and checks compare
            codec = self.table.game.actions
            return self._once("legal", lambda: [codec.short_text(t) for t in self.table.legal()])
        if head == "decision":
            decision = self.table.decision
            return _MISSING if decision is None else _plain(decision)
        outcome = self.table.outcome  # head == "outcome"
        return _MISSING if outcome is None else _plain(outcome)

    def _seat(self, text: str, head: str) -> int | None:
        if text == "spectator":
            return None
        seat = int(text) if text.isdigit() else -1
        if seat >= 0 and self._has_view(seat):
            return seat
        raise ScenarioError(
            f"{head}.{text}: no such seat (seats are numbered from 0, or 'spectator')"
        )

    def _has_view(self, seat: int) -> bool:
        """Whether ``seat`` is a seat of the game (within the state's ``seats``, a count or one
        entry per seat, when it has them; its view can be made), keeping that view."""
        seats = getattr(self.table.state, "seats", None)
        count = len(seats) if isinstance(seats, tuple) else seats
        if isinstance(count, int) and not isinstance(count, bool) and seat >= count:
            return False
        try:
            self._once(f"view {seat}", lambda: _plain(self.table.view(seat)))
        except (IndexError, KeyError, ValueError):
            return False
        return True

    def unknown_kinds(self, path: str, wanted: Any) -> list[str]:
        """Event kinds an expectation on ``kinds``/``events`` (or ``history``, ``seen``) names
        that the game has no event of: such a check could never see them, so ``excludes``
        would hold for nothing (a misspelled ``hp-lost`` for ``hero-damaged``)."""
        head, _, rest = path.partition(".")
        if self.root_of(path) == "state" or head not in _EVENT_ROOTS:
            return []
        as_text = head in ("kinds", "history_kinds", "opening_kinds") and not rest
        items = wanted if isinstance(wanted, list) else [wanted]
        named: list[Any] = []
        for item in items:
            if as_text and isinstance(item, str):
                named.append(item)
            elif not as_text and isinstance(item, Mapping):
                named.append(item.get("kind"))
        known = set(getattr(self.table.game.events, "by_kind", {}))
        seen = {e.kind() for e in (*self.history, *self._opening())}
        if not known:
            return []
        strange = sorted({k for k in named if isinstance(k, str) and k not in known | seen})
        return [k + _kind_hint(k, known) for k in strange]

    def unknown_event_fields(self, path: str, check: str, wanted: Any) -> str:
        """Why a table an event check names has a field no such event has ('' when none):
        ``excludes = { kind = "monster-escaped", flor = 1 }`` would hold for nothing."""
        head, _, rest = path.partition(".")
        if self.root_of(path) == "state" or head not in _EVENT_ROOTS or check not in _LISTED:
            return ""
        if rest and not (head == "seen" and "." not in rest):
            return ""  # one event's own fields: a misspelling fails the check anyway
        by_kind = getattr(self.table.game.events, "by_kind", {})
        every = {f for cls in by_kind.values() for f in cls.__struct_fields__}
        for item in wanted if isinstance(wanted, list) else [wanted]:
            if not isinstance(item, Mapping):
                continue
            cls = by_kind.get(str(item.get("kind", "")))
            fields = set(cls.__struct_fields__) if cls is not None else every
            strange = sorted(set(item) - {"kind"} - fields)
            if strange and (cls is not None or every):
                if cls is None:
                    return f"{dict(item)!r} (no event of the game has a field {strange[0]!r})"
                told = f"its fields: {', '.join(cls.__struct_fields__)}"
                return f"{dict(item)!r} ({cls.kind()!r} has no field {strange[0]!r}; {told})"
        return ""

    def unread_actions(self, path: str, check: str, wanted: Any) -> str:
        """Why an action text a ``legal`` check names cannot be read by the game ('' when all
        can): an ``excludes`` of a misspelled action would hold for nothing."""
        if path != "legal" or check not in _ACTION_CHECKS:
            return ""
        for text in wanted if isinstance(wanted, list) else [wanted]:
            if isinstance(text, str):
                try:
                    self.table.game.actions.parse(text)
                except ValueError as exc:
                    return f"{text!r} ({exc})"
        return ""

    def action_tables(self, check: str, wanted: Any) -> tuple[bool, str]:
        """Whether a ``legal`` check names actions by table (``{ kind = "ask-help", helper = 1
        }``: any action of that kind with those fields), and why such a table names no action
        of the game ('' when every one can: a misspelled kind or field would make an
        ``excludes`` hold for nothing)."""
        items = wanted if isinstance(wanted, list) else [wanted]
        tables = [t for t in items if isinstance(t, Mapping)]
        if check not in _ACTION_CHECKS or not tables:
            return False, ""
        by_kind = self.table.game.actions.by_kind
        for table in tables:
            cls = by_kind.get(str(table.get("kind", "")))
            if cls is None:
                known = ", ".join(sorted(by_kind))
                return True, f"{dict(table)!r} (a table needs a kind of the game: {known})"
            strange = sorted(set(table) - {"kind"} - set(cls.__struct_fields__))
            if strange:
                fields = ", ".join(cls.__struct_fields__) or "none"
                why = f"{cls.kind()!r} has no field {strange[0]!r}; its fields: {fields}"
                return True, f"{dict(table)!r} ({why})"
        return True, ""

    def legal_as_tables(self, texts: Any) -> Any:
        """Action texts as tables (``kind`` and every field), for checks naming tables: the
        legal actions, and the texts of a list that also names tables."""
        if isinstance(texts, str):
            fields = msgspec.to_builtins(self.table.game.actions.parse(texts))
            return {"kind": fields.pop("type"), **fields}
        if not isinstance(texts, (list, tuple)):
            return texts
        return [self.legal_as_tables(t) for t in texts]

    def normal_actions(self, check: str, wanted: Any) -> Any:
        """Action texts in the game's own spelling (field order, quoting, fields at their
        defaults left out: ``legal`` is observed so), for ``legal`` checks; a text that names no
        action is kept as given (the check then fails plainly)."""
        codec = self.table.game.actions

        def normal(text: Any) -> Any:
            if not isinstance(text, str):
                return text
            try:
                return codec.short_text(codec.parse(text).to_text())
            except ValueError:
                return text

        if check in ("contains_all", "in_order", "one_of", "equals", "not_equals") and isinstance(
            wanted, list
        ):
            return [normal(item) for item in wanted]
        return normal(wanted)


CHECKS = (
    "equals",
    "not_equals",
    "absent",
    "present",
    "length",
    "contains",
    "excludes",
    "contains_all",
    "in_order",
    "one_of",
    "less",
    "greater",
    "at_least",
    "at_most",
)


def _matches(item: Any, wanted: Any) -> bool:
    """``item`` equals ``wanted``, or both are tables and ``item`` has every field of
    ``wanted`` with a matching value (so ``{kind = "die-rolled"}`` matches any die roll)."""
    if isinstance(wanted, Mapping) and isinstance(item, Mapping):
        return all(k in item and _matches(item[k], v) for k, v in wanted.items())
    return bool(item == wanted)


def _contains(got: Any, wanted: Any) -> bool:
    if isinstance(got, str):
        return str(wanted) in got
    if isinstance(got, Mapping):  # a key, or (a table) every field with the same value
        return _matches(got, wanted) if isinstance(wanted, Mapping) else str(wanted) in got
    if isinstance(got, list):
        return any(_matches(item, wanted) for item in got)
    return False


def _in_order(got: Any, wanted: Sequence[Any]) -> bool:
    if not isinstance(got, list):
        return False
    items = iter(got)
    return all(any(_matches(item, w) for item in items) for w in wanted)


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def judge(got: Any, check: str, wanted: Any) -> str | None:
    """Why ``got`` fails ``check = wanted`` (``None`` when it holds)."""
    if check == "absent":
        holds = (got is _MISSING or got is None) == bool(wanted)
        return None if holds else f"expected absent, got {got!r}" if wanted else "is absent"
    if check == "present":
        if got is _MISSING and wanted:
            return "no such path"
        holds = (got is not _MISSING and got is not None) == bool(wanted)
        return None if holds else "is absent" if wanted else f"expected absent, got {got!r}"
    if got is _MISSING:
        return "no such path"
    if check == "equals":
        return None if got == wanted else f"expected {wanted!r}, got {got!r}"
    if check == "not_equals":
        return None if got != wanted else f"expected anything but {wanted!r}"
    if check == "length":
        if not isinstance(got, list | str | dict):
            return f"has no length: {got!r}"
        return None if len(got) == wanted else f"expected length {wanted}, got {len(got)}: {got!r}"
    if check == "contains":
        return None if _contains(got, wanted) else f"expected to contain {wanted!r}, got {got!r}"
    if check == "excludes":
        return None if not _contains(got, wanted) else f"expected no {wanted!r}, got {got!r}"
    if check == "contains_all":
        absent = [w for w in wanted if not _contains(got, w)]
        return None if not absent else f"expected to contain {absent!r}, got {got!r}"
    if check == "in_order":
        return None if _in_order(got, wanted) else f"expected {wanted!r} in order, got {got!r}"
    if check == "one_of":
        return None if got in wanted else f"expected one of {wanted!r}, got {got!r}"
    if not _number(got):
        return f"expected a number to compare, got {got!r}"
    holds = {
        "less": got < wanted,
        "greater": got > wanted,
        "at_least": got >= wanted,
        "at_most": got <= wanted,
    }[check]
    words = {"less": "less than", "greater": "more than", "at_least": ">=", "at_most": "<="}
    return None if holds else f"expected {words[check]} {wanted!r}, got {got!r}"


def _check(observer: Observer, expectations: Sequence[Mapping[str, Any]], after: int) -> list[str]:
    failures = []
    for expect in expectations:
        if int(expect.get("after", -1)) != after or "path" not in expect:
            continue
        path = str(expect["path"])
        root = observer.root_of(path)
        got = observer.observe(path)
        for check in [c for c in CHECKS if c in expect] or ["present"]:
            wanted = expect.get(check, True)
            strange = observer.unknown_kinds(path, wanted)
            if strange:
                failures.append(
                    f"{path}: {check} names no event kind of the game: {', '.join(strange)}"
                )
                break
            odd = observer.unknown_event_fields(path, check, wanted)
            if odd:
                failures.append(f"{path}: {check} names no field of the event: {odd}")
                break
            seen_as = got
            if root == "legal":
                tables, bad = observer.action_tables(check, wanted)
                unread = bad or observer.unread_actions(path, check, wanted)
                if unread:
                    failures.append(f"{path}: {check} names no action of the game: {unread}")
                    break
                if tables:
                    seen_as = observer.legal_as_tables(got)
                    wanted = observer.legal_as_tables(wanted)
                else:
                    wanted = observer.normal_actions(check, wanted)
            if check == "absent" and wanted and got is _MISSING and observer.misspelt(path):
                hint = observer.why_missing(path)
                failures.append(f"{path}: absent names no field" + (f": {hint}" if hint else ""))
                break
            problem = judge(seen_as, check, wanted)
            if problem == "no such path":
                where = "in the state" if root == "state" else f"in {root}"
                hint = observer.why_missing(path)
                failures.append(f"{path}: no such path {where}" + (f": {hint}" if hint else ""))
                break
            if problem is not None:
                failures.append(f"{path}: {problem}")
    return failures


_KEYS = frozenset(
    {"game", "name", "ref", "description", "notes", "seats", "seed", "options", "dice", "actions"}
    | {"setup", "expect", "deal", "setup_dice", "setup_error"}
)
_EXPECT_KEYS = frozenset({"path", "error", "after", "note"} | set(CHECKS))
_LISTS = frozenset({"contains_all", "in_order", "one_of"})
_NUMBERS = frozenset({"length", "less", "greater", "at_least", "at_most"})


def _validate(data: Mapping[str, Any], where: str) -> None:
    """Refuse misspelled keys and checks that cannot be meant: a typo such as ``action =`` or
    ``equal =`` would otherwise pass silently."""
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise ScenarioError(
            f"{where}: unknown key(s) {unknown}; known keys: {sorted(_KEYS)} (the position's "
            "keys, such as turn, phase or players, go under [setup])"
        )
    if data.get("deal") and data.get("setup"):
        raise ScenarioError(f"{where}: deal = true runs the real setup; it takes no [setup] table")
    if "setup_error" in data and (data.get("actions") or data.get("expect")):
        raise ScenarioError(
            f"{where}: setup_error expects the setup itself to be refused, so there is no "
            "position to act on: leave out actions and expect"
        )
    for index, expect in enumerate(data.get("expect", ())):
        if not isinstance(expect, Mapping):
            raise ScenarioError(f"{where}: expect {index} is not a table")
        bad = sorted(set(expect) - _EXPECT_KEYS)
        if bad:
            raise ScenarioError(
                f"{where}: expect {index} has unknown key(s) {bad}; "
                f"known keys: {sorted(_EXPECT_KEYS)}"
            )
        if ("path" in expect) == ("error" in expect):
            raise ScenarioError(f"{where}: expect {index} needs exactly one of path, error")
        refusal = expect.get("error", "-")
        if refusal is not True and not isinstance(refusal, str):
            raise ScenarioError(
                f"{where}: expect {index}: error takes the text the refusal must contain "
                f'(error = "not allowed now"), or true for any refusal; got {refusal!r}'
            )
        after = expect.get("after", 0)
        final = len(data.get("actions", ()))
        if "path" in expect and (
            isinstance(after, bool) or not isinstance(after, int) or not 0 <= after <= final
        ):  # never reached, so never checked (an error's `after` is reported when it is missed)
            raise ScenarioError(
                f"{where}: expect {index}: after = {after!r} names no point of this file: 0 "
                f"(before any action) to {final} (after all {final} actions)"
            )
        checks = [c for c in CHECKS if c in expect]
        if checks and "path" not in expect:
            raise ScenarioError(f"{where}: expect {index} has {checks[0]} without path")
        for check in checks:
            value = expect[check]
            if check in _LISTS and not isinstance(value, list):
                raise ScenarioError(f"{where}: expect {index}: {check} takes a list")
            if check in _NUMBERS and not (
                isinstance(value, int | float) and not isinstance(value, bool)
            ):
                raise ScenarioError(f"{where}: expect {index}: {check} takes a number")
            if check in ("absent", "present") and not isinstance(value, bool):
                raise ScenarioError(f"{where}: expect {index}: {check} takes true or false")


def _number_problem(value: Any) -> str | None:
    """Why ``value`` is not read as a whole number (``int(value)``, as files have always been
    read: ``"2"`` is 2), or ``None``."""
    try:
        int(value)
    except (TypeError, ValueError) as exc:
        return str(exc)
    return None


def _faces_problem(value: Any) -> str | None:
    if not isinstance(value, list | tuple):
        return "not a list"
    return next((p for p in map(_number_problem, value) if p is not None), None)


_FORMS: tuple[tuple[str, Callable[[Any], str | None], str], ...] = (
    ("seats", _number_problem, "a whole number (seats = 2)"),
    ("seed", _number_problem, "a whole number (seed = 7)"),
    ("dice", _faces_problem, "a list of die faces (dice = [6, 2])"),
    ("setup_dice", _faces_problem, "a list of die faces (setup_dice = [5, 8])"),
    (
        "options",
        lambda v: None if isinstance(v, Mapping) else "not a table",
        'a table (options = { name = "value" })',
    ),
    (
        "setup",
        lambda v: None if isinstance(v, Mapping) else "not a table",
        "a table ([setup] with the position's keys)",
    ),
)
"""The forms of the keys a position is made from: a value of another form is refused with the
form named (and Python's own words, which older files' ``setup_error`` may quote)."""


def _check_forms(data: Mapping[str, Any], where: str) -> None:
    if "game" not in data:
        raise ScenarioError(f'{where}: no game = "..." (the registered game the case is about)')
    for key, problem_of, form in _FORMS:
        problem = problem_of(data[key]) if key in data else None
        if problem is not None:
            raise ScenarioError(
                f"{where}: cannot set up the scenario: {key} takes {form}; "
                f"got {data[key]!r} ({problem})"
            )


def _dealt_with_dice(
    game: Game, options: Any, seats: int, seed: int, faces: tuple[int, ...]
) -> Driver:
    """``deal = true`` with ``setup_dice``: the game's setup rolls the scripted faces, all of
    them (like ``dice``, a face left over is an error: the scenario expected more rolls)."""
    state = capabilities(game).setup_with_dice(options, seats, seed, faces)
    if state is None:
        raise ScenarioError(
            f"{game.title}'s setup rolls no dice; leave out setup_dice (a roll the players make"
            " as an action takes its faces from the file's script: dice, or the script the "
            "game's SCENARIOS.md names)"
        )
    left = tuple(getattr(getattr(state, "rng", None), "script", ()))
    if left:
        used = len(faces) - len(left)
        raise ScenarioError(
            f"setup_dice left unused: {list(left)} (the setup rolled {used} of them)"
        )
    return Driver(game, state)


def _split(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def _start(data: Mapping[str, Any], resolve: Callable[[str], Game], where: str) -> Driver:
    _check_forms(data, where)
    try:
        game = resolve(str(data["game"]))
        options = parse_options(game.Options, data.get("options", {}))
        seats = int(data.get("seats", game.min_seats))
        seed = int(data.get("seed", 1))
        dice = data.get("dice", ())
        setup_dice = tuple(int(face) for face in data.get("setup_dice", ()))
        if setup_dice and not data.get("deal"):
            raise ScenarioError(
                "setup_dice scripts the rolls of the game's own setup, so it needs "
                "deal = true (a [setup] table places everything without rolling)"
            )
        if data.get("deal"):
            driver = (
                _dealt_with_dice(game, options, seats, seed, setup_dice)
                if setup_dice
                else Driver.start(game, options, seats=seats, seed=seed)
            )
            return driver.dice(*(int(face) for face in dice))
        driver = Driver.from_scenario(
            game, data.get("setup", {}), seats=seats, seed=seed, options=options, dice=dice
        )
        driver.legal()  # a position play never stops at (an automatic step) is no position
        return driver
    except FlowError as exc:
        raise ScenarioError(
            f"{where}: cannot set up the scenario: play cannot stop at this position ({exc}); "
            "set up the position before or after that step"
        ) from exc
    except (KeyError, ValueError) as exc:
        raise ScenarioError(f"{where}: cannot set up the scenario: {exc}") from exc
    except (TypeError, AttributeError, IndexError) as exc:  # Python's words for a wrong form
        raise ScenarioError(
            f"{where}: cannot set up the scenario: a value in [setup] or options has the wrong "
            f"form ({exc}); each game's [setup] keys and their forms: docs/scenarios.md"
        ) from exc
    except Exception as exc:
        raise ScenarioError(
            f"{where}: cannot set up the scenario: the game raised {type(exc).__name__}: {exc} "
            f"({CANNOT_REACH})"
        ) from exc


def run_scenario(
    data: Mapping[str, Any], resolve: Callable[[str], Game], file: str = "-"
) -> ScenarioResult:
    """Run one scenario; every expectation is checked and every failure reported.

    A ``path`` expectation without ``after`` is checked after the last action; an ``error``
    expectation without ``after`` is about the last action. An action refused as expected
    leaves the state unchanged and the scenario goes on (its step has no events); an
    unexpected refusal (or an acceptance where a refusal was expected) stops it, and what it
    could not check is reported.
    """
    name = str(data.get("name", file))
    where = f"{file} ({name})"
    _validate(data, where)
    if "setup_error" in data:
        return ScenarioResult(name, file, _refused_setup(data, resolve, where))
    table = _start(data, resolve, where)
    actions = [str(a) for a in data.get("actions", ())]
    final = len(actions)
    expectations = [dict(e) for e in data.get("expect", ())]
    for expect in expectations:
        expect.setdefault("after", max(final - 1, 0) if "error" in expect else final)
    errors = {int(e["after"]): _refusal(e["error"]) for e in expectations if "error" in e}
    opening = _check(Observer(table, (), ()), expectations, 0)
    failures = _at(opening, 0, final)
    if opening and not actions and not any(t.startswith(("legal", "decision")) for t in opening):
        failures += _waiting(table, "with no action played")  # stops where its setup waits
    for index, text in enumerate(actions):
        wanted = errors.pop(index, None)
        before = len(table.events())
        problem = _act(table, text, wanted)
        if problem is not None:
            failures.append(f"action {index} ({text}) {problem}")
            return ScenarioResult(name, file, tuple(failures + _unreached(expectations, index)))
        step = () if wanted is not None else table.events()[before:]
        found = _check(Observer(table, step, table.events()), expectations, index + 1)
        failures.extend(_at(found, index + 1, final))
        asks = any(text.startswith(("legal", "decision")) for text in found)
        if found and index + 1 == final and not asks:  # a check of the question knows it
            failures += _waiting(table)
    failures += [
        f"action {after} was expected to be refused ({text!r}), but there are only {final} actions"
        for after, text in sorted(errors.items())
    ]
    failures.extend(capabilities(table.game).script_left(table.state))
    return ScenarioResult(name, file, tuple(failures))


def _at(found: list[str], after: int, final: int) -> list[str]:
    """Failures of the checks at ``after = N`` name it, unless N is the end of the file (the
    default), so two failures of one path at different points read apart."""
    return found if after == final else [f"after = {after}: {text}" for text in found]


def _waiting(table: Driver, when: str = "after the last action") -> list[str]:
    """Told beside a failed check at the end of the file when the game waits there at an
    optional question the file did not answer (a reroll, a window: one the runner steps over
    only before a later action), which explains most such failures."""
    decision = table.game.decision(table.state)
    if decision is None or capabilities(table.game).decline(table.state) is None:
        return []
    return [
        f"{when} the game waits at an optional question the file did not "
        f"answer: seat {decision.seat} decides: {decision.prompt} ({decision.kind})"
    ]


def _refused_setup(
    data: Mapping[str, Any], resolve: Callable[[str], Game], where: str
) -> tuple[str, ...]:
    """``setup_error = "text"``: the position must be refused with a message containing it;
    ``setup_error = true``: refused, whatever the message (as ``error = true``)."""
    anything = data["setup_error"] is True
    wanted = str(data["setup_error"])
    expected = "a refusal" if anything else f"a refusal containing {wanted!r}"
    try:
        _start(data, resolve, where)
    except ScenarioError as exc:
        if anything or wanted.lower() in str(exc).lower():
            return ()
        return (f"the setup was refused: {exc}; expected {expected}",)
    return (f"the setup was accepted; expected {expected}",)


STEP_OVER = 24
"""The most optional questions the runner answers before one action (``scenario_do``)."""


def scenario_do(table: Driver, text: str) -> None:
    """``table.do(text)``; refused only because optional questions stand before it (a Screw
    This! window, a 1x card before a throw: the game's ``decline``), they are declined first,
    as players who say nothing would, and the action applied after them; else the first
    refusal stands and the table is unchanged."""
    try:
        table.do(text)
    except IllegalAction as first:
        game = table.game
        decline, action = capabilities(game).decline, game.actions.parse(text)
        passes: list[Any] = []
        state = table.state
        for _ in range(STEP_OVER):
            answer = decline(state)
            if answer is None or answer not in game.legal_actions(state):
                break
            passes.append(answer)
            state = game.apply(state, answer).state
            try:
                game.apply(state, action)  # legal after these answers? (the table is untouched)
            except IllegalAction:
                continue
            table.do(*passes, action)  # once, to keep the table's events
            return
        raise first


ANY_REFUSAL = ""
"""``error = true`` (or ``""``): any refusal of an action the game can read; a text that names
no action (a misspelled kind or field, ``ParseError``) is a mistake in the file, not a refusal
by the rules, so it never counts as one."""


def _refusal(value: Any) -> str:
    """The text an ``error`` expectation wants: ``true`` is any refusal (``ANY_REFUSAL``)."""
    return ANY_REFUSAL if value is True else str(value)


def _act(table: Driver, text: str, wanted: str | None) -> str | None:
    """Apply ``text`` to the table (unchanged if it is refused) and say what failed, if anything:
    ``None`` when it was accepted, or refused with a message containing ``wanted``. An action
    not expected to be refused may first step over optional questions (``scenario_do``)."""
    try:
        if wanted is None:
            scenario_do(table, text)
        else:
            table.do(text)
    except ScriptError as exc:  # the file's scripted chance, not the rules, stopped it
        return f"could not be played: {exc}"
    except (IllegalAction, ValueError) as exc:
        if wanted == ANY_REFUSAL and not isinstance(exc, ParseError):
            return None
        told = told_refusal(table.game, exc)
        if wanted and any(
            wanted.lower() in said.lower() or _refusal_words(wanted) in _refusal_words(said)
            for said in (str(exc), told)
        ):
            return None
        return f"was refused: {told}{_expected(wanted)}"
    except Exception as exc:  # one file's failure, never the end of a folder's run
        return f"{GAME_RAISED}{type(exc).__name__}: {exc} ({CANNOT_REACH})"
    if wanted is not None:
        return f"was accepted{_expected(wanted)}"
    return None


def told_refusal(game: Game, exc: Exception) -> str:
    """A refusal as a file's author reads it: the action texts in it (the refused one and those
    allowed now) written the short way, fields at their defaults left out (``throw die=red``
    for ``throw die=red weapons=[] charm="" throw={...}``), as ``scenario trace`` lists them."""
    if not isinstance(exc, IllegalAction):
        return str(exc)
    codec = game.actions
    reason = exc.reason
    head = reason.split(" is not ", 1)[0]
    if head != reason:
        reason = codec.short_text(head) + reason[len(head) :]
    if not exc.allowed:
        return reason
    shown = "; ".join(codec.short_text(text) for text in exc.allowed[:12])
    more = f" (and {len(exc.allowed) - 12} more)" if len(exc.allowed) > 12 else ""
    return f"{reason}. Allowed now: {shown}{more}"


GAME_RAISED = "failed: the game raised "
CANNOT_REACH = "a position play cannot reach, or a defect in the game: please report it"
"""How an exception out of the game (not a refusal) is told: the case fails with it, and the
other files of a folder still run."""


def _refusal_words(text: str) -> str:
    """A refusal's text for matching: case aside, and the games' two wordings of "this action
    is not legal at this moment" ("is not allowed now", "is not legal now") read as one, so
    ``error = "not legal now"`` and ``"not allowed now"`` both mean it in every game."""
    return text.lower().replace("not allowed now", "not legal now")


def _expected(wanted: str | None) -> str:
    if wanted is None:
        return ""
    if wanted == ANY_REFUSAL:
        return "; expected a refusal (error = true)"
    return f"; expected a refusal containing {wanted!r}"


def _unreached(expectations: Sequence[Mapping[str, Any]], stopped: int) -> list[str]:
    late = [e for e in expectations if int(e["after"]) > stopped]
    if not late:
        return []
    return [f"{len(late)} expectation(s) not checked: the scenario stopped at action {stopped}"]


class Step(msgspec.Struct, frozen=True):
    """One action of a traced scenario: what was done, what happened, and who decides next."""

    index: int
    action: str
    events: tuple[dict[str, Any], ...]
    refused: str | None
    decision: dict[str, Any] | None
    legal: tuple[str, ...]


def trace_scenario(
    data: Mapping[str, Any], resolve: Callable[[str], Game], file: str = "-"
) -> list[Step]:
    """Play a scenario's actions and record each step (its events, the next decision and the
    legal actions), ignoring its expectations: what an author looks at to write them. Step 0 is
    the position before any action; a refused action is recorded with its refusal and play goes
    on."""
    where = f"{file} ({data.get('name', file)})"
    _validate(data, where)
    table = _start(data, resolve, where)

    def step(index: int, action: str, events: Sequence[Event], refused: str | None) -> Step:
        decision = table.decision
        return Step(
            index,
            action,
            tuple(event_table(e) for e in events),
            refused,
            None if decision is None else _plain(decision),
            tuple(table.legal()),
        )

    steps = [step(0, "", (), None)]
    for index, text in enumerate(str(a) for a in data.get("actions", ())):
        before = len(table.events())
        try:
            scenario_do(table, text)
        except (IllegalAction, ValueError) as exc:
            steps.append(step(index + 1, text, (), told_refusal(table.game, exc)))
            continue
        except Exception as exc:  # shown at its step, as a refusal is
            steps.append(step(index + 1, text, (), f"{GAME_RAISED}{type(exc).__name__}: {exc}"))
            continue
        steps.append(step(index + 1, text, table.events()[before:], None))
    return steps


def load_scenario(path: str | Path) -> dict[str, Any]:
    """Read a scenario file. Card files in its ``cards`` option (the games' common name for
    extra card files, as ``--cards`` on the command line) are found next to the scenario file
    first, so a folder of scenarios and the cards they use can move together; a path that does
    not exist there is kept as written (relative to the working directory, as before)."""
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot read scenario: {exc}") from exc
    options = data.get("options")
    if isinstance(options, dict) and isinstance(options.get("cards"), str):
        options["cards"] = _split(options["cards"])  # one text, as --option cards=a,b
    if isinstance(options, dict) and isinstance(options.get("cards"), list):
        here = Path(path).parent
        options["cards"] = [_beside(here, entry) for entry in options["cards"]]
    return data


def _beside(folder: Path, entry: Any) -> Any:
    if not isinstance(entry, str) or Path(entry).is_absolute():
        return entry
    candidate = folder / entry
    return str(candidate) if candidate.exists() else entry


def run_scenario_file(path: str | Path, resolve: Callable[[str], Game]) -> ScenarioResult:
    return run_scenario(load_scenario(path), resolve, str(path))
