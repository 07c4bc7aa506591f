"""The ``[setup]`` of an rdi scenario (SCENARIOS.md): every key checked, and the positions it
reaches (a dealt table with a changed character, seats already out, gambling, a pending card)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.options import Options


def build(setup: dict[str, Any], seats: int = 3, seed: int = 1) -> Any:
    return GAME.scenario(Options(), setup, seats, seed)


def decider(state: Any) -> int:
    decision = GAME.decision(state)
    assert decision is not None
    return decision.seat


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"phse": "drink"}, "unknown setup key(s) ['phse']"),
        ({"seat": [{"fortitud": 3}]}, "unknown seat key(s) ['fortitud']"),
        ({"gambling": {"pott": 3}}, "unknown gambling key(s) ['pott']"),
        ({"stack": [{"card": "brawler_chair", "sear": 0}]}, "unknown stack key(s) ['sear']"),
        ({"seat": [{"hand": ["brawler_chiar"]}]}, "unknown card id(s) brawler_chiar"),
        ({"drink_deck": ["drink_ael"]}, "unknown card id(s) drink_ael"),
        ({"seat": [{"character": "nobody"}]}, "unknown character 'nobody'"),
        ({"phase": "lunch"}, "setup phase 'lunch' is not one of"),
        ({"seat": [{"out": "asleep"}]}, "seat out is 'passed-out' or 'broke'"),
        ({"base": "table"}, "setup base is 'empty' (default) or 'deal'"),
        ({"seat": [{}, {}, {}, {}]}, "lists 4 seats for a table of 3"),
        ({"debts": [{"payer": 1}]}, "setup debts:"),
        ({"active": 3}, "setup active 3 is not a seat of a table of 3"),
        ({"stack": [{"card": "brawler_chair", "seat": 7}]}, "setup stack seat 7 is not a seat"),
        ({"stack": [{"card": "brawler_chiar", "seat": 0}]}, "unknown card id(s) brawler_chiar"),
        ({"gambling": {"players": [0, 4]}}, "setup gambling players 4 is not a seat"),
        ({"debts": [{"payer": 5, "payee": -2, "amount": 1}]}, "setup debts payer 5 is not a seat"),
        ({"losses": [{"victim": 1, "source": 3}]}, "setup losses source 3 is not a seat"),
        (
            {"seat": [{"extra": [{"mechanic": "Items", "slots": ["item_nope"]}]}]},
            "seat 0 Items: unknown card id(s) item_nope",
        ),
        ({"seat": [{"gold": -1}]}, "seat gold -1 is below 0"),
        (
            {"seat": [{"extra": [{"mechanic": "Momentum", "value": 4}]}]},
            "Momentum value 4 is outside 0..3",
        ),
        (
            {"seat": [{"extra": [{"mechanic": "Items", "slots": ["item_cork"] * 4}]}]},
            "'item_cork', 'item_cork', 'item_cork'] is outside 0..3 cards",
        ),
        (
            {"seat": [{"extra": [{"mechanic": "Fingers", "attached": ["thumb"]}]}]},
            "seat 0 Fingers: unknown card id(s) thumb",
        ),
        (
            {"seat": [{"extra": [{"mechanic": "Marks", "supply": 5}]}]},
            "seat 0 Marks supply 5 is not the players - 1 (2)",
        ),
        (
            {"seat": [{"extra": [{"mechanic": "Marks", "marked": [0]}]}]},
            "seat 0 Marks marked [0]: other seats, each once",
        ),
        (
            {"seat": [{"extra": [{"mechanic": "Momentum"}, {"mechanic": "Momentum", "value": 1}]}]},
            "seat 0 extra lists Momentum more than once",
        ),
        (
            {"seat": [{"character": "spyke", "extra": [{"mechanic": "Munchkin", "level": 3}]}]},
            "seat 0 Munchkin level 3 is not the sum of the equipped Treasures' levels (0)",
        ),
        (
            {"seat": [{"extra": [{"mechanic": "Munchkin", "equipped": ["treasure_hat"]}]}]},
            "seat 0 Munchkin: unknown card id(s) treasure_hat",
        ),
        (
            {
                "seat": [
                    {"extra": [{"mechanic": "Planter", "slots": ["mushroom_morel"], "rakes": []}]}
                ]
            },
            "seat 0 Planter lists 0 rakes for 1 planted Mushrooms",
        ),
        (
            {"seat": [{"extra": [{"mechanic": "Brewing", "beer": ["brew_holy"]}]}]},
            "seat 0 Brewing: unknown card id(s) brew_holy",
        ),
        (
            {"seat": [{"extra": [{"mechanic": "Brewing", "beer": [], "needs": [2, 0, 0]}]}]},
            "seat 0 Brewing needs [2, 0, 0] are not what the top Brews need ([0, 0, 0])",
        ),
        (  # a Gizmo in play is a Gizmo Card (compendium L1781): a Minion's card is refused
            {
                "seat": [
                    {
                        "character": "wrench",
                        "extra": [
                            {
                                "mechanic": "Gizmos",
                                "gizmos": [{"card": "torglesnarf-grunt", "fortitude": 1}],
                            }
                        ],
                    }
                ]
            },
            "seat 0 Gizmos: Grunt the Brawler (slot 0) is no Gizmo card",
        ),
        (  # a misspelled Minion id used to lie in play doing nothing (examiner 12c)
            {
                "seat": [
                    {
                        "character": "torglesnarf",
                        "extra": [
                            {"mechanic": "Minions", "minions": [{"card": "torglesnarf-grnt"}]}
                        ],
                    }
                ]
            },
            "seat 0 Minions: unknown card id 'torglesnarf-grnt' (slot 0)",
        ),
    ],
)
def test_a_wrong_setup_is_an_error_naming_it(setup: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError) as caught:
        build(setup)
    assert message in str(caught.value)


def test_a_changed_character_on_a_dealt_table_gets_its_own_deck_and_hand() -> None:
    """R-2.4: a new character's deck replaces the dealt one and 7 are drawn from it; the other
    seats keep their dealt cards; a listed hand is kept as listed."""
    state = build(
        {
            "base": "deal",
            "phase": "action",
            "seat": [{"character": "jett"}, {"hand": ["brawler_duck"]}],
        },
        seed=5,
    )
    jett = state.seats[0]
    assert jett.character == "jett" and len(jett.hand) == 7 and len(jett.deck) == 33
    assert all(c.startswith("jett") for c in (*jett.hand, *jett.deck))
    assert state.seats[1].hand == ("brawler_duck",)
    assert state.seats[2] == GAME.scenario(Options(), {"base": "deal"}, 3, 5).seats[2]
    assert {s.gold for s in state.seats} == {10}  # at three players


def test_a_pending_drink_a_hit_back_right_and_a_seat_out() -> None:
    """A Drink pending for seat 1 opens its window (seat 0, holding a spike, is asked first);
    a loss from seat 0 opens seat 1's hit-back window (R-6.9); a seat already out is skipped."""
    drink = build(
        {
            "phase": "drink",
            "active": 1,
            "stack": [{"kind": "drink", "card": "drink_firewater", "seat": 1}],
            "seat": [{"hand": ["brawler_spike"]}, {}, {"out": "passed-out", "gold": 0}],
        }
    )
    item = drink.stack.items[0]
    assert (item.source, item.counts_as, item.payload.drinker) == (None, "drink", 1)
    assert decider(drink) == 0
    assert 'play card=brawler_spike target=-1 item=1 option=""' in [
        a.to_text() for a in GAME.legal_actions(drink)
    ]
    hit = build(
        {
            "losses": [{"victim": 1, "source": 0}],
            "seat": [{}, {"hand": ["brawler_payback"], "fortitude": 17}],
        }
    )
    assert (decider(hit), hit.window_kind) == (1, "after")
    assert 'play card=brawler_payback target=0 item=0 option=""' in [
        a.to_text() for a in GAME.legal_actions(hit)
    ]


