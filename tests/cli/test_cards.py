"""``dungeontable cards lint PATH --game G`` and ``cards schema --game G [-o FILE]``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

from conformance.fixture_game import CARD_DIR, GAME, GemGrab
from dungeontable.cards import lint
from dungeontable.games import REGISTRY

from .conftest import Cli

BAD = """
[[card]]
id = "ruby"
source = "house"
effects = [{ op = "sparkle" }]

[[card]]
id = "opal"
name = "Opal"
source = "house"
copies = -1
effects = [{ op = "score", amount = "lots" }]
"""


class CardlessGame(GemGrab):
    name = "cardless"
    card_model = None


class NoCardsOption(msgspec.Struct, frozen=True):
    target: int = 12
    turn_cap: int = 40
    reroll_ones: bool = False


class FixedDeckGame(GemGrab):
    """A game whose options have no ``cards`` field: user card files are refused."""

    name = "fixeddeck"
    Options = NoCardsOption

    def setup(self, options: Any, seats: int, seed: int) -> Any:
        full = GemGrab.Options(**msgspec.structs.asdict(options))
        return super().setup(full, seats, seed)


def test_lint_a_good_file_exits_zero(cli: Cli) -> None:
    good = CARD_DIR / "basic.toml"
    result = cli(["cards", "lint", str(good), "--game", "gemgrab"])
    assert result.exit_code == 0, result.output
    assert result.stdout == f"ok: no problems in {good}\n"


def test_lint_prints_every_problem_and_exits_one(cli: Cli, tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(BAD)
    result = cli(["cards", "lint", str(bad), str(CARD_DIR), "--game", "gemgrab"])
    assert result.exit_code == 1
    issues = lint.lint_paths([bad, CARD_DIR], GAME.card_model, GAME.effect_registry)
    assert result.stdout.splitlines() == [str(issue) for issue in issues]
    text = result.stdout
    assert f"{bad}: card ruby: name: " in text
    assert f"{bad}: card ruby: effects.0.op: unknown op 'sparkle'" in text
    assert f"{bad}: card opal: copies: " in text
    assert f"{bad}: card opal: effects.0.amount: " in text
    assert result.stderr == f"error: {len(issues)} problem(s) in 2 path(s)\n"


def test_schema_prints_or_writes_json_schema(cli: Cli, tmp_path: Path) -> None:
    printed = cli(["cards", "schema", "--game", "gemgrab"])
    assert printed.exit_code == 0, printed.output
    document = json.loads(printed.stdout)
    assert "id" in json.dumps(document) and "score" in json.dumps(document)
    target = tmp_path / "schema.json"
    written = cli(["cards", "schema", "-g", "gemgrab", "-o", str(target)])
    assert written.exit_code == 0, written.output
    assert written.stdout == f"wrote {target}\n"
    assert json.loads(target.read_text()) == document


def test_a_game_without_cards_is_a_clear_error(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(REGISTRY._games, "cardless", CardlessGame())
    for args in (["lint", "x.toml"], ["schema"]):
        result = cli(["cards", *args, "--game", "cardless"])
        assert result.exit_code == 2
        assert result.stderr == (
            "error: Gem Grab (conformance fixture) has no card data (no card_model)\n"
        )


def test_lint_needs_a_game(cli: Cli) -> None:
    result = cli(["cards", "lint", "x.toml"])
    assert result.exit_code == 2
    assert "--game" in result.output


def test_play_cards_on_a_game_without_card_files_is_refused(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(REGISTRY._games, "fixeddeck", FixedDeckGame())
    result = cli(["play", "fixeddeck", "--cards", str(tmp_path)])
    assert result.exit_code == 2
    assert result.stderr == (
        "error: Gem Grab (conformance fixture) does not take card files (it has no 'cards' "
        "option)\n"
    )
    assert cli(["play", "fixeddeck", "--seats", "random"]).exit_code == 0


def test_list_prints_the_shipped_card_ids(cli: Cli) -> None:
    result = cli(["cards", "list", "--game", "oots", "kobold", "king"])
    assert result.exit_code == 0, result.output
    assert result.stdout == "kobold_king  (monster)  Kobold King\n"
    with_text = cli(["cards", "list", "-g", "cardrogue", "poison", "trap", "--text"])
    assert with_text.stdout.startswith("poison_trap  (trap)  Poison Trap: ")


def test_list_reaches_characters_and_layouts_beside_the_cards(cli: Cli) -> None:
    erin = cli(["cards", "list", "-g", "rdi", "character", "erin"])
    assert erin.stdout == "erin  (character)  Erin the Ever-Changing\n"
    rooms = cli(["cards", "list", "-g", "dungeonfighter", "shop", "in", "crypt"]).stdout
    assert "b  (shop, in crypt)" in rooms.splitlines()


def test_list_with_no_match_exits_one(cli: Cli) -> None:
    result = cli(["cards", "list", "-g", "cardrogue", "zzz"])
    assert result.exit_code == 1
    assert result.stderr == "error: no cardrogue card id, kind, name or text has 'zzz'\n"


def test_list_text_shows_the_numbers_a_case_is_written_from(cli: Cli) -> None:
    result = cli(["cards", "list", "-g", "oots", "kobold", "knight", "--text"])
    assert result.stdout == (
        'kobold_knight  (monster)  Kobold Knight: copies=2 types=["kobold"] attack=6 defense=7'
        ' loot=1 xp=1 support={"types":["kobold"],"ability":"assist"}\n'
    )
    found = cli(["cards", "list", "-g", "rdi", "drink", "alcohol=2"])
    assert "drink_swamp_grog  (drink)  Swamp Grog" in found.stdout.splitlines()


def test_a_card_of_no_kind_is_listed_by_its_file_so_a_search_finds_it(cli: Cli) -> None:
    found = cli(["cards", "list", "-g", "oots", "backstories", "pets"])
    assert found.stdout == "likes_pets  (backstories)  Likes Pets\n"
