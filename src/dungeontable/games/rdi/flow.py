"""The turn (R-4) as a ``core.flow.Flow``: the one module that imports the rules.

Where play stands is ``locate(state)``: a mechanic's pending choice (e.g. Heat's penalty) first,
then a payment waiting for its payer's choice (R-9.2), the Prize to pick (R-12.1), a priority
window (R-6.3, R-6.4), gambling priority (R-8.2), else the turn's phase. Decision phases name
who decides and what they may do; automatic phases are the bookkeeping between decisions: the
top of the stack resolves once everyone passed and a new window opens, an empty-stack window
closes, the hit-back window opens (R-6.9), losers leave after a last chance at a safe point
(R-10.3), a Round of Gambling moves on, and the turn goes start → Discard and Draw → Action →
Order a Drink → Drink → end (R-4.1..R-4.6). Seats with no legal response are never asked
(ARCHITECTURE), unless the option ``uniform_windows`` asks every eligible seat
(``PASS_WINDOWS``: pass always legal).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Outcome, StackItem
from dungeontable.core.flow import Flow, Phase, Step, handlers, phases

from .actions import ACTION_CLASSES, Discard, Draw, OrderDrink, Pass, PayWith, PickPrize
from .actions import Play as PlayCard
from .aside import begin as begin_aside
from .aside import end as end_aside
from .aside import ignoring
from .content import ACTION_CLASSES as MECHANIC_ACTIONS
from .content import (
    HOUSE,
    all_mechanics,
    catalog,
    content_of,
    deciders,
    hooked_of,
    lineup,
    mechanics_of,
    overriding,
)
from .disposal import dispose
from .effects import Directive
from .events import CardResolved, CardsDiscarded, GameOver, PhaseBegan, TurnStarted
from .hooks import Mechanic, discard_from_hand, overrides
from .mechanics import forms
from .plays import Asked, action_plays, gambling_plays, window_plays
from .rules import drinks, gambling, payments, stack_ops
from .rules.elimination import about_to_lose, eliminate
from .rules.resolution import DirectiveHandler, resolve_effects
from .rules.setup import initial_state
from .rules.stack_ops import end_turn_early, order_drinks, play_card
from .state import Play, Result, State, update_seat
from .table import draw_cards
from .windows import open_window, pass_priority


def _become(state: State, item: StackItem[Play], d: Directive) -> Result:
    """Erin's form change (002 L279); turning into a Tree on her own turn ends it (L301)."""
    state, events, rooted = forms.become_directive(state, item, d)
    if not rooted:
        return state, events
    state, more = end_turn_early(state)
    return state, (*events, *more)


DIRECTIVES: Mapping[str, DirectiveHandler] = MappingProxyType(
    {
        "negate": stack_ops.negate,
        "ignore": stack_ops.ignore,
        "redirect": stack_ops.redirect,
        "modify_drink": stack_ops.modify_drink,
        "order_extra": stack_ops.order_extra,
        "draw": stack_ops.draw,
        "end_turn": stack_ops.end_turn,
        "round_on_the_house": drinks.round_on_the_house,
        "drinking_contest": drinks.drinking_contest,
        "pass_drink": drinks.pass_drink,
        "split_drink": drinks.split_drink,
        "convert_drink": drinks.convert_drink,
        "force_drink": drinks.force_drink,
        "everyone_drinks": drinks.everyone_drinks,
        "gamble": gambling.gamble,
        "avoid_ante": gambling.avoid_ante,
        "catch_cheat": gambling.catch_cheat,
        "pot_to_inn": gambling.pot_to_inn,
        "steal_winnings": gambling.steal_winnings,
        "pay_from_inn": gambling.pay_from_inn,
        "take_from_pot": gambling.take_from_pot,
        "gain_valuable": payments.gain_valuable,
        "become": _become,
        "spare_gold": forms.spare_directive,
        "ignore_all": begin_aside,
    }
)
"""Directive kind (``effects.Fx.directive``) -> the rules function executing it."""


