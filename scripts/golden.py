#!/usr/bin/env python
"""Golden playthrough transcripts for every game under conformance test.

    scripts/golden.py            check: exit 1 and name the files that differ or are missing
    scripts/golden.py --update   rewrite tests/conformance/golden/<game>.txt (review the diff!)
    scripts/golden.py GAME...    only these games

The transcript format is ``dungeontable.bots.transcript``; the games are the built-in ones plus
the conformance fixture (``kit.golden_names`` in ``tests/conformance/kit.py``; an installed
plugin game keeps its transcript in its own package).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from conformance.kit import golden_names, golden_path, resolve
from dungeontable.bots.transcript import golden_transcript


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="games to do (default: all under test)")
    parser.add_argument("--update", action="store_true", help="write the golden files")
    args = parser.parse_args(argv)
    stale = 0
    for name in args.games or golden_names():
        try:
            text = "\n".join(golden_transcript(resolve(name))) + "\n"
        except Exception as exc:  # report every game, not only the first broken one
            stale += 1
            print(f"error    {name}: cannot play it: {exc!r}")
            continue
        path = golden_path(name)
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            print(f"ok       {path}")
        elif args.update:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"written  {path} ({text.count(chr(10))} lines)")
        else:
            stale += 1
            print(f"{'missing' if current is None else 'differs'}  {path}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
