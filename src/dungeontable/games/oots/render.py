"""A text picture of a view: floors as rows of rooms, then each player (for terminals and
golden transcripts).

In words (the game's ``OotsWords``): people by name ("Player 1" unless names are given) with
their characters, rooms, Monsters, shticks and Loot by their printed names, places by room and
floor, never seat numbers, room positions or ids.
"""

from __future__ import annotations

from dungeontable.core.words import Names

from .backstories import backstory
from .deck import cards_of
from .view import PlayerView, View
from .words import OotsWords

STAGES = {
    "start": "start of the turn",
    "move": "moving",
    "battle": "battling",
    "end": "end of the turn",
    "restricted": "end of the turn (missed turn)",
}
"""Where the turn stands (``Turn.stage``), in the words of the web table's header."""

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def _name(view: View, card: str) -> str:
    cs = cards_of(view.cards)
    for table in (cs.monsters, cs.rooms, cs.shticks, cs.loot, cs.screws, cs.xykon):
        if card in table:
            return table[card].name
    return card.replace("_", " ").title() if card else "a face-down card"


def _listed(items: list[str]) -> str:
    if len(items) <= 1:
        return items[0] if items else "nothing"
    return f"{', '.join(items[:-1])} and {items[-1]}"


def _person(w: OotsWords, view: View, seat: int) -> str:
    """ "Alice (Roy)"."""
    character = cards_of(view.cards).characters[view.players[seat].character].name
    return f"{w.names(seat)} ({character})"


def _room_line(view: View, w: OotsWords, f: int) -> str:
    fv = view.floors[f]
    lair = f == view.floors_count + 1
    label = "Xykon's Lair" if lair else "Entrance" if f == 0 else f"Floor {f}"
    if not fv.rooms:
        return f"{label}: unexplored"
    cells = []
    for r in sorted(fv.rooms, key=lambda room: room.pos):
        who = [w.names(p.seat) for p in view.players if p.place == (f, r.pos) and p.left is None]
        notes = ["stairs up"] * (fv.up == r.pos) + ["stairs down"] * (fv.down == r.pos)
        if r.monsters:
            notes.append("Monsters: " + ", ".join(_name(view, m) for m in r.monsters))
        if r.loot_count:
            notes.append(f"{r.loot_count} Loot")
        if who:
            notes.append("here: " + _listed(who))
        cells.append(_name(view, r.card) + (f" ({'; '.join(notes)})" if notes else ""))
    return f"{label}: " + " | ".join(cells)


def _where(w: OotsWords, view: View, pv: PlayerView) -> str:
    if pv.left is not None:
        return f"out of the dungeon ({ORDINALS[min(pv.left, len(ORDINALS) - 1)]} out)"
    floor, pos = pv.place
    if floor <= 0:
        return "at the Dungeon Entrance"
    return f"in {w.place(floor, pos)}"


def _player_line(view: View, w: OotsWords, pv: PlayerView) -> str:
    shticks = ", ".join(
        _name(view, c) + (" (flipped)" if f else "")
        for c, f in zip(pv.shticks, pv.flipped, strict=True)
    )
    status = [s for s, on in (("resting", pv.resting), ("fleeing", pv.fleeing)) if on]
    if pv.missed:
        status.append(f"misses {pv.missed} turn{'s' * (pv.missed != 1)}")
    hand = (
        ""
        if pv.hand is None
        else "\n  hand: " + (", ".join(_name(view, c) for c in pv.hand) or "empty")
    )
    stash = (
        ""
        if pv.stash is None
        else "\n  stash: " + (", ".join(_name(view, c) for c in pv.stash) or "empty")
    )
    equipped = ", ".join(_name(view, c) for c in pv.equipped)
    left = pv.max_wounds - pv.wounds
    return (
        f"{_person(w, view, pv.seat)} {_where(w, view, pv)}: {left} of {pv.max_wounds} wounds "
        "left" + "".join(f", {s}" for s in status) + f"\n  shticks: {shticks or 'none'}\n"
        f"  equipped: {equipped or 'nothing'}; {pv.stash_count} in the stash, "
        f"{pv.hand_count} in hand{hand}{stash}{_stories(view, pv)}"
    )


