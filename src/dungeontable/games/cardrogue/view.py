"""What one seat may know (R013, A-46, A-47, §6.5), and determinization from it.

Hidden: face-down map cards, stack orders and contents (only counts), drop-pile contents (only
counts), other players' hands (only counts) and the rng. Public: the board's face-up cards,
equipment, health, score sheets, potion identities, the shop pile and the discard pile. Artifact
and boss cards in a hand are shown to everyone (``PlayerView.shown``): their effects and victory
points are on the public score sheet (max health, attack modifier, VP; A-47).
``determinize`` deals every hidden card again from the pool this seat cannot see.
"""

from __future__ import annotations

from collections import Counter

import msgspec

from dungeontable.core import Decision, Offer, Outcome, Rng

from .catalog import Catalog, catalog_of
from .definitions import mask_of, paths_of
from .engine import decision
from .options import Options
from .rules.board import pack, unpack
from .rules.stats import attack_modifier, damage_reduction, max_health, score
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


def _xy(pos: int) -> tuple[int | None, int | None]:
    if pos == NOWHERE:
        return None, None
    return unpack(pos)


def _player_view(cat: Catalog, player: Player, seat: int | None) -> PlayerView:
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
        hand=player.hand if seat == player.seat else None,
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


def _pending_view(p: Pending, seat: int | None) -> PendingView:
    x, y = _xy(p.pos)
    options = tuple(paths_of(m) for m in p.options)
    cards = p.cards if seat == p.seat else None
    return PendingView(p.kind, p.seat, x, y, p.card, options, cards, len(p.cards))


def view(state: State, seat: int | None) -> View:
    cat = catalog_of(state.options.cards)
    now = decision(state)
    return View(
        seat=seat,
        options=state.options,
        seats=state.seats,
        phase=state.phase,
        turn_seat=state.seat,
        order=state.order,
        starts=tuple(unpack(p) for p in state.starts),
        turns=state.turns,
        step=state.step,
        moved=state.moved,
        extra_used=state.extra_used,
        via=state.via,
        block=state.block,
        attacked=state.attacked,
        fled=state.fled,
        todo=state.todo,
        stage=state.stage,
        came_from=None if state.came_from == NOWHERE else unpack(state.came_from),
        move_kind=state.move_kind,
        interactions=state.interactions,
        players=tuple(_player_view(cat, p, seat) for p in state.players),
        enemies=tuple(_enemy_view(cat, e) for e in state.enemies),
        cells=tuple(_cell_view(p, c) for p, c in sorted(state.cells.items())),
        explore_count=len(state.explore),
        pathing_count=len(state.pathing),
        shop=state.shop,
        discard=state.discard,
        removed=state.removed,
        identified=dict(state.identified),
        end_rush=state.end_rush,
        pending=tuple(_pending_view(p, seat) for p in state.pending),
        rolls=state.rolls,
        contenders=state.contenders,
        next_uid=state.next_uid,
        decision=now,
        result=state.result,
        offer=state.offer,
        stuck_turns=state.stuck_turns,
    )


# --- determinization -----------------------------------------------------------------------


def _visible(v: View) -> Counter[str]:
    seen: Counter[str] = Counter()
    seen.update(c.card for c in v.cells if c.card is not None)
    seen.update(v.shop)
    seen.update(v.discard)
    seen.update(v.removed)
    for p in v.players:
        seen.update(c for c in p.equipment if c)
        seen.update(p.hand if p.hand is not None else p.shown)
    for pending in v.pending:
        seen.update(pending.cards or ())
    return seen


def _unseen(cat: Catalog, v: View) -> tuple[list[str], list[str], list[str]]:
    """Unseen cards split by origin: pathing stack, shop pile, exploration deck."""
    seen = _visible(v)
    split: list[list[str]] = [[], [], []]
    for index, deck in enumerate(("pathing", "shop", "explore")):
        for card, count in sorted(Counter(cat.decks[deck]).items()):
            left = count - seen[card]
            seen[card] = max(0, -left)
            split[index].extend([card] * max(0, left))
    return split[0], split[1], split[2]


