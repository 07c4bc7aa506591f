"""Keet the Treasure Hunter's Artifacts (compendium 002 L574-647; rdi.md §2.1 Keet).

Setup (L578-582): the 18-card Artifact Deck (``cards/artifacts.toml``) is shuffled and Keet
starts with as many face-down Artifacts as the Gold he would have had (his Gold is 0); the rest
are removed unseen. Every Artifact, face up or face down, is a Gold-equivalent
(``Seat.valuables``, R-9.2): paid, anted, taken, split like Gold, and nobody is broke while
holding one (L584).

A face-down Artifact is the card ``artifact_face_down``: nobody, Keet included, knows which one
it is (L580). Which Artifacts are face down is kept in ``Artifacts.unseen`` on Keet's seat: the
Artifacts not seen yet, the last ``down`` of them the face-down ones (the others were removed at
setup); views show it sorted (which ones are left unseen, never which are where), determinize
shuffles it. Turning one face up takes the last of them (all face-down Artifacts are alike to
everyone, so this deals the same chances as a face-down card of its own).

Turning face up (L602-606, L642): Keet's ``reveal_artifact`` (after the card's other effects);
any other player who gains a face-down Artifact reveals it at once (decision ``artifact-reveal``,
before anything else); whoever gains an Artifact from a player passing out turns it face up and
resolves its immediate Triggered effect. A Triggered effect is no player's card (no hit-back,
L594). One paid to the Inn stays as it was (its effects never happen, L600, L642).

Effects (L590-600): a face-up ``static`` Artifact alters an event for its holder (modifiers);
``triggered`` ones act after an event (``when = "reveal"``: as it is turned up; ``"hurt"``:
right after another player's card made its holder lose Fortitude, that player loses 1);
playable ones (action, sometimes, cheating) are played by their holder as though from the hand
(hook ``shared_cards``) and then go to the Artifact discard pile (``Artifacts.discard``): one Gold
gone (L596).

Passing out (L638-646): a leaver's Artifacts are turned face down and shuffled, then split as
Gold is (half, rounded up, to the Inn; the rest evenly; the remainder to the Inn); those given to
players are turned face up there and then, their Triggered effects too, even when only one
player is left (R-10.8: one that passes out then leaves as well; hook ``leaving_valuables``);
those at the Inn are face up with no effect. Keet's "I'll take that!" (``take_from_inn``) takes
one Artifact the Inn holds (L616); "Let me take a closer look at that" (``take_artifact``) takes the
Artifact of his choice from another player (L608-L612), affecting their Gold (L622, L624).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..actions import PayWith
from ..effects import EFFECTS, Change, Fx
from ..events import StatChanged, ValuablePaid
from ..hooks import Mechanic, Result, extra_of, from_another_players_card, set_extra
from ..sides import ceiling
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param
from .forms import tree_shielded
from .moods import FIGHT_COST

DOWN = "artifact_face_down"
"""The card of a face-down Artifact (L580)."""
PREFIX = "artifact_"
PLAYABLE = frozenset({"action", "sometimes", "cheating"})


class Artifacts(SeatExtra, frozen=True):
    """Keet's Artifacts: ``unseen`` (never seen: the last ``down`` are face down somewhere, the
    rest removed at setup), the Artifact discard pile, and ``looked``: the face-down Artifacts
    in the pot that Keet looked at as he anted them (L634), in the order anted, known to him
    alone (other seats see as many ``DOWN`` and those Artifacts among the unseen)."""

    unseen: tuple[str, ...] = ()
    down: int = 0
    discard: tuple[str, ...] = ()
    looked: tuple[str, ...] = ()

    def public(self) -> Artifacts:
        """Which Artifacts are unseen, never which of them are face down, nor which ones Keet
        looked at in the pot (they are shown among the unseen)."""
        if not self.looked:
            return replace(self, unseen=tuple(sorted(self.unseen)))
        unseen = tuple(sorted((*self.unseen, *self.looked)))
        return replace(self, unseen=unseen, looked=(DOWN,) * len(self.looked))

    def private(self) -> Artifacts:
        """Keet knows the Artifacts he looked at (L634), not the other face-down ones."""
        return replace(self, unseen=tuple(sorted(self.unseen)))

    def shuffled(self, rng: Rng) -> tuple[Artifacts, Rng]:
        """The unseen Artifacts dealt again (determinize); the ones Keet looked at too, for a
        seat that does not know them."""
        deck, rng = rng.shuffle(self.unseen)
        hidden = sum(1 for c in self.looked if c == DOWN)
        if not hidden:
            return replace(self, unseen=tuple(deck)), rng
        cut = len(deck) - hidden
        return replace(self, unseen=tuple(deck[:cut]), looked=tuple(deck[cut:])), rng

    def describe(self) -> str:
        looked = f", {len(self.looked)} looked at in the pot" if self.looked else ""
        return f"Artifacts: {self.down} face down, {len(self.discard)} discarded{looked}"


class ArtifactRevealed(Event, frozen=True, kw_only=True):
    """``seat`` turned the Artifact ``card`` face up (``why``: ``card`` Keet's card, ``gained``
    from another player or the pot, ``passed`` from a player passing out, ``inn`` taken from
    the Inn)."""

    seat: int
    card: str
    why: str = "card"

    def describe(self) -> str:
        return f"seat {self.seat} turns up {self.card} ({self.why})"


class ArtifactDiscarded(Event, frozen=True, kw_only=True):
    """A played Artifact went to the Artifact discard pile: one Gold less for ``seat``."""

    seat: int
    card: str

    def describe(self) -> str:
        return f"seat {self.seat}'s {self.card} goes to the Artifact discard pile"


class ArtifactTaken(Event, frozen=True, kw_only=True):
    """Keet took ``card`` back from the Inn ("I'll take that!", L616)."""

    seat: int
    card: str

    def describe(self) -> str:
        return f"seat {self.seat} takes {self.card} from the Inn"


class ArtifactLooked(Event, frozen=True, kw_only=True):
    """``seat`` looked at the face-down Artifact ``card`` as they anted it (L634): the copy the
    other seats get has ``card`` empty (it goes into the pot face down)."""

    seat: int
    card: str = ""

    def describe(self) -> str:
        return f"seat {self.seat} looks at a face-down Artifact ({self.card or 'hidden'})"


class ArtifactAtInn(Event, frozen=True, kw_only=True):
    """A face-down Artifact that reached the Inn is turned face up there: ``card``; its effects
    never happen (option ``keet_inn_artifact = up``; L602, L640)."""

    card: str

    def describe(self) -> str:
        return f"the Inn's face-down Artifact is turned up: {self.card}"


class RevealArtifact(Action, frozen=True):
    """Turn the Artifact just gained face up (L602, L642)."""


EVENTS: tuple[type[Event], ...] = (
    ArtifactRevealed,
    ArtifactDiscarded,
    ArtifactTaken,
    ArtifactLooked,
    ArtifactAtInn,
)
ACTIONS: tuple[type[Action], ...] = (RevealArtifact,)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def reveal_artifact(fx: Fx, *, amount: int = 1) -> None:
    """Keet turns ``amount`` face-down Artifacts of his face up, after the card's other effects
    (read by ``on_resolved``, L602)."""


@EFFECTS.op
def take_from_inn(fx: Fx) -> None:
    """ "I'll take that!": take an Artifact the Inn holds (the play option names it, L616)."""


@EFFECTS.op
def take_artifact(fx: Fx) -> None:
    """ "Let me take a closer look at that": the Artifact the play option names
    (``artifact:<holder>:<card>``) is taken from its holder, Keet's choice (L608-L612); it
    affects the holder's Gold (L622), so they may Ignore it (L624). Recorded as 1 Gold the holder
    pays him; ``after_changes`` hands over that very Artifact instead of the holder's choice."""
    holder, _, card = fx.play.option.partition(":")[2].partition(":")
    if holder.isdigit() and card:
        fx.pay(int(holder), fx.me, 1)


