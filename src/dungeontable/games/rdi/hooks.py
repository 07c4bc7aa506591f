"""The interface character mechanics plug into (rdi.md §2 hooks, §5.3 ``modules``).

A *mechanic family* (instruments, momentum, heat, marks, pets...) is a ``Mechanic`` subclass
with a ``name``; ``content.MECHANICS`` lists every one the engine supports (one table, built in
one place). A character (``CharacterDef``) lists the mechanic names it uses in ``modules``; the
core calls the hooks of exactly those mechanics for that seat, and refuses a character naming an
unknown mechanic (never approximated). Nothing registers itself: this module holds no tables.

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
- ``modify_first(state, play, card, change)``: like ``modify_change``, run before every other
  modifier (Erin's Bear, 002 L285: "before other replacement effects or modifications").
- ``modify_change(state, play, card, change)``: the per-seat replacement pipeline (R-3.3,
  rdi.md §3 item 23), called for *every* mechanic in the game; return the new amount (a
  flipped sign counts as 0).
- ``on_resolved(state, play, card, ignored_by)``: the playing seat's mechanics, after a card's
  effects, skipped when it was Negated (post-resolution icons, R-6.12); Ignore does not stop
  it (R-6.6). ``on_play``/``play_options``/``can_play``: the playing seat's mechanics.
- ``on_drink(state, seat, play, gained)``: after ``seat`` drank a Drink (R-7.2) that moved their
  Alcohol Content by ``gained``.
- ``on_turn_end(state, seat)``: end of the seat's turn (R-4.6).
- ``on_any_turn_end(state, owner, seat)``: end of *any* seat's turn, for every mechanic in the
  game (``owner`` = the seat whose character has it, living or not), before ``on_turn_end``; it
  may push a pending item (the turn ends once it is settled), e.g. Amundyr's Scarab damage.
- ``on_action_end(state, owner, seat)``: end of *any* seat's Action Phase, for every mechanic in
  the game, as play moves on to Buy Drinks (e.g. Natyli's Power Jinx returns, 002 L852); after a
  passed Action, once the decisions standing then are answered (Wrench's Gizmos tick, L1855).
- ``extra_actions(state, seat)`` / ``apply_extra(state, action)``: actions of the mechanic
  (e.g. a choice the mechanic asks for); ``decision(state)`` claims the decision when the
  mechanic has a pending choice (e.g. Heat's penalty). ``content`` lists their classes
  (``ACTION_CLASSES``, ``EVENT_CLASSES``, ``EXTRA_CLASSES``) so they parse and print.
- ``passes_out(state, seat)``: override the pass-out test (R-10.1, e.g. Drunken Chi).
- ``unnegatable(state, play, card)``: the playing seat's mechanics may make a pending card safe
  from Negate, judged when a Negate is tried (e.g. Serena's cards at high Piety).
- ``spare_cards(state, seat)`` / ``take_spare(state, seat, card)``: cards outside the hand the
  seat may play as though in hand (Prayer Cards, a Mix-in Shelf), and taking one when played.
- ``on_dispose(state, play, card)``: a resolved card of the seat may go elsewhere than the
  discard pile (e.g. Cormac's Rage Pool).
- ``after_losses(state, play, card, losers)``: the playing seat's mechanics, right after a card's
  changes: the seats that really lost Fortitude to it (e.g. Murgath's Blessings).
- ``after_changes(state, play, changes)``: for every mechanic in the game, right after a pending
  item's stat changes were applied (Natyli's Pain Curse and Mind Hex).
- ``shared_cards(state, seat)``: for every mechanic in the game, cards *any* seat may play as
  though in hand (Murgath's Blessing hearts); ``take_spare`` of that mechanic takes one.
- ``shared_anytime(state, seat)``: for every mechanic in the game, what *any* seat may do any
  time (a buyer asking Phrenk for his face-up Potion, 002 L1134); done by its ``apply_anytime``.
- ``on_round_end(state, owner, winner)``: for every mechanic in the game (``owner`` = the seat
  whose character has it), a Round of Gambling just ended, won by ``winner`` (-1: nobody, the pot
  went to the Inn), e.g. Nitrel's Bombs in the pot.
- ``gold_gained(state, owner, seat, gains, source)``: for every mechanic in the game, ``seat`` just
  gained Gold by a rule outside a card's stat changes (those are ``modify_change`` and
  ``after_changes``): ``source`` ``pot`` (the pot of a Round of Gambling won, R-8.8), ``taken``
  (Gold a card takes out of the pot), ``contest`` (a Drinking Contest won, R-7.6.2), ``share``
  (a passed-out player's Gold shared out, R-10.4); ``gains``:
  one amount per gain (per player who paid, for a contest), e.g. Erin's Raven (002 L291).
- ``side_pile(state, play, card)``: for every mechanic in the game, a card of a mechanic's own
  deck leaving the stack (resolved, Negated or unwound) goes to that deck's discard pile, never a
  player's (e.g. Samantha's Brawlers).
- ``hand_size(state, seat, size)``: the seat's hand size when it draws up in Discard and Draw
  (R-4.2), e.g. Ohava's with three Deities in harmony.
- ``draw_up(state, seat, need)``: the seat's mechanics may draw some of the ``need`` cards of
  Discard and Draw themselves (``None``: none), the usual draw making the rest, e.g. Piper's
  first draw from her Quiver.
- ``free_action(state, seat, card)``: an Action card the seat plays in its Action phase that
  does not use up its one Action (R-4.3), e.g. Piper's Arrow-Actions.
- ``attach(state, play, card)``: the playing seat's mechanics, as a card is played and before it
  is pushed: more ``parts`` join it as one card (Warthorn's Stories, Wizgille's Gears).
- ``valuable_left(state, owner, payer, card)``: for every mechanic in the game, a seat just
  handed over a Gold-equivalent (the Lich King's attached ringed finger paid as Gold).
- ``valuable_paid(state, owner, payer, payee, card)``: for every mechanic in the game, after
  ``payer`` handed the Gold-equivalent ``card`` to ``payee`` (a seat, -1 the Inn, -2 the pot) and
  it arrived there (Keet looking at a face-down Artifact he antes, 002 L634).
- ``leaving_valuables(state, owner, seat, held, remaining)``: for every mechanic in the game, a
  leaver's Gold-equivalents about to be split (R-10.4): the mechanic may share out its own (Keet's
  Artifacts, turned face down and shuffled) and returns those left for the usual split.
- ``on_leave(state, owner, leavers)``: for every mechanic in the game (``owner`` = the seat whose
  character has it), right after the seats ``leavers`` left the table together (R-10.4: passed
  out or out of Gold), before their Gold is split: e.g. Nerodia's Petrification Pile going back
  at once when she leaves (002 L902).
- ``ante_due(state, seat, play)``: the seat's mechanics, as the ante demand ``play`` resolves:
  ``(amount, from_inn)`` the seat antes instead and whether the Inn pays it, or ``None`` (Erin's
  Bear antes 2 to open a round, her Raven antes with the Inn's Gold).
- ``anytime_actions(state, seat)`` / ``apply_anytime(state, seat, action)``: what the seat may
  do besides cards whenever it could play an Anytime card (R-5.3: a window it is asked in, its
  Action phase), e.g. Zakhan calming his Chi; doing it keeps the seat's turn to answer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

import msgspec

from dungeontable.core import Action, Decision, Event

from .effects import Change
from .events import StatChanged
from .state import Play, Result, SeatExtra, State, update_seat

if TYPE_CHECKING:
    from .catalog import RdiCard

E = TypeVar("E", bound=SeatExtra)


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
    waits_for_leavers: frozenset[str] = frozenset()
    """Kinds of its decisions that go on with the active player's Action Phase (a Gizmo's tick,
    a Minion, a Totem Combo after the Action card): the flow holds them while a player about to
    lose has still to leave at this safe point (R-10.3)."""
    to_piece_owner: bool = False
    """Whether what its ``on_resolved`` gives a card's chosen player goes to the owner of the
    Gizmo or Minion the card is aimed at (Scarabs, Debuffs, Bombs, marks: 002 L1607-1615, L1849,
    L1857, L1863); for every other mechanic he is like a player Ignoring the card: its other
    parts do nothing (L1601-1605, L1837-1841; ``pieces.owner``)."""

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

    def modify_first(self, state: State, play: Play, card: RdiCard | None, change: Change) -> int:
        return change.amount

    def modify_change(self, state: State, play: Play, card: RdiCard | None, change: Change) -> int:
        return change.amount

    def on_resolved(
        self, state: State, play: Play, card: RdiCard | None, ignored_by: tuple[int, ...]
    ) -> Result:
        return state, ()

    def on_drink(self, state: State, seat: int, play: Play, gained: int) -> Result:
        return state, ()

    def on_turn_end(self, state: State, seat: int) -> Result:
        return state, ()

    def on_any_turn_end(self, state: State, owner: int, seat: int) -> Result:
        return state, ()

    def on_action_end(self, state: State, owner: int, seat: int) -> Result:
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

    def unnegatable(self, state: State, play: Play, card: RdiCard | None) -> bool:
        """Whether the pending ``play`` (of this mechanic's seat) cannot be Negated now."""
        return False

    def anytime_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        return ()

    def shared_anytime(self, state: State, seat: int) -> tuple[Action, ...]:
        """What *any* seat may do whenever it could play an Anytime card, offered by this
        mechanic of another seat (asking Phrenk for his Potion); ``apply_anytime`` does it."""
        return ()

    def leaving_valuables(
        self, state: State, owner: int, seat: int, held: tuple[str, ...], remaining: tuple[int, ...]
    ) -> tuple[State, tuple[str, ...], tuple[Event, ...]]:
        """``seat`` leaves holding the Gold-equivalents ``held``, to be split among
        ``remaining``: the state after the mechanic shared out its own, and those left."""
        return state, held, ()

    def on_leave(self, state: State, owner: int, leavers: tuple[int, ...]) -> Result:
        """For every mechanic in the game: ``leavers`` just left the table (marked out, their
        cards out of play), before the Gold split."""
        return state, ()

    def valuable_paid(self, state: State, owner: int, payer: int, payee: int, card: str) -> Result:
        """For every mechanic in the game: ``payer`` just handed the Gold-equivalent ``card`` to
        ``payee`` (a seat, -1 the Inn, -2 the pot), which now holds it."""
        return state, ()

    def ante_due(self, state: State, seat: int, play: Play) -> tuple[int, bool] | None:
        """What the seat antes for the demand ``play`` and whether the Inn pays it (``None``:
        the demand's amount, from the seat's own Gold)."""
        return None

    def on_dispose(self, state: State, play: Play, card: RdiCard | None) -> Result | None:
        """A resolved (not Negated) card of this seat leaving the stack: return the state with the
        card kept somewhere else than the discard pile, or ``None`` to discard it."""
        return None

    def apply_anytime(self, state: State, seat: int, action: Action) -> Result:
        return state, ()

    def on_round_end(
        self, state: State, owner: int, winner: int, took_part: tuple[int, ...] = ()
    ) -> Result:
        """``took_part``: the seats that anted into the round (R-8.6), e.g. Pooky's mood."""
        return state, ()

    def gold_gained(
        self, state: State, owner: int, seat: int, gains: tuple[int, ...], source: str
    ) -> Result:
        """For every mechanic in the game (``owner`` = the seat whose character has it): ``seat``
        just gained Gold from the pot (``pot``: won, ``taken``: taken out by a card) or a
        Drinking Contest (``contest``), one amount in ``gains`` per gain."""
        return state, ()

    def after_losses(
        self, state: State, play: Play, card: RdiCard | None, losers: tuple[int, ...]
    ) -> Result:
        return state, ()

    def shared_cards(self, state: State, seat: int) -> tuple[str, ...]:
        return ()

    def after_changes(self, state: State, play: Play, changes: tuple[Change, ...]) -> Result:
        """For every mechanic in the game: stat changes that just really happened as a pending
        item resolved (Natyli's Pain Curse and Mind Hex add to them)."""
        return state, ()

    def side_pile(self, state: State, play: Play, card: RdiCard | None) -> Result | None:
        """A card of this mechanic's own deck leaving the stack: the state with it in that
        deck's discard pile, or ``None`` when the card is not one of them."""
        return None

    def valuable_left(self, state: State, owner: int, payer: int, card: str) -> State:
        """For every mechanic in the game (``owner`` = the seat whose character has it):
        ``payer`` just handed over the Gold-equivalent ``card`` (e.g. an attached ringed finger
        of the Lich King's paid as Gold leaves his hand for good)."""
        return state

    def spare_cards(self, state: State, seat: int) -> tuple[str, ...]:
        """Cards outside the hand the seat may play as though they were in it (Bastian's
        Prayer Cards, Phyll's Mix-in Shelf), each at most once, when its type could be played."""
        return ()

    def take_spare(self, state: State, seat: int, card: str) -> Result:
        """The seat plays ``card`` of its ``spare_cards``: the state with it taken from there
        (or left where it is, revealed), and the events."""
        return state, ()

    def on_drawn(self, state: State, seat: int, cards: tuple[str, ...]) -> Result:
        """The seat just drew ``cards`` into its hand (Phyll shelves his Mix-ins at once)."""
        return state, ()

    def play_flags(self, state: State, seat: int, card: RdiCard) -> tuple[str, ...]:
        """Flags (``unnegatable``, ``unignorable``, R-6.6.4) the seat's card gets as it is played
        from the hand (Kaylin's cards while Wulfric is Stalwart)."""
        return ()

    def hand_size(self, state: State, seat: int, size: int) -> int:
        """The seat's hand size for drawing up in Discard and Draw (R-4.2), from ``size``."""
        return size

    def draw_up(self, state: State, seat: int, need: int) -> Result | None:
        """Some of Discard and Draw's ``need`` cards drawn by the mechanic into the hand (the
        usual draw makes the rest; ``None``: the usual draw only)."""
        return None

    def free_action(self, state: State, seat: int, card: RdiCard) -> bool:
        """Whether playing ``card`` in the seat's Action phase leaves its Action unused."""
        return False

    def attach(
        self, state: State, play: Play, card: RdiCard
    ) -> tuple[State, Play, tuple[Event, ...]]:
        """A card the seat just played, before it is pushed: the play with more ``parts`` whose
        effects join it as one card (Warthorn's Stories, Wizgille's Gears), before anyone may
        respond."""
        return state, play, ()


class UnsupportedMechanic(ValueError):
    """A character names a mechanic no handler exists for (refused, never approximated)."""


HOOKS = (
    "setup",
    "on_turn_start",
    "play_options",
    "can_play",
    "on_play",
    "modify_play",
    "modify_first",
    "modify_change",
    "on_resolved",
    "on_drink",
    "on_turn_end",
    "on_any_turn_end",
    "on_action_end",
    "spare_cards",
    "take_spare",
    "play_flags",
    "on_drawn",
    "decision",
    "extra_actions",
    "apply_extra",
    "passes_out",
    "unnegatable",
    "anytime_actions",
    "apply_anytime",
    "shared_anytime",
    "on_dispose",
    "side_pile",
    "on_round_end",
    "gold_gained",
    "after_losses",
    "shared_cards",
    "after_changes",
    "hand_size",
    "draw_up",
    "free_action",
    "attach",
    "valuable_left",
    "valuable_paid",
    "ante_due",
    "leaving_valuables",
    "on_leave",
)
"""Every hook of ``Mechanic`` (``content.Content.overriding`` lists who overrides each)."""


def overrides(mechanic: Mechanic, hook: str) -> bool:
    """Whether ``mechanic``'s class overrides ``hook`` (the others keep the do-nothing default)."""
    return getattr(type(mechanic), hook) is not getattr(Mechanic, hook)


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


STATS = ("fortitude", "alcohol", "gold")


def from_another_players_card(play: Play, seat: int) -> bool:
    """Whether ``play`` counts as a card another player than ``seat`` played (R-6.10): a card,
    or a mechanic's ``damage`` that counts as its owner's card (Scarab damage "as though it came
    from an Action Card played by Amundyr", 002 L105; a Gizmo's or a Story's hit)."""
    return play.kind in ("card", "damage") and play.seat not in (-1, seat)


MechanicsOf = Callable[[State], tuple[tuple[int, Mechanic], ...]]
"""The table's mechanics as (seat, mechanic) pairs (``content.all_mechanics``), handed to a
mechanic that needs the others' reactions."""


def reacted(
    state: State, mechanics: MechanicsOf, play: Play, changes: tuple[Change, ...], me: Mechanic
) -> Result:
    """Stat changes a mechanic made directly, outside a card's resolution (a Heat penalty, an
    atonement): real losses and gains all the same, so every other mechanic's ``after_changes``
    reacts as to a card's (a Pain Curse fires, 002 L836)."""
    events: list[Event] = []
    seen: set[int] = set()
    for _, m in mechanics(state):
        if m is me or id(m) in seen or not overrides(m, "after_changes"):
            continue
        seen.add(id(m))
        state, more = m.after_changes(state, play, changes)
        events.extend(more)
    return state, tuple(events)


def reacted_to(mechanics: MechanicsOf, play: Play, result: Result, me: Mechanic) -> Result:
    """``reacted`` for the changes a mechanic's own step reported as ``StatChanged`` events (a
    Mount's effect, a Hellfire): the step's result with the reactions' events after it."""
    state, events = result
    changes = tuple(
        Change(e.seat, e.stat, e.amount)  # type: ignore[arg-type]  # stat: a Stat's text
        for e in events
        if isinstance(e, StatChanged) and e.amount and e.stat in STATS
    )
    if not changes:
        return state, events
    state, more = reacted(state, mechanics, play, changes, me)
    return state, (*events, *more)


def discard_from_hand(
    state: State,
    seat: int,
    cards: Iterable[str],
    mechanics: MechanicsOf,
    catalog: Callable[[State], Any],
) -> State:
    """Cards ``seat`` discards from its hand (already out of it), in order, each to the pile it
    belongs to: a side deck's card to that deck's own discard pile, wherever its holder sits
    (R-1.3: a Blessing, an Arrow, a treated Patient; hook ``side_pile`` of every mechanic in the
    game, asked as for the card leaving the stack), any other card to the seat's discard pile.
    The one way a card leaves a hand for a discard pile: Discard and Draw, a loser's hand
    (R-10.7) and every effect that makes a player discard (a Bomb's "discard your hand", Zakhan
    calming his Chi, Ozrik's Element Cards, an Inn's-Gold card against a Minion's Wages, a
    Petrified card back for an eliminated player) go through here. ``mechanics`` and
    ``catalog``: ``content.all_mechanics`` and ``content.catalog``."""
    piles = tuple(m for _, m in mechanics(state) if overrides(m, "side_pile"))
    cat = catalog(state) if piles else None
    for card in cards:
        state = _to_pile(state, seat, card, piles, cat)
    return state


def _to_pile(state: State, seat: int, card: str, piles: tuple[Mechanic, ...], cat: Any) -> State:
    play = Play("card", card=card, parts=(card,), seat=seat)
    for mechanic in piles:
        kept = mechanic.side_pile(state, play, cat[card])
        if kept is not None:
            return kept[0]
    return update_seat(state, seat, discard=(*state.seats[seat].discard, card))


__all__ = [
    "HOOKS",
    "CharacterDef",
    "Mechanic",
    "MechanicsOf",
    "Result",
    "UnsupportedMechanic",
    "discard_from_hand",
    "extra_of",
    "from_another_players_card",
    "overrides",
    "reacted",
    "reacted_to",
    "set_extra",
]
