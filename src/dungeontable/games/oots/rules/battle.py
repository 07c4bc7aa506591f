"""Battling Monsters step by step (R083-R127, R148-R151, R239-R266) as decisions.

Step 1 shtick (``shtick``), step 2 assistance (``help``/``answer``), Screw This! window
(``window``), steps 3-6 the roll and results (``roll``), step 7 aftermath (``keep``), then more
Monsters in the room (``chain``) or the end of the turn.
"""

from __future__ import annotations

from msgspec.structs import replace

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, DieRolled, Event

from ..common import arithmetic as ar
from ..common.dungeon import distance
from ..common.fights import area_targets, blasts, flip_used, is_area, pay_helpers, to_end
from ..common.openings import open_window
from ..common.opponents import shtick_choices, targets
from ..common.powers import bonus_flip_actions
from ..common.queries import (
    asking_seat,
    kept_die,
    lowest_floor,
    npc_floors,
    npc_offers,
    offerable,
)
from ..common.table import cards, flip_down, lying_down, player, room_at, then, with_player
from ..common.xykon import battle_began, battle_foe, battles_here, kicked_may_attack
from ..deck import INFINITE, CardSet, LootSpec, ShtickSpec, index_for
from ..events import (
    BattleBegan,
    BattleResolved,
    HelpAnswered,
    HelpHeld,
    HelpOffered,
    RangedAttackCalledOff,
    ShtickChosen,
    ShticksFlipped,
)
from ..state import Battle, Help, Place, State

NPC_TURN = {0: "npc-offer-attacker", 1: "npc-offer-defender"}
"""R054: the continuation (``pvp_npcs.next_offer``) that lets this side offer to an NPC next."""


def after_stocking(state: State, ev: list[Event]) -> State:
    """R080: the new battle is stocked: fight its top Monster (none placed: the turn ends)."""
    stock = state.stocking
    assert stock is not None
    state = replace(state, stocking=None)
    if not room_at(state, stock.room).monsters:
        return to_end(state)
    return begin_battle(state, stock.room, attacker=False, ev=ev)


def begin_battle(
    state: State, place: Place, attacker: bool, ev: list[Event], dist: int = 0, chosen: bool = False
) -> State:
    """R083-R087: a battle against the top Monster of ``place`` (``chosen``: the player chose
    this battle, Xykon too, Exp L118)."""
    seat = state.turn.seat
    monster = battle_foe(state, place, chosen)  # Xykon on top, or A45
    if monster is None:
        if kicked_may_attack(state, place):
            return replace(state, phase="chain", battle=None)  # Exp L118: attack him or not
        return then(state, "foe")
    state = battle_began(state, monster, attacker, ev)  # R341
    battle = Battle(room=place, monster=monster, attacker=attacker, distance=dist)
    state = replace(state, battle=battle, phase="shtick", turn=replace(state.turn, battled=True))
    ev.append(BattleBegan(seat=seat, monster=monster, attacker=attacker, distance=dist))
    spec = cards(state).monsters[monster]
    if spec.support == "outsmart":
        state = _outsmart(state, seat, ar.supporters(state, place, monster), ev)
        if dist > 0 and state.options.outsmart_ranged == "called_off" and not _reaching(state):
            ev.append(RangedAttackCalledOff(seat=seat, monster=monster))  # A111
            return to_end(state)
    return state


def _reaching(state: State) -> bool:
    """R097: a face-up shtick can still make this Ranged Attack (the bare-handed choice,
    offered only when none can, is no Ranged Attack)."""
    return shtick_actions(state) != [A.UseShtick(index=-1)]


def _outsmart(
    state: State, seat: int, count: int, ev: list[Event], keep: int | None = None
) -> State:
    """R266: flip one random unflipped shtick per supporter before the shtick choice (A94:
    ``keep``, the Area Effect shtick already chosen, stays out of the draw)."""
    pl = player(state, seat)
    up = [i for i, f in enumerate(pl.flipped) if not f and i != keep]
    flipped = list(pl.flipped)
    chosen = []
    for _ in range(min(count, len(up))):
        k, rng = state.rng.below(len(up))
        state = replace(state, rng=rng)
        i = up.pop(k)
        flipped[i] = True
        chosen.append(pl.shticks[i])
    if chosen:
        ev.append(ShticksFlipped(seat=seat, cards=tuple(chosen), up=False))
    return with_player(state, seat, flipped=tuple(flipped))


