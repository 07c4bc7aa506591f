"""Which cards a seat may play now (R-5 timing, R-6 responses, R-6.6.3 restrictions): pure
questions about a state, asked by the flow and by the windows (it imports no rules).

A card's *role* is its first op: a response op (``effects.RESPONSE_OPS``) answers something
pending — a stack item (Negate, Ignore, redirect, spike, water down, catch a cheat, avoid an
ante) or a Fortitude loss just taken (hit back); any other op makes it an *effect* card played
for what it does. Sometimes cards are only ever responses (they need their condition, R-5.2);
Anytime effect cards may be played in any window (R-5.3).
"""

from __future__ import annotations

from typing import Any

from dungeontable.core import StackItem

from .actions import Play as PlayCard
from .content import HOUSE, catalog, content_of
from .effects import RESPONSE_OPS
from .mechanics.gizmos import aimed_plays, back_plays, redirect_plays
from .mechanics.minions import aimed_plays as minion_plays
from .mechanics.minions import redirect_plays as minion_redirects
from .mechanics.mixins import has_mix_in
from .pipeline import card_of, preview
from .state import Play, State

FORT_LOSS_TYPES = ("action", "sometimes")
ALMOST_ANY_KINDS = ("card", "drink", "event", "prize", "damage")
"""What NEGATE_ALMOST_ANY reaches: every card, not the procedure items (ante demands, a
round's winnings) and nothing marked unnegatable (R-6.6.4)."""
DRINK_CHANGE_OPS = ("spike", "water_down", "pass_drink", "split_drink", "alcohol_to_fortitude")


def role(card: Any) -> str:
    """The card's first op if it is a response op, else ``"effect"``."""
    op = card.effects[0].op if card.effects else ""
    return op if op in RESPONSE_OPS else "effect"


def _facts(state: State, card_id: str) -> tuple[Any, str, Any, bool, bool]:
    """(card, role, first ``what`` parameter, needs a target, a kick-out cheat that names a
    participant of the round), once per catalog."""
    return _card_facts(HOUSE.catalog if not state.options.cards else catalog(state), card_id)


def _card_facts(cat: Any, card_id: str) -> tuple[Any, str, Any, bool, bool]:
    found: tuple[Any, str, Any, bool, bool] | None = cat.memo.get(("facts", card_id))
    if found is None:
        card = cat[card_id]
        kicks = any(e.op == "cheat_kick" for e in card.effects)
        found = (card, role(card), first_param(card, "what"), needs_target(card), kicks)
        cat.memo[("facts", card_id)] = found
    return found


def first_param(card: Any, name: str) -> Any:
    return card.effects[0].params.get(name) if card.effects else None


def needs_target(card: Any) -> bool:
    """Whether playing the card names a player (an op aimed at ``target``)."""
    for effect in card.effects:
        who = effect.params.get("who", "target")
        if effect.op in ("hit", "booze", "tip_inn", "give_bomb") and who in ("target", "targets"):
            return True
        if effect.op in ("steal", "order_extra", "cheat_kick", "force_drink"):
            return True
    return False


def targets(state: State, seat: int, card: Any) -> tuple[int, ...]:
    """The players ``card`` may name: other living players (in a round: other participants
    for a kick-out cheat), or ``(-1,)`` if it names nobody."""
    facts = _facts(state, card.id)
    if not facts[3]:
        return (-1,)
    g = state.gambling
    pool = g.players if facts[4] and g is not None else state.living()
    found = []
    for target in pool:  # a plain loop (no comprehension frame): hot
        if target != seat:
            found.append(target)
    return tuple(found)


def is_drink_change(state: State, item: StackItem[Play]) -> bool:
    """A card that modifies, passes, Ignores or Negates a Drink (R-6.7, NEGATE_DRINK_CHANGE)."""
    if item.payload.kind != "card":
        return False
    card = card_of(state, item.payload)
    r = role(card)
    if r in DRINK_CHANGE_OPS or (
        r in ("ignore", "negate") and first_param(card, "what") in ("drink", "drink_change")
    ):
        return True
    # an Ignore of any reach aimed at a Drink ignores a Drink (002 L662: a Lich finger)
    if r != "ignore" or item.responds_to is None:
        return False
    for other in state.stack.items:
        if other.uid == item.responds_to:
            return other.payload.kind == "drink"
    return False


