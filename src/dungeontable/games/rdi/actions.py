"""RDI actions: the answers to decisions (imperative names, text round-trip)."""

from __future__ import annotations

from dungeontable.core import Action


class Discard(Action, frozen=True):
    """Discard ``card`` from your hand in Discard and Draw (R-4.2)."""

    card: str


class Draw(Action, frozen=True):
    """Done discarding: draw up to your hand size (R-4.2)."""


class Play(Action, frozen=True):
    """Play ``card`` from your hand.

    ``target`` = the chosen player (-1 = none); ``item`` = uid of the pending card it answers
    (0 = none); ``option`` = a play-time choice a mechanic offers (R-6.1), ``""`` = none;
    ``also`` = the second chosen player of a two-target card (-1 = none; left out of the text
    form then, so one-target plays read as before).
    """

    card: str
    target: int = -1
    item: int = 0
    option: str = ""
    also: int = -1

    def to_text(self) -> str:
        text = super().to_text()
        return text.removesuffix(" also=-1")


class Pass(Action, frozen=True):
    """Decline: pass priority (R-6.4), end the Action phase (R-4.3), pass in gambling (R-8.2)."""


class OrderDrink(Action, frozen=True):
    """Order a Drink for another player (R-4.4)."""

    target: int


class PickPrize(Action, frozen=True):
    """Prize variant: the starter of a Round of Gambling adds this Prize to the pot (R-12.1)."""

    card: str


class PayWith(Action, frozen=True):
    """Hand over one Gold (``card`` = ``""``) or the Gold-equivalent ``card`` of a payment you
    owe (R-9.2: the payer chooses)."""

    card: str = ""


ACTION_CLASSES: tuple[type[Action], ...] = (
    Discard,
    Draw,
    Play,
    Pass,
    OrderDrink,
    PickPrize,
    PayWith,
)