# --- step 1: the Battle Shtick -----------------------------------------------------------------


def shtick_actions(state: State) -> list[Action]:
    """R104-R105, R119, R148: a face-up usable Battle Shtick (one per card id), or none."""
    battle = state.battle
    assert battle is not None
    if battle.foe_seat is not None:
        found_pvp: list[Action] = [
            A.UseShtick(index=i)
            for i in shtick_choices(state, state.turn.seat, True, battle.distance)
        ]
        return found_pvp + ([A.UseShtick(index=-1)] if battle.distance == 0 else [])
    pl = player(state, state.turn.seat)
    spec = cards(state)
    monster = spec.monsters[battle.monster]
    stack = room_at(state, battle.room).monsters
    seen: dict[str, int] = {}
    more = ar.seat_range_bonuses(state, state.turn.seat)  # R100
    for i, (card, flipped) in enumerate(zip(pl.shticks, pl.flipped, strict=True)):
        if flipped or card in seen:
            continue
        sh = spec.shticks[card]
        if sh.area and not battle.attacker and not state.options.area_effect_defending:
            continue  # A17 off: Area Effects only attack
        if has_no_typed_target(spec, sh, stack):
            continue  # R373
        if state.options.area_all_immune_barred and all_targets_immune(spec, sh, stack, more[i]):
            continue  # A109
        fly = state.options.flying_range_bonus  # A105
        if ar.can_use(
            sh, monster, battle.attacker, battle.distance, more[i], fly
        ) and ar.may_reach_zero(state, sh, battle.distance):
            seen[card] = i
    found: list[Action] = [A.UseShtick(index=i) for i in seen.values()]
    if not battle.attacker and battle.distance == 0 and not lying_down(state, state.turn.seat):
        # R094: no Ranged Attack after moving; R187: a player lying down never attacks
        found += [
            A.Charge(index=i)
            for i, (c, f) in enumerate(zip(pl.shticks, pl.flipped, strict=True))
            if not f and spec.shticks[c].become_attacker
        ]
    if battle.distance == 0 or not found or not battle.attacker:  # R124, R148 (defending)
        # R097: no unarmed ranged attack - unless Outsmart (R266) flipped the shtick that
        # made the attack possible and A111 is bare_handed: the battle goes on without one.
        found.append(A.UseShtick(index=-1))
    return found


def has_no_typed_target(spec: CardSet, shtick: ShtickSpec, stack: tuple[str, ...]) -> bool:
    """R373: a typed Area Effect with no Monster of its type in the room cannot be chosen."""
    kind = shtick.area_type
    return bool(kind) and not any(kind in spec.monsters[m].types for m in stack)


def all_targets_immune(
    spec: CardSet, shtick: ShtickSpec, stack: tuple[str, ...], more_range: int = 0
) -> bool:
    """A109: an Area Effect every one of whose targets (R140, R373) is immune to it (R141: a type
    the Monster forbids; R243: Flying against its Range 0, bonuses included, A105)."""
    if not shtick.area or not stack:
        return False
    kind = shtick.area_type
    hit = [m for m in stack if kind in spec.monsters[m].types] if kind else stack[: shtick.area]
    grounded = shtick.range != INFINITE and shtick.range + more_range == 0
    return bool(hit) and all(
        bool(set(shtick.kinds) & set(ar.blocked_kinds(spec.monsters[m])))
        or (grounded and spec.monsters[m].has("flying"))
        for m in hit
    )


def charge(state: State, action: A.Charge, ev: list[Event]) -> State:
    """R086 (S14): flip Charge! and attack instead of defending; then choose the shtick."""
    battle = state.battle
    assert battle is not None
    state = flip_down(state, state.turn.seat, action.index, ev)
    return replace(state, battle=replace(battle, attacker=True))


