"""Card Rogue options: every ruling with a choice (docs/rules/cardrogue.md §5) plus settings.

Each field's default is the proposed ruling, and the field carries that ruling (``_ruling``: a
reference, ``docs/rules/cardrogue.md A-nn`` the ruling's entry in the rule map and ``003 Lnnn``
rulebook lines, and a one-line summary). ``RULINGS`` lists *every* ambiguity A-01..A-72 in id
order: the fields' rulings, naming the option that settles each, and ``FIXED`` (option ``"-"``).
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from dungeontable.core import Ruling, RulingMark, ruling, rulings_of

from .rulebook import PLAIN, SECTIONS

Goal = Literal["chest", "debt", "basilisks", "golem"]

GOALS: tuple[Goal, ...] = ("chest", "debt", "basilisks", "golem")


def _ruling(nn: str, lines: str, summary: str, kind: str = "ruling") -> RulingMark:
    """The ruling A-``nn`` (rulebook ``lines``) on the option field that settles it. People
    read its plain summary and rulebook section (``rulebook.py``); ``summary`` is the short
    form for developers, used when no plain one is written."""
    return ruling(_ref(nn, lines), PLAIN.get(nn, summary), kind, section=SECTIONS.get(nn, ""))


def _setting(name: str, ref: str, summary: str, kind: str) -> RulingMark:
    """A setting or variant (no A-nn), read by people in plain words with its section."""
    return ruling(ref, PLAIN.get(name, summary), kind, section=SECTIONS.get(name, ""))


def _ref(nn: str, lines: str) -> str:
    return f"docs/rules/cardrogue.md A-{nn} / 003 {lines}"


class Options(msgspec.Struct, frozen=True, kw_only=True):
    """Rulings (A-nn), variants and settings of a Card Rogue game."""

    flip_requires_open_edge: Annotated[
        bool, _ruling("01", "L119, L460", "flip only through an open edge of your tile")
    ] = True
    arrow_forces_rotation: Annotated[
        bool, _ruling("02", "L147", "flipper picks a connecting rotation; red arrows force it")
    ] = True
    special_cards_open_all: Annotated[
        bool, _ruling("03", "L124, L460", "non-path face-up cards are open on all 4 edges")
    ] = True
    surround_enemy_acts_only_on_target_turn: Annotated[
        bool, _ruling("08", "L214", "a surrounded enemy acts (C2/C3) only on its target's turns")
    ] = True
    skip_stacking: Annotated[
        Literal["max", "add"],
        _ruling("10", "L688, L698", "upkeep order poison>fountain>arrival>skip>combat; max"),
    ] = "max"
    skipped_turn_enemy_acts: Annotated[
        bool, _ruling("12", "L688", "on a skipped turn upkeep runs and enemies still act")
    ] = True
    equip_in_combat: Annotated[
        bool, _ruling("16", "L196, L309", "equip/unequip free on own turn, out of combat")
    ] = False
    curse_scroll_hits_all_artifacts: Annotated[
        bool,
        _ruling(
            "18",
            "L554, L770",
            "negative artifacts are cursed; the scroll removes cursed cards (hand and equipped)",
        ),
    ] = False
    shield_blocks_all_enemies: Annotated[
        bool, _ruling("19", "L796", "a blocking face cancels every enemy's attack")
    ] = True
    shield_block_stops_zombie_reset: Annotated[
        bool,
        _ruling(
            "70",
            "L686, L796",
            "a shield block does not stop MUST KILL WITHIN A SINGLE TURN"
            " (alt: a blocked Zombie keeps its damage that turn)",
        ),
    ] = False
    reroll_per_x: Annotated[
        bool, _ruling("20", "L798-800, L806", "every X face is replaced by two new rolls")
    ] = True
    teleport_strict_pathing_only: Annotated[
        bool,
        _ruling(
            "22", "L363, L750-753", "teleport to any face-up walkable tile without a token or enemy"
        ),
    ] = False
    min_attack_final_floor: Annotated[
        bool, _ruling("24", "L672, L944-952", "MIN floor applies before and after M")
    ] = True
    reset_only_when_queue_empty: Annotated[
        bool, _ruling("26", "L176, L214", "enemy heals fully only when nobody fights it")
    ] = True
    tiebreak: Annotated[
        Literal["gold"] | None,
        _ruling(
            "32",
            "L418",
            "VP ties share the victory; optional tiebreak by the gold value of the cards in hand",
        ),
    ] = None
    solo_basilisk_discard: Annotated[
        bool, _ruling("34", "L51, L402", "solo: basilisk goal = slay both; discard rule off")
    ] = False
    max_trip_or_steal_per_turn: Annotated[
        int,
        msgspec.Meta(ge=0, le=20),
        _ruling("37", "L200, L208", "at most one trip-or-steal roll per turn; hop optional"),
    ] = 1
    place_on_every_tile_entered: Annotated[
        bool, _ruling("52", "L135, L143, L592", "only the step-4 tile gets exploration cards")
    ] = False
    layout: Annotated[
        Literal["row", "square"],
        _ruling("59", "L105-109", "starting tiles in a row, exits facing south"),
    ] = "row"
    turn_cap: Annotated[
        int,
        msgspec.Meta(ge=1, le=10_000),
        _setting(
            "turn_cap",
            "docs/rules/cardrogue.md R275 / 003 L440",
            "rounds before the end",
            "setting",
        ),
    ] = 100
    forfeit_rounds: Annotated[
        int,
        msgspec.Meta(ge=0, le=10_000),
        _setting(
            "forfeit_rounds",
            "docs/rules/cardrogue.md R275 / 003 L440",
            "rounds of a dead game (nothing left to explore, nobody fighting the Golem) before"
            " everyone forfeits; 0 = only the turn cap ends it",
            "setting",
        ),
    ] = 20
    solo_goals: Annotated[
        tuple[Goal, ...],
        msgspec.Meta(max_length=8),
        _setting(
            "solo_goals", "docs/rules/cardrogue.md R280 / 003 L51", "goals for solo play", "variant"
        ),
    ] = GOALS
    cards: Annotated[
        tuple[str, ...],
        msgspec.Meta(max_length=16),
        _setting("cards", "docs/architecture.md 'Cards as data'", "extra card files", "setting"),
    ] = ()
    allow_quitting: Annotated[
        bool,
        _setting(
            "allow_quitting",
            "docs/rules/cardrogue.md R290-R291 / 003 L424-430",
            "offer rage quit, leaving and returning as actions (off: bots never quit)",
            "setting",
        ),
    ] = False
    # --- rulings A-04..A-31 ---
    replacement_tile_rotation: Annotated[
        Literal["connect_to_actor", "any_connecting"],
        _ruling(
            "04",
            "L121, L182, L250",
            "replacement tiles connect to the acting player's tile (alt: to any face-up neighbour)",
        ),
    ] = "connect_to_actor"
    """A-04: a replacement tile connects to the acting player's tile (alt: to any face-up
    neighbour, the acting player choosing among those rotations)."""
    deciding_tie: Annotated[
        Literal["reroll_tied", "reroll_all"],
        _ruling(
            "05",
            "L83",
            "tied highest deciding rolls reroll among the tied (alt: reroll_all, everybody again)",
        ),
    ] = "reroll_tied"
    """A-05: tied highest deciding rolls reroll among the tied (alt: everybody rolls again)."""
    roll_triggers_read: Annotated[
        Literal["natural", "floored"],
        _ruling(
            "06",
            "L490, L672",
            "'rolling an X' reads the natural face; floors change the amount (alt: floored face)",
        ),
    ] = "natural"
    """A-06: 'rolling an X' reads the natural face (alt: the face raised to MIN. ATTACK)."""
    imp_dodge: Annotated[
        Literal["before_damage", "after_damage"],
        _ruling(
            "07",
            "L161, L792",
            "Imp: attack roll, dodge roll, then damage"
            " (alt: after_damage, a kill cannot be dodged)",
        ),
    ] = "before_damage"
    """A-07: the dodge roll comes before damage (alt: after it, so a killing blow is not dodged)."""
    basilisk_rolls: Annotated[
        Literal["per_ability", "shared"],
        _ruling(
            "09",
            "L494-498",
            "both basilisks carry both abilities; one roll per ability"
            " (alt: shared, one roll for all)",
        ),
    ] = "per_ability"
    """A-09: one roll per rolled ability (alt: one roll read by every ability of the enemy)."""
    paralysis_on_own_turn: Annotated[
        Literal["ends_turn", "loses_next_turn"],
        _ruling(
            "11",
            "L227, L737",
            "paralysis on own turn ends it; at upkeep or off-turn loses a turn"
            " (alt: loses_next_turn)",
        ),
    ] = "ends_turn"
    """A-11: paralysis on one's own turn ends it now (alt: he plays on and loses his next turn)."""
    enemy_poison_tick: Annotated[
        Literal["before_action", "poisoner_upkeep"],
        _ruling(
            "13",
            "L702, L733",
            "enemy poison ticks once per poisoner's turn; kill credits him (alt: poisoner_upkeep)",
        ),
    ] = "before_action"
    """A-13: an enemy's poison ticks before its C2 on the poisoner's turn, else at that turn's end
    (alt: at the start of the poisoner's turn, before his combat check)."""
    death_cards: Annotated[
        Literal["hand_and_equipment", "hand_only"],
        _ruling(
            "14",
            "L186-188",
            "dead player keeps 1 card, lays 1 face-down (+ unsellables), resets (alt: hand_only)",
        ),
    ] = "hand_and_equipment"
    """A-14: a dead player's "cards" are hand and equipment (alt: hand only; equipment stays on)."""
    respawn_tile: Annotated[
        Literal["unoccupied", "any"],
        _ruling(
            "15",
            "L186",
            "respawn on an unoccupied starting tile; stack only if all are taken (alt: any)",
        ),
    ] = "unoccupied"
    """A-15: respawn on an unoccupied starting tile, stacking only if all are taken (alt: any)."""
    artifact_loss_health: Annotated[
        Literal["max_only", "clamp_current"],
        _ruling(
            "17",
            "L954, L958",
            "losing a max-health artifact changes max only, never current (alt: clamp_current)",
        ),
    ] = "max_only"
    """A-17: losing a +max-health artifact lowers only the max (alt: current drops to new max)."""
    death_resets_enemy: Annotated[
        bool,
        _ruling(
            "21",
            "L214",
            "a dead player leaves every queue; empty queue resets the enemy (off: keeps wounds)",
        ),
    ] = True
    """A-21: an enemy whose queue empties because its fighter died heals fully (off: only a flee
    restores it, L176; it keeps its wounds)."""
    golem_attack_roll: Annotated[
        Literal["each_attack", "first_roll_kept"],
        _ruling(
            "23",
            "L778",
            "Golem attack = 2 x a fresh d6 each time it attacks (alt: first_roll_kept)",
        ),
    ] = "each_attack"
    """A-23: the Golem rolls 2 x d6 every time it attacks (alt: its first roll is kept for good)."""
    flee_destination: Annotated[
        Literal["not_connected", "directly_away"],
        _ruling(
            "25",
            "L174, L598",
            "flee destination connected to you and to none of the fled enemies"
            " (alt: directly_away)",
        ),
    ] = "not_connected"
    """A-25: flee to a free tile connected to none of the fled enemies (alt: only a tile straight
    opposite a fled enemy)."""
    combat_on_turn_start: Annotated[
        bool,
        _ruling(
            "27",
            "L157",
            "starting a turn next to a revealed enemy enters combat (off: only flip/move)",
        ),
    ] = True
    """A-27: starting a turn next to a revealed enemy enters combat (off: only flipping or moving
    next to it does, L157)."""
    multi_enemy_flee: Annotated[
        Literal["one_roll", "roll_per_enemy"],
        _ruling(
            "28",
            "L598",
            "C2/C3 in queue-entry order; one flee roll for all enemies (alt: roll_per_enemy)",
        ),
    ] = "one_roll"
    """A-28: one flee roll for all the enemies fighting him (alt: one roll per chasing enemy, all
    must succeed)."""
    carried_slay_resume: Annotated[
        Literal["step_2", "step_4"],
        _ruling("29", "L182", "after a slay in carried-over combat resume at step 2 (alt: step_4)"),
    ] = "step_2"
    """A-29: after slaying a carried-over enemy, resume at step 2 (alt: step 4, like a move)."""
    rush_teleport_potion: Annotated[
        Literal["used_up", "kept"],
        _ruling(
            "30",
            "L414, L753",
            "unknown potion that is Teleportation in the rush: used, no effect (alt: kept)",
        ),
    ] = "used_up"
    """A-30: an unknown potion that is Teleportation in the end rush is used up with no effect
    (alt: it is identified and goes back to the hand)."""
    rush_exit_on_respawn: Annotated[
        bool,
        _ruling(
            "31",
            "L414, L862",
            "end-rush exit needs a move onto a starting tile; respawn does not count (on: it does)",
        ),
    ] = False
    """A-31: only moving onto a starting tile exits in the end rush (on: respawning does too)."""
    # --- rulings A-33..A-60 ---
    trip_counterattack: Annotated[
        Literal["full_pipeline", "roll_plus_modifiers"],
        _ruling(
            "38",
            "L202",
            "failed trip: victim's full attack pipeline at the tripper"
            " (alt: roll + modifiers only)",
        ),
    ] = "full_pipeline"
    flee_item_roll: Annotated[
        Literal["one_roll", "item_then_flee"],
        _ruling(
            "39",
            "L780",
            "CAN FLEE item: one roll, success on X or 4-6 (Warrior: X) (alt: item roll, then 4-6)",
        ),
    ] = "one_roll"
    thrown_modifiers_last: Annotated[
        Literal["until_slain", "until_reset"],
        _ruling(
            "40",
            "L737-746",
            "thrown Strength/Weakness stay on an enemy until slain (alt: until its health resets)",
        ),
    ] = "until_slain"
    enemy_paralysis_counts: Annotated[
        Literal["action_phases", "player_turns"],
        _ruling(
            "56",
            "L227, L737",
            "an enemy's 'turn' is its next C2/C3 action phase (alt: every player turn counts)",
        ),
    ] = "action_phases"
    off_combat_kill_loot: Annotated[
        Literal["responsible_player", "discarded"],
        _ruling(
            "50",
            "L231, L444",
            "enemy killed by trap/poison off-combat: the responsible player loots (alt: discarded)",
        ),
    ] = "responsible_player"
    turn_ended_in_combat: Annotated[
        Literal["enemies_act", "enemies_skip"],
        _ruling(
            "51",
            "L737",
            "ending your turn in combat: C2/C3 still resolve if still adjacent (alt: they do not)",
        ),
    ] = "enemies_act"
    shop_access: Annotated[
        Literal["standing_on_it", "on_arrival"],
        _ruling(
            "41",
            "L256, L262",
            "shop on any own turn standing on it, not in combat (alt: only on arrival)",
        ),
    ] = "standing_on_it"
    shop_pile: Annotated[
        Literal["open_browse", "top_card_only"],
        _ruling(
            "42",
            "L262",
            "the shop pile is open to browse; any card may be bought (alt: top card only)",
        ),
    ] = "open_browse"
    voluntary_discard: Annotated[
        bool,
        _ruling(
            "43",
            "L271",
            "sellable cards may be discarded; no hand limit (off: only sold or paid away)",
        ),
    ] = True
    poison_scroll_unpoisoned: Annotated[
        Literal["not_usable", "waits_for_poison"],
        _ruling(
            "44",
            "L708",
            "poison-instead-heals needs an active poison (alt: read now, waits for one)",
        ),
    ] = "not_usable"
    hands: Annotated[
        Literal["private", "open"],
        _ruling(
            "47",
            "L208, L368",
            "hands private (count public); board, equipment, shop public (alt: open hands)",
        ),
    ] = "private"
    fountain_in_combat: Annotated[
        bool,
        _ruling(
            "58",
            "L250",
            "the fountain rolls at upkeep even for a player in combat (off: not while in combat)",
        ),
    ] = True
    thrown_potion_roller: Annotated[
        Literal["thrower", "target"],
        _ruling(
            "60",
            "L351",
            "a thrown potion is identified by the thrower's roll (alt: the target player rolls)",
        ),
    ] = "thrower"
    steal_from_fighter: Annotated[
        bool,
        _ruling(
            "61",
            "L190, L196, L202, L208",
            "a player in combat may be robbed, as he may be tripped (off: only players out of"
            " combat)",
        ),
    ] = True
    deferred_start_exit: Annotated[
        bool,
        _ruling(
            "62",
            "L414, L444, L678, L862",
            "moved onto a starting tile by the step scroll (turn ended): the exit waits for his"
            " next turn's start like every arrival effect (off: only a move in a running turn)",
        ),
    ] = True
    flee_into_combat: Annotated[
        Literal["turn_ends", "fight_now"],
        _ruling(
            "65",
            "L157, L176, L598",
            "a flee move that ends next to another revealed enemy: back in combat with it, and"
            " the turn ends; it fights him from his next turn (fight_now: the combat sequence"
            " against it starts at once, as after a move)",
        ),
    ] = "turn_ends"
    key_pickup: Annotated[
        Literal["on_flip", "on_entry"],
        _ruling(
            "33",
            "L382-386",
            "key taken on flip; chest without key does nothing; opened chest = floor"
            " (alt: the key stays on the board until someone moves onto it)",
        ),
    ] = "on_flip"
    face_down_identity: Annotated[
        Literal["when_placed", "when_flipped"],
        _ruling(
            "46",
            "L135",
            "a face-down card's identity is fixed when placed (alt: the stack's top when flipped)",
        ),
    ] = "when_placed"
    flips_after_slay: Annotated[
        bool,
        _ruling(
            "53",
            "L157",
            "no more flips after combat starts in step 1 (except while fleeing)"
            " (alt: after slaying a flipped enemy, flip on until the move)",
        ),
    ] = False
    step3_order: Annotated[
        Literal["interleaved", "moves_first"],
        _ruling(
            "54",
            "L943",
            "extra moves and interactions interleave in step 3; combat ends it"
            " (alt: no extra move after a trip or steal)",
        ),
    ] = "interleaved"
    empty_stacks: Annotated[
        Literal["recycle", "no_recycle"],
        _ruling(
            "45",
            "L440",
            "recycle unreachable face-down cards; empty pathing stack reuses discards"
            " (alt: no reuse; floor tiles only)",
        ),
    ] = "recycle"
    respawn_health: Annotated[
        Literal["full_max", "character_base"],
        _ruling(
            "57",
            "L188",
            "death resets to the character's base values; artifacts re-apply"
            " (alt: respawn health = the character's base, not raised by kept cards)",
        ),
    ] = "full_max"
    short_mole_fee: Annotated[
        Literal["hand_and_equipment", "hand_only"],
        _ruling(
            "35",
            "L434-436",
            "mole: stuck = no frontier in reachable region; fee may take all"
            " (alt: a short fee takes the hand's sellable cards only)",
        ),
    ] = "hand_and_equipment"
    attack_again: Annotated[
        Literal["reroll_twice", "one_more_roll"],
        _ruling(
            "49",
            "L478",
            "'attack again' is an alias of reroll twice"
            " (alt: the X counts and one more roll is added)",
        ),
    ] = "reroll_twice"
    poison_again_reads_printed: Annotated[
        bool,
        _ruling(
            "71",
            "L698-704",
            "poisoned again: the new X against the old poison's turns left, the larger counts"
            " (on: against the old poison's printed X; a shorter new one leaves the old)",
        ),
    ] = False  # A-71 (a bool: a false option adds nothing to the env's observation vector)

    def __post_init__(self) -> None:
        if self.turn_cap < 1:
            raise ValueError("turn_cap must be at least 1 round")
        if not self.solo_goals:
            raise ValueError("solo_goals needs at least one goal (R280)")
        if self.max_trip_or_steal_per_turn < 0:
            raise ValueError("max_trip_or_steal_per_turn cannot be negative")


