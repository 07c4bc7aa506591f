"""Brother Bastian's Prayer Cards and Prayer Tokens (002 L123-155): the deal, the hidden cards in
views and resampled views, paying and replaying, Prayers outside the hand, the words, the bot,
an owner's pack, and seeded games with him at the table. The compendium's examples are
``scenarios/compendium_bastian_*``."""

from __future__ import annotations

from pathlib import Path

import pytest
from msgspec.structs import replace

from dungeontable.core import Rng, capabilities
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.prayers import DEALT, PRAYERS, Prayers, cost_of
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import Table, build
from .seeded import seeded_steps

MINE = ("prayer_share_the_cup", "prayer_mending_hands", "prayer_light_of_justice")


def test_nine_prayers_three_dealt_and_the_compendium_costs() -> None:
    """L127: 9 Prayer Cards; L131: 3 dealt, 6 removed; L138: Generosity 5; L153: Sobriety 3."""
    cat = house().catalog
    assert len(cat.deck(PRAYERS)) == 9 and DEALT == 3
    assert cost_of(cat["prayer_share_the_cup"]) == 5
    assert cost_of(cat["prayer_clear_head"]) == 3
    state = GAME.setup(Options(characters=("bastian", "gog", "zot")), 3, 7)
    p = state.seats[0].extra[0]
    assert isinstance(p, Prayers) and len(p.cards) == 3 and len(p.removed) == 6
    assert sorted((*p.cards, *p.removed)) == sorted(cat.deck(PRAYERS))
    assert (p.tokens, p.revealed) == (0, ())  # L135: no tokens at the start
    assert len(state.seats[0].hand) == 7  # Prayers are not part of the hand (L147)


def bastian(tokens: int, hand: tuple[str, ...] = (), revealed: tuple[str, ...] = ()) -> Table:
    rest = sorted(set(house().catalog.deck(PRAYERS)) - set(MINE))
    extra = {
        "mechanic": "Prayers",
        "cards": list(MINE),
        "tokens": tokens,
        "revealed": list(revealed),
        "removed": rest,
    }
    me = {"character": "bastian", "hand": list(hand), "extra": [extra]}
    return build(3, active=0, phase="action", seat=[me, {"character": "zot"}, {"character": "gog"}])


def test_only_prayers_he_can_pay_for_are_offered() -> None:
    t = bastian(3)
    legal = [a.to_text() for a in GAME.legal_actions(t.state)]
    assert 'play card=prayer_mending_hands target=-1 item=0 option=""' in legal  # cost 3
    assert not any("prayer_light_of_justice" in a for a in legal)  # cost 4


def test_a_played_prayer_stays_face_up_and_is_played_again() -> None:
    """L137-139: it stays in front of him; he may play it again while he can pay."""
    t = bastian(6, hand=("bastian-vespers",), revealed=())
    t.do("play card=prayer_mending_hands")
    p = t.state.seats[0].extra[0]
    assert isinstance(p, Prayers)
    assert (p.tokens, p.revealed, p.cards) == (3, ("prayer_mending_hands",), MINE)
    assert t.state.seats[0].discard == ()
    legal = [a.to_text() for a in GAME.legal_actions(t.state)]
    assert 'play card=prayer_mending_hands target=-1 item=0 option=""' in legal
    t.do("play card=prayer_mending_hands")
    assert t.state.seats[0].extra[0].tokens == 0


def test_deck_cards_give_prayer_tokens_after_their_effects() -> None:
    t = bastian(0, hand=("bastian-vespers",))
    t.do("play card=bastian-vespers")
    assert t.state.seats[0].extra[0].tokens == 1


