"""The OOTS game state: immutable msgspec Structs and tuples, card ids as strings.

Places are ``(floor, pos)``: floor 0 is the Dungeon Entrance (a single room at pos 0), floors
1..F the dungeon, floor F+1 Xykon's Lair (R008). ``pos`` is a room's absolute index in its floor's
row, so range is a difference of positions (A68) and rooms added on the left get smaller numbers.

Card-holding fields are zones (``core.zones``): who sees them is declared on the field, and the
view and ``determinize`` derive from it. A player's hand, Stash, Backstories and Nitpicky pool
are seen by its seat (``BY_INDEX``: ``players[i]`` is seat i's); decks and Loot piles by nobody
(their sizes are public).
"""

from __future__ import annotations

from typing import Annotated

import msgspec

from dungeontable.core import BY_INDEX, Offer, Outcome, ResponseStack, Rng, zone

from .options import Options

Place = tuple[int, int]
ENTRANCE: Place = (0, 0)


class Room(msgspec.Struct, frozen=True):
    """A placed room: its card, Battle Stack (top first), face-down Loot pile (top first)."""

    card: str
    monsters: Annotated[tuple[str, ...], zone("public")] = ()
    loot: Annotated[tuple[str, ...], zone("hidden")] = ()
    xykon_drawn: bool = False
    fallen: Annotated[tuple[str, ...], zone("public")] = ()
    """Defeated Xykon cards lying face-down here (R277), and non-Monster Xykon cards (R274)."""
    entered_turn: tuple[tuple[str, int], ...] = ()
    """Monsters placed this room with the global turn number they entered (Ambush, R255)."""
    face_down: bool = False
    """Wandering Xykon (R318, R322): a room dealt face down, turned over by the first player to
    enter it (its card is hidden until then)."""


class Floor(msgspec.Struct, frozen=True):
    """A floor: rooms from position ``left`` rightward; stairs up/down by position (R031)."""

    left: int = 0
    rooms: tuple[Room, ...] = ()
    up: int | None = None
    down: int | None = None

    @property
    def right(self) -> int:
        return self.left + len(self.rooms) - 1

    def room(self, pos: int) -> Room:
        return self.rooms[pos - self.left]

    def has(self, pos: int) -> bool:
        return self.left <= pos <= self.right and bool(self.rooms)


class Player(msgspec.Struct, frozen=True):
    """A seat's character and everything it holds (R004-R006)."""

    character: str
    place: Place = ENTRANCE
    wounds: int = 0
    max_wounds: int = 4
    shticks: Annotated[tuple[str, ...], zone("public")] = ()
    flipped: tuple[bool, ...] = ()
    deck: Annotated[tuple[str, ...], zone("hidden")] = ()
    hand: Annotated[tuple[str, ...], zone("owner", owner=BY_INDEX)] = ()
    stash: Annotated[tuple[str, ...], zone("owner", owner=BY_INDEX)] = ()
    equipped: Annotated[tuple[str, ...], zone("public")] = ()
    saved: Annotated[tuple[str, ...], zone("public")] = ()
    resting: bool = False
    missed: int = 0
    fleeing: bool = False
    flee_pending: bool = False
    left: int | None = None
    killed_xykon: bool = False
    lich: str | None = None
    backstories: Annotated[
        tuple[str, ...], zone("owner", owner=BY_INDEX, count="backstory_count")
    ] = ()
    """The Shortening (R353-R354): Backstories held face down (5 until 3 are kept), secret."""
    revealed: Annotated[tuple[str, ...], zone("public")] = ()
    """R354, A52: kept Backstories shown to everyone (completed, or at the end of the game)."""
    traded: Annotated[tuple[str, ...], zone("public")] = ()
    """R355: Monsters traded in for shticks in a Backstory game, face down beside the card."""
    pool: Annotated[tuple[str, ...], zone("owner", owner=BY_INDEX)] = ()
    """R361 Nitpicky: the shticks still to choose from while building the Shtick Deck."""


class Help(msgspec.Struct, frozen=True):
    """An assistance arrangement (R128-R132): helper seat (-1-k = NPC k), the Loot, its bonus."""

    helper: int
    loot: str
    bonus: int
    status: str = "open"
    side: int = 0
    """PvP: 0 helps the attacker, 1 the defender (R138: one side per helper)."""


