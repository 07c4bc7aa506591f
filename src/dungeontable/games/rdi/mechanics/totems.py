"""Halden the Unhinged's Totems and Totem Combos (compendium 002 L452-519; rdi.md §2.1 Halden).

Setup (L458): his Totem Deck (``cards/totems.toml``, catalog deck ``totems``) is shuffled face
down beside his mat, with room for its discard pile.

Revealing (L464-468): at the beginning of his turn, before Discard and Draw, the top Totem Card
is revealed face up in front of him (``on_turn_start``). A card of his with the totem icon
(``icons = [{op = "reveal_totem"}]``) reveals one when it resolves, after all its other effects
(an icon: not when Negated, yes when Ignored). The compendium does not say what happens when the
Totem Deck is empty: ruling ``totem_reshuffle`` [proposed] ``reshuffle``: its discard pile is
shuffled into a new Totem Deck (as a Character Deck is, R-4.2.2); ``none``: nothing is revealed.

A Totem Card (``effects = [{op = "totem", kind = K, needs = N}, ...effects]``) has a type ``K``
(``damage``, ``health``, ``mind``: L472-478) and, for most, an effect activated only when the
next card of the combo is of type ``N`` (``needs = ""``: no effect, L480). A Totem Combo
(L484-486) is a chain of two or more revealed Totem Cards, left to right, each card's ``needs``
the type of the card after it; the effects of every card but the last happen (the last one's
never, L490; combos do not loop around). Any revealed cards, in any order (L496).

Playing one (L492-494, L500): once in each of his Action Phases, before or after his Action card
(his ``anytime_actions`` before it; the decision ``totem`` after it, while the phase lasts), he
declares the whole chain one card at a time (``pick-totem``, then ``declare-totems``; he may
still drop it with ``skip-totems`` before declaring: after his Action card that ends his chance
this turn; before it, none is begun again before the card but one may still follow it), then picks
the player of each effect that needs one (``aim-totem``, in chain order; the same player or
different ones, L488); an effect making its player lose Fortitude may be aimed at one of that
player's Gizmos or Minions instead (``aim-totem target=T piece=gizmo:<k>`` / ``minion:<k>``:
L500, the combo counts as an Action card of his, so L1803 and L1579 apply: the piece takes the
loss, its owner nothing of that effect; written ``<t>@<piece>`` in the combo's option).
Then it goes on the stack as one Action card of his (L492: counts as a
single Action Card with all its combined effects: Negated as a whole, Ignored as a whole by a
player, hit back: L498): a ``card`` play whose ``parts`` are the chain and whose option
``parts:<t0>,<t1>,...`` aims each active card's effects at its own player (``effects.PART_AIMS``).
Its changes of one player's stat are combined into one (R-6.2), so effects that cancel out do not
affect that stat (L502-504: the Hearty/Savage example). After it resolves, or is Negated, every
card of the chain goes to the Totem discard pile (``side_pile``). ``{op = "totem_draw"}``: he
draws a card from his Character Deck (the Violent Totem, L480).

Hidden: the Totem Deck is face down to everyone (its order unknown to all, Halden too: views list
its cards sorted; determinize reshuffles it); revealed cards, the chain being declared and the
discard pile are public.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import pairwise
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..effects import EFFECTS, PART_AIMS, PART_PIECE, Fx
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State
from .catalog import ops_of, param
from .gizmos import mine as gizmos_of
from .minions import mine as minions_of
from .pets import CatalogOf
from .recipes import draw_one

TOTEMS = "totems"
"""The catalog deck of the Totem Cards (``cards/totems.toml``)."""
KINDS = ("damage", "health", "mind")
NAMES = {"damage": "Damage", "health": "Health", "mind": "Mind"}
AIMED = {"hit": "target", "booze": "target", "tip_inn": "target", "steal": "target"}
"""The ops whose default player is a chosen one (the rest default to Halden or everyone)."""


class Totems(SeatExtra, frozen=True):
    """Halden's Totem Deck (face down, top last), its discard pile, the revealed Totem Cards (in
    the order revealed), the combo being declared (``chain``; ``declared`` once complete, then
    ``aims``: each effect's player so far), and the turns he played a combo / gave it up."""

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    revealed: tuple[str, ...] = ()
    chain: tuple[str, ...] = ()
    declared: bool = False
    aims: tuple[int, ...] = ()
    pieces: tuple[str, ...] = ()
    """Beside ``aims``: the Gizmo or Minion each aimed effect takes instead ("": the player)."""
    used: int = 0
    passed: int = 0
    dropped: int = -1
    """The turn he dropped a chain before his Action card: no new one before it, while one may
    still follow it (L494)."""

    def public(self) -> Totems:
        """The Totem Deck is face down: which cards are left, never their order."""
        return replace(self, deck=tuple(sorted(self.deck)))

    def private(self) -> Totems:
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Totems, Rng]:
        """The face-down Totem Deck in a random order (determinize)."""
        deck, rng = rng.shuffle(self.deck)
        return replace(self, deck=tuple(deck)), rng

    def describe(self) -> str:
        shown = f"{len(self.revealed)} Totem{'s' if len(self.revealed) != 1 else ''} revealed"
        combo = f"; declaring a combo of {len(self.chain)}" if self.chain else ""
        return f"{shown}; Totem Deck {len(self.deck)}, discard {len(self.discard)}{combo}"