def use_shtick(state: State, action: A.UseShtick, ev: list[Event]) -> State:
    battle = state.battle
    assert battle is not None
    seat = state.turn.seat
    index = None if action.index < 0 else action.index
    state = replace(state, battle=replace(battle, shtick=index, chosen=True), phase="help")
    name = "none" if index is None else player(state, seat).shticks[index]
    ev.append(ShtickChosen(seat=seat, shtick=name))
    state = _area_outsmart(state, ev)
    if index is not None:
        opened = open_window(state, "shtick-declared", ev)  # A59
        if opened is not None:
            return opened
    return after_declared(state, ev)


def _area_outsmart(state: State, ev: list[Event]) -> State:
    """R143 (L1079: the targets' Outsmart affects the entire battle), A94: an Area Effect shtick
    whose targets include an Outsmart Monster below the top one (the top one's came before the
    choice, R266) flips, once chosen, one random other face-up shtick per supporter of each."""
    battle = state.battle
    assert battle is not None
    if battle.foe_seat is not None or battle.shtick is None:
        return state
    if not is_area(state, battle.shtick):
        return state
    spec = cards(state).monsters
    count = sum(
        ar.supporters(state, battle.room, m)
        for m in _foes(state, battle)
        if m != battle.monster and spec[m].support == "outsmart"
    )
    if not count:
        return state
    return _outsmart(state, state.turn.seat, count, ev, keep=battle.shtick)


def after_declared(state: State, ev: list[Event]) -> State:
    """After the shtick-declared window: assistance, or the roll at once against a Duel; in
    PvP the defender answers (R154), then assistance."""
    assert state.battle is not None
    if state.battle.foe_seat is not None:
        return replace(state, phase="help" if state.battle.foe_chosen else "pvp-defend")
    state = replace(state, phase="help")
    if _duel(state) and not bonus_flip_actions(state, state.turn.seat):
        return fight(state, A.Fight(), ev)  # R134, R241; R143: any Area Effect target's Duel
    return state  # R199: a Duel forbids help only; bonus flips are still made before the roll


def _duel(state: State) -> bool:
    """R134, R241: a Duel Monster among the foes (R143: any Area Effect target's)."""
    assert state.battle is not None
    monsters = cards(state).monsters
    return any(monsters[m].has("duel") for m in _foes(state, state.battle))


# --- step 2: assistance (R128-R138, R051-R053) -------------------------------------------------


def npc_floor(state: State) -> int:
    """R049, A58: NPCs sit on the lowest floor at least one player occupies."""
    return lowest_floor(state)


def help_actions(state: State) -> list[Action]:
    battle = state.battle
    assert battle is not None
    seat = asking_seat(state)
    here = player(state, seat).place
    asked = _asked(state, battle)
    index = index_for(state)
    offer = () if battle.foe_seat is None and _duel(state) else offerable(state, seat)  # R134
    found: list[Action] = []
    for other, pl in enumerate(state.players):
        if other == seat or other in asked or not can_help(state, other, here[0]):
            continue
        drool = index.drool(pl.character)  # R136, as LootSpec.drool
        for card in offer:
            if drool[card] >= 1:
                found.append(A.AskHelp(helper=other, card=card))
    if battle.foe_seat is None:
        found += npc_offers(state, offer, asked, here[0])
    found += bonus_flip_actions(state, seat)  # R199: bonus flips before the roll
    found.append(A.Fight())
    return found


def _asked(state: State, battle: Battle) -> set[int]:
    """A30: each helper is asked once per battle by each side (option
    ``loot_per_helper="several"``: a helper who accepted may be offered more Loot, still for the
    same side). R138: in PvP a helper hears both sides' offers, so one who refused the Attacker
    may still be asked by the Defender; one who accepted a side helps that side only."""
    side = 1 if state.phase == "pvp-help" else 0
    several = state.options.loot_per_helper == "several"
    asked = {state.turn.seat}
    if battle.foe_seat is not None:
        asked.add(battle.foe_seat)  # the players fighting each other do not help either side
    for h in battle.helps:
        if h.side != side:
            if h.status == "accepted":
                asked.add(h.helper)  # R138: acceptance is final
        elif not (several and h.status == "accepted"):
            asked.add(h.helper)
    return asked


