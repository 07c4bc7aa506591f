# ruff: noqa: E501
"""Dungeon Fighter options: every ambiguity AMB-01..AMB-62 (docs/rules/dungeonfighter.md §5) as a named
ruling, plus the difficulty (R013) and the throw resolver.

Each field's default is the proposed ruling, and the field carries that ruling (``_ruling``: the
AMB entry of the rule map and a one-line summary). ``RULINGS`` lists every AMB in id order: the
fields' rulings, naming the option that settles each, and ``FIXED`` (option ``"-"``: fixed in
code), after the settings (difficulty, resolver, skills, heroes).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from typing import Annotated, Literal

import msgspec

from dungeontable.core import Ruling, RulingMark, ruling, rulings_of

from .rulebook import SECTIONS, SETTINGS

Difficulty = Literal["easy", "normal", "insane"]
ResolverName = Literal["auto", "surrogate", "scripted", "physics", "real_dice"]
Skill = Literal["novice", "average", "expert"]
SeatSkill = Literal["novice", "average", "expert", "human"]
BOT_SKILLS: dict[str, Skill] = {
    "heuristic-novice": "novice",
    "heuristic-average": "average",
    "heuristic-expert": "expert",
}
"""Bot levels that carry a thrower skill (§3.6); ``seat_skills`` maps seat kinds through it."""


def _ruling(nn: str, summary: str, kind: str = "ruling") -> RulingMark:
    """The ruling AMB-``nn`` on the option field that settles it (with its rulebook section)."""
    return ruling(f"docs/rules/dungeonfighter.md AMB-{nn}", summary, kind, section=SECTIONS[nn])


DIFFICULTY: dict[str, tuple[tuple[int, int, int, int], int]] = {
    "easy": ((4, 4, 4, 2), 5),
    "normal": ((3, 3, 3, 5), 10),
    "insane": ((2, 2, 2, 8), 15),
}
"""R013: cards drawn from levels I-IV and the endgame points, per difficulty."""


class Options(msgspec.Struct, frozen=True, kw_only=True):
    """Rulings (AMB-nn), the difficulty and the throw resolver of a Dungeon Fighter game."""

    difficulty: Annotated[
        Difficulty,
        ruling(
            "docs/rules/dungeonfighter.md R013, R015 / rulebook L130",
            "how hard the dungeon is: easy (the book's advice for a first game), normal or insane; harder draws more level IV monsters and scores more",
            "variant",
            section=SETTINGS["difficulty"],
        ),
    ] = "easy"
    resolver: Annotated[
        ResolverName,
        ruling(
            "docs/rules/dungeonfighter.md §3.2",
            "how a throw is decided: auto (a simulated die for people, a skill model for bots), physics, surrogate (the skill model), scripted, or real_dice (throw real dice and type where they landed)",
            "setting",
            section=SETTINGS["resolver"],
        ),
    ] = "auto"
    """``auto``: physics for a human seat's throws (skill ``human``, issue 7: physics is
    authoritative for people), the calibrated skill model for every other seat."""
    skill: Annotated[
        Skill,
        ruling(
            "docs/rules/dungeonfighter.md §3.6",
            "how well bots throw (novice, average or expert), for every seat without a skill of its own",
            "setting",
            section=SETTINGS["skill"],
        ),
    ] = "average"
    skills: Annotated[
        tuple[SeatSkill, ...],
        msgspec.Meta(max_length=16),
        ruling(
            "docs/rules/dungeonfighter.md §3.4, §3.6",
            "a throwing skill per seat, e.g. expert,average,novice (human: a person's own flick); filled in from the bot levels chosen",
            "setting",
            section=SETTINGS["skills"],
        ),
    ] = ()
    """Thrower skill per seat (hero index); empty = ``skill`` for every seat. ``human``: a
    person's seat, thrown under physics with the noise ``human_noise`` names (§3.4)."""
    human_noise: Annotated[
        Literal["average", "novice", "expert", "flick"],
        ruling(
            "docs/rules/dungeonfighter.md §3.4, §3.6",
            "how steady a person's throw is under physics: the noise of a bot level (average, novice, expert), or flick (the small noise on a person's own flick gesture)",
            "setting",
            section=SETTINGS["human_noise"],
        ),
    ] = "average"
    """A person's throw (skill ``human``) gets a bot level's execution noise (``physics.release.
    PERSON_SKILLS``: that hand, no timing noise on the timing sent), so picking a preset throws
    like that bot, never better than an expert; ``flick``: the old small noise."""
    heroes: Annotated[
        tuple[str, ...],
        msgspec.Meta(max_length=16),
        ruling(
            "docs/rules/dungeonfighter.md R010",
            "the heroes in seat order (by their card names in the files, e.g. torm); empty: dealt at random",
            "setting",
            section=SETTINGS["heroes"],
        ),
    ] = ()
    cards: Annotated[
        tuple[str, ...],
        msgspec.Meta(max_length=16),
        ruling(
            "docs/rules/dungeonfighter.md §2.2; docs/architecture.md 'Cards as data'",
            "extra card files or folders (TOML or YAML) added to the cards the game ships with",
            "setting",
            section=SETTINGS["cards"],
        ),
    ] = ()
    """Extra card files (TOML/YAML) or directories loaded on top of the packaged cards
    (``content.catalog``): new ids add cards, a reused id replaces the packaged card."""
    hero_special_faces: Annotated[
        int,
        msgspec.Meta(ge=0, le=6),
        _ruling("02", "hero dice have 1 special face; white dice (white_special_faces) none"),
    ] = 1
    white_special_faces: Annotated[int, msgspec.Meta(ge=0, le=6)] = 0
    entrance_is_encounter: Annotated[
        bool, _ruling("03", "the first room of floor 1 is the entrance, not an encounter")
    ] = False
    sheet_side: Annotated[
        Literal["random", "a"], _ruling("04", "a double-sided dungeon sheet shows a random side")
    ] = "random"
    revive_at_max: Annotated[
        bool, _ruling("07", "a revived hero comes back at his new maximum (9 - 3 x scars)")
    ] = True
    melody_removes_requirement: Annotated[
        bool,
        _ruling(
            "16",
            "Enchanting Melody (1 gold) removes the monster's abilities and requirement, not the room's",
        ),
    ] = True
    back_down: Annotated[
        Literal["first_throw", "never"],
        _ruling("23", "back down before the first throw only, unlimited, never vs the final boss"),
    ] = "first_throw"
    back_down_against: Annotated[
        Literal["requirement", "always"],
        _ruling(
            "53",
            "backing down is offered only against a specific throw requirement of the monster or the room (always: against any monster but the final boss, house)",
        ),
    ] = "requirement"  # AMB-53
    bones_strict: Annotated[
        bool,
        _ruling(
            "32", "bones are a zone in the largest-portion rule (strict: any overlap >= 5 % misses)"
        ),
    ] = False
    heal_fainted: Annotated[
        bool,
        _ruling(
            "09",
            "a fainted hero cannot be healed mid-fight (true: a one-hero heal revives him with the healed points)",
        ),
    ] = False
    critical_miss: Annotated[
        Literal["full", "reduced"],
        _ruling(
            "17",
            "Critical Miss: the thrower takes his reduced miss damage, the others the full value (reduced: their own reductions too)",
        ),
    ] = "full"
    weapon_fail: Annotated[
        Literal["miss", "no_bonus"],
        _ruling(
            "20",
            "failing a declared weapon's requirement makes the throw a miss (no_bonus: it stands without that weapon's bonus)",
        ),
    ] = "miss"
    seduced_spent: Annotated[
        Literal["on_contact", "when_declared"],
        _ruling(
            "28",
            "a seduced monster is declared on a throw, adds its damage on contact and is discarded then (when_declared: discarded even on a miss)",
        ),
    ] = "on_contact"
    bonus_while_holding: Annotated[
        bool,
        _ruling(
            "36", "no bonus die while holding hero dice (true: the holder may take one instead)"
        ),
    ] = False
    tracking_stacks: Annotated[
        bool, _ruling("51", "Tracking Strike: one token, +1 total (true: +1 per activation)")
    ] = False
    heal_cap: Annotated[
        Literal["current_max", "printed"],
        _ruling(
            "08",
            "healing never goes above the current maximum (printed: up to the printed 9 whatever the scars)",
        ),
    ] = "current_max"  # AMB-08
    damage_formula: Annotated[
        Literal["multiply_first", "add_first"],
        _ruling(
            "13",
            "damage = (section or 5) x multipliers + additions (add_first: (section or 5 + additions) x multipliers)",
        ),
    ] = "multiply_first"  # AMB-13
    swing_twice_chain: Annotated[
        bool,
        _ruling(
            "22",
            "Swing Twice is offered after the damage and cannot chain (once per turn) (true: the second throw may trigger it again)",
        ),
    ] = False  # AMB-22
    rating_at_40: Annotated[
        Literal["writers", "top"],
        _ruling(
            "24", "ratings: 36-40 Writers, 41+ the top rating (top: 40 is already the top rating)"
        ),
    ] = "writers"  # AMB-24
    shop_size: Annotated[
        Literal["standing_heroes", "all_heroes"],
        _ruling(
            "26",
            "shop: 3 + 1 per non-eliminated hero; unbought to the deck bottom; empty deck reshuffles the discard (all_heroes: eliminated heroes count too)",
        ),
    ] = "standing_heroes"  # AMB-26
    new_leader: Annotated[
        Literal["left", "right"],
        _ruling(
            "35",
            "an eliminated leader passes the token to the next hero on his left (right: on his right)",
        ),
    ] = "left"  # AMB-35
    monster_heal_cap: Annotated[
        Literal["printed", "none"],
        _ruling("45", "Heal after a Miss never above the monster's printed HP (none: no cap)"),
    ] = "printed"  # AMB-45
    divine_heal: Annotated[
        Literal["damage", "monster_hp"],
        _ruling(
            "48",
            "Divine Intervention heals = damage computed; the thrower allocates (monster_hp: at most the hit points the monster had left)",
        ),
    ] = "damage"  # AMB-48
    heal_party_fainted: Annotated[
        bool,
        _ruling(
            "52",
            "Heal Party skips fainted heroes (true: it revives them with the healed points, in a fight)",
        ),
    ] = False  # AMB-52
    board_only: Annotated[
        Literal["contact", "on_board"],
        _ruling(
            "10",
            "'only if the die lands on the board' means a valid contact (on_board: the die resting on the board, even a miss)",
        ),
    ] = "contact"  # AMB-10
    bullseye_ability: Annotated[
        bool,
        _ruling(
            "11",
            "bullseye kill: valid contact, hero die, special face; the ability also resolves (false: the kill replaces the ability)",
        ),
    ] = True  # AMB-11
    ability_order: Annotated[
        Literal["ability_first", "damage_first"],
        _ruling(
            "12",
            "an activated ability resolves first, then damage (damage_first: Beer, Toad, Agile, Tracking only help later throws)",
        ),
    ] = "ability_first"  # AMB-12
    immune_die_reward: Annotated[
        bool,
        _ruling(
            "15",
            "an immune colour is set aside and not counted as unused for the reward (true: it counts as unused)",
        ),
    ] = False  # AMB-15
    counterblow: Annotated[
        Literal["attacks", "all_damage"],
        _ruling(
            "19",
            "Counterblow: on miss and Critical-Miss damage actually suffered (all_damage: the party-defeat penalty and Berserk's price too)",
        ),
    ] = "attacks"  # AMB-19
    score_on_loss: Annotated[
        bool,
        _ruling(
            "25",
            "score on a win only (true: a lost game scores too); eliminated_scars: all scars on sheets count, incl. an eliminated hero's (false: only standing heroes')",
        ),
    ] = False  # AMB-25
    eliminated_scars: bool = True  # AMB-25
    finite_supply: Annotated[
        bool,
        _ruling(
            "27",
            "gold and bonus-die gains are capped by the supply (false: the supply never runs out)",
        ),
    ] = True  # AMB-27
    destroy_choice: Annotated[
        Literal["any", "permanent"],
        _ruling(
            "46",
            "Destroy Equipment: any of the thrower's cards, incl. 1x (permanent: 1x cards cannot be picked)",
        ),
    ] = "any"  # AMB-46
    requirements_on: Annotated[
        Literal["every_throw", "hero_dice"],
        _ruling(
            "50",
            "monster and room requirements apply to every throw, incl. bonus dice and rethrows (hero_dice: not to bonus dice and rethrows)",
        ),
    ] = "every_throw"  # AMB-50
    off_table: Annotated[
        Literal["miss", "rethrow"],
        _ruling(
            "29",
            "a die leaving the table is an off-board miss (rethrow: it is thrown again, same input, at most 3 times; physics)",
        ),
    ] = "miss"  # AMB-29 (physics)
    die_on_board: Annotated[
        Literal["board", "neither"],
        _ruling(
            "30",
            "hitting a die lying on the board counts as touching the board (neither: as neither board nor table; physics)",
        ),
    ] = "board"  # AMB-30 (physics)
    leaning_die: Annotated[
        Literal["outside", "footprint"],
        _ruling(
            "31",
            "a die at rest touching the table is outside (miss) (footprint: leaning on the board too, its footprint decides; physics)",
        ),
    ] = "outside"  # AMB-31 (physics)
    hole_touch: Annotated[
        Literal["any", "at_rest"],
        _ruling(
            "33",
            "hole contact then rest on the board is still a miss (at_rest: only a die resting on the table in a hole; physics)",
        ),
    ] = "any"  # AMB-33 (physics)
    knock_resting: Annotated[
        Literal["allowed", "miss"],
        _ruling(
            "34",
            "knocking resting dice is allowed; earlier results stand (miss: a throw that moves a resting die misses; physics)",
        ),
    ] = "allowed"  # AMB-34 (physics)
    bounce_gap: Annotated[
        Literal["8ms", "25ms"],
        _ruling(
            "41",
            "a bounce is a table episode after >= 8 ms airborne (25ms: only a visible hop of >= 25 ms; physics)",
        ),
    ] = "8ms"  # AMB-41 (physics)
    spin_shot: Annotated[
        Literal["12rad", "25rad"],
        _ruling(
            "42",
            "spin shot: >= 12 rad/s vertical spin on the table before the board (25rad: >= 25 rad/s, four turns a second; physics)",
        ),
    ] = "12rad"  # AMB-42 (physics)
    empty_tower: Annotated[
        Literal["hardest_first", "easiest_first"],
        _ruling(
            "05",
            "routes hold <= 14 rooms; an empty tower (or backing down from the last level IV card) draws undrawn IV, then III, ... (easiest_first: undrawn I, then II, ...)",
        ),
    ] = "hardest_first"  # AMB-05
    torm_red: Annotated[
        Literal["double_damage", "berserk"],
        _ruling(
            "14",
            "Torm's red x2 is the authored ability 'Double Damage' (berserk: it is Berserk, x2 for 1 hit point)",
        ),
    ] = "double_damage"  # AMB-14
    swing_again_chain: Annotated[
        bool,
        _ruling(
            "21",
            "Swing Again is offered once the result is seen; thrown again, the first throw is void completely and the rethrow may trigger it again (false: a rethrow never voids again)",
        ),
    ] = True  # AMB-21
    bonus_decider: Annotated[
        Literal["next_left", "thrower"],
        _ruling(
            "39",
            "after a bonus-die throw the next hero to the left decides A/B (thrower: the bonus-die thrower decides again)",
        ),
    ] = "next_left"  # AMB-39
    solo: Annotated[
        Literal["one_hero", "two_heroes"],
        _ruling(
            "06",
            "1-6 heroes, one per seat; a lone hero passes the dice to himself (two_heroes: a lone player plays two heroes)",
        ),
    ] = "one_hero"  # AMB-06
    berserk_price: Annotated[
        Literal["after_damage", "before_damage"],
        _ruling(
            "47",
            "Berserk is decided after the result; its 1 HP is paid after damage (before_damage: paid first; a thrower it faints deals nothing)",
        ),
    ] = "after_damage"  # AMB-47
    one_shot_timing: Annotated[
        Literal["any_time", "own_turn"],
        _ruling(
            "49",
            "equipment changes hands only in Maintenance; 1x cards usable any time (own_turn: a 1x heal only on the holder's own turn or while trading)",
        ),
    ] = "any_time"  # AMB-49
    maintenance_order: Annotated[
        Literal["detailed", "quick_reference"],
        _ruling(
            "38",
            "the detailed maintenance order governs: trading, then the room (quick_reference: the room, then trading)",
        ),
    ] = "detailed"  # AMB-38
    loot_overflow: Annotated[
        Literal["discard", "make_room"],
        _ruling(
            "44",
            "Five-finger Discount cards: a hero may first hand on or discard a card to free a slot, cards still without one are discarded (make_room: any hero may take one and discards a card of that type)",
        ),
    ] = "discard"  # AMB-44
    one_shot_items: Annotated[
        Literal["discard", "once_per_round"],
        _ruling(
            "18",
            "equipment Agile Instincts / Swing Again / heals are 1x (once_per_round: they are kept and usable once a round)",
        ),
    ] = "discard"  # AMB-18
    last_stand: Annotated[
        Literal["loss", "win"],
        _ruling(
            "54",
            "the last standing hero faints on a throw that also beats the monster (his Counterblow's answer, a kill paid by Berserk): the game is lost (win: the beaten monster wins the fight; Maintenance revives the fainted)",
        ),
    ] = "loss"  # AMB-54
    miss_after_kill: Annotated[
        Literal["lapse", "apply"],
        _ruling(
            "55",
            "a miss whose Counterblow beats the monster: the monster's later miss abilities (Lose Gold, Critical Miss, Destroy Equipment, Heal) lapse (apply: all but Heal after a Miss still apply)",
        ),
    ] = "lapse"  # AMB-55
    seduced_per_throw: Annotated[
        Literal["one", "several"],
        _ruling(
            "56",
            "one seduced monster per throw (several: any number of the thrower's seduced monsters on one throw, their damage values added)",
        ),
    ] = "one"  # AMB-56
    counterblow_amount: Annotated[
        Literal["damage", "hp_lost"],
        _ruling(
            "57",
            "Counterblow deals the damage its holder suffered, the attack's full value even past his last hit point (hp_lost: only the hit points his tracker lost)",
        ),
    ] = "damage"  # AMB-57
    melody_throw: Annotated[
        Literal["stays", "saved"],
        _ruling(
            "58",
            "a throw that Small Target or the monster's own requirement made a miss stays a miss though it activates a paid Enchanting Melody (saved: judged again without them, a contact)",
        ),
    ] = "stays"  # AMB-58
    eliminated_cards: Annotated[
        Literal["pass_on", "discard"],
        _ruling(
            "59",
            "an eliminated hero's equipment stays on his sheet for the party to hand on when trading (discard: his equipment and seduced monsters are discarded as he is eliminated)",
        ),
    ] = "pass_on"  # AMB-59
    counterblow_cards: Annotated[
        Literal["each", "once"],
        _ruling(
            "60",
            "a hero holding two Counterblow cards: each card answers the damage he suffered (once: the monster takes it once, however many he holds)",
        ),
    ] = "each"  # AMB-60
    counterblow_tracking: Annotated[
        Literal["plain", "plus_one"],
        _ruling(
            "61",
            "Counterblow deals the damage its holder suffered, no more: a tracking token on the monster adds nothing to it (plus_one: the token's +1 is added to each Counterblow answer too)",
        ),
    ] = "plain"  # AMB-61
    sworn_enemy_miss: Annotated[
        Literal["nothing", "deals"],
        _ruling(
            "63",
            "Sworn Enemy's icon up on a miss against its type adds nothing: its X is added to "
            "the damage of a contact, and a miss deals none (deals: the ability works anywhere, "
            "off the board too, so the X is dealt on the miss too)",
        ),
    ] = "nothing"  # AMB-63
    counterblow_of: Annotated[
        Literal["holder", "any_hero"],
        _ruling(
            "64",
            "a Counterblow card answers the damage its holder suffers from the monster's "
            "attack, not another hero's (any_hero: the card's 'when a hero suffers damage' read "
            "literally: every Counterblow card of a hero still in the game answers each hero's "
            "damage)",
        ),
    ] = "holder"  # AMB-64

    def __post_init__(self) -> None:
        if not 0 <= self.hero_special_faces <= 6 or not 0 <= self.white_special_faces <= 6:
            raise ValueError("special faces per die must be 0..6 (AMB-02)")
        if self.heroes:
            self._check_heroes()
        if "human" in self.skills and self.resolver not in ("physics", "auto"):
            raise ValueError(
                "skill 'human' is the physics resolver's noise: use resolver=physics or auto"
            )

    def _check_heroes(self) -> None:
        """R010: distinct heroes, each a hero card of the game (``--option heroes=...`` names the
        problem and the heroes to choose from in one line)."""
        from dungeontable.cards import CardLoadError

        from .content import catalog

        try:
            known = catalog(self.cards).heroes
        except CardLoadError:
            known = ()  # the card files' own error is raised where they are loaded
        unknown = [h for h in self.heroes if known and h not in known]
        valid = f"heroes: {', '.join(known)}" if known else ""
        if unknown:
            raise ValueError(f"unknown hero {', '.join(map(repr, unknown))}; {valid}")
        twice = sorted({h for h in self.heroes if self.heroes.count(h) > 1})
        if twice:
            named = ", ".join(map(repr, twice))
            raise ValueError(f"each hero plays once ({named} named twice); {valid}".rstrip("; "))

    def skill_of(self, seat: int) -> str:
        """The thrower skill of hero ``seat``."""
        return self.skills[seat] if 0 <= seat < len(self.skills) else self.skill

    def resolver_of(self, seat: int) -> str:
        """The resolver deciding hero ``seat``'s throws: under ``auto`` physics for a person
        (skill ``human``), the skill model otherwise; any other setting for every seat."""
        if self.resolver != "auto":
            return self.resolver
        return "physics" if self.skill_of(seat) == "human" else "surrogate"


