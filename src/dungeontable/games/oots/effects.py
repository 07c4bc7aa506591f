"""The closed registry of effect ops an OOTS card may name (cards are data, effects are typed).

Each op is a small function with keyword-only typed parameters; the loader checks every card's
ops and parameters before any game starts. Calling an op returns a frozen ``CardEffect`` value
that the catalog stores on the card definition; rules and the battle arithmetic (``combat/``)
dispatch on these values, never on card names, so a user's card that says
``op = "player_bonus"`` works like a printed one.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from dungeontable.cards import EffectRegistry

EFFECTS = EffectRegistry("oots")

Stat = Literal["attack", "defense", "range", "evade"]
MonsterType = Literal[
    "animal", "bandit", "creepy_crawly", "dragon", "dwarf", "elemental", "elf", "fiend",
    "goblin", "halfling", "human", "kobold", "linear_guild", "ogre", "orc", "order_of_the_stick",
    "undead",
]  # fmt: skip
"""Monster types (icon legend, completed by ruling A62)."""
ShtickType = Literal["armor", "weapon", "magic", "verbal"]
AbilityName = Literal[
    "bloodlust", "breath_weapon", "duel", "enchanted", "flying", "henchman", "hide",
    "impervious", "leader", "mindless", "multiattack", "nemesis", "paralyze", "spellcaster",
    "thief", "tricky", "xykon_special", "charge", "exploding", "encourage",
]  # fmt: skip
Vs = Literal["any", "monster", "player"]
Role = Literal["any", "attacker", "defender"]
Timing = Literal["always", "flip", "discard"]


class CardEffect(msgspec.Struct, frozen=True, tag=True):
    """Base of every compiled effect; ``op`` is the registry name (the tag)."""


class PlayerBonus(CardEffect, frozen=True, tag="player_bonus"):
    """+x to the holder's ``stat`` when every condition holds (R107, R120, R223)."""

    stat: Stat
    x: int
    vs: Vs = "any"
    vs_type: str | None = None
    vs_ability: str | None = None
    role: Role = "any"
    ranged: bool | None = None
    foe_shtick_type: str | None = None
    with_shtick_type: str | None = None
    timing: Timing = "always"


class MonsterBonus(CardEffect, frozen=True, tag="monster_bonus"):
    """+x to ``stat`` of Monsters (of ``monster_type`` if given) in the room/battle (R108, R121)."""

    stat: Stat
    x: int
    monster_type: str | None = None


class AssistBonus(CardEffect, frozen=True, tag="assist_bonus"):
    """+x more when the card's owner is the one assisting (R133, Bard's Song)."""

    x: int


class Boost(CardEffect, frozen=True, tag="boost"):
    """Boost the named shtick (or any one the player picks when ``shtick`` is None) (R202)."""

    times: int = 1
    shtick: str | None = None
    shtick_type: str | None = None


class NaturalAs(CardEffect, frozen=True, tag="natural_as"):
    """A natural ``face`` counts as ``value`` (Thor Incarnate; R305 under Lucky Bastards)."""

    face: int
    value: int
    lucky_face: int


Reach = Literal["room", "floor"]


class FlipFoeShtick(CardEffect, frozen=True, tag="flip_foe_shtick"):
    """Flip ``x`` unflipped shticks of another player in your room or on your floor (R199);
    on a Screw This! card, the Battle Shtick just declared (A59, Wardrobe Malfunction)."""

    x: int = 1
    timing: Timing = "always"
    reach: Reach = "floor"


class Simple(CardEffect, frozen=True, tag="simple"):
    """A rule-breaking effect with one integer amount, interpreted by the rules modules."""

    what: str
    x: int = 1
    timing: Timing = "always"


def _bonus(
    stat: Stat,
    x: int,
    vs: Vs,
    vs_type: str | None,
    vs_ability: str | None,
    role: Role,
    ranged: bool | None,
    foe_shtick_type: str | None,
    with_shtick_type: str | None,
    timing: Timing,
) -> PlayerBonus:
    return PlayerBonus(
        stat, x, vs, vs_type, vs_ability, role, ranged, foe_shtick_type, with_shtick_type, timing
    )


@EFFECTS.op
def player_bonus(
    *,
    stat: Stat,
    x: int,
    vs: Vs = "any",
    vs_type: MonsterType | None = None,
    vs_ability: AbilityName | None = None,
    role: Role = "any",
    ranged: bool | None = None,
    foe_shtick_type: ShtickType | None = None,
    with_shtick_type: ShtickType | None = None,
    timing: Timing = "always",
) -> PlayerBonus:
    """+x Attack/Defense/Range/Evade for the holder under conditions (R107, R120, R223)."""
    return _bonus(
        stat, x, vs, vs_type, vs_ability, role, ranged, foe_shtick_type, with_shtick_type, timing
    )


