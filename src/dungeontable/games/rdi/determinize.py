"""A full state consistent with what a seat knows: unseen cards are dealt again at random.

Derived from the zones declared on ``state.py`` (``Seat.hand`` its owner's, ``Seat.deck``,
``Seat.drink_me`` and ``State.drink_deck`` hidden, R-7.10): ``core.zones.rebuild`` turns the view
back into a state with a placeholder for every card the seat cannot see, and
``core.zones.redeal_pools`` deals them in one walk: each seat's own Character Deck into its hand
and deck (``Pool(holder=seat)``), the Drink Deck's cards into the Drink Me! piles and the Drink
Deck. In sight (taken out of the pools): the seat's own hand, every discard pile, the Drink
discard, the cards in front of the players, every card on the stack and the cards mechanics keep
face up.

Written here, the oddities zones do not express (each a hook of the mechanic's per-seat value):

- a seat whose Character Deck is dealt by hand (``_odd``): a mechanic keeps some of its cards
  face down outside the deck (``kept_cards`` with blanks, ``filled``: a Rage Pool), puts side
  cards in its hand (``dealt_hand``: Piper's Arrows, Terci's Patients), grows its deck
  (``grown``: Epic Pooky's Epic Cards), mixes side cards into it (``dealt_deck``: Vlazlo's form
  cards), or lends its cards to another (``lent_blanks``: Nerodia's Petrification Pile, face
  down to everyone; ``dealt_held``: Murgath's Blessings in other hands); a character that sits
  at two seats (two copies of one deck, which one pool of every card cannot tell apart);
- face-down side decks in a random order (``shuffled``), Nerodia's pile filled
  (``lent_filled``), Murgath's Blessings dealt into hands (``_held``);
- a Boss Battle's Challengers share one Drink Me! pile (R-12.3 [proposed]: dealt once, copied);
- The Wench's Special Reserve Drinks face down on top of Drink Me! piles and her face-down
  Special Reserve Deck (002 L1713), dealt from the Special Reserve cards unseen.
"""

from __future__ import annotations

from collections import Counter

from msgspec.structs import replace

from dungeontable.core import Pool, Rng, rebuild, redeal_pools

from .catalog import Catalog, character_deck, drink_cards
from .content import content_of
from .mechanics.reserve import SpecialReserve, refilled, unseen
from .state import Seat, State
from .view import SeatView, View

UNKNOWN = "?"
"""A card the seat cannot see, until it is dealt again (no card id is a question mark)."""


def _unseen(pool: tuple[str, ...], known: list[str]) -> list[str]:
    left = Counter(pool)
    left.subtract(Counter(known))
    out: list[str] = []
    for card in sorted(left):
        out.extend([card] * max(0, left[card]))
    return out


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
    seen = [*v.drink_discard, *(c for p in on_stack for c in p.parts)]
    for sv in v.seats:
        seen += sv.discard
        seen += sv.front
        for x in sv.extra:
            seen += [c for c in getattr(x, "kept_cards", ()) if c]
    lent = any(hasattr(x, "dealt_held") for sv in v.seats for x in sv.extra)
    lenders = [x for sv in v.seats for x in sv.extra if hasattr(x, "lent_blanks")]
    names = Counter(sv.character for sv in v.seats)
    foreign: dict[int, int] = {}  # another seat's hand cards not from its deck (Blessings)
    stoned: dict[int, list[str]] = {}  # face-down cards of a seat's in another's pile (Nerodia)
    plain: list[int] = []
    for i, sv in enumerate(v.seats):
        owed = sum(x.lent_blanks(i) for x in lenders) if lenders else 0
        if (
            names[sv.character] == 1
            and not owed
            and not (lent and i != seat)
            and not _odd(sv, i, seat)
        ):
            plain.append(i)
            continue
        seats[i], foreign[i], stoned[i], rng = _dealt_by_hand(v, i, seat, seats[i], owed, lent, rng)
    piles = pile_groups(v)
    spare: list[str] = []  # The Wench's unseen Special Reserve cards (tables with her only)
    wench = any(sv.reserve_on_top or _blank_reserve(sv.extra) for sv in v.seats)
    if wench:
        reserve_seen = [*seen, *(c for sv in v.seats for c in _reserve_discard(sv.extra))]
        reserve, rng = rng.shuffle(unseen(cat, reserve_seen))
        spare = list(reserve)
    for group in piles:
        sv = v.seats[group[0]]
        if sv.reserve_on_top:  # her Drinks face down on top of the pile (002 L1713)
            tops = tuple(spare.pop() for _ in range(min(sv.reserve_on_top, len(spare))))
            pile = (*(UNKNOWN,) * (sv.drink_me_count - sv.reserve_on_top), *tops)
            seats[group[0]] = replace(seats[group[0]], drink_me=pile)
        for i in group[1:]:  # a shared pile (R-12.3 [proposed]): dealt once, copied after
            seats[i] = replace(seats[i], drink_me=())
    state = replace(state, seats=tuple(seats))
    decks = v.options.drink_decks or (len(v.seats) + 3) // 4
    pools = [Pool(drink_cards(cat, v.options.house_events) * decks, ("drink_me", "drink_deck"))]
    for i in plain:
        deck = _deck(cat, cards.characters[v.seats[i].character].deck, i == v.options.boss)
        pools.append(Pool(deck, ("hand", "deck"), holder=state.seats[i]))
    try:
        state, rng = redeal_pools(state, pools, rng, UNKNOWN, seen=seen)
    except ValueError:  # more copies of a card in sight than its deck holds (a rules slip)
        state, rng = redeal_pools(state, _doubled(pools), rng, UNKNOWN, seen=seen)
    seats = list(state.seats)
    for group in piles:
        for i in group[1:]:
            seats[i] = replace(seats[i], drink_me=seats[group[0]].drink_me)
    for i, s in enumerate(seats):
        if any(hasattr(x, "shuffled") for x in s.extra):
            extra, rng = _shuffled(s.extra, rng)
            seats[i] = replace(s, extra=extra)
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