def negatable(state: State, item: StackItem[Play], what: str) -> bool:
    if item.negated or "unnegatable" in item.flags or _shielded(state, item):
        return False
    if what == "drink_change":
        return is_drink_change(state, item)
    if what == "almost_any":  # R-13 NEGATE_ALMOST_ANY: cards, Drinks, Drink Events, Prizes
        return item.payload.kind in ALMOST_ANY_KINDS
    if item.payload.kind not in ("card", "damage"):  # damage: Scarab damage, as an Action card
        return False
    return what == "any" or item.counts_as == what


def _shielded(state: State, item: StackItem[Play]) -> bool:
    """A card its player's mechanic makes safe from Negate right now (e.g. Serena's Piety)."""
    play = item.payload
    if play.kind != "card" or play.seat < 0:
        return False
    content = HOUSE if not state.options.cards else content_of(state.options)
    guards = content.hooked["unnegatable"][state.seats[play.seat].character]
    if not guards:
        return False
    card = card_of(state, play)
    return any(m.unnegatable(state, play, card) for m in guards)


Previews = dict[int, dict[int, tuple[int, int, int]]]
"""Stack uid -> ``preview`` of that item."""


class Asked:
    """Figures of one state shared by the questions asked about it in one step (a window that
    opens or passes asks seat after seat): the previews by stack uid and the stack's tokens,
    each computed when first needed. Made per step, never kept."""

    __slots__ = ("previews", "tokens")

    def __init__(self) -> None:
        self.previews: Previews = {}
        self.tokens: frozenset[str] | None = None


def _preview(
    state: State, item: StackItem[Play], asked: Asked | None
) -> dict[int, tuple[int, int, int]]:
    if asked is None:
        return preview(state, item)
    found = asked.previews.get(item.uid)
    if found is None:
        found = asked.previews[item.uid] = preview(state, item)
    return found


def ignorable(
    state: State, item: StackItem[Play], seat: int, what: str, asked: Asked | None = None
) -> bool:
    """R-6.6.3: legality checked against R-3.4 at the moment of play."""
    if seat in item.ignored_by or "unignorable" in item.flags or item.negated:
        return False
    if what == "drink":
        return item.payload.kind == "drink" and item.payload.drinker == seat
    if what == "fort_loss" and item.counts_as not in FORT_LOSS_TYPES:
        return False
    change = _preview(state, item, asked).get(seat)
    if change is None:
        return False
    if what == "fort_loss":
        return item.counts_as in FORT_LOSS_TYPES and change[0] < 0
    if what == "body":  # Fortitude or Alcohol Content (the Lich King's fingers, 002 L660)
        return change[0] != 0 or change[1] != 0
    return True


def item_answers(
    state: State, seat: int, card: Any, asked: Asked | None = None, first: bool = False
) -> list[PlayCard]:
    """The plays of a response card against the pending items (or the loss just taken);
    ``first``: only the plays against the first item it answers (enough to know it has one:
    ``with_options`` filters by card and option, never by item or target)."""
    _card, r, what, _aims, _kicks = _facts(state, card.id)
    return _item_answers(state, seat, card.id, r, what, asked, first)


def _needs(r: str, what: Any) -> tuple[str, ...] | None:
    """What a response (role ``r``, first ``what``) needs on the stack to answer anything: any
    one of these kind/type tokens (``stack_tokens``), or ``None`` = no quick test. A necessary
    condition only (``_answers`` decides), so the prefilter never changes a result."""
    if r == "negate":
        if what in ("sometimes", "anytime", "cheating", "gambling"):
            return (f"as:{what}",)
        return ALMOST_ANY_KINDS if what == "almost_any" else ("card", "damage")
    if r == "ignore":
        if what == "drink":
            return ("drink",)
        if what == "body":  # and a Debuff's strike (002 L660)
            return ("card", "drink", "prize", "damage", "debuff")
        return ("as:action", "as:sometimes") if what == "fort_loss" else ("card", "drink", "prize")
    if r == "redirect":
        return ("as:action", "as:sometimes")
    return _NEEDS.get(r)


_NEEDS: dict[str, tuple[str, ...]] = {
    "mix_in": ("drink",),
    "pass_drink": ("drink",),
    "split_drink": ("drink",),
    "alcohol_to_fortitude": ("drink",),
    "spike": ("drink",),
    "water_down": ("drink",),
    "steal_winnings": ("winnings",),
    "catch_cheat": ("as:cheating",),
    "avoid_ante": ("ante",),
    "pay_from_inn": ("ante",),
    "spare_gold": ("card",),
}


