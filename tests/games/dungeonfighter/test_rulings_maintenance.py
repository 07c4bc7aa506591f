"""AMB-38 ``maintenance_order``: the detailed order (trade, then the room) or the quick
reference's (l.764: the room, then trade), with the decisions each asks in turn."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.dungeonfighter.state import Maintenance

from .conftest import GAME, act, build

decision = GAME.decision


def _decisions(order: str) -> list[str]:
    """Maintenance after a fight in the Crypt's shop room (b), continuing at every step."""
    state = build({"monster": "goblin", "chest_gold": 0}, maintenance_order=order)
    state = replace(state, floors=("crypt", *state.floors[1:]), floor=0, room="b")
    state = replace(state, phase="maintenance", maintenance=Maintenance(step="scars"))
    state = GAME.flow.advance(state, [])  # Maintenance runs on to its first choice
    seen = []
    while state.phase == "maintenance":
        now = decision(state)
        assert now is not None
        seen.append(now.kind)
        state, _ = act(state, "continue")
    return [*seen, state.phase]


def test_amb38_trade_before_the_shop_or_the_shop_before_trade() -> None:
    assert _decisions("detailed") == ["trade", "shop", "move"]
    assert _decisions("quick_reference") == ["shop", "trade", "move"]


def _stolen(overflow: str):  # type: ignore[no-untyped-def]
    """A stolen Whetstone (an item) to hand out; Goldfinga's and Randolph's one item slot are
    full, Torm carries no item at all."""
    gear = [["bandage_roll"], [], ["camp_stew"]]
    state = build({"heroes": ["goldfinga", "torm", "randolph"], "monster": "goblin",
                   "equipment": gear}, loot_overflow=overflow)  # fmt: skip
    m = Maintenance(step="loot", loot=("whetstone",))
    deck = tuple(c for c in state.deck if c != "whetstone")
    return replace(state, phase="maintenance", maintenance=m, deck=deck)


def test_amb44_a_stolen_card_without_a_slot_is_discarded_or_makes_room() -> None:
    from .conftest import legal_texts

    # no free item slot: discard it, or first free a slot by discarding an item (L434); the
    # two full item slots may also swap their cards (R104), never to Torm (no item slot)
    assert legal_texts(_stolen("discard")) == [
        "give-card card=whetstone hero=-1",
        "give-card card=bandage_roll hero=2",
        "give-card card=bandage_roll hero=-1",
        "give-card card=camp_stew hero=0",
        "give-card card=camp_stew hero=-1",
        "use-card card=camp_stew hero=-1",  # Randolph's 1x card, usable at any time (L436)
    ]
    state = _stolen("make_room")
    assert legal_texts(state) == [
        *(f"give-card card=whetstone hero={i}" for i in (0, 1, 2, -1)),
        "use-card card=camp_stew hero=-1",
    ]
    state, _ = act(state, "give-card card=whetstone hero=0")
    assert decision(state).kind == "make-room" and decision(state).seat == 0
    assert legal_texts(state) == [
        "give-card card=bandage_roll hero=-1",
        "give-card card=whetstone hero=-1",
    ]
    state, events = act(state, "give-card card=bandage_roll hero=-1")
    assert state.heroes[0].equipment == ("whetstone",)
    assert state.discard[-1] == "bandage_roll"
    assert [(e.card, e.cause) for e in events if e.kind() == "card-discarded"] == [
        ("bandage_roll", "no slot")
    ]
    assert decision(state).kind != "make-room"
