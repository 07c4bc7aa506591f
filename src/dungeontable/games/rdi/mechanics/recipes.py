"""Roxana's Recipes, Cutting Board and Smorgasbord (compendium 002 L1343-1428; rdi.md §2.1
Roxana).

Setup (L1349): her Recipe Deck is shuffled and its top card revealed as her Available Recipe.

Ingredients (L1355-1361): a card with an Ingredient icon (``icons = [{op = "ingredient", kind =
"meat"}]``) goes to her Cutting Board when it resolves instead of her discard pile (hook
``on_dispose``: Ignored or altered it still goes there; Negated it never resolves and is
discarded). A blue cleaver (``cleaver = true``, L1367) then lets her put one more Ingredient card
from her hand straight onto the board, none of its effects happening and its own cleaver
ignored (decision ``cleaver``: a card or none). A card with ``{op = "prep", amount = 3}``
(L1373) lets her put up to that many Ingredient cards from hand onto the board (decision
``prep``, one at a time, stopping when she likes). A card without an Ingredient icon never goes
on the board (L1418); a discarded Ingredient card goes to the discard pile (L1426).

Recipes (L1400): at the start of her turn the top Recipe is revealed; with one already
available she must keep one of the two (decision ``recipe-keep``, a closed window: nobody acts
meanwhile and she may not cook then), the other goes face down to the bottom of the Recipe Deck.
Cooking never reveals a new one; an empty Recipe Deck reveals nothing (L1422). Cooking (L1402):
spend the Ingredients the Recipe's cost names (``costs = [{op = "recipe_cost", needs = [...]}]``,
slots ``meat``, ``veg``, ``sauce``, ``meat_or_sauce``, ``veg_or_sauce``, ``any``) from the board
to her discard pile and take the Recipe into her hand; it is then a card of its printed type and
goes to her discard pile when played, so a reshuffle brings it back (L1402, L1420); her
Character Deck is reshuffled the moment it runs out (L1420 "immediately": hook ``on_drawn``),
not at her next draw. The
compendium does not say when she may cook; ruling ``roxana_cook`` [proposed] ``anytime``:
whenever she could play an Anytime card (its "not at this time" in L1400 implies any other
time), as an action that is not a card (nothing answers it).

The Smorgasbord (L1410-1412): whenever she could play an Anytime card she may spend any three
Ingredients from the board to draw a card; this counts as playing an Anytime card (the house
pseudo-card ``roxana-smorgasbord`` on the stack, Negatable, with no refund), repeatable.

Hidden: the Recipe Deck is face down to everyone (its order unknown to all, Roxana too: the
view lists its cards sorted, determinize reshuffles them); the Available Recipe, a revealed one
and the Cutting Board are face up. Recipes cooked into her hand are known to be there until
played (``held``; determinize deals them to her hand).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations, permutations
from typing import Any

from msgspec.structs import replace

from dungeontable.core import Action, Decision, Event, Rng

from ..effects import EFFECTS, Fx
from ..events import CardsDrawn
from ..hooks import Mechanic, Result, extra_of, set_extra
from ..state import Play, SeatExtra, State, update_seat
from .catalog import ops_of, param
from .events import (
    BoardIngredient,
    CookRecipe,
    IngredientBoarded,
    KeepRecipe,
    RecipeCooked,
    RecipeKept,
    RecipeRevealed,
    ServeSmorgasbord,
    SmorgasbordServed,
)
from .pets import CatalogOf

RECIPES = "recipes"
"""The catalog deck of the Recipe Cards (``cards/recipes.toml``)."""
SMORGASBORD = "roxana-smorgasbord"
"""The pseudo-card an activation of the Smorgasbord puts on the stack (deck ``smorgasbord``)."""
SMORGASBORD_DECK = "smorgasbord"
SMORGASBORD_COST = 3
"""Ingredients one activation spends (L1410)."""
SETS: dict[str, frozenset[str]] = {
    "meat": frozenset({"meat"}),
    "veg": frozenset({"veg"}),
    "sauce": frozenset({"sauce"}),
    "meat_or_sauce": frozenset({"meat", "sauce"}),
    "veg_or_sauce": frozenset({"veg", "sauce"}),
    "any": frozenset({"meat", "veg", "sauce"}),
}
"""What each Ingredient icon or cost slot stands for (L1377-1396)."""
NAMES = {
    "meat": "Meat",
    "veg": "Vegetables",
    "sauce": "Sauce",
    "meat_or_sauce": "Meat or Sauce",
    "veg_or_sauce": "Vegetables or Sauce",
    "any": "any Ingredient",
}


class Kitchen(SeatExtra, frozen=True):
    """Roxana's Recipe Deck (top last), Available Recipe, a newly revealed Recipe awaiting her
    keep choice, the Cutting Board, the cooked Recipes known to be in her hand, the choice she
    owes (``keep``, ``cleaver``, ``prep``) and the Ingredients a prep card still lets her add."""

    recipes: tuple[str, ...] = ()
    available: str = ""
    revealed: str = ""
    board: tuple[str, ...] = ()
    held: tuple[str, ...] = ()
    due: str = ""
    prep_left: int = 0

    def public(self) -> Kitchen:
        """The Recipe Deck is face down: which Recipes are left, never their order."""
        return replace(self, recipes=tuple(sorted(self.recipes)))

    def private(self) -> Kitchen:
        return self.public()

    def shuffled(self, rng: Rng) -> tuple[Kitchen, Rng]:
        """The face-down Recipe Deck in a random order (determinize)."""
        deck, rng = rng.shuffle(self.recipes)
        return replace(self, recipes=tuple(deck)), rng

    @property
    def kept_cards(self) -> tuple[str, ...]:
        """Her deck's cards out of hand, deck and discard: the Cutting Board (face up)."""
        return self.board

    def dealt_hand(self, known: tuple[str, ...], rng: Rng) -> tuple[Kitchen, tuple[str, ...], Rng]:
        """A resampled view: the Recipes she cooked and has not played are in her hand."""
        left = list(self.held)
        for card in known:
            if card in left:
                left.remove(card)
        return self, tuple(left), rng

    def describe(self) -> str:
        recipe = f"Available Recipe {self.available}" if self.available else "no Available Recipe"
        board = f"Cutting Board {len(self.board)}"
        due = {"keep": " (keeping a Recipe)", "cleaver": " (cleaver)", "prep": " (prepping)"}
        return f"{recipe}; Recipe Deck {len(self.recipes)}; {board}{due.get(self.due, '')}"


