"""``HeuristicBot``: plays The Red Dragon Inn sensibly from its view alone.

Rules of thumb, by decision kind:

- **discard**: keep the hand, except surplus Gambling/Cheating cards (more than three).
- **action**: in danger (Alcohol close to Fortitude) heal or sober up first; otherwise hit the
  player nearest to passing out, steal from the richest, start a round of gambling when holding
  two or more gambling cards and Gold to spare.
- **order**: the Drink goes to the player nearest to passing out (the game ends sooner).
- **respond**: always stop what hurts you (Ignore, redirect, water down or Ignore a dangerous
  Drink), hit back, catch cheats, spike a rival's Drink when it may finish them, save yourself in
  a last-chance window; Negate a card only when it helps someone against you.
- **gamble**: take control whenever you can; keep Cheating cards for a Winning Hand.

It keeps no memory and breaks ties on a stable order: its play is a pure function of the view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from dungeontable.core import Action, Game, Rng, StackItem

from ..actions import Discard, Draw, OrderDrink, Pass, PayWith, Play
from ..content import content_of
from ..mechanics.advice import (
    atonement,
    calm_chi,
    chi_of,
    harmony_gain,
    harmony_of,
    heat_penalty,
    is_worth_it,
    option_gain,
    piety_gain,
    piety_of,
    take_chi,
)
from ..mechanics.artifacts import Artifacts, artifact_worth, pay_advice
from ..mechanics.blood import advice as blood_advice
from ..mechanics.blood import blood_price, vampire_of
from ..mechanics.brews import best_choice, brew_gain, brewing_of
from ..mechanics.doppelgangers import doppelgangers_of, place_advice
from ..mechanics.elements import PREFIX as ELEMENTS
from ..mechanics.elements import decode as decode_elements
from ..mechanics.events import (
    AimAttached,
    AimBomb,
    AimMount,
    Atone,
    BrawlOrder,
    BuyPotion,
    CalmChi,
    ChimeraAttack,
    DiscardItem,
    DiscardMushroom,
    EquipTreasure,
    FuryTarget,
    KeepPotion,
    OfferPotion,
    PlaceSummon,
    PoolRage,
    ServeSmorgasbord,
    TakeChi,
    TakeSupply,
    TreatPatient,
    WorkBrew,
)
from ..mechanics.fingers import DETACH, Fingers
from ..mechanics.forms import Forms, ReturnToElf
from ..mechanics.gizmos import Gizmos, tick_advice
from ..mechanics.minions import ActMinion, Minions, aim_filter
from ..mechanics.minions import advice as minion_advice
from ..mechanics.moods import StayInRound, epic_advice
from ..mechanics.mushrooms import best_harvest, grows_of, planter_of, worst_slot
from ..mechanics.patients import SUPPLIES, Clinic, needs
from ..mechanics.petrification import petrify_advice
from ..mechanics.plots import plot_advice
from ..mechanics.potions import (
    AskPotion,
    Brewery,
    OfferPotionFor,
    SellPotion,
    SellPotionFor,
    price_of,
)
from ..mechanics.recipes import advice as kitchen_advice
from ..mechanics.recipes import kitchen_of
from ..mechanics.totems import PickTotem, Totems
from ..mechanics.totems import advice as totem_advice
from ..mechanics.treasures import Munchkin, conflicts, level_of
from ..state import Play as PlayItem
from ..state import side_of, team_spec
from ..view import View

DANGER = 5


class HeuristicBot:
    level = "heuristic"

    def __init__(self, game: Game | None = None) -> None:
        self.game = game

    def choose(self, view: View, legal_actions: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        legal = _worthwhile(view, tuple(legal_actions))
        if any(isinstance(o := getattr(a, "option", None), str) and o for a in legal):
            legal = tuple(aim_filter(view.seats, _cards(view).cards, legal))  # Torglesnarf's
            # Minions (a play aimed at a Minion has an option; with none the filter keeps all)
        calm = _calm(view, legal)
        if calm is not None:
            return calm, rng
        legal = tuple(a for a in legal if not isinstance(a, CalmChi)) or legal
        legal = _elemental(view, legal)
        treat = [a for a in legal if isinstance(a, TreatPatient)]
        if treat:  # Terci (L1541): a treated Patient is a free card in hand
            return treat[0], rng
        cook = kitchen_advice(
            kitchen_of(view.seats[_me(view)].extra), view.hand, legal, _cards(view)
        )
        if cook is not None:  # Roxana (L1367, L1400-1410): keep, cook, serve, cleaver
            return cook, rng
        legal = tuple(a for a in legal if not isinstance(a, ServeSmorgasbord)) or legal
        totem = _totems(view, legal)
        if totem is not None:  # Halden (L492): the best Totem Combo as soon as it is worth it
            return totem, rng
        legal = tuple(a for a in legal if not isinstance(a, PickTotem)) or legal
        minion = _minions(view, legal)
        if minion is not None:  # Torglesnarf (L1569, L1580): every Minion acts; Wages if rich
            return minion, rng
        legal = tuple(a for a in legal if not isinstance(a, ActMinion)) or legal
        vampire = vampire_of(view.seats[_me(view)].extra)
        if vampire is not None:  # Vlazlo (L1633, L1647): his first form card, buying, acquiring
            keep = max((blood_price(_cards(view)[c]) for c in view.hand), default=0)
            form = blood_advice(vampire, len(view.hand), legal, keep)
            if form is not None:
                return form, rng
        hoard = _keet(view, legal)
        if hoard is not None:  # Keet (L604, L616): what to pay with, his Artifacts
            return hoard, rng
        shape = _erin(view, legal)
        if shape is not None:  # Erin (L283, L305): back to Elf, a Tree against a threat
            return shape, rng
        legal = tuple(a for a in legal if not _shapes(a)) or legal
        supply = _supply(view, legal)
        if supply is not None:
            return supply, rng
        potion = _potion(view, legal)
        if potion is not None:
            return potion, rng
        offers = (OfferPotion, OfferPotionFor, AskPotion)
        legal = tuple(a for a in legal if not isinstance(a, offers)) or legal
        kind = view.decision.kind if view.decision is not None else ""
        answer = {
            "discard": _discard,
            "action": _action,
            "order": _order,
            "respond": _respond,
            "gamble": _gamble,
            "brawl-order": _brawl_order,
            "item-slot": _item_slot,
            "item-discard": _item_discard,
            "bomb": _bomb,
            "bomb-order": _bomb_order,
            "mount": _mount,
            "brew-start": _brew,
            "brew-paddle": _brew,
            "brew-move": _brew,
            "planter": _planter,
        }.get(kind)
        return (answer(view, legal) if answer else _fallback(view, legal)), rng


def _keet(view: View, legal: tuple[Action, ...]) -> Action | None:
    """Anyone paying: the least useful Gold-equivalent first (a harmful Artifact to a rival,
    a plain one, a face-down one, then Gold); Keet takes an Artifact back from the Inn when he
    can, and turns one face up in his Action phase."""
    pays = [a for a in legal if isinstance(a, PayWith)]
    if pays:
        held = next((x for x in view.seats[_me(view)].extra if isinstance(x, Fingers)), None)
        if held is not None:  # the Lich King: a finger paid while attached Ignores nothing more
            pays = [a for a in pays if a.card not in held.attached] or pays  # (002 L664)
        return pay_advice(pays, _cards(view).cards)
    me = _me(view)
    if not any(isinstance(x, Artifacts) for x in view.seats[me].extra):
        return None
    plays = [a for a in legal if isinstance(a, Play)]
    takes = [a for a in plays if a.option.startswith("artifact:")]
    good = [a for a in takes if not a.option.endswith(("_gleaming_gem", "_face_down"))]
    if good:  # never take back a harmful Artifact
        return good[0]
    kind = view.decision.kind if view.decision is not None else ""
    reveal = [a for a in plays if _ops(view, a)[:1] == ("reveal_artifact",)]
    hidden = "artifact_face_down" in view.seats[me].valuables
    return reveal[0] if reveal and kind == "action" and hidden else None


def _shapes(action: Action) -> bool:
    """Erin's Wildshape, played with the form picked (``form:<form>``)."""
    return isinstance(action, Play) and action.option.startswith("form:")


