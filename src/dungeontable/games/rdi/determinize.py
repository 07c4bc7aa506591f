"""A full state consistent with what a seat knows: unseen cards are dealt again at random.

Derived from the zones declared on ``state.py`` (``Seat.hand`` its owner's, ``Seat.deck``,
``Seat.drink_me`` and ``State.drink_deck`` hidden, R-7.10): ``core.zones.rebuild`` turns the view
back into a state with a placeholder for every card the seat cannot see, and ``core.zones.redeal``
deals them: the Drink Deck's cards into the Drink Me! piles and the Drink Deck (less the Drink
discard, the Drinks on the stack and in front of the players), then each seat's own Character
Deck into its hand and deck (less its discard pile, its cards on the stack, the cards its
mechanics keep face up and, for the seat itself, its hand), one seat at a time: two seats may
play one character, each with its own copy of the deck.

The mechanics' oddities stay here, each a hook of the mechanic's per-seat value, around the deal:

- before it: cards added to the deck (``grown``: Epic Pooky's Epic Cards), side cards that must
  be in another seat's hand (``dealt_hand``: Piper's Arrows, Terci's Patients), hand places that
  hold another deck's cards (``dealt_held``: Murgath's Blessings, dealt after by ``_held``), and
  places for the seat's cards kept face down outside its deck (``kept_cards`` blanks: a Rage
  Pool, ``filled``; ``lent_blanks``: Nerodia's Petrification Pile, ``lent_filled``);
- after it: side cards mixed into the deck (``dealt_deck``: Vlazlo's form cards), face-down
  side decks in a random order (``shuffled``);
- a Boss Battle's Challengers share one Drink Me! pile (R-12.3 [proposed]: dealt once, copied);
- The Wench's Special Reserve Drinks face down on top of Drink Me! piles and her face-down
  Special Reserve Deck (002 L1713), dealt from the Special Reserve cards unseen.
"""

from __future__ import annotations

from collections import Counter
from typing import TypeVar

from msgspec.structs import replace

from dungeontable.core import Pool, Rng, rebuild, redeal_pools

from .catalog import Catalog, character_deck, drink_cards
from .content import content_of
from .mechanics.reserve import SpecialReserve, refilled, unseen
from .state import Seat, State
from .view import SeatView, View

UNKNOWN = "?"
"""A card the seat cannot see, until it is dealt again (no card id is a question mark)."""


def _filled(extra: tuple[object, ...], rest: list[str]) -> tuple[tuple[object, ...], list[str]]:
    """Face-down cards a mechanic keeps out of the deck (another seat's Rage Pool, seen as
    blanks) get cards from that seat's unseen ones; the rest stay for its deck."""
    out = []
    for x in extra:
        blanks = sum(1 for c in getattr(x, "kept_cards", ()) if not c)
        if blanks:
            x, rest = x.filled(tuple(rest[-blanks:])), rest[:-blanks]  # type: ignore[attr-defined]
        out.append(x)
    return tuple(out), rest


def _side_hand(
    extra: tuple[object, ...], known: list[str], rng: Rng
) -> tuple[tuple[object, ...], tuple[str, ...], Rng]:
    """Another seat's side-deck cards that must be in its hand (``dealt_hand``: the Arrows not
    in Piper's Quiver, the Patients Terci treated), dealt at random where the view leaves a
    choice; ``known``: the seat's cards on the stack."""
    out: list[object] = []
    cards: tuple[str, ...] = ()
    for x in extra:
        if hasattr(x, "dealt_hand"):
            x, more, rng = x.dealt_hand(tuple(known), rng)
            cards += tuple(more)
        out.append(x)
    return tuple(out), cards, rng


def _grown(
    extra: tuple[object, ...], known: list[str], rng: Rng
) -> tuple[tuple[object, ...], tuple[str, ...], Rng]:
    """Cards a mechanic added to the seat's Character Deck (``grown``: Epic Pooky's Epic Cards
    drawn so far, his face-down Epic Deck dealt consistently with ``known``)."""
    out: list[object] = []
    cards: tuple[str, ...] = ()
    for x in extra:
        if hasattr(x, "grown"):
            x, more, rng = x.grown(tuple(known), rng)
            cards += tuple(more)
        out.append(x)
    return tuple(out), cards, rng


