"""Save/load round-trips mid-game and resumes identically; every card file of a game loads."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from dungeontable.cards import CardModel, load_cards
from dungeontable.core import Game, capabilities

from .checks import check_save_load
from .kit import resolve


@pytest.mark.parametrize("steps", [0, 9, 60])
def test_save_load_resume(seated: tuple[Game, int], steps: int, tmp_path: Path) -> None:
    game, seats = seated
    check_save_load(game, seats, seed=5, steps=steps, path=tmp_path / "match.json", resolve=resolve)


def card_files(game: Game) -> list[Path]:
    """The game's ``card_files`` capability, else its package's ``cards/``."""
    files = capabilities(game).card_files
    if files:
        return [Path(f) for f in files]
    package = Path(sys.modules[type(game).__module__].__file__ or ".").parent
    return sorted(p for p in (package / "cards").glob("*") if p.suffix in (".toml", ".yaml"))


def test_every_card_file_loads(game: Game) -> None:
    model = capabilities(game).card_model
    if model is None:
        pytest.skip(f"{game.name} has no card data (no card_model)")
    assert issubclass(model, CardModel)
    files = card_files(game)
    assert files, f"{game.name} has a card_model but no card files"
    for path in files:
        cards = load_cards([path], model, capabilities(game).effect_registry)
        assert cards, f"{path} holds no cards"
