"""Pooky the Vicious's Mood track (compendium 002 L1202-1262; rdi.md §2.1 Pooky).

His Mood Marker starts on Calm (L1208) and moves one space down the Mood Card, Calm -> Manic ->
Crazy -> Psychotic, each time his mood gets worse (L1218); at Psychotic it stays there. It gets
worse when (L1212-1216):

- a card played from another player's hand makes him lose Fortitude (once per card, however many
  parts joined it, L1228-1230; a Potion played as though from hand counts, L1234; Fortitude lost
  to his own card never does, L1254);
- a Drink makes him gain 3 or more Alcohol Content (not a card that makes him gain it, L1232);
- he took part in a Round of Gambling (he anted into it, R-8.6) and did not win it (L1236-1240);
- a card effect says so (``mood_worse``); ``mood_calm`` puts him back on Calm (L1220).

A card's mood change comes after all its other effects (L1222; not if Negated; when Pooky
Ignores his own card its mood change is Ignored too, L1258). Nothing can be played between the
event and the mood change (L1250): the change is applied in the same step.

Cards whose effect depends on his mood read it as they resolve (L1242): ``mood_bonus`` raises the
card's numbers while his mood is at least ``at_least`` (0 Calm .. 3 Psychotic).

The track is public.

Epic Pooky (L1267-1280): Pooky as the Boss of a Boss Battle (option ``boss``) has his 15 Boss
Battle cards shuffled into his deck (subtype ``boss``, ``catalog.character_deck``: 55 cards) and a
5-card Epic Deck (catalog deck ``epic_pooky``, ``cards/epic_pooky.toml``) beside his mat, face down
to everyone; his Mood starts Calm. When his mood would get worse while he is Psychotic he chooses
(decision ``epic``, at once, before anything else): stay Psychotic, or go back to Calm and draw the
top Epic Card into his hand (its identity his alone; others see that he drew one). Worsenings that
come while the choice is open wait behind it, one step each. An empty Epic Deck offers no choice:
he stays Psychotic (ruling ``epic_empty``; alt ``calm``: he may still go back to Calm, drawing
nothing). An Epic Card in hand counts toward his hand size and is played by its type; played, it
goes to his discard pile and stays part of his deck (L1276). Epic Pooky is still a Hero (L1280):
nothing here reads Villains (no Dungeon Event Deck is built).

Card data: ``effects`` may hold ``{op = "mood_bonus", at_least = 2, bonus = 1}``,
``{op = "mood_worse"}`` and ``{op = "mood_calm"}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..effects import EFFECTS, Change, Fx
from ..events import CardsDrawn, LeftRound
from ..hooks import Mechanic, MechanicsOf, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param
from .chimera import ATTACK as CHIMERA_ATTACK
from .events import PookyMood
from .gizmos import by_gizmo
from .minions import ACT as MINION_ACT
from .pets import CatalogOf

MOODS = ("calm", "manic", "crazy", "psychotic")
NAMES = {"calm": "Calm", "manic": "Manic", "crazy": "Crazy", "psychotic": "Psychotic"}
DRINK_LIMIT = 3
"""A Drink giving him this much Alcohol Content or more makes his mood worse (L1214)."""
NOT_FROM_HAND = ("bombs", "brawlers", "totems")
"""Side decks whose cards count as their owner's Action card without a word of a hand (a Bomb
L956, a Brawler L1442, a Totem Combo L500): ruling ``pooky_worse_from="hand"`` leaves them out."""
PSYCHOTIC = len(MOODS) - 1
EPIC_DECK = "epic_pooky"
"""The catalog deck of Epic Pooky's 5 Epic Cards (L1271)."""
EPIC_CARDS = 5