# --- events and actions -------------------------------------------------------------------------


class TotemRevealed(Event, frozen=True, kw_only=True):
    """A Totem Card revealed face up in front of Halden (``why``: ``turn`` or ``icon``);
    ``reshuffled``: his Totem discard pile became the deck first (ruling ``totem_reshuffle``)."""

    seat: int
    card: str
    why: str
    reshuffled: bool = False

    def describe(self) -> str:
        return f"seat {self.seat} reveals the Totem {self.card} ({self.why})"


class TotemComboPlayed(Event, frozen=True, kw_only=True):
    """Halden declared a Totem Combo: the chain, and each active card's player (-1: none)."""

    seat: int
    cards: tuple[str, ...]
    aims: tuple[int, ...]

    def describe(self) -> str:
        return f"seat {self.seat} plays the Totem Combo {', '.join(self.cards)} at {self.aims}"


class PickTotem(Action, frozen=True):
    """The next revealed Totem Card of the combo being declared (the first one starts it)."""

    card: str


class DeclareTotems(Action, frozen=True):
    """The combo being declared is complete (two or more cards)."""


class AimTotem(Action, frozen=True):
    """The player of the next effect of the declared combo that needs one; ``piece``: one of
    that player's Gizmos (``gizmo:<slot>``, 002 L1803) or Minions (``minion:<slot>``, L1579)
    takes the effect's Fortitude loss instead (a Totem whose effect makes its player lose
    Fortitude; the combo counts as one Action card of Halden's, L500)."""

    target: int
    piece: str = ""

    def to_text(self) -> str:
        return super().to_text().removesuffix(' piece=""')  # a player picked: as before


class SkipTotems(Action, frozen=True):
    """No Totem Combo this turn (a combo not yet declared is dropped)."""


EVENTS: tuple[type[Event], ...] = (TotemRevealed, TotemComboPlayed)
ACTIONS: tuple[type[Action], ...] = (PickTotem, DeclareTotems, AimTotem, SkipTotems)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def totem(fx: Fx, *, kind: str, needs: str = "") -> None:
    """A Totem Card's type and the type its effect needs after it (read by the mechanic)."""


@EFFECTS.op
def reveal_totem(fx: Fx) -> None:
    """Icon: after the card's other effects, reveal the top card of the Totem Deck."""


@EFFECTS.op
def totem_draw(fx: Fx, *, amount: int = 1) -> None:
    """Halden draws ``amount`` cards from his Character Deck (read by the mechanic)."""


# --- the rules ----------------------------------------------------------------------------------


def kind_of(card: Any) -> str:
    """A Totem Card's type (``""``: not a Totem Card)."""
    found = ops_of(card, "effects", "totem")
    return str(param(found[0], "kind", "")) if found else ""


def needs_of(card: Any) -> str:
    """The type a Totem Card's effect needs after it (``""``: it has no effect)."""
    found = ops_of(card, "effects", "totem")
    return str(param(found[0], "needs", "")) if found else ""


def aimed(card: Any) -> bool:
    """Whether a Totem Card's effect needs a chosen player."""
    for e in getattr(card, "effects", ()) or ():
        if e.op in AIMED and param(e, "who", AIMED[e.op]) == "target":
            return True
    return False


def is_combo(cards: Mapping[str, Any], chain: Sequence[str]) -> bool:
    """Two or more Totem Cards, each one's ``needs`` the type of the next (L486)."""
    if len(chain) < 2:
        return False
    for left, right in pairwise(chain):
        need = needs_of(cards.get(left))
        if not need or need != kind_of(cards.get(right)):
            return False
    return True