def seat_skills(options: Options, kinds: Sequence[str]) -> Options:
    """Per-seat skill from the seat kinds chosen in the lobby or by ``--bots``: a
    ``heuristic-<skill>`` bot throws at that skill, a person under ``physics`` (or ``auto`` when
    the physics extra is installed) as ``human``, any other seat at ``skill``. An explicit
    ``skills`` option wins. Bots-only tables keep ``skills`` empty or bot levels, so under
    ``auto`` they never touch physics."""
    if options.skills:
        return options
    if "human" not in kinds and not any(k in BOT_SKILLS for k in kinds):
        return options  # every seat throws at ``skill``: no per-seat skills to record
    human = "human" if _physics_for_people(options) else options.skill
    skills = tuple(BOT_SKILLS.get(k, human if k == "human" else options.skill) for k in kinds)
    if all(s == options.skill for s in skills):
        return options
    return msgspec.structs.replace(options, skills=skills)


def _physics_for_people(options: Options) -> bool:
    if options.resolver == "physics":
        return True
    return options.resolver == "auto" and importlib.util.find_spec("mujoco") is not None


def _r(option: str, nn: str, summary: str, kind: str = "ruling") -> Ruling:
    return Ruling(option, f"docs/rules/dungeonfighter.md AMB-{nn}", summary, kind, SECTIONS[nn])