@EFFECTS.op
def artifact_static(fx: Fx, *, drinks: int = 0, shield: int = 0) -> None:
    """A Static Artifact's standing effect (read by ``modify_change``, L590)."""


@EFFECTS.op
def artifact_trigger(fx: Fx, *, when: str, fortitude: int = 0, alcohol: int = 0) -> None:
    """A Triggered Artifact's effect (``when``: ``reveal`` or ``hurt``, L592)."""


# --- the rules ----------------------------------------------------------------------------------


def is_artifact(card: str) -> bool:
    return card.startswith(PREFIX)


def keet_of(state: State) -> int:
    """The seat holding the Artifact Deck's state (Keet's), or -1."""
    for i, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Artifacts:
                return i
    return -1


def deck_of(cards: Mapping[str, Any]) -> tuple[str, ...]:
    """The 18 Artifacts (with copies), in file order."""
    return tuple(
        c.id
        for c in cards.values()
        if is_artifact(c.id) and c.id != DOWN
        for _ in range(getattr(c, "copies", 1))
    )


def _spec(card: Any, op: str) -> dict[str, Any]:
    found = ops_of(card, "effects", op)
    return dict(found[0].params) if found else {}


def _change(state: State, seat: int, stat: str, amount: int) -> Result:
    """A Triggered effect on ``seat``: from no player (L594), within the bounds (R-3); a Tree
    Erin's shield softens it like any effect (L305)."""
    amount = tree_shielded(state, seat, stat, amount)
    s = state.seats[seat]
    now = getattr(s, stat)
    capped = state.options.overflow == "lost" and amount > 0
    top = max(ceiling(state, seat), now) if capped else now + amount  # the Boss's
    after = min(max(now + amount, 0), max(top, now))
    if after == now:
        return state, ()
    state = update_seat(state, seat, **{stat: after})
    return state, (StatChanged(seat=seat, stat=stat, amount=after - now, value=after),)