__all__ = [
    "ACTION_CLASSES",
    "DIRECTIVES",
    "PASS_WINDOWS",
    "build_flow",
    "initial_state",
    "skip_idle",
]

PROMPTS = {
    "respond": "respond to the pending card, or pass",
    "discard": "discard cards, then draw up to your hand size",
    "action": "play an Action card (or an Anytime card), or pass",
    "gamble": "play a Gambling or Cheating card, or pass",
    "order": "order a Drink for another player",
    "prize": "pick the Prize this Round of Gambling is played for",
    "pay": "choose what to pay with: a Gold or a Gold-equivalent",
}

BOUNDARY_PROMPT = "play an Anytime card, or pass"
"""The prompt of a window between phases or gambling turns (R-5.3): nothing is pending."""


def _respond_prompt(state: State) -> str:
    return BOUNDARY_PROMPT if state.window_kind == "boundary" else PROMPTS["respond"]


PASS_WINDOWS = frozenset({"respond", "gamble"})
"""The decision kinds that are priority windows (response windows, gambling priority): passing
is always legal, and under ``uniform_windows`` every eligible seat is asked in them."""


# --- where play stands ---------------------------------------------------------------------------


def _mechanic_decision(state: State) -> Decision | None:
    """A mechanic's pending decision (e.g. Heat's penalty): it comes at once, before anything
    else happens, even with cards pending."""
    for mechanic in deciders(state):
        found = _claim(state, mechanic)
        if found is not None:
            return found
    return None


def _claim(state: State, mechanic: Mechanic) -> Decision | None:
    """The mechanic's pending decision, unless it goes on with the active player's Action Phase
    (``waits_for_leavers``) while a player about to lose has still to leave (R-10.3)."""
    found = mechanic.decision(state)
    if found is not None and found.kind in mechanic.waits_for_leavers and about_to_lose(state):
        return None
    return found


def locate(state: State) -> str:
    """The phase in play: a decision kind, or an automatic step still to run."""
    options = state.options
    table = (HOUSE if not options.cards else content_of(options)).lineup(state.seats)
    for mechanic in table.deciders:  # a seated character's mechanic may claim a decision
        if _claim(state, mechanic) is not None:
            return "mechanic"
    if state.debts:  # only when the payer has a real choice (``debts`` pays the rest)
        return "pay" if payments.settle_debts(state) is None else "debts"
    stack = state.stack
    window = stack.window  # ``stack.priority`` and ``stack.ready_to_resolve``, inlined
    waiting = window is not None and window.passes < len(window.order)
    if waiting or state.picking_prize:
        g = state.gambling
        if state.picking_prize and g is not None:
            return "prize"
        if waiting:
            return "respond"
        return "gamble" if g is not None and g.turn >= 0 else state.phase
    if window is not None:
        return "resolve" if stack.items else "close-window"
    if state.losses:
        return "hit-back"
    if about_to_lose(state):
        return "last-chance" if state.options.last_chance and not state.last_chance else "leave"
    g = state.gambling
    if g is not None:
        if gambling.is_over(state):
            return "round-over"
        return "gamble-next" if g.turn < 0 else "gamble"
    phase = state.phase
    if phase == "action" and state.acted:
        return "action-over"
    if phase == "order" and state.acted:  # a passed Action's end, owed (``_pass``)
        return "action-ends"
    return phase  # start, discard, action, order, drink, end


def _is_over(state: State) -> bool:
    return state.result is not None


def _active(state: State) -> int:
    return state.active


def _priority(state: State) -> int:
    window = state.stack.window
    assert window is not None
    return window.order[window.cursor]


def _gambler(state: State) -> int:
    g = state.gambling
    assert g is not None
    return g.turn


def _starter(state: State) -> int:
    g = state.gambling
    assert g is not None
    return g.starter


def _payer(state: State) -> int:
    return state.debts[0].payer


# --- what may be done ----------------------------------------------------------------------------


def _mechanic_decide(state: State) -> Decision:
    found = _mechanic_decision(state)
    assert found is not None
    return found