def test_a_munchkin_level_is_the_sum_of_the_equipped_treasures() -> None:
    """Compendium L423: left out, the Level is computed from ``equipped`` (Mail 3 + Helm 2)."""
    extra = {"mechanic": "Munchkin", "keeper": True}
    gear = ["treasure_mixed_heritage_mail", "treasure_horned_helm"]
    state = build({"seat": [{"character": "spyke", "extra": [{**extra, "equipped": gear}]}]})
    assert [x.level for x in state.seats[0].extra] == [5]


def test_dale_values_and_farai_needs_follow_from_the_cards() -> None:
    """Left out, Dale's Harvest Values are read at the Rake Tokens (every Mushroom at its top
    number without ``rakes``) and Farai's ``needs`` from each Brew Deck's top card."""
    dale = {"mechanic": "Planter", "slots": ["mushroom_morel", "mushroom_glowcap"]}
    farai = {"mechanic": "Brewing", "beer": ["brew_cellar_porter"], "spirits": ["brew_holy_fire"]}
    state = build({"seat": [{"character": "dale", "extra": [dale]}, {"extra": [farai]}]})
    planter, brewing = state.seats[0].extra[0], state.seats[1].extra[0]
    assert (planter.rakes, planter.values, brewing.needs) == ((0, 0), (2, 1), (2, 0, 4))