def triggered(state: State, cards: Mapping[str, Any], seat: int, card: str) -> Result:
    """An immediate Triggered effect of ``card`` for the player who turned it face up."""
    spec = _spec(cards.get(card), "artifact_trigger")
    if spec.get("when") != "reveal":
        return state, ()
    events: list[Event] = []
    for stat in ("fortitude", "alcohol"):
        if spec.get(stat):
            state, more = _change(state, seat, stat, int(spec[stat]))
            events.extend(more)
    return state, tuple(events)


def turn_up(
    state: State, cards: Mapping[str, Any], seat: int, why: str, card: str = DOWN
) -> Result:
    """``seat`` turns one of its Artifacts face up: a face-down one becomes the next unseen
    Artifact; then its immediate Triggered effect (L602)."""
    keet = keet_of(state)
    art = extra_of(state, keet, Artifacts) if keet >= 0 else None
    held = list(state.seats[seat].valuables)
    if art is None or card not in held:
        return state, ()
    shown = card
    if card == DOWN:
        if not art.unseen or art.down <= 0:
            return state, ()
        shown = art.unseen[-1]
        art = replace(art, unseen=art.unseen[:-1], down=art.down - 1)
        state = set_extra(state, keet, art)
        held[held.index(DOWN)] = shown
        state = update_seat(state, seat, valuables=tuple(held))
    events: list[Event] = [ArtifactRevealed(seat=seat, card=shown, why=why)]
    state, more = triggered(state, cards, seat, shown)
    return state, (*events, *more)


def face_up(state: State, seat: int) -> tuple[str, ...]:
    """The seat's face-up Artifacts."""
    return tuple(c for c in state.seats[seat].valuables if is_artifact(c) and c != DOWN)


def _pending(state: State) -> tuple[int, str] | None:
    """The next reveal due: a face-down Artifact held by a player other than Keet (L602)."""
    keet = keet_of(state)
    if keet < 0:
        return None
    for i, s in enumerate(state.seats):
        if i != keet and not s.out and DOWN in s.valuables:
            return i, DOWN
    return None


def pay_advice(pays: list[PayWith], cards: Mapping[str, Any]) -> PayWith:
    """The payment a bot hands over first (``PayWith`` actions): a harmful Artifact (its static
    effect adds Alcohol), a plain one, a face-down one, real Gold, any other face-up one last."""

    def rank(a: PayWith) -> int:
        card = cards.get(a.card) if a.card else None
        if card is None:
            return 3 if not a.card else 4
        if _spec(card, "artifact_static").get("drinks", 0) > 0:
            return 0
        if not card.effects:
            return 1 if a.card != DOWN else 2
        return 4

    return min(pays, key=lambda a: (rank(a), a.card))


def artifact_worth(card: Any) -> int:
    """How much more than a Gold a face-up Artifact is worth to its holder, for bots: -1 a
    harmful one (its static effect adds Alcohol), 0 one with no effect, 1 any other."""
    if card is None or not card.effects:
        return 0
    return -1 if _spec(card, "artifact_static").get("drinks", 0) > 0 else 1


