"""The interface character mechanics plug into (rdi.md §2 hooks, §5.3 ``modules``).

A *mechanic family* (instruments, momentum, heat, marks, pets...) is a ``Mechanic`` subclass
registered by name with ``register_mechanic``. A character (``CharacterDef``, registered with
``register_character``) lists the mechanic names it uses in ``modules``; the core calls the
hooks of exactly those mechanics for that seat, and refuses a character naming an unknown
mechanic (never approximated).

Per-seat mechanic state is a tagged immutable value (a ``state.SeatExtra`` subclass) kept in
``Seat.extra``; read and write it with ``extra_of`` / ``set_extra``. Every hook is pure: it
takes the state and returns a new state plus events. Defaults do nothing, so a mechanic
overrides only the hooks it needs.

Hook points, in the order a turn meets them:

- ``setup(state, seat, config)``: after the opening hand is drawn (R-2.5).
- ``on_turn_start(state, seat)``: beginning of the seat's turn, before Discard and Draw (R-4.1).
- ``play_options(state, seat, card)``: play-time choices for a card, e.g. ``"smash:lyre"``;
  ``("",)`` = play it plainly. ``can_play`` filters a (card, option) pair (playability).
- ``on_play(state, seat, card, option)``: pay the additional cost now, never refunded (R-6.1).
- ``modify_play(state, play, card)``: a whole-card modifier read at resolution (R-6.11,
  R-11.3) by the *playing seat's* mechanics: return the ``Play`` to resolve (e.g. a larger
  ``delta``); the ops and ``on_resolved`` see the returned play.
- ``modify_change(state, play, card, change)``: the per-seat replacement pipeline (R-3.3,
  rdi.md §3 item 23), called for *every* mechanic in the game; return the new amount (a
  flipped sign counts as 0).
- ``on_resolved(state, play, card, ignored_by)``: the playing seat's mechanics, after a card's
  effects, skipped when it was Negated (post-resolution icons, R-6.12); Ignore does not stop
  it (R-6.6). ``on_play``/``play_options``/``can_play``: the playing seat's mechanics.
- ``on_drink(state, seat, play)``: after ``seat`` drank a Drink (R-7.2).
- ``on_turn_end(state, seat)``: end of the seat's turn (R-4.6).
- ``extra_actions(state, seat)`` / ``apply_extra(state, action)``: actions of the mechanic
  (e.g. a choice the mechanic asks for); ``decision(state)`` claims the decision when the
  mechanic has a pending choice (e.g. Heat's penalty). Register their classes with
  ``register_action`` / ``register_event`` so they parse and print.
- ``passes_out(state, seat)``: override the pass-out test (R-10.1, e.g. Drunken Chi).
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import attrgetter
from typing import TYPE_CHECKING, Any, TypeVar

import msgspec
from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event

from .state import SeatExtra, State, update_seat

if TYPE_CHECKING:
    from .catalog import RdiCard
    from .effects import Change
    from .state import Play

E = TypeVar("E", bound=SeatExtra)
Result = tuple[State, tuple[Event, ...]]


class CharacterDef(msgspec.Struct, frozen=True):
    """A character: its deck (a ``deck`` id of the catalog), mechanics and setup deltas (R-2.2).

    ``race`` feeds race-specific Drinks (R-7.1); ``config`` holds each module's parameters.
    """

    id: str
    name: str
    deck: str
    modules: tuple[str, ...] = ()
    fortitude: int = 20
    gold_delta: int = 0
    race: str = ""
    source: str = "house"
    config: Mapping[str, Mapping[str, Any]] = msgspec.field(default_factory=dict)


class Mechanic:
    """Base class of a mechanic family's handlers; every hook defaults to doing nothing."""

    name: str = ""

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        return state

    def on_turn_start(self, state: State, seat: int) -> Result:
        return state, ()

    def play_options(self, state: State, seat: int, card: RdiCard) -> tuple[str, ...]:
        return ("",)

    def can_play(self, state: State, seat: int, card: RdiCard, option: str) -> bool:
        return True

    def on_play(self, state: State, seat: int, card: RdiCard, option: str) -> Result:
        return state, ()

    def modify_play(self, state: State, play: Play, card: RdiCard) -> Play:
        return play

    def modify_change(self, state: State, play: Play, card: RdiCard | None, change: Change) -> int:
        return change.amount

    def on_resolved(
        self, state: State, play: Play, card: RdiCard | None, ignored_by: tuple[int, ...]
    ) -> Result:
        return state, ()

    def on_drink(self, state: State, seat: int, play: Play) -> Result:
        return state, ()

    def on_turn_end(self, state: State, seat: int) -> Result:
        return state, ()

    def decision(self, state: State) -> Decision | None:
        return None

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        return ()

    def apply_extra(self, state: State, action: Action) -> Result:
        return state, ()

    def passes_out(self, state: State, seat: int) -> bool | None:
        """``None`` = use the standard test (Alcohol Content >= Fortitude)."""
        return None


