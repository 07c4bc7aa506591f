"""Card Rogue's turn as data: the phase table and the handler table, handed to ``core.flow``.

This is the one module that wires the rules modules together (docs/rules/cardrogue.md §6.3):

- the decision phases (``decide``, ``draft``, ``explore``, ``combat``, ``flee``) name their
  prompt and their move generators, concatenated in the order listed: the turn's own actions
  first (flip, move / attack, flee; then ending the turn), the optional ones after ending the
  turn (items, potions, scrolls, shop, interaction...), so an agent that always takes the first
  choice still moves the game on;
- the pending choices (``State.pending``, newest last, answered first-in-first-out from the
  front) are frames: while one is open, play stands at its kind (``locate``);
- the automatic phases run one step each until someone must decide;
- the handler table maps every action class to the rules function that applies it.

The turn's start and end hooks are ``common.turn_start.begin_turn`` and ``rules.turn.end``.
"""

from __future__ import annotations

from collections.abc import Callable

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event
from dungeontable.core.flow import Flow, Phase, handlers, phases

from .actions import (
    AcceptTrade,
    AskCard,
    Attack,
    Buy,
    CancelPurchase,
    CancelTrade,
    DeclineTrade,
    Discard,
    Drink,
    EndTurn,
    Equip,
    Flee,
    FleeTo,
    Flip,
    HireMole,
    Hop,
    Identify,
    Keep,
    KeepCards,
    LayFaceDown,
    LeaveTable,
    Move,
    OfferCard,
    Orient,
    Pay,
    PickCharacter,
    ProposeTrade,
    RageQuit,
    ReadScroll,
    Respawn,
    ReturnToTable,
    RollDie,
    Sell,
    SendOffer,
    StartDiscard,
    StayAway,
    StayPut,
    Steal,
    StepThrough,
    Teleport,
    Throw,
    Trip,
    Unequip,
)
from .catalog import HandFacts
from .common.nearby import NearbyPlayers
from .common.payment import MOLE
from .common.shared import HandSurvey
from .common.stuck import StuckSearch
from .phases import (
    AFTER_MOVE,
    AWAY,
    COMBAT,
    DECIDE,
    DISCARD,
    DRAFT,
    END,
    ENEMIES,
    ENEMIES_AT_END,
    EXPLORE,
    FACEDOWN,
    FLEE,
    FLEE_CHECK,
    HOP,
    KEEP,
    ORIENT,
    PAY,
    PLACE,
    RESPAWN,
    RESUME,
    TELEPORT,
    TRADE,
    TRADE_ANSWER,
    UPKEEP,
)
from .rules import (
    combat,
    death,
    explore,
    flee,
    interact,
    items,
    leave,
    mole,
    movement,
    payment,
    potions,
    scrolls,
    setup,
    shop,
    teleport,
    tiles,
    trade,
    turn,
)
from .state import EMPTY_SLOTS, Pending, State

TITLE = "Card Rogue"


NO_CARDS = HandFacts(potion=False, scroll=False, gear=False, discardable=False)
"""The facts of an empty hand: no hand generator has anything to offer."""


def locate(state: State) -> str:
    """Where play stands: the oldest open pending choice, else the phase."""
    return state.pending[0].kind if state.pending else state.phase


def is_over(state: State) -> bool:
    return state.result is not None


def _top(prompt: Callable[[State, Pending], Decision]) -> Callable[[State], Decision]:
    """The decision of a pending choice, asked about the choice open now."""

    def decide(state: State) -> Decision:
        return prompt(state, state.pending[0])

    return decide