def _left(revealed: Sequence[str], used: Sequence[str]) -> list[str]:
    rest = list(revealed)
    for card in used:
        if card in rest:
            rest.remove(card)
    return rest


def followers(cards: Mapping[str, Any], revealed: Sequence[str], chain: Sequence[str]) -> list[str]:
    """The distinct revealed cards that may come next in ``chain`` (sorted); with an empty chain,
    the cards that can start a combo (something revealed matches their need)."""
    rest = _left(revealed, chain)
    if not chain:
        return sorted({c for c in rest if followers(cards, revealed, (c,))})
    need = needs_of(cards.get(chain[-1]))
    if not need:
        return []
    return sorted({c for c in rest if kind_of(cards.get(c)) == need})


def hits(card: Any) -> bool:
    """Whether a Totem Card's effect makes its chosen player lose Fortitude (it may then be
    aimed at a Gizmo or a Minion instead: L1803, L1579)."""
    for e in getattr(card, "effects", ()) or ():
        if e.op == "hit" and param(e, "who", "target") == "target":
            return True
    return False


def piece_aims(state: State, seat: int, card: Any) -> list[AimTotem]:
    """The Gizmos and Minions of the other living players a Totem's Fortitude loss may take
    instead of their owner (never Halden's own)."""
    if not hits(card):
        return []
    out: list[AimTotem] = []
    for o in state.living():
        if o == seat:
            continue
        out += [
            AimTotem(target=o, piece=f"gizmo:{k}") for k in range(len(gizmos_of(state, o).gizmos))
        ]
        out += [
            AimTotem(target=o, piece=f"minion:{k}")
            for k in range(len(minions_of(state, o).minions))
        ]
    return out


def to_aim(cards: Mapping[str, Any], chain: Sequence[str]) -> tuple[int, ...]:
    """The positions of the active cards (all but the last, L490) whose effect needs a player."""
    return tuple(i for i, c in enumerate(chain[:-1]) if aimed(cards.get(c)))


def mine(state: State, seat: int) -> Totems:
    return extra_of(state, seat, Totems) or Totems()


def reveal(state: State, seat: int, why: str) -> Result:
    """The top Totem Card revealed face up (an empty deck: ruling ``totem_reshuffle``)."""
    t = extra_of(state, seat, Totems)
    if t is None:
        return state, ()
    deck, discard, rng, again = t.deck, t.discard, state.rng, False
    if not deck and discard and state.options.totem_reshuffle == "reshuffle":
        shuffled, rng = rng.shuffle(discard)
        deck, discard, again = tuple(shuffled), (), True
    if not deck:
        return state, ()
    top = deck[-1]
    t = replace(t, deck=deck[:-1], discard=discard, revealed=(*t.revealed, top))
    state = set_extra(replace(state, rng=rng), seat, t)
    return state, (TotemRevealed(seat=seat, card=top, why=why, reshuffled=again),)


def _quiet(state: State) -> bool:
    """Nothing pending, asked or owed: a moment the active player acts alone."""
    return not (
        state.stack.items
        or state.stack.window is not None
        or state.debts
        or state.losses
        or state.gambling is not None
        or state.result is not None
    )


def _may_start(state: State, seat: int, cards: Mapping[str, Any]) -> bool:
    """His Action Phase, no combo yet this turn, and one he could declare."""
    t = extra_of(state, seat, Totems)
    if t is None or t.chain or state.phase != "action" or state.active != seat:
        return False
    if t.used == state.turn or t.passed == state.turn or not _quiet(state):
        return False
    return bool(followers(cards, t.revealed, ()))


def _declaring(state: State) -> int | None:
    """Halden, in the middle of declaring a combo (nothing else goes on meanwhile)."""
    for i, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Totems and value.chain and s.alive:
                return i
    return None


