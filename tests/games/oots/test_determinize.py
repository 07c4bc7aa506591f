"""``determinize``: derived from the zones declared on the state, every card the seat cannot see
dealt again, and no card dealt twice (R006, R211: hands and Stashes are private; R353
Backstories; R361 Nitpicky; R194 shtick picks; R372 Monsters defeated in an Area Effect win)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from dungeontable.bots import play_steps
from dungeontable.core import Rng
from dungeontable.core.zones import zone_items
from dungeontable.games.oots import GAME
from dungeontable.games.oots.deck import cards_of
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.state import State

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
    also when the room holds another copy of it (seeded: a Grave Robber)."""
    held = [s for s in _positions(Options(length="weekend"), 6, 5, 1) if _keeping(s)]
    state = next(
        s
        for s in held
        if s.battle is not None
        and s.battle.monster in s.floors[s.battle.room[0]].room(s.battle.room[1]).monsters
    )
    monster = state.battle.monster if state.battle is not None else ""
    for seat in range(state.seats):
        copy = GAME.determinize(GAME.view(state, seat), seat, Rng.from_seed(seat))
        assert _cards(copy)[monster] == _cards(state)[monster]
