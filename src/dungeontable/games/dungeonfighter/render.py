"""A readable text picture of a view: where the party is, the monster, the heroes, the chest.

In words (the game's ``DungeonFighterWords``): heroes by the people who play them ("Player 1"
unless names are given), monsters, cards, abilities and requirements by their names, never
hero numbers or ids.
"""

from __future__ import annotations

from dungeontable.core.words import Names

from .content import COLOURS, catalog
from .state import HIDDEN
from .view import View
from .words import (
    REASONS,
    DungeonFighterWords,
    ability_name,
    floor_name,
    listed,
    requirement_name,
)

LEVELS = ("I", "II", "III", "IV")
TOKENS = (("tracking", "a Tracking Strike token"), ("toad", "a toad"), ("melody", "a melody"))


def _dice(count: int) -> str:
    return f"{count} bonus {'die' if count == 1 else 'dice'}"


def _words(v: View, names: Names | None) -> DungeonFighterWords:
    s = v.state
    seats = max(1, s.seats)
    return DungeonFighterWords(None, s.options, names or Names.numbered(seats))


def _hero_line(v: View, w: DungeonFighterWords, index: int) -> str:
    s = v.state
    hero = s.heroes[index]
    card = w.cat.card(hero.card)
    status = (
        "eliminated"
        if hero.eliminated
        else "fainted"
        if hero.fainted
        else f"{hero.hp} of {hero.max_hp} hit points"
    )
    abilities = ", ".join(
        f"{c} {ability_name(a.op, a.x, a.colour)}{' (scarred)' if c in hero.scars else ''}"
        for c, a in zip(COLOURS, card.abilities, strict=True)
    )
    tags = [", leader" if index == s.leader else ""]
    if s.fight is not None and s.fight.holder == index and s.fight.dice:
        tags.append(f", holds the {listed(list(s.fight.dice))} dice")
    gear = ", ".join(w.card(c) for c in hero.equipment) or "none"
    return f"  {w.hero(index)}: {card.name}, {status}{''.join(tags)} | {abilities} | gear: {gear}"


def _fight_lines(v: View, w: DungeonFighterWords) -> list[str]:
    fight = v.state.fight
    if fight is None:
        return []
    card = w.cat.card(fight.monster)
    tokens = [said for field, said in TOKENS if getattr(fight, field)]
    level = "the final boss" if fight.boss else f"level {fight.tier + 1}"
    if fight.hp <= 0:  # Maintenance after the fight: the monster lies defeated (R075)
        return [f"Monster: {card.name} ({level}, {card.mtype}): defeated"]
    lines = [
        f"Monster: {card.name} ({level}, {card.mtype}): {max(fight.hp, 0)} of {card.hp} hit "
        f"points, damage {card.damage}, gold {fight.gold}"
        + (f"; requires {requirement_name(card.requirement)}" if card.requirement else "")
        + (
            "; abilities: " + ", ".join(ability_name(a.op, a.x) for a in card.abilities)
            if card.abilities
            else ""
        ),
        f"Throwing: {w.hero(fight.turn)}; thrown so far: "
        + (f"the {listed(list(fight.thrown))} dice" if fight.thrown else "none")
        + (f" and {_dice(fight.bonus_thrown)}" if fight.bonus_thrown else "")
        + (f"; on the monster: {listed(tokens)}" if tokens else ""),
    ]
    return lines


def render(v: View, names: Names | None = None) -> str:
    """The table in words; ``names``: the people at the seats ("Player 1"... when not given)."""
    s = v.state
    w = _words(v, names)
    floor = min(s.floor, len(s.floors) - 1)
    tower = ", ".join(f"{len(t)} at level {LEVELS[i]}" for i, t in enumerate(s.tower))
    boss = "face down" if s.boss == HIDDEN else w.card(s.boss)
    leader = "defeated" if s.leader_defeated else "undefeated"
    lines = [
        f"Dungeon Fighter ({s.options.difficulty}): floor {s.floor + 1} "
        f"({floor_name(s.floors[floor])}), room {s.room.upper()}, round {s.rounds}",
        f"Monsters left in the tower: {tower}; the final boss: {boss}",
        f"Chest: {s.chest_gold} gold, {_dice(s.chest_bonus)}; supply: {s.supply_gold} "
        f"gold, {_dice(s.supply_bonus)}; leader token {leader}",
        *_fight_lines(v, w),
        "Heroes:",
        *(_hero_line(v, w, i) for i in range(len(s.heroes))),
    ]
    if s.maintenance is not None and s.maintenance.shop:
        cat = catalog(s.options.cards)
        lines.append(
            "Shop: "
            + ", ".join(f"{cat.card(c).name} ({cat.card(c).cost} gold)" for c in s.maintenance.shop)
        )
    if v.decision is not None:
        lines.append(f"Waiting: {w.prompt(v.decision)}")
    if s.result:
        lines.append(f"Game over: the party {s.result} ({REASONS.get(s.reason, s.reason)})")
    return "\n".join(lines)
