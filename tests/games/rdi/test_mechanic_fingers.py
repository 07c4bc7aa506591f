"""The Lich King's fingers (002 L648-675): 13 Fortitude, five fingers that Ignore (as a Sometimes
card) whatever would move his Fortitude or Alcohol, ringed fingers worth Gold, cards that count
fingers as they take effect, the bot, the words, and seeded games with him at the table. The
compendium gives no worked example for him: the rule cases are ``scenarios/mechanic_lichking_*``."""

from __future__ import annotations

from pathlib import Path

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.mechanics.fingers import DETACH, FINGERS, Fingers, to_detach
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .test_words import words_for

FIXTURE = str(Path(__file__).parent / "cards" / "fixture.toml")
THUMB, INDEX, MIDDLE, RING, LITTLE = FINGERS


def fingers(t: Table, seat: int = 1) -> Fingers:
    found = [x for x in t.state.seats[seat].extra if isinstance(x, Fingers)]
    assert len(found) == 1
    return found[0]


def lich(**row: object) -> dict[str, object]:
    return {"character": "lichking", **row}


def legal(t: Table) -> list[str]:
    return [a.to_text() for a in GAME.legal_actions(t.state)]


def detach_offered(t: Table) -> bool:
    return any(f"card={DETACH}" in a for a in legal(t))


def test_a_real_deal_gives_him_13_fortitude_five_fingers_and_five_ringed_gold() -> None:
    state = GAME.setup(Options(characters=("lichking", "gog", "fiona")), 3, 7)
    lk = state.seats[0]
    assert (lk.fortitude, lk.gold, lk.valuables, lk.wealth) == (13, 10, FINGERS, 15)
    assert lk.extra == (Fingers(attached=FINGERS, ringed=FINGERS),)


def test_the_rings_ruling_gives_fewer_ringed_fingers_and_a_bare_one_goes_first() -> None:
    state = GAME.setup(Options(characters=("lichking", "gog"), lich_rings=2), 2, 7)
    lk = state.seats[0]
    assert lk.valuables == (THUMB, INDEX) and lk.wealth == lk.gold + 2
    f = lk.extra[0]
    assert isinstance(f, Fingers) and to_detach(f) == LITTLE
    assert to_detach(Fingers(attached=(THUMB, INDEX, MIDDLE), ringed=(THUMB, INDEX))) == MIDDLE
    assert to_detach(Fingers(attached=(THUMB, INDEX), ringed=(THUMB, INDEX))) == INDEX


def hit_him(**row: object) -> Table:
    t = build(3, phase="action", seat=[{"character": "gog", "hand": ["gog-hit"]}, lich(**row), {}])
    return t.do("play card=gog-hit target=1")


def test_a_finger_ignores_a_hit_and_its_ring_stays_as_gold() -> None:
    t = hit_him()
    assert t.decision is not None and t.decision.seat == 1 and detach_offered(t)
    t.do(f"play card={DETACH} item=1")
    lk = t.state.seats[1]
    assert (lk.fortitude, lk.wealth, lk.discard) == (13, 15, ())
    assert fingers(t).attached == (THUMB, INDEX, MIDDLE, RING)
    assert fingers(t).detached == (LITTLE,)


def test_no_finger_once_all_are_detached() -> None:
    t = hit_him(extra=[{"mechanic": "Fingers", "attached": [], "ringed": list(FINGERS)}])
    assert t.state.seats[1].fortitude == 11 and t.decision is not None
    assert t.decision.kind == "order"


def test_a_card_that_cannot_be_ignored_offers_no_finger() -> None:
    rows = [{"hand": ["fx_sucker_punch"]}, lich(), {}]
    t = build(3, options=Options(cards=(FIXTURE,)), phase="action", seat=rows)
    t.do("play card=fx_sucker_punch target=1")
    assert t.state.seats[1].fortitude == 11 and len(fingers(t).attached) == 5


def test_a_gold_only_card_offers_no_finger() -> None:
    rows = [{"character": "gerki", "hand": ["gerki-light-fingers"]}, lich(gold=3), {}]
    t = build(3, phase="action", seat=rows)
    t.do("play card=gerki-light-fingers target=1")
    assert not detach_offered(t)


def test_a_finger_ignores_a_drink() -> None:
    t = build(3, phase="drink", seat=[lich(drink_me=["drink_honey_wine"]), {}, {}])
    assert t.decision is not None and t.decision.seat == 0 and detach_offered(t)
    t.do(next(a for a in legal(t) if f"card={DETACH}" in a))
    assert t.state.seats[0].alcohol == 0 and len(fingers(t, 0).attached) == 4


def test_cards_count_detached_fingers_as_they_take_effect() -> None:
    def hit(attached: tuple[str, ...]) -> int:
        row = lich(
            hand=["lichking-finger-of-death"],
            extra=[{"mechanic": "Fingers", "attached": list(attached), "ringed": list(FINGERS)}],
        )
        t = build(3, phase="action", seat=[row, {}, {}])
        t.do("play card=lichking-finger-of-death target=1")
        return int(20 - t.state.seats[1].fortitude)

    assert hit(FINGERS) == 2
    assert hit((THUMB, INDEX, MIDDLE, RING)) == 2  # 1 detached
    assert hit((THUMB, INDEX, MIDDLE)) == 3  # 2 detached: 3 instead


