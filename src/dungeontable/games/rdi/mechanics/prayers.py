"""Brother Bastian's Prayer Cards and Prayer Tokens (compendium 002 L123-155; rdi.md §2.1 Bastian).

Besides his 40-card deck Bastian has 9 Prayer Cards (L127). At setup they are shuffled and he
is dealt 3; the other 6 are removed face down (L131). He sees his own; the others see only how
many he has, until one is played (L131, L139). He starts with no Prayer Tokens (L135); his deck
cards give them (icon ``gain_prayer``, after the card, not if Negated).

Each Prayer Card has a cost in tokens and a type (Action, Sometimes, Anytime): he may play it
whenever he could play a hand card of that type, paying the cost (L137). It is revealed and stays
face up in front of him afterwards, to be played again while he can pay (L137-139); a Negated or
Ignored Prayer refunds nothing (L143). Prayer Cards are not part of his hand (L147): they are
"spare" cards (hook ``spare_cards``), played as though in hand; an Action Prayer is his Action for
the turn (L149). Modifiers of a card's numbers never change its cost (L153): the cost is a
``costs`` entry, never a number of its effects.

A Prayer with ``another_action`` lets him play another Action card from his hand afterwards,
never an Action Prayer (nor the same one) or a card from outside his hand (L151).

Card data (the ``prayers`` deck, ``cards/prayers.toml``): ``costs = [{op = "pray", amount = 5}]``;
deck cards: ``icons = [{op = "gain_prayer", amount = 1}]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Event, Rng

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State
from .catalog import ops_of, param
from .events import PrayerPlayed, PrayerTokensGained
from .pets import CatalogOf

PRAYERS = "prayers"
"""The catalog deck id of the Prayer Cards."""
DEALT = 3
"""Prayer Cards dealt to Bastian at setup; the rest are removed face down (002 L131)."""
HIDDEN = ""
"""A face-down Prayer Card as the other players see it."""


class Prayers(SeatExtra, frozen=True):
    """Bastian's Prayer Cards (``cards``; ``""`` = face down to the viewer), the ones already
    played face up (``revealed``), his Prayer Tokens, and the cards removed face down at setup
    (``removed``; to another viewer: every Prayer Card they have not seen, sorted)."""

    cards: tuple[str, ...] = ()
    revealed: tuple[str, ...] = ()
    tokens: int = 0
    removed: tuple[str, ...] = ()
    hand_only: bool = False
    """A Prayer let him play another Action card: from his hand only (L151)."""

    def public(self) -> Prayers:
        """What the other players see: the revealed Prayers; the rest face down."""
        hidden = tuple(c for c in self.cards if c not in self.revealed)
        return replace(
            self,
            cards=tuple(c if c in self.revealed else HIDDEN for c in self.cards),
            removed=tuple(sorted((*self.removed, *hidden))),
        )

    def shuffled(self, rng: Rng) -> tuple[Prayers, Rng]:
        """A resampled view: face-down Prayers drawn at random from the unseen ones."""
        blanks = sum(1 for c in self.cards if not c)
        if not blanks:
            return self, rng
        pool, rng = rng.shuffle(self.removed)
        it = iter(pool[:blanks])
        cards = tuple(c or next(it) for c in self.cards)
        return replace(self, cards=cards, removed=tuple(pool[blanks:])), rng

    def describe(self) -> str:
        up, down = len(self.revealed), len(self.cards) - len(self.revealed)
        return f"Prayer Tokens {self.tokens}; Prayer Cards: {up} face up, {down} face down"


def cost_of(card: Any) -> int | None:
    """A Prayer Card's cost in Prayer Tokens (never changed by modifiers, L153), or None."""
    costs = ops_of(card, "costs", "pray")
    return sum(int(param(c, "amount", 0)) for c in costs) if costs else None


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def pray(fx: Fx, *, amount: int) -> None:
    """Cost: spend ``amount`` Prayer Tokens to play this Prayer Card (paid at play, L137)."""


