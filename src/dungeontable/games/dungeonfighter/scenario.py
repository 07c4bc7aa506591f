"""Scenario positions (ARCHITECTURE "Scenarios"): a game built from a TOML ``[setup]`` table.

Every key is optional and every key is checked: an unknown key (in ``[setup]``, its ``fight``
or ``maintenance`` table, or a scripted throw), an unknown card, hero, colour, zone or step is
an error naming it. The keys, in the order they are applied (SCENARIOS.md has examples):

- the party: ``heroes`` (ids in seat order), ``leader``, ``first``, ``leader_defeated``, ``hp``,
  ``scars`` (lists of colours per hero; hit points default to the new maximum), ``fainted``,
  ``eliminated`` (hero indexes), ``equipment`` and ``seduced`` (lists of card ids per hero),
  ``scars_given`` (default: the scars on the sheets), ``spent`` (1x cards used this round);
- the chest and the supply: ``chest_gold``, ``chest_bonus``, ``supply_gold``, ``supply_bonus``
  (default: the box's 30 gold and 9 bonus dice less what lies on the chest and on the monster);
- the dungeon: ``floors`` (three layout ids), ``floor``, ``room``, ``entered``, ``rounds``,
  ``boss`` (the face-down final boss), ``tower`` (four piles, top first), ``known_bottom``,
  ``deck`` (equipment cards on top of the deck, top first), ``discard``, ``monster_discard``;
- the phase: ``monster`` (fight it now; ``"boss"``: the final boss fight), ``tier`` (default:
  the card's level), ``fight`` (the fight's fields: ``hp``, ``dice``, ``thrown``, ``holder``,
  ``turn``, ...), ``maintenance`` (the fight is won and Maintenance stands at ``step``, with
  ``loot``, ``shop``, ``treasure``, ...; ``step = "trade"`` then ``continue``: the room's
  effect, R096);
- ``throws``: the scripted throws (``scripting.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from msgspec.structs import replace

from .content import COLOURS, Catalog, catalog
from .encounter import cleared_up
from .flow import face_monster, start
from .options import Options
from .party import heal_cap, with_hero
from .scripting import ThrowScriptError, parse_throw
from .state import BONUS_TOTAL, GOLD_TOTAL, MAX_HP, Fight, Maintenance, State

__all__ = ["ScenarioSetupError", "ThrowScriptError", "build", "parse_throw"]

KEYS = (
    "heroes", "leader", "first", "leader_defeated", "hp", "scars", "fainted", "eliminated",
    "equipment", "seduced", "scars_given", "spent", "chest_gold", "chest_bonus", "supply_gold",
    "supply_bonus", "floors", "floor", "room", "entered", "rounds", "boss", "tower",
    "known_bottom", "deck", "discard", "monster_discard", "monster", "tier", "fight",
    "maintenance", "throws",
)  # fmt: skip
FIGHT_KEYS = (
    "hp", "gold", "dice", "thrown", "holder", "turn", "last_thrower", "throws", "bonus_thrown",
    "tracking", "toad", "beer_on", "charmed_by", "melody", "swing_twice_used", "five_finger",
)  # fmt: skip
MAINTENANCE_KEYS = ("step", "loot", "shop", "treasure", "passed", "traded", "overflow")
STEPS = ("loot", "scars", "trade", "room", "done")


class ScenarioSetupError(ValueError):
    """A ``[setup]`` table that names an unknown key, card, hero, colour or place."""


def _known(table: Mapping[str, Any], keys: Sequence[str], where: str) -> None:
    unknown = sorted(set(table) - set(keys))
    if unknown:
        raise ScenarioSetupError(f"{where}: unknown key(s) {unknown}; keys: {sorted(keys)}")


LIST_KEYS = (
    "heroes", "hp", "scars", "fainted", "eliminated", "equipment", "seduced", "spent", "floors",
    "entered", "tower", "known_bottom", "deck", "discard", "monster_discard", "throws",
)  # fmt: skip
INT_KEYS = (
    "leader", "first", "scars_given", "chest_gold", "chest_bonus", "supply_gold", "supply_bonus",
    "floor", "rounds", "tier",
)  # fmt: skip
NESTED_KEYS = ("scars", "equipment", "seduced", "tower")
"""Lists of lists: one per hero (``scars``, ``equipment``, ``seduced``) or per tier."""
FIGHT_INTS = ("hp", "gold", "holder", "turn", "last_thrower", "throws", "bonus_thrown", "tracking")
FIGHT_BOOLS = ("toad", "melody", "swing_twice_used")
FIGHT_LISTS = ("dice", "thrown", "five_finger")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_types(spec: Mapping[str, Any]) -> None:
    """Each key holds the kind of value it takes: a list where a list is meant (a lone string
    or number is not read letter by letter), a whole number where a count or index is meant."""
    for key in LIST_KEYS:
        if key in spec and not isinstance(spec[key], list):
            raise ScenarioSetupError(f"setup: {key} must be a list, not {spec[key]!r}")
    for key in NESTED_KEYS:
        for item in spec.get(key, ()):
            if not isinstance(item, list):
                raise ScenarioSetupError(f"setup: {key} is a list of lists, not {item!r}")
    for key in ("hp", "fainted", "eliminated", "known_bottom"):
        for item in spec.get(key, ()):
            if not _is_int(item):
                raise ScenarioSetupError(f"setup: {key} lists whole numbers, not {item!r}")
    for key in INT_KEYS:
        if key in spec and not _is_int(spec[key]):
            raise ScenarioSetupError(f"setup: {key} must be a whole number, not {spec[key]!r}")
    fight = spec.get("fight", {})
    if not isinstance(fight, dict):
        raise ScenarioSetupError(f"setup: fight must be a table, not {fight!r}")
    for key, ok, what in (
        *((k, _is_int, "a whole number") for k in FIGHT_INTS),
        *((k, lambda v: isinstance(v, bool), "true or false") for k in FIGHT_BOOLS),
        *((k, lambda v: isinstance(v, list), "a list") for k in FIGHT_LISTS),
    ):
        if key in fight and not ok(fight[key]):
            raise ScenarioSetupError(f"setup.fight: {key} must be {what}, not {fight[key]!r}")
    if fight.get("tracking", 0) < 0 or fight.get("throws", 0) < 0:
        raise ScenarioSetupError("setup.fight: tracking and throws count up from 0")
    table = spec.get("maintenance", {})
    if not isinstance(table, dict):
        raise ScenarioSetupError(f"setup: maintenance must be a table, not {table!r}")
    for key in ("loot", "shop", "passed"):
        if key in table and not isinstance(table[key], list):
            raise ScenarioSetupError(f"setup.maintenance: {key} must be a list")
    if "overflow" in table and not _is_int(table["overflow"]):
        raise ScenarioSetupError("setup.maintenance: overflow must be a hero index or -1")


def build(options: Options, spec: Mapping[str, Any], seats: int, seed: int) -> State:
    _known(spec, KEYS, "setup")
    _check_types(spec)
    if "heroes" in spec:
        options = replace(options, heroes=tuple(spec["heroes"]))
        count = 2 if seats == 1 and options.solo == "two_heroes" else seats  # AMB-06
        if len(spec["heroes"]) != count:
            raise ScenarioSetupError(
                f"setup: heroes names {len(spec['heroes'])} heroes for {seats} seat(s): one hero "
                f"per seat (R004; write seats = {len(spec['heroes'])})"
            )
    state = start(options, seats, seed)
    cat = catalog(options.cards)
    for key in ("leader", "first"):
        if key in spec:
            state = replace(state, **{key: _hero_index(state, spec[key], key)})
    if "leader" in spec and "first" not in spec:
        state = replace(state, first=state.leader)
    state = replace(
        state,
        leader_defeated=bool(spec.get("leader_defeated", False)),
        chest_gold=int(spec.get("chest_gold", state.chest_gold)),
        chest_bonus=int(spec.get("chest_bonus", state.chest_bonus)),
    )
    state = replace(
        state,
        supply_gold=GOLD_TOTAL - state.chest_gold,
        supply_bonus=BONUS_TOTAL - state.chest_bonus,
    )
    for chest, supply, what, total in (
        ("chest_gold", "supply_gold", "gold", GOLD_TOTAL),
        ("chest_bonus", "supply_bonus", "bonus dice", BONUS_TOTAL),
    ):
        count = getattr(state, chest)
        if state.options.finite_supply and supply not in spec and count > total:
            raise ScenarioSetupError(
                f"setup: {chest} {count} is more than the box holds ({total} {what}; AMB-27; "
                "finite_supply=false lifts the limit)"
            )
    state = _party(state, spec, cat)
    state = _dungeon(state, spec, cat)
    if "monster" in spec:
        state = _fight(state, spec, cat)
    elif "fight" in spec or "maintenance" in spec:
        raise ScenarioSetupError("setup: fight and maintenance need the monster fought")
    if "maintenance" in spec:
        state = _maintenance(state, spec["maintenance"], cat)
    for key in ("supply_gold", "supply_bonus"):
        if key in spec:
            state = replace(state, **{key: int(spec[key])})
    if "spent" in spec:
        state = replace(state, spent=_equipment_ids(cat, spec["spent"], "spent"))
    _check_position(state)
    _check_contradictions(state, spec, cat)
    throws = tuple(parse_throw(t) for t in spec.get("throws", ()))
    return replace(state, throw_script=throws)


def _check_position(state: State) -> None:
    """A position the rules cannot reach is refused, naming what is wrong: hit points outside
    0..the hero's maximum (R011, R100, AMB-08), a third scar (R101: that hero is eliminated
    instead), no hero left in the game, negative gold or bonus dice, more than the box holds
    (R017, AMB-27 ``finite_supply``), a pile's known bottom longer than the pile (R125), a hero
    die both held and thrown, a fight field naming no hero."""
    for index, hero in enumerate(state.heroes):
        cap = heal_cap(state, index)
        if not 0 <= hero.hp <= cap:
            raise ScenarioSetupError(f"setup: hp {hero.hp} of hero {index}: 0..{cap}")
        if len(hero.scars) > 2:
            raise ScenarioSetupError(
                f"setup: hero {index} with {len(hero.scars)} scars: a third scar eliminates (R101)"
            )
    if all(h.eliminated for h in state.heroes):
        raise ScenarioSetupError("setup: every hero is eliminated: the game is over")
    if state.heroes[state.leader].eliminated:
        raise ScenarioSetupError(
            f"setup: leader {state.leader} is eliminated: the leadership has passed on (AMB-35)"
        )
    fight = state.fight
    counts = {
        "chest_gold": state.chest_gold, "chest_bonus": state.chest_bonus,
        "supply_gold": state.supply_gold, "supply_bonus": state.supply_bonus,
    }  # fmt: skip
    for key, count in counts.items():
        if count < 0 and (key.startswith("chest") or state.options.finite_supply):
            hint = (
                " (by default the box's total less the chest's and the fight's: fight.gold, or "
                "the monster card's)"
                if key == "supply_gold"
                else " (by default the box's total less the chest's)"
                if "supply" in key
                else ""
            )
            raise ScenarioSetupError(f"setup: {key} {count} is negative{hint}")
    if state.options.finite_supply:
        fought = fight if state.phase == "fight" else None  # a won fight's gold is back
        gold = state.chest_gold + state.supply_gold + (fought.gold if fought else 0)
        bonus = state.chest_bonus + state.supply_bonus + (fought.bonus_thrown if fought else 0)
        for what, count, total in (("gold", gold, GOLD_TOTAL), ("bonus dice", bonus, BONUS_TOTAL)):
            if count > total:
                given = "supply_gold" if what == "gold" else "supply_bonus"
                raise ScenarioSetupError(
                    f"setup: {count} {what} in the chest, the supply and the fight: the box "
                    f"holds {total} (AMB-27; {given} sets the supply, finite_supply=false lifts "
                    "the limit)"
                )
    if len(state.known_bottom) != 4 or any(
        not 0 <= k <= len(pile) for k, pile in zip(state.known_bottom, state.tower, strict=False)
    ):
        raise ScenarioSetupError(
            f"setup: known_bottom {list(state.known_bottom)}: four counts, each at most its "
            f"pile's {[len(p) for p in state.tower]} cards"
        )
    for key in ("rounds", "scars_given"):
        if getattr(state, key) < 0:
            raise ScenarioSetupError(f"setup: {key} {getattr(state, key)} is negative")
    _check_cards_once(state)
    if fight is not None:
        _check_fight(state, fight)


def _check_contradictions(state: State, spec: Mapping[str, Any], cat: Catalog) -> None:
    """Keys of ``[setup]`` that say opposite things of one hero are refused, naming both: a
    fainted hero (0 hit points, R047) or an eliminated one given hit points in ``hp``, a hero
    both fainted and eliminated (out of the game, R101, he is not fainted), and an eliminated
    hero without the two scars he had when a third was due (R101: only that eliminates). Checked
    after the rest of the position, so a file expecting another refusal keeps its message."""
    hp = spec.get("hp", ())

    def who(index: int) -> str:
        card = state.heroes[index].card
        name = cat.card(card).name if card in cat.cards else card
        return f"hero {index} ({name})"

    fainted = {int(i) for i in spec.get("fainted", ())}
    for index in sorted({int(i) for i in spec.get("eliminated", ())}):
        if index in fainted:
            raise ScenarioSetupError(
                f"setup: fainted and eliminated both list {who(index)}: an eliminated hero is "
                "out of the game, not fainted (R101); keep him in one of them"
            )
        if index < len(hp) and hp[index] != 0:
            raise ScenarioSetupError(
                f"setup: eliminated lists {who(index)}, but hp gives him {hp[index]} hit "
                "points: an eliminated hero has 0 (R101); write 0 or leave his hp out"
            )
        scars = len(state.heroes[index].scars)
        if scars != 2:
            raise ScenarioSetupError(
                f"setup: eliminated lists {who(index)}, but he has {scars} scar(s): a hero is "
                "eliminated only when a third scar is due, so he has two (R101); give him two "
                f'in scars (its item {index}, e.g. ["blue", "green"])'
            )
    for index in sorted(fainted):
        if index < len(hp) and hp[index] != 0:
            raise ScenarioSetupError(
                f"setup: fainted lists {who(index)}, but hp gives him {hp[index]} hit points: a "
                "fainted hero has 0 (R047); write 0 or leave his hp out"
            )


def _check_cards_once(state: State) -> None:
    """Each card of the box is in one place (R017, R012): an equipment card on one sheet, in
    the deck, the discard pile, the shop, the loot or face down; a monster card in the tower,
    on a sheet (Seduction), in the discard pile or fought now."""
    m, fight = state.maintenance, state.fight
    equipment = [c for h in state.heroes for c in h.equipment]
    equipment += [*state.deck, *state.discard]
    if m is not None:
        equipment += [*m.shop, *m.loot, *((m.treasure,) if m.treasure else ())]
    if fight is not None:
        equipment += fight.five_finger
    monsters = [c for h in state.heroes for c in h.seduced] + list(state.monster_discard)
    monsters += [c for pile in (*state.tower, *state.reserve) for c in pile]
    if fight is not None and not fight.boss and state.phase == "fight":
        monsters.append(fight.monster)
    for what, cards in (("equipment", equipment), ("monster", monsters)):
        twice = sorted({c for c in cards if cards.count(c) > 1})
        if twice:
            raise ScenarioSetupError(
                f"setup: {what} card(s) {twice} in two places at once (the box holds one of each)"
            )


def _check_fight(state: State, fight: Fight) -> None:
    if fight.gold < 0:
        raise ScenarioSetupError(f"setup.fight: gold {fight.gold} is negative")
    dice = (*fight.dice, *fight.thrown)
    if len(set(dice)) != len(dice):
        raise ScenarioSetupError(
            f"setup.fight: dice {list(fight.dice)} and thrown {list(fight.thrown)} name a hero "
            "die twice"
        )
    last = len(state.heroes) - 1
    for key in ("holder", "turn", "last_thrower", "beer_on", "charmed_by"):
        value = getattr(fight, key)
        if not -1 <= value <= last:
            raise ScenarioSetupError(f"setup.fight: {key} {value} is not a hero (0..{last}) or -1")


# --- the party --------------------------------------------------------------------------------


def _party(state: State, spec: Mapping[str, Any], cat: Catalog) -> State:
    for index, hp in _per_hero(state, spec, "hp"):
        state = with_hero(state, index, replace(state.heroes[index], hp=int(hp)))
    for index, scars in _per_hero(state, spec, "scars"):
        scars = tuple(scars)
        bad = sorted(set(scars) - set(COLOURS))
        if bad:
            raise ScenarioSetupError(
                f"setup: scars of hero {index}: {list(scars)}: {', '.join(map(repr, bad))} "
                f"is not a colour ({', '.join(COLOURS)})"
            )
        twice = sorted({c for c in scars if scars.count(c) > 1})
        if twice:
            raise ScenarioSetupError(
                f"setup: scars of hero {index}: {list(scars)} names {', '.join(map(repr, twice))} "
                "twice: a scar covers one ability of a colour not yet covered, so each colour "
                "takes one scar at most (R099)"
            )
        hero = state.heroes[index]
        hp = hero.hp if _given(spec, "hp", index) else MAX_HP - 3 * len(scars)
        state = with_hero(state, index, replace(hero, scars=scars, hp=hp))
    for index, cards in _per_hero(state, spec, "equipment"):
        cards = _equipment_ids(cat, cards, f"equipment of hero {index}")
        state = with_hero(state, index, replace(state.heroes[index], equipment=cards))
        state = _out_of_deck(state, cards)
    for index, monsters in _per_hero(state, spec, "seduced"):
        monsters = tuple(monsters)
        for monster in monsters:
            _check_card(cat, monster, ("monster",), f"seduced of hero {index}")
            state = _take_out(state, monster)
        state = with_hero(state, index, replace(state.heroes[index], seduced=monsters))
    for index in spec.get("fainted", ()):
        index = _hero_index(state, index, "fainted")
        state = with_hero(state, index, replace(state.heroes[index], hp=0, fainted=True))
    for index in spec.get("eliminated", ()):
        index = _hero_index(state, index, "eliminated")
        hero = replace(state.heroes[index], hp=0, fainted=False, eliminated=True)
        state = with_hero(state, index, hero)
    for index, hero in enumerate(state.heroes):
        if hero.hp < 1 and hero.active:  # R047: under 1 hit point a hero has fainted
            state = with_hero(state, index, replace(hero, fainted=True))
    given = sum(len(h.scars) for h in state.heroes)
    return replace(state, scars_given=int(spec.get("scars_given", given)))


def _per_hero(state: State, spec: Mapping[str, Any], key: str) -> list[tuple[int, Any]]:
    values = list(spec.get(key, ()))
    if len(values) > len(state.heroes):
        raise ScenarioSetupError(
            f"setup: {key} lists {len(values)} heroes, the party has {len(state.heroes)}"
        )
    return list(enumerate(values))


def _given(spec: Mapping[str, Any], key: str, index: int) -> bool:
    return index < len(spec.get(key, ()))


def _hero_index(state: State, value: Any, key: str) -> int:
    index = int(value)
    if not 0 <= index < len(state.heroes):
        raise ScenarioSetupError(f"setup: {key} {index} is not a hero (0..{len(state.heroes) - 1})")
    return index


def _check_card(cat: Catalog, card: str, kinds: Sequence[str], where: str) -> None:
    if card not in cat.cards or cat.card(card).kind not in kinds:
        raise ScenarioSetupError(
            f"setup: {where}: {card!r} is not a known {' or '.join(kinds)} card"
        )


def _equipment_ids(cat: Catalog, cards: Any, where: str) -> tuple[str, ...]:
    ids = tuple(str(c) for c in cards)
    for card in ids:
        _check_card(cat, card, ("equipment",), where)
    return ids


def _out_of_deck(state: State, cards: Sequence[str]) -> State:
    deck = list(state.deck)
    for card in cards:
        if card in deck:
            deck.remove(card)
    return replace(state, deck=tuple(deck))


# --- the dungeon ------------------------------------------------------------------------------


def _dungeon(state: State, spec: Mapping[str, Any], cat: Catalog) -> State:
    if "floors" in spec:
        floors = tuple(str(f) for f in spec["floors"])
        bad = [f for f in floors if f not in cat.layouts]
        if bad or len(floors) != 3:
            raise ScenarioSetupError(
                f"setup: floors {list(floors)}: three of {sorted(cat.layouts)}"
            )
        state = replace(state, floors=floors)
    if "room" in spec or "floor" in spec:
        floor, room = int(spec.get("floor", 0)), str(spec.get("room", "a"))
        if not 0 <= floor <= 2:
            raise ScenarioSetupError(f"setup: floor {floor} is not 0, 1 or 2")
        if (state.floors[floor], room) not in cat.rooms:
            room = room.lower()  # the table and the sheets write the rooms A, B, C, ...
        if (state.floors[floor], room) not in cat.rooms:
            rooms = sorted(r for f, r in cat.rooms if f == state.floors[floor])
            given, layout = spec.get("room", "a"), state.floors[floor]
            raise ScenarioSetupError(
                f"setup: no room {given!r} on floor {floor} ({layout!r}; its rooms: "
                f"{', '.join(rooms)})"
            )
        state = replace(state, room=room, floor=floor)
    if "entered" in spec:
        entered = tuple(str(r) for r in spec["entered"])
        for entry in entered:
            floor_text, _, room = entry.partition(":")
            floor = int(floor_text) if floor_text.isdigit() else -1
            if not 0 <= floor <= 2 or (state.floors[floor], room) not in cat.rooms:
                raise ScenarioSetupError(
                    f"setup: entered {entry!r} is no room 'floor:room' of floors "
                    f"{list(state.floors)}"
                )
        state = replace(state, entered=entered)
    if "rounds" in spec:
        state = replace(state, rounds=int(spec["rounds"]))
    if "boss" in spec:
        _check_card(cat, str(spec["boss"]), ("boss",), "boss")
        state = replace(state, boss=str(spec["boss"]))
    if "tower" in spec:
        state = _stack_tower(state, tuple(tuple(t) for t in spec["tower"]))
    if "known_bottom" in spec:
        state = replace(state, known_bottom=tuple(int(k) for k in spec["known_bottom"]))
    if "deck" in spec:
        top = _equipment_ids(cat, spec["deck"], "deck")
        state = _out_of_deck(state, top)
        state = replace(state, deck=(*top, *state.deck))
    if "discard" in spec:
        cards = _equipment_ids(cat, spec["discard"], "discard")
        both = sorted(set(cards) & set(spec.get("deck", ())))
        if both:
            raise ScenarioSetupError(f"setup: {both} both in the deck and the discard pile")
        state = replace(_out_of_deck(state, cards), discard=cards)
    if "monster_discard" in spec:
        monsters = tuple(str(m) for m in spec["monster_discard"])
        for monster in monsters:
            _check_card(cat, monster, ("monster",), "monster_discard")
            state = _take_out(state, monster)
        state = replace(state, monster_discard=monsters)
    return state


def _stack_tower(state: State, tiers: tuple[tuple[str, ...], ...]) -> State:
    """Each level's pile as given (top first); every card stays in the game (R012-R014)."""
    if len(tiers) != 4:
        raise ScenarioSetupError("setup: tower needs four lists, for levels I-IV")
    reserve = []
    for tier, pile in enumerate(tiers):
        pool = list(state.tower[tier]) + list(state.reserve[tier])
        for card in pile:
            if card not in pool:
                raise ScenarioSetupError(
                    f"setup: {card!r} is not a level {tier + 1} monster left to stack"
                )
            pool.remove(card)
        reserve.append(tuple(pool))
    return replace(state, tower=tiers, reserve=tuple(reserve), known_bottom=(0, 0, 0, 0))


