"""Wandering Xykon's events (R318-R352): past-tense facts, all public.

Kept apart from ``events.py`` (which lists them in ``EVENT_CLASSES``) so the variant's facts
read together. A face-down room is never named: ``RoomTurnedOver`` names the card only once a
player turns it over.
"""

from __future__ import annotations

from dungeontable.core import Event


class RoomTurnedOver(Event, frozen=True, kw_only=True):
    """R322: ``seat`` entered a face-down room and turned it over."""

    seat: int
    floor: int
    pos: int
    room: str


class AttentionRolled(Event, frozen=True, kw_only=True):
    """R327-R328: ``seat``'s attention roll (``value`` 0: no roll, no black-bordered shtick)
    against ``needed`` (their black-bordered shticks); ``caught`` if it was below."""

    seat: int
    value: int
    needed: int
    caught: bool


class MinionAdded(Event, frozen=True, kw_only=True):
    """R329, R336, R349: ``monster`` joins the bottom of Xykon's Minion Stack (``seat``: who
    gave it from their hand; -1 from the Battle Deck or a room he passed)."""

    seat: int
    monster: str


class BattleCardTurned(Event, frozen=True, kw_only=True):
    """R329: the top Battle card turned for the Minion Stack was not an Undead Monster."""

    card: str


class XykonArrived(Event, frozen=True, kw_only=True):
    """R330: Xykon's token is placed in the Safe Haven (``seat`` caught his attention)."""

    seat: int
    floor: int
    pos: int


class XykonMoved(Event, frozen=True, kw_only=True):
    """R332-R338: Xykon moves one room (``retreat``: toward the Safe Haven, R338)."""

    floor: int
    pos: int
    retreat: bool


class XykonTurn(Event, frozen=True, kw_only=True):
    """R331: Xykon takes his turn (``hunting``: the seat he moves toward, -1 none)."""

    hunting: int


class XykonAttacks(Event, frozen=True, kw_only=True):
    """R339-R340: Xykon attacks ``seat`` in his room."""

    seat: int


class XykonWounded(Event, frozen=True, kw_only=True):
    """R346-R348: ``seat`` took one of Xykon's Wounds; ``left`` remain."""

    seat: int
    left: int


class XykonHealed(Event, frozen=True, kw_only=True):
    """R349: alone in the Safe Haven at the start of his turn, Xykon heals fully; ``returned``
    *I Hurt Xykon!* cards are handed back."""

    returned: int


class XykonCardTaken(Event, frozen=True, kw_only=True):
    """R345, R347, R348: ``seat`` takes a Wandering Xykon card, ``which`` one (``kicked``,
    ``hurt`` or ``killed``); ``seat`` -1 = handed back to the table."""

    seat: int
    which: str


TEMPLATES: dict[type[Event], str] = {
    RoomTurnedOver: "seat {seat} turns over floor {floor} room {pos}: {room}",
    AttentionRolled: "seat {seat} rolls {value} for Xykon's attention (needs below {needed})",
    MinionAdded: "{monster} joins Xykon's Minion Stack",
    BattleCardTurned: "the Battle card {card} is turned and discarded",
    XykonArrived: "Xykon's token appears at floor {floor} room {pos}",
    XykonMoved: "Xykon moves to floor {floor} room {pos}",
    XykonTurn: "Xykon takes his turn",
    XykonAttacks: "Xykon attacks seat {seat}",
    XykonWounded: "seat {seat} wounds Xykon ({left} Wounds left)",
    XykonHealed: "Xykon heals in the Safe Haven",
    XykonCardTaken: "seat {seat} takes the card {which}",
}


def _describer(template: str):  # type: ignore[no-untyped-def]
    def describe(self: Event) -> str:
        values = {f: getattr(self, f) for f in self.__struct_fields__}
        return template.format(**values)

    return describe


for _cls, _template in TEMPLATES.items():
    _cls.describe = _describer(_template)  # type: ignore[method-assign]

WX_EVENT_CLASSES: tuple[type[Event], ...] = tuple(TEMPLATES)
"""Every Wandering Xykon event class (``events.EVENT_CLASSES`` includes them)."""

CARD_NAMES: dict[str, str] = {
    "kicked": "Xykon Kicked My Ass!",
    "hurt": "I Hurt Xykon!",
    "killed": "I Totally Killed Xykon!",
}
"""R321: the five Wandering Xykon cards (one Kicked, three Hurt, one Killed) by kind."""


class MonsterExploded(Event, frozen=True, kw_only=True):
    """R263, A44: the Exploding ``monster`` took a Wound in that room: every player there and
    every non-Unique Monster there takes 1 Wound."""

    monster: str
    floor: int
    pos: int


TEMPLATES[MonsterExploded] = "{monster} explodes at floor {floor} room {pos}"
MonsterExploded.describe = _describer(TEMPLATES[MonsterExploded])  # type: ignore[method-assign]
WX_EVENT_CLASSES = (*WX_EVENT_CLASSES, MonsterExploded)
