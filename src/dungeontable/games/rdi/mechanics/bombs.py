"""Nitrel the Sapper's Bombs (compendium 002 L928-981; rdi.md §2.1 Nitrel).

Nitrel has an 18-card Bomb Deck in the middle of the table (L934); it lives with her mechanic
state. When a card says a player **gets a Bomb** (L938), that player reveals the top Bomb and
carries out its effects; the Bomb then goes to the Bomb discard pile (an empty Bomb Deck is
reshuffled from it, L952).

- The Bomb comes after every effect of the card that gave it (L950): an effect read after the
  card resolves. A Negated card gives no Bomb; a player who Ignores it gets none either (L970);
  a card that only gives a Bomb moves no number, so it affects nobody (R-3.4, L970-972).
- The Bomb's effects count as an Action card played by Nitrel (L958): it goes on the stack as
  her card aimed at its holder (``target``), so it may be Negated, Ignored, reduced and hit back
  (L962); a loss it deals Nitrel herself is hers, so nobody hits back for it (L966).
- A choice on a Bomb is made by the player holding it (L944) before it is resolved (decision
  ``bomb``): pass it on for a fee (the new holder chooses again, L946; the fee is paid to the
  Inn in Gold or Gold-equivalents, the holder's choice: L586, R-9.2), lose the Fortitude or
  discard the hand instead, pick the other player it also hits.
- Some cards add the top Bomb face down to the pot of a Round of Gambling (L954): the player who
  wins the pot reveals all of them and carries them out one by one in the order they choose
  (decision ``bomb-order``); without a winner they are discarded face up and do nothing (hook
  ``on_round_end``).

Wrench's Gizmos (L972-981): a card aimed at a Gizmo (play option ``gizmo:<slot>``) has Wrench as
its chosen player, so the Bomb it gives goes to him (L972); a Bomb is never passed to a Gizmo
(L974: no Gizmo is ever a choice here). A Bomb hitting "another player" (Goblin Candle, L978) may
hit one of Wrench's Gizmos instead (``aim-bomb-gizmo target=<Wrench> slot=<k>``: option
``also-gizmo:<k>``, read by ``mechanics/gizmos``), or one of Torglesnarf's Minions the same way
(L1579: whoever must choose another player for a card's Fortitude loss may choose a Minion; a
Bomb counts as a card, L956; ``aim-bomb-minion target=<Torglesnarf> slot=<k>``: option
``also-minion:<k>``, read by ``mechanics/minions``: he pays its Wages or discards it). Neither
ever gets a Bomb passed to it (L974, L1613).

The Bomb Deck and the pot's Bombs are face down to everyone, Nitrel too: views show the deck
with the pot's Bombs sorted together and the pot as blanks (``public`` / ``private``); determinize
reshuffles them and deals the pot's blanks from them.

Card data: ``effects = [{op = "give_bomb"}]`` (``who = "target"`` or ``"self"``) and
``{op = "bomb_to_pot"}`` on her cards; the Bomb Deck is the catalog deck ``bombs``
(``cards/bombs.toml``) whose choices are ``{op = "bomb_choice", way = "pass", fee = 1}``,
``way = "or_discard"`` (with ``bomb_loss``) or ``way = "another"`` (with ``who = "targets"``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..effects import EFFECTS, Fx
from ..events import CardsDiscarded
from ..hooks import Mechanic, MechanicsOf, Result, discard_from_hand, extra_of, set_extra
from ..state import Play, SeatExtra, State, owe, update_seat
from .catalog import ops_of, param
from .events import (
    AimBomb,
    AimBombGizmo,
    AimBombMinion,
    BombPassed,
    BombPotted,
    BombRevealed,
    BombsOpened,
    FirstBomb,
)
from .gizmos import ALSO, mine
from .minions import ALSO as ALSO_MINION
from .minions import mine as minions_of
from .pets import CatalogOf
from .seats import value_of

BOMBS = "bombs"
"""The catalog deck id of the Bomb Deck."""
HIDDEN = ""


class Bombs(SeatExtra, frozen=True):
    """The Bomb Deck (top last) and discard pile, the Bombs face down in the pot, a revealed
    Bomb waiting for its holder's choice (``aiming``, ``holder``) and the pot's Bombs its winner
    still has to carry out (``opened``, ``winner``)."""

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    pot: tuple[str, ...] = ()
    aiming: str = ""
    holder: int = -1
    opened: tuple[str, ...] = ()
    winner: int = -1

    def public(self) -> Bombs:
        """Face down: which Bombs are in the deck or the pot, not which is where nor the order."""
        if self.pot and all(self.pot):
            deck = tuple(sorted((*self.deck, *self.pot)))
            return replace(self, deck=deck, pot=(HIDDEN,) * len(self.pot))
        return replace(self, deck=tuple(sorted(self.deck)))

    def private(self) -> Bombs:
        """Nitrel does not know the order of her Bomb Deck nor the pot's Bombs either."""
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Bombs, Rng]:
        """A resampled view: the deck reshuffled, the pot's blanks dealt from it."""
        deck, rng = rng.shuffle(self.deck)
        blanks = sum(1 for c in self.pot if not c)
        pot = tuple(deck[:blanks]) if blanks else self.pot
        return replace(self, deck=tuple(deck[blanks:]), pot=pot), rng

    @property
    def deck_size(self) -> int:
        """Cards really in the Bomb Deck (a view lists the pot's among them)."""
        blanks = sum(1 for c in self.pot if not c)
        return len(self.deck) - blanks

    def describe(self) -> str:
        pot = f"; {len(self.pot)} face down in the pot" if self.pot else ""
        return f"Bomb Deck {self.deck_size}, Bomb discard {len(self.discard)}{pot}"


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def give_bomb(fx: Fx, *, who: str = "target") -> None:
    """The player (``target``, or ``self``: Nitrel) gets a Bomb after the card (L938, L950)."""


