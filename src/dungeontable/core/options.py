"""Typed game options (variants, rulings, card sets) and the ruling catalogue behind them.

Each game defines ``Options`` as a frozen msgspec Struct whose fields all have defaults, and a
tuple of ``Ruling`` records naming the options that settle an ambiguity or pick a variant, with
the rulebook reference. ``dungeontable rules GAME`` prints that catalogue.

A field carries its own rulings as ``Annotated`` markers (msgspec ignores them), so the options
and the catalogue cannot drift apart::

    turn_cap: Annotated[int, msgspec.Meta(ge=1), ruling("R275", "rounds before the end")] = 100
    RULINGS = rulings_of(Options, fixed=FIXED)  # field rulings, then the fixed ("-") ones
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Annotated, Any, TypeVar, get_origin, get_type_hints

import msgspec

O = TypeVar("O", bound=msgspec.Struct)  # noqa: E741 - the options type


class Ruling(msgspec.Struct, frozen=True):
    """One named option: an ambiguity's ruling or a variant, with where it comes from."""

    option: str
    ref: str
    summary: str
    kind: str = "ruling"  # "ruling" | "variant" | "setting"
    section: str = ""
    """The rulebook section it concerns, by the book's own headings ("Combat, Fleeing"), for
    people; ``dungeontable rules`` shows it instead of ``ref`` when set."""


NO_OPTION = "-"
"""The ``option`` of a ruling settled in code: no option chooses between readings."""

RULING_KINDS = ("ruling", "variant", "setting")


class RulingMark(msgspec.Struct, frozen=True):
    """A ruling declared on an options field (``Annotated[..., ruling(...)]``); ``rulings_of``
    turns it into a ``Ruling`` naming that field."""

    ref: str
    summary: str
    kind: str = "ruling"
    section: str = ""


def ruling(ref: str, summary: str, kind: str = "ruling", *, section: str = "") -> RulingMark:
    """The marker of one ruling settled by the field it annotates. A field may carry several
    (one per reference), listed in the catalogue in the order written; ``section``: the
    rulebook section by name (``Ruling.section``)."""
    if kind not in RULING_KINDS:
        raise ValueError(f"ruling kind {kind!r} is not one of {', '.join(RULING_KINDS)}")
    return RulingMark(ref, summary, kind, section)


def field_rulings(options_type: type[msgspec.Struct]) -> dict[str, tuple[RulingMark, ...]]:
    """Field name -> the ruling markers on its type, for the fields that carry any (field order)."""
    hints = get_type_hints(options_type, include_extras=True)
    found = {}
    for name in options_type.__struct_fields__:
        marks = _marks(hints[name])
        if marks:
            found[name] = marks
    return found


def _marks(hint: Any) -> tuple[RulingMark, ...]:
    if get_origin(hint) is not Annotated:
        return ()
    return tuple(extra for extra in hint.__metadata__ if isinstance(extra, RulingMark))


def rulings_of(
    options_type: type[msgspec.Struct],
    fixed: Iterable[Ruling] = (),
    *,
    key: Callable[[Ruling], Any] | None = None,
) -> tuple[Ruling, ...]:
    """The ruling catalogue of ``options_type``: every field's rulings (field order, a field's
    own in the order written, ``option`` = the field name), then the ``fixed`` rulings (option
    ``"-"``). ``key`` sorts the whole catalogue (stably), e.g. by the ruling's id in its ref."""
    found = [
        Ruling(name, mark.ref, mark.summary, mark.kind, mark.section)
        for name, marks in field_rulings(options_type).items()
        for mark in marks
    ]
    for entry in fixed:
        if entry.option != NO_OPTION:
            raise ValueError(
                f"fixed ruling {entry.ref} names option {entry.option!r}: a ruling that an "
                f"option settles goes on that field (ruling(...)), a fixed one has option "
                f"{NO_OPTION!r}"
            )
        found.append(entry)
    return tuple(sorted(found, key=key) if key is not None else found)


def option_choices(options_type: type[msgspec.Struct]) -> dict[str, tuple[Any, ...]]:
    """Field name -> every value it accepts, for the fields with a closed set of values (a
    ``Literal``, a ``bool``, either or ``None``), as msgspec lists them (``False`` first)."""
    info = msgspec.inspect.type_info(options_type)
    assert isinstance(info, msgspec.inspect.StructType)
    choices = {}
    for field in info.fields:
        kinds = (
            field.type.types if isinstance(field.type, msgspec.inspect.UnionType) else (field.type,)
        )
        values: list[Any] = []
        for kind in kinds:
            if isinstance(kind, msgspec.inspect.LiteralType):
                values.extend(kind.values)
            elif isinstance(kind, msgspec.inspect.BoolType):
                values.extend((False, True))
            elif isinstance(kind, msgspec.inspect.NoneType):
                values.append(None)
            else:
                break
        else:
            choices[field.name] = tuple(values)
    return choices