def _mechanic_moves(state: State) -> tuple[Action, ...]:
    """The answers the mechanics at the table offer, each once: a mechanic two characters share
    (Flower's and Spyke's Treasure Deck) is asked once per seat playing it."""
    seat = _mechanic_decide(state).seat
    moves = (a for _s, m in all_mechanics(state) for a in m.extra_actions(state, seat))
    return tuple(dict.fromkeys(moves))


def _respond_moves(state: State) -> tuple[Action, ...]:
    seat = _priority(state)
    return (Pass(), *window_plays(state, seat, Asked()), *_anytime(state, seat))


def _anytime(state: State, seat: int) -> tuple[Action, ...]:
    """What the seat's mechanics let it do whenever it could play an Anytime card (R-5.3)."""
    found: tuple[Action, ...] = ()
    for mechanic in hooked_of(state, seat, "anytime_actions"):
        found += mechanic.anytime_actions(state, seat)
    for mechanic in lineup(state).shared_anytime:  # ask Phrenk (L1134)
        found += mechanic.shared_anytime(state, seat)
    return found


def _gamble_moves(state: State) -> tuple[Action, ...]:
    seat = _gambler(state)
    return (Pass(), *gambling_plays(state, seat), *_any_decision(state, seat))


def _any_decision(state: State, seat: int) -> tuple[Action, ...]:
    """Option ``chi_calm=any_decision``: a mechanic's any-time actions at every decision."""
    return _anytime(state, seat) if state.options.chi_calm == "any_decision" else ()


def _discard_moves(state: State) -> tuple[Action, ...]:
    seat = state.active
    hand = state.seats[seat].hand
    return (Draw(), *(Discard(c) for c in sorted(set(hand))), *_any_decision(state, seat))


def _action_moves(state: State) -> tuple[Action, ...]:
    return (Pass(), *action_plays(state, state.active), *_anytime(state, state.active))


def _order_moves(state: State) -> tuple[Action, ...]:
    seat = state.active
    orders = tuple(OrderDrink(t) for t in state.living() if t != seat)
    return (*orders, *_any_decision(state, seat))


def _prize_moves(state: State) -> tuple[Action, ...]:
    return tuple(PickPrize(c) for c in sorted(set(state.prizes)))


def _pay_moves(state: State) -> tuple[Action, ...]:
    return tuple(PayWith(c) for c in payments.pay_choices(state))


# --- handlers ------------------------------------------------------------------------------------

Handler = Callable[[State, Action, list[Event]], State]


def _done(found: Result, events: list[Event]) -> State:
    state, more = found
    events.extend(more)
    return state


def _enter(state: State, phase: str) -> State:
    return replace(state, phase=phase, acted=False)


def _discard(state: State, action: Discard, events: list[Event]) -> State:
    seat = state.active
    hand = list(state.seats[seat].hand)
    hand.remove(action.card)
    state = update_seat(state, seat, hand=tuple(hand))
    state = discard_from_hand(state, seat, (action.card,), all_mechanics, catalog)
    events.append(CardsDiscarded(seat=seat, cards=(action.card,)))
    return state


def _draw(state: State, action: Draw, events: list[Event]) -> State:
    seat = state.active
    size = state.options.hand_size
    for mechanic in hooked_of(state, seat, "hand_size"):  # e.g. Ohava's Deities in harmony
        size = mechanic.hand_size(state, seat, size)
    need = max(0, size - len(state.seats[seat].hand))
    for mechanic in hooked_of(state, seat, "draw_up"):  # e.g. Piper's first draw from her Quiver
        held = len(state.seats[seat].hand)
        found = mechanic.draw_up(state, seat, need)
        if found is not None:  # the mechanic drew some; the usual draw makes the rest
            state = _done(found, events)
            need = max(0, need - (len(state.seats[seat].hand) - held))
            break
    if _mechanic_decision(state) is not None:  # e.g. Vlazlo buying form cards (002 L1647):
        return state  # his choice comes first; his mechanic draws up and begins the Action
    return _enter(_done(draw_cards(state, seat, need), events), "action")


