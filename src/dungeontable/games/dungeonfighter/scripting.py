"""Scripted throws for scenarios and tests (SCENARIOS.md "Scripted throws").

A scenario scripts where each throw lands, either as a short string or as a table:

- ``"3"``, ``"10/special"``, ``"3/nobounce"``, ``"2/fail=blind"``, ``"3/split=3:520,2:480"``,
  ``"4/bounces=2"``, ``"3/contacts=table,obstacle,board"``, ``"2/face=4"``, ``"1/at=100,40"``,
  ``"3/judge"`` (flags after ``/``, each at most once, in any order);
- ``{ zone = "3", footprint = { "3" = 520, "2" = 480 }, contacts = ["table", "board"], ... }``.

The zone is one of ``ZONE_WORDS``; a ``footprint`` (per-mille shares of the die's bottom that
sum to 1000) decides it by the largest-portion rule (R063: when in doubt the lower section,
``throw.zone_by_largest_portion``). ``contacts`` (the contact episodes in order) give the
outside bounces before the board (R061, R065, R173) unless ``bounces`` is given. A throw with
``contacts``, ``spin``, ``telemetry`` or ``judge`` is judged when it is thrown (``judged``): its
bounces with the game's contact rulings (AMB-30 ``die_on_board``, AMB-41 ``bounce_gap``), a
knocked resting die (AMB-34 ``knock_resting``), a touch of the table through a hole (AMB-33
``hole_touch``), and the throw's requirements from its facts (§3.5 validators: two-bounce, bank,
head, spin, card-jump, jump, slam, nose, pious, dancing) unless ``fail`` names the failed ones.
Every unknown key, flag, zone or contact kind is an error naming it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, get_args

from msgspec.structs import replace

from .requirements import IDS, failed_requirements
from .throw import (
    Contact,
    ContactKind,
    ContactRules,
    Keyframe,
    Rest,
    Telemetry,
    ThrowOutcome,
    ZoneShare,
    judge,
    scripted,
    zone_by_largest_portion,
)

ZONE_WORDS: tuple[str, ...] = ("10", "4", "3", "2", "1", "bone", "hole", "table", "off")
"""A scripted throw's zone: a section, a bone or a hole of the board, beside the board on the
table (``table``) or off the table (``off``)."""
FOOTPRINT_ZONES: tuple[str, ...] = ("10", "4", "3", "2", "1", "bone", "hole")
CONTACT_KINDS: tuple[str, ...] = get_args(ContactKind)
RESTS: tuple[str, ...] = get_args(Rest)
JUDGED = "scenario"
"""``ThrowOutcome.source`` of a scripted throw judged when it is thrown (``judged``)."""
JUDGED_AS_FAILED = "scenario-failed"
"""The same, with its failed requirements as written (``fail``): only the contacts judged."""
COUNTED = "scenario-bounces"
"""``ThrowOutcome.source`` of a scripted throw that gives its outside bounces (``bounces``,
``nobounce``) and no ``fail``: a two-bounce requirement is judged from them (R173), the others
stand as written."""
BOARD_KINDS = ("board", "die_on_board")
CONTACT_GAP_MS = 100
"""Milliseconds between two contacts named without times (well apart: separate bounces)."""

KEYS = frozenset(
    {"zone", "face", "special", "bounces", "nobounce", "hole", "fail", "footprint", "contacts"}
    | {"rest", "at", "judge", "spin", "telemetry"}
)
FLAGS = frozenset({"special", "nobounce", "hole", "judge"})
VALUED = frozenset({"fail", "bounces", "face", "split", "contacts", "at", "rest", "spin"})
TELEMETRY_KEYS = frozenset(Telemetry.__struct_fields__)


class ThrowScriptError(ValueError):
    """A scripted throw that names an unknown zone, flag, key or contact kind."""


def parse_throw(spec: str | Mapping[str, Any]) -> ThrowOutcome:
    """One scripted throw, from its string or table form (module docstring)."""
    if isinstance(spec, str):
        return _from_table(_string_table(spec), spec)
    if isinstance(spec, Mapping):
        return _from_table(dict(spec), repr(dict(spec)))
    raise ThrowScriptError(f"a scripted throw is a string or a table, not {spec!r}")


def _string_table(text: str) -> dict[str, Any]:
    zone, *flags = text.split("/")
    table: dict[str, Any] = {"zone": zone} if zone else {}
    fails: list[str] = []
    for flag in flags:
        name, has_value, value = flag.partition("=")
        if not has_value and name in FLAGS:
            table[name] = True
        elif has_value and name in VALUED:
            if name == "fail":
                fails += [v for v in value.split(",") if v]
            elif name == "split":
                table["footprint"] = _split(value, text)
            elif name == "contacts":
                table["contacts"] = [v for v in value.split(",") if v]
            elif name == "at":
                table["at"] = [_int(v, "at", text) for v in value.split(",")]
            elif name == "rest":
                table["rest"] = value
            else:
                table[name] = _int(value, name, text)
        else:
            known = sorted(FLAGS) + sorted(f"{v}=" for v in VALUED)
            raise ThrowScriptError(f"throw {text!r}: unknown flag {flag!r}; flags: {known}")
    if fails:
        table["fail"] = fails
    return table


def _split(value: str, text: str) -> dict[str, int]:
    shares: dict[str, int] = {}
    for part in value.split(","):
        zone, sep, permille = part.partition(":")
        if not sep:
            raise ThrowScriptError(f"throw {text!r}: split part {part!r} is not ZONE:PERMILLE")
        shares[zone] = _int(permille, "split", text)
    return shares


def _int(value: Any, key: str, where: str) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ThrowScriptError(f"throw {where}: {key} {value!r} is not a whole number") from None


def _from_table(table: dict[str, Any], where: str) -> ThrowOutcome:
    unknown = sorted(set(table) - KEYS)
    if unknown:
        raise ThrowScriptError(f"throw {where}: unknown key(s) {unknown}; keys: {sorted(KEYS)}")
    shares = _footprint(table.get("footprint"), where)
    zone = _zone(table, shares, where)
    contacts = _contacts(table.get("contacts", ()), where)
    bounces = _bounces(table, contacts, where)
    rest = table.get("rest")
    if rest is not None and rest not in RESTS:
        raise ThrowScriptError(f"throw {where}: rest {rest!r} is not one of {list(RESTS)}")
    fails = table.get("fail", ())
    fails = (fails,) if isinstance(fails, str) else tuple(fails)
    bad = sorted(set(fails) - set(IDS))
    if bad:
        raise ThrowScriptError(f"throw {where}: unknown requirement(s) {bad}")
    face = _int(table.get("face", 1), "face", where)
    if not 1 <= face <= 6:
        raise ThrowScriptError(f"throw {where}: face {face} is not 1..6")
    outcome = scripted(
        zone,
        face=face,
        special=bool(table.get("special", False)),
        bounces=bounces,
        rest=rest,
        hole=bool(table.get("hole", False)) or any(c.kind == "hole_table" for c in contacts),
        failed=fails,
    )
    if shares and outcome.rest == "on_board":
        outcome = replace(outcome, footprint=shares)
    outcome = replace(outcome, contacts=contacts, telemetry=_telemetry(table, contacts, where))
    if "at" in table:
        outcome = replace(outcome, keyframes=(_keyframe(table["at"], where),))
    if contacts or any(k in table for k in ("judge", "spin", "telemetry")):
        outcome = replace(outcome, source=JUDGED if "fail" not in table else JUDGED_AS_FAILED)
    elif ("bounces" in table or table.get("nobounce")) and "fail" not in table:
        outcome = replace(outcome, source=COUNTED)
    return outcome


def _footprint(value: Any, where: str) -> tuple[ZoneShare, ...]:
    if value is None:
        return ()
    if not isinstance(value, Mapping) or not value:
        raise ThrowScriptError(f"throw {where}: footprint must be a table of zone = per-mille")
    bad = sorted(set(value) - set(FOOTPRINT_ZONES))
    if bad:
        raise ThrowScriptError(
            f"throw {where}: unknown footprint zone(s) {bad}; zones: {list(FOOTPRINT_ZONES)}"
        )
    shares = tuple(ZoneShare(str(z), _int(p, "footprint", where)) for z, p in value.items())
    total = sum(s.permille for s in shares)
    if total != 1000 or any(s.permille <= 0 for s in shares):
        raise ThrowScriptError(
            f"throw {where}: footprint shares must be positive and sum to 1000, not {total}"
        )
    return tuple(sorted(shares, key=lambda s: (-s.permille, s.zone)))


def _zone(table: Mapping[str, Any], shares: tuple[ZoneShare, ...], where: str) -> str:
    zone = table.get("zone")
    if zone is not None:
        zone = str(zone)
        if zone not in ZONE_WORDS:
            raise ThrowScriptError(f"throw {where}: unknown zone {zone!r}; zones: {ZONE_WORDS}")
    if not shares:
        if zone is None:
            raise ThrowScriptError(f"throw {where}: needs a zone or a footprint")
        return zone
    largest = zone_by_largest_portion(shares)
    if zone is not None and zone != largest:
        raise ThrowScriptError(
            f"throw {where}: zone {zone!r} is not the footprint's largest portion {largest!r}"
        )
    return largest


def _contacts(value: Any, where: str) -> tuple[Contact, ...]:
    out: list[Contact] = []
    for index, item in enumerate(value):
        if isinstance(item, str):
            kind, start, end = item, index * CONTACT_GAP_MS, index * CONTACT_GAP_MS + 10
        elif isinstance(item, Mapping):
            extra = sorted(set(item) - {"kind", "start", "end"})
            if extra:
                raise ThrowScriptError(f"throw {where}: contact {index}: unknown key(s) {extra}")
            kind = str(item.get("kind", ""))
            start = _int(item.get("start", index * CONTACT_GAP_MS), "start", where)
            end = _int(item.get("end", start + 10), "end", where)
        else:
            raise ThrowScriptError(f"throw {where}: contact {index} is not a kind or a table")
        if kind not in CONTACT_KINDS:
            raise ThrowScriptError(
                f"throw {where}: unknown contact kind {kind!r}; kinds: {list(CONTACT_KINDS)}"
            )
        out.append(Contact(kind, start, end))  # type: ignore[arg-type]
    return tuple(out)


def _bounces(table: Mapping[str, Any], contacts: tuple[Contact, ...], where: str) -> int:
    given = [k for k in ("bounces", "nobounce", "contacts") if table.get(k, False) is not False]
    if len(given) > 1:
        raise ThrowScriptError(f"throw {where}: give one of bounces, nobounce, contacts")
    if "bounces" in table:
        return _int(table["bounces"], "bounces", where)
    if table.get("nobounce"):
        return 0
    if contacts:
        return bounces_before_board(contacts, ContactRules())
    return 1


def bounces_before_board(contacts: tuple[Contact, ...], rules: ContactRules) -> int:
    """R061 / R173: table contacts before the first board contact (AMB-30: a die lying on the
    board counts as the board, ``die_on_board=neither``: it does not); AMB-41: table contacts
    less than ``bounce_gap_ms`` apart are one bounce."""
    board = BOARD_KINDS if rules.die_on_board == "board" else ("board",)
    count, last_end = 0, None
    for contact in contacts:
        if contact.kind in board:
            break
        if contact.kind != "table":
            continue
        if last_end is None or contact.t_start - last_end >= rules.bounce_gap_ms:
            count += 1
        last_end = contact.t_end
    return count


def _telemetry(table: Mapping[str, Any], contacts: tuple[Contact, ...], where: str) -> Telemetry:
    """From the contact order: an obstacle before the board (R168), head then table (R180);
    ``spin`` (crad/s, R181); ``telemetry`` sets any field outright."""
    kinds = [c.kind for c in contacts]
    first_board = next((i for i, k in enumerate(kinds) if k in BOARD_KINDS), None)
    before = kinds if first_board is None else kinds[:first_board]
    fields: dict[str, Any] = {
        "obstacle_before_board": first_board is not None and "obstacle" in before,
        "head_first": kinds[:2] == ["head", "table"],
        "max_vertical_spin_on_table_before_board": _int(table.get("spin", 0), "spin", where),
    }
    given = table.get("telemetry", {})
    if not isinstance(given, Mapping):
        raise ThrowScriptError(f"throw {where}: telemetry must be a table")
    bad = sorted(set(given) - TELEMETRY_KEYS)
    if bad:
        raise ThrowScriptError(
            f"throw {where}: unknown telemetry key(s) {bad}; keys: {sorted(TELEMETRY_KEYS)}"
        )
    fields.update(given)
    return Telemetry(**fields)


def _keyframe(at: Any, where: str) -> Keyframe:
    if not isinstance(at, list | tuple) or len(at) != 2:
        raise ThrowScriptError(f"throw {where}: at must be [x, y] in mm")
    x, y = (_int(v, "at", where) for v in at)
    return Keyframe(1000, x, y, 8, 10000, 0, 0, 0)


def judged(
    outcome: ThrowOutcome, requirements: tuple[str, ...], rules: ContactRules
) -> ThrowOutcome:
    """A scripted throw as thrown: a ``JUDGED`` one is judged now with the game's contact rulings
    and the throw's requirement set (module docstring); a ``COUNTED`` one (its bounces given)
    fails a two-bounce requirement with fewer than two (R173); any other stands as written,
    except that a ``fail`` naming a requirement this throw does not have is no miss (R070: only
    the active requirements bind; AMB-50 ``requirements_on``, a weapon left unused, R081)."""
    written = outcome.failed_requirements
    if written and not set(written) <= set(requirements):
        outcome = judge(outcome, tuple(r for r in written if r in requirements))
    if outcome.source == COUNTED:
        few = "two_bounce" in requirements and outcome.outside_bounces_before_board < 2
        return replace(judge(outcome, ("two_bounce",) if few else ()), source="scripted")
    if outcome.source not in (JUDGED, JUDGED_AS_FAILED):
        return outcome
    if outcome.contacts:
        through = any(c.kind == "hole_table" for c in outcome.contacts)
        outcome = replace(
            outcome,
            outside_bounces_before_board=bounces_before_board(outcome.contacts, rules),
            touched_table_through_hole=outcome.zone == "hole"
            or (through and rules.hole_touch == "any"),  # AMB-33
        )
    failed = outcome.failed_requirements
    if outcome.source == JUDGED:
        failed = failed_requirements(requirements, outcome, rules.spin_min)
    outcome = replace(judge(outcome, failed), source="scripted")
    knocked = any(c.kind in ("die_on_board", "die_on_table") for c in outcome.contacts)
    if rules.knock_resting == "miss" and knocked:
        outcome = replace(outcome, miss_reasons=(*outcome.miss_reasons, "knocked"))
    return outcome