class Mood(SeatExtra, frozen=True):
    """Pooky's Mood Marker: 0 Calm, 1 Manic, 2 Crazy, 3 Psychotic (public). Epic Pooky (the Boss):
    ``epic`` his Epic Deck (top last; face down: others see blanks, he sees it sorted),
    ``epic_cards`` the 5 cards it started with (public), ``due`` the worsenings waiting on his
    Psychotic choice (the first is the choice itself) and ``why`` the first one's reason."""

    value: int = 0
    epic: tuple[str, ...] = ()
    epic_cards: tuple[str, ...] = ()
    due: int = 0
    why: str = ""

    def public(self) -> Mood:
        """The Epic Deck face down: how many cards, never which."""
        return replace(self, epic=("",) * len(self.epic)) if self.epic else self

    def private(self) -> Mood:
        """Pooky knows which Epic Cards are left, not their order."""
        return replace(self, epic=tuple(sorted(self.epic))) if self.epic else self

    def shuffled(self, rng: Rng) -> tuple[Mood, Rng]:
        """The Epic Deck in a random order (determinize; blanks are dealt by ``grown``)."""
        deck, rng = rng.shuffle(self.epic)
        return replace(self, epic=tuple(deck)), rng

    def grown(self, known: tuple[str, ...], rng: Rng) -> tuple[Mood, tuple[str, ...], Rng]:
        """A resampled view (determinize): the Epic Cards drawn so far are part of his Character
        Deck (L1276). A face-down Epic Deck (blanks) is dealt from the Epic Cards none of
        ``known`` (his discard pile, his cards on the stack) shows; the rest were drawn."""
        left = list(self.epic_cards)
        if any(not c for c in self.epic):
            hidden = list(self.epic_cards)
            for card in known:
                if card in hidden:
                    hidden.remove(card)
            deck, rng = rng.shuffle(hidden)
            chosen = tuple(deck[: len(self.epic)])
            mood = replace(self, epic=chosen)
        else:
            mood = self
        for card in mood.epic:
            if card in left:
                left.remove(card)
        return mood, tuple(left), rng

    def describe(self) -> str:
        epic = f"; Epic Deck {len(self.epic)}" if self.epic_cards else ""
        return f"Mood: {NAMES[MOODS[self.value]]}{epic}"


class ChooseEpic(Action, frozen=True):
    """Epic Pooky at Psychotic whose mood would get worse (L1273): ``calm`` = back to Calm and
    draw an Epic Card; otherwise he stays Psychotic."""

    calm: bool


class EpicChosen(Event, frozen=True, kw_only=True):
    """Epic Pooky's choice at Psychotic (L1273): ``calm`` (back to Calm, ``drew`` an Epic Card:
    its identity goes in a ``CardsDrawn`` to him alone) or stays Psychotic."""

    seat: int
    calm: bool
    drew: bool = False

    def describe(self) -> str:
        return f"seat {self.seat} {'goes back to Calm' if self.calm else 'stays Psychotic'}"


FIGHT_COST = "fight"
"""The ``Play.option`` of the stay cost of "Pooky won't give up without a fight" (L1262): a
Fortitude loss from his Cheating card (``Play(kind="damage")``)."""


class Fight(SeatExtra, frozen=True):
    """On Pooky's seat while the player his "won't give up without a fight" names (L1262)
    chooses: ``target`` leaves the round, or loses ``cost`` Fortitude to stay in it."""

    target: int
    cost: int
    card: str = ""

    def describe(self) -> str:
        return f"seat {self.target} must leave the round or lose {self.cost} Fortitude to stay"


class StayInRound(Action, frozen=True):
    """The player named by Pooky's "won't give up without a fight" (L1262): ``stay`` = lose the
    Fortitude and stay in the Round of Gambling; otherwise leave it."""

    stay: bool


EVENTS: tuple[type[Event], ...] = (EpicChosen,)
ACTIONS: tuple[type[Action], ...] = (ChooseEpic, StayInRound)


def is_epic(state: State, seat: int) -> bool:
    """Pooky is Epic Pooky: the Boss of a Boss Battle (L1269)."""
    return state.options.boss == seat


def may_choose(state: State, seat: int, mood: Mood) -> bool:
    """Whether a worsening at Psychotic offers Epic Pooky the choice (L1273; ruling
    ``epic_empty`` for an empty Epic Deck)."""
    if not is_epic(state, seat) or mood.value < PSYCHOTIC:
        return False
    return bool(mood.epic) or state.options.epic_empty == "calm"


def worse(state: State, seat: int, why: str) -> Result:
    """One space down the Mood Card (Psychotic stays Psychotic, L1218); Epic Pooky at Psychotic
    chooses instead (L1273), and a worsening while his choice is open waits behind it."""
    mood = extra_of(state, seat, Mood) or Mood()
    if mood.due:
        return set_extra(state, seat, replace(mood, due=mood.due + 1)), ()
    if may_choose(state, seat, mood):
        return set_extra(state, seat, replace(mood, due=1, why=why)), ()
    value = min(mood.value + 1, PSYCHOTIC)
    state = set_extra(state, seat, replace(mood, value=value))
    return state, (PookyMood(seat=seat, mood=MOODS[value], why=why),)