MECHANICS: dict[str, Mechanic] = {}
HOUSE_ROSTER: list[str] = []
"""Characters dealt at random (set at game start, before any owner pack): house only."""
CHARACTERS: dict[str, CharacterDef] = {}
"""The house characters (owners' characters live in their match's ``cardset.CardSet``)."""
ACTION_CLASSES: list[type[Action]] = []
EVENT_CLASSES: list[type[Event]] = []
EXTRA_CLASSES: list[type[SeatExtra]] = []
DECKS: dict[str, tuple[Any, ...]] = {}
"""House character decks registered from packs (owners' decks live in their match's
``cardset.CardSet``, never here): deck id -> cards. A card needs ``id``, ``name``,
``type`` (R-5), ``copies``, ``effects`` (ops of ``effects.EFFECTS``) and ``subtypes``."""


class UnsupportedMechanic(ValueError):
    """A character names a mechanic no handler is registered for (refused, never approximated)."""


def register_mechanic(mechanic: Mechanic) -> Mechanic:
    global _LAST_TABLE
    if not mechanic.name:
        raise ValueError("a mechanic needs a name")
    MECHANICS[mechanic.name] = mechanic
    _BY_CHARACTER.clear()
    _BY_TABLE.clear()
    _LAST_TABLE = (None, ())
    return mechanic


def register_character(character: CharacterDef) -> CharacterDef:
    global _LAST_TABLE
    missing = [m for m in character.modules if m not in MECHANICS]
    if missing:
        raise UnsupportedMechanic(
            f"character {character.id} needs unsupported mechanic(s) {', '.join(missing)}; "
            f"supported: {', '.join(sorted(MECHANICS)) or 'none'}"
        )
    CHARACTERS[character.id] = character
    _BY_CHARACTER.clear()
    _BY_TABLE.clear()
    _LAST_TABLE = (None, ())
    return character


def register_deck(deck_id: str, cards: tuple[Any, ...]) -> None:
    """Add a character deck (a pack's cards) to every catalog built from now on."""
    DECKS[deck_id] = tuple(cards)


def register_action(cls: type[Action]) -> type[Action]:
    if cls not in ACTION_CLASSES:
        ACTION_CLASSES.append(cls)
    return cls


def register_event(cls: type[Event]) -> type[Event]:
    if cls not in EVENT_CLASSES:
        EVENT_CLASSES.append(cls)
    return cls


def register_extra(cls: type[E]) -> type[E]:
    if cls not in EXTRA_CLASSES:
        EXTRA_CLASSES.append(cls)
    return cls


def characters_of(state: State) -> Mapping[str, CharacterDef]:
    """The characters of the state's match: the house ones, or its ``cardset`` (owner packs)."""
    cards = state.options.cards
    if not cards:
        return CHARACTERS
    from .cardset import cardset_of

    return cardset_of(state.options).characters


def character_of(state: State, seat: int) -> CharacterDef:
    return characters_of(state)[state.seats[seat].character]


_BY_CHARACTER: dict[str, tuple[Mechanic, ...]] = {}
_BY_TABLE: dict[tuple[Any, ...], tuple[tuple[int, Mechanic], ...]] = {}
_LAST_TABLE: tuple[tuple[Any, ...] | None, tuple[tuple[int, Mechanic], ...]] = (None, ())
"""The last seats tuple asked about (identity; states are immutable) and its mechanics."""


def _modules(character: str) -> tuple[Mechanic, ...]:
    found = _BY_CHARACTER.get(character)
    if found is None:
        modules = CHARACTERS[character].modules
        found = _BY_CHARACTER[character] = tuple(MECHANICS[m] for m in modules)
    return found