class Battle(msgspec.Struct, frozen=True):
    """One battle of the active player against the top Monster of ``room`` (R104-R118)."""

    room: Place
    monster: str
    attacker: bool
    distance: int = 0
    shtick: int | None = None
    chosen: bool = False
    helps: tuple[Help, ...] = ()
    helping_done: bool = False
    player_bonus: int = 0
    monster_bonus: int = 0
    type_bonus: tuple[tuple[str, int], ...] = ()
    """This battle's bonuses for Monsters of one type (Undead Resurgence: ``("undead", 3)``),
    counted Monster by Monster: among an Area Effect's targets only those of the type get it
    (R142)."""
    window: str = ""
    area: tuple[str, ...] = ()
    foe_seat: int | None = None
    """PvP (R152-R161): the defending player; ``monster`` is then empty."""
    foe_shtick: int | None = None
    foe_bonus: int = 0
    foe_chosen: bool = False
    npc_side: int = 1
    """PvP (R054): the side whose turn it is to offer to an NPC (1 = the Defender, first)."""
    npc_out: tuple[int, ...] = ()
    """PvP (R054): sides that stopped offering to NPCs."""
    faces: tuple[int, ...] = ()
    """The d12 faces rolled, held over the reroll step and the A59 after-roll window (PvP:
    the attacker's face, then the defender's)."""
    reroll_queue: tuple[int, ...] = ()
    """Fighters still to be asked whether they flip a reroll shtick (Fool's Luck)."""
    bonus_flips: tuple[tuple[int, str], ...] = ()
    """R199: (seat, shtick) flipped before the roll for their battle bonus (Rage, Prayer)."""
    settling: bool = False
    """R375: the Defender is done asking; helpers who held the Attacker's offer answer it."""
    pvp_result: str = ""
    """R374: a won or lost PvP battle waiting for the winner to take an equipped Loot (phase
    ``pvp-take``): ``win`` (the Attacker won) or ``lose``."""
    area_keep: tuple[str, ...] = ()
    """R372: Monsters with X an Area Effect win defeated, still to be saved or not (after
    ``monster``, which is being decided now, phase ``keep``)."""


class Stocking(msgspec.Struct, frozen=True):
    """A new battle being stocked (R067-R080): size so far, whose turn to place, skips."""

    room: Place
    size: int
    cursor: int
    first_pass: tuple[int, ...] = ()
    skipped_in_row: int = 0
    placed_by: tuple[int, ...] = ()
    queue: tuple[int, ...] = ()
    """A59 monster-placed window (phase ``placed``): seats still to ask, fixed at the placement."""


class Turn(msgspec.Struct, frozen=True):
    """Per-turn bookkeeping of the active seat (R012-R017, R022, R044, R209)."""

    seat: int
    number: int = 0
    stage: str = "start"
    moved: bool = False
    steps: int = 0
    left_rooms: tuple[Place, ...] = ()
    started_at: Place = ENTRANCE
    searched: bool = False
    took_loot: bool = False
    battled: bool = False
    chain_over: bool = False
    wins: int = 0
    bonus_taken: tuple[Place, ...] = ()
    pick: tuple[str, ...] = ()
    picks_left: int = 0
    """R377: more draw-3-keep-1 picks a Monster trade-in of 6 X or more still gives."""
    keep: str | None = None
    resume: str = ""
    """The phase to go back to after an A59 window a topic opened (``picked``, ``trap``)."""
    extra_steps: int = 0
    """Rooms beyond 3 this turn (A59 movement window: Shortcut)."""
    trip_queue: tuple[int, ...] = ()
    """A59 movement window (phase ``stumble``): seats still to ask after the first step."""
    trap: str = ""
    """A59 trap-revealed window (phase ``trap``): the Trap waiting for its Evade rolls."""
    trap_queue: tuple[int, ...] = ()
    """Seats still to ask, fixed when the Trap is revealed and again after each card played
    (the decision seat is state, so a resampled hidden hand cannot change it)."""
    evade_bonus: tuple[tuple[int, int], ...] = ()
    """(seat, bonus) from Screw This! cards played in the trap-revealed window."""
    pickup_left: int = 0
    """Loot still to take once the trap-revealed window's Evade rolls are done (a rest's or a
    last-Monster bonus's pickup that revealed the Trap: ``openings.pick_up_then``)."""
    pickup_then: str = ""
    """The automatic step that follows that pickup (``flow.CONTINUATIONS``); "" for the 1-Loot
    pickup action."""
    extra_loot: int = 0
    """More Loot pickups granted this turn by flipped shticks (Treasure Sense)."""
    extra_taken: int = 0
    """Pickups taken this turn beyond the normal one (R209; Greedy Eyes, Treasure Sense)."""
    monster_fx: tuple[tuple[str, int, str], ...] = ()
    """(stat, x, Monster type or "") from Screw This! cards whose Monster bonuses last to the
    end of the turn (The Kobold and the Brave): every battle of the turn counts them (L870)."""
    boosts: tuple[tuple[int, str], ...] = ()
    """(seat, shtick name): one boost each to the end of the turn, from a Screw This! card
    (Get Angry, L1346), in every battle of the turn that uses that shtick (L870)."""


