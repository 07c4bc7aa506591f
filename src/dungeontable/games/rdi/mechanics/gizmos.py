"""Wrench's Gizmos (compendium 002 L1775-1866; rdi.md §2.1 Wrench), first part.

A Gizmo Card is played as his Action card (L1783); when it resolves it goes into play in front of
him instead of the discard pile, its wrench token on the highest number of its Fortitude track
(L1791), never above it (L1789). A Negated one never resolves and is simply discarded.

At the end of his Action Phase every Gizmo in play ticks down, in the order of his choice (L1793):
it loses 1 Fortitude; an Active Gizmo's ability may then be used, even when it just ticked down
to 0 (L1793) — a "may", so each tick is his decision ``gizmo`` (which Gizmo next, and whether and
on whom to use it). When he passes his Action instead of playing one, the Gizmos tick down as
his Order a Drink phase begins, before he orders. A Gizmo at 0 breaks down into his discard pile
(L1789); a tick-down never causes Collateral Damage (L1813). Passive Gizmos are always on while
in play (L1799): the house ``shield`` lowers the Fortitude loss another player's card gives
Wrench (L1801: Buckler in a Box, 2 -> 1; L1825: Head Case, 1 -> 0).

A card that makes *every* player lose or gain Fortitude (``who = "all"``; an "every other player"
card is not one) also moves each Gizmo's Fortitude, after Wrench's own change (L1811);
a Gizmo that a card's loss breaks down gives Wrench Collateral Damage: 1 Fortitude loss nothing
reduces, Ignores or redirects (L1817, L1825: two Gizmos broken by Pooky, 2 lost).

"Automated Oil Can" (house ``oil``) puts a "+" on a Gizmo, itself included (L1839): the Gizmo's
next ability is 1 higher per "+"; the "+" go as soon as it loses Fortitude (the tick-down that
uses the ability still counts them: L1839, "the next time you activate it"). A card that
sacrifices a Gizmo (L1835) names it as it is played (play option ``sacrifice:<slot>``, paid at
once, never Collateral Damage).

Attacking a Gizmo (L1805): a card with a Fortitude loss for a chosen player, played by anyone but
Wrench, may aim it at one of his Gizmos instead (play option ``gizmo:<slot>``, next to the plain
plays: ``plays.effect_plays``). Wrench's numbers do not move (L1847: its other parts do nothing);
the Gizmo loses the card's loss as the other mechanics would alter it for a player (L1841), and
one it breaks costs him Collateral Damage (L1817); a Pain Curse does not fire (L1855).

Redirecting to a Gizmo (L1805: the "redirection effect" a player other than Wrench chooses a
player for): a redirect answering a card aimed at its player alone may send the loss to one of
Wrench's Gizmos instead (play option ``gizmo:<slot>`` with Wrench as the target; ``redirect_plays``
offers it, ``redirected`` turns the pending card into one aimed at that Gizmo), so the Gizmo loses
it as though the card had been aimed at it (Collateral Damage if it breaks).

Hitting back at a Gizmo (L1815): a player a Gizmo's ability made lose Fortitude may hit back at
Wrench or at the Gizmo that hit them: the Gizmo's loss (``Play(kind="damage")`` marked
``by-gizmo:<card>``) gives the hit-back right a player's card gives (``rules/resolution``), the
mechanic remembers which Gizmo hit whom (``Gizmos.hit``, until his next turn) and
``back_plays`` offers the hit-back aimed at that Gizmo (``gizmo:<slot>``).

Gizmos ignore Events (no Event targets them here), never get Gold, cards, Drinks, Artifacts,
Bombs or marks: a card aimed at a Gizmo gives Wrench its Bombs, Debuffs and marks (L1849-1863,
``Mechanic.to_piece_owner``), its other parts do nothing (L1837-1847, ``pieces.owner``).
Collateral Damage is a real loss of Wrench's: his Pain Curse fires on it (L1857).

A Power Jinx on Wrench lowers his Gizmos' numbers by 1 each during his Action Phase (L1853): the
abilities used as they tick down, and the shields while it lasts (never below 0); it goes back
after the tick-downs (at the end of his turn, with Natyli's other returns).

Card data: ``effects = [{op = "gizmo", fortitude = N, kind = "active" | "passive",
ability = "hurt" | "heal" | "sober" | "oil" | "shield", amount = N}]``; a sacrifice card has
``costs = [{op = "sacrifice_gizmo"}]``. All Gizmos are public: nothing is hidden.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import msgspec
from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..effects import EFFECTS, Change, Fx
from ..events import StatChanged
from ..hooks import Mechanic, Result, extra_of, overrides, set_extra
from ..sides import ceiling
from ..state import Loss, Play, SeatExtra, State, update_seat
from . import pieces
from .catalog import ops_of, param
from .debuffs import STRIKE, held
from .pets import CatalogOf

MAX_STAT = 20
MechanicsOf = Callable[[State], tuple[tuple[int, Mechanic], ...]]
"""The game's (seat, mechanic) pairs (``content.all_mechanics``, given by the content)."""
ABILITIES = ("hurt", "heal", "sober", "oil", "shield")