def _erin(view: View, legal: tuple[Action, ...]) -> Action | None:
    """Erin: a Raven near passing out turns back into an Elf (a Bear stays one); Wildshape into a
    Tree only against a Drink or a card aimed at her (L305), never for nothing."""
    me = _me(view)
    forms = next((x for x in view.seats[me].extra if isinstance(x, Forms)), None)
    if forms is None:
        return None
    if any(isinstance(a, ReturnToElf) for a in legal):
        return ReturnToElf(back=forms.form == "raven" and margin(view, me) <= DANGER + 3)
    tree = next((a for a in legal if isinstance(a, Play) and a.option == "form:tree"), None)
    top = view.stack.items[-1] if view.stack.items else None
    if tree is None or top is None or forms.form == "tree":
        return None
    mine = top.payload.kind == "drink" and top.payload.drinker == me
    if mine and (_drink_size(view, top.payload) >= 2 or margin(view, me) <= DANGER):
        return tree
    if top.payload.kind == "card" and top.source != me and top.payload.target == me:
        return tree if "hit" in _ops(view, Play(top.payload.card)) else None
    return None


def _totems(view: View, legal: tuple[Action, ...]) -> Action | None:
    me = _me(view)
    totems = next((x for x in view.seats[me].extra if isinstance(x, Totems)), None)
    rivals = sum(1 for i, s in enumerate(view.seats) if i != me and not s.out)
    return totem_advice(totems, _cards(view).cards, legal, rivals, lambda ts: _weakest(view, ts))


def _minions(view: View, legal: tuple[Action, ...]) -> Action | None:
    me = view.seats[_me(view)]
    held = next((x for x in me.extra if isinstance(x, Minions)), None)
    cards = _cards(view).cards
    return minion_advice(held, cards, legal, me.gold, lambda ts: _weakest(view, ts))


def _me(view: View) -> int:
    assert view.seat is not None
    return view.seat


def margin(view: View, seat: int) -> int:
    """Room before passing out: Fortitude - Alcohol (- Drunken Chi for Zakhan, L1891)."""
    s = view.seats[seat]
    return s.fortitude - s.alcohol - chi_of(s.extra)


def _calm(view: View, legal: tuple[Action, ...]) -> Action | None:
    """Zakhan near passing out: discard the two least useful cards for -1 Chi (L1905)."""
    pairs = [a for a in legal if isinstance(a, CalmChi)]
    if not pairs:
        return None
    s = view.seats[_me(view)]
    chi = chi_of(s.extra)
    if not calm_chi(s.fortitude, s.alcohol + chi, chi):
        return None
    cat = _cards(view)
    return min(pairs, key=lambda a: (card_value(cat[a.first]) + card_value(cat[a.second]), a.first))