class Wandering(msgspec.Struct, frozen=True):
    """Wandering Xykon (R318-R352): his token, Wound tracker, Minion Stack and the five cards.

    Once his token is in the dungeon (``place``), Xykon's card and his Minion Stack lie on top
    of that room's Battle Stack (``wandering_xykon``, then ``minions`` top first, R337, R343),
    so support and Area Effects see them; before that the Minion Stack waits beside his card.
    """

    place: Place | None = None
    wounds: int = 4
    """Wounds left (R321: 4; the tracker's top spot is full health)."""
    minions: tuple[str, ...] = ()
    """The Minion Stack, top first (R329, R336)."""
    catcher: int | None = None
    """The seat that first caught his attention (R330-R331)."""
    kicked: int | None = None
    """The holder of *Xykon Kicked My Ass!* (R345)."""
    hurt: tuple[int, ...] = ()
    """The holders of the *I Hurt Xykon!* cards taken so far, one entry per card (R347)."""
    killer: int | None = None
    """The holder of *I Totally Killed Xykon!* (R348)."""
    acting: bool = False
    """Xykon's own turn is in progress (a battle he started, R340)."""
    resume: int = 0
    """The seat whose turn comes after Xykon's."""
    queue: tuple[int, ...] = ()
    """Seats still to put an Undead from their hand into his Minion Stack (phase ``minion``)."""
    rolled: int = -1
    """The turn count (``State.turns_played``) whose attention roll is done (R327)."""
    resume_step: str = ""
    """The step to go on with once the ``minion`` decisions are made."""


class State(msgspec.Struct, frozen=True):
    """The whole game. ``phase`` names the decision or automatic step (see ``flow.py``)."""

    options: Options
    cards: str
    seats: int
    floors_count: int
    min_loot: int
    min_shticks: int
    rng: Rng
    phase: str
    players: tuple[Player, ...]
    floors: tuple[Floor, ...]
    turn: Turn
    order_start: int = 0
    npcs: tuple[str, ...] = ()
    battle_deck: Annotated[tuple[str, ...], zone("hidden", count="battle_deck")] = ()
    battle_discard: Annotated[tuple[str, ...], zone("public")] = ()
    loot_deck: Annotated[tuple[str, ...], zone("hidden", count="loot_deck")] = ()
    loot_discard: Annotated[tuple[str, ...], zone("public")] = ()
    room_deck: Annotated[tuple[str, ...], zone("hidden", count="room_deck")] = ()
    lair_deck: Annotated[tuple[str, ...], zone("hidden", count="lair_deck")] = ()
    xykon_deck: Annotated[tuple[str, ...], zone("hidden", count="xykon_deck")] = ()
    removed: Annotated[tuple[str, ...], zone("public")] = ()
    battle: Battle | None = None
    stocking: Stocking | None = None
    collapse: bool = False
    collapse_turns: int = 0
    exits: tuple[int, ...] = ()
    lich_killer: int | None = None
    turns_played: int = 0
    result: Outcome | None = None
    stack: ResponseStack[str] = ResponseStack()
    removed_rooms: tuple[Place, ...] = ()
    """Rooms removed in the collapse, in order (R281-R286)."""
    shadowing: tuple[int, ...] = ()
    """Me and My Shadow (R306-R307): per NPC of ``npcs``, the seat it shadows (-1: none, it
    lurks on the lowest floor with a player). Empty when the variant is off."""
    late: tuple[tuple[str, int], ...] = ()
    """A59 fleeing-started / after-results windows (phase ``late``): ``(window, seat)`` asks
    still to come, fixed when they open (``rules/latewindows.py``)."""
    late_resume: str = ""
    """The phase to go back to once the late windows are done."""
    heal_offer: Offer[int] | None = None
    """A29 (phase ``heal-offer``): a heal offered for Loot; ``terms`` is the healer's shtick
    index (``rules/healdeal.py``)."""
    heal_resume: str = ""
    """The phase (``start`` or ``end``) to go back to once the heal offer is answered."""
    backstory_pile: Annotated[tuple[str, ...], zone("public")] = ()
    """R353: the Backstories put face up beside the Battle Deck (anyone may read them)."""
    time_up: bool = False
    """R360, A51 (``timed_clock="wall"``): time was called; the collapse starts after this turn."""
    wandering: Wandering | None = None
    """Wandering Xykon (R318-R352): ``None`` unless the variant is on."""

    @property
    def lair(self) -> int:
        return self.floors_count + 1
