"""Nitrel the Sapper's Bombs (002 L928-981): the 18-card Bomb Deck, a Bomb as her Action card,
the holder's choices, Bombs in the pot, the hidden deck and pot in views and resampled views, the
bot, an owner's pack of the family and seeded games with her at the table. The compendium's
examples are ``scenarios/compendium_nitrel_*`` and ``mechanic_nitrel_*``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.bombs import BOMBS, Bombs
from dungeontable.games.rdi.mechanics.events import AimBomb, BombsOpened
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.rules.stack_ops import end_turn_early

from .conftest import Table, build
from .seeded import seeded_steps


def nitrel(pile: tuple[str, ...] = (), pot: tuple[str, ...] = (), **seat: Any) -> dict[str, Any]:
    """Nitrel's seat: the Bomb Deck ``pile`` (top last) and the pot's Bombs."""
    extra = {"mechanic": "Bombs", "deck": list(pile), "pot": list(pot)}
    return {"character": "nitrel", "extra": [extra], **seat}


def bombs_of(state: Any, seat: int = 0) -> Bombs:
    found = [x for x in state.seats[seat].extra if isinstance(x, Bombs)]
    assert len(found) == 1
    return found[0]


def test_the_bomb_deck_has_18_cards_and_setup_shuffles_it() -> None:
    """L934: an 18-card Bomb Deck."""
    assert len(house().catalog.deck(BOMBS)) == 18
    state = GAME.setup(Options(characters=("nitrel", "fiona")), 2, 3)
    bombs = bombs_of(state)
    assert Counter(bombs.deck) == Counter(house().catalog.deck(BOMBS))
    assert (bombs.discard, bombs.pot, bombs.opened, bombs.aiming) == ((), (), (), "")


def test_a_bomb_is_nitrels_action_card_aimed_at_its_holder() -> None:
    seat = nitrel(("bomb_long_fuse",), hand=["nitrel-perfectly-safe", "nitrel-singed"])
    t = build(2, phase="action", seat=[seat, {}])
    t.do("play card=nitrel-perfectly-safe target=1", "pass")
    item = t.state.stack.items[-1]
    assert (item.payload.card, item.payload.seat, item.payload.target) == ("bomb_long_fuse", 0, 1)
    assert (item.source, item.counts_as) == (0, "action")


def test_a_two_victim_bomb_hits_the_holder_and_the_player_they_pick() -> None:
    seat = nitrel(("bomb_twin_candle",), hand=["nitrel-perfectly-safe"])
    t = build(3, phase="action", seat=[seat, {}, {}])
    t.do("play card=nitrel-perfectly-safe target=1")
    assert GAME.legal_actions(t.state) == (
        AimBomb(way="another", target=0),
        AimBomb(way="another", target=2),
    )
    t.do("aim-bomb way=another target=2")
    assert [s.fortitude for s in t.state.seats] == [20, 18, 18]


def test_a_gold_equivalent_pays_the_passing_fee() -> None:
    """L586, R-9.2: a Gold-equivalent counts as a Gold for every rule, the Kettle's fee too; it
    is paid to the Inn as the Bomb is passed, before the new holder chooses."""
    seat = nitrel(("bomb_hot_kettle",), hand=["nitrel-perfectly-safe"])
    poor = {"gold": 0, "valuables": ["valuable_gilded_goblet"]}  # worth 1 Gold
    t = build(2, phase="action", seat=[seat, poor])
    t.do("play card=nitrel-perfectly-safe target=1")
    assert GAME.legal_actions(t.state) == (
        AimBomb(way="keep", target=-1),
        AimBomb(way="pass", target=0),
    )
    t.do("aim-bomb way=pass target=0")
    assert t.state.seats[1].valuables == ()
    assert t.state.inn_valuables == ("valuable_gilded_goblet",)
    assert GAME.decision(t.state).seat == 0


def test_bombs_in_a_pot_nobody_wins_are_discarded_unused() -> None:
    """L954: no winner, the pot's Bombs are discarded face up and do nothing."""
    gambling = {"starter": 0, "controller": 0, "players": [0, 1], "pot": 2, "turn": 1}
    seat = nitrel(("bomb_dud",), ("bomb_long_fuse",), hand=["nitrel-boom"])
    rival = {"hand": ["brawler_good_hand"]}  # still in the round: it is his turn to play
    t = build(2, phase="action", acted=True, gambling=gambling, seat=[seat, rival])
    assert bombs_of(t.state).pot == ("bomb_long_fuse",)
    state, events = end_turn_early(t.state)
    bombs = bombs_of(state)
    assert (bombs.pot, bombs.discard, bombs.opened) == ((), ("bomb_long_fuse",), ())
    assert BombsOpened(seat=-1, cards=("bomb_long_fuse",)) in events
    assert [s.fortitude for s in state.seats] == [20, 20]


