"""Ripsnarl, Bad Dog: his Form and Fury (compendium 002 L1301-1342; rdi.md §2.1 Ripsnarl).

He starts in human form with no Fury (L1307). Cards tell him to Turn Human or Turn Wolf
(``turn_human`` / ``turn_wolf``) and to gain Fury (``gain_fury``); these are carried out in the
card's order after its stat effects (L1313: changing form is usually the last thing a card does;
every house card puts it last), when the card resolves, so a Negated card changes nothing and an
Ignored one still changes his form. Turning into the form he is in changes nothing (L1317).

Some cards do more in one form (``form_bonus(form, bonus)``: the card's numbers + ``bonus``),
read when the card resolves, not when it was played (L1319); never optional (L1321).

Fury (L1325-1331): gained only while human, at most 3 (more is lost); none while a wolf. On
turning wolf, all his Fury comes off and becomes damage: he picks a player for each Fury first
(decision ``fury``, ``fury-target target=N``, one Fury at a time; the same player may be picked
again), before anyone answers; then each player picked loses 1 Fortitude per Fury aimed at them,
as a Sometimes card he played (the house card ``fury_bite`` on the stack, one per player, its
number raised to their Fury): each may be answered on its own, Negated, Ignored, redirected and
hit back (L1333, L1337). As those are cards from his hand whose Fortitude loss he aims, a Fury
may be aimed at one of Wrench's Gizmos or Torglesnarf's Minions instead (L1329, L1579, L1803:
``fury-at-piece target=N piece=gizmo:K`` / ``piece=minion:K``; one card per piece picked).

Boss Battle (L1339-1342): a human Boss Ripsnarl always has 1 Fury printed on his marker (so
tokens add at most 2). All of his Fury damage can be Ignored as though it were a single Sometimes
card (L1341, the Challengers' shared defence): a Challenger's Ignore of one of his pending Fury
cards Ignores every other one of them still pending, for every Challenger (hook
``after_changes``, asked as the Ignore resolves; its own target is Ignored by the core as usual).
A Negate stops only the Fury card it names (L1335, no Boss rule changes that).

His Form and Fury are public.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, Literal

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from ..effects import EFFECTS, Change, Fx
from ..events import Ignored
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State
from .catalog import ops_of, param
from .events import FormChanged, FuryAtPiece, FuryGained, FuryTarget, FuryUnleashed
from .gizmos import AIM as GIZMO
from .gizmos import Gizmos
from .minions import AIM as MINION
from .minions import Minions
from .pets import CatalogOf
from .seats import value_of

MAX_FURY = 3
"""L1327: at most 3 Fury."""
BITE = "fury_bite"
"""The house card of one player's Fury damage (a Sometimes card from Ripsnarl, L1331)."""
Form = Literal["human", "wolf"]


class Fury(SeatExtra, frozen=True):
    """Ripsnarl's form, his Fury, and the Fury he is aiming (``due`` in all, ``aims`` so far)."""

    wolf: bool = False
    fury: int = 0
    due: int = 0
    aims: tuple[int, ...] = ()
    pieces: tuple[str, ...] = ()
    """The Gizmo or Minion each aim picked (``""``: the player), beside ``aims``."""

    def describe(self) -> str:
        if self.wolf:
            return "Wolf form"
        return f"Human form, Fury {self.fury}/{MAX_FURY}"


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def turn_wolf(fx: Fx) -> None:
    """Turn Wolf after the card's stat effects (read by ``on_resolved``, L1311)."""


@EFFECTS.op
def turn_human(fx: Fx) -> None:
    """Turn Human after the card's stat effects (read by ``on_resolved``, L1311)."""


@EFFECTS.op
def gain_fury(fx: Fx, *, amount: int) -> None:
    """Gain Fury while human, at most 3 (read by ``on_resolved``, L1327-1329)."""


@EFFECTS.op
def form_bonus(fx: Fx, *, form: Form, bonus: int) -> None:
    """The card's numbers + ``bonus`` if he is in ``form`` as it resolves (``modify_play``)."""


# --- the rules ----------------------------------------------------------------------------------


def printed(state: State, seat: int) -> int:
    """The Fury printed on a Boss Ripsnarl's marker (L1341): 1 in a Boss Battle, else 0."""
    return 1 if state.options.boss == seat else 0


def gained(fury: Fury, amount: int, floor: int = 0) -> Fury:
    """``fury`` after gaining ``amount`` Fury: none as a wolf, at most 3 (L1329)."""
    if fury.wolf:
        return fury
    return replace(fury, fury=min(MAX_FURY, max(floor, fury.fury) + amount))