FIXED: tuple[Ruling, ...] = (
    _r(
        "-",
        "01",
        "board zones 1, 2, 3, 4 and 10 (no 5); geometry is data (no alternative reading: the rulebook names only these values; radii, holes and bones are authored board data, not a rule)",
    ),
    _r(
        "-",
        "37",
        "fainted/eliminated heroes are skipped when passing (no alternative reading: a fainted hero takes no further part in the encounter, R047, so he can neither throw nor hold the dice)",
    ),
    _r(
        "-",
        "40",
        "the party-defeat penalty hits every non-eliminated hero (no alternative reading: a fainted hero is at 0 and loses nothing, so every reading leaves the same hit points)",
    ),
    _r(
        "-",
        "43",
        "the Lay of Heroes token marks an active Enchanting Melody (no alternative reading: a marker with no effect of its own; what Melody does is AMB-16)",
    ),
    _r(
        "-",
        "62",
        "cards stolen by Five-finger Discount lie face down as the party's loot until "
        "Maintenance: Destroy Equipment cannot take them and they fill no slot (no alternative "
        "reading: the party shares them out only in Maintenance, so until then no hero carries "
        "them as his Equipment cards)",
    ),
    _r(
        "-",
        "65",
        "a die across a section line counts in the section with the largest portion, even below "
        "half; two portions within one 1/64 sample (15 per-mille) are 'in doubt': the lower "
        "section (no alternative reading: the footprint is measured on an 8 x 8 grid, so closer "
        "shares cannot be told apart)",
    ),
)


def _ambiguity_order(entry: Ruling) -> int:
    """The settings (no AMB id) first in field order, then AMB-01..AMB-62 in id order."""
    _, found, after = entry.ref.partition(" AMB-")
    return int(after[:2]) if found else 0


RULINGS: tuple[Ruling, ...] = rulings_of(Options, fixed=FIXED, key=_ambiguity_order)
"""Every ruling: the fields' (option = the field) and the fixed ones, in AMB order (today's
listing order, which ``dungeontable rules dungeonfighter`` prints and tests read)."""
