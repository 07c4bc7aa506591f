"""Who decides what, the legal answers, and applying them: the one loop over every phase."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, IllegalAction

from .. import actions as A
from ..content import catalog
from ..events import CardDiscarded
from ..state import State
from ..throw import scripted
from . import encounter, fight, maintenance, movement, party, rooms, strike, tower
from .party import Step, heal, heal_all, healable, with_hero

PROMPTS = {
    "move": "choose the next room",
    "throw": "throw a die (or take option B / back down)",
    "enter-result": "enter where the real die ended: section and face",
    "react": "use a 1x card on this result?",
    "berserk": "Berserk: pay 1 hp to double this throw's damage?",
    "beer": "Beer: put the beer token on a hero",
    "melody": "Enchanting Melody: pay 1 gold to silence the monster?",
    "divine": "Divine Intervention: heal a hero by 1",
    "destroy": "Destroy Equipment: discard one of your cards",
    "loot": "Five-finger Discount: give the revealed card to a hero",
    "make-room": "no free slot: discard one card of that type",
    "scar": "cover one of your abilities with a scar",
    "trade": "hand equipment to another hero, or continue",
    "shop": "buy at the shop, or continue",
    "treasure": "give the treasure card to a hero",
}
ENTRIES = (
    *((s, "none") for s in (10, 4, 3, 2, 1)),
    *((0, m) for m in ("no_bounce", "hole", "bone", "off")),
)


def decision_kind(state: State) -> tuple[int, str] | None:
    if state.result or state.phase == "over":
        return None
    if state.phase == "move":
        return state.leader, "move"
    if state.phase == "fight":
        f = encounter.fight_of(state)
        if f.throwing is not None:
            return f.throwing.hero, strike.pending_choice(state)
        return f.turn, "throw"
    m = maintenance.maintenance_of(state)
    if m.step == "loot" and m.overflow >= 0:
        return m.overflow, "make-room"
    if m.step == "loot":
        return state.leader, "loot"
    if m.step == "scars":
        return maintenance.fainted_heroes(state)[0], "scar"
    if m.step == "trade":
        return state.leader, "trade"
    return state.leader, "treasure" if m.treasure else "shop"  # a bought-out shop stays open


_LAST: tuple[State | None, tuple[int, str] | None, tuple[Action, ...] | None] = (None, None, None)
"""The last state asked about, its decision (``decision_kind``) and, once listed, its legal
actions: the step loop asks ``decision``, ``legal_actions`` and ``apply`` of the same immutable
state object, so the later calls reuse what the first one found (``apply`` checks legality
against the list already made). One tuple, swapped whole; a miss just recomputes."""


def _decided(state: State) -> tuple[int, str] | None:
    """``decision_kind(state)``, remembered for the last state asked about."""
    global _LAST
    cached = _LAST
    if cached[0] is state:
        return cached[1]
    found = decision_kind(state)
    _LAST = (state, found, None)
    return found


def decision(state: State) -> Decision | None:
    found = _decided(state)
    if found is None:
        return None
    hero, kind = found
    return _decision(party.seat_of(state, hero), kind)


@lru_cache(maxsize=256)
def _decision(seat: int, kind: str) -> Decision:
    """The (frozen) decision of a seat and kind, built once."""
    return Decision(seat=seat, kind=kind, prompt=PROMPTS[kind])


def legal_actions(state: State) -> tuple[Action, ...]:
    global _LAST
    cached = _LAST
    if cached[0] is state and cached[2] is not None:
        return cached[2]
    found = _decided(state)
    legal = () if found is None else tuple(_legal(state, *found))
    _LAST = (state, found, legal)
    return legal


def _legal(state: State, seat: int, kind: str) -> list[Action]:
    """The answers to decision ``kind``; AMB-49: the deciding hero may also use a 1x healing
    card of his at any of his decisions (``throw`` and ``trade`` list them already)."""
    out = LEGAL[kind](state)
    if kind not in ("throw", "trade") and state.options.one_shot_timing == "any_time":
        out += _heal_cards(state, seat)  # ``one_shot_timing=own_turn``: throw and trade only
    return out


def _move(state: State) -> list[Action]:
    return [A.MoveTo(room=r) for r in movement.next_rooms(state)]


def _throw(state: State) -> list[Action]:
    out: list[Action] = list(fight.throw_actions(state))
    if fight.can_suffer_defeat(state):
        out.append(A.SufferDefeat())
    if tower.can_back_down(state):
        out.append(A.BackDown())
    out += _heal_cards(state, encounter.fight_of(state).turn)
    return out


def _heal_cards(state: State, holder: int) -> list[Action]:
    """R106 / R160-R161: 1x healing cards, usable any time by their holder."""
    if not state.heroes[holder].equipment:  # the common case, at every decision
        return []
    out: list[Action] = []
    for card in encounter.item_cards(state, holder, "heal_hero"):
        out += [
            A.UseCard(card=card, hero=i) for i in range(len(state.heroes)) if healable(state, i)
        ]
    out += [A.UseCard(card=c, hero=-1) for c in encounter.item_cards(state, holder, "heal_party")]
    return out


def _enter(state: State) -> list[Action]:
    t = encounter.throwing_of(state)
    faces = (
        state.options.white_special_faces if t.die == "white" else state.options.hero_special_faces
    )
    specials = (False, True) if faces else (False,)
    fails = (False, True) if t.requirements else (False,)
    return [
        A.EnterResult(section=n, miss=m, special=s, failed=f)
        for n, m in ENTRIES
        for s in specials
        for f in fails
    ]


def _react(state: State) -> list[Action]:
    return [A.UseCard(card=c) for c in strike.react_cards(state)] + [A.Continue()]


def _yes_no(cls: type[A.Berserk] | type[A.PayMelody]) -> Callable[[State], list[Action]]:
    return lambda state: [cls(yes=True), cls(yes=False)]


def _beer(state: State) -> list[Action]:
    return [A.PlaceBeer(hero=i) for i, h in enumerate(state.heroes) if h.active]


def _divine(state: State) -> list[Action]:
    return [A.HealHero(hero=i) for i in range(len(state.heroes)) if healable(state, i)]


def _destroy(state: State) -> list[Action]:
    hero = encounter.throwing_of(state).hero
    return [A.DestroyEquipment(card=c) for c in strike.destroyable(state, hero)]


def _give_to(state: State, card: str) -> list[Action]:
    heroes = [i for i in range(len(state.heroes)) if maintenance.has_slot(state, i, card)]
    return [A.GiveCard(card=card, hero=i) for i in (*heroes, -1)]


def _loot(state: State) -> list[Action]:
    """R144 / AMB-44: to a hero with a free slot, or discarded (``make_room``: to any standing
    hero, who then discards a card of that type)."""
    card = maintenance.maintenance_of(state).loot[0]
    if state.options.loot_overflow == "discard":
        return _give_to(state, card)
    heroes = [i for i, h in enumerate(state.heroes) if not h.eliminated]
    return [A.GiveCard(card=card, hero=i) for i in (*heroes, -1)]


def _make_room(state: State) -> list[Action]:
    return [A.GiveCard(card=c, hero=-1) for c in maintenance.overflow_cards(state)]


def _scar(state: State) -> list[Action]:
    return [A.ScarAbility(colour=c) for c in maintenance.scar_choices(state)]


def _trade(state: State) -> list[Action]:
    """R095: each card may change hands once per Maintenance (or be discarded, R104)."""
    passed = maintenance.maintenance_of(state).passed
    out: list[Action] = []
    for owner, hero in enumerate(state.heroes):
        for card in hero.equipment:
            if card in passed:
                continue
            out += [
                A.GiveCard(card=card, hero=i)
                for i in range(len(state.heroes))
                if i != owner and maintenance.has_slot(state, i, card)
            ]
            out.append(A.GiveCard(card=card, hero=-1))
    for index in range(len(state.heroes)):
        out += _heal_cards(state, index)
    return [*out, A.Continue()]


def _shop(state: State) -> list[Action]:
    m = maintenance.maintenance_of(state)
    gold = state.chest_gold
    out: list[Action] = []
    for card in dict.fromkeys(m.shop):
        if (catalog(state.options.cards).card(card).cost or 0) <= gold:
            heroes = [i for i in range(len(state.heroes)) if maintenance.has_slot(state, i, card)]
            out += [A.Buy(card=card, hero=i) for i in heroes]
    if gold >= 1:
        out += [
            A.BuyHealing(hero=i)
            for i, h in enumerate(state.heroes)
            if h.active and h.hp < party.heal_cap(state, i)
        ]
    if gold >= 2 and (state.supply_bonus > 0 or not state.options.finite_supply):
        out.append(A.BuyBonusDie())
    return [*out, A.Continue()]


def _treasure(state: State) -> list[Action]:
    return _give_to(state, maintenance.maintenance_of(state).treasure)


LEGAL: dict[str, Callable[[State], list[Action]]] = {
    "move": _move, "throw": _throw, "enter-result": _enter, "react": _react,
    "berserk": _yes_no(A.Berserk), "beer": _beer, "melody": _yes_no(A.PayMelody),
    "divine": _divine, "destroy": _destroy, "loot": _loot, "make-room": _make_room,
    "scar": _scar, "trade": _trade, "shop": _shop, "treasure": _treasure,
}  # fmt: skip


def apply(state: State, action: Action) -> Step:
    found = _decided(state)
    if found is None:
        raise IllegalAction("the game is over")
    legal = legal_actions(state)
    if action in legal:
        return _dispatch(state, found[1], action)
    allowed = tuple(a.to_text() for a in legal)
    if isinstance(action, A.Throw) and found[1] == "throw":
        problem = fight.throw_problem(state, action)
        if problem:
            raise IllegalAction(f"throw not legal now: {problem}", allowed)
    else:
        raise IllegalAction(f"{action.to_text()} is not legal now ({found[1]})", allowed)
    return _dispatch(state, found[1], action)


def _dispatch(state: State, kind: str, action: Action) -> Step:
    match action:
        case A.MoveTo(room=room):
            return movement.move(state, room)
        case A.Throw():
            return fight.throw(state, action)
        case A.SufferDefeat():
            return fight.suffer_defeat(state)
        case A.BackDown():
            return tower.back_down(state)
        case A.EnterResult():
            return _entered(state, action)
        case A.Continue():
            return _continue(state, kind)
        case A.UseCard():
            return _use_card(state, kind, action)
        case A.ScarAbility(colour=colour):
            return maintenance.scar(state, colour)
        case A.GiveCard():
            return _give(state, kind, action)
        case A.Buy() | A.BuyHealing() | A.BuyBonusDie():
            return _shop_buy(state, action)
    return _answer(state, action)


def _answer(state: State, action: Action) -> Step:
    t = encounter.throwing_of(state)
    match action:
        case A.Berserk(yes=yes):
            t = replace(t, berserk=int(yes))
        case A.PlaceBeer(hero=hero):
            t = replace(t, beer=hero)
        case A.PayMelody(yes=yes):
            t = replace(t, melody=int(yes))
        case A.HealHero(hero=hero):
            state, events = heal(state, hero, 1)
            t = replace(encounter.throwing_of(state), heal_left=t.heal_left - 1)
            state, more = fight.advance(encounter.set_throwing(state, t))
            return state, events + more
        case A.DestroyEquipment(card=card):
            return _destroy_card(state, t.hero, card)
    return fight.advance(encounter.set_throwing(state, t))


def _destroy_card(state: State, hero: int, card: str) -> Step:
    state, events = discard_card(state, hero, card, "destroy_equipment")
    t = replace(encounter.throwing_of(state), destroy=False)
    state, more = fight.advance(encounter.set_throwing(state, t))
    return state, events + more


def discard_card(state: State, hero: int, card: str, cause: str) -> Step:
    h = state.heroes[hero]
    equipment = list(h.equipment)
    equipment.remove(card)
    state = with_hero(state, hero, replace(h, equipment=tuple(equipment)))
    state = replace(state, discard=(*state.discard, card))
    return state, [CardDiscarded(card=card, hero=hero, cause=cause)]


def _shop_buy(state: State, action: Action) -> Step:
    match action:
        case A.Buy(card=card, hero=hero):
            state, events = rooms.buy(state, card)
            state, more = maintenance.give(state, card, hero, "shop")
            return state, events + more
        case A.BuyHealing(hero=hero):
            return rooms.buy_healing(state, hero)
    return rooms.buy_bonus_die(state)


def _entered(state: State, action: A.EnterResult) -> Step:
    """Real-dice mode: the typed result becomes the throw's outcome."""
    t = encounter.throwing_of(state)
    failed = t.requirements[:1] if action.failed else ()
    if action.miss == "no_bounce":
        outcome = scripted("3", bounces=0, special=action.special, failed=failed)
    else:
        zone = str(action.section) if action.section else action.miss
        outcome = scripted(zone, special=action.special, failed=failed)
    outcome = replace(outcome, source="real_dice")
    return fight.record_outcome(state, outcome)