def _taken(state: State, play: Play, changes: tuple[Change, ...]) -> Result:
    """The 1 Gold the holder owes Keet for "Let me take a closer look at that" is the Artifact
    named (his choice, L612), not one of the holder's choosing: the payment waiting for the
    holder's choice is dropped and that Artifact moves (nothing if the holder Ignored the card or
    no longer has it)."""
    holder_text, _, card = play.option.partition(":")[2].partition(":")
    if not holder_text.isdigit():
        return state, ()
    holder = int(holder_text)
    if not any(c.seat == holder and c.stat == "gold" and c.payee == play.seat for c in changes):
        return state, ()
    debts = list(state.debts)
    for k in range(len(debts) - 1, -1, -1):
        d = debts[k]
        if (d.payer, d.payee, d.amount) == (holder, play.seat, 1):
            del debts[k]
            break
    state = replace(state, debts=tuple(debts))
    held = list(state.seats[holder].valuables)
    if card not in held:
        return state, ()
    held.remove(card)
    state = update_seat(state, holder, valuables=tuple(held))
    mine = state.seats[play.seat].valuables
    state = update_seat(state, play.seat, valuables=(*mine, card))
    return state, (ValuablePaid(payer=holder, payee=play.seat, card=card),)


def _look(state: State, keet: int, payer: int) -> Result:
    """L634: the payer looks at the face-down Artifact they ante (the next unseen one), then it
    lies in the pot face down: they alone learn which it is."""
    art = extra_of(state, keet, Artifacts)
    if art is None or not art.unseen or art.down <= 0:
        return state, ()
    card = art.unseen[-1]
    art = replace(art, unseen=art.unseen[:-1], down=art.down - 1, looked=(*art.looked, card))
    state = set_extra(state, keet, art)
    others = tuple(i for i in range(len(state.seats)) if i != payer)
    mine = ArtifactLooked(seat=payer, card=card, to=(payer,))
    return state, (mine, ArtifactLooked(seat=payer, to=others or None))


def _inn_up(state: State, keet: int, known: tuple[str, ...] = ()) -> Result:
    """Option ``keet_inn_artifact = up``: every face-down Artifact at the Inn is turned face up,
    its effects never happening (L602, L640): those Keet looked at are ``known``, the others the
    next unseen ones."""
    art = extra_of(state, keet, Artifacts)
    if art is None or DOWN not in state.inn_valuables:
        return state, ()
    inn = list(state.inn_valuables)
    events: list[Event] = []
    left = list(known)
    for k, c in enumerate(inn):
        if c != DOWN:
            continue
        if left:
            card = left.pop(0)
        elif art.unseen and art.down > 0:
            card = art.unseen[-1]
            art = replace(art, unseen=art.unseen[:-1], down=art.down - 1)
        else:
            continue
        inn[k] = card
        events.append(ArtifactAtInn(card=card))
    state = set_extra(state, keet, art)
    return replace(state, inn_valuables=tuple(inn)), tuple(events)


def _pot_over(state: State, keet: int, winner: int) -> Result:
    """The round is over: the face-down Artifacts Keet looked at in the pot (L634) go with it.
    Another winner gains them face down and turns them up at once (L608: exactly those, the next
    ones dealt); with option ``keet_inn_artifact = up`` those the Inn takes are turned face up
    there. Back with Keet, or face down at the Inn, they are face-down Artifacts like the others
    (which one each is, is dealt again among them when one is turned up)."""
    art = extra_of(state, keet, Artifacts)
    if art is None or not art.looked:
        return state, ()
    looked, n = art.looked, len(art.looked)
    if 0 <= winner != keet:
        art = replace(art, unseen=(*art.unseen, *reversed(looked)), down=art.down + n, looked=())
        return set_extra(state, keet, art), ()
    if winner < 0 and state.options.keet_inn_artifact == "up":
        state = set_extra(state, keet, replace(art, looked=()))
        return _inn_up(state, keet, looked)
    cut = len(art.unseen) - art.down
    tail, rng = state.rng.shuffle((*art.unseen[cut:], *looked))
    art = replace(art, unseen=(*art.unseen[:cut], *tail), down=art.down + n, looked=())
    return set_extra(replace(state, rng=rng), keet, art), ()


