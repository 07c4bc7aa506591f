"""Extra card files (``Options.cards``, ``--cards``) and the ability-op registry (issue 13)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from conformance.checks import check_playout
from dungeontable.bots import play_steps
from dungeontable.cards import CardLoadError
from dungeontable.core import Rng
from dungeontable.games.dungeonfighter.content import catalog, lint_cards
from dungeontable.games.dungeonfighter.effects import BOARD_ONLY, EFFECTS
from dungeontable.games.dungeonfighter.effects import __file__ as EFFECTS_MODULE
from dungeontable.games.dungeonfighter.options import Options

from .conftest import GAME, act, build

EXTRA_FILE = Path(__file__).parent / "cards" / "extra.toml"
EXTRA = EXTRA_FILE.read_text(encoding="utf-8")

BROKEN = """
[[card]]
id = "mud_golem"
name = "Mud Golem"
kind = "monster"
source = "house"
level = 2
mtype = "construct"
damage = 2
abilities = [{ op = "sparkle" }]

[[card]]
id = "odd_boots"
name = "Odd Boots"
kind = "equipment"
source = "house"
etype = "armor"
cost = 1
abilities = [{ op = "agile", x = 2 }, { op = "reduced_damage", x = "lots" }]
"""


def _write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_every_packaged_ability_is_a_registered_op() -> None:
    ops = {a.op for card in catalog().cards.values() for a in card.abilities}
    assert ops <= set(EFFECTS.names())
    assert set(EFFECTS.names()) - ops == set()
    board = {"swing_twice", "piercing", "focused", "divine", "berserk", "double_damage"}
    assert board == BOARD_ONLY


def test_a_card_file_adds_a_monster_and_an_item_to_a_seeded_game(tmp_path: Path) -> None:
    extra = _write(tmp_path, "extra.toml", EXTRA)
    cards = catalog((extra,))
    assert cards is catalog((extra,))  # loaded once per card-file tuple
    assert "bog_lurker" in cards.monsters[0] and "lucky_buckler" in cards.equipment
    assert "bog_lurker" not in catalog().cards
    state = GAME.setup(Options(cards=(extra,)), 2, 7)
    assert "bog_lurker" in state.tower[0] + state.reserve[0]
    assert "lucky_buckler" in state.deck
    default = GAME.setup(Options(), 2, 7)
    assert "bog_lurker" not in default.tower[0] + default.reserve[0]


def test_the_new_cards_play_with_the_existing_ops(tmp_path: Path) -> None:
    """The Bog Lurker's lose_gold (R156) and the buckler's reduced_damage 1 (R166) work."""
    extra = _write(tmp_path, "extra.toml", EXTRA)
    setup = {
        "monster": "bog_lurker",
        "tier": 0,
        "throws": ["off"],
        "equipment": [["lucky_buckler"]],
        "chest_gold": 1,
    }
    state = build(setup, cards=(extra,))
    assert state.fight is not None and state.fight.monster == "bog_lurker"
    hp = state.heroes[0].hp
    state, _ = act(state, "throw die=red")
    assert state.heroes[0].hp == hp - 2
    assert state.chest_gold == 0


def test_a_broken_file_reports_every_problem_at_once(tmp_path: Path) -> None:
    broken = _write(tmp_path, "broken.toml", BROKEN)
    with pytest.raises(CardLoadError) as caught:
        catalog((broken,))
    issues = caught.value.issues
    assert lint_cards([broken]) == list(issues)
    where = {(i.file, i.card, i.field) for i in issues}
    assert {
        (broken, "mud_golem", "abilities.0"),
        (broken, "odd_boots", "abilities.0"),
        (broken, "odd_boots", "abilities.1"),
    } <= where
    text = str(caught.value)
    assert "unknown op 'sparkle'" in text
    assert "x: Extra inputs are not permitted" in text  # agile takes no x
    assert "x: Input should be a valid integer" in text
    with pytest.raises(CardLoadError):
        GAME.setup(Options(cards=(broken,)), 2, 1)


def test_lint_accepts_a_good_file_and_a_packaged_replacement(tmp_path: Path) -> None:
    assert lint_cards([_write(tmp_path, "extra.toml", EXTRA)]) == []
    mine = tmp_path / "mine"
    mine.mkdir()
    _write(mine, "goblin.toml", EXTRA.replace('"bog_lurker"', '"goblin"'))
    assert lint_cards(mine) == []
    assert catalog((str(mine),)).card("goblin").name == "Bog Lurker"


def _ops_the_rules_name() -> dict[str, list[str]]:
    """String constants the rules compare an ability's ``op`` with, or pass as the ``op`` of
    ``item_cards`` / ``item_total`` / ``has_monster_ability``, or key the op table with
    (``abilities.OPS``, ``{op: Resolver(...)}``): op name -> where."""
    package = Path(EFFECTS_MODULE).parent
    rules = package / "rules"
    found: dict[str, list[str]] = {}

    def names(node: ast.AST) -> list[str]:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return [node.value]
        if isinstance(node, ast.Tuple | ast.Set | ast.List):
            return [n for e in node.elts for n in names(e)]
        return []

    def is_op(node: ast.AST) -> bool:
        return (isinstance(node, ast.Name) and node.id == "op") or (
            isinstance(node, ast.Attribute) and node.attr == "op"
        )

    def is_op_table(node: ast.AST) -> bool:
        return isinstance(node, ast.Dict) and all(
            isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id == "Resolver"
            for v in node.values
        )

    helpers = [package / f"{name}.py" for name in ("abilities", "encounter", "flow")]
    for path in [*sorted(rules.glob("*.py")), *helpers]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            named: list[str] = []
            if is_op_table(node):
                assert isinstance(node, ast.Dict)
                named = [n for k in node.keys if k is not None for n in names(k)]
            elif isinstance(node, ast.Compare) and is_op(node.left):
                named = [n for c in node.comparators for n in names(c)]
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("item_cards", "item_total", "has_monster_ability")
            ):
                named = [n for a in node.args[1:] for n in names(a)]
            for name in named:
                found.setdefault(name, []).append(f"{path.name}:{node.lineno}")
    return found


def test_the_rules_dispatch_only_on_registered_ops() -> None:
    found = _ops_the_rules_name()
    assert len(found) >= 20  # the scan sees the dispatch (swing_again, small_target, ...)
    assert {k: v for k, v in found.items() if k not in EFFECTS.names()} == {}


def test_a_yaml_card_file_loads_like_toml(tmp_path: Path) -> None:
    extra = _write(
        tmp_path,
        "extra.yaml",
        "cards:\n"
        "  - id: bog_lurker\n    name: Bog Lurker\n    kind: monster\n    source: house\n"
        "    level: 1\n    mtype: beast\n    hp: 5\n    damage: 3\n"
        "    abilities: [{op: immunity, colour: red}]\n",
    )
    card = catalog((extra,)).card("bog_lurker")
    assert [(a.op, a.colour) for a in card.abilities] == [("immunity", "red")]


def test_games_with_extra_cards_play_out_and_determinize_consistently(tmp_path: Path) -> None:
    """Many copies of the new cards, so random and heuristic games meet them: every step is
    well formed and ``view(determinize(view)) == view`` (hidden-information rule 4)."""
    many = EXTRA.replace("gold = 1\n", "gold = 1\ncopies = 6\n").replace(
        "cost = 2\n", "cost = 2\ncopies = 12\n"
    )
    extra = _write(tmp_path, "many.toml", many)
    options = Options(cards=(extra,))
    for seed in range(3):
        check_playout(GAME, 3, seed, 3000, options=options, must_end=False)
    met = set()
    bots = ["heuristic-average"] * 2
    for seed in range(3):
        for step in play_steps(GAME, options, bots, seed, 1500):
            state = step.before
            met |= set(state.deck[:3]) | {state.fight.monster if state.fight else ""}
            view = GAME.view(state, 0)
            assert GAME.view(GAME.determinize(view, 0, Rng.from_seed(seed)), 0) == view
    assert {"bog_lurker", "lucky_buckler"} & met
