"""Witchdoctor Natyli's Debuff Tokens (002 L822-889): giving them, the Pain Curse, Mind Hex and
Power Jinx with exact numbers, when they return, the tokens in every seat's view, an owner's pack
of the family, the bot, and seeded games with her at the table. The compendium's examples are
``scenarios/compendium_natyli_*``."""

from __future__ import annotations

from pathlib import Path

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import HOUSE, MECHANICS
from dungeontable.games.rdi.mechanics.debuffs import EACH, KINDS, Debuffs
from dungeontable.games.rdi.mechanics.events import DebuffsReturned
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.state import Play, update_seat

from .conftest import Table, build
from .seeded import seeded_steps


def natyli(*given: tuple[int, str, bool], hand: tuple[str, ...] = ()) -> dict[str, object]:
    return {
        "character": "natyli",
        "hand": hand,
        "extra": [{"mechanic": "Debuffs", "given": [list(g) for g in given]}],
    }


def tokens(t: Table) -> tuple[tuple[int, str, bool], ...]:
    value = t.state.seats[0].extra[0]
    assert isinstance(value, Debuffs)
    return value.given


def test_two_of_each_kind() -> None:
    """L872: two of each type; L828: six in all."""
    assert (EACH, KINDS) == (2, ("pain", "mind", "power"))
    assert [Debuffs().supply(k) for k in KINDS] == [2, 2, 2]


def test_a_card_gives_its_token_after_its_other_effects() -> None:
    t = build(3, phase="action", seat=[natyli(hand=("natyli-pin-the-doll",)), {}, {}])
    t.do("play card=natyli-pin-the-doll target=2")
    assert t.state.seats[2].fortitude == 18  # the new curse does not strike for its own card
    assert tokens(t) == ((2, "pain", True),)


def test_a_curse_strikes_then_a_new_one_is_given() -> None:
    hand = ("natyli-pin-the-doll",)
    t = build(3, phase="action", seat=[natyli((2, "pain", True), hand=hand), {}, {}])
    t.do("play card=natyli-pin-the-doll target=2")
    assert t.state.seats[2].fortitude == 17  # 2 from the card, 1 from the old curse
    assert tokens(t) == ((2, "pain", True),)


def test_no_token_when_her_supply_of_that_kind_is_empty() -> None:
    seat = natyli((2, "mind", True), (2, "mind", True), hand=("natyli-dizzy-doll",))
    t = build(3, phase="action", seat=[seat, {}, {}])
    t.do("play card=natyli-dizzy-doll target=1")
    assert t.state.seats[1].alcohol == 2
    assert tokens(t) == ((2, "mind", True), (2, "mind", True))
    assert "debuff-given" not in [e.kind() for e in t.events()]


def test_a_card_for_every_other_player_gives_while_the_supply_lasts() -> None:
    seat = natyli((1, "mind", True), hand=("natyli-doll-party",))
    t = build(4, phase="action", seat=[seat, {}, {}, {}])
    t.do("play card=natyli-doll-party")
    assert tokens(t) == ((1, "mind", True), (1, "mind", True))  # only one was left


def test_natyli_is_never_affected_by_her_own_tokens() -> None:
    """L870 (a token on her could only come from a position set up by hand)."""
    seat = {**natyli((0, "pain", True)), "hand": ()}
    t = build(3, phase="action", active=1, seat=[seat, {"hand": ("bryn-hit",)}, {}])
    t.do("play card=bryn-hit target=0")
    assert t.state.seats[0].fortitude == 18
    assert tokens(t) == ((0, "pain", True),)


def test_a_jinx_takes_each_number_down_to_zero_at_least() -> None:
    """L850: 1 less per jinx, never below 0: 'each other player loses 1' does nothing."""
    jinxed = natyli((1, "power", True))
    t = build(3, phase="action", active=1, seat=[jinxed, {"hand": ("bryn-everyone",)}, {}])
    t.do("play card=bryn-everyone")
    assert [s.fortitude for s in t.state.seats] == [20, 20, 20]


def test_two_jinxes_take_two() -> None:
    jinxed = natyli((1, "power", True), (1, "power", True))
    t = build(3, phase="action", active=1, seat=[jinxed, {"hand": ("amundyr-curse",)}, {}])
    t.do("play card=amundyr-curse target=2")
    assert t.state.seats[2].fortitude == 19  # 3 - 2


def test_a_jinx_leaves_anytime_cards_alone() -> None:
    """Only Action Cards played in the Action Phase are jinxed (L850)."""
    jinxed = natyli((1, "power", True))
    holder = {"hand": ("natyli-troll-mend",), "fortitude": 15}
    t = build(3, phase="action", active=1, seat=[jinxed, holder, {}])
    t.do("play card=natyli-troll-mend")
    assert t.state.seats[1].fortitude == 17


def test_a_jinx_leaves_other_players_cards_alone() -> None:
    jinxed = natyli((2, "power", True))
    t = build(3, phase="action", active=1, seat=[jinxed, {"hand": ("bryn-hit",)}, {}])
    t.do("play card=bryn-hit target=2")
    assert t.state.seats[2].fortitude == 18


