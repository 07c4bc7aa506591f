#!/usr/bin/env python
"""Does a mypyc build make an engine faster? Build, verify and time one, A/B against plain Python.

    .venv/bin/python benchmarks/mypyc_probe.py cardrogue --work /tmp/probe
    .venv/bin/python benchmarks/mypyc_probe.py cardrogue oots rdi dungeonfighter --samples 6

Steps (session 4, issue 4; findings in ``benchmarks/results/accel.md``):

1. ``git archive`` the commit twice under ``--work``: ``base`` (plain Python) and ``compiled``.
2. Pick the modules of ``core``, ``bots`` and each game that mypyc can compile WITHOUT changing
   behaviour (``compilable``): mypyc turns msgspec/pydantic classes into non-native classes and
   silently drops their class keywords (``frozen=True``, ``kw_only=True``, ``tag=...``) and
   degrades their ``__annotations__``; compiled functions cannot be introspected
   (``@EFFECTS.op``); so those modules stay interpreted.
3. Build them in place with mypyc (``-O3``, one C file per module, ``build_ext -j 2``); a module
   mypyc refuses (type error, internal error) is left interpreted and the build retried.
4. Verify: a digest of every step (decision, legal actions, action, events, state) of seeded
   random games must be identical in both trees.
5. Time: CPU (``process_time``) µs per step of seeded random games (after one ``setup`` has
   loaded the card files), samples alternating between the trees, minimum and median reported.
   Never used by a test.
"""

from __future__ import annotations

import argparse
import ast
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ("dungeontable/core", "dungeontable/bots")
NON_NATIVE_BASES = {"Struct", "BaseModel", "TypedDict", "Enum", "IntEnum", "StrEnum"}
NON_NATIVE_BASES |= {"Exception", "KeyError", "ValueError", "TypeError", "RuntimeError"}
# Decorators that only register or memoize a function (checked by the digest in step 4).
PLAIN_DECORATORS = {"property", "staticmethod", "classmethod", "cache", "functools.cache"}
PLAIN_DECORATOR_CALLS = {"lru_cache", "functools.lru_cache", "handles", "offers", "prompts"}
PLAIN_DECORATOR_CALLS |= {"automatic", "offers_pending", "prompts_pending", "directive"}
PLAIN_DECORATORS |= {"at_turn_start", "at_turn_end"}


def parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def class_table(src: Path) -> set[str]:
    """Names of classes that mypyc would build as non-native (by name, conservatively)."""
    defs: dict[str, list[tuple[set[str], bool]]] = {}
    for path in sorted((src / "dungeontable").rglob("*.py")):
        for node in ast.walk(parse(path)):
            if isinstance(node, ast.ClassDef):
                bases = {ast.unparse(b).split("[")[0].split(".")[-1] for b in node.bases}
                special = any(k.arg != "metaclass" for k in node.keywords) or bool(
                    node.decorator_list
                )
                defs.setdefault(node.name, []).append((bases, special))
    bad = set(NON_NATIVE_BASES)
    grew = True
    while grew:
        before = len(bad)
        for name, found in defs.items():
            if any(special or bases & bad for bases, special in found):
                bad.add(name)
        grew = len(bad) > before
    return bad


def is_plain(decorator: ast.expr) -> bool:
    text = ast.unparse(decorator)
    return text in PLAIN_DECORATORS or text.split("(")[0] in PLAIN_DECORATOR_CALLS


def refusal(path: Path, bad_classes: set[str]) -> str:
    """Why ``path`` must stay interpreted, or ``""`` when mypyc may compile it."""
    for node in ast.walk(parse(path)):
        if isinstance(node, ast.ClassDef):
            bases = {ast.unparse(b).split("[")[0].split(".")[-1] for b in node.bases}
            if node.name in bad_classes or bases & bad_classes:
                return f"non-native class {node.name}"
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            odd = [ast.unparse(d) for d in node.decorator_list if not is_plain(d)]
            if odd:
                return f"decorator @{odd[0]} on {node.name}"
    return ""


def candidates(src: Path, names: list[str]) -> list[Path]:
    dirs = [*SHARED, *(f"dungeontable/games/{n}" for n in names)]
    return sorted(p for d in dirs for p in (src / d).rglob("*.py"))


def module_of(relative: str) -> str:
    return relative.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def compilable(src: Path, names: list[str]) -> tuple[list[str], dict[str, str]]:
    bad = class_table(src)
    chosen, left = [], {}
    for path in candidates(src, names):
        relative = path.relative_to(src).as_posix()
        why = refusal(path, bad)
        if why:
            left[relative] = why
        else:
            chosen.append(relative)
    return chosen, left


SETUP = """\
import os, sys
from setuptools import setup
from mypyc.build import mypycify
modules = open(sys.argv[1]).read().split()
ext = mypycify(["--config-file", sys.argv[2], *modules], opt_level="3", multi_file=True)
setup(name="probe", ext_modules=ext, script_args=["build_ext", "--inplace", "-j", "2"])
"""


