"""The heuristic bot's choices for The Shortening's setup (R353 Backstories, R361 Nitpicky).

Backstories: keep the goals a diving, Monster-saving bot meets most often (repeatable saved
types that are common in the Battle Deck, easy once-only goals), lay the far-fetched ones face
up. Nitpicky: Starting Shticks and deck picks by battle worth (the better of Attack and Defense,
Range, always-on bonuses; a flip shtick counts a little less).
"""

from __future__ import annotations

from collections import Counter

from ..backstories import backstory
from ..deck import CardSet


def backstory_worth(cs: CardSet, card_id: str) -> float:
    """Roughly the points a bot expects from ``card_id`` in a game."""
    card = backstory(card_id)
    types = Counter(t for m in cs.battle_deck if m in cs.monsters for t in cs.monsters[m].types)
    share = types.get(card.monster_type, 0) / max(1, sum(types.values()))
    if card.goal == "saved_type":
        return card.points * 40 * share  # about 40 Monsters met in a game, some saved
    if card.goal == "saved_type_at_least":
        return card.points * min(1.0, 20 * share / card.count)
    easy = {
        "saved_total_at_least": 0.8 if card.count <= 6 else 0.4,
        "reach_floor": 0.9 if card.floor <= 2 else 0.6,
        "shticks_at_least": 0.6 if card.count <= 7 else 0.3,
        "equipped_at_least": 0.5 if card.count <= 3 else 0.3,
        "loot_count": 1.5,
        "crest_loot": 1.0,
        "in_lair": 0.5,
        "first_out": 0.3,
        "killed_lich": 0.2,
        "saved_unique": 0.3,
    }
    return card.points * easy.get(card.goal, 0.3)


def shtick_worth(cs: CardSet, card_id: str) -> float:
    """A shtick's battle worth for the Nitpicky picks."""
    s = cs.shticks[card_id]
    if s.battle:
        best = max(s.attack or 0, s.defense or 0)
        worth = 2.0 * best + s.range + (1.0 if s.area else 0.0)
        return worth - (1.5 if s.flip else 0.0)
    return 1.5 * (s.bonus_attack + s.bonus_defense) + s.extra_pickup + 1.0


def story_types(cards: tuple[str, ...]) -> set[str]:
    """The Monster types these Backstories count when saved (R356)."""
    found = set()
    for card_id in cards:
        card = backstory(card_id)
        if card.goal in ("saved_type", "saved_type_at_least"):
            found.add(card.monster_type)
    return found