def _shuffled(extra: tuple[object, ...], rng: Rng) -> tuple[tuple[object, ...], Rng]:
    """Face-down side decks a mechanic keeps (Samantha's Brawler Deck) in a random order."""
    out = []
    for x in extra:
        if hasattr(x, "shuffled"):
            x, rng = x.shuffled(rng)
        out.append(x)
    return tuple(out), rng


def determinize(v: View, seat: int, rng: Rng) -> State:
    cards = content_of(v.options)
    cat = cards.catalog
    on_stack = [i.payload for i in v.stack.items if not i.payload.copy]
    state = rebuild(v, State, UNKNOWN, rng=rng.fork(13), stack=v.stack)  # a generic struct
    seats = list(state.seats)
    seats[seat] = replace(seats[seat], hand=v.hand)
    ids = range(len(seats))
    seen = [*v.drink_discard, *(c for p in on_stack if p.kind != "card" for c in p.parts)]
    seen += [c for sv in v.seats for c in sv.front]  # Elixirs, Prizes
    piles = pile_groups(v)
    spare: list[str] = []  # The Wench's unseen Special Reserve cards (tables with her only)
    wench = any(sv.reserve_on_top or _blank_reserve(sv.extra) for sv in v.seats)
    if wench:
        up = [*v.drink_discard, *(c for p in on_stack for c in p.parts)]
        up += [c for sv in v.seats for c in (*sv.front, *_reserve_discard(sv.extra))]
        reserve, rng = rng.shuffle(unseen(cat, up))
        spare = list(reserve)
    for group in piles:
        sv = v.seats[group[0]]
        if sv.reserve_on_top:  # her Drinks face down on top of the pile (002 L1713)
            tops = tuple(spare.pop() for _ in range(min(sv.reserve_on_top, len(spare))))
            pile = (*(UNKNOWN,) * (sv.drink_me_count - sv.reserve_on_top), *tops)
            seats[group[0]] = replace(seats[group[0]], drink_me=pile)
        for i in group[1:]:  # a shared pile (R-12.3 [proposed]): dealt once, copied after
            seats[i] = replace(seats[i], drink_me=())
    lent = any(hasattr(x, "dealt_held") for sv in v.seats for x in sv.extra)
    lenders = [x for sv in v.seats for x in sv.extra if hasattr(x, "lent_blanks")]
    foreign: dict[int, int] = {}  # another seat's hand cards not from its deck (Blessings)
    stoned: dict[int, list[str]] = {}  # face-down cards of a seat's in another's pile (Nerodia)
    decks: list[tuple[str, ...]] = []  # each seat's Character Deck (grown)
    known: list[list[str]] = []  # each seat's cards in sight
    extras: list[tuple[object, ...]] = []
    mine = [[c for p in on_stack if p.kind == "card" and p.seat == i for c in p.parts] for i in ids]
    for i, sv in enumerate(v.seats):
        deck = _deck(cat, cards.characters[sv.character].deck, i == v.options.boss)
        owed = sum(x.lent_blanks(i) for x in lenders) if lenders else 0
        seats[i], deck, seen_i, extra, foreign[i], rng = _before(
            sv, seats[i], deck, mine[i], owed, lent and i != seat, i == seat, rng
        )
        decks.append(deck)
        known.append(seen_i)
        extras.append(extra)
    count = v.options.drink_decks or (len(v.seats) + 3) // 4
    drinks = Pool(_drinks(cat, v.options.house_events, count), ("drink_me", "drink_deck"))
    state = replace(state, seats=tuple(seats))
    if len({sv.character for sv in v.seats}) == len(ids):  # one walk deals every pool
        pools = [
            drinks,
            *(Pool(d, _HAND, holder=h) for d, h in zip(decks, state.seats, strict=True)),
        ]
        state, rng = _dealt(state, pools, [*seen, *(c for k in known for c in k)], rng)
    else:  # a character at two seats: each copy of its deck dealt on its own
        state, rng = _dealt(state, [drinks], seen, rng)
        seats = list(state.seats)
        for i in ids:
            seats[i], rng = _dealt(seats[i], [Pool(decks[i], _HAND)], known[i], rng)
        state = replace(state, seats=tuple(seats))
    seats = list(state.seats)
    for group in piles:
        for i in group[1:]:
            seats[i] = replace(seats[i], drink_me=seats[group[0]].drink_me)
    for i, sv in enumerate(v.seats):
        owed = sum(x.lent_blanks(i) for x in lenders) if lenders else 0
        seats[i], stoned[i], rng = _after(sv, seats[i], extras[i], mine[i], owed, rng)
    if lent:
        seats, rng = _held(seats, foreign, rng)
    if lenders:
        for j, s in enumerate(seats):
            if any(hasattr(x, "lent_filled") for x in s.extra):
                filled = tuple(
                    x.lent_filled(stoned) if hasattr(x, "lent_filled") else x for x in s.extra
                )
                seats[j] = replace(s, extra=filled)
    state = replace(state, seats=tuple(seats))
    return refilled(state, spare) if wench else state  # her face-down Special Reserve Deck