class TotemsMechanic(Mechanic):
    """The hooks of the totems family."""

    name = "totems"
    waits_for_leavers = frozenset({"totem"})  # losers leave first

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """L458: the Totem Deck shuffled face down."""
        deck, rng = state.rng.shuffle(list(self.catalog(state).deck(TOTEMS)))
        return set_extra(replace(state, rng=rng), seat, Totems(deck=tuple(deck)))

    def on_turn_start(self, state: State, seat: int) -> Result:
        """L464: a Totem revealed before Discard and Draw."""
        return reveal(state, seat, "turn")

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """The totem icon (L466: after all the card's other effects); a combo's draws."""
        events: list[Event] = []
        if play.kind != "card" or extra_of(state, play.seat, Totems) is None:
            return state, ()
        if play.option.startswith(PART_AIMS):
            cards = self.catalog(state).cards
            for part in play.parts[:-1]:
                for e in ops_of(cards.get(part), "effects", "totem_draw"):
                    for _ in range(max(0, int(param(e, "amount", 1)) + play.delta)):
                        state, more = draw_one(state, play.seat)
                        events.extend(more)
            return state, tuple(events)
        for _ in ops_of(card, "icons", "reveal_totem"):
            state, more = reveal(state, play.seat, "icon")
            events.extend(more)
        return state, tuple(events)

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A combo leaving the stack, resolved or Negated: its cards to the Totem discard."""
        if getattr(card, "deck", "") != TOTEMS or play.seat < 0:
            return None
        t = extra_of(state, play.seat, Totems)
        if t is None:
            return None
        return set_extra(state, play.seat, replace(t, discard=(*t.discard, *play.parts))), ()

    def anytime_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """Before his Action card: start declaring a combo (L492), once (a chain dropped before
        it leaves the combo for after it)."""
        if state.acted or mine(state, seat).dropped == state.turn:
            return ()
        cards = self.catalog(state).cards
        if not _may_start(state, seat, cards):
            return ()
        return tuple(PickTotem(card=c) for c in followers(cards, mine(state, seat).revealed, ()))

    def apply_anytime(self, state: State, seat: int, action: Action) -> Result:
        if not isinstance(action, PickTotem):
            return state, ()
        return set_extra(state, seat, replace(mine(state, seat), chain=(action.card,))), ()

    def decision(self, state: State) -> Decision | None:
        seat = _declaring(state)
        if seat is not None:
            t = mine(state, seat)
            if t.declared:
                return Decision(seat, "totem-aim", "pick the player of the combo's next effect")
            return Decision(seat, "totem", "add a Totem to the combo, declare it, or drop it")
        seat = state.active
        if state.phase != "action" or not state.acted or seat < 0 or not state.seats[seat].alive:
            return None
        if _may_start(state, seat, self.catalog(state).cards):  # after his Action card
            return Decision(seat, "totem", "you may play a Totem Combo now, or none this turn")
        return None

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        cards = self.catalog(state).cards
        t = extra_of(state, seat, Totems)
        if t is None:
            return ()
        if t.chain and t.declared:
            plain = [AimTotem(target=o) for o in state.living() if o != seat]
            positions = to_aim(cards, t.chain)
            if len(t.aims) < len(positions):  # the next effect's Totem: at a piece too?
                plain += piece_aims(state, seat, cards.get(t.chain[positions[len(t.aims)]]))
            return tuple(plain)
        if t.chain:
            found: list[Action] = [PickTotem(card=c) for c in followers(cards, t.revealed, t.chain)]
            if is_combo(cards, t.chain):
                found.append(DeclareTotems())
            return (*found, SkipTotems())
        if self.decision(state) is not None and _declaring(state) is None:
            starts = followers(cards, t.revealed, ())
            return (*(PickTotem(card=c) for c in starts), SkipTotems())
        return ()

    def apply_extra(self, state: State, action: Action) -> Result:
        found = self.decision(state)
        if found is None:
            return state, ()
        seat = found.seat
        t = mine(state, seat)
        cards = self.catalog(state).cards
        if isinstance(action, SkipTotems):
            # after his Action card: no combo this turn; before it: none begun again before
            # it, while one may still follow it (L494)
            spent = {"passed": state.turn} if state.acted else {"dropped": state.turn}
            t = replace(t, chain=(), declared=False, aims=(), pieces=(), **spent)
            return set_extra(state, seat, t), ()
        if isinstance(action, PickTotem):
            return set_extra(state, seat, replace(t, chain=(*t.chain, action.card))), ()
        if isinstance(action, DeclareTotems):
            t = replace(t, declared=True)
        elif isinstance(action, AimTotem):
            t = replace(t, aims=(*t.aims, action.target), pieces=(*t.pieces, action.piece))
        else:
            return state, ()
        state = set_extra(state, seat, t)
        if len(t.aims) < len(to_aim(cards, t.chain)):
            return state, ()
        return _push(state, seat, t, cards)


def _push(state: State, seat: int, t: Totems, cards: Mapping[str, Any]) -> Result:
    """The declared combo goes on the stack as one Action card of his (L492)."""
    positions = to_aim(cards, t.chain)
    aims = [-1] * (len(t.chain) - 1)
    written = ["-1"] * (len(t.chain) - 1)
    for k, i in enumerate(positions):
        aims[i] = t.aims[k]
        piece = t.pieces[k] if k < len(t.pieces) else ""
        written[i] = f"{t.aims[k]}{PART_PIECE}{piece}" if piece else str(t.aims[k])
    first = next((a for a in aims if a >= 0), -1)
    option = PART_AIMS + ",".join(written)
    play = Play("card", card=t.chain[0], parts=t.chain, seat=seat, target=first, option=option)
    rest = _left(t.revealed, t.chain)
    done = Totems(t.deck, t.discard, tuple(rest), used=state.turn, passed=t.passed)
    state = set_extra(state, seat, done)
    stack = state.stack.push(play, source=seat, counts_as="action")
    state = replace(state, stack=stack)  # the flow opens the window (``flow._windowed``)
    return state, (TotemComboPlayed(seat=seat, cards=t.chain, aims=tuple(aims)),)


# --- the heuristic bot's advice ----------------------------------------------------------------

WORTH = {"hit": 2, "booze": 2, "heal": 1, "sober": 1, "gain_gold": 1, "tip_inn": 1, "steal": 1}


def _worth(card: Any, others: int) -> int:
    """What a Totem Card's effect is worth to Halden (others: his living rivals)."""
    total = 0
    for e in getattr(card, "effects", ()) or ():
        if e.op == "totem_draw":
            total += 2
            continue
        w = WORTH.get(e.op, 0) * int(param(e, "amount", 1))
        default = AIMED.get(e.op, "self")
        who = param(e, "who", default)
        harms = e.op in ("hit", "booze", "tip_inn", "steal")
        if who == "all":
            total += w * (others - 1) if harms else w * (1 - others)
        elif who == "others":
            total += w * others if harms else -w * others
        else:
            total += w
    return total