def write_config(path: Path, interpreted: list[str]) -> None:
    """mypy --strict for the compiled modules; errors elsewhere (not compiled) are ignored."""
    lines = ["[mypy]", "strict = True", "warn_unused_ignores = False", "plugins = pydantic.mypy"]
    for relative in sorted(interpreted):
        lines += [f"[mypy-{module_of(relative)}]", "ignore_errors = True"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def refused_by_mypyc(log: str) -> set[str]:
    found = set()
    for line in log.splitlines():
        head = line.split(":")
        if len(head) > 2 and head[0].endswith(".py") and "error" in line.lower():
            found.add(head[0])
    return found


def build(tree: Path, chosen: list[str], left: dict[str, str]) -> float:
    src = tree / "src"
    (tree / "setup_probe.py").write_text(SETUP, encoding="utf-8")
    start = time.monotonic()
    for attempt in range(1, 6):
        (tree / "modules.txt").write_text("\n".join(chosen), encoding="utf-8")
        all_py = [p.relative_to(src).as_posix() for p in (src / "dungeontable").rglob("*.py")]
        write_config(tree / "probe_mypy.ini", [p for p in all_py if p not in chosen])
        print(f"build attempt {attempt}: {len(chosen)} modules", flush=True)
        command = [sys.executable, str(tree / "setup_probe.py"), str(tree / "modules.txt")]
        done = subprocess.run(
            [*command, str(tree / "probe_mypy.ini")], cwd=src, capture_output=True, text=True
        )
        if done.returncode == 0:
            return time.monotonic() - start
        refused = refused_by_mypyc(done.stdout + done.stderr) & set(chosen)
        if not refused:
            sys.exit(f"mypyc build failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
        for relative in sorted(refused):
            print(f"  mypyc refused {relative}; left interpreted", flush=True)
            left[relative] = "refused by mypyc"
        chosen[:] = [c for c in chosen if c not in refused]
    sys.exit("mypyc build failed 5 times")


def worker(name: str, mode: str, first: int, count: int) -> None:
    """Run inside a tree (PYTHONPATH): print a step digest or CPU µs per step."""
    import hashlib

    import msgspec

    from dungeontable import games
    from dungeontable.bots.runner import play_game, play_steps
    from dungeontable.bots.uniform import RandomBot
    from dungeontable.core import parse_options

    game = games.get(name)
    options = parse_options(game.Options, {})
    seats = min(4, game.max_seats)
    bots = [RandomBot(game) for _ in range(seats)]
    if mode == "digest":
        digest, steps = hashlib.sha256(), 0
        for seed in range(first, first + count):
            for step in play_steps(game, options, bots, seed):
                data = [step.decision, step.legal, step.action, step.events, step.after]
                digest.update(msgspec.json.encode(data))
                steps += 1
        print(digest.hexdigest()[:16], steps)
        return
    game.setup(options, seats, first)  # loads (parses) the card files once, outside the timing
    start, steps = time.process_time(), 0
    for seed in range(first, first + count):
        steps += play_game(game, options, bots, seed)[1]
    files = [
        getattr(m, "__file__", None) or "" for k, m in sys.modules.items() if "dungeontable" in k
    ]
    compiled = sum(f.endswith(".so") for f in files)
    print(
        f"{1e6 * (time.process_time() - start) / steps:.3f}", steps, f"{compiled} compiled modules"
    )


def in_tree(tree: Path, *args: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(tree / "src")}
    command = [sys.executable, __file__, "--worker", *args]
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    if done.returncode:
        # e.g. mypyc's run-time type checks: ``cast(T, None)`` or a wrong annotation raises
        raise RuntimeError(f"{tree.name} tree failed: {done.stderr.strip().splitlines()[-1]}")
    return done.stdout


def compare(base: Path, compiled: Path, name: str, args: argparse.Namespace) -> dict[str, str]:
    digests = [in_tree(t, name, "digest", "0", str(args.verify)).split() for t in (base, compiled)]
    same = digests[0] == digests[1]
    times: dict[Path, list[float]] = {base: [], compiled: []}
    for _ in range(args.samples):
        for tree in (base, compiled):
            found = in_tree(tree, name, "time", "0", str(args.per_sample))
            times[tree].append(float(found.split()[0]))
    b, c = min(times[base]), min(times[compiled])
    mid_b, mid_c = statistics.median(times[base]), statistics.median(times[compiled])
    return {
        "game": name,
        "identical": f"yes ({digests[0][1]} steps)" if same else "NO",
        "min us/step": f"{b:.2f} -> {c:.2f}",
        "median us/step": f"{mid_b:.2f} -> {mid_c:.2f}",
        "speed-up (min)": f"{b / c:.2f}x",
    }


def export(commit: str, target: Path) -> None:
    target.mkdir(parents=True, exist_ok=False)
    archive = subprocess.run(["git", "archive", commit], cwd=ROOT, capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", str(target)], input=archive.stdout, check=True)


def main() -> None:
    if sys.argv[1:2] == ["--worker"]:
        name, mode, first, count = sys.argv[2:6]
        worker(name, mode, int(first), int(count))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="+")
    parser.add_argument("--work", type=Path, required=True, help="new directory for both trees")
    parser.add_argument("--commit", default="HEAD")
    parser.add_argument("--samples", type=int, default=6, help="timed samples per tree")
    parser.add_argument("--games-per-sample", dest="per_sample", type=int, default=8)
    parser.add_argument("--verify", type=int, default=5, help="seeded games in the digest")
    args = parser.parse_args()
    base, compiled = args.work / "base", args.work / "compiled"
    export(args.commit, base)
    export(args.commit, compiled)
    chosen, left = compilable(compiled / "src", args.games)
    seconds = build(compiled, chosen, left)
    print(f"built {len(chosen)} modules in {seconds:.0f} s; interpreted:")
    for relative, why in sorted(left.items()):
        print(f"  {relative}: {why}")
    for name in args.games:
        try:
            print(compare(base, compiled, name, args), flush=True)
        except RuntimeError as exc:
            print(f"{name}: {exc}", flush=True)


if __name__ == "__main__":
    main()
