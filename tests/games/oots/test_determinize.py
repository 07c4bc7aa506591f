"""``determinize``: derived from the zones declared on the state, every card the seat cannot see
dealt again, and no card dealt twice (R006, R211: hands and Stashes are private; R353
Backstories; R361 Nitpicky; R194 shtick picks; R372 Monsters defeated in an Area Effect win)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from msgspec.structs import replace

from dungeontable.bots import IsmctsBot, play_steps
from dungeontable.core import Offer, Rng
from dungeontable.core.zones import zone_items
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import OfferHeal, PayForHeal, RefuseHeal
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.state import State

from .conftest import act, position

SHORTENING = Options(expansion="shortening", backstories=True, new_shticks="nitpicky")


def _cards(state: State) -> Counter[str]:
    """Every card of the state wherever it lies: the zones, room cards, the stack of plays, the
    shtick pick, the Lich, a battle's defeated Monsters off their room."""
    found: Counter[str] = Counter()
    for holder, name, _ in zone_items(state):
        found.update(getattr(holder, name))
    found.update(r.card for f in state.floors for r in f.rooms)
    found.update(i.payload for i in state.stack.items)
    found.update(state.turn.pick)
    found.update(p.lich for p in state.players if p.lich)
    battle = state.battle
    if battle is not None and _keeping(state):
        found.update([battle.monster, *battle.area_keep])
    return found


def _keeping(state: State) -> bool:
    """R113, R372: the defeated Monsters are off their room until saved or not (after an Area
    Effect win the Heal All question comes first, R264)."""
    return state.phase == "keep" or (state.phase == "encourage" and state.turn.resume == "keep")


def _positions(options: Options, seats: int, seed: int, every: int) -> Iterator[State]:
    for step in play_steps(GAME, options, ("random",) * seats, seed):
        if step.index % every == 0:
            yield step.before


def _check(state: State) -> int:
    """Each seat's determinizations: its view unchanged, the Battle and Loot cards exactly the
    real ones (only where they lie differs), no card more often than the card set holds it,
    no Trap dealt into another's Stash (R211: a drawn Trap is shown). The number of
    determinizations checked."""
    cs = cards_of(state.cards)
    kept = set(cs.battle_deck) | set(cs.loot_deck)
    copies = Counter([*cs.battle_deck, *cs.loot_deck, *cs.lair_deck, *cs.xykon_deck])
    copies.update(cs.room_deck)
    for deck in cs.shtick_decks.values():
        copies.update(deck)
    real = _cards(state)
    checked = 0
    for seat in range(state.seats):
        view = GAME.view(state, seat)
        for k in range(2):
            copy = GAME.determinize(view, seat, Rng.from_seed(k))
            assert GAME.view(copy, seat) == view
            dealt = _cards(copy)
            assert {c: n for c, n in dealt.items() if c in kept} == {
                c: n for c, n in real.items() if c in kept
            }
            over = {c: n for c, n in dealt.items() if c in copies and n > copies[c]}
            assert over == {}, f"dealt more copies than the card set has: {over}"
            others = [pl for i, pl in enumerate(copy.players) if i != seat]
            assert not any(cs.loot[c].trap for pl in others for c in pl.stash)  # R211
            checked += 1
    return checked


def test_every_battle_and_loot_card_is_dealt_once_and_where_the_seat_cannot_see() -> None:
    checked = sum(_check(s) for s in _positions(Options(), 4, 0, 97))
    assert checked >= 100


def test_the_shortening_backstories_and_nitpicky_decks_are_dealt_once() -> None:
    states = list(_positions(SHORTENING, 3, 1, 61))
    assert any(p.backstories for s in states for p in s.players)
    assert sum(_check(s) for s in states) >= 60


def test_the_others_hidden_cards_are_resampled() -> None:
    state = next(s for s in _positions(Options(), 4, 0, 50) if s.turns_played >= 4)
    view = GAME.view(state, 0)
    hands = {GAME.determinize(view, 0, Rng.from_seed(k)).players[1].hand for k in range(8)}
    decks = {GAME.determinize(view, 0, Rng.from_seed(k)).battle_deck for k in range(8)}
    assert len(hands) > 1 and len(decks) > 1
    assert all(len(h) == len(state.players[1].hand) for h in hands)