# --- ops cards name -----------------------------------------------------------------------------


@EFFECTS.op
def ingredient(fx: Fx, *, kind: str, cleaver: bool = False) -> None:
    """Icon: resolved, the card goes to the Cutting Board as that Ingredient (L1359);
    ``cleaver``: one more Ingredient card from hand may follow it (L1367)."""


@EFFECTS.op
def recipe_cost(fx: Fx, *, needs: list[str]) -> None:
    """A Recipe's cost in its upper right corner (L1402): data only."""


@EFFECTS.op
def prep(fx: Fx, *, amount: int) -> None:
    """Put up to ``amount`` Ingredient cards from hand onto the Cutting Board, none of their
    effects happening (L1373)."""


@EFFECTS.op
def serve(fx: Fx) -> None:
    """The Smorgasbord's effect: draw a card from her Character Deck (L1410)."""


# --- the rules ----------------------------------------------------------------------------------


def kind_of(card: Any) -> str:
    """The Ingredient a card stands for (``""``: it has no Ingredient icon)."""
    for icon in ops_of(card, "icons", "ingredient"):
        return str(param(icon, "kind", "any"))
    return ""


def has_cleaver(card: Any) -> bool:
    return any(param(i, "cleaver", False) for i in ops_of(card, "icons", "ingredient"))


def needs_of(card: Any) -> tuple[str, ...]:
    """The Ingredients a Recipe costs (its ``recipe_cost``)."""
    for cost in ops_of(card, "costs", "recipe_cost"):
        return tuple(str(n) for n in param(cost, "needs", ()))
    return ()


def fits(kind: str, need: str) -> bool:
    """An Ingredient of ``kind`` pays a slot ``need`` (L1402: a Meat pays "Meat or Sauce")."""
    return bool(SETS.get(kind, frozenset()) & SETS.get(need, frozenset()))


def pays(kinds: tuple[str, ...], needs: tuple[str, ...]) -> bool:
    """These Ingredients (as many as the slots) pay every slot, one each."""
    if len(kinds) != len(needs):
        return False
    return any(
        all(fits(k, n) for k, n in zip(order, needs, strict=True)) for order in permutations(kinds)
    )


