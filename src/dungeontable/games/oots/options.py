"""OOTS options: every §5 ruling touching the base game, the rulebook's variants, and settings.

Each field's default is the proposed ruling of ``docs/rules/oots.md`` §5. ``RULINGS`` lists every
base-game ambiguity (A01-A38, A53-A54, A56-A59, A64-A70) with the option that settles it (``"-"``
when the ruling is fixed in code), and the variants (R297-R313) as ``kind="variant"``.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from dungeontable.core import Ruling

Length = Literal["short", "medium", "long", "weekend"]

LENGTHS: dict[tuple[str, bool], tuple[int, int, int]] = {
    ("short", True): (3, 8, 8),
    ("short", False): (3, 7, 8),
    ("medium", True): (3, 10, 10),
    ("medium", False): (3, 8, 9),
    ("long", True): (4, 12, 12),
    ("long", False): (4, 10, 10),
    ("weekend", False): (5, 13, 13),
}
"""§1.3 game-length table: (length, 2-3 players?) -> (floors, minimum Loot DF, minimum shticks)."""


class Options(msgspec.Struct, frozen=True, kw_only=True):
    """Rulings, variants and settings of an OOTS game (defaults = proposed rulings)."""

    length: Length = "short"
    weekend_any_seats: bool = False  # A66
    first_player_reroll_ties_only: bool = True  # A65 (alt: a tie for highest: all reroll)
    exploring_safe_haven_continues: bool = True  # A05
    rest_pickup_total_two: bool = True  # A09
    pvp_loot_range_zero_only: bool = True  # A11
    area_effect_defending: bool = True  # A17
    entrance_blocks_pvp: bool = True  # A19 (alt: PvP allowed on the Entrance)
    default_wounds: Annotated[int, msgspec.Meta(ge=1, le=20)] = 4  # A20
    pvp_after_monster_win: bool = True  # A28
    table_talk_trades: bool = False  # A29 (on: GiveLoot to a player in the same room)
    explore_during_collapse: bool = True  # A36
    # A51 timed game in turns (0 = off); rounds of the table
    turn_limit: Annotated[int, msgspec.Meta(ge=0, le=1_000)] = 60
    # --- rulings settled by a switch (OOTS-R); default = the proposed ruling of §5 ---
    loot_blocks_new_battle: bool = False  # A04 (alt: Loot in a room stops a new battle)
    flipped_shticks_count: bool = True  # A10 (alt: flipped shticks count neither for the Lair
    # minimum nor for scoring)
    reenter_left_rooms: bool = False  # A13 (alt: a room left may be entered again this turn)
    loot_trade_drool: Literal["at_least_3", "exactly_3"] = "at_least_3"  # A21
    trade_with_empty_deck: bool = False  # A22 (alt: trade-ins are made and give nothing)
    loot_reshuffle: bool = True  # A23 (alt: an empty Loot deck stays empty, no reshuffle)
    new_loot_on: Literal["top", "bottom"] = "top"  # A24 where new Loot goes in a room's pile
    unique_discarded: Literal["in_play", "new"] = "in_play"  # A14 which Unique copy goes
    two_player_first_cards: Literal["up_to_size", "always_two"] = "up_to_size"  # A56
    two_player_redraw: Literal["until_monster", "once"] = "until_monster"  # A57
    go_team_crests: Literal["once_per_team", "per_member"] = "once_per_team"  # A54
    multiway_ties: Literal["tie_breaks", "shared"] = "tie_breaks"  # A64 (3+ players tied)
    rest_heals_at: Literal["next_start", "rest_end"] = "next_start"  # A08
    trap_uses_pickup: bool = True  # A25 (alt: a Trap does not count as a picked-up card)
    flee_when_down: Literal["next_turn", "at_once"] = "next_turn"  # A26 resting/paralysed
    missed_turn_removes_room: bool = True  # A27 (alt: a missed turn removes no collapse room)
    ranged_pvp_past_monsters: bool = True  # A67 (alt: Monsters in the room protect a player)
    lair_requirements: Literal["crossing", "every_lair_step"] = "crossing"  # A69
    escape_order: Literal["from_xykon", "left_to_right"] = "from_xykon"  # A33
    lich_killer_takes_loot: bool = True  # A34 (alt: no 2-Loot bonus after the escape)
    entrance_players_leave: Literal["at_collapse", "on_their_turn"] = "at_collapse"  # A35
    loot_per_helper: Literal["one", "several"] = "one"  # A30 Loot offers per helper per battle
    npc_floor_ignores: Literal["nobody", "lair", "fleeing"] = "nobody"  # A58
    pvp_npc_first: Literal["defender", "attacker"] = "defender"  # R054 who offers NPCs first
    pvp_charge: bool = True  # R086 our reading: a PvP defender may Charge! (roles swap; alt: no)
    bloodlust_reach: Literal["every_draw", "tied_rolls", "all_draws"] = "every_draw"  # A16
    lucky_bastards_die: Literal["kept", "any"] = "kept"  # A53 which die is "natural"
    xykon_not_home_lair_rooms: Literal[8, 5] = 8  # A37 (alt: the 5-room Lair limit stays)
    nerdcore_lair_deck: Literal["five_of_seven", "all_seven"] = "five_of_seven"  # A38
    ranged_room_text: Literal["both_rooms", "foe_room"] = "both_rooms"  # A18 ranged battles
    support_per_room: Literal["topmost", "every"] = "topmost"  # A15 Monsters a supporter backs
    infinite_range_at_zero: bool = True  # A31 (alt: Range-infinity shticks defend only at range)
    go_team: bool = False  # R297-R302
    lucky_bastards: bool = False  # R303-R305
    me_and_my_shadow: bool = False  # R306-R307
    nerdcore: bool = False  # R308-R311
    xykon_not_home: bool = False  # R312-R313
    expansion: Literal["none", "shortening"] = "none"  # reserved for The Shortening
    uniform_windows: bool = False  # A59 setting: every eligible seat is asked in a window
    # (no card: the pass only), so being asked shows no one a hand; on for tables with people
    cardset: Annotated[str, msgspec.Meta(max_length=4_096)] = "base"
    cards: Annotated[tuple[str, ...], msgspec.Meta(max_length=16)] = ()
    """Extra card files or folders (``--cards``) on top of the packaged set."""

    def __post_init__(self) -> None:
        if self.turn_limit < 0:
            raise ValueError("turn_limit cannot be negative (0 turns the timed game off)")
        if self.default_wounds < 1:
            raise ValueError("default_wounds must be at least 1")
        if self.expansion != "none":
            raise ValueError("expansion='shortening' is reserved: The Shortening is not built yet")


def cardset_name(options: Options) -> str:
    """The card set a game uses: ``cardset``, or the packaged set plus ``cards`` files."""
    return ";".join(options.cards) if options.cards else options.cardset


def check_seats(options: Options, seats: int) -> None:
    """Variants that need a given table size (R297 Go Team: 4 or 6; R306 Shadow: 2-3)."""
    if options.go_team and seats not in (4, 6):
        raise ValueError("Go Team needs 4 or 6 players, so teammates never sit side by side (R297)")
    if options.me_and_my_shadow and seats > 3:
        raise ValueError("Me and My Shadow is for 2 or 3 players (R306)")


def game_length(options: Options, seats: int) -> tuple[int, int, int]:
    """Floors, minimum Lair Loot DF and minimum shticks for this table (R008, §1.3, A66)."""
    small = seats <= 3
    if options.length == "weekend":
        if seats < 5 and not options.weekend_any_seats:
            raise ValueError("The Weekend-Killer is for 5-6 players (ruling A66)")
        return LENGTHS[("weekend", False)]
    return LENGTHS[(options.length, small)]


def _r(option: str, ref: str, summary: str, kind: str = "ruling") -> Ruling:
    return Ruling(option, f"docs/rules/oots.md {ref}", summary, kind)


RULINGS: tuple[Ruling, ...] = (
    _r(
        "-",
        "A01",
        "Fireball is +5; the S07 total is 11 (a draw turned into a loss by Bloodlust) "
        "(no alternative reading: card data (Fireball's number), changed in a --cards file)",
    ),
    _r(
        "-",
        "A02",
        "one canonical id per card; spelling variants are aliases "
        "(no alternative reading: a naming convention, play is the same)",
    ),
    _r(
        "-",
        "A03",
        "Goblin Necromancer is Leader + Horde (Undead); S22 uses its own Monster "
        "(no alternative reading: card data, changed in a --cards file)",
    ),
    _r(
        "loot_blocks_new_battle", "A04", "Loot in a room never prevents a new battle (alt: it does)"
    ),
    _r("exploring_safe_haven_continues", "A05", "exploring ends movement except the Safe Haven"),
    _r(
        "-",
        "A06",
        "the Lich's support is Assist (Goblin or Undead) "
        "(no alternative reading: card data, changed in a --cards file)",
    ),
    _r(
        "-",
        "A07",
        "the Lich is Attack 12+level, Defense 14+level "
        "(no alternative reading: card data, changed in a --cards file)",
    ),
    _r(
        "rest_heals_at",
        "A08",
        "rest healing and unflipping happen at the start of the next turn (alt: at rest's end)",
    ),
    _r("rest_pickup_total_two", "A09", "a turn on which you rest takes at most 2 Loot in all"),
    _r(
        "flipped_shticks_count",
        "A10",
        "flipped shticks count for the Lair minimum and for scoring (alt: only face-up ones)",
    ),
    _r("pvp_loot_range_zero_only", "A11", "PvP Loot is taken only at Range 0, from the loser"),
    _r(
        "-",
        "A12",
        "Chain Shirt: +1 Defense vs Monsters and vs Weapon Battle Shticks "
        "(no alternative reading: card data, changed in a --cards file)",
    ),
    _r(
        "reenter_left_rooms",
        "A13",
        "no leaving a room and coming back the same turn (alt: allowed, as the example moves)",
    ),
    _r(
        "unique_discarded",
        "A14",
        "a Unique entering play discards the copy already in play (alt: the new one goes)",
    ),
    _r(
        "support_per_room",
        "A15",
        "a supporter supports only the topmost eligible Monster of each room (alt: every one)",
    ),
    _r(
        "bloodlust_reach",
        "A16",
        "Bloodlust turns every draw into a Monster win except Hide and out of range (alt: only "
        "tied totals; or Hide and Range too)",
    ),
    _r("area_effect_defending", "A17", "Area Effect shticks may defend, against highest Attack"),
    _r(
        "ranged_room_text",
        "A18",
        "room text applies to whoever stands in that room (both rooms, ranged) (alt: at range "
        "only the foe's room)",
    ),
    _r(
        "entrance_blocks_pvp",
        "A19",
        "no battles of any kind at the Entrance; it heals all (alt: PvP allowed there)",
    ),
    _r("default_wounds", "A20", "characters have 4 Wounds unless their card says otherwise"),
    _r(
        "loot_trade_drool",
        "A21",
        "Loot-for-shtick trade needs Drool Factor >= 3; nothing is given back (alt: exactly 3)",
    ),
    _r(
        "trade_with_empty_deck",
        "A22",
        "an empty shtick deck gives nothing; empty trade-ins are refused (alt: made for nothing)",
    ),
    _r(
        "loot_reshuffle",
        "A23",
        "Loot deck reshuffles its discard, except in the collapse escape (alt: never)",
    ),
    _r("new_loot_on", "A24", "new Loot in a room goes on top of its pile (alt: bottom)"),
    _r(
        "trap_uses_pickup",
        "A25",
        "a Trap uses up its pickup; a 2-card pickup still draws the second (alt: not counted)",
    ),
    _r(
        "flee_when_down",
        "A26",
        "a resting/paralysed player flees at the start of their next acting turn (alt: at once)",
    ),
    _r(
        "missed_turn_removes_room",
        "A27",
        "a player missing a turn still removes a collapse room (alt: removes none)",
    ),
    _r("pvp_after_monster_win", "A28", "PvP after Monster battles if the room is clear"),
    _r(
        "table_talk_trades",
        "A29",
        "no free Loot trading (alt: table talk: give Stash Loot to a player in your room)",
    ),
    _r("loot_per_helper", "A30", "one Loot per helper per battle (alt: several for the same side)"),
    _r(
        "infinite_range_at_zero",
        "A31",
        "infinite Range shticks only defend, at any distance on the floor (alt: not at Range 0)",
    ),
    _r(
        "-",
        "A32",
        "Monster ranged attacks only through card text (R124) "
        "(no alternative reading: no rule says when a Monster would attack at range by itself)",
    ),
    _r(
        "escape_order",
        "A33",
        "collapse escape from Xykon's room, then the Lair, then upward (alt: all left to right)",
    ),
    _r(
        "lich_killer_takes_loot",
        "A34",
        "the Lich's killer takes 2 Loot from its room after the escape (alt: no bonus)",
    ),
    _r(
        "entrance_players_leave",
        "A35",
        "players on the Entrance at the collapse have left, killer first (alt: on their own turn)",
    ),
    _r("explore_during_collapse", "A36", "exploring in the collapse is allowed; no battle starts"),
    _r(
        "xykon_not_home_lair_rooms",
        "A37",
        "Xykon's Not Home: the Lair limit is 8 rooms (alt: 5, as R272)",
    ),
    _r(
        "nerdcore_lair_deck",
        "A38",
        "Nerdcore: the Lair deck is 5 rooms from the 7 non-Safe-Haven rooms (alt: all 7)",
    ),
    _r(
        "lucky_bastards_die",
        "A53",
        "Lucky Bastards uses the kept die; not for traps or searches (alt: a 1, else a 12, on "
        "any die)",
    ),
    _r("go_team_crests", "A54", "Go Team: crest Loot scores once per team (alt: per member)"),
    _r(
        "two_player_first_cards",
        "A56",
        "2 players: the opponent places only up to the Battle Size (alt: always 2 cards)",
    ),
    _r(
        "two_player_redraw",
        "A57",
        "2 players: redraw until a Monster comes or the deck runs out (alt: redraw once)",
    ),
    _r(
        "npc_floor_ignores",
        "A58",
        "NPCs sit on the lowest floor with a player; the Lair counts (alt: Lair/fleeing do not)",
    ),
    _r(
        "-",
        "A59",
        "Screw This! windows at all 12 points (rules/windows.py OPENED); battle and "
        "monster-placed windows on the LIFO stack with answers, the others resolve at once",
    ),
    _r(
        "multiway_ties",
        "A64",
        "ties: Xykon killer, then earliest exit, then shared (alt: 3+ tied players share)",
    ),
    _r(
        "first_player_reroll_ties_only",
        "A65",
        "only players tied for highest reroll (alt: a tie makes everyone reroll)",
    ),
    _r("weekend_any_seats", "A66", "The Weekend-Killer only with 5-6 players"),
    _r(
        "ranged_pvp_past_monsters",
        "A67",
        "ranged attack on a player standing with Monsters is allowed (alt: they protect them)",
    ),
    _r(
        "-",
        "A68",
        "range = difference of room positions on the floor "
        "(no alternative reading: stairs have no position and floors never meet)",
    ),
    _r(
        "lair_requirements",
        "A69",
        "Lair requirements checked when crossing the stairs into the Lair (alt: every Lair step)",
    ),
    _r(
        "-",
        "A70",
        "the Lich has 0 X and cannot be traded "
        "(no alternative reading: card data, changed in a --cards file)",
    ),
    _r(
        "pvp_npc_first",
        "R054",
        "PvP NPC offers: Defender first, alternating; a side that stops is done (alt: Attacker)",
    ),
    _r(
        "pvp_charge",
        "R086",
        "our reading (no §5 ruling): a PvP defender may flip Charge! and the roles swap "
        "(alt: Charge! only in Monster battles)",
    ),
    _r(
        "-",
        "R306-R307",
        "our reading (no §5 ruling): a shadow whose player has left the dungeon leaves with them "
        "(no alternative reading: the variant ties each shadow to its player)",
    ),
    _r("turn_limit", "A51/R360", "timed game in rounds; the collapse starts when it runs out"),
    _r("length", "§1.3/R008", "game length: floors and Lair minimums", "setting"),
    _r("go_team", "R297-R302", "Go Team: teams pool Loot", "variant"),
    _r("lucky_bastards", "R303-R305", "natural 1 always loses, 12 always wins", "variant"),
    _r("me_and_my_shadow", "R306-R307", "each player is shadowed by an NPC", "variant"),
    _r("nerdcore", "R308-R311", "no voluntary Entrance, no Safe Haven, ...", "variant"),
    _r(
        "xykon_not_home", "R312-R313", "whole Lair and Xykon decks; collapse at Lair end", "variant"
    ),
    _r("expansion", "EXP", "The Shortening (reserved, not built)", "setting"),
    _r(
        "uniform_windows",
        "A59",
        "Screw This! windows ask every eligible seat, card or not (the pass is then the only "
        "answer), so being asked reveals no hand; on at tables with people (off: card holders "
        "only)",
        "setting",
    ),
    _r("cards", "-", "extra card files on top of the packaged set (--cards)", "setting"),
)