def _modules_in(state: State, character: str) -> tuple[Mechanic, ...]:
    if not state.options.cards:
        return _modules(character)
    from .cardset import cardset_of

    return cardset_of(state.options).mechanics(character)


def mechanics_of(state: State, seat: int) -> tuple[Mechanic, ...]:
    """The mechanics a seat's character uses, in its ``modules`` order."""
    cards, character = state.options.cards, state.seats[seat].character
    if not cards:
        found = _BY_CHARACTER.get(character)
        return found if found is not None else _modules(character)
    return _modules_in(state, character)


def all_mechanics(state: State) -> tuple[tuple[int, Mechanic], ...]:
    """(seat, mechanic) for every seat in the game, seat order (living or not)."""
    global _LAST_TABLE
    last = _LAST_TABLE  # one tuple, read once (thread-safe: replaced whole, never changed)
    if last[0] is state.seats:
        return last[1]
    cards = state.options.cards
    key = tuple(map(_CHARACTER, state.seats))
    found = None if cards else _BY_TABLE.get(key)  # owner tables: their card set's cache
    if found is None:
        found = tuple(
            (i, m) for i, s in enumerate(state.seats) for m in _modules_in(state, s.character)
        )
        if not cards:
            if len(_BY_TABLE) >= 512:  # bounded: long simulations see many tables
                _BY_TABLE.clear()
            _BY_TABLE[key] = found
    _LAST_TABLE = (state.seats, found)
    return found


_CHARACTER = attrgetter("character")
_OVERRIDING: dict[tuple[tuple[tuple[int, Mechanic], ...], str], tuple[Mechanic, ...]] = {}


def overriding(state: State, hook: str) -> tuple[Mechanic, ...]:
    """The table's mechanics whose class overrides ``hook`` (e.g. ``"decision"``), in
    ``all_mechanics`` order: the others keep the base class's do-nothing default. Memoised for
    the last seats tuple asked about (identity), then per table object (no tuple hashing)."""
    global _LAST_OVERRIDING
    seats = state.seats
    last = _LAST_OVERRIDING  # one tuple, read once (thread-safe: replaced whole)
    if last[0] is seats:
        table, hooks = last[1], last[2]
        hit: tuple[Mechanic, ...] | None = hooks.get(hook)
        if hit is not None:
            return hit
    else:
        table = all_mechanics(state)
        # the same table (a new seats tuple) keeps its hooks: they depend on the table alone
        hooks = last[2] if last[1] is table else {}
        _LAST_OVERRIDING = (seats, table, hooks)
    found = _OVERRIDING.get((table, hook))
    if found is None:
        base = getattr(Mechanic, hook)
        found = tuple(m for _, m in table if getattr(type(m), hook) is not base)
        if len(_OVERRIDING) >= 4096:
            _OVERRIDING.clear()
        _OVERRIDING[(table, hook)] = found
    hooks[hook] = found
    return found


_LAST_OVERRIDING: tuple[Any, Any, dict[str, tuple[Mechanic, ...]]] = (None, None, {})
"""(seats, table, {hook: mechanics}) of the last seats tuple asked about (tables are cached
objects, shared by every seats tuple of one table; the hooks of a table are a function of it)."""


def deciders(state: State) -> tuple[Mechanic, ...]:
    """The table's mechanics that may claim a decision (the others always answer ``None``)."""
    return overriding(state, "decision")


def extra_of(state: State, seat: int, cls: type[E]) -> E | None:
    """The seat's value of type ``cls``, or ``None``."""
    for value in state.seats[seat].extra:
        if type(value) is cls:
            return value
    return None


def set_extra(state: State, seat: int, value: SeatExtra) -> State:
    """The state with the seat's value of ``value``'s type replaced (or added)."""
    kept = tuple(v for v in state.seats[seat].extra if type(v) is not type(value))
    return update_seat(state, seat, extra=(*kept, value))


__all__ = [
    "CHARACTERS",
    "MECHANICS",
    "CharacterDef",
    "Mechanic",
    "UnsupportedMechanic",
    "character_of",
    "characters_of",
    "extra_of",
    "mechanics_of",
    "register_action",
    "register_character",
    "register_deck",
    "register_event",
    "register_extra",
    "register_mechanic",
    "replace",
    "set_extra",
]