def _continue(state: State, kind: str) -> Step:
    if kind == "react":
        t = replace(encounter.throwing_of(state), react=0)
        return fight.advance(encounter.set_throwing(state, t))
    if kind == "trade":
        return maintenance.end_trade(state)
    state = rooms.close_shop(state)
    return maintenance.advance(state)


def _use_card(state: State, kind: str, action: A.UseCard) -> Step:
    """R106: a 1x card is used, then discarded; a healing card (AMB-49) leaves the pending
    decision as it was."""
    holder = _holder(state, action.card)
    state, events = _spend(state, holder, action.card)
    ability = catalog(state.options.cards).card(action.card).abilities[0]
    if kind == "react" and ability.op in ("swing_again", "agile"):
        t = encounter.throwing_of(state)
        if ability.op == "swing_again":
            return fight.rethrow(state, events)
        t = replace(t, react=1, agile_card=True)
        state, more = fight.advance(encounter.set_throwing(state, t))
        return state, events + more
    if ability.op == "heal_party":
        state, more = heal_all(state, ability.x)
    else:
        state, more = heal(state, action.hero, ability.x)
    events += more
    if state.fight is not None and state.fight.throwing is not None:
        state, more = fight.advance(state)  # the heal may leave nothing to choose (divine, destroy)
        events += more
    return state, events


