"""Setup (§1.2, R001-R009, A65-A66): decks, characters, hands, Stashes, Lair and Xykon decks."""

from __future__ import annotations

from collections.abc import Sequence

from msgspec.structs import replace

from dungeontable.core import Rng

from ..common.pools import start_nitpicky
from ..common.stories import deal as deal_backstories
from ..deck import CardSet, cards_of
from ..options import Options, cardset_name, check_seats, game_length
from ..state import Floor, Player, Room, State, Turn


def initial_state(options: Options, seats: int, seed: int, dice: Sequence[int] = ()) -> State:
    """The position before the starting-shtick picks (R005) of ``seats`` players; ``dice``
    scripted for the setup's rolls (a scenario's ``setup_dice``)."""
    cs = cards_of(cardset_name(options))
    check_seats(options, seats)
    floors, min_loot, min_shticks = game_length(options, seats)
    rng = Rng.from_seed(seed).scripted(tuple(dice))
    characters, rng = rng.shuffle(sorted(cs.characters))
    battle, rng = rng.shuffle(cs.battle_deck)
    loot, rng = rng.shuffle(cs.loot_deck)
    rooms, rng = rng.shuffle(tuple(r for r in cs.room_deck if r != cs.entrance))
    players: list[Player] = []
    discard: list[str] = []
    for seat in range(seats):
        player, battle, loot, rng = _deal(cs, options, characters[seat], battle, loot, discard, rng)
        players.append(player)
    lair, rng = _lair_deck(cs, options, rng)
    xykon, rng = _xykon_deck(cs, options, rng)
    first, rng = first_player(seats, rng, options.first_player_reroll_ties_only)
    entrance = Floor(left=0, rooms=(Room(cs.entrance),), down=0)
    state = State(
        options=options,
        cards=cardset_name(options),
        seats=seats,
        floors_count=floors,
        min_loot=min_loot,
        min_shticks=min_shticks,
        rng=rng,
        phase="pick-start",
        players=tuple(players),
        floors=(entrance, *(Floor() for _ in range(floors + 1))),
        turn=Turn(seat=first),
        order_start=first,
        npcs=tuple(characters[seats:]),
        battle_deck=battle,
        loot_deck=loot,
        loot_discard=tuple(discard),
        room_deck=rooms,
        lair_deck=lair,
        xykon_deck=xykon,
    )
    if options.shortening_parts():  # The Shortening: Backstories dealt, the first setup choice
        state = replace(deal_backstories(state), phase=first_phase(options))
        if state.phase == "nitpick":
            state = start_nitpicky(state)
    return state


def _deal(
    cs: CardSet,
    options: Options,
    character: str,
    battle: tuple[str, ...],
    loot: tuple[str, ...],
    discard: list[str],
    rng: Rng,
) -> tuple[Player, tuple[str, ...], tuple[str, ...], Rng]:
    """R004-R006: 4 Starting Shticks to pick from, a shuffled deck, 7 Battle cards, 3 Loot."""
    deck = cs.shtick_decks[character]
    red = red_starting(cs, options, character)
    starting = tuple(s for s in deck if s in red)
    rest, rng = rng.shuffle(tuple(s for s in deck if s not in red))
    stash: list[str] = []
    while len(stash) < (6 if options.in_medias_res else 3) and loot:  # R006, R314
        card, loot = loot[0], loot[1:]
        (discard if cs.loot[card].trap else stash).append(card)  # R006, A23
    wounds = cs.characters[character].wounds or options.default_wounds
    player = Player(
        character=character,
        max_wounds=wounds,
        shticks=starting,
        flipped=tuple(False for _ in starting),
        deck=rest,
        hand=battle[:7],
        stash=tuple(stash),
    )
    return player, battle[7:], loot, rng


def first_phase(options: Options) -> str:
    """The first setup decision: Backstories (R353), then Nitpicky (R361) or the put-backs."""
    if options.backstories:
        return "pick-backstory"
    return "nitpick" if options.new_shticks == "nitpicky" else "pick-start"


def red_starting(cs: CardSet, options: Options, character: str) -> frozenset[str]:
    """R005: the red Starting Shticks dealt to choose from. Kitchen Sink (R361, A55): the new red
    one too (option ``kitchen_sink_starters="three_of_four"``: it goes into the deck instead)."""
    red = frozenset(s for s in cs.shtick_decks[character] if cs.shticks[s].starting)
    if options.new_shticks == "kitchen_sink" and options.kitchen_sink_starters == "three_of_four":
        return red & frozenset(cards_of("base").shtick_decks[character])
    return red


def _lair_deck(cs: CardSet, options: Options, rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """R007, R309, R312, A38: Safe Haven on top of 4 random rooms (variants change it). Nerdcore
    with Xykon's Not Home: the whole deck (L1368) less the Safe Haven (L1366), 7 rooms."""
    others, rng = rng.shuffle(tuple(r for r in cs.lair_deck if r != cs.safe_haven))
    if options.nerdcore:
        whole = options.nerdcore_lair_deck == "all_seven" or options.xykon_not_home
        return (others if whole else others[:5]), rng
    if options.xykon_not_home:
        return (cs.safe_haven, *others), rng
    return (cs.safe_haven, *others[:4]), rng


def _xykon_deck(cs: CardSet, options: Options, rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """R007, R312: the Lich plus 3 random, shuffled (the whole deck under Not Home)."""
    others, rng = rng.shuffle(tuple(x for x in cs.xykon_deck if x != cs.lich))
    chosen = others if options.xykon_not_home else others[:3]
    return rng.shuffle((cs.lich, *chosen))


def first_player(seats: int, rng: Rng, ties_only: bool = True) -> tuple[int, Rng]:
    """R009, A65: everyone rolls a d12; only the players tied for highest roll again.

    With ``ties_only=False`` (A65's alternative reading of "ties rerolled") a tie for highest
    makes the whole table roll again.
    """
    tied = tuple(range(seats))
    while len(tied) > 1:
        rolls = []
        for _ in tied:
            face, rng = rng.roll(12)
            rolls.append(face)
        best = max(rolls)
        tied = tuple(s for s, r in zip(tied, rolls, strict=True) if r == best)
        if len(tied) > 1 and not ties_only:
            tied = tuple(range(seats))
    return tied[0], rng
