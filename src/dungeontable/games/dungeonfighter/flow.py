"""The turn as data on ``core.flow``: who decides what, the legal answers, and applying them.

The one module that imports the rules: ``locate`` names the decision in play (the phase, or the
pending choice of the throw being resolved), the phase table lists each decision's seat, prompt
and legal answers, the handler table maps each action to the rule it applies. A throw is an
*open action* (``DungeonFighter.open_actions``): any valid flick of a die on offer goes, not only
the presets listed as legal, so ``apply`` checks an off-list throw itself (``throw_problem``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Outcome
from dungeontable.core.flow import Flow, Phase, handlers, phases

from .abilities import OPS
from .actions import (
    BackDown,
    Berserk,
    Buy,
    BuyBonusDie,
    BuyHealing,
    Continue,
    DestroyEquipment,
    EnterResult,
    GiveCard,
    HealHero,
    MoveTo,
    PayMelody,
    PlaceBeer,
    ScarAbility,
    SufferDefeat,
    SwingAgain,
    Throw,
    UseCard,
)
from .content import catalog
from .encounter import set_throwing, throwing_of
from .options import Options
from .party import Step, discard_card, heal, heal_cap, healable
from .rules import fight, maintenance, movement, scoring, strike, tower
from .rules.setup import setup
from .state import State
from .throw import scripted

TITLE = "Dungeon Fighter"
PROMPTS = {
    "move": "choose the next room",
    "throw": "throw a die (or take option B / back down)",
    "enter-result": "enter where the real die ended: section and face",
    "react": "use a 1x card on this result?",
    "before-throw": "use a 1x card before the next throw, or pass",
    "swing": "swing again: throw the same die again, or keep this result?",
    "berserk": "Berserk: pay 1 hp to double this throw's damage?",
    "beer": "Beer: put the beer token on a hero",
    "melody": "Enchanting Melody: pay 1 gold to silence the monster?",
    "divine": "Divine Intervention: heal a hero by 1",
    "destroy": "Destroy Equipment: discard one of your cards",
    "loot": "Five-finger Discount: give the revealed card to a hero",
    "make-room": "no free slot: hand on or discard one card of that type",
    "scar": "cover one of your abilities with a scar",
    "trade": "hand equipment to another hero, or continue",
    "shop": "buy at the shop, or continue",
    "treasure": "give the treasure card to a hero",
}
ENTRIES = (
    *((s, "none") for s in (10, 4, 3, 2, 1)),
    *((0, m) for m in ("no_bounce", "hole", "bone", "off")),
)
MAX_SEATS = 6


# --- where play stands ------------------------------------------------------------------------


def is_over(state: State) -> bool:
    return state.phase == "over" or state.result != ""


def locate(state: State) -> str:
    """The decision in play (the phase's, or the pending choice of the throw in progress), or
    the automatic step due: resolving a thrown die's result, finishing the throw, the fight
    won; in Maintenance, the loot placed, a hero eliminated, the scars done, the round over."""
    phase = state.phase
    if phase == "fight":
        f = state.fight
        assert f is not None
        if f.throwing is not None:
            return strike.pending_choice(state) or (
                "resolve" if f.throwing.stage == "result" else "finish"
            )
        if f.hp <= 0:
            return "boss-defeated" if f.boss else "monster-defeated"
        return "before-throw" if window_holder(state) >= 0 else "throw"
    if phase == "move":
        return "move"
    m = state.maintenance
    assert m is not None
    if m.step == "loot":
        if m.overflow >= 0 and maintenance.overflow_cards(state):  # AMB-44: none left if the
            return "make-room"  # hero used up a card of that type first (a 1x healing card)
        return "loot" if m.loot else "loot-done"
    if m.step == "scars":
        return maintenance.scars_due(state)
    if m.overflow >= 0 and maintenance.overflow_cards(state):  # R104 (L434): a hero handed a
        return "make-room"  # card with no free slot at once hands on or discards one of its type
    if m.step == "trade":
        return "trade"
    if m.step == "room":
        return "treasure" if m.treasure else "shop"  # a bought-out shop stays open
    return "next-round"


def window_holder(state: State) -> int:
    """R106 / AMB-49 (L436, L604): before each throw, every standing hero other than the
    thrower who holds a usable 1x card is asked, in seat order from the thrower's left, until
    he passes (``one_shot_timing=own_turn``: no such window); -1 when nobody is left to ask."""
    if state.options.one_shot_timing != "any_time":
        return -1
    f = state.fight
    assert f is not None
    heroes = state.heroes
    count = len(heroes)
    for hero in heroes:  # loops, not ``any``: asked at every throw decision
        if hero.equipment:
            break
    else:
        return -1  # no card in play: no one to ask
    for i in range(count):
        if healable(state, i):
            break
    else:
        return -1  # nobody a card could heal: no one to ask
    ops = catalog(state.options.cards).ops
    spent = state.spent
    for step in range(1, count):
        index = (f.turn + step) % count
        hero = heroes[index]
        if not hero.equipment or not hero.active or index in f.window_passed:
            continue
        for card in hero.equipment:  # ``_heal_cards`` is not empty: a hero is healable (above)
            if card not in spent and ("heal_hero" in ops[card] or "heal_party" in ops[card]):
                return index
    return -1


def _leader(state: State) -> int:
    return state.leader


def _turn(state: State) -> int:
    f = state.fight  # not ``fight_of``: asked at every throw decision
    assert f is not None
    return f.turn


def _thrower(state: State) -> int:
    return throwing_of(state).hero


def _overflow(state: State) -> int:
    return maintenance.maintenance_of(state).overflow


def _fainted(state: State) -> int:
    return maintenance.fainted_heroes(state)[0]


DECIDER: dict[str, Callable[[State], int]] = {
    "move": _leader, "throw": _turn, "before-throw": window_holder, "swing": _thrower,
    "enter-result": _thrower, "react": _thrower,
    "berserk": _thrower, "beer": _thrower, "melody": _thrower, "divine": _thrower,
    "destroy": _thrower, "loot": _leader, "make-room": _overflow, "scar": _fainted,
    "trade": _leader, "shop": _leader, "treasure": _leader,
}  # fmt: skip
"""The hero who decides, per decision kind."""


# --- the legal answers ------------------------------------------------------------------------


def _move(state: State) -> list[Action]:
    return [MoveTo(room=r) for r in movement.next_rooms(state)]


_SUFFER_DEFEAT = SufferDefeat()
_BACK_DOWN = BackDown()


def _throw(state: State) -> Sequence[Action]:
    """The throws on offer (the presets, a shared tuple), then option B, backing down and the
    thrower's healing cards."""
    throws = fight.throw_actions(state)
    extra: list[Action] = []
    if fight.can_suffer_defeat(state):
        extra.append(_SUFFER_DEFEAT)
    if tower.can_back_down(state):
        extra.append(_BACK_DOWN)
    extra += _heal_cards(state, _turn(state))
    return (*throws, *extra) if extra else throws


def _heal_cards(state: State, holder: int) -> list[Action]:
    """R106 / R160-R161: 1x healing cards, usable any time by their holder; not by an
    eliminated hero (R101, L412: out of the game) nor, in the fight, by a fainted one (R047,
    L280: "he cannot act again during this encounter")."""
    hero = state.heroes[holder]
    equipment = hero.equipment
    if not equipment:  # the common case, at every decision
        return []
    if hero.eliminated or (hero.fainted and state.phase == "fight"):
        return []
    ops = catalog(state.options.cards).ops  # ``item_cards`` for both ops, one look-up
    usable = [c for c in equipment if c not in state.spent]
    out: list[Action] = []
    for card in usable:
        if "heal_hero" in ops[card]:
            heroes = range(len(state.heroes))
            out += [UseCard(card=card, hero=i) for i in heroes if healable(state, i)]
    out += [UseCard(card=c, hero=-1) for c in usable if "heal_party" in ops[c]]
    return out


def _enter(state: State) -> list[Action]:
    t = throwing_of(state)
    specials = (False, True) if _special_faces(state, t.die) else (False,)
    fails = (False, True) if t.requirements else (False,)
    return [
        EnterResult(section=n, miss=m, special=s, failed=f)
        for n, m in ENTRIES
        for s in specials
        for f in fails
    ]


def _special_faces(state: State, die: str) -> int:
    """How many faces of ``die`` show the special icon (AMB-02: none on a white die by default)."""
    options = state.options
    return options.white_special_faces if die == "white" else options.hero_special_faces


def _react(state: State) -> list[Action]:
    return [UseCard(card=c) for c in strike.react_cards(state)] + [Continue()]


def _before_throw(state: State) -> list[Action]:
    return [*_heal_cards(state, window_holder(state)), Continue()]


_SWING = (SwingAgain(yes=True), SwingAgain(yes=False))


def _swing(state: State) -> Sequence[Action]:
    return _SWING


def _berserk(state: State) -> list[Action]:
    return [Berserk(yes=True), Berserk(yes=False)]


def _melody(state: State) -> list[Action]:
    return [PayMelody(yes=True), PayMelody(yes=False)]


def _beer(state: State) -> list[Action]:
    return [PlaceBeer(hero=i) for i, h in enumerate(state.heroes) if h.active]


def _divine(state: State) -> list[Action]:
    return [HealHero(hero=i) for i in range(len(state.heroes)) if healable(state, i)]


def _destroy(state: State) -> list[Action]:
    hero = throwing_of(state).hero
    return [DestroyEquipment(card=c) for c in strike.destroyable(state, hero)]


def _give_to(state: State, card: str) -> list[Action]:
    return [GiveCard(card=card, hero=i) for i in (*maintenance.takers(state, card), -1)]


def _loot(state: State) -> list[Action]:
    """R144 / AMB-44: to a hero with a free slot, or discarded; as at the shop and for a
    treasure (R104, L434), a hero may first hand on or discard a card to free the slot for it
    (``make_room``: to any standing hero, who then discards a card of that type)."""
    card = maintenance.maintenance_of(state).loot[0]
    if state.options.loot_overflow == "discard":
        return [*_give_to(state, card), *_hand_on(state)]
    heroes = [i for i, h in enumerate(state.heroes) if not h.eliminated]
    return [GiveCard(card=card, hero=i) for i in (*heroes, -1)]


def _make_room(state: State) -> list[Action]:
    """R104 (L434): the hero with one card too many of a type hands one of them on (one not yet
    handed on this Maintenance) or discards one; AMB-44 ``make_room`` (a stolen card taken
    without a free slot): he discards one."""
    cards = maintenance.overflow_cards(state)
    out: list[Action] = [GiveCard(card=c, hero=-1) for c in cards]
    if _discard_only(state):
        return out
    m = maintenance.maintenance_of(state)
    carriers = _carriers(state, m.overflow)
    for card in cards:
        if card not in m.passed:
            out += [GiveCard(card=card, hero=i) for i in carriers[card]]
    return out


def _discard_only(state: State) -> bool:
    """AMB-44 ``make_room``: a stolen card was taken without a free slot (only the loot step
    offers that, and then no card is handed on)."""
    m = maintenance.maintenance_of(state)
    return m.step == "loot" and state.options.loot_overflow == "make_room"


def _scar(state: State) -> list[Action]:
    return [ScarAbility(colour=c) for c in maintenance.scar_choices(state)]


def _trade(state: State) -> list[Action]:
    """R095: each card may change hands once per Maintenance (or be discarded, R104)."""
    out = _hand_on(state)
    for index in range(len(state.heroes)):
        out += _heal_cards(state, index)
    return [*out, Continue()]


def _hand_on(state: State) -> list[Action]:
    """R095 / R104: every card not yet passed this Maintenance to another standing hero, or to
    the discard pile; a hero with no free slot of its type takes it and at once hands on or
    discards one of that type (L434, ``make-room``), so two heroes with full slots can swap."""
    passed = maintenance.maintenance_of(state).passed
    out: list[Action] = []
    carriers = _carriers(state, -1)
    for owner, hero in enumerate(state.heroes):
        for card in hero.equipment:
            if card in passed:
                continue
            out += [GiveCard(card=card, hero=i) for i in carriers[card] if i != owner]
            out.append(GiveCard(card=card, hero=-1))
    return out


def _carriers(state: State, but: int) -> dict[str, list[int]]:
    """Per card in play: the standing heroes (not ``but``) whose sheet has a slot of its type
    at all (R103: some heroes can carry no card of a type), free or not."""
    cat = catalog(state.options.cards)
    etypes, slots = cat.etype, cat.slots
    standing = [(i, h.card) for i, h in enumerate(state.heroes) if not h.eliminated and i != but]
    out: dict[str, list[int]] = {}
    for hero in state.heroes:
        for card in hero.equipment:
            etype = etypes[card]
            assert etype is not None
            slot = maintenance.SLOT_TYPES.index(etype)
            out[card] = [i for i, sheet in standing if slots[sheet][slot] > 0]
    return out


def _shop(state: State) -> list[Action]:
    m = maintenance.maintenance_of(state)
    gold = state.chest_gold
    out: list[Action] = []
    cat = catalog(state.options.cards)
    takers: dict[str, tuple[int, ...]] | None = None  # this listing's takers by card type
    for card in dict.fromkeys(m.shop):
        if (cat.card(card).cost or 0) <= gold:
            etype = cat.etype[card]
            assert etype is not None
            if takers is None:
                takers = maintenance.takers_by_type(state)
            out += [Buy(card=card, hero=i) for i in takers[etype]]
    if gold >= 1:
        out += [
            BuyHealing(hero=i)
            for i, h in enumerate(state.heroes)
            if h.active and h.hp < heal_cap(state, i)
        ]
    if gold >= 2 and (state.supply_bonus > 0 or not state.options.finite_supply):
        out.append(BuyBonusDie())
    # R104 (L434, L444-446): at the shop a hero may hand on or discard a card to free the slot
    # for one he wants to buy
    return [*out, *_hand_on(state), Continue()]


def _treasure(state: State) -> list[Action]:
    """R032 / R104 (L434): the treasure card to a hero with a free slot (or discarded); a hero
    may first hand on or discard a card to free the slot for it."""
    return [*_give_to(state, maintenance.maintenance_of(state).treasure), *_hand_on(state)]


LEGAL: dict[str, Callable[[State], Sequence[Action]]] = {
    "move": _move, "throw": _throw, "before-throw": _before_throw, "swing": _swing,
    "enter-result": _enter, "react": _react,
    "berserk": _berserk, "beer": _beer, "melody": _melody, "divine": _divine,
    "destroy": _destroy, "loot": _loot, "make-room": _make_room, "scar": _scar,
    "trade": _trade, "shop": _shop, "treasure": _treasure,
}  # fmt: skip


def _moves(kind: str) -> Callable[[State], Sequence[Action]]:
    """The answers to decision ``kind``; AMB-49: the deciding hero may also use a 1x healing
    card of his at any of his decisions (``throw`` and ``trade`` list them already;
    ``one_shot_timing=own_turn``: those two only)."""
    listed, decider = LEGAL[kind], DECIDER[kind]
    if kind in ("throw", "trade", "before-throw"):
        return listed

    def moves(state: State) -> Sequence[Action]:
        out = listed(state)
        if state.options.one_shot_timing == "any_time":
            heal_cards = _heal_cards(state, decider(state))
            return [*out, *heal_cards] if heal_cards else out
        return out

    def anyone(state: State) -> Sequence[Action]:
        """AMB-49 (L436, L604: 1x cards "at any time"): outside the fight every hero holding a
        usable 1x healing card may play it while the table waits for any decision (the
        Movement phase, a Maintenance step), as in the trading step; in the fight the other
        holders are asked before each throw (``window_holder``)."""
        out = listed(state)
        if state.options.one_shot_timing != "any_time":
            return out
        first = decider(state)
        order = [first, *(i for i in range(len(state.heroes)) if i != first)]
        heal_cards = [a for i in order if i >= 0 for a in _heal_cards(state, i)]
        return [*out, *heal_cards] if heal_cards else out

    return anyone if kind in _OUTSIDE_THE_FIGHT else moves


_OUTSIDE_THE_FIGHT = frozenset({"move", "loot", "scar", "shop", "treasure"})
"""Decisions taken outside the fight (the Movement phase and Maintenance), R106 / AMB-49; not
``make-room``, the discard a hero owes at once for the card he just took (L434)."""


def _decide(kind: str) -> Callable[[State], Decision]:
    """The decision of kind ``kind``, one frozen value per seat built with the flow."""
    decider = DECIDER[kind]
    made = tuple(Decision(seat=s, kind=kind, prompt=PROMPTS[kind]) for s in range(MAX_SEATS))

    def decide(state: State) -> Decision:
        hero = decider(state)
        if hero < 0:  # never asked in play
            return Decision(seat=hero, kind=kind, prompt=PROMPTS[kind])
        return made[hero % state.seats]  # ``party.seat_of``, inlined: asked at every step

    return decide


# --- applying the answers ---------------------------------------------------------------------


def _moved(state: State, action: MoveTo, events: list[Event]) -> State:
    """R022 then R034: every room holds a monster; after floor 3, the final boss (R117)."""
    state = _step(movement.move(state, action.room), events)
    if action.room == "boss":
        return _step(tower.start_boss(state), events)
    return _step(tower.start_encounter(state), events)


def _thrown(state: State, action: Throw, events: list[Event]) -> State:
    state, more = fight.throw(state, action)
    events += more
    return state


def _defeated(state: State, action: SufferDefeat, events: list[Event]) -> State:
    return _step(fight.suffer_defeat(state), events)


def _backed_down(state: State, action: BackDown, events: list[Event]) -> State:
    return _step(tower.back_down(state), events)


def _entered(state: State, action: EnterResult, events: list[Event]) -> State:
    """Real-dice mode: the typed result becomes the throw's outcome."""
    t = throwing_of(state)
    failed = t.requirements[:1] if action.failed else ()
    if action.miss == "no_bounce":
        outcome = scripted("3", bounces=0, special=action.special, failed=failed)
    else:
        zone = str(action.section) if action.section else action.miss
        outcome = scripted(zone, special=action.special, failed=failed)
    outcome = replace(outcome, source="real_dice")
    return _step(fight.record_outcome(state, outcome), events)


def _answered(state: State, action: Berserk | PayMelody | PlaceBeer, events: list[Event]) -> State:
    t = throwing_of(state)
    if isinstance(action, Berserk):
        t = replace(t, berserk=int(action.yes))
    elif isinstance(action, PayMelody):
        t = replace(t, melody=int(action.yes))
    else:
        t = replace(t, beer=action.hero)
    return set_throwing(state, t)


def _swung(state: State, action: SwingAgain, events: list[Event]) -> State:
    """R137 / R147: the thrower's answer; declining Swing Twice ends his turn as usual."""
    t = replace(throwing_of(state), again=int(action.yes))
    state = set_throwing(state, t)
    if t.stage == "after" and not action.yes:
        f = state.fight
        assert f is not None
        state = replace(state, fight=replace(f, rethrow=""))
    return state


def _healed(state: State, action: HealHero, events: list[Event]) -> State:
    heal_left = throwing_of(state).heal_left
    state = _step(heal(state, action.hero, 1), events)
    t = replace(throwing_of(state), heal_left=heal_left - 1)
    return set_throwing(state, t)


def _destroyed(state: State, action: DestroyEquipment, events: list[Event]) -> State:
    hero = throwing_of(state).hero
    state = _step(discard_card(state, hero, action.card, "destroy_equipment"), events)
    t = replace(throwing_of(state), destroy=False)
    return set_throwing(state, t)


def _scarred(state: State, action: ScarAbility, events: list[Event]) -> State:
    return _step(maintenance.scar(state, action.colour), events)


def _bought(state: State, action: Buy | BuyHealing | BuyBonusDie, events: list[Event]) -> State:
    if isinstance(action, Buy):
        state = _step(maintenance.buy(state, action.card), events)
        return _step(maintenance.give(state, action.card, action.hero, "shop"), events)
    if isinstance(action, BuyHealing):
        return _step(maintenance.buy_healing(state, action.hero), events)
    return _step(maintenance.buy_bonus_die(state), events)


def _continued(state: State, action: Continue, events: list[Event]) -> State:
    kind = locate(state)
    if kind == "react":
        t = replace(throwing_of(state), react=0)
        return set_throwing(state, t)
    if kind == "trade":
        return _step(maintenance.end_trade(state), events)
    if kind == "before-throw":
        f = state.fight
        assert f is not None
        return replace(
            state, fight=replace(f, window_passed=(*f.window_passed, window_holder(state)))
        )
    return maintenance.leave_room(maintenance.close_shop(state))


def _used(state: State, action: UseCard, events: list[Event]) -> State:
    """R106: a 1x card is used, then discarded; a healing card (AMB-49) leaves the pending
    decision as it was."""
    kind = locate(state)
    holder = window_holder(state) if kind == "before-throw" else _holder(state, action.card)
    state = _step(_spend(state, holder, action.card), events)
    ability = catalog(state.options.cards).card(action.card).abilities[0]
    rules = OPS[ability.op]
    if kind == "react" and rules.voids_throw:
        return _step(fight.rethrow(state, []), events)
    if kind == "react" and rules.cancels_miss:
        t = replace(throwing_of(state), react=1, agile_card=True)
        return set_throwing(state, t)
    assert rules.played is not None, f"{action.card} is not a card to play"
    return _step(rules.played(state, ability, action.hero), events)  # the flow goes on


def _spend(state: State, holder: int, card: str) -> Step:
    """R106: a used 1x card is discarded (AMB-18 ``once_per_round``: kept, spent this round)."""
    if state.options.one_shot_items == "discard":
        return discard_card(state, holder, card, "used")
    return replace(state, spent=(*state.spent, card)), []


def _holder(state: State, card: str) -> int:
    return next(i for i, h in enumerate(state.heroes) if card in h.equipment)


def _given(state: State, action: GiveCard, events: list[Event]) -> State:
    kind = locate(state)
    m = maintenance.maintenance_of(state)
    if kind == "loot" and action.card == m.loot[0]:
        return _step(maintenance.give_loot(state, action.card, action.hero), events)
    if kind == "make-room" and (action.hero < 0 or _discard_only(state)):
        return _step(maintenance.make_room(state, action.card), events)
    if kind == "treasure" and action.card == m.treasure:
        state = replace(state, maintenance=replace(m, treasure=""))
        state = _step(maintenance.give(state, action.card, action.hero, "treasure"), events)
        return maintenance.leave_room(state)
    owner = _holder(state, action.card)
    state = _step(discard_card(state, owner, action.card, "handed on"), events)
    state = replace(state, discard=state.discard[:-1]) if action.hero >= 0 else state
    full = action.hero >= 0 and not maintenance.has_slot(state, action.hero, action.card)
    over = action.hero if full else -1
    passed = (*m.passed, action.card)
    state = replace(state, maintenance=replace(m, passed=passed, overflow=over))  # R104, L434
    if action.hero < 0:
        return state
    return _step(maintenance.give(state, action.card, action.hero, "handed on"), events)


def _step(step: Step, events: list[Event]) -> State:
    """A rule's ``(state, events)`` with its events appended to ``events``."""
    state, more = step
    events += more
    return state


# --- the automatic steps ----------------------------------------------------------------------


def _resolve(state: State, events: list[Event]) -> State:
    """AMB-12: the result stands (a Swing Again activation voids it, R147), then the ability and
    the damage."""
    state, more = fight.void(state) if fight.voided(state) else strike.resolve_result(state)
    events += more
    return state


def _finish(state: State, events: list[Event]) -> State:
    state, more = fight.finish_throw(state)
    events += more
    return state


def _monster_defeated(state: State, events: list[Event]) -> State:
    return _step(maintenance.monster_defeated(state), events)


def _boss_defeated(state: State, events: list[Event]) -> State:
    """R122: the final boss falls, the game is won."""
    return _step(scoring.win(state), events)


def _loot_done(state: State, events: list[Event]) -> State:
    return _step(maintenance.loot_done(state), events)


def _eliminate(state: State, events: list[Event]) -> State:
    return _step(maintenance.eliminate(state), events)


def _after_scars(state: State, events: list[Event]) -> State:
    return _step(maintenance.after_scars(state), events)


def _next_round(state: State, events: list[Event]) -> State:
    return _step(maintenance.next_round(state), events)


# --- refusing -----------------------------------------------------------------------------


def refusal(state: State, action: Action, now: Decision | None) -> str:
    """``X is not legal now (kind)``, and after a colon why, where the rules give a reason a
    scenario's author or a player could not see from the legal list alone."""
    if now is None:
        return f"{action.to_text()} is not legal now: the game is over"
    why = _why(state, action, now.kind)
    return f"{action.to_text()} is not legal now ({now.kind})" + (f": {why}" if why else "")


def _why(state: State, action: Action, kind: str) -> str:
    """The rule that refuses ``action`` at decision ``kind``, for the refusals a legal list
    does not explain (option B, backing down, the shop); ``""`` otherwise."""
    fight_now = state.fight if kind == "throw" else None
    if isinstance(action, SufferDefeat) and fight_now is not None:
        if fight_now.boss:
            return "the final boss fight has no option B, only bonus dice (R119)"
        if fight_now.dice:
            return "option B comes once all three hero dice are thrown (R050)"
    if isinstance(action, BackDown) and fight_now is not None:
        if state.options.back_down == "never":
            return "backing down is off (back_down=never)"
        if fight_now.boss:
            return "never against the final boss (AMB-23)"
        if fight_now.throws or fight_now.thrown or fight_now.bonus_thrown:
            return "only before the fight's first throw (AMB-23)"
        return "only against a monster's or a room's specific throw requirement (R123, AMB-53)"
    if isinstance(action, GiveCard) and kind in ("treasure", "loot"):
        return _why_not_given(state, action, kind)
    if isinstance(action, UseCard):
        return _why_not_used(state, action, kind)
    if isinstance(action, EnterResult) and kind == "enter-result" and action.special:
        die = throwing_of(state).die
        if not _special_faces(state, die):
            if die == "white":
                return "the white die has no special icon (AMB-02)"
            return f"the {die} die shows no special icon under these options"
    if kind != "shop":
        return ""
    gold = state.chest_gold
    if isinstance(action, BuyBonusDie):
        if gold < 2:
            return f"a bonus die costs 2 gold, the chest holds {gold} (R030)"
        return "the supply has no bonus die left (R030, AMB-27)"
    if isinstance(action, BuyHealing):
        if gold < 1:
            return "a hit point costs 1 gold, the chest is empty (R029)"
        return f"hero {action.hero} cannot be healed (at his maximum, fainted or out; R029)"
    if isinstance(action, Buy):
        cat = catalog(state.options.cards)
        m = maintenance.maintenance_of(state)
        if action.card not in m.shop:
            return f"{action.card} is not laid out (the shop: {', '.join(m.shop) or 'empty'})"
        cost = cat.card(action.card).cost or 0
        if cost > gold:
            return f"{action.card} costs {cost} gold, the chest holds {gold} (R028)"
        if not 0 <= action.hero < len(state.heroes) or state.heroes[action.hero].eliminated:
            return f"hero {action.hero} is not a hero in the game"
        etype = cat.etype[action.card]
        return (
            f"hero {action.hero} ({state.heroes[action.hero].card}) has no free {etype} slot "
            "(R103-R104; give-card card=ID hero=-1 discards one, hero=N hands it on)"
        )
    return ""


def _why_not_used(state: State, action: UseCard, kind: str) -> str:
    """A 1x card used with the wrong ``hero``: a Heal Party card heals every hero (R161) and an
    Agile Instincts or Swing Again card acts on its holder's own throw, so neither names one;
    a Heal Hero card names who is healed (R160). Said only when the card is usable now the
    other way; ``""`` for any other refusal."""
    cat = catalog(state.options.cards)
    if action.card not in cat.cards or not cat.card(action.card).abilities:
        return ""
    usable = [a for a in _moves(kind)(state) if isinstance(a, UseCard) and a.card == action.card]
    if not usable or action in usable:
        return ""
    card = cat.card(action.card)
    op = card.abilities[0].op
    short = f"use-card card={action.card}"
    if op == "heal_party" and action.hero >= 0:
        return f"{card.name} heals every hero (Heal Party, R161): name no hero ({short})"
    if op in ("swing_again", "agile") and action.hero >= 0:
        rule = "Swing Again, R162" if op == "swing_again" else "Agile Instincts, R164"
        return f"{card.name} acts on its holder's own throw ({rule}): name no hero ({short})"
    if op == "heal_hero" and action.hero < 0:
        return f"{card.name} heals one hero (Heal Hero, R160): name him ({short} hero=N)"
    return ""


def _why_not_given(state: State, action: GiveCard, kind: str) -> str:
    """A refused treasure or loot card: another card, a hero out, or no free slot (R032,
    R103-R104, R144)."""
    m = maintenance.maintenance_of(state)
    card = m.treasure if kind == "treasure" else (m.loot[0] if m.loot else "")
    if action.card != card:
        return f"the card to give now is {card}"
    if action.hero < 0:
        return ""
    if action.hero >= len(state.heroes) or state.heroes[action.hero].eliminated:
        return f"hero {action.hero} is not in the game"
    etype = catalog(state.options.cards).etype[card]
    return (
        f"hero {action.hero} ({state.heroes[action.hero].card}) has no free {etype} slot "
        "(R103-R104: a hero with one hands a card on or discards it first, give-card card=ID "
        "hero=N or hero=-1)"
    )


def start(options: Options, seats: int, seed: int) -> State:
    """The starting state (R005-R020); ``entrance_is_encounter``: the entrance's monster is
    revealed at once."""
    state = setup(options, seats, seed)
    if options.entrance_is_encounter:
        state = _step(tower.start_encounter(state), [])
    return state


def face_monster(state: State, monster: str, tier: int) -> State:
    """A scenario's fight: ``monster`` (of level ``tier``) revealed in the room (R035-R037)."""
    return tower.reveal(state, monster, tier, boss=False)[0]


def outcome(state: State) -> Outcome | None:
    """The result once the game is over: every hero wins or loses together, scored on a win
    (AMB-25 ``score_on_loss``: on a loss too)."""
    if not state.result:
        return None
    scored = state.result == "won" or state.options.score_on_loss
    points = float(scoring.score(state)) if scored else 0.0
    winners = tuple(range(state.seats)) if state.result == "won" else ()
    return Outcome(winners=winners, scores=(points,) * state.seats, reason=state.reason)


def build_flow() -> Flow[State]:
    """Dungeon Fighter's flow, built once per game instance."""
    return Flow(
        title=TITLE,
        phases=phases(
            *(Phase(name=k, moves=(_moves(k),), decide=_decide(k)) for k in PROMPTS),
            Phase(name="resolve", auto=_resolve),
            Phase(name="finish", auto=_finish),
            Phase(name="monster-defeated", auto=_monster_defeated),
            Phase(name="boss-defeated", auto=_boss_defeated),
            Phase(name="loot-done", auto=_loot_done),
            Phase(name="eliminate", auto=_eliminate),
            Phase(name="after-scars", auto=_after_scars),
            Phase(name="next-round", auto=_next_round),
        ),
        handlers=handlers(
            (MoveTo, _moved),
            (Throw, _thrown),
            (SufferDefeat, _defeated),
            (BackDown, _backed_down),
            (EnterResult, _entered),
            ((Berserk, PayMelody, PlaceBeer), _answered),
            (HealHero, _healed),
            (SwingAgain, _swung),
            (DestroyEquipment, _destroyed),
            (ScarAbility, _scarred),
            ((Buy, BuyHealing, BuyBonusDie), _bought),
            (Continue, _continued),
            (UseCard, _used),
            (GiveCard, _given),
        ),
        locate=locate,
        is_over=is_over,
        refusal=refusal,
        open={Throw: open_throw},
    )


def open_throw(state: State, action: Action) -> str | None:
    """A throw off the legal list (an open action, a free flick) goes when the die, weapons and
    charm are on offer and its input is valid (``fight.throw_problem``); outside the throw
    decision it is no open action ("": the usual refusal)."""
    if not isinstance(action, Throw) or locate(state) != "throw":
        return ""
    problem = fight.throw_problem(state, action)
    return f"throw not legal now: {problem}" if problem else None