def _r(option: str, nn: str, lines: str, summary: str, kind: str = "ruling") -> Ruling:
    return Ruling(
        option, _ref(nn, lines), PLAIN.get(nn, summary), kind, section=SECTIONS.get(nn, "")
    )


FIXED: tuple[Ruling, ...] = (
    _r(
        "-",
        "36",
        "L271-283",
        "only cards with a throw symbol (potions) can be thrown (no alternative reading: the"
        " throw symbol is card data, and only potions have a thrown effect in the rulebook)",
    ),
    _r(
        "-",
        "48",
        "L309",
        "Cape chest, Lens head, Hasty Boots feet, Battle Axe one-handed (no alternative reading:"
        " slots and hands are card data; a --cards file redefining these ids plays any other)",
    ),
    _r(
        "-",
        "55",
        "L368",
        "exactly (at most) 6 potion colours (no alternative reading: a 7th colour could never"
        " be identified, so card sets with more are refused at load)",
    ),
    _r(
        "-",
        "63",
        "L174, L299, L351, L598",
        "while fleeing (after the successful roll, before the flee move) the other actions are"
        " the flips of FLEE; potions and scrolls are used before announcing the flee (no"
        " alternative offered: a turn-ending potion between the roll and the move has no reading"
        " in the book)",
    ),
    _r(
        "-",
        "64",
        "L418, L426-430",
        "a player who quit the game for good (rage quit, or left for the rest of it) cannot win;"
        " his points still show in the scores (no alternative offered: he is not at the table"
        " when the game ends)",
    ),
    _r(
        "-",
        "66",
        "L161-163, L168, L299, L351",
        "in combat, potions and scrolls are used before combat step 1 (the attack roll or the"
        " flee); the steps C1-C3 then run as one sequence, with no use between the attack roll"
        " and the enemies' action (no alternative offered: the book lists the three steps as"
        " one combat turn)",
    ),
    _r(
        "-",
        "67",
        "L363, L457, L750-753",
        "a Teleportation potion (drunk or thrown) with no free tile to go to is used up and"
        " identified and does nothing: nobody moves and the drinker's turn does not end (no"
        " alternative offered: 'move to any pathing tile and end turn' is one effect, and an"
        " exception favours the player afflicted, L457)",
    ),
    _r(
        "-",
        "68",
        "L51, L410, L414-418, L426-430, L440",
        "when the others quit for good, the last player at the table plays on under the 2+"
        " player rules (the Golem starts the end rush, his exit ends the game); nothing ends it"
        " at once (no alternative offered: the solo goals are chosen before play, so a game"
        " cannot turn solo midway)",
    ),
    _r(
        "-",
        "69",
        "L702, L735, L792",
        "an Imp's successful dodge cancels the attack only; the poisoner's tick that turn still"
        " takes 1 (no alternative offered: the entry dodges the player's attack, and poison is"
        " no attack)",
    ),
    _r(
        "-",
        "72",
        "L135, L143, L438-440",
        "step 4 with fewer exploration cards than open paths to empty table: the cards go"
        " clockwise from north (N, E, S, W), the paths left over stay empty (no option: the other"
        " reading, the placing player's choice, needs a new step-4 decision that the turn machine"
        " and the bots lack)",
    ),
)


def _ambiguity_order(entry: Ruling) -> int:
    """A-01..A-72 in id order, then the settings (no A-nn) in field order."""
    _, found, after = entry.ref.partition(" A-")
    return int(after[:2]) if found else 100


RULINGS: tuple[Ruling, ...] = rulings_of(Options, fixed=FIXED, key=_ambiguity_order)
"""Every ruling: the fields' (option = the field) and the fixed ones, in A-nn order (today's
listing order, which ``dungeontable rules cardrogue`` prints and tests read), each with its
summary in plain words and its rulebook section (``rulebook.py``, set on the markers)."""
