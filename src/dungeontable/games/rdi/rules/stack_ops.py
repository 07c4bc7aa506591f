"""Playing cards onto the response stack and the R-6 operations on pending items.

Every played card is pushed with its provenance (who it counts as coming from, which card type
it counts as: R-6.10); a new priority window opens, the active player first (R-6.4). Costs are
paid at play and never refunded (R-6.1). Negate and Ignore mark their target when *they*
resolve, so a Negated Negate lets the original resolve (R-6.5) and Ignoring an Ignore does
nothing (R-6.6.2). Redirect and modify replace the pending payload, keeping its provenance
(R-6.7, R-6.8).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event, StackItem

from ..actions import Play as PlayCard
from ..content import catalog, hooked_of, mechanics_of, overriding
from ..disposal import dispose
from ..effects import Directive
from ..events import (
    CardPlayed,
    CardsUnwound,
    DrinkModified,
    DrinkOrdered,
    Ignored,
    Negated,
    Redirected,
    TurnEndedEarly,
)
from ..mechanics.gizmos import redirected
from ..mechanics.minions import redirected as minion_redirected
from ..state import Loss, Play, Result, State, update_seat
from ..table import draw_cards, draw_drink, onto_pile, remove_from_hand, round_ended
from ..windows import open_window


def play_card(state: State, seat: int, action: PlayCard, counts_as: str = "") -> Result:
    """Take the card from the hand, pay its costs (R-6.1), push it and open a window."""
    card = catalog(state)[action.card]
    events: list[Event] = []
    flags = card_flags(state, card)
    mine = state.seats[seat]
    potion = action.card in mine.front and "potion" in card.subtypes  # 002 L1132, L1239
    artifact = action.card in mine.valuables and card.deck == "artifacts"  # 002 L596
    if action.card in mine.hand or potion or artifact:  # played as though from the hand
        for mechanic in hooked_of(state, seat, "play_flags"):  # e.g. Wulfric Stalwart (L570)
            flags += tuple(f for f in mechanic.play_flags(state, seat, card) if f not in flags)
    if action.card in mine.hand:
        state = remove_from_hand(state, seat, action.card)
    else:  # a card its mechanic lets it play as though in hand (a Prayer Card, a Mix-in)
        taken = False
        for mechanic in mechanics_of(state, seat):
            if action.card in mechanic.spare_cards(state, seat):
                state, more = mechanic.take_spare(state, seat, action.card)
                events.extend(more)
                taken = True
                break
        for mechanic in () if taken else overriding(state, "shared_cards"):
            if action.card in mechanic.shared_cards(state, seat):  # a Blessing's heart
                state, more = mechanic.take_spare(state, seat, action.card)
                events.extend(more)
                break
        else:  # a card in front of the player (a Potion, 002 L1128, L1132)
            front = list(state.seats[seat].front)
            if action.card in front:
                front.remove(action.card)
                state = update_seat(state, seat, front=tuple(front))
    for mechanic in hooked_of(state, seat, "on_play"):
        state, more = mechanic.on_play(state, seat, card, action.option)
        events.extend(more)
    play = Play(
        "card",
        card=action.card,
        parts=(action.card,),
        seat=seat,
        target=action.target,
        target_item=action.item,
        option=action.option,
        also=action.also,
    )
    joined: list[Event] = []
    for mechanic in hooked_of(state, seat, "attach"):  # e.g. a Story or a Gear joins it
        state, play, more = mechanic.attach(state, play, card)
        joined.extend(more)
    stack = state.stack.push(
        play,
        source=seat,
        counts_as=counts_as or card.type,
        responds_to=action.item or None,
        flags=flags,
    )
    uid = stack.next_uid - 1
    state = replace(state, stack=stack, losses=_losses_after(state, seat, card, action.target))
    events.append(
        CardPlayed(
            seat=seat,
            card=action.card,
            uid=uid,
            target=action.target,
            item=action.item,
            option=action.option,
        )
    )
    events.extend(joined)  # revealed after the card is played, before anyone responds
    return open_window(state), tuple(events)


def _losses_after(state: State, seat: int, card: object, target: int) -> tuple[Loss, ...]:
    """R-6.9: a hit-back uses up the right it answers (one loss of ``seat`` to ``target``); any
    other play leaves every right in place: each victim keeps theirs until their own chance to
    respond has passed (``windows``), whoever else plays meanwhile."""
    losses = state.losses
    effects = getattr(card, "effects", ())
    if not losses or not effects or effects[0].op != "hit_back":
        return losses
    for k, loss in enumerate(losses):
        if loss.victim == seat and loss.source == target:
            return (*losses[:k], *losses[k + 1 :])
    return losses


def card_flags(state: State, card: object) -> tuple[str, ...]:
    """R-6.6.4 flags of a card (memoised: a character card has no ``flags`` field, and asking
    a pydantic model for a missing attribute is slow)."""
    cat = catalog(state)
    key = ("flags", card.id)  # type: ignore[attr-defined]
    found = cat.memo.get(key)
    if found is None:
        found = cat.memo[key] = tuple(getattr(card, "flags", ()))
    return tuple(found)


def _target(state: State, item: StackItem[Play]) -> StackItem[Play] | None:
    uid = item.payload.target_item
    return next((i for i in state.stack.items if i.uid == uid), None)


def negate(state: State, item: StackItem[Play], d: Directive) -> Result:
    target = _target(state, item)
    if target is None or target.negated:
        return state, ()
    state = replace(state, stack=state.stack.negate(target.uid))
    if d.what == "almost_any":
        state = grant_replacement(state, target)
    return state, (Negated(uid=target.uid),)


def ignore(state: State, item: StackItem[Play], d: Directive) -> Result:
    target = _target(state, item)
    if target is None or "unignorable" in target.flags:
        return state, ()
    stack = state.stack.ignore(target.uid, d.seat)
    for mate in shared_defence(state, d.seat):
        stack = stack.ignore(target.uid, mate)
    return replace(state, stack=stack), (Ignored(seat=d.seat, uid=target.uid),)


def shared_defence(state: State, seat: int) -> tuple[int, ...]:
    """R-12.3 Boss Battle: the Challengers have shared defences — an effect aimed at several
    Challengers is Ignored as one card: one Challenger's Ignore covers the others too."""
    boss = state.options.boss
    if boss < 0 or seat == boss:
        return ()
    return tuple(s for s in range(len(state.seats)) if s not in (boss, seat))


