"""What a pending card would do (R-6): its effects built, combined and clamped; "affecting".

``build_fx`` runs a card's ops into an ``Fx`` (effects.py). ``effective_changes`` turns the
recorded changes into what would really happen: the parts of one card aimed at the same seat
and stat are combined into one event (R-6.2), Ignoring seats are left out (R-6.6), mechanic
modifiers run (rdi.md §3 item 23) and the bounds clamp (R-3.1, R-3.2). ``preview`` is that
result per seat without applying it: a card *affects* a seat's stat only if the number would
really move (R-3.4), which is what restricted Ignores and Sometimes triggers test. Nothing here
changes the state (``rules.resolution`` applies the result); it imports no rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from dungeontable.core import StackItem

from .aside import ignoring
from .content import HOUSE, catalog, hooked_of, overriding
from .effects import EFFECTS, QUIET_OPS, Change, Fx, part_aims, part_pieces
from .mechanics.catalog import QUIET_OPS as MECHANIC_QUIET_OPS
from .mechanics.debuffs import STRIKE, strike_change
from .sides import firsts as side_firsts
from .sides import top as stat_top
from .state import Play, State


def card_of(state: State, play: Play) -> Any:
    if not play.card:
        return None
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    return cat[play.card]


def is_quiet(state: State, play: Play) -> bool:
    """Whether the card of ``play`` records no stat change at all (``effects.QUIET_OPS``), once
    per catalog."""
    if len(play.parts) > 1 and play.kind == "card":  # a Story or a Gear joined it
        return False
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    key = ("quiet", play.card)
    found: bool | None = cat.memo.get(key)
    if found is None:
        card = cat[play.card] if play.card else None
        ops = [e.op for e in card.effects] if card is not None else []
        found = cat.memo[key] = all(op in QUIET_OPS or op in MECHANIC_QUIET_OPS for op in ops)
    return found


def modified_play(state: State, play: Play) -> Play:
    """Whole-card modifiers read at resolution (R-6.11, R-11.3) by the playing seat's mechanics."""
    if play.kind != "card" or play.seat < 0:
        return play
    mechanics = hooked_of(state, play.seat, "modify_play")
    if not mechanics:
        return play
    card = card_of(state, play)
    for mechanic in mechanics:
        play = mechanic.modify_play(state, play, card)
    return play


Ops = tuple[tuple[Callable[..., None], dict[str, Any]], ...]


def card_ops(state: State, card: Any) -> Ops:
    """The card's effects as (op function, parameters), built once per catalog (an effect's
    ``params`` is a fresh dict per access, and the op lookup is a registry call)."""
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    key = ("ops", card.id)
    found: Ops | None = cat.memo.get(key)
    if found is None:
        found = cat.memo[key] = tuple((EFFECTS.function(e.op), e.params) for e in card.effects)
    return found


def build_fx(state: State, play: Play) -> Fx:
    """What the card does, recorded (nothing applied)."""
    fx = Fx(play, state.seats, state.options.sign_flip == "allowed")
    if play.kind == "drink":
        _drink_fx(state, fx)
        return fx
    if play.kind == "damage":  # a mechanic's Fortitude loss from a player (Scarab damage)
        fx.change("target", "fortitude", -fx.value(play.amount))
        return fx
    if play.kind == STRIKE:  # a Pain Curse's or Mind Hex's extra 1 a token (002 L838, L846)
        stat, amount = strike_change(play)
        fx.change("target", stat, amount)
        return fx
    card = card_of(state, play)
    if card is None:
        return fx
    aims = part_aims(play.option)
    if aims is not None:  # a Totem Combo: each part aimed at its own player (002 L488)
        _aimed_parts_fx(state, fx, aims)
    else:
        for op, params in card_ops(state, card):
            op(fx, **params)
    if len(play.parts) > 1 and aims is None:  # a Story or a Gear joined the card: one card
        _joined_fx(state, fx)
    if play.moved:
        move_shares(fx, play.moved, state.options.redirect_moves == "card")
    return fx


def _joined_fx(state: State, fx: Fx) -> None:
    """The effects of the cards that joined a played card (Warthorn's Story, Wizgille's Gear:
    002 L1673, L1753), aimed at their own picked player (the play's ``also``)."""
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    play = fx.play
    fx.play = replace(play, target=play.also)
    try:
        for part in play.parts[1:]:
            for op, params in card_ops(state, cat[part]):
                op(fx, **params)
    finally:
        fx.play = play


def _aimed_parts_fx(state: State, fx: Fx, aims: tuple[int, ...]) -> None:
    """One card of several parts (Halden's Totem Combo, 002 L492): part i's effects aimed at
    player ``aims[i]``; the parts after ``aims`` do nothing (the combo's last Totem, L490)."""
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    play = fx.play
    pieces = part_pieces(play.option)  # a part at a Gizmo or Minion: no player's numbers move,
    try:  # its piece takes the Fortitude loss (002 L1803, L1579; ``mechanics.pieces``)
        for i, (part, aim) in enumerate(zip(play.parts, aims, strict=False)):
            fx.play = replace(play, target=-1 if i < len(pieces) and pieces[i] else aim)
            for op, params in card_ops(state, cat[part]):
                op(fx, **params)
    finally:
        fx.play = play