def can_help(state: State, seat: int, floor: int) -> bool:
    """R128, R172, R181, R187: same floor, not resting, missing a turn or fleeing."""
    pl = player(state, seat)
    return (
        pl.left is None
        and pl.place[0] == floor
        and not pl.resting
        and pl.missed == 0
        and not pl.fleeing
    )


def why_no_help(state: State, action: A.AskHelp) -> str:
    """Why an offer for assistance is refused (R128-R138, R051-R052, R134), or ''."""
    battle = state.battle
    if battle is None or action in help_actions(state):
        return ""
    seat = asking_seat(state)
    if battle.foe_seat is None and _duel(state):
        return "; against a Duel Monster no assistance may be asked for (R134)"
    if action.card not in offerable(state, seat):
        return f"; {action.card} is not Loot of the asking player's still free to offer (R129)"
    index = index_for(state)
    helper = action.helper
    if helper == seat:
        return "; a player does not assist their own battle"
    if helper >= 0:
        if helper >= len(state.players):
            return f"; there is no seat {helper}"
        if helper == battle.foe_seat or (battle.foe_seat is not None and helper == state.turn.seat):
            return "; the other side of the battle cannot assist (R155)"
        if helper in _asked(state, battle):
            return "; that player was asked already this battle (R129, A30)"
        if not can_help(state, helper, player(state, seat).place[0]):
            return (
                "; that player cannot assist now: another floor, resting, missing a turn or "
                "fleeing (R128)"
            )
        character = player(state, helper).character
        return f"; {character} does not drool over {action.card} (R129, R137)"
    k = -1 - helper
    if battle.foe_seat is not None and state.phase != "pvp-npc":
        return "; NPCs are offered Loot after both sides asked the players (R054)"
    if k >= len(state.npcs):
        return f"; there are {len(state.npcs)} NPCs (helper=-1 to -{len(state.npcs)})"
    npc = state.npcs[k]
    if npc_floors(state)[k] != player(state, seat).place[0]:
        return f"; the NPC {npc} is not on this floor (R049)"
    if any(index.drool(pl.character)[action.card] for pl in state.players):
        return f"; an active player drools over {action.card}, so no NPC takes it (R052)"
    return f"; {npc} does not drool over {action.card} (R051)"


def helper_character(state: State, helper: int) -> str:
    return state.npcs[-1 - helper] if helper < 0 else player(state, helper).character


def ask_help(state: State, action: A.AskHelp, ev: list[Event]) -> State:
    """R131: +2 per Drool Factor the Loot has for the helper; NPCs always accept (R051)."""
    battle = state.battle
    assert battle is not None
    loot: LootSpec = cards(state).loot[action.card]
    bonus = 2 * loot.drool(helper_character(state, action.helper))
    if action.helper >= 0:
        bonus += _assist_bonus(state, action.helper, _blocked(state, battle))
    status = "accepted" if action.helper < 0 else "open"
    side = 1 if state.phase == "pvp-help" else 0
    if state.phase == "pvp-npc":
        side = battle.npc_side
    helps = (*battle.helps, Help(action.helper, action.card, bonus, status, side))
    ev.append(HelpOffered(seat=asking_seat(state), helper=action.helper, loot=action.card))
    phase = state.phase if action.helper < 0 else "answer"
    state = replace(state, battle=replace(battle, helps=helps), phase=phase)
    if phase == "pvp-npc":
        return then(state, NPC_TURN[1 - side])  # R054: the other side's turn
    return state


