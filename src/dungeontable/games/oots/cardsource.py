"""Adapter: the card ``Catalog`` (catalog.py, cards/*.toml) -> the rules' flat ``CardSet``.

Effects the flow reads are folded into plain numbers here (always-on Player/Monster bonuses,
room switches), matched by their type (the typed, frozen values of ``effects.py`` compiled when
the cards load); conditional bonuses stay with ``combat/`` (DESIGN.md, "Decisions").
"""

from __future__ import annotations

from collections.abc import Iterable

from .catalog import Catalog, build_catalog, card_paths
from .definitions import LootDef, MonsterDef, RoomDef, ScrewThisDef, ShtickDef, TrapDef
from .effects import (
    AssistBonus,
    Boost,
    CardEffect,
    FlipFoeShtick,
    MonsterBonus,
    NaturalAs,
    PlayerBonus,
    Simple,
)
from .records import (
    INFINITE,
    CardSet,
    CharacterSpec,
    LootSpec,
    MonsterSpec,
    RoomSpec,
    ScrewSpec,
    ShtickSpec,
    XykonSpec,
)


def load_named(name: str) -> CardSet:
    """``base`` = the packaged set; anything else is a path list separated by ``;``.

    Builds its own catalog rather than asking ``load_catalog``: this runs inside
    ``core.content.loaded`` (``deck.content_of``), whose lock does not let a builder load
    content in turn."""
    return cardset_from_catalog(build_catalog(card_paths(name)))


def _bonus(effects: Iterable[CardEffect], stat: str, roles: tuple[str, ...] = ("any",)) -> int:
    """Sum of unconditional ``player_bonus`` effects on ``stat`` (any foe, given roles)."""
    total = 0
    for e in effects:
        if not isinstance(e, PlayerBonus) or e.stat != stat:
            continue
        plain = e.vs_type is None and e.vs_ability is None and e.ranged is None
        plain = plain and e.foe_shtick_type is None and e.with_shtick_type is None
        if plain and e.vs in ("any", "monster") and e.role in roles and e.timing == "always":
            total += e.x
    return total


def _simple(effects: Iterable[CardEffect], what: str) -> int | None:
    for e in effects:
        if isinstance(e, Simple) and e.what == what:
            return int(e.x)
    return None


def _monster_bonus(
    effects: Iterable[CardEffect], stat: str
) -> tuple[int, tuple[tuple[str, int], ...]]:
    flat, typed = 0, []
    for e in effects:
        if isinstance(e, MonsterBonus) and e.stat == stat:
            if e.monster_type is None:
                flat += e.x
            else:
                typed.append((e.monster_type, e.x))
    return flat, tuple(typed)


def _shtick(d: ShtickDef) -> ShtickSpec:
    area = d.area_targets or (INFINITE if d.area_all or d.area_type else 0)
    return ShtickSpec(
        id=d.id,
        name=d.name,
        character=d.character,
        starting=d.starting,
        battle=d.battle,
        attack=d.attack,
        defense=d.defense,
        range=INFINITE if d.infinite_range else (d.range or 0),
        kinds=tuple(d.types),
        flip=d.flip,
        boost_attack=d.boost_attack,
        boost_defense=d.boost_defense,
        boost_range=d.boost_range,
        area=area,
        area_type=d.area_type or "",
        draw_result=d.result == "draw",
        result=d.result,
        flip_heal=_flip_heal(d),
        become_attacker=_simple(d.effects, "become_attacker") is not None,
        ward_pvp=_simple(d.effects, "ward_pvp") is not None,
        assist_bonus=sum(e.x for e in d.effects if isinstance(e, AssistBonus)),
        boost_heal=d.boost_heal,
        natural_as=_natural_as(d.effects),
        heal_other=_simple_at(d.effects, "heal_other", "flip"),
        flip_reroll=_simple_at(d.effects, "reroll", "flip") > 0,
        flip_foe=_flip_foe(d.effects),
        steal=_simple_at(d.effects, "steal_loot", "flip"),
        extra_pickup=_simple_at(d.effects, "extra_pickup", "always"),
        flip_pickup=_simple_at(d.effects, "extra_pickup", "flip"),
        flip_move=_simple_at(d.effects, "free_move", "flip"),
        flip_draw=_simple_at(d.effects, "draw_loot", "flip"),
        gloat_draw=_simple_at(d.effects, "draw_loot_on_flee", "flip"),
        disarm=_simple_at(d.effects, "disarm_trap", "always"),
        flip_bonus=any(isinstance(e, PlayerBonus) and e.timing == "flip" for e in d.effects),
        bonus_attack=0 if d.battle else _bonus(d.effects, "attack", ("any", "attacker")),
        bonus_defense=0 if d.battle else _bonus(d.effects, "defense", ("any", "defender")),
        bonus_range=0 if d.battle else _bonus(d.effects, "range"),
    )