class FuryMechanic(Mechanic):
    """The hooks of the fury family."""

    name = "fury"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return set_extra(state, seat, Fury(fury=printed(state, seat)))

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        """Form-dependent numbers, read as the card resolves (L1319)."""
        found = ops_of(card, "effects", "form_bonus")
        if not found or play.kind != "card":
            return play
        fury = value_of(state, play.seat, Fury, Fury)
        form = "wolf" if fury.wolf else "human"
        bonus = sum(int(param(e, "bonus", 0)) for e in found if param(e, "form", "") == form)
        return replace(play, delta=play.delta + bonus) if bonus else play

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """Fury and form changes, in the card's order, after its stat effects."""
        events: list[Event] = []
        seat = play.seat
        floor = printed(state, seat)
        for effect in getattr(card, "effects", ()):
            fury = value_of(state, seat, Fury, Fury)
            if effect.op == "gain_fury":
                after = gained(fury, int(param(effect, "amount", 0)), floor)
                if after != fury:
                    state = set_extra(state, seat, after)
                    events.append(FuryGained(seat=seat, fury=after.fury))
            elif effect.op == "turn_human" and fury.wolf:
                state = set_extra(state, seat, replace(fury, wolf=False, fury=floor))
                events.append(FormChanged(seat=seat, form="human"))
            elif effect.op == "turn_wolf" and not fury.wolf:
                due = max(fury.fury, floor)
                state = set_extra(state, seat, replace(fury, wolf=True, fury=0, due=due))
                events.append(FormChanged(seat=seat, form="wolf", fury=due))
        return state, tuple(events)

    def after_changes(self, state: State, play: Play, changes: tuple[Change, ...]) -> Result:
        """Boss Battle (L1341): a Challenger's Ignore of one of the Boss's Fury cards Ignores all
        of his pending Fury cards, for every Challenger (one Sometimes card, shared defence)."""
        boss = state.options.boss
        if boss < 0 or play.kind != "card" or play.seat == boss or not play.target_item:
            return state, ()
        stack = state.stack
        named = next((i for i in stack.items if i.uid == play.target_item), None)
        if named is None or named.payload.card != BITE or named.payload.seat != boss:
            return state, ()
        card = self.catalog(state).cards.get(play.card)
        if card is None or not ops_of(card, "effects", "ignore"):
            return state, ()
        challengers = tuple(s for s in range(len(state.seats)) if s != boss)
        events: list[Event] = []
        for item in stack.items:
            bite = item.payload.card == BITE and item.payload.seat == boss
            if not bite or item.uid == named.uid or item.negated or "unignorable" in item.flags:
                continue
            if play.seat in item.ignored_by:
                continue
            for seat in challengers:
                stack = stack.ignore(item.uid, seat)
            events.append(Ignored(seat=play.seat, uid=item.uid))
        return replace(state, stack=stack), tuple(events)

    def decision(self, state: State) -> Decision | None:
        seat = _aiming(state)
        if seat is None:
            return None
        fury = value_of(state, seat, Fury, Fury)
        left = fury.due - len(fury.aims)
        prompt = f"pick a player to lose 1 Fortitude from your Fury ({left} Fury left to aim)"
        return Decision(seat, "fury", prompt)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _aiming(state) != seat:
            return ()
        out: list[Action] = []
        for t in state.living():
            if t == seat:
                continue
            out.append(FuryTarget(target=t))
            gizmos = extra_of(state, t, Gizmos)  # a Gizmo or a Minion instead (L1579, L1803)
            out.extend(
                FuryAtPiece(t, f"{GIZMO}{k}") for k in range(len(gizmos.gizmos) if gizmos else 0)
            )
            minions = extra_of(state, t, Minions)
            out.extend(
                FuryAtPiece(t, f"{MINION}{k}")
                for k in range(len(minions.minions) if minions else 0)
            )
        return tuple(out)

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _aiming(state)
        if not isinstance(action, (FuryTarget, FuryAtPiece)) or seat is None:
            return state, ()
        fury = value_of(state, seat, Fury, Fury)
        aims = (*fury.aims, action.target)
        piece = action.piece if isinstance(action, FuryAtPiece) else ""
        pieces = fury.pieces  # () while every aim so far is a player, else one per aim
        if pieces or piece:
            pieces = (*(pieces or ("",) * len(fury.aims)), piece)
        if len(aims) < fury.due:
            return set_extra(state, seat, replace(fury, aims=aims, pieces=pieces)), ()
        state = set_extra(state, seat, replace(fury, due=0, aims=(), pieces=()))
        return unleash(state, seat, aims, pieces)


def unleash(state: State, seat: int, aims: tuple[int, ...], pieces: tuple[str, ...] = ()) -> Result:
    """One Fury card per player (or Gizmo, or Minion) picked, their Fury as its number (L1331),
    then a window: the top one is answered first (the flow opens the window:
    ``flow._windowed``); each is answered on its own."""
    picks = Counter(zip(aims, pieces or ("",) * len(aims), strict=True))
    stack = state.stack
    for target, piece in sorted(picks, reverse=True):
        delta = picks[target, piece] - 1
        play = Play("card", card=BITE, seat=seat, target=target, delta=delta, option=piece)
        stack = stack.push(play, source=seat, counts_as="sometimes")
    state = replace(state, stack=stack)
    counts = Counter(aims)
    targets = tuple(sorted(counts))
    amounts = tuple(counts[t] for t in targets)
    return state, (FuryUnleashed(seat=seat, targets=targets, amounts=amounts),)


def _aiming(state: State) -> int | None:
    """Ripsnarl with Fury still to aim (it comes at once, before anyone answers)."""
    for i, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Fury and value.due > len(value.aims) and s.alive:
                return i
    return None
