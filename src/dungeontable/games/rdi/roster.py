"""The house generic characters (plain decks, rdi.md §2.2 style) registered with ``hooks``.

They use only the R-13 ops, so the game is playable end to end before any character pack loads.
"""

from __future__ import annotations

from .hooks import CHARACTERS, HOUSE_ROSTER, CharacterDef, register_character

GENERIC: tuple[CharacterDef, ...] = (
    CharacterDef("generic_brawler", "Brakka the Tavern Brawler", "generic_brawler", race="orc"),
    CharacterDef("generic_rogue", "Sliv the Pickpocket", "generic_rogue"),
    CharacterDef("generic_cleric", "Mother Hulda of the Hearth", "generic_cleric"),
)

for _character in GENERIC:
    register_character(_character)


def roster() -> tuple[str, ...]:
    """The characters dealt at random: the house roster (owners' packs are chosen by name with
    ``Options.characters``), in a stable (sorted) order."""
    return tuple(HOUSE_ROSTER) or tuple(sorted(CHARACTERS))
