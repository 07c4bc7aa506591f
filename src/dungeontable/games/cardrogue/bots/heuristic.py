"""``HeuristicBot``: plays Card Rogue sensibly from its view alone (docs/rules/cardrogue.md §6.7).

The bot reads the kind of the pending decision (a turn, combat, a flee, a tile to turn, a
payment, a death...) and answers it with the rules of thumb of §6.7. It never sees the state:
only ``view`` (its own hand, public cards and counts) and the legal actions. What it remembers
between decisions (``survey.Memo``) are answers that are pure functions of their keys, plus two
plans of its own: the route it is walking (kept while it stays open, so it does not turn round
whenever another way becomes about as short) and the turn in which it stepped out of a player's
way. Ties break on a stable order, so its play is a function of the view and of its own earlier
moves (its ``Rng`` is returned unused). Every answer is one of the legal actions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from dungeontable.core import Action, Game, Rng

from ..view import View
from .answers import (
    hop,
    keep,
    lay_face_down,
    orient,
    passive,
    pick_character,
    respawn,
    teleport,
    trade_answer,
)
from .combat import fight, flee_to
from .shopping import pay
from .survey import Memo, Survey
from .turn import plan_turn

Answer = Callable[[Survey, tuple[Action, ...]], Action]

ANSWERS: dict[str, Answer] = {
    "turn": plan_turn,
    "hop": hop,
    "combat": fight,
    "flee": flee_to,
    "orient": orient,
    "keep": keep,
    "face-down": lay_face_down,
    "respawn": respawn,
    "pay": pay,
    "teleport": teleport,
    "trade-answer": trade_answer,
}
"""Decision kind -> answer; other kinds get ``passive`` (or the draft pick)."""


class HeuristicBot:
    """Rules-of-thumb Card Rogue player; ``choose`` sees a view and the legal actions only."""

    level = "heuristic"

    def __init__(self, game: Game | None = None) -> None:
        self.game = game
        self.memo = Memo()

    def choose(self, view: Any, legal_actions: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        if not legal_actions:
            raise ValueError("a decision with no legal actions: the game offered nothing to choose")
        if len(legal_actions) == 1:
            return legal_actions[0], rng
        return decide(view, tuple(legal_actions), self.memo), rng


def decide(view: View, legal: tuple[Action, ...], memo: Memo | None = None) -> Action:
    """The bot's answer to the pending decision of ``view`` (``memo``: its remembered
    answers, which change nothing but the time taken)."""
    kind = view.decision.kind if view.decision is not None else ""
    if kind == "pick-character":
        return pick_character(view.seats, legal)
    answer = ANSWERS.get(kind)
    if answer is None:
        return passive(legal)
    return answer(Survey(view, memo), legal)
