"""Father Farai's Brews (compendium 002 L386-411; rdi.md §2.1 Farai).

Setup (L392): each of the three 4-card Brew Decks (Beer, Wine, Spirits) is shuffled and its top
card revealed face up on top of it; after his opening hand Farai puts his Farai Token at the Brew
of his choice (decision ``brew-start``).

Working on a Brew (L396-399): a card with a Brew symbol (icon ``brew``, kind beer / wine /
spirits), after all its other effects: with the token already at that Brew, a Progress Token goes
on it; else the token moves there (no Progress Token). A card with the mash paddle (icon
``mash_paddle``, L403) gives the choice (decision ``brew-paddle``): move to a different Brew, or a
Progress Token on the current one. Icons (R-6.12): a Negated card works on nothing, an Ignored
one still works (the work is Farai's, not an effect on the Ignoring player).

Finishing (L405-409): a Brew Card with as many Progress Tokens as the number in its corner is
played at once, answerable as an Action card from his hand (``Play(kind="card")`` of his seat
pushed with ``counts_as="action"``); its tokens come off and, once it leaves the stack (resolved,
Negated or unwound), it goes to the Brew discard pile (hook ``side_pile``). Brews never
reshuffle. The next card of that deck is then its face-up top. When the last card of a deck is
done, Farai may move his token to the Brew Deck of his choice (decision ``brew-move``, staying is
a choice). The token never moves to an empty Brew Deck: it stays where it is (L411); a Progress
Token for an empty deck is lost (nothing to put it on).

Hidden: the cards below each top are face down to everyone, Farai too (``public`` / ``private``:
sorted below the face-up top; determinize reshuffles them). Tops, tokens and the Brew discard
pile are public.

Card data: ``icons = [{op = "brew", brew = "beer"}]`` or ``[{op = "mash_paddle"}]``; the Brew
Cards are the catalog deck ``brews`` (``cards/brews.toml``), subtype ``beer`` / ``wine`` /
``spirits``, each with ``costs = [{op = "brew_needs", tokens = 3}]`` (the corner number).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..effects import EFFECTS, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State
from .catalog import ops_of, param
from .events import BrewFinished, BrewWorked, WorkBrew
from .pets import CatalogOf

BREWS = "brews"
"""The catalog deck of the Brew Cards."""
Kind = Literal["beer", "wine", "spirits"]
KINDS: tuple[Kind, ...] = ("beer", "wine", "spirits")
"""The three Brew Decks (L392), in the compendium's order."""
NAMES = {"beer": "Beer", "wine": "Wine", "spirits": "Spirits", "": "no Brew"}
STAY, PROGRESS = "stay", "progress"
"""The non-Brew answers: keep the token where it is; a Progress Token on the current Brew."""


class Brewing(SeatExtra, frozen=True):
    """Farai's three Brew Decks (top last, the top face up), the Progress Tokens on each top
    Brew and the number it needs (0: the deck is empty), the Brew discard pile, where his Farai
    Token is (``""``: not yet placed) and the choice he owes (``start``, ``paddle``, ``move``)."""

    beer: tuple[str, ...] = ()
    wine: tuple[str, ...] = ()
    spirits: tuple[str, ...] = ()
    progress: tuple[int, int, int] = (0, 0, 0)
    needs: tuple[int, int, int] = (0, 0, 0)
    discard: tuple[str, ...] = ()
    at: str = ""
    due: str = ""

    def deck(self, kind: str) -> tuple[str, ...]:
        deck: tuple[str, ...] = getattr(self, kind)
        return deck

    def top(self, kind: str) -> str:
        deck = self.deck(kind)
        return deck[-1] if deck else ""

    def open(self) -> tuple[str, ...]:
        """The Brews with cards left."""
        return tuple(k for k in KINDS if self.deck(k))

    def public(self) -> Brewing:
        """Below each face-up top the cards are face down: which are left, not their order."""
        return replace(self, **{k: _hidden(self.deck(k)) for k in KINDS})

    def private(self) -> Brewing:
        """Farai does not know the order below the tops either."""
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Brewing, Rng]:
        """The face-down cards below each top in a random order (determinize)."""
        decks: dict[str, tuple[str, ...]] = {}
        for k in KINDS:
            deck = self.deck(k)
            below, rng = rng.shuffle(deck[:-1])
            decks[k] = (*below, *deck[-1:])
        return replace(self, **decks), rng

    def describe(self) -> str:
        parts = []
        for i, k in enumerate(KINDS):
            left = len(self.deck(k))
            here = " (Farai's Token)" if self.at == k else ""
            if left:
                parts.append(f"{NAMES[k]}{here} {self.progress[i]}/{self.needs[i]}, {left} left")
            else:
                parts.append(f"{NAMES[k]}{here} finished")
        return f"Brews: {'; '.join(parts)}; Brew discard {len(self.discard)}"


