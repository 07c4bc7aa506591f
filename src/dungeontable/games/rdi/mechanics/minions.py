"""Torglesnarf Duncleton's Minions and their Wages (compendium 002 L1555-1624; rdi.md §2.1
Torglesnarf).

Setup (L1561): two extra Gold (his ``gold_delta``).

Minions (L1565-1574): a Minion card (``effects = [{op = "minion", wages = W, ability = A,
amount = N}]``) is played as his Action card; when it resolves it goes into play face up in front
of him (``on_dispose``; a Negated one is discarded). No limit on how many (L1600). An Active
Minion (ability ``hurt``: a player of his choice loses N; ``heal``: he gains N Fortitude;
``sober``: he loses N Alcohol; ``collect``: a player of his choice pays him N Gold) acts once in
each of his Action Phases, in any order, before or after his Action card, even on the turn it
came into play: ``act-minion slot=K target=T`` (his ``anytime_actions`` before the Action card;
the decision ``minion`` after it, closed with ``minions-done``). [proposed] An activation is a
pending item counting as an Action card of his (the house card's effect on the stack: answered,
Ignored, Negated like one; a player it hurts may hit back, L1592). A Passive Minion (``shield``)
is always on: another player's card makes Torglesnarf lose N less Fortitude (never below 0).

Attacking a Minion (L1578): a card with a Fortitude loss for a chosen player, played by anyone but
Torglesnarf, may aim it at one of his Minions instead (play option ``minion:<slot>``, as at
Wrench's Gizmos): his numbers do not move, nor any other part of the card on him (L1602). A hit-
back card answering a Minion's activation may be aimed at that Minion (L1592, L1606). A card of
another player that makes each other player (or every player) lose Fortitude reaches every Minion
too (L1590). Whenever a Minion loses Fortitude he chooses (decision ``wages``): pay its Wages in
Gold to the Inn (``pay-wages``; he must hold that much Gold, Gold-equivalents counted and paid
as he chooses: L586, R-9.2) or discard it (``dismiss-minion``)
(L1580). Minions Ignore Events (L1598: no Event reaches them here), never get Gold, cards,
Drinks, Scarabs, Debuffs, Bombs or marks: a card aimed at a Minion has Torglesnarf as its chosen
player, so its Scarabs, Debuffs, Bombs and marks go to him (L1607-1615,
``Mechanic.to_piece_owner``); its other parts do nothing (L1601-1605, ``pieces.owner``). A Power
Jinx on him lowers his Minions' numbers by 1 in his Action Phase (L1614: the activation is his
card, the Jinx reads it; the shields too).

A redirect answering a card aimed at the redirecting player alone may send it to one of his
Minions (``redirect_plays``, ``redirected``: the card is then aimed at that Minion). The
two-player clause of a redirect card (L1622) needs no code: no house redirect card has one.

Wages and the Inn's Gold (L1585): "any card effects that would allow you to pay the cost with Gold
from the Inn instead reduce the cost by 1 Gold". While he chooses (decision ``wages``) he may play
from his hand a card whose effect lets a player pay with the Inn's Gold (op ``pay_from_inn``, e.g.
Bryn's "Put it on the ship's account"): ``inn-pays-wages slot=K card=X`` discards it and the
Minion's Wages are 1 Gold less (``cut``), never below 0; each such card takes 1 off (ruling
``wages_inn_cards``: ``each``; alt ``one``: one card per Wages payment). [proposed] The card takes
effect at once: a Wages payment is no pending card, so no window opens on it. He decides to pay or
discard afterwards (the cards stay spent if he then discards the Minion). No card of his house
deck has such an effect; a card pack may give him one. The Wages are no pending card either, so
no card that Ignores "a card that would affect your Gold" can avoid them (L1585): none is offered
in the ``wages`` decision. All Minions are public.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import msgspec
from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..effects import EFFECTS, Change, Fx
from ..hooks import Mechanic, MechanicsOf, Result, discard_from_hand, extra_of, set_extra
from ..state import Play, SeatExtra, State, owe, update_seat
from . import pieces
from .catalog import ops_of, param
from .debuffs import STRIKE, held
from .pets import CatalogOf

ACT = "minion-act"
"""``Play.option`` of a Minion's activation on the stack (its ability, not the card played)."""
AIM = pieces.MINION
"""The play option of a card whose Fortitude loss another player aims at a Minion (L1578)."""
ALSO = pieces.ALSO + AIM
"""The play option of a two-target card whose second pick is one of that player's Minions."""
ABILITIES = ("hurt", "heal", "sober", "collect", "shield")
AIMED = ("hurt", "collect")