class Gizmo(msgspec.Struct, frozen=True):
    """One Gizmo in play: its card, Fortitude now, "+" tokens and the turn it last ticked."""

    card: str
    fortitude: int
    plus: int = 0
    ticked: int = -1


class Gizmos(SeatExtra, frozen=True):
    """Wrench's Gizmos in play, in the order they came, and who each Gizmo's ability hurt
    (``hit``: (seat, Gizmo card), the hit-back targets of L1815, kept until his next turn)."""

    gizmos: tuple[Gizmo, ...] = ()
    hit: tuple[tuple[int, str], ...] = ()

    @property
    def kept_cards(self) -> tuple[str, ...]:
        """The cards in play in front of him: out of the deck and the discard pile."""
        return tuple(g.card for g in self.gizmos)

    def describe(self) -> str:
        if not self.gizmos:
            return "no Gizmos in play"
        parts = [f"{g.card} at {g.fortitude}" + (f" (+{g.plus})" if g.plus else "") for g in self]
        return "Gizmos: " + ", ".join(parts)

    def __iter__(self) -> Any:
        return iter(self.gizmos)


# --- events and actions -------------------------------------------------------------------------


class GizmoBuilt(Event, frozen=True, kw_only=True):
    """A Gizmo went into play in front of Wrench at its highest Fortitude (002 L1791)."""

    seat: int
    card: str
    fortitude: int

    def describe(self) -> str:
        return f"seat {self.seat} puts {self.card} in play at {self.fortitude} Fortitude"


class GizmoChanged(Event, frozen=True, kw_only=True):
    """A Gizmo's Fortitude moved: ``why`` = ``tick`` (ticked down), ``card`` (a card's effect),
    ``oil`` (a "+" put on it); ``broke`` = it broke down into the discard pile; ``collateral`` =
    the Fortitude Wrench lost for it (L1813)."""

    seat: int
    card: str
    amount: int
    value: int
    why: str
    broke: bool = False
    collateral: int = 0

    def describe(self) -> str:
        broke = " and breaks down" if self.broke else ""
        return f"seat {self.seat}'s {self.card} {self.why} {self.amount:+d} -> {self.value}{broke}"


class GizmoSacrificed(Event, frozen=True, kw_only=True):
    """A Gizmo moved to the discard pile as a card's cost (L1835: no Collateral Damage)."""

    seat: int
    card: str
    paid_for: str

    def describe(self) -> str:
        return f"seat {self.seat} sacrifices {self.card} for {self.paid_for}"


class TickGizmo(Action, frozen=True):
    """Wrench ticks the Gizmo in ``slot`` down (L1793); ``use``: use its Active ability, aimed at
    ``target`` (a player for ``hurt``, a Gizmo slot for ``oil``, else -1)."""

    slot: int
    use: bool = False
    target: int = -1


