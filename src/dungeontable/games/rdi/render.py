"""A text picture of a view, for terminals and transcripts."""

from __future__ import annotations

from .content import content_of
from .view import View


def render(v: View) -> str:
    cat = content_of(v.options).catalog
    lines = [
        f"turn {v.turn} · seat {v.active} · {v.phase}"
        + (f" · {v.result.reason}" if v.result else "")
    ]
    for i, s in enumerate(v.seats):
        mark = ">" if i == v.active else " "
        state = f" ({s.out})" if s.out else ""
        extras = " · ".join(
            [str(x.describe()) for x in s.extra if hasattr(x, "describe")]
            + [f"{_front_label(cat[c])} {cat[c].name}" for c in s.front]
            + [f"worth 1 Gold: {cat[c].name}" for c in s.valuables]
        )
        lines.append(
            f"{mark} {i} {s.character}: Fortitude {s.fortitude} Alcohol {s.alcohol} Gold {s.gold}"
            f" · hand {s.hand_count} · drinks {s.drink_me_count}{state}"
            + (f" · {extras}" if extras else "")
        )
    for item in v.stack.items:
        p = item.payload
        name = cat[p.card].name if p.card else p.kind
        who = "-" if item.source is None else item.source
        flags = (" NEGATED" if item.negated else "") + (
            f" ignored by {list(item.ignored_by)}" if item.ignored_by else ""
        )
        lines.append(f"  stack #{item.uid} {name} [{item.counts_as} from {who}]{flags}")
    if v.gambling is not None:
        g = v.gambling
        prize = f", prize {cat[g.prize].name}" if g.prize else ""
        lines.append(
            f"  gambling: pot {g.pot}{prize}, control {g.controller}, in {list(g.players)}"
        )
    if v.hand:
        lines.append("  hand: " + ", ".join(cat[c].name for c in v.hand))
    if v.decision is not None:
        lines.append(f"  seat {v.decision.seat} to {v.decision.kind}: {v.decision.prompt}")
    return "\n".join(lines)


def _front_label(card: object) -> str:
    """What a card in front of a player is (R-1.4): a Prize (R-12.1) or an Elixir (R-7.8)."""
    return "elixir" if getattr(card, "type", "") == "drink" else "prize"