def _stories(view: View, pv: PlayerView) -> str:
    """The Shortening (R353-R355): Backstories (your own by name, the others' as a count until
    shown), traded-in Monsters, and the Nitpicky pool while it is chosen from."""
    if not view.options.backstories and pv.pool is None:
        return ""
    found = []
    if view.options.backstories:
        hidden = (
            f"{pv.backstory_count} hidden"
            if pv.backstories is None
            else "secret: " + (", ".join(backstory(c).name for c in pv.backstories) or "none")
        )
        shown = ", ".join(backstory(c).name for c in pv.revealed)
        found.append(f"\n  Backstories: {hidden}" + (f"; shown: {shown}" if shown else ""))
        if pv.traded:
            found.append("\n  traded in: " + ", ".join(_name(view, c) for c in pv.traded))
    if pv.pool:
        found.append("\n  to choose from: " + ", ".join(_name(view, c) for c in pv.pool))
    return "".join(found)


def _npc(view: View, npc: str) -> str:
    return cards_of(view.cards).characters[npc].name


def _xykon_line(view: View, w: OotsWords) -> str:
    """Wandering Xykon: where he is, his Wounds, his Minion Stack and who holds his cards."""
    x = view.wandering
    assert x is not None
    if x.killer is not None:
        where = f"killed by {w.names(x.killer)}"
    elif x.place is None:
        where = "waiting in his Lair (nobody has caught his attention)"
    else:
        where = f"in {w.place(*x.place)}, {x.wounds} of 4 Wounds left"
    minions = _listed([w.card(m) for m in x.minions]) if x.minions else "empty"
    parts = [f"Xykon: {where}; Minion Stack: {minions}"]
    if x.kicked is not None:
        parts.append(f"Xykon Kicked My Ass!: {w.names(x.kicked)}")
    if x.hurt:
        held = [(s, x.hurt.count(s)) for s in dict.fromkeys(x.hurt)]  # in the order taken
        parts.append(
            "I Hurt Xykon!: "
            + _listed([w.names(s) + (f" ({n} cards)" if n > 1 else "") for s, n in held])
        )
    return "; ".join(parts)


def render(view: View, names: Names | None = None) -> str:
    """The dungeon and the players in words; ``names``: the people at the seats ("Player 1"...
    when not given)."""
    w = OotsWords(None, view.options, names or Names.numbered(max(1, view.seats)))
    w.learn(view)
    seat = view.turn.seat
    lines = [
        f"Turn {view.turn.number + 1}: {_person(w, view, seat)} to play; "
        f"{STAGES.get(view.turn.stage, view.turn.stage)}"
        + ("; the dungeon is collapsing!" if view.collapse else "")
    ]
    for f in range(len(view.floors)):
        lines.append(_room_line(view, w, f))
    for pv in view.players:
        lines.append(_player_line(view, w, pv))
    if view.shadowing:  # Me and My Shadow (R306)
        shadows = [
            f"{_npc(view, npc)} {'is not shadowing anyone' if s < 0 else f'shadows {w.names(s)}'}"
            for npc, s in zip(view.npcs, view.shadowing, strict=True)
        ]
        lines.append("Shadows: " + ", ".join(shadows))
    if view.backstory_pile:  # R353: face up beside the Battle Deck
        lines.append(
            "Backstories face up: " + ", ".join(backstory(c).name for c in view.backstory_pile)
        )
    if view.wandering is not None:  # Wandering Xykon (R321-R352)
        lines.append(_xykon_line(view, w))
    if view.battle is not None:
        b = view.battle
        where = w.place(*b.room) if b.room[0] > 0 else "the Dungeon Entrance"
        if b.foe_seat is not None and not b.monster:
            lines.append(f"Battle: {w.names(seat)} attacks {w.names(b.foe_seat)} in {where}")
        else:
            role = "attacks" if b.attacker else "defends against"
            lines.append(f"Battle: {w.names(seat)} {role} {w.the(b.monster)} in {where}")
    if view.decision is not None:
        lines.append(f"Waiting: {w.prompt(view.decision)}")
    if view.result is not None:
        lines.append(f"Game over: {w.outcome(view.result)}")
    return "\n".join(lines)
