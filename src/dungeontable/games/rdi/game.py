"""``RedDragonInn``: the ``core.game.Game`` protocol for The Red Dragon Inn, wiring the rules."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from msgspec.structs import replace

from dungeontable.core import (
    Action,
    Decision,
    Event,
    GameBase,
    OptionError,
    Outcome,
    Rng,
    Roster,
    Transition,
    ValueCodec,
    as_options,
    check_seat,
    seat_count,
)
from dungeontable.core.words import Names, Words

from .actions import ACTION_CLASSES
from .bots import HeuristicBot
from .catalog import RdiCard, packaged_files
from .content import ACTION_CLASSES as MECHANIC_ACTIONS
from .content import EVENT_CLASSES as MECHANIC_EVENTS
from .determinize import determinize
from .effects import EFFECTS
from .events import EVENT_CLASSES, CharactersTaken
from .flow import PASS_WINDOWS, build_flow, initial_state, skip_idle
from .options import RULINGS
from .options import Options as RdiOptions
from .render import render
from .state import State as RdiState
from .view import SeatViews, View, view
from .words import RedDragonInnWords

GUIDE = (Path(__file__).parent / "guide.md").read_text(encoding="utf-8")
"""How to play, for people (read once at import; shipped as package data)."""

DECLINE = {
    "item-discard": 'discard-item card=""',  # Lizwick keeps her Items (L704)
    "form-revert": "return-to-elf back=false",  # a Bear or Raven stays so (L283)
    "plot": 'plot-card card=""',  # Petra Plots nothing (L1090)
    "form-buy": 'buy-form-card deck=""',  # Vlazlo buys no more form cards (L1645)
    "chi": "take-chi gain=no",  # Zakhan takes no Chi for the Drink (L1911)
}
"""The "may" questions a scenario steps over (``decline``): their kind and the silent answer."""

BOUNDARY_PASS = "pass"
"""The silent answer to a window with nothing pending (R-5.3: as Order a Drink begins, before a
Drink is revealed, between two gambling turns), where only Anytime cards may be played."""

TURN_OUTLINE: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Discard and Draw", ("discard", "item-discard")),
    ("Action", ("action", "prize")),
    ("Gambling", ("gamble",)),
    ("Order a Drink", ("order", "brawl-order")),
    ("Answers", ("respond",)),
    (
        "Paying up",
        (
            *("pay", "heat-penalty", "atone", "chi", "rage", "story", "gear", "item-slot"),
            *("supply", "summon", "treasure", "fury", "bomb", "bomb-order", "mount"),
            *("potion-keep", "potion-offer", "potion-ask"),
            *("brew-start", "brew-paddle", "brew-move", "planter"),
            *("recipe-keep", "cleaver", "prep"),
            *("gizmo",),
            *("doppelganger",),
            *("epic", "fight"),
            *("form-revert",),
            *("artifact-reveal",),
            *("petrify",),
            *("plot",),
            *("totem", "totem-aim"),
            *("minion", "wages"),
            *("form-first", "form-buy", "form-acquire"),
        ),
    ),
)
"""A turn's steps and the decisions of each: Discard and Draw, the Action (a Round of Gambling
it starts, with its Prize), Order a Drink; the answers to cards and Drinks (the Drink phase is
answered, never chosen) and the choices a payment or a Heat penalty asks for, at any time."""

PRESETS: Mapping[str, Mapping[str, Any]] = {
    "standard": {},
    "quick": {"starting_gold": 4, "reshuffle_fee": 2},
}
"""``standard``: every rule at its usual reading; ``quick``: 4 Gold each and a 2-Gold fee on
every Drink Deck reshuffle, so players go broke sooner (about a fifth fewer turns)."""


class RedDragonInn(GameBase):
    """The Red Dragon Inn: drink, fight and gamble until one adventurer is left. 2-8 players."""

    name = "rdi"
    title = "The Red Dragon Inn"
    min_seats = 2
    max_seats = 8
    Options = RdiOptions
    State = RdiState
    rulings = RULINGS
    card_model = RdiCard
    effect_registry = EFFECTS
    card_files = packaged_files()
    bots: Mapping[str, Any] = {"heuristic": HeuristicBot}
    guide = GUIDE
    turn_outline = TURN_OUTLINE
    presets = PRESETS
    pass_windows: frozenset[str] = PASS_WINDOWS
    """Decision kinds that are priority windows (``respond``, ``gamble``): passing is always
    legal there, so an edge may answer a person's lone pass for them after a fixed delay."""

    def __init__(self) -> None:
        self.actions: ValueCodec[Action] = ValueCodec((*ACTION_CLASSES, *MECHANIC_ACTIONS))
        self.events: ValueCodec[Event] = ValueCodec((*EVENT_CLASSES, *MECHANIC_EVENTS))
        self.flow = build_flow()
        self.seat_views = SeatViews()  # the seats' views, shared by the states of a game

    @property
    def roster(self) -> Roster:
        """The house characters with their complexity and mechanic (``roster.py``)."""
        from .content import house
        from .roster import roster_of

        return roster_of(house().characters)

    def seats_for(self, options: RdiOptions) -> tuple[int, int]:
        """R-2.7: 2-8 seats by default; ``max_players`` allows bigger tables (the edges ask)."""
        return self.min_seats, options.max_players

    @staticmethod
    def seat_options(options: RdiOptions, kinds: Sequence[str]) -> RdiOptions:
        """A person at the table (seat kind ``human``) turns ``uniform_windows`` on: every
        eligible seat is asked in every window, so being asked reveals no card. Bot-only tables
        keep the options as given (the faster skip)."""
        if "human" in kinds and not options.uniform_windows:
            return replace(options, uniform_windows=True)
        return options

    def setup(
        self, options: RdiOptions | Mapping[str, Any] | None, seats: int, seed: int
    ) -> RdiState:
        options = as_options(RdiOptions, options)
        seats = seat_count(seats)
        if not self.min_seats <= seats <= options.max_players:  # R-2.7 (option max_players)
            raise OptionError(
                f"The Red Dragon Inn takes 2-{options.max_players} players, got {seats}"
                " (option max_players allows up to 16)"
            )
        return self.flow.advance(skip_idle(initial_state(options, seats, seed)), [])

    def decision(self, state: RdiState) -> Decision | None:
        return self.flow.decision(state)

    def legal_actions(self, state: RdiState) -> tuple[Action, ...]:
        return self.flow.legal_actions(state)

    def apply(self, state: RdiState, action: Action | str) -> Transition:
        if isinstance(action, str):  # its text form, as typed or stored
            action = self.actions.parse(action)
        return self.flow.apply(state, action)

    def decline(self, state: RdiState) -> Action | None:
        """What a player who says nothing answers to a "may" question (keep Lizwick's Items,
        stay a Bear or Raven, Plot nothing, buy no more form cards, take no Chi for a Drink) or
        to a window with nothing pending (pass), for the scenario runner to step over when a
        file's next action waits behind it."""
        now = self.decision(state)
        text = DECLINE.get(now.kind) if now is not None else None
        if now is not None and now.kind == "respond" and state.window_kind == "boundary":
            text = BOUNDARY_PASS
        if text is None:
            return None
        action = self.actions.parse(text)
        return action if action in self.legal_actions(state) else None

    def view(self, state: RdiState, seat: int | None) -> View:
        check_seat(seat, len(state.seats))
        return view(state, seat, self.flow.decide(state), self.seat_views)

    def outcome(self, state: RdiState) -> Outcome | None:
        return state.result

    def evaluate(self, state: RdiState) -> tuple[float, ...] | None:
        """Each seat's expected share of the win, for searches that cut rollouts short."""
        from .evaluate import evaluate

        return evaluate(state)

    def determinize(self, view: View, seat: int, rng: Rng) -> RdiState:
        return determinize(view, seat, rng)

    def scenario(
        self, options: RdiOptions, setup: Mapping[str, Any], seats: int, seed: int
    ) -> RdiState:
        from .scenario import build

        return self.flow.advance(skip_idle(build(options, setup, seats, seed)), [])

    def render(self, view: View) -> str:
        return render(view)

    def render_named(self, view: View, names: Names) -> str:
        """The text picture with players by character and the seats' names."""
        return render(view, names)

    def words(self, options: Any, names: Names) -> Words:
        """Players by character and person ("Fiona (Alice)"), cards by name (``words.py``)."""
        return RedDragonInnWords(self, options, names)

    def opening(self, state: RdiState) -> Sequence[Event]:
        """The log's first line: who plays which character and who starts (public)."""
        return (
            CharactersTaken(
                characters=tuple(seat.character for seat in state.seats), first=state.active
            ),
        )

    def lint_cards(self, paths: Any) -> list[Any]:
        """``dungeontable cards lint PATH --game rdi``: character packs and plain card files."""
        from .characters.lint import lint_cards

        return lint_cards(paths)
