"""Doctor Terci's Patients and Medical Supplies (compendium 002 L1525-1551; rdi.md §2.1 Terci).

Setup: the 14-card Patient Deck is shuffled and its top two cards fill the two Waiting Patient
slots (L1531). Terci keeps up to three each of Salve, Splint and Bandage Tokens.

Medical Supplies: a card with a supply icon gives Terci one of that token *after all its other
effects* (L1535); a split icon gives one of the tokens shown, her choice (decision ``supply``).
A post-resolution icon (R-6.12): a Negated card gives nothing, an Ignored or altered one still
does (L1551). With all three of a token already on her mat she gains nothing of it (L1551).

Patients: at any time (whenever she could play an Anytime card, R-5.3: a window she is asked in,
her Action phase) she may spend a Waiting Patient's required tokens, back to the supply, and take
that Patient Card into her hand (action ``treat-patient``), where it is a card of its printed type
like any other (L1541): played, discarded, counted for her hand size. The slot stays empty until
the beginning of her turn, before Discard and Draw, when every empty slot is refilled from the
Patient Deck (L1547); a Waiting Patient is never discarded otherwise. An empty Patient Deck is
shuffled again from the Patient discard pile (L1551).

Where a Patient Card goes when it leaves her hand is not stated: a played or discarded Patient
goes to the Patient discard pile (the pile L1551 reshuffles) [proposed].

The Waiting Patients, the tokens and the Patient discard pile are public; the Patient Deck is
face down to everyone, Terci included: views list which cards are left sorted (a treated Patient
is taken openly, so what is left is public), never their order; determinize reshuffles it.

Card data: the Patient cards are the catalog deck ``patients`` (``cards/patients.toml``), each
with ``costs = [{op = "treat", salve = 1, bandage = 1}]`` (what treating it takes); Terci's
cards carry ``icons = [{op = "supply", kinds = ["salve"]}]`` (a split icon: several kinds).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, Literal

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param
from .events import PatientsArrived, PatientTreated, SupplyGained, TakeSupply, TreatPatient
from .pets import CatalogOf

Supply = Literal["salve", "splint", "bandage"]
SUPPLIES: tuple[Supply, ...] = ("salve", "splint", "bandage")
"""The Medical Supply Tokens (L1531)."""
MAX_TOKENS = 3
"""Three of each token (L1531); a fourth is not gained (L1551)."""
SLOTS = 2
"""Waiting Patient slots (L1531)."""
PATIENTS = "patients"
"""The catalog deck of the Patient cards."""


class Clinic(SeatExtra, frozen=True):
    """Terci's Waiting Patients (``""``: an empty slot), Patient Deck (top last) and discard
    pile, Medical Supply Tokens, and the kinds of a split icon waiting for her choice."""

    waiting: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    salve: int = 0
    splint: int = 0
    bandage: int = 0
    choosing: tuple[str, ...] = ()
    pool: tuple[str, ...] = ()
    """Every Patient of the deck (public: the printed Patient Deck)."""

    def tokens(self, kind: str) -> int:
        return int(getattr(self, kind, 0))

    def public(self) -> Any:
        """The Patient Deck face down: which cards are left, in no particular order."""
        return replace(self, deck=tuple(sorted(self.deck)))

    def private(self) -> Any:
        """Terci does not know the order either."""
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Any, Rng]:
        """The Patient Deck in a random order (a resampled view, determinize)."""
        deck, rng = rng.shuffle(self.deck)
        return replace(self, deck=tuple(deck)), rng

    def dealt_hand(self, known: tuple[str, ...], rng: Rng) -> tuple[Any, tuple[str, ...], Rng]:
        """A resampled view (determinize): the Patients neither waiting, in the deck, in the
        discard pile nor on the stack (``known``) are in her hand (treated openly)."""
        seen = Counter([*self.waiting, *self.deck, *self.discard, *known])
        held = tuple(sorted((Counter(self.pool) - seen).elements()))
        return self, held, rng

    def describe(self) -> str:
        count = sum(1 for c in self.waiting if c)
        waiting = f"{count} Waiting Patient{'s' * (count != 1)}"
        tokens = f"Salve {self.salve}, Splint {self.splint}, Bandage {self.bandage}"
        due = " (choosing a token)" if self.choosing else ""
        deck = len(self.deck)
        return f"Medical Supplies: {tokens}; {waiting}; Patient Deck {deck}{due}"


def gained(clinic: Clinic, kind: str) -> tuple[Clinic, bool]:
    """One token of ``kind``, unless all three are already on her mat (L1551)."""
    if clinic.tokens(kind) >= MAX_TOKENS:
        return clinic, False
    return replace(clinic, **{kind: clinic.tokens(kind) + 1}), True


def needs(card: Any) -> dict[str, int]:
    """The tokens treating a Patient takes (its ``treat`` cost)."""
    out: dict[str, int] = {k: 0 for k in SUPPLIES}
    for cost in ops_of(card, "costs", "treat"):
        for kind in SUPPLIES:
            out[kind] += int(param(cost, kind, 0))
    return out


def can_treat(clinic: Clinic, card: Any) -> bool:
    return all(clinic.tokens(k) >= n for k, n in needs(card).items())


def refilled(clinic: Clinic, rng: Rng) -> tuple[Clinic, tuple[str, ...], bool, Rng]:
    """Every empty slot filled from the Patient Deck, reshuffling its discard pile when it runs
    out (L1547, L1551): the new clinic, the Patients revealed, whether it reshuffled."""
    waiting = list(clinic.waiting) + [""] * (SLOTS - len(clinic.waiting))
    deck, discard = clinic.deck, clinic.discard
    revealed: list[str] = []
    reshuffled = False
    for i, card in enumerate(waiting):
        if card:
            continue
        if not deck and discard:
            shuffled, rng = rng.shuffle(discard)
            deck, discard, reshuffled = tuple(shuffled), (), True
        if not deck:
            break
        waiting[i] = deck[-1]
        revealed.append(deck[-1])
        deck = deck[:-1]
    out = replace(clinic, waiting=tuple(waiting), deck=deck, discard=discard)
    return out, tuple(revealed), reshuffled, rng


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def supply(fx: Fx, *, kinds: list[Supply]) -> None:
    """Icon: Terci takes one Medical Supply Token of ``kinds`` (her choice when several) after
    the card's other effects (L1535); not if Negated (L1551)."""