@EFFECTS.op
def bomb_to_pot(fx: Fx) -> None:
    """During a Round of Gambling, the top Bomb goes face down into the pot (L954)."""


@EFFECTS.op
def bomb_choice(fx: Fx, *, way: str, fee: int = 0) -> None:
    """A Bomb's choice, made by its holder before it resolves (L944): ``pass`` (pay ``fee`` Gold
    to the Inn to pass it to another player), ``or_discard`` (discard the hand instead of the
    ``bomb_loss``), ``another`` (the other player it also hits)."""


@EFFECTS.op
def bomb_loss(fx: Fx, *, amount: int) -> None:
    """The holder loses ``amount`` Fortitude, unless they chose to discard their hand."""
    if fx.play.option != "discard":
        fx.change("target", "fortitude", -fx.value(amount))


# --- the rules ----------------------------------------------------------------------------------


def _draw(bombs: Bombs, rng: Rng) -> tuple[Bombs, str, Rng]:
    """The top Bomb (an empty deck is reshuffled from the discard pile, L952)."""
    deck, discard = bombs.deck, bombs.discard
    if not deck and discard:
        shuffled, rng = rng.shuffle(discard)
        deck, discard = tuple(shuffled), ()
    if not deck:
        return bombs, "", rng
    return replace(bombs, deck=deck[:-1], discard=discard), deck[-1], rng


def push_bomb(state: State, owner: int, card: str, holder: int, **play: Any) -> Result:
    """The Bomb ``card`` on the stack as Nitrel's Action card aimed at ``holder`` (L958)."""
    item = Play("card", card=card, parts=(card,), seat=owner, target=holder, **play)
    stack = state.stack.push(item, source=owner, counts_as="action")
    uid = stack.items[-1].uid
    event = BombRevealed(seat=holder, owner=owner, card=card, uid=uid)
    return replace(state, stack=stack), (event,)


def _choice(card: Any) -> Any:
    found = ops_of(card, "effects", "bomb_choice")
    return found[0] if found else None