def test_the_phylactery_puts_back_a_finger_he_still_holds() -> None:
    extra = [{"mechanic": "Fingers", "attached": [THUMB], "ringed": list(FINGERS)}]
    row = lich(hand=["lichking-phylactery"], valuables=[THUMB, MIDDLE], fortitude=10, extra=extra)
    t = build(3, phase="action", seat=[row, {}, {}])
    t.do("play card=lichking-phylactery")
    assert detach_offered(t)  # his own heal moves his Fortitude: a finger could Ignore it
    t.do("pass")
    assert fingers(t, 0).attached == (THUMB, MIDDLE) and t.state.seats[0].fortitude == 12
    assert any(e.kind() == "finger-reattached" for e in t.events())


def test_a_finger_paid_away_and_won_back_stays_detached() -> None:
    extra = [{"mechanic": "Fingers", "attached": [THUMB, INDEX], "ringed": list(FINGERS)}]
    row = lich(gold=0, valuables=[THUMB, INDEX], extra=extra)
    t = build(3, phase="action", seat=[{"hand": ["gog-deal-me-in"], "character": "gog"}, row, {}])
    t.do("play card=gog-deal-me-in", f"pay-with card={THUMB}")
    assert fingers(t).attached == (INDEX,)
    assert t.state.seats[0].valuables == (THUMB,)


def test_everyone_sees_his_fingers_and_the_words_name_the_finger() -> None:
    t = hit_him()
    t.do(f"play card={DETACH} item=1")
    for seat in (0, 1, 2, None):
        assert GAME.view(t.state, seat).seats[1].extra == (fingers(t),)
    words = words_for(3, Options(characters=("gog", "lichking", "fiona")))
    said = [words.event(e) for e in t.events() if e.kind() == "finger-detached"]
    assert said == [
        "The Lich King (Bob) detaches a finger, Little Finger of the Lich King, to Ignore"
        " (4 on his hand); its ring stays with him, worth a Gold"
    ]


def test_bot_spends_a_finger_on_real_threats_never_on_his_own_card() -> None:
    bot = HeuristicBot(GAME)

    def answer(t: Table, seat: int) -> str:
        view, now = GAME.view(t.state, seat), GAME.legal_actions(t.state)
        return bot.choose(view, now, Rng.from_seed(1))[0].to_text()

    assert f"card={DETACH}" in answer(hit_him(), 1)  # 2 of his 13 Fortitude
    row = lich(hand=["lichking-wail"])  # his own card: never a finger against it
    t = build(3, phase="action", seat=[{"character": "gog", "hand": ["lichking-wail"]}, row, {}])
    t.do("play card=lichking-wail")
    assert detach_offered(t) and t.decision is not None and t.decision.seat == 1
    assert answer(t, 1) == "pass"  # 1 Fortitude, not in danger: keep the finger
    extra = [{"mechanic": "Fingers", "attached": [THUMB], "ringed": list(FINGERS)}]
    own = lich(hand=["lichking-phylactery"], fortitude=2, extra=extra)
    t = build(3, phase="action", seat=[own, {}, {}])
    t.do("play card=lichking-phylactery")
    assert detach_offered(t) and answer(t, 0) == "pass"


def test_seeded_games_with_the_lich_king_end_by_the_rules() -> None:
    seen: set[str] = set()
    for seed in range(6):
        chars = ("lichking", "serena", "gog", "fiona")[: 3 + seed % 2]
        state = GAME.setup(Options(characters=chars), len(chars), seed)
        rng, bot = Rng.from_seed(seed), HeuristicBot(GAME)
        for _ in range(6000):
            decision = GAME.decision(state)
            if decision is None:
                break
            legal_now = GAME.legal_actions(state)
            if seed % 3:
                action, rng = bot.choose(GAME.view(state, decision.seat), legal_now, rng)
            else:
                index, rng = rng.below(len(legal_now))
                action = legal_now[index]
            transition = GAME.apply(state, action)
            state = transition.state
            seen.update(e.kind() for e in transition.events)
            f = state.seats[0].extra[0]
            assert isinstance(f, Fingers) and set(f.attached) <= set(FINGERS)
        assert state.result is not None
        assert state.result.reason in ("last one standing", "everyone left at once: a tie")
    assert "finger-detached" in seen


OWNER_PACK = """[character]
id = "vorl"
name = "Vorl the Bony"
source = "house"
mechanics = ["fingers"]
fortitude = 12

[[card]]
id = "vorl-poke"
name = "Bony poke"
type = "action"
source = "house"
copies = 40
text = "Another player loses 1 Fortitude; 2 with 2 or more fingers detached."
effects = [
  {op = "hit", amount = 1},
  {op = "finger_bonus", which = "detached", at_least = 2, bonus = 1},
]
"""


def test_an_owner_pack_may_use_the_fingers_family(tmp_path: Path) -> None:
    """The pack format (``--cards``) expresses the family: a character of 12 Fortitude with five
    fingers and a card that counts detached ones."""
    from dungeontable.games.rdi.characters.registry import owner_characters

    path = tmp_path / "vorl.toml"
    path.write_text(OWNER_PACK, encoding="utf-8")
    ((found, deck),) = owner_characters((str(path),))
    assert found.modules == ("fingers",) and sum(card.copies for card in deck) == 40
    state = GAME.setup(Options(characters=("vorl", "gog"), cards=(str(path),)), 2, 1)
    assert state.seats[0].fortitude == 12 and state.seats[0].extra == (Fingers(),)
