"""The heuristic bot at the shop and with the mole (R160-R166, R292-R294, §6.7).

It buys the upgrade that raises ``kit.fitness`` most (weapons and armor it will equip, the
+max-health scroll, curse removal when cursed), or the Shopkeeper's Debt (R166) when it is a
chosen solo goal or when no upgrade is left. It pays only with cards it can spare: gold, loot,
unused gear and potions known to be useless to it (R162); with too little it cancels.
"""

from __future__ import annotations

from dungeontable.core import Action

from ..actions import Buy, CancelPurchase, HireMole, Pay
from ..common.payment import MOLE, MOLE_FEE
from .kit import arms_with, effect_of, equipped_with, fitness
from .survey import MEMO_SIZE, Survey, step

SPARE_KINDS = ("gold", "enemy", "weapon", "armor")
USELESS_EFFECTS = ("weakness",)
MIN_GAIN = 0.4
"""Smallest fitness gain worth a purchase."""
DEBT_GAIN_SOLO = 50.0
DEBT_GAIN = 1.0


def spare_cards(s: Survey, *replacing: str) -> list[str]:
    """Hand cards the bot can pay with without losing anything it uses (+ the gear that the
    purchase will replace), most valuable first."""
    found = []
    for card in s.hand:
        definition = s.cat[card]
        if definition.gold is None or definition.cursed:
            continue
        if definition.kind in SPARE_KINDS or (
            definition.kind == "potion" and effect_of(s, card) in USELESS_EFFECTS
        ):
            found.append(card)
    found.extend(c for c in replacing if c)
    return sorted(found, key=lambda c: -(s.cat[c].gold or 0))


def purchase_gain(s: Survey, card: str) -> tuple[float, str]:
    """Fitness gained by buying ``card`` (and what it replaces, which may then pay for it)."""
    definition = s.cat[card]
    now = fitness(s, s.arms)
    if definition.kind in ("weapon", "armor") and definition.slot is not None:
        gear = equipped_with(s, card, definition.slot)
        replaced = s.me.equipment[gear.index(card)]
        return fitness(s, arms_with(s, gear)) - now, replaced
    use = definition.use
    if use is not None and use[0] == "max_health":
        return float(use[1]), ""
    if use is not None and use[0] == "remove_curses":
        hand = tuple(c for c in s.hand if not s.cat[c].cursed)
        gear = tuple("" if c and s.cat[c].cursed else c for c in s.me.equipment)
        return fitness(s, arms_with(s, gear, hand)) - now, ""
    if definition.buy_vp:
        solo_goal = s.view.seats == 1 and "debt" in s.view.options.solo_goals
        return (DEBT_GAIN_SOLO if solo_goal else DEBT_GAIN), ""
    return 0.0, ""


def wanted_purchase(s: Survey, shop: tuple[str, ...]) -> str | None:
    """The card of ``shop`` the bot would buy now with what it can spare (None: nothing)."""
    me, view, memo = s.me, s.view, s.memo.wanted
    key: tuple[object, ...] = (view.options.cards, me.character, me.equipment, s.hand)
    key += (me.sheet_attack, me.perm_max, me.deeds, view.seats, view.options.solo_goals, shop)
    if key not in memo:
        if len(memo) > MEMO_SIZE:
            memo.clear()
        memo[key] = _wanted(s, shop)
    return memo[key]


def _wanted(s: Survey, shop: tuple[str, ...]) -> str | None:
    money = sum(s.cat[c].gold or 0 for c in spare_cards(s, *(c for c in s.me.equipment if c)))
    savings = debt_savings(s, shop)
    best: tuple[float, int, str] | None = None
    for card in dict.fromkeys(shop):
        gold = s.cat[card].gold
        if gold is None or 2 * gold > money:
            continue
        gain, replaced = purchase_gain(s, card)
        price = 2 * gold + (0 if s.cat[card].buy_vp else savings)
        if gain < MIN_GAIN or sum(s.cat[c].gold or 0 for c in spare_cards(s, replaced)) < price:
            continue
        if best is None or (gain, -price) > (best[0], best[1]):
            best = (gain, -price, card)
    return None if best is None else best[2]


def debt_savings(s: Survey, shop: tuple[str, ...]) -> int:
    """Solo with the debt a chosen goal (R280): gold kept back for it from other purchases."""
    if s.view.seats > 1 or "debt" not in s.view.options.solo_goals or "debt" in s.me.deeds:
        return 0
    return next((2 * (s.cat[c].gold or 0) for c in shop if s.cat[c].buy_vp), 0)


def buy(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    card = wanted_purchase(s, s.view.shop)
    if card is None:
        return None
    return next((a for a in legal if isinstance(a, Buy) and a.card == card), None)


def pay(s: Survey, legal: tuple[Action, ...]) -> Action:
    """R162: give spare cards, biggest first; cancel when nothing spare is left."""
    pending = s.view.pending[0]
    replaced = ""
    if pending.card != MOLE and pending.card in s.cat:
        replaced = purchase_gain(s, pending.card)[1]
    offered = {a.card: a for a in legal if isinstance(a, Pay)}
    for card in spare_cards(s, replaced):
        if card in offered:
            return offered[card]
    if pending.card == MOLE:
        return next(iter(offered.values()), legal[-1])
    return next((a for a in legal if isinstance(a, CancelPurchase)), legal[-1])


def hire_mole(s: Survey, legal: tuple[Action, ...]) -> Action | None:
    """R292-R294: when stuck, pay the mole to open the tile with most empty sides nearby."""
    options = [a for a in legal if isinstance(a, HireMole)]
    if not options:
        return None
    spare = sum(s.cat[c].gold or 0 for c in spare_cards(s))
    if spare < MOLE_FEE and s.view.seats > 1 and any(s.me.equipment):
        return None
    costs, _ = s.routes

    def openings(a: HireMole) -> tuple[int, int]:
        pos = (a.x, a.y)
        empty = sum(1 for d in range(4) if step(pos, d) not in s.cells)
        return empty, -costs.get(pos, 99)

    return max(options, key=openings)
