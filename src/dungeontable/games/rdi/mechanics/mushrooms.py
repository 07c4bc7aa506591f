"""Dale the Mycologist's Mushrooms (compendium 002 L229-266; rdi.md §2.1 Dale).

Setup (L235): the 15-card Mushroom Deck is shuffled and one Mushroom planted.

Plant (L243): the top Mushroom is revealed and goes into the Planter Box with its Rake Token on
its topmost number. The Planter holds at most four (L243): with four there, the revealed one is
shown and Dale discards one of the four or the new one (decision ``planter``,
``discard-mushroom slot=N``, ``-1`` = the new one) before anything else happens. An empty Mushroom
Deck is the shuffled Mushroom discard pile.

Grow (L247): the Rake Token moves down one number (the Harvest Value); at the bottom nothing
happens. At the beginning of his turn, before Discard and Draw, every Mushroom grows, then one is
planted (L251).

Harvest (L255-257): a card with a Harvest cost (``costs = [{op = "harvest", need = 3, bonus =
2}]``) may be played paying Mushrooms whose Harvest Values add up to at least ``need``: they are
discarded as the card is played (an additional cost: never given back, even if the card is
Negated or Ignored; no Gather effect for them, L265); the card then resolves with its Harvest
effect, here ``bonus`` added to every number of the card (R-11.3: "instead" effects are its
numbers raised). The play option is ``harvest:<slots>`` (``harvest:0+2``), any set of Mushrooms
that pays (overpaying gives nothing more, and a cost is paid once).

Gather (L263-265): at the end of his turn every Mushroom on its bottom-most number is discarded
(he must); one with a Gather effect (its card's ``effects``) goes on the stack as though it came
from an Action card he played from his hand (``Play(kind="card")`` of his seat, ``counts_as =
"action"``), then to the Mushroom discard pile (hook ``side_pile``). The Evershroom (subtype
``evershroom``) is never Gathered (L263).

Public: the Planter Box and the Mushroom discard pile; the Mushroom Deck is face down to everyone
(``public`` / ``private`` sorted; determinize reshuffles it). A revealed Mushroom waiting for the
room choice is face up.

Card data: Mushrooms are the catalog deck ``mushrooms`` (``cards/mushrooms.toml``), each with
``costs = [{op = "grows", values = [1, 2, 3]}]`` (its numbers, top first). Dale's cards may also
have the icons ``plant_mushroom`` and ``grow_mushrooms`` (after the card: not if Negated).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State
from .catalog import ops_of, param
from .events import DiscardMushroom, MushroomRevealed, MushroomsDiscarded, MushroomsGrown
from .pets import CatalogOf

MUSHROOMS = "mushrooms"
"""The catalog deck of the Mushroom cards."""
PLANTER_SIZE = 4
"""The Planter Box holds at most four Mushrooms (L243)."""
EVERSHROOM = "evershroom"
"""The subtype of a Mushroom never Gathered (L263)."""
HARVEST = "harvest:"
NEW = -1
"""``discard-mushroom slot=-1``: the newly revealed Mushroom."""


class Planter(SeatExtra, frozen=True):
    """Dale's Mushroom Deck (top last) and discard pile, the Planter Box (``slots``, each with
    its Rake Token's position ``rakes`` and its Harvest Value ``values``) and a revealed Mushroom
    waiting for his room choice (``""``: none)."""

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    slots: tuple[str, ...] = ()
    rakes: tuple[int, ...] = ()
    values: tuple[int, ...] = ()
    revealed: str = ""

    def public(self) -> Planter:
        """The Mushroom Deck face down: which are left, not their order."""
        return replace(self, deck=tuple(sorted(self.deck)))

    def private(self) -> Planter:
        """Dale does not know the order either."""
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Planter, Rng]:
        deck, rng = rng.shuffle(self.deck)
        return replace(self, deck=tuple(deck)), rng

    def describe(self) -> str:
        values = ", ".join(str(v) for v in self.values) or "empty"
        return (
            f"Planter Box {len(self.slots)}/{PLANTER_SIZE} (Harvest Values {values}); "
            f"Mushroom Deck {len(self.deck)}, Mushroom discard {len(self.discard)}"
        )


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def grows(fx: Fx, *, values: tuple[int, ...]) -> None:
    """A Mushroom's Harvest Values, top first (the Rake Token starts on the first, L243)."""


@EFFECTS.op
def harvest(fx: Fx, *, need: int, bonus: int) -> None:
    """Cost: Mushrooms worth at least ``need`` discarded as the card is played; +bonus to its
    numbers (L255-257)."""


@EFFECTS.op
def plant_mushroom(fx: Fx) -> None:
    """Icon: after the card, Plant a Mushroom (L243)."""


@EFFECTS.op
def grow_mushrooms(fx: Fx) -> None:
    """Icon: after the card, every Mushroom in the Planter grows (L247)."""


