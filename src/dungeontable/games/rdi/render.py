"""A text picture of a view, for terminals and transcripts.

In words (the game's ``RedDragonInnWords``): players by character and person ("Fiona
(Player 1)"; "Player 1".. unless names are given), cards by their names, the cards waiting on
the table by who played them and at whom, never seat numbers, stack numbers or ids.
"""

from __future__ import annotations

import re

from dungeontable.core.words import Names

from .content import content_of
from .view import View
from .words import RedDragonInnWords, listed

PHASES = {
    "start": "the start of the turn",
    "discard": "Discard and Draw",
    "action": "Action",
    "order": "Order a Drink",
    "drink": "Order a Drink",
    "over": "the game is over",
}
"""Where the turn stands (``View.phase``) when no step of the turn outline holds the decision,
by the outline's own names (the guide and the phase tracker use them too)."""


STEPS = {
    "discard": "Discard and Draw",
    "action": "Action",
    "prize": "Action",
    "gamble": "Gambling",
    "order": "Order a Drink",
    "respond": "Answers",
    "item-discard": "Discard and Draw",
    "brawl-order": "Order a Drink",
}
"""The phase tracker's step (the game's ``TURN_OUTLINE``) holding a decision kind; every other
kind is a payment or a penalty to choose: "Paying up" (a test keeps the two in step)."""


def step_of(v: View) -> str:
    """The turn outline's step holding the pending decision (the phase tracker's label), else
    the phase in the same words."""
    if v.decision is not None:
        return STEPS.get(v.decision.kind, "Paying up")
    return PHASES.get(v.phase, v.phase.replace("-", " "))


KINDS = {
    "action": "an Action",
    "sometimes": "a Sometimes card",
    "anytime": "an Anytime card",
    "gambling": "a Gambling card",
    "cheating": "a Cheating card",
    "drink": "a Drink",
    "event": "a Drink Event",
    "drink_event": "a Drink Event",
    "prize": "a Prize",
}
"""What a pending card counts as (``StackItem.counts_as``), in words."""

_SEAT = re.compile(r"\bseat (\d+)\b")
_OUT_OF = re.compile(r"\b(\d+)/(\d+)\b")
_CARD_ID = re.compile(r"\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b")


def _front_label(card: object) -> str:
    """What a card in front of a player is (R-1.4): a Prize (R-12.1) or an Elixir (R-7.8)."""
    return "Elixir" if getattr(card, "type", "") == "drink" else "Prize"


def _status(w: RedDragonInnWords, line: str) -> str:
    """A mechanic's status line ("Heat 2/3", "marked: seat 1") in words; the cards it names
    (Torglesnarf's Minions, Wrench's Gizmos) by their names."""
    line = _SEAT.sub(lambda m: w.who(int(m.group(1))), line)
    line = _CARD_ID.sub(lambda m: w.card(m.group(0)) if m.group(0) in w.cards else m.group(0), line)
    return _OUT_OF.sub(lambda m: f"{m.group(1)} of {m.group(2)}", line)


def render(v: View, names: Names | None = None) -> str:
    """The tavern in words; ``names``: the people at the seats ("Player 1"... when not
    given)."""
    cat = content_of(v.options).catalog
    w = RedDragonInnWords(None, v.options, names or Names.numbered(len(v.seats)))
    w.learn(v)
    phase = step_of(v)
    lines = [f"Turn {v.turn}: {w.who(v.active)} to play; {phase}"]
    for i, s in enumerate(v.seats):
        mark = ">" if i == v.active else " "
        drinks = f"{s.drink_me_count} Drink{'s' * (s.drink_me_count != 1)} waiting"
        state = f" (out: {s.out.replace('-', ' ').replace('_', ' ')})" if s.out else ""
        extras = "; ".join(
            [_status(w, str(x.describe())) for x in s.extra if hasattr(x, "describe")]
            + [f"{_front_label(cat[c])} in front: {cat[c].name}" for c in s.front]
            + [f"worth 1 Gold: {cat[c].name}" for c in s.valuables]
        )
        lines.append(
            f"{mark} {w.who(i)}: Fortitude {s.fortitude}, Alcohol {s.alcohol}, Gold {s.gold};"
            f" {s.hand_count} card{'s' * (s.hand_count != 1)} in hand, {drinks}{state}"
            + (f"; {extras}" if extras else "")
        )
    for item in v.stack.items:
        p = item.payload
        name = w.item_name(p)
        by = "" if item.source is None else f" from {w.who(item.source)}"
        target = getattr(p, "target", -1)
        at = f" at {w.who(target)}" if target is not None and target >= 0 else ""
        kind = KINDS.get(item.counts_as, re.sub(r"[-_]", " ", item.counts_as))
        flags = (" (negated)" if item.negated else "") + (
            f" (ignored by {listed(w.who(s) for s in item.ignored_by)})" if item.ignored_by else ""
        )
        lines.append(f"  On the table: {name}{by}{at}, as {kind}{flags}")
    if v.gambling is not None:
        g = v.gambling
        prize = f", the Prize {cat[g.prize].name}" if g.prize else ""
        lines.append(
            f"  Round of Gambling: {g.pot} Gold in the pot{prize}; {w.who(g.controller)} holds"
            f" control; still in: {listed(w.who(s) for s in g.players)}"
        )
    if v.hand:
        lines.append("  Your hand: " + ", ".join(cat[c].name for c in v.hand))
    if v.decision is not None:
        lines.append(f"  Waiting: {w.prompt(v.decision)}")
    if v.result is not None:
        lines.append(f"  Game over: {w.outcome(v.result)}")
    return "\n".join(lines)