def _order(state: State, action: OrderDrink, events: list[Event]) -> State:
    state = _done(order_drinks(state, state.active, action.target, 1), events)
    return boundary(_enter(state, "drink"))


def boundary(state: State) -> State:
    """R-5.3: a chance for Anytime cards outside any answer: an empty-stack window at a phase
    boundary (the Order a Drink phase begins, a Drink is about to be revealed) and between two
    turns of a Round of Gambling. It asks like every window (active player first, clockwise;
    under ``uniform_windows`` every living seat, whatever it holds)."""
    if state.result is not None or state.stack.window is not None:
        return state
    return open_window(state, "boundary")


def _priority_kind(state: State) -> str:
    """Where a ``Play`` or a ``Pass`` answers (both legal only there): a response window, a
    gambling priority, or the active player's Action phase (``locate``'s order)."""
    window = state.stack.window
    if window is not None and window.passes < len(window.order):
        return "respond"
    g = state.gambling
    return "gamble" if g is not None and g.turn >= 0 else "action"


def _play(state: State, action: PlayCard, events: list[Event]) -> State:
    kind = _priority_kind(state)
    counts_as = ""
    if kind == "respond":
        seat = _priority(state)
    elif kind == "gamble":
        seat = _gambler(state)
        g = state.gambling
        assert g is not None
        state = replace(state, gambling=replace(g, turn=-1))
        counts_as = "gambling" if _card_type(state, action.card) == "action" else ""
    else:  # the active player's Action phase
        seat = state.active
        card_type = _card_type(state, action.card)
        used = card_type == "action" and not _free_action(state, seat, action.card)
        state = replace(state, acted=state.acted or used)
    state, more = play_card(state, seat, action, counts_as)
    events.extend(more)
    return state


def _free_action(state: State, seat: int, card: str) -> bool:
    """An Action card that leaves the Action unused (Piper's Arrow-Actions, 002 L1190)."""
    found = catalog(state)[card]
    return any(m.free_action(state, seat, found) for m in hooked_of(state, seat, "free_action"))


def _card_type(state: State, card: str) -> str:
    return str(catalog(state)[card].type)


def _pass(state: State, action: Pass, events: list[Event]) -> State:
    kind = _priority_kind(state)
    if kind == "respond":
        return pass_priority(state)
    if kind == "gamble":
        return boundary(gambling.pass_turn(state))
    over = replace(state, acted=True)  # the Action phase is over, not yet left
    state = _enter(state, "order")  # the active player ends the Action phase
    if any(m.decision(state) and m.decision(over) for m in deciders(state)):
        # a choice of the Action phase's end, made as Order a Drink begins (Wrench's Gizmos
        # tick, L1855): ``acted`` in Order a Drink marks the phase's end as owed, run once every
        # such choice is made and settled (step ``action-ends``); not Samantha's extra Drink
        return boundary(replace(state, acted=True))
    return boundary(_action_ends(state, events))


def _action_ends(state: State, events: list[Event]) -> State:
    """The active player's Action Phase is over: every mechanic's ``on_action_end`` (e.g.
    Natyli's Power Jinx returns, 002 L852)."""
    if overriding(state, "on_action_end"):
        for owner, mechanic in all_mechanics(state):
            if overrides(mechanic, "on_action_end"):
                state = _done(mechanic.on_action_end(state, owner, state.active), events)
    return state


def _pay(state: State, action: PayWith, events: list[Event]) -> State:
    return _done(payments.pay_one(state, action.card), events)


def _pick(state: State, action: PickPrize, events: list[Event]) -> State:
    return _done(gambling.pick_prize(state, action.card), events)


