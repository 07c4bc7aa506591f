"""A readable text picture of a view: where the party is, the monster, the heroes, the chest."""

from __future__ import annotations

from .content import COLOURS, catalog
from .state import HIDDEN
from .view import View


def _hero_line(v: View, index: int) -> str:
    s = v.state
    hero = s.heroes[index]
    card = catalog(v.state.options.cards).card(hero.card)
    status = (
        "eliminated"
        if hero.eliminated
        else "fainted"
        if hero.fainted
        else f"{hero.hp}/{hero.max_hp} hp"
    )
    abilities = ", ".join(
        f"{c}:{a.op}{a.x or ''}{'(scar)' if c in hero.scars else ''}"
        for c, a in zip(COLOURS, card.abilities, strict=True)
    )
    tags = [" (leader)" if index == s.leader else ""]
    if s.fight is not None and s.fight.holder == index and s.fight.dice:
        tags.append(f" holds {'/'.join(s.fight.dice)}")
    gear = ", ".join(catalog(v.state.options.cards).card(c).name for c in hero.equipment) or "-"
    return f"  {index}: {card.name} {status}{''.join(tags)} | {abilities} | gear: {gear}"


def _fight_lines(v: View) -> list[str]:
    fight = v.state.fight
    if fight is None:
        return []
    card = catalog(v.state.options.cards).card(fight.monster)
    tokens = [
        n
        for n, on in (("tracking", fight.tracking), ("toad", fight.toad), ("melody", fight.melody))
        if on
    ]
    level = "boss" if fight.boss else str(fight.tier + 1)
    lines = [
        f"monster: {card.name} (level {level}, {card.mtype}) "
        f"{fight.hp}/{card.hp} hp, damage {card.damage}, gold {fight.gold}"
        + (f", requires {card.requirement}" if card.requirement else "")
        + (f", abilities {', '.join(a.op for a in card.abilities)}" if card.abilities else ""),
        f"turn: hero {fight.turn}; thrown {list(fight.thrown)} + {fight.bonus_thrown} bonus"
        + (f"; tokens {tokens}" if tokens else ""),
    ]
    return lines


def render(v: View) -> str:
    s = v.state
    cat = catalog(s.options.cards)
    tower = " ".join(f"{['I', 'II', 'III', 'IV'][i]}:{len(t)}" for i, t in enumerate(s.tower))
    lines = [
        f"Dungeon Fighter ({s.options.difficulty}) floor {s.floor + 1} room {s.room} "
        f"[{s.floors[s.floor]}] round {s.rounds}; tower {tower}; boss "
        f"{'face down' if s.boss == HIDDEN else cat.card(s.boss).name}",
        f"chest: {s.chest_gold} gold, {s.chest_bonus} bonus dice; supply {s.supply_gold} gold, "
        f"{s.supply_bonus} dice; leader token {'defeated' if s.leader_defeated else 'undefeated'}",
        *_fight_lines(v),
        "heroes:",
        *(_hero_line(v, i) for i in range(len(s.heroes))),
    ]
    if s.maintenance is not None and s.maintenance.shop:
        lines.append(
            "shop: "
            + ", ".join(f"{cat.card(c).name} ({cat.card(c).cost})" for c in s.maintenance.shop)
        )
    if v.decision is not None:
        lines.append(f"decision: hero {v.decision.seat} — {v.decision.prompt}")
    if s.result:
        lines.append(f"game {s.result}: {s.reason}")
    return "\n".join(lines)