@pytest.mark.parametrize("viewer", [1, 2, None])
def test_other_seats_never_see_a_face_down_prayer(viewer: int | None) -> None:
    """L131: hidden from the other players, in views and in every event they are shown."""
    t = bastian(3, revealed=("prayer_mending_hands",))
    other = GAME.view(t.state, viewer).seats[0].extra[0]
    assert isinstance(other, Prayers)
    assert other.cards == ("", "prayer_mending_hands", "")
    assert set(other.removed) == set(house().catalog.deck(PRAYERS)) - {"prayer_mending_hands"}
    assert GAME.view(t.state, 0).seats[0].extra[0].cards == MINE  # type: ignore[attr-defined]
    other_deal = bastian(3, revealed=("prayer_mending_hands",))
    swapped = ("prayer_tithe", "prayer_mending_hands", "prayer_call_to_service")
    p = other_deal.state.seats[0].extra[0]
    assert isinstance(p, Prayers)
    rest = tuple(sorted(set(house().catalog.deck(PRAYERS)) - set(swapped)))
    seat = other_deal.state.seats[0]
    swapped_extra = (Prayers(cards=swapped, revealed=p.revealed, tokens=3, removed=rest),)
    changed = replace(
        other_deal.state, seats=(replace(seat, extra=swapped_extra), *t.state.seats[1:])
    )
    assert GAME.view(changed, viewer) == GAME.view(t.state, viewer)  # nothing tells the deals apart
    assert GAME.view(changed, 0) != GAME.view(t.state, 0)


def test_a_resampled_view_deals_real_prayers_from_the_unseen_ones() -> None:
    t = bastian(3, revealed=("prayer_mending_hands",))
    for seed in range(5):
        sampled = GAME.determinize(GAME.view(t.state, 1), 1, Rng.from_seed(seed))
        p = sampled.seats[0].extra[0]
        assert isinstance(p, Prayers) and all(p.cards) and p.cards[1] == "prayer_mending_hands"
        assert sorted((*p.cards, *p.removed)) == sorted(house().catalog.deck(PRAYERS))


def test_the_words_name_the_prayer_and_the_tokens() -> None:
    t = bastian(4)
    t.do("play card=prayer_mending_hands")
    names = Names(("Ann", "Bob", "Cleo"))
    words = capabilities(GAME).words(Options(characters=("bastian", "zot", "gog")), names)
    assert isinstance(words, RedDragonInnWords)
    said = [words.event(e) for e in t.events()]
    assert any(
        s.startswith("Brother Bastian (Ann) reveals the Prayer Mending Hands and spends 3")
        for s in said
    ), said


def test_the_bot_prays_when_it_pays() -> None:
    t = bastian(4)
    view = GAME.view(t.state, 0)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action.to_text().startswith("play card=prayer_light_of_justice")


def test_seeded_games_with_bastian_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("bastian", "fiona", "gog", "amundyr")):
        seen.update(e.kind() for e in transition.events)
        p = state.seats[0].extra[0]
        assert isinstance(p, Prayers) and p.tokens >= 0 and len(p.cards) == 3
    assert {"prayer-played", "prayer-tokens-gained"} <= seen


OWNER_PACK = """[character]
id = "brother_odo"
name = "Brother Odo"
source = "house"
mechanics = ["prayers"]

[[card]]
id = "brother_odo-hymn"
name = "A loud hymn"
type = "action"
source = "house"
copies = 40
text = "Another player loses 1 Fortitude. Gain a Prayer Token."
effects = [{op = "hit", amount = 1}]
icons = [{op = "gain_prayer", amount = 1}]
"""


def test_an_owner_pack_may_use_prayers(tmp_path: Path) -> None:
    path = tmp_path / "odo.toml"
    path.write_text(OWNER_PACK, encoding="utf-8")
    ((found, deck),) = owner_characters((str(path),))
    assert found.modules == ("prayers",) and sum(c.copies for c in deck) == 40
    state = GAME.setup(Options(characters=("brother_odo", "gog"), cards=(str(path),)), 2, 1)
    p = state.seats[0].extra[0]
    assert isinstance(p, Prayers) and len(p.cards) == 3
