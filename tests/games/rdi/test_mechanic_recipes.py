"""Roxana's Ingredients, Cutting Board, Recipes and Smorgasbord (mechanic ``recipes``,
compendium 002 L1343-1428): exact outcomes of each rule, hidden zones per seat, resampled views,
the bot, an owner's pack and seeded games."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.events import (
    CookRecipe,
    RecipeCooked,
    RecipeRevealed,
    ServeSmorgasbord,
)
from dungeontable.games.rdi.mechanics.recipes import (
    RECIPES,
    SMORGASBORD,
    Kitchen,
    cook_options,
    fits,
    pays,
    serve_options,
)
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.state import update_seat

from .conftest import Table, build
from .seeded import seeded_steps

CAT = house().catalog
COCKATRICE = "recipe_spatchcocked_cockatrice"


def roxana(
    available: str = COCKATRICE,
    recipes: tuple[str, ...] = ("recipe_hearty_stew",),
    board: tuple[str, ...] = (),
    **seat: Any,
) -> dict[str, Any]:
    extra = {
        "mechanic": "Kitchen",
        "recipes": list(recipes),
        "available": available,
        "board": list(board),
    }
    return {"character": "roxana", "extra": [extra], **seat}


def kitchen(t: Table | Any, seat: int = 0) -> Kitchen:
    state = t.state if isinstance(t, Table) else t
    return next(x for x in state.seats[seat].extra if isinstance(x, Kitchen))


def test_setup_shuffles_the_recipe_deck_and_reveals_one() -> None:
    """L1349: the top Recipe is the Available Recipe; the other seven stay in the deck."""
    state = GAME.setup(Options(characters=("roxana", "fiona")), 2, 5)
    k = kitchen(state)
    assert k.available in CAT.deck(RECIPES)
    shown = (k.available, k.revealed) if k.revealed else (k.available,)
    assert len(k.recipes) == 8 - len(shown)  # 7, or 6 with her first turn begun (L1400)
    assert Counter((*k.recipes, *shown)) == Counter(CAT.deck(RECIPES))
    assert k.board == ()
    assert len(state.seats[0].hand) == 7


def test_slots_accept_their_ingredients_only() -> None:
    """L1377-1396: a Meat pays Meat, Meat or Sauce, any; never Vegetables or Vegetables or
    Sauce."""
    assert [fits("meat", n) for n in ("meat", "meat_or_sauce", "any", "veg", "veg_or_sauce")] == [
        True,
        True,
        True,
        False,
        False,
    ]
    assert fits("sauce", "veg_or_sauce") and fits("sauce", "meat_or_sauce")
    assert not fits("veg", "sauce")
    assert pays(("sauce", "meat"), ("meat", "meat_or_sauce"))
    assert not pays(("veg", "meat"), ("meat", "meat_or_sauce"))
    assert not pays(("meat",), ("meat", "meat_or_sauce"))


def test_cook_options_list_each_paying_set_once() -> None:
    board = ("roxana-mean-cuisine", "roxana-no-soup", "roxana-fresh-herbs", "roxana-mean-cuisine")
    assert cook_options(CAT, board, COCKATRICE) == (
        ("roxana-mean-cuisine", "roxana-mean-cuisine"),
        ("roxana-mean-cuisine", "roxana-no-soup"),
    )
    assert cook_options(CAT, board[:1], COCKATRICE) == ()
    assert cook_options(CAT, board, "") == ()
    assert len(serve_options(board)) == 3
    assert serve_options(board[:2]) == ()


def test_a_resolved_ingredient_card_goes_to_the_board_a_plain_card_to_the_discard() -> None:
    """L1359 and L1418: mean cuisine (Meat) to the board; Watch the cleaver! (no icon) to the
    discard pile."""
    hand = ["roxana-mean-cuisine", "roxana-watch-the-cleaver"]
    t = build(2, phase="action", seat=[roxana(hand=hand), {}])
    t.do("play card=roxana-mean-cuisine target=1")
    assert t.seat(1).fortitude == 18
    assert kitchen(t).board == ("roxana-mean-cuisine",)
    assert t.seat(0).discard == ()
    t = build(2, phase="action", seat=[roxana(hand=hand), {}])
    t.do("play card=roxana-watch-the-cleaver target=1")
    assert t.seat(1).fortitude == 17
    assert kitchen(t).board == ()
    assert t.seat(0).discard == ("roxana-watch-the-cleaver",)


def test_the_cleaver_offers_only_ingredient_cards_and_none_is_a_choice() -> None:
    """L1369: the choice is hers: declining leaves her hand as it was."""
    hand = ["roxana-no-soup", "roxana-golden-goose", "roxana-watch-the-cleaver"]
    t = build(2, phase="action", seat=[roxana(hand=hand), {}])
    t.do("play card=roxana-no-soup target=1")
    assert t.decision is not None and t.decision.kind == "cleaver"
    assert t.legal() == [
        'board-ingredient card=""',
        "board-ingredient card=roxana-golden-goose",
    ]
    t.do('board-ingredient card=""')
    assert kitchen(t).board == ("roxana-no-soup",)
    assert kitchen(t).due == ""
    assert t.seat(0).hand == ("roxana-golden-goose", "roxana-watch-the-cleaver")


def test_no_cleaver_choice_without_an_ingredient_card_in_hand() -> None:
    t = build(2, phase="action", seat=[roxana(hand=["roxana-no-soup", "roxana-leather-apron"]), {}])
    t.do("play card=roxana-no-soup target=1")
    assert kitchen(t).due == ""
    assert t.decision is not None and t.decision.kind != "cleaver"


def test_turn_start_reveals_into_an_empty_spot_without_a_choice() -> None:
    """L1400: after cooking, the spot is empty; the next turn's Recipe simply fills it."""
    seat = roxana(available="", recipes=("recipe_garden_platter", "recipe_hearty_stew"))
    t = build(2, phase="start", seat=[{**seat, "hand": ["roxana-fresh-herbs"]}, {}])
    k = kitchen(t)
    assert k.available == "recipe_hearty_stew" and k.recipes == ("recipe_garden_platter",)
    assert t.decision is not None and t.decision.kind == "discard"


