"""The fight procedure (R039-R058, R079-R086, R117-R122): choose a die, throw, contact or miss,
pass the dice; option A (a bonus die) or B (the party-defeat penalty) once the hero dice are
spent; Swing Twice / Swing Again rethrows."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from types import MappingProxyType

from msgspec.structs import replace

from dungeontable.core import Event, ScriptError
from dungeontable.core.content import loaded

from ..abilities import MISS_ZONES, OPS, activated
from ..actions import Throw
from ..content import COLOURS, catalog
from ..encounter import (
    fight_of,
    monster_abilities,
    requirements_for,
    set_throwing,
    take_damage,
)
from ..events import (
    AbilityActivated,
    BonusDiceChanged,
    DicePassed,
    DieThrown,
    PartyDefeated,
)
from ..party import Step, next_active, seat_of
from ..ratings import game_ended
from ..resolvers import resolver_for
from ..scripting import judged
from ..state import State, Throwing
from ..surrogate import SurrogateResolver
from ..throw import (
    Obstacle,
    ThrowContext,
    ThrowInput,
    ThrowOutcome,
    contact_rules,
)
from ..timing import input_problem, preset_timing, timed_mode

AIMS: tuple[ThrowInput, ...] = (ThrowInput(aim_x=0, aim_y=0), ThrowInput(aim_x=0, aim_y=120))
"""The two preset inputs offered as legal actions (bullseye, safe ring) under the surrogate, which
reads only the aim point; any valid input with the same die, weapons and charm is accepted too
(people flick freely)."""


def weapons_of(state: State, hero: int) -> tuple[str, ...]:
    equipment = state.heroes[hero].equipment
    if not equipment:
        return ()
    etypes = catalog(state.options.cards).etype
    return tuple(c for c in equipment if etypes[c] == "weapon")


def dice_choices(state: State) -> tuple[str, ...]:
    """R041-R042 / R050 / AMB-36: the dice the current hero may throw (a bonus die while holding
    hero dice only under ``bonus_while_holding``; never in the boss fight, R119)."""
    fight = state.fight  # not ``fight_of``: asked at every throw decision (so below)
    assert fight is not None
    if fight.rethrow:
        return (fight.rethrow,)
    if fight.holder == fight.turn and fight.dice:
        extra = state.options.bonus_while_holding and state.chest_bonus > 0 and not fight.boss
        return (*fight.dice, "white") if extra else fight.dice
    return ("white",) if state.chest_bonus > 0 else ()


def can_suffer_defeat(state: State) -> bool:
    """R050 option B; never in the final boss fight (R119)."""
    fight = state.fight
    assert fight is not None
    return not fight.boss and not fight.rethrow and not (fight.holder == fight.turn and fight.dice)


Shapes = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
"""What the throws on offer are made of: the dice, the hero's weapons (sorted), his charms."""


def shape_parts(state: State) -> Shapes:
    """The current hero's dice, weapons (sorted) and charms (``""``, then seduced monsters;
    R150 / AMB-56: one per throw, ``seduced_per_throw=several``: any set of them)."""
    fight = state.fight
    assert fight is not None
    hero = fight.turn
    seduced = state.heroes[hero].seduced
    if not seduced:
        charms: tuple[str, ...] = NO_CHARM
    elif state.options.seduced_per_throw == "one" or len(seduced) == 1:
        charms = ("", *sorted(set(seduced)))
    else:  # AMB-56 ``several``: any of his seduced monsters together, joined by "+"
        held = sorted(seduced)
        sets = (c for n in range(1, len(held) + 1) for c in combinations(held, n))
        charms = ("", *dict.fromkeys("+".join(c) for c in sets))
    return dice_choices(state), tuple(sorted(weapons_of(state, hero))), charms