def build_flow() -> Flow[State]:
    """Card Rogue's flow; built once per game instance: it keeps the one answer slot, and the
    memos below (the R292 search by map, hand facts and neighbours by decision) are its own."""
    # The memos of this flow, handed to the rules that share them (closures: a ``partial`` with
    # keywords builds a dict on every call, and these run on every decision).
    stuck = StuckSearch().is_stuck  # bound methods: called like plain functions
    facts = HandSurvey().hand_facts
    near = NearbyPlayers().adjacent_players

    def interaction_options(state: State) -> list[Action]:
        return interact.interaction_options(state, near)

    def propose_options(state: State) -> list[Action]:
        return trade.propose_options(state, near)

    def discard_options(state: State) -> list[Action]:
        return items.discard_options(state, facts)

    def equipment_options(state: State) -> list[Action]:
        return items.equipment_options(state, facts)

    def potion_options(state: State) -> list[Action]:
        return potions.potion_options(state, facts)

    def scroll_options(state: State) -> list[Action]:
        return scrolls.scroll_options(state, facts)

    def mole_options(state: State) -> list[Action]:
        return mole.mole_options(state, stuck)

    def end(state: State, ev: list[Event]) -> State:
        return turn.end(state, ev, stuck)

    def explore_extras(state: State) -> list[Action]:
        """The optional moves of the turn, in this order: interaction, discard, equipment,
        leaving, the mole, potions, scrolls, the shop, trading. One generator asked once a
        decision; the ones that cannot offer anything now are not asked (each would answer
        nothing: an empty hand has no card to use, a player in combat may not interact, hire
        the mole, shop or trade, R064; nobody next to him, no trip, steal or trade; no leaving
        unless ``allow_quitting``)."""
        player = state.players[state.seat]
        hand, free = player.hand, not player.fights
        nearby = near(state, state.seat) if free else ()  # nobody next to him: no interaction
        found: list[Action] = interaction_options(state) if nearby else []
        kinds = facts(state, hand) if hand else NO_CARDS  # a generator asked only for its kind
        if kinds.discardable:
            found += discard_options(state)
        if kinds.gear or player.equipment != EMPTY_SLOTS:
            found += equipment_options(state)
        if state.options.allow_quitting:
            found += leave.leave_options(state)
        if free:
            found += mole_options(state)
        if kinds.potion:
            found += potion_options(state)
        if kinds.scroll:
            found += scroll_options(state)
        if free:
            found += shop.shop_options(state)
        if nearby:
            found += propose_options(state)
        return found

    def step4_extras(state: State) -> list[Action]:
        """R025, R112, R093: after a flee move or a slay met by moving the turn goes on at step
        4, and potions and scrolls may still be used "at any time" of it (003 L299, L351): with
        one to use, the player decides before the cards are laid; discarding and equipment are
        offered then too (A-16, A-43). No move, interaction or shopping (steps 2-3 are over)."""
        player = state.players[state.seat]
        hand = player.hand
        kinds = facts(state, hand) if hand else NO_CARDS
        usable: list[Action] = potion_options(state) if kinds.potion else []
        if kinds.scroll:
            usable += scroll_options(state)
        if not usable:
            return []
        found: list[Action] = discard_options(state) if kinds.discardable else []
        if kinds.gear or player.equipment != EMPTY_SLOTS:
            found += equipment_options(state)
        if state.options.allow_quitting:
            found += leave.leave_options(state)
        return found + usable

    def place_or_wait(state: State, ev: list[Event]) -> State:
        """Step 4 reached by a flee or a slay: wait for the player if he has a potion or
        scroll to use, else lay the cards and end the turn at once."""
        if step4_extras(state):
            return replace(state, phase=EXPLORE, step=4)
        return turn.place(state, ev)

    def explore_moves(state: State) -> list[Action]:
        """The turn's moves in order: flips, moves, ending the turn, then the optional ones
        (one generator: every generator above returns a list of its own, extended here)."""
        if state.step == 4:
            return [turn.END_TURN, *step4_extras(state)]
        found = explore.flip_options(state)
        found += movement.move_options(state)
        found.append(turn.END_TURN)
        found += explore_extras(state)
        return found

    def explore_prompt(state: State) -> Decision:
        """The step's prompt (after the normal move: whether an extra move is left, R061)."""
        return turn.explore_prompt(state, lambda s: bool(movement.move_options(s)))

    def combat_moves(state: State) -> list[Action]:
        """Combat's moves in order: attacks (or ending the turn), fleeing, the optional ones."""
        found = combat.attack_options(state)
        found += flee.flee_option(state)
        found += combat_extras(state)
        return found

    def combat_extras(state: State) -> list[Action]:
        """The optional moves in combat, in this order: discard, equipment, leaving, potions,
        scrolls (the ones that cannot offer anything with an empty hand are not asked)."""
        player = state.players[state.seat]
        hand = player.hand
        kinds = facts(state, hand) if hand else NO_CARDS
        found: list[Action] = discard_options(state) if kinds.discardable else []
        if kinds.gear or player.equipment != EMPTY_SLOTS:
            found += equipment_options(state)
        if state.options.allow_quitting:
            found += leave.leave_options(state)
        if kinds.potion:
            found += potion_options(state)
        if kinds.scroll:
            found += scroll_options(state)
        return found

    completions: dict[str, payment.Completion] = {
        MOLE: mole.complete_hire,
        "shop": shop.complete_purchase,
    }

    def pay(state: State, action: Pay, ev: list[Event]) -> State:
        return payment.pay(state, action, ev, completions)

    table = phases(
        # setup (§1.2)
        Phase(DECIDE, decide=setup.decide_prompt, moves=(setup.roll_option,)),
        Phase(DRAFT, decide=setup.draft_prompt, moves=(setup.draft_options,)),
        # the turn (R020-R026)
        Phase(UPKEEP, auto=turn.upkeep),
        Phase(
            EXPLORE,
            decide=explore_prompt,
            moves=(explore_moves,),
        ),
        Phase(AFTER_MOVE, auto=movement.after_move),
        Phase(
            COMBAT,
            decide=combat.combat_prompt,
            moves=(combat_moves,),
        ),
        Phase(FLEE_CHECK, auto=flee.flee_check),
        Phase(FLEE, decide=flee.flee_prompt, moves=(explore.flip_options, flee.flee_to_options)),
        Phase(ENEMIES, auto=combat.enemies_act),
        Phase(ENEMIES_AT_END, auto=combat.enemies_act),
        Phase(RESUME, auto=combat.resume),
        Phase(PLACE, auto=place_or_wait),
        Phase(END, auto=end),
        # pending choices (frames on ``State.pending``)
        Phase(ORIENT, decide=_top(tiles.orient_prompt), moves=(tiles.orient_options,)),
        Phase(DISCARD, decide=_top(items.discard_prompt), moves=(items.discard_choices,)),
        Phase(KEEP, decide=_top(death.keep_prompt), moves=(death.keep_options,)),
        Phase(FACEDOWN, decide=_top(death.facedown_prompt), moves=(death.facedown_options,)),
        Phase(RESPAWN, decide=_top(death.respawn_prompt), moves=(death.respawn_options,)),
        Phase(HOP, decide=_top(interact.hop_prompt), moves=(interact.hop_options,)),
        Phase(TRADE, decide=_top(trade.compose_prompt), moves=(trade.compose_options,)),
        Phase(TRADE_ANSWER, decide=_top(trade.answer_prompt), moves=(trade.answer_options,)),
        Phase(TELEPORT, decide=_top(teleport.teleport_prompt), moves=(teleport.teleport_options,)),
        Phase(PAY, decide=_top(payment.pay_prompt), moves=(payment.pay_options,)),
        Phase(AWAY, decide=_top(leave.away_prompt), moves=(leave.away_options,)),
    )
    actions = handlers(
        # setup
        (RollDie, setup.roll_die),
        (PickCharacter, setup.pick_character),
        # the turn
        (Flip, explore.flip),
        (Orient, tiles.orient),
        (Move, movement.move),
        (EndTurn, turn.end_turn),
        (Attack, combat.attack),
        (Flee, flee.flee),
        (FleeTo, flee.flee_to),
        (Keep, death.keep),
        (LayFaceDown, death.lay_face_down),
        (Respawn, death.respawn),
        # items, potions, scrolls
        (StartDiscard, items.start_discard),
        (KeepCards, items.keep_cards),
        (Equip, items.equip),
        (Unequip, items.unequip),
        (Discard, items.discard),
        (Drink, potions.drink),
        (Throw, potions.throw),
        (Teleport, teleport.teleport),
        (Identify, scrolls.read_identify),
        (StepThrough, scrolls.read_step),
        (ReadScroll, scrolls.read),
        # the shop and the mole
        (Buy, shop.buy),
        (Sell, shop.sell),
        (Pay, pay),
        (CancelPurchase, payment.cancel),
        (HireMole, mole.hire),
        # other players
        (Trip, interact.trip),
        (Hop, interact.hop),
        (StayPut, interact.stay_put),
        (Steal, interact.steal),
        (ProposeTrade, trade.propose),
        (OfferCard, trade.offer_card),
        (AskCard, trade.ask_card),
        (CancelTrade, trade.cancel),
        (SendOffer, trade.send),
        (AcceptTrade, trade.accept),
        (DeclineTrade, trade.decline),
        # leaving the table
        (RageQuit, leave.rage_quit),
        (LeaveTable, leave.leave_table),
        (ReturnToTable, leave.come_back),
        (StayAway, leave.stay_away),
    )
    return Flow(TITLE, table, actions, locate, is_over, refusal=refusal)


