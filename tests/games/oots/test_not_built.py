"""The Shortening is mapped but not built: what the engine does instead, pinned.

docs/rules/oots.md maps the expansion's rules so their ids stay stable; the `expansion` option
is reserved for it. These tests pin that state, so that building any of it has to replace them
with real rule cases (scenario files), and that the base game plays on as the rulebook says
where an expansion rule would change it:

- the new Monsters and Screw This! cards (R263 Exploding, R264 Encourage, R265 Miser, A44) are
  absent;
- built, each with its own scenarios: the timed game (R360, A51: scenarios/timed_game*.toml),
  In Medias Res and No Turning Back (R314-R316, A39), Backstories (R353-R359, R294, A52: their
  deck is not in the base card set but in cards/backstories/) and the new shticks (R361, A55:
  in cards/shortening_shticks/, added to the card set by the `new_shticks` option).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dungeontable.core import OptionError, parse_options
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import EndTurn, Search
from dungeontable.games.oots.common.scoring import score
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.options import Options

from .conftest import position

ROOT = Path(__file__).resolve().parents[3]

EXPANSION_ABILITIES = ("exploding", "encourage", "miser", "charge_exp", "backstory")


def test_the_expansion_variants_need_the_expansion_switch() -> None:
    """R317, R318: the Shortening's variants are refused, with a plain message, unless
    `expansion=shortening` is on; the switch alone changes nothing by default."""
    with pytest.raises(ValueError, match="add expansion=shortening"):
        Options(wandering_xykon=True)
    with pytest.raises(OptionError, match=r"add expansion=shortening$"):
        parse_options(Options, {"dungeon_again": "true"})  # the message ends there: no hint
    assert Options().expansion == "none"
    assert Options(expansion="shortening", wandering_xykon=True).wandering_xykon


def test_the_packaged_cards_hold_the_base_game_only() -> None:
    """The base set: R005's 20-card decks with 4 red (the new shticks of R361, A55 come only with
    the `new_shticks` option), R263-R265 (no Exploding, Encourage, Miser Monsters), R321
    (Xykon's own character card), R353 (the Backstory deck is kept apart)."""
    cs = cards_of("base")
    assert sorted(cs.characters) == ["belkar", "durkon", "elan", "haley", "roy", "vaarsuvius"]
    for character, deck in cs.shtick_decks.items():
        assert len(deck) == 20, character  # R005: 20-card decks, no Kitchen Sink
        assert sum(cs.shticks[s].starting for s in deck) == 4, character
    abilities = {a.split(":")[0] for m in cs.monsters.values() for a in m.abilities}
    assert abilities.isdisjoint(EXPANSION_ABILITIES)
    assert {m.support for m in cs.monsters.values()} - {""} <= {
        "ambush", "assist", "deadly", "greed", "horde", "longshot", "outsmart",
    }  # fmt: skip


def test_without_wandering_xykon_searching_is_allowed_and_a_turn_ends_without_a_roll() -> None:
    """R048, R325 (no searching only in Wandering Xykon), R019, R327 (no attention roll): a
    standard game searches for stairs, and ending a turn rolls no die."""
    floors = [{"floor": 1, "rooms": ["dusty_corridor", "damp_cellar"], "up": 0}]
    setup = {"floors": floors, "players": [{"character": "roy", "at": [1, 1]}, {}], "phase": "end"}
    state = position(setup, seats=2)
    assert Search() in GAME.legal_actions(state)
    assert GAME.legal_actions(state)[0] == EndTurn()
    _, events = GAME.apply(state, EndTurn())
    assert [type(e).__name__ for e in events] == ["TurnBegan"]


def test_scores_have_no_backstory_or_wandering_xykon_points() -> None:
    """R294, R352, R359, A47-A48: a score is Loot + shticks + leaving + Xykon, nothing else."""
    roy = {"character": "roy", "stash": ["starmetal_chunk"], "left": 0, "killed_xykon": True}
    state = position({"players": [roy, {}]}, seats=2)
    assert score(state, 0) == 2 + 3 + 1 + 2 * state.floors_count


NOT_BUILT: list[str] = []
"""The mapped rules of The Shortening the engine does not play (each one named, so the rule
coverage sees which rules these tests pin as not built)."""


def test_the_rule_map_marks_the_same_rules_not_built() -> None:
    """Every ruling listed is marked "not built" in the map, and every expansion section listed
    says so: the list above and docs/rules/oots.md agree."""
    text = (ROOT / "docs" / "rules" / "oots.md").read_text(encoding="utf-8")
    rows = {line.split("`")[1]: line for line in text.splitlines() if line.startswith("| `")}
    for rid in NOT_BUILT:
        assert rid in rows, rid
        if rid.startswith("A"):
            assert "not built" in rows[rid], rid
    marked = {a for a, row in rows.items() if a.startswith("A") and "| not built |" in row}
    assert marked == {a for a in NOT_BUILT if a.startswith("A")}