def stack_tokens(state: State, asked: Asked | None = None) -> frozenset[str]:
    """The payload kinds and ``as:<counts_as>`` types of every pending item (negated or not)."""
    if asked is not None and asked.tokens is not None:
        return asked.tokens
    kinds = set()
    for item in state.stack.items:
        kinds.add(item.payload.kind)
        kinds.add("as:" + item.counts_as)
    found = frozenset(kinds)
    if asked is not None:
        asked.tokens = found
    return found


def _item_answers(
    state: State,
    seat: int,
    card: str,
    r: str,
    what: Any,
    asked: Asked | None,
    first: bool,
    needs: tuple[str, ...] | None = None,
) -> list[PlayCard]:
    """``needs`` (``_needs(r, what)``) skips the items that cannot be answered: every test in
    ``_answers`` requires the item's kind or ``as:<type>`` to be one of them."""
    out: list[PlayCard] = []
    if r == "hit_back":
        gizmos = bool(first_param(catalog(state)[card], "gizmos"))  # 002 L1843
        sources = {
            loss.source
            for loss in state.losses
            if loss.victim == seat and (not loss.piece or gizmos)
        }
        back = [PlayCard(card, target=s) for s in sorted(sources) if state.seats[s].alive]
        minion = minion_plays(state, seat, catalog(state)[card], back)  # 002 L1592
        return back + minion + back_plays(state, seat, back)  # at the Gizmo that hit (L1815)
    for item in state.stack.items:
        if (
            needs is not None
            and item.payload.kind not in needs
            and "as:" + item.counts_as not in needs
        ):
            continue
        out.extend(_answers(state, seat, card, r, what, item, asked))
        if first and out:
            break
    return out


def _answers(
    state: State,
    seat: int,
    card: str,
    r: str,
    what: str,
    item: StackItem[Play],
    asked: Asked | None,
) -> list[PlayCard]:
    """The plays of response ``card`` (role ``r``) against one pending item."""
    play = item.payload
    if r == "negate":
        return [PlayCard(card, item=item.uid)] if negatable(state, item, what) else []
    if r == "ignore":
        return [PlayCard(card, item=item.uid)] if ignorable(state, item, seat, what, asked) else []
    if (r == "redirect" and _redirectable(state, item, seat, asked)) or (
        r in ("pass_drink", "split_drink") and _my_drink(item, seat)
    ):
        plain = [PlayCard(card, target=t, item=item.uid) for t in state.living() if t != seat]
        if r != "redirect":
            return plain
        minion = minion_redirects(state, seat, item, plain)  # at a Minion (002 L1578)
        return plain + redirect_plays(state, seat, item, plain) + minion  # a Gizmo (L1805)
    if r == "alcohol_to_fortitude" and _my_drink(item, seat) and not play.converted:
        return [PlayCard(card, item=item.uid)]
    if r == "mix_in" and play.kind == "drink" and not item.negated:  # any drinker (002 L1152)
        mixed = has_mix_in(state, item)
        return [] if mixed else [PlayCard(card, target=play.drinker, item=item.uid)]
    if r in ("spike", "water_down") and play.kind == "drink" and not item.negated:
        mine = play.drinker == seat
        return [PlayCard(card, item=item.uid)] if mine == (r == "water_down") else []
    if r == "steal_winnings" and play.kind == "winnings" and play.seat != seat:
        return [PlayCard(card, item=item.uid)]
    if r == "catch_cheat" and item.counts_as == "cheating" and negatable(state, item, "any"):
        return [PlayCard(card, item=item.uid)]
    if r == "spare_gold" and play.kind == "card" and play.seat == seat and not item.negated:
        change = _preview(state, item, asked).get(seat)  # Erin: her own card's Gold (002 L313)
        return [PlayCard(card, item=item.uid)] if change is not None and change[2] < 0 else []
    if r in ("avoid_ante", "pay_from_inn") and _owes_ante(state, play, seat):
        return [PlayCard(card, item=item.uid)] if seat not in item.ignored_by else []
    return []


def _my_drink(item: StackItem[Play], seat: int) -> bool:
    play = item.payload
    return play.kind == "drink" and play.drinker == seat and not item.negated


def _owes_ante(state: State, play: Play, seat: int) -> bool:
    g = state.gambling
    return play.kind == "ante" and seat in play.payers and g is not None and seat in g.players


