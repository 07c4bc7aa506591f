"""docs/api.md runs as written: its Python blocks, in order, in one namespace, print what the
page says they print."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "api.md"


def run_the_page() -> tuple[dict[str, object], list[str]]:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    namespace: dict[str, object] = {}
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        for block in blocks:
            exec(compile(block, str(DOC), "exec"), namespace)
    return namespace, printed.getvalue().splitlines()


def test_the_page_runs_and_prints_what_it_says() -> None:
    namespace, lines = run_the_page()
    assert lines[0] == "('cardrogue', 'dungeonfighter', 'oots', 'rdi')"
    assert lines[1] == "1 4"  # Card Rogue's seats
    assert lines[2] == "gold"
    assert "tiebreak" in lines[3] and "coin" in lines[3]
    assert "0 deciding-roll" in lines
    assert "['roll-die']" in lines
    assert "['die-rolled']" in lines
    assert "1 ['roll-die']" in lines
    refusal = next(line for line in lines if line.startswith("end-turn is not allowed now"))
    assert refusal.endswith("Allowed now: roll-die")
    assert "('roll-die',)" in lines
    assert "'end-turn' has no field 'now'; its fields: none" in lines  # ParseError, not refusal
    assert "die-rolled" in lines  # an event's JSON form, read back equal
    assert "1 ['attacked', 'block', 'came_from']" in lines  # a view's JSON form
    assert "no seat 5 at this table: a view is for a seat 0-1 or None (a spectator)" in lines
    assert "None" in lines
    assert "Ann rolled a 2 for the deciding roll." in lines
    assert lines[-1] == "True ()"
    short = "continue is not legal now (move). Allowed now: move-to room=b; move-to room=c"
    assert short in lines  # told_refusal: the short forms
    assert "2 True" in lines  # a Match acted on by text replays from its record
    assert "['roll-die'] 2" in lines  # Driver.start deals what setup deals
    table = namespace["table"]
    assert table.view(0).enemies[0].health == 7  # type: ignore[attr-defined]
    assert [e.value for e in table.events("die-rolled")] == [4]  # type: ignore[attr-defined]


def test_every_python_block_is_run() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert text.count("```python\n") == len(re.findall(r"```python\n(.*?)```", text, re.DOTALL))
    assert text.count("```python\n") == 13
