"""The game-agnostic kernel: contracts every game implements, and the mechanisms they share.

``core`` imports nothing else of the project and does no I/O except ``Match.save``/``load``.
"""

from .actions import Action, IllegalAction
from .content import loaded
from .decisions import Decision, Outcome
from .driver import Driver
from .events import DeckShuffled, DieRolled, Event, events_for, is_visible
from .flow import Flow, FlowError, Phase
from .game import (
    CAPABILITIES,
    Game,
    GameBase,
    RolloutPolicy,
    Roster,
    RosterEntry,
    Transition,
    capabilities,
    next_decision,
    next_legal,
    seat_range,
    view_type,
)
from .match import Match, MatchRecord, RecordError, Step, read_record, replay
from .offers import Offer, OfferError
from .options import (
    OptionError,
    Ruling,
    RulingMark,
    as_options,
    field_rulings,
    option_bounds,
    option_choices,
    option_fields,
    options_to_dict,
    parse_options,
    quoted,
    ruling,
    rulings_of,
    unbounded_options,
)
from .registry import BrokenGame, Plugin, PluginWarning, Registry, UnknownGame
from .rng import Rng, ScriptError, derive_seed
from .scenario import ScenarioError, ScenarioResult, run_scenario, run_scenario_file
from .stack import ResponseStack, StackError, StackItem, Window, clockwise
from .values import ParseError, Value, ValueCodec, kind_of
from .words import Names, Words
from .zones import (
    BY_INDEX,
    BY_SEAT,
    Pool,
    ZoneMark,
    derive_view,
    rebuild,
    redeal,
    redeal_pools,
    zone,
)

__all__ = [
    "BY_INDEX",
    "BY_SEAT",
    "CAPABILITIES",
    "Action",
    "BrokenGame",
    "Decision",
    "DeckShuffled",
    "DieRolled",
    "Driver",
    "Event",
    "Flow",
    "FlowError",
    "Game",
    "GameBase",
    "IllegalAction",
    "Match",
    "MatchRecord",
    "Names",
    "Offer",
    "OfferError",
    "OptionError",
    "Outcome",
    "ParseError",
    "Phase",
    "Plugin",
    "PluginWarning",
    "Pool",
    "RecordError",
    "Registry",
    "ResponseStack",
    "Rng",
    "RolloutPolicy",
    "Roster",
    "RosterEntry",
    "Ruling",
    "RulingMark",
    "ScenarioError",
    "ScenarioResult",
    "ScriptError",
    "StackError",
    "StackItem",
    "Step",
    "Transition",
    "UnknownGame",
    "Value",
    "ValueCodec",
    "Window",
    "Words",
    "ZoneMark",
    "as_options",
    "capabilities",
    "clockwise",
    "derive_seed",
    "derive_view",
    "events_for",
    "field_rulings",
    "is_visible",
    "kind_of",
    "loaded",
    "next_decision",
    "next_legal",
    "option_bounds",
    "option_choices",
    "option_fields",
    "options_to_dict",
    "parse_options",
    "quoted",
    "read_record",
    "rebuild",
    "redeal",
    "redeal_pools",
    "replay",
    "ruling",
    "rulings_of",
    "run_scenario",
    "run_scenario_file",
    "seat_range",
    "unbounded_options",
    "view_type",
    "zone",
]