class Minion(msgspec.Struct, frozen=True):
    """One Minion in play: its card and the turn it last acted."""

    card: str
    acted: int = 0


class Minions(SeatExtra, frozen=True):
    """Torglesnarf's Minions in play (in the order they came), the slots whose Wages he must
    still decide (``owed``), the turn he finished activating after his Action card (``done``),
    who each Minion's activation last hurt (``hit``: (victim, card)) for hit-backs (L1592), and the
    Gold taken off the Wages now due by his Inn's-Gold cards (``cut``, L1585)."""

    minions: tuple[Minion, ...] = ()
    owed: tuple[int, ...] = ()
    done: int = 0
    hit: tuple[tuple[int, str], ...] = ()
    cut: int = 0

    @property
    def kept_cards(self) -> tuple[str, ...]:
        """The cards in play in front of him: out of the deck and the discard pile."""
        return tuple(m.card for m in self.minions)

    def describe(self) -> str:
        if not self.minions:
            return "no Minions in play"
        owed = " (Wages due)" if self.owed else ""
        return "Minions: " + ", ".join(m.card for m in self.minions) + owed


# --- events and actions -------------------------------------------------------------------------


class MinionHired(Event, frozen=True, kw_only=True):
    """A Minion went into play in front of Torglesnarf (L1567)."""

    seat: int
    card: str

    def describe(self) -> str:
        return f"seat {self.seat} puts the Minion {self.card} in play"


class MinionActed(Event, frozen=True, kw_only=True):
    """A Minion's activation went on the stack (``target``: its player, -1: none)."""

    seat: int
    card: str
    target: int = -1

    def describe(self) -> str:
        return f"seat {self.seat}'s Minion {self.card} acts (target {self.target})"


class WagesDue(Event, frozen=True, kw_only=True):
    """A Minion lost Fortitude: Torglesnarf must pay its Wages or discard it (L1580)."""

    seat: int
    card: str
    wages: int

    def describe(self) -> str:
        return f"seat {self.seat}'s Minion {self.card} is hurt: Wages {self.wages} due"


class WagesSettled(Event, frozen=True, kw_only=True):
    """Torglesnarf paid a Minion's Wages to the Inn (``paid``) or discarded it."""

    seat: int
    card: str
    paid: int = 0
    dismissed: bool = False

    def describe(self) -> str:
        if self.dismissed:
            return f"seat {self.seat} discards the Minion {self.card}"
        return f"seat {self.seat} pays {self.paid} Gold Wages to keep {self.card}"


class WagesCut(Event, frozen=True, kw_only=True):
    """Torglesnarf played ``card`` (pay with the Inn's Gold): the Wages of ``minion`` are 1 Gold
    less, ``wages`` now (L1585)."""

    seat: int
    card: str
    minion: str
    wages: int

    def describe(self) -> str:
        return f"seat {self.seat} plays {self.card}: {self.minion}'s Wages now {self.wages}"


class ActMinion(Action, frozen=True):
    """Torglesnarf's Minion in ``slot`` acts (``target``: its player, -1 for none)."""

    slot: int
    target: int = -1


class MinionsDone(Action, frozen=True):
    """No more Minion activations this Action Phase."""


class PayWages(Action, frozen=True):
    """Keep the hurt Minion in ``slot``: its Wages in Gold to the Inn."""

    slot: int


class DismissMinion(Action, frozen=True):
    """Discard the hurt Minion in ``slot`` instead of paying its Wages."""

    slot: int


class InnPaysWages(Action, frozen=True):
    """Play ``card`` from the hand, whose effect lets a player pay with Gold from the Inn: the
    Wages of the hurt Minion in ``slot`` are 1 Gold less (L1585)."""

    slot: int
    card: str