def _weapon_sets(weapons: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    return tuple(s for n in range(len(weapons) + 1) for s in combinations(weapons, n))


def throw_shapes(state: State) -> list[tuple[str, tuple[str, ...], str]]:
    """Every (die, weapon set, seduced monster) the current hero may throw."""
    dice, weapons, charms = shape_parts(state)
    return [(die, ws, charm) for die in dice for ws in _weapon_sets(weapons) for charm in charms]


def throw_actions(state: State) -> tuple[Throw, ...]:
    """Every throw shape with each preset aim (``preset_inputs``); under ``resolver=scripted``,
    where the script decides where the die lands, one throw per shape (the first aim)."""
    if state.options.resolver == "scripted":
        return tuple(
            Throw(die=d, weapons=w, charm=c, throw=AIMS[0]) for d, w, c in throw_shapes(state)
        )
    if not _physics_presets(state):
        return _aimed_throws(*shape_parts(state))
    presets: dict[tuple[str, ...], tuple[ThrowInput, ...]] = {}
    actions: list[Throw] = []
    for die, ws, charm in throw_shapes(state):
        if ws not in presets:
            presets[ws] = preset_inputs(state, ws)
        actions += [Throw(die=die, weapons=ws, charm=charm, throw=aim) for aim in presets[ws]]
    return tuple(actions)


def _aimed_throws(
    dice: tuple[str, ...], weapons: tuple[str, ...], charms: tuple[str, ...]
) -> tuple[Throw, ...]:
    """The throws on offer with the fixed ``AIMS``: without weapons or a seduced monster (most
    throw decisions of a simulation) the shared frozen values of ``PLAIN_THROWS``."""
    if not weapons and charms == NO_CHARM:
        plain = PLAIN_THROWS.get(dice)
        if plain is not None:
            return plain
    return _aimed(dice, weapons, charms)


def _aimed(
    dice: tuple[str, ...], weapons: tuple[str, ...], charms: tuple[str, ...]
) -> tuple[Throw, ...]:
    return tuple(
        Throw(die=die, weapons=ws, charm=charm, throw=aim)
        for die in dice
        for ws in _weapon_sets(weapons)
        for charm in charms
        for aim in AIMS
    )


NO_CHARM = ("",)
_HERO_DICE = tuple(
    tuple(c for i, c in enumerate(COLOURS) if mask >> i & 1) for mask in range(2 ** len(COLOURS))
)
PLAIN_THROWS: Mapping[tuple[str, ...], tuple[Throw, ...]] = MappingProxyType(
    {dice: _aimed(dice, (), NO_CHARM) for held in _HERO_DICE for dice in (held, (*held, "white"))}
)
"""Every die offer a throw decision can make (hero dice still held, in colour order, with or
without a bonus die; a rethrow's single die) -> its throws without weapons or charm, built
once at import (frozen values shared by every state that offers them)."""


def _physics_presets(state: State) -> bool:
    """Whether the current hero's presets are physics's nominal throws (``preset_inputs``)."""
    options = state.options
    if options.resolver != "auto":
        return options.resolver == "physics"
    if "human" not in options.skills:
        return False  # ``auto``: physics only for a person's seat (per-seat skill ``human``)
    return options.resolver_of(seat_of(state, fight_of(state).turn)) == "physics"


def preset_inputs(state: State, weapons: tuple[str, ...]) -> tuple[ThrowInput, ...]:
    """The offered aims (bullseye, then safe ring). Under ``resolver=physics`` they are the
    calibrated nominal throws (§3.6, ``calibration/aims.json``) for the throw's requirement set
    from its nominal spot (``nominal_spot``, R059: spot 4 for a two-bounce shot, as calibrated;
    spot 0 otherwise): a preset must bounce off the table before the board (R061) to be worth
    offering; one input when the requirement fixes a single aim. Under ``auto`` that is a
    person's turn (skill ``human``)."""
    if not _physics_presets(state):
        return AIMS
    from ..physics.aiming import nominal_input, nominal_spot

    ids = requirements_for(state, weapons)
    spot = nominal_spot(ids)
    centre, ring = nominal_input(spot, "centre", ids), nominal_input(spot, "ring", ids)
    return (centre,) if centre == ring else (centre, ring)


def is_legal_throw(state: State, action: Throw) -> bool:
    """Any valid input goes (``throw_problem``); the die, weapons and charm must be on offer."""
    return not throw_problem(state, action)


def throw_problem(state: State, action: Throw) -> str:
    """Why a free throw (not a preset of the legal list) is refused, or ``""``: the shape must be
    on offer and the quantized input valid for the requirement set (``timing.input_problem``)."""
    weapons = tuple(sorted(action.weapons))
    if len(set(weapons)) != len(weapons):
        return f"weapons {list(action.weapons)} name a card twice"
    charm = "+".join(sorted(action.charm.split("+")))  # AMB-56 ``several``: in any order
    shape = (action.die, weapons, charm)
    if shape not in throw_shapes(state):
        dice = ", ".join(dice_choices(state)) or "none"
        offer = f"die {action.die!r} with weapons {list(weapons)} and charm {action.charm!r}"
        return f"{offer} is not on offer: {_not_offered(state, shape)} (dice: {dice})"
    person = state.options.skill_of(seat_of(state, fight_of(state).turn)) == "human"
    return input_problem(requirements_for(state, weapons, action.die), action.throw, person)


def _not_offered(state: State, shape: tuple[str, tuple[str, ...], str]) -> str:
    """Which part of a throw's shape the hero cannot throw now: the die, a weapon, the charm."""
    die, weapons, charm = shape
    dice, own, charms = shape_parts(state)
    if die not in dice:
        return f"the {die} die is not one to throw now{_why_not_die(state, die)}"
    other = [w for w in weapons if w not in own]
    if other:
        mine = ", ".join(own) or "none"
        return f"{', '.join(other)}: not a weapon of the thrower's (theirs: {mine})"
    if charm not in charms:
        return f"charm {charm!r}: not a monster the thrower has seduced"
    return "those weapons together"


def _why_not_die(state: State, die: str) -> str:
    """Why a bonus die is not on offer, after a colon (``""`` for a hero die): the hero holds
    coloured dice (R041 / AMB-36, unless ``bonus_while_holding``), or the chest has none."""
    fight = fight_of(state)
    if die != "white" or fight.rethrow:
        return ""
    if fight.holder == fight.turn and fight.dice:
        if state.options.bonus_while_holding and fight.boss:
            return ": against the final boss a bonus die comes once every hero die is thrown (R119)"
        if not state.options.bonus_while_holding:
            return (
                ": a hero holding coloured dice throws one of them first, not a bonus die "
                "(R041, AMB-36)"
            )
    if state.chest_bonus <= 0:
        return ": the chest holds no bonus die (R050)"
    return ""


def throw(state: State, action: Throw) -> Step:
    """R040-R044: take the die, resolve the throw behind the seam, then its consequences."""
    fight = fight_of(state)
    rethrown = bool(fight.rethrow)
    events: list[Event] = []
    requirements = requirements_for(state, action.weapons, action.die)  # the fight before
    throwing = Throwing(
        hero=fight.turn, die=action.die, weapons=action.weapons, charm=action.charm,
        input=action.throw, requirements=requirements, rethrown=rethrown,
    )  # fmt: skip
    throws, turn = fight.throws + 1, fight.turn
    if not rethrown and fight.swing_twice_used:
        # R137 (L510): Swing Twice is "once per turn": a fresh throw starts a new turn
        fight = replace(fight, swing_twice_used=False)
    if rethrown:  # the die was picked up as the rethrow was chosen (``rethrow``)
        fight = replace(
            fight, rethrow="", throwing=throwing, throws=throws,
            last_thrower=turn, window_passed=(),
        )  # fmt: skip
        state = replace(state, fight=fight)
    elif action.die == "white":
        fight = replace(
            fight, bonus_thrown=fight.bonus_thrown + 1, throwing=throwing, throws=throws,
            last_thrower=turn, window_passed=(),
        )  # fmt: skip
        state = replace(state, chest_bonus=state.chest_bonus - 1, fight=fight)
        events.append(BonusDiceChanged(amount=-1, chest=state.chest_bonus, cause="thrown"))
    else:
        dice = list(fight.dice)
        dice.remove(action.die)
        fight = replace(
            fight, dice=tuple(dice), thrown=(*fight.thrown, action.die), throwing=throwing,
            throws=throws, last_thrower=turn, window_passed=(),
        )  # fmt: skip
        state = replace(state, fight=fight)
    state, outcome = _outcome(state, throwing, action.throw)
    if outcome is None:
        return state, events
    state, more = record_outcome(state, outcome)
    return state, events + more


def _outcome(
    state: State, t: Throwing, throw_input: ThrowInput
) -> tuple[State, ThrowOutcome | None]:
    """A scripted outcome first (tests, scenarios), else the option's resolver; real dice wait
    for the players' entry."""
    if state.throw_script:
        rules = loaded(state.options, contact_rules)
        outcome = judged(state.throw_script[0], t.requirements, rules)  # scripting.py
        return replace(state, throw_script=state.throw_script[1:]), outcome
    if state.options.resolver == "real_dice":
        return state, None
    if state.options.resolver == "scripted":
        raise ScriptError(
            f"no scripted throw left for the {t.die} die's throw: with resolver = scripted every "
            "throw needs its outcome in the setup's throws list (one entry a throw, in order)"
        )
    seed, rng = state.rng.next_u64()
    options = state.options
    seat = seat_of(state, t.hero)
    skill = options.skill_of(seat)
    if skill != "human":  # a bot's throw: under the skill model, no context to build
        named = options.resolver
        model = resolver_for("surrogate" if named == "auto" else named)  # ``resolver_of``
        if type(model) is SurrogateResolver:
            faces = special_faces(state, t.die)
            outcome = model.sample(t.requirements, t.die, faces, skill, throw_input, seed)
            return replace(state, rng=rng), outcome
    ctx = context_for(state, t)
    mode = timed_mode(t.requirements) if ctx.skill == "human" else ""
    if mode and not throw_input.timings:
        throw_input, rng = preset_timing(throw_input, mode, rng)  # a person's preset button
    if ctx.skill == "human" and state.options.human_noise != "flick":
        ctx = replace(ctx, skill=f"person-{state.options.human_noise}")  # a bot level's hand
    resolver = state.options.resolver_of(seat_of(state, t.hero))
    outcome = resolver_for(resolver).resolve(ctx, throw_input, seed)
    return replace(state, rng=rng), outcome


def context_for(state: State, t: Throwing) -> ThrowContext:
    return ThrowContext(
        requirements=t.requirements, die=t.die,  # type: ignore[arg-type]
        special_faces=special_faces(state, t.die),
        skill=state.options.skill_of(seat_of(state, t.hero)), obstacles=fight_of(state).resting,
        rules=loaded(state.options, contact_rules),
    )  # fmt: skip


def special_faces(state: State, die: str) -> int:
    """AMB-02: special faces on a white (bonus) die or on a hero die."""
    options = state.options
    return options.white_special_faces if die == "white" else options.hero_special_faces


def is_contact(state: State, outcome: ThrowOutcome) -> bool:
    """R065-R071 (+ R069 Small Target, AMB-32 strict bones)."""
    if not outcome.is_contact and not _weapon_failure_only(state, outcome):
        return False
    if outcome.zone in MISS_ZONES and any(
        outcome.zone in OPS[a.op].miss_zones for a in monster_abilities(state)
    ):
        return False
    if state.options.bones_strict:
        return not any(s.zone == "bone" and s.permille >= 50 for s in outcome.footprint)
    return True


def _weapon_failure_only(state: State, outcome: ThrowOutcome) -> bool:
    """AMB-20 ``no_bonus``: the only miss reason is a failed requirement that no monster or
    room imposes (a declared weapon's own), so the throw stands without that weapon's bonus."""
    if state.options.weapon_fail != "no_bonus" or outcome.miss_reasons != ("requirement",):
        return False
    imposed = requirements_for(state, ())
    return not any(r in imposed for r in outcome.failed_requirements)


def record_outcome(state: State, outcome: ThrowOutcome) -> Step:
    t = fight_of(state).throwing
    assert t is not None
    faces = special_faces(state, t.die)
    special = faces > 0 and (outcome.special or outcome.face_index > 6 - faces)
    if special != outcome.special:
        # AMB-02: the special icon is up when the face on top is one of the die's special faces
        # (the highest ``faces`` of six; a white die has none by default); a scripted throw
        # may give either the face or the icon
        outcome = replace(outcome, special=special)
    contact = is_contact(state, outcome)
    t = replace(t, outcome=outcome, contact=contact)
    state = set_throwing(state, t)
    state = _comes_to_rest(state, t.die, outcome)
    event = DieThrown(
        hero=t.hero, die=t.die, weapons=t.weapons, outcome=outcome,
        requirements=t.requirements, contact=contact,
    )  # fmt: skip
    return state, [event]


def _comes_to_rest(state: State, die: str, outcome: ThrowOutcome) -> State:
    """R049: a die that stays on the table becomes an obstacle at its last keyframe."""
    if not outcome.keyframes or outcome.rest == "off_table":
        return state
    last = outcome.keyframes[-1]
    resting = Obstacle(kind="die", x=last.x, y=last.y, on_board=outcome.rest == "on_board", die=die)
    fight = fight_of(state)
    return replace(state, fight=replace(fight, resting=(*fight.resting, resting)))


def _pick_up(resting: tuple[Obstacle, ...], die: str) -> tuple[Obstacle, ...]:
    """The die picked up for a rethrow leaves the table (its latest resting place)."""
    for index in range(len(resting) - 1, -1, -1):
        if resting[index].die == die:
            return resting[:index] + resting[index + 1 :]
    return resting


def voided(state: State) -> bool:
    """R147 / AMB-21: a Swing Again activation voids the throw completely when the thrower
    chose to throw again (``abilities.swing_again_voids`` says when he is asked)."""
    ability = activated(state)
    if ability is None or not OPS[ability.op].voids_throw:
        return False
    t = fight_of(state).throwing
    assert t is not None and t.outcome is not None
    return t.again == 1


def void(state: State) -> Step:
    """R147: the voided throw's die is thrown again."""
    t = fight_of(state).throwing
    ability = activated(state)
    assert t is not None and ability is not None
    return rethrow(state, [AbilityActivated(hero=t.hero, ability=ability.op, source=t.die)])


def rethrow(state: State, events: list[Event]) -> Step:
    """The same hero picks the same die up and throws it again."""
    t = fight_of(state).throwing
    assert t is not None
    fight = fight_of(state)
    fight = replace(fight, throwing=None, rethrow=t.die, resting=_pick_up(fight.resting, t.die))
    return replace(state, fight=fight), events


def finish_throw(state: State) -> Step:
    """After the throw: a defeated monster ends the fight (R075-R076), a Swing Twice rethrow
    keeps the turn, otherwise the dice pass to the left (R048)."""
    fight = fight_of(state)
    done = fight.throwing
    thrower = fight.turn
    heroes = state.heroes
    if fight.hp <= 0:  # the fight is won (the flow takes it on: ``monster_defeated``, ``win``)
        return replace(state, fight=replace(fight, throwing=None)), []
    if fight.rethrow and heroes[thrower].active:
        # a Swing Twice rethrow keeps the turn: "he may retrieve that same die" (L510), so it
        # leaves the board now, before the second throw is aimed
        resting = _pick_up(fight.resting, fight.rethrow)
        return replace(state, fight=replace(fight, throwing=None, resting=resting)), []
    nxt = next_active(state, thrower, include_self=True)
    if nxt == thrower and not heroes[thrower].active:
        return replace(state, fight=replace(fight, throwing=None)), []
    events: list[Event] = []
    if fight.holder == thrower and fight.dice:
        fight = replace(fight, throwing=None, rethrow="", holder=nxt, turn=nxt)
        events.append(DicePassed(hero=nxt, dice=fight.dice))
    elif _decides_again(state, thrower, done):
        fight = replace(fight, throwing=None, rethrow="", holder=-1, turn=thrower)  # AMB-39
    else:
        fight = replace(fight, throwing=None, rethrow="", holder=-1, turn=nxt)
    state = replace(state, fight=fight)
    state, more = _out_of_dice(state)
    return state, events + more if more else events


def _decides_again(state: State, thrower: int, done: Throwing | None) -> bool:
    """AMB-39 ``bonus_decider=thrower``: after a bonus-die throw its thrower decides A/B again."""
    bonus = done is not None and done.die == "white"
    return bonus and state.options.bonus_decider == "thrower" and state.heroes[thrower].active


def _out_of_dice(state: State) -> Step:
    """R121: in the final boss fight, needing a throw with no bonus die left loses the game."""
    fight = fight_of(state)
    if fight.boss and not dice_choices(state):
        reason = "no bonus die left against the final boss"
        ended = game_ended(state, False, reason)  # AMB-25 ``score_on_loss``: scored too
        return replace(state, result="lost", reason=reason, phase="over"), [ended]
    return state, []


def suffer_defeat(state: State) -> Step:
    """R052: every non-eliminated hero loses the monster's level in hit points, the leader
    token flips, the hero dice go to the left of the last thrower, bonus dice to the supply."""
    fight = fight_of(state)
    damage = fight.tier + 1
    events: list[Event] = []
    for index in range(len(state.heroes)):
        state, more = take_damage(state, index, damage, "party_defeat")
        events += more
    if state.result:  # every hero fainted (R077): the penalty was taken, no dice go round
        state = replace(state, leader_defeated=True)
        return state, [PartyDefeated(damage=damage, dice_to=-1), *events]
    to = next_active(state, fight.last_thrower, include_self=True)
    usable = tuple(c for c in COLOURS if c in fight.dice or c in fight.thrown)
    returned = fight_of(state).bonus_thrown
    fight = replace(
        fight_of(state), dice=usable, thrown=(), holder=to, turn=to, bonus_thrown=0, resting=()
    )
    supply = state.supply_bonus + returned
    state = replace(state, fight=fight, leader_defeated=True, supply_bonus=supply)
    events.insert(0, PartyDefeated(damage=damage, dice_to=to))
    return state, events
