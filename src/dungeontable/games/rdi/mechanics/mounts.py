"""Molly the Stablehand's Mounts (compendium 002 L736-781; rdi.md §2.1 Molly).

Her Stable Deck is shuffled at setup (L740). She reveals a Mount at the beginning of her turn and
whenever a card with the horseshoe icon resolves, after all its other effects (L752: an icon, so
not when the card is Negated, yes when Ignored). Revealing one, in order (L754-756):

1. if its Rival is in play, follow the Rival box of the revealed Mount (house boxes: the Rival
   runs off and is discarded; the revealed Mount bolts and is discarded; or Molly is kicked for
   1 Fortitude);
2. if it is still in play and Immediate, resolve its effect (a choice of player is Molly's:
   decision ``mount``);
3. put it in play in the "Just Got Here" slot, pushing the others right until an empty slot is
   filled; one pushed off "About to Leave" is discarded (L746, L764-766).

Passive Mounts work while in play (house: the Fortitude Molly loses to other players' cards, or
the Alcohol she gains from Drinks, is 1 less). Sometimes Mounts may be played from their slot as
though they were Sometimes cards in her hand, then discarded (L750: hooks ``spare_cards`` /
``side_pile``), leaving their slot empty.

A Mount's effects come from no player, so nobody hits back for them, and they cannot be Negated,
Ignored or reduced (L779): they are applied directly, with no window. An empty Stable Deck is at
once reshuffled from its discard pile (L777). The Stable Deck is face down to everyone, Molly
too (``public`` / ``private``: sorted; determinize reshuffles it); the slots are public.

Card data: ``icons = [{op = "horseshoe"}]`` on her cards; the Mounts are the catalog deck
``stable`` (``cards/stable.toml``) with subtypes ``immediate``, ``passive`` or ``sometimes``,
``{op = "rival", mount = ID, then = "discard_rival" | "discard_self" | "kick"}`` and the passive
``{op = "mount_shield"}`` / ``{op = "mount_sober"}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..effects import EFFECTS, Change, Fx
from ..events import StatChanged
from ..hooks import (
    Mechanic,
    MechanicsOf,
    Result,
    extra_of,
    from_another_players_card,
    reacted_to,
    set_extra,
)
from ..sides import ceiling, folded
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param
from .events import AimMount, MountLeft, MountPlaced, MountRevealed
from .pets import CatalogOf
from .seats import value_of

STABLE = "stable"
MOUNT = "mount"
"""The ``Play.kind`` a Mount's direct changes are reported as to the other mechanics (no card)."""
"""The catalog deck id of the Stable Deck."""
SLOTS = ("Just Got Here", "Enjoying the Stay", "About to Leave")
"""Molly's three Mount slots, left to right (L746)."""


class Mounts(SeatExtra, frozen=True):
    """The Stable Deck (top last) and discard pile, the three slots (``""`` = empty) and a
    revealed Immediate Mount waiting for Molly's choice of player (``aiming``)."""

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    slots: tuple[str, str, str] = ("", "", "")
    aiming: str = ""

    def public(self) -> Mounts:
        return replace(self, deck=tuple(sorted(self.deck)))

    def private(self) -> Mounts:
        """Molly does not know the order of her Stable Deck either."""
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Mounts, Rng]:
        deck, rng = rng.shuffle(self.deck)
        return replace(self, deck=tuple(deck)), rng

    def describe(self) -> str:
        placed = sum(1 for c in self.slots if c)
        wait = "; a Mount waits for her choice of player" if self.aiming else ""
        return f"Mounts in play {placed}/{len(SLOTS)}; Stable Deck {len(self.deck)}{wait}"


def pushed(slots: tuple[str, str, str], mount: str) -> tuple[tuple[str, str, str], str]:
    """``mount`` into the first slot, the others pushed right up to the first empty slot
    (L764-766); returns the slots and the Mount pushed off the last slot (``""``: none)."""
    row = list(slots)
    empty = row.index("") if "" in row else len(row)
    off = row[-1] if empty == len(row) else ""
    stop = min(empty, len(row) - 1)
    for i in range(stop, 0, -1):
        row[i] = row[i - 1]
    row[0] = mount
    return (row[0], row[1], row[2]), off


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def horseshoe(fx: Fx) -> None:
    """Icon: reveal a Mount after the card's other effects (L752)."""


