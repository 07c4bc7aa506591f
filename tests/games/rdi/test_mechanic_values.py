"""The mechanic families' per-seat values and pure rule functions (compendium 002)."""

from __future__ import annotations

import msgspec
import pytest

from dungeontable.games.rdi.mechanics.catalog import (
    KEYWORDS,
    SUPPORTED,
    UNSUPPORTED,
    MechanicError,
    mechanic_of_unknown_op,
    unsupported_reason,
)
from dungeontable.games.rdi.mechanics.heat import Heat, heated
from dungeontable.games.rdi.mechanics.instruments import Instruments, restore, smash
from dungeontable.games.rdi.mechanics.marks import Marks, with_mark, without_mark
from dungeontable.games.rdi.mechanics.momentum import Momentum, added, removed, spent
from dungeontable.games.rdi.mechanics.pets import count_pets, top_pet
from dungeontable.games.rdi.state import SeatExtra

# --- instruments: 002 L57-83 ---


def test_instruments_start_intact_and_smash_once() -> None:
    tokens = Instruments()
    assert tokens.intact() == ("flute", "lyre", "drum")
    tokens = smash(tokens, "drum")
    assert (tokens.smashed, tokens.intact()) == (("drum",), ("flute", "lyre"))
    assert not tokens.is_intact("drum") and tokens.is_intact("lyre")
    with pytest.raises(MechanicError, match="drum"):
        smash(tokens, "drum")  # L63: not one already smashed


def test_smashed_instruments_keep_table_order_and_restore() -> None:
    tokens = smash(smash(Instruments(), "drum"), "flute")
    assert tokens.smashed == ("flute", "drum")
    assert restore(tokens, "drum").smashed == ("flute",)
    assert restore(tokens, "lyre") == tokens  # restoring an intact one changes nothing


def test_all_smashed_leaves_nothing_to_smash() -> None:
    tokens = smash(smash(smash(Instruments(), "lyre"), "flute"), "drum")
    assert tokens.intact() == ()


# --- momentum: 002 L526-540 ---


def test_momentum_is_bounded_0_to_3() -> None:
    assert added(Momentum(2), 1).value == 3
    assert added(Momentum(3), 2).value == 3
    assert removed(Momentum(1), 3).value == 0  # L532: may lose more than he has


def test_spending_needs_enough_momentum() -> None:
    assert spent(Momentum(2), 2).value == 0
    assert not Momentum(1).can_spend(2)
    with pytest.raises(MechanicError, match="1 Momentum"):
        spent(Momentum(1), 2)


# --- heat: 002 L718-732 ---


def test_third_heat_clears_the_tracker_and_owes_a_penalty() -> None:
    assert heated(Heat(), 1) == Heat(1, 0)
    assert heated(Heat(2), 1) == Heat(0, 1)
    assert heated(Heat(2), 2) == Heat(1, 1)  # [proposed] the excess carries over
    assert heated(Heat(1), 5) == Heat(0, 2)


# --- marks: 002 L1287-1297 ---


def test_marks_never_twice_never_remy_and_limited_supply() -> None:
    marks = Marks(supply=2)  # three players: players - 1 marks
    marks = with_mark(marks, owner=0, seat=2)
    assert marks.marked == (2,)
    assert with_mark(marks, owner=0, seat=2) == marks  # already marked: nothing happens
    assert with_mark(marks, owner=0, seat=0) == marks  # Remy is never marked
    marks = with_mark(marks, owner=0, seat=1)
    assert (marks.marked, marks.available) == ((1, 2), 0)
    assert without_mark(marks, 2).marked == (1,)
    assert without_mark(marks, 3) == marks


# --- pets: 002 L1873 ---


def test_pet_queries_read_the_subtype() -> None:
    subtypes = {"rat": ("pet",), "punch": (), "bat": ("pet",)}.__getitem__
    assert count_pets(("rat", "punch", "bat", "rat"), subtypes) == 3
    assert top_pet(("rat", "punch", "bat", "punch"), subtypes) == 2
    assert top_pet(("punch",), subtypes) is None


# --- values round-trip (state JSON) ---


@pytest.mark.parametrize(
    "value",
    [Instruments(("lyre",)), Momentum(2), Heat(1, 1), Marks(3, (1, 2))],
)
def test_mechanic_values_round_trip_as_tagged_json(value: SeatExtra) -> None:
    data = msgspec.json.encode(value)
    assert msgspec.json.decode(data, type=type(value)) == value
    assert msgspec.json.decode(data)["mechanic"] == type(value).__name__


# --- the catalog of mechanic names ---


def test_supported_and_unsupported_names() -> None:
    assert unsupported_reason("heat") is None
    # every supported family, sorted (the list grows as characters land: issues 16, 18)
    reason = unsupported_reason("teleport") or ""
    prefix = "unknown mechanic 'teleport'; supported mechanics: "
    assert reason.startswith(prefix)
    named = reason[len(prefix) :].split(", ")
    assert named == sorted(named) and set(named) == set(SUPPORTED)
    assert {"chi", "deities", "heat", "instruments", "marks", "momentum", "pets"} <= set(named)
    assert {"piety", "rage_tiles", "doppelgangers", "moods"} <= set(named)
    assert mechanic_of_unknown_op("hit_twice") is None


def test_every_compendium_family_is_supported() -> None:
    """No family is left to refuse by name (issue 18 built the last ones): an op no family has is
    an unknown op."""
    assert UNSUPPORTED == {} and KEYWORDS == {}
    assert mechanic_of_unknown_op("wind_the_clock") is None


def test_status_lines_for_tables() -> None:
    assert Instruments(("drum",)).describe() == "instruments: flute, lyre, drum (smashed)"
    assert Momentum(2).describe() == "Momentum 2/3"
    assert Heat(1, 1).describe() == "Heat 1/3 (penalty to choose: 1)"
    assert Marks(3, (1, 2)).describe() == "marked: seat 1, seat 2"
    assert Marks(2).describe() == "marked: nobody"