def best_chain(
    cards: Mapping[str, Any], revealed: Sequence[str], prefix: Sequence[str], others: int
) -> tuple[int, tuple[str, ...]]:
    """The most valuable combo that starts with ``prefix`` (value, chain; ``(0, ())`` if none)."""
    best: tuple[int, tuple[str, ...]] = (0, ())

    def grow(chain: tuple[str, ...]) -> None:
        nonlocal best
        if is_combo(cards, chain):
            value = sum(_worth(cards.get(c), others) for c in chain[:-1])
            if value > best[0] or (value == best[0] and best[1] and len(chain) < len(best[1])):
                best = (value, chain)
        for c in followers(cards, revealed, chain) if chain else ():
            grow((*chain, c))

    if prefix:
        grow(tuple(prefix))
    else:
        for c in followers(cards, revealed, ()):
            grow((c,))
    return best


def advice(
    totems: Totems | None,
    cards: Mapping[str, Any],
    legal: Sequence[Action],
    others: int,
    victim: Callable[[list[int]], int],
) -> Action | None:
    """The heuristic bot's Totem play: the most valuable combo as soon as one is worth something;
    every effect aimed at ``victim``."""
    if totems is None:
        return None
    aims = [a.target for a in legal if isinstance(a, AimTotem)]
    if aims:
        return AimTotem(target=victim(aims))
    picks = [a for a in legal if isinstance(a, PickTotem)]
    if not picks and not any(isinstance(a, DeclareTotems) for a in legal):
        return None
    value, chain = best_chain(cards, totems.revealed, totems.chain, others)
    if value <= 0 or not chain:
        return SkipTotems() if SkipTotems() in legal else None
    if len(chain) > len(totems.chain):
        pick = PickTotem(card=chain[len(totems.chain)])
        return pick if pick in legal else None
    return DeclareTotems() if DeclareTotems() in legal else None


__all__ = [
    "ACTIONS",
    "EVENTS",
    "AimTotem",
    "DeclareTotems",
    "PickTotem",
    "SkipTotems",
    "TotemComboPlayed",
    "TotemRevealed",
    "Totems",
    "TotemsMechanic",
    "advice",
    "best_chain",
    "followers",
    "is_combo",
]