def test_the_shticks_drawn_for_the_seats_own_pick_are_not_dealt_into_its_deck() -> None:
    """R194: the drawn shticks are out of the Shtick Deck; the picking seat sees them."""
    picks = [s for s in _positions(Options(), 4, 1, 1) if s.turn.pick and s.phase == "pick"]
    assert picks
    state = picks[0]
    seat = state.turn.seat
    copy = GAME.determinize(GAME.view(state, seat), seat, Rng.from_seed(3))
    me = copy.players[seat]
    held = Counter([*me.shticks, *me.deck, *copy.turn.pick])
    dealt = Counter(cards_of(state.cards).shtick_decks[me.character])
    assert held - dealt == Counter()
    assert copy.turn.pick == state.turn.pick


def test_a_monster_defeated_and_held_by_the_battle_is_not_dealt_again() -> None:
    """R113, R372: between the win and the decision to save it the Monster is off its room,
    also when the room holds another copy of it: the first such position of seeded random
    weekend games (the seed that shows one first moves whenever a rule changes a random game)."""
    state = next(
        s
        for seed in range(5, 60)
        for s in _positions(Options(length="weekend"), 6, seed, 1)
        if _keeping(s)
        and s.battle is not None
        and s.battle.monster in s.floors[s.battle.room[0]].room(s.battle.room[1]).monsters
    )
    monster = state.battle.monster if state.battle is not None else ""
    for seat in range(state.seats):
        copy = GAME.determinize(GAME.view(state, seat), seat, Rng.from_seed(seat))
        assert _cards(copy)[monster] == _cards(state)[monster]


def _heal_offered() -> State:
    """A29: Durkon (Healing Touch) offers Roy (2 Wounds, 2 Stash Loot) a heal for a Loot."""
    players: list[dict[str, Any]] = [
        {"character": "durkon", "at": [1, 0], "shticks": ["durkon_healing_touch"], "stash": []},
        {"character": "roy", "at": [1, 3], "wounds": 2, "stash": ["stepladder", "starmetal_chunk"]},
        {"character": "elan", "at": [1, 1], "stash": ["ten_foot_pole"]},
    ]
    rooms = ["dusty_corridor", "damp_cellar", "boring_hallway", "empty_storeroom"]
    floors = [{"floor": 1, "left": 0, "rooms": rooms, "up": 0}]
    state = position({"floors": floors, "players": players}, seats=3)
    state, _ = act(state, OfferHeal(index=0, seat=1))
    held = Counter([*rooms, *(c for p in state.players for c in p.stash)])
    return replace(  # the rooms placed and the Loot held out of the piles
        state,
        room_deck=tuple(_less(state.room_deck, held)),
        loot_deck=tuple(_less(state.loot_deck, held)),
    )


def _less(pile: tuple[str, ...], held: Counter[str]) -> list[str]:
    left = Counter(held)
    out = []
    for card in pile:
        if left[card] > 0:
            left[card] -= 1
        else:
            out.append(card)
    return out


def test_a_heal_offer_is_public_and_kept_by_determinize_for_every_seat() -> None:
    """A29 (000 L1139: the healer asks out loud): every seat sees the offer; its copies keep
    it, look the same, and the patient's answers stay the legal actions."""
    state = _heal_offered()
    offer = Offer(uid=state.turns_played, by=0, to=1, terms=0)
    assert state.phase == "heal-offer" and state.heal_offer == offer
    for seat in (0, 1, 2, None):
        view = GAME.view(state, seat)
        assert view.heal_offer == offer and view.heal_resume == "start"
    for seat in range(state.seats):
        view = GAME.view(state, seat)
        for k in range(3):
            copy = GAME.determinize(view, seat, Rng.from_seed(k))
            assert copy.heal_offer == offer and copy.heal_resume == "start"
            assert GAME.view(copy, seat) == view
            assert GAME.decision(copy).seat == 1
            stash = copy.players[1].stash
            assert len(stash) == 2  # Roy pays with one Stash card or refuses
            pays = tuple(PayForHeal(card=c) for c in dict.fromkeys(stash))
            assert GAME.legal_actions(copy) == (*pays, RefuseHeal())
    assert GAME.legal_actions(GAME.determinize(GAME.view(state, 1), 1, Rng.from_seed(0))) == (
        GAME.legal_actions(state)
    )


def test_an_ismcts_bot_answers_a_heal_offer() -> None:
    state = _heal_offered()
    legal = GAME.legal_actions(state)
    bot = IsmctsBot(GAME, iterations=30)
    choice, _ = bot.choose(GAME.view(state, 1), legal, Rng.from_seed(4))
    assert choice in legal
    assert legal == (
        PayForHeal(card="stepladder"),
        PayForHeal(card="starmetal_chunk"),
        RefuseHeal(),
    )
