"""OOTS options: every §5 ruling touching the base game, the rulebook's variants, and settings.

Each field's default is the proposed ruling of ``docs/rules/oots.md`` §5, and the field carries
that ruling (``_ruling``: its entry in the rule map and a one-line summary). ``RULINGS`` lists
every base-game ambiguity (A01-A38, A53-A54, A56-A59, A64-A70) with the option that settles it,
in field order, then ``FIXED`` (option ``"-"``: fixed in code); the variants (R297-R313) are
``kind="variant"``.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from dungeontable.core import OptionError, Ruling, RulingMark, ruling, rulings_of

from .rulebook import PLAIN, SECTIONS

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


def _ruling(ref: str, summary: str, kind: str = "ruling") -> RulingMark:
    """The ruling ``ref`` of ``docs/rules/oots.md`` on the option field that settles it. People
    read its plain summary and rulebook section (``rulebook.py``); ``summary`` is the short
    developer's note, kept when the ruling has no plain words."""
    text = PLAIN.get(ref, summary)
    return ruling(f"docs/rules/oots.md {ref}", text, kind, section=SECTIONS.get(ref, ""))


class Options(msgspec.Struct, frozen=True, kw_only=True):
    """Rulings, variants and settings of an OOTS game (defaults = proposed rulings)."""

    length: Annotated[
        Length, _ruling("§1.3/R008", "game length: floors and Lair minimums", "setting")
    ] = "short"
    weekend_any_seats: Annotated[
        bool, _ruling("A66", "The Weekend-Killer only with 5-6 players")
    ] = False  # A66
    first_player_reroll_ties_only: Annotated[
        bool,
        _ruling("A65", "only players tied for highest reroll (alt: a tie makes everyone reroll)"),
    ] = True  # A65 (alt: a tie for highest: all reroll)
    exploring_safe_haven_continues: Annotated[
        bool, _ruling("A05", "exploring ends movement except the Safe Haven")
    ] = True  # A05
    bonus_pickups: Annotated[
        Literal["always", "ask"],
        _ruling(
            "A80",
            "the 2 bonus Loot (last Monster of your room, starting a rest) are always taken"
            " (alt ask: the player may leave them)",
        ),
    ] = "always"  # A80
    rest_pickup_total_two: Annotated[
        bool, _ruling("A09", "a turn on which you rest takes at most 2 Loot in all")
    ] = True  # A09
    pvp_loot_range_zero_only: Annotated[
        bool, _ruling("A11", "PvP Loot is taken only at Range 0, from the loser")
    ] = True  # A11
    area_effect_defending: Annotated[
        bool, _ruling("A17", "Area Effect shticks may defend, against highest Attack")
    ] = True  # A17
    entrance_blocks_pvp: Annotated[
        bool,
        _ruling(
            "A19", "no battles of any kind at the Entrance; it heals all (alt: PvP allowed there)"
        ),
    ] = True  # A19 (alt: PvP allowed on the Entrance)
    default_wounds: Annotated[
        int,
        msgspec.Meta(ge=1, le=20),
        _ruling("A20", "characters have 4 Wounds unless their card says otherwise"),
    ] = 4  # A20
    pvp_after_monster_win: Annotated[
        bool, _ruling("A28", "PvP after Monster battles if the room is clear")
    ] = True  # A28
    table_talk_trades: Annotated[
        bool,
        _ruling(
            "A29",
            "no free Loot trading (alt: table talk: give Stash Loot to a player in your room)",
        ),
    ] = False  # A29 (on: GiveLoot to a player in the same room)
    explore_during_collapse: Annotated[
        bool, _ruling("A36", "exploring in the collapse is allowed; no battle starts")
    ] = True  # A36
    # A51 timed game in turns (0 = off); rounds of the table
    turn_limit: Annotated[
        int,
        msgspec.Meta(ge=0, le=1_000),
        _ruling("A51/R360", "timed game in rounds; the collapse starts when it runs out"),
    ] = 0  # R370: the rulebook's game has no turn cap (000 L483); bot tables: round_cap
    round_cap: Annotated[
        int,
        msgspec.Meta(ge=-1, le=1_000),
        _ruling(
            "R370",
            "safety net in rounds for bot-only tables (-1 = automatic: 120 rounds when no person "
            "sits at the table, none otherwise and in scenarios; 0 = none)",
            "setting",
        ),
    ] = -1  # R370: resolved by Oots.seat_options (sim, bench, ladder: 120 rounds)
    # --- rulings settled by a switch (OOTS-R); default = the proposed ruling of §5 ---
    loot_blocks_new_battle: Annotated[
        bool, _ruling("A04", "Loot in a room never prevents a new battle (alt: it does)")
    ] = False  # A04 (alt: Loot in a room stops a new battle)
    flipped_shticks_count: Annotated[
        bool,
        _ruling(
            "A10",
            "flipped shticks count for the Lair minimum, scoring and Xykon's victim"
            " (alt: only face-up ones)",
        ),
    ] = True  # A10 (alt: flipped shticks count neither for the Lair
    # minimum nor for scoring nor for Wandering Xykon's choice of victim)
    reenter_left_rooms: Annotated[
        bool,
        _ruling(
            "A13",
            "no leaving a room and coming back the same turn (alt: allowed, as the example moves)",
        ),
    ] = False  # A13 (alt: a room left may be entered again this turn)
    loot_trade_drool: Annotated[
        Literal["at_least_3", "exactly_3"],
        _ruling(
            "A21",
            "Loot-for-shtick trade needs Drool Factor >= 3; nothing is given back (alt: exactly 3)",
        ),
    ] = "at_least_3"  # A21
    trade_with_empty_deck: Annotated[
        bool,
        _ruling(
            "A22",
            "an empty shtick deck gives nothing; empty trade-ins are refused"
            " (alt: made for nothing)",
        ),
    ] = False  # A22 (alt: trade-ins are made and give nothing)
    loot_reshuffle: Annotated[
        bool,
        _ruling(
            "A23", "Loot deck reshuffles its discard, except in the collapse escape (alt: never)"
        ),
    ] = True  # A23 (alt: an empty Loot deck stays empty, no reshuffle)
    new_loot_on: Annotated[
        Literal["top", "bottom"],
        _ruling("A24", "new Loot in a room goes on top of its pile (alt: bottom)"),
    ] = "top"  # A24 where new Loot goes in a room's pile
    unique_discarded: Annotated[
        Literal["in_play", "new"],
        _ruling(
            "A14",
            "a Unique entering play discards the copy already in play (alt: the new one goes)",
        ),
    ] = "in_play"  # A14 which Unique copy goes
    two_player_first_cards: Annotated[
        Literal["up_to_size", "always_two"],
        _ruling(
            "A56", "2 players: the opponent places only up to the Battle Size (alt: always 2 cards)"
        ),
    ] = "up_to_size"  # A56
    two_player_redraw: Annotated[
        Literal["until_monster", "once"],
        _ruling(
            "A57", "2 players: redraw until a Monster comes or the deck runs out (alt: redraw once)"
        ),
    ] = "until_monster"  # A57
    refill_empty_hands: Annotated[
        Literal["after_runout", "every_turn"],
        _ruling(
            "A81",
            "empty Battle Hands are dealt 7 at the end of a turn only when the draw pile ran out "
            "(alt: every turn's end)",
        ),
    ] = "after_runout"  # A81
    refill_deal: Annotated[
        Literal["one_at_a_time", "sevens"],
        _ruling(
            "A89",
            "the end-of-turn deal to empty Battle Hands goes one card at a time, clockwise from "
            "the left of the player whose turn ends (alt: 7 to each hand in turn)",
        ),
    ] = "one_at_a_time"  # A89
    go_team_crests: Annotated[
        Literal["once_per_team", "per_member"],
        _ruling("A54", "Go Team: crest Loot scores once per team (alt: per member)"),
    ] = "once_per_team"  # A54
    go_team_cover: Annotated[
        Literal["not_resting", "standing"],
        _ruling(
            "A96",
            "Go Team: any teammate in the room who is not resting spares a resting player the -4,"
            " one missing a turn too (alt: only a teammate standing, not missing a turn)",
        ),
    ] = "not_resting"  # A96
    multiway_ties: Annotated[
        Literal["tie_breaks", "shared"],
        _ruling(
            "A64",
            "ties: Xykon killer, then earliest exit, then shared (alt: 3+ tied players share)",
        ),
    ] = "tie_breaks"  # A64 (3+ players tied)
    rest_heals_at: Annotated[
        Literal["next_start", "rest_end"],
        _ruling(
            "A08",
            "rest healing and unflipping happen at the start of the next turn (alt: at rest's end)",
        ),
    ] = "next_start"  # A08
    missed_turn_while_resting: Annotated[
        Literal["no_benefits", "rest_benefits"],
        _ruling(
            "A112",
            "a resting player made to miss a turn stands up at the start of the next turn with"
            " no heal and no unflip, and misses it (alt rest_benefits: heals 1 and unflips first)",
        ),
    ] = "no_benefits"  # A112
    lich_counts_for_backstories: Annotated[
        bool,
        _ruling(
            "A114",
            "the Lich his killer saves (L1605) counts as a saved Monster for Backstories (alt"
            " false: only the saved and traded piles count)",
        ),
    ] = True  # A114
    trap_uses_pickup: Annotated[
        bool,
        _ruling(
            "A25",
            "a Trap uses up its pickup; a 2-card pickup still draws the second (alt: not counted)",
        ),
    ] = True  # A25 (alt: a Trap does not count as a picked-up card)
    flee_when_down: Annotated[
        Literal["next_turn", "at_once"],
        _ruling(
            "A26",
            "a resting/paralysed player flees at the start of their next acting turn"
            " (alt: at once)",
        ),
    ] = "next_turn"  # A26 resting/paralysed
    missed_turn_removes_room: Annotated[
        bool,
        _ruling("A27", "a player missing a turn still removes a collapse room (alt: removes none)"),
    ] = True  # A27 (alt: a missed turn removes no collapse room)
    ranged_pvp_past_monsters: Annotated[
        bool,
        _ruling(
            "A67",
            "ranged attack on a player standing with Monsters is allowed (alt: they protect them)",
        ),
    ] = True  # A67 (alt: Monsters in the room protect a player)
    haven_shooting: Annotated[
        bool,
        _ruling(
            "A90",
            "no Ranged Attack on a Monster from the Safe Haven (alt: allowed, only the room's own "
            "Monsters are barred)",
        ),
    ] = False  # A90
    lair_requirements: Annotated[
        Literal["crossing", "every_lair_step"],
        _ruling(
            "A69",
            "Lair requirements checked when crossing the stairs into the Lair"
            " (alt: every Lair step)",
        ),
    ] = "crossing"  # A69
    escape_order: Annotated[
        Literal["from_xykon", "left_to_right"],
        _ruling(
            "A33",
            "collapse escape from Xykon's room, then the Lair, then upward"
            " (alt: all left to right)",
        ),
    ] = "from_xykon"  # A33
    lich_killer_takes_loot: Annotated[
        bool,
        _ruling(
            "A34", "the Lich's killer takes 2 Loot from its room after the escape (alt: no bonus)"
        ),
    ] = True  # A34 (alt: no 2-Loot bonus after the escape)
    entrance_players_leave: Annotated[
        Literal["at_collapse", "on_their_turn"],
        _ruling(
            "A35",
            "players on the Entrance at the collapse have left, killer first"
            " (alt: on their own turn)",
        ),
    ] = "at_collapse"  # A35
    removed_space_explorable: Annotated[
        bool,
        _ruling(
            "A98",
            "a dungeon floor's end room removed in the collapse leaves an Unexplored space that"
            " may be explored again (alt: the removed room's space stays closed)",
        ),
    ] = True  # A98
    collapse_without_killer: Annotated[
        Literal["ended_turn", "next_turn"],
        _ruling(
            "A101",
            "with no killer, the players on the Entrance at the collapse leave in turn order from"
            " the player whose turn ended as it began (alt: from the next player to take a turn)",
        ),
    ] = "ended_turn"  # A101
    loot_per_helper: Annotated[
        Literal["one", "several"],
        _ruling("A30", "one Loot per helper per battle (alt: several for the same side)"),
    ] = "one"  # A30 Loot offers per helper per battle
    npc_floor_ignores: Annotated[
        Literal["nobody", "lair", "fleeing"],
        _ruling(
            "A58",
            "NPCs sit on the lowest floor with a player; the Lair counts"
            " (alt: Lair/fleeing do not)",
        ),
    ] = "nobody"  # A58
    pvp_npc_first: Annotated[
        Literal["defender", "attacker"],
        _ruling(
            "R054",
            "PvP NPC offers: Defender first, alternating; a side that stops is done"
            " (alt: Attacker)",
        ),
    ] = "defender"  # R054 who offers NPCs first
    pvp_npc_turns: Annotated[
        Literal["by_npc_count", "while_able"],
        _ruling(
            "A103",
            "PvP NPC offers: with 1 or 2 NPCs each side offers once, turns go on only with 3 or 4"
            " (alt: while either side can offer)",
        ),
    ] = "by_npc_count"  # A103
    pvp_charge: Annotated[
        bool,
        _ruling(
            "R086",
            "our reading (no §5 ruling): a PvP defender may flip Charge! and the roles swap "
            "(alt: Charge! only in Monster battles)",
        ),
    ] = True  # R086 our reading: a PvP defender may Charge! (roles swap; alt: no)
    bloodlust_reach: Annotated[
        Literal["every_draw", "tied_rolls", "all_draws"],
        _ruling(
            "A16",
            "Bloodlust turns every draw into a Monster win except Hide and out of range (alt: only "
            "tied totals; or Hide and Range too)",
        ),
    ] = "every_draw"  # A16
    lucky_bastards_die: Annotated[
        Literal["kept", "any"],
        _ruling(
            "A53",
            "Lucky Bastards uses the kept die; not for traps or searches (alt: a 1, else a 12, on "
            "any die)",
        ),
    ] = "kept"  # A53 which die is "natural"
    xykon_not_home_lair_rooms: Annotated[
        Literal[8, 5],
        _ruling("A37", "Xykon's Not Home: the Lair limit is 8 rooms (alt: 5, as R272)"),
    ] = 8  # A37 (alt: the 5-room Lair limit stays)
    nerdcore_lair_deck: Annotated[
        Literal["five_of_seven", "all_seven"],
        _ruling(
            "A38", "Nerdcore: the Lair deck is 5 rooms from the 7 non-Safe-Haven rooms (alt: all 7)"
        ),
    ] = "five_of_seven"  # A38
    ranged_room_text: Annotated[
        Literal["both_rooms", "foe_room"],
        _ruling(
            "A18",
            "room text applies to whoever stands in that room (both rooms, ranged) (alt: at range "
            "only the foe's room)",
        ),
    ] = "both_rooms"  # A18 ranged battles
    support_per_room: Annotated[
        Literal["topmost", "every"],
        _ruling(
            "A15",
            "a supporter supports only the topmost eligible Monster of each room (alt: every one)",
        ),
    ] = "topmost"  # A15 Monsters a supporter backs
    infinite_range_at_zero: Annotated[
        bool,
        _ruling(
            "A31",
            "infinite Range shticks only defend, at any distance on the floor"
            " (alt: not at Range 0)",
        ),
    ] = True  # A31 (alt: Range-infinity shticks defend only at range)
    flying_range_bonus: Annotated[
        bool,
        _ruling(
            "A105",
            "Flying bars a Battle Shtick whose Range is 0 with its face-up Range bonuses"
            " (alt: whose printed Range is 0)",
        ),
    ] = True  # A105
    thor_incarnate_dice: Annotated[
        Literal["each_die", "kept_die"],
        _ruling(
            "A106",
            "Thor Incarnate under Multiattack: each die's result is read first, the lowest value"
            " is kept (alt: the lowest natural die is kept, then a 1 counts as 13)",
        ),
    ] = "each_die"  # A106
    area_all_immune_barred: Annotated[
        bool,
        _ruling(
            "A109",
            "an Area Effect none of whose targets it could touch (all Enchanted against Magic, all"
            " Flying against Range 0, ...) cannot be chosen (alt: it may, and a win does nothing)",
        ),
    ] = True  # A109
    outsmart_ranged: Annotated[
        Literal["called_off", "bare_handed"],
        _ruling(
            "A111",
            "a Ranged Attack whose every reaching shtick Outsmart flipped is called off, nothing"
            " happens (alt bare_handed: the battle goes on without a shtick)",
        ),
    ] = "called_off"  # A111
    area_hide: Annotated[
        Literal["any_target", "battled"],
        _ruling(
            "A79",
            "a Hide target makes a lost attacking Area Effect a draw, whichever target has the"
            " highest Defense (alt: battled, only when the battled highest-Defense target hides)",
        ),
    ] = "any_target"  # A79
    go_team: Annotated[bool, _ruling("R297-R302", "Go Team: teams pool Loot", "variant")] = (
        False  # R297-R302
    )
    go_team_six: Annotated[
        Literal["three_teams", "two_teams"],
        _ruling(
            "A100",
            "Go Team at 6 players: 3 teams of 2, seats 3 apart (alt: 2 teams of 3, alternate"
            " seats)",
        ),
    ] = "three_teams"  # A100
    lucky_bastards: Annotated[
        bool, _ruling("R303-R305", "natural 1 always loses, 12 always wins", "variant")
    ] = False  # R303-R305
    me_and_my_shadow: Annotated[
        bool, _ruling("R306-R307", "each player is shadowed by an NPC", "variant")
    ] = False  # R306-R307
    nerdcore: Annotated[
        bool, _ruling("R308-R311", "no voluntary Entrance, no Safe Haven, ...", "variant")
    ] = False  # R308-R311
    nerdcore_collapse_exit: Annotated[
        Literal["flight_only", "walk_out"],
        _ruling(
            "A97",
            "Nerdcore in the collapse: nobody walks onto the Entrance; players leave only by a"
            " flight or when floor 1's last room is removed under them (alt: walk_out, the ban"
            " is on returning to heal, and the collapse may be walked out of)",
        ),
    ] = "flight_only"  # A97
    xykon_not_home: Annotated[
        bool, _ruling("R312-R313", "whole Lair and Xykon decks; collapse at Lair end", "variant")
    ] = False  # R312-R313
    expansion: Annotated[
        Literal["none", "shortening"],
        _ruling("EXP", "The Shortening: its variants and cards become available", "setting"),
    ] = "none"  # The Shortening (its variants below need it)
    wandering_xykon: Annotated[
        bool, _ruling("R318-R352", "Wandering Xykon (needs expansion=shortening)", "variant")
    ] = False  # R318-R352
    dungeon_again: Annotated[
        bool,
        _ruling("R317", "Did We Do This Dungeon Already? (needs expansion=shortening)", "variant"),
    ] = False  # R317
    dungeon_again_lair_minimums: Annotated[
        bool,
        _ruling(
            "A40",
            "Did We Do This Dungeon Already?: the Lair minimums still apply (alt: ignored)",
        ),
    ] = True  # A40
    wx_first_stairs: Annotated[
        Literal["d12", "left_middle"],
        _ruling(
            "A41",
            "WX: a d12 picks which middle room of floor 1 the Entrance's stairs reach"
            " (alt: always the left middle)",
        ),
    ] = "d12"  # A41
    wx_no_black_shticks: Annotated[
        Literal["fails", "skips"],
        _ruling(
            "A42",
            "WX: no black-bordered shtick counts as a failed attention roll (alt: no roll and no"
            " Minion)",
        ),
    ] = "fails"  # A42
    wx_xykon: Annotated[
        Literal["lich", "short"],
        _ruling(
            "A73",
            "WX: Xykon's Character Card prints the Lich's Attack 12 and Defense 10 (alt: short, "
            "Attack 8 and Defense 6, for the shorter game Exp L77 promises)",
        ),
    ] = "lich"  # house numbers (the rulebook prints none, Exp L119); cards/shortening_xykon
    wx_retreat_attacks: Annotated[
        bool,
        _ruling(
            "A43",
            "WX: a retreating Xykon passes players but attacks one he ends with (alt: no attack)",
        ),
    ] = True  # A43
    wx_kicked_battles: Annotated[
        Literal["room_stack", "nothing"],
        _ruling(
            "A45",
            "WX: the Kicked My Ass holder ending in Xykon's room battles the room's own Monsters"
            " (alt: nothing)",
        ),
    ] = "room_stack"  # A45
    wx_safe_haven_battles: Annotated[
        bool,
        _ruling("A46", "WX: Xykon battles in the Safe Haven too (alt: no battles with him there)"),
    ] = True  # A46
    wx_kill_aftermath: Annotated[
        Literal["monster", "ends"],
        _ruling(
            "A93",
            "WX: killing Xykon in a battle of one's own turn is a Monster's defeat: the "
            "last-Monster bonus, then the next Monster (alt: ends, no bonus and no more battles)",
        ),
    ] = "monster"  # A93
    wx_escape_below: Annotated[
        Literal["last", "stay"],
        _ruling(
            "A116",
            "WX: Xykon killed above the bottom of the dungeon: the Monster escape runs from his"
            " room up to floor 1, then takes the floors below him, nearest first (alt stay: the"
            " sweep only goes upward, the Monsters below him stay in play)",
        ),
    ] = "last"  # A116
    wx_room_movement: Annotated[
        Literal["ignored", "stops"],
        _ruling(
            "A117",
            "WX: room text that ends movement (Sticky Floor) is for the players who move; Xykon"
            " walks on through it (alt stops: a face-up one ends his move too)",
        ),
    ] = "ignored"  # A117
    wx_haven_heal: Annotated[
        Literal["wounded", "always"],
        _ruling(
            "A72",
            "WX: Xykon beginning his turn alone in the Safe Haven heals, takes back the I Hurt "
            "Xykon! cards and gets an Undead from every player only when wounded (alt: always, "
            "as the text reads literally)",
        ),
    ] = "wounded"  # A72
    wx_hurt_needs_exit: Annotated[
        bool,
        _ruling(
            "A47",
            "WX: I Hurt Xykon! cards score only for players who left the dungeon (alt: always)",
        ),
    ] = True  # A47
    wx_floor_points: Annotated[
        bool,
        _ruling("A48", "WX: the killer scores no 2 x floors (alt: those points too)"),
    ] = False  # A48
    # --- The Shortening's other parts (004 L23-L25, L29-L71, L137-L144), each its own option ---
    in_medias_res: Annotated[
        bool,
        _ruling(
            "R314", "In Medias Res: 3 more random shticks and 6 Loot (needs expansion)", "variant"
        ),
    ] = False  # R314
    no_turning_back: Annotated[
        bool,
        _ruling(
            "R315-R316",
            "No Turning Back: no stairs up; the last Wound drops half the Loot (needs expansion)",
            "variant",
        ),
    ] = False  # R315-R316
    no_turning_back_drop: Annotated[
        Literal["stash_and_equipped", "stash_only"],
        _ruling(
            "A39",
            "No Turning Back drops half of Stash plus equipped Loot, rounded down, at random "
            "(alt: half of the Stash only)",
        ),
    ] = "stash_and_equipped"  # A39
    backstories: Annotated[
        bool,
        _ruling("R353-R359", "Backstories: 3 secret goals each (needs expansion)", "variant"),
    ] = False  # R353-R359
    backstory_reveal: Annotated[
        Literal["as_card_says", "game_end"],
        _ruling(
            "A52",
            "a completed Backstory is shown at the end of that turn or at the end of the game, "
            "as the card says (alt: all at the end of the game)",
        ),
    ] = "as_card_says"  # A52
    timed_minutes: Annotated[
        int,
        msgspec.Meta(ge=0, le=600),
        _ruling(
            "R360", "Timed game: minutes agreed at setup, 0 = off (needs expansion)", "variant"
        ),
    ] = 0  # R360: the web table shows a clock; CLI and sim play the rounds stand-in (A51)
    timed_round_minutes: Annotated[
        int,
        msgspec.Meta(ge=1, le=120),
        _ruling(
            "A51",
            "Timed game without a clock (CLI, simulations): one round of the table stands for "
            "this many minutes",
            "setting",
        ),
    ] = 6  # A51 stand-in: 60 minutes = 10 rounds
    timed_clock: Annotated[
        Literal["rounds", "wall"],
        _ruling(
            "A51/clock",
            "Timed game: the rounds stand-in ends normal play (alt: a wall clock kept by the web "
            "table's server from the first turn; ending the turn when it has run out calls time)",
            "setting",
        ),
    ] = "rounds"  # A51: "wall" offers CallTime at the end of a turn instead of counting rounds
    new_shticks: Annotated[
        Literal["none", "kitchen_sink", "nitpicky"],
        _ruling(
            "R361",
            "New shticks: none, the Kitchen Sink or the Nitpicky method (needs expansion)",
            "variant",
        ),
    ] = "none"  # R361
    new_battle_cards: Annotated[
        bool,
        _ruling(
            "R262-R265",
            "New Battle cards: 28 Monsters, 16 Screw This! in the Battle Deck (needs expansion)",
            "variant",
        ),
    ] = False  # R361, R262-R265: 004 recommends them with any expansion card (an option)
    kitchen_sink_starters: Annotated[
        Literal["three_of_five", "three_of_four"],
        _ruling(
            "A55",
            "Kitchen Sink: 3 Starting Shticks from 5 red, the other 2 into a 26-card deck "
            "(alt: the new red one goes into the deck, 3 of the old 4 as usual)",
        ),
    ] = "three_of_five"  # A55
    uniform_windows: Annotated[
        bool,
        _ruling(
            "A59",
            "Screw This! windows ask every eligible seat, card or not (the pass is then the only "
            "answer), so being asked reveals no hand; on at tables with people (off: card holders "
            "only)",
            "setting",
        ),
    ] = False  # A59 setting: every eligible seat is asked in a window
    # (no card: the pass only), so being asked shows no one a hand; on for tables with people
    cardset: Annotated[str, msgspec.Meta(max_length=4_096)] = "base"
    cards: Annotated[
        tuple[str, ...],
        msgspec.Meta(max_length=16),
        _ruling("-", "extra card files on top of the packaged set (--cards)", "setting"),
    ] = ()
    """Extra card files or folders (``--cards``) on top of the packaged set."""

    def __post_init__(self) -> None:
        if self.turn_limit < 0:
            raise ValueError("turn_limit cannot be negative (0 turns the timed game off)")
        if self.default_wounds < 1:
            raise ValueError("default_wounds must be at least 1")
        if self.expansion == "none" and (
            self.wandering_xykon
            or self.dungeon_again
            or self.new_battle_cards
            or self.shortening_parts()
        ):
            raise ValueError(
                "Wandering Xykon, Did We Do This Dungeon Already?, In Medias Res, No Turning "
                "Back, Backstories, the Timed game, the new shticks and the new Battle cards are "
                "The Shortening's: add expansion=shortening"
            )

    def shortening_parts(self) -> tuple[str, ...]:
        """The Shortening's variants (In Medias Res, No Turning Back, Backstories, the Timed
        game, the new shticks) switched on; they need ``expansion="shortening"``."""
        on = {
            "in_medias_res": self.in_medias_res,
            "no_turning_back": self.no_turning_back,
            "backstories": self.backstories,
            "timed_minutes": self.timed_minutes > 0,
            "new_shticks": self.new_shticks != "none",
        }
        return tuple(name for name, used in on.items() if used)