def _cards(view: View) -> Any:
    return content_of(view.options).catalog


def _ops(view: View, action: Action) -> tuple[str, ...]:
    if not isinstance(action, Play):
        return ()
    return tuple(e.op for e in _cards(view)[action.card].effects)


def _own_ops(view: View, action: Action) -> tuple[str, ...]:
    """The ops of a card that act on its player: not a sobering or heal ``who = "target"``
    (Natyli's "Drink it, it's a troll remedy" sobers a rival by 3 for 2 Gold: played as her
    own sobering card, it took 2.5 Alcohol a play off rivals, once off one 3 from passing out)."""
    if not isinstance(action, Play):
        return ()
    return tuple(
        e.op
        for e in _cards(view)[action.card].effects
        if e.params.get("who", "self") in ("self", "all")
    )


def _sobers(view: View, action: Action) -> int:
    """The Alcohol a card would take off its target player (another player's, not his own)."""
    if not isinstance(action, Play) or action.target < 0:
        return 0
    amount = sum(
        int(e.params.get("amount", 0))
        for e in _cards(view)[action.card].effects
        if e.op == "sober" and e.params.get("who") == "target"
    )
    return min(amount, view.seats[action.target].alcohol)


CARD_VALUE = {
    "hit": 5,
    "hit_all_others": 5,
    "heal": 5,
    "sober": 5,
    "steal": 4,
    "collect_each": 4,
    "redirect": 4,
    "hit_back": 3,
    "order_extra": 3,
    "booze": 3,
    "force_drink": 3,
    "negate": 2,
    "water_down": 2,
    "start_gambling": 2,
    "tip_inn": 2,
    "everyone_drinks": 3,
    "pass_drink": 3,
    "split_drink": 3,
    "alcohol_to_fortitude": 3,
    "steal_winnings": 3,
    "end_turn": 3,
    "pay_from_inn": 2,
    "pot_to_inn": 2,
    "take_from_pot": 2,
    "give_scarabs": 3,
    "start_brawl": 4,
    "give_bomb": 4,
    "debuff": 3,
}
"""How much a card is worth keeping, by its first op (ignore: by what it ignores)."""


def card_value(card: Any) -> int:
    op = card.effects[0].op if card.effects else ""
    if op == "ignore":
        return 4 if card.effects[0].params.get("what") != "drink" else 3
    return CARD_VALUE.get(op, 1)


def _discard(view: View, legal: tuple[Action, ...]) -> Action:
    """Cycle the deck: throw away the least useful card while the hand holds more than four
    cards and some are nearly useless (surplus gambling, cheats, drink tricks)."""
    cat = _cards(view)
    if len(view.hand) <= 4:
        return Draw()
    worst = min(sorted(set(view.hand)), key=lambda c: card_value(cat[c]))
    if card_value(cat[worst]) <= 1 and Discard(worst) in legal:
        return Discard(worst)
    return Draw()


def _weakest(view: View, among: Sequence[int]) -> int:
    """The rival nearest to passing out (teammates last, R-12.2); among rivals as near, one
    picked by a mix of counts that change all game (the turn, the Drink discard pile, the Inn's
    Gold, this player's own hand; never Python's ``hash()``), so no seat is everyone's first
    choice. Ties
    once went to the lowest seat number (in 3,000 seeded 4-seat games seat 1 won 5.5%, seat 4
    44.8%), then always to the left (the first player's early hits all fell on the second
    player, who won 15% of 3,000 games of four Fionas)."""
    me = _me(view)
    spec = team_spec(view.options.teams, view.options.boss, len(view.seats))
    mates = set(side_of(spec, me))
    count = len(view.seats)
    mix = view.turn * 40503 + len(view.drink_discard) * 9973 + view.inn * 131
    mix = (mix + 7 * sum(len(card) for card in view.hand)) % 65521
    shift = mix % max(1, count - 1)
    return min(among, key=lambda s: (s in mates, margin(view, s), (s - me - 1 - shift) % count))


