"""The characters for people: each house character's complexity and its mechanic in one line.

``dungeontable rules rdi`` and the lobby list them (``RedDragonInn.roster``, the core ``Roster``
capability). The compendium (002) states no complexity number for any character: its table of
contents names 16 "Characters without any special mechanics or rules" (002 L38-45), and issue 16
groups the 24 characters whose rules each need one new mechanic family as complexity 3. Every
other character is shown as "not stated" rather than given a guessed number.
"""

from __future__ import annotations

from collections.abc import Mapping

from dungeontable.core import Roster, RosterEntry

from .hooks import CharacterDef
from .mechanics.catalog import SUPPORTED

SIMPLEST = "simplest (no special rules in the compendium)"
HOUSE_PLAIN = "simplest (a house character with no special rules)"
GROUPED = "3 (issue 16's grouping; the compendium states none)"
GROUPED_18 = "4-5 (issue 18's grouping; the compendium states none)"
NOT_STATED = "not stated"

ISSUE_16 = frozenset(
    {
        "amundyr",
        "bastian",
        "cormac",
        "flower",
        "spyke",
        "kaylin",
        "lizwick",
        "molly",
        "murgath",
        "nitrel",
        "ohava",
        "ozrik",
        "phrenk",
        "phyll",
        "piper",
        "ripsnarl",
        "samantha",
        "serena",
        "terci",
        "warthorn",
        "wench",
        "wizgille",
        "zakhan",
        "zariah",
    }
)
"""The character ids of issue 16's list (its complexity-3 group)."""

ISSUE_18 = frozenset(
    {
        "dale",
        "erin",
        "evil_pooky",
        "farai",
        "halden",
        "keet",
        "lichking",
        "natyli",
        "nerodia",
        "petra",
        "pooky",
        "roxana",
        "torglesnarf",
        "vlazlo",
        "wrench",
    }
)
"""The character ids of issue 18's list built so far (its complexity 4-5 group; each helper adds
the characters it builds)."""

PLAIN = "no special rules: a deck of its own"

NOTE = (
    "The compendium states no complexity numbers: 'simplest' are the characters it lists as"
    " having no special rules; '3' is issue 16's grouping of the characters whose rules each"
    " need a mechanic family of their own; '4-5' is issue 18's grouping of the hardest ones;"
    " the rest are 'not stated'."
)


def complexity(character: CharacterDef) -> str:
    """The character's complexity as the sources give it (see the module note)."""
    if not character.modules:
        return SIMPLEST if character.source == "rulebook" else HOUSE_PLAIN
    if character.id in ISSUE_16:
        return GROUPED
    if character.id in ISSUE_18:
        return GROUPED_18
    return NOT_STATED


def mechanic_line(character: CharacterDef) -> str:
    """One line on the character's mechanic: its families' one-liners, joined."""
    if not character.modules:
        return PLAIN
    return "; ".join(SUPPORTED.get(module, module) for module in character.modules)


def roster_of(characters: Mapping[str, CharacterDef]) -> Roster:
    """Every character of ``characters`` (sorted by id) for the option ``characters``."""
    entries = tuple(
        RosterEntry(id=c.id, name=c.name, complexity=complexity(c), mechanic=mechanic_line(c))
        for c in sorted(characters.values(), key=lambda c: c.id)
    )
    return Roster(option="characters", entries=entries, dealt="random", note=NOTE)
