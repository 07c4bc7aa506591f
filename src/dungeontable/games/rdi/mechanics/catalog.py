"""Every mechanic family the compendium describes, and whether this engine supports it.

A character or card naming a mechanic that is not ``SUPPORTED`` is refused at load with the
mechanic's name (issue 6: "unsupported mechanics refused by name, never approximated"). The
unsupported names are the compendium's other families (rdi.md §2.1), so an owner's pack that
uses, say, Cormac's Rage Tiles is told exactly what is missing.
"""

from __future__ import annotations

from typing import Any


class MechanicError(ValueError):
    """A mechanic operation the rules forbid (smash a smashed instrument, overspend Momentum)."""


SUPPORTED: dict[str, str] = {
    "instruments": "Adonis's instruments: smash for a better effect, intact-instrument icons",
    "momentum": "Jett's Momentum 0..3: gain, lose, spend; +1 at the start of his turn",
    "heat": "Lucky's Heat: at 3 Heat an unpreventable penalty of her choice",
    "marks": "First Mate Remy's marks on other players",
    "pets": "Beastsergeant Ygella's Pet subtype and the cards that refer to Pets",
    "piety": "Serena's Piety 1..8: arrows after a card, Piety-dependent effects, atonement",
    "chi": "Zakhan's Drunken Chi: Alcohol + Chi passes him out; gained after Drinks, spent, calmed",
    "rage_tiles": "Cormac's Rage Tiles and Rage Pool: Rage cards pooled, tiles add to his numbers",
    "brawl": "Samantha's Brawls: a Brawl count 0..10 and a Brawler Deck her cards reveal from",
    "items": "Lizwick's Items: Bag of Holding icons reveal them into 3 slots; hand size shrinks",
    "bombs": "Nitrel's Bomb Deck: players get Bombs (her Action cards) and Bombs go in the pot",
    "mounts": "Molly's Stable Deck: Mounts revealed into a three-slot queue, Rivals, Passives",
    "blessings": "Murgath's Blessing Deck: players who lose Fortitude to his cards draw a Blessing",
    "scarabs": "Amundyr's Scarab Tokens: given by her cards, 1 Fortitude at the end of a turn",
    "prayers": "Brother Bastian's Prayer Cards: 3 hidden, played as though in hand for tokens",
    "wulfric": "Kaylin's Wulfric Deck: his mood, changed after her turn, a standing effect on her",
    "mix_ins": "Phyll's Mix-in Shelf: Mix-ins shelved when drawn, played on any Drink, one each",
    "treasures": "Flower's and Spyke's shared Treasure Deck, slots and Level",
    "deities": "Ohava's Deity cards: icons flip them; 3 in harmony +1 hand size, 4 +1 numbers",
    "elements": "Ozrik's Element cards: discarded from hand as he plays a card, for its abilities",
    "patients": "Doctor Terci's Patients: supply icons give tokens that treat Patients into hand",
    "quiver": "Piper's Quiver: her first draw an Arrow, any number of Arrow-Actions a turn",
    "potions": "Phrenk's Potions: one face up each turn, played or sold to a willing buyer",
    "stories": "Warthorn's Story Deck: a Pipe Card reveals a Story that joins it as one card",
    "gears": "Wizgille's Gear Deck: a Device Card reveals a Gear that joins it as one card",
    "chimera": "Zariah's summons flip her Chimera; dispelled: a 3-Fortitude attack or a power-up",
    "fury": "Ripsnarl's Form and Fury: human or wolf; Fury built while human bites on turning wolf",
    "special_reserve": "The Wench's Special Reserve Deck: her cards give its Drinks, always on top",
    "brews": "Father Farai's Brew Decks: his cards work on a Brew; a finished Brew is played",
    "mushrooms": "Dale's Mushrooms: planted and grown each turn, Harvested for his cards, Gathered",
    "fingers": "The Lich King's fingers: 13 Fortitude; detach one to Ignore; ringed ones are Gold",
    "debuffs": "Witchdoctor Natyli's Debuff Tokens: Pain Curse, Mind Hex, Power Jinx on others",
    "moods": (
        "Pooky's Mood track: Calm to Psychotic as he is hurt, drunk or loses a round; as the"
        " Boss (Epic Pooky) Psychotic may turn back to Calm for an Epic Card"
    ),
    "recipes": "Roxana's Cutting Board, Recipes and Smorgasbord: Ingredients cooked into cards",
    "gizmos": "Wrench's Gizmos: in play with a Fortitude track, ticked down after his Action",
    "doppelgangers": "Evil Pooky's Doppelganger Decks: portals reveal them; Splits kept or given",
    "forms": "Erin's four Forms: Elf, Bear (hits harder), Raven (more Gold and Alcohol), Tree",
    "artifacts": "Keet's Artifacts: Gold-equivalents dealt face down; turned up, they act",
    "petrification": "Nerodia's Petrification Pile: cards Petrified face down, Glare, Decay",
    "plots": "Petra's Plotted Cards (face down; Schemes played from there) and Hellfire track",
    "totems": "Halden's Totems: one revealed each turn and by icons, chained into Totem Combos",
    "minions": "Torglesnarf's Minions: in play, acting once each turn; hurt, they cost Wages",
    "blood": "Baron von Vlazlo's Blood Tokens, Wolf and Bat form decks bought into his deck",
}