def _mechanic_action(state: State, action: Action, events: list[Event]) -> State:
    """A mechanic's answer (e.g. the Heat penalty chosen): the mechanic that offered it applies
    it; or what a seat's mechanic lets it do any time (``anytime_actions``), which keeps its turn
    to answer."""
    decided = _mechanic_decision(state)
    if decided is None:
        where = locate(state)
        seat = (
            _priority(state)
            if where == "respond"
            else _gambler(state)
            if where == "gamble"
            else state.active
        )
        for mechanic in mechanics_of(state, seat):
            if action in mechanic.anytime_actions(state, seat):
                return _windowed(_done(mechanic.apply_anytime(state, seat, action), events))
        for mechanic in lineup(state).shared_anytime:
            if action in mechanic.shared_anytime(state, seat):
                return _windowed(_done(mechanic.apply_anytime(state, seat, action), events))
        return state
    seat = decided.seat
    for _s, mechanic in all_mechanics(state):
        if action in mechanic.extra_actions(state, seat):
            return _windowed(_done(mechanic.apply_extra(state, action), events))
    return state


def _windowed(state: State) -> State:
    """A mechanic's action that left cards pending without a window (it pushed some, e.g.
    Ripsnarl's Fury, Zariah's Chimera attack; or completed a pending card, e.g. a Story's pick)
    opens one, the active player first (R-6.3, R-6.4): mechanics never open windows."""
    if state.stack.items and state.stack.window is None:
        return open_window(state)
    return state


# --- automatic steps -----------------------------------------------------------------------------


def _debts(state: State, events: list[Event]) -> State:
    found = payments.settle_debts(state)
    assert found is not None
    return _done(found, events)


def _resolve_top(state: State, events: list[Event]) -> State:
    item, stack = state.stack.pop()
    state = replace(state, stack=stack)
    item, more = ignoring(state, item)  # players Ignoring all effects (002 L378)
    events.extend(more)
    if not item.negated:
        kind = item.payload.kind
        if kind == "ante":
            state, more = gambling.resolve_ante(state, item.payload, item.ignored_by)
        elif kind == "winnings":
            state, more = gambling.resolve_winnings(state, item.payload)
        else:
            state, more = resolve_effects(state, item, DIRECTIVES)
            if kind == "event" and state.options.drink_after_event:
                state = replace(state, acted=False)
        events.extend(more)
    events.append(CardResolved(uid=item.uid, card=item.payload.card, negated=item.negated))
    state, more = dispose(state, item, resolved=True)
    events.extend(more)
    if not state.stack.is_empty and state.stack.window is None:
        state = open_window(state)
    return state


def _close_window(state: State, events: list[Event]) -> State:
    """An empty-stack window everyone passed: a last-chance window lets the losers leave."""
    kind = state.window_kind
    state = replace(state, stack=state.stack.close_window(), losses=(), window_kind="")
    if kind == "last_chance":
        return _leave(state, events)
    return state


def _hit_back(state: State, events: list[Event]) -> State:
    return open_window(state, "after")  # hit-back chance


def _last_chance(state: State, events: list[Event]) -> State:
    return open_window(replace(state, last_chance=True), "last_chance")


def _leave(state: State, events: list[Event]) -> State:
    losers = about_to_lose(state)
    state = replace(state, last_chance=False)
    if not losers:
        return state
    active_out = state.active in losers
    state = _done(eliminate(state, losers), events)
    if active_out and state.result is None and state.phase != "end":
        state = _done(end_turn_early(state), events)
    return state


def _round_over(state: State, events: list[Event]) -> State:
    return _done(gambling.settle_round(state), events)


def _gamble_next(state: State, events: list[Event]) -> State:
    return boundary(gambling.next_turn(state))


def skip_idle(state: State) -> State:
    """A gambler with nothing to play passes without being asked (R-8.2), unless
    ``uniform_windows`` asks everyone. Run after every step, so ``locate`` reads public data
    only (a determinized copy of a gambler's hand is still asked)."""
    while True:
        g = state.gambling
        if g is None or g.turn < 0 or state.options.uniform_windows:
            return state
        if locate(state) != "gamble" or gambling_plays(state, g.turn):
            return state
        state = boundary(gambling.pass_turn(state))


def _after(state: State, before: State, events: list[Event]) -> State:
    g = state.gambling
    return state if g is None or g.turn < 0 else skip_idle(state)


def _then_skip(step: Step[State]) -> Step[State]:
    def run(state: State, events: list[Event]) -> State:
        state = step(state, events)
        g = state.gambling
        return state if g is None or g.turn < 0 else skip_idle(state)

    run.__name__ = step.__name__
    return run


