"""A full state consistent with what a seat knows: unseen cards are dealt again at random.

Known to a seat: its own hand, every discard pile, the Drink discard, every card on the stack
(played cards and revealed drinks are public). Unknown: other hands, every deck order, every
Drink Me! pile (hidden even from its owner, R-7.10) and the Drink Deck order. Mechanic side
decks are not resampled (their owners' mechanics keep them in ``extra``).
"""

from __future__ import annotations

from collections import Counter

from msgspec.structs import replace

from dungeontable.core import Rng

from .catalog import character_deck, drink_cards
from .content import content_of
from .mechanics.reserve import SpecialReserve, refilled, unseen
from .state import Seat, State
from .view import View


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
    seats: list[Seat] = []
    lent = any(hasattr(x, "dealt_held") for sv in v.seats for x in sv.extra)
    foreign: dict[int, int] = {}  # another seat's hand cards not from its deck (Blessings)
    stoned: dict[int, list[str]] = {}  # face-down cards of a seat's in another's pile (Nerodia)
    for i, sv in enumerate(v.seats):
        mine = [c for p in on_stack if p.kind == "card" and p.seat == i for c in p.parts]
        kept = [c for x in sv.extra for c in getattr(x, "kept_cards", ()) if c]
        known = [*sv.discard, *mine, *kept, *(v.hand if i == seat else ())]
        dealt = character_deck(cat, cards.characters[sv.character].deck, i == v.options.boss)
        extra: tuple[object, ...] = tuple(sv.extra)
        extra, grown, rng = _grown(extra, [*sv.discard, *mine], rng)
        if grown:  # cards added to its Character Deck (Epic Pooky's Epic Cards, 002 L1276)
            dealt = (*dealt, *grown)
        pool, rng = rng.shuffle(_unseen(dealt, known))
        side: tuple[str, ...] = ()
        if i != seat:  # side cards its hand must hold (Piper's Arrows, Terci's Patients)
            extra, side, rng = _side_hand(extra, mine, rng)
        drawn = max(0, sv.hand_count - len(side))
        if lent and i != seat:  # what its deck cannot hold is another deck's (Murgath's)
            foreign[i] = max(0, drawn - max(0, len(pool) - sv.deck_count))
            drawn -= foreign[i]
        hand = v.hand if i == seat else (*side, *pool[:drawn])
        rest = pool if i == seat else pool[drawn:]
        owed = sum(x.lent_blanks(i) for o in v.seats for x in o.extra if hasattr(x, "lent_blanks"))
        if owed:  # its cards in Nerodia's Petrification Pile, face down to everyone
            cut = max(0, len(rest) - owed)
            stoned[i] = [*rest[cut:], *([dealt[0]] * max(0, owed - len(rest)))]
            rest = rest[:cut]
        extra, left = _filled(extra, list(rest))
        extra, rng = _shuffled(extra, rng)
        up = (*sv.discard, *mine)
        own = [c for x in extra if hasattr(x, "dealt_deck") for c in x.dealt_deck(hand, up)]
        if own:  # Vlazlo's form cards in his Character Deck (their backs counted, 002 L1655)
            mixed, rng = rng.shuffle([*own, *left[: max(0, sv.deck_count - len(own))]])
            left = list(mixed)
        seats.append(
            Seat(
                sv.character,
                sv.fortitude,
                sv.alcohol,
                sv.gold,
                hand=tuple(hand),
                deck=tuple(left[: sv.deck_count]),
                discard=sv.discard,
                out=sv.out,
                race=sv.race,
                extra=extra,  # type: ignore[arg-type]
                front=sv.front,
                valuables=sv.valuables,
            )
        )
    if lent:
        seats, rng = _held(seats, foreign, rng)
    for j, s in enumerate(seats):
        if any(hasattr(x, "lent_filled") for x in s.extra):
            filled = tuple(
                x.lent_filled(stoned) if hasattr(x, "lent_filled") else x for x in s.extra
            )
            seats[j] = replace(s, extra=filled)
    drinks_known = [*v.drink_discard, *(c for p in on_stack if p.kind != "card" for c in p.parts)]
    drinks_known += [c for sv in v.seats for c in sv.front if cat[c].type == "drink"]
    decks = v.options.drink_decks or (len(v.seats) + 3) // 4
    pool, rng = rng.shuffle(_unseen(drink_cards(cat, v.options.house_events) * decks, drinks_known))
    seen = [*v.drink_discard, *(c for p in on_stack for c in p.parts)]
    seen += [c for sv in v.seats for c in (*sv.front, *_reserve_discard(sv.extra))]
    spare: list[str] = []  # The Wench's unseen Special Reserve cards (tables with her only)
    if any(sv.reserve_on_top or _blank_reserve(sv.extra) for sv in v.seats):
        reserve, rng = rng.shuffle(unseen(cat, seen))
        spare = list(reserve)
    at = 0
    for group in pile_groups(v):
        sv = v.seats[group[0]]
        regular = tuple(pool[at : at + sv.drink_me_count - sv.reserve_on_top])
        at += len(regular)
        tops = tuple(spare.pop() for _ in range(min(sv.reserve_on_top, len(spare))))
        pile = (*regular, *tops)
        for i in group:
            seats[i] = _with_pile(seats[i], pile)
    state = State(
        v.options,
        tuple(seats),
        rng,
        active=v.active,
        phase=v.phase,  # type: ignore[arg-type]
        turn=v.turn,
        stack=v.stack,
        drink_deck=tuple(pool[at : at + v.drink_deck_count]),
        drink_discard=v.drink_discard,
        inn=v.inn,
        gambling=v.gambling,
        contest=v.contest,
        acted=v.acted,
        losses=v.losses,
        last_chance=v.last_chance,
        window_kind=v.window_kind,
        prizes=v.prizes,
        prize_bin=v.prize_bin,
        picking_prize=v.picking_prize,
        elixir_claims=v.elixir_claims,
        debts=v.debts,
        inn_valuables=v.inn_valuables,
        result=v.result,
    )
    return refilled(state, spare)  # The Wench's face-down Special Reserve Deck


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


def _with_pile(seat: Seat, pile: tuple[str, ...]) -> Seat:
    return replace(seat, drink_me=pile)
