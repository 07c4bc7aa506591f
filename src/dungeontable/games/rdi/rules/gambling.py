"""Rounds of Gambling (R-8): start and ante, gambling priority and control, "I raise!",
Winning Hand and Cheating, leaving, winning the pot, the pot going to the Inn."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event, StackItem

from ..content import mechanics_of, overriding
from ..effects import Change, Directive
from ..events import ControlTaken, GamblingEnded, GamblingStarted, GoldPaid, LeftRound
from ..pipeline import card_of
from ..sides import sides
from ..state import Gambling, Play, Result, State, owe, update_seat
from ..table import gold_gained, round_ended
from ..windows import push_pseudo


def _after(players: tuple[int, ...], seat: int, n: int) -> int:
    """The next participant clockwise after ``seat`` (which may have left)."""
    for k in range(1, n + 1):
        nxt = (seat + k) % n
        if nxt in players:
            return nxt
    return seat


def demand_ante(state: State, seat: int, amount: int) -> State:
    """An ante demand is a pending pseudo-item others may answer (avoid-ante cards)."""
    assert state.gambling is not None
    play = Play("ante", seat=seat, amount=amount, payers=state.gambling.players)
    return push_pseudo(state, play, "ante")


def gamble(state: State, item: StackItem[Play], d: Directive) -> Result:
    seat, how = d.seat, d.what
    g = state.gambling
    if g is None:
        if how != "start":
            return state, ()
        players = state.clockwise_from(seat)
        state = replace(state, gambling=Gambling(seat, seat, players))
        # the ante is a number on the starting card, read as it resolves (R-11.1; Ohava's
        # harmony, 002 L1014, L1024), also when a Prize joins the pot: the Prize is no card of
        # the starter's (L1022) and demands nothing, so its pick comes first and the demand waits
        ante = card_ante(state, item, d.amount)
        state = demand_ante(state, seat, ante)
        if state.options.prizes:
            if not state.prizes:  # the Bin returns to the Inn first
                state = replace(state, prizes=state.prize_bin, prize_bin=())
            if state.prizes:  # the starter picks it before anyone answers the ante (flow)
                state = replace(state, picking_prize=True)
        return state, (GamblingStarted(seat=seat),)
    if seat not in g.players:
        return state, ()
    how = "control" if how == "start" else how
    g = replace(g, controller=seat, passes=0, turn=-1)
    if how == "winning_hand":
        g = replace(g, winning_hand=True)
    if how == "kick" and item.payload.target in g.players:
        g = replace(g, players=tuple(p for p in g.players if p != item.payload.target))
    state = replace(state, gambling=g)
    events: list[Event] = [ControlTaken(seat=seat, how=how)]
    if how == "kick":
        events.append(LeftRound(seat=item.payload.target))
    if how == "raise":
        state = demand_ante(state, seat, card_ante(state, item, d.amount))
    return state, tuple(events)


def card_ante(state: State, item: StackItem[Play], number: int) -> int:
    """The ante a card demands of each player in the round: the 1 Gold a round starts with
    (R-8.1) or a raise's 1 more (R-8.3) is a number on the card (R-11.1), so what changes a
    card's numbers changes it. ``number`` comes with the card's whole-card modifiers already
    applied (the op's ``fx.value``: Ohava's full harmony, 002 L1014); the per-change modifiers
    run here as on the card's Gold payments (a Power Jinx on an Action card: 0, 002 L864; it
    never reaches a Gambling card, L850)."""
    play = item.payload
    mechanics = overriding(state, "modify_change") if play.kind == "card" else ()
    amount = -max(0, number)
    if not mechanics or not amount:
        return -amount
    card = card_of(state, play)
    for mechanic in mechanics:
        amount = mechanic.modify_change(state, play, card, Change(play.seat, "gold", amount, -2))
    return max(0, -amount)


def avoid_ante(state: State, item: StackItem[Play], d: Directive) -> Result:
    """R-8.1.1: do not pay the ante; leave the round (antes already paid stay in the pot)."""
    return leave(state, d.seat)


def leave(state: State, seat: int) -> Result:
    g = state.gambling
    if g is None or seat not in g.players:
        return state, ()
    players = tuple(p for p in g.players if p != seat)
    controller = g.controller if g.controller != seat else _after(players, seat, len(state.seats))
    state = replace(state, gambling=replace(g, players=players, controller=controller))
    return state, (LeftRound(seat=seat),)


def resolve_ante(state: State, play: Play, ignored_by: tuple[int, ...]) -> Result:
    """Every participant still in pays the ante into the pot (R-8.1, R-8.3); one who cannot
    pay a raise leaves (R-8.9, option ``raise_when_broke``; ``stay``: they pay what they have,
    nothing at 0 Gold, and stay in)."""
    g = state.gambling
    if g is None:
        return state, ()
    events: list[Event] = []
    asked = play if g.anted else replace(play, option="opening")  # the round's first ante
    folds = sides(state)  # option shared_hits: a side antes once for its players
    paid_for: set[int] = set()
    for seat in play.payers:
        g = state.gambling
        assert g is not None
        if seat not in g.players or seat in ignored_by:
            continue
        if folds is not None and folds[seat] in paid_for:  # a teammate anted for the side:
            anted = g.anted if seat in g.anted else (*g.anted, seat)  # in, as having anted
            state = replace(state, gambling=replace(g, anted=anted))
            continue
        amount, from_inn = play.amount, False
        for mechanic in mechanics_of(state, seat):  # Erin's Bear and Raven (002 L287, L295)
            due = mechanic.ante_due(state, seat, asked)
            if due is not None:
                amount, from_inn = due
        limit = state.options.inn_gold  # option: a finite Inn antes only what it holds
        if from_inn and limit >= 0 and limit + state.inn < amount:
            from_inn = False
        anted = g.anted if seat in g.anted else (*g.anted, seat)
        gold = state.seats[seat].wealth  # Gold-equivalents count as Gold
        leaves = not from_inn and gold < play.amount and state.options.raise_when_broke == "leave"
        if folds is not None and not leaves:
            paid_for.add(folds[seat])  # this one antes for the side
        if from_inn:  # the Inn's Gold, as her own ante
            g = replace(g, pot=g.pot + amount, anted=anted)
            state = replace(state, gambling=g, inn=state.inn - amount)
            events.append(GoldPaid(payer=-1, payee=-2, amount=amount))
            continue
        if leaves:
            state, more = leave(state, seat)
            events.extend(more)
            continue
        if state.seats[seat].valuables:  # the payer chooses what to ante
            state = replace(state, gambling=replace(g, anted=anted))
            state = owe(state, seat, -2, amount)
            continue
        paid = min(gold, amount)
        state = update_seat(state, seat, gold=gold - paid)
        anted = g.anted if seat in g.anted else (*g.anted, seat)
        state = replace(state, gambling=replace(g, pot=g.pot + paid, anted=anted))
        if paid:
            events.append(GoldPaid(payer=seat, payee=-2, amount=paid))
    return state, tuple(events)


def catch_cheat(state: State, item: StackItem[Play], d: Directive) -> Result:
    """R-8.7: Negate the Cheating card and win the round."""
    target = next((i for i in state.stack.items if i.uid == item.payload.target_item), None)
    if target is not None and not target.negated:
        state = replace(state, stack=state.stack.negate(target.uid))
    g = state.gambling
    if g is None:
        return state, ()
    state = replace(state, gambling=replace(g, controller=d.seat, players=(d.seat,)))
    return state, (ControlTaken(seat=d.seat, how="caught"),)


def pot_to_inn(state: State, item: StackItem[Play], d: Directive) -> Result:
    if state.gambling is None:  # the round already ended (its winner paid, a turn ended)
        return state, ()
    return end_round(state, None)


def next_turn(state: State) -> State:
    """Gambling priority passes clockwise among the participants (R-8.2)."""
    g = state.gambling
    assert g is not None
    start = g.controller if g.turn < 0 else g.turn
    return replace(state, gambling=replace(g, turn=_after(g.players, start, len(state.seats))))


def is_over(state: State) -> bool:
    g = state.gambling
    return g is not None and (len(g.players) <= 1 or g.passes >= len(g.players) - 1)


def pass_turn(state: State) -> State:
    g = state.gambling
    assert g is not None
    return next_turn(replace(state, gambling=replace(g, passes=g.passes + 1)))


def pick_prize(state: State, card: str) -> Result:
    """R-12.1: the starter's chosen Prize joins the pot; then everyone antes what the starting
    card demanded (its demand is already pending, ``gamble``)."""
    g = state.gambling
    assert g is not None
    prizes = list(state.prizes)
    prizes.remove(card)
    state = replace(
        state, prizes=tuple(prizes), picking_prize=False, gambling=replace(g, prize=card)
    )
    return state, ()


def end_round(state: State, winner: int | None) -> Result:
    """R-8.8: the winner takes the pot (and its Prize, R-12.1); without a winner it goes to the
    Inn (a Prize goes back to the Inn's Prizes)."""
    g = state.gambling
    assert g is not None
    state = replace(state, gambling=None)
    if winner is None or not state.seats[winner].alive:
        if g.prize:
            state = replace(state, prizes=(*state.prizes, g.prize))
        state = replace(state, inn_valuables=(*state.inn_valuables, *g.valuables))
        state, more = round_ended(replace(state, inn=state.inn + g.pot), -1, g.anted)
        return state, (GamblingEnded(winner=-1, pot=g.pot), *more)
    if g.prize:
        state = update_seat(state, winner, front=(*state.seats[winner].front, g.prize))
    if g.valuables:  # Gold-equivalents in the pot go with it
        state = update_seat(state, winner, valuables=(*state.seats[winner].valuables, *g.valuables))
    state = update_seat(state, winner, gold=state.seats[winner].gold + g.pot)
    won = g.pot + len(g.valuables)  # one gain, whoever put it in (a Raven: 002 L291)
    state, gained = gold_gained(state, winner, (won,), "pot")
    state, more = round_ended(state, winner, g.anted)  # e.g. Bombs in the pot (002 L954)
    return state, (GamblingEnded(winner=winner, pot=g.pot), *gained, *more)


def settle_round(state: State) -> Result:
    """The round is decided: the win is a pending item others may answer (STEAL_WINNINGS)
    before the winner takes the pot (R-8.8); no winner: the pot goes to the Inn."""
    g = state.gambling
    assert g is not None
    if not g.players:
        return end_round(state, None)
    winner = g.players[0] if len(g.players) == 1 else g.controller
    state = replace(state, gambling=replace(g, players=(), turn=-1))
    return push_pseudo(state, Play("winnings", seat=winner, amount=g.pot), "winnings"), ()


def resolve_winnings(state: State, play: Play) -> Result:
    if state.gambling is None:  # the round already ended another way (pot to the Inn)
        return state, ()
    return end_round(state, play.seat)


def steal_winnings(state: State, item: StackItem[Play], d: Directive) -> Result:
    """STEAL_WINNINGS: you win the round's pot instead of its winner."""
    target = next((i for i in state.stack.items if i.uid == item.payload.target_item), None)
    if target is None:
        return state, ()
    new = replace(target.payload, seat=d.seat)
    stack = state.stack.replace_payload(target.uid, new)
    return replace(state, stack=stack), (ControlTaken(seat=d.seat, how="steal"),)


def pay_from_inn(state: State, item: StackItem[Play], d: Directive) -> Result:
    """R-9.3: the Inn covers the ante demanded of you; you stay in the round."""
    ante = next((i for i in state.stack.items if i.uid == item.payload.target_item), None)
    g = state.gambling
    if ante is None or g is None or d.seat not in g.players:
        return state, ()
    paid = ante.payload.amount
    limit = state.options.inn_gold  # option: a finite Inn covers only what it holds
    if limit >= 0 and limit + state.inn < paid:
        return state, ()  # the Inn cannot cover it: the demand stands
    anted = g.anted if d.seat in g.anted else (*g.anted, d.seat)
    state = replace(state, gambling=replace(g, pot=g.pot + paid, anted=anted), inn=state.inn - paid)
    stack = state.stack.ignore(ante.uid, d.seat)  # the demand no longer touches your Gold
    return replace(state, stack=stack), (GoldPaid(payer=-1, payee=-2, amount=paid),)


def take_from_pot(state: State, item: StackItem[Play], d: Directive) -> Result:
    g = state.gambling
    if g is None:
        return state, ()
    taken = min(d.amount, g.pot)
    state = replace(state, gambling=replace(g, pot=g.pot - taken))
    state = update_seat(state, d.seat, gold=state.seats[d.seat].gold + taken)
    paid = GoldPaid(payer=-2, payee=d.seat, amount=taken)
    state, more = gold_gained(state, d.seat, (taken,), "taken")  # a Raven: 002 L291
    return state, (paid, *more)
