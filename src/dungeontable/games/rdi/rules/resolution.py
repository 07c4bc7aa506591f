"""Resolving a pending card (R-6): applying what ``pipeline`` says it does, its directives, and
the post-resolution hooks.

The stat changes are applied with their payments (R-9.1; a payer holding Gold-equivalents
chooses what to hand over, R-9.2) and hit-back rights are recorded for Fortitude a player's card
really took (R-6.9). Each directive is run by the rules function ``flow.DIRECTIVES`` names.
A card aimed at a Gizmo or a Minion (``pieces.owner``) gives the piece's owner none of its other
parts, directives and ``on_resolved`` alike, as though he Ignored it (002 L1601-1605, L1837-1841),
but what a mechanic gives him in the piece's place (``Mechanic.to_piece_owner``: a Bomb, a mark).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from msgspec.structs import replace

from dungeontable.core import Event, StackItem

from ..content import hooked_of, overriding
from ..effects import Change, Directive
from ..events import GoldPaid, StatChanged
from ..mechanics.gizmos import by_gizmo
from ..mechanics.pieces import owner
from ..pipeline import card_of, pipeline
from ..state import Loss, Play, Result, State, owe, update_seat

DirectiveHandler = Callable[[State, StackItem[Play], Directive], Result]
"""Executes one directive kind (``flow.DIRECTIVES`` maps each kind to its rules function)."""


def apply_changes(state: State, item: StackItem[Play], changes: list[Change]) -> Result:
    """Apply stat changes; record hit-back rights for Fortitude a player's card took (R-6.9)."""
    events: list[Event] = []
    losses = list(state.losses)
    source = item.source
    for change in changes:
        seat = state.seats[change.seat]
        if change.stat == "gold" and change.amount < 0 and seat.valuables:
            state = owe(
                state, change.seat, -1 if change.payee is None else change.payee, -change.amount
            )
            continue
        value = getattr(seat, change.stat) + change.amount
        state = update_seat(state, change.seat, **{change.stat: value})
        if change.payee is not None:
            state, paid = _receive(state, change.payee, -change.amount)
            events.append(GoldPaid(payer=change.seat, payee=change.payee, amount=paid))
        else:
            if change.stat == "gold":  # gained from (or lost to) the Inn's supply
                state = replace(state, inn=state.inn - change.amount)
            events.append(
                StatChanged(
                    seat=change.seat,
                    stat=change.stat,
                    amount=change.amount,
                    value=value,
                    source=-1 if source is None else source,
                )
            )
        hit = change.stat == "fortitude" and change.amount < 0
        card = item.payload.kind == "card" or by_gizmo(item.payload)  # a Gizmo hit (002 L1815)
        if hit and source is not None and source != change.seat and card:
            losses.append(Loss(change.seat, source))
    return replace(state, losses=tuple(losses)), tuple(events)


def _receive(state: State, payee: int, amount: int) -> tuple[State, int]:
    if payee == -1:
        return replace(state, inn=state.inn + amount), amount
    if payee == -2 and state.gambling is not None:
        return replace(
            state, gambling=replace(state.gambling, pot=state.gambling.pot + amount)
        ), amount
    return update_seat(state, payee, gold=state.seats[payee].gold + amount), amount


def resolve_effects(
    state: State, item: StackItem[Play], directives: Mapping[str, DirectiveHandler]
) -> Result:
    """Resolve a card that was not Negated: stat changes, then directives (each kind run by its
    handler in ``directives``), then the post-resolution hooks (R-6.12, kept when Ignored)."""
    play, fx, changes = pipeline(state, item)
    drinker = play.drinker if play.kind == "drink" else -1
    sober = state.seats[drinker].alcohol if drinker >= 0 else 0
    state, events = apply_changes(state, item, changes)
    out = list(events)
    for mechanic in overriding(state, "after_changes"):  # none: a card aimed at a Gizmo
        state, more = mechanic.after_changes(state, play, tuple(changes))  # e.g. Pain Curse
        out.extend(more)
    spared = owner(play)  # aimed at his Gizmo or Minion: the card's other parts skip him
    parts = replace(item, ignored_by=(*item.ignored_by, spared)) if spared >= 0 else item
    for d in fx.directives:  # (002 L1605, L1841: a piece draws no card, gets no Drink...)
        state, more = directives[d.kind](state, parts, d)
        out.extend(more)
    card = card_of(state, play)
    lost = tuple(c.seat for c in changes if c.stat == "fortitude" and c.amount < 0)
    # a Gizmo or a Minion hit: Wrench or Torglesnarf may get its Blessing (002 L818-L820)
    hurt = lost or spared >= 0
    for mechanic in hooked_of(state, play.seat, "after_losses") if hurt and play.seat >= 0 else ():
        state, more = mechanic.after_losses(state, play, card, lost)  # e.g. Blessings
        out.extend(more)
    for mechanic in hooked_of(state, play.seat, "on_resolved") if play.seat >= 0 else ():
        ignored = item.ignored_by if mechanic.to_piece_owner else parts.ignored_by
        state, more = mechanic.on_resolved(state, play, card, ignored)  # his Bomb, mark (L1857)
        out.extend(more)
    if play.kind == "drink" and play.drinker not in item.ignored_by:
        for mechanic in hooked_of(state, play.drinker, "on_drink"):
            gained = state.seats[drinker].alcohol - sober
            state, more = mechanic.on_drink(state, play.drinker, play, gained)
            out.extend(more)
    return state, tuple(out)