EVENTS: tuple[type[Event], ...] = (GizmoBuilt, GizmoChanged, GizmoSacrificed)
ACTIONS: tuple[type[Action], ...] = (TickGizmo,)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def gizmo(
    fx: Fx, *, fortitude: int, kind: str = "active", ability: str = "hurt", amount: int = 1
) -> None:
    """A Gizmo Card: when it resolves it goes into play (the mechanic keeps it)."""


@EFFECTS.op
def sacrifice_gizmo(fx: Fx) -> None:
    """Cost: move one of your Gizmos in play to the discard pile (L1835)."""


# --- helpers ------------------------------------------------------------------------------------


def spec(card: Any) -> Mapping[str, Any]:
    """A Gizmo card's track and ability (empty when ``card`` is no Gizmo)."""
    found = ops_of(card, "effects", "gizmo")
    if not found:
        return {}
    e = found[0]
    return {
        "fortitude": int(param(e, "fortitude", 1)),
        "kind": str(param(e, "kind", "active")),
        "ability": str(param(e, "ability", "hurt")),
        "amount": int(param(e, "amount", 1)),
    }


AIM = pieces.GIZMO
"""The play option of a card whose Fortitude loss another player aims at a Gizmo (L1805)."""
BY = "by-gizmo:"
"""The option of a Gizmo ability's loss (``Play(kind="damage")``): the Gizmo card that hit."""


ALSO = pieces.ALSO + AIM
"""The option of a Bomb whose "another player" its holder chose to be a Gizmo (L978)."""


def aimed(play: Play) -> int:
    """The Gizmo slot a play aims at (-1: none)."""
    return pieces.aimed(play, AIM)


def aimed_also(play: Play) -> int:
    """The Gizmo slot of ``play.also`` a Bomb's second loss aims at (-1: none)."""
    return pieces.aimed(play, ALSO)


def by_gizmo(play: Play) -> bool:
    """Whether the play is a Gizmo ability's loss (its victims may hit back, L1815)."""
    return play.kind == "damage" and play.option.startswith(BY)


def redirect_plays(state: State, seat: int, item: Any, plays: list[Any]) -> list[Any]:
    """More plays of a redirect answering ``item``: the loss sent to one of Wrench's Gizmos
    (L1805; never by Wrench himself; only a card aimed at the redirecting player alone)."""
    return pieces.redirect_plays(state, seat, item, plays, _count, AIM)


def _count(state: State, seat: int) -> int | None:
    found = extra_of(state, seat, Gizmos)
    return None if found is None else len(found.gizmos)


def redirected(play: Play, seat: int, to: int, answer: Play) -> Play | None:
    """The pending ``play`` once ``seat`` redirects it to a Gizmo of ``to`` (``answer`` aimed
    at it, L1805): aimed at that Gizmo now; ``None``: the redirect is a plain one."""
    return pieces.redirected(play, seat, to, answer, AIM)


def back_plays(state: State, seat: int, plays: list[Any]) -> list[Any]:
    """More plays of a hit-back: at the Gizmo whose ability hurt ``seat`` (L1815)."""
    out: list[Any] = []
    for p in plays:
        giz = extra_of(state, p.target, Gizmos)
        if giz is None or p.target == seat:
            continue
        hurt = {card for victim, card in giz.hit if victim == seat}
        for k, g in enumerate(giz.gizmos):
            if g.card in hurt:
                out.append(type(p)(p.card, p.target, p.item, f"{AIM}{k}", p.also))
    return out


def _target_loss(card: Any, play: Play | None = None) -> int | None:
    """The Fortitude loss a card's ``hit`` ops give its chosen player (``None``: it has none);
    a two-target card's ("targets") counts for its first player too."""
    found = None
    for e in getattr(card, "effects", ()) or ():
        who = param(e, "who", "target")
        if (e.op == "hit" and who in ("target", "targets")) or e.op == "hit_back":
            n = int(param(e, "amount", 0)) + (play.delta if play is not None else 0)
            found = (found or 0) + max(0, n)
    return found


