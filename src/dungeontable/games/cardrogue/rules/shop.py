"""The shop (R160-R166, R261, A-41, A-42, A-43).

On any of his turns, standing on the shop and not in combat (A-41), a player may buy and sell
as often as he likes (R160; option ``shop_access="on_arrival"``: only on a turn he moved onto
it). The shop pile is open (A-42; option ``shop_pile="top_card_only"``: the top card is the only
one for sale): any card in it may be bought for
twice its gold amount (R162), paid with cards (``payment.py``); the bought card goes to the
hand (R163). Selling discards a card with a gold amount (not crossed, not cursed) for gold
cards worth that amount (R161, R165, R178). The Shopkeeper's Debt leaves the game when bought
and scores its VP on the buyer's sheet for good (R166, R261). Shopping is part of step 2:
it ends step 1 (no more flipping, R023) but keeps the move; a purchase cancelled before it is
paid changes nothing.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Event

from ..actions import Buy, Sell
from ..common.equipment import is_discardable
from ..common.ownership import gain, lose
from ..common.payment import change_for, funds, price_of, settle, start_payment
from ..common.shared import cat
from ..events import CardBought, CardSold, PointsScored, PurchaseStarted
from ..state import NOWHERE, Pending, State, update_player


def is_at_shop(state: State, seat: int) -> bool:
    """R160 / A-41: on the shop tile, not in combat; with ``shop_access="on_arrival"`` only on
    a turn he moved onto it ("if he moves onto a shop", 003 L256)."""
    player = state.players[seat]
    if player.fights:  # R064
        return False
    if state.options.shop_access != "standing_on_it" and state.came_from == NOWHERE:
        return False
    cell = state.cells.get(player.pos)
    return cell is not None and cat(state).defs[cell.card].kind == "shop"


def for_sale(state: State) -> tuple[str, ...]:
    """A-42: the whole open pile, or only its top card (``shop_pile="top_card_only"``)."""
    if state.options.shop_pile == "top_card_only":
        return state.shop[:1]
    return state.shop


def shop_options(state: State) -> list[Action]:
    seat = state.seat
    if not is_at_shop(state, seat):
        return []
    catalog = cat(state)
    player = state.players[seat]
    money = funds(catalog, player)
    found: list[Action] = []
    for card in dict.fromkeys(for_sale(state)):
        gold = catalog[card].gold
        if gold is not None and 2 * gold <= money:
            found.append(Buy(card=card))
    for card in dict.fromkeys(player.hand):
        definition = catalog[card]
        if definition.kind != "gold" and is_discardable(definition):
            found.append(Sell(card=card))
    return found


def why_not_deal(state: State, action: Buy | Sell) -> str:
    """Why the player whose turn it is may not buy or sell so (R160-R165, A-41, A-42); '' when
    the reason is none of these."""
    seat = state.seat
    player = state.players[seat]
    if not is_at_shop(state, seat):
        if player.fights:
            return "no buying or selling in combat (R160)"
        cell = state.cells.get(player.pos)
        if cell is None or cat(state).defs[cell.card].kind != "shop":
            return "buying and selling are done standing on the shop tile (R160)"
        return "the shop deals only on a turn its buyer moved onto it (A-41, shop_access)"
    catalog = cat(state)
    if isinstance(action, Sell):
        if action.card not in player.hand:
            return f"{action.card} is not in the hand"
        definition = catalog[action.card]
        if definition.kind == "gold":
            return f"{action.card} is gold already: it pays, it is not sold"
        if definition.cursed:
            return f"{action.card} is cursed: it cannot be sold (R178)"
        if not definition.sellable:
            return f"{action.card} has its gold symbol crossed out: it cannot be sold (R165)"
        return ""
    if action.card not in for_sale(state):
        if action.card in state.shop:
            return f"only the top card of the shop pile is for sale (A-42): {state.shop[0]}"
        return f"{action.card} is not in the shop pile"
    price = 2 * (catalog[action.card].gold or 0)
    money = funds(catalog, player)
    if price > money:
        return (
            f"{action.card} costs {price} gold (twice its gold amount, R162); his cards pay {money}"
        )
    return ""


def buy(state: State, action: Buy, ev: list[Event]) -> State:
    seat = state.seat
    price = 2 * (cat(state)[action.card].gold or 0)
    ev.append(PurchaseStarted(seat=seat, card=action.card, price=price))
    if price <= 0:  # a free card needs no payment
        return complete_purchase(state, Pending("pay", seat, card=action.card), ev)
    return start_payment(state, seat, action.card)


def complete_purchase(state: State, pending: Pending, ev: list[Event]) -> State:
    """R162-R164, R166: the card leaves the shop pile for the hand (or the game, for the debt)."""
    catalog = cat(state)
    seat, card = pending.seat, pending.card
    change, state = settle(state, pending)
    shop = list(state.shop)
    shop.remove(card)
    state = replace(state, shop=tuple(shop), step=max(state.step, 2))
    price = price_of(catalog, pending)
    ev.append(CardBought(seat=seat, card=card, price=price, paid=pending.cards, change=change))
    vp = catalog[card].buy_vp
    if not vp:
        return gain(state, seat, (card,), ev, "bought")
    player = state.players[seat]
    state = update_player(state, seat, vp=player.vp + vp, deeds=(*player.deeds, "debt"))
    ev.append(PointsScored(seat=seat, vp=vp, reason=f"bought {catalog[card].name}"))
    return replace(state, removed=(*state.removed, card))


def sell(state: State, action: Sell, ev: list[Event]) -> State:
    """R161, R164: discard the card, take gold cards worth its gold amount."""
    seat = state.seat
    catalog = cat(state)
    gold = catalog[action.card].gold or 0
    state = lose(state, seat, action.card)
    state = replace(state, discard=(*state.discard, action.card), step=max(state.step, 2))
    ev.append(CardSold(seat=seat, card=action.card, gold=gold))
    return gain(state, seat, change_for(catalog, gold), ev, "sold a card")