EVENTS: tuple[type[Event], ...] = (MinionHired, MinionActed, WagesDue, WagesSettled, WagesCut)
ACTIONS: tuple[type[Action], ...] = (ActMinion, MinionsDone, PayWages, DismissMinion, InnPaysWages)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def minion(fx: Fx, *, wages: int, ability: str = "hurt", amount: int = 1) -> None:
    """A Minion card: played, it goes into play (the mechanic keeps it); its activation (option
    ``minion-act``) does its ability."""
    if fx.play.option != ACT:
        return
    n = fx.value(amount)
    if ability == "hurt":
        fx.change("target", "fortitude", -n)
    elif ability == "heal":
        fx.change("self", "fortitude", n)
    elif ability == "sober":
        fx.change("self", "alcohol", -n)
    elif ability == "collect" and fx.play.target >= 0:
        fx.pay(fx.play.target, fx.play.seat, n)


# --- helpers ------------------------------------------------------------------------------------


def spec(card: Any) -> Mapping[str, Any]:
    """A Minion card's Wages and ability (empty when ``card`` is no Minion)."""
    found = ops_of(card, "effects", "minion")
    if not found:
        return {}
    e = found[0]
    return {
        "wages": int(param(e, "wages", 1)),
        "ability": str(param(e, "ability", "hurt")),
        "amount": int(param(e, "amount", 1)),
    }


def inn_card(card: Any) -> bool:
    """A card whose effect lets a player pay with Gold from the Inn (L1585: op ``pay_from_inn``)."""
    return bool(ops_of(card, "effects", "pay_from_inn"))


def wages_due(minions: Minions, cards: Mapping[str, Any]) -> int:
    """The Wages of the first hurt Minion, less the Gold his Inn's-Gold cards took off (L1585)."""
    if not minions.owed:
        return 0
    wages = int(spec(cards.get(minions.minions[minions.owed[0]].card)).get("wages", 0))
    return max(0, wages - minions.cut)


def mine(state: State, seat: int) -> Minions:
    return extra_of(state, seat, Minions) or Minions()


def aimed(play: Play) -> int:
    """The Minion slot a play aims at (-1: none)."""
    return pieces.aimed(play, AIM)


def aimed_also(play: Play) -> int:
    """The Minion slot of ``play.also`` a two-target card's second pick aims at (-1: none)."""
    return pieces.aimed(play, ALSO)


def _target_loss(card: Any, play: Play | None = None, who: str = "target") -> int | None:
    """The Fortitude loss a card's ``hit`` / ``hit_back`` ops give its chosen player; ``who =
    "targets"``: each of a two-target card's two picks."""
    found = None
    for e in getattr(card, "effects", ()) or ():
        if e.op in ("hit", "hit_back") and param(e, "who", "target") == who:
            n = int(param(e, "amount", 0)) + (play.delta if play is not None else 0)
            found = (found or 0) + max(0, n)
    return found


def aimed_plays(state: State, seat: int, card: Any, plays: Sequence[Any]) -> list[Any]:
    """More plays of a card with a Fortitude loss for a chosen player: the same, aimed at one of
    that player's Minions instead (L1578: never by Torglesnarf himself; a two-target card may
    aim either pick, ``minion:<k>`` or ``also-minion:<k>``, one per card). A hit-back only at
    the Minion whose activation hurt the seat (L1592)."""
    if any(p.also >= 0 for p in plays):  # a two-target card: either pick (one per card)
        if _target_loss(card, who="targets") is None:
            return []
        out: list[Any] = []
        for p in plays:
            for who, prefix in ((p.target, AIM), (p.also, ALSO)):
                m = extra_of(state, who, Minions) if 0 <= who != seat and not p.option else None
                for k in range(len(m.minions) if m is not None else 0):
                    out.append(type(p)(p.card, p.target, p.item, f"{prefix}{k}", p.also))
        return out
    if _target_loss(card) is None:
        return []
    back = bool(ops_of(card, "effects", "hit_back"))
    out = []
    for p in plays:
        if p.target < 0 or p.target == seat or p.also >= 0:
            continue
        m = extra_of(state, p.target, Minions)
        for k, one in enumerate(m.minions if m is not None else ()):
            if back and (seat, one.card) not in m.hit:  # type: ignore[union-attr]
                continue
            out.append(type(p)(p.card, p.target, p.item, f"{AIM}{k}", p.also))
    return out