def _action(view: View, legal: tuple[Action, ...]) -> Action:
    me = _me(view)
    plays = [a for a in legal if isinstance(a, Play)]
    arrows = [a for a in plays if _free_arrow(view, a)]
    if arrows and margin(view, me) > DANGER:  # Piper (L1190): her Arrows, or one Action card
        plain = [a for a in plays if not _free_arrow(view, a)]
        volley = sum(_punch(view, c) * view.hand.count(c) for c in {a.card for a in arrows})
        best = max((_punch(view, a.card) for a in plain if _is_action(view, a)), default=0)
        anytime = [a for a in plain if not _is_action(view, a)]  # they cost her no Action
        plays = arrows + anytime if volley >= best else plain
    saving = [a for a in plays if set(_own_ops(view, a)) & {"heal", "sober"}]
    if saving and (margin(view, me) <= DANGER + 3 or _not_wasted(view, me, _ops(view, saving[0]))):
        return saving[0]
    hiding = [a for a in plays if "ignore_all" in _ops(view, a)]
    if hiding and margin(view, me) <= DANGER + 3:  # out of the others' reach a round (002 L378)
        return hiding[0]
    attacks = [a.target for a in legal if isinstance(a, ChimeraAttack)]
    if attacks:  # Zariah: a face-up Chimera is a 3-Fortitude Action of its own (002 L1957)
        return ChimeraAttack(target=_weakest(view, attacks))
    gizmo = [a for a in plays if "gizmo" in _ops(view, a)]
    if gizmo:  # Wrench: a Gizmo works every turn it stays in play (002 L1793)
        return gizmo[0]
    hires = [a for a in plays if "minion" in _ops(view, a)]
    if hires:  # Torglesnarf: a Minion acts every turn it stays in play (002 L1569)
        return hires[0]
    hits = [a for a in plays if "hit" in _ops(view, a) or "hit_all_others" in _ops(view, a)]
    piety = piety_of(view.seats[me].extra)
    if hits and piety is not None:  # Serena: the hit Piety favours now, no needless atonement
        cat = _cards(view)
        best = max(piety_gain(cat[a.card], piety) for a in hits)
        hits = [a for a in hits if piety_gain(cat[a.card], piety) == best]
    harmony = harmony_of(view.seats[me].extra)
    if hits and harmony is not None:  # Ohava: the hit that brings a Deity into harmony (L1006)
        cat = _cards(view)
        best = max(harmony_gain(cat[a.card], harmony) for a in hits)
        hits = [a for a in hits if harmony_gain(cat[a.card], harmony) == best]
    brewing = brewing_of(view.seats[me].extra)
    if hits and brewing is not None:  # Farai: the hit whose Brew symbol adds progress (L398)
        cat = _cards(view)
        best = max(brew_gain(cat[a.card], brewing) for a in hits)
        hits = [a for a in hits if brew_gain(cat[a.card], brewing) == best]
    planter = planter_of(view.seats[me].extra)
    if hits and planter is not None:  # Dale: the cheapest Harvest that pays (002 L255-257)
        paid = best_harvest(planter, tuple(a.option for a in hits))
        hits = [a for a in hits if a.option == paid] or hits
    hits.sort(key=lambda a: a.option != "plot")  # Petra: a Scheme from the Plot (002 L1084)
    if hits:  # Zakhan spends Chi when a card lets him: it also lowers his Total (L1917)
        cat = _cards(view)  # Jett spends Momentum (L536) the same way: it comes back
        hits.sort(
            key=lambda a: (
                not a.option.startswith(_PAID),
                any(i.op == "gain_chi" for i in cat[a.card].icons),
            )
        )
        targets = [t for a in hits for t in (a.target, a.also) if t >= 0]
        victim = _weakest(view, targets) if targets else -1
        chosen = next(a for a in hits if victim in (a.target, a.also) or a.target == -1)
        if chosen.also < 0:
            return chosen
        # A two-target card: the other victim the next weakest (the legal list goes by seat
        # number, so its first pair put the lowest seats under every second hit).
        pairs = [a for a in hits if a.card == chosen.card and victim in (a.target, a.also)]
        other = _weakest(view, [a.also if a.target == victim else a.target for a in pairs])
        return next(a for a in pairs if {a.target, a.also} == {victim, other})
    steals = [a for a in plays if set(_ops(view, a)) & {"steal", "collect_each", "tip_inn"}]
    if steals:  # Natyli's troll remedy also sobers its target: the one it helps least
        return max(
            steals,
            key=lambda a: (
                -_sobers(view, a),
                view.seats[a.target].gold if a.target >= 0 else 0,
                -((a.target - me) % len(view.seats)),  # ties: the first rival to the left
            ),
        )
    gambling = sum(1 for c in view.hand if _cards(view)[c].type in ("gambling", "cheating"))
    for a in plays:
        ops = _ops(view, a)
        if "start_gambling" in ops and gambling >= 1 and view.seats[me].gold >= 3:
            return a
        if "everyone_drinks" in ops and _waiting(view, me) >= 1:
            return a
        if "force_drink" in ops:
            waiting = [p for p in plays if p.card == a.card and view.seats[p.target].drink_me_count]
            if waiting:
                victim = _weakest(view, [p.target for p in waiting])
                return next(p for p in waiting if p.target == victim)
            continue
        if set(ops) & {"booze", "order_extra"} and a.target >= 0:
            victim = _weakest(view, [p.target for p in plays if p.card == a.card])
            return next(p for p in plays if p.card == a.card and p.target == victim)
        if "mood_calm" in ops and view.seats[me].fortitude > 12:
            continue  # Pooky: his cards grow with a bad mood; calm him only to heal a lot
        if "heal" in ops and view.seats[me].fortitude <= 17:
            return a
        if "give_scarabs" in ops:  # Amundyr: tokens bite every other turn (002 L103)
            return a
        if "start_brawl" in ops:  # Samantha: most Brawlers hurt the others (002 L1442)
            return a
        if "give_bomb" in ops and a.target >= 0:  # Nitrel: a Bomb for the weakest rival
            victim = _weakest(view, [p.target for p in plays if p.card == a.card])
            return next(p for p in plays if p.card == a.card and p.target == victim)
        if "debuff" in ops:  # Natyli: a curse or hex bites hardest on the weakest (002 L836)
            if a.target < 0:
                return a
            victim = _weakest(view, [p.target for p in plays if p.card == a.card])
            return next(p for p in plays if p.card == a.card and p.target == victim)
    return Pass() if Pass() in legal else legal[0]


def _order(view: View, legal: tuple[Action, ...]) -> Action:
    targets = [a.target for a in legal if isinstance(a, OrderDrink)]
    victim = _weakest(view, targets)
    return OrderDrink(victim)


