"""``Oots``: the ``core.game.Game`` protocol for The Order of the Stick Adventure Game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import msgspec

from dungeontable.core import (
    Action,
    Decision,
    Event,
    GameBase,
    OptionError,
    Outcome,
    Rng,
    RolloutPolicy,
    Transition,
    ValueCodec,
    as_options,
    check_seat,
    seat_count,
)
from dungeontable.core.words import Names, Words

from .actions import (
    ACTION_CLASSES,
    EndBattles,
    KeepRoll,
    PassPriority,
    TradeLoot,
    TradeMonsters,
)
from .events import EVENT_CLASSES
from .flow import PASS_WINDOWS, build_flow, initial_state, time_is_up
from .options import RULINGS
from .options import Options as OotsOptions
from .state import State as OotsState
from .view import Breakdowns, FloorViews, PlayerViews, view
from .words import OotsWords

GUIDE = (Path(__file__).parent / "guide.md").read_text(encoding="utf-8")
"""How to play, for people (the ``guide`` capability); read once at import."""

BATTLE_KINDS: tuple[str, ...] = ("foe", "chain", "shtick", "help", "answer", "pvp-defend")
BATTLE_KINDS += ("pvp-help", "pvp-npc", "window", "reroll", "late", "keep", "pvp-take", "encourage")
BATTLE_KINDS += ("bonus",)  # A80 ask: the bonus Loot after a battle (or on a rest)

TURN_OUTLINE: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Setup", ("pick-backstory", "nitpick", "pick-start", "pick-shadow")),
    ("Start of turn and moving", ("start", "move", "stumble", "trap", "picked")),
    ("New battle", ("stock", "placed")),
    ("Battle", BATTLE_KINDS),
    ("End of turn", ("end", "pick", "heal-offer", "minion")),
)
"""The turn's steps for the table's tracker: every decision kind belongs to exactly one."""

PRESETS: Mapping[str, Mapping[str, Any]] = {
    "quick": {"length": "short", "turn_limit": 20},
    "standard": {},
}
"""Named option sets for the lobby; ``quick`` starts the collapse after 20 rounds (the guide)."""


BOT_ROUND_CAP = 120
"""R370: the rounds after which a bot-only table's dungeon collapses (``round_cap=-1``): about
three and a half times a heuristic game's median (4 seats: 33.5 rounds), so slow games still end
by Xykon's death (at 60 rounds 5 of 200 base games and 3 of 200 Did We Do This Dungeon Already?
games were cut short, at 120 none; seeds 0-199)."""


def seat_options(options: OotsOptions, kinds: Sequence[str]) -> OotsOptions:
    """The seat kinds' options: a table with a person (``human``) asks every eligible seat in
    the Screw This! windows (``uniform_windows``), so being asked shows no one a hand; bot-only
    tables (and ``sim``) keep the options as given. R370: the automatic ``round_cap`` (-1) is
    120 rounds at a bot-only table (a safety net for self-play) and none at a person's table,
    which plays the rulebook's game without a turn limit (000 L483)."""
    person = "human" in kinds
    if options.round_cap < 0:
        cap = 0 if person else BOT_ROUND_CAP
        options = msgspec.structs.replace(options, round_cap=cap)
    if person and not options.uniform_windows:
        return msgspec.structs.replace(options, uniform_windows=True)
    return options


