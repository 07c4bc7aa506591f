"""Advice for bots on the mechanic choices (bots see views and card data, never the state).

``option_gain`` says what a play-time option buys (the card's numbers go up by the cost's
``bonus``) and what it costs; ``heat_penalty`` picks the Heat penalty that leaves Lucky farthest
from losing (R-10.1 passing out, R-10.2 running out of Gold).
"""

from __future__ import annotations

from typing import Any

from .catalog import ops_of, param
from .heat import PENALTY_AMOUNT, Penalty

COST_PREFIXES = {"smash:": "smash_instrument", "spend:": "spend_momentum"}


def option_gain(card: Any, option: str) -> tuple[int, int]:
    """(bonus to the card's numbers, resources spent) of playing ``card`` with ``option``.

    Smashing spends one instrument; spending Momentum spends that many points; restoring an
    instrument (``restore:``) and the plain play (``""``) spend nothing.
    """
    for prefix, op in COST_PREFIXES.items():
        if option.startswith(prefix):
            costs = ops_of(card, "costs", op)
            bonus = sum(param(c, "bonus", 0) for c in costs)
            spent = 1 if op == "smash_instrument" else int(option[len(prefix) :])
            return bonus, spent
    return 0, 0


def is_worth_it(card: Any, option: str) -> bool:
    """A heuristic: pay a cost when the card needs it, or when it buys at least 2 per resource."""
    bonus, spent = option_gain(card, option)
    if not spent:
        return True
    required = any(param(c, "required", False) for c in getattr(card, "costs", ()) or ())
    return required or bonus >= 2 * spent


def heat_penalty(fortitude: int, alcohol: int, gold: int) -> Penalty:
    """The penalty leaving the widest margin: Gold if she keeps more Gold than her Fortitude
    margin (Fortitude − Alcohol); otherwise Alcohol, which sobering undoes."""
    margin = fortitude - alcohol - PENALTY_AMOUNT
    if gold - PENALTY_AMOUNT > margin:
        return "gold"
    return "alcohol" if alcohol + PENALTY_AMOUNT < fortitude else "gold"
