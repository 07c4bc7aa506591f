#!/usr/bin/env python
"""Every action of a game, as a table in its SCENARIOS.md: kind, fields, what it does.

    scripts/action_tables.py            exit 1 if a game's table is out of date
    scripts/action_tables.py --write    rewrite the tables
    scripts/action_tables.py GAME...    only these games

The table sits between the markers ``<!-- actions:begin -->`` and ``<!-- actions:end -->`` of
``src/dungeontable/games/<game>/SCENARIOS.md`` (appended, under "## Every action", when the page
has none yet). It is made from the action classes: their kinds, their fields (with defaults) and
the first paragraph of their docstrings, so a kind added to the code is listed once this runs.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Literal, get_args, get_origin, get_type_hints

import msgspec

from dungeontable import games

ROOT = Path(__file__).resolve().parent.parent
BEGIN, END = "<!-- actions:begin -->", "<!-- actions:end -->"
HEADING = (
    "## Every action\n\nEvery action kind of the game with its fields (`=` the default, left out "
    "when not written) and what it does, made from the code by `scripts/action_tables.py`; "
    "`scenario trace` shows the ones legal at each step.\n\n"
)


def page(game: str) -> Path:
    return ROOT / "src" / "dungeontable" / "games" / game / "SCENARIOS.md"


def _field(cls: type, field: msgspec.structs.FieldInfo) -> str:
    hint = get_type_hints(cls).get(field.name)
    choices = (
        f" ({', '.join(str(c) for c in get_args(hint))})" if get_origin(hint) is Literal else ""
    )
    if field.default is msgspec.NODEFAULT and field.default_factory is msgspec.NODEFAULT:
        return f"`{field.name}`{choices}"
    default = field.default if field.default is not msgspec.NODEFAULT else field.default_factory()
    return f"`{field.name}={msgspec.json.encode(default).decode()}`{choices}"


def _what(cls: type) -> str:
    doc = (cls.__doc__ or "").strip().split("\n\n")[0]
    text = " ".join(line.strip() for line in doc.splitlines())
    return re.sub(r"``(.+?)``", r"`\1`", text).replace("|", "\\|")


def table(game: str) -> str:
    codec = games.get(game).actions
    rows = ["| action | fields | what it does |", "|---|---|---|"]
    for kind, cls in sorted(codec.by_kind.items()):
        fields = ", ".join(_field(cls, f) for f in msgspec.structs.fields(cls)) or "none"
        rows.append(f"| `{kind}` | {fields} | {_what(cls)} |")
    return f"{BEGIN}\n" + "\n".join(rows) + f"\n{END}"


def updated(text: str, game: str) -> str:
    if BEGIN in text and END in text:
        start, end = text.index(BEGIN), text.index(END) + len(END)
        return text[:start] + table(game) + text[end:]
    return text.rstrip("\n") + "\n\n" + HEADING + table(game) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="default: every built-in game")
    parser.add_argument("--write", action="store_true", help="rewrite the tables")
    args = parser.parse_args(argv)
    stale = []
    for game in args.games or games.builtin_names():
        path = page(game)
        text = path.read_text(encoding="utf-8")
        new = updated(text, game)
        if new == text:
            print(f"ok       {game}")
        elif args.write:
            path.write_text(new, encoding="utf-8")
            print(f"written  {game}")
        else:
            stale.append(game)
            print(f"stale    {game} (run scripts/action_tables.py --write {game})")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