def move_shares(fx: Fx, moved: tuple[tuple[int, int], ...], everything: bool) -> None:
    """R-6.8 per victim: each redirect, in the order played, sends what the card does to its
    player (option ``redirect_moves``: the Fortitude loss only, or everything) to the chosen
    player; the card keeps its source (hit-backs) and its other effects stay where they were."""
    changes = fx.changes
    for old, new in moved:
        for k, change in enumerate(changes):
            loss = change.stat == "fortitude" and change.amount < 0
            if change.seat == old and (everything or loss):
                changes[k] = change._replace(seat=new)
                fx.grouped.pop(k, None)  # the redirecting player's share counts on its own


def _drink_fx(state: State, fx: Fx) -> None:
    """A Drink and its Chasers are one Drink (R-7.2): one Alcohol gain, one Fortitude change;
    race alternatives replace the printed Alcohol (R-7.1); modifiers act on the whole Drink's
    Alcohol Content (R-6.7), not on its other numbers."""
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    race = state.seats[fx.play.drinker].race
    alcohol = sum(cat[c].race.get(race, cat[c].alcohol) for c in fx.play.parts)
    fortitude = sum(cat[c].fortitude for c in fx.play.parts)
    for _ in range(fx.play.halves):  # a split halves each number, rounding up
        alcohol, fortitude = _half_up(alcohol), _half_up(fortitude)
    if fx.play.converted:  # ALCOHOL_TO_FORTITUDE: the Alcohol heals instead
        fortitude, alcohol = fortitude + fx.value(alcohol), 0
    else:
        fx.change("drinker", "alcohol", fx.value(alcohol))
    if fortitude:
        fx.change("drinker", "fortitude", fortitude)
    # an Elixir's effect happens to whoever drinks it. A Drink's modifiers (spiked, watered
    # down, a Mix-in) change its Alcohol Content only, never its other numbers (002 L1725: an
    # Elixir whose Alcohol was reduced, even to 0, still has its effect); a split halves them
    # too, rounding up
    parts = Fx(replace(fx.play, delta=0), fx.seats, fx.flips)
    for part in fx.play.parts:
        for op, params in card_ops(state, cat[part]):
            op(parts, **params)
    for k, change in enumerate(parts.changes):
        n = change.amount
        for _ in range(fx.play.halves):
            n = _half_up(n)
        effect = parts.grouped.get(k)
        if effect is not None:  # an Event or Elixir naming several players (shared_hits)
            fx.grouped[len(fx.changes)] = -1 - effect
        fx.changes.append(change._replace(amount=n))
    fx.directives.extend(parts.directives)