def _hidden(deck: tuple[str, ...]) -> tuple[str, ...]:
    return (*sorted(deck[:-1]), *deck[-1:])


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def brew(fx: Fx, *, brew: Kind) -> None:
    """Icon: after the card's other effects, Farai works on that Brew (L396-399)."""


@EFFECTS.op
def mash_paddle(fx: Fx) -> None:
    """Icon: after the card's other effects, move to another Brew or add a Progress Token
    (L403)."""


@EFFECTS.op
def brew_needs(fx: Fx, *, tokens: int) -> None:
    """A Brew Card's corner number: the Progress Tokens that finish it (L405); data only."""


# --- the rules ----------------------------------------------------------------------------------


def needed(catalog: Any, card: str) -> int:
    """The Progress Tokens ``card`` needs (its ``brew_needs`` cost; 1 if it names none)."""
    if not card:
        return 0
    for cost in ops_of(catalog[card], "costs", "brew_needs"):
        return max(1, int(param(cost, "tokens", 1)))
    return 1


def work(state: State, seat: int, kind: str, catalog: Any) -> Result:
    """A Brew symbol of ``kind`` (L396-399): a Progress Token if the token is there, else the
    token moves there (not to an empty deck, L411)."""
    b = extra_of(state, seat, Brewing) or Brewing()
    if b.at != kind:
        if not b.deck(kind):
            return state, (BrewWorked(seat=seat, brew=kind, what="stayed", at=b.at),)
        state = set_extra(state, seat, replace(b, at=kind))
        return state, (BrewWorked(seat=seat, brew=kind, what="moved", at=kind),)
    return add_progress(state, seat, catalog)


def add_progress(state: State, seat: int, catalog: Any) -> Result:
    """One Progress Token on the Brew at the token; enough of them finish it (L405)."""
    b = extra_of(state, seat, Brewing) or Brewing()
    kind = b.at
    if kind not in KINDS or not b.deck(kind):
        return state, (BrewWorked(seat=seat, brew=kind, what="empty", at=kind),)
    i = KINDS.index(kind)
    progress = list(b.progress)
    progress[i] += 1
    need = b.needs[i] or needed(catalog, b.top(kind))
    event = BrewWorked(
        seat=seat, brew=kind, what="progress", at=kind, progress=progress[i], needs=need
    )
    state = set_extra(state, seat, replace(b, progress=_three(progress)))
    if progress[i] < need:
        return state, (event,)
    state, more = finish(state, seat, kind, catalog)
    return state, (event, *more)


def finish(state: State, seat: int, kind: str, catalog: Any) -> Result:
    """The finished Brew is played at once as his Action card (L405); its tokens come off and
    the next card is the deck's face-up top."""
    b = extra_of(state, seat, Brewing) or Brewing()
    i = KINDS.index(kind)
    deck = b.deck(kind)
    card, rest = deck[-1], deck[:-1]
    progress, needs = list(b.progress), list(b.needs)
    progress[i] = 0
    needs[i] = needed(catalog, rest[-1]) if rest else 0
    b = replace(b, progress=_three(progress), needs=_three(needs), **{kind: rest})
    state = set_extra(state, seat, b)
    play = Play("card", card=card, parts=(card,), seat=seat)
    stack = state.stack.push(play, source=seat, counts_as="action")
    state = replace(state, stack=stack)
    top = rest[-1] if rest else ""
    uid = stack.items[-1].uid
    return state, (BrewFinished(seat=seat, brew=kind, card=card, uid=uid, revealed=top),)


def _three(values: list[int]) -> tuple[int, int, int]:
    return (values[0], values[1], values[2])


def choices(b: Brewing) -> tuple[str, ...]:
    """What Farai may answer to the choice he owes."""
    others = tuple(k for k in b.open() if k != b.at)
    if b.due == "start":
        return b.open()
    if b.due == "paddle":
        here = (PROGRESS,) if b.at in KINDS and b.deck(b.at) else ()
        return (*here, *others)
    if b.due == "move":
        return (STAY, *others)
    return ()


PROMPTS = {
    "brew-start": "must choose the Brew their Farai Token starts at",
    "brew-paddle": (
        "must choose for the mash paddle: a Progress Token on their current Brew, or move to "
        "another Brew"
    ),
    "brew-move": "finished a Brew Deck and may move their Farai Token to another Brew",
}
"""The flow's prompt of each decision kind (``words`` reads them back)."""