def test_remy_marks_supply_follows_the_table() -> None:
    """Compendium L1287: players - 1 marks; left out, ``supply`` is computed."""
    state = build(
        {"seat": [{"character": "remy", "extra": [{"mechanic": "Marks", "marked": [2]}]}]}
    )
    assert [(x.supply, x.marked) for x in state.seats[0].extra] == [(2, (2,))]


def test_blessing_ids_and_epic_cards_default_to_the_catalog() -> None:
    """Left out, the Blessings' ``cards`` are every Blessing id and Epic Pooky's ``epic_cards``
    the 5 Epic cards, so views tell them apart as a real setup does."""
    murgath = {"character": "murgath", "extra": [{"mechanic": "Blessings", "deck": []}]}
    pooky = {"character": "pooky", "extra": [{"mechanic": "Mood", "epic": ["epic_pooky-fur"]}]}
    state = build({"seat": [murgath, pooky]})
    blessings, mood = state.seats[0].extra[0], state.seats[1].extra[0]
    assert len(blessings.cards) > 5 and all(c.startswith("blessing_") for c in blessings.cards)
    assert len(mood.epic_cards) == 5 and "epic_pooky-fur" in mood.epic_cards


def test_quiver_and_clinic_pools_default_to_the_catalog() -> None:
    """Left out, Piper's Quiver and Terci's Clinic know their whole side deck (14 cards each)."""
    piper = {"character": "piper", "extra": [{"mechanic": "Quiver", "deck": []}]}
    terci = {"character": "terci", "extra": [{"mechanic": "Clinic", "waiting": []}]}
    state = build({"seat": [piper, terci]})
    assert [len(state.seats[i].extra[0].pool) for i in (0, 1)] == [14, 14]


def test_extra_names_an_unknown_mechanic_field_or_form() -> None:
    """An examiner's guesses are refused with what there is (msgspec said only ``$.mechanic``;
    a form that is not one of Erin's four was taken and played as an Elf)."""
    erin = {"character": "erin"}
    cases = {
        "Form": ({"mechanic": "Form"}, "extra: unknown mechanic 'Form' (each extra is a table"),
        "shape": (
            {"mechanic": "Forms", "shape": "tree"},
            "extra Forms: unknown field(s) ['shape']",
        ),
        "treee": (
            {"mechanic": "Forms", "form": "treee"},
            "extra Forms: form 'treee' is not one of ['elf', 'bear', 'raven', 'tree']",
        ),
    }
    for extra, message in cases.values():
        with pytest.raises(ValueError, match=re.escape(message)):
            build({"seat": [{**erin, "extra": [extra]}]})
    tree = build({"seat": [{**erin, "extra": [{"mechanic": "Forms", "form": "tree"}]}]})
    assert tree.seats[0].extra[0].form == "tree"


def test_players_is_read_as_seat_the_other_games_spelling() -> None:
    rows = [{"character": "erin", "gold": 3}, {"character": "gog"}]
    assert build({"players": rows}, seats=2) == build({"seat": rows}, seats=2)
    with pytest.raises(ValueError, match=r"both \[\[setup.seat\]\] and \[\[setup.players\]\]"):
        build({"players": rows, "seat": rows}, seats=2)


def test_cormacs_active_tiles_follow_from_his_raging_pile() -> None:
    """Left out, ``active`` was 0 whatever the pool held (an examiner's 7-card pool with B
    active played as no Rage at all); now it is computed, and an impossible pool is refused."""
    card = "cormac-hurt-things"

    def rage(**fields: Any) -> Any:
        extra = [{"mechanic": "Rage", **fields}]
        return build({"seat": [{"character": "cormac", "extra": extra}]}).seats[0].extra[0]

    assert rage(building=[card] * 2, raging=[card] * 5).active == 2
    assert rage(raging=[card] * 11, building=[card] * 4).active == 4
    for fields, message in (
        ({"raging": [card] * 4}, "a Raging pile of 4 cards no run of tiles makes"),
        ({"raging": [card] * 5, "active": 1}, "active 1 but a Raging pile of 5 cards means 2"),
        ({"raging": [card] * 5, "building": [card] * 3}, "would already have turned tile C"),
    ):
        with pytest.raises(ValueError, match=re.escape(message)):
            rage(**fields)