def redirect_plays(state: State, seat: int, item: Any, plays: Sequence[Any]) -> list[Any]:
    """More plays of a redirect answering ``item``: the loss sent to one of Torglesnarf's
    Minions (L1578: a redirection effect may choose a Minion; never by Torglesnarf himself; only
    a card aimed at the redirecting player alone)."""
    return pieces.redirect_plays(state, seat, item, plays, _count, AIM)


def _count(state: State, seat: int) -> int | None:
    found = extra_of(state, seat, Minions)
    return None if found is None else len(found.minions)


def redirected(play: Play, seat: int, to: int, answer: Play) -> Play | None:
    """The pending ``play`` once ``seat`` redirects it to a Minion of ``to`` (``answer`` aimed at
    it, L1578): aimed at that Minion now; ``None``: another redirect."""
    return pieces.redirected(play, seat, to, answer, AIM)


def _every_other_loss(card: Any, play: Play) -> bool:
    """A card making each other player (or every player) lose Fortitude (L1590)."""
    for e in getattr(card, "effects", ()) or ():
        every = e.op == "hit" and param(e, "who", "target") in ("all", "others")
        if (every or e.op == "hit_all_others") and int(param(e, "amount", 0)) + play.delta > 0:
            return True
    return False


def _quiet(state: State) -> bool:
    return not (
        state.stack.items
        or state.stack.window is not None
        or state.debts
        or state.losses
        or state.gambling is not None
        or state.result is not None
    )


def _owing(state: State) -> int | None:
    """Torglesnarf with a hurt Minion's Wages to settle, once every payment owed is made (Wages
    paid in Gold-equivalents are paid before the next Minion's)."""
    if state.debts:
        return None
    for i, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Minions and value.owed and s.alive:
                return i
    return None


def _can_act(state: State, seat: int, cards: Mapping[str, Any]) -> list[int]:
    """The slots of his Active Minions still to act this Action Phase."""
    m = extra_of(state, seat, Minions)
    if m is None or state.phase != "action" or state.active != seat or not _quiet(state):
        return []
    found = []
    for k, one in enumerate(m.minions):
        s = spec(cards.get(one.card))
        if s and s["ability"] != "shield" and one.acted != state.turn:
            found.append(k)
    return found


def _shield(state: State, cards: Mapping[str, Any], seat: int) -> int:
    total = 0
    for one in mine(state, seat).minions:
        s = spec(cards.get(one.card))
        if s and s["ability"] == "shield":
            total += s["amount"]
    return total


# --- hooks --------------------------------------------------------------------------------------