class BrewsMechanic(Mechanic):
    """The hooks of the brews family."""

    name = "brews"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """L392: each deck shuffled, its top revealed; the token placed after the opening hand."""
        cat = self.catalog(state)
        decks: dict[str, tuple[str, ...]] = {}
        rng = state.rng
        for kind in KINDS:
            cards = [c for c in cat.deck(BREWS) if kind in cat[c].subtypes]
            shuffled, rng = rng.shuffle(cards)
            decks[kind] = tuple(shuffled)
        needs = _three([needed(cat, d[-1]) if d else 0 for d in decks.values()])
        b = Brewing(decks["beer"], decks["wine"], decks["spirits"], needs=needs, due="start")
        return set_extra(replace(state, rng=rng), seat, b)

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """The Brew icons after the card's other effects (L396, L403); Ignored or not. Ruling
        ``brew_last_move=resolved``: the last Brew of a deck lets Farai move only here, as it
        resolves (L409)."""
        events: list[Event] = []
        cat = self.catalog(state)
        if getattr(card, "deck", "") == BREWS and state.options.brew_last_move == "resolved":
            state = _may_move(state, play.seat, card)
        for icon in getattr(card, "icons", ()) or ():
            if icon.op == "brew":
                state, more = work(state, play.seat, str(param(icon, "brew", "")), cat)
                events.extend(more)
            elif icon.op == "mash_paddle":
                b = extra_of(state, play.seat, Brewing) or Brewing()
                b = replace(b, due="paddle")
                if choices(b):
                    state = set_extra(state, play.seat, b)
        return state, tuple(events)

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A Brew leaving the stack goes to the Brew discard pile (L409); the last of its deck
        lets Farai move his token (L409)."""
        if getattr(card, "deck", "") != BREWS or play.seat < 0:
            return None
        b = extra_of(state, play.seat, Brewing)
        if b is None:
            return None
        state = set_extra(state, play.seat, replace(b, discard=(*b.discard, play.card)))
        if state.options.brew_last_move == "finished":  # Negated or not (ruling, L409)
            state = _may_move(state, play.seat, card)
        return state, ()

    def decision(self, state: State) -> Decision | None:
        found = _due(state)
        if found is None:
            return None
        seat, b = found
        kind = f"brew-{b.due}"
        return Decision(seat, kind, PROMPTS[kind])

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        found = _due(state)
        if found is None or found[0] != seat:
            return ()
        return tuple(WorkBrew(choice=c) for c in choices(found[1]))

    def apply_extra(self, state: State, action: Action) -> Result:
        found = _due(state)
        if not isinstance(action, WorkBrew) or found is None:
            return state, ()
        seat, b = found
        due = b.due
        state = set_extra(state, seat, replace(b, due=""))
        if action.choice == STAY:
            return state, (BrewWorked(seat=seat, brew=b.at, what="stayed", at=b.at),)
        if action.choice == PROGRESS:
            state, events = add_progress(state, seat, self.catalog(state))
            return state, events  # the flow opens the window (``flow._windowed``)
        state = set_extra(state, seat, replace(b, due="", at=action.choice))
        what = "placed" if due == "start" else "moved"
        return state, (BrewWorked(seat=seat, brew=action.choice, what=what, at=action.choice),)


def _may_move(state: State, seat: int, card: Any) -> State:
    """The last Brew of its deck done: Farai may move his token (L409), when there is a Brew
    Deck with cards to move to and no other choice of his is waiting."""
    b = extra_of(state, seat, Brewing)
    kind = next((k for k in KINDS if k in card.subtypes), "")
    if b is None or not kind or b.deck(kind) or b.due or not state.seats[seat].alive:
        return state
    moved = replace(b, due="move")
    return set_extra(state, seat, moved) if len(choices(moved)) > 1 else state


def _due(state: State) -> tuple[int, Brewing] | None:
    """Farai owing a Brew choice (it comes at once, before anyone answers)."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Brewing:
                if value.due and s.alive and choices(value):
                    return seat, value
                break
    return None


# --- advice for the bots ------------------------------------------------------------------------


def brewing_of(extra: tuple[object, ...]) -> Brewing | None:
    """A seat's Brews as a view shows them (``None``: not Farai)."""
    return next((x for x in extra if isinstance(x, Brewing)), None)


def brew_gain(card: Any, b: Brewing) -> int:
    """How much a card's icon helps the Brews: 2 a Progress Token where the token is, 1 the
    mash paddle's choice, 0 a move or nothing."""
    for icon in getattr(card, "icons", ()) or ():
        if icon.op == "brew" and param(icon, "brew", "") == b.at and b.deck(b.at):
            return 2
        if icon.op == "mash_paddle":
            return 1
    return 0


def best_choice(b: Brewing, legal: tuple[str, ...]) -> str:
    """A Progress Token when offered (it brings a Brew nearer), else the Brew with the fewest
    tokens still needed (the first such one); ``stay`` only when nothing else is offered."""
    if PROGRESS in legal:
        return PROGRESS
    kinds = [k for k in legal if k in KINDS]
    if not kinds:
        return legal[0] if legal else STAY

    def left(kind: str) -> int:
        i = KINDS.index(kind)
        return b.needs[i] - b.progress[i]

    return min(kinds, key=left)
