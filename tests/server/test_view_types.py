"""The web table's view types are generated from the views' JSON Schema
(``web/scripts/export_view_types.py`` writes ``web/src/games/<game>/view.gen.ts``; ``make web``
runs it before the TypeScript build)."""

from __future__ import annotations

import importlib.util
import re
import sys
from fnmatch import fnmatch
from pathlib import Path
from typing import Any, Literal

import msgspec
import pytest

from dungeontable.core import view_type
from dungeontable.games import builtin_names, get

ROOT = Path(__file__).parents[2]
SCRIPT = ROOT / "web" / "scripts" / "export_view_types.py"


def _load() -> Any:
    spec = importlib.util.spec_from_file_location("export_view_types", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


gen = _load()


class Inner(msgspec.Struct, frozen=True):
    """A nested struct.

    Two lines of docs."""

    n: int
    tags: tuple[str, ...]


class Pose(msgspec.Struct, frozen=True, array_like=True):
    t: int
    x: float


class Root(msgspec.Struct, frozen=True):
    inner: Inner
    maybe: Inner | None
    pair: tuple[int, str]
    kind: Literal["a", "b"]
    ratio: float
    flags: dict[str, bool]
    mixed: tuple[int | str, ...]
    poses: tuple[Pose, ...]
    anything: Any
    dashed: int = msgspec.field(name="dashed-name", default=0)
    note: str = ""


DECODER_TS = """\
// Made by a test.

export interface Root {
  inner: Inner;
  maybe: Inner | null;
  pair: [number, string];
  kind: "a" | "b";
  ratio: number;
  flags: Record<string, boolean>;
  mixed: (number | string)[];
  poses: Pose[];
  anything: unknown;
  "dashed-name"?: number;
  note?: string;
}

/**
 * A nested struct.
 *
 * Two lines of docs.
 */
export interface Inner {
  n: number;
  tags: string[];
}

export type Pose = [number, number, ...unknown[]];
"""


def test_the_generator_turns_a_schema_into_typescript() -> None:
    """Nested structs, an optional field, a union with null, a tuple, literals, a map, a union
    in an array, an array-like struct, ``Any`` and a name that is not an identifier."""
    assert gen.to_typescript(msgspec.json.schema(Root), "Made by a test.") == DECODER_TS


def test_a_view_schema_is_what_the_server_sends() -> None:
    """Fields with defaults are always encoded (no struct of a view omits defaults), and an
    array-like struct is exactly its fields."""
    text = gen.to_typescript(gen.view_schema(Root))
    assert '  "dashed-name": number;\n  note: string;\n' in text
    assert "export type Pose = [number, number];\n" in text
    assert text.startswith("export interface Root {")


def test_the_generator_refuses_what_it_does_not_translate() -> None:
    with pytest.raises(gen.UnsupportedSchema):
        gen.to_typescript({"$defs": {"X": {"type": "object", "not": {"type": "string"}}}})
    with pytest.raises(gen.UnsupportedSchema):
        gen.to_typescript({"$defs": {"X": {"$ref": "other.json#/X"}}})


def test_every_game_names_the_struct_its_view_returns() -> None:
    for name in builtin_names():
        game = get(name)
        seats = max(game.min_seats, 2)
        view = game.view(game.setup(game.Options(), seats, 1), 0)
        assert type(view) is view_type(game), name
        assert issubclass(view_type(game), msgspec.Struct), name


@pytest.mark.parametrize("game", builtin_names())
def test_the_generated_view_types_are_current(game: str) -> None:
    """``make web`` wrote ``view.gen.ts`` from the views as they are now (a stale file fails)."""
    path = gen.OUT / game / gen.NAME
    assert path.exists(), f"{path} is missing: run make web"
    assert path.read_text(encoding="utf-8") == gen.game_types(game), (
        f"{path} is stale: run make web (or .venv/bin/python {SCRIPT.relative_to(ROOT)})"
    )
    assert re.search(r"^export interface View \{$", path.read_text(), re.MULTILINE)


def test_the_web_build_reruns_when_a_view_struct_changes() -> None:
    """Every module defining a struct of a view (or an extra type) is in the Makefile's
    ``VIEW_SRC``, so ``make web`` regenerates the types when it changes."""
    makefile = (ROOT / "Makefile").read_text()
    block = re.search(r"^VIEW_SRC\s*:=((?:.*\\\n)*.*)$", makefile, re.MULTILINE)
    assert block is not None
    patterns = block.group(1).replace("\\\n", " ").split()
    for name in builtin_names():
        extra = [gen._load(spec) for spec in gen.EXTRA_TYPES.get(name, ())]
        for cls in gen._structs((view_type(get(name)), *extra)):
            module = sys.modules[cls.__module__].__file__
            assert module is not None
            path = Path(module).resolve().relative_to(ROOT).as_posix()
            missing = f"{path} ({cls.__name__}) is not in VIEW_SRC"
            assert any(fnmatch(path, p) for p in patterns), missing