def cook_options(catalog: Any, board: tuple[str, ...], recipe: str) -> tuple[tuple[str, ...], ...]:
    """Every distinct set of board cards (sorted ids) that pays ``recipe``."""
    needs = needs_of(catalog[recipe]) if recipe else ()
    if not needs or len(board) < len(needs):
        return ()
    found: set[tuple[str, ...]] = set()
    for combo in combinations(board, len(needs)):
        key = tuple(sorted(combo))
        if key not in found and pays(tuple(kind_of(catalog[c]) for c in key), needs):
            found.add(key)
    return tuple(sorted(found))


def serve_options(board: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Every distinct three board cards the Smorgasbord may spend (L1410: any three)."""
    return tuple(sorted({tuple(sorted(c)) for c in combinations(board, SMORGASBORD_COST)}))


def hand_ingredients(state: State, seat: int, catalog: Any) -> tuple[str, ...]:
    return tuple(sorted({c for c in state.seats[seat].hand if kind_of(catalog[c])}))


def _split(cards: str) -> tuple[str, ...]:
    return tuple(sorted(c for c in cards.split(",") if c))


def _take(pile: tuple[str, ...], cards: tuple[str, ...]) -> tuple[str, ...] | None:
    left = list(pile)
    for card in cards:
        if card not in left:
            return None
        left.remove(card)
    return tuple(left)


def reveal(state: State, seat: int) -> Result:
    """Turn start (L1400): the top Recipe revealed; with one available she must keep one."""
    k = extra_of(state, seat, Kitchen)
    if k is None or not k.recipes:
        return state, ()
    top, rest = k.recipes[-1], k.recipes[:-1]
    if not k.available:
        state = set_extra(state, seat, replace(k, recipes=rest, available=top))
        return state, (RecipeRevealed(seat=seat, card=top, available=top),)
    state = set_extra(state, seat, replace(k, recipes=rest, revealed=top, due="keep"))
    return state, (RecipeRevealed(seat=seat, card=top, available=k.available),)


def board_card(state: State, seat: int, card: str, how: str) -> Result:
    """An Ingredient card from her hand straight onto the board, no effects (L1367, L1373)."""
    k = extra_of(state, seat, Kitchen) or Kitchen()
    hand = list(state.seats[seat].hand)
    hand.remove(card)
    state = update_seat(state, seat, hand=tuple(hand))
    state = set_extra(state, seat, replace(k, board=(*k.board, card)))
    return state, (IngredientBoarded(seat=seat, card=card, how=how, board=len(k.board) + 1),)


def draw_one(state: State, seat: int) -> Result:
    """The Smorgasbord's card: the top of her deck (an empty deck reshuffles her discard pile,
    Recipes included, the Cutting Board staying where it is, L1420)."""
    s = state.seats[seat]
    deck, discard, rng = s.deck, s.discard, state.rng
    if not deck and discard:
        shuffled, rng = rng.shuffle(discard)
        deck, discard = tuple(shuffled), ()
    if not deck:
        return state, (CardsDrawn(seat=seat, count=0),)
    card = deck[-1]
    state = update_seat(
        replace(state, rng=rng), seat, hand=(*s.hand, card), deck=deck[:-1], discard=discard
    )
    state = reshuffled_at_once(state, seat)
    others = tuple(i for i in range(len(state.seats)) if i != seat)
    events: tuple[Event, ...] = (CardsDrawn(seat=seat, count=1, cards=(card,), to=(seat,)),)
    if others:
        events += (CardsDrawn(seat=seat, count=1, to=others),)
    return state, events


PROMPTS = {
    "recipe-keep": "must choose which Recipe to keep (the other goes to the bottom of the deck)",
    "cleaver": "may put one more Ingredient card from their hand on their Cutting Board",
    "prep": "may put Ingredient cards from their hand on their Cutting Board",
}
"""The flow's prompt of each decision kind (``words`` reads them back)."""


def reshuffled_at_once(state: State, seat: int) -> State:
    """L1420: her Character Deck ran out: the discard pile (Recipes included) is shuffled into
    a new deck at once, not at her next draw; the Cutting Board stays."""
    s = state.seats[seat]
    if s.deck or not s.discard:
        return state
    deck, rng = state.rng.shuffle(s.discard)
    return update_seat(replace(state, rng=rng), seat, deck=tuple(deck), discard=())