class OptionError(ValueError):
    """An option name or value that the game does not accept."""


def option_fields(options_type: type[msgspec.Struct]) -> dict[str, Any]:
    """Field name -> default value of an options Struct."""
    info = msgspec.inspect.type_info(options_type)
    assert isinstance(info, msgspec.inspect.StructType)
    return {f.name: f.default for f in info.fields}


NONE_WORDS = frozenset({"none", "None", "null"})
"""Texts that mean "no value" for an option that may be ``None`` (``--option tiebreak=none``),
unless the option takes that very text as a value of its own."""


def parse_options(options_type: type[O], values: Mapping[str, Any]) -> O:
    """Build options from a mapping; string values (from a CLI) are converted to the field type
    (a list option's text split on commas); ``none`` (or ``None``, ``null``) is no value for an
    option that may be ``None``."""
    known = option_fields(options_type)
    unknown = sorted(set(values) - set(known))
    if unknown:
        raise OptionError(
            f"unknown option(s) {', '.join(unknown)}; known options: {', '.join(sorted(known))}"
        )
    values = _lists(known, _nones(options_type, values))
    try:
        result: O = msgspec.convert(dict(values), options_type, strict=False)
    except msgspec.ValidationError as exc:
        raise OptionError(_explain(options_type, values, exc)) from exc
    return result


def _lists(known: Mapping[str, Any], values: Mapping[str, Any]) -> Mapping[str, Any]:
    """``values`` with a text for a list option split on commas, as ``--option`` reads it
    (``heroes="torm,randolph"`` is ``("torm", "randolph")``), so a mapping given to ``setup`` or
    a scenario's ``options`` may spell it the command line's way."""
    split = {
        name: tuple(part.strip() for part in value.split(",") if part.strip())
        for name, value in values.items()
        if isinstance(value, str) and isinstance(known.get(name), tuple)
    }
    return {**values, **split} if split else values


def as_options(options_type: type[O], given: O | Mapping[str, Any] | None) -> O:
    """Options as ``setup`` takes them: ``None`` is the defaults, a mapping is read as the
    command line's ``--option`` values are (``parse_options``), an options struct is used as is."""
    if given is None:
        return parse_options(options_type, {})
    if isinstance(given, Mapping):
        return parse_options(options_type, given)
    if not isinstance(given, options_type):  # another game's options, a text, a list of pairs
        kind = type(given).__qualname__
        if kind == options_type.__qualname__:
            kind = f"{kind} of another game ({type(given).__module__})"
        raise OptionError(
            "options are None (the defaults), a mapping of option names to values read as "
            "--option name=value is (such as {'tiebreak': 'gold'}) or this game's own "
            f"Options struct (game.Options), not a {kind}"
        )
    return given


def _nones(options_type: type[msgspec.Struct], values: Mapping[str, Any]) -> Mapping[str, Any]:
    """``values`` with a ``none`` text read as ``None`` where the option may be ``None`` and does
    not take the text itself."""
    words = {
        name for name, value in values.items() if isinstance(value, str) and value in NONE_WORDS
    }
    if not words:
        return values
    info = msgspec.inspect.type_info(options_type)
    assert isinstance(info, msgspec.inspect.StructType)
    read = dict(values)
    for field in info.fields:
        if field.name in words:
            kinds = _kinds(field.type)
            takes_text = any(
                isinstance(k, msgspec.inspect.StrType)
                or (isinstance(k, msgspec.inspect.LiteralType) and values[field.name] in k.values)
                for k in kinds
            )
            if not takes_text and any(isinstance(k, msgspec.inspect.NoneType) for k in kinds):
                read[field.name] = None
    return read


def _kinds(kind: Any) -> tuple[Any, ...]:
    """The types a field's type allows: each member of a union, else the type itself."""
    return kind.types if isinstance(kind, msgspec.inspect.UnionType) else (kind,)