def test_when_a_jinx_returns() -> None:
    """At the end of the holder's turn (after their Action Phase, L852); one given later than
    their Action Phase waits for the next; an out holder returns everything (L874); an out
    Natyli's tokens leave the game (L876)."""
    mechanic = MECHANICS["debuffs"]
    t = build(3, phase="drink", active=1, seat=[natyli(), {}, {}])
    mine = Debuffs(given=((1, "power", True), (1, "power", False), (2, "pain", True)))
    state = update_seat(t.state, 0, extra=(mine,))
    after, events = mechanic.on_any_turn_end(state, 0, 1)
    assert after.seats[0].extra[0] == Debuffs(given=((1, "power", True), (2, "pain", True)))
    assert events == (DebuffsReturned(seat=1, owner=0, token="power", count=1, why="jinx"),)
    out = update_seat(state, 2, out="passed-out")
    after, events = mechanic.on_any_turn_end(out, 0, 0)
    assert after.seats[0].extra[0] == Debuffs(given=((1, "power", True), (1, "power", False)))
    assert events == (DebuffsReturned(seat=2, owner=0, token="pain", count=1, why="out"),)
    gone = update_seat(state, 0, out="passed-out")
    after, events = mechanic.on_any_turn_end(gone, 0, 1)
    assert after.seats[0].extra[0] == Debuffs(gone=True) and events == ()


def test_a_jinx_given_in_the_holders_drink_phase_waits() -> None:
    """Given after the holder's Action Phase of this turn: kept past this turn's end (L852)."""
    t = build(3, phase="order", active=1, seat=[natyli(), {}, {}])
    assert (t.state.phase, t.state.active) == ("order", 1)
    play = Play("card", card="natyli-tie-its-arms", seat=0, target=1)
    card = HOUSE.catalog["natyli-tie-its-arms"]
    after, _ = MECHANICS["debuffs"].on_resolved(t.state, play, card, ())
    assert after.seats[0].extra[0] == Debuffs(given=((1, "power", False),))
    after, events = MECHANICS["debuffs"].on_any_turn_end(after, 0, 1)
    assert after.seats[0].extra[0] == Debuffs(given=((1, "power", True),)) and events == ()


def test_every_seat_sees_who_holds_which_token() -> None:
    """The tokens lie face up beside the players: the same in every view and resampled view."""
    t = build(3, phase="action", seat=[natyli((1, "pain", True), (2, "power", True)), {}, {}])
    for seat in (0, 1, 2):
        view = GAME.view(t.state, seat)
        assert view.seats[0].extra[0] == t.state.seats[0].extra[0]
        sampled = GAME.determinize(view, seat, Rng.from_seed(seat))
        assert sampled.seats[0].extra[0] == t.state.seats[0].extra[0]


def test_an_owner_pack_of_the_debuffs_family_loads(tmp_path: Path) -> None:
    path = tmp_path / "brann.toml"
    path.write_text(
        '[character]\nid = "brann"\nname = "Brann"\nsource = "house"\nmechanics = ["debuffs"]\n'
        '[[card]]\nid = "brann-hex"\nname = "A little hex"\ntype = "action"\nsource = "house"\n'
        'copies = 40\ntext = "Another player gets a Mind Hex."\n'
        'effects = [{op = "debuff", token = "mind"}]\n',
        encoding="utf-8",
    )
    ((character, cards),) = owner_characters((str(path),))
    assert character.modules == ("debuffs",) and cards[0].effects[0].op == "debuff"


def test_the_bot_gives_a_token_to_the_weakest_rival() -> None:
    hand = ("natyli-pin-the-doll",)
    t = build(3, phase="action", seat=[natyli(hand=hand), {"fortitude": 6}, {}])
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, 0)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    assert action.to_text().startswith("play card=natyli-pin-the-doll target=1")


def test_seeded_games_with_natyli_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("natyli", "serena", "zakhan", "gog")):
        seen.update(e.kind() for e in transition.events)
        debuffs = state.seats[0].extra[0]
        assert isinstance(debuffs, Debuffs)
        assert all(debuffs.supply(k) >= 0 for k in KINDS)
    assert {"debuff-given", "debuff-struck"} <= seen


# --- the strike as a pending effect (issue 18: 002 L660, L838, L846, L884) ----------------------


def _lich_cursed(
    fortitude: int = 13, alcohol: int = 0, kind: str = "pain", count: int = 1
) -> Table:
    """Natyli (0); Bryn (1, active) hits the Lich King (2) for 2; he holds ``count`` tokens."""
    given = [(2, kind, True)] * count
    lich = {"character": "lichking", "fortitude": fortitude, "alcohol": alcohol}
    bryn = {"character": "bryn", "hand": ("bryn-hit",)}
    t = build(3, phase="action", active=1, seat=[natyli(*given), bryn, lich])
    t.do("play card=bryn-hit target=2")
    assert t.decision is not None and t.decision.seat == 2  # his finger against the hit
    t.do("pass")
    return t


