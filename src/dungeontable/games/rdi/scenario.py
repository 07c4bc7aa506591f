"""Scenario positions for RDI (``dungeontable scenario run FILE``); the keys are documented in
``SCENARIOS.md`` next to this file.

By default a ``[setup]`` starts from an empty table: every seat the generic brawler with empty
piles and 10 Gold, an empty Drink Deck, the Inn at 0. ``base = "deal"`` starts from the real
seeded setup instead (R-2: characters, Gold by table size, shuffled decks, hands of 7, one
Drink Me! card each) and overrides only what is listed; a seat whose ``character`` is overridden
there gets that character's own Fortitude, race, Gold, shuffled deck and hand (unless those are
listed too). The rest reaches every place a rule lives: seats already out, a Round of Gambling
in progress (``[setup.gambling]``), cards or Drinks pending with a response window open
(``[[setup.stack]]``), a hit-back right (``losses``), payments waiting for a choice (``debts``),
a Drinking Contest tie (``[setup.contest]``). Unknown keys and card ids are errors naming them.
Mechanic states (``extra``) are set up by each mechanic unless given (R-2.5).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Union

import msgspec
from msgspec.structs import replace

from dungeontable.core import Rng

from .catalog import character_deck
from .content import EXTRA_CLASSES, bind, catalog, content_of, mechanics_of
from .flow import initial_state
from .hooks import CharacterDef, extra_of, set_extra
from .mechanics.artifacts import DOWN as ARTIFACT_DOWN
from .mechanics.artifacts import Artifacts, deck_of
from .mechanics.blessings import BLESSINGS, Blessings
from .mechanics.blood import BAT, WOLF, FormDeck, Vampire
from .mechanics.blood import DECKS as FORM_DECKS
from .mechanics.brews import Brewing, needed
from .mechanics.forms import FORMS
from .mechanics.heat import HEAT_LIMIT
from .mechanics.items import SLOTS as ITEM_SLOTS
from .mechanics.marks import Marks
from .mechanics.momentum import MAX_MOMENTUM
from .mechanics.moods import EPIC_DECK, Mood
from .mechanics.mushrooms import PLANTER_SIZE, Planter, valued
from .mechanics.patients import PATIENTS, Clinic
from .mechanics.prayers import PRAYERS, Prayers
from .mechanics.quiver import ARROWS, Quiver
from .mechanics.rage import THRESHOLDS as RAGE_THRESHOLDS
from .mechanics.rage import Rage
from .mechanics.treasures import Munchkin, level_of
from .options import Options
from .state import Contest, Debt, Gambling, Loss, Play, Seat, State
from .table import draw_cards
from .windows import open_window

SEAT_KEYS = frozenset(
    {
        "character",
        "fortitude",
        "alcohol",
        "gold",
        "hand",
        "deck",
        "discard",
        "drink_me",
        "race",
        "extra",
        "front",
        "valuables",
        "out",
    }
)
KEYS = frozenset(
    {
        "base",
        "active",
        "phase",
        "turn",
        "acted",
        "drink_deck",
        "drink_discard",
        "inn",
        "inn_valuables",
        "seat",
        "players",
        "prizes",
        "prize_bin",
        "picking_prize",
        "gambling",
        "contest",
        "stack",
        "losses",
        "debts",
        "last_chance",
        "last_challenger",
        "elixir_claims",
    }
)
PHASES = ("start", "discard", "action", "order", "drink", "end")
OUT = ("", "passed-out", "broke")
STACK_KEYS = frozenset(
    {*Play.__struct_fields__, "source", "counts_as", "responds_to", "flags", "ignored_by"}
)
COUNTS_AS = {"drink": "drink", "event": "drink_event", "ante": "ante", "winnings": "winnings"}
"""The card type a pseudo-card counts as (R-6.10); a played card counts as its own type."""
BOUNDS = {
    "Momentum": ("value", 0, MAX_MOMENTUM),  # Jett, L530
    "Chi": ("value", 0, 20),  # Zakhan's Drunken Chi
    "Heat": ("value", 0, HEAT_LIMIT - 1),  # Lucky: the third Heat clears the tracker, L724
    "Items": ("slots", 0, ITEM_SLOTS),  # Lizwick, L692
    "Planter": ("slots", 0, PLANTER_SIZE),  # Dale, L243
}
"""Mechanic numbers an ``extra`` may hold: (field, lowest, highest; a list counts its cards)."""
CHOICES = {"Forms": {"form": FORMS}}  # Erin's four forms, L267
"""Mechanic fields that hold one of a few words: (mechanic, field) -> the words allowed."""
EXTRA_CARD_FIELDS = frozenset(
    {"deck", "discard", "pot", "slots", "cards", "equipped", "revealed", "waiting", "kept"}
    | {"beer", "wine", "spirits", "unseen", "looked", "epic_cards", "pool", "attached", "ringed"}
)
"""The fields of a mechanic state (``extra``) that hold card ids of its side deck."""
CARD_LISTS = ("hand", "deck", "discard", "drink_me", "front", "valuables")


def build(options: Options, setup: Mapping[str, Any], seats: int, seed: int) -> State:
    _known(setup, KEYS, "setup key(s)")
    if "players" in setup:  # the other games' spelling: one table per seat, in seat order
        if "seat" in setup:
            raise ValueError("setup gives both [[setup.seat]] and [[setup.players]]: use one")
        setup = {("seat" if k == "players" else k): v for k, v in setup.items()}
    rows = list(setup.get("seat", ()))
    if len(rows) > seats:
        raise ValueError(f"[[setup.seat]] lists {len(rows)} seats for a table of {seats}")
    options = bind(options)
    base = setup.get("base", "empty")
    if base == "deal":
        state = _dealt(options, rows, seats, seed)
    elif base == "empty":
        state = _empty(options, rows, seats, seed)
    else:
        raise ValueError(f"setup base is 'empty' (default) or 'deal', not {base!r}")
    phase = setup.get("phase", "action")
    if phase not in PHASES:
        raise ValueError(f"setup phase {phase!r} is not one of {', '.join(PHASES)}")
    given = {k: setup[k] for k in ("active", "turn", "inn", "last_challenger") if k in setup}
    state = replace(state, phase=phase, **{k: int(v) for k, v in given.items()})
    for key in ("drink_deck", "drink_discard", "prizes", "prize_bin", "inn_valuables"):
        if key in setup:
            state = replace(state, **{key: tuple(setup[key])})
    for key in ("acted", "picking_prize", "last_chance"):
        if key in setup:
            state = replace(state, **{key: bool(setup[key])})
    if not 0 <= state.active < seats:
        raise ValueError(f"setup active {state.active} is not a seat of a table of {seats}")
    state = _table_state(state, setup)
    _check_cards(state)
    return _derived(state, rows)


def _empty(options: Options, rows: Sequence[Mapping[str, Any]], seats: int, seed: int) -> State:
    """Seats not listed: the generic brawler with empty piles."""
    characters = content_of(options).characters
    table = [_seat(rows[i] if i < len(rows) else {}, characters) for i in range(seats)]
    state = State(options, tuple(table), Rng.from_seed(seed), active=0)
    for seat in range(seats):  # mechanics set up unless given
        if seat < len(rows) and "extra" in rows[seat]:
            continue
        c = characters[state.seats[seat].character]
        before = state.seats[seat]
        for mechanic in mechanics_of(state, seat):
            state = mechanic.setup(state, seat, c.config.get(mechanic.name, {}))
        if seat < len(rows) and "hand" in rows[seat]:
            state = _kept_hand(state, seat, before)
    return state


def _kept_hand(state: State, seat: int, before: Seat) -> State:
    """A hand the file lists stays as written: a setup that deals an opening hand of its own
    (Piper's first Arrow, L1176; Vlazlo's first form card, L1633) is undone, the Arrow back on
    top of the Quiver, no first form card owed."""
    now = state.seats[seat]
    if now.hand == before.hand and now.deck == before.deck:
        return state
    drawn = list(now.hand)
    for card in before.hand:
        if card in drawn:
            drawn.remove(card)
    state = _put(state, seat, replace(now, hand=before.hand, deck=before.deck))
    quiver = extra_of(state, seat, Quiver)
    if quiver is not None:
        state = set_extra(state, seat, replace(quiver, deck=(*quiver.deck, *reversed(drawn))))
    vampire = extra_of(state, seat, Vampire)
    if vampire is not None:
        state = set_extra(state, seat, replace(vampire, due="", choices=(), draw_to=0))
    return state


def _dealt(options: Options, rows: Sequence[Mapping[str, Any]], seats: int, seed: int) -> State:
    """The real setup (R-2), then each listed seat's overrides; a new character brings its
    own deck and hand (R-2.4), Fortitude, race and Gold (R-2.1, R-2.2)."""
    state = initial_state(options, seats, seed)
    characters = content_of(options).characters
    cat = catalog(state)
    for seat, row in enumerate(rows):
        _known(row, SEAT_KEYS, "seat key(s)")
        s = state.seats[seat]
        name = str(row.get("character", s.character))
        if name not in characters:
            raise ValueError(f"unknown character {name!r}; known: {', '.join(sorted(characters))}")
        c = characters[name]
        if name != s.character:
            deck, rng = state.rng.shuffle(character_deck(cat, c.deck, seat == options.boss))
            gold = s.gold - characters[s.character].gold_delta + c.gold_delta
            s = Seat(name, c.fortitude, 0, gold, deck=deck, drink_me=s.drink_me, race=c.race)
            state = _put(replace(state, rng=rng), seat, s)
            if "hand" not in row:
                state, _ = draw_cards(state, seat, options.hand_size)
            state = _put(state, seat, replace(state.seats[seat], extra=()))
            if "extra" not in row:
                for mechanic in mechanics_of(state, seat):
                    state = mechanic.setup(state, seat, c.config.get(mechanic.name, {}))
        s = state.seats[seat]
        changes = _seat_fields(row)
        state = _put(state, seat, replace(s, **changes))
    return state


def _put(state: State, seat: int, value: Seat) -> State:
    seats = state.seats
    return replace(state, seats=(*seats[:seat], value, *seats[seat + 1 :]))


def _seat_fields(row: Mapping[str, Any]) -> dict[str, Any]:
    """The listed fields of a seat row, typed."""
    out = str(row.get("out", ""))
    if out not in OUT:
        raise ValueError(f"seat out is 'passed-out' or 'broke' (or absent), not {out!r}")
    fields: dict[str, Any] = {}
    for key in ("fortitude", "alcohol", "gold"):
        if key in row:
            fields[key] = int(row[key])
            if fields[key] < 0:  # the tracks start at 0
                raise ValueError(f"seat {key} {fields[key]} is below 0")
    for key in CARD_LISTS:
        if key in row:
            fields[key] = tuple(str(c) for c in row[key])
    if "race" in row:
        fields["race"] = str(row["race"])
    if "out" in row:
        fields["out"] = out
    if "extra" in row:
        fields["extra"] = tuple(_mechanic_state(v) for v in row["extra"])
    return fields


def _mechanic_state(given: Any) -> Any:
    """One ``extra`` table as its mechanic's state; a mechanic, field or value the game does not
    have is an error naming it and what there is (msgspec's own words name only ``$.field``)."""
    if isinstance(given, tuple(EXTRA_CLASSES)):  # a state already made (tests build on them)
        return given
    known = {cls.__name__: cls for cls in EXTRA_CLASSES}
    kind = given.get("mechanic") if isinstance(given, Mapping) else None
    if kind not in known:
        raise ValueError(
            f"extra: unknown mechanic {kind!r} (each extra is a table with mechanic = one of "
            f"{', '.join(sorted(known))})"
        )
    cls = known[kind]
    fields = list(cls.__struct_fields__)
    unknown = sorted(set(given) - set(fields) - {"mechanic"})
    if unknown:
        raise ValueError(f"extra {kind}: unknown field(s) {unknown}; its fields: {fields}")
    try:
        value = msgspec.convert(given, _extra_type())
    except msgspec.ValidationError as exc:
        raise ValueError(f"extra {kind}: {exc} (its fields: {fields})") from exc
    for field, allowed in CHOICES.get(kind, {}).items():
        if getattr(value, field) not in allowed:
            raise ValueError(
                f"extra {kind}: {field} {getattr(value, field)!r} is not one of {list(allowed)}"
            )
    return value


def _seat(row: Mapping[str, Any], characters: Mapping[str, CharacterDef]) -> Seat:
    _known(row, SEAT_KEYS, "seat key(s)")
    character = str(row.get("character", "generic_brawler"))
    if character not in characters:
        raise ValueError(f"unknown character {character!r}; known: {', '.join(sorted(characters))}")
    c = characters[character]
    seat = Seat(character, c.fortitude, 0, 10, race=c.race)
    return replace(seat, **_seat_fields(row))


def _table_state(state: State, setup: Mapping[str, Any]) -> State:
    """The places a rule lives beyond the turn's phase: gambling, a contest, debts, losses,
    Elixir claims and the pending stack with its window."""
    if "gambling" in setup:
        state = replace(state, gambling=_gambling(state, setup["gambling"]))
        if "acted" not in setup:  # a round runs inside its starter's Action
            state = replace(state, acted=True)
    if "contest" in setup:
        state = replace(state, contest=_convert(setup["contest"], Contest, "contest"))
    if state.contest is not None:
        named = {"leaders": state.contest.leaders, "payers": state.contest.payers}
        _seats_of(state, "contest", named)
    if "debts" in setup:
        state = replace(state, debts=tuple(_convert(d, Debt, "debts") for d in setup["debts"]))
        for d in state.debts:  # a payee -1 is the Inn, -2 the pot
            _seats_of(state, "debts", {"payer": d.payer, "payee": max(d.payee, -1)})
    if "losses" in setup:
        state = replace(state, losses=tuple(_convert(x, Loss, "losses") for x in setup["losses"]))
        for x in state.losses:
            _seats_of(state, "losses", {"victim": x.victim, "source": x.source})
    if "elixir_claims" in setup:
        claims = tuple((str(card), int(seat)) for card, seat in setup["elixir_claims"])
        state = replace(state, elixir_claims=claims)
    rows = list(setup.get("stack", ()))
    for row in rows:
        state = _push(state, row)
    if rows:
        state = open_window(state)  # the active player is asked first
    return state


def _gambling(state: State, table: Mapping[str, Any]) -> Gambling:
    """A Round of Gambling in progress (R-8): ``starter`` defaults to the active seat, the
    ``controller`` to the starter, ``players`` to the living seats clockwise from the starter,
    ``anted`` to the players; ``turn`` -1 (default) = gambling priority passes on next."""
    _known(table, frozenset(Gambling.__struct_fields__), "gambling key(s)")
    starter = int(table.get("starter", state.active))
    players = tuple(table.get("players", state.clockwise_from(starter)))
    defaults = {"starter": starter, "controller": starter, "players": players, "anted": players}
    found: Gambling = _convert({**defaults, **table}, Gambling, "gambling")
    named = {"starter": found.starter, "controller": found.controller}
    _seats_of(state, "gambling", {**named, "players": found.players, "anted": found.anted})
    return found


def _seats_of(state: State, what: str, fields: Mapping[str, int | tuple[int, ...]]) -> None:
    """Every seat number named in ``fields`` is a seat of the table (-1: none)."""
    n = len(state.seats)
    for key, value in fields.items():
        for seat in value if isinstance(value, tuple) else (value,):
            if not -1 <= seat < n:
                raise ValueError(f"setup {what} {key} {seat} is not a seat of a table of {n}")


def _push(state: State, row: Mapping[str, Any]) -> State:
    """One pending item, bottom first (uids 1, 2, ... in order). ``kind`` defaults to
    ``card``: a played card counts as its type and comes from its ``seat``; a Drink, Event,
    ante or winnings counts as its kind and comes from nobody unless ``source`` names a seat
    (-1 = nobody). ``parts`` default to the card; a Drink's ``drinker`` to its ``seat``."""
    _known(row, STACK_KEYS, "stack key(s)")
    fields = {k: v for k, v in row.items() if k in Play.__struct_fields__}
    kind = str(fields.setdefault("kind", "card"))
    card = str(fields.get("card", ""))
    if card and "parts" not in fields:
        fields["parts"] = [card]
    if kind == "drink" and "drinker" not in fields:
        fields["drinker"] = fields.get("seat", -1)
    play = _convert(fields, Play, "stack")
    _seats_of(state, "stack", {"seat": play.seat, "target": play.target, "drinker": play.drinker})
    _seats_of(state, "stack", {"source": int(row.get("source", -1)), "also": play.also})
    if card and card not in catalog(state).cards:
        raise ValueError(f"unknown card id(s) {card}")
    if kind == "card":
        counts_as = str(row.get("counts_as", catalog(state)[card].type))
        source = int(row.get("source", play.seat))
    else:
        counts_as = str(row.get("counts_as", COUNTS_AS.get(kind, kind)))
        source = int(row.get("source", play.seat if kind == "prize" else -1))
    responds_to = int(row.get("responds_to", play.target_item)) or None
    stack = state.stack.push(
        play,
        source=source if source >= 0 else None,
        counts_as=counts_as,
        responds_to=responds_to,
        flags=tuple(row.get("flags", ())),
    )
    ignored = tuple(int(s) for s in row.get("ignored_by", ()))
    if ignored:
        for seat in ignored:
            stack = stack.ignore(stack.next_uid - 1, seat)
    return replace(state, stack=stack)


def _check_cards(state: State) -> None:
    """Every card id named in the position exists (a misspelled id is an error)."""
    cat = catalog(state)
    named = [
        *state.drink_deck,
        *state.drink_discard,
        *state.prizes,
        *state.prize_bin,
        *state.inn_valuables,
        *(c for s in state.seats for key in CARD_LISTS for c in getattr(s, key)),
        *(c for item in state.stack.items for c in item.payload.parts),
        *(card for card, _seat in state.elixir_claims),
    ]
    if state.gambling is not None:
        named.extend(state.gambling.valuables)
        if state.gambling.prize:
            named.append(state.gambling.prize)
    unknown = sorted({c for c in named if c not in cat.cards})
    if unknown:
        raise ValueError(f"unknown card id(s) {', '.join(unknown)}")


SEAT_FIELDS = frozenset({"seat", "holder", "winner"})
"""Fields of a mechanic state that name a seat (-1: nobody)."""
SEAT_ROWS = frozenset({"given", "pile", "batch", "owed", "hit", "told"})
"""Fields of (seat, ...) rows: Debuffs and Doppelgangers given, Petrified cards and whose they
were, cards still owed, Gizmo and Minion hits, Tales told."""


def _seats_named(value: Any, where: str, seats: int) -> None:
    """Every seat a mechanic state names (a token's holder, a Bomb's, a given Debuff's) is a seat
    of the table: a scenario cannot hand a token to seat 9 of 3."""
    for field in getattr(value, "__struct_fields__", ()):
        got = getattr(value, field)
        named: list[Any] = []
        if field in SEAT_FIELDS and isinstance(got, int) and got != -1:
            named = [got]
        elif field in SEAT_ROWS and isinstance(got, tuple):
            named = [row[0] for row in got if isinstance(row, tuple) and row]
        elif field == "glared" and isinstance(got, tuple):  # (Glare card, (seat, card) rows)
            named = [held[0] for _, rows in got for held in rows if held]
        bad = [n for n in named if not (isinstance(n, int) and 0 <= n < seats)]
        if bad:
            raise ValueError(f"{where} {field}: {bad} not seats of this table (0-{seats - 1})")
        for item in got if isinstance(got, tuple) else (got,):
            if hasattr(item, "__struct_fields__"):
                _seats_named(item, where, seats)


def _derived(state: State, rows: Sequence[Mapping[str, Any]]) -> State:
    """Mechanic numbers that follow from the cards listed in an ``extra``: a munchkin's Level
    (the sum of his equipped Treasures' levels, compendium L423), Dale's Harvest Values (each
    planted Mushroom's number at its Rake Token, L231-L247; no ``rakes``: every one at its top
    number) and the Progress Tokens each of Farai's Brew Decks' top card needs (L394). Left
    out, they are computed; a number that differs, or an unknown card id there, is an error
    naming it."""
    cat = catalog(state)
    for seat, s in enumerate(state.seats):
        kinds = [type(x).__name__ for x in s.extra]
        twice = sorted({k for k in kinds if kinds.count(k) > 1})
        if twice:
            raise ValueError(f"seat {seat} extra lists {', '.join(twice)} more than once")
        for x in s.extra if seat < len(rows) and "extra" in rows[seat] else ():
            _seats_named(x, f"seat {seat} {type(x).__name__}", len(state.seats))
            piles = {f: getattr(x, f) for f in x.__struct_fields__ if f in EXTRA_CARD_FIELDS}
            cards = [c for v in piles.values() for c in ((v,) if isinstance(v, str) else v)]
            _known_ids(seat, type(x).__name__, [c for c in cards if isinstance(c, str)], cat)
            if type(x).__name__ in PIECES:
                field, subtype = PIECES[type(x).__name__]
                _known_pieces(seat, type(x).__name__, getattr(x, field), subtype, cat)
    for seat, row in enumerate(rows):
        for given in row.get("extra", ()):
            kind = given.get("mechanic") if isinstance(given, Mapping) else None
            if kind == "Munchkin":
                state = _munchkin(state, seat, given, cat)
            elif kind == "Planter":
                state = _planter(state, seat, given, cat)
            elif kind == "Brewing":
                state = _brewing(state, seat, given, cat)
            elif kind == "Marks":
                state = _marks(state, seat, given)
            elif kind == "Rage":
                state = _rage(state, seat, given)
            elif kind in BOUNDS:  # a track or a row of slots of a fixed size
                field, low, high = BOUNDS[kind]
                value = given.get(field, low)
                n = len(value) if isinstance(value, list | tuple) else int(value)
                if not low <= n <= high:
                    raise ValueError(
                        f"seat {seat} {kind} {field} {value!r} is outside {low}..{high}"
                        + (" cards" if isinstance(value, list | tuple) else "")
                    )
            elif kind == "Prayers" and "removed" not in given:  # the rest of the 9 (L131)
                state = _prayers(state, seat, cat)
            elif kind == "Artifacts":
                state = _artifacts(state, seat, given, cat)
            elif kind == "Vampire":
                state = _vampire(state, seat, given, cat)
            elif kind == "Blessings" and "cards" not in given:  # every Blessing id (L796)
                b = extra_of(state, seat, Blessings)
                assert b is not None
                known = tuple(sorted(set(cat.deck(BLESSINGS))))
                state = set_extra(state, seat, replace(b, cards=known))
            elif kind in ("Quiver", "Clinic") and "pool" not in given:  # the whole side deck
                cls, deck = (Quiver, ARROWS) if kind == "Quiver" else (Clinic, PATIENTS)
                side = extra_of(state, seat, cls)
                assert side is not None
                state = set_extra(state, seat, replace(side, pool=tuple(cat.deck(deck))))
            elif kind == "Mood" and given.get("epic") and "epic_cards" not in given:  # L1271
                m = extra_of(state, seat, Mood)
                assert m is not None
                state = set_extra(
                    state, seat, replace(m, epic_cards=tuple(sorted(cat.deck(EPIC_DECK))))
                )
    return state


def _prayers(state: State, seat: int, cat: Any) -> State:
    """Bastian's Prayers left out of ``removed``: the other Prayer Cards were removed face down
    at setup (L131), so another seat's view counts all nine among the unseen, never only his."""
    p = extra_of(state, seat, Prayers)
    assert p is not None
    rest = list(cat.deck(PRAYERS))
    for card in p.cards:
        if card in rest:
            rest.remove(card)
    return set_extra(state, seat, replace(p, removed=tuple(sorted(rest))))


def _artifacts(state: State, seat: int, given: Mapping[str, Any], cat: Any) -> State:
    """Keet's face-down Artifacts (L580): ``down`` is how many ``artifact_face_down`` cards lie
    in the position (valuables, the Inn, a pot, less those Keet ``looked`` at), computed when
    left out; ``unseen`` (top last: the next one turned up is the last) defaults to the
    Artifacts not face up anywhere, shuffled. More face-down ones than unseen Artifacts to be
    dealt to them is an error naming both numbers (one would vanish as it turns up)."""
    art = extra_of(state, seat, Artifacts)
    assert art is not None
    places = [*state.inn_valuables, *(c for s in state.seats for c in s.valuables)]
    if state.gambling is not None:
        places.extend(state.gambling.valuables)
    # the face-down ones Keet looked at in a pot (``looked``) are known to him: not ``down``;
    # a ``down`` given is taken as written (files and tests before it was computed)
    count = art.down if "down" in given else places.count(ARTIFACT_DOWN) - len(art.looked)
    unseen = art.unseen
    if "unseen" not in given:
        pool = list(deck_of(cat.cards))
        for card in (*places, *art.discard, *art.looked):  # each copy seen somewhere
            if card in pool:
                pool.remove(card)
        shuffled, rng = state.rng.shuffle(pool)
        unseen, state = tuple(shuffled), replace(state, rng=rng)
    if count > len(unseen):
        raise ValueError(
            f"seat {seat} Artifacts: {count} face-down Artifact(s) but only {len(unseen)} "
            "unseen to be dealt to them (list them in unseen, top last)"
        )
    return set_extra(state, seat, replace(art, unseen=unseen, down=count))


def _vampire(state: State, seat: int, given: Mapping[str, Any], cat: Any) -> State:
    """Vlazlo's form decks left out: the Wolf and Bat Decks shuffled (L1631); a deck given as
    ``{ kind = "wolf", cards = [...] }`` (top last) gets the cards printed for it."""
    v = extra_of(state, seat, Vampire)
    assert v is not None
    decks = list(v.decks)
    if "decks" not in given:
        rng = state.rng
        for kind in (WOLF, BAT):
            printed = tuple(cat.deck(FORM_DECKS[kind]))
            cards, rng = rng.shuffle(printed)
            decks.append(FormDeck(kind=kind, cards=tuple(cards), printed=printed))
        state = replace(state, rng=rng)
    for i, deck in enumerate(decks):
        if deck.kind not in FORM_DECKS:
            raise ValueError(
                f"seat {seat} Vampire decks: kind {deck.kind!r} is not one of {list(FORM_DECKS)}"
            )
        if not deck.printed:
            decks[i] = replace(deck, printed=tuple(cat.deck(FORM_DECKS[deck.kind])))
    return set_extra(state, seat, replace(v, seat=seat, decks=tuple(decks)))


PIECES = {"Gizmos": ("gizmos", "gizmo"), "Minions": ("minions", "minion")}
"""The mechanics whose pieces in play are cards of one kind: the field listing them, and the
subtype each piece's card must have (compendium L1781, L1555)."""


def _known_pieces(seat: int, what: str, pieces: Sequence[Any], subtype: str, cat: Any) -> None:
    """Each Gizmo or Minion in an ``extra`` is a card of the game of that kind (an unknown id
    or another card would lie in play doing nothing)."""
    for slot, piece in enumerate(pieces):
        card = cat.cards.get(piece.card)
        if card is None:
            raise ValueError(f"seat {seat} {what}: unknown card id {piece.card!r} (slot {slot})")
        if subtype not in card.subtypes:
            raise ValueError(
                f"seat {seat} {what}: {card.name} (slot {slot}) is no {subtype.title()} card"
            )


def _known_ids(seat: int, what: str, cards: Sequence[str], cat: Any) -> None:
    unknown = sorted({c for c in cards if c and c not in cat.cards})
    if unknown:
        raise ValueError(f"seat {seat} {what}: unknown card id(s) {', '.join(unknown)}")


def _rage(state: State, seat: int, given: Mapping[str, Any]) -> State:
    """Cormac's active tiles follow from his Raging pile when one is given (each activation moved
    the Building pile there: A 2 cards, B 3, C 3, D 3, compendium L184-L195): left out, ``active``
    is computed; a number that differs, a Raging pile no run of activations makes, or a Building
    pile that would already have turned the next tile, is an error naming them. Without a Raging
    pile, ``active`` is taken as written (as before the pile was read)."""
    rage = extra_of(state, seat, Rage)
    assert rage is not None
    if "raging" not in given:  # no pile given: ``active`` as written (files before the pile)
        return state
    totals = [sum(RAGE_THRESHOLDS[:k]) for k in range(len(RAGE_THRESHOLDS) + 1)]
    if len(rage.raging) not in totals:
        raise ValueError(
            f"seat {seat} Rage: a Raging pile of {len(rage.raging)} cards no run of tiles "
            f"makes (0, then {', '.join(map(str, totals[1:]))} with tiles A to D active)"
        )
    active = totals.index(len(rage.raging))
    if "active" in given and int(given["active"]) != active:
        raise ValueError(
            f"seat {seat} Rage: active {given['active']} but a Raging pile of "
            f"{len(rage.raging)} cards means {active} tile(s) (leave active out)"
        )
    if active < len(RAGE_THRESHOLDS) and len(rage.building) >= RAGE_THRESHOLDS[active]:
        raise ValueError(
            f"seat {seat} Rage: a Building pile of {len(rage.building)} cards would already "
            f"have turned tile {'ABCD'[active]} (it turns at {RAGE_THRESHOLDS[active]})"
        )
    return set_extra(state, seat, replace(rage, active=active))


def _marks(state: State, seat: int, given: Mapping[str, Any]) -> State:
    """Remy's marks: one fewer than the players (compendium L1287); a marked seat is another
    player, Remy never (L1291)."""
    m = extra_of(state, seat, Marks)
    assert m is not None
    supply = len(state.seats) - 1
    if "supply" in given and m.supply != supply:
        raise ValueError(f"seat {seat} Marks supply {m.supply} is not the players - 1 ({supply})")
    wrong = [s for s in m.marked if not 0 <= s < len(state.seats) or s == seat]
    if wrong or len(set(m.marked)) != len(m.marked):
        raise ValueError(f"seat {seat} Marks marked {list(m.marked)}: other seats, each once")
    return set_extra(state, seat, replace(m, supply=supply, marked=tuple(sorted(m.marked))))


def _munchkin(state: State, seat: int, given: Mapping[str, Any], cat: Any) -> State:
    m = extra_of(state, seat, Munchkin)
    assert m is not None
    _known_ids(seat, "Munchkin", (*m.equipped, *m.deck, *m.discard, m.revealed), cat)
    level = sum(level_of(cat[c]) for c in m.equipped)
    if "level" in given and int(given["level"]) != level:
        raise ValueError(
            f"seat {seat} Munchkin level {given['level']} is not the sum of the equipped"
            f" Treasures' levels ({level})"
        )
    return set_extra(state, seat, replace(m, level=level))


def _planter(state: State, seat: int, given: Mapping[str, Any], cat: Any) -> State:
    p = extra_of(state, seat, Planter)
    assert p is not None
    _known_ids(seat, "Planter", (*p.slots, *p.deck, *p.discard, p.revealed), cat)
    rakes = p.rakes if "rakes" in given else (0,) * len(p.slots)
    if len(rakes) != len(p.slots):
        raise ValueError(
            f"seat {seat} Planter lists {len(rakes)} rakes for {len(p.slots)} planted Mushrooms"
        )
    done = valued(replace(p, rakes=rakes), cat)
    if "values" in given and tuple(int(v) for v in given["values"]) != done.values:
        raise ValueError(
            f"seat {seat} Planter values {list(given['values'])} are not the Harvest Values at"
            f" the Rake Tokens ({list(done.values)})"
        )
    return set_extra(state, seat, done)


def _brewing(state: State, seat: int, given: Mapping[str, Any], cat: Any) -> State:
    b = extra_of(state, seat, Brewing)
    assert b is not None
    _known_ids(seat, "Brewing", (*b.beer, *b.wine, *b.spirits, *b.discard), cat)
    needs = tuple(needed(cat, b.top(k)) for k in ("beer", "wine", "spirits"))
    if "needs" in given and tuple(int(v) for v in given["needs"]) != needs:
        raise ValueError(
            f"seat {seat} Brewing needs {list(given['needs'])} are not what the top Brews need"
            f" ({list(needs)})"
        )
    return set_extra(state, seat, replace(b, needs=(needs[0], needs[1], needs[2])))


def _known(table: Mapping[str, Any], known: frozenset[str], what: str) -> None:
    unknown = set(table) - known
    if unknown:
        raise ValueError(f"unknown {what} {sorted(unknown)}; known: {sorted(known)}")


def _convert(value: Any, kind: type[Any], what: str) -> Any:
    try:
        return msgspec.convert(value, kind)
    except msgspec.ValidationError as exc:
        raise ValueError(f"setup {what}: {exc}") from exc


def _extra_type() -> Any:
    """The union of the registered mechanic states (tagged by class name)."""
    classes = EXTRA_CLASSES
    if not classes:
        raise ValueError("no mechanic state types are registered")
    return classes[0] if len(classes) == 1 else Union[classes]  # noqa: UP007
