"""The turn machine (R-4) and the decision loop: who decides now, what they may do, and the
automatic steps between decisions (resolving, windows, phases, safe points).

After every action ``settle`` advances the state until someone must decide: the top of the
stack resolves once everyone passed (R-6.3) and a new window opens (R-6.4); when the stack is
empty the game reaches a *safe point* (R-10.3) where losers leave after a last chance; then the
current phase goes on: start of turn → Discard and Draw → Action → Order a Drink → Drink → end
of turn (R-4.1..R-4.6). Seats with no legal response are never asked (ARCHITECTURE), unless
the option ``uniform_windows`` asks every eligible seat (``PASS_WINDOWS``: pass always legal).
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, IllegalAction, Outcome

from .. import hooks
from ..actions import Discard, Draw, OrderDrink, Pass, PayWith, PickPrize
from ..actions import Play as PlayCard
from ..events import CardResolved, CardsDiscarded, GameOver, PhaseBegan, TurnStarted
from ..state import Play, State, update_seat
from . import drinks, gambling, payments
from .elimination import about_to_lose, eliminate
from .resolution import Result, resolve_effects
from .responses import action_plays, gambling_plays, window_plays
from .stack_ops import (
    dispose,
    end_turn_early,
    open_window,
    order_drinks,
    pass_priority,
    play_card,
)
from .table import catalog, draw_cards

PROMPTS = {
    "respond": "respond to the pending card, or pass",
    "discard": "discard cards, then draw up to your hand size",
    "action": "play an Action card (or an Anytime card), or pass",
    "gamble": "play a Gambling or Cheating card, or pass",
    "order": "order a Drink for another player",
    "prize": "pick the Prize this Round of Gambling is played for",
    "pay": "choose what to pay with: a Gold or a Gold-equivalent",
}

PASS_WINDOWS = frozenset({"respond", "gamble"})
"""The decision kinds that are priority windows (response windows, gambling priority): passing
is always legal, and under ``uniform_windows`` every eligible seat is asked in them."""


def _mechanic_decision(state: State) -> Decision | None:
    """A mechanic's pending decision (e.g. Heat's penalty), memoised for the last state asked
    about (identity; states are immutable): the runner, ``legal_actions`` and ``apply`` ask
    about the same state in turn."""
    global _LAST_PENDING
    last = _LAST_PENDING  # one tuple, read once: another thread may replace it meanwhile
    if last[0] is state:
        return last[1]
    found = None
    for mechanic in hooks.overriding(state, "decision"):
        found = mechanic.decision(state)
        if found is not None:
            break
    _LAST_PENDING = (state, found)
    return found


_LAST_PENDING: tuple[State | None, Decision | None] = (None, None)


def decision(state: State) -> Decision | None:
    if state.result is not None:
        return None
    pending = _mechanic_decision(state)
    if pending is not None:
        return pending
    kind, seat = _decider(state)
    return Decision(seat, kind, PROMPTS[kind])


def _decider(state: State) -> tuple[str, int]:
    if state.debts:  # only when the payer has a real choice (``_step`` pays the rest)
        return "pay", state.debts[0].payer
    if state.picking_prize and state.gambling is not None:
        return "prize", state.gambling.starter
    window = state.stack.window  # ``stack.priority``, inlined (the hottest question asked)
    if window is not None and window.passes < len(window.order):
        return "respond", window.order[window.cursor]
    g = state.gambling
    if g is not None and g.turn >= 0:
        return "gamble", g.turn
    return str(state.phase), state.active


_LAST: tuple[State | None, tuple[Action, ...]] = (None, ())
"""The last state asked about and its legal actions: ``apply`` right after ``legal_actions``
on the same (immutable) state object reuses them instead of computing them twice."""


def legal_actions(state: State) -> tuple[Action, ...]:
    global _LAST
    last = _LAST  # one tuple, read once (thread-safe: replaced whole, never changed)
    if last[0] is state:
        return last[1]
    legal = _legal_actions(state)
    _LAST = (state, legal)
    return legal


def _legal_actions(state: State) -> tuple[Action, ...]:
    if state.result is not None:
        return ()
    pending = _mechanic_decision(state)
    if pending is not None:
        return tuple(
            a for _s, m in hooks.all_mechanics(state) for a in m.extra_actions(state, pending.seat)
        )
    kind, seat = _decider(state)
    if kind == "respond":
        return (Pass(), *window_plays(state, seat))
    if kind == "gamble":
        return (Pass(), *gambling_plays(state, seat))
    if kind == "discard":
        return (Draw(), *(Discard(c) for c in sorted(set(state.seats[seat].hand))))
    if kind == "action":
        return (Pass(), *action_plays(state, seat))
    if kind == "prize":
        return tuple(PickPrize(c) for c in sorted(set(state.prizes)))
    if kind == "pay":
        return tuple(PayWith(c) for c in payments.pay_choices(state))
    return tuple(OrderDrink(t) for t in state.living() if t != seat)


def apply(state: State, action: Action) -> Result:
    legal = legal_actions(state)
    if action not in legal:
        who = decision(state)
        reason = f"{action.to_text()} is not legal now" + (
            f" (seat {who.seat} must {who.prompt})" if who else " (the game is over)"
        )
        raise IllegalAction(reason, tuple(a.to_text() for a in legal))
    pending = _mechanic_decision(state)
    if pending is not None:
        for _s, mechanic in hooks.all_mechanics(state):
            if action in mechanic.extra_actions(state, pending.seat):
                state, events = mechanic.apply_extra(state, action)
                return settle(state, events)
    kind, seat = _decider(state)
    state, events = _act(state, kind, seat, action)
    return settle(state, events)


def _act(state: State, kind: str, seat: int, action: Action) -> Result:
    if isinstance(action, Discard):
        hand = list(state.seats[seat].hand)
        hand.remove(action.card)
        state = update_seat(state, seat, hand=tuple(hand))
        state = update_seat(state, seat, discard=(*state.seats[seat].discard, action.card))
        return state, (CardsDiscarded(seat=seat, cards=(action.card,)),)
    if isinstance(action, Draw):
        need = max(0, state.options.hand_size - len(state.seats[seat].hand))
        state, events = draw_cards(state, seat, need)
        return _enter(state, "action"), events
    if isinstance(action, OrderDrink):
        state, events = order_drinks(state, seat, action.target, 1)
        return _enter(state, "drink"), events
    if isinstance(action, PlayCard):
        return _play(state, kind, seat, action)
    if isinstance(action, PayWith):
        return payments.pay_one(state, action.card)
    if isinstance(action, PickPrize):
        return gambling.pick_prize(state, action.card)
    if kind == "respond":
        return pass_priority(state), ()
    if kind == "gamble":
        return gambling.pass_turn(state), ()
    return _enter(state, "order"), ()  # the active player ends the Action phase


def _play(state: State, kind: str, seat: int, action: PlayCard) -> Result:
    counts_as = ""
    if kind == "action":
        card_type = _card_type(state, action.card)
        state = replace(state, acted=state.acted or card_type == "action")
    if kind == "gamble":
        g = state.gambling
        assert g is not None
        state = replace(state, gambling=replace(g, turn=-1))
        counts_as = "gambling" if _card_type(state, action.card) == "action" else ""
    return play_card(state, seat, action, counts_as)


def _card_type(state: State, card: str) -> str:
    return str(catalog(state)[card].type)


def _enter(state: State, phase: str) -> State:
    return replace(state, phase=phase, acted=False)


def settle(state: State, events: tuple[Event, ...]) -> Result:
    """Advance through automatic steps until a decision is pending or the game is over."""
    global _LAST_PENDING
    out = list(events)
    # No mechanic at this table can claim a decision: the table's characters never change
    # during a game, so that holds for every state this loop reaches.
    quiet = not hooks.overriding(state, "decision")
    while state.result is None and (quiet or _mechanic_decision(state) is None):
        step = _step(state)
        if step is None:
            break
        state, more = step
        out.extend(more)
    if quiet:  # the answer ``decision`` asks for next, already known
        _LAST_PENDING = (state, None)
    return state, tuple(out)


def _step(state: State) -> Result | None:
    if state.debts:
        return payments.settle_debts(state)
    stack = state.stack
    window = stack.window  # ``stack.priority`` and ``stack.ready_to_resolve``, inlined
    if (window is not None and window.passes < len(window.order)) or state.picking_prize:
        return None
    if window is not None and stack.items:
        return _resolve_top(state)
    if window is not None:  # an empty-stack window everyone passed
        kind = state.window_kind
        state = replace(state, stack=stack.close_window(), losses=(), window_kind="")
        if kind == "last_chance":
            return _eliminate(state)
        return state, ()
    if state.losses:
        return open_window(state, "after"), ()  # hit-back chance
    losers = about_to_lose(state)
    if losers:
        if state.options.last_chance and not state.last_chance:
            return open_window(replace(state, last_chance=True), "last_chance"), ()
        return _eliminate(state)
    return _phase_step(state)


def _resolve_top(state: State) -> Result:
    item, stack = state.stack.pop()
    state = replace(state, stack=stack)
    events: list[Event] = []
    if not item.negated:
        if item.payload.kind == "ante":
            state, more = gambling.resolve_ante(state, item.payload, item.ignored_by)
        elif item.payload.kind == "winnings":
            state, more = gambling.resolve_winnings(state, item.payload)
        else:
            state, more = resolve_effects(state, item)
            if item.payload.kind == "event" and state.options.drink_after_event:
                state = replace(state, acted=False)
        events.extend(more)
    events.append(CardResolved(uid=item.uid, card=item.payload.card, negated=item.negated))
    state, kept = dispose(state, item, resolved=True)
    events.extend(kept)
    if not state.stack.is_empty and state.stack.window is None:
        state = open_window(state)
    return state, tuple(events)


def _eliminate(state: State) -> Result:
    losers = about_to_lose(state)
    state = replace(state, last_chance=False)
    if not losers:
        return state, ()
    active_out = state.active in losers
    state, events = eliminate(state, losers)
    if active_out and state.result is None and state.phase != "end":
        state, more = end_turn_early(state)
        events = (*events, *more)
    return state, events


def _phase_step(state: State) -> Result | None:
    g = state.gambling
    if g is not None:
        if gambling.is_over(state):
            return gambling.settle_round(state)
        if g.turn < 0:
            return gambling.next_turn(state), ()
        if not state.options.uniform_windows and not gambling_plays(state, g.turn):
            return gambling.pass_turn(state), ()  # nothing to play: passes without being asked
        return None
    phase = state.phase
    if phase == "start":
        return _start_turn(state)
    if phase == "action" and state.acted:
        return _enter(state, "order"), (PhaseBegan(seat=state.active, phase="order"),)
    if phase == "drink":
        if not state.acted:
            return drinks.drink_phase(state)
        if state.contest is not None:
            return drinks.continue_contest(state)
        return _enter(state, "end"), ()
    if phase == "end":
        return _next_turn(state)
    return None


def _start_turn(state: State) -> Result:
    """R-4.1: start-of-turn triggers, then Discard and Draw (a closed window, R-5.6)."""
    seat = state.active
    events: list[Event] = [TurnStarted(seat=seat, turn=state.turn)]
    for mechanic in hooks.mechanics_of(state, seat):
        state, more = mechanic.on_turn_start(state, seat)
        events.extend(more)
    state = _use_prizes(state, seat)
    if state.phase == "start":
        state = _enter(state, "discard")
    return state, tuple(events)


def _use_prizes(state: State, seat: int) -> State:
    """R-12.1: Prizes in front of the player trigger at the start of their turn (must be used);
    each is a pending item from its holder, then goes to the Prize Bin."""
    front = state.seats[seat].front
    if not front:
        return state
    cat = catalog(state)
    prizes = tuple(c for c in front if cat[c].type == "prize")  # Elixirs stay
    if not prizes:
        return state
    state = update_seat(state, seat, front=tuple(c for c in front if c not in prizes))
    for card in reversed(prizes):
        play = Play("prize", card=card, parts=(card,), seat=seat)
        state = replace(state, stack=state.stack.push(play, source=seat, counts_as="prize"))
    return open_window(state)


def _next_turn(state: State) -> Result:
    """R-4.6: end-of-turn triggers; the next living player to the left begins (R-4.8)."""
    events: list[Event] = []
    seat = state.active
    if state.seats[seat].alive:
        for mechanic in hooks.mechanics_of(state, seat):
            state, more = mechanic.on_turn_end(state, seat)
            events.extend(more)
    if state.turn >= state.options.turn_cap:
        n = len(state.seats)
        outcome = Outcome((), tuple(0.0 for _ in range(n)), "turn cap reached")
        events.append(GameOver(winners=(), reason=outcome.reason))
        return replace(state, result=outcome, phase="over"), tuple(events)
    nxt = _boss_battle_next(state) if state.options.boss >= 0 else -1
    if nxt < 0:
        nxt = state.clockwise_from((seat + 1) % len(state.seats))[0]
    if seat != state.options.boss:
        state = replace(state, last_challenger=seat)
    state = replace(state, active=nxt, turn=state.turn + 1, phase="start", acted=False)
    return state, tuple(events)


def _boss_battle_next(state: State) -> int:
    """R-12.3 [proposed]: the Boss takes a turn after every Challenger turn."""
    boss = state.options.boss
    if state.active != boss and state.seats[boss].alive:
        return boss
    last = state.active if state.active != boss else state.last_challenger
    n = len(state.seats)
    order = [s for s in state.clockwise_from((last + 1) % n) if s != boss]
    return order[0] if order else -1
