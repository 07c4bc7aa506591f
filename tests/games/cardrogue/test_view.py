"""Views hide what a seat may not know (R013, A-46, A-47); determinize; render."""

from __future__ import annotations

import msgspec

from dungeontable.core import Rng
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.options import Options

from .conftest import build, hidden, player, tile


def _table():  # type: ignore[no-untyped-def]
    return build(
        {
            "players": [
                player(
                    0,
                    0,
                    "rogue",
                    hand=["potion_red", "heart_stone"],
                    equipment={"primary": "dagger"},
                ),
                player(2, 0, "cleric", hand=["gold_5", "key"]),
            ],
            "cells": [
                tile(0, 0),
                tile(2, 0),
                hidden(1, 0, "golem"),
                tile(0, 1, drop=["basilisk", "troll"]),
            ],
            "explore": ["goblin", "imp"],
            "pathing": ["stack_bend"],
        },
        seats=2,
    )


def test_R013_A47_own_hand_visible_others_counted() -> None:
    v = GAME.view(_table(), 0)
    assert v.players[0].hand == ("potion_red", "heart_stone")
    assert (v.players[1].hand, v.players[1].hand_count) == (None, 2)
    assert v.players[0].equipment[0] == "dagger"  # equipment is public
    assert v.players[0].max_health == 10  # the artifact's effect is on the public sheet
    assert GAME.view(_table(), 1).players[0].shown == ("heart_stone",)


def test_A46_face_down_cards_stacks_and_drop_piles_hidden() -> None:
    data = msgspec.to_builtins(GAME.view(_table(), 0))
    data.pop("options")  # option names mention goals such as "golem"
    encoded = msgspec.json.encode(data)
    for secret in (
        b'"golem"',
        b'"goblin"',
        b'"imp"',
        b'"stack_bend"',
        b'"basilisk"',
        b'"troll"',
        b'"key"',
    ):
        assert secret not in encoded, secret
    v = GAME.view(_table(), None)
    assert (v.explore_count, v.pathing_count) == (2, 1)
    assert [c.drop for c in v.cells if c.x == 0 and c.y == 1] == [2]
    assert all(p.hand is None for p in v.players)
    assert b"seed" not in msgspec.json.encode(v)  # no rng


def test_determinize_is_consistent_with_the_view() -> None:
    state = GAME.setup(Options(), 3, 11)
    rng = Rng.from_seed(4)
    for _ in range(60):
        acts = GAME.legal_actions(state)
        i, rng = rng.below(len(acts))
        state = GAME.apply(state, acts[i]).state
    for seat in range(3):
        v = GAME.view(state, seat)
        guess = GAME.determinize(v, seat, Rng.from_seed(9))
        assert msgspec.json.encode(GAME.view(guess, seat)) == msgspec.json.encode(v)
        assert [a.to_text() for a in GAME.legal_actions(guess)] == [
            a.to_text() for a in GAME.legal_actions(state)
        ] or GAME.decision(state).seat != seat


def test_determinize_resamples_hidden_cards() -> None:
    state = GAME.setup(Options(), 2, 5)
    v = GAME.view(state, 0)
    a = GAME.determinize(v, 0, Rng.from_seed(1))
    b = GAME.determinize(v, 0, Rng.from_seed(2))
    assert a.explore != b.explore
    assert sorted(a.explore) == sorted(b.explore) == sorted(state.explore)


def test_render_shows_the_map_and_the_viewers_hand() -> None:
    text = GAME.render(GAME.view(_table(), 0))
    assert "?" in text and "hand: Red Potion, Heart Stone" in text
    assert "Player 2 (Cleric) on the Crossroads: health 10 of 10" in text
    assert "hand: 2 cards" in text


def test_scenario_setup_refuses_misspelled_keys() -> None:
    import pytest

    with pytest.raises(ValueError, match=r"setup: unknown key\(s\) \['explroe'\]"):
        build({"players": [player(0, 0)], "cells": [tile(0, 0)], "explroe": []})
    with pytest.raises(ValueError, match=r"players\[0\]: unknown key\(s\) \['helth'\]"):
        build({"players": [player(0, 0, helth=3)], "cells": [tile(0, 0)]})
    with pytest.raises(ValueError, match="unknown card 'gobline'"):
        build({"players": [player(0, 0)], "cells": [tile(0, 0), tile(1, 0, "gobline")]})