class MinionsMechanic(Mechanic):
    """The hooks of the minions family."""

    name = "minions"
    waits_for_leavers = frozenset({"minion"})  # losers leave first

    def __init__(self, catalog: CatalogOf, mechanics: MechanicsOf) -> None:
        self.catalog = catalog
        self.mechanics = mechanics  # the table's, for a side deck's card discarded

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Minions())

    def on_leave(self, state: State, owner: int, leavers: tuple[int, ...]) -> Result:
        """R-10.7: his Minions leave play with him, to his discard pile (a loser's cards leave
        play; the compendium says nothing more of them): no state, view or target keeps them."""
        return pieces.leave_play(state, owner, leavers, Minions), ()

    def on_dispose(self, state: State, play: Play, card: Any) -> Result | None:
        """A resolved Minion card goes into play in front of him (L1567)."""
        if not spec(card) or play.kind != "card" or play.copy or play.option == ACT:
            return None
        m = mine(state, play.seat)
        state = set_extra(state, play.seat, replace(m, minions=(*m.minions, Minion(play.card))))
        return state, (MinionHired(seat=play.seat, card=play.card),)

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A Minion's activation leaving the stack: the Minion stays where it is."""
        if play.option != ACT or extra_of(state, play.seat, Minions) is None:
            return None
        return state, ()

    def modify_change(self, state: State, play: Play, card: Any, change: Change) -> int:
        """A card aimed at a Minion changes none of his numbers (L1602); Passive shields lower
        the Fortitude loss another player's card gives him."""
        aim = aimed(play) >= 0 and change.seat == play.target
        aim = aim or (aimed_also(play) >= 0 and change.seat == play.also)
        if aim and extra_of(state, change.seat, Minions) is not None:
            return 0
        if change.stat != "fortitude" or change.amount >= 0 or play.kind in ("drink", STRIKE):
            return change.amount  # a shield against another player's card: no Debuff's strike
        if play.seat == change.seat or extra_of(state, change.seat, Minions) is None:
            return change.amount
        shield = _shield(state, self.catalog(state).cards, change.seat)
        if state.active == change.seat and state.phase == "action":  # Power Jinx (L1614)
            shield = max(0, shield - held(state, change.seat, "power"))
        return min(0, change.amount + shield) if shield else change.amount

    def after_changes(self, state: State, play: Play, changes: tuple[Change, ...]) -> Result:
        """A Minion that lost Fortitude owes its Wages (L1580); every Minion for another
        player's every-other-player loss (L1590); an activation's victims may hit it back."""
        if play.kind != "card":
            return state, ()
        cards = self.catalog(state).cards
        events: list[Event] = []
        if play.option == ACT and extra_of(state, play.seat, Minions) is not None:
            hurt = tuple(
                (c.seat, play.card) for c in changes if c.stat == "fortitude" and c.amount < 0
            )
            if hurt:
                state = set_extra(state, play.seat, replace(mine(state, play.seat), hit=hurt))
            return state, ()
        hits = pieces.part_hits(cards.get, play, AIM)  # a Totem Combo's parts (L500, L1579)
        for owner in sorted({h[0] for h in hits}):
            m = extra_of(state, owner, Minions)
            slots = tuple(k for o, k, _ in hits if o == owner and m and 0 <= k < len(m.minions))
            state, more = _owe(state, owner, slots, cards)
            events.extend(more)
        slot, owner, who = aimed(play), play.target, "target"
        if play.also >= 0:  # a two-target card: its picks lose the "targets" amount
            who = "targets"
            if aimed_also(play) >= 0:
                slot, owner = aimed_also(play), play.also
        if slot >= 0:
            m = extra_of(state, owner, Minions)
            loss = _target_loss(cards.get(play.card), play, who)
            if owner == play.also:  # a Story's or Gear's pick at a Minion (L1578)
                loss = (loss or 0) + pieces.joined_loss(cards.get, play)
            if m is not None and 0 <= slot < len(m.minions) and loss:
                state, more = _owe(state, owner, (slot,), cards)
                events.extend(more)
            return state, tuple(events)
        if not _every_other_loss(cards.get(play.card), play):
            return state, tuple(events)
        for owner, s in enumerate(state.seats):
            m = extra_of(state, owner, Minions)
            if m is None or owner == play.seat or not s.alive or not m.minions:
                continue
            state, more = _owe(state, owner, tuple(range(len(m.minions))), cards)
            events.extend(more)
        return state, tuple(events)

    def decision(self, state: State) -> Decision | None:
        seat = _owing(state)
        if seat is not None:
            return Decision(seat, "wages", "pay a hurt Minion's Wages to the Inn, or discard it")
        seat = state.active
        if state.phase != "action" or not state.acted or seat < 0 or not state.seats[seat].alive:
            return None
        m = extra_of(state, seat, Minions)
        if m is None or m.done == state.turn:
            return None
        if _can_act(state, seat, self.catalog(state).cards):
            return Decision(seat, "minion", "activate a Minion, or none more this turn")
        return None

    def _acts(self, state: State, seat: int) -> tuple[Action, ...]:
        cards = self.catalog(state).cards
        m = mine(state, seat)
        found: list[Action] = []
        for k in _can_act(state, seat, cards):
            s = spec(cards.get(m.minions[k].card))
            if s["ability"] in AIMED:
                found.extend(ActMinion(slot=k, target=o) for o in state.living() if o != seat)
            else:
                found.append(ActMinion(slot=k))
        return tuple(found)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        decided = self.decision(state)
        if decided is None or decided.seat != seat:
            return ()
        m = mine(state, seat)
        if decided.kind == "wages":
            slot = m.owed[0]
            cat = self.catalog(state)
            wages = wages_due(m, cat.cards)
            pay = (PayWages(slot=slot),) if state.seats[seat].wealth >= wages else ()  # L586
            once = state.options.wages_inn_cards == "one" and m.cut > 0
            inn = () if wages <= 0 or once else self._inn_cards(state, seat)
            cut = tuple(InnPaysWages(slot=slot, card=c) for c in inn)
            return (*pay, DismissMinion(slot=slot), *cut)
        return (*self._acts(state, seat), MinionsDone())

    def _inn_cards(self, state: State, seat: int) -> tuple[str, ...]:
        """The cards in his hand that let a player pay with the Inn's Gold (L1585), sorted."""
        cards = self.catalog(state).cards
        return tuple(sorted({c for c in state.seats[seat].hand if inn_card(cards.get(c))}))

    def anytime_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """Before his Action card: his Minions act (L1569)."""
        if state.acted or state.active != seat:
            return ()
        return self._acts(state, seat)

    def apply_anytime(self, state: State, seat: int, action: Action) -> Result:
        if not isinstance(action, ActMinion):
            return state, ()
        return _activate(state, seat, action)

    def apply_extra(self, state: State, action: Action) -> Result:
        decided = self.decision(state)
        if decided is None:
            return state, ()
        seat = decided.seat
        m = mine(state, seat)
        cards = self.catalog(state).cards
        if isinstance(action, MinionsDone):
            return set_extra(state, seat, replace(m, done=state.turn)), ()
        if isinstance(action, ActMinion):
            return _activate(state, seat, action)
        if isinstance(action, InnPaysWages) and m.owed and action.slot == m.owed[0]:
            if InnPaysWages(slot=action.slot, card=action.card) not in self.extra_actions(
                state, seat
            ):
                return state, ()
            hand = list(state.seats[seat].hand)
            hand.remove(action.card)  # to his discard pile (a side deck's card to its own)
            state = update_seat(state, seat, hand=tuple(hand))
            state = discard_from_hand(state, seat, (action.card,), self.mechanics, self.catalog)
            m = replace(m, cut=m.cut + 1)
            state = set_extra(state, seat, m)
            one = m.minions[action.slot]
            due = wages_due(m, cards)
            return state, (WagesCut(seat=seat, card=action.card, minion=one.card, wages=due),)
        if isinstance(action, (PayWages, DismissMinion)) and m.owed and action.slot == m.owed[0]:
            one = m.minions[action.slot]
            rest = m.owed[1:]
            if isinstance(action, PayWages):
                wages = wages_due(m, cards)
                s = state.seats[seat]
                if s.valuables:  # he chooses Gold or Gold-equivalents (L586)
                    state = owe(state, seat, -1, wages)
                else:
                    state = update_seat(state, seat, gold=s.gold - wages)
                    state = replace(state, inn=state.inn + wages)
                state = set_extra(state, seat, replace(m, owed=rest, cut=0))
                return state, (WagesSettled(seat=seat, card=one.card, paid=wages),)
            kept = m.minions[: action.slot] + m.minions[action.slot + 1 :]
            shifted = tuple(k - 1 if k > action.slot else k for k in rest if k != action.slot)
            state = set_extra(state, seat, replace(m, minions=kept, owed=shifted, cut=0))
            state = update_seat(state, seat, discard=(*state.seats[seat].discard, one.card))
            return state, (WagesSettled(seat=seat, card=one.card, dismissed=True),)
        return state, ()

    def on_turn_end(self, state: State, seat: int) -> Result:
        m = extra_of(state, seat, Minions)
        if m is None or not m.hit:
            return state, ()
        return set_extra(state, seat, replace(m, hit=())), ()


