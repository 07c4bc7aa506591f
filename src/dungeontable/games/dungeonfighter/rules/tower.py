"""The tower and facing the monster (R035-R038, R113-R116, R123-R126, AMB-05, AMB-23)."""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.core import Event

from ..abilities import OPS
from ..content import DFCard, catalog
from ..encounter import requirements_for
from ..events import BackedDown, MonsterRevealed
from ..party import Step, hurt, next_active
from ..state import Fight, State


def new_fight(
    state: State, monster: str, tier: int, boss: bool, card: DFCard | None = None
) -> Fight:
    """R035-R037: the revealed monster at full hit points with its gold; the first player
    holds the three hero dice (``card``: the monster's, when the caller has it)."""
    if card is None:
        card = catalog(state.options.cards).card(monster)
    assert card.hp is not None
    holder = state.first
    if not state.heroes[holder].active:  # fainted by shame before this card (R124)
        holder = next_active(state, holder)
    return Fight(
        monster=monster, tier=tier, boss=boss, hp=card.hp, gold=card.gold, holder=holder,
        turn=holder,
    )  # fmt: skip


def draw_monster(state: State, below: int = -1) -> tuple[State, str, int]:
    """R035 / R113: the top card of the topmost non-empty tier (``below``: start under that
    tier, R126). AMB-05: an empty tower draws from the undrawn cards, level IV first
    (``empty_tower=easiest_first``: level I first)."""
    for tier in range(max(0, below), 4):
        if state.tower[tier]:
            card = state.tower[tier][0]
            tower = _set(state.tower, tier, state.tower[tier][1:])
            known = state.known_bottom
            if known[tier] > len(tower[tier]):
                known = _set(known, tier, len(tower[tier]))
            return replace(state, tower=tower, known_bottom=known), card, tier
    order = (3, 2, 1, 0) if state.options.empty_tower == "hardest_first" else (0, 1, 2, 3)
    for tier in order:
        if state.reserve[tier]:
            card = state.reserve[tier][0]
            reserve = _set(state.reserve, tier, state.reserve[tier][1:])
            return replace(state, reserve=reserve), card, tier
    raise RuntimeError("no monster card is left anywhere (53 cards; cannot happen)")


def _set(items: tuple, index: int, value: object) -> tuple:  # type: ignore[type-arg]
    return (*items[:index], value, *items[index + 1 :])


def start_encounter(state: State, below: int = -1) -> Step:
    """R035-R037: reveal a monster, set its hit points, put its gold (from supply) on it."""
    state, monster, tier = draw_monster(state, below)
    return reveal(state, monster, tier, boss=False)


def start_boss(state: State) -> Step:
    """R117: flip the final boss and fight it."""
    state = replace(state, boss_revealed=True)
    return reveal(state, state.boss, 4, boss=True)


def reveal(state: State, monster: str, tier: int, boss: bool) -> Step:
    card = catalog(state.options.cards).card(monster)
    fight = new_fight(state, monster, tier, boss, card)
    gold = min(card.gold, state.supply_gold) if state.options.finite_supply else card.gold
    fight = replace(fight, gold=gold, dice=_usable_dice(card, fight.dice))
    supply = max(0, state.supply_gold - gold)  # AMB-27
    state = replace(state, fight=fight, phase="fight", supply_gold=supply)
    event = MonsterRevealed(monster=monster, tier=tier, hp=fight.hp, gold=gold, boss=boss)
    return state, [event]


def _usable_dice(card, dice: tuple[str, ...]) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    """R157 / AMB-15: a Hero Dice Immunity colour is set aside for the encounter."""
    banned = {a.colour for a in card.abilities if OPS[a.op].bans_die}
    return tuple(d for d in dice if d not in banned)


def can_back_down(state: State) -> bool:
    """R123 (L486-488): facing a specific throw requirement of the monster or the room (AMB-53
    ``back_down_against=always``: any monster); AMB-23: before the first throw of an
    encounter, never against the final boss."""
    fight = state.fight
    if fight is None or state.options.back_down == "never":
        return False
    if fight.boss or fight.throws or fight.thrown or fight.bonus_thrown:
        return False  # AMB-23: a die thrown (a set-up position may count them in ``thrown``)
    if fight.throwing is not None:
        return False
    return state.options.back_down_against == "always" or bool(requirements_for(state, ()))


def back_down(state: State) -> Step:
    """R124-R126: shame (1 hp each), the card under its tier, a new card for the room."""
    fight = state.fight
    assert fight is not None
    events: list[Event] = [BackedDown(monster=fight.monster)]
    tier = fight.tier
    returned = (*state.tower[tier], fight.monster)
    state = replace(
        state,
        tower=_set(state.tower, tier, returned),
        known_bottom=_set(state.known_bottom, tier, state.known_bottom[tier] + 1),
        supply_gold=state.supply_gold + fight.gold,
        fight=None,
    )
    for index in range(len(state.heroes)):
        state, more = hurt(state, index, 1, "shame")
        events += more
    if state.result:
        return state, events
    # R126: the returned card was its pile's last: the next tier down; below level IV there is
    # none, so ``draw_monster`` draws from the undrawn cards as for an empty tower (AMB-05)
    below = tier + 1 if len(returned) == 1 else tier
    state, more = start_encounter(state, below)
    return state, events + more