def cardset_name(options: Options) -> str:
    """The card set a game uses: ``cardset``, or the packaged set plus ``cards`` files; The
    Shortening's new shticks (R361) add their packaged folder (``@shortening_shticks``), its
    new Battle cards theirs, and ``wx_xykon = "short"`` Xykon's shorter card."""
    name = ";".join(options.cards) if options.cards else options.cardset
    if options.new_shticks != "none":
        name = f"{name};@shortening_shticks"
    if options.new_battle_cards:
        name = f"{name};@shortening_battle"  # R361: the new Monsters and Screw This! cards
    if options.wandering_xykon and options.wx_xykon == "short":
        name = f"{name};@shortening_xykon"  # his house card at Attack 8, Defense 6 (Exp L77)
    return name


def check_seats(options: Options, seats: int) -> None:
    """Variants that need a given table size (R297 Go Team: 4 or 6; R306 Shadow: 2-3), and two
    that cannot be played together (Wandering Xykon boxes the Lair deck Xykon's Not Home needs)."""
    if options.go_team and seats not in (4, 6):
        raise OptionError(
            "Go Team needs 4 or 6 players, so teammates never sit side by side (R297)"
        )
    if options.me_and_my_shadow and seats > 3:
        raise OptionError("Me and My Shadow is for 2 or 3 players (R306)")
    if options.wandering_xykon and options.xykon_not_home:
        raise OptionError(
            "Xykon's Not Home, Man (xykon_not_home) plays out the whole Lair deck, which Wandering "
            "Xykon leaves in the box (Exp L86, L93): choose one of them"
        )