@EFFECTS.op
def rival(fx: Fx, *, mount: str, then: str) -> None:
    """A Mount's Rival box (L750): read when it is revealed with ``mount`` in play."""


@EFFECTS.op
def mount_shield(fx: Fx) -> None:
    """Passive: the Fortitude Molly loses to another player's card is 1 less."""


@EFFECTS.op
def mount_sober(fx: Fx) -> None:
    """Passive: the Alcohol Content Molly gains from a Drink is 1 less."""


# --- the rules ----------------------------------------------------------------------------------


def _apply(state: State, molly: int, card: Any, target: int) -> Result:
    """A Mount's Immediate effect, applied directly: from no player, not answerable (L779);
    Fortitude and Alcohol between 0 and 20, Gold from the Inn."""
    fx = Fx(Play("card", card=card.id, parts=(card.id,), seat=molly, target=target), state.seats)
    for effect in card.effects:
        if effect.op not in ("rival",):
            EFFECTS.function(effect.op)(fx, **effect.params)
    events: list[Event] = []
    for change in folded(state, fx):  # a side sharing its numbers once (R-12.2 shared_hits)
        s = state.seats[change.seat]
        if s.out:
            continue
        now = getattr(s, change.stat)
        after = max(0, now + change.amount)
        if change.stat != "gold":
            after = min(max(ceiling(state, change.seat), now), after)  # the Boss's
        elif state.options.inn_gold >= 0:  # option: the Inn pays out only what it holds
            after = min(after, now + max(0, state.options.inn_gold + state.inn))
        if after == now:
            continue
        state = update_seat(state, change.seat, **{change.stat: after})
        if change.stat == "gold":
            state = replace(state, inn=state.inn - (after - now))
        events.append(
            StatChanged(seat=change.seat, stat=change.stat, amount=after - now, value=after)
        )
    return state, tuple(events)


def _needs_target(card: Any) -> bool:
    return any(e.params.get("who", "") == "target" for e in card.effects)


def _place(state: State, molly: int, card: str) -> Result:
    mounts = value_of(state, molly, Mounts, Mounts)
    slots, off = pushed(mounts.slots, card)
    discard = (*mounts.discard, off) if off else mounts.discard
    state = set_extra(state, molly, replace(mounts, slots=slots, discard=discard, aiming=""))
    events: list[Event] = [MountPlaced(seat=molly, card=card)]
    if off:
        events.append(MountLeft(seat=molly, card=off, why="pushed"))
    return state, tuple(events)


def reveal(state: State, molly: int, catalog: Any) -> Result:
    """Reveal the top Mount (L754-756)."""
    mounts = value_of(state, molly, Mounts, Mounts)
    deck, discard, rng = mounts.deck, mounts.discard, state.rng
    if not deck and discard:  # L777 (a deck that ran out while its discard pile was empty)
        shuffled, rng = rng.shuffle(discard)
        deck, discard = tuple(shuffled), ()
    if not deck:
        return state, ()
    card, deck = deck[-1], deck[:-1]
    if not deck and discard:  # L777: the deck ran out: reshuffled at once, before the reveal
        shuffled, rng = rng.shuffle(discard)  # discards or pushes anything
        deck, discard = tuple(shuffled), ()
    mounts = replace(mounts, deck=deck, discard=discard)
    state = set_extra(replace(state, rng=rng), molly, mounts)
    events: list[Event] = [MountRevealed(seat=molly, card=card)]
    found = catalog[card]
    for box in ops_of(found, "effects", "rival"):
        enemy = param(box, "mount", "")
        if enemy not in mounts.slots:
            continue
        then = param(box, "then", "")
        if then == "discard_rival":
            slots = tuple("" if c == enemy else c for c in mounts.slots)
            mounts = replace(mounts, slots=slots, discard=(*mounts.discard, enemy))
            state = set_extra(state, molly, mounts)
            events.append(MountLeft(seat=molly, card=enemy, why="rival"))
        elif then == "discard_self":
            state = set_extra(state, molly, replace(mounts, discard=(*mounts.discard, card)))
            events.append(MountLeft(seat=molly, card=card, why="rival"))
            return state, tuple(events)
        elif then == "kick":
            state, more = _kick(state, molly)
            events.extend(more)
    if "immediate" in getattr(found, "subtypes", ()):
        if _needs_target(found) and len(state.living()) > 1:
            return set_extra(state, molly, replace(mounts, aiming=card)), tuple(events)
        state, more = _apply(state, molly, found, -1)
        events.extend(more)
    state, more = _place(state, molly, card)
    return state, (*events, *more)