def test_keeping_the_old_recipe_puts_the_new_one_at_the_bottom() -> None:
    recipes = ("recipe_garden_platter", "recipe_hearty_stew")
    t = build(2, phase="start", seat=[roxana(recipes=recipes, hand=["roxana-fresh-herbs"]), {}])
    t.do(f"keep-recipe card={COCKATRICE}")
    k = kitchen(t)
    assert k.available == COCKATRICE
    assert k.recipes == ("recipe_hearty_stew", "recipe_garden_platter")


def test_cooking_takes_the_recipe_into_hand_and_it_plays_as_its_type() -> None:
    """L1402: Hearty Tavern Stew (Vegetables, Sauce) is an Anytime card once cooked: gain 3."""
    board = ("roxana-fresh-herbs", "roxana-no-soup", "roxana-mean-cuisine")
    seat = roxana(available="recipe_hearty_stew", board=board, fortitude=10)
    t = build(2, phase="action", seat=[seat, {}])
    t.do('cook-recipe cards="roxana-fresh-herbs,roxana-no-soup"')
    assert (
        RecipeCooked(
            seat=0, recipe="recipe_hearty_stew", spent=("roxana-fresh-herbs", "roxana-no-soup")
        )
        in t.events()
    )
    assert kitchen(t).held == ("recipe_hearty_stew",)
    t.do("play card=recipe_hearty_stew")
    assert t.seat(0).fortitude == 13
    assert t.seat(0).discard == ("roxana-fresh-herbs", "roxana-no-soup", "recipe_hearty_stew")
    assert kitchen(t).held == ()
    assert kitchen(t).board == ("roxana-mean-cuisine",)