def _bomb(view: View, legal: tuple[Action, ...]) -> Action:
    """A Bomb's choice (002 L944): pass it on to the weakest rival while Gold is plentiful, keep
    a hand worth more than the Fortitude, aim a second victim at the weakest rival."""
    me = _me(view)
    aims = [a for a in legal if isinstance(a, AimBomb)]
    passes = [a.target for a in aims if a.way == "pass"]
    gold = view.seats[me].gold  # Gold to spare, or Fortitude running short: pass it on
    if passes and (gold >= 6 or (gold >= 3 and margin(view, me) <= 3 + DANGER)):
        return AimBomb(way="pass", target=_weakest(view, passes))
    others = [a.target for a in aims if a.way == "another"]
    if others:
        return AimBomb(way="another", target=_weakest(view, others))
    if any(a.way == "discard" for a in aims):
        cat = _cards(view)
        worth = sum(card_value(cat[c]) for c in view.hand)  # 4 Fortitude, or a poor hand
        spare = margin(view, me) <= 4 + DANGER or worth <= 6
        return AimBomb(way="discard" if spare else "hurt", target=-1)
    return next((a for a in aims if a.way == "keep"), legal[0])


def _mount(view: View, legal: tuple[Action, ...]) -> Action:
    """Molly's Immediate Mount (002 L758): at the rival nearest to passing out."""
    targets = [a.target for a in legal if isinstance(a, AimMount)]
    return AimMount(target=_weakest(view, targets)) if targets else legal[0]


def _bomb_order(view: View, legal: tuple[Action, ...]) -> Action:
    """The pot's Bombs go off one by one (002 L954): any order will do."""
    return legal[0]


def _item_worth(card: Any) -> int:
    """An equipped Item's worth: one that does nothing is worth nothing (002 L696)."""
    return -1 if "inert" in getattr(card, "subtypes", ()) else card_value(card)


def _item_slot(view: View, legal: tuple[Action, ...]) -> Action:
    """Lizwick's three slots are full (002 L692): discard the least useful Item."""
    cat = _cards(view)
    choices = [a for a in legal if isinstance(a, DiscardItem) and a.card]
    return min(choices, key=lambda a: (_item_worth(cat[a.card]), a.card)) if choices else legal[0]


def _item_discard(view: View, legal: tuple[Action, ...]) -> Action:
    """Lizwick's Discard and Draw (002 L704): throw away Items that do nothing (each one past
    the first costs a card of hand size), keep the rest."""
    cat = _cards(view)
    for a in legal:
        if isinstance(a, DiscardItem) and a.card and _item_worth(cat[a.card]) < 0:
            return a
    return DiscardItem(card="")


def _planter(view: View, legal: tuple[Action, ...]) -> Action:
    """Dale's full Planter Box (002 L243): drop the Mushroom worth least, maybe the new one."""
    p = planter_of(view.seats[_me(view)].extra)
    if p is None or not p.revealed:
        return legal[0]
    choice = DiscardMushroom(slot=worst_slot(p, grows_of(_cards(view), p.revealed)[0]))
    return choice if choice in legal else legal[0]


def _brew(view: View, legal: tuple[Action, ...]) -> Action:
    """Farai's Brew choices (002 L392, L403, L409): progress when offered, else the Brew
    nearest to done."""
    b = brewing_of(view.seats[_me(view)].extra)
    choices = tuple(a.choice for a in legal if isinstance(a, WorkBrew))
    if b is None or not choices:
        return legal[0]
    return WorkBrew(choice=best_choice(b, choices))


def _brawl_order(view: View, legal: tuple[Action, ...]) -> Action:
    """Samantha's second Drink at Brawl count 10 (002 L1448): like her usual order."""
    targets = [a.target for a in legal if isinstance(a, BrawlOrder)]
    return BrawlOrder(target=_weakest(view, targets)) if targets else legal[0]


def _item(view: View, uid: int) -> StackItem[PlayItem] | None:
    return next((i for i in view.stack.items if i.uid == uid), None)


_PAID = ("chi:", "spend:")
"""Options that pay Zakhan's Chi or Jett's Momentum for a bigger effect; the bot's worth-it
filter (``_worthwhile``) already dropped the payments not worth making."""


def _respond(view: View, legal: tuple[Action, ...]) -> Action:
    me = _me(view)
    plays = [a for a in legal if isinstance(a, Play)]
    plays.sort(key=lambda a: not a.option.startswith(_PAID))  # the paid answer, as in _action
    for a in plays:
        if _worth_it(view, me, a):
            return _aimed(view, me, a, plays)
    return Pass()


_AIMED = frozenset({"redirect", "pass_drink", "split_drink"})
"""Answers that send a card or a Drink on to another player."""


def _aimed(view: View, me: int, chosen: Play, plays: Sequence[Play]) -> Play:
    """The same answer aimed at the weakest rival when it names a player (a redirect, a passed
    or split Drink): the legal list goes by seat number, so its first one sent all of them to
    the lowest seat (in 2,000 games of four heuristic Fionas seat 1 won 19.4%, seat 4 33.7%)."""
    if chosen.target < 0 or chosen.target == me or not set(_ops(view, chosen)) & _AIMED:
        return chosen
    same = [
        a
        for a in plays
        if (a.card, a.item, a.option, a.also)
        == (chosen.card, chosen.item, chosen.option, chosen.also)
        and a.target >= 0
        and a.target != me
    ]
    if not same:
        return chosen
    victim = _weakest(view, [a.target for a in same])
    return next(a for a in same if a.target == victim)