def _simple_at(effects: Iterable[CardEffect], what: str, timing: str) -> int:
    """x of the ``simple`` effect ``what`` with this timing (0 if the card has none)."""
    for e in effects:
        if isinstance(e, Simple) and e.what == what and e.timing == timing:
            return int(e.x)
    return 0


def _flip_foe(effects: Iterable[CardEffect]) -> str:
    """``room``/``floor``: a flip shtick that flips another player's shtick (Pocket Sand)."""
    for e in effects:
        if isinstance(e, FlipFoeShtick) and e.timing == "flip":
            return str(e.reach)
    return ""


def _natural_as(effects: Iterable[CardEffect]) -> tuple[int, ...]:
    """R305: the ``natural_as`` effect as ``(face, value, lucky_face)`` (Thor Incarnate)."""
    for e in effects:
        if isinstance(e, NaturalAs):
            return (int(e.face), int(e.value), int(e.lucky_face))
    return ()


def _flip_heal(d: ShtickDef) -> int:
    """``simple heal`` with flip timing on a non-battle shtick (Cure Assorted Wounds)."""
    for e in d.effects:
        if isinstance(e, Simple) and e.what == "heal" and e.timing == "flip":
            return int(e.x)
    return 0


def _monster(d: MonsterDef) -> MonsterSpec:
    abilities = []
    for name, x, who in d.abilities:
        if name == "multiattack":
            abilities.append(f"multiattack:{x}")
        elif name == "nemesis":
            abilities.append(f"nemesis:{who}")
        else:
            abilities.append(name)
    return MonsterSpec(
        id=d.id,
        name=d.name,
        types=tuple(d.types),
        attack=d.attack,
        defense=d.defense,
        range=d.range,
        loot=d.loot,
        x=d.xp,
        abilities=tuple(abilities),
        support=d.support or "",
        support_types=tuple(d.support_types),
        unique=d.unique,
        plus_level=d.plus_level,
        lich=d.has("xykon_special") and d.deck == "xykon",  # not the wandering one (R321)
        attacks_at_range=max(
            (e.x for e in d.effects if isinstance(e, Simple) and e.what == "attacks_at_range"),
            default=0,
        ),  # R124, A32
    )


def _screw(d: ScrewThisDef) -> ScrewSpec:
    window = "before-roll" if "before_roll" in d.when else d.when[0].replace("_", "-")
    if window == "help-arranged":
        window = "before-roll"  # help is arranged just before the before-roll window opens
    flat, typed = _monster_bonus(d.effects, "attack")
    flat_d, typed_d = _monster_bonus(d.effects, "defense")
    turn_fx = (
        tuple((e.stat, e.x, e.monster_type or "") for e in d.effects if isinstance(e, MonsterBonus))
        if _simple(d.effects, "lasts_turn") is not None
        else ()
    )
    if turn_fx:
        flat, typed, flat_d, typed_d = 0, (), 0, ()  # L870: the turn's, not this battle's
    return ScrewSpec(
        id=d.id,
        name=d.name,
        window=window,
        player_attack=_bonus(d.effects, "attack", ("any", "attacker")),
        player_defense=_bonus(d.effects, "defense", ("any", "defender")),
        monster_bonus=flat,
        type_bonus=typed[0] if typed else None,
        monster_defense=flat_d,
        type_defense=typed_d[0] if typed_d else None,
        turn_fx=turn_fx,
        own_battle_only=not d.anyone,
        monster_only=bool(d.effects) and all(isinstance(e, MonsterBonus) for e in d.effects),
        windows=tuple(w.replace("_", "-") for w in d.when),
        boost=sum(e.times for e in d.effects if isinstance(e, Boost)),
        heal=_simple(d.effects, "heal") or 0,
        draw_shtick=_simple(d.effects, "draw_shtick") or 0,
        draw_loot=_simple(d.effects, "draw_loot") or 0,
        flip_declared=any(isinstance(e, FlipFoeShtick) for e in d.effects),
        reroll=_simple(d.effects, "reroll") is not None,
        evade=_bonus(d.effects, "evade"),
        free_move=_simple(d.effects, "free_move") or 0,
        trip=_simple(d.effects, "miss_turn") is not None and "movement" in d.when,
        battle_size=_simple(d.effects, "battle_size") or 0,
        move_monster=_simple(d.effects, "move_monster") is not None,
    )


