"""``DungeonFighter``: the ``core.game.Game`` protocol for Dungeon Fighter."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dungeontable.core import (
    Action,
    Decision,
    Event,
    GameBase,
    Outcome,
    Rng,
    Transition,
    ValueCodec,
    as_options,
    check_seat,
    seat_count,
)
from dungeontable.core.words import Names, Words

from .actions import ACTION_CLASSES, Berserk, Continue, PayMelody, SwingAgain, Throw
from .bench import bench_rows
from .bots import BOTS
from .content import CARDS_DIR, DFCard
from .content import lint_cards as _lint_cards
from .determinize import determinize
from .effects import EFFECTS
from .events import EVENT_CLASSES
from .flow import build_flow, is_over, locate, start
from .flow import outcome as final_outcome
from .options import RULINGS, seat_skills
from .options import Options as DungeonFighterOptions
from .render import render
from .scenario import build as build_scenario
from .state import State as DungeonFighterState
from .view import Masks, View, view
from .words import DungeonFighterWords

GUIDE = (Path(__file__).parent / "guide.md").read_text(encoding="utf-8")
"""How to play, for people (read once at import; shipped as package data)."""

TURN_OUTLINE: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Move", ("move",)),
    ("Throw", ("before-throw", "throw", "enter-result")),
    ("After the throw", ("react", "swing", "berserk", "beer", "melody", "divine", "destroy")),
    ("Loot and scars", ("loot", "make-room", "scar")),
    ("Trade", ("trade",)),
    ("The room", ("shop", "treasure")),
)
"""A round's steps (Movement, the fight's throws, Maintenance) and the decisions of each."""

PRESETS: Mapping[str, Mapping[str, Any]] = {
    "standard": {"difficulty": "easy"},
    "quick": {"difficulty": "easy", "skill": "expert"},
}
"""``standard``: the rulebook's recommended start (Easy, every other option at its default);
``quick``: Easy with expert-skill bots, whose surer throws end the fights sooner."""


_DECLINES: dict[str, Action] = {
    "before-throw": Continue(),
    "react": Continue(),
    "trade": Continue(),
    "shop": Continue(),
    "swing": SwingAgain(yes=False),
    "berserk": Berserk(yes=False),
    "melody": PayMelody(yes=False),
}
"""The decision kinds a hero may let pass, and the answer that lets them (``decline``)."""


class DungeonFighter(GameBase):
    """Dungeon Fighter: a cooperative dexterity dungeon crawl, 1-6 heroes."""

    name = "dungeonfighter"
    title = "Dungeon Fighter"
    min_seats = 1
    max_seats = 6
    Options = DungeonFighterOptions
    State = DungeonFighterState
    rulings = RULINGS
    bots: Mapping[str, Any] = BOTS
    card_model = DFCard
    effect_registry = EFFECTS
    card_files = tuple(sorted(CARDS_DIR.glob("*.toml")))
    no_private_information = True
    """Every seat sees the same view (cooperative; hidden data is hidden from all alike)."""
    open_actions = (Throw,)
    """A throw's quantized input varies freely (a flick); ``apply`` checks it (server opt-in)."""
    seat_options = staticmethod(seat_skills)
    """Seat kinds (bot levels, ``human``) to the thrower skill per seat (``Options.skills``)."""
    guide = GUIDE
    turn_outline = TURN_OUTLINE
    presets = PRESETS

    def __init__(self) -> None:
        self.actions: ValueCodec[Action] = ValueCodec(ACTION_CLASSES)
        self.events: ValueCodec[Event] = ValueCodec(EVENT_CLASSES)
        self.flow = build_flow()
        self._masks = Masks()
        """The last view's masked piles, per instance (``view.Masks``)."""

    def setup(
        self, options: DungeonFighterOptions | Mapping[str, Any] | None, seats: int, seed: int
    ) -> DungeonFighterState:
        return start(as_options(DungeonFighterOptions, options), seat_count(seats), seed)

    def script_left(self, state: DungeonFighterState) -> tuple[str, ...]:
        """The scripted dice (``dice``) and throws (``throws``) play never reached."""
        left = list(super().script_left(state))
        if state.throw_script:
            landed = [f"zone {t.zone}, face {t.face_index}" for t in state.throw_script]
            left.append(f"scripted throws left unused: {len(landed)} ({'; '.join(landed)})")
        return tuple(left)

    def decline(self, state: DungeonFighterState) -> Action | None:
        """The answer of a hero who says nothing to an optional question (a 1x card before a
        throw or against damage, swinging again, Berserk, the Melody, trading, the shop): what
        the scenario runner steps over when the next action waits behind it."""
        if is_over(state):
            return None
        return _DECLINES.get(locate(state))

    def decision(self, state: DungeonFighterState) -> Decision | None:
        return self.flow.decision(state)

    def legal_actions(self, state: DungeonFighterState) -> tuple[Action, ...]:
        return self.flow.legal_actions(state)

    def apply(self, state: DungeonFighterState, action: Action | str) -> Transition:
        if isinstance(action, str):  # its text form, as typed or stored
            action = self.actions.parse(action)
        return self.flow.apply(state, action)  # a throw is an open action (flow.open_throw)

    def view(self, state: DungeonFighterState, seat: int | None) -> View:
        check_seat(seat, state.seats)
        return view(state, seat, self.flow.decision(state), self._masks)

    def outcome(self, state: DungeonFighterState) -> Outcome | None:
        return final_outcome(state)

    @property
    def cooperative(self) -> bool:
        """The party wins or loses together (R122, R077)."""
        return True

    def for_search(self, state: DungeonFighterState) -> DungeonFighterState:
        """Throws in a search are the calibrated model's, never physics or typed dice."""
        from .evaluate import for_search

        return for_search(state)

    def evaluate(self, state: DungeonFighterState) -> tuple[float, ...] | None:
        """Each seat's expected share of the win, for searches that cut rollouts short."""
        from .evaluate import evaluate

        return evaluate(state)

    def determinize(self, view: View, seat: int, rng: Rng) -> DungeonFighterState:
        return determinize(view, seat, rng)

    def scenario(
        self, options: DungeonFighterOptions, setup: Mapping[str, Any], seats: int, seed: int
    ) -> DungeonFighterState:
        return build_scenario(options, setup, seats, seed)

    def lint_cards(self, paths: Any) -> list[Any]:
        """``dungeontable cards lint PATH --game dungeonfighter``: extra card files checked on
        top of the packaged set, every problem at once (``content.lint_cards``)."""
        return _lint_cards(paths)

    def render(self, view: View) -> str:
        return render(view)

    def render_named(self, view: View, names: Names) -> str:
        """The text picture with heroes by the seats' names."""
        return render(view, names)

    def words(self, options: Any, names: Names) -> Words:
        """Heroes by the people who play them, cards by their names (``words.py``)."""
        return DungeonFighterWords(self, options, names)

    def seats_for(self, options: DungeonFighterOptions) -> tuple[int, int]:
        """R010: chosen heroes fix the table size, one seat per hero (AMB-06 ``two_heroes``: a
        lone player may play both of two chosen heroes)."""
        count = len(options.heroes)
        if not count:
            return self.min_seats, self.max_seats
        if count == 2 and options.solo == "two_heroes":
            return 1, 2
        return count, count

    bench_rows = staticmethod(bench_rows)
    """Extra rows for ``dungeontable bench dungeonfighter``."""