def redirect(state: State, item: StackItem[Play], d: Directive) -> Result:
    """R-6.8 per victim: the redirecting player's own share of the pending card goes to the
    chosen player (``Play.moved``); the card keeps its source and counts-as type. Option
    ``redirect_moves="card"``: a card naming the redirecting player names the new one instead
    (its mark, its marked-target bonus follow); ``"loss"``: only the Fortitude loss moves."""
    target = _target(state, item)
    if target is None:
        return state, ()
    old, to, play = d.seat, item.payload.target, target.payload
    at_gizmo = redirected(play, old, to, item.payload)  # the loss to a Gizmo (002 L1805)
    at_gizmo = at_gizmo or minion_redirected(play, old, to, item.payload)  # a Minion (L1578)
    if at_gizmo is not None:
        stack = state.stack.replace_payload(target.uid, at_gizmo)
        return replace(state, stack=stack), (Redirected(uid=target.uid, target=to, seat=old),)
    if state.options.redirect_moves == "card" and old in (play.target, play.also):
        new = replace(
            play,
            target=to if play.target == old else play.target,
            also=to if play.also == old else play.also,
        )
    else:
        new = replace(play, moved=(*play.moved, (old, to)))
    stack = state.stack.replace_payload(target.uid, new)
    return replace(state, stack=stack), (Redirected(uid=target.uid, target=to, seat=old),)


def modify_drink(state: State, item: StackItem[Play], d: Directive) -> Result:
    target = _target(state, item)
    if target is None:
        return state, ()
    new = replace(target.payload, delta=target.payload.delta + d.amount)
    stack = state.stack.replace_payload(target.uid, new)
    return replace(state, stack=stack), (DrinkModified(uid=target.uid, delta=d.amount),)


