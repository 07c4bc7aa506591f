"""Per-card-set lookup tables the rules ask on every step (issue 4: speed).

The rules read a card's record for every card a player holds, many times a step, mostly to learn
that it does nothing now (no power, no start-of-turn card, no Drool). A ``CardIndex`` answers
those questions from sets built once per ``CardSet`` (when the set is loaded or registered,
``deck.py``): a player whose cards are disjoint from a set has nothing of that kind, and a Drool
Factor is one dict read. The tables are derived from the card records only, so every answer is
the one the records give.
"""

from __future__ import annotations

from .records import CardSet, LootSpec, ShtickSpec


def _ids(specs: dict[str, ShtickSpec], has: str) -> frozenset[str]:
    return frozenset(card for card, spec in specs.items() if getattr(spec, has))


def _drool(loot: dict[str, LootSpec], character: str) -> dict[str, int]:
    return {card: spec.drool(character) for card, spec in loot.items()}


def _shtick_for(loot: dict[str, LootSpec], character: str) -> frozenset[str]:
    return frozenset(c for c, s in loot.items() if s.shtick_for == character)


class CardIndex:
    """Sets of card ids by what they do, and Drool Factors by character (R136, R199, R227).

    Built once per card set and never changed afterwards."""

    def __init__(self, cs: CardSet) -> None:
        sh = cs.shticks
        self.powers = frozenset(
            card
            for card, s in sh.items()
            if s.flip_foe or s.steal or s.heal_other or s.flip_pickup or s.flip_draw
        )
        """Shticks with a flip power used as a turn action (``powers.power_actions``)."""
        self.heal_other = _ids(sh, "heal_other")
        self.flip_heal = _ids(sh, "flip_heal")
        self.flip_reroll = _ids(sh, "flip_reroll")
        self.flip_bonus = _ids(sh, "flip_bonus")
        self.extra_pickup = _ids(sh, "extra_pickup")
        self.flip_move = _ids(sh, "flip_move")
        self.gloat = _ids(sh, "gloat_draw")
        self.disarm = _ids(sh, "disarm")
        screws = cs.screws
        self.start_cards = frozenset(c for c, s in screws.items() if s.window == "start-of-turn")
        self.end_cards = frozenset(
            c for c, s in screws.items() if s.window == "end-of-turn" or s.heal
        )
        """Own-turn Screw This! cards (``windows.turn_cards``; heal cards also at the end)."""
        self.trip_cards = frozenset(c for c, s in screws.items() if s.trip)
        """Cards that trip a player who starts moving (Stumble, ``stumble.py``)."""
        grouped: dict[str, set[str]] = {}
        for card, spec in screws.items():
            grouped.setdefault(spec.window, set()).add(card)
        self.by_window: dict[str, frozenset[str]] = {
            name: frozenset(ids) for name, ids in grouped.items()
        }
        """Screw This! ids by the ``window`` they are played in (``windows.window_cards``)."""
        self.loot_use = frozenset(c for c, s in cs.loot.items() if s.discard_heal or s.discard_move)
        """Loot discarded for its effect (Healing Salve, Scroll of Teleport; R215)."""
        self.plain_loot = tuple(c for c in cs.loot_deck if not cs.loot[c].trap)
        """The Loot deck without its Traps, in deck order (``determinize``: Stashes hold none)."""
        self._loot = cs.loot
        self._drool = {c: _drool(cs.loot, c) for c in cs.characters}
        self._shtick_for = {c: _shtick_for(cs.loot, c) for c in cs.characters}

    def drool(self, character: str) -> dict[str, int]:
        """Every Loot card's Drool Factor for ``character`` (R136; ``LootSpec.drool``)."""
        found = self._drool.get(character)
        return found if found is not None else _drool(self._loot, character)

    def shtick_for(self, character: str) -> frozenset[str]:
        """Loot ``character`` may discard for the top shtick (R216)."""
        found = self._shtick_for.get(character)
        return found if found is not None else _shtick_for(self._loot, character)