class Oots(GameBase):
    """The Order of the Stick Adventure Game (base game, seed 000). 2-6 players."""

    name = "oots"
    title = "The Order of the Stick Adventure Game"
    min_seats = 2
    max_seats = 6
    Options = OotsOptions
    State = OotsState
    rulings = RULINGS
    seat_options = staticmethod(seat_options)
    pass_windows: frozenset[str] = PASS_WINDOWS
    """Decision kinds that are Screw This! windows: passing is always legal there (a server may
    answer a person's such decision with its only action, the pass, after a delay)."""

    def __init__(self) -> None:
        self.actions: ValueCodec[Action] = ValueCodec(ACTION_CLASSES)
        self.events: ValueCodec[Event] = ValueCodec(EVENT_CLASSES)
        self.flow = build_flow()
        self.floor_views = FloorViews()  # the floors' views, shared by the states of a game
        self.player_views = PlayerViews()  # the players' views, likewise
        self.breakdowns = Breakdowns()  # the battle breakdowns views show, by battle context

    @property
    def bots(self) -> Mapping[str, Any]:
        from .bots import HeuristicBot

        return {"heuristic": HeuristicBot}

    @property
    def View(self) -> Any:
        """The struct ``view`` returns (``core.view_type``), imported when first asked for."""
        from .view import View

        return View

    @property
    def card_model(self) -> Any:
        from .catalog import OotsCard

        return OotsCard

    @property
    def effect_registry(self) -> Any:
        from .effects import EFFECTS

        return EFFECTS

    @property
    def card_files(self) -> tuple[Any, ...]:
        from .catalog import CARDS_DIR

        return tuple(sorted(CARDS_DIR.glob("*.toml")))

    def setup(
        self, options: OotsOptions | Mapping[str, Any] | None, seats: int, seed: int
    ) -> OotsState:
        options = as_options(OotsOptions, options)
        seats = seat_count(seats)
        if not self.min_seats <= seats <= self.max_seats:
            raise OptionError(f"The Order of the Stick takes 2-6 players, not {seats}")
        return initial_state(options, seats, seed)

    def setup_with_dice(
        self, options: OotsOptions, seats: int, seed: int, dice: Sequence[int]
    ) -> OotsState:
        """``setup`` with the faces of its own d12s scripted: who goes first (R009, A65), then
        the Wandering Xykon stairs (R318, A41)."""
        if not self.min_seats <= seats <= self.max_seats:
            raise OptionError(f"The Order of the Stick takes 2-6 players, not {seats}")
        return initial_state(options, seats, seed, dice)

    def decline(self, state: OotsState) -> Action | None:
        """A Screw This! window's pass (R227: nobody has to play a card), keeping a battle roll
        a shtick could reroll (a flip is the player's choice), or battling nobody more when a
        battle may be started or continued but need not be (R061, R126: ``end-battles`` where it
        is legal): what the scenario runner answers for a seat that says nothing when the next
        action waits behind it."""
        if state.result is not None:
            return None
        if state.phase in PASS_WINDOWS:
            return PassPriority()
        if state.phase in ("foe", "chain"):
            return EndBattles()  # the runner answers it only where it is legal
        return KeepRoll() if state.phase == "reroll" else None

    def decision(self, state: OotsState) -> Decision | None:
        return self.flow.decision(state)

    def legal_actions(self, state: OotsState) -> tuple[Action, ...]:
        return self.flow.legal_actions(state)

    def apply(self, state: OotsState, action: Action | str) -> Transition:
        if isinstance(action, str):  # its text form, as typed or stored
            action = self.actions.parse(action)
        if isinstance(action, (TradeMonsters, TradeLoot)):
            action = self._trade_in_order(state, action)
        return self.flow.apply(state, action)

    def _trade_in_order(self, state: OotsState, action: TradeMonsters | TradeLoot) -> Action:
        """A trade names a set of cards: the legal trade with the same cards in another order
        is the one meant (``trade-loot cards=[b,a]`` for the offered ``[a,b]``)."""
        wanted = sorted(action.cards)
        for legal in self.flow.legal_actions(state):
            if isinstance(legal, type(action)) and sorted(legal.cards) == wanted:
                return legal
        return action

    def seats_for(self, options: OotsOptions) -> tuple[int, int]:
        """The table sizes these options allow (A66 Weekend-Killer 5-6, R306 Shadow 2-3,
        R297 Go Team 4-6 with 5 refused by the setup)."""
        low, high = self.min_seats, self.max_seats
        if options.length == "weekend" and not options.weekend_any_seats:
            low = 5
        if options.me_and_my_shadow:
            high = 3
        if options.go_team:
            low = max(low, 4)
        if low > high:
            raise OptionError(
                f"these options allow no table size ({low} seats at least, {high} at most)"
            )
        return low, high

    def view(self, state: OotsState, seat: int | None) -> Any:
        check_seat(seat, len(state.players))
        now = None if state.result is not None else self.flow.phase(state).decision(state)
        return view(state, seat, now, self.floor_views, self.player_views, self.breakdowns)

    def outcome(self, state: OotsState) -> Outcome | None:
        return state.result

    def evaluate(self, state: OotsState) -> tuple[float, ...] | None:
        """Each seat's expected share of the win, for searches that cut rollouts short."""
        from .evaluate import evaluate

        return evaluate(state)

    @property
    def search_prior(self) -> str:
        """Searches keep the heuristic bot's move unless sure of a better one: 12-step play-outs
        see too little of its plan (shticks and Loot for the Lair, R268, the dive, Xykon) to
        order moving and gearing moves (docs/bots.md)."""
        return "heuristic"

    @property
    def prior_margin(self) -> float:
        """Another move must beat the heuristic's by 2% of a win beyond its noise: at 2,000
        iterations 12-step play-outs tell apart, surely but by 0.3-3% of a win, resting or
        ending the turn from taking Loot, moving on, searching and equipping (docs/bots.md)."""
        return 0.02

    @property
    def rollout_policy(self) -> RolloutPolicy:
        """Searches play their 12-step play-outs with the heuristic bot (on the determinized
        state's views; a new bot for each search bot): random steps cost the seat that takes
        them, so random play-outs favoured ending the turn or resting, which hands them to the
        other seat, over a Monster trade-in (R193) and its shtick pick (22 of the heuristic's
        231 trade-ins on seeds 0-11 turned down at ismcts-2000, 3 with the heuristic's
        play-outs); scoring the tree's leaves as they stand instead favours the opposite, taking
        gear off and on for ever rather than hand the turn over (docs/bots.md)."""
        heuristic = self.bots["heuristic"](self)
        seat_view = self.view

        def policy(
            state: OotsState, decision: Decision, legal: Sequence[Action], rng: Rng
        ) -> tuple[Action, Rng]:
            action, rng = heuristic.choose(seat_view(state, decision.seat), legal, rng)
            return action, rng

        return policy

    def determinize(self, view: Any, seat: int, rng: Rng) -> OotsState:
        from .determinize import determinize

        return determinize(view, seat, rng)

    def scenario(
        self, options: OotsOptions, setup: Mapping[str, Any], seats: int, seed: int
    ) -> OotsState:
        from .scenario import build, check_places

        return check_places(build(options, setup, seats, seed))

    def render(self, view: Any) -> str:
        from .render import render

        return render(view)

    def render_named(self, view: Any, names: Names) -> str:
        """The text picture with people by the seats' names."""
        from .render import render

        return render(view, names)

    @property
    def guide(self) -> str:
        return GUIDE

    @property
    def turn_outline(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        return TURN_OUTLINE

    @property
    def presets(self) -> Mapping[str, Mapping[str, Any]]:
        return PRESETS

    def words(self, options: Any, names: Names) -> Words:
        return OotsWords(self, options, names)

    def table_clock(self, options: OotsOptions) -> float | None:
        """R360 on a wall clock (A51 ``timed_clock = "wall"``): the agreed minutes, kept by the
        table (the web table starts it as the first turn begins and shows it to everyone)."""
        if options.timed_minutes > 0 and options.timed_clock == "wall":
            return options.timed_minutes * 60.0
        return None

    def time_is_up(self, state: OotsState, action: Action) -> Action:
        """R360: once the timer has gone off, the turn being played is the last normal one: the
        player ending it calls time (the collapse begins as it ends)."""
        return time_is_up(state, action)

    def opening(self, state: OotsState) -> Sequence[Event]:
        """The table as set up, before anyone acts: R353, the Backstories dealt (each seat sees
        its own cards, the others only how many)."""
        from .common.stories import dealt_events

        return dealt_events(state)
