"""Miss reasons are named for people: the events (``DieThrown.describe``) and the web's result
line (``MISS_LABELS`` in ``web/src/games/dungeonfighter.ts``) use one label per reason, including
AMB-34's ``knocked`` (``knock_resting=miss``)."""

from __future__ import annotations

import re
from pathlib import Path

from dungeontable.games.dungeonfighter.events import DieThrown
from dungeontable.games.dungeonfighter.throw import MISS_LABELS, MISS_REASONS, ThrowOutcome

WEB = Path(__file__).parents[3] / "web" / "src" / "games" / "dungeonfighter.ts"


def _thrown(reasons: tuple[str, ...]) -> DieThrown:
    outcome = ThrowOutcome(rest="on_board", zone="10", face_index=2, miss_reasons=reasons)
    return DieThrown(hero=1, die="red", weapons=(), outcome=outcome, requirements=(), contact=False)


def test_every_miss_reason_has_a_label() -> None:
    assert tuple(MISS_LABELS) == MISS_REASONS
    assert MISS_LABELS["knocked"] == "knocked a resting die"


def test_a_knocked_throw_is_described_by_its_label() -> None:
    assert _thrown(("knocked",)).describe() == (
        "hero 1 throws the red die: section 10, face 2: miss (knocked a resting die)"
    )
    assert (
        _thrown(("hole", "knocked"))
        .describe()
        .endswith("miss (through a hole, knocked a resting die)")
    )


def test_the_web_names_each_reason_as_the_events_do() -> None:
    block = WEB.read_text().split("const MISS_LABELS")[1].split("};")[0]
    web = dict(re.findall(r'^\s+(\w+): "([^"]+)",', block, re.MULTILINE))
    assert web == MISS_LABELS