def _worth_it(view: View, me: int, a: Play) -> bool:
    ops = _ops(view, a)
    op = ops[0] if ops else ""
    item = _item(view, a.item) if a.item else None
    danger = margin(view, me) <= DANGER
    if a.card == DETACH and item is not None:  # the Lich King's few fingers: real threats only
        return _finger_worth(view, me, item, danger)
    if op in ("hit_back", "catch_cheat", "steal_winnings", "pay_from_inn"):
        return True
    if op in _DRINK_DODGES and item is not None:
        return danger or _drink_size(view, item.payload) >= 2
    if op == "negate" and item is not None and item.payload.kind == "drink":
        return item.payload.drinker == me and (danger or _drink_size(view, item.payload) >= 3)
    if op in ("end_turn", "pot_to_inn", "take_from_pot"):
        return _spoils(view, me, op)
    if op in ("ignore", "redirect") and item is not None:
        pending = item.payload
        if pending.kind == "drink":
            return danger or _drink_size(view, pending) >= 2
        return True
    if op == "water_down" and item is not None:
        return danger or _drink_size(view, item.payload) >= 2
    if op == "spike" and item is not None:
        return margin(view, item.payload.drinker) <= DANGER + 2
    if op == "mix_in" and item is not None:  # Phyll: strong add-ins for rivals, weak for him
        first = _cards(view)[a.card].effects[0].params.get("alcohol", 0)
        return (first > 0) == (item.payload.drinker != me) or (first == 0 and "heal" in ops)
    if op == "avoid_ante":
        return view.seats[me].gold <= 2
    if op == "negate" and item is not None:
        return item.source is not None and item.source != me and _against_me(view, me, item)
    if set(ops) & {"heal", "sober"}:
        return danger or view.window_kind == "last_chance" or _not_wasted(view, me, ops)
    return False


_DRINK_DODGES = ("pass_drink", "split_drink", "alcohol_to_fortitude")
"""Answers to a Drink you are about to drink: worth it for a strong Drink or in danger."""


def _spoils(view: View, me: int, op: str) -> bool:
    """End a rival's turn that hurts you; send a rival's pot to the Inn; skim a fat pot."""
    g = view.gambling
    if op == "take_from_pot":
        return g is not None and g.pot >= 2
    if op == "pot_to_inn":
        return g is not None and g.controller != me and me not in g.players and g.pot >= 2
    top = view.stack.items[-1] if view.stack.items else None
    return (
        view.active != me
        and top is not None
        and top.source == view.active
        and (_against_me(view, me, top))
    )


def _waiting(view: View, me: int) -> int:
    """How many other living players have a Drink waiting (everyone drinks is worth it then)."""
    return sum(1 for i, s in enumerate(view.seats) if i != me and not s.out and s.drink_me_count)


def _not_wasted(view: View, me: int, ops: tuple[str, ...]) -> bool:
    """A heal or a sobering card used while its whole amount still counts."""
    s = view.seats[me]
    return ("heal" in ops and s.fortitude <= 17) or ("sober" in ops and s.alcohol >= 3)


def _drink_size(view: View, play: PlayItem) -> int:
    cat = _cards(view)
    alcohol: int = sum(cat[c].alcohol for c in play.parts)
    return alcohol + play.delta


_THREATS = ("hit", "hit_all_others", "booze", "hit_back")
"""Ops whose ``amount`` a finger of the Lich King's is worth spending on."""


def _finger_worth(view: View, me: int, item: StackItem[PlayItem], danger: bool) -> bool:
    """Detach a finger (002 L660) against a Drink of 2 or more, or another's card that would
    take 2 or more from him (any amount in danger); never against his own card."""
    p = item.payload
    least = 1 if danger else 2
    if p.kind == "drink":
        return p.drinker == me and _drink_size(view, p) >= least
    if item.source == me or p.seat == me:
        return False
    if p.kind == "damage":
        return danger
    if p.kind == "debuff":  # a Debuff's strike on him (002 L660): 2 or more, any in danger
        return p.amount >= least
    card = _cards(view).cards.get(p.card) if p.card else None
    if card is None:
        return danger
    ops = [e for e in card.effects if e.op in _THREATS]
    aimed = p.target == me or any(e.op == "hit_all_others" for e in ops)
    threat = sum(int(e.params.get("amount", 0)) for e in ops) + (p.delta if ops else 0)
    return aimed and threat >= least


def _against_me(view: View, me: int, item: StackItem[PlayItem]) -> bool:
    """A response that protects its player from my card, or a card aimed at me."""
    answered = _item(view, item.payload.target_item) if item.payload.target_item else None
    if answered is not None and answered.source == me:
        return True
    return item.payload.target == me


def _gamble(view: View, legal: tuple[Action, ...]) -> Action:
    cat = _cards(view)
    plays = [a for a in legal if isinstance(a, Play)]
    plain = [a for a in plays if cat[a.card].type != "cheating"]
    if plain:
        return plain[0]
    if plays and view.gambling is not None and view.gambling.winning_hand:
        return plays[0]
    return Pass() if Pass() in legal else legal[0]


def _worthwhile(view: View, legal: tuple[Action, ...]) -> tuple[Action, ...]:
    """Drop plays whose additional cost (smash, spend) is not worth it."""
    cat = _cards(view)
    kept = tuple(
        a
        for a in legal
        if not isinstance(a, Play) or not a.option or is_worth_it(cat[a.card], a.option)
    )
    return kept or legal


def _punch(view: View, card_id: str) -> int:
    """What a card does to the others: the amounts of its hits, Alcohol and theft."""
    effects = _cards(view)[card_id].effects
    ops = ("hit", "hit_all_others", "booze", "steal")
    return sum(int(e.params.get("amount", 0)) for e in effects if e.op in ops)


