"""Area Effect shticks (R139-R147, A17): one roll against several Monsters.

Targets are the top N Monsters of the room, every Monster for "all", or every Monster of the
shtick's type and only those (R373). Immune targets still count toward N and toward the highest
value (R141). Each defeated Monster with X is the player's choice to save or not (R372: phase
``keep``, one Monster at a time, ``Battle.area_keep`` holding the rest).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import DieRolled, Event

from ..common import arithmetic as ar
from ..common.blast import explode, loot_of
from ..common.collapsing import begin_collapse
from ..common.fights import (
    area_targets,
    clear_room_monster,
    discard_random_hand,
    discard_random_stash,
    flip_used,
    paralyze,
    pay_helpers,
    to_end,
)
from ..common.knockdown import turn_cut
from ..common.queries import kept_die
from ..common.table import (
    cards,
    discard_battle,
    drop_loot,
    player,
    room_at,
    then,
    with_player,
    with_room,
)
from ..common.wounds import lose_wounds
from ..common.xykon import XYKON, kick, minion_defeated, wound_xykon
from ..deck import INFINITE
from ..events import BattleResolved, MonsterDefeated
from ..state import Battle, State


def roll(state: State, ev: list[Event]) -> State:
    """R142-R143, A17: one d12 (Multiattack when defending: the most dice of any target, the
    lowest kept); the targets are fixed in ``battle.area`` before the roll."""
    battle = state.battle
    assert battle is not None and battle.shtick is not None
    seat = state.turn.seat
    cs = cards(state)
    sh = cs.shticks[player(state, seat).shticks[battle.shtick]]
    hit = area_targets(state, battle, sh.area, sh.area_type)
    specs = [cs.monsters[m] for m in hit]
    dice = 1
    if not battle.attacker:
        dice = max((int(m.param("multiattack") or 1) for m in specs), default=1)
    faces = []
    for _ in range(dice):
        face, rng = state.rng.roll(12)
        state = replace(state, rng=rng)
        faces.append(face)
        ev.append(DieRolled(seat=seat, purpose="battle", sides=12, value=face))
    battle = replace(battle, area=hit, faces=tuple(faces))
    return then(replace(state, battle=battle), "after-dice")  # the rerolls, then after-roll


def totals(state: State, battle: Battle) -> tuple[int, int]:
    """R142: the player's modifier and the highest total among the targets. Card-file sets:
    ``combat/`` (conditional bonuses, immunities of every target, support, room text);
    code-built sets: flat sums."""
    found = ar.combat_totals(state, battle)
    if found is not None:
        return found
    seat = state.turn.seat
    cs = cards(state)
    theirs = max(
        ar.monster_total(state, seat, replace(battle, monster=m), cs.monsters[m])
        for m in battle.area
    )
    mine = ar.player_modifier(state, seat, battle, cs.monsters[battle.area[0]])
    return mine, theirs


def _hides(state: State, battle: Battle) -> bool:
    """L1079, A79: a target with Hide (option ``area_hide="battled"``: the battled target, the
    highest total Defense, the topmost of a tie, R142)."""
    spec = cards(state).monsters
    if state.options.area_hide == "battled":
        return spec[ar.area_battled(state, battle)].has("hide")
    return any(spec[m].has("hide") for m in battle.area)


def finish(state: State, ev: list[Event]) -> State:
    """R143-R147: the result against all targets at once."""
    battle = state.battle
    assert battle is not None and battle.shtick is not None
    seat = state.turn.seat
    cs = cards(state)
    sh = cs.shticks[player(state, seat).shticks[battle.shtick]]
    hit = battle.area
    face, value = kept_die(state, seat, battle.faces)  # R249, R305, A106
    mods = totals(state, battle)
    mine, theirs = value + mods[0], mods[1]
    result = ar.outcome(
        ar.lucky_face(battle.faces, state.options.lucky_bastards_die, face),
        mine,
        theirs,
        has_shtick=True,
        draw_result=sh.draw_result,
        hide=battle.attacker and _hides(state, battle),  # L1079, A79
        reaches=True,
        bloodlust=any(cs.monsters[m].has("bloodlust") for m in hit),
        lucky=state.options.lucky_bastards,
        bloodlust_reach=state.options.bloodlust_reach,
    )
    ev.append(
        BattleResolved(
            seat=seat,
            monster=hit[0],
            roll=face,
            player_total=mine,
            monster_total=theirs,
            result=result,
        )
    )
    state = pay_helpers(state, ev)  # A88: helpers first
    if result != "lose":
        state = flip_used(state, ev)
    if result == "win":
        state = _defeat_all(state, hit, sh.kinds, ev, _grounded(state, battle.shtick))
        if state.result is None and _encouraged(state, hit):
            after = "keep" if state.phase == "keep" else "end"  # R264: heal first, then on
            return replace(state, phase="encourage", turn=replace(state.turn, resume=after))
        if state.phase == "keep" or state.result is not None:
            return state  # R372: the player saves the defeated Monsters or not
        return then(state, "after-defeat")  # R115: it cleared the player's own room? (R147)
    elif result == "lose":
        state = _lose(state, hit, ev)
        if state.battle is not None:  # R116, L861: step 7 after the Results (a flight's too)
            state = flip_used(state, ev)
    return to_end(state)  # R147


def _encouraged(state: State, hit: tuple[str, ...]) -> bool:
    """R264: an Encourage target was defeated (it left the room) and the winner has a Wound."""
    battle = state.battle
    assert battle is not None
    pl = player(state, state.turn.seat)
    if pl.wounds == 0 or turn_cut(state, state.turn.seat):
        return False  # R172, A78; A82: a blast that knocked the winner down ended the turn
    left = room_at(state, battle.room).monsters
    spec = cards(state).monsters
    return any(spec[m].has("encourage") and m not in left for m in hit)


def _grounded(state: State, index: int) -> bool:
    """R243, L1077: a Range-0 Area Effect (its Range with the owner's bonuses, R100) does not
    touch Flying targets: they count, but are exempt like an Enchanted one from Magic."""
    sh = cards(state).shticks[player(state, state.turn.seat).shticks[index]]
    more = ar.seat_range_bonuses(state, state.turn.seat)[index]
    return sh.range != INFINITE and sh.range + more == 0


def _defeat_all(
    state: State,
    hit: tuple[str, ...],
    kinds: tuple[str, ...],
    ev: list[Event],
    grounded: bool = False,
) -> State:
    """R144: every non-immune target is defeated and drops its Loot; R372 (000 L857): the
    player then decides for each one with X whether to save it (phase ``keep``). R263, A44:
    the targets fall at once, so an Exploding target blasts the room once all of them are out
    of it: the blast wounds the players and the Monsters left, never a fellow target."""
    battle = state.battle
    assert battle is not None
    seat = state.turn.seat
    cs = cards(state)
    keepers: list[str] = []
    blasts: list[str] = []
    lich = False
    loot = [loot_of(state, battle.room, m) for m in hit]  # R265 Miser: all fall at once
    for m, drops in zip(hit, loot, strict=True):
        spec = cs.monsters[m]
        if set(kinds) & set(ar.blocked_kinds(spec)) or (grounded and spec.has("flying")):
            continue  # R141: immune (R243: Flying, against a Range-0 Area Effect)
        if m == XYKON:
            state = wound_xykon(state, seat, ev)  # R343, R346: one Wound, he stays
            continue
        if m not in room_at(state, battle.room).monsters:
            continue  # the same card id listed twice: already out of the room
        state = clear_room_monster(state, battle.room, m)
        state = minion_defeated(state, battle.room, m)  # R343: it leaves his Minion Stack
        state = drop_loot(state, battle.room, drops, ev)
        if spec.has("exploding"):  # R263, A44: never saved; its blast hurts the room
            ev.append(MonsterDefeated(seat=seat, monster=m, saved=False))
            state = discard_battle(state, (m,))
            blasts.append(m)
            continue
        if spec.lich:
            state = with_player(state, seat, lich=m, killed_xykon=True)
            state = replace(state, lich_killer=seat)
            ev.append(MonsterDefeated(seat=seat, monster=m, saved=True))
            lich = True  # R277: the collapse begins once every target is dealt with
            continue
        if spec.x > 0 and not spec.plus_level:
            keepers.append(m)  # R372: saved or not by the player, after the others
            continue
        ev.append(MonsterDefeated(seat=seat, monster=m, saved=False))
        if spec.plus_level:
            room = room_at(state, battle.room)
            state = with_room(state, battle.room, fallen=(*room.fallen, m))
        else:
            state = discard_battle(state, (m,))
    for m in blasts:  # R263, A44: after every target has fallen (R144: all at once)
        state = explode(state, battle.room, m, ev)
    if lich:
        state = begin_collapse(state, seat, ev, reason="xykon")
        if state.result is not None:
            return state
    if keepers:  # R372: saved or not by the player (after the collapse began, if Xykon fell)
        battle = state.battle
        assert battle is not None
        battle = replace(battle, monster=keepers[0], area_keep=tuple(keepers[1:]))
        return replace(state, battle=battle, phase="keep")
    return state


def _lose(state: State, hit: tuple[str, ...], ev: list[Event]) -> State:
    """R145-R146: 1 Wound if any target reaches; each reaching target's win effects add up."""
    battle = state.battle
    assert battle is not None
    seat = state.turn.seat
    cs = cards(state)
    reaching = [  # each target's own Range, Longshot's +2 a supporter too (L1079, L1840)
        m for m in hit if ar.monster_range(state, battle.room, m, cs.monsters[m]) >= battle.distance
    ]
    if not reaching:
        return state
    extra = 0
    for m in reaching:
        spec = cs.monsters[m]
        n = ar.supporters(state, battle.room, m)
        extra += n if spec.support == "deadly" else 0
    for m in reaching:
        spec = cs.monsters[m]
        n = ar.supporters(state, battle.room, m)
        for _ in range((1 if spec.has("thief") else 0) + (n if spec.support == "greed" else 0)):
            state = discard_random_stash(state, seat, ev)
        if spec.has("spellcaster"):
            state = discard_random_hand(state, seat, ev)
    for m in reaching:
        if cs.monsters[m].has("paralyze"):
            state = paralyze(state, seat, ev)  # first: a paralysed player flees afterwards (R174)
    if XYKON in reaching:
        state = kick(state, seat, ev)  # R345
    return lose_wounds(state, seat, 1 + extra, ev)
