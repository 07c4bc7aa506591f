"""Every ambiguity AMB-01..65 is a named ruling option (issue 7), except the few whose summary
says why no second reading exists; the physics-contact ones (AMB-29..42) are DF-P's."""

from __future__ import annotations

import msgspec

from dungeontable.core import parse_options
from dungeontable.games.dungeonfighter.options import RULINGS, Options

NO_ALTERNATIVE = {"01", "37", "40", "43", "62", "65"}
PHYSICS_CONTACT = {"29", "30", "31", "33", "34", "41", "42"}


def _ambiguities() -> dict[str, str]:
    return {r.ref[-2:]: r.option for r in RULINGS if "AMB-" in r.ref}


def test_every_ambiguity_is_listed_once() -> None:
    assert sorted(_ambiguities()) == [f"{n:02d}" for n in range(1, 66)]
    assert len([r for r in RULINGS if "AMB-" in r.ref]) == 65


def test_every_rules_ambiguity_is_an_option_or_says_why_not() -> None:
    fields = set(Options.__struct_fields__)
    for nn, option in _ambiguities().items():
        if nn in PHYSICS_CONTACT:
            continue
        ruling = next(r for r in RULINGS if r.ref.endswith(f"AMB-{nn}"))
        if nn in NO_ALTERNATIVE:
            assert option == "-" and "(no alternative reading: " in ruling.summary, nn
        else:
            assert option in fields, nn


def test_every_option_parses_from_the_text_of_its_default() -> None:
    """``--option name=value`` as the CLI passes it: the default's text gives the default."""
    defaults = msgspec.to_builtins(Options())
    for name in sorted(set(_ambiguities().values()) - {"-"}):
        value = defaults[name]
        text = str(value).lower() if isinstance(value, bool) else str(value)
        assert parse_options(Options, {name: text}) == Options(), name