def _also_loss(card: Any, play: Play) -> int:
    """The Fortitude loss a two-target card's ``hit`` ops give its second player."""
    found = 0
    for e in getattr(card, "effects", ()) or ():
        if e.op == "hit" and param(e, "who", "target") == "targets":
            found += max(0, int(param(e, "amount", 0)) + play.delta)
    return found


def aimed_plays(state: State, seat: int, card: Any, plays: list[Any]) -> list[Any]:
    """More plays of a card with a Fortitude loss for a chosen player: the same, aimed at one of
    that player's Gizmos instead (L1803: never by Wrench himself). A two-target card (each of
    two chosen players loses Fortitude) may aim either one of its two picks at a Gizmo of that
    player (``gizmo:<k>`` for the first, ``also-gizmo:<k>`` for the second), one per card."""
    if _target_loss(card) is None:
        return []
    out: list[Any] = []
    for p in plays:
        if p.target < 0 or p.option:
            continue
        if p.target != seat:
            giz = extra_of(state, p.target, Gizmos)
            for k in range(len(giz.gizmos) if giz is not None else 0):
                out.append(type(p)(p.card, p.target, p.item, f"{AIM}{k}", p.also))
        if p.also < 0 or p.also == seat or not _also_loss(card, Play("card", also=p.also)):
            continue
        giz = extra_of(state, p.also, Gizmos)
        for k in range(len(giz.gizmos) if giz is not None else 0):
            out.append(type(p)(p.card, p.target, p.item, f"{ALSO}{k}", p.also))
    return out


def mine(state: State, seat: int) -> Gizmos:
    return extra_of(state, seat, Gizmos) or Gizmos()


def _due(state: State) -> int | None:
    """Wrench, when his Action Phase is over with Gizmos still to tick down this turn."""
    over = (state.phase == "action" and state.acted) or state.phase == "order"
    if state.result is not None or not over:  # a passed Action: as Order a Drink begins
        return None
    if state.stack.items or state.stack.window is not None or state.debts or state.losses:
        return None
    if state.gambling is not None:  # his Action card's Round of Gambling: the Phase goes on
        return None
    seat = state.active
    if seat < 0 or not state.seats[seat].alive:
        return None
    found = extra_of(state, seat, Gizmos)
    if found is None or all(g.ticked == state.turn for g in found):
        return None
    return seat


def _lose(
    state: State, cards: Mapping[str, Any], owner: int, slot: int, amount: int, why: str
) -> tuple[State, Event]:
    """The Gizmo in ``slot`` loses ``amount`` Fortitude (gains when negative); a "+" goes with
    a loss (L1839); at 0 it breaks down into the discard pile, with Collateral Damage when a
    card's effect broke it (L1813)."""
    giz = mine(state, owner)
    g = giz.gizmos[slot]
    cap = int(spec(cards.get(g.card)).get("fortitude", MAX_STAT))  # never above it (L1789)
    value = min(max(g.fortitude - amount, 0), max(cap, g.fortitude))
    new = replace(g, fortitude=value, plus=0 if amount > 0 else g.plus)
    rest = list(giz.gizmos)
    collateral = 0
    if value <= 0:
        del rest[slot]
        seat = state.seats[owner]
        state = update_seat(state, owner, discard=(*seat.discard, g.card))
        if why == "card":
            collateral = min(1, state.seats[owner].fortitude)
            state = update_seat(state, owner, fortitude=state.seats[owner].fortitude - collateral)
    else:
        rest[slot] = new
    state = set_extra(state, owner, replace(giz, gizmos=tuple(rest)))
    event = GizmoChanged(
        seat=owner,
        card=g.card,
        amount=value - g.fortitude,
        value=value,
        why=why,
        broke=value <= 0,
        collateral=collateral,
    )
    return state, event


def _shield(state: State, cards: Mapping[str, Any], seat: int, jinxes: int = 0) -> int:
    """The Fortitude the Passive shields take off; a Power Jinx lowers each Gizmo's number
    (L1855: "all of the numeric effects on all of his Gizmos", never below 0)."""
    total = 0
    for g in mine(state, seat):
        s = spec(cards.get(g.card))
        if s and s["ability"] == "shield":
            total += max(0, s["amount"] + g.plus - jinxes)
    return total