def _kick(state: State, molly: int) -> Result:
    s = state.seats[molly]
    value = max(0, s.fortitude - 1)
    if value == s.fortitude:
        return state, ()
    state = update_seat(state, molly, fortitude=value)
    return state, (StatChanged(seat=molly, stat="fortitude", amount=-1, value=value),)


class MountsMechanic(Mechanic):
    """The hooks of the mounts family."""

    name = "mounts"

    def __init__(self, catalog: CatalogOf, mechanics: MechanicsOf | None = None) -> None:
        self.catalog = catalog
        self.mechanics = mechanics

    def _reacted(self, molly: int, result: Result) -> Result:
        """A Mount's Fortitude, Alcohol or Gold changes are real ones, from no player (L779):
        the other mechanics react as to any (a Pain Curse fires, L836)."""
        if self.mechanics is None:
            return result
        return reacted_to(self.mechanics, Play(MOUNT, seat=molly), result, self)

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        deck, rng = state.rng.shuffle(self.catalog(state).deck(STABLE))
        return set_extra(replace(state, rng=rng), seat, Mounts(deck=tuple(deck)))

    def on_turn_start(self, state: State, seat: int) -> Result:
        """L752: a Mount at the beginning of her turn."""
        return self._reacted(seat, reveal(state, seat, self.catalog(state)))

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """Each horseshoe icon of a resolved card (not Negated; Ignored still, R-6.12)."""
        events: list[Event] = []
        for _ in ops_of(card, "icons", "horseshoe"):
            revealed = reveal(state, play.seat, self.catalog(state))
            state, more = self._reacted(play.seat, revealed)
            events.extend(more)
        return state, tuple(events)

    def modify_change(self, state: State, play: Play, card: Any, change: Change) -> int:
        """Passive Mounts in play (house): 1 less Fortitude lost to another player's card, 1 less
        Alcohol gained from a Drink."""
        mounts = extra_of(state, change.seat, Mounts)
        if mounts is None or not any(mounts.slots):
            return change.amount
        cat = self.catalog(state)
        ops = {e.op for c in mounts.slots if c for e in cat[c].effects}
        amount = change.amount
        hurt = change.stat == "fortitude" and amount < 0
        if hurt and "mount_shield" in ops and from_another_players_card(play, change.seat):
            amount += 1
        if (
            change.stat == "alcohol"
            and amount > 0
            and play.kind == "drink"
            and "mount_sober" in ops
        ):
            amount -= 1
        return amount

    def spare_cards(self, state: State, seat: int) -> tuple[str, ...]:
        """Sometimes Mounts in play, played as though in hand (L750)."""
        mounts = extra_of(state, seat, Mounts)
        if mounts is None:
            return ()
        cat = self.catalog(state)
        return tuple(c for c in mounts.slots if c and "sometimes" in cat[c].subtypes)

    def take_spare(self, state: State, seat: int, card: str) -> Result:
        """The Mount leaves its slot empty (L764)."""
        mounts = value_of(state, seat, Mounts, Mounts)
        row = list(mounts.slots)
        row[row.index(card)] = ""
        return set_extra(state, seat, replace(mounts, slots=(row[0], row[1], row[2]))), ()

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A played Sometimes Mount is discarded to the Stable discard pile (L750)."""
        if getattr(card, "deck", "") != STABLE or play.seat < 0:
            return None
        mounts = extra_of(state, play.seat, Mounts)
        if mounts is None:
            return None
        return set_extra(
            state, play.seat, replace(mounts, discard=(*mounts.discard, play.card))
        ), ()

    def decision(self, state: State) -> Decision | None:
        seat = _due(state)
        if seat is None:
            return None
        return Decision(seat, "mount", "choose the player your Mount's effect is aimed at")

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _due(state) != seat:
            return ()
        return tuple(AimMount(target=t) for t in state.living() if t != seat)

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _due(state)
        if not isinstance(action, AimMount) or seat is None:
            return state, ()
        mounts = extra_of(state, seat, Mounts) or Mounts()
        card = mounts.aiming
        applied = _apply(state, seat, self.catalog(state)[card], action.target)
        state, events = self._reacted(seat, applied)
        state, more = _place(state, seat, card)
        return state, (*events, *more)


def _due(state: State) -> int | None:
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Mounts:
                if value.aiming and s.alive:
                    return seat
                break
    return None