def test_the_deck_and_the_pot_are_face_down_to_everyone() -> None:
    seat = nitrel(("bomb_dud", "bomb_stink", "bomb_blowback"), ("bomb_spinner",))
    t = build(3, seat=[seat, {}, {}])
    for viewer in (0, 1, 2, None):
        shown = GAME.view(t.state, viewer).seats[0].extra[0]
        assert isinstance(shown, Bombs)
        assert shown.deck == ("bomb_blowback", "bomb_dud", "bomb_spinner", "bomb_stink")
        assert shown.pot == ("",) and shown.deck_size == 3
    assert bombs_of(t.state).deck_size == 3


def test_a_resampled_view_deals_the_pot_and_the_deck_from_the_unseen_bombs() -> None:
    deck = tuple(house().catalog.deck(BOMBS))
    t = build(3, seat=[nitrel(deck[2:], deck[:2]), {}, {}])
    pots = set()
    for seed in range(8):
        sampled = GAME.determinize(GAME.view(t.state, 1), 1, Rng.from_seed(seed))
        bombs = bombs_of(sampled)
        assert len(bombs.pot) == 2 and all(bombs.pot) and len(bombs.deck) == 16
        assert Counter((*bombs.deck, *bombs.pot)) == Counter(deck)
        pots.add(bombs.pot)
    assert len(pots) > 1


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_gives_the_bomb_to_the_weakest_and_passes_it_on_with_gold_to_spare() -> None:
    seat = nitrel(("bomb_hot_kettle",), hand=["nitrel-perfectly-safe"])
    t = build(3, phase="action", seat=[seat, {"fortitude": 15}, {"fortitude": 9}])
    assert choose(t) == 'play card=nitrel-perfectly-safe target=2 item=0 option=""'
    t.do("play card=nitrel-perfectly-safe target=1")
    assert choose(t) == "aim-bomb way=pass target=2"
    t = build(3, phase="action", seat=[seat, {"gold": 2}, {"fortitude": 9}])
    t.do("play card=nitrel-perfectly-safe target=1")
    assert choose(t) == "aim-bomb way=keep target=-1"


def test_an_owner_pack_of_the_bombs_family_loads(tmp_path: Path) -> None:
    pack = tmp_path / "brann.toml"
    pack.write_text(
        '[character]\nid = "brann"\nname = "Brann"\nsource = "house"\nmechanics = ["bombs"]\n'
        '[[card]]\nid = "brann-lob"\nname = "Catch!"\ntype = "action"\n'
        'source = "house"\ncopies = 40\ntext = "Another player gets a Bomb."\n'
        'effects = [{op = "give_bomb"}]\n',
        encoding="utf-8",
    )
    options = Options(characters=("brann", "zot"), cards=(str(tmp_path),))
    state = GAME.setup(options, 2, 3)
    assert len(bombs_of(state).deck) == 18


def test_seeded_games_with_nitrel_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("nitrel", "lizwick", "samantha", "gog")):
        seen.update(e.kind() for e in transition.events)
        b = bombs_of(state)
        pending = sum(1 for i in state.stack.items if i.payload.card.startswith("bomb_"))
        held = len(b.deck) + len(b.discard) + len(b.pot) + len(b.opened) + bool(b.aiming)
        assert held + pending == 18
    assert "bomb-revealed" in seen