def _start_turn(state: State, events: list[Event]) -> State:
    """R-4.1: start-of-turn triggers, then Discard and Draw (a closed window, R-5.6)."""
    seat = state.active
    events.append(TurnStarted(seat=seat, turn=state.turn))
    state = _done(end_aside(state, seat), events)  # "until the start of your next turn"
    for mechanic in hooked_of(state, seat, "on_turn_start"):
        state = _done(mechanic.on_turn_start(state, seat), events)
    if not state.stack.is_empty and state.stack.window is None:  # e.g. a Curse revealed
        state = open_window(state)
    state = _use_prizes(state, seat)
    if state.phase == "start":
        state = _enter(state, "discard")
    return state


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


def _action_over(state: State, events: list[Event]) -> State:
    state = _action_ends(state, events)
    events.append(PhaseBegan(seat=state.active, phase="order"))
    return boundary(_enter(state, "order"))


def _owed_action_end(state: State, events: list[Event]) -> State:
    """A passed Action's end, owed while its choices were made (``_pass``): now run."""
    return _action_ends(replace(state, acted=False), events)


def _drink(state: State, events: list[Event]) -> State:
    if not state.acted:
        return _done(drinks.drink_phase(state), events)
    if state.contest is not None:
        return _done(drinks.continue_contest(state), events)
    if state.options.end_turn_order == "own_first":  # as the Drink phase ends
        state = _own_turn_end(state, events)
    return _enter(state, "end")


def _next_turn(state: State, events: list[Event]) -> State:
    """R-4.6: end-of-turn triggers (option ``end_turn_order``: those of every mechanic on the
    player, then the player's own); the next living player to the left begins (R-4.8)."""
    seat = state.active
    own_first = state.options.end_turn_order == "own_first"
    if own_first and state.acted:  # a turn ended early: no Drink phase ran them
        state = replace(_own_turn_end(state, events), acted=False)
    if overriding(state, "on_any_turn_end"):  # e.g. Amundyr's Scarab damage (002 L103)
        for owner, mechanic in all_mechanics(state):
            if overrides(mechanic, "on_any_turn_end"):
                state = _done(mechanic.on_any_turn_end(state, owner, seat), events)
    if not state.stack.is_empty:  # an end-of-turn item: settled first, then the turn ends
        return open_window(state)
    if not own_first:
        state = _own_turn_end(state, events)
    if state.turn >= state.options.turn_cap:
        n = len(state.seats)
        outcome = Outcome((), tuple(0.0 for _ in range(n)), "turn cap reached")
        events.append(GameOver(winners=(), reason=outcome.reason))
        return replace(state, result=outcome, phase="over")
    nxt = _boss_battle_next(state) if state.options.boss >= 0 else -1
    if nxt < 0:
        nxt = state.clockwise_from((seat + 1) % len(state.seats))[0]
    if seat != state.options.boss:
        state = replace(state, last_challenger=seat)
    return replace(state, active=nxt, turn=state.turn + 1, phase="start", acted=False)


def _own_turn_end(state: State, events: list[Event]) -> State:
    """The active player's own end-of-turn effects (``on_turn_end``: Wulfric's mood, L554)."""
    seat = state.active
    if state.seats[seat].alive:
        for mechanic in hooked_of(state, seat, "on_turn_end"):
            state = _done(mechanic.on_turn_end(state, seat), events)
    return state


def _boss_battle_next(state: State) -> int:
    """R-12.3 [proposed]: the Boss takes a turn after every Challenger turn."""
    boss = state.options.boss
    if state.active != boss and state.seats[boss].alive:
        return boss
    last = state.active if state.active != boss else state.last_challenger
    n = len(state.seats)
    order = [s for s in state.clockwise_from((last + 1) % n) if s != boss]
    return order[0] if order else -1


# --- the flow ------------------------------------------------------------------------------------