def _redirectable(
    state: State, item: StackItem[Play], seat: int, asked: Asked | None = None
) -> bool:
    """R-6.8: a pending Fortitude loss for ``seat`` from an Action/Sometimes card: each victim
    of a card aimed at several players may redirect their own share (compendium L812)."""
    if item.negated or item.counts_as not in FORT_LOSS_TYPES or item.payload.kind == "damage":
        return False  # a mechanic's own loss (Scarab damage, 002 L105) is not redirected
    change = _preview(state, item, asked).get(seat)
    return change is not None and change[0] < 0


def with_options(state: State, seat: int, card: Any, plays: list[PlayCard]) -> list[PlayCard]:
    """Each play once per play-time option the seat's mechanics offer (R-6.1)."""
    content = HOUSE if not state.options.cards else content_of(state.options)
    character = state.seats[seat].character
    offering = content.hooked["play_options"][character]  # the others offer ("",) only
    mechanics = content.hooked["can_play"][character]  # the others allow every play
    if not offering and not mechanics:
        return plays  # each play as it is (the same values the loop below would build)
    out = []
    for play in plays:
        options: tuple[str, ...] = ("",)
        for mechanic in offering:
            offered = mechanic.play_options(state, seat, card)
            options = offered if offered != ("",) else options
        if play.option:  # aimed at a Gizmo or Minion (L1803, L1578): without paying the
            if "" not in options:  # seat's own optional cost (a harvest, a smash: one option
                continue  # field); a card that cannot be played without one is not aimed
            options = (play.option,)
        for option in options:
            paid = "" if play.option else option  # the aim is no cost of the seat's own
            if all(m.can_play(state, seat, card, paid) for m in mechanics):
                out.append(PlayCard(play.card, play.target, play.item, option, play.also))
    return out


def _optioning(state: State, seat: int) -> bool:
    """Whether some mechanic of the seat offers play-time options or refuses plays (else
    ``with_options`` keeps every play as it is)."""
    content = HOUSE if not state.options.cards else content_of(state.options)
    character = state.seats[seat].character
    return bool(content.hooked["play_options"][character] or content.hooked["can_play"][character])


def effect_plays(state: State, seat: int, card: Any) -> list[PlayCard]:
    if state.gambling is None and round_only(state, card):
        return []
    chosen = targets(state, seat, card)
    if not two_targets(state, card) or len(chosen) < 2:
        plain = [PlayCard(card.id, target=t) for t in chosen]
        minion = minion_plays(state, seat, card, plain)  # at a Minion (002 L1578)
        return plain + aimed_plays(state, seat, card, plain) + minion  # at a Gizmo (L1805)
    pairs = [PlayCard(card.id, target=a, also=b) for a in chosen for b in chosen if a < b]
    minion = minion_plays(state, seat, card, pairs)  # one pick at a Minion (002 L1578)
    return pairs + aimed_plays(state, seat, card, pairs) + minion  # or at a Gizmo (L1803)


ROUND_OPS = frozenset({"pot_to_inn", "take_from_pot"})
"""Ops about the pot of a Round of Gambling: a card of them is played only during a round."""


def round_only(state: State, card: Any) -> bool:
    """Whether the card acts on a Round of Gambling's pot (playable only during one), once per
    catalog."""
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    key = ("round", card.id)
    found: bool | None = cat.memo.get(key)
    if found is None:
        found = cat.memo[key] = any(e.op in ROUND_OPS for e in card.effects)
    return found


def two_targets(state: State, card: Any) -> bool:
    """Whether the card names two players (an op aimed at ``targets``), once per catalog."""
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    key = ("two", card.id)
    found: bool | None = cat.memo.get(key)
    if found is None:
        found = cat.memo[key] = any(e.params.get("who") == "targets" for e in card.effects)
    return found


FRONT_PLAYABLE = frozenset({"action", "sometimes", "anytime", "gambling", "cheating"})
"""Card types a card in front of a player is played as, as though in hand (Prizes and Elixirs in
front are no such cards)."""


def held(state: State, seat: int) -> tuple[str, ...]:
    """The cards the seat may play from: its hand, and the cards its mechanics let it play as
    though in hand (``spare_cards``: Prayer Cards, a Mix-in Shelf)."""
    content = HOUSE if not state.options.cards else content_of(state.options)
    return _held(state, seat, content, content.lineup(state.seats))


