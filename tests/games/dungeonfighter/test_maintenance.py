"""Maintenance (R087-R102, R027-R032 rooms, AMB-07, AMB-26, AMB-35, AMB-38, AMB-49)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.dungeonfighter.state import State

from .conftest import act, build, kinds, legal_texts

FINAL = "hollow_halls_boss_floor"


def killed(
    room: str = "a", floors: tuple[str, ...] = ("crypt", "cellar", FINAL), **setup: object
) -> State:
    """A Goblin one-shot by Torm's blue die (bullseye) in ``room`` of floor 1."""
    state = build({"monster": "goblin", "throws": ["10/special"], **setup})
    state = replace(state, floors=floors, room=room)
    return state


def test_unused_hero_dice_become_bonus_dice_unless_the_leader_was_defeated() -> None:
    """R087: 2 unthrown hero dice -> 2 bonus dice; none with the token defeated (R090 resets it)."""
    state, _ = act(killed(), "throw die=blue")
    assert state.chest_bonus == 3 and state.leader_defeated is False
    state, _ = act(replace(killed(), leader_defeated=True), "throw die=blue")
    assert state.chest_bonus == 1 and state.leader_defeated is False


def test_gold_and_card_and_next_first_player() -> None:
    """R088 / R091 / R092: the Goblin's gold to the chest, the card to the discard pile, the hero
    left of the last thrower is the next first player."""
    state, _ = act(killed(), "throw die=blue")
    assert state.chest_gold == 3 and state.monster_discard == ("goblin",)
    assert state.first == 1 and state.phase == "maintenance" and state.maintenance.step == "trade"


def _fainted(state: State, index: int, scars: tuple[str, ...] = ()) -> State:
    hero = replace(state.heroes[index], hp=0, fainted=True, scars=scars)
    return replace(state, heroes=(*state.heroes[:index], hero, *state.heroes[index + 1 :]))


def test_a_fainted_hero_takes_a_scar_and_revives_at_his_new_maximum() -> None:
    """R099-R100 / AMB-07 (R195: Goldfinga scars his green ability)."""
    state, _ = act(_fainted(killed(), 2), "throw die=blue")
    assert state.maintenance.step == "scars"
    assert legal_texts(state) == [
        "scar-ability colour=blue",
        "scar-ability colour=green",
        "scar-ability colour=red",
    ]
    state, events = act(state, "scar-ability colour=green")
    hero = state.heroes[2]
    assert (hero.hp, hero.max_hp, hero.scars, hero.fainted) == (6, 6, ("green",), False)
    assert state.scars_given == 1 and "scarred" in kinds(events)


def test_a_third_scar_eliminates_and_moves_the_leader_token() -> None:
    """R101 / AMB-35."""
    state = _fainted(killed(), 0, scars=("blue", "red"))
    state, events = act(state, "throw die=blue")
    assert state.heroes[0].eliminated is True and state.leader == 1
    assert "hero-eliminated" in kinds(events) and "leader-changed" in kinds(events)


def test_trading_moves_each_card_once_to_a_free_slot() -> None:
    """R095 / R104: Torm has one armour slot; Randolph one weapon slot."""
    state, _ = act(killed(equipment=[["helm_of_bravery"]]), "throw die=blue")
    options = legal_texts(state)
    assert "give-card card=helm_of_bravery hero=1" in options
    assert "give-card card=helm_of_bravery hero=2" in options
    state, _events = act(state, "give-card card=helm_of_bravery hero=1")
    assert state.heroes[1].equipment == ("helm_of_bravery",) and state.heroes[0].equipment == ()
    assert not any("helm_of_bravery" in t for t in legal_texts(state))


def test_shop_reveals_three_plus_one_per_hero_and_sells() -> None:
    """R027-R030 / AMB-26: the crypt's room b is a shop."""
    state = replace(killed(room="b"), chest_gold=10)
    deck = state.deck
    state, events = act(state, "throw die=blue", "continue")
    assert state.maintenance.shop == deck[:6] and "shop-opened" in kinds(events)
    state, _ = act(state, "buy-bonus-die")
    assert (state.chest_gold, state.chest_bonus) == (11 - 2, 4)
    state = replace(state, heroes=(replace(state.heroes[0], hp=5), *state.heroes[1:]))
    state, _ = act(state, "buy-healing hero=0")
    assert (state.chest_gold, state.heroes[0].hp) == (8, 6)
    card = next(t for t in legal_texts(state) if t.startswith("buy card="))
    state, _ = act(state, card)
    state, _ = act(state, "continue")
    assert (
        state.phase == "move"
        and state.deck[-4:] == tuple(c for c in deck[:6] if f"card={c}" not in card)[-4:]
    )


def test_healing_fountain_heals_everyone_to_the_maximum() -> None:
    """R031: the cellar's room b."""
    state = killed(room="b", floors=("cellar", "crypt", FINAL), hp=[3, 4, 9])
    state, _ = act(state, "throw die=blue", "continue")
    assert [h.hp for h in state.heroes] == [9, 9, 9] and state.phase == "move"


def test_treasure_rewards() -> None:
    """R032: gold (crypt e: 3 gold), bonus dice (cellar d: 1), an equipment card (sewers f)."""
    state, _ = act(killed(room="e"), "throw die=blue", "continue")
    assert state.chest_gold == 2 + 1 + 3
    state, _ = act(
        killed(room="d", floors=("cellar", "crypt", FINAL)), "throw die=blue", "continue"
    )
    assert state.chest_bonus == 1 + 2 + 1
    state = killed(room="f", floors=("sewers", "crypt", FINAL))
    top = state.deck[0]
    state, _ = act(state, "throw die=blue", "continue")
    assert state.maintenance.treasure == top
    state, _ = act(state, legal_texts(state)[0])
    assert top in [c for h in state.heroes for c in h.equipment] + list(state.discard)


def test_the_next_round_moves_forward_only() -> None:
    """R022-R024: corridors from crypt a lead to b or c; a sheet's exit leads to the next."""
    state, _ = act(killed(), "throw die=blue", "continue")
    assert legal_texts(state) == ["move-to room=b", "move-to room=c"]
    assert state.rounds == 0
    state = replace(state, room="e")
    assert legal_texts(state) == ['move-to room="1:a"']
    state, events = act(state, 'move-to room="1:a"')
    assert (state.floor, state.room) == (1, "a") and kinds(events)[:2] == [
        "moved",
        "monster-revealed",
    ]


def test_a_bought_out_shop_stays_open_for_healing_until_continue() -> None:
    """R028-R029: buying the shop's last card leaves the shop (healing, bonus dice) open."""
    from dungeontable.games.dungeonfighter.state import Maintenance

    state = build({"chest_gold": 9, "hp": [5, 9, 9]})
    m = Maintenance(step="room", shop=("bandage_roll",))
    state = replace(state, phase="maintenance", maintenance=m, deck=state.deck[1:])
    state, _ = act(state, "buy card=bandage_roll hero=1")
    assert state.maintenance.shop == () and "buy-healing hero=0" in legal_texts(state)
    state, _ = act(state, "buy-healing hero=0", "continue")
    assert state.heroes[0].hp == 6 and state.phase == "move"