def _explain(
    options_type: type[msgspec.Struct], values: Mapping[str, Any], error: Exception
) -> str:
    """Name the option whose value is wrong, and what it accepts."""
    info = msgspec.inspect.type_info(options_type)
    assert isinstance(info, msgspec.inspect.StructType)
    for field in info.fields:
        if field.name not in values:
            continue
        try:
            msgspec.convert({field.name: values[field.name]}, options_type, strict=False)
        except msgspec.ValidationError as exc:
            reason = str(exc).split(" - at ")[0]
            bound = _bound(field.type)
            if bound is not None and _out_of_bounds(reason):
                return f"bad value {_as_given(values[field.name])} for option {field.name}: " + (
                    f"{_describe_bound(bound)}"
                    if "max_length" in bound
                    else f"it must be {_describe_bound(bound)}"
                )
            # a game's own refusal (raised by its options) is complete; a type error gets a hint
            own = not reason.startswith(("Expected", "Invalid enum value"))
            hint = "" if own else _hint(field)
            return (
                f"bad value {_as_given(values[field.name])} for option {field.name}: {reason}{hint}"
            )
    return f"bad option value: {error}"


def _as_given(value: Any) -> str:
    """An option value as the user wrote it: a list as ``'a,b'`` (``--option heroes=a,b``)."""
    if isinstance(value, list | tuple):
        return repr(",".join(str(item) for item in value))
    return repr(value)


def _hint(field: msgspec.inspect.Field) -> str:
    kind = field.type
    if isinstance(kind, msgspec.inspect.LiteralType):
        return f" (one of: {', '.join(str(v) for v in kind.values)})"
    if isinstance(kind, msgspec.inspect.BoolType):
        return " (true or false)"
    if isinstance(kind, msgspec.inspect.UnionType):
        words: list[str] = []
        for member in kind.types:
            if isinstance(member, msgspec.inspect.LiteralType):
                words.extend(str(v) for v in member.values)
            elif isinstance(member, msgspec.inspect.BoolType):
                words.extend(("false", "true"))
            elif isinstance(member, msgspec.inspect.NoneType):
                words.append("none")
            else:
                return ""
        return f" (one of: {', '.join(words)})"
    bound = _bound(kind)
    if bound is not None:
        return f" ({_describe_bound(bound)})"
    return ""


Bound = dict[str, int | float]
"""An option's declared limits: ``min``/``max`` of a number, ``max_length`` of a text or list."""


def _bound(kind: Any) -> Bound | None:
    """The declared limits of one option's type (``msgspec.Meta``: ge/le, max_length)."""
    if isinstance(kind, msgspec.inspect.IntType | msgspec.inspect.FloatType):
        limits: dict[str, int | float | None] = {"min": kind.ge, "max": kind.le}
    elif isinstance(kind, msgspec.inspect.StrType | msgspec.inspect.VarTupleType):
        limits = {"max_length": kind.max_length}
    else:
        return None
    found = {name: value for name, value in limits.items() if value is not None}
    return found or None


def _describe_bound(bound: Mapping[str, int | float]) -> str:
    if "max_length" in bound:
        return f"at most {bound['max_length']} long"
    return f"{bound.get('min', '...')} to {bound.get('max', '...')}"


def quoted(value: Any, limit: int = 60) -> str:
    """A value quoted in an error message (``repr``), cut to ``limit`` characters so a message
    never repeats a huge input."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _out_of_bounds(reason: str) -> bool:
    """Whether msgspec refused a value of the right type for its size (not for its type)."""
    return reason.startswith(("Expected `int` <", "Expected `int` >", "Expected `float` <")) or (
        "length" in reason and reason.startswith("Expected `")
    )


def option_bounds(options_type: type[msgspec.Struct]) -> dict[str, Bound]:
    """Field name -> its declared limits (``{"min": 0, "max": 8}``, ``{"max_length": 16}``).

    A game bounds every number and list a person may set (``Annotated[int, msgspec.Meta(ge=0,
    le=8)]``), so no option value can make setup, memory or a turn unboundedly long; a web
    server offers the same limits to its lobby.
    """
    info = msgspec.inspect.type_info(options_type)
    assert isinstance(info, msgspec.inspect.StructType)
    bounds = {}
    for field in info.fields:
        bound = _bound(field.type)
        if bound is not None:
            bounds[field.name] = bound
    return bounds


def unbounded_options(options_type: type[msgspec.Struct]) -> tuple[str, ...]:
    """The number, text and list options of ``options_type`` that declare no limit."""
    info = msgspec.inspect.type_info(options_type)
    assert isinstance(info, msgspec.inspect.StructType)
    kinds = (
        msgspec.inspect.IntType,
        msgspec.inspect.FloatType,
        msgspec.inspect.StrType,
        msgspec.inspect.VarTupleType,
    )
    return tuple(
        f.name for f in info.fields if isinstance(f.type, kinds) and _bound(f.type) is None
    )


def options_to_dict(options: msgspec.Struct) -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(options)
    return data