def _all_fortitude(card: Any, play: Play, others: bool = False) -> int:
    """The Fortitude change a card gives every player (0: none), its numbers as modified;
    ``others``: also what it gives each other player (option ``gizmo_each_other``)."""
    total = 0
    for e in getattr(card, "effects", ()) or ():
        if e.op == "hit_all_others" and others:
            total -= max(0, int(param(e, "amount", 0)) + play.delta)
            continue
        if e.op not in ("hit", "heal"):
            continue
        who = param(e, "who", "target" if e.op == "hit" else "self")
        if who != "all" and not (others and who == "others"):
            continue
        n = max(0, int(param(e, "amount", 0)) + play.delta)
        total += -n if e.op == "hit" else n
    return total


def _struck(state: State, play: Play, owner: int) -> State:
    """L1843: another player's card just made one of Wrench's Gizmos lose Fortitude: a hit-back
    card naming his Gizmos (the house Phalanx) may answer it, once (a loss of his own from the
    same card already gives that right)."""
    source = play.seat
    if source < 0 or source == owner:
        return state
    if any(x.victim == owner and x.source == source for x in state.losses):
        return state
    return replace(state, losses=(*state.losses, Loss(owner, source, "gizmo")))


def _collateral_after(
    state: State, mechanics: MechanicsOf, play: Play, owner: int, lost: int
) -> Result:
    """Collateral Damage is a real Fortitude loss of Wrench's: the other mechanics' reactions to
    one (L1857: his Pain Curse fires)."""
    events: list[Event] = []
    seen: set[int] = set()
    for _, m in mechanics(state):
        if id(m) in seen or not overrides(m, "after_changes"):
            continue
        seen.add(id(m))
        if not isinstance(m, GizmosMechanic):
            state, more = m.after_changes(state, play, (Change(owner, "fortitude", -lost),))
            events.extend(more)
    return state, tuple(events)


# --- hooks --------------------------------------------------------------------------------------