# --- the rules ----------------------------------------------------------------------------------


def grows_of(catalog: Any, card: str) -> tuple[int, ...]:
    for cost in ops_of(catalog[card], "costs", "grows"):
        return tuple(int(v) for v in param(cost, "values", ())) or (0,)
    return (0,)


def valued(p: Planter, catalog: Any) -> Planter:
    """``p`` with each planted Mushroom's Harvest Value read at its Rake Token."""
    values = tuple(
        grows_of(catalog, c)[min(r, len(grows_of(catalog, c)) - 1)]
        for c, r in zip(p.slots, p.rakes, strict=True)
    )
    return replace(p, values=values)


def grow(state: State, seat: int, catalog: Any) -> Result:
    """Every Mushroom's Rake Token one number down; at the bottom nothing happens (L247)."""
    p = extra_of(state, seat, Planter) or Planter()
    if not p.slots:
        return state, ()
    rakes = tuple(
        min(r + 1, len(grows_of(catalog, c)) - 1) for c, r in zip(p.slots, p.rakes, strict=True)
    )
    p = valued(replace(p, rakes=rakes), catalog)
    return set_extra(state, seat, p), (MushroomsGrown(seat=seat, values=p.values),)


def plant(state: State, seat: int, catalog: Any) -> Result:
    """Reveal the top Mushroom (the discard pile shuffled when the deck is empty) and plant it,
    or, with four planted, wait for Dale's room choice (L243)."""
    p = extra_of(state, seat, Planter) or Planter()
    deck, discard, rng = p.deck, p.discard, state.rng
    if not deck and discard:
        shuffled, rng = rng.shuffle(discard)
        deck, discard = tuple(shuffled), ()
    if not deck:
        return state, ()
    card, deck = deck[-1], deck[:-1]
    p = replace(p, deck=deck, discard=discard)
    state = replace(state, rng=rng)
    if len(p.slots) >= PLANTER_SIZE:
        p = replace(p, revealed=card)
        return set_extra(state, seat, p), (MushroomRevealed(seat=seat, card=card, planted=False),)
    p = valued(replace(p, slots=(*p.slots, card), rakes=(*p.rakes, 0)), catalog)
    return set_extra(state, seat, p), (MushroomRevealed(seat=seat, card=card, planted=True),)


def harvests(p: Planter, need: int) -> tuple[str, ...]:
    """Every set of planted Mushrooms worth at least ``need``, as play options (L257)."""
    found = []
    for size in range(1, len(p.slots) + 1):
        for chosen in combinations(range(len(p.slots)), size):
            if sum(p.values[i] for i in chosen) >= need:
                found.append(HARVEST + "+".join(str(i) for i in chosen))
    return tuple(found)


def chosen_slots(option: str) -> tuple[int, ...]:
    if not option.startswith(HARVEST):
        return ()
    return tuple(int(i) for i in option[len(HARVEST) :].split("+") if i.isdigit())


def _without(p: Planter, gone: set[int]) -> Planter:
    keep = [i for i in range(len(p.slots)) if i not in gone]
    return replace(
        p,
        slots=tuple(p.slots[i] for i in keep),
        rakes=tuple(p.rakes[i] for i in keep),
        values=tuple(p.values[i] for i in keep),
    )


def gather(state: State, seat: int, catalog: Any) -> Result:
    """End of his turn (L263-265): every fully grown Mushroom but the Evershroom is discarded;
    a Gather effect goes on the stack as his Action card."""
    p = extra_of(state, seat, Planter)
    if p is None or not p.slots:
        return state, ()
    ripe = {
        i
        for i, (c, r) in enumerate(zip(p.slots, p.rakes, strict=True))
        if r >= len(grows_of(catalog, c)) - 1 and EVERSHROOM not in catalog[c].subtypes
    }
    if not ripe:
        return state, ()
    cards = tuple(p.slots[i] for i in sorted(ripe))
    p = _without(p, ripe)
    quiet = tuple(c for c in cards if not catalog[c].effects)
    state = set_extra(state, seat, replace(p, discard=(*p.discard, *quiet)))
    stack = state.stack
    for card in cards:
        if catalog[card].effects:
            play = Play("card", card=card, parts=(card,), seat=seat)
            stack = stack.push(play, source=seat, counts_as="action")
    state = replace(state, stack=stack)
    total = sum(grows_of(catalog, c)[-1] for c in cards)
    return state, (MushroomsDiscarded(seat=seat, cards=cards, why="gather", total=total),)


