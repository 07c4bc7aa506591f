"""Card Rogue actions. Each prints and parses as ``kind field=value`` text.

Directions are ``N``, ``E``, ``S``, ``W`` from the acting player's tile. The turn's own actions
come first, then each topic's (items, potions, scrolls, the shop, other players, the mole,
leaving); ``ACTION_CLASSES`` is the codec order. ``flow.py`` maps every class to its handler.
"""

from __future__ import annotations

from dungeontable.core import Action


class RollDie(Action, frozen=True):
    """Roll in the deciding roll (§1.2 step 3)."""


class PickCharacter(Action, frozen=True):
    """Take a character card in the draft (§1.2 step 4)."""

    character: str


class Flip(Action, frozen=True):
    """Flip the face-down card in direction ``dir`` (R030; also while fleeing, R114)."""

    dir: str


class Orient(Action, frozen=True):
    """Turn a just-placed pathing tile so its open edges are ``paths`` (R031, R051)."""

    paths: str


class Move(Action, frozen=True):
    """Move one tile in direction ``dir`` (R053, R061)."""

    dir: str


class EndTurn(Action, frozen=True):
    """Finish steps 1-3; step 4 placement follows (R024, R038)."""


class Attack(Action, frozen=True):
    """C1: attack roll against the enemy in direction ``dir`` (R066, R069); left out
    (``attack``), the one enemy he can attack, when there is only one."""

    dir: str = ""


class Flee(Action, frozen=True):
    """C1: announce a flee and roll if any enemy requires it (R110, R115, R118)."""


class FleeTo(Action, frozen=True):
    """After a successful flee, move to the tile in direction ``dir`` (R112); left out, the
    one way out, when there is only one."""

    dir: str = ""


class Keep(Action, frozen=True):
    """Death: keep this card; ``where`` is ``hand`` or an equipment slot (R242.1); left out
    (``keep card=dagger``), wherever the card is, when it is in one place only."""

    card: str
    where: str = ""


class LayFaceDown(Action, frozen=True):
    """Death: put this card face-down on the death tile (R242.2)."""

    card: str


class Respawn(Action, frozen=True):
    """Death: put your token on the starting tile at ``x``, ``y`` (R241, A-15)."""

    x: int
    y: int


# --- Equipment and discarding (R170-R178, A-43) ---


class Equip(Action, frozen=True):
    """Put ``card`` from the hand on ``slot`` (R172); a card already there goes to the hand.
    Left out (``equip card=helm``), the one slot the card can go on, when there is only one."""

    card: str
    slot: str = ""


class Unequip(Action, frozen=True):
    """Take the card on ``slot`` back into the hand (R176)."""

    slot: str


class StartDiscard(Action, frozen=True):
    """Open the discard choice (A-43): one card, or none after all."""


class Discard(Action, frozen=True):
    """Discard a sellable card from the hand (A-43)."""

    card: str


class KeepCards(Action, frozen=True):
    """Close the discard choice without discarding."""


# --- Potions (R190-R200) ---


class Drink(Action, frozen=True):
    """Drink a potion from your hand (R191)."""

    card: str


class Throw(Action, frozen=True):
    """Throw a potion at the player or enemy in direction ``dir`` (R191, R256); left out, the
    one target he can throw at, when there is only one."""

    card: str
    dir: str = ""


# --- Teleportation (R199) ---


class Teleport(Action, frozen=True):
    """Put the teleported player or enemy on the tile at ``x``, ``y`` (R199)."""

    x: int
    y: int


# --- Scrolls (R210-R215) ---


class ReadScroll(Action, frozen=True):
    """Read a scroll that needs no choice (R213-R215)."""

    card: str


class Identify(Action, frozen=True):
    """Read an identify scroll on an unknown potion in your hand (R211)."""

    scroll: str
    potion: str


class StepThrough(Action, frozen=True):
    """Read a move-to-adjacent scroll toward ``dir``, ignoring walls (R212)."""

    scroll: str
    dir: str


# --- The shop (R160-R166) ---


class Buy(Action, frozen=True):
    """Buy ``card`` from the shop pile (R162); payment follows card by card."""

    card: str


class Sell(Action, frozen=True):
    """Sell ``card`` from the hand for its gold amount (R161)."""

    card: str


# --- Paying a price (R162) ---


class Pay(Action, frozen=True):
    """Give ``card`` (from the hand, else from the equipment) toward the price (R162)."""

    card: str


class CancelPurchase(Action, frozen=True):
    """Take back the cards given so far and buy nothing."""


# --- Tripping and stealing (R250-R256) ---


class Trip(Action, frozen=True):
    """Try to trip the player in direction ``dir`` (R252, R253)."""

    dir: str


class Steal(Action, frozen=True):
    """Try to steal from the player in direction ``dir`` (R254)."""

    dir: str


class Hop(Action, frozen=True):
    """After a trip, leap over the victim onto his neighbour in direction ``dir`` (R252); left
    out, the one tile to hop to, when there is only one."""

    dir: str = ""


class StayPut(Action, frozen=True):
    """After a trip, do not hop."""


# --- Trading (R251) ---


class ProposeTrade(Action, frozen=True):
    """Start an offer to the player in direction ``dir`` (R251)."""

    dir: str


class OfferCard(Action, frozen=True):
    """Add ``card`` from your hand to what you give."""

    card: str


class AskCard(Action, frozen=True):
    """Add ``card`` to what you ask for in return."""

    card: str


class SendOffer(Action, frozen=True):
    """Send the offer; the other player accepts or declines."""


class CancelTrade(Action, frozen=True):
    """Withdraw the offer before sending it."""


class AcceptTrade(Action, frozen=True):
    """Accept the offer: the cards change hands at once (binding)."""


class DeclineTrade(Action, frozen=True):
    """Decline the offer."""


# --- The mole (R292-R295) ---


class HireMole(Action, frozen=True):
    """Pay the mole to turn the pathing tile at ``x``, ``y`` into a 4-path tile (R293)."""

    x: int
    y: int


# --- Leaving the table (R290-R291) ---


class RageQuit(Action, frozen=True):
    """Quit for good: you die and every card you have goes face-down on your tile (R290)."""


class LeaveTable(Action, frozen=True):
    """Leave for a while: your token comes off the board (R291)."""


class ReturnToTable(Action, frozen=True):
    """Come back onto the tile you left (R291)."""


class StayAway(Action, frozen=True):
    """Stay away for this turn (R291)."""


ACTION_CLASSES: tuple[type[Action], ...] = (
    RollDie,
    PickCharacter,
    Flip,
    Orient,
    Move,
    EndTurn,
    Attack,
    Flee,
    FleeTo,
    Keep,
    LayFaceDown,
    Respawn,
    Equip,
    Unequip,
    StartDiscard,
    Discard,
    KeepCards,
    Drink,
    Throw,
    Teleport,
    ReadScroll,
    Identify,
    StepThrough,
    Buy,
    Sell,
    Pay,
    CancelPurchase,
    Trip,
    Steal,
    Hop,
    StayPut,
    ProposeTrade,
    OfferCard,
    AskCard,
    SendOffer,
    CancelTrade,
    AcceptTrade,
    DeclineTrade,
    HireMole,
    RageQuit,
    LeaveTable,
    ReturnToTable,
    StayAway,
)
"""Every action, in codec order (the order of kinds in the action codec; it never changes)."""