UNSUPPORTED: dict[str, str] = {}


KEYWORDS: dict[str, tuple[str, ...]] = {}
"""Words in an op name that tell which unsupported family an unknown op belongs to."""

OP_MECHANICS: dict[str, str] = {
    "gain_heat": "heat",
    "smash_instrument": "instruments",
    "instrument_bonus": "instruments",
    "restore_instrument": "instruments",
    "marked_bonus": "marks",
    "hit_marked_attacker": "marks",
    "mark": "marks",
    "unmark": "marks",
    "unmark_attacker": "marks",
    "spend_momentum": "momentum",
    "momentum_bonus": "momentum",
    "gain_momentum": "momentum",
    "lose_momentum": "momentum",
    "pet_bonus": "pets",
    "fetch_pet": "pets",
    "move_piety": "piety",
    "piety_bonus": "piety",
    "unnegatable_at_piety": "piety",
    "gain_chi": "chi",
    "spend_chi": "chi",
    "rage": "rage_tiles",
    "clear_rage": "rage_tiles",
    "start_brawl": "brawl",
    "bag_of_holding": "items",
    "give_bomb": "bombs",
    "bomb_to_pot": "bombs",
    "bomb_choice": "bombs",
    "bomb_loss": "bombs",
    "horseshoe": "mounts",
    "rival": "mounts",
    "mount_shield": "mounts",
    "mount_sober": "mounts",
    "bless_losers": "blessings",
    "give_scarabs": "scarabs",
    "pray": "prayers",
    "gain_prayer": "prayers",
    "another_action": "prayers",
    "mood_loss_taken": "wulfric",
    "mood_drink": "wulfric",
    "mood_loss_dealt": "wulfric",
    "mood_stalwart": "wulfric",
    "mix_in": "mix_ins",
    "treasure": "treasures",
    "get_treasure_icon": "treasures",
    "level_bonus": "treasures",
    "lose_treasure": "treasures",
    "level_hit": "treasures",
    "deity": "deities",
    "elemental": "elements",
    "supply": "patients",
    "treat": "patients",
    "draw_arrows": "quiver",
    "story_stays": "stories",
    "price": "potions",
    "summon": "chimera",
    "dispel_chimera": "chimera",
    "discard_drink": "chimera",
    "turn_wolf": "fury",
    "turn_human": "fury",
    "gain_fury": "fury",
    "form_bonus": "fury",
    "special_reserve": "special_reserve",
    "brew": "brews",
    "mash_paddle": "brews",
    "brew_needs": "brews",
    "grows": "mushrooms",
    "harvest": "mushrooms",
    "plant_mushroom": "mushrooms",
    "grow_mushrooms": "mushrooms",
    "finger_bonus": "fingers",
    "reattach_finger": "fingers",
    "debuff": "debuffs",
    "mood_bonus": "moods",
    "mood_worse": "moods",
    "mood_calm": "moods",
    "ingredient": "recipes",
    "recipe_cost": "recipes",
    "prep": "recipes",
    "serve": "recipes",
    "gizmo": "gizmos",
    "sacrifice_gizmo": "gizmos",
    "portal": "doppelgangers",
    "split": "doppelgangers",
    "become": "forms",
    "spare_gold": "forms",
    "reveal_artifact": "artifacts",
    "take_from_inn": "artifacts",
    "take_artifact": "artifacts",
    "artifact_static": "artifacts",
    "artifact_trigger": "artifacts",
    "petrify": "petrification",
    "glare": "petrification",
    "scheme": "plots",
    "gain_hellfire": "plots",
    "plot_card": "plots",
    "totem": "totems",
    "reveal_totem": "totems",
    "totem_draw": "totems",
    "minion": "minions",
    "blood": "blood",
    "blood_cost": "blood",
    "acquire_form": "blood",
}
"""The ops of each supported mechanic (defined in its module): op name -> mechanic."""

