"""The flat card records the rules read: one small frozen record per card id, and ``CardSet``.

Built from the card catalog by ``cardset_from_catalog`` (``cardsource.py``) or directly by tests
and scenarios; ``deck.py`` finds the set a state names.
"""

from __future__ import annotations

import msgspec

INFINITE = 99
"""Range ∞ (R101): reaches any foe on the floor."""


class MonsterSpec(msgspec.Struct, frozen=True, kw_only=True):
    """R232: a Monster card (also a Monster Xykon card, with ``plus_level``)."""

    id: str
    name: str
    types: tuple[str, ...] = ()
    attack: int = 0
    defense: int = 0
    range: int = 0
    loot: int = 0
    x: int = 0
    abilities: tuple[str, ...] = ()
    """Lower-case ability names; parameters after a colon: ``multiattack:2``, ``nemesis:roy``."""
    support: str = ""
    support_types: tuple[str, ...] = ()
    unique: bool = False
    plus_level: bool = False
    lich: bool = False
    attacks_at_range: int = 0
    """R124, A32: its card text makes it attack a player this many rooms away (0 = never)."""

    def has(self, ability: str) -> bool:
        return any(a == ability or a.startswith(ability + ":") for a in self.abilities)

    def param(self, ability: str) -> str:
        for a in self.abilities:
            if a.startswith(ability + ":"):
                return a.split(":", 1)[1]
        return ""


class ShtickSpec(msgspec.Struct, frozen=True, kw_only=True):
    """R191-R192: a shtick. ``attack``/``defense`` None = N/A; a non-battle shtick has both None."""

    id: str
    name: str
    character: str
    starting: bool = False
    battle: bool = True
    attack: int | None = 0
    defense: int | None = 0
    range: int = 0
    kinds: tuple[str, ...] = ()
    flip: bool = False
    boost_attack: int = 0
    boost_defense: int = 0
    area: int = 0
    area_type: str = ""
    """R373: an Area Effect that hits every Monster of this type (and only those)."""
    draw_result: bool = False
    result: str = "wound"
    """R157: what the winner does to a losing player (wound, miss_turn, steal_loot, none)."""
    """R111: the Result text makes a win a draw."""
    bonus_attack: int = 0
    bonus_defense: int = 0
    """Non-battle shticks: always-on bonuses (R107 'non-Battle shticks that apply')."""
    bonus_range: int = 0
    """Non-battle shticks: always-on Range for the Battle Shtick, face up (R100)."""
    boost_range: int = 0
    """R191, R201: Range per boost (another face-up shtick of the same name)."""
    become_attacker: bool = False
    """R086: flip it to be the Attacker even after moving (Charge!)."""
    ward_pvp: bool = False
    """Face-up, other players may not start battles with you (Logic)."""
    assist_bonus: int = 0
    """R133: extra assistance bonus while face-up when its owner helps (Bard's Song)."""
    flip_heal: int = 0
    """R199: flip this (non-battle) shtick to heal that many Wounds (+ boost_heal per boost)."""
    boost_heal: int = 0
    natural_as: tuple[int, ...] = ()
    """R305: ``(face, value, face under Lucky Bastards)``: while face up, that natural battle
    die counts as ``value`` (Thor Incarnate: a natural 1, or 2 under Lucky Bastards, is 13)."""
    heal_other: int = 0
    """Flip: heal that many Wounds (+ boost_heal per boost) of another player on your floor."""
    flip_reroll: bool = False
    """Flip after your battle roll: roll your battle dice again (Fool's Luck)."""
    flip_foe: str = ""
    """Flip: flip one unflipped shtick of a player in your ``room`` / on your ``floor``."""
    steal: int = 0
    """Flip: take that many random Loot from the Stash of a player in your room (Pick Pocket)."""
    extra_pickup: int = 0
    """Face-up: that many more Loot pickups each turn (Greedy Eyes)."""
    flip_pickup: int = 0
    """Flip: that many more Loot pickups this turn (Treasure Sense)."""
    flip_draw: int = 0
    """Flip on your own turn: draw that many Loot from the Loot deck into your Stash (Haggle)."""
    gloat_draw: int = 0
    """Flip when another player starts fleeing: draw that many Loot (Shameless Gloating)."""
    flip_move: int = 0
    """Flip while you may still move: that many more rooms this turn (Haste, Dimension Door)."""
    disarm: int = 0
    """R220: before a Trap you revealed goes off, a d12 roll >= this disarms it (0 = none)."""
    flip_bonus: bool = False
    """R199: flip it before the roll for its battle bonus (Rage, Prayer: ``timing="flip"``)."""