def choose(state: State, seat: int, calm: bool) -> Result:
    """Epic Pooky's choice (L1273), then the worsenings that waited behind it, one step each."""
    mood = extra_of(state, seat, Mood) or Mood()
    if not mood.due:
        return state, ()
    events: list[Event] = []
    why, due = mood.why, mood.due - 1
    drew = False
    if calm:
        s = state.seats[seat]
        epic = mood.epic
        if epic:
            card, epic = epic[-1], epic[:-1]
            state = update_seat(state, seat, hand=(*s.hand, card))
            others = tuple(i for i in range(len(state.seats)) if i != seat)
            drew = True
            drawn: tuple[Event, ...] = (
                CardsDrawn(seat=seat, count=1, cards=(card,), to=(seat,)),
                CardsDrawn(seat=seat, count=1, to=others or None),
            )
        else:
            drawn = ()
        mood = replace(mood, value=0, epic=epic)
        events.append(EpicChosen(seat=seat, calm=True, drew=drew))
        events.extend(drawn)
        events.append(PookyMood(seat=seat, mood=MOODS[0], why="epic"))
    else:
        events.append(EpicChosen(seat=seat, calm=False))
    mood = replace(mood, due=0, why="")
    state = set_extra(state, seat, mood)
    for _ in range(due):  # the worsenings that waited (L1250: no plays in between)
        state, more = worse(state, seat, why)
        events.extend(more)
    return state, tuple(events)


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def mood_bonus(fx: Fx, *, bonus: int, at_least: int = 0) -> None:
    """+bonus to the card's numbers while Pooky's mood is at least ``at_least`` (L1242)."""


@EFFECTS.op
def mood_worse(fx: Fx) -> None:
    """Pooky's mood gets worse, after the card's other effects (L1216, L1222)."""


@EFFECTS.op
def mood_calm(fx: Fx) -> None:
    """Pooky is now Calm, after the card's other effects (L1220, L1222)."""


# --- hooks --------------------------------------------------------------------------------------


class MoodsMechanic(Mechanic):
    """The hooks of the moods family."""

    name = "moods"

    def __init__(
        self, catalog: CatalogOf | None = None, mechanics: MechanicsOf | None = None
    ) -> None:
        self.catalog = catalog
        self.mechanics = mechanics

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """Calm (L1208); Epic Pooky's Epic Deck shuffled beside his mat (L1271)."""
        if not is_epic(state, seat) or self.catalog is None:
            return set_extra(state, seat, Mood())
        cards = self.catalog(state).deck(EPIC_DECK)
        deck, rng = state.rng.shuffle(cards)
        mood = Mood(epic=tuple(deck), epic_cards=tuple(sorted(cards)))
        return set_extra(replace(state, rng=rng), seat, mood)

    def decision(self, state: State) -> Decision | None:
        fight = _fight(state)
        if fight is not None:
            prompt = f"lose {fight[1].cost} Fortitude to stay in the round, or leave it"
            return Decision(fight[1].target, "fight", prompt)
        seat = _due(state)
        if seat is None:
            return None
        prompt = "stay Psychotic, or go back to Calm and draw an Epic Card"
        return Decision(seat, "epic", prompt)

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        fight = _fight(state)
        if fight is not None:
            return (
                (StayInRound(stay=True), StayInRound(stay=False)) if fight[1].target == seat else ()
            )
        if _due(state) != seat:
            return ()
        return (ChooseEpic(calm=True), ChooseEpic(calm=False))

    def apply_extra(self, state: State, action: Action) -> Result:
        fight = _fight(state)
        if isinstance(action, StayInRound) and fight is not None:
            # staying: the loss resolves as a pending item, then a Pain Curse fires (L836) and a
            # Triggered Artifact answers (L594) as after any card of his
            return _settle_fight(state, *fight, action.stay)
        due = _due(state)
        if not isinstance(action, ChooseEpic) or due is None:
            return state, ()
        return choose(state, due, action.calm)

    def modify_play(self, state: State, play: Play, card: Any) -> Play:
        """Mood-dependent numbers, read as the card resolves (L1242)."""
        mood = (extra_of(state, play.seat, Mood) or Mood()).value
        bonus = sum(
            int(param(e, "bonus", 0))
            for e in ops_of(card, "effects", "mood_bonus")
            if mood >= int(param(e, "at_least", 0))
        )
        if not bonus:
            return play
        return replace(play, delta=play.delta + bonus)

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """His card's own mood change, after its other effects; Ignored with it (L1258). His
        "won't give up without a fight" (L1262): its target, still in the round, chooses."""
        for op in ops_of(card, "effects", "cheat_kick"):
            cost = int(param(op, "stay", 0))
            g, target = state.gambling, play.target
            if cost and g is not None and target in g.players and target not in ignored_by:
                state = set_extra(state, play.seat, Fight(target=target, cost=cost, card=play.card))
        if play.seat in ignored_by:
            return state, ()
        events: list[Event] = []
        for _ in ops_of(card, "effects", "mood_worse"):
            state, more = worse(state, play.seat, "card")
            events.extend(more)
        if ops_of(card, "effects", "mood_calm"):
            now = extra_of(state, play.seat, Mood) or Mood()
            state = set_extra(state, play.seat, replace(now, value=0))
            events.append(PookyMood(seat=play.seat, mood="calm", why="card"))
        return state, tuple(events)

    def after_changes(self, state: State, play: Play, changes: tuple[Change, ...]) -> Result:
        """Another player's card took his Fortitude; a Drink gave him 3+ Alcohol (L1212-1214)."""
        events: list[Event] = []
        for seat, s in enumerate(state.seats):
            if extra_of(state, seat, Mood) is None or s.out:
                continue
            hurt = any(c.seat == seat and c.stat == "fortitude" and c.amount < 0 for c in changes)
            drunk = sum(c.amount for c in changes if c.seat == seat and c.stat == "alcohol")
            if play.seat >= 0 and play.seat != seat and hurt and self._from_a_card(state, play):
                state, more = worse(state, seat, "hurt")
                events.extend(more)
            elif play.kind == "drink" and play.drinker == seat and drunk >= DRINK_LIMIT:
                state, more = worse(state, seat, "drink")
                events.extend(more)
        return state, tuple(events)

    def _from_a_card(self, state: State, play: Play) -> bool:
        """L1212 "a card played from another player's hand" (ruling ``pooky_worse_from``):
        ``cards``: any card of that player's, also one of their cards in play acting (a Minion,
        L1567; a Gizmo's ability, L1791) or a side card counting as theirs (a Bomb, L956; a
        Brawler, L1442; a Totem Combo, L500; the Chimera attack, L1957; a Story he put in front
        of Pooky, L1685, hurting him as Warthorn's Action card); ``hand``: only cards
        played from a hand or as though from one (a Potion L1239, a Brew L405, Fury L1329, a
        Doppelganger L366)."""
        if state.options.pooky_worse_from == "cards":  # a Story's loss: a card's "damage"
            return (
                play.kind == "card" or by_gizmo(play) or (play.kind == "damage" and bool(play.card))
            )
        if play.kind != "card" or play.option == MINION_ACT or play.card == CHIMERA_ATTACK:
            return False
        cards = self.catalog(state).cards if self.catalog is not None and play.card else {}
        card = cards.get(play.card)
        return getattr(card, "deck", "") not in NOT_FROM_HAND

    def on_round_end(
        self, state: State, owner: int, winner: int, took_part: tuple[int, ...] = ()
    ) -> Result:
        """He took part in the round and did not win it (L1216, L1236-1240)."""
        if owner in took_part and owner != winner and not state.seats[owner].out:
            return worse(state, owner, "round")
        return state, ()


