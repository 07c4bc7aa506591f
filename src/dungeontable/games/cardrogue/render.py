"""A readable text picture of a view: the map (3x3 characters per tile), then status lines.

Tile legend: ``#`` wall, ``.`` floor/path, ``?`` face-down card; the centre shows what is there:
a player's number (Player 1 is ``1``), an enemy letter (upper case), ``S`` start, ``T`` trap,
``$`` shop, ``F`` fountain, ``C`` chest, ``p`` potion, ``+`` pathing tile, ``*`` a drop pile.

The status lines are words (the game's ``CardRogueWords``): people by name ("Player 1" unless
names are given), characters, cards and enemies by their printed names, places by what is on
them or next to them; the map's coordinates are only on its axes.
"""

from __future__ import annotations

from dungeontable.core.words import Names

from .catalog import catalog_of
from .view import CellView, PlayerView, View
from .words import CardRogueWords

CENTRE = {"start": "S", "trap": "T", "shop": "$", "fountain": "F", "chest": "C", "potion": "p"}

PHASES = {
    "decide": "rolling to decide who starts",
    "draft": "picking characters",
    "upkeep": "the start of a turn",
    "explore": "exploring",
    "after-move": "after a move",
    "combat": "a fight",
    "flee-check": "a flight",
    "flee": "a flight",
    "enemies": "the enemies' attacks",
    "enemies-at-end": "the enemies' attacks",
    "resume": "after a fight",
    "place": "placing cards around the tile",
    "end": "the end of a turn",
    "over": "the game is over",
}
"""Where the turn stands (``View.phase``), in words."""


def _centre(v: View, cell: CellView) -> str:
    for p in v.players:
        if p.x == cell.x and p.y == cell.y:
            return str(p.seat + 1)
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


def health_words(health: int, most: int) -> str:
    """Health against its maximum, truthful when above it: "health 7 of 10", "health 10 (1
    above the maximum of 9)"."""
    if health > most:
        return f"health {health} ({health - most} above the maximum of {most})"
    return f"health {health} of {most}"


def potion_words(identified: dict[str, str]) -> str:
    """What the table knows about the potions' colours: "Orange potions are Strength potions.
    Red potions are Healing potions." (empty when nothing is known)."""
    return " ".join(
        f"{colour.capitalize()} potions are {effect.replace('_', ' ').title()} potions."
        for colour, effect in sorted(identified.items())
    )


def _player_line(w: CardRogueWords, v: View, p: PlayerView) -> str:
    name = w.card(p.character) if p.character else "no character yet"
    where = "off the board" if p.x is None or p.y is None else w.where(p.x, p.y)
    status = [f"poisoned ({p.poison})"] * bool(p.poison)
    status += [f"skips {p.skip} turn{'s' * (p.skip != 1)}"] * bool(p.skip)
    if p.fights:
        status.append(f"fighting {w.cards(tuple(w.foes.get(u, '') for u in p.fights))}")
    if p.gone:
        status.append("quit the game")
    elif p.away is not None:
        status.append(f"away from the table (left {w.where(*p.away)})")
    points = f"{p.score} victory point{'s' * (p.score != 1)}"
    return (
        f"{w.names(p.seat)} ({name}) {where}: {health_words(p.health, p.max_health)}, "
        f"attack {p.attack:+d}, armor {p.reduction}, {points}" + "".join(f", {s}" for s in status)
    )


def render_status(v: View, names: Names | None = None) -> list[str]:
    cat = catalog_of(v.options.cards)
    w = CardRogueWords(None, v.options, names or Names.numbered(max(1, v.seats)))
    w.learn(v)
    cap = v.options.turn_cap
    round_no = min(cap, max(1, (v.turns - 1) // max(1, v.seats) + 1))
    lines = [
        f"Round {round_no} of {cap}: {w.names(v.turn_seat)} to play; "
        f"{PHASES.get(v.phase, v.phase.replace('-', ' '))}"
    ]
    if v.end_rush:
        lines.append(
            "End rush: the first to move onto a starting tile wins 1 victory point and ends "
            "the game"
        )
    for p in v.players:
        lines.append(_player_line(w, v, p))
        if p.hand is not None:
            lines.append(f"  hand: {', '.join(cat[c].name for c in p.hand) or '(empty)'}")
        else:
            shown = "".join(f", {cat[c].name}" for c in p.shown)
            cards = f"{p.hand_count} card{'s' * (p.hand_count != 1)}"
            lines.append(f"  hand: {cards}{shown}")
        gear = [cat[c].name for c in p.equipment if c]
        if gear:
            lines.append(f"  equipped: {', '.join(gear)}")
    for e in v.enemies:
        fighting = f", fighting {w.names.listed(e.queue)}" if e.queue else ""
        lines.append(
            f"{cat[e.card].name} ({e.card[0].upper()} on the map) {w.where(e.x, e.y)}: "
            f"{health_words(e.health, e.max_health)}{fighting}"
        )
    lines.append(
        f"Piles: exploration deck {v.explore_count}, path tiles {v.pathing_count}, "
        f"shop {len(v.shop)}, discard {len(v.discard)}"
    )
    known = potion_words(v.identified)
    if known:
        lines.append(known)
    lines.extend(_table_lines(v, w))
    if v.decision is not None:
        lines.append(f"Waiting: {w.prompt(v.decision)}")
    if v.result is not None:
        lines.append(f"Game over: {w.outcome(v.result)}")
    return lines


def _table_lines(v: View, w: CardRogueWords) -> list[str]:
    """The shop pile with prices when the player to act stands on the shop (R162, A-42), and
    a trade offer on the table (R251)."""
    cat = catalog_of(v.options.cards)
    lines = []
    me = v.players[v.turn_seat] if v.turn_seat < len(v.players) else None
    here = next((c for c in v.cells if me and (c.x, c.y) == (me.x, me.y)), None)
    if here is not None and here.card is not None and cat[here.card].kind == "shop":
        stock = ", ".join(f"{cat[c].name} {2 * (cat[c].gold or 0)}" for c in dict.fromkeys(v.shop))
        lines.append(f"Shop (prices in gold): {stock or '(empty)'}")
    if v.offer is not None:
        give = ", ".join(cat[c].name for c in v.offer.terms.give) or "nothing"
        ask = ", ".join(cat[c].name for c in v.offer.terms.ask) or "nothing"
        lines.append(
            f"Trade: {w.names(v.offer.by)} offers {give} to {w.names(v.offer.to)} for {ask}"
        )
    return lines


def render(v: View, names: Names | None = None) -> str:
    """The map and the status lines; ``names``: the people at the seats ("Player 1"...
    when not given)."""
    return "\n".join([*render_map(v), "", *render_status(v, names)])
