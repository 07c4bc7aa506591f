#!/usr/bin/env python
"""Recompute the pinned conformance digests of some games after a deliberate rules change.

    scripts/repin_digests.py oots          rewrite only the Order of the Stick lines
    scripts/repin_digests.py oots rdi      several games

Only the named games' lines of ``tests/conformance/digests.toml`` change, so two people fixing
two games do not overwrite each other's pins. Say in the commit why the behaviour moved.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from conformance.digest import behaviour_digest
from conformance.test_digests import TABLES, VIEWS, view_digest
from dungeontable import games
from dungeontable.core import parse_options

ROOT = Path(__file__).resolve().parent.parent
PINS = ROOT / "tests" / "conformance" / "digests.toml"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="+", help="games whose digests to recompute")
    args = parser.parse_args(argv)
    wanted = set(args.games)
    text = PINS.read_text(encoding="utf-8")
    moved = 0
    for table in TABLES:
        if table["game"] not in wanted:
            continue
        game = games.get(table["game"])
        options = parse_options(game.Options, table["options"])
        digest = behaviour_digest(game, options, table["bots"], range(*table["seeds"]))
        if digest != table["digest"]:
            text = _swap(text, table["digest"], digest)
            moved += 1
            print(f"moved    {table['game']} table {table['name']}")
    for pinned in VIEWS:
        if pinned["game"] not in wanted:
            continue
        digest = view_digest(pinned["game"], pinned["seats"], range(*pinned["seeds"]))
        if digest != pinned["digest"]:
            text = _swap(text, pinned["digest"], digest)
            moved += 1
            print(f"moved    {pinned['game']} views")
    PINS.write_text(text, encoding="utf-8")
    print(f"{moved} digest(s) moved in {PINS.relative_to(ROOT)}")
    return 0


def _swap(text: str, old: str, new: str) -> str:
    if text.count(old) != 1:
        raise SystemExit(f"digest {old} is pinned {text.count(old)} times; edit it by hand")
    return text.replace(old, new)


if __name__ == "__main__":
    sys.exit(main())