@EFFECTS.op
def treat(fx: Fx, *, salve: int = 0, splint: int = 0, bandage: int = 0) -> None:
    """A Patient's cost: the tokens Terci spends to take it into her hand (L1541)."""


# --- hooks --------------------------------------------------------------------------------------


class PatientsMechanic(Mechanic):
    """The hooks of the patients family."""

    name = "patients"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        pool = self.catalog(state).deck(PATIENTS)
        deck, rng = state.rng.shuffle(pool)
        clinic, _, _, rng = refilled(Clinic(deck=tuple(deck), pool=pool), rng)
        return set_extra(replace(state, rng=rng), seat, clinic)

    def on_turn_start(self, state: State, seat: int) -> Result:
        """Empty Waiting Patient slots are filled before Discard and Draw (L1547)."""
        clinic = _clinic(state, seat)
        clinic, revealed, reshuffled, rng = refilled(clinic, state.rng)
        if not revealed and not reshuffled:
            return state, ()
        state = set_extra(replace(state, rng=rng), seat, clinic)
        return state, (PatientsArrived(seat=seat, cards=revealed, reshuffled=reshuffled),)

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """The supply icons, after the card's other effects (L1535); Ignored or not (L1551)."""
        events: list[Event] = []
        for icon in ops_of(card, "icons", "supply"):
            clinic = _clinic(state, play.seat)
            kinds = tuple(k for k in param(icon, "kinds", ()) if k in SUPPLIES)
            room = tuple(k for k in kinds if clinic.tokens(k) < MAX_TOKENS)
            if len(room) > 1:  # a split icon: her choice (L1535)
                state = set_extra(state, play.seat, replace(clinic, choosing=room))
                continue
            if not room:  # all three of each token shown already on her mat (L1551)
                continue
            clinic, _ = gained(clinic, room[0])
            state = set_extra(state, play.seat, clinic)
            events.append(SupplyGained(seat=play.seat, token=room[0], value=clinic.tokens(room[0])))
        return state, tuple(events)

    def decision(self, state: State) -> Decision | None:
        seat = _choosing(state)
        if seat is None:
            return None
        kinds = " or ".join(_clinic(state, seat).choosing)
        return Decision(seat, "supply", f"choose the Medical Supply Token to take: {kinds}")

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        if _choosing(state) != seat:
            return ()
        return tuple(TakeSupply(token=k) for k in SUPPLIES if k in _clinic(state, seat).choosing)

    def apply_extra(self, state: State, action: Action) -> Result:
        seat = _choosing(state)
        if not isinstance(action, TakeSupply) or seat is None:
            return state, ()
        clinic = _clinic(state, seat)
        if action.token not in clinic.choosing:
            return state, ()
        clinic, _ = gained(replace(clinic, choosing=()), action.token)
        state = set_extra(state, seat, clinic)
        return state, (
            SupplyGained(seat=seat, token=action.token, value=clinic.tokens(action.token)),
        )

    def anytime_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """Treat a Waiting Patient whose supplies she has (L1541)."""
        me = state.seats[seat]
        clinic = extra_of(state, seat, Clinic)
        if me.out or clinic is None:
            return ()
        cat = self.catalog(state)
        found = sorted({c for c in clinic.waiting if c and can_treat(clinic, cat[c])})
        return tuple(TreatPatient(card=c) for c in found)

    def apply_anytime(self, state: State, seat: int, action: Action) -> Result:
        if not isinstance(action, TreatPatient) or action not in self.anytime_actions(state, seat):
            return state, ()
        clinic = _clinic(state, seat)
        cost = needs(self.catalog(state)[action.card])
        spent = {k: clinic.tokens(k) - n for k, n in cost.items()}
        waiting = list(clinic.waiting)
        waiting[waiting.index(action.card)] = ""
        state = set_extra(state, seat, replace(clinic, waiting=tuple(waiting), **spent))
        state = update_seat(state, seat, hand=(*state.seats[seat].hand, action.card))
        paid = tuple(k for k in SUPPLIES for _ in range(cost[k]))
        return state, (PatientTreated(seat=seat, card=action.card, paid=paid),)

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A Patient Card leaving the stack (or her hand) goes to the Patient discard pile
        [proposed]."""
        if getattr(card, "deck", "") != PATIENTS or play.seat < 0:
            return None
        if state.options.patient_discard == "own":  # the ruling's other reading
            return None
        clinic = extra_of(state, play.seat, Clinic)
        if clinic is None:
            return None
        rest = tuple(c for c in play.parts if c != play.card)
        state = set_extra(state, play.seat, replace(clinic, discard=(*clinic.discard, play.card)))
        if rest:
            s = state.seats[play.seat]
            state = update_seat(state, play.seat, discard=(*s.discard, *rest))
        return state, ()


def _clinic(state: State, seat: int) -> Clinic:
    return extra_of(state, seat, Clinic) or Clinic()


def _choosing(state: State) -> int | None:
    """The first seat (seat order) with a split supply icon waiting for its choice."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Clinic:
                if value.choosing and s.alive:
                    return seat
                break
    return None
