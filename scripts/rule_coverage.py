#!/usr/bin/env python
"""Rule coverage tables: which scenario files and tests exercise each rule of each game.

    scripts/rule_coverage.py            print the figures; exit 1 if a table is out of date
                                        or a rule is exercised by nothing
    scripts/rule_coverage.py --write    rewrite docs/rules/coverage/<game>.md
    scripts/rule_coverage.py GAME...    only these games

The rules of a game are the ids of its rule map (docs/rules/<game>.md); the logic is in
tests/conformance/coverage.py.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from conformance.coverage import RULES, coverage, table, table_path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help=f"default: every game ({', '.join(RULES)})")
    parser.add_argument("--write", action="store_true", help="write the tables")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.games) - set(RULES))
    if unknown:
        parser.error(f"unknown game(s) {', '.join(unknown)}; known: {', '.join(RULES)}")
    bad = 0
    for game in args.games or list(RULES):
        cover = coverage(game)
        rules, by_scenario, covered = cover.counts()
        uncovered = cover.uncovered()
        later = f"  ({len(cover.not_built)} not built yet)" if cover.not_built else ""
        print(
            f"{game:15} {rules:4} rules  {by_scenario:4} by a scenario file  "
            f"{covered:4} by a scenario or a test  {len(uncovered):3} by nothing{later}"
        )
        if uncovered:
            print(f"  exercised by nothing: {', '.join(uncovered)}")
        text = table(cover)
        path = table_path(game)
        if args.write:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        elif not path.exists() or path.read_text(encoding="utf-8") != text:
            print(
                f"  docs/rules/coverage/{game}.md is out of date:"
                " run scripts/rule_coverage.py --write"
            )
            bad += 1
        bad += bool(uncovered)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