def _is_action(view: View, action: Play) -> bool:
    return bool(_cards(view)[action.card].type == "action")


def _free_arrow(view: View, action: Play) -> bool:
    card = _cards(view)[action.card]
    return card.type == "action" and "arrow" in (getattr(card, "subtypes", ()) or ())


def _elemental(view: View, legal: tuple[Action, ...]) -> tuple[Action, ...]:
    """Ozrik (002 L1050): power a card up with Element Cards he can spare (worth 2 or less to
    keep), the biggest bonus; never pay with good cards. Other plays stay as they are."""
    if not any(isinstance(a, Play) and a.option.startswith(ELEMENTS) for a in legal):
        return legal
    cat = _cards(view)
    best: dict[tuple[str, int, int, int], tuple[int, Play]] = {}
    for a in legal:
        if isinstance(a, Play) and a.option.startswith(ELEMENTS):
            paid = [c for _, cards in decode_elements(a.option) for c in cards]
            if all(card_value(cat[c]) <= 2 for c in paid):
                key = (a.card, a.target, a.item, a.also)
                gain = option_gain(cat[a.card], a.option)[0]
                if key not in best or gain > best[key][0]:
                    best[key] = (gain, a)
    out: list[Action] = []
    for a in legal:
        if isinstance(a, Play):
            found = best.get((a.card, a.target, a.item, a.also))
            if found is not None and found[1] != a:
                continue  # the plain play, or a worse payment, of a card he powers up
            if found is None and a.option.startswith(ELEMENTS):
                continue  # a payment with cards worth keeping
        out.append(a)
    return tuple(out) or legal


def _potion(view: View, legal: tuple[Action, ...]) -> Action | None:
    """Phrenk's Potions (L1120-1134): keep the better of two; sell when short of Gold, to the
    richest; buy a useful Potion with Gold to spare."""
    cat = _cards(view)
    keep = [a for a in legal if isinstance(a, KeepPotion)]
    if keep:
        return max(keep, key=lambda a: (card_value(cat[a.card]), a.card))
    me = view.seats[_me(view)]
    offers = [a for a in legal if isinstance(a, (OfferPotion, OfferPotionFor))]
    if offers and me.gold <= 3:
        # Only to a player who would buy it: the rules set no limit on offers, and offering
        # again to one who refused never ended a Boss Battle (a rich Boss, a weak Potion).
        card = next((c for c in me.front if c in cat.cards), "")
        willing = [a for a in offers if _would_buy(view.seats[a.buyer].gold, cat, card)]
        willing = _named_first(willing, cat, card)
        if willing:
            count = len(view.seats)
            me_at = _me(view)
            return max(
                willing, key=lambda a: (view.seats[a.buyer].gold, -((a.buyer - me_at) % count))
            )
    if any(isinstance(a, BuyPotion) for a in legal):
        phrenk = next((s for s in view.seats if any(isinstance(x, Brewery) for x in s.extra)), None)
        card = next((c for c in phrenk.front if c in cat.cards), "") if phrenk else ""
        brewery = (
            next((x for x in phrenk.extra if isinstance(x, Brewery)), None) if phrenk else None
        )
        named = brewery.named if brewery is not None else ""
        buys = _would_buy(me.gold, cat, card) and _gives_up(cat, card, named)
        return BuyPotion(answer="yes" if buys else "no")
    sells = [a for a in legal if isinstance(a, (SellPotion, SellPotionFor))]
    if sells:  # asked for it (L1134)
        card = next((c for c in me.front if c in cat.cards), "")
        if not _would_sell(me.gold, cat, card):
            return SellPotion(answer="no")
        yes = [a for a in sells if not isinstance(a, SellPotion) or a.answer == "yes"]
        return _named_first(yes, cat, card)[0]
    asks = [a for a in legal if isinstance(a, AskPotion)]
    if asks:  # ask for a useful Potion with Gold to spare, when Phrenk would sell it
        phrenk = view.seats[asks[0].seller]
        card = next((c for c in phrenk.front if c in cat.cards), "")
        if _would_buy(me.gold, cat, card) and _would_sell(phrenk.gold, cat, card):
            return asks[0]
    return None


_Sale = TypeVar("_Sale", bound=Action)


def _gives_up(cat: Any, card: str, artifact: str) -> bool:
    """A buyer pays with the face-up Artifact Phrenk names (L630) when it is worth no more than
    a Gold to them, or for a Potion worth 5 or more."""
    if not artifact or artifact not in cat.cards:
        return True
    return artifact_worth(cat[artifact]) <= 0 or (bool(card) and card_value(cat[card]) >= 5)


def _named_first(actions: list[_Sale], cat: Any, card: str) -> list[_Sale]:
    """Phrenk's sale (L630): naming the buyer's most useful face-up Artifact when the buyer
    would give it up (``_gives_up``, so a refusal and a new request never loop), else at the
    price as the buyer chooses; the order of ``actions`` otherwise kept."""

    def rank(a: _Sale) -> int:
        named = a.artifact if isinstance(a, (OfferPotionFor, SellPotionFor)) else ""
        if not named:
            return 0
        if named not in cat.cards or not _gives_up(cat, card, named):
            return 2
        return -artifact_worth(cat[named])

    return [a for a in sorted(actions, key=rank) if rank(a) < 2]


def _would_buy(gold: int, cat: Any, card: str) -> bool:
    """A useful Potion (worth 3 or more) bought with Gold to spare (3 after its price)."""
    return bool(card) and card_value(cat[card]) >= 3 and gold >= price_of(cat[card]) + 3