def test_ruling_action_phase_cooks_only_in_her_action_phase() -> None:
    board = ("roxana-mean-cuisine", "roxana-no-soup")
    options = Options(roxana_cook="action_phase")
    hand = ["fiona-hit"]
    t = build(2, options, phase="action", active=1, seat=[roxana(board=board), {"hand": hand}])
    t.do("play card=fiona-hit target=0")
    assert not any(a.startswith("cook-recipe") for a in t.legal())
    t = build(2, options, phase="action", seat=[roxana(board=board), {}])
    assert 'cook-recipe cards="roxana-mean-cuisine,roxana-no-soup"' in t.legal()
    t = build(2, phase="action", active=1, seat=[roxana(board=board), {"hand": hand}])
    t.do("play card=fiona-hit target=0")
    assert 'cook-recipe cards="roxana-mean-cuisine,roxana-no-soup"' in t.legal()


def test_a_reshuffle_brings_a_played_recipe_back_and_leaves_the_board() -> None:
    """L1420: the discard pile (with the Recipe) becomes the deck."""
    board = ("roxana-mean-cuisine", "roxana-no-soup", "roxana-fresh-herbs")
    seat = roxana(available="", board=board)
    t = build(2, phase="action", seat=[seat, {}])
    t.state = update_seat(t.state, 0, deck=(), discard=(COCKATRICE,))
    t.do('serve-smorgasbord cards="roxana-fresh-herbs,roxana-mean-cuisine,roxana-no-soup"')
    s = t.seat(0)  # the spent three went to the discard pile first, so they are shuffled in
    assert len(s.hand) == 1 and len(s.deck) == 3 and s.discard == ()
    assert Counter((*s.hand, *s.deck)) == Counter((COCKATRICE, *board))
    assert kitchen(t).board == ()


def test_the_smorgasbord_is_an_anytime_play_others_may_answer_and_leaves_nothing() -> None:
    board = ("roxana-mean-cuisine", "roxana-no-soup", "roxana-fresh-herbs")
    seat = roxana(available="", board=board, deck=["roxana-leather-apron"])
    brawler = {"character": "generic_brawler", "hand": ["brawler_not_now"]}
    t = build(2, phase="action", seat=[seat, brawler])
    t.do('serve-smorgasbord cards="roxana-fresh-herbs,roxana-mean-cuisine,roxana-no-soup"')
    assert t.state.stack.items[-1].payload.card == SMORGASBORD
    assert t.state.stack.items[-1].counts_as == "anytime"
    assert t.decision is not None and t.decision.seat == 1
    t.passes()
    assert t.seat(0).hand == ("roxana-leather-apron",)
    assert SMORGASBORD not in (*t.seat(0).discard, *t.seat(1).discard)


def test_the_recipe_deck_order_is_hidden_from_every_seat_and_the_board_from_none() -> None:
    recipes = ("recipe_wyvern_wings", "recipe_gravy_moat", "recipe_dragonfire_chili")
    board = ("roxana-mean-cuisine",)
    t = build(3, seat=[roxana(recipes=recipes, board=board), {}, {}])
    for viewer in (0, 1, 2, None):
        shown = GAME.view(t.state, viewer).seats[0].extra[0]
        assert isinstance(shown, Kitchen)
        assert shown.recipes == tuple(sorted(recipes)), viewer
        assert shown.board == board and shown.available == COCKATRICE


def test_no_event_tells_another_seat_the_smorgasbord_card() -> None:
    board = ("roxana-mean-cuisine", "roxana-no-soup", "roxana-fresh-herbs")
    seat = roxana(available="", board=board, deck=["roxana-secret-spice"])
    t = build(3, phase="action", seat=[seat, {}, {}])
    t.do('serve-smorgasbord cards="roxana-fresh-herbs,roxana-mean-cuisine,roxana-no-soup"')
    for viewer in (1, 2):
        seen = [e for e in t.events() if e.to is None or viewer in e.to]
        assert not any("roxana-secret-spice" in repr(e) for e in seen), viewer
    mine = [e for e in t.events() if e.to is not None and 0 in e.to]
    assert any("roxana-secret-spice" in repr(e) for e in mine)