def _half_up(n: int) -> int:
    """Half of a Drink's number, its size rounded up whatever its sign (R-7.5): a split Spiced
    Mead's -1 Fortitude is -1 for each drinker, not 0 (half of 1 rounds up to 1)."""
    half = -(-abs(n) // 2)
    return half if n >= 0 else -half


def combined(
    fx: Fx, ignored_by: tuple[int, ...], sides: dict[int, int] | None = None
) -> list[Change]:
    """One change per (seat, stat, payee) in first-seen order (R-6.2), Ignoring seats dropped.
    ``sides`` (seat -> its side's first seat; R-12.2 option ``shared_hits="once"``): of the
    changes one effect naming several players records for one side sharing its numbers, only
    the first not Ignored counts (the others are kept in ``fx.echoes``)."""
    totals: dict[tuple[int, str, int | None], int] = {}
    grouped = fx.grouped if sides is not None else None
    kept: dict[tuple[int, int, str, int | None], int] = {}
    fx.echoes = []
    for k, change in enumerate(fx.changes):
        if change.seat in ignored_by:
            continue
        if grouped and sides is not None:
            effect = grouped.get(k)
            if effect is not None:
                mark = (effect, sides.get(change.seat, change.seat), change.stat, change.payee)
                first = kept.get(mark)
                if first is not None:
                    fx.echoes.append((first, change.stat, change.seat))
                    continue
                kept[mark] = change.seat
        key = (change.seat, change.stat, change.payee)
        totals[key] = totals.get(key, 0) + change.amount
    return [Change(s, stat, n, payee) for (s, stat, payee), n in totals.items()]  # type: ignore[arg-type]


def effective_changes(state: State, item: StackItem[Play], fx: Fx) -> list[Change]:
    """The changes that really happen: modifiers, no sign flips (R-3.3), clamps (R-3.1/3.2)."""
    if not fx.changes:
        return []
    card = card_of(state, fx.play)
    firsts = overriding(state, "modify_first")  # before every other modifier (Erin's Bear)
    mechanics = overriding(state, "modify_change")  # the others keep every amount
    options = state.options
    if fx.play.kind == STRIKE and options.debuff_modifiers == "none":
        firsts = mechanics = ()  # the Debuff's extra 1 from the Debuff alone (002 L838, L846)
    flips = options.sign_flip == "allowed"
    out: list[Change] = []
    level: dict[tuple[int, str], int] = {}  # each stat's running value, read when first met
    seats = state.seats
    shared = side_firsts(state)  # a side's members read and move one shared value
    folds = shared if shared is not None and options.shared_hits == "once" else None
    for change in combined(fx, item.ignored_by, folds):
        who, stat, amount, payee = change
        for mechanic in firsts:
            new = mechanic.modify_first(state, fx.play, card, change._replace(amount=amount))
            amount = new if new * amount > 0 or flips else 0
        amount, boosted = _boosts(state, fx.play, card, change, mechanics, amount)
        for i, mechanic in enumerate(mechanics):
            if i in boosted:
                continue
            new = mechanic.modify_change(state, fx.play, card, change._replace(amount=amount))
            amount = new if new * amount > 0 or flips else 0
        track = (who if shared is None else shared[who], stat)
        now = level.get(track)
        if now is None:
            seat = seats[who]
            now = seat.wealth if stat == "gold" else getattr(seat, stat)
        if stat == "gold":
            amount = _gold_limits(state, change, now, amount)
            top = now + max(amount, 0)
        else:  # the Boss's raised by option boss_ceiling
            top = stat_top(state, who, now)
        after = min(max(now + amount, 0), top)
        if after != now:
            level[track] = after
            out.append(Change(who, stat, after - now, payee))
    return out


def _boosts(
    state: State, play: Play, card: Any, change: Change, mechanics: Any, amount: int
) -> tuple[int, frozenset[int]]:
    """§3 item 23 (R-3.3): every boost (a modifier making the amount bigger, e.g. Cormac's Rage
    on the loss his card causes) comes before every reduction (a Tree's or a shield's), whatever
    the seats' order; a reduction met first would stop the amount at 0 and lose the boost. The
    amount after the boosts and the mechanics that boosted it (the others then reduce it)."""
    if len(mechanics) < 2 or not amount:
        return amount, frozenset()
    done: set[int] = set()
    for i, mechanic in enumerate(mechanics):
        new = mechanic.modify_change(state, play, card, change._replace(amount=amount))
        if new * amount > 0 and abs(new) > abs(amount):
            amount = new
            done.add(i)
    return amount, frozenset(done)


def _gold_limits(state: State, change: Change, now: int, amount: int) -> int:
    """R-3.2 option ``short_payment="nothing"``: a payment beyond the payer's Gold is not made;
    R-9.1 option ``inn_gold``: the Inn pays out only what it holds."""
    options = state.options
    if amount < 0 and now + amount < 0 and options.short_payment == "nothing":
        return 0 if change.payee is not None else amount
    if amount > 0 and change.payee is None and options.inn_gold >= 0:
        return max(0, min(amount, options.inn_gold + state.inn))
    return amount


STATS = ("fortitude", "alcohol", "gold")


def pipeline(state: State, item: StackItem[Play]) -> tuple[Play, Fx, list[Change]]:
    """The modified play, its recorded effects and the changes that would really happen: a
    pure function of the seats, the item, the options and the Inn (``inn_gold``)."""
    play = modified_play(state, item.payload)
    fx = build_fx(state, play)
    return play, fx, effective_changes(state, item, fx)


def preview(state: State, item: StackItem[Play]) -> dict[int, tuple[int, int, int]]:
    """Seat -> (Fortitude, Alcohol, Gold) net change if ``item`` resolved now (R-3.4)."""
    kind = item.payload.kind
    if item.negated or kind not in ("card", "drink", "prize", "damage", STRIKE):
        return {}
    if kind not in ("drink", "damage", STRIKE) and is_quiet(state, item.payload):
        return {}  # only directives: no number moves (the pipeline would record nothing)
    item, _said = ignoring(state, item)  # a player Ignoring all effects is untouched (L378)
    _play, fx, changes = pipeline(state, item)
    net: dict[int, list[int]] = {}
    for change in changes:
        net.setdefault(change.seat, [0, 0, 0])[STATS.index(change.stat)] += change.amount
        if change.stat == "gold" and change.payee is not None and change.payee >= 0:
            net.setdefault(change.payee, [0, 0, 0])[2] -= change.amount
    for first, stat, mate in fx.echoes:  # shared_hits: the shared number a teammate
        moved = net.get(first)  # named by the card reads moves for them too
        if moved is not None and mate not in net:
            net[mate] = [0, 0, 0]
        if moved is not None:
            k = STATS.index(stat)
            net[mate][k] = moved[k]
    return {s: (v[0], v[1], v[2]) for s, v in net.items() if any(v)}
