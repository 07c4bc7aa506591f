"""A readable text picture of a view: the map (3x3 characters per tile), then status lines.

Tile legend: ``#`` wall, ``.`` floor/path, ``?`` face-down card; the centre shows what is there:
a seat number, an enemy letter (upper case), ``S`` start, ``T`` trap, ``$`` shop, ``F``
fountain, ``C`` chest, ``p`` potion, ``+`` pathing tile, ``*`` a drop pile.
"""

from __future__ import annotations

from .catalog import catalog_of
from .view import CellView, View

CENTRE = {"start": "S", "trap": "T", "shop": "$", "fountain": "F", "chest": "C", "potion": "p"}


def _centre(v: View, cell: CellView) -> str:
    for p in v.players:
        if p.x == cell.x and p.y == cell.y:
            return str(p.seat)
    for e in v.enemies:
        if e.x == cell.x and e.y == cell.y:
            return e.card[0].upper()
    if cell.drop:
        return "*"
    if cell.card is None:
        return "?"
    kind = catalog_of(v.options.cards)[cell.card].kind
    return CENTRE.get(kind, "+")


def _tile(v: View, cell: CellView) -> list[str]:
    if cell.card is None:
        mid = "?" if not cell.drop else "*"
        return ["???", f"?{mid}?", "???"]
    n, e, s, w = ("N" in cell.paths, "E" in cell.paths, "S" in cell.paths, "W" in cell.paths)
    return [
        f"#{'.' if n else '#'}#",
        f"{'.' if w else '#'}{_centre(v, cell)}{'.' if e else '#'}",
        f"#{'.' if s else '#'}#",
    ]


def render_map(v: View) -> list[str]:
    if not v.cells:
        return ["(no map yet)"]
    xs = [c.x for c in v.cells]
    ys = [c.y for c in v.cells]
    at = {(c.x, c.y): c for c in v.cells}
    lines: list[str] = []
    for y in range(max(ys), min(ys) - 1, -1):
        rows = ["", "", ""]
        for x in range(min(xs), max(xs) + 1):
            cell = at.get((x, y))
            tile = _tile(v, cell) if cell is not None else ["   ", "   ", "   "]
            for i in range(3):
                rows[i] += tile[i]
        lines.extend(f"{y:>3} {r.rstrip()}" for r in rows)
    lines.append("    " + "".join(f"{x:<3}" for x in range(min(xs), max(xs) + 1)).rstrip())
    return lines


def render_status(v: View) -> list[str]:
    cat = catalog_of(v.options.cards)
    lines = [f"turn {v.turns}, seat {v.turn_seat} to play, phase {v.phase}"]
    if v.end_rush:
        lines.append("END RUSH: first to move onto a starting tile wins 1 VP and ends the game")
    for p in v.players:
        where = "off the board" if p.x is None else f"({p.x}, {p.y})"
        name = cat[p.character].name if p.character else "(no character)"
        status = [f"poison {p.poison}"] * bool(p.poison) + [f"skips {p.skip}"] * bool(p.skip)
        lines.append(
            f"seat {p.seat} {name} at {where}: health {p.health}/{p.max_health}, "
            f"attack {p.attack:+d}, armor {p.reduction}, VP {p.score}"
            + (f", {', '.join(status)}" if status else "")
            + (f", fighting {list(p.fights)}" if p.fights else "")
            + _absence(p.away, p.gone)
        )
        if p.hand is not None:
            lines.append(f"  hand: {', '.join(cat[c].name for c in p.hand) or '(empty)'}")
        else:
            shown = "".join(f", {cat[c].name}" for c in p.shown)
            lines.append(f"  hand: {p.hand_count} card(s){shown}")
        gear = [cat[c].name for c in p.equipment if c]
        if gear:
            lines.append(f"  equipped: {', '.join(gear)}")
    for e in v.enemies:
        lines.append(
            f"{cat[e.card].name} #{e.uid} at ({e.x}, {e.y}): health {e.health}/{e.max_health}"
            + (f", fighting seats {list(e.queue)}" if e.queue else "")
        )
    known = ", ".join(f"{c}={k}" for c, k in sorted(v.identified.items()))
    lines.append(
        f"stacks: exploration {v.explore_count}, pathing {v.pathing_count}, shop {len(v.shop)}, "
        f"discard {len(v.discard)}" + (f"; potions: {known}" if known else "")
    )
    lines.extend(_table_lines(v))
    if v.decision is not None:
        lines.append(f"waiting for seat {v.decision.seat}: {v.decision.prompt}")
    if v.result is not None:
        lines.append(f"game over: {v.result.reason}, winners {list(v.result.winners)}")
    return lines


def _absence(away: tuple[int, int] | None, gone: bool) -> str:
    """R290-R291: a quitter, or a player away from the table."""
    if gone:
        return ", quit the game"
    return f", away (left from {away})" if away is not None else ""


def _table_lines(v: View) -> list[str]:
    """The shop pile with prices when the player to act stands on the shop (R162, A-42), and
    a trade offer on the table (R251)."""
    cat = catalog_of(v.options.cards)
    lines = []
    me = v.players[v.turn_seat] if v.turn_seat < len(v.players) else None
    here = next((c for c in v.cells if me and (c.x, c.y) == (me.x, me.y)), None)
    if here is not None and here.card is not None and cat[here.card].kind == "shop":
        stock = ", ".join(f"{cat[c].name} {2 * (cat[c].gold or 0)}" for c in dict.fromkeys(v.shop))
        lines.append(f"shop (price in gold): {stock or '(empty)'}")
    if v.offer is not None:
        give = ", ".join(cat[c].name for c in v.offer.terms.give) or "nothing"
        ask = ", ".join(cat[c].name for c in v.offer.terms.ask) or "nothing"
        lines.append(f"trade: seat {v.offer.by} gives {give} to seat {v.offer.to} for {ask}")
    return lines


def render(v: View) -> str:
    return "\n".join([*render_map(v), "", *render_status(v)])