def _foes(state: State, battle: Battle) -> tuple[str, ...]:
    """The Monster battled, or every target of the Area Effect shtick chosen (R140)."""
    if battle.shtick is None or not is_area(state, battle.shtick):
        return (battle.monster,)
    sh = cards(state).shticks[player(state, state.turn.seat).shticks[battle.shtick]]
    return area_targets(state, battle, sh.area, sh.area_type)


def _blocked(state: State, battle: Battle) -> set[str]:
    """R240-R248: the shtick types the Monster(s) battled are immune to (none in PvP)."""
    if battle.foe_seat is not None:
        return set()
    monsters = cards(state).monsters
    return {k for m in _foes(state, battle) for k in ar.blocked_kinds(monsters[m])}


def _assist_bonus(state: State, helper: int, blocked: set[str]) -> int:
    """R133: face-up shticks that add more when their owner assists (Bard's Song), unless of
    a type the Monster is immune to (Mindless against Verbal Bard's Song, R248)."""
    pl = player(state, helper)
    spec = cards(state).shticks
    return sum(
        spec[c].assist_bonus
        for c, f in zip(pl.shticks, pl.flipped, strict=True)
        if not f and not blocked & set(spec[c].kinds)
    )


def answering_seat(state: State) -> int:
    assert state.battle is not None
    return state.battle.helps[-1].helper


def answer_actions(state: State) -> list[Action]:
    battle = state.battle
    assert battle is not None
    monsters = cards(state).monsters
    if battle.foe_seat is None and any(
        monsters[m].has("xykon_special") for m in _foes(state, battle)
    ):
        return [A.AcceptHelp()]  # R260; R143: the Lich among an Area Effect's targets too
    found: list[Action] = [A.AcceptHelp(), A.DeclineHelp()]
    if battle.foe_seat is not None and battle.helps[-1].side == 0 and not battle.settling:
        found.append(A.HearBoth())  # R375: hear the Defender's offer too
    return found


def answer(
    state: State, action: A.AcceptHelp | A.DeclineHelp | A.HearBoth, ev: list[Event]
) -> State:
    """R131, R138; R375 (000 L997): in PvP a helper asked by the Attacker may hold the offer
    and hear the Defender's; accepting one side's offer turns down a held one."""
    battle = state.battle
    assert battle is not None
    if isinstance(action, A.HearBoth):
        last = replace(battle.helps[-1], status="held")
        ev.append(HelpHeld(helper=last.helper))
        battle = replace(battle, helps=(*battle.helps[:-1], last))
        return replace(state, battle=battle, phase="help")
    accepted = isinstance(action, A.AcceptHelp)
    last = replace(battle.helps[-1], status="accepted" if accepted else "declined")
    ev.append(HelpAnswered(helper=last.helper, accepted=accepted))
    helps = battle.helps[:-1]
    if accepted and last.side == 1:  # R375: the held Attacker's offer is turned down
        held = [i for i, h in enumerate(helps) if h.helper == last.helper and h.status == "held"]
        for i in held:
            helps = (*helps[:i], replace(helps[i], status="declined"), *helps[i + 1 :])
            ev.append(HelpAnswered(helper=last.helper, accepted=False))
    battle = replace(battle, helps=(*helps, last))
    state = replace(state, battle=battle)
    if battle.settling:
        return _settle_held(state, ev)
    return replace(state, phase="pvp-help" if last.side == 1 else "help")


def _settle_held(state: State, ev: list[Event]) -> State:
    """R375: once the Defender is done asking, each helper still holding the Attacker's offer
    answers it (in the order asked); then the NPC offers (R054)."""
    battle = state.battle
    assert battle is not None
    held = [i for i, h in enumerate(battle.helps) if h.status == "held"]
    if held:
        i = held[0]
        h = replace(battle.helps[i], status="open")
        helps = (*battle.helps[:i], *battle.helps[i + 1 :], h)
        battle = replace(battle, helps=helps, settling=True)
        return replace(state, battle=battle, phase="answer")
    state = replace(state, battle=replace(battle, settling=False), phase="pvp-help")
    first = 1 if state.options.pvp_npc_first == "defender" else 0
    return then(state, NPC_TURN[first])  # R054: the Defender offers first


