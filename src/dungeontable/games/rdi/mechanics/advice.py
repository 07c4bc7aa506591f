"""Advice for bots on the mechanic choices (bots see views and card data, never the state).

``option_gain`` says what a play-time option buys (the card's numbers go up by the cost's
``bonus``) and what it costs; ``heat_penalty`` picks the Heat penalty that leaves Lucky farthest
from losing (R-10.1 passing out, R-10.2 running out of Gold).
"""

from __future__ import annotations

from typing import Any

from .catalog import ops_of, param
from .heat import PENALTY_AMOUNT, Penalty

COST_PREFIXES = {"smash:": "smash_instrument", "spend:": "spend_momentum", "chi:": "spend_chi"}
ELEMENTS = "elements:"
"""Ozrik's option: the Element Cards paid per ability (``mechanics.elements``)."""


def option_gain(card: Any, option: str) -> tuple[int, int]:
    """(bonus to the card's numbers, resources spent) of playing ``card`` with ``option``.

    Smashing spends one instrument; spending Momentum spends that many points; restoring an
    instrument (``restore:``) and the plain play (``""``) spend nothing.
    """
    if option.startswith(ELEMENTS):  # Ozrik: the abilities paid, one card per symbol
        found = ops_of(card, "costs", "elemental")
        paid = [p.partition("=") for p in option[len(ELEMENTS) :].split(";")]
        bonus = sum(param(found[int(i)], "bonus", 0) for i, _, _ in paid if int(i) < len(found))
        return bonus, sum(len(cards.split("+")) for _, _, cards in paid)
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
    if not spent or option.startswith("chi:"):  # spent Chi also lowers Zakhan's Total
        return True
    if option.startswith(ELEMENTS):  # a card from hand per symbol: +1 per card is worth it
        return bonus >= spent
    if option.startswith("spend:"):  # Jett's Momentum comes back, 1 a turn (L540), and stops
        return bonus >= spent  # at 3 (L530): a point kept is soon a point lost, +1 pays for it
    required = any(param(c, "required", False) for c in getattr(card, "costs", ()) or ())
    return required or bonus >= 2 * spent


def heat_penalty(fortitude: int, alcohol: int, gold: int) -> Penalty:
    """The penalty leaving the widest margin: Gold if she keeps more Gold than her Fortitude
    margin (Fortitude − Alcohol); otherwise Alcohol, which sobering undoes."""
    margin = fortitude - alcohol - PENALTY_AMOUNT
    if gold - PENALTY_AMOUNT > margin:
        return "gold"
    return "alcohol" if alcohol + PENALTY_AMOUNT < fortitude else "gold"


def atonement(fortitude: int, alcohol: int, gold: int) -> str:
    """Serena's atonement (L1476): tithe the Gold while she keeps at least 3 after it, unless
    her Fortitude margin is the wider one; never the last Gold coin (R-10.2)."""
    if gold <= 1:
        return "fortitude"
    return "gold" if gold - 1 >= 3 or fortitude - alcohol <= 4 else "fortitude"


CHI_SAFETY = 6
"""Zakhan keeps at least this much room between his Total Drunkenness and his Fortitude."""


def take_chi(fortitude: int, total: int, spenders: int, spend_now: bool = True) -> bool:
    """Take the Drink's Drunken Chi (L1899) only with a card in hand to spend it on
    (``spenders``) in this Action phase (``spend_now``), and while the room left after it stays
    comfortable: unspent Chi only brings him closer to passing out (L1891). Chi taken in his
    Drink phase, the end of his turn, waits a whole round of the others' turns before he can
    spend it, one point nearer passing out all along, which also makes him the rivals' nearest
    target; in 1,200 rotated games he won 14.2% taking it so, 16.3% declining it."""
    return spend_now and spenders > 0 and fortitude - (total + 1) >= CHI_SAFETY


def calm_chi(fortitude: int, total: int, chi: int) -> bool:
    """Discard two cards for -1 Chi (L1905) when it is about to pass him out (or nearly)."""
    return chi > 0 and fortitude - total <= 3


def piety_of(extra: tuple[object, ...]) -> int | None:
    """Serena's Piety from a seat's view ``extra`` (tagged tables or values), if she has one."""
    for value in extra:
        found = _field(value, "Piety")
        if found is not None:
            return int(found)
    return None


def chi_of(extra: tuple[object, ...]) -> int:
    """Zakhan's Drunken Chi from a seat's view ``extra`` (0 for anyone else)."""
    for value in extra:
        found = _field(value, "Chi")
        if found is not None:
            return int(found)
    return 0


def _field(value: object, mechanic: str) -> Any:
    if isinstance(value, dict):
        return value.get("value") if value.get("mechanic") == mechanic else None
    return getattr(value, "value", None) if type(value).__name__ == mechanic else None


def piety_gain(card: Any, piety: int) -> int:
    """What Serena's Piety does to ``card`` now: its range bonus, minus 1 if its arrows would
    drop her below 1 (an atonement)."""
    bonus = 0
    for effect in ops_of(card, "effects", "piety_bonus"):
        low, high = param(effect, "at_least", 1), param(effect, "at_most", 8)
        if low <= piety <= high:
            bonus += param(effect, "bonus", 0)
    arrows = sum(param(i, "amount", 0) for i in ops_of(card, "icons", "move_piety"))
    return bonus - (1 if piety + arrows < 1 else 0)


def harmony_of(extra: tuple[object, ...]) -> tuple[str, ...] | None:
    """Ohava's Deities in harmony from a seat's view ``extra`` (tagged tables or values), if she
    has Deity Cards."""
    for value in extra:
        if isinstance(value, dict):
            if value.get("mechanic") == "Deities":
                return tuple(value.get("harmonious", ()))
        elif type(value).__name__ == "Deities":
            return tuple(getattr(value, "harmonious", ()))
    return None


def harmony_gain(card: Any, harmonious: tuple[str, ...]) -> int:
    """What ``card``'s Deity icons do to Ohava's harmony (002 L1006): +1 for each Deity it brings
    into harmony, -1 for each it sends into discord."""
    return sum(
        -1 if param(i, "deity", "") in harmonious else 1 for i in ops_of(card, "icons", "deity")
    )