def game_length(options: Options, seats: int) -> tuple[int, int, int]:
    """Floors, minimum Lair Loot DF and minimum shticks for this table (R008, §1.3, A66)."""
    small = seats <= 3
    if options.length == "weekend":
        if seats < 5 and not options.weekend_any_seats:
            raise OptionError(
                "The Weekend-Killer (length=weekend) is for 5-6 players "
                "(ruling A66; weekend_any_seats=true allows fewer)"
            )
        return LENGTHS[("weekend", False)]
    return LENGTHS[(options.length, small)]


def _r(option: str, ref: str, summary: str, kind: str = "ruling") -> Ruling:
    key = f"-{ref}"
    text, section = PLAIN.get(key, summary), SECTIONS.get(key, "")
    return Ruling(option, f"docs/rules/oots.md {ref}", text, kind, section)


FIXED: tuple[Ruling, ...] = (
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
        "-",
        "A06",
        "the Lich's support is Assist (Goblin or Undead) "
        "(no alternative reading: card data, changed in a --cards file)",
    ),
    _r(
        "-",
        "A07",
        "the Lich is Attack 12+level, Defense 10+level (14+level: a --cards file) "
        "(no alternative reading: card data, changed in a --cards file)",
    ),
    _r(
        "-",
        "A12",
        "Chain Shirt: +1 Defense vs Monsters and vs Weapon Battle Shticks "
        "(no alternative reading: card data, changed in a --cards file)",
    ),
    _r(
        "-",
        "A32",
        "Monster ranged attacks only through card text (R124; op attacks_at_range, the "
        "Crossbow Bandit) "
        "(no alternative reading: no rule says when a Monster would attack at range by itself)",
    ),
    _r(
        "-",
        "A59",
        "Screw This! windows at all 12 points (rules/windows.py OPENED); battle and "
        "monster-placed windows on the LIFO stack with answers, the others resolve at once",
    ),
    _r(
        "-",
        "A68",
        "range = difference of room positions on the floor "
        "(no alternative reading: stairs have no position and floors never meet)",
    ),
    _r(
        "-",
        "A70",
        "the Lich has 0 X and cannot be traded "
        "(no alternative reading: card data, changed in a --cards file)",
    ),
    _r(
        "-",
        "A49",
        "Wandering Xykon: no Xykon deck; the Safe Haven is the only Lair room "
        "(no alternative reading: 004 boxes the other Lair cards)",
    ),
    _r(
        "-",
        "A92",
        "saved Monsters lie face down but every seat's view lists them: all were defeated and "
        "kept in the open (no alternative reading that hides what everyone saw)",
    ),
    _r(
        "-",
        "A115",
        "a PvP winner always takes the loser's equipped Loot of his choice, or the random Stash"
        " card (L1019 'may'): a card more in his Stash never costs him (no alternative built)",
    ),
    _r(
        "-",
        "A113",
        "Backstory game: Monsters traded in for a shtick lie face down beside the Character Card,"
        " but every seat's view lists them: each was shown as it was traded (no alternative"
        " reading that hides what everyone saw, as A92)",
    ),
    _r(
        "-",
        "A91",
        "Nerdcore with Wandering Xykon: the Safe Haven stays, below the third floor, as Xykon's "
        "home; Nerdcore's other changes apply (no alternative reading that plays: without it "
        "Xykon has no room to start, heal or retreat to)",
    ),
    _r(
        "-",
        "A50",
        "Wandering Xykon: Xykon plays after every turn of the first player to catch his "
        "attention, whatever that player does; none after his death "
        "(no alternative reading: 004 ties his turns to that player)",
    ),
    _r(
        "-",
        "A95",
        "a turn spent fleeing is the flight and nothing else: no trade-ins, equipping, search or "
        "own-turn Screw This! card, only end-turn (no alternative built: A82's first turn of a "
        "flight is the same)",
    ),
    _r(
        "-",
        "A94",
        "an Outsmart Monster below the top among an Area Effect's targets flips, once the shtick "
        "is chosen, one random other face-up shtick per supporter (not the chosen shtick: the "
        "choice is made; no alternative built)",
    ),
    _r(
        "-",
        "A99",
        "a player who has left the collapsing dungeon acts no more: from the moment of leaving "
        "their turns are only the room removal, no trade-ins, equipping or Screw This! cards "
        "(no alternative built: it would offer nothing the start of that turn did not)",
    ),
    _r(
        "-",
        "A102",
        "a multi-target Trap's victims Evade one by one, the revealer first, then in turn order "
        "from the revealer (no alternative built: the rulebook gives no order)",
    ),
    _r(
        "-",
        "A104",
        "Did We Do This Dungeon Already? with Wandering Xykon is a Wandering Xykon game: the Safe "
        "Haven is the only Lair room and the Lair minimums are ignored, whatever "
        "dungeon_again_lair_minimums says (no alternative built: 004 boxes the Lair deck)",
    ),
    _r(
        "-",
        "A107",
        "No Turning Back: a player healed while knocked down and knocked down again before his "
        "missed turn drops half his Loot again and has one more turn to miss (no alternative "
        "built: several paralyses stack the same way, A27)",
    ),
    _r(
        "-",
        "A108",
        "Wandering Xykon and Xykon's Not Home, Man are refused together: one boxes the Lair deck, "
        "the other plays it out (no combined reading built)",
    ),
    _r(
        "-",
        "R306-R307",
        "our reading (no §5 ruling): a shadow whose player has left the dungeon leaves with them "
        "(no alternative reading: the variant ties each shadow to its player)",
    ),
)


RULINGS: tuple[Ruling, ...] = rulings_of(Options, fixed=FIXED)
"""Every ruling: the fields' (option = the field, in field order), then the fixed ones."""
