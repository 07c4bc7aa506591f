"""What one seat may know (R013, A-46, A-47, §6.5), and determinization from it.

Hidden: face-down map cards, stack orders and contents (only counts), drop-pile contents (only
counts), other players' hands (only counts) and the rng. Public: the board's face-up cards,
equipment, health, score sheets, potion identities, the shop pile and the discard pile. Artifact
and boss cards in a hand are shown to everyone (``PlayerView.shown``): their effects and victory
points are on the public score sheet (max health, attack modifier, VP; A-47). With the option
``hands="open"`` every hand (and a payment in progress) is public to every seat and spectator.
``determinize.py`` deals every hidden card again from the pool this seat cannot see.
"""

from __future__ import annotations

import msgspec

from dungeontable.core import Decision, Offer, Outcome
from dungeontable.core.zones import derive_view

from .catalog import Catalog, catalog_of
from .common.board import unpack
from .common.stats import attack_modifier, damage_reduction, max_health, score
from .definitions import paths_of
from .options import Options
from .state import NOWHERE, Cell, Enemy, Pending, Player, State, TradeTerms

HOLDABLE = frozenset({"enemy", "weapon", "armor", "potion", "scroll", "key", "gold", "debt"})
"""Kinds a hidden hand card can be (artifacts and bosses in hand are shown, never hidden)."""
SHOWN = frozenset({"artifact", "boss"})


def shown_cards(cat: Catalog, hand: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(c for c in hand if cat[c].kind in SHOWN)


class PlayerView(msgspec.Struct, frozen=True):
    seat: int
    character: str
    x: int | None
    y: int | None
    health: int
    max_health: int
    attack: int
    reduction: int
    hand: tuple[str, ...] | None
    hand_count: int
    shown: tuple[str, ...]
    equipment: tuple[str, ...]
    sheet_attack: int
    perm_max: int
    poison: int
    poison_heals: int
    skip: int
    vp: int
    score: int
    deeds: tuple[str, ...]
    fights: tuple[int, ...]
    deferred: bool
    deaths: int
    away: tuple[int, int] | None
    gone: bool


class CellView(msgspec.Struct, frozen=True):
    x: int
    y: int
    card: str | None
    paths: str
    rot: int
    drop: int


class EnemyView(msgspec.Struct, frozen=True):
    uid: int
    card: str
    x: int
    y: int
    health: int
    max_health: int
    attack_mod: int
    poison: int
    poisoner: int
    ticked: int
    paralyzed: int
    queue: tuple[int, ...]
    hurt: bool
    rolled: int


class PendingView(msgspec.Struct, frozen=True):
    kind: str
    seat: int
    x: int | None
    y: int | None
    card: str
    options: tuple[str, ...]
    cards: tuple[str, ...] | None
    card_count: int


class View(msgspec.Struct, frozen=True):
    """A redacted state for ``seat`` (``None`` = spectator)."""

    seat: int | None
    options: Options
    seats: int
    phase: str
    turn_seat: int
    order: tuple[int, ...]
    starts: tuple[tuple[int, int], ...]
    turns: int
    step: int
    moved: bool
    extra_used: int
    via: str
    block: bool
    attacked: int
    fled: tuple[int, ...]
    todo: tuple[int, ...]
    stage: int
    came_from: tuple[int, int] | None
    move_kind: str
    interactions: int
    players: tuple[PlayerView, ...]
    enemies: tuple[EnemyView, ...]
    cells: tuple[CellView, ...]
    explore_count: int
    pathing_count: int
    shop: tuple[str, ...]
    discard: tuple[str, ...]
    removed: tuple[str, ...]
    identified: dict[str, str]
    end_rush: bool
    pending: tuple[PendingView, ...]
    rolls: tuple[int, ...]
    contenders: tuple[int, ...]
    next_uid: int
    decision: Decision | None
    result: Outcome | None
    offer: Offer[TradeTerms] | None
    """A trade being negotiated is public: it is agreed out loud at the table (R251)."""
    stuck_turns: int
    quiet_turns: int = 0


def _xy(pos: int) -> tuple[int | None, int | None]:
    if pos == NOWHERE:
        return None, None
    return unpack(pos)


def _player_view(cat: Catalog, player: Player, seat: int | None, open_hands: bool) -> PlayerView:
    x, y = _xy(player.pos)
    return PlayerView(
        seat=player.seat,
        character=player.character,
        x=x,
        y=y,
        health=player.health,
        max_health=max_health(cat, player),
        attack=attack_modifier(cat, player),
        reduction=damage_reduction(cat, player),
        hand=player.hand if open_hands or seat == player.seat else None,
        hand_count=len(player.hand),
        shown=shown_cards(cat, player.hand),
        equipment=player.equipment,
        sheet_attack=player.sheet_attack,
        perm_max=player.perm_max,
        poison=player.poison,
        poison_heals=player.poison_heals,
        skip=player.skip,
        vp=player.vp,
        score=score(cat, player),
        deeds=player.deeds,
        fights=player.fights,
        deferred=player.deferred,
        deaths=player.deaths,
        away=None if player.away == NOWHERE else unpack(player.away),
        gone=player.gone,
    )


def _cell_view(pos: int, cell: Cell) -> CellView:
    x, y = unpack(pos)
    return CellView(
        x, y, cell.card if cell.up else None, paths_of(cell.mask), cell.rot, len(cell.drop)
    )


def _enemy_view(cat: Catalog, e: Enemy) -> EnemyView:
    x, y = unpack(e.pos)
    return EnemyView(
        e.uid,
        e.card,
        x,
        y,
        e.health,
        cat[e.card].health,
        e.attack_mod,
        e.poison,
        e.poisoner,
        e.ticked,
        e.paralyzed,
        e.queue,
        e.hurt,
        e.rolled,
    )


def _pending_view(p: Pending, seat: int | None, open_hands: bool) -> PendingView:
    x, y = _xy(p.pos)
    options = tuple(paths_of(m) for m in p.options)
    cards = p.cards if open_hands or seat == p.seat else None
    return PendingView(p.kind, p.seat, x, y, p.card, options, cards, len(p.cards))


def view(state: State, seat: int | None, now: Decision | None) -> View:
    """What ``seat`` sees (``None``: a spectator); ``now`` is the decision due (the flow's).

    Fields the view shares with the state are copied by ``core.zones.derive_view`` (the stacks'
    contents are hidden zones: only ``explore_count`` and ``pathing_count`` show); what is
    computed or unpacked is given here."""
    cat = catalog_of(state.options.cards)
    open_hands = state.options.hands == "open"  # A-47 option: every hand is on the table
    return derive_view(
        state,
        seat,
        View,
        seat=seat,  # the viewer (``State.seat`` is whose turn it is)
        turn_seat=state.seat,
        starts=tuple(unpack(p) for p in state.starts),
        came_from=None if state.came_from == NOWHERE else unpack(state.came_from),
        players=tuple(_player_view(cat, p, seat, open_hands) for p in state.players),
        enemies=tuple(_enemy_view(cat, e) for e in state.enemies),
        cells=tuple(_cell_view(p, c) for p, c in sorted(state.cells.items())),
        identified=dict(state.identified),
        pending=tuple(_pending_view(p, seat, open_hands) for p in state.pending),
        decision=now,
    )
