"""docs/scenarios.md agrees with the runner: every check and observation it lists exists, its
examples are valid TOML using known keys, and its links resolve inside the repository."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from dungeontable.core.scenario import _EXPECT_KEYS, _KEYS, CHECKS, ROOTS

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "scenarios.md"


def test_every_check_and_observation_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    for check in CHECKS:
        assert f"`{check} " in text or f"`{check}`" in text, check
    for root in ROOTS - {"state"}:
        assert f"`{root}" in text, root
    for key in _KEYS:
        assert f"{key} " in text or f"`{key}`" in text or f"[{key}]" in text, key


def test_the_examples_use_known_keys() -> None:
    blocks = re.findall(r"```toml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    assert len(blocks) == 4
    for block in blocks:
        data = tomllib.loads(block.replace("...\n", ""))
        assert set(data) - {"setup", "expect"} <= _KEYS
        for expect in data.get("expect", ()):
            assert set(expect) <= _EXPECT_KEYS, expect


def test_the_links_resolve() -> None:
    for doc in sorted((ROOT / "docs").glob("*.md")):
        for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", doc.read_text(encoding="utf-8")):
            if "://" in target:
                continue
            assert (doc.parent / target).resolve().exists(), f"{doc.name}: {target}"