class ArtifactsMechanic(Mechanic):
    """The hooks of the artifacts family."""

    name = "artifacts"

    def __init__(self, catalog: Callable[[State], Any]) -> None:
        self.catalog = catalog

    def cards(self, state: State) -> Mapping[str, Any]:
        found: Mapping[str, Any] = self.catalog(state).cards
        return found

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """L580: as many face-down Artifacts as his Gold; the rest removed unseen."""
        deck, rng = state.rng.shuffle(deck_of(self.cards(state)))
        state = replace(state, rng=rng)
        s = state.seats[seat]
        count = min(s.gold, len(deck))
        held = (*s.valuables, *(DOWN,) * count)
        state = update_seat(state, seat, gold=s.gold - count, valuables=held)
        return set_extra(state, seat, Artifacts(unseen=tuple(deck), down=count))

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """Keet's reveals (after the card's effects) and "I'll take that!"."""
        events: list[Event] = []
        cards = self.cards(state)
        for effect in ops_of(card, "effects", "reveal_artifact"):
            for _ in range(int(param(effect, "amount", 1))):
                state, more = turn_up(state, cards, play.seat, "card")
                events.extend(more)
        if ops_of(card, "effects", "take_from_inn"):
            state, more = self._take(state, play.seat, play.option.partition(":")[2])
            events.extend(more)
        return state, tuple(events)

    def _take(self, state: State, seat: int, wanted: str) -> Result:
        inn = list(state.inn_valuables)
        if wanted not in inn or not is_artifact(wanted):
            return state, ()
        inn.remove(wanted)
        s = state.seats[seat]
        state = update_seat(state, seat, valuables=(*s.valuables, wanted))
        state = replace(state, inn_valuables=tuple(inn))
        events: list[Event] = [ArtifactTaken(seat=seat, card=wanted)]
        state, more = turn_up(state, self.cards(state), seat, "inn", wanted)
        return state, (*events, *more)

    def play_options(self, state: State, seat: int, card: Any) -> tuple[str, ...]:
        """ "I'll take that!": which of the Inn's Artifacts; "Let me take a closer look at that":
        which Artifact of another player's (``artifact:<holder>:<card>``)."""
        if ops_of(card, "effects", "take_artifact"):
            return tuple(
                f"artifact:{i}:{c}"
                for i, s in enumerate(state.seats)
                if i != seat and s.alive
                for c in sorted({c for c in s.valuables if is_artifact(c)})
            ) or ("",)
        if not ops_of(card, "effects", "take_from_inn"):
            return ("",)
        found = sorted({c for c in state.inn_valuables if is_artifact(c)})
        return tuple(f"artifact:{c}" for c in found) or ("",)

    def can_play(self, state: State, seat: int, card: Any, option: str) -> bool:
        takes = ops_of(card, "effects", "take_from_inn") or ops_of(card, "effects", "take_artifact")
        return bool(option) or not takes

    def shared_cards(self, state: State, seat: int) -> tuple[str, ...]:
        """L596: a face-up Action, Sometimes or Cheating Artifact is played by its holder as
        though from the hand."""
        cards = self.cards(state)
        return tuple(dict.fromkeys(c for c in face_up(state, seat) if cards[c].type in PLAYABLE))

    def take_spare(self, state: State, seat: int, card: str) -> Result:
        held = list(state.seats[seat].valuables)
        if card not in held:
            return state, ()
        held.remove(card)
        return update_seat(state, seat, valuables=tuple(held)), ()

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A played Artifact leaves the stack for the Artifact discard pile (L596)."""
        if getattr(card, "deck", "") != "artifacts":
            return None
        keet = keet_of(state)
        art = extra_of(state, keet, Artifacts) if keet >= 0 else None
        if art is None:
            return state, ()
        state = set_extra(state, keet, replace(art, discard=(*art.discard, card.id)))
        return state, (ArtifactDiscarded(seat=play.seat, card=card.id),)

    def modify_change(self, state: State, play: Play, card: Any, change: Change) -> int:
        """Static Artifacts of the player whose number moves (L590)."""
        held = state.seats[change.seat].valuables
        if not held:
            return change.amount
        amount = change.amount
        cards = self.cards(state)
        for c in held:
            if not is_artifact(c) or c == DOWN:
                continue
            spec = _spec(cards.get(c), "artifact_static")
            if not spec:
                continue
            if change.stat == "alcohol" and amount > 0 and play.kind == "drink":
                amount += int(spec.get("drinks", 0))
            hurt = from_another_players_card(play, change.seat)  # Scarab damage too (L105)
            if change.stat == "fortitude" and amount < 0 and hurt:
                amount += int(spec.get("shield", 0))
        return amount

    def after_changes(self, state: State, play: Play, changes: tuple[Change, ...]) -> Result:
        """ "Let me take a closer look at that" hands over the Artifact it names (L610); Triggered
        "hurt" Artifacts: right after another player's card made their holder lose Fortitude,
        that player loses 1 (from no player, L594)."""
        fight = play.kind == "damage" and play.option == FIGHT_COST  # Pooky's Cheating card
        if (play.kind != "card" and not fight) or play.seat < 0:
            return state, ()
        cards = self.cards(state)
        events: list[Event] = []
        if play.card and ops_of(cards.get(play.card), "effects", "take_artifact"):
            state, more = _taken(state, play, changes)
            events.extend(more)
        for change in changes:
            if change.stat != "fortitude" or change.amount >= 0 or change.seat == play.seat:
                continue
            for c in state.seats[change.seat].valuables:
                spec = _spec(cards.get(c), "artifact_trigger") if is_artifact(c) else {}
                if spec.get("when") == "hurt" and state.seats[play.seat].alive:
                    state, more = _change(state, play.seat, "fortitude", int(spec["fortitude"]))
                    events.extend(more)
        return state, tuple(events)

    def decision(self, state: State) -> Decision | None:
        found = _pending(state)
        if found is None:
            return None
        return Decision(found[0], "artifact-reveal", "turn face up the Artifact you gained")

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        found = _pending(state)
        return (RevealArtifact(),) if found is not None and found[0] == seat else ()

    def apply_extra(self, state: State, action: Action) -> Result:
        found = _pending(state)
        if not isinstance(action, RevealArtifact) or found is None:
            return state, ()
        return turn_up(state, self.cards(state), found[0], "gained")

    def valuable_paid(self, state: State, owner: int, payer: int, payee: int, card: str) -> Result:
        """A face-down Artifact anted is looked at by its anter (L634); one paid to the Inn stays
        face down there (option ``keet_inn_artifact``; ``up``: turned face up, no effect)."""
        if card != DOWN or owner != keet_of(state):
            return state, ()
        if payee == -2:
            return _look(state, owner, payer)
        if payee == -1 and state.options.keet_inn_artifact == "up":
            return _inn_up(state, owner)
        return state, ()

    def on_round_end(
        self, state: State, owner: int, winner: int, took_part: tuple[int, ...] = ()
    ) -> Result:
        """The face-down Artifacts looked at in the pot go with it (L608, L634)."""
        if owner != keet_of(state):
            return state, ()
        return _pot_over(state, owner, winner)

    def leaving_valuables(
        self, state: State, owner: int, seat: int, held: tuple[str, ...], remaining: tuple[int, ...]
    ) -> tuple[State, tuple[str, ...], tuple[Event, ...]]:
        """L638-642: the leaver's Artifacts, turned face down and shuffled, are split as Gold
        is; each player who gains one turns it face up (a reveal due, with its Triggered
        effect, at once: R-10.8), those for the Inn are face up and do nothing. Returns the
        Gold-equivalents left for the usual split (any that are not Artifacts)."""
        arts = [c for c in held if is_artifact(c)]
        if not arts or owner != keet_of(state):
            return state, held, ()
        art = extra_of(state, owner, Artifacts)
        assert art is not None
        known = [c for c in arts if c != DOWN]
        downs = len(arts) - len(known)
        drawn = list(art.unseen[len(art.unseen) - downs :]) if downs else []
        art = replace(art, unseen=art.unseen[: len(art.unseen) - downs], down=art.down - downs)
        mixed, rng = state.rng.shuffle((*known, *drawn))
        state = replace(state, rng=rng)
        state = update_seat(state, seat, valuables=tuple(c for c in held if not is_artifact(c)))
        share = (len(mixed) // 2) // len(remaining) if remaining else 0
        events: list[Event] = []
        cards = self.cards(state)
        state = set_extra(state, owner, art)
        at = 0
        for other in remaining:  # each turns theirs face up at once, Triggered effects too
            for card in mixed[at : at + share]:
                s = state.seats[other]
                state = update_seat(state, other, valuables=(*s.valuables, card))
                events.append(ArtifactRevealed(seat=other, card=card, why="passed"))
                state, more = triggered(state, cards, other, card)
                events.extend(more)
            at += share
        state = replace(state, inn_valuables=(*state.inn_valuables, *mixed[at:]))
        return state, tuple(c for c in held if not is_artifact(c)), tuple(events)


__all__ = [
    "ACTIONS",
    "DOWN",
    "EVENTS",
    "ArtifactDiscarded",
    "ArtifactRevealed",
    "ArtifactTaken",
    "Artifacts",
    "ArtifactsMechanic",
    "RevealArtifact",
    "artifact_worth",
    "deck_of",
    "face_up",
    "is_artifact",
    "keet_of",
    "pay_advice",
    "turn_up",
]