class MushroomsMechanic(Mechanic):
    """The hooks of the mushrooms family."""

    name = "mushrooms"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """L235: the deck shuffled, one Mushroom planted."""
        cat = self.catalog(state)
        deck, rng = state.rng.shuffle(cat.deck(MUSHROOMS))
        state = set_extra(replace(state, rng=rng), seat, Planter(deck=tuple(deck)))
        state, _ = plant(state, seat, cat)
        return state

    def on_turn_start(self, state: State, seat: int) -> Result:
        """L251: grow every Mushroom, then plant one, before Discard and Draw."""
        cat = self.catalog(state)
        state, grown = grow(state, seat, cat)
        state, planted = plant(state, seat, cat)
        return state, (*grown, *planted)

    def play_options(self, state: State, seat: int, card: Any) -> tuple[str, ...]:
        costs = ops_of(card, "costs", "harvest")
        p = extra_of(state, seat, Planter)
        if not costs or p is None or p.revealed:
            return ("",)
        return ("", *harvests(p, int(param(costs[0], "need", 1))))

    def can_play(self, state: State, seat: int, card: Any, option: str) -> bool:
        return option in self.play_options(state, seat, card)

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        """The Harvest cost, paid at once and never given back (L257)."""
        slots = chosen_slots(option)
        p = extra_of(state, seat, Planter)
        if not slots or p is None:
            return state, ()
        cards = tuple(p.slots[i] for i in slots)
        total = sum(p.values[i] for i in slots)
        p = _without(p, set(slots))
        state = set_extra(state, seat, replace(p, discard=(*p.discard, *cards)))
        return state, (MushroomsDiscarded(seat=seat, cards=cards, why="harvest", total=total),)

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        """A paid Harvest: the card's numbers + bonus (its Harvest effect)."""
        if not play.option.startswith(HARVEST):
            return play
        bonus = sum(int(param(c, "bonus", 0)) for c in ops_of(card, "costs", "harvest"))
        return replace(play, delta=play.delta + bonus) if bonus else play

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        events: list[Event] = []
        cat = self.catalog(state)
        for icon in getattr(card, "icons", ()) or ():
            if icon.op == "grow_mushrooms":
                state, more = grow(state, play.seat, cat)
                events.extend(more)
            elif icon.op == "plant_mushroom":
                state, more = plant(state, play.seat, cat)
                events.extend(more)
        return state, tuple(events)

    def on_any_turn_end(self, state: State, owner: int, seat: int) -> Result:
        """L263: his own turn's end: the forced Gather (once: the ripe ones are gone after)."""
        if owner != seat or not state.seats[seat].alive:
            return state, ()
        return gather(state, seat, self.catalog(state))

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A Gathered Mushroom leaving the stack goes to the Mushroom discard pile."""
        if getattr(card, "deck", "") != MUSHROOMS or play.seat < 0:
            return None
        p = extra_of(state, play.seat, Planter)
        if p is None:
            return None
        return set_extra(state, play.seat, replace(p, discard=(*p.discard, play.card))), ()

    def decision(self, state: State) -> Decision | None:
        found = _due(state)
        if found is None:
            return None
        return Decision(found[0], "planter", PROMPT)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        found = _due(state)
        if found is None or found[0] != seat:
            return ()
        return (
            *(DiscardMushroom(slot=i) for i in range(len(found[1].slots))),
            DiscardMushroom(slot=NEW),
        )

    def apply_extra(self, state: State, action: Action) -> Result:
        found = _due(state)
        if not isinstance(action, DiscardMushroom) or found is None:
            return state, ()
        seat, p = found
        new = p.revealed
        p = replace(p, revealed="")
        if action.slot == NEW:
            p = replace(p, discard=(*p.discard, new))
            gone = new
        else:
            gone = p.slots[action.slot]
            p = _without(p, {action.slot})
            p = replace(p, discard=(*p.discard, gone), slots=(*p.slots, new), rakes=(*p.rakes, 0))
            p = valued(p, self.catalog(state))
        event = MushroomsDiscarded(seat=seat, cards=(gone,), why="room", total=0)
        return set_extra(state, seat, p), (event,)


PROMPT = "must make room: discard one of the four planted Mushrooms or the new one"
"""The flow's prompt of the ``planter`` decision (``words`` reads it back)."""


def _due(state: State) -> tuple[int, Planter] | None:
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Planter:
                if value.revealed and s.alive:
                    return seat, value
                break
    return None


def planter_of(extra: tuple[object, ...]) -> Planter | None:
    """A seat's Planter as a view shows it (``None``: not Dale)."""
    return next((x for x in extra if isinstance(x, Planter)), None)


def best_harvest(p: Planter, options: tuple[str, ...]) -> str:
    """The Harvest that wastes least: the smallest total, then the fewest Mushrooms."""
    paid = [o for o in options if o.startswith(HARVEST)]
    if not paid:
        return ""
    return min(paid, key=lambda o: (sum(p.values[i] for i in chosen_slots(o)), len(o)))


def worst_slot(p: Planter, new_value: int) -> int:
    """The room choice: drop the planted Mushroom of lowest Harvest Value, or the new one when
    it is worth no more than that."""
    if not p.values:
        return NEW
    low = min(range(len(p.values)), key=lambda i: p.values[i])
    return NEW if new_value <= p.values[low] else low