@EFFECTS.op
def monster_bonus(*, stat: Stat, x: int, monster_type: MonsterType | None = None) -> MonsterBonus:
    """Monsters (of a type) get +x (Spooooky Crypt, The Kobold and the Brave) (R108, R121)."""
    return MonsterBonus(stat, x, monster_type)


@EFFECTS.op
def assist_bonus(*, x: int) -> AssistBonus:
    """Extra assistance bonus when the owner assists (R133)."""
    return AssistBonus(x)


@EFFECTS.op
def boost(
    *, times: int = 1, shtick: str | None = None, shtick_type: ShtickType | None = None
) -> Boost:
    """Boost a shtick ``times`` times (R202); ``shtick`` None = one the player picks."""
    return Boost(times, shtick, shtick_type)


@EFFECTS.op
def natural_as(*, face: int, value: int, lucky_face: int) -> NaturalAs:
    """Treat a natural die face as another value (Thor Incarnate, R305)."""
    return NaturalAs(face, value, lucky_face)


@EFFECTS.op
def flip_foe_shtick(
    *, x: int = 1, timing: Timing = "always", reach: Reach = "floor"
) -> FlipFoeShtick:
    """Flip x unflipped shticks of a player in your room / on your floor (Pocket Sand,
    Order, Order!; Wardrobe Malfunction: the declared shtick)."""
    return FlipFoeShtick(x, timing, reach)


SIMPLE_OPS: dict[str, str] = {
    "become_attacker": "become the Attacker even after moving (R086, Charge!)",
    "ward_pvp": "other players may not start battles with you (Logic)",
    "heal": "heal x Wounds (boosts add the shtick's boost_heal) (R166)",
    "heal_other": "heal x Wounds of a player on your floor, who may pay any Loot (A29)",
    "draw_shtick": "take the top x shticks of your deck into play (R196)",
    "draw_loot": "draw x Loot from the Loot deck into your Stash (R206)",
    "draw_loot_on_flee": (
        "when another player starts fleeing: draw x Loot from the Loot deck into your Stash "
        "(Shameless Gloating, with timing flip)"
    ),
    "extra_pickup": "pick up x more Loot this turn (Haley)",
    "steal_loot": "take x random Loot from a player in your room's Stash",
    "disarm_trap": "try to disarm a Trap before it goes off: roll >= x (R220)",
    "battle_size": "Battle Size in this room changes by x (R068)",
    "no_rest": "no resting in this room (R183)",
    "stop_movement": "entering this room ends movement (R273)",
    "no_monster_battles": "no Monster battles in this room (R271)",
    "lose_wounds": "lose x Wounds (Traps, rooms) (R222)",
    "miss_turn": "miss x turns (R184)",
    "discard_loot": "discard x random Stash Loot (R252)",
    "discard_battle": "discard x random Battle Hand cards (R251)",
    "unflip": "unflip x of your shticks (R200)",
    "discard_monster": "discard the top Monster of a room (not Xykon Special) (R260)",
    "free_move": "move x extra rooms this turn",
    "draw_battle": "draw x Battle cards into your hand",
    "reroll": "reroll your battle die once",
    "lasts_turn": (
        "a Screw This! card: its Monster bonuses last to the end of the turn, through every "
        "battle of it (The Kobold and the Brave; 000 L870)"
    ),
    "move_monster": "move the top Monster of your room to the bottom of its stack",
    "attacks_at_range": (
        "a Monster card: it attacks a player who ends a move in an empty room x rooms away "
        "or nearer on its floor; the player defends at that Range (R124, A32)"
    ),
}


def _simple_op(name: str, doc: str) -> None:
    def op(*, x: int = 1, timing: Timing = "always") -> Simple:
        return Simple(name, x, timing)

    op.__name__ = name
    op.__qualname__ = name
    op.__doc__ = doc
    EFFECTS.op(op)


for _name, _doc in SIMPLE_OPS.items():
    _simple_op(_name, _doc)


def compile_effect(op: str, params: dict[str, object]) -> CardEffect:
    """The typed effect value of one checked card effect."""
    result = EFFECTS.function(op)(**params)
    assert isinstance(result, CardEffect)
    return result