def _owe(state: State, owner: int, slots: tuple[int, ...], cards: Mapping[str, Any]) -> Result:
    m = mine(state, owner)
    new = tuple(k for k in slots if k not in m.owed)
    if not new:
        return state, ()
    state = set_extra(state, owner, replace(m, owed=(*m.owed, *new)))
    events = tuple(
        WagesDue(
            seat=owner,
            card=m.minions[k].card,
            wages=int(spec(cards.get(m.minions[k].card)).get("wages", 0)),
        )
        for k in new
    )
    return state, events


def _activate(state: State, seat: int, action: ActMinion) -> Result:
    m = mine(state, seat)
    if not 0 <= action.slot < len(m.minions):
        return state, ()
    one = m.minions[action.slot]
    kept = list(m.minions)
    kept[action.slot] = replace(one, acted=state.turn)
    state = set_extra(state, seat, replace(m, minions=tuple(kept)))
    play = Play("card", card=one.card, seat=seat, target=action.target, option=ACT)
    stack = state.stack.push(play, source=seat, counts_as="action")
    state = replace(state, stack=stack)  # the flow opens the window (``flow._windowed``)
    return state, (MinionActed(seat=seat, card=one.card, target=action.target),)


# --- the heuristic bot's advice ----------------------------------------------------------------


