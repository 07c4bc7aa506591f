"""Determinization (ARCHITECTURE "determinize"): a full state consistent with one seat's view.

Every hidden card is dealt again from the pool this seat cannot see, by origin: unseen pathing-
stack tiles refill the pathing stack; unseen shop cards and holdable exploration cards fill the
other hands and drop piles; the rest of the exploration deck goes to the face-down cells and the
exploration stack. Gold in another hand cannot be known and is padded with 1-gold cards. The rng
is fresh. ``view(determinize(v, seat, rng), seat) == v``.

With ``hands="open"`` (A-47 option) the view carries every hand and every payment in progress:
those are copied as they are, they count as seen, and only drop piles, face-down cells and the
stacks are dealt again (``_hidden_slots``).
"""

from __future__ import annotations

from collections import Counter

from dungeontable.core import Rng

from .catalog import Catalog, catalog_of
from .common.board import pack
from .definitions import mask_of
from .state import NOWHERE, Cell, Enemy, Pending, Player, State
from .view import HOLDABLE, View


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


def _hidden_slots(v: View) -> int:
    """Cards held out of sight: other hands (none with open hands, A-47), drop piles, and other
    seats' payments in progress."""
    slots = sum(c.drop for c in v.cells)
    if v.options.hands == "open":
        return slots
    slots += sum(p.hand_count - len(p.shown) for p in v.players if p.hand is None)
    return slots + sum(p.card_count for p in v.pending if p.cards is None)


def determinize(v: View, seat: int, rng: Rng) -> State:
    """A full state consistent with ``v``: hidden cards re-dealt from the unseen pool."""
    cat = catalog_of(v.options.cards)
    pathing_pool, shop_pool, explore_pool = _unseen(cat, v)
    rng = rng.fork(v.turns + 1)
    pathing_pool_t, rng = rng.shuffle(pathing_pool)
    shop_pool_t, rng = rng.shuffle(shop_pool)
    explore_pool_t, rng = rng.shuffle(explore_pool)
    hidden_cells = [c for c in v.cells if c.card is None]
    slots = _hidden_slots(v)
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
        quiet_turns=v.quiet_turns,
    )