def _held(state: State, seat: int, content: Any, table: Any) -> tuple[str, ...]:
    """``held`` with the match's content and the table's dispatch already looked up."""
    me = state.seats[seat]
    hand = me.hand
    front = me.front
    if front:  # a card of a playable type in front of the player (a Potion bought, 002 L1132)
        playable = tuple(c for c in front if content.catalog[c].type in FRONT_PLAYABLE)
        hand = (*hand, *playable) if playable else hand
    for mechanic in table.shared_cards:  # cards any seat may play (Murgath's hearts)
        shared = mechanic.shared_cards(state, seat)
        hand = (*hand, *shared) if shared else hand
    spares = table.spare_cards[seat]
    if not spares:
        return hand
    extra: tuple[str, ...] = ()
    for mechanic in spares:
        extra += mechanic.spare_cards(state, seat)
    return (*hand, *extra) if extra else hand


def window_cards(state: State, seat: int) -> tuple[tuple[Any, str, Any, Any], ...]:
    """(card, role, first ``what``, stack needs) of the seat's distinct cards that could ever be
    played in a window, in id order: response cards of Sometimes/Anytime type and Anytime effect
    cards (R-5.2, R-5.3; a Sometimes card is only ever a response), from per-card facts
    computed once per catalog."""
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    facts = cat.window if cat.window_indexed == len(cat.cards) else _window_index(cat)
    mine = cat.window_ids.intersection(held(state, seat))
    return tuple([facts[c] for c in sorted(mine)]) if mine else ()


def _window_index(cat: Any) -> dict[str, tuple[Any, str, Any, Any]]:
    """The window facts of every catalog card ever played in a window, by id (built once per
    catalog)."""
    if cat.window_indexed == len(cat.cards):
        return cat.window  # type: ignore[no-any-return]
    index = {}
    for card_id in list(cat.cards):
        card, r, what, _aims, _kicks = _card_facts(cat, card_id)
        if card.type == "anytime" or (card.type == "sometimes" and r != "effect"):
            index[card_id] = (card, r, what, _needs(r, what))
    cat.window, cat.window_ids, cat.window_indexed = index, frozenset(index), len(cat.cards)
    return index


def window_plays(
    state: State, seat: int, asked: Asked | None = None, first: bool = False
) -> list[PlayCard]:
    """Every card ``seat`` may play while holding priority in a window (R-5.2, R-5.3, R-6);
    ``first``: stop at the first card that has a play."""
    out: list[PlayCard] = []
    cards = window_cards(state, seat)
    if not cards:
        return out
    plain = not _optioning(state, seat)  # no play-time options to multiply or filter
    tokens = None
    for card, r, what, needs in cards:
        if r != "effect":
            if needs is not None:  # a quick necessary condition on the stack's contents
                if tokens is None:
                    tokens = stack_tokens(state, asked)
                if tokens.isdisjoint(needs):
                    continue
            plays = _item_answers(state, seat, card.id, r, what, asked, first, needs)
        else:
            plays = effect_plays(state, seat, card)
        out.extend(plays if plain else with_options(state, seat, card, plays))
        if first and out:
            break
    return out


def can_respond(state: State, seat: int, asked: Asked | None = None) -> bool:
    """Whether ``window_plays`` would offer the seat anything (asked for every seat a window
    passes): the same tests, card by card, stopping at the first play, with no list built for
    the cards that have none and the seat's mechanics looked up only once a card has a play. The
    cards whose legality needs a preview of the pending item come last (it is the dearest test)."""
    if state.seats[seat].out:
        return False
    options = state.options
    content = HOUSE if not options.cards else content_of(options)
    table = content.lineup(state.seats)
    for mechanic in table.anytime_actions[seat]:  # ``_anytime_possible``, inlined
        if mechanic.anytime_actions(state, seat):
            return True
    shared = table.shared_any  # asking Phrenk for his Potion
    if shared and any(mechanic.shared_anytime(state, seat) for mechanic in shared):
        return True
    cat = content.catalog
    facts = cat.window if cat.window_indexed == len(cat.cards) else _window_index(cat)
    mine = cat.window_ids.intersection(_held(state, seat, content, table))
    if not mine:
        return False
    # Nothing pending (a window between phases, R-5.3): a response answers nothing, bar a
    # hit-back after a Fortitude loss; only the effect cards are tried.
    quiet = not state.stack.items
    later: list[tuple[Any, str, Any, Any]] = []
    tokens = None
    for card_id in mine:  # any order: the answer is whether one card has a play
        found = facts[card_id]
        card, r, what, needs = found
        if r != "effect":
            if quiet and r != "hit_back":
                continue
            if r in _PREVIEWED and what != "drink":
                later.append(found)  # needs a preview: tried after the cheaper cards
                continue
            if needs is not None:  # a quick necessary condition on the stack's contents
                if tokens is None:
                    tokens = stack_tokens(state, asked)
                if tokens.isdisjoint(needs):
                    continue
            elif r == "hit_back" and not state.losses:  # no Fortitude loss to answer
                continue
            plays = _item_answers(state, seat, card_id, r, what, asked, True, needs)
        else:
            plays = effect_plays(state, seat, card)
        if plays and (not _optioning(state, seat) or with_options(state, seat, card, plays)):
            return True
    found_play = False
    for found in later:  # a plain loop (no generator frame): asked for every seat of a window
        found_play = _has_play(state, seat, found, asked)
        if found_play:
            break
    return found_play