def _take_out(state: State, monster: str) -> State:
    """A monster placed elsewhere leaves the tower or the reserve (cards are conserved)."""
    tower = tuple(tuple(c for c in t if c != monster) for t in state.tower)
    reserve = tuple(tuple(c for c in r if c != monster) for r in state.reserve)
    return replace(state, tower=tower, reserve=reserve)


# --- the phase --------------------------------------------------------------------------------


def _fight(state: State, spec: Mapping[str, Any], cat: Catalog) -> State:
    monster = str(spec["monster"])
    if monster == "boss":
        state = replace(state, boss_revealed=True)
        state = face_monster(state, state.boss, 4)
        assert state.fight is not None
        state = replace(state, fight=replace(state.fight, boss=True))  # R117
    else:
        _check_card(cat, monster, ("monster",), "monster")
        level = cat.card(monster).level
        assert level is not None
        state = _take_out(state, monster)
        tier = int(spec.get("tier", level - 1))
        if not 0 <= tier <= 3:
            raise ScenarioSetupError(f"setup: tier {tier} is not 0..3 (levels I-IV)")
        if tier != level - 1:  # R114: a monster is fought at the level on its card's back
            raise ScenarioSetupError(
                f"setup: tier {tier} is level {tier + 1}, but {monster!r} is a level {level} "
                f"monster (tier {level - 1}); leave tier out to fight it at its own level"
            )
        state = face_monster(state, monster, tier)
    table = spec.get("fight", {})
    _known(table, FIGHT_KEYS, "setup.fight")
    fight = state.fight
    assert fight is not None
    values = {k: _field(v) for k, v in table.items()}
    for key in ("dice", "thrown"):
        bad = sorted(set(values.get(key, ())) - set(COLOURS))
        if bad:
            raise ScenarioSetupError(f"setup.fight: {key} {bad} are not hero dice {list(COLOURS)}")
    if "hp" in values and values["hp"] < 1:  # R075: a monster at 0 is beaten, not fought
        raise ScenarioSetupError(
            f"setup.fight: hp {values['hp']} leaves no fight (a monster at 0 hit points is "
            "beaten: give it 1 or more, or set up Maintenance)"
        )
    if "holder" in values and "turn" not in values:
        values["turn"] = values["holder"]
    if "gold" in values:  # the gold on the monster comes from the supply (``supply_gold``)
        state = replace(state, supply_gold=state.supply_gold + fight.gold - values["gold"])
    if "five_finger" in values:  # face-down cards leave the deck (R144)
        values["five_finger"] = _equipment_ids(cat, values["five_finger"], "fight.five_finger")
        state = _out_of_deck(state, values["five_finger"])
    return replace(state, fight=replace(fight, **values))