def refusal(state: State, action: Action, now: Decision | None) -> str:
    """``<action> is not legal now (seat N must <prompt>)``; a prompt that already says "must"
    or "may" (Dale's full Planter, Vlazlo's purchases) is not given a second one."""
    if now is None:
        return f"{action.to_text()} is not legal now (the game is over)"
    prompt = now.prompt.removeprefix("must ")
    must = "" if prompt.startswith("may ") else "must "
    text = f"{action.to_text()} is not legal now (seat {now.seat} {must}{prompt})"
    return text + _option_note(state, action)


def _option_note(state: State, action: Action) -> str:
    """``: <card> takes option=a or no option here`` when the card may be played now but not
    with the play-time choice given (R-6.1): the choice was wrong, not the moment; likewise
    ``: <card> needs a target here (target=0)`` for a target left out or not one it takes."""
    if not isinstance(action, PlayCard):
        return ""
    phase = PHASES.get(locate(state))
    if phase is None or phase.auto is not None:
        return ""
    plays = [m for m in phase.legal(state) if isinstance(m, PlayCard) and m.card == action.card]
    taken = sorted({move.option for move in plays})
    if not taken:
        return ""
    if action.option not in taken:
        said = " or ".join(f"option={option}" if option else "no option" for option in taken)
        return f": {action.card} takes {said} here"
    targets = sorted(
        {m.target for m in plays if (m.item, m.option) == (action.item, action.option)}
    )
    if not targets or action.target in targets:
        return ""
    said = " or ".join(f"target={t}" if t >= 0 else "no target" for t in targets)
    if action.target < 0:
        return f": {action.card} needs a target here ({said})"  # examiner 14b: target= left out
    return f": {action.card} takes {said} here"


PHASES = phases(
    Phase[State]("mechanic", decide=_mechanic_decide, moves=(_mechanic_moves,)),
    Phase[State]("pay", seat=_payer, moves=(_pay_moves,), prompt=PROMPTS["pay"]),
    Phase[State]("prize", seat=_starter, moves=(_prize_moves,), prompt=PROMPTS["prize"]),
    Phase[State]("respond", seat=_priority, moves=(_respond_moves,), prompt=_respond_prompt),
    Phase[State]("gamble", seat=_gambler, moves=(_gamble_moves,), prompt=PROMPTS["gamble"]),
    Phase[State]("discard", seat=_active, moves=(_discard_moves,), prompt=PROMPTS["discard"]),
    Phase[State]("action", seat=_active, moves=(_action_moves,), prompt=PROMPTS["action"]),
    Phase[State]("order", seat=_active, moves=(_order_moves,), prompt=PROMPTS["order"]),
    Phase[State]("debts", auto=_then_skip(_debts)),
    Phase[State]("resolve", auto=_then_skip(_resolve_top)),
    Phase[State]("close-window", auto=_then_skip(_close_window)),
    Phase[State]("hit-back", auto=_then_skip(_hit_back)),
    Phase[State]("last-chance", auto=_then_skip(_last_chance)),
    Phase[State]("leave", auto=_then_skip(_leave)),
    Phase[State]("round-over", auto=_then_skip(_round_over)),
    Phase[State]("gamble-next", auto=_then_skip(_gamble_next)),
    Phase[State]("start", auto=_then_skip(_start_turn)),
    Phase[State]("action-over", auto=_then_skip(_action_over)),
    Phase[State]("action-ends", auto=_then_skip(_owed_action_end)),
    Phase[State]("drink", auto=_then_skip(_drink)),
    Phase[State]("end", auto=_then_skip(_next_turn)),
)


def build_flow() -> Flow[State]:
    """The game's turn engine (one per game instance: it keeps the last answer it gave)."""
    return Flow(
        title="The Red Dragon Inn",
        phases=PHASES,
        handlers=handlers(
            (Discard, _discard),
            (Draw, _draw),
            (OrderDrink, _order),
            (PlayCard, _play),
            (Pass, _pass),
            (PayWith, _pay),
            (PickPrize, _pick),
            (MECHANIC_ACTIONS, _mechanic_action),
        ),
        locate=locate,
        is_over=_is_over,
        after=_after,
        refusal=refusal,
    )