def _loot(d: LootDef) -> LootSpec:
    return LootSpec(
        id=d.id,
        name=d.name,
        portraits=tuple(d.drool),
        crests=d.crest,
        attack=_bonus(d.effects, "attack", ("any", "attacker")),
        defense=_bonus(d.effects, "defense", ("any", "defender")),
        range=_bonus(d.effects, "range"),
        shtick_for=d.discard_for_shtick or "",
        users=tuple(d.users),
        disarm=_simple_at(d.effects, "disarm_trap", "always"),
        discard_heal=_simple_at(d.effects, "heal", "discard"),
        discard_move=_simple_at(d.effects, "free_move", "discard"),
    )


def _trap(d: TrapDef) -> LootSpec:
    """R222 (000 L1547): most Traps cost 1 Wound; a Trap whose only effects are others (a
    missed turn, a Stash discard, a Battle Hand discard) costs no Wound."""
    miss = _simple(d.effects, "miss_turn") or 0
    discard = _simple(d.effects, "discard_loot") or 0
    hand = _simple(d.effects, "discard_battle") or 0
    wounds = _simple(d.effects, "lose_wounds")
    return LootSpec(
        id=d.id,
        name=d.name,
        trap=True,
        evade=d.evade,
        trap_range=d.range,
        multi=d.multi,
        wounds=wounds if wounds is not None else (0 if miss or discard or hand else 1),
        trap_miss=miss,
        trap_discard=discard,
        trap_hand_discard=hand,
    )


def _room(d: RoomDef) -> RoomSpec:
    _, typed = _monster_bonus(d.effects, "defense")
    return RoomSpec(
        id=d.id,
        name=d.name,
        lair=d.kind == "lair_room",
        entrance=d.kind == "entrance",
        safe_haven=d.safe_haven,
        stops=_simple(d.effects, "stop_movement") is not None,
        no_rest=_simple(d.effects, "no_rest") is not None,
        size_delta=_simple(d.effects, "battle_size") or 0,
        attack=_bonus(d.effects, "attack", ("any", "attacker")),
        defense=_bonus(d.effects, "defense", ("any", "defender")),
        type_defense=typed,
        first_shtick=_simple(d.effects, "draw_shtick") is not None,
        first_heal=_simple(d.effects, "heal") or 0,
        first_loot=_simple(d.effects, "draw_loot") or 0,
        first_unflip=_simple(d.effects, "unflip") is not None,
    )


def _xykon_event(d: RoomDef) -> XykonSpec:
    att, _ = _monster_bonus(d.effects, "attack")
    dfn, _ = _monster_bonus(d.effects, "defense")
    return XykonSpec(id=d.id, name=d.name, monster_attack=att, monster_defense=dfn)


def cardset_from_catalog(cat: Catalog) -> CardSet:
    rooms = {
        k: _room(v) for k, v in cat.rooms.items() if v.kind in ("room", "entrance", "lair_room")
    }
    loot = {k: _loot(v) for k, v in cat.loot.items()}
    loot.update({k: _trap(v) for k, v in cat.traps.items()})
    monsters = {k: _monster(v) for k, v in cat.monsters.items()}
    lich = next(k for k, m in monsters.items() if m.lich)
    safe = next(k for k, r in rooms.items() if r.safe_haven)
    return CardSet(
        characters={
            k: CharacterSpec(id=k, name=v.name, wounds=v.wounds) for k, v in cat.characters.items()
        },
        shticks={k: _shtick(v) for k, v in cat.shticks.items()},
        monsters=monsters,
        screws={k: _screw(v) for k, v in cat.screw_this.items()},
        loot=loot,
        rooms=rooms,
        xykon={k: _xykon_event(v) for k, v in cat.rooms.items() if v.kind == "xykon_event"},
        battle_deck=cat.decks.get("battle", ()),
        loot_deck=cat.decks.get("loot", ()),
        room_deck=cat.decks.get("room", ()),
        lair_deck=cat.decks.get("lair", ()),
        xykon_deck=cat.decks.get("xykon", ()),
        shtick_decks={c: cat.shtick_deck(c) for c in cat.characters},
        entrance=cat.decks["entrance"][0],
        safe_haven=safe,
        lich=lich,
    )