def fight(state: State, action: A.Fight, ev: list[Event]) -> State:
    """A59: the before-roll priority window, then the roll (PvP: the defender asks first)."""
    if state.battle is not None and state.battle.foe_seat is not None:
        if state.phase == "help":
            return replace(state, phase="pvp-help")
        if state.phase == "pvp-help":
            return _settle_held(state, ev)  # R375, then R054
        if state.phase == "pvp-npc":
            return then(state, "npc-pass")  # pvp_npcs.pass_offer
    return before_roll(state, ev)


def before_roll(state: State, ev: list[Event]) -> State:
    """A59: the before-roll priority window, then the roll."""
    opened = open_window(state, "before-roll", ev)
    if opened is not None:
        return opened
    return roll(state, ev)


# --- steps 3-6: totals, roll, results ----------------------------------------------------------


def roll(state: State, ev: list[Event]) -> State:
    """R109/R122, R249: d12 + modifier against the Monster's total (Multiattack: lowest)."""
    battle = state.battle
    assert battle is not None
    if battle.foe_seat is not None:
        return then(state, "pvp-roll")  # pvp.roll
    if battle.shtick is not None and is_area(state, battle.shtick):
        return then(state, "area-roll")  # area.roll
    return then(roll_dice(state, ev), "after-dice")  # Fool's Luck, then A59 after-roll (Do Over)


def roll_dice(state: State, ev: list[Event]) -> State:
    """R109/R249: one d12, or Multiattack X dice when defending; kept in ``battle.faces``."""
    battle = state.battle
    assert battle is not None
    seat = state.turn.seat
    monster = cards(state).monsters[battle.monster]
    dice = int(monster.param("multiattack") or 1) if not battle.attacker else 1
    faces = []
    for _ in range(dice):
        face, rng = state.rng.roll(12)
        state = replace(state, rng=rng)
        faces.append(face)
        ev.append(DieRolled(seat=seat, purpose="battle", sides=12, value=face))
    return replace(state, battle=replace(battle, faces=tuple(faces)))


def finish_roll(state: State, ev: list[Event]) -> State:
    """R109-R110, R122-R123: totals and the result (Multiattack: the lowest die)."""
    battle = state.battle
    assert battle is not None
    seat = state.turn.seat
    monster = cards(state).monsters[battle.monster]
    face, value = kept_die(state, seat, battle.faces)  # R249, A106
    totals = ar.combat_totals(state, battle)  # computed once (it is the costly part)
    if totals is None:
        totals = (
            ar.player_modifier(state, seat, battle, monster),
            ar.monster_total(state, seat, battle, monster),
        )
    mine, theirs = value + totals[0], totals[1]
    sh = (
        None
        if battle.shtick is None
        else cards(state).shticks[player(state, seat).shticks[battle.shtick]]
    )
    result = ar.outcome(
        ar.lucky_face(battle.faces, state.options.lucky_bastards_die, face),
        mine,
        theirs,
        has_shtick=sh is not None,
        draw_result=sh is not None and sh.draw_result,
        hide=monster.has("hide") and battle.attacker,
        reaches=not (battle.attacker and battle.distance > 0)
        or ar.monster_reaches(monster, state, battle),
        bloodlust=monster.has("bloodlust"),
        lucky=state.options.lucky_bastards,
        bloodlust_reach=state.options.bloodlust_reach,
    )
    ev.append(
        BattleResolved(
            seat=seat,
            monster=battle.monster,
            roll=face,
            player_total=mine,
            monster_total=theirs,
            result=result,
        )
    )
    return results(state, result, ev)


def results(state: State, result: str, ev: list[Event]) -> State:
    """R110-R117: pay helpers (A88), flip the shtick, then the win/loss effects; after a loss
    the shtick flips once the loss is applied (aftermath.lose): the Aftermath (step 7, L861)
    comes after the Results (step 6), so a flight that reaches the Entrance and unflips
    everything (L1122) does not unflip it."""
    state = pay_helpers(state, ev)
    if result == "lose":
        return then(state, "lose")  # aftermath.lose, which flips the shtick last
    battle = state.battle
    assert battle is not None
    if result == "win" and blasts(cards(state).monsters[battle.monster]):
        return then(state, "defeat")  # aftermath.defeat flips the shtick after the blast
    state = flip_used(state, ev)
    if result == "win":
        return then(state, "defeat")  # aftermath.defeat
    return to_end(state)