def _would_sell(gold: int, cat: Any, card: str) -> bool:
    """Phrenk sells the Potion asked for when short of Gold or when it is of little use."""
    return not card or gold <= 4 or card_value(cat[card]) < 3


def _supply(view: View, legal: tuple[Action, ...]) -> Action | None:
    """Terci's split icon (L1535): the token her Waiting Patients need most, else the scarcest."""
    offered = [a for a in legal if isinstance(a, TakeSupply)]
    if not offered:
        return None
    clinic = next((x for x in view.seats[_me(view)].extra if isinstance(x, Clinic)), None)
    if clinic is None:
        return offered[0]
    cat = _cards(view)
    wanted: dict[str, int] = {k: 0 for k in SUPPLIES}
    for card in clinic.waiting:
        for k, n in (needs(cat[card]) if card else {}).items():
            wanted[k] += max(0, n - clinic.tokens(k))
    return max(offered, key=lambda a: (wanted[a.token], -clinic.tokens(a.token)))


def _fallback(view: View, legal: tuple[Action, ...]) -> Action:
    """A mechanic's own choice: Heat's penalty, Serena's atonement and Zakhan's Drink Chi by
    their advice; otherwise the first answer."""
    me = view.seats[_me(view)]
    wanted = heat_penalty(me.fortitude, me.alcohol, me.gold)
    for action in legal:
        if getattr(action, "penalty", None) == wanted:
            return action
    way = atonement(me.fortitude, me.alcohol, me.gold)
    cat = _cards(view)
    spenders = sum(1 for c in view.hand if any(e.op == "spend_chi" for e in cat[c].costs))
    total = me.alcohol + chi_of(me.extra)
    now = view.active == _me(view) and view.phase == "action"  # a Drink his own card forced
    chi = "yes" if take_chi(me.fortitude, total, spenders, now) else "no"
    for action in legal:
        if (isinstance(action, Atone) and action.way == way) or (
            isinstance(action, TakeChi) and action.gain == chi
        ):
            return action
    if StayInRound(stay=True) in legal:  # Pooky's kick-out (002 L1262): stay while it is safe
        safe = me.fortitude - 2 > me.alcohol + 2
        return StayInRound(stay=safe)
    bites = [a.target for a in legal if isinstance(a, FuryTarget)]
    if bites:  # Ripsnarl's Fury: every bite at the rival nearest to passing out (002 L1331)
        return FuryTarget(target=_weakest(view, bites))
    summons = [a for a in legal if isinstance(a, PlaceSummon) and a.which]
    if summons:  # Zariah's choice of summon: always place one (002 L1941)
        return summons[0]
    aims = [a.target for a in legal if isinstance(a, AimAttached)]
    if aims:  # a Story or a Gear just revealed (they hurt): the rival nearest to passing out
        return AimAttached(target=_weakest(view, aims))
    equips = [a for a in legal if isinstance(a, EquipTreasure)]
    if equips:  # Flower, Spyke: equip a Treasure when it raises the Level
        return _best_equip(view, equips)
    gizmos = next((x for x in view.seats[_me(view)].extra if isinstance(x, Gizmos)), None)
    if gizmos is not None:  # Wrench's tick-down (002 L1793): use each ability
        tick = tick_advice(gizmos, _cards(view).cards, legal, lambda ts: _weakest(view, ts))
        if tick is not None:
            return tick
    plot = plot_advice(legal, view.hand, _cards(view), lambda c: card_value(_cards(view)[c]))
    if plot is not None:  # Petra (002 L1088): a Scheme to play from there, else Hellfire
        return plot
    stone = petrify_advice(legal, lambda c: card_value(_cards(view)[c]))
    if stone is not None:  # Nerodia's Petrify (002 L896): give away the least useful card
        return stone
    epic = epic_advice(legal)
    if epic is not None:  # Epic Pooky (002 L1273): back to Calm for an Epic Card
        return epic
    dop = doppelgangers_of(view.seats[_me(view)].extra)
    if dop is not None:  # Evil Pooky (002 L358): keep the first Split, give the rest away
        placed = place_advice(legal, _me(view), len(dop.kept), lambda ts: _weakest(view, ts))
        if placed is not None:
            return placed
    pools = [a for a in legal if isinstance(a, PoolRage)]
    if pools:  # Cormac's double Rage icon: feed the pool a card he would discard anyway
        cat = _cards(view)
        spare = [a for a in pools if a.card and card_value(cat[a.card]) <= 1]
        return spare[0] if spare else PoolRage(card="")
    return legal[0]


def _best_equip(view: View, equips: list[EquipTreasure]) -> Action:
    """Equip the revealed Treasure when it adds more Level than what it pushes out; else
    discard it (drop the weakest 1-Hand Treasure when both hands are full)."""
    me = view.seats[_me(view)]
    m = next((x for x in me.extra if isinstance(x, Munchkin)), None)
    if m is None or not m.revealed:
        return equips[0]
    cat = _cards(view)
    gain = level_of(cat[m.revealed])
    best: tuple[int, Action] = (0, EquipTreasure(choice="discard"))
    for way in conflicts(cat, m.equipped, m.revealed):
        net = gain - sum(level_of(cat[c]) for c in way)
        choice = way[0] if len(conflicts(cat, m.equipped, m.revealed)) > 1 else "equip"
        action = EquipTreasure(choice=choice)
        if net > best[0] and action in equips:
            best = (net, action)
    return best[1]
