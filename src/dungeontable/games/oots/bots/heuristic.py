"""The ``heuristic`` OOTS bot: gathers Loot and shticks, qualifies for the Lair, dives, kills the
Lich and races out of the collapse. It reads only its view and public card data."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

import dungeontable.games.oots.actions as A
from dungeontable.core import Action, Rng

from ..combat import abilities as ab
from ..combat.context import FloorRoom
from ..combat.from_state import catalog_or_none
from ..common.arithmetic import can_use, range_bonuses
from ..deck import CardSet, cards_of
from ..effects import MonsterBonus
from ..records import ShtickSpec
from ..view import PlayerView, RoomView, View
from .paths import ENTRANCE, Place, rooms
from .shortening import backstory_worth, shtick_worth, story_types
from .wandering import XYKON, xykon_assist
from .xykon import (
    GANG_ODDS,
    ask_worth,
    can_help,
    help_bonus,
    stock_first,
    wants_shticks,
    xykon_place,
)

FLOOR_CAP = 8
LICH_WAIT_ODDS = 0.1
"""Below these odds against the Lich alone (about a natural 12), wait for help (_lich_wait)."""


class HeuristicBot:
    level = "heuristic"

    def __init__(self, game: Any = None) -> None:
        self.game = game

    def choose(self, view: View, legal: Sequence[Action], rng: Rng) -> tuple[Action, Rng]:
        mind = Mind(view)
        action = mind.choose(list(legal))
        return (action if action in legal else legal[0]), rng


class Mind:
    def __init__(self, view: View) -> None:
        self.view = view
        self.cs: CardSet = cards_of(view.cards)
        assert view.decision is not None
        self.seat = view.decision.seat
        self.me: PlayerView = view.players[self.seat]

    # --- dispatch -------------------------------------------------------------------------------

    def choose(self, legal: list[Action]) -> Action:
        phase = self.view.phase
        handler = getattr(self, "on_" + phase.replace("-", "_"), None)
        found = handler(legal) if handler is not None else None
        return found if found is not None else legal[0]

    def first(self, legal: list[Action], cls: type) -> Action | None:
        return next((a for a in legal if isinstance(a, cls)), None)

    # --- numbers --------------------------------------------------------------------------------

    def drool(self, card: str, character: str | None = None) -> int:
        return self.cs.loot[card].drool(character or self.me.character)

    def equipped_df(self, pv: PlayerView | None = None) -> int:
        """The Drool Factor of ``pv``'s (default: my) equipped Loot, for its character."""
        pv = pv or self.me
        return sum(self.drool(c, pv.character) for c in pv.equipped)

    def qualified(self) -> bool:
        if self.view.options.wandering_xykon:
            return False  # R324, R326: no Lair to dive into; Xykon comes to the players
        return self.may_enter_lair(self.me)

    def may_enter_lair(self, pv: PlayerView) -> bool:
        """R268: ``pv``'s shticks in play and equipped Drool Factor meet the Lair minimums."""
        return (
            len(pv.shticks) >= self.view.min_shticks and self.equipped_df(pv) >= self.view.min_loot
        )

    def shtick_value(self, card: str, attacker: bool) -> int:
        s = self.cs.shticks[card]
        v = s.attack if attacker else s.defense
        return -99 if v is None else v

    def my_bonus(self, attacker: bool) -> int:
        total = 0
        for c, f in zip(self.me.shticks, self.me.flipped, strict=True):
            if not f and not self.cs.shticks[c].battle:
                s = self.cs.shticks[c]
                total += s.bonus_attack if attacker else s.bonus_defense
        for c in self.me.equipped:
            total += self.cs.loot[c].attack if attacker else self.cs.loot[c].defense
        return total

    def best_mod(self, attacker: bool) -> int:
        values = [
            self.shtick_value(c, attacker)
            for c, f in zip(self.me.shticks, self.me.flipped, strict=True)
            if not f and self.cs.shticks[c].battle
        ]
        return max([0, *values]) + self.my_bonus(attacker)

    def monster_value(
        self, card: str, attacker: bool, floor: int, room: RoomView | None = None
    ) -> int:
        """The Monster's value against me; ``room``: it tops that room's stack, so its
        supporters (R251-R261) and the room's Monster bonuses (R108) count too."""
        m = self.cs.monsters[card]
        level = floor if m.plus_level else 0
        assist = xykon_assist(self.view, self.cs, card)  # R342
        value = (m.defense if attacker else m.attack) + level + assist
        if room is None or not room.monsters or room.monsters[0] != card or card == XYKON:
            return value
        return value + self._stack_extra(card, "defense" if attacker else "attack", room)

    def _stack_extra(self, card: str, stat: str, room: RoomView) -> int:
        """What the top of ``room``'s stack gains beyond its printed value: Nemesis against me
        (R250), its supporters on the floor (R251-R261, not Ambush: that is only the turn it
        came into play) and the Monster bonuses of the room and of the non-Monster Xykon cards
        lying in it (R108, R274)."""
        cat = catalog_or_none(self.view.cards)
        if cat is None or card not in cat.monsters:
            return 0
        monster = cat.monsters[card]
        rooms_ = self.view.floors[room.floor].rooms
        floor_rooms = tuple(FloorRoom(r.card, r.monsters) for r in rooms_)
        at = next(i for i, r in enumerate(rooms_) if r.pos == room.pos)
        every = self.view.options.support_per_room == "every"
        count = ab.support_count((at, 0), floor_rooms, cat, every)
        extra = ab.nemesis_bonus(monster, self.me.character)
        extra += ab.support_bonus(monster, stat, count, fresh=False)
        lying = (room.card, *room.fallen)  # the room, and Xykon cards lying in it (R274)
        effects = [e for c in lying if c in cat.rooms for e in cat.rooms[c].effects]
        for e in effects:
            if (
                isinstance(e, MonsterBonus)
                and e.stat == stat
                and e.monster_type in (None, *monster.types)
            ):
                extra += e.x
        return extra

    def odds(self, mod: int, foe: int) -> float:
        """Chance that d12 + mod beats foe."""
        need = foe - mod + 1
        return max(0.0, min(1.0, (13 - need) / 12))

    # --- phases ---------------------------------------------------------------------------------

    def on_pick_start(self, legal: list[Action]) -> Action:
        def worth(a: Action) -> int:
            assert isinstance(a, A.PutBack)
            s = self.cs.shticks[a.card]
            return max(self.shtick_value(a.card, True), self.shtick_value(a.card, False)) + s.range

        return min(legal, key=worth)

    def on_encourage(self, legal: list[Action]) -> Action:
        """R264: healing every Wound never hurts."""
        return A.HealAll(heal=True) if A.HealAll(heal=True) in legal else legal[0]

    def on_bonus(self, legal: list[Action]) -> Action:
        """A80 ask: Loot is worth more than the Trap it may hide, so take it."""
        return A.TakeBonusLoot(take=True) if A.TakeBonusLoot(take=True) in legal else legal[0]

    def on_minion(self, legal: list[Action]) -> Action:
        """R329, R349: the weakest Undead of the hand goes to Xykon's Minion Stack."""

        def strength(a: Action) -> int:
            assert isinstance(a, A.GiveMinion)
            m = self.cs.monsters[a.card]
            return m.attack + m.defense

        return min(legal, key=strength)

    def on_pick_backstory(self, legal: list[Action]) -> Action:
        """R353: lay face up the Backstory least likely to score."""

        def worth(a: Action) -> float:
            assert isinstance(a, A.DiscardBackstory)
            return backstory_worth(self.cs, a.card)

        return min(legal, key=worth)

    def on_nitpick(self, legal: list[Action]) -> Action:
        """R361 Nitpicky: the best shtick still in the pool."""

        def worth(a: Action) -> float:
            assert isinstance(a, A.ChooseShtick)
            return shtick_worth(self.cs, a.card)

        return max(legal, key=worth)

    def on_pick_shadow(self, legal: list[Action]) -> Action:
        """R306-R307: the shadow that drools most over Loot no active player wants."""
        actives = [p.character for p in self.view.players]

        def worth(a: Action) -> int:
            assert isinstance(a, A.PickShadow)
            return sum(
                loot.drool(a.npc)
                for loot in self.cs.loot.values()
                if not loot.trap and all(loot.drool(c) == 0 for c in actives)
            )

        return max(legal, key=worth)

    def _self_care(self, legal: list[Action]) -> Action | None:
        card = self.first(legal, A.PlayScrew)
        if card is not None:
            return card  # own-turn cards only help (heal, shticks, Loot)
        heal = self.first(legal, A.FlipToHeal)
        if heal is not None and self.me.wounds >= 2:
            return heal
        special = self.first(legal, A.DiscardForShtick)
        if special is not None and (
            len(self.me.shticks) < self.view.min_shticks or wants_shticks(self.view)
        ):
            return special
        return self._powers(legal)

    def _powers(self, legal: list[Action]) -> Action | None:
        """Pick Pocket the fullest Stash in the room; Treasure Sense when the room still has
        Loot, no Monsters, and the normal pickup is used up."""
        picks = [a for a in legal if isinstance(a, A.PickPocket)]
        if picks:
            return max(picks, key=lambda a: self._stash_size(a))
        more = self.first(legal, A.FlipForLoot)
        if more is not None and A.TakeLoot() not in legal and self._loot_here():
            return more
        return None

    def _stash_size(self, a: Action) -> int:
        assert isinstance(a, A.PickPocket)
        return self.view.players[a.seat].stash_count

    def _loot_here(self) -> bool:
        f, pos = self.me.place
        room = next((r for r in self.view.floors[f].rooms if r.pos == pos), None)
        return room is not None and room.loot_count > 0 and not room.monsters

    def on_start(self, legal: list[Action]) -> Action | None:
        care = self._self_care(legal)
        if care is not None:
            return care
        early = self.best_loot_trade(legal) if wants_shticks(self.view) else None
        if early is not None:
            return early  # R327: a black-bordered shtick now beats the Loot's bonus
        for cls in (A.TradeMonsters, A.Equip):
            found = self.best_trade(legal) if cls is A.TradeMonsters else self.first(legal, cls)
            if found is not None:
                return found
        trade = self.best_loot_trade(legal)
        if trade is not None and self._trade_loot_ok():
            return trade
        for kind in (A.TakeLoot, A.Search):
            found = self.first(legal, kind)
            if found is not None:
                return found
        rest = self.first(legal, A.Rest)
        if rest is not None and (
            (self.me.wounds >= self.me.max_wounds - 1 and self._far_from_entrance())
            or (self.me.wounds > 0 and self.me.place == self._lair_haven())
        ):
            return rest
        here = self.view.floors[self.me.place[0]]
        room = next((r for r in here.rooms if (self.me.place[0], r.pos) == self.me.place), None)
        if room is not None and not room.monsters and self.lich_shot(self.me.place) > 0:
            stay = self.first(legal, A.Stay)
            if stay is not None:
                return stay  # R059: shoot at the Lich from here rather than walk in
        if (
            room is not None
            and room.monsters
            and (
                self.xykon_worth_it(self.me.place[0])
                if room.monsters[0] == XYKON
                else self._beatable(room.monsters[0], True, self.me.place[0], room)
                and not self._xykon_running()
            )
        ):
            stay = self.first(legal, A.Stay)
            if stay is not None:
                return stay
        return self.move(legal)

    def best_trade(self, legal: list[Action]) -> Action | None:
        """R371, R377: the Monster trade-in that wastes the fewest X (then the fewest cards)."""
        trades = [a for a in legal if isinstance(a, A.TradeMonsters)]
        if not trades:
            return None

        def waste(a: A.TradeMonsters) -> tuple[int, int]:
            return sum(self.cs.monsters[c].x for c in a.cards) % 3, len(a.cards)

        return min(trades, key=waste)

    def best_loot_trade(self, legal: list[Action]) -> Action | None:
        """R371: the Loot trade-in giving up the least Drool Factor (then the fewest cards)."""
        trades = [a for a in legal if isinstance(a, A.TradeLoot)]
        if not trades:
            return None

        def cost(a: A.TradeLoot) -> tuple[int, int]:
            return sum(self.drool(c) for c in a.cards), len(a.cards)

        return min(trades, key=cost)

    def _trade_loot_ok(self) -> bool:
        if wants_shticks(self.view):
            return True  # R327: every black-bordered shtick before the catch; no Lair minimum
        total = sum(self.drool(c) for c in (*(self.me.stash or ()), *self.me.equipped))
        few = len(self.me.shticks) < self.view.min_shticks
        return few and total >= self.view.min_loot + 3

    def _lair_haven(self) -> Place | None:
        """The Safe Haven when I am in the Lair with the Lich alive, or on the floor above it and
        may enter the Lair (R268): no Monster battles there and resting is allowed (R271, R182),
        so a wounded player heals there instead of walking back to the Entrance, which would
        cost the Lair minimums again on the way back (R269).
        Seeded 4-seat DWDTDA games (seed 127): players met the Lich on 2 of 4 Wounds, lost once
        and walked out; capped games 60 rounds, seeds 0-199 and 1000-1199: DWDTDA 8 and 10 ->
        3 and 8, base 4 and 8 -> 5 and 6."""
        view = self.view
        lair = view.floors_count + 1
        if view.collapse or view.options.wandering_xykon or self.me.place[0] < lair - 1:
            return None
        if self.me.place[0] == lair - 1 and not self.qualified():
            return None  # the floor above: only for one who may enter the Lair (R268)
        if len(view.floors) <= lair:
            return None
        rooms_ = view.floors[lair].rooms
        return next(((lair, r.pos) for r in rooms_ if r.card == "safe_haven"), None)

    def _rest_rooms(self) -> set[Place]:
        """No Turning Back (R315): no way up to the Entrance, so a wounded player rests on
        this floor (R182) in a room without Monsters that allows it (R183): here when this room
        does, else the nearest such room (staying in a Monster room is a battle: seed 7 lost to
        a Dragon's stack every turn for 60 rounds; in a no-rest room it is nothing at all: seed
        181's four players waited in the Bottomless Pit for 80 rounds). None: carry on."""
        here = self.me.place
        fv = self.view.floors[here[0]]
        calm = {
            (here[0], r.pos)
            for r in fv.rooms
            if not r.monsters
            and not r.face_down
            and r.card in self.cs.rooms
            and not self.cs.rooms[r.card].no_rest
        }
        return {here} if here in calm else calm

    def _far_from_entrance(self) -> bool:
        return self.me.place[0] >= 2 or (self._no_way_up() and self.me.place != ENTRANCE)

    def _no_way_up(self) -> bool:
        """No Turning Back (R315): no stairs up before the collapse, so no Entrance to heal at."""
        return self.view.options.no_turning_back and not self.view.collapse

    def _beatable(
        self, monster: str, attacker: bool, floor: int, room: RoomView | None = None
    ) -> bool:
        """Worth a battle here: a face-up shtick can fight it (immunities, Flying, R104-R119;
        without one a win is only a draw, R150, so staying would loop forever) and the odds
        are even or better, counting the stack of ``room`` it tops (its supporters and the
        room's bonuses: No Turning Back seed 7 stayed 60 rounds for a Dragon at 17 that the
        printed 11 said was beatable)."""
        if not self.usable_values(monster, attacker):
            return False
        foe = self.monster_value(monster, attacker, floor, room)
        return self.odds(self.best_mod(attacker), foe) >= 0.5

    def usable_values(self, monster: str, attacker: bool) -> list[int]:
        """Values of my face-up Battle Shticks that may fight ``monster`` in my room and can
        defeat it (a "the battle is a draw" Result never does, R111)."""
        m = self.cs.monsters[monster]
        more = self.more_range()
        return [
            self.shtick_value(c, attacker)
            for i, (c, f) in enumerate(zip(self.me.shticks, self.me.flipped, strict=True))
            if not f
            and can_use(self.cs.shticks[c], m, attacker, 0, more[i], self.fly)
            and not self.cs.shticks[c].draw_result
        ]

    @property
    def fly(self) -> bool:
        """A105: whether Range bonuses count against Flying (option ``flying_range_bonus``)."""
        return self.view.options.flying_range_bonus

    def more_range(self) -> tuple[int, ...]:
        """R100: the Range I add to each of my shticks (face-up shticks, equipped Loot)."""
        me = self.me
        return range_bonuses(self.cs, me.character, me.shticks, me.flipped, me.equipped)

    def on_move(self, legal: list[Action]) -> Action | None:
        return self.move(legal)

    def on_end(self, legal: list[Action]) -> Action | None:
        care = self._self_care(legal)
        if care is not None:
            return care
        early = self.best_loot_trade(legal) if wants_shticks(self.view) else None
        if early is not None:
            return early  # R327: before the attention roll at the end of this turn
        for cls in (A.TradeMonsters, A.Equip, A.TakeLoot, A.Search):
            found = self.best_trade(legal) if cls is A.TradeMonsters else self.first(legal, cls)
            if found is not None:
                return found
        trade = self.best_loot_trade(legal)
        if trade is not None and self._trade_loot_ok():
            return trade
        removals = [a for a in legal if isinstance(a, A.RemoveRoom)]
        if removals:
            return removals[-1]
        return self.first(legal, A.EndTurn)

    def on_pick(self, legal: list[Action]) -> Action:
        def worth(a: Action) -> int:
            assert isinstance(a, A.PickShtick)
            return max(self.shtick_value(a.card, True), self.shtick_value(a.card, False))

        return max(legal, key=worth)

    def on_stock(self, legal: list[Action]) -> Action:
        """Against others the strongest Monster; against yourself the weakest (R069-R073)."""
        target = self.view.turn.seat

        def strength(a: Action) -> int:
            assert isinstance(a, A.PlaceMonster)
            m = self.cs.monsters[a.card]
            return m.attack + m.defense + (3 if m.support else 0)

        first = stock_first(
            self.view, self.cs, (a.card for a in legal if isinstance(a, A.PlaceMonster))
        )
        if first:  # R329: Undead kept in hand would feed Wandering Xykon's Minion Stack
            legal = [a for a in legal if isinstance(a, A.PlaceMonster) and a.card in first]
        return min(legal, key=strength) if target == self.seat else max(legal, key=strength)

    def on_shtick(self, legal: list[Action]) -> Action:
        battle = self.view.battle
        assert battle is not None
        legal = [a for a in legal if isinstance(a, A.UseShtick)]
        if battle.foe_seat is not None:
            return max(legal, key=lambda a: self._pvp_worth(a))
        if battle.monster == XYKON:
            return max(legal, key=lambda a: self._xykon_shtick_worth(a, battle.attacker))
        if self.cs.monsters[battle.monster].lich:
            return max(legal, key=lambda a: self._lich_shtick_worth(a, battle.attacker))
        if wants_shticks(self.view):
            return max(legal, key=lambda a: self._win_worth(a, battle.attacker, battle.monster))

        def worth(a: Action) -> int:
            assert isinstance(a, A.UseShtick)
            if a.index < 0:
                return -50
            card = self.me.shticks[a.index]
            s = self.cs.shticks[card]
            value = (s.attack if battle.attacker else s.defense) or 0
            return value - (20 if battle.attacker and s.draw_result else 0)  # R111

        return max(legal, key=worth)

    def _win_worth(self, a: Action, attacker: bool, monster: str) -> float:
        """R327: before Xykon's attention is caught a won battle (its X towards a shtick, R377)
        is worth more than a draw: a win counts 1, a lost Wound -1/2; a "the battle is a draw"
        shtick (Hide, R111) only saves the Wound."""
        assert isinstance(a, A.UseShtick)
        if a.index < 0:
            return -50.0
        s = self.cs.shticks[self.me.shticks[a.index]]
        value = (s.attack if attacker else s.defense) or 0
        battle = self.view.battle
        assert battle is not None
        mod = value + self.my_bonus(attacker)
        foe = self.monster_value(monster, attacker, battle.room[0])
        win = self.odds(mod, foe)
        lose = 1.0 - self.odds(mod, foe - 1)
        return (0.0 if s.draw_result else win) - 0.5 * lose

    def _declared(self, a: Action, attacker: bool) -> tuple[ShtickSpec, int] | None:
        """The shtick ``a`` declares and its printed value on my side (None: no shtick)."""
        assert isinstance(a, A.UseShtick)
        if a.index < 0:
            return None
        s = self.cs.shticks[self.me.shticks[a.index]]
        return s, (s.attack if attacker else s.defense) or 0

    def _win_only(
        self, a: Action, attacker: bool, odds: Callable[[ShtickSpec, int], float]
    ) -> tuple[float, int]:
        """A pick where only a win counts: ``odds`` of the declared shtick and its value; a
        "the battle is a draw" shtick (Evasion, Hide, Shield Spell, R111) never wins, so it
        ranks by its value only below any chance of winning (it still saves a Wound)."""
        declared = self._declared(a, attacker)
        if declared is None:
            return (-1.0, -50)
        s, value = declared
        return (0.0 if s.draw_result else odds(s, value), value)

    def _xykon_shtick_worth(self, a: Action, attacker: bool) -> tuple[float, int]:
        """Against Wandering Xykon only a win counts (R346: a Wound on him; a draw leaves him
        as he is): the shtick with the best odds with the help on his floor."""
        here = self.view.battle
        assert here is not None
        extra = self.my_bonus(attacker) + help_bonus(self.view, self.cs, self.me, here.room[0])
        foe = self.monster_value(XYKON, attacker, here.room[0])

        def odds(s: ShtickSpec, value: int) -> float:
            return self.odds(value + extra, foe) * (1 + 0.3 * self._undead_hit(s, here.room))

        return self._win_only(a, attacker, odds)

    def _lich_shtick_worth(self, a: Action, attacker: bool) -> tuple[float, int]:
        """Against Xykon the Lich only a win ends the game (R109): the shtick with the best odds
        of winning, Attacker or Defender. 200 seeded DWDTDA games: the Defender's draw-only pick
        left the Lich alive in draws at 20 and 27 against his 18."""
        battle = self.view.battle
        assert battle is not None
        helped = sum(h.bonus for h in battle.helps if h.status == "accepted")
        if not battle.helps:  # R260: nobody may refuse; the help I can still ask for (R131)
            helped = help_bonus(self.view, self.cs, self.me, battle.room[0])
        extra = self.my_bonus(attacker) + helped
        fv = self.view.floors[battle.room[0]]
        room = next((r for r in fv.rooms if r.pos == battle.room[1]), None)
        foe = self.monster_value(battle.monster, attacker, battle.room[0], room)  # his stack too
        return self._win_only(a, attacker, lambda s, value: self.odds(value + extra, foe))

    def _undead_hit(self, s: Any, place: Place) -> int:
        """R343: an Area Effect against Xykon hits him first, then his Minion Stack; each
        Undead minion it defeats takes 2 off his Attack and Defense for the rest of the game
        (R342)."""
        if not s.area:
            return 0
        fv = self.view.floors[place[0]]
        room = next((r for r in fv.rooms if r.pos == place[1]), None)
        if room is None:
            return 0
        stack = list(room.monsters)
        if s.area_type:
            hit = [
                m
                for m in stack
                if m in self.cs.monsters and s.area_type in self.cs.monsters[m].types
            ]
        else:
            hit = stack[: s.area]
        return sum(
            1
            for m in hit
            if m != XYKON and m in self.cs.monsters and "undead" in self.cs.monsters[m].types
        )

    def on_pvp_defend(self, legal: list[Action]) -> Action:
        def worth(a: Action) -> int:
            assert isinstance(a, A.UseShtick)
            return -50 if a.index < 0 else self.shtick_value(self.me.shticks[a.index], False)

        uses = [a for a in legal if isinstance(a, A.UseShtick)]  # Charge! (R086) is offered too
        return max(uses, key=worth) if uses else legal[0]

    def on_pvp_help(self, legal: list[Action]) -> Action | None:
        return self.pvp_ask(legal)

    def pvp_ask(self, legal: list[Action]) -> Action | None:
        """PvP help (R155, R138): while my odds are under even, offer my cheapest Stash Loot
        (worth nothing to me) to a player on the floor; then fight."""
        battle = self.view.battle
        assert battle is not None and battle.foe_seat is not None
        attacking = self.seat == self.view.turn.seat
        side = 0 if attacking else 1
        foe = self.view.players[battle.foe_seat if attacking else self.view.turn.seat]
        mine = self.player_mod(self.me, attacking)
        theirs = self.player_mod(foe, not attacking)
        for h in battle.helps:
            if h.status == "accepted" and h.side == side:
                mine += h.bonus
            elif h.status == "accepted":
                theirs += h.bonus
        if self.duel_odds(mine, theirs) >= 0.5:
            return self.first(legal, A.Fight)
        asks = [
            a
            for a in legal
            if isinstance(a, A.AskHelp)
            and a.helper >= 0
            and a.card not in self.me.equipped
            and self.drool(a.card) == 0
        ]
        if not asks:
            return self.first(legal, A.Fight)
        return max(asks, key=lambda a: self.drool(a.card, self.view.players[a.helper].character))

    def on_placed(self, legal: list[Action]) -> Action | None:
        """A59 monster-placed: grow someone else's battle; never one's own."""
        if self.view.turn.seat != self.seat:
            for a in legal:
                if isinstance(a, A.PlayScrew) and self.cs.screws[a.card].battle_size > 0:
                    return a
        return self.first(legal, A.PassPriority)

    def on_pvp_npc(self, legal: list[Action]) -> Action | None:
        """R054: like player help in PvP, the bot does not pay NPCs (keeps its Loot)."""
        return self.first(legal, A.Fight)

    def _pvp_worth(self, a: Action) -> int:
        assert isinstance(a, A.UseShtick)
        return -50 if a.index < 0 else self.shtick_value(self.me.shticks[a.index], True)

    def on_help(self, legal: list[Action]) -> Action | None:
        battle = self.view.battle
        assert battle is not None
        if battle.foe_seat is not None:
            return self.pvp_ask(legal)
        m = self.cs.monsters[battle.monster]
        foe = self.monster_value(battle.monster, battle.attacker, battle.room[0])
        mod = self.best_mod(battle.attacker) + sum(
            h.bonus for h in battle.helps if h.status == "accepted"
        )
        boss = m.lich or battle.monster == XYKON  # R260, R344: helpers cannot refuse
        want = 0.95 if boss else 0.6
        if self.odds(mod, foe) >= want:
            return self.first(legal, A.Fight)
        asks = [a for a in legal if isinstance(a, A.AskHelp)]
        asks = [
            a for a in asks if boss or self.drool(a.card) == 0 or a.card not in self.me.equipped
        ]
        if not asks:
            return self.first(legal, A.Fight)
        if battle.monster == XYKON:  # R131, R344: the most help first
            return max(
                asks,
                key=lambda a: (
                    ask_worth(self.view, self.cs, self.me, a.helper, a.card)
                    if isinstance(a, A.AskHelp)
                    else (0, 0)
                ),
            )
        return min(asks, key=lambda a: self.drool(a.card) if isinstance(a, A.AskHelp) else 0)

    def on_answer(self, legal: list[Action]) -> Action | None:
        """Accept help offers; in PvP (R375) hold a poor Attacker's offer to hear the
        Defender's when the Defender has Stash Loot, and take the better of the two."""
        battle = self.view.battle
        if battle is None or battle.foe_seat is None or not battle.helps:
            return self.first(legal, A.AcceptHelp)
        offer = battle.helps[-1]
        worth = self.drool(offer.loot)
        held = [h for h in battle.helps[:-1] if h.helper == self.seat and h.status == "held"]
        if held and worth < self.drool(held[0].loot):
            return self.first(legal, A.DeclineHelp)  # the held offer is better: answer it later
        hear = self.first(legal, A.HearBoth)
        if hear is not None and worth <= 1 and self.view.players[battle.foe_seat].stash_count:
            return hear
        return self.first(legal, A.AcceptHelp)

    def on_reroll(self, legal: list[Action]) -> Action | None:
        """Fool's Luck: reroll a low die (4 or less) of my own."""
        battle = self.view.battle
        if battle is None or not battle.faces:
            return self.first(legal, A.KeepRoll)
        if battle.foe_seat is None:
            mine = min(battle.faces)
        else:
            mine = battle.faces[0 if self.view.turn.seat == self.seat else 1]
        if mine <= 4:
            return self.first(legal, A.Reroll)
        return self.first(legal, A.KeepRoll)

    def on_window(self, legal: list[Action]) -> Action | None:
        battle = self.view.battle
        plays = [a for a in legal if isinstance(a, A.PlayScrew)]
        if battle is not None and plays and battle.foe_seat is not None:
            return self._pvp_window(plays, battle.foe_seat, battle.faces) or A.PassPriority()
        if battle is None or not plays:
            return self.first(legal, A.PassPriority)
        mine = self.view.turn.seat == self.seat
        for a in plays:
            assert isinstance(a, A.PlayScrew)
            s = self.cs.screws[a.card]
            if s.flip_declared and not mine:
                return a  # Wardrobe Malfunction on another player's declared shtick
            if s.reroll and mine and battle.faces and min(battle.faces) <= 4:
                return a  # Do Over a low roll
            helps_me = s.player_attack if battle.attacker else s.player_defense
            helps_monster = s.monster_bonus + (s.type_bonus[1] if s.type_bonus else 0)
            if (mine and helps_me > 0) or (not mine and helps_monster > 0 and helps_me <= 0):
                return a
        return self.first(legal, A.PassPriority)

    def _pvp_window(
        self, plays: Sequence[A.PlayScrew], foe: int, faces: tuple[int, ...]
    ) -> Action | None:
        """PvP (A59): a fighter flips the other fighter's declared shtick, or rerolls a low die."""
        fighters = (self.view.turn.seat, foe)
        if self.seat not in fighters:
            return None
        mine = fighters.index(self.seat)
        for a in plays:
            s = self.cs.screws[a.card]
            if s.flip_declared or (s.reroll and faces and faces[mine] <= 4):
                return a
        return None

    # --- battling players (R152-R161, R374) --------------------------------------------------

    def player_mod(self, pv: PlayerView, attacker: bool) -> int:
        """A player's best face-up Battle Shtick (no Area Effect in PvP, R139) plus the
        always-on bonuses of their face-up non-battle shticks and equipped Loot."""
        values = [
            self.shtick_value(c, attacker)
            for c, f in zip(pv.shticks, pv.flipped, strict=True)
            if not f and self.cs.shticks[c].battle and not self.cs.shticks[c].area
        ]
        total = max([0, *values])
        for c, f in zip(pv.shticks, pv.flipped, strict=True):
            if not f and not self.cs.shticks[c].battle:
                s = self.cs.shticks[c]
                total += s.bonus_attack if attacker else s.bonus_defense
        for c in pv.equipped:
            total += self.cs.loot[c].attack if attacker else self.cs.loot[c].defense
        return total

    @staticmethod
    def duel_odds(mine: int, theirs: int) -> float:
        """Chance that d12 + ``mine`` beats d12 + ``theirs`` (a tie is a draw)."""
        wins = sum(1 for x in range(1, 13) for y in range(1, 13) if x + mine > y + theirs)
        return wins / 144

    def pvp_prize(self, seat: int) -> int:
        """What beating this player at Range 0 gives: the best equipped Loot's Drool Factor
        for me (+1 for taking it from a rival), or a random Stash card."""
        foe = self.view.players[seat]
        if foe.place != self.me.place:
            return 0  # A11: no Loot at range
        if foe.equipped:
            return 1 + max(self.drool(c) for c in foe.equipped)
        return 1 if foe.stash_count else 0

    def pvp_pays(self, seat: int) -> bool:
        """Attack a player when the odds are good, there is Loot to win, and losing a Wound
        would not send me fleeing."""
        foe = self.view.players[seat]
        if self.me.wounds >= self.me.max_wounds - 1 or self.pvp_prize(seat) == 0:
            return False
        theirs = self.player_mod(foe, False) - (4 if foe.resting or foe.missed else 0)  # R161
        return self.duel_odds(self.player_mod(self.me, True), theirs) >= 0.55

    def on_pvp_take(self, legal: list[Action]) -> Action | None:
        """R374: take the equipped Loot worth most to me."""
        takes = [a for a in legal if isinstance(a, A.TakeEquipped)]
        return max(takes, key=lambda a: self.drool(a.card)) if takes else None

    def on_keep(self, legal: list[Action]) -> Action | None:
        return A.SaveMonster(keep=True)

    def on_chain(self, legal: list[Action]) -> Action | None:
        here = self.me.place
        fv = self.view.floors[here[0]]
        room = next(r for r in fv.rooms if r.pos == here[1])
        top = room.monsters[0]
        for attacker in (True, False):
            if (
                self._beatable(top, attacker, here[0], room)
                and self.me.wounds < self.me.max_wounds - 1
            ):
                return A.NextMonster(attacker=attacker)
        return A.EndBattles()

    def on_foe(self, legal: list[Action]) -> Action | None:
        rivals = [a for a in legal if isinstance(a, A.AttackPlayer) and self.pvp_pays(a.seat)]
        if rivals:
            return max(rivals, key=lambda a: self.pvp_prize(a.seat))
        for a in legal:
            if isinstance(a, A.RangedAttack):
                fv = self.view.floors[a.floor]
                room = next(r for r in fv.rooms if r.pos == a.pos)
                if room.monsters[0] == XYKON:
                    if self.xykon_worth_it(self.me.place[0]):
                        return a
                elif self._is_lich(room.monsters[0]):
                    if self.lich_shot(self.me.place) > 0:
                        return a
                elif self._beatable(room.monsters[0], True, a.floor, room):
                    return a
                elif self.shot_odds(self.me.place, room) > 0:
                    return a  # R099: it cannot reach back, so a lost shot costs nothing
        return A.EndBattles()

    # --- movement -------------------------------------------------------------------------------

    def goals(self) -> set[Place]:
        view, me = self.view, self.me
        placed = rooms(view)
        if me.wounds >= me.max_wounds - 1 and self._no_way_up():
            calm = self._rest_rooms()  # R315: rest on this floor instead (R182)
            if calm:
                return calm
        haven = self._haven_to_keep()
        if haven is not None:
            return {haven}
        lair_haven = self._lair_haven()
        if lair_haven is not None and (
            me.wounds >= me.max_wounds - 1 or (me.place == lair_haven and me.wounds > 0)
        ):
            return {lair_haven}  # R271, R182: heal there, not at the Entrance (R269)
        if view.collapse or me.wounds >= me.max_wounds - 1:
            return {ENTRANCE}
        lair = view.floors_count + 1
        xykon = xykon_place(view)
        if xykon is not None:
            return self._xykon_goals(placed, xykon, lair)
        if self.qualified():
            return self._dive_goals(placed, lair)
        depth = min(view.floors_count, 1 + max(0, len(me.shticks) - 3) // 2)
        if wants_shticks(view):
            depth = min(view.floors_count, depth + 1)  # R327: bigger X sooner, earlier catch
        if me.place[0] < depth:
            down = view.floors[me.place[0]].down
            if down is not None:
                return {self._below(me.place[0])}
        return self._hunt_goals(placed, me.place[0])

    def xykon_odds(self, floor: int, attacker: bool = True) -> float:
        """R342, R131, R344: my odds in a battle with Wandering Xykon on ``floor`` with all the
        help I could ask for there: attacking him (R339: staying in his room) or defending (he
        attacks whoever enters his room or is in his, R340); only a shtick that can win counts
        (a "the battle is a draw" one, R111, never wounds him)."""
        values = self.usable_values(XYKON, attacker)
        mod = max([0, *values]) + self.my_bonus(attacker)
        mod += help_bonus(self.view, self.cs, self.me, floor)
        return self.odds(mod, self.monster_value(XYKON, attacker, floor))

    def xykon_worth_it(self, floor: int, attacker: bool = True) -> bool:
        """Battle him: good enough odds with help (lower on his last Wound, R338: he runs to
        heal)."""
        w = self.view.wandering
        if w is None or not self.usable_values(XYKON, attacker):
            return False
        need = GANG_ODDS / 2 if w.wounds == 1 else GANG_ODDS
        return self.xykon_odds(floor, attacker) >= need

    def _is_lich(self, card: str) -> bool:
        return card in self.cs.monsters and self.cs.monsters[card].lich

    def lich_shot(self, at: Place, *, coming: frozenset[int] = frozenset()) -> float:
        """My odds of beating Xykon the Lich by a free shot from ``at`` (``shot_odds``), with
        the help nobody may refuse him (R260, R131; ``coming``: as if those seats were on his
        floor). 2-seat seed 20: two players walked into his room as Defenders, 20 against at
        most 18, for 60 rounds."""
        fv = self.view.floors[at[0]]
        top = next((r for r in fv.rooms if r.monsters and self._is_lich(r.monsters[0])), None)
        if top is None:
            return 0.0
        helped = help_bonus(self.view, self.cs, self.me, at[0], coming=coming)
        return self.shot_odds(at, top, helped)

    def shot_odds(self, at: Place, room: RoomView, helped: int = 0) -> float:
        """R059, R095, R099, R145: my odds of beating the top Monster of ``room`` by a Ranged
        Attack from ``at`` (a room of its floor with no Monsters) with ``helped`` more Attack,
        where it cannot reach back: out of its Range a battle it would win costs nothing. Zero
        in its room, within its Range, or with no shtick that reaches and can win."""
        top = room.monsters[0] if room.monsters else None
        if top is None or top == XYKON or top not in self.cs.monsters:
            return 0.0
        if not self.view.options.haven_shooting and self._in_haven(at):
            return 0.0  # A90: no Monster battle for a player standing in the Safe Haven
        monster = self.cs.monsters[top]
        d = abs(room.pos - at[1])
        if d == 0 or monster.range >= d:
            return 0.0
        more = self.more_range()
        values = [
            self.shtick_value(c, True)
            for i, (c, f) in enumerate(zip(self.me.shticks, self.me.flipped, strict=True))
            if not f
            and can_use(self.cs.shticks[c], monster, True, d, more[i], self.fly)
            and not self.cs.shticks[c].draw_result
        ]
        if not values:
            return 0.0
        mod = max(values) + self.my_bonus(True) + helped
        return self.odds(mod, self.monster_value(top, True, at[0], room))

    def _in_haven(self, at: Place) -> bool:
        """Is ``at`` the Safe Haven (R271)?"""
        room = next((r for r in self.view.floors[at[0]].rooms if r.pos == at[1]), None)
        spec = self.cs.rooms.get(room.card) if room is not None and room.card else None
        return spec is not None and spec.safe_haven

    def _lich_wait(self, lair: int) -> Place | None:
        """The Safe Haven (R271) while the Lich is out of my reach alone, by a shot from there
        or walking into his room as the Defender (R057), but not with the help of the players
        still to come down (R128: help comes only from his floor). 2-seat seed 66: Vaarsuvius
        walked in alone eight times at 18 and 21 against at most 17 while Elan hunted a floor
        above."""
        fv = self.view.floors[lair]
        room = next((r for r in fv.rooms if r.monsters and self._is_lich(r.monsters[0])), None)
        haven = next(((lair, r.pos) for r in fv.rooms if r.card == "safe_haven"), None)
        if room is None or haven is None:
            return None
        low, high = sorted((room.pos, haven[1]))
        if any(r.monsters for r in fv.rooms if low < r.pos < high):
            return None  # a stack between us must be beaten first, waiting or not
        lich = room.monsters[0]
        values = self.usable_values(lich, False)
        foe = self.monster_value(lich, False, lair, room)

        coming = frozenset(
            p.seat
            for p in self.view.players
            if p.seat != self.seat
            and p.left is None
            and not can_help(p, lair)
            and (p.place[0] == lair or self.may_enter_lair(p))
        )  # still to come down (R268), or resting on his floor

        def odds(coming: frozenset[int]) -> float:
            helped = help_bonus(self.view, self.cs, self.me, lair, coming=coming)
            walk_in = self.odds(max([0, *values]) + self.my_bonus(False) + helped, foe)
            return max(walk_in, self.lich_shot(haven, coming=coming))

        now = odds(frozenset())
        return haven if now < LICH_WAIT_ODDS and odds(coming) > now else None

    def _shot_spots(self, lair: int) -> set[Place]:
        """Rooms of the Lair with no Monsters from which I can shoot at the Lich (R059)."""
        return {
            (lair, r.pos)
            for r in self.view.floors[lair].rooms
            if not r.monsters and self.lich_shot((lair, r.pos)) > 0
        }

    def _xykon_goals(self, placed: dict[Place, int], xykon: Place, lair: int) -> set[Place]:
        """Wandering Xykon is out: his room when attacking him pays (with the help of those on
        his floor, R128, R344), the Safe Haven when he is about to run there; else hunting on
        the floor I am on, away from his room (shticks for the next try; a bot that leads him
        around makes him gather more minions, R336: 200 seeded games, 50 ended by his death
        instead of 42 when the bots gathered on his floor)."""
        if self.xykon_worth_it(xykon[0], attacker=self.me.place == xykon):
            return {xykon}  # entering his room, he attacks (R340)
        w = self.view.wandering
        if w is not None and w.wounds == 1 and self.view.floors[lair].rooms:
            haven = (lair, self.view.floors[lair].rooms[0].pos)
            return {xykon, haven}  # R338, R349: a player in the Safe Haven stops his healing
        floor = self._rally_floor()
        return self._hunt_goals(placed, floor) - {xykon} or {self.me.place}

    def _xykon_running(self) -> bool:
        """R338: on his last Wound he runs for the Safe Haven: no time for other Monsters."""
        w = self.view.wandering
        return w is not None and w.wounds == 1 and xykon_place(self.view) is not None

    def _haven_to_keep(self) -> Place | None:
        """R338, R349: on his last two Wounds a player keeps the Safe Haven (he heals there
        only alone, and runs there on his last Wound, stopping for nobody): the healthy player
        nearest to it goes there, and whoever is there stays while he is there or on his last
        Wound (leaving would let him heal), unless the dungeon collapses."""
        w, lair = self.view.wandering, self.view.floors_count + 1
        xykon = xykon_place(self.view)
        if w is None or xykon is None or w.wounds > 1 or not self.view.floors[lair].rooms:
            return None
        haven = (lair, self.view.floors[lair].rooms[0].pos)
        if self.me.place == haven and (xykon == haven or w.wounds == 1):
            return haven
        if self.me.wounds >= self.me.max_wounds - 1:
            return None
        keepers = [p for p in self.view.players if p.place == haven and p.left is None]
        if keepers and all(p.seat != self.seat for p in keepers):
            return None
        return haven if self._nearest_to(haven) else None

    def _rally_floor(self) -> int:
        """The floor to hunt on while Xykon wanders: the one most players are on (he comes to
        the nearest, R332, and only players on the battle's floor may help, R128; nobody may
        refuse against him, R344), then the one with the fewest Undead (his Assist, R342)."""
        count = self.view.floors_count
        here = [
            p.place[0]
            for p in self.view.players
            if p.left is None and not p.fleeing and 1 <= p.place[0] <= count
        ]

        def undead_on(f: int) -> int:
            return sum(
                1
                for r in self.view.floors[f].rooms
                for m in r.monsters
                if m in self.cs.monsters and "undead" in self.cs.monsters[m].types
            )

        return max(range(1, count + 1), key=lambda f: (here.count(f), -undead_on(f), f))

    def _nearest_to(self, goal: Place) -> bool:
        """I am the healthy player in the dungeon nearest to ``goal`` (ties: the lowest seat)."""
        dist = self._distance_map({goal})
        found = [
            (dist.get(p.place, 99), p.seat)
            for p in self.view.players
            if p.left is None and not p.fleeing and p.wounds < p.max_wounds - 1
        ]
        return bool(found) and min(found)[1] == self.seat

    def _below(self, f: int) -> Place:
        below = self.view.floors[f + 1]
        if below.rooms and below.up is not None:
            return (f + 1, below.up)
        return (f + 1, 0)

    def _dive_goals(self, placed: dict[Place, int], lair: int) -> set[Place]:
        for f in range(self.me.place[0], lair):
            fv = self.view.floors[f]
            if not fv.rooms and f > 0:
                return {self._below(f - 1)}
            if fv.down is None:
                return {(f, r.pos) for r in fv.rooms if not r.monsters} or self._unexplored(f)
        lair_floor = self.view.floors[lair]
        if self.me.place[0] < lair:
            return {self._below(lair - 1)}
        spots = self._shot_spots(lair)
        if spots:
            return spots  # R059: out of the Lich's reach, a lost shot is a draw (R099)
        wait = self._lich_wait(lair)
        if wait is not None:
            return {wait}
        stocked = {(lair, r.pos): r.monsters for r in lair_floor.rooms if r.monsters}
        found = {
            place
            for place, monsters in stocked.items()
            if any(self.cs.monsters[m].lich for m in monsters if m in self.cs.monsters)
            or (monsters[0] in self.cs.monsters and self.usable_values(monsters[0], True))
        }  # a room whose top Monster none of my shticks can fight would hold me forever (R150)
        return (
            found
            or self._unexplored(lair)
            or set(stocked)
            or {(lair, r.pos) for r in lair_floor.rooms}
        )

    def _unexplored(self, f: int) -> set[Place]:
        fv = self.view.floors[f]
        cap = 5 if f == self.view.floors_count + 1 else FLOOR_CAP
        if not fv.rooms or len(fv.rooms) >= cap:
            return set()
        return {(f, fv.left - 1), (f, fv.left + len(fv.rooms))}

    def _hunt_goals(self, placed: dict[Place, int], f: int) -> set[Place]:
        """Where to look for Monsters and Loot on floor ``f``; a floor with nothing left for me
        (every room a Monster I cannot beat, no empty room to start a battle in, R058, and no
        space to explore) sends me to the nearest floor that has something (2-seat seed 133:
        Vaarsuvius stood 60 rounds in the one empty room of a full first floor)."""
        found = self._prizes(f)
        if found or f == 0:
            return found
        floors = range(1, self.view.floors_count + 1)
        up = not self._no_way_up()  # R315: No Turning Back, no stairs up
        for other in sorted(floors, key=lambda g: (abs(g - f), -g)):
            if other == f or (other < f and not up):
                continue
            if other < len(self.view.floors) and self.view.floors[other].rooms:
                elsewhere = self._prizes(other)
                if elsewhere:
                    return elsewhere
        return found

    def _prizes(self, f: int) -> set[Place]:
        fv = self.view.floors[f]
        wanted = self._story_rooms(f)  # R353-R359: Monsters one of my Backstories counts first
        if wanted:
            return wanted
        found: set[Place] = set(self._unexplored(f))
        for r in fv.rooms:
            p = (f, r.pos)
            occupied = any(
                o.place == p and o.left is None for o in self.view.players if o.seat != self.seat
            )
            if (r.monsters and self._beatable(r.monsters[0], False, f, r)) or (
                not r.monsters and not occupied and p != self.me.place
            ):
                found.add(p)
        if f == 0:
            return {self._below(0)}
        return found

    def _story_rooms(self, f: int) -> set[Place]:
        """Rooms of floor ``f`` whose top Monster I can beat and a Backstory of mine counts."""
        kinds = story_types((*(self.me.backstories or ()), *self.me.revealed))
        if not kinds or f == 0:
            return set()
        return {
            (f, r.pos)
            for r in self.view.floors[f].rooms
            if r.monsters
            and r.monsters[0] in self.cs.monsters
            and kinds & set(self.cs.monsters[r.monsters[0]].types)
            and self._beatable(r.monsters[0], False, f, r)
        }

    def move(self, legal: list[Action]) -> Action | None:
        goals = self.goals()
        here = self.me.place
        steps = [a for a in legal if isinstance(a, A.Step)]
        dist = self._distance_map(goals)
        current = dist.get(here, 99)
        best, best_d = None, current
        for a in steps:
            assert isinstance(a, A.Step)
            d = dist.get((a.floor, a.pos), 99)
            if d < best_d:
                best, best_d = a, d
        if best is not None and not (here in goals and self.view.phase == "move"):
            return best
        return self.first(legal, A.StopMoving) or self.first(legal, A.Stay)

    def _distance_map(self, goals: set[Place]) -> dict[Place, int]:
        """Steps from every known place to the nearest goal (reverse breadth-first search)."""
        placed = rooms(self.view)
        graph: dict[Place, list[Place]] = {}
        for at in placed:
            graph.setdefault(at, [])
            for nxt in self._links(placed, at):
                graph.setdefault(at, []).append(nxt)
                graph.setdefault(nxt, []).append(at)
        seen = {g: 0 for g in goals}
        queue = deque(goals)
        while queue:
            at = queue.popleft()
            for nxt in graph.get(at, ()):
                if nxt not in seen:
                    seen[nxt] = seen[at] + 1
                    queue.append(nxt)
        return seen

    def _links(self, placed: dict[Place, int], at: Place) -> list[Place]:
        f, p = at
        fv = self.view.floors[f]
        found: list[Place] = []
        if f > 0:
            found += [(f, q) for q in (p - 1, p + 1) if (f, q) in placed]
            found += [u for u in self._unexplored(f) if abs(u[1] - p) == 1]
        if fv.down == p and f + 1 < len(self.view.floors):
            found.append(self._below(f))
        return found