@EFFECTS.op
def another_action(fx: Fx) -> None:
    """He may play another Action card from his hand this Action phase, not an Action Prayer
    and not this Prayer again, nor a card from outside his hand (L151)."""


@EFFECTS.op
def gain_prayer(fx: Fx, *, amount: int = 1) -> None:
    """Icon: Bastian gains ``amount`` Prayer Tokens (after the card's effects, L135)."""


# --- hooks --------------------------------------------------------------------------------------


class PrayersMechanic(Mechanic):
    """The hooks of the prayers family."""

    name = "prayers"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """Shuffle the Prayer Cards, deal 3, remove the rest face down (L131)."""
        deck, rng = state.rng.shuffle(self.catalog(state).deck(PRAYERS))
        dealt = tuple(deck[:DEALT])
        prayers = Prayers(cards=dealt, removed=tuple(sorted(deck[DEALT:])))
        return set_extra(replace(state, rng=rng), seat, prayers)

    def spare_cards(self, state: State, seat: int) -> tuple[str, ...]:
        """His Prayer Cards not already pending (L137-139: played as though in hand)."""
        p = extra_of(state, seat, Prayers)
        if p is None or not p.cards:
            return ()
        pending = {i.payload.card for i in state.stack.items if i.payload.seat == seat}
        cat = self.catalog(state) if p.hand_only else None
        return tuple(
            c
            for c in p.cards
            if c and c not in pending and (cat is None or cat[c].type != "action")
        )

    def can_play(self, state: State, seat: int, card: Any, option: str) -> bool:
        """A Prayer Card only while he can pay its cost (L137)."""
        cost = cost_of(card)
        if cost is None:
            return True
        p = extra_of(state, seat, Prayers)
        return p is not None and p.tokens >= cost

    def take_spare(self, state: State, seat: int, card: str) -> Result:
        """The Prayer Card is revealed and stays in front of him (L137)."""
        p = extra_of(state, seat, Prayers)
        if p is None or card in p.revealed:
            return state, ()
        return set_extra(state, seat, replace(p, revealed=(*p.revealed, card))), ()

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        """Pay the Prayer Tokens now, never refunded (L137, L143)."""
        cost = cost_of(card)
        p = extra_of(state, seat, Prayers)
        if cost is None or p is None:
            return state, ()
        p = replace(p, tokens=p.tokens - cost)
        event = PrayerPlayed(seat=seat, card=card.id, cost=cost, tokens=p.tokens)
        return set_extra(state, seat, p), (event,)

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """``gain_prayer`` icons: after the card's effects, not if Negated (L135)."""
        icons = ops_of(card, "icons", "gain_prayer")
        p = extra_of(state, play.seat, Prayers)
        if p is not None and ops_of(card, "effects", "another_action"):
            mine = play.seat == state.active and state.phase == "action"
            if mine:  # L151: one more Action card, from his hand only
                state = replace(state, acted=False)
                state = set_extra(state, play.seat, replace(p, hand_only=True))
                p = extra_of(state, play.seat, Prayers)
        if not icons or p is None:
            return state, ()
        amount = sum(int(param(i, "amount", 1)) for i in icons)
        p = replace(p, tokens=p.tokens + amount)
        events: tuple[Event, ...] = (
            PrayerTokensGained(seat=play.seat, amount=amount, tokens=p.tokens),
        )
        return set_extra(state, play.seat, p), events

    def on_turn_end(self, state: State, seat: int) -> Result:
        p = extra_of(state, seat, Prayers)
        if p is None or not p.hand_only:
            return state, ()
        return set_extra(state, seat, replace(p, hand_only=False)), ()

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A played Prayer Card stays face up in front of him, even when Negated (L137, L143)."""
        if getattr(card, "deck", "") != PRAYERS:
            return None
        return state, ()
