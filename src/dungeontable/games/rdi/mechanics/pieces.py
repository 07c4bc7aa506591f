"""Pieces in play that other players may aim a card's Fortitude loss at: Wrench's Gizmos (002
L1805) and Torglesnarf's Minions (L1578). A card aimed at a piece carries the play option
``<prefix><slot>`` with the piece's owner as its target; a redirect answering a card aimed at the
redirecting player alone may send it to a piece the same way. Each mechanic names its prefix and
how to count its pieces.

A piece takes only the card's Fortitude loss (and gain): its other parts do nothing, neither to
the piece nor to its owner (002 L1601-1605, L1837-1841), but for the Scarabs, Debuffs, Bombs and
marks the owner gets instead (L1607-1615, L1849, L1857, L1863; ``Mechanic.to_piece_owner``) and
the Blessing (L820). ``owner`` names him for the card's resolution (``rules.resolution``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from msgspec.structs import replace

from ..effects import part_aims, part_pieces
from ..hooks import extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat

GIZMO = "gizmo:"
"""The prefix of a Gizmo's slot (``mechanics.gizmos``)."""
MINION = "minion:"
"""The prefix of a Minion's slot (``mechanics.minions``)."""
ALSO = "also-"
"""Before a piece's prefix: the piece is the play's second pick (``also``), not its target."""

Count = Callable[[State, int], int | None]
"""The number of a seat's pieces in play (``None``: the seat has none of this kind at all)."""


def aimed(play: Play, prefix: str) -> int:
    """The slot of the piece a play aims at (-1: none)."""
    return int(play.option[len(prefix) :]) if play.option.startswith(prefix) else -1


def owner(play: Play) -> int:
    """The player one of whose pieces a card is aimed at instead of him (its target, or its second
    pick for an ``also-`` prefix); -1: none. The card's parts other than the piece's Fortitude
    loss do nothing to him (L1601-1605, L1837-1841)."""
    if play.option.startswith((GIZMO, MINION)):
        return play.target
    if play.option.startswith((ALSO + GIZMO, ALSO + MINION)):
        return play.also
    return -1


def _alone(play: Play, seat: int) -> bool:
    """A card aimed at ``seat`` alone, with no play-time choice and not yet moved."""
    return (
        play.kind == "card"
        and play.target == seat
        and play.also < 0
        and not play.option
        and not play.moved
    )


def redirect_plays(
    state: State, seat: int, item: Any, plays: Sequence[Any], count: Count, prefix: str
) -> list[Any]:
    """More plays of a redirect answering ``item``: the loss sent to one of another player's
    pieces (never by a seat that has such pieces itself; only a card aimed at ``seat`` alone)."""
    if not _alone(item.payload, seat) or count(state, seat) is not None:
        return []
    out: list[Any] = []
    for p in plays:
        n = count(state, p.target) if p.target != seat else None
        out.extend(type(p)(p.card, p.target, p.item, f"{prefix}{k}", p.also) for k in range(n or 0))
    return out


def redirected(play: Play, seat: int, to: int, answer: Play, prefix: str) -> Play | None:
    """The pending ``play`` once ``seat`` redirects it to a piece of ``to`` (``answer`` aimed at
    it): aimed at that piece now; ``None``: another redirect."""
    slot = aimed(answer, prefix)
    if slot < 0 or play.target != seat or play.also >= 0 or play.option or play.moved:
        return None
    return replace(play, target=to, option=f"{prefix}{slot}")


def joined_loss(card: Callable[[str], Any], play: Play) -> int:
    """The Fortitude loss the cards that joined ``play`` (a Story, a Gear) give its second
    pick (``also``): their ``hit`` ops aimed at their own picked player."""
    found = 0
    for part in play.parts[1:]:
        for e in getattr(card(part), "effects", ()) or ():
            if e.op == "hit" and e.params.get("who", "target") == "target":
                found += max(0, int(e.params.get("amount", 0)) + play.delta)
    return found


def part_hits(card: Callable[[str], Any], play: Play, prefix: str) -> list[tuple[int, int, int]]:
    """A Totem Combo's parts aimed at a piece of ``prefix``'s kind (``parts:<t>@<prefix><k>``,
    002 L500, L1803, L1579): (owner, slot, Fortitude loss) per piece, the losses of parts aimed
    at the same piece added up (one card, R-6.2); only the part's ``hit`` ops for its chosen
    player count, its other parts do nothing (L1601-1605, L1837-1841)."""
    aims, pieces = part_aims(play.option) or (), part_pieces(play.option)
    found: dict[tuple[int, int], int] = {}
    for i, piece in enumerate(pieces):
        if not piece.startswith(prefix) or i >= len(aims) or i >= len(play.parts):
            continue
        loss = 0
        for e in getattr(card(play.parts[i]), "effects", ()) or ():
            if e.op == "hit" and e.params.get("who", "target") == "target":
                loss += max(0, int(e.params.get("amount", 0)) + play.delta)
        key = (aims[i], int(piece[len(prefix) :]))
        found[key] = found.get(key, 0) + loss
    return [(owner, slot, loss) for (owner, slot), loss in found.items() if loss > 0]


def leave_play(state: State, owner: int, leavers: tuple[int, ...], kind: type[SeatExtra]) -> State:
    """R-10.7: a loser's pieces in play (``kind``: Gizmos, Minions) leave play with him, to his
    discard pile, and nothing keeps them (no card broke them: no Collateral Damage)."""
    cards: tuple[str, ...] = getattr(extra_of(state, owner, kind), "kept_cards", ())
    if owner not in leavers or not cards:
        return state
    state = update_seat(state, owner, discard=(*state.seats[owner].discard, *cards))
    return set_extra(state, owner, kind())