class RecipesMechanic(Mechanic):
    """The hooks of the recipes family."""

    name = "recipes"

    def __init__(self, catalog: CatalogOf) -> None:
        self.catalog = catalog

    def on_drawn(self, state: State, seat: int, cards: tuple[str, ...]) -> Result:
        return reshuffled_at_once(state, seat), ()

    def setup(self, state: State, seat: int, config: Mapping[str, Any]) -> State:
        """L1349: the Recipe Deck shuffled, its top card the Available Recipe."""
        cat = self.catalog(state)
        deck, rng = state.rng.shuffle(list(cat.deck(RECIPES)))
        top = deck[-1] if deck else ""
        k = Kitchen(recipes=tuple(deck[:-1]), available=top)
        return set_extra(replace(state, rng=rng), seat, k)

    def on_turn_start(self, state: State, seat: int) -> Result:
        return reveal(state, seat)

    def on_play(self, state: State, seat: int, card: Any, option: str) -> Result:
        """A cooked Recipe leaving her hand is no longer known to be there."""
        k = extra_of(state, seat, Kitchen)
        cid = getattr(card, "id", "")
        if k is None or cid not in k.held:
            return state, ()
        held = list(k.held)
        held.remove(cid)
        return set_extra(state, seat, replace(k, held=tuple(held))), ()

    def on_dispose(self, state: State, play: Play, card: Any) -> Result | None:
        """A resolved Ingredient card goes to the Cutting Board (L1359, L1361, L1416)."""
        if not kind_of(card) or play.card != play.parts[0] or len(play.parts) != 1:
            return None
        k = extra_of(state, play.seat, Kitchen)
        if k is None:
            return None
        k = replace(k, board=(*k.board, play.card))
        alive = state.seats[play.seat].alive
        if has_cleaver(card) and alive and hand_ingredients(state, play.seat, self.catalog(state)):
            k = replace(k, due="cleaver")
        event = IngredientBoarded(
            seat=play.seat, card=play.card, how="resolved", board=len(k.board)
        )
        return set_extra(state, play.seat, k), (event,)

    def on_resolved(
        self, state: State, play: Play, card: Any, ignored_by: tuple[int, ...]
    ) -> Result:
        """The Smorgasbord draws (L1410); a prep card opens its choice (L1373)."""
        if ops_of(card, "effects", "serve"):
            return draw_one(state, play.seat)
        for op in ops_of(card, "effects", "prep"):
            k = extra_of(state, play.seat, Kitchen)
            cat = self.catalog(state)
            if k is not None and hand_ingredients(state, play.seat, cat):
                amount = int(param(op, "amount", 3))
                state = set_extra(state, play.seat, replace(k, due="prep", prep_left=amount))
        return state, ()

    def side_pile(self, state: State, play: Play, card: Any) -> Result | None:
        """The Smorgasbord is a tile, not a card: its activation leaves no card behind."""
        if getattr(card, "deck", "") != SMORGASBORD_DECK:
            return None
        return state, ()

    def decision(self, state: State) -> Decision | None:
        found = _due(state)
        if found is None:
            return None
        seat, k = found
        kind = "recipe-keep" if k.due == "keep" else k.due
        return Decision(seat, kind, PROMPTS[kind])

    def extra_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        found = _due(state)
        if found is None or found[0] != seat:
            return ()
        k = found[1]
        if k.due == "keep":
            return (KeepRecipe(card=k.available), KeepRecipe(card=k.revealed))
        cards = hand_ingredients(state, seat, self.catalog(state))
        return (BoardIngredient(card=""), *(BoardIngredient(card=c) for c in cards))

    def apply_extra(self, state: State, action: Action) -> Result:
        found = _due(state)
        if found is None or action not in self.extra_actions(state, found[0]):
            return state, ()
        seat, k = found
        if isinstance(action, KeepRecipe):
            other = k.revealed if action.card == k.available else k.available
            k = replace(k, available=action.card, revealed="", due="", recipes=(other, *k.recipes))
            return set_extra(state, seat, k), (RecipeKept(seat=seat, kept=action.card),)
        if not isinstance(action, BoardIngredient):
            return state, ()
        if not action.card:
            return set_extra(state, seat, replace(k, due="", prep_left=0)), ()
        how = k.due
        state, events = board_card(state, seat, action.card, how)
        k = extra_of(state, seat, Kitchen) or Kitchen()
        left = k.prep_left - 1 if how == "prep" else 0
        more = how == "prep" and left > 0 and hand_ingredients(state, seat, self.catalog(state))
        k = replace(k, due="prep" if more else "", prep_left=left if more else 0)
        return set_extra(state, seat, k), events

    def anytime_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        """Cook the Available Recipe (ruling ``roxana_cook``) or serve the Smorgasbord."""
        k = extra_of(state, seat, Kitchen)
        if k is None or k.due or not state.seats[seat].alive:
            return ()
        cat = self.catalog(state)
        cook: tuple[Action, ...] = ()
        own_action = state.phase == "action" and state.active == seat and state.stack.is_empty
        if state.options.roxana_cook == "anytime" or own_action:
            cook = tuple(
                CookRecipe(cards=",".join(c)) for c in cook_options(cat, k.board, k.available)
            )
        serve = tuple(ServeSmorgasbord(cards=",".join(c)) for c in serve_options(k.board))
        return (*cook, *serve)

    def apply_anytime(self, state: State, seat: int, action: Action) -> Result:
        if action not in self.anytime_actions(state, seat):
            return state, ()
        k = extra_of(state, seat, Kitchen) or Kitchen()
        spent = _split(getattr(action, "cards", ""))
        board = _take(k.board, spent)
        if board is None:
            return state, ()
        s = state.seats[seat]
        state = update_seat(state, seat, discard=(*s.discard, *spent))
        if isinstance(action, CookRecipe):
            recipe = k.available
            k = replace(k, board=board, available="", held=(*k.held, recipe))
            state = update_seat(state, seat, hand=(*state.seats[seat].hand, recipe))
            return set_extra(state, seat, k), (RecipeCooked(seat=seat, recipe=recipe, spent=spent),)
        state = set_extra(state, seat, replace(k, board=board))
        play = Play("card", card=SMORGASBORD, parts=(SMORGASBORD,), seat=seat)
        stack = state.stack.push(play, source=seat, counts_as="anytime")
        state = replace(state, stack=stack)
        uid = stack.items[-1].uid
        return state, (SmorgasbordServed(seat=seat, spent=spent, uid=uid),)