def _anytime_possible(state: State, seat: int) -> bool:
    """The seat's mechanics offer it something to do any time (e.g. Zakhan calming his Chi)."""
    content = HOUSE if not state.options.cards else content_of(state.options)
    table = content.lineup(state.seats)
    for mechanic in table.anytime_actions[seat]:
        if mechanic.anytime_actions(state, seat):
            return True
    shared = table.shared_any  # asking Phrenk for his Potion
    return any(mechanic.shared_anytime(state, seat) for mechanic in shared) if shared else False


_PREVIEWED = frozenset({"ignore", "redirect"})
"""Roles whose legality reads a preview of the pending item (R-3.4), unless it Ignores a Drink."""


def _has_play(
    state: State,
    seat: int,
    found: tuple[Any, str, Any, Any],
    asked: Asked | None,
) -> bool:
    """Whether one window card of ``seat`` (its window facts) has a play now."""
    card, r, what, needs = found
    if r != "effect":
        if needs is not None:  # a quick necessary condition on the stack's contents
            if stack_tokens(state, asked).isdisjoint(needs):
                return False
        elif r == "hit_back" and not state.losses:  # no Fortitude loss to answer
            return False
        plays = _item_answers(state, seat, card.id, r, what, asked, True, needs)
    else:
        plays = effect_plays(state, seat, card)
    return bool(plays) and (
        not _optioning(state, seat) or bool(with_options(state, seat, card, plays))
    )


def _play_facts(cat: Any, card_id: str) -> tuple[Any, str, bool, bool]:
    """(card, type, starts a Round of Gambling, is an Anytime effect card), once per catalog."""
    key = ("play", card_id)
    found: tuple[Any, str, bool, bool] | None = cat.memo.get(key)
    if found is None:
        card = cat[card_id]
        starts = any(e.op == "start_gambling" for e in card.effects)
        anytime_effect = card.type == "anytime" and role(card) == "effect"
        found = cat.memo[key] = (card, card.type, starts, anytime_effect)
    return found


def action_plays(state: State, seat: int) -> list[PlayCard]:
    """The active player's Action phase: one Action card (R-4.3, R-5.1), Anytime effect cards."""
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    out: list[PlayCard] = []
    for card_id in sorted(set(held(state, seat))):
        card, kind, starts, anytime_effect = _play_facts(cat, card_id)
        if (kind == "action" and not state.acted and not (starts and state.gambling)) or (
            anytime_effect
        ):
            out.extend(with_options(state, seat, card, effect_plays(state, seat, card)))
    return out


def gambling_plays(state: State, seat: int) -> list[PlayCard]:
    """On your gambling priority: a Gambling or Cheating card (R-5.4, R-8.2); after a Winning
    Hand only Cheating (R-8.4). "Gambling? I'm in!"-type Actions act as Gambling cards."""
    g = state.gambling
    if g is None:
        return []
    cat = HOUSE.catalog if not state.options.cards else catalog(state)
    out: list[PlayCard] = []
    for card_id in sorted(set(held(state, seat))):
        card, kind, starts, _anytime = _play_facts(cat, card_id)
        if kind == "action" and starts:
            kind = "gambling"
        if kind == "cheating" or (kind == "gambling" and not g.winning_hand):
            out.extend(with_options(state, seat, card, effect_plays(state, seat, card)))
    return out