# --- choosing the next foe (R059-R060, R095, R125-R127) ----------------------------------------


def foe_phase(state: State, ev: list[Event]) -> State:
    """R059, R095, R062-R063: a Monster in range, or a player, may be attacked."""
    state = replace(state, battle=None)
    if not ranged_targets(state) and not targets(state):
        return to_end(state)
    return replace(state, phase="foe")


def ranged_targets(state: State) -> list[Place]:
    seat = state.turn.seat
    pl = player(state, seat)
    f, here = pl.place
    if f == 0 or state.turn.moved or state.turn.battled or room_at(state, pl.place).monsters:
        return []
    if lying_down(state, seat):
        return []  # R181, R187: no attacking while the token lies on its side
    if state.collapse:
        return []  # R287; A83: a living Wandering Xykon left in a timed collapse is no target
    spec = cards(state)
    if spec.rooms[room_at(state, pl.place).card].safe_haven and not state.options.haven_shooting:
        return []  # R271, A90: no Monster battle for a player standing in the Safe Haven
    more = ar.seat_range_bonuses(state, seat)  # R100
    fly = state.options.flying_range_bonus  # A105
    found = []
    floor = state.floors[f]
    for i, room in enumerate(floor.rooms):
        pos = floor.left + i
        d = distance(pl.place, (f, pos))
        haven = spec.rooms[room.card].safe_haven and not battles_here(state, (f, pos))  # A46
        if pos == here or not room.monsters or d is None or haven:
            continue
        monster = spec.monsters[room.monsters[0]]
        if any(
            not fl
            and ar.can_use(spec.shticks[c], monster, True, d, more[k], fly)
            and not has_no_typed_target(spec, spec.shticks[c], room.monsters)  # R373
            and not (
                state.options.area_all_immune_barred
                and all_targets_immune(spec, spec.shticks[c], room.monsters, more[k])
            )  # A109
            for k, (c, fl) in enumerate(zip(pl.shticks, pl.flipped, strict=True))
        ):
            found.append((f, pos))
    return found


def foe_actions(state: State) -> list[Action]:
    found: list[Action] = [A.RangedAttack(floor=f, pos=p) for f, p in ranged_targets(state)]
    found += [A.AttackPlayer(seat=s) for s in targets(state)]
    return [*found, A.EndBattles()]


def ranged_attack(state: State, action: A.RangedAttack, ev: list[Event]) -> State:
    here = player(state, state.turn.seat).place
    d = abs(here[1] - action.pos)
    return begin_battle(state, (action.floor, action.pos), True, ev, dist=d, chosen=True)


def chain_actions(state: State) -> list[Action]:
    """R060, R125: the next Monster of the room, as Attacker (not lying down, R187) or Defender;
    in Xykon's room with nothing else there, holding *Xykon Kicked My Ass!*: attack him or not
    (Exp L118, A45)."""
    if lying_down(state, state.turn.seat):
        return [A.NextMonster(attacker=False), A.EndBattles()]
    if kicked_may_attack(state, player(state, state.turn.seat).place):
        return [A.NextMonster(attacker=True), A.EndBattles()]
    return [A.NextMonster(attacker=True), A.NextMonster(attacker=False), A.EndBattles()]


def next_monster(state: State, action: A.NextMonster, ev: list[Event]) -> State:
    """R060, R125: the next Monster of your room, as Attacker or Defender."""
    here = player(state, state.turn.seat).place
    return begin_battle(state, here, action.attacker, ev, chosen=action.attacker)


def end_battles(state: State, action: A.EndBattles, ev: list[Event]) -> State:
    return to_end(state)