class LootSpec(msgspec.Struct, frozen=True, kw_only=True):
    """R136, R215, §3.7: Loot (portraits per character, crests) or a Trap (R219-R226)."""

    id: str
    name: str
    portraits: tuple[tuple[str, int], ...] = ()
    crests: int = 0
    attack: int = 0
    defense: int = 0
    range: int = 0
    """Equipped: always-on Range for the Battle Shtick (R100; only its ``users``)."""
    trap: bool = False
    evade: int = 0
    trap_range: int = 0
    multi: bool = False
    wounds: int = 1
    trap_miss: int = 0
    """R222 (000 L1547): a failed Evade misses this many turns (Frog Trap, Glue Trap)."""
    trap_discard: int = 0
    """R222 (000 L1547): a failed Evade discards this many random Stash Loot (Cursed Mirror)."""
    trap_hand_discard: int = 0
    """R222 (000 L1547): a failed Evade discards this many random Battle Hand cards (Alarm Bell)."""
    shtick_for: str = ""
    """R216: the character who may discard this Loot to take the top shtick."""
    users: tuple[str, ...] = ()
    """R215: the characters who may use its effect (empty = everyone who equips it)."""
    disarm: int = 0
    """R220: equipped, before a Trap you revealed goes off, a d12 roll >= this disarms it."""
    discard_heal: int = 0
    """R215: discard it (its ``users``, own turn start or end) to heal that many Wounds."""
    discard_move: int = 0
    """R215: discard it while you may still move to move that many more rooms this turn."""

    def drool(self, character: str) -> int:
        """R136: portraits of ``character`` plus crests (a crest is everyone's portrait)."""
        return self.crests + sum(n for c, n in self.portraits if c == character)


class RoomSpec(msgspec.Struct, frozen=True, kw_only=True):
    """§3.5: a dungeon room or a Lair room and its Room Effect Text we support."""

    id: str
    name: str
    lair: bool = False
    entrance: bool = False
    safe_haven: bool = False
    stops: bool = False
    no_rest: bool = False
    size_delta: int = 0
    attack: int = 0
    defense: int = 0
    type_defense: tuple[tuple[str, int], ...] = ()
    """Monsters of a type get +Defense here (Spooooky Crypt: Undead +2)."""
    first_shtick: bool = False
    first_heal: int = 0
    """R376: the explorer heals this many Wounds."""
    first_loot: int = 0
    """R376: this many Loot cards from the deck are placed here when it is explored."""
    first_unflip: bool = False
    """R376: the explorer unflips all their shticks."""


class ScrewSpec(msgspec.Struct, frozen=True, kw_only=True):
    """R227-R231: a Screw This! card; ``window`` is the A59 window it may be played in."""

    id: str
    name: str
    window: str = "before-roll"
    player_attack: int = 0
    player_defense: int = 0
    monster_bonus: int = 0
    type_bonus: tuple[str, int] | None = None
    """The Monster's Attack bonus: every Monster's, and one type's (The Kobold and the Brave)."""
    monster_defense: int = 0
    type_defense: tuple[str, int] | None = None
    """The same for the Monster's Defense (Heckling gives +2 to each stat, not +4)."""
    turn_fx: tuple[tuple[str, int, str], ...] = ()
    """(stat, x, Monster type or "") of a card whose Monster bonuses last to the end of the
    turn (The Kobold and the Brave, L870): kept in ``Turn.monster_fx``, not in the battle."""
    own_battle_only: bool = False
    monster_only: bool = False
    """Every effect is a Monster's bonus for this battle (Heckling From the Peanut Gallery):
    played only in a battle with a Monster, never in a player-against-player one."""
    windows: tuple[str, ...] = ()
    """Every window its When line names (``window`` is the one a battle uses)."""
    boost: int = 0
    """Boost your Battle Shtick this many times (Get Angry)."""
    heal: int = 0
    draw_shtick: int = 0
    draw_loot: int = 0
    """Start/end-of-turn cards: heal, take top shticks into play, draw Loot into the Stash."""
    battle_size: int = 0
    move_monster: bool = False
    """A59 monster-placed window: Battle Size +x (Goblin Reinforcements); the top Monster of the
    stack goes to the bottom (Tactical Retreat)."""
    trip: bool = False
    """A59 movement window, another player's card: the mover stops and misses a turn (Stumble)."""
    free_move: int = 0
    """A59 movement window, own card: move this many more rooms this turn (Shortcut)."""
    evade: int = 0
    """A59 trap-revealed window: + this to the player's own Evade roll (Watch Your Step)."""
    reroll: bool = False
    """A59 after-roll window: roll your battle dice again (Do Over)."""
    flip_declared: bool = False
    """A59 shtick-declared window: flip the Battle Shtick just declared (Wardrobe Malfunction)."""


class CharacterSpec(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    name: str
    wounds: int = 4


class XykonSpec(msgspec.Struct, frozen=True, kw_only=True):
    """R274: a non-Monster Xykon card: a battle modifier in its room."""

    id: str
    name: str
    monster_attack: int = 0
    monster_defense: int = 0


class CardSet(msgspec.Struct, frozen=True, kw_only=True):
    characters: dict[str, CharacterSpec]
    shticks: dict[str, ShtickSpec]
    monsters: dict[str, MonsterSpec]
    screws: dict[str, ScrewSpec]
    loot: dict[str, LootSpec]
    rooms: dict[str, RoomSpec]
    xykon: dict[str, XykonSpec]
    battle_deck: tuple[str, ...]
    loot_deck: tuple[str, ...]
    room_deck: tuple[str, ...]
    lair_deck: tuple[str, ...]
    xykon_deck: tuple[str, ...]
    shtick_decks: dict[str, tuple[str, ...]]
    entrance: str
    safe_haven: str
    lich: str

    def is_monster(self, card: str) -> bool:
        return card in self.monsters
