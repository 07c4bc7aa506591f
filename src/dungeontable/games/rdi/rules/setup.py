"""Setup (R-2): characters, Gold, Fortitude, the Drink Deck and Drink Me! piles, hands of 7."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import OptionError, Rng

from ..catalog import character_deck, drink_cards
from ..content import bind, content_of, mechanics_of, roster
from ..options import Options
from ..state import Seat, State, team_spec, teams_of
from ..table import draw_cards


def starting_gold(options: Options, seats: int) -> int:
    """R-2.1: 10 Gold; 8 in a two-player game; 12 with seven or more players."""
    if options.starting_gold:
        return options.starting_gold
    return 8 if seats == 2 else 12 if seats >= 7 else 10


def choose_characters(
    options: Options, seats: int, rng: Rng, seed: int = 0
) -> tuple[tuple[str, ...], Rng]:
    if options.characters:
        if len(options.characters) != seats:
            raise OptionError(
                f"option characters names {len(options.characters)} for {seats} seats (one each)"
            )
        known = content_of(options).characters
        unknown = [c for c in options.characters if c not in known and c != DEALT]
        if unknown:
            raise OptionError(
                f"option characters: unknown character(s) {unknown}; known: {', '.join(roster())}"
                f" ({DEALT} = dealt at random)"
            )
        if DEALT not in options.characters:
            return options.characters, rng
        return _deal_the_rest(options.characters, rng)
    if options.deal == "rotation":
        return rotation_deal(roster(), seats, seed), rng
    pool, rng = rng.shuffle(roster())
    picks = [pool[i % len(pool)] for i in range(seats)]
    return tuple(picks), rng


def rotation_deal(pool: tuple[str, ...], seats: int, seed: int) -> tuple[str, ...]:
    """Option ``deal=rotation``: the characters of the game with ``seed`` when consecutive seeds
    deal the whole ``pool`` in rounds. A round is ``ceil(len(pool) / seats)`` games; its order
    is the pool shuffled by the round's number, cut into tables of ``seats`` in turn (the last
    table of a round filled from the round's first characters), so over seeds 0..N-1 every
    character plays equally often (within one table per round) against changing company, and
    the random first player spreads it over the seats."""
    tables = -(-len(pool) // seats)
    round_, table = divmod(seed, tables)
    order, _ = Rng.from_seed(round_).shuffle(pool)
    picks = list(order[table * seats : (table + 1) * seats])
    for character in order:
        if len(picks) >= min(seats, len(pool)):
            break
        if character not in picks:
            picks.append(character)
    return tuple(picks[i % len(picks)] for i in range(seats))


DEALT = "random"
"""In option ``characters``, a seat dealt at random (from the characters nobody picked)."""


def _deal_the_rest(chosen: tuple[str, ...], rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """The picked characters kept; each ``random`` seat dealt one nobody picked, in seat order."""
    left = tuple(c for c in roster() if c not in chosen) or roster()
    pool, rng = rng.shuffle(left)
    dealt = iter(pool[i % len(pool)] for i in range(len(chosen)))
    return tuple(next(dealt) if c == DEALT else c for c in chosen), rng


def _team_start(options: Options, table: list[Seat]) -> list[Seat]:
    """R-12.2 / R-12.3 [proposed], option ``team_start``: a side sharing its numbers whose
    characters start differently starts at their mean Fortitude and Gold (rounded down), or at
    its first seat's (the Boss keeps its own; its extra numbers come after)."""
    spec = team_spec(options.teams, options.boss, len(table))
    for side in teams_of(spec):
        members = [table[i] for i in side]
        if options.team_start == "first":
            fortitude, gold = members[0].fortitude, members[0].gold
        else:
            fortitude = sum(s.fortitude for s in members) // len(members)
            gold = sum(s.gold for s in members) // len(members)
        for i in side:
            table[i] = replace(table[i], fortitude=fortitude, gold=gold)
    return table


def _boss_battle(options: Options, table: list[Seat], first: int) -> tuple[list[Seat], int]:
    """R-12.3 [proposed]: the Boss gets 20 + 5 Fortitude per Challenger beyond the first and 10
    Gold per Challenger, each beside the character's own difference (the Lich King's 13
    Fortitude, L656; Torglesnarf's two extra Gold, L1561); the Challengers share one Drink Me!
    pile; a Challenger goes first."""
    boss, n = options.boss, len(table)
    if not 0 <= boss < n or n < 2:
        raise OptionError(
            f"option boss={boss}: the table has {n} seats, so boss is 0..{n - 1} (-1 = no Boss)"
        )
    challengers = n - 1
    extra = options.boss_fortitude_per_challenger * (challengers - 1)
    own = table[boss].gold - starting_gold(options, n)  # Torglesnarf's two extra (L1561)
    gold = options.boss_gold_per_challenger * challengers + own
    table[boss] = replace(table[boss], fortitude=table[boss].fortitude + extra, gold=gold)
    pile = tuple(c for i, s in enumerate(table) if i != boss for c in s.drink_me)
    table = [s if i == boss else replace(s, drink_me=pile) for i, s in enumerate(table)]
    return table, first if first != boss else (boss + 1) % n


def initial_state(options: Options, seats: int, seed: int) -> State:
    if any(s >= seats for team in teams_of(options.teams) for s in team):
        raise OptionError(
            f"option teams={options.teams}: the table has {seats} seats, numbered 0..{seats - 1}"
        )
    rng = Rng.from_seed(seed)
    options = bind(options)  # a match start re-reads changed owner files
    cards = content_of(options)
    cat = cards.catalog
    characters, rng = choose_characters(options, seats, rng, seed)
    gold = starting_gold(options, seats)
    decks = options.drink_decks or (seats + 3) // 4
    drink_deck, rng = rng.shuffle(drink_cards(cat, options.house_events) * decks)
    table = []
    for seat, name in enumerate(characters):
        c = cards.characters[name]
        deck, rng = rng.shuffle(character_deck(cat, c.deck, seat == options.boss))
        top, drink_deck = drink_deck[-1], drink_deck[:-1]  # one face-down Drink each
        table.append(
            Seat(name, c.fortitude, 0, gold + c.gold_delta, deck=deck, drink_me=(top,), race=c.race)
        )
    first, rng = rng.below(seats)  # a random player goes first
    table = _team_start(options, table)
    if options.boss >= 0:
        table, first = _boss_battle(options, table, first)
    prizes, rng = rng.shuffle(cat.deck("prizes"))
    state = State(
        options,
        tuple(table),
        rng,
        active=first,
        drink_deck=drink_deck,
        prizes=tuple(sorted(prizes[: options.prizes])),  # Prizes put in the Inn
    )
    for seat in range(seats):
        state, _ = draw_cards(state, seat, options.hand_size)
        c = cards.characters[characters[seat]]
        for mechanic in mechanics_of(state, seat):
            state = mechanic.setup(state, seat, c.config.get(mechanic.name, {}))
    return replace(state, phase="start")