def _due(state: State) -> tuple[int, Kitchen] | None:
    """Roxana owing a choice (it comes at once: nobody acts meanwhile, L1400)."""
    for seat, s in enumerate(state.seats):
        for value in s.extra:
            if type(value) is Kitchen:
                if value.due and s.alive:
                    return seat, value
                break
    return None


# --- advice for the bots ------------------------------------------------------------------------


def kitchen_of(extra: tuple[object, ...]) -> Kitchen | None:
    """A seat's kitchen as a view shows it (``None``: not Roxana)."""
    return next((x for x in extra if isinstance(x, Kitchen)), None)


def cheaper(catalog: Any, a: str, b: str) -> str:
    """The Recipe with fewer Ingredients to pay (the first on a tie)."""
    return b if len(needs_of(catalog[b])) < len(needs_of(catalog[a])) else a


def advice(
    kitchen: Kitchen | None, hand: tuple[str, ...], legal: tuple[Action, ...], catalog: Any
) -> Action | None:
    """The heuristic bot's kitchen: keep the cheaper Recipe; cook as soon as it can (a Recipe
    is a strong card); serve the Smorgasbord with six or more Ingredients on the board (three
    stay for the next Recipe); put a spare Action card (she plays one a turn) on the board."""
    if kitchen is None:
        return None
    keeps = [a for a in legal if isinstance(a, KeepRecipe)]
    if len(keeps) == 2:
        return KeepRecipe(card=cheaper(catalog, keeps[0].card, keeps[1].card))
    boards = [a for a in legal if isinstance(a, BoardIngredient)]
    if boards:
        actions = [c for c in hand if catalog[c].type == "action"]
        spare = [a for a in boards if a.card and a.card in actions and len(actions) > 1]
        return spare[0] if spare else BoardIngredient(card="")
    cook = [a for a in legal if isinstance(a, CookRecipe)]
    if cook:
        return cook[0]
    serve = [a for a in legal if isinstance(a, ServeSmorgasbord)]
    if serve and len(kitchen.board) >= 2 * SMORGASBORD_COST:
        return serve[0]
    return None