def determinize(v: View, seat: int, rng: Rng) -> State:
    """A full state consistent with ``v``: hidden cards re-dealt from the unseen pool."""
    cat = catalog_of(v.options.cards)
    pathing_pool, shop_pool, explore_pool = _unseen(cat, v)
    rng = rng.fork(v.turns + 1)
    pathing_pool_t, rng = rng.shuffle(pathing_pool)
    shop_pool_t, rng = rng.shuffle(shop_pool)
    explore_pool_t, rng = rng.shuffle(explore_pool)
    hidden_cells = [c for c in v.cells if c.card is None]
    slots = sum(p.hand_count - len(p.shown) for p in v.players if p.hand is None)
    slots += sum(c.drop for c in v.cells) + sum(p.card_count for p in v.pending if p.cards is None)
    board_need = len(hidden_cells) + v.explore_count
    spare = max(0, len(explore_pool_t) - board_need)
    holdable = [c for c in explore_pool_t if cat[c].kind in HOLDABLE][:spare]
    rest = list(explore_pool_t)
    for card in holdable:
        rest.remove(card)
    loose = (list(shop_pool_t) + holdable)[:slots]
    loose += [cat.gold_cards[-1]] * (slots - len(loose))
    pathing = list(pathing_pool_t[: v.pathing_count])
    pathing += [c for c in rest if cat[c].kind == "pathing"][: v.pathing_count - len(pathing)]
    for card in pathing[len(pathing_pool_t[: v.pathing_count]) :]:
        rest.remove(card)
    pathing += [cat.floor] * (v.pathing_count - len(pathing))
    rest += [cat.floor] * max(0, board_need - len(rest))
    return _rebuild(v, cat, loose, rest, tuple(pathing), Rng.from_seed(rng.next_u64()[0]))


def _rebuild(
    v: View, cat: Catalog, loose: list[str], board: list[str], pathing: tuple[str, ...], rng: Rng
) -> State:
    def take(n: int) -> tuple[str, ...]:
        out = tuple(loose[:n])
        del loose[:n]
        return out

    players = []
    for p in v.players:
        hand = p.hand if p.hand is not None else p.shown + take(p.hand_count - len(p.shown))
        pos = NOWHERE if p.x is None or p.y is None else pack(p.x, p.y)
        players.append(
            Player(
                seat=p.seat,
                character=p.character,
                pos=pos,
                health=p.health,
                hand=hand,
                equipment=p.equipment,
                sheet_attack=p.sheet_attack,
                perm_max=p.perm_max,
                poison=p.poison,
                poison_heals=p.poison_heals,
                skip=p.skip,
                vp=p.vp,
                deeds=p.deeds,
                fights=p.fights,
                deferred=p.deferred,
                deaths=p.deaths,
                away=NOWHERE if p.away is None else pack(*p.away),
                gone=p.gone,
            )
        )
    cells: dict[int, Cell] = {}
    for c in v.cells:
        card = c.card if c.card is not None else board.pop(0)
        cells[pack(c.x, c.y)] = Cell(
            card, c.card is not None, mask_of(c.paths), c.rot, take(c.drop)
        )
    pending = tuple(
        Pending(
            p.kind,
            p.seat,
            NOWHERE if p.x is None or p.y is None else pack(p.x, p.y),
            p.card,
            tuple(mask_of(o) for o in p.options),
            p.cards if p.cards is not None else take(p.card_count),
        )
        for p in v.pending
    )
    enemies = tuple(
        Enemy(
            uid=e.uid,
            card=e.card,
            pos=pack(e.x, e.y),
            health=e.health,
            attack_mod=e.attack_mod,
            poison=e.poison,
            poisoner=e.poisoner,
            ticked=e.ticked,
            paralyzed=e.paralyzed,
            queue=e.queue,
            hurt=e.hurt,
            rolled=e.rolled,
        )
        for e in v.enemies
    )
    return State(
        options=v.options,
        rng=rng,
        seats=v.seats,
        phase=v.phase,
        seat=v.turn_seat,
        order=v.order,
        starts=tuple(pack(x, y) for x, y in v.starts),
        turns=v.turns,
        step=v.step,
        moved=v.moved,
        extra_used=v.extra_used,
        via=v.via,
        block=v.block,
        attacked=v.attacked,
        fled=v.fled,
        todo=v.todo,
        stage=v.stage,
        came_from=NOWHERE if v.came_from is None else pack(*v.came_from),
        move_kind=v.move_kind,
        interactions=v.interactions,
        players=tuple(players),
        enemies=enemies,
        cells=cells,
        explore=tuple(board[: v.explore_count]),
        pathing=pathing,
        shop=v.shop,
        discard=v.discard,
        removed=v.removed,
        identified=dict(v.identified),
        end_rush=v.end_rush,
        pending=pending,
        rolls=v.rolls,
        contenders=v.contenders,
        next_uid=v.next_uid,
        result=v.result,
        offer=v.offer,
        stuck_turns=v.stuck_turns,
    )