def _before(
    sv: SeatView,
    s: Seat,
    deck: tuple[str, ...],
    mine: list[str],
    owed: int,
    lent: bool,
    own: bool,
    rng: Rng,
) -> tuple[Seat, tuple[str, ...], list[str], tuple[object, ...], int, Rng]:
    """Seat ``s`` ready for its deal from its Character Deck ``deck``, its mechanics' hooks
    run: the seat, the deck (grown), its cards in sight, its mechanic values, and how many of
    its hand cards are another deck's (Murgath's Blessings: ``lent``). ``mine``: its cards on
    the stack; ``owed``: its cards in Nerodia's pile; ``own``: the seat whose view this is."""
    extra: tuple[object, ...] = s.extra
    kept = [c for x in extra for c in getattr(x, "kept_cards", ()) if c]
    known = [*sv.discard, *mine, *kept]
    blanks = sum(1 for x in extra for c in getattr(x, "kept_cards", ()) if not c)
    side: tuple[str, ...] = ()
    if any(hasattr(x, "grown") or hasattr(x, "dealt_hand") for x in extra):
        extra, grown, rng = _grown(extra, [*sv.discard, *mine], rng)
        if grown:  # cards added to its Character Deck (Epic Pooky's Epic Cards, 002 L1276)
            deck = (*deck, *grown)
        if not own:  # side cards its hand must hold (Piper's Arrows, Terci's Patients)
            extra, side, rng = _side_hand(extra, mine, rng)
    foreign = 0
    if side or lent:
        drawn = max(0, sv.hand_count - len(side))
        if lent:  # what its deck cannot hold is another deck's (Murgath's)
            left = len(deck) - _in_sight(deck, known)
            foreign = max(0, drawn - max(0, left - sv.deck_count))
            drawn -= foreign
        s = replace(s, hand=(*side, *(UNKNOWN,) * drawn))
    if owed or blanks:  # places for its cards face down outside the deck, after the deck's
        s = replace(s, deck=(*s.deck, *(UNKNOWN,) * (owed + blanks)))
    return s, deck, known, extra, foreign, rng


def _after(
    sv: SeatView, s: Seat, extra: tuple[object, ...], mine: list[str], owed: int, rng: Rng
) -> tuple[Seat, list[str], Rng]:
    """Seat ``s`` after its deal, its mechanics' hooks run: its cards in Nerodia's pile and
    the face-down kept cards taken from the places after its deck's, side cards mixed into the
    deck, side decks shuffled; also its cards for Nerodia's pile."""
    cards = s.deck
    if len(cards) == sv.deck_count and not any(
        hasattr(x, "dealt_deck") or hasattr(x, "shuffled") for x in extra
    ):
        return s if extra is s.extra else replace(s, extra=extra), [], rng
    stoned = list(cards[sv.deck_count : sv.deck_count + owed])  # Nerodia's pile, face down
    extra, _ = _filled(extra, list(cards[sv.deck_count + owed :]))
    cards = cards[: sv.deck_count]
    up = (*sv.discard, *mine)
    forms = [c for x in extra if hasattr(x, "dealt_deck") for c in x.dealt_deck(s.hand, up)]
    if forms:  # Vlazlo's form cards in his Character Deck (their backs counted, 002 L1655)
        cards, rng = rng.shuffle([*forms, *cards[: max(0, sv.deck_count - len(forms))]])
    if any(hasattr(x, "shuffled") for x in extra):
        extra, rng = _shuffled(extra, rng)
    return replace(s, deck=tuple(cards), extra=extra), stoned, rng


