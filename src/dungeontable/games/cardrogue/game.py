"""``CardRogue``: the ``core.game.Game`` protocol for Card Rogue over its flow (``flow.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dungeontable.core import (
    Action,
    Decision,
    Event,
    GameBase,
    OptionError,
    Outcome,
    Rng,
    RolloutPolicy,
    Transition,
    ValueCodec,
    as_options,
    check_seat,
    seat_count,
)
from dungeontable.core.words import Names, Words

from .actions import ACTION_CLASSES, Attack, Equip, FleeTo, Hop, Keep, Throw
from .bots import HeuristicBot
from .catalog import CARDS_DIR, CardRogueCard, load_catalog
from .common.table import initial_state
from .determinize import Deal
from .effects import EFFECTS
from .evaluate import evaluate
from .events import EVENT_CLASSES
from .flow import build_flow
from .options import RULINGS
from .options import Options as CardRogueOptions
from .render import render
from .rollout import rollout_move
from .scenario import build as build_scenario
from .state import State as CardRogueState
from .view import View, ViewParts, view
from .words import CardRogueWords

GUIDE = (Path(__file__).parent / "guide.md").read_text(encoding="utf-8")
"""How to play, for people (the ``guide`` capability); read once at import."""

TURN_OUTLINE: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Setup", ("deciding-roll", "pick-character")),
    ("Your turn", ("turn", "orient", "discard", "pay", "trade", "teleport", "hop")),
    ("Combat", ("combat", "flee")),
    ("Death", ("keep", "face-down", "respawn")),
    ("Other players", ("trade-answer", "away")),
)
"""The turn's steps for the table's tracker: every decision kind belongs to exactly one."""

PRESETS: Mapping[str, Mapping[str, Any]] = {
    "quick": {"turn_cap": 15, "solo_goals": ["chest", "golem"]},
    "standard": {},
}
"""Named option sets for the lobby; ``quick`` caps the game at 15 rounds and, solo, asks for
two goals instead of four (see the guide)."""


class CardRogue(GameBase):
    """Card Rogue (003): explore, fight, loot and race out of the catacombs. 1-4 players."""

    name = "cardrogue"
    title = "Card Rogue"
    min_seats = 1
    max_seats = 4
    Options = CardRogueOptions
    State = CardRogueState
    rulings = RULINGS
    bots: Mapping[str, Any] = {"heuristic": HeuristicBot}
    card_model = CardRogueCard
    effect_registry = EFFECTS
    card_files = tuple(sorted(CARDS_DIR.glob("*.toml")))

    def __init__(self) -> None:
        self.actions: ValueCodec[Action] = ValueCodec(ACTION_CLASSES)
        self.events: ValueCodec[Event] = ValueCodec(EVENT_CLASSES)
        self.flow = build_flow()
        self.view_parts = ViewParts()
        self._deal: tuple[View | None, Deal | None] = (None, None)
        """The last view determinized and its ``Deal``: a search deals again and again from the
        same view (one tuple replaced whole; holding the view keeps the ``is`` test sound)."""

    def setup(
        self, options: CardRogueOptions | Mapping[str, Any] | None, seats: int, seed: int
    ) -> CardRogueState:
        options = as_options(CardRogueOptions, options)
        seats = seat_count(seats)
        if not self.min_seats <= seats <= self.max_seats:
            raise OptionError(f"Card Rogue takes 1-4 players, got {seats}")
        catalog = load_catalog(options.cards)
        return initial_state(options, catalog, seats, seed)

    def decision(self, state: CardRogueState) -> Decision | None:
        return self.flow.decision(state)

    def legal_actions(self, state: CardRogueState) -> tuple[Action, ...]:
        return self.flow.legal_actions(state)

    def apply(self, state: CardRogueState, action: Action | str) -> Transition:
        if isinstance(action, str):  # its text form, as typed or stored
            action = self.actions.parse(action)
        return self.flow.apply(state, self._completed(state, action))

    def _completed(self, state: CardRogueState, action: Action) -> Action:
        """An action written without the field that only one legal choice could have: ``keep
        card=X`` (the one place the card is), ``equip card=X`` (the one slot it fits),
        ``throw card=X`` (the one target), ``attack``, ``flee-to``, ``hop`` (the one
        direction). Several choices: left as written, so it is refused naming them."""
        same: list[Action]
        if isinstance(action, Keep) and not action.where:
            same = [
                a for a in self.legal_actions(state) if type(a) is Keep and a.card == action.card
            ]
        elif (isinstance(action, Equip) and not action.slot) or (
            isinstance(action, Throw) and not action.dir
        ):
            same = [
                a
                for a in self.legal_actions(state)
                if type(a) is type(action) and getattr(a, "card", "") == action.card
            ]
        elif isinstance(action, (Attack, FleeTo, Hop)) and not action.dir:
            same = [a for a in self.legal_actions(state) if type(a) is type(action)]
        else:
            return action
        return same[0] if len(same) == 1 else action

    def view(self, state: CardRogueState, seat: int | None) -> View:
        check_seat(seat, state.seats)
        return view(state, seat, self.flow.decide(state), self.view_parts)

    def outcome(self, state: CardRogueState) -> Outcome | None:
        return state.result

    def evaluate(self, state: CardRogueState) -> tuple[float, ...] | None:
        """Each seat's expected share of the win, for searches that cut rollouts short."""
        return evaluate(state)

    @property
    def rollout_policy(self) -> RolloutPolicy:
        """Play-outs that carry out the plan that wins (``rollout.py``), not uniform random."""
        return rollout_move

    @property
    def search_prior(self) -> str:
        """Searches keep the heuristic bot's move unless sure of a better one: play-outs of a
        few turns see too little of the plan that wins (gear, then the Golem and the exit,
        R270-R272) to order gearing and moving moves (docs/bots.md)."""
        return "heuristic"

    @property
    def prior_check(self) -> float:
        """A tenth of a search's budget plays the heuristic's move and the tree's two best
        others out to the game's end by the heuristic bot, paired: the 12-step play-outs and
        the evaluation favour moves (taking gear off, trading, ending the turn) that do not
        win, and only a play-out to the exit (R272) tells (docs/bots.md)."""
        return 0.1

    @property
    def rollout_cutoff(self) -> int:
        """Play-outs of 40 steps (about 10-20 turns), not 12: the policy's walk to a prize, a
        fight and the race out take more than 12 steps to show (docs/bots.md)."""
        return 40

    def determinize(self, view: View, seat: int, rng: Rng) -> CardRogueState:
        seen, deal = self._deal
        if seen is not view or deal is None:
            deal = Deal(view)
            self._deal = (view, deal)
        return deal.state(rng)

    def scenario(
        self, options: CardRogueOptions, setup: Mapping[str, Any], seats: int, seed: int
    ) -> CardRogueState:
        return build_scenario(options, setup, seats, seed)

    def render(self, view: View) -> str:
        return render(view)

    def render_named(self, view: View, names: Names) -> str:
        """The text picture with people by the seats' names."""
        return render(view, names)

    @property
    def guide(self) -> str:
        return GUIDE

    @property
    def turn_outline(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        return TURN_OUTLINE

    @property
    def presets(self) -> Mapping[str, Mapping[str, Any]]:
        return PRESETS

    def words(self, options: Any, names: Names) -> Words:
        return CardRogueWords(self, options, names)
