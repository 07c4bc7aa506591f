# ruff: noqa: E501
"""Dungeon Fighter options: every ambiguity AMB-01..AMB-52 (docs/rules/dungeonfighter.md §5) as a named
ruling, plus the difficulty (R013) and the throw resolver.

Each field's default is the proposed ruling. ``RULINGS`` lists every AMB with the option that
settles it (``"-"`` when the ruling is fixed in code), a reference and a one-line summary.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from typing import Annotated, Literal

import msgspec

from dungeontable.core import Ruling

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


class Options(msgspec.Struct, frozen=True, kw_only=True):
    """Rulings (AMB-nn), the difficulty and the throw resolver of a Dungeon Fighter game."""

    difficulty: Difficulty = "easy"
    resolver: ResolverName = "auto"
    """``auto``: physics for a human seat's throws (skill ``human``, issue 7: physics is
    authoritative for people), the calibrated skill model for every other seat."""
    skill: Skill = "average"
    skills: Annotated[tuple[SeatSkill, ...], msgspec.Meta(max_length=16)] = ()
    """Thrower skill per seat (hero index); empty = ``skill`` for every seat. ``human`` is the
    physics resolver's execution noise on a person's own flick (§3.4)."""
    heroes: Annotated[tuple[str, ...], msgspec.Meta(max_length=16)] = ()
    hero_special_faces: Annotated[int, msgspec.Meta(ge=0, le=6)] = 1
    white_special_faces: Annotated[int, msgspec.Meta(ge=0, le=6)] = 0
    entrance_is_encounter: bool = False
    sheet_side: Literal["random", "a"] = "random"
    revive_at_max: bool = True
    melody_removes_requirement: bool = True
    back_down: Literal["first_throw", "never"] = "first_throw"
    bones_strict: bool = False
    heal_fainted: bool = False
    critical_miss: Literal["full", "reduced"] = "full"
    weapon_fail: Literal["miss", "no_bonus"] = "miss"
    seduced_spent: Literal["on_contact", "when_declared"] = "on_contact"
    bonus_while_holding: bool = False
    tracking_stacks: bool = False
    heal_cap: Literal["current_max", "printed"] = "current_max"  # AMB-08
    damage_formula: Literal["multiply_first", "add_first"] = "multiply_first"  # AMB-13
    swing_twice_chain: bool = False  # AMB-22
    rating_at_40: Literal["writers", "top"] = "writers"  # AMB-24
    shop_size: Literal["standing_heroes", "all_heroes"] = "standing_heroes"  # AMB-26
    new_leader: Literal["left", "right"] = "left"  # AMB-35
    monster_heal_cap: Literal["printed", "none"] = "printed"  # AMB-45
    divine_heal: Literal["damage", "monster_hp"] = "damage"  # AMB-48
    heal_party_fainted: bool = False  # AMB-52
    board_only: Literal["contact", "on_board"] = "contact"  # AMB-10
    bullseye_ability: bool = True  # AMB-11
    ability_order: Literal["ability_first", "damage_first"] = "ability_first"  # AMB-12
    immune_die_reward: bool = False  # AMB-15
    counterblow: Literal["attacks", "all_damage"] = "attacks"  # AMB-19
    score_on_loss: bool = False  # AMB-25
    eliminated_scars: bool = True  # AMB-25
    finite_supply: bool = True  # AMB-27
    destroy_choice: Literal["any", "permanent"] = "any"  # AMB-46
    requirements_on: Literal["every_throw", "hero_dice"] = "every_throw"  # AMB-50
    off_table: Literal["miss", "rethrow"] = "miss"  # AMB-29 (physics)
    die_on_board: Literal["board", "neither"] = "board"  # AMB-30 (physics)
    leaning_die: Literal["outside", "footprint"] = "outside"  # AMB-31 (physics)
    hole_touch: Literal["any", "at_rest"] = "any"  # AMB-33 (physics)
    knock_resting: Literal["allowed", "miss"] = "allowed"  # AMB-34 (physics)
    bounce_gap: Literal["8ms", "25ms"] = "8ms"  # AMB-41 (physics)
    spin_shot: Literal["12rad", "25rad"] = "12rad"  # AMB-42 (physics)
    empty_tower: Literal["hardest_first", "easiest_first"] = "hardest_first"  # AMB-05
    torm_red: Literal["double_damage", "berserk"] = "double_damage"  # AMB-14
    swing_again_chain: bool = True  # AMB-21
    bonus_decider: Literal["next_left", "thrower"] = "next_left"  # AMB-39
    solo: Literal["one_hero", "two_heroes"] = "one_hero"  # AMB-06
    berserk_price: Literal["after_damage", "before_damage"] = "after_damage"  # AMB-47
    one_shot_timing: Literal["any_time", "own_turn"] = "any_time"  # AMB-49
    maintenance_order: Literal["detailed", "quick_reference"] = "detailed"  # AMB-38
    loot_overflow: Literal["discard", "make_room"] = "discard"  # AMB-44
    one_shot_items: Literal["discard", "once_per_round"] = "discard"  # AMB-18

    def __post_init__(self) -> None:
        if not 0 <= self.hero_special_faces <= 6 or not 0 <= self.white_special_faces <= 6:
            raise ValueError("special faces per die must be 0..6 (AMB-02)")
        if "human" in self.skills and self.resolver not in ("physics", "auto"):
            raise ValueError(
                "skill 'human' is the physics resolver's noise: use resolver=physics or auto"
            )

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
    return Ruling(option, f"docs/rules/dungeonfighter.md AMB-{nn}", summary, kind)


RULINGS: tuple[Ruling, ...] = (
    Ruling("difficulty", "docs/rules/dungeonfighter.md R013, R015 / rulebook L130", "easy | normal | insane", "variant"),
    Ruling("resolver", "docs/rules/dungeonfighter.md §3.2", "auto (physics for people, skill model for bots) | physics | surrogate | scripted | real_dice (enter section + face)", "setting"),
    Ruling("skill", "docs/rules/dungeonfighter.md §3.6", "thrower skill (novice | average | expert) of every seat without its own", "setting"),
    Ruling("skills", "docs/rules/dungeonfighter.md §3.4, §3.6", "skill per seat, e.g. expert,average,novice (human = physics noise on a person's flick); filled from heuristic-<skill> bot seats", "setting"),
    Ruling("heroes", "docs/rules/dungeonfighter.md R010", "hero ids in seat order; empty = dealt at random", "setting"),
    _r("-", "01", "board zones 1, 2, 3, 4 and 10 (no 5); geometry is data (no alternative reading: the rulebook names only these values; radii, holes and bones are authored board data, not a rule)"),
    _r("hero_special_faces", "02", "hero dice have 1 special face; white dice (white_special_faces) none"),
    _r("entrance_is_encounter", "03", "the first room of floor 1 is the entrance, not an encounter"),
    _r("sheet_side", "04", "a double-sided dungeon sheet shows a random side"),
    _r("empty_tower", "05", "routes hold <= 14 rooms; an empty tower draws undrawn IV, then III, ... (easiest_first: undrawn I, then II, ...)"),
    _r("solo", "06", "1-6 heroes, one per seat; a lone hero passes the dice to himself (two_heroes: a lone player plays two heroes)"),
    _r("revive_at_max", "07", "a revived hero comes back at his new maximum (9 - 3 x scars)"),
    _r("heal_cap", "08", "healing never goes above the current maximum (printed: up to the printed 9 whatever the scars)"),
    _r("heal_fainted", "09", "a fainted hero cannot be healed mid-fight (true: a one-hero heal revives him with the healed points)"),
    _r("board_only", "10", "'only if the die lands on the board' means a valid contact (on_board: the die resting on the board, even a miss)"),
    _r("bullseye_ability", "11", "bullseye kill: valid contact, hero die, special face; the ability also resolves (false: the kill replaces the ability)"),
    _r("ability_order", "12", "an activated ability resolves first, then damage (damage_first: Beer, Toad, Agile, Tracking only help later throws)"),
    _r("damage_formula", "13", "damage = (section or 5) x multipliers + additions (add_first: (section or 5 + additions) x multipliers)"),
    _r("torm_red", "14", "Torm's red x2 is the authored ability 'Double Damage' (berserk: it is Berserk, x2 for 1 hit point)"),
    _r("immune_die_reward", "15", "an immune colour is set aside and not counted as unused for the reward (true: it counts as unused)"),
    _r("melody_removes_requirement", "16", "Enchanting Melody (1 gold) removes the monster's abilities and requirement, not the room's"),
    _r("critical_miss", "17", "Critical Miss: the thrower takes his reduced miss damage, the others the full value (reduced: their own reductions too)"),
    _r("one_shot_items", "18", "equipment Agile Instincts / Swing Again / heals are 1x (once_per_round: they are kept and usable once a round)"),
    _r("counterblow", "19", "Counterblow: on miss and Critical-Miss damage actually suffered (all_damage: the party-defeat penalty and Berserk's price too)"),
    _r("weapon_fail", "20", "failing a declared weapon's requirement makes the throw a miss (no_bonus: it stands without that weapon's bonus)"),
    _r("swing_again_chain", "21", "Swing Again voids the first throw completely; the rethrow may trigger it again (false: a rethrow never voids again)"),
    _r("swing_twice_chain", "22", "Swing Twice cannot chain (once per turn) (true: the second throw may trigger it again)"),
    _r("back_down", "23", "back down before the first throw only, unlimited, never vs the final boss"),
    _r("rating_at_40", "24", "ratings: 36-40 Writers, 41+ the top rating (top: 40 is already the top rating)"),
    _r("score_on_loss", "25", "score on a win only (true: a lost game scores too); eliminated_scars: all scars on sheets count, incl. an eliminated hero's (false: only standing heroes')"),
    _r("shop_size", "26", "shop: 3 + 1 per non-eliminated hero; unbought to the deck bottom; empty deck reshuffles the discard (all_heroes: eliminated heroes count too)"),
    _r("finite_supply", "27", "gold and bonus-die gains are capped by the supply (false: the supply never runs out)"),
    _r("seduced_spent", "28", "a seduced monster is declared on a throw, adds its damage on contact and is discarded then (when_declared: discarded even on a miss)"),
    _r("off_table", "29", "a die leaving the table is an off-board miss (rethrow: it is thrown again, same input, at most 3 times; physics)"),
    _r("die_on_board", "30", "hitting a die lying on the board counts as touching the board (neither: as neither board nor table; physics)"),
    _r("leaning_die", "31", "a die at rest touching the table is outside (miss) (footprint: leaning on the board too, its footprint decides; physics)"),
    _r("bones_strict", "32", "bones are a zone in the largest-portion rule (strict: any overlap >= 5 % misses)"),
    _r("hole_touch", "33", "hole contact then rest on the board is still a miss (at_rest: only a die resting on the table in a hole; physics)"),
    _r("knock_resting", "34", "knocking resting dice is allowed; earlier results stand (miss: a throw that moves a resting die misses; physics)"),
    _r("new_leader", "35", "an eliminated leader passes the token to the next hero on his left (right: on his right)"),
    _r("bonus_while_holding", "36", "no bonus die while holding hero dice (true: the holder may take one instead)"),
    _r("-", "37", "fainted/eliminated heroes are skipped when passing (no alternative reading: a fainted hero takes no further part in the encounter, R047, so he can neither throw nor hold the dice)"),
    _r("maintenance_order", "38", "the detailed maintenance order governs: trading, then the room (quick_reference: the room, then trading)"),
    _r("bonus_decider", "39", "after a bonus-die throw the next hero to the left decides A/B (thrower: the bonus-die thrower decides again)"),
    _r("-", "40", "the party-defeat penalty hits every non-eliminated hero (no alternative reading: a fainted hero is at 0 and loses nothing, so every reading leaves the same hit points)"),
    _r("bounce_gap", "41", "a bounce is a table episode after >= 8 ms airborne (25ms: only a visible hop of >= 25 ms; physics)"),
    _r("spin_shot", "42", "spin shot: >= 12 rad/s vertical spin on the table before the board (25rad: >= 25 rad/s, four turns a second; physics)"),
    _r("-", "43", "the Lay of Heroes token marks an active Enchanting Melody (no alternative reading: a marker with no effect of its own; what Melody does is AMB-16)"),
    _r("loot_overflow", "44", "Five-finger Discount cards without a legal slot are discarded (make_room: any hero may take one and discards a card of that type, l.434)"),
    _r("monster_heal_cap", "45", "Heal after a Miss never above the monster's printed HP (none: no cap)"),
    _r("destroy_choice", "46", "Destroy Equipment: any of the thrower's cards, incl. 1x (permanent: 1x cards cannot be picked)"),
    _r("berserk_price", "47", "Berserk is decided after the result; its 1 HP is paid after damage (before_damage: paid first; a thrower it faints deals nothing)"),
    _r("divine_heal", "48", "Divine Intervention heals = damage computed; the thrower allocates (monster_hp: at most the hit points the monster had left)"),
    _r("one_shot_timing", "49", "equipment changes hands only in Maintenance; 1x cards usable any time (own_turn: a 1x heal only on the holder's own turn or while trading)"),
    _r("requirements_on", "50", "monster and room requirements apply to every throw, incl. bonus dice and rethrows (hero_dice: not to bonus dice and rethrows)"),
    _r("tracking_stacks", "51", "Tracking Strike: one token, +1 total (true: +1 per activation)"),
    _r("heal_party_fainted", "52", "Heal Party skips fainted heroes (true: it revives them with the healed points, in a fight)"),
)  # fmt: skip
