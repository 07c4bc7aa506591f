"""Round structure and supplies: R019, R025-R026, R033, R047, R052 (AMB-40), R089, R108,
R117, AMB-05, AMB-26, AMB-27, AMB-39, AMB-50."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.dungeonfighter.options import Options
from dungeontable.games.dungeonfighter.rules.tower import draw_monster
from dungeontable.games.dungeonfighter.state import State
from dungeontable.games.dungeonfighter.throw import scripted

from .conftest import GAME, act, build, kinds, legal_texts


def test_the_leader_chooses_the_route() -> None:
    """R026 / R109."""
    state = replace(GAME.setup(Options(), 3, 4), leader=2)
    decision = GAME.decision(state)
    assert (decision.seat, decision.kind) == (2, "move")


def test_a_dangerous_room_adds_its_requirement_to_every_throw() -> None:
    """R033 / AMB-50: the crypt's room c asks a two-bounce shot, also for bonus dice."""
    state = build({"monster": "goblin", "throws": ["1", "1", "1", "1"]})
    state = replace(state, floors=("crypt", "cellar", "hollow_halls_boss_floor"), room="c")
    state, events = act(
        state, "throw die=red", "throw die=blue", "throw die=green", "throw die=white"
    )
    thrown = [e for e in events if e.kind() == "die-thrown"]
    assert [e.requirements for e in thrown] == [("two_bounce",)] * 4


def test_after_a_bonus_die_the_next_hero_decides() -> None:
    """AMB-39 / R050."""
    state = build({"monster": "goblin", "throws": ["1", "1", "1", "1"], "chest_bonus": 2})
    state, _ = act(state, "throw die=red", "throw die=blue", "throw die=green", "throw die=white")
    assert GAME.decision(state).seat == 1 and "suffer-defeat" in legal_texts(state)


def test_party_defeat_leaves_fainted_heroes_at_zero_and_can_lose() -> None:
    """AMB-40 / R078: the penalty hits every non-eliminated hero; all fainted = lost."""
    state = build({"monster": "hellhound", "tier": 1, "throws": ["1", "1", "1"], "hp": [9, 2, 3]})
    state, events = act(
        state, "throw die=red", "throw die=blue", "throw die=green", "suffer-defeat"
    )
    assert [h.hp for h in state.heroes] == [7, 0, 1] and state.heroes[1].fainted
    assert state.fight.holder == 0  # left of Goldfinga, who threw last
    state = build({"monster": "hellhound", "tier": 1, "throws": ["1", "1", "1"], "hp": [2, 2, 2]})
    state, events = act(
        state, "throw die=red", "throw die=blue", "throw die=green", "suffer-defeat"
    )
    assert state.result == "lost" and kinds(events)[-1] == "game-ended"


def test_an_empty_tower_draws_the_undrawn_cards_level_iv_first() -> None:
    """AMB-05."""
    state = GAME.setup(Options(), 3, 1)
    state = replace(state, tower=((), (), (), ()))
    state, card, tier = draw_monster(state)
    assert tier == 3 and card not in state.reserve[3]


def test_an_empty_equipment_deck_reshuffles_the_discard_pile() -> None:
    """AMB-26: the shop still opens."""
    state = build({"monster": "goblin", "throws": ["10/special"]})
    state = replace(state, floors=("crypt", "cellar", "hollow_halls_boss_floor"), room="b",
                    deck=(), discard=("whetstone", "chain_shirt"))  # fmt: skip
    state, _ = act(state, "throw die=blue", "continue")
    assert sorted(state.maintenance.shop) == ["chain_shirt", "whetstone"] and state.discard == ()


def test_gains_are_capped_by_the_supply() -> None:
    """AMB-27: Pickpocket with one gold left in the supply."""
    state = build({"heroes": ["goldfinga", "torm", "randolph"], "monster": "goblin",
                   "throws": ["off/special"]})  # fmt: skip
    state = replace(state, supply_gold=1)
    state, _ = act(state, "throw die=blue")
    assert (state.chest_gold, state.supply_gold) == (3, 0)


def test_shop_cards_must_fit_a_free_slot() -> None:
    """R104 / R108: Goldfinga carries no armour, so armour is never offered to him."""
    state = build({"heroes": ["goldfinga", "torm", "randolph"], "monster": "goblin",
                   "throws": ["10/special"], "chest_gold": 20})  # fmt: skip
    state = replace(state, floors=("crypt", "cellar", "hollow_halls_boss_floor"), room="b")
    state = replace(state, deck=("plate_mail", *[c for c in state.deck if c != "plate_mail"]))
    state, _ = act(state, "throw die=blue", "continue")
    offers = [t for t in legal_texts(state) if t.startswith("buy card=plate_mail")]
    assert offers == ["buy card=plate_mail hero=1", "buy card=plate_mail hero=2"]


def test_after_floor_three_comes_the_final_boss() -> None:
    """R025 / R117: the boss is revealed and fought; backing down is not offered."""
    state = build({"monster": "goblin", "throws": ["10/special"]})
    state = replace(state, floor=2, room="e", floors=("crypt", "cellar", "hollow_halls_boss_floor"))
    state, _ = act(state, "throw die=blue", "continue")
    assert legal_texts(state) == ["move-to room=boss"]
    state, events = act(state, "move-to room=boss")
    assert (
        state.fight.boss and state.boss_revealed and kinds(events) == ["moved", "monster-revealed"]
    )
    assert "back-down" not in legal_texts(state)


def test_one_round_has_movement_encounter_and_maintenance_in_order() -> None:
    """R021: a whole round from the entrance with scripted throws."""
    state: State = GAME.setup(Options(resolver="scripted"), 2, 3)
    state = replace(state, throw_script=(scripted("10", special=True),) * 3)
    phases = [state.phase]
    state, _ = act(state, legal_texts(state)[0])
    phases.append(state.phase)
    while state.phase == "fight":
        state, _ = act(state, legal_texts(state)[0])
    phases.append(state.phase)
    assert phases == ["move", "fight", "maintenance"] and state.rounds == 1
