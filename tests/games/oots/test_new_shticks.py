"""The Shortening's new shticks (004 L137-L144; R361, A55): the card files, the Kitchen Sink
and Nitpicky setups, and the heuristic bot's choices there and for Backstories (R353)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Rng
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import ChooseShtick, DiscardBackstory, PutBack
from dungeontable.games.oots.bots.heuristic import HeuristicBot
from dungeontable.games.oots.bots.shortening import shtick_worth
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.options import Options, cardset_name
from dungeontable.games.oots.state import State

NITPICKY = Options(expansion="shortening", new_shticks="nitpicky")


def test_six_new_house_shticks_a_character_one_red() -> None:
    """R361: 6 new shticks per character, one red-bordered; the base set keeps 20 and 4."""
    base = cards_of("base")
    both = cards_of(cardset_name(NITPICKY))
    assert cardset_name(NITPICKY) == "base;@shortening_shticks"
    for who, deck in both.shtick_decks.items():
        new = [s for s in deck if s not in base.shtick_decks[who]]
        assert len(new) == 6, who
        assert sum(both.shticks[s].starting for s in new) == 1, who
        assert len(base.shtick_decks[who]) == 20
        assert sum(base.shticks[s].starting for s in base.shtick_decks[who]) == 4


def _first_legal_until(state: State, phase: str) -> State:
    while state.phase == phase:
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def test_nitpicky_builds_3_starting_shticks_and_a_17_card_deck_for_everyone() -> None:
    """R361: 3 red Starting Shticks in play, 17 more shuffled into the deck, the rest out."""
    state = GAME.setup(NITPICKY, 3, 9)
    assert state.phase == "nitpick"
    assert len(state.players[0].pool) == 26
    state = _first_legal_until(state, "nitpick")
    cs = cards_of(state.cards)
    for pl in state.players:
        assert len(pl.shticks) == 3 and all(cs.shticks[s].starting for s in pl.shticks)
        assert len(pl.deck) == 17 and pl.pool == ()
    assert state.phase == "start"


def test_kitchen_sink_alternative_keeps_the_new_red_shtick_in_the_deck() -> None:
    """A55, alternative (kitchen_sink_starters=three_of_four): only the 4 old red shticks are
    offered; the new red one is shuffled into the 22-card deck."""
    options = Options(
        expansion="shortening", new_shticks="kitchen_sink", kitchen_sink_starters="three_of_four"
    )
    state = GAME.setup(options, 2, 4)
    cs, base = cards_of(state.cards), cards_of("base")
    offered = [a.card for a in GAME.legal_actions(state) if isinstance(a, PutBack)]
    assert len(offered) == 4 and all(c in base.shticks for c in offered)
    pl = state.players[0]
    new_red = [s for s in pl.deck if cs.shticks[s].starting and s not in base.shticks]
    assert len(new_red) == 1 and len(pl.deck) == 22


def test_the_bot_builds_a_stronger_nitpicky_deck_than_the_first_choices() -> None:
    """Bots use Nitpicky sensibly: their 20 choices are worth more than taking whatever comes
    first in the list."""
    start = GAME.setup(NITPICKY, 2, 9)
    first = _first_legal_until(start, "nitpick")
    bot, rng, state = HeuristicBot(GAME), Rng.from_seed(1), start
    while state.phase == "nitpick":
        decision = GAME.decision(state)
        assert decision is not None
        action, rng = bot.choose(GAME.view(state, decision.seat), GAME.legal_actions(state), rng)
        assert isinstance(action, ChooseShtick)
        state, _ = GAME.apply(state, action)
    cs = cards_of(state.cards)

    def total(s: State) -> float:
        return sum(shtick_worth(cs, c) for c in (*s.players[0].shticks, *s.players[0].deck))

    assert total(state) > total(first)


def test_the_bot_lays_face_up_the_backstory_least_likely_to_score() -> None:
    """R353: between Sworn Enemy of Xykon (kill the Lich) and Ghost Hunter (1 a saved Undead,
    a common type), the bot lays Sworn Enemy of Xykon face up."""
    options = Options(expansion="shortening", backstories=True)
    state = GAME.setup(options, 2, 1)
    hand = ("ghost_hunter", "lich_nemesis", "likes_pets", "goblin_grudge", "bad_with_people")
    mine = replace(state.players[0], backstories=hand)
    state = replace(state, players=(mine, state.players[1]))
    action, _ = HeuristicBot(GAME).choose(
        GAME.view(state, 0), GAME.legal_actions(state), Rng.from_seed(0)
    )
    assert action == DiscardBackstory(card="lich_nemesis")


def test_the_bot_hunts_the_monsters_its_backstories_count() -> None:
    """R356: with Likes Pets kept, the bot's goals on its floor are the room with the Cave Bear
    (an Animal it can beat), not the empty room or the Goblin's."""
    from dungeontable.games.oots.bots.heuristic import Mind

    options = Options(expansion="shortening", backstories=True)
    floors = [{"floor": 1, "rooms": ["dusty_corridor", "damp_cellar", "empty_storeroom"], "up": 0}]
    me = {
        "character": "roy",
        "at": [1, 0],
        "shticks": ["roy_greenhilt_sword", "roy_bag_of_tricks", "roy_greenhilt_sword_2"],
        "backstories": ["likes_pets", "hoarder", "spelunker"],
    }
    monsters = [
        {"at": [1, 1], "cards": ["cave_bear"]},
        {"at": [1, 2], "cards": ["kinda_wimpy_goblin"]},
    ]
    setup = {"floors": floors, "players": [me, {"at": [0, 0]}], "monsters": monsters}
    state = GAME.scenario(options, setup, 2, 3)
    assert Mind(GAME.view(state, 0)).goals() == {(1, 1)}
    plain = {**me, "backstories": ["hoarder", "spelunker", "first_one_out"]}
    state = GAME.scenario(options, {**setup, "players": [plain, {"at": [0, 0]}]}, 2, 3)
    assert Mind(GAME.view(state, 0)).goals() != {(1, 1)}