def _fight(state: State) -> tuple[int, Fight] | None:
    """Pooky's seat and the stay-or-leave choice his kick-out card left open (L1262)."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Fight:
                return seat, value
    return None


def _settle_fight(state: State, seat: int, fight: Fight, stay: bool) -> Result:
    """The named player leaves the round, or loses the Fortitude and stays (the loss of a
    Cheating card of Pooky's, L1262, pending: changed as a card's loss is, a Tree's -2, Loyal's
    -1, a shield against another player's card; a Lich finger may Ignore it)."""
    extra = tuple(v for v in state.seats[seat].extra if type(v) is not Fight)
    state = update_seat(state, seat, extra=extra)
    target = fight.target
    g = state.gambling
    if not stay:  # Pooky took control: the one leaving is never the controller
        if g is None or target not in g.players:
            return state, ()
        players = tuple(p for p in g.players if p != target)
        return replace(state, gambling=replace(g, players=players)), (LeftRound(seat=target),)
    # L1262 "this Fortitude loss comes from a Cheating card": a pending loss from Pooky's card,
    # so what changes a card's loss changes it (a Tree, Loyal, a shield against another
    # player's card) and what Ignores such a loss may (a Lich finger); the card has resolved,
    # so nothing Negates it, and nothing hits back (R-6.9: its player chose to pay)
    play = Play("damage", seat=seat, target=target, amount=fight.cost, option=FIGHT_COST)
    stack = state.stack.push(play, source=seat, counts_as="cheating", flags=("unnegatable",))
    return replace(state, stack=stack), ()


def _due(state: State) -> int | None:
    """Epic Pooky with his Psychotic choice open (L1273): at once."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Mood and value.due:
                return seat
    return None


def epic_advice(legal: tuple[Action, ...]) -> Action | None:
    """The heuristic bot takes the Epic Card whenever it is offered (a powerful card for a step
    of mood: his house cards lose their Psychotic bonus until he is worked up again)."""
    calm = [a for a in legal if isinstance(a, ChooseEpic)]
    if not calm:
        return None
    return next((a for a in calm if a.calm), calm[0])


__all__ = [
    "ACTIONS",
    "EPIC_DECK",
    "EVENTS",
    "MOODS",
    "NAMES",
    "ChooseEpic",
    "EpicChosen",
    "Fight",
    "Mood",
    "MoodsMechanic",
    "StayInRound",
    "choose",
    "epic_advice",
    "mood_bonus",
    "mood_calm",
    "mood_worse",
    "worse",
]
