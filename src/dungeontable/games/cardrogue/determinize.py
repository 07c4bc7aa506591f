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

from msgspec.structs import replace

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
        into = split[index]
        for card, count in cat.deck_counts[deck]:
            left = count - seen.get(card, 0)
            if left > 0:
                into.extend([card] * left)
                seen[card] = 0
            else:
                seen[card] = -left
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
    return Deal(v).state(rng)


class Deal:
    """Everything a view's determinizations share, worked out once: the unseen pools, where the
    hidden cards go, and a state holding every seen part (players, enemies, cells face up...).
    ``state(rng)`` deals one determinization: three shuffles and the hidden parts put in.
    ``Deal(v).state(rng)`` is ``determinize(v, seat, rng)``; a search asking again and again
    about one view keeps its deal (``CardRogue.determinize``, per game instance)."""

    __slots__ = (
        "board_need",
        "cat",
        "cells",
        "explore_pool",
        "hidden_cells",
        "hidden_pending",
        "hidden_players",
        "holdable",
        "pathing_pool",
        "salt",
        "shop_pool",
        "slots",
        "spare",
        "template",
        "view",
    )

    def __init__(self, v: View) -> None:
        cat = catalog_of(v.options.cards)
        self.view = v
        self.cat = cat
        self.pathing_pool, self.shop_pool, self.explore_pool = _unseen(cat, v)
        self.salt = v.turns + 1
        defs = cat.defs
        self.holdable = frozenset(c for c in self.explore_pool if defs[c].kind in HOLDABLE)
        self.slots = _hidden_slots(v)
        hidden = sum(1 for c in v.cells if c.card is None)
        self.board_need = hidden + v.explore_count
        self.spare = max(0, len(self.explore_pool) - self.board_need)
        # The cells dealt anew (face down, or with a drop pile), in the view's order: a hidden
        # card comes off the board cards, a drop pile off the loose cards, in that order.
        self.hidden_cells = tuple(
            (pack(c.x, c.y), c.card, mask_of(c.paths), c.rot, c.drop)
            for c in v.cells
            if c.card is None or c.drop
        )
        self.hidden_players = tuple(
            (i, p.shown, p.hand_count - len(p.shown))
            for i, p in enumerate(v.players)
            if p.hand is None
        )
        self.hidden_pending = tuple(
            (i, p.card_count) for i, p in enumerate(v.pending) if p.cards is None
        )
        self.template = _rebuild(v, cat, [], [cat.floor] * hidden, (), Rng.from_seed(0))
        self.cells = self.template.cells

    def state(self, rng: Rng) -> State:
        """One determinization: the pools shuffled by ``rng`` and dealt (see ``determinize``)."""
        v, cat = self.view, self.cat
        rng = rng.fork(self.salt)
        pathing_pool_t, rng = rng.shuffle(self.pathing_pool)
        shop_pool_t, rng = rng.shuffle(self.shop_pool)
        explore_pool_t, rng = rng.shuffle(self.explore_pool)
        spare, slots = self.spare, self.slots
        holdable: list[str] = []
        if spare:  # the first ``spare`` holdable cards go to hands and drop piles
            kinds = self.holdable
            taken: list[int] = []
            for index, card in enumerate(explore_pool_t):
                if card in kinds:
                    taken.append(index)
                    if len(taken) == spare:
                        break
            holdable = [explore_pool_t[i] for i in taken]
            rest = list(explore_pool_t)
            for index in reversed(taken):
                del rest[index]
        else:
            rest = list(explore_pool_t)
        count = v.pathing_count
        pathing = list(pathing_pool_t[:count])
        if len(pathing) < count:
            dealt = len(pathing)
            defs = cat.defs
            pathing += [c for c in rest if defs[c].kind == "pathing"][: count - dealt]
            for card in pathing[dealt:]:
                rest.remove(card)
            pathing += [cat.floor] * (count - len(pathing))
        board_need = self.board_need
        if len(rest) < board_need:
            rest += [cat.floor] * (board_need - len(rest))
        loose: list[str] = []
        if slots:
            loose = (list(shop_pool_t) + holdable)[:slots]
            loose += [cat.gold_cards[-1]] * (slots - len(loose))
        return self._dealt(rest, loose, tuple(pathing), Rng.from_seed(rng.next_u64()[0]))

    def _dealt(
        self, board: list[str], loose: list[str], pathing: tuple[str, ...], rng: Rng
    ) -> State:
        """The template with the dealt cards put in, exactly as ``_rebuild`` would build it."""
        template = self.template
        at = 0  # loose cards taken so far: hands first, then drop piles, then payments
        changes: dict[str, object] = {}
        if self.hidden_players:
            players = list(template.players)
            for index, shown, count in self.hidden_players:
                players[index] = replace(players[index], hand=shown + tuple(loose[at : at + count]))
                at += count
            changes["players"] = tuple(players)
        top = 0  # board cards put on face-down cells so far
        if self.hidden_cells:
            cells = dict(self.cells)
            for pos, seen, mask, rot, drop in self.hidden_cells:
                if seen is None:
                    card, top = board[top], top + 1
                    cells[pos] = Cell(card, False, mask, rot, tuple(loose[at : at + drop]))
                else:
                    cells[pos] = Cell(seen, True, mask, rot, tuple(loose[at : at + drop]))
                at += drop
            changes["cells"] = cells
        if self.hidden_pending:
            pending = list(template.pending)
            for index, count in self.hidden_pending:
                pending[index] = replace(pending[index], cards=tuple(loose[at : at + count]))
                at += count
            changes["pending"] = tuple(pending)
        return replace(
            template,
            rng=rng,
            explore=tuple(board[top : top + self.view.explore_count]),
            pathing=pathing,
            **changes,
        )


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
                poison_x=p.poison_x,
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
            tuple(mask_of(o) if p.kind == "orient" else int(o) for o in p.options),
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
            poison_x=e.poison_x,
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