def reveal(state: State, owner: int, holder: int, card: str, catalog: Any) -> Result:
    """``holder`` reveals ``card``: a choice first (decision ``bomb``), else it goes on the
    stack at once."""
    if _choice(catalog[card]) is not None:
        bombs = value_of(state, owner, Bombs, Bombs)
        if bombs.aiming:  # one whose holder left the game before choosing: it never went off
            bombs = replace(bombs, discard=(*bombs.discard, bombs.aiming))
        state = set_extra(state, owner, replace(bombs, aiming=card, holder=holder))
        return state, (BombRevealed(seat=holder, owner=owner, card=card, uid=0),)
    return push_bomb(state, owner, card, holder)


class BombsMechanic(Mechanic):
    """The hooks of the bombs family."""

    name = "bombs"
    to_piece_owner = True  # a card aimed at a Gizmo or Minion: its owner instead

    def __init__(self, catalog: CatalogOf, mechanics: MechanicsOf) -> None:
        self.catalog = catalog
        self.mechanics = mechanics  # the table's, for a side deck's card discarded

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        deck, rng = state.rng.shuffle(self.catalog(state).deck(BOMBS))
        return set_extra(replace(state, rng=rng), seat, Bombs(deck=tuple(deck)))

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """A card's Bombs after its effects (L950): not for a player who Ignored it (L970);
        ``bomb_to_pot`` during a round (L954); a Bomb that asked to discard the hand."""
        events: list[Event] = []
        owner = play.seat
        cat = self.catalog(state)
        if play.option == "discard" and getattr(card, "deck", "") == BOMBS:
            holder = play.target
            if holder >= 0 and holder not in ignored_by and state.seats[holder].hand:
                hand = state.seats[holder].hand  # each card to its own pile (R-1.3, L1186)
                state = update_seat(state, holder, hand=())
                state = discard_from_hand(state, holder, hand, self.mechanics, self.catalog)
                events.append(CardsDiscarded(seat=holder, cards=hand))
        for op in ops_of(card, "effects", "give_bomb"):
            holder = owner if param(op, "who", "target") == "self" else play.target
            if holder < 0 or holder in ignored_by or state.seats[holder].out:
                continue
            bombs, bomb, rng = _draw(value_of(state, owner, Bombs, Bombs), state.rng)
            state = set_extra(replace(state, rng=rng), owner, bombs)
            if bomb:
                state, more = reveal(state, owner, holder, bomb, cat)
                events.extend(more)
        for _ in ops_of(card, "effects", "bomb_to_pot"):
            if state.gambling is None:
                continue
            bombs, bomb, rng = _draw(value_of(state, owner, Bombs, Bombs), state.rng)
            if bomb:
                bombs = replace(bombs, pot=(*bombs.pot, bomb))
                events.append(BombPotted(seat=owner, size=len(bombs.pot)))
            state = set_extra(replace(state, rng=rng), owner, bombs)
        return state, tuple(events)

    def on_round_end(
        self, state: State, owner: int, winner: int, took_part: tuple[int, ...] = ()
    ) -> Result:
        """The pot's Bombs: to its winner to reveal (L954), else discarded face up unused."""
        bombs = extra_of(state, owner, Bombs)
        if bombs is None or not bombs.pot:
            return state, ()
        if winner < 0 or state.seats[winner].out:
            event = BombsOpened(seat=-1, cards=bombs.pot)
            bombs = replace(bombs, pot=(), discard=(*bombs.discard, *bombs.pot))
            return set_extra(state, owner, bombs), (event,)
        event = BombsOpened(seat=winner, cards=bombs.pot)
        bombs = replace(bombs, pot=(), opened=(*bombs.opened, *bombs.pot), winner=winner)
        return set_extra(state, owner, bombs), (event,)

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """A Bomb leaving the stack goes to the Bomb discard pile (L938), Negated or not."""
        if getattr(card, "deck", "") != BOMBS or play.seat < 0:
            return None
        bombs = extra_of(state, play.seat, Bombs)
        if bombs is None:
            return None
        return set_extra(state, play.seat, replace(bombs, discard=(*bombs.discard, play.card))), ()

    def decision(self, state: State) -> Decision | None:
        found = _due(state)
        if found is None:
            return None
        _owner, bombs, kind = found
        if kind == "bomb":
            return Decision(bombs.holder, "bomb", "make the choice the Bomb you hold asks for")
        prompt = "choose which of the pot's Bombs goes off next"
        return Decision(bombs.winner, "bomb-order", prompt)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        found = _due(state)
        if found is None:
            return ()
        _owner, bombs, kind = found
        if kind == "bomb-order":
            if seat != bombs.winner:
                return ()
            return tuple(FirstBomb(card=c) for c in sorted(set(bombs.opened)))
        if seat != bombs.holder:
            return ()
        choice = _choice(self.catalog(state)[bombs.aiming])
        way = param(choice, "way", "")
        others = tuple(t for t in state.living() if t != seat)
        if way == "pass":
            fee = param(choice, "fee", 0)
            passes = others if state.seats[seat].wealth >= fee else ()  # L586: Artifacts too
            return (
                AimBomb(way="keep", target=-1),
                *(AimBomb(way="pass", target=t) for t in passes),
            )
        if way == "or_discard":
            return (AimBomb(way="hurt", target=-1), AimBomb(way="discard", target=-1))
        gizmos = tuple(  # L978: a Gizmo may be the other player (never the holder's own)
            AimBombGizmo(target=t, slot=k)
            for t in others
            for k in range(len(mine(state, t).gizmos))
        )
        minions = tuple(  # L1579: so may a Minion (never the holder's own), as a Gizmo
            AimBombMinion(target=t, slot=k)
            for t in others
            for k in range(len(minions_of(state, t).minions))
        )
        return (*(AimBomb(way="another", target=t) for t in others), *gizmos, *minions)

    def apply_extra(self, state: State, action: Action) -> Result:
        found = _due(state)
        if found is None:
            return state, ()
        owner, bombs, kind = found
        if isinstance(action, FirstBomb) and kind == "bomb-order":
            opened = list(bombs.opened)
            opened.remove(action.card)
            winner = bombs.winner
            bombs = replace(bombs, opened=tuple(opened), winner=winner if opened else -1)
            state = set_extra(state, owner, bombs)
            state, events = reveal(state, owner, winner, action.card, self.catalog(state))
            return state, events  # the flow opens the window (``flow._windowed``)
        if not isinstance(action, (AimBomb, AimBombGizmo, AimBombMinion)) or kind != "bomb":
            return state, ()
        card, holder = bombs.aiming, bombs.holder
        if isinstance(action, (AimBombGizmo, AimBombMinion)):
            state = set_extra(state, owner, replace(bombs, aiming="", holder=-1))
            prefix = ALSO if isinstance(action, AimBombGizmo) else ALSO_MINION
            aim = f"{prefix}{action.slot}"
            return push_bomb(state, owner, card, holder, also=action.target, option=aim)
        if action.way == "pass":
            fee = param(_choice(self.catalog(state)[card]), "fee", 0)
            payer = state.seats[holder]
            if payer.valuables:  # the holder chooses Gold or Gold-equivalents (L586)
                state = owe(state, holder, -1, fee)
            else:
                gold = payer.gold - fee
                state = replace(update_seat(state, holder, gold=gold), inn=state.inn + fee)
            state = set_extra(state, owner, replace(bombs, holder=action.target))
            return state, (BombPassed(seat=holder, target=action.target, fee=fee),)
        state = set_extra(state, owner, replace(bombs, aiming="", holder=-1))
        extra: dict[str, Any] = {}
        if action.way == "discard":
            extra["option"] = "discard"
        if action.way == "another":
            extra["also"] = action.target
        state, events = push_bomb(state, owner, card, holder, **extra)
        return state, events  # the flow opens the window (``flow._windowed``)


def _due(state: State) -> tuple[int, Bombs, str] | None:
    """A Bomb waiting for its holder's choice, once every payment owed is made (a pass fee paid
    in Gold-equivalents: paid before the next holder chooses, L946); else, with nothing pending,
    the pot's Bombs its winner still has to set off."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Bombs:
                if value.aiming and state.seats[value.holder].alive and not state.debts:
                    return seat, value, "bomb"
                idle = state.stack.is_empty and state.stack.window is None
                if value.opened and idle and state.seats[value.winner].alive:
                    return seat, value, "bomb-order"
                break
    return None
