"""Where a card goes when it leaves the stack (R-1.3, R-4.7, R-12.1), and the Drinks that stay
out (R-7.8): Elixirs. A helper of the rules (it imports none).

``dispose`` sends a card to its owner's discard pile, Drinks to the Drink discard, a used Prize
to the Prize Bin, an Elixir in front of the player who keeps it.

An Elixir is a Drink with the subtype ``elixir``; its ``effects`` happen to the drinker as part
of the Drink (R-7.2: one Drink). After it is drunk it stays in front of the player who drank it
(``Seat.front``, R-1.4) instead of going to the Drink discard:

- not if that player Negated it (the item was Negated) or Ignored it (they are in its
  ``ignored_by``), or if it was discarded unresolved (R-4.7);
- yes even if its Alcohol was reduced to 0 (a water-down does not stop the keeping);
- if several players took it (a Round on the House copy, a split Drink), the first of them in
  turn order (clockwise from the active player) keeps it. The card travels with the last pending
  item that carries it; each item records whether its drinker took it (``State.elixir_claims``)
  and the last one hands the card out.

An Elixir in front stays there for the rest of the game; it leaves play only when its holder
leaves the table (R-10.7: to the Drink discard). The compendium (Wench, "Elixirs") gives no
other way for it to leave.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event, StackItem

from .content import catalog, hooked_of, overriding
from .events import ElixirKept
from .pipeline import card_of
from .state import Play, Result, State, update_seat
from .table import discard_cards


def dispose(state: State, item: StackItem[Play], resolved: bool = False) -> Result:
    """A card leaves the stack: to its owner's discard pile, drinks to the Drink discard, an
    Elixir in front of the first player in turn order who took it (R-7.8); ``resolved`` = it
    resolved (not discarded unresolved, R-4.7)."""
    play = item.payload
    elixirs = elixir_parts(state, play)
    if elixirs:
        state, parts, events = settle_elixirs(state, item, elixirs, resolved)
        return discard_cards(state, -1, parts), events
    if play.copy or play.kind in ("ante", "winnings"):
        return state, ()
    if play.kind == "prize":  # a used Prize goes to the Prize Bin
        return replace(state, prize_bin=(*state.prize_bin, play.card)), ()
    if play.kind == "card" and play.seat >= 0:  # a side deck's card (a Brawler) to its pile
        for mechanic in overriding(state, "side_pile"):
            kept = mechanic.side_pile(state, play, card_of(state, play))
            if kept is not None:
                return kept
    if play.kind == "card" and resolved and not item.negated and play.seat >= 0:
        for mechanic in hooked_of(state, play.seat, "on_dispose"):  # e.g. a Rage card
            kept = mechanic.on_dispose(state, play, card_of(state, play))
            if kept is not None:
                return kept
    return discard_cards(state, play.seat if play.kind == "card" else -1, play.parts), ()


def is_elixir(state: State, card: str) -> bool:
    c = catalog(state)[card]
    return c.type == "drink" and "elixir" in c.subtypes


def elixir_parts(state: State, play: Play) -> tuple[str, ...]:
    if play.kind != "drink":
        return ()
    return tuple(c for c in play.parts if is_elixir(state, c))


def took_it(state: State, item: StackItem[Play], resolved: bool) -> bool:
    """The drinker took the Elixir's effects: it resolved, not Negated, not Ignored by them."""
    play = item.payload
    return (
        resolved
        and not item.negated
        and play.drinker >= 0
        and play.drinker not in item.ignored_by
        and state.seats[play.drinker].alive
    )


def settle_elixirs(
    state: State, item: StackItem[Play], elixirs: tuple[str, ...], resolved: bool
) -> tuple[State, tuple[str, ...], tuple[Event, ...]]:
    """Record this item's claim on its Elixirs; the last item carrying them hands them out.
    Returns the state, the parts still to discard, and the events."""
    play = item.payload
    claims = state.elixir_claims
    if took_it(state, item, resolved):
        claims = (*claims, *((card, play.drinker) for card in elixirs))
    state = replace(state, elixir_claims=claims)
    group = [
        i for i in state.stack.items if i.payload.kind == "drink" and i.payload.parts == play.parts
    ]
    if play.copy:  # the card itself travels with a pending carrier (or is already handed out)
        return state, (), ()
    copies = [i for i in group if i.payload.copy]
    # the first carrier owns the Chasers too (discarded now); a later one only the Elixirs
    rest = () if play.option == CARRIER else tuple(c for c in play.parts if c not in elixirs)
    if copies:  # the Elixir travels on with the next pending copy
        carrier = copies[-1]
        moved = replace(carrier.payload, copy=False, option=CARRIER)
        return replace(state, stack=state.stack.replace_payload(carrier.uid, moved)), rest, ()
    return _hand_out(state, elixirs, claims, rest)


CARRIER = "elixir-carrier"
"""``Play.option`` of a Drink copy that took over an Elixir card from the item owning it."""


def _hand_out(
    state: State,
    elixirs: tuple[str, ...],
    claims: tuple[tuple[str, int], ...],
    discard: tuple[str, ...],
) -> tuple[State, tuple[str, ...], tuple[Event, ...]]:
    order = state.clockwise_from(state.active)
    rest = list(discard)
    events: list[Event] = []
    for card in elixirs:
        takers = [seat for name, seat in claims if name == card and seat in order]
        if not takers:
            rest.append(card)
            continue
        keeper = min(takers, key=order.index)
        state = update_seat(state, keeper, front=(*state.seats[keeper].front, card))
        events.append(ElixirKept(seat=keeper, card=card))
    left = tuple((name, seat) for name, seat in claims if name not in elixirs)
    return replace(state, elixir_claims=left), tuple(rest), tuple(events)