DIRECTIONS = ("N", "E", "S", "W")


def refusal(state: State, action: Action, now: Decision | None) -> str:
    """``<action> is not allowed now: seat N must <prompt>``, with the rule that forbids it where
    the prompt alone would seem to allow it (a flee with no way out while the prompt reads
    "attack an enemy or flee"; a second trip or steal while it reads "interact"), or the form a
    direction takes (``move dir=e`` beside the allowed ``move dir=E``)."""
    if now is None:
        return f"{action.to_text()} is not allowed now: the game is over"
    text = f"{action.to_text()} is not allowed now: seat {now.seat} must {now.prompt}"
    why = ""
    direction = getattr(action, "dir", "")
    if isinstance(direction, str) and direction and direction not in DIRECTIONS:
        why = f"dir={direction}: a direction is N, E, S or W"
    elif isinstance(action, Flee) and now.kind == "combat" and not flee.can_flee(state, now.seat):
        why = "no way out: no free tile to flee to and no face-down card to flip open (A-25)"
    elif isinstance(action, Equip | Unequip) and state.seat == now.seat:
        why = items.why_not_equipment(state, action)
    elif isinstance(action, Buy | Sell) and state.seat == now.seat:
        why = shop.why_not_deal(state, action)
    elif isinstance(action, Pay) and now.kind == "pay":
        why = payment.why_not_pay(state, action)
    elif isinstance(action, Trip | Steal) and state.seat == now.seat:
        most = state.options.max_trip_or_steal_per_turn
        if state.interactions >= most:
            why = f"at most {most} trip or steal a turn (A-37), made already"
    return f"{text} ({why})" if why else text