def _field(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def _maintenance(state: State, table: Mapping[str, Any], cat: Catalog) -> State:
    """The fight just won (its card discarded or with its seducer, its gold back in the
    supply: the chest holds what ``chest_gold`` says) and Maintenance at ``step``."""
    _known(table, MAINTENANCE_KEYS, "setup.maintenance")
    step = str(table.get("step", "loot"))
    if step not in STEPS:
        raise ScenarioSetupError(f"setup.maintenance: step {step!r} is not one of {list(STEPS)}")
    fight = state.fight
    assert fight is not None
    state = replace(state, supply_gold=state.supply_gold + fight.gold)
    if fight.hp > 0:
        fight = replace(fight, hp=0)
    seducer = fight.charmed_by
    if seducer >= 0:
        hero = state.heroes[seducer]
        state = with_hero(state, seducer, replace(hero, seduced=(*hero.seduced, fight.monster)))
    elif not fight.boss:
        state = replace(state, monster_discard=(*state.monster_discard, fight.monster))
    cards: dict[str, Any] = {}
    for key in ("loot", "shop", "passed"):
        cards[key] = _equipment_ids(cat, table.get(key, ()), f"maintenance.{key}")
        state = _out_of_deck(state, cards[key])
    treasure = str(table.get("treasure", ""))
    if treasure:
        _equipment_ids(cat, (treasure,), "maintenance.treasure")
        state = _out_of_deck(state, (treasure,))
    m = Maintenance(
        step=step,  # type: ignore[arg-type]
        loot=cards["loot"],
        shop=cards["shop"],
        passed=cards["passed"],
        treasure=treasure,
        traded=bool(table.get("traded", False)),
        overflow=int(table.get("overflow", -1)),
    )
    if not -1 <= m.overflow < len(state.heroes):
        raise ScenarioSetupError(f"setup.maintenance: overflow {m.overflow} is not a hero or -1")
    return replace(state, phase="maintenance", fight=cleared_up(fight), maintenance=m)