_HAND = ("hand", "deck")
"""The zones a Character Deck deals into."""
T = TypeVar("T", State, Seat)


def _dealt(held: T, pools: list[Pool], seen: list[str], rng: Rng) -> tuple[T, Rng]:
    """``core.zones.redeal_pools``; a table that shows more copies of a card than its deck holds
    (a rules slip: a Drink both on the stack and in the Drink discard) is dealt from two copies
    of each card, so every unseen place still gets one."""
    try:
        return redeal_pools(held, pools, rng, UNKNOWN, seen=seen)
    except ValueError:
        return redeal_pools(held, [_twice(pool) for pool in pools], rng, UNKNOWN, seen=seen)


def _twice(pool: Pool) -> Pool:
    return Pool((*pool.items, *pool.items), pool.zones, pool.holder)


def _in_sight(deck: tuple[str, ...], known: list[str]) -> int:
    """How many cards of ``deck`` (with copies) are among ``known``."""
    return sum((Counter(deck) & Counter(known)).values())


def _drinks(cat: Catalog, house_events: bool, decks: int) -> tuple[str, ...]:
    """The Drink Decks' cards, worked out once per catalog (its ``memo``)."""
    key = ("drink decks", f"{house_events}x{decks}")
    pool: tuple[str, ...] | None = cat.memo.get(key)
    if pool is None:
        pool = cat.memo[key] = drink_cards(cat, house_events) * decks
    return pool


def _deck(cat: Catalog, deck_id: str, boss: bool) -> tuple[str, ...]:
    """``character_deck``, worked out once per catalog (its ``memo``)."""
    key = ("character deck, boss" if boss else "character deck", deck_id)
    deck: tuple[str, ...] | None = cat.memo.get(key)
    if deck is None:
        deck = cat.memo[key] = character_deck(cat, deck_id, boss)
    return deck


def _held(seats: list[Seat], counts: dict[int, int], rng: Rng) -> tuple[list[Seat], Rng]:
    """The side cards other seats hold from a shared deck its view lists with that deck
    (``dealt_held``: Murgath's Blessings), dealt into their hands."""
    for j, s in enumerate(seats):
        for k, x in enumerate(s.extra):
            if hasattr(x, "dealt_held"):
                x, given, rng = x.dealt_held(counts, rng)
                extra = (*s.extra[:k], x, *s.extra[k + 1 :])
                seats[j] = replace(s, extra=extra)
                for i, cards in given.items():
                    seats[i] = replace(seats[i], hand=(*seats[i].hand, *cards))
                return seats, rng
    return seats, rng


def _reserve_discard(extra: tuple[object, ...]) -> tuple[str, ...]:
    return tuple(c for x in extra if type(x) is SpecialReserve for c in x.discard)


def _blank_reserve(extra: tuple[object, ...]) -> bool:
    return any(type(x) is SpecialReserve and x.deck for x in extra)


def pile_groups(v: View) -> tuple[tuple[int, ...], ...]:
    """Seats by Drink Me! pile: a Boss Battle's Challengers share one pile (R-12.3
    [proposed]); otherwise (Team variant included, R-12.2) every seat has its own."""
    n, boss = len(v.seats), v.options.boss
    if boss < 0:
        return tuple((i,) for i in range(n))
    challengers = tuple(i for i in range(n) if i != boss)
    return tuple(sorted(((boss,), challengers)))
