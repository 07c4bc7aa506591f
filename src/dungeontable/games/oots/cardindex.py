"""Per-card-set lookup tables the rules ask on every step (issue 4: speed).

The rules read a card's record for every card a player holds, many times a step, mostly to learn
that it does nothing now (no power, no start-of-turn card, no Drool). ``index_of(cards)`` answers
those questions from sets built once per ``CardSet``: a player whose cards are disjoint from a
set has nothing of that kind, and a Drool Factor is one dict read. The tables are derived from
the card records only, so every answer is the one the records give.
"""

from __future__ import annotations

from .deck import _SETS, CardSet, ShtickSpec, cards_of
from .state import State


def _ids(specs: dict[str, ShtickSpec], has: str) -> frozenset[str]:
    return frozenset(card for card, spec in specs.items() if getattr(spec, has))


class CardIndex:
    """Sets of card ids by what they do, and Drool Factors by character (R136, R199, R227)."""

    def __init__(self, cs: CardSet) -> None:
        sh = cs.shticks
        self.powers = frozenset(
            card for card, s in sh.items() if s.flip_foe or s.steal or s.heal_other or s.flip_pickup
        )
        """Shticks with a flip power used as a turn action (``powers.power_actions``)."""
        self.heal_other = _ids(sh, "heal_other")
        self.flip_heal = _ids(sh, "flip_heal")
        self.flip_reroll = _ids(sh, "flip_reroll")
        self.flip_bonus = _ids(sh, "flip_bonus")
        self.extra_pickup = _ids(sh, "extra_pickup")
        self.disarm = _ids(sh, "disarm")
        screws = cs.screws
        self.start_cards = frozenset(c for c, s in screws.items() if s.window == "start-of-turn")
        self.end_cards = frozenset(
            c for c, s in screws.items() if s.window == "end-of-turn" or s.heal
        )
        """Own-turn Screw This! cards (``windows.turn_cards``; heal cards also at the end)."""
        self.trip_cards = frozenset(c for c, s in screws.items() if s.trip)
        """Cards that trip a player who starts moving (Stumble, ``stumble.py``)."""
        self._loot = cs.loot
        self._drool: dict[str, dict[str, int]] = {}
        self._shtick_for: dict[str, frozenset[str]] = {}

    def drool(self, character: str) -> dict[str, int]:
        """Every Loot card's Drool Factor for ``character`` (R136; ``LootSpec.drool``)."""
        found = self._drool.get(character)
        if found is None:
            found = {card: spec.drool(character) for card, spec in self._loot.items()}
            self._drool[character] = found
        return found

    def shtick_for(self, character: str) -> frozenset[str]:
        """Loot ``character`` may discard for the top shtick (R216)."""
        found = self._shtick_for.get(character)
        if found is None:
            found = frozenset(c for c, s in self._loot.items() if s.shtick_for == character)
            self._shtick_for[character] = found
        return found


_LAST: list[tuple[CardSet | None, CardIndex | None]] = [(None, None)]
"""The card set last asked about and its index, one pair replaced whole (thread-safe)."""


def index_for(state: State) -> CardIndex:
    """``index_of`` the card set of ``state`` in one call (the rules' hot paths)."""
    seen, found = _LAST[0]
    if found is not None and seen is _SETS.get(state.cards):
        return found
    return index_of(cards_of(state.cards))


def index_of(cs: CardSet) -> CardIndex:
    """The ``CardIndex`` of ``cs`` (remembered for the last card set)."""
    seen, found = _LAST[0]
    if seen is cs and found is not None:
        return found
    found = CardIndex(cs)
    _LAST[0] = (cs, found)
    return found