class GizmosMechanic(Mechanic):
    """The hooks of the gizmos family."""

    name = "gizmos"
    waits_for_leavers = frozenset({"gizmo"})  # losers leave first

    def __init__(self, catalog: CatalogOf, mechanics: MechanicsOf) -> None:
        self.catalog = catalog
        self.mechanics = mechanics

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Gizmos())

    def on_leave(self, state: State, owner: int, leavers: tuple[int, ...]) -> Result:
        """R-10.7: his Gizmos leave play with him, to his discard pile (no Collateral Damage: no
        card broke them), as Torglesnarf's Minions do."""
        return pieces.leave_play(state, owner, leavers, Gizmos), ()

    def on_turn_start(self, state: State, seat: int) -> Result:
        """Who his Gizmos hurt last turn can no longer hit them back (L1815)."""
        giz = extra_of(state, seat, Gizmos)
        if giz is None or not giz.hit:
            return state, ()
        return set_extra(state, seat, replace(giz, hit=())), ()

    def play_options(self, state: State, seat: int, card: Any) -> tuple[str, ...]:
        """A sacrifice card names the Gizmo it sacrifices (L1835); none in play: played plainly."""
        if not ops_of(card, "costs", "sacrifice_gizmo"):
            return ("",)
        giz = mine(state, seat)
        return tuple(f"sacrifice:{i}" for i in range(len(giz.gizmos))) or ("",)

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        if not option.startswith("sacrifice:"):
            return state, ()
        slot = int(option.split(":", 1)[1])
        giz = mine(state, seat)
        if slot >= len(giz.gizmos):
            return state, ()
        g = giz.gizmos[slot]
        rest = giz.gizmos[:slot] + giz.gizmos[slot + 1 :]
        state = set_extra(state, seat, replace(giz, gizmos=rest))
        state = update_seat(state, seat, discard=(*state.seats[seat].discard, g.card))
        return state, (GizmoSacrificed(seat=seat, card=g.card, paid_for=getattr(card, "id", "")),)

    def on_dispose(self, state: State, play: Play, card: Any) -> Result | None:
        """A resolved Gizmo Card goes into play at its highest Fortitude (L1791)."""
        s = spec(card)
        if not s or play.kind != "card" or play.copy:
            return None
        giz = mine(state, play.seat)
        new = Gizmo(play.card, s["fortitude"])
        state = set_extra(state, play.seat, replace(giz, gizmos=(*giz.gizmos, new)))
        return state, (GizmoBuilt(seat=play.seat, card=play.card, fortitude=s["fortitude"]),)

    def modify_change(self, state: State, play: Play, card: Any, change: Change) -> int:
        """Passive shields: another player's card makes Wrench lose less Fortitude (L1801); a
        card aimed at a Gizmo changes none of his numbers (L1805, L1847)."""
        aim = aimed(play) >= 0 and change.seat == play.target
        aim = aim or (aimed_also(play) >= 0 and change.seat == play.also)
        if aim and extra_of(state, change.seat, Gizmos) is not None:
            return 0
        if change.stat != "fortitude" or change.amount >= 0 or play.kind in ("drink", STRIKE):
            return change.amount  # a shield against another player's card: no Debuff's strike
        if play.seat == change.seat or extra_of(state, change.seat, Gizmos) is None:
            return change.amount
        jinxed = state.active == change.seat and state.phase == "action"  # Power Jinx (L1855)
        jinxes = held(state, change.seat, "power") if jinxed else 0
        shield = _shield(state, self.catalog(state).cards, change.seat, jinxes)
        return min(0, change.amount + shield) if shield else change.amount

    def after_changes(self, state: State, play: Play, changes: tuple[Change, ...]) -> Result:
        """A card moving every player's Fortitude moves each Gizmo's too, after Wrench (L1811);
        each one broken gives Collateral Damage (L1813, L1825). Events Ignore Gizmos (L1833)."""
        if by_gizmo(play) and extra_of(state, play.seat, Gizmos) is not None:
            card = play.option[len(BY) :]  # L1815: its victims may hit this Gizmo back
            hurt = tuple((c.seat, card) for c in changes if c.stat == "fortitude" and c.amount < 0)
            had = mine(state, play.seat)
            return (set_extra(state, play.seat, replace(had, hit=(*had.hit, *hurt))), ())
        if play.kind != "card":
            return state, ()
        cards = self.catalog(state).cards
        if aimed(play) >= 0 or aimed_also(play) >= 0:
            return self._attack(state, play, cards)
        combo: list[Event] = []  # a Totem Combo's parts aimed at Gizmos (L500, L1803)
        hits = pieces.part_hits(cards.get, play, AIM)
        for at in sorted(hits, key=lambda h: (h[0], -h[1])):  # a broken one shifts no other
            state, more = self._attack(state, play, cards, at)
            combo.extend(more)
        if combo:
            state, rest_events = self._every(state, play, cards)
            return state, (*combo, *rest_events)
        return self._every(state, play, cards)

    def _every(self, state: State, play: Play, cards: Mapping[str, Any]) -> Result:
        """A card moving every player's Fortitude moves each Gizmo's too (L1811)."""
        every = _all_fortitude(cards.get(play.card), play)
        rest = every  # option gizmo_each_other: "each other player" reaches another's Gizmos
        if state.options.gizmo_each_other == "others_too":
            rest = _all_fortitude(cards.get(play.card), play, others=True)
        if not every and not rest:
            return state, ()
        events: list[Event] = []
        for owner, s in enumerate(state.seats):
            giz = extra_of(state, owner, Gizmos)
            if giz is None or not s.alive or not giz.gizmos:
                continue
            amount = every if owner == play.seat else rest
            if not amount:
                continue
            before = s.fortitude
            slot = 0
            for _ in range(len(giz.gizmos)):
                count = len(mine(state, owner).gizmos)
                state, event = _lose(state, cards, owner, slot, -amount, "card")
                events.append(event)
                if isinstance(event, GizmoChanged) and event.amount < 0:
                    state = _struck(state, play, owner)
                if len(mine(state, owner).gizmos) == count:
                    slot += 1
            lost = before - state.seats[owner].fortitude
            if lost:
                value = state.seats[owner].fortitude
                events.append(StatChanged(seat=owner, stat="fortitude", amount=-lost, value=value))
                state, more = _collateral_after(state, self.mechanics, play, owner, lost)
                events.extend(more)
        return state, tuple(events)

    def _attack(
        self,
        state: State,
        play: Play,
        cards: Mapping[str, Any],
        at: tuple[int, int, int] | None = None,
    ) -> Result:
        """The aimed Gizmo loses the card's Fortitude loss, altered as it would be for a player
        (L1835: Bitey Wulfric; L285: a Bear's extra damage first), Wrench's own shields aside;
        broken: Collateral Damage (L1817). ``at``: (owner, slot, loss) of a Totem Combo's part
        aimed at a Gizmo (L500)."""
        card = cards.get(play.card)
        loss: int | None
        if at is not None:
            owner, slot, loss = at
        elif aimed_also(play) >= 0:  # a Goblin Candle's "another player" (L978); a Story's pick
            joined = pieces.joined_loss(cards.get, play)  # (L1803: its Gizmo instead)
            owner, slot, loss = play.also, aimed_also(play), _also_loss(card, play) + joined or None
        else:
            owner, slot, loss = play.target, aimed(play), _target_loss(card, play)
        if owner < 0 or slot >= len(mine(state, owner).gizmos):
            return state, ()
        amount = -(loss or 0)
        others: list[Mechanic] = []
        seen: set[int] = set()
        for _, m in self.mechanics(state):
            if id(m) in seen or isinstance(m, GizmosMechanic):
                continue
            seen.add(id(m))
            others.append(m)
        for m in others:  # before every other modifier, as for a player (Erin's Bear, L285)
            new = m.modify_first(state, play, card, Change(owner, "fortitude", amount))
            amount = new if (new < 0) == (amount < 0) else 0
        for m in others:
            new = m.modify_change(state, play, card, Change(owner, "fortitude", amount))
            amount = new if (new < 0) == (amount < 0) else 0
        if amount >= 0:
            return state, ()
        before = state.seats[owner].fortitude
        state, event = _lose(state, cards, owner, slot, -amount, "card")
        events: list[Event] = [event]
        if isinstance(event, GizmoChanged) and event.amount < 0:
            state = _struck(state, play, owner)
        after = state.seats[owner].fortitude
        if after != before:
            events.append(
                StatChanged(seat=owner, stat="fortitude", amount=after - before, value=after)
            )
            state, more = _collateral_after(state, self.mechanics, play, owner, before - after)
            events.extend(more)
        return state, tuple(events)

    def decision(self, state: State) -> Decision | None:
        seat = _due(state)
        if seat is None:
            return None
        return Decision(seat, "gizmo", "choose the next Gizmo to tick down, and whether to use it")

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _due(state) != seat:
            return ()
        cards = self.catalog(state).cards
        giz = mine(state, seat)
        found: list[Action] = []
        for i, g in enumerate(giz.gizmos):
            if g.ticked == state.turn:
                continue
            found.append(TickGizmo(slot=i))
            s = spec(cards.get(g.card))
            if not s or s["kind"] != "active":
                continue
            if s["ability"] == "hurt":
                for other, o in enumerate(state.seats):
                    if other != seat and o.alive:
                        found.append(TickGizmo(slot=i, use=True, target=other))
            elif s["ability"] == "oil":
                for j in range(len(giz.gizmos)):
                    found.append(TickGizmo(slot=i, use=True, target=j))
            else:
                found.append(TickGizmo(slot=i, use=True))
        return tuple(found)

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _due(state)
        if not isinstance(action, TickGizmo) or seat is None:
            return state, ()
        giz = mine(state, seat)
        cards = self.catalog(state).cards
        g = giz.gizmos[action.slot]
        s = spec(cards.get(g.card))
        power = max(0, s.get("amount", 0) + g.plus - held(state, seat, "power")) if s else 0
        rest = list(giz.gizmos)
        rest[action.slot] = replace(g, ticked=state.turn)
        state = set_extra(state, seat, replace(giz, gizmos=tuple(rest)))
        state, event = _lose(state, cards, seat, action.slot, 1, "tick")
        events: list[Event] = [event]
        if not action.use or not s or not power:
            return state, tuple(events)
        ability = s["ability"]
        me = state.seats[seat]
        if ability == "hurt" and action.target >= 0:
            hurt = f"{BY}{g.card}"  # its victim may hit it back (L1815)
            play = Play("damage", seat=seat, target=action.target, amount=power, option=hurt)
            state = replace(state, stack=state.stack.push(play, source=seat, counts_as="action"))
            # the flow opens the window (``flow._windowed``): mechanics never open windows
        elif ability == "heal":
            after = min(me.fortitude + power, max(ceiling(state, seat), me.fortitude))
            state = update_seat(state, seat, fortitude=after)
            events.append(
                StatChanged(seat=seat, stat="fortitude", amount=after - me.fortitude, value=after)
            )
        elif ability == "sober":
            after = max(me.alcohol - power, 0)
            state = update_seat(state, seat, alcohol=after)
            events.append(
                StatChanged(seat=seat, stat="alcohol", amount=after - me.alcohol, value=after)
            )
        elif ability == "oil" and 0 <= action.target < len(giz.gizmos):
            now = mine(state, seat)
            j = action.target
            if len(now.gizmos) < len(giz.gizmos) and j >= action.slot:  # the Oil Can broke
                j = j - 1 if j > action.slot else -1
            if j >= 0:
                other = now.gizmos[j]
                kept = list(now.gizmos)
                kept[j] = replace(other, plus=other.plus + power)
                state = set_extra(state, seat, replace(now, gizmos=tuple(kept)))
                events.append(
                    GizmoChanged(
                        seat=seat, card=other.card, amount=power, value=other.fortitude, why="oil"
                    )
                )
        return state, tuple(events)


