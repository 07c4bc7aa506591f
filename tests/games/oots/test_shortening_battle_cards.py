"""The Shortening's new Battle cards (Exp L148-L150): exactly 16 new Screw This! cards and 28
new Monsters, the Elemental type among them, all in the Battle Deck with ``new_battle_cards``."""

from __future__ import annotations

from collections import Counter

from dungeontable.core import parse_options
from dungeontable.games.oots import GAME
from dungeontable.games.oots.common.table import cards
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.state import State


def dealt(**options: object) -> State:
    return GAME.setup(parse_options(Options, options), 2, 3)


def battle_cards(state: State) -> Counter[str]:
    found = Counter([*state.battle_deck, *state.battle_discard])
    for pl in state.players:
        found.update(pl.hand)
    return found


def test_the_expansion_adds_28_monsters_and_16_screw_this_cards() -> None:
    """R361 (Exp L148-L150): 16 new Screw This! and 28 new Monsters, with a new Monster type,
    the Elemental, and the new abilities Charge, Exploding, Encourage and Miser."""
    base = battle_cards(dealt())
    state = dealt(expansion="shortening", new_battle_cards=True)
    more = battle_cards(state)
    spec = cards(state).monsters
    added = more - base
    assert not base - more
    monsters = [c for c in added.elements() if c in spec]
    screws = [c for c in added.elements() if c not in spec]
    assert (len(monsters), len(screws)) == (28, 16)
    assert any("elemental" in spec[m].types for m in monsters)
    assert not any("elemental" in spec[m].types for m in base if m in spec)
    for ability in ("charge", "exploding", "encourage"):
        assert any(spec[m].has(ability) for m in monsters), ability
    assert any(spec[m].support == "miser" for m in monsters)