def test_a_resampled_view_keeps_the_board_and_a_cooked_recipe_in_her_hand() -> None:
    board = ("roxana-mean-cuisine", "roxana-no-soup", "roxana-fresh-herbs")
    recipes = tuple(c for c in CAT.deck(RECIPES) if c not in (COCKATRICE, "recipe_hearty_stew"))
    seat = roxana(available="recipe_hearty_stew", recipes=recipes, board=board)
    t = build(3, phase="action", seat=[{**seat, "hand": ["roxana-leather-apron"]}, {}, {}])
    t.do('cook-recipe cards="roxana-fresh-herbs,roxana-no-soup"')
    orders = set()
    for seed in range(8):
        for viewer in (1, 2):
            sampled = GAME.determinize(GAME.view(t.state, viewer), viewer, Rng.from_seed(seed))
            k = kitchen(sampled)
            assert k.board == ("roxana-mean-cuisine",)
            assert "recipe_hearty_stew" in sampled.seats[0].hand
            assert len(sampled.seats[0].hand) == 2
            assert Counter(k.recipes) == Counter(recipes)
            orders.add(k.recipes)
    assert len(orders) > 1


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_cooks_keeps_the_cheaper_recipe_and_serves_only_with_six() -> None:
    board = ("roxana-mean-cuisine", "roxana-no-soup")
    t = build(2, phase="action", seat=[roxana(board=board), {}])
    assert choose(t) == CookRecipe(cards="roxana-mean-cuisine,roxana-no-soup").to_text()
    recipes = ("recipe_tasting_menu",)
    t = build(2, phase="start", seat=[roxana(recipes=recipes, hand=["roxana-leather-apron"]), {}])
    assert choose(t) == f"keep-recipe card={COCKATRICE}"
    three = ("roxana-fresh-herbs",) * 3
    t = build(2, phase="action", seat=[roxana(available="", board=three), {}])
    assert not choose(t).startswith("serve-smorgasbord")
    t = build(2, phase="action", seat=[roxana(available="", board=three * 2), {}])
    cards = ",".join(three)
    assert choose(t) == ServeSmorgasbord(cards=cards).to_text()


def test_an_owner_pack_of_the_recipes_family_loads_and_boards(tmp_path: Path) -> None:
    pack = tmp_path / "cook.toml"
    pack.write_text(
        '[character]\nid = "cook"\nname = "Cook Hob"\nsource = "house"\n'
        'mechanics = ["recipes"]\n'
        '[[card]]\nid = "cook-ladle"\nname = "Ladle"\ntype = "action"\n'
        'source = "house"\ncopies = 40\ntext = "A player loses 1 Fortitude. Meat."\n'
        'subtypes = ["ingredient"]\n'
        'effects = [{op = "hit", amount = 1}]\nicons = [{op = "ingredient", kind = "meat"}]\n',
        encoding="utf-8",
    )
    options = Options(characters=("cook", "zot"), cards=(str(tmp_path),))
    state = GAME.setup(options, 2, 3)
    k = kitchen(state)
    assert len(k.recipes) == 7 and k.available


def test_seeded_games_with_roxana_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("roxana", "cormac", "zakhan", "gog")):
        seen.update(e.kind() for e in transition.events)
        k = kitchen(state)
        s = state.seats[0]
        recipes = [c for c in (*s.hand, *s.deck, *s.discard) if c.startswith("recipe_")]
        on_stack = [i.payload.card for i in state.stack.items]
        recipes += [c for c in on_stack if c.startswith("recipe_")]
        out = (*k.recipes, *((k.available,) if k.available else ()))
        out += (k.revealed,) if k.revealed else ()
        assert Counter((*out, *recipes)) == Counter(CAT.deck(RECIPES))
    assert {"ingredient-boarded", "recipe-revealed", "recipe-cooked"} <= seen
    assert RecipeRevealed.kind() == "recipe-revealed"