def tick_advice(
    gizmos: Gizmos, cards: Mapping[str, Any], legal: tuple[Action, ...], victim: Any
) -> Action | None:
    """The heuristic bot's tick-down: the Oil Can first, its "+" on a Lightning-style Gizmo
    still to tick (else itself); every ability used, a hurt on ``victim(targets)``."""
    ticks = [a for a in legal if isinstance(a, TickGizmo)]
    if not ticks:
        return None

    def ability(slot: int) -> str:
        if slot >= len(gizmos.gizmos):
            return ""
        return str(spec(cards.get(gizmos.gizmos[slot].card)).get("ability", ""))

    oils = [a for a in ticks if a.use and ability(a.slot) == "oil"]
    if oils:
        slot = oils[0].slot
        aims = [a for a in oils if a.slot == slot]
        good = [
            a
            for a in aims
            if ability(a.target) == "hurt"
            and any(t.slot == a.target and t.slot != slot for t in ticks)
        ]
        return (good or [a for a in aims if a.target == slot] or aims)[0]
    hurts = [a for a in ticks if a.use and ability(a.slot) == "hurt"]
    if hurts:
        slot = hurts[0].slot
        targets = [a.target for a in hurts if a.slot == slot]
        aim = victim(targets)
        return next(a for a in hurts if a.slot == slot and a.target == aim)
    used = [a for a in ticks if a.use]
    return used[0] if used else ticks[0]


__all__ = [
    "ACTIONS",
    "EVENTS",
    "Gizmo",
    "GizmoBuilt",
    "GizmoChanged",
    "GizmoSacrificed",
    "Gizmos",
    "GizmosMechanic",
    "TickGizmo",
    "spec",
    "tick_advice",
]
