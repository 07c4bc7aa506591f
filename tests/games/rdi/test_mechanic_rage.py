"""Cormac's Rage Tiles and Rage Pool (002 L156-227): the tile numbers, the face-down pool in
views and resampled views, what the heuristic bot does with a double Rage icon, and seeded games
with him at the table. The compendium's examples are ``scenarios/compendium_cormac_*``."""

from __future__ import annotations

from pathlib import Path

import pytest

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.rage import BONUSES, THRESHOLDS, Rage, pooled
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps


def test_the_compendium_numbers_of_the_tiles() -> None:
    """L189: C needs 3 and D 3 more; A + B need 5 (L189, L195); B adds 2 loss (L207), C adds
    2 Alcohol and 3 loss (L223)."""
    assert THRESHOLDS[2:] == (3, 3) and sum(THRESHOLDS[:2]) == 5
    assert BONUSES[1][1] == 2 and BONUSES[2] == (2, 3)


def test_a_tile_flips_when_the_building_pile_reaches_its_number() -> None:
    rage, flipped = pooled(Rage(active=1, building=("a", "b")), "c")
    assert flipped and rage == Rage(active=2, building=(), raging=("a", "b", "c"))
    rage, flipped = pooled(Rage(active=4, raging=("x",)), "y")
    assert not flipped and rage.building == ("y",) and rage.active == 4


def pooled_table() -> Table:
    rage = {
        "mechanic": "Rage",
        "active": 1,
        "building": ["cormac-axe"],
        "raging": ["cormac-no", "cormac-snow"],
    }
    cormac = {"character": "cormac", "hand": ["cormac-deal-me-in"], "extra": [rage]}
    return build(3, phase="discard", seat=[cormac, {}, {}])


def test_others_see_how_many_cards_lie_in_the_pool_never_which() -> None:
    t = pooled_table()
    other = GAME.view(t.state, 1).seats[0].extra[0]
    assert (other.building, other.raging) == (("",), ("", ""))  # type: ignore[attr-defined]
    own = GAME.view(t.state, 0).seats[0].extra[0]
    assert own.building == ("cormac-axe",)  # type: ignore[attr-defined]


def test_a_resampled_view_puts_real_cards_in_the_pool_and_keeps_every_card_once() -> None:
    t = pooled_table()
    sampled = GAME.determinize(GAME.view(t.state, 1), 1, Rng.from_seed(4))
    rage = sampled.seats[0].extra[0]
    assert isinstance(rage, Rage) and all(rage.building) and all(rage.raging)
    s, real = sampled.seats[0], t.state.seats[0]
    assert (len(s.hand), len(s.deck), len(rage.building), len(rage.raging)) == (1, 0, 1, 2)
    assert real.discard == s.discard == ()
    deck = {card.id for card in house().decks["cormac"]}
    assert {*rage.building, *rage.raging} <= deck


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_feeds_the_pool_a_spare_card_and_keeps_good_ones() -> None:
    def after_cry(hand: list[str]) -> Table:
        cormac = {"character": "cormac", "hand": ["cormac-battle-cry", *hand]}
        t = build(3, phase="action", seat=[cormac, {}, {}])
        t.do("play card=cormac-battle-cry target=1")
        assert t.decision is not None and t.decision.kind == "rage"
        return t

    assert (
        choose(after_cry(["cormac-flip-table", "cormac-axe"])) == "pool-rage card=cormac-flip-table"
    )
    assert choose(after_cry(["cormac-axe", "cormac-thick-skull"])) == 'pool-rage card=""'


def test_seeded_games_with_cormac_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("cormac", "serena", "zakhan", "gog")):
        seen.update(e.kind() for e in transition.events)
        rage = state.seats[0].extra[0]
        assert isinstance(rage, Rage) and 0 <= rage.active <= 4
        if rage.active < 4:
            assert len(rage.building) < THRESHOLDS[rage.active]
    assert {"rage-pooled"} <= seen


OWNER_PACK = """[character]
id = "brann"
name = "Brann the Pious Berserker"
source = "house"
mechanics = [{mechanics}]

[[card]]
id = "brann-smash"
name = "Holy smash"
type = "action"
source = "house"
copies = 40
text = "Another player loses 2 Fortitude."
effects = [{{op = "hit", amount = 2}}]
icons = [{icons}]
"""


@pytest.mark.parametrize(
    ("mechanic", "icon"),
    [
        ("piety", '{op = "move_piety", amount = -1}'),
        ("chi", '{op = "gain_chi", amount = 1}'),
        ("rage_tiles", '{op = "rage"}'),
    ],
)
def test_an_owner_pack_may_use_the_new_families(tmp_path: Path, mechanic: str, icon: str) -> None:
    """The pack format expresses each new family; it is no longer refused (issue 16)."""
    path = tmp_path / "brann.toml"
    path.write_text(OWNER_PACK.format(mechanics=f'"{mechanic}"', icons=icon), encoding="utf-8")
    ((found, deck),) = owner_characters((str(path),))
    assert found.modules == (mechanic,)
    assert sum(card.copies for card in deck) == 40
    state = GAME.setup(Options(characters=("brann", "gog"), cards=(str(path),)), 2, 1)
    assert type(state.seats[0].extra[0]).__name__ == {"piety": "Piety", "chi": "Chi"}.get(
        mechanic, "Rage"
    )