def _doubled(pools: list[Pool]) -> list[Pool]:
    """Each pool with two copies of every card: a table that shows more copies of a card than
    its deck holds (a Drink both on the stack and in the Drink discard) still gets a card in
    every unseen place, so the state matches the view's counts."""
    return [Pool((*p.items, *p.items), p.zones, p.holder) for p in pools]


def _deck(cat: Catalog, deck_id: str, boss: bool) -> tuple[str, ...]:
    """``character_deck``, worked out once per catalog (its ``memo``)."""
    key = ("character deck, boss" if boss else "character deck", deck_id)
    deck: tuple[str, ...] | None = cat.memo.get(key)
    if deck is None:
        deck = cat.memo[key] = character_deck(cat, deck_id, boss)
    return deck


def _odd(sv: SeatView, i: int, seat: int) -> bool:
    """Whether a mechanic of seat ``i`` makes its Character Deck's deal odd (see the module
    docstring): face-down kept cards, side cards in its hand, a grown or mixed deck."""
    for x in sv.extra:
        if hasattr(x, "grown") or hasattr(x, "dealt_deck"):
            return True
        if i != seat and hasattr(x, "dealt_hand"):
            return True
        if not all(getattr(x, "kept_cards", ())):
            return True
    return False


def _dealt_by_hand(
    v: View, i: int, seat: int, s: Seat, owed: int, lent: bool, rng: Rng
) -> tuple[Seat, int, list[str], Rng]:
    """Seat ``i``'s hand, deck and mechanic values dealt from its unseen Character Deck cards
    when a mechanic makes the deal odd; also how many of its hand cards are another deck's
    (Murgath's Blessings) and its cards in Nerodia's pile (``owed`` of them)."""
    cards = content_of(v.options)
    cat = cards.catalog
    sv = v.seats[i]
    on_stack = [p for p in (it.payload for it in v.stack.items) if not p.copy]
    mine = [c for p in on_stack if p.kind == "card" and p.seat == i for c in p.parts]
    kept = [c for x in sv.extra for c in getattr(x, "kept_cards", ()) if c]
    known = [*sv.discard, *mine, *kept, *(v.hand if i == seat else ())]
    dealt = _deck(cat, cards.characters[sv.character].deck, i == v.options.boss)
    extra: tuple[object, ...] = tuple(sv.extra)
    extra, grown, rng = _grown(extra, [*sv.discard, *mine], rng)
    if grown:  # cards added to its Character Deck (Epic Pooky's Epic Cards, 002 L1276)
        dealt = (*dealt, *grown)
    pool, rng = rng.shuffle(_unseen(dealt, known))
    side: tuple[str, ...] = ()
    if i != seat:  # side cards its hand must hold (Piper's Arrows, Terci's Patients)
        extra, side, rng = _side_hand(extra, mine, rng)
    drawn = max(0, sv.hand_count - len(side))
    foreign = 0
    if lent and i != seat:  # what its deck cannot hold is another deck's (Murgath's)
        foreign = max(0, drawn - max(0, len(pool) - sv.deck_count))
        drawn -= foreign
    hand = v.hand if i == seat else (*side, *pool[:drawn])
    rest = pool if i == seat else pool[drawn:]
    stoned: list[str] = []
    if owed:  # its cards in Nerodia's Petrification Pile, face down to everyone
        cut = max(0, len(rest) - owed)
        stoned = [*rest[cut:], *([dealt[0]] * max(0, owed - len(rest)))]
        rest = rest[:cut]
    extra, left = _filled(extra, list(rest))
    up = (*sv.discard, *mine)
    own = [c for x in extra if hasattr(x, "dealt_deck") for c in x.dealt_deck(hand, up)]
    if own:  # Vlazlo's form cards in his Character Deck (their backs counted, 002 L1655)
        mixed, rng = rng.shuffle([*own, *left[: max(0, sv.deck_count - len(own))]])
        left = list(mixed)
    deck = tuple(left[: sv.deck_count])
    return replace(s, hand=tuple(hand), deck=deck, extra=extra), foreign, stoned, rng


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
