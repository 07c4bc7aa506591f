"""Flower's and Spyke's Treasures, slots and Level (compendium 002 L415-451, L1488-1524).

Both munchkins use one Treasure Deck (``cards/treasures.toml``, deck ``treasures``): when both
sit at the table they share it (issue 16: "the shared Treasure deck"); it is kept with the
lowest such seat's value (``keeper``), face down (its order hidden from everyone).

Slots (L417): Headgear, Footgear, Armor and two Hands, holding two ``1-hand`` Treasures or one
``2-hand``; ``special`` Treasures take no slot, as many as you like (L419). No stockpiling: a
Treasure is equipped or discarded (L421). Level = the sum of the equipped Treasures' levels
(L423); the ``treasure`` op of each card states its level (never changed by numeric modifiers,
L451).

Get Treasure (L429-434), at the start of the munchkin's turn and when a card says so (icon
``get_treasure``): the top card is revealed; a Curse is resolved at once (a pending card from
nobody, counting as an Action card: only non-Treasure cards may answer it, L436) and then
discarded; any other Treasure is equipped or discarded, by the player's choice (decision
``treasure``): equipping it discards the Treasures it does not fit beside (the old one of its
slot; both hands for a 2-hand; for a 1-hand with both hands full, the one the player names).
Nothing else may be played during these steps (the decision comes at once).

An equipped Treasure of subtype ``playable`` may be played as though it were a hand card of its
type (hooks ``spare_cards`` / ``take_spare``), then goes to the Treasure discard pile (L425).
Level-dependent effects are mandatory and read at resolution (L440-449): ``level_bonus(at_least,
bonus)`` raises the whole card's numbers by ``bonus`` when the Level is at least ``at_least``
(the "instead" wording: "hits 1, or 2 at Level 5" = hit 1 + ``level_bonus(5, 1)``); a
cumulative one (no "instead", L444) is ``level_hit(at_least, amount)``: the target also loses
``amount``.
A Curse: ``hit``/``booze`` aimed at ``self`` (its drawer), ``lose_treasure(slot)``.
An empty Treasure Deck is reshuffled from its discard pile: option ``treasure_reshuffle``
[proposed: the compendium says nothing] (``none``: no more Treasures).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State
from .catalog import ops_of, param
from .events import EquipTreasure, TreasureKept, TreasureRevealed
from .pets import CatalogOf

TREASURES = "treasures"
"""The catalog deck id of the Treasure Deck."""
SLOTS = ("headgear", "footgear", "armor")
"""The one-card slots (L417); hands: ``1-hand`` / ``2-hand``; ``special`` takes none."""
HANDS = 2


class Munchkin(SeatExtra, frozen=True):
    """A munchkin's equipped Treasures, Level and the Treasure waiting for the equip choice;
    the keeper also holds the shared Treasure Deck (top last) and its discard pile."""

    equipped: tuple[str, ...] = ()
    level: int = 0
    revealed: str = ""
    keeper: bool = False
    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()

    def public(self) -> Munchkin:
        """The deck face down: which Treasures are left, in no particular order."""
        return replace(self, deck=tuple(sorted(self.deck)))

    def private(self) -> Munchkin:
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Munchkin, Rng]:
        deck, rng = rng.shuffle(self.deck)
        return replace(self, deck=tuple(deck)), rng

    def describe(self) -> str:
        gear = f"{len(self.equipped)} Treasure{'s' * (len(self.equipped) != 1)} equipped"
        pile = ""
        if self.keeper:
            pile = f"; Treasure Deck {len(self.deck)}, discard {len(self.discard)}"
        due = "; a revealed Treasure to equip or discard" if self.revealed else ""
        return f"Level {self.level}; {gear}{pile}{due}"


def level_of(card: Any) -> int:
    return sum(int(param(e, "level", 0)) for e in ops_of(card, "effects", "treasure"))


def slot_of(card: Any) -> str:
    subtypes = getattr(card, "subtypes", ()) or ()
    for slot in (*SLOTS, "1-hand", "2-hand", "special", "curse"):
        if slot in subtypes:
            return slot
    return "special"


def conflicts(cat: Any, equipped: tuple[str, ...], new: str) -> tuple[tuple[str, ...], ...]:
    """The ways to make room for ``new``: each a tuple of equipped Treasures to discard."""
    slot = slot_of(cat[new])
    if slot == "special":
        return ((),)
    if slot in SLOTS:
        return (tuple(c for c in equipped if slot_of(cat[c]) == slot),)
    hands = [c for c in equipped if slot_of(cat[c]) in ("1-hand", "2-hand")]
    if slot == "2-hand":
        return (tuple(hands),)
    used = sum(HANDS if slot_of(cat[c]) == "2-hand" else 1 for c in hands)
    if used + 1 <= HANDS:
        return ((),)
    if len(hands) == 1:  # a 2-hand Treasure
        return ((hands[0],),)
    return tuple((c,) for c in dict.fromkeys(hands))


def keeper_of(state: State) -> int:
    for seat, s in enumerate(state.seats):
        m = extra_of(state, seat, Munchkin) if s.extra else None
        if m is not None and m.keeper:
            return seat
    return -1


def discarded(state: State, cards: tuple[str, ...]) -> State:
    """Treasures to the shared Treasure discard pile."""
    keeper = keeper_of(state)
    if keeper < 0 or not cards:
        return state
    k = extra_of(state, keeper, Munchkin)
    assert k is not None
    return set_extra(state, keeper, replace(k, discard=(*k.discard, *cards)))


def with_gear(state: State, seat: int, cat: Any, equipped: tuple[str, ...]) -> State:
    m = extra_of(state, seat, Munchkin) or Munchkin()
    level = sum(level_of(cat[c]) for c in equipped)
    return set_extra(state, seat, replace(m, equipped=equipped, level=level))


def get_treasure(state: State, seat: int, cat: Any) -> Result:
    """Reveal the top Treasure (L431): a Curse goes on the stack; any other waits for the
    equip-or-discard choice (L432-434)."""
    keeper = keeper_of(state)
    if keeper < 0:
        return state, ()
    k = extra_of(state, keeper, Munchkin)
    assert k is not None
    deck, discard, rng, shuffled = k.deck, k.discard, state.rng, False
    if not deck and discard and state.options.treasure_reshuffle == "reshuffle":
        deck, rng = rng.shuffle(discard)
        deck, discard, shuffled = tuple(deck), (), True
    if not deck:
        return state, ()
    top = deck[-1]
    state = set_extra(replace(state, rng=rng), keeper, replace(k, deck=deck[:-1], discard=discard))
    curse = slot_of(cat[top]) == "curse"
    event = TreasureRevealed(seat=seat, card=top, curse=curse, reshuffled=shuffled)
    if curse:  # L433: follow it at once (a card from nobody), then discard it
        play = Play("card", card=top, parts=(top,), seat=seat)
        stack = state.stack.push(play, source=None, counts_as="action")
        return replace(state, stack=stack), (event,)  # the flow opens its window
    m = extra_of(state, seat, Munchkin) or Munchkin()
    return set_extra(state, seat, replace(m, revealed=top)), (event,)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def treasure(fx: Fx, *, level: int = 0) -> None:
    """The card is a Treasure of Level ``level`` (L423; never modified, L451)."""


@EFFECTS.op
def get_treasure_icon(fx: Fx) -> None:
    """Icon: Get Treasure after the card (L429)."""


@EFFECTS.op
def level_bonus(fx: Fx, *, at_least: int, bonus: int) -> None:
    """The card's numbers +``bonus`` if its player's Level is at least ``at_least`` when it
    resolves (L440-449; mandatory)."""


@EFFECTS.op
def level_hit(fx: Fx, *, at_least: int, amount: int) -> None:
    """Cumulative (no "instead", L444): at Level ``at_least`` or more the card's target also
    loses ``amount`` Fortitude, besides its other effects (Level read as it resolves)."""
    me = fx.seats[fx.me] if 0 <= fx.me < len(fx.seats) else None
    level = next((x.level for x in me.extra if isinstance(x, Munchkin)), 0) if me else 0
    if level >= at_least:
        fx.change("target", "fortitude", -fx.value(amount))


@EFFECTS.op
def lose_treasure(fx: Fx, *, slot: str) -> None:
    """A Curse: its drawer discards the Treasure(s) equipped in ``slot``."""


# --- hooks --------------------------------------------------------------------------------------


class TreasuresMechanic(Mechanic):
    """The hooks of the treasures family."""

    name = "treasures"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """The first munchkin at the table keeps the shuffled shared Treasure Deck."""
        if keeper_of(state) >= 0:
            return set_extra(state, seat, extra_of(state, seat, Munchkin) or Munchkin())
        deck, rng = state.rng.shuffle(self.catalog(state).deck(TREASURES))
        return set_extra(replace(state, rng=rng), seat, Munchkin(keeper=True, deck=tuple(deck)))

    def on_turn_start(self, state: State, seat: int) -> Result:
        return get_treasure(state, seat, self.catalog(state))

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        m = extra_of(state, play.seat, Munchkin)
        level = m.level if m is not None else 0
        bonus = sum(
            int(param(e, "bonus", 0))
            for e in ops_of(card, "effects", "level_bonus")
            if level >= int(param(e, "at_least", 0))
        )
        return replace(play, delta=play.delta + bonus) if bonus else play

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        cat = self.catalog(state)
        events: list[Event] = []
        for e in ops_of(card, "effects", "lose_treasure"):
            if play.seat in ignored_by:
                continue
            m = extra_of(state, play.seat, Munchkin) or Munchkin()
            slot = str(param(e, "slot", ""))
            gone = tuple(c for c in m.equipped if slot_of(cat[c]) == slot)
            kept = tuple(c for c in m.equipped if c not in gone)
            state = discarded(with_gear(state, play.seat, cat, kept), gone)
            for c in gone:
                events.append(TreasureKept(seat=play.seat, card=c, equipped=False))
        if ops_of(card, "icons", "get_treasure_icon"):
            state, more = get_treasure(state, play.seat, cat)
            events.extend(more)
        return state, tuple(events)

    def decision(self, state: State) -> Decision | None:
        seat = _due(state)
        if seat is None:
            return None
        return Decision(seat, "treasure", "equip the Treasure you revealed, or discard it")

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _due(state) != seat:
            return ()
        m = extra_of(state, seat, Munchkin)
        assert m is not None
        ways = conflicts(self.catalog(state), m.equipped, m.revealed)
        equip = [EquipTreasure(choice=w[0] if len(ways) > 1 else "equip") for w in ways]
        return (EquipTreasure(choice="discard"), *equip)

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _due(state)
        if not isinstance(action, EquipTreasure) or seat is None:
            return state, ()
        cat = self.catalog(state)
        m = extra_of(state, seat, Munchkin)
        assert m is not None
        new = m.revealed
        state = set_extra(state, seat, replace(m, revealed=""))
        if action.choice == "discard":
            return discarded(state, (new,)), (TreasureKept(seat=seat, card=new, equipped=False),)
        ways = conflicts(cat, m.equipped, new)
        drop = next((w for w in ways if action.choice in ("equip", *w)), ways[0])
        kept = tuple(c for c in m.equipped if c not in drop)
        state = discarded(with_gear(state, seat, cat, (*kept, new)), drop)
        events: list[Event] = [TreasureKept(seat=seat, card=c, equipped=False) for c in drop]
        events.append(TreasureKept(seat=seat, card=new, equipped=True))
        return state, tuple(events)

    def spare_cards(self, state: State, seat: int) -> tuple[str, ...]:
        """Equipped playable Treasures (L425), never during Get Treasure or a Curse (L436)."""
        m = extra_of(state, seat, Munchkin)
        if m is None or not m.equipped or _due(state) is not None:
            return ()
        cat = self.catalog(state)
        for item in state.stack.items:
            if item.payload.kind == "card" and slot_of(cat[item.payload.card]) == "curse":
                return ()
        return tuple(c for c in m.equipped if "playable" in (cat[c].subtypes or ()))

    def take_spare(self, state: State, seat: int, card: str) -> Result:
        m = extra_of(state, seat, Munchkin)
        if m is None or card not in m.equipped:
            return state, ()
        kept = list(m.equipped)
        kept.remove(card)
        return with_gear(state, seat, self.catalog(state), tuple(kept)), ()

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A played Treasure or a Curse goes to the Treasure discard pile (L425, L433)."""
        if getattr(card, "deck", "") != TREASURES or keeper_of(state) < 0:
            return None
        return discarded(state, (play.card,)), ()


def _due(state: State) -> int | None:
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Munchkin:
                if value.revealed and s.alive:
                    return seat
                break
    return None