def draw(state: State, item: StackItem[Play], d: Directive) -> Result:
    """DRAW: ``d.seat`` draws ``d.amount`` cards, unless they Ignore the card (R-6.6)."""
    seat = d.seat
    if d.amount <= 0 or not 0 <= seat < len(state.seats) or state.seats[seat].out:
        return state, ()
    if seat in item.ignored_by:
        return state, ()
    return draw_cards(state, seat, d.amount)


def order_extra(state: State, item: StackItem[Play], d: Directive) -> Result:
    """R-7.7: ordering Drinks cannot be Ignored (the target still receives them)."""
    return order_drinks(state, d.seat, item.payload.target, d.amount)


def order_drinks(state: State, seat: int, target: int, count: int) -> Result:
    events: list[Event] = []
    for _ in range(count):
        state, card, more = draw_drink(state)
        events.extend(more)
        if card is None:
            break
        state = onto_pile(state, target, card)  # below Special Reserve Drinks (002 L1713)
        events.append(DrinkOrdered(seat=seat, target=target))
    return state, tuple(events)


def end_turn(state: State, item: StackItem[Play], d: Directive) -> Result:
    return end_turn_early(state)


def end_turn_early(state: State) -> Result:
    """R-4.7: pending cards are discarded without effect, the round of gambling ends with its
    pot going to the Inn, and the rest of the turn is skipped."""
    items, stack = state.stack.unwind()
    state = replace(state, stack=stack, losses=(), window_kind="", contest=None)
    kept: list[Event] = []
    for pending in items:
        state, more = dispose(state, pending)
        kept.extend(more)
    if state.gambling is not None:
        g = state.gambling
        prizes = (*state.prizes, g.prize) if g.prize else state.prizes
        state = replace(state, inn=state.inn + g.pot, gambling=None, prizes=prizes)
        state = replace(state, inn_valuables=(*state.inn_valuables, *g.valuables))
        state = replace(state, picking_prize=False)
        state, more = round_ended(state, -1, g.anted)  # e.g. Bombs in the pot (002 L954)
        kept.extend(more)
    events: list[Event] = [TurnEndedEarly(seat=state.active)]
    if items:
        events.append(CardsUnwound(cards=tuple(c for i in items for c in i.payload.parts)))
    events.extend(kept)
    return replace(state, phase="end", acted=True), tuple(events)


# --- NEGATE_ALMOST_ANY's replacement ------------------------------------------------------------


def grant_replacement(state: State, target: StackItem[Play]) -> State:
    """NEGATE_ALMOST_ANY's replacement (R-13, compendium Wizgille: "Negate nearly any card in the
    game, but the player whose card is Negated may usually play another of the same type").

    The Negate itself is the ordinary one (R-6.5: no effect, discarded, costs stay paid); it also
    reaches Drinks and Drink Events (the table of R-6: "Drink Event — only cards that explicitly
    allow it"), never the procedure items (ante demands, winnings) nor anything unnegatable
    (R-6.6.4; ``responses.ALMOST_ANY_KINDS``). When it resolves, the victim gets the chance to
    replace what was lost, by the Negated item's type:

    - an Action card played in the victim's own Action phase: they may play another Action card
      (their Action is not used up, R-4.3);
    - a Gambling or Cheating card: the gambling priority comes back to them (R-8.2), to play
      another or pass;
    - the Drink or Drink Event revealed in their Drink phase: they drink the next card of their
      Drink Me! pile, or sober up if it is empty (R-4.5; R-7.6.4's exception — the compendium's
      example: a Negated Drinking Contest, no Gold changes hands, the next card is drunk);
    - a Sometimes or Anytime card, a Prize, a Drink that is not the revealer's Drink-phase drink:
      nothing more (a Sometimes/Anytime card may be played again whenever its condition holds).
    """
    play, kind = target.payload, target.counts_as
    if play.kind == "card" and kind == "action":
        if play.seat == state.active and state.phase == "action":
            return replace(state, acted=False)
        return state
    g = state.gambling
    if play.kind == "card" and kind in ("gambling", "cheating"):
        if g is not None and play.seat in g.players:
            return replace(state, gambling=replace(g, turn=play.seat))
        return state
    revealed = play.kind == "event" or (play.kind == "drink" and not play.copy)
    if revealed and play.seat == state.active and state.phase == "drink":
        return replace(state, acted=False)  # the Drink phase goes on with the next card
    return state
