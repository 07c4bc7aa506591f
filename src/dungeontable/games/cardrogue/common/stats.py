"""Derived player numbers, never stored (docs/rules/cardrogue.md §6.2; R008, R171, R181,
R228-R231).

What applies to a player = his character card + his equipped cards (R171) + the artifacts in his
hand (R181). Max health and the attack modifier are recomputed from those and the score sheet,
so losing an artifact changes only the max (A-17).
"""

from __future__ import annotations

from ..catalog import Catalog
from ..definitions import CardDef
from ..state import Player

BASE_MAX_HEALTH = 10  # 003 L95
BASE_ATTACK = 0  # 003 L97


def active_cards(cat: Catalog, player: Player) -> tuple[CardDef, ...]:
    """Character + equipment + held artifacts: every card whose template applies now
    (``Catalog.active``, its remembered answer looked up here first: asked many times a step)."""
    found = cat.loadouts.get((player.character, player.equipment, player.hand))
    if found is None:
        return cat.active(player.character, player.equipment, player.hand)
    return found


def base_max_health(cat: Catalog, player: Player) -> int:
    if not player.character:
        return BASE_MAX_HEALTH
    own = cat[player.character].base_max
    return BASE_MAX_HEALTH if own is None else own


def base_attack(cat: Catalog, player: Player) -> int:
    if not player.character:
        return BASE_ATTACK
    own = cat[player.character].base_attack
    return BASE_ATTACK if own is None else own


def max_health(cat: Catalog, player: Player) -> int:
    """R229-R231: base + scroll bonuses + equipped and held max-health templates."""
    return (
        base_max_health(cat, player)
        + player.perm_max
        + sum(c.max_bonus for c in active_cards(cat, player))
    )


def attack_modifier(cat: Catalog, player: Player) -> int:
    """M of R070 step 6: sheet (potions) + base + equipped and held +/-X TO ATTACK ROLL."""
    return (
        base_attack(cat, player)
        + player.sheet_attack
        + sum(c.attack_bonus for c in active_cards(cat, player))
    )


def damage_reduction(cat: Catalog, player: Player) -> int:
    """R080, R177: all equipped -X DAMAGE TAKEN add up."""
    return sum(c.reduce for c in active_cards(cat, player))


def extra_moves(cat: Catalog, player: Player) -> int:
    """R061: +X MOVEMENT templates add up."""
    total = 0
    for card in active_cards(cat, player):
        total += card.extra_moves
    return total


def faces(cat: Catalog, player: Player, field: str) -> tuple[int, ...]:
    """The union of one 'rolling an X' template's faces, e.g. ``faces(cat, p, "block_on")``."""
    found: list[int] = []
    for card in active_cards(cat, player):
        for face in getattr(card, field):
            if face not in found:
                found.append(face)
    return tuple(found)


def has_template(cat: Catalog, player: Player, field: str) -> bool:
    return any(getattr(c, field) for c in active_cards(cat, player))


def min_attack(cat: Catalog, player: Player) -> int:
    return max((c.min_attack for c in active_cards(cat, player)), default=0)


def score(cat: Catalog, player: Player) -> int:
    """R265: score-sheet VP + VP of boss cards held."""
    return player.vp + sum(cat[c].vp for c in player.hand)


def gold_value(cat: Catalog, player: Player) -> int:
    """Gold value of the sellable cards in hand (A-32 tiebreak)."""
    return sum(cat[c].gold or 0 for c in player.hand)


def reroll_faces(cat: Catalog, player: Player, reading: str) -> tuple[int, ...]:
    """R074 faces; ATTACK AGAIN faces join them when read as its alias (A-49 default)."""
    found = faces(cat, player, "reroll_on")
    if reading != "reroll_twice":
        return found
    again = faces(cat, player, "again_on")
    return found + tuple(f for f in again if f not in found) if again else found


def again_faces(cat: Catalog, player: Player, reading: str) -> tuple[int, ...]:
    """A-49 option ``attack_again="one_more_roll"``: the faces that add one more roll."""
    return faces(cat, player, "again_on") if reading == "one_more_roll" else ()