def test_the_lich_king_may_detach_a_finger_to_ignore_his_pain_curse() -> None:
    """The audit's reproduction: 13 - 2 = 11 from the hit; the curse's 1 waits as a pending
    item (not 10 in the same step) and he is offered a finger against it (L660, L884)."""
    t = _lich_cursed()
    assert t.state.seats[2].fortitude == 11
    (item,) = t.state.stack.items
    assert (item.payload.kind, item.payload.target, item.payload.amount) == ("debuff", 2, 1)
    assert (item.source, item.counts_as) == (None, "debuff")
    assert t.decision is not None and t.decision.seat == 2
    offered = [a.to_text() for a in GAME.legal_actions(t.state)]
    assert offered == ["pass", f'play card=lich_detach_finger target=-1 item={item.uid} option=""']
    assert tokens(t) == ()  # back to Natyli as it strikes (ruling debuff_ignored = returns)
    t.do(f"play card=lich_detach_finger item={item.uid}")
    assert t.state.seats[2].fortitude == 11 and not t.state.stack.items
    assert tokens(t) == ()


def test_letting_the_strike_through_costs_him_the_curse() -> None:
    t = _lich_cursed(count=2)
    (item,) = t.state.stack.items
    assert item.payload.amount == 2
    t.do("pass")
    assert t.state.seats[2].fortitude == 9 and tokens(t) == ()


def test_under_ruling_stays_an_ignored_curse_stays_on_him_and_strikes_next_time() -> None:
    given = [(2, "pain", True)]
    lich = {"character": "lichking"}
    bryn = {"character": "bryn", "hand": ("bryn-hit", "bryn-hit")}
    options = Options(debuff_ignored="stays")
    t = build(3, options=options, phase="action", active=1, seat=[natyli(*given), bryn, lich])
    t.do("play card=bryn-hit target=2")
    t.do("pass")
    t.do("play card=lich_detach_finger item=2")
    assert t.state.seats[2].fortitude == 11 and tokens(t) == ((2, "pain", True),)


def test_the_bot_detaches_a_finger_when_the_strike_would_put_him_out() -> None:
    """The Lich King at 4 Fortitude, 1 Alcohol: the hit leaves 2, the curse would leave 1 (he
    passes out, Alcohol 1 >= Fortitude 1): the heuristic bot Ignores it with a finger; at 13
    Fortitude it keeps its fingers for a 1-point strike."""
    bot = HeuristicBot(GAME)

    def answer(t: Table) -> str:
        view, now = GAME.view(t.state, 2), GAME.legal_actions(t.state)
        return bot.choose(view, now, Rng.from_seed(1))[0].to_text()

    low = _lich_cursed(fortitude=4, alcohol=1)
    assert low.state.seats[2].fortitude == 2
    assert answer(low).startswith("play card=lich_detach_finger target=-1 item=2")
    assert answer(_lich_cursed()) == "pass"
    assert answer(_lich_cursed(count=2)).startswith("play card=lich_detach_finger target=-1 item=2")


def test_a_mind_hex_strike_on_the_lich_king_may_be_ignored_too() -> None:
    """Fiona's card makes him gain 2 Alcohol; the hex's 1 more waits and a finger Ignores it."""
    lich = {"character": "lichking"}
    fiona = {"character": "fiona", "hand": ("fiona-drink-up",)}
    t = build(3, phase="action", active=1, seat=[natyli((2, "mind", True)), fiona, lich])
    t.do("play card=fiona-drink-up target=2")
    t.do("pass")
    assert t.state.seats[2].alcohol == 2
    t.do("play card=lich_detach_finger item=2")
    assert t.state.seats[2].alcohol == 2 and tokens(t) == ()


def test_ruling_debuff_modifiers_raven_and_tree() -> None:
    """L846 vs L295: a Raven's Mind Hex gives 1 (none) or 2 (all); L838 vs L306: a Tree's Pain
    Curse takes 1 (none) or 0 (all)."""
    for ruling, alcohol, fortitude in (("none", 4, 18), ("all", 5, 19)):
        options = Options(debuff_modifiers=ruling)  # type: ignore[arg-type]
        raven = {"character": "erin", "extra": [{"mechanic": "Forms", "form": "raven"}]}
        t = build(
            3,
            options=options,
            phase="action",
            active=1,
            seat=[
                natyli((2, "mind", True)),
                {"character": "fiona", "hand": ("fiona-drink-up",)},
                raven,
            ],
        )
        t.do("play card=fiona-drink-up target=2")
        while t.state.stack.items:
            t.do("pass")
        assert t.state.seats[2].alcohol == alcohol, ruling
        tree = {"character": "erin", "extra": [{"mechanic": "Forms", "form": "tree"}]}
        t = build(
            3,
            options=options,
            phase="action",
            active=1,
            seat=[
                natyli((2, "pain", True)),
                {"character": "bryn", "hand": ("bryn-big-hit",)},
                tree,
            ],
        )
        t.do("play card=bryn-big-hit target=2")
        while t.state.stack.items:
            t.do("pass")
        assert t.state.seats[2].fortitude == fortitude, ruling