def _spend(state: State, holder: int, card: str) -> Step:
    """R106: a used 1x card is discarded (AMB-18 ``once_per_round``: kept, spent this round)."""
    if state.options.one_shot_items == "discard":
        return discard_card(state, holder, card, "used")
    return replace(state, spent=(*state.spent, card)), []


def _holder(state: State, card: str) -> int:
    return next(i for i, h in enumerate(state.heroes) if card in h.equipment)


def _give(state: State, kind: str, action: A.GiveCard) -> Step:
    if kind == "loot":
        return maintenance.give_loot(state, action.card, action.hero)
    if kind == "make-room":
        return maintenance.make_room(state, action.card)
    m = maintenance.maintenance_of(state)
    if kind == "treasure":
        state = replace(state, maintenance=replace(m, treasure=""))
        state, events = maintenance.give(state, action.card, action.hero, "treasure")
        state, more = maintenance.advance(state)
        return state, events + more
    owner = _holder(state, action.card)
    state, events = discard_card(state, owner, action.card, "handed on")
    state = replace(state, discard=state.discard[:-1]) if action.hero >= 0 else state
    state = replace(state, maintenance=replace(m, passed=(*m.passed, action.card)))
    if action.hero < 0:
        return state, events
    state, more = maintenance.give(state, action.card, action.hero, "handed on")
    return state, events + more


__all__ = ["Event", "apply", "decision", "legal_actions"]
