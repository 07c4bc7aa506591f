"""A text picture of a view: floors as rows of rooms, then each player (for terminals and
golden transcripts)."""

from __future__ import annotations

from .deck import cards_of
from .view import PlayerView, View


def _name(view: View, card: str) -> str:
    cs = cards_of(view.cards)
    for table in (cs.monsters, cs.rooms, cs.shticks, cs.loot, cs.screws, cs.xykon):
        if card in table:
            return table[card].name
    return card or "?"


def _room_line(view: View, f: int) -> str:
    fv = view.floors[f]
    if not fv.rooms:
        return f"F{f}: (unexplored)"
    cells = []
    for r in fv.rooms:
        who = "".join(str(p.seat) for p in view.players if p.place == (f, r.pos) and p.left is None)
        marks = ("^" if fv.up == r.pos else "") + ("v" if fv.down == r.pos else "")
        monsters = "/".join(_name(view, m) for m in r.monsters)
        cells.append(
            f"[{r.pos}{marks} {_name(view, r.card)}"
            + (f" M:{monsters}" if monsters else "")
            + (f" L{r.loot_count}" if r.loot_count else "")
            + (f" @{who}" if who else "")
            + "]"
        )
    label = "Lair" if f == view.floors_count + 1 else f"F{f}"
    return f"{label}: " + " ".join(cells)


def _player_line(view: View, pv: PlayerView) -> str:
    cs = cards_of(view.cards)
    shticks = ", ".join(
        _name(view, c) + ("(f)" if f else "") for c, f in zip(pv.shticks, pv.flipped, strict=True)
    )
    status = [s for s, on in (("resting", pv.resting), ("fleeing", pv.fleeing)) if on]
    if pv.missed:
        status.append(f"misses {pv.missed}")
    if pv.left is not None:
        status.append(f"left #{pv.left + 1}")
    hand = "" if pv.hand is None else " hand: " + ", ".join(_name(view, c) for c in pv.hand)
    stash = "" if pv.stash is None else " stash: " + ", ".join(_name(view, c) for c in pv.stash)
    equipped = ", ".join(_name(view, c) for c in pv.equipped)
    name = cs.characters[pv.character].name
    return (
        f"seat {pv.seat} {name} at {pv.place} wounds {pv.wounds}/{pv.max_wounds}"
        f" {' '.join(status)}\n  shticks: {shticks}\n  equipped: {equipped or '-'}"
        f" stash {pv.stash_count} hand {pv.hand_count}{hand}{stash}"
    )


def _npc(view: View, npc: str) -> str:
    return cards_of(view.cards).characters[npc].name


def render(view: View) -> str:
    lines = [
        f"OOTS turn {view.turns_played} seat {view.turn.seat} phase {view.phase}"
        + (" COLLAPSE" if view.collapse else "")
    ]
    for f in range(len(view.floors)):
        lines.append(_room_line(view, f))
    for pv in view.players:
        lines.append(_player_line(view, pv))
    if view.shadowing:  # Me and My Shadow (R306)
        shadows = [
            f"{_npc(view, npc)}->{'floor' if s < 0 else f'seat {s}'}"
            for npc, s in zip(view.npcs, view.shadowing, strict=True)
        ]
        lines.append("shadows: " + ", ".join(shadows))
    if view.battle is not None:
        b = view.battle
        role = "attacks" if b.attacker else "defends against"
        lines.append(f"battle: seat {view.turn.seat} {role} {_name(view, b.monster)} at {b.room}")
    if view.result is not None:
        lines.append(f"result: winners {view.result.winners} scores {view.result.scores}")
    return "\n".join(lines)