QUIET_OPS = frozenset(
    set(OP_MECHANICS) - {"hit_marked_attacker", "bomb_loss", "level_hit", "minion", "take_artifact"}
)
"""The mechanics' ops that record no stat change (read by the card's mechanic hooks instead):
all but ``hit_marked_attacker``, ``bomb_loss`` and ``level_hit``."""

COST_OPS = frozenset(
    {
        "grows",
        "harvest",
        "smash_instrument",
        "spend_momentum",
        "spend_chi",
        "elemental",
        "pray",
        "treat",
        "dispel_chimera",
        "price",
        "brew_needs",
        "recipe_cost",
        "sacrifice_gizmo",
        "glare",
        "blood_cost",
    }
)
"""Ops that belong in a card's ``costs`` (paid while playing it, R-6.1)."""
ICON_OPS = frozenset(
    {
        "plant_mushroom",
        "grow_mushrooms",
        "restore_instrument",
        "gain_momentum",
        "lose_momentum",
        "gain_heat",
        "mark",
        "unmark",
        "unmark_attacker",
        "fetch_pet",
        "move_piety",
        "gain_chi",
        "rage",
        "deity",
        "supply",
        "gain_prayer",
        "get_treasure_icon",
        "bag_of_holding",
        "horseshoe",
        "summon",
        "brew",
        "mash_paddle",
        "ingredient",
        "gain_hellfire",
        "plot_card",
        "portal",
        "reveal_totem",
        "blood",
    }
)
"""Ops that belong in a card's ``icons`` (after its effects, skipped if Negated, R-6.12)."""


def misplaced(op: str, field: str) -> str | None:
    """Why ``op`` may not stand in the card field ``field`` (effects, costs, icons), or None."""
    home = "costs" if op in COST_OPS else "icons" if op in ICON_OPS else "effects"
    if home == field:
        return None
    if home == "effects":
        return f"op {op!r} is a card effect: it belongs in effects, not {field}"
    return f"op {op!r} belongs in {home}, not {field}"


def mechanic_of_unknown_op(op: str) -> str | None:
    """The unsupported mechanic an unknown op name evidently belongs to, if any."""
    words = op.lower().split("_")
    for mechanic, keys in KEYWORDS.items():
        if any(_matches(word, key) for word in words for key in keys):
            return mechanic
    return None


def _matches(word: str, key: str) -> bool:
    return word == key or (len(key) >= 4 and word.startswith(key))


def unsupported_reason(name: str) -> str | None:
    """Why a mechanic name cannot be used, or ``None`` when it is supported."""
    if name in SUPPORTED:
        return None
    if name in UNSUPPORTED:
        return f"mechanic {name!r} ({UNSUPPORTED[name]}) is not supported by this engine"
    known = ", ".join(sorted(SUPPORTED))
    return f"unknown mechanic {name!r}; supported mechanics: {known}"


def ops_of(card: object, field: str, op: str) -> tuple[Any, ...]:
    """The effects named ``op`` in ``card.<field>`` (``effects``, ``costs`` or ``icons``).

    Hooks receive any card object (a pack's ``CharacterCard``, a generic catalog card, or
    ``None`` for a Drink); a card without the field simply has none.
    """
    found: tuple[Any, ...] = getattr(card, field, ()) or ()
    return tuple(e for e in found if e.op == op)


def param(effect: Any, name: str, default: Any) -> Any:
    """One parameter of an effect, or ``default`` when the card leaves it out."""
    return effect.params.get(name, default)