def aim_filter(seats: Sequence[Any], cards: Mapping[str, Any], legal: Sequence[Any]) -> list[Any]:
    """The heuristic bot's aim at Torglesnarf: at an Active Minion he cannot pay the Wages of
    (it goes), dropping the plain play of that card; otherwise at him, never at a Minion."""
    keep: list[Any] = []
    better: set[tuple[str, int, int]] = set()
    for a in legal:
        slot = aimed(a) if isinstance(getattr(a, "option", None), str) else -1
        if slot < 0:
            continue
        m = next((x for x in seats[a.target].extra if isinstance(x, Minions)), None)
        if m is None or slot >= len(m.minions):
            continue
        s = spec(cards.get(m.minions[slot].card))
        if s and s["ability"] in AIMED and seats[a.target].gold < s["wages"]:
            better.add((a.card, a.target, a.item))
            keep.append(a)
    for a in legal:
        slot = aimed(a) if isinstance(getattr(a, "option", None), str) else -1
        if slot >= 0:
            continue
        key = (getattr(a, "card", ""), getattr(a, "target", -1), getattr(a, "item", 0))
        if key not in better or getattr(a, "option", "") != "":
            keep.append(a)
    return keep or list(legal)


def advice(
    minions: Minions | None,
    cards: Mapping[str, Any],
    legal: Sequence[Action],
    gold: int,
    victim: Callable[[list[int]], int],
) -> Action | None:
    """The heuristic bot's Minions: every activation (a hurt or a collection at ``victim``),
    Wages paid while 4 Gold or more would be left, else the Minion discarded; an Inn's-Gold card
    (L1585) is played first whenever 1 Gold less would let it keep the Minion."""
    if minions is None:
        return None
    pays = [a for a in legal if isinstance(a, PayWages)]
    dismiss = [a for a in legal if isinstance(a, DismissMinion)]
    inn = [a for a in legal if isinstance(a, InnPaysWages)]
    if dismiss:
        slot = dismiss[0].slot
        wages = int(spec(cards.get(minions.minions[slot].card)).get("wages", 0))
        wages = max(0, wages - minions.cut)
        if inn and gold - (wages - 1) >= 4:
            return inn[0]
        return pays[0] if pays and gold - wages >= 4 else dismiss[0]
    acts = [a for a in legal if isinstance(a, ActMinion)]
    if acts:
        slot = acts[0].slot
        mine_ = [a for a in acts if a.slot == slot]
        if mine_[0].target < 0:
            return mine_[0]
        aim = victim([a.target for a in mine_])
        return next(a for a in mine_ if a.target == aim)
    if MinionsDone() in legal:
        return MinionsDone()
    return None


__all__ = [
    "ACTIONS",
    "EVENTS",
    "ActMinion",
    "DismissMinion",
    "InnPaysWages",
    "Minion",
    "MinionActed",
    "MinionHired",
    "Minions",
    "MinionsDone",
    "MinionsMechanic",
    "PayWages",
    "WagesCut",
    "WagesDue",
    "WagesSettled",
    "advice",
    "aim_filter",
    "aimed_plays",
    "inn_card",
    "redirect_plays",
    "redirected",
    "spec",
    "wages_due",
]
