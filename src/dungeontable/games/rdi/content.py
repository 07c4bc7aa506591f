"""The content of a match: its cards, its characters and their mechanics, assembled in one place.

``MECHANICS`` is every mechanic family the engine supports, ``GENERIC`` the house generic
characters (plain decks, rdi.md §2.2 style: the game is playable before any pack loads), and
``ACTION_CLASSES`` / ``EVENT_CLASSES`` / ``EXTRA_CLASSES`` the mechanics' values the codecs and
scenarios read: immutable tables built here, never registered from elsewhere.

A ``Content`` is one match's cards (``Catalog``), characters (id -> ``CharacterDef``), decks and,
derived once, each character's mechanics and which of them override each hook. The house content
(packaged card files, generic characters, house packs) is built once per process; an owner's
``--cards`` packs never are process-wide: ``resolve(paths)`` builds the house content overlaid
with the owner's packs, keyed by the paths *and* a digest of the files' contents, so two matches
in one process (the server, ``sim``) each see exactly their own cards. A match start
(``bind``) reads the files again and ties that content to the match's own options object, so a
running match keeps the files it started with even after an edit and a newer match. Everything
is kept in ``core.content.loaded``, the one bounded cache of content.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from operator import attrgetter
from types import MappingProxyType
from typing import Any

from msgspec.structs import replace

from dungeontable.cards import card_files, load_cards
from dungeontable.core import Action, Event
from dungeontable.core.content import loaded

from .aside import EVENTS as ASIDE_EVENTS
from .aside import Aside
from .catalog import Catalog, RdiCard, packaged_files
from .characters.pack import split_paths
from .characters.registry import deck_id, definition, house_characters, owner_characters
from .effects import EFFECTS
from .hooks import HOOKS, CharacterDef, Mechanic, overrides
from .mechanics.artifacts import ACTIONS as ARTIFACT_ACTIONS
from .mechanics.artifacts import EVENTS as ARTIFACT_EVENTS
from .mechanics.artifacts import Artifacts, ArtifactsMechanic
from .mechanics.blessings import Blessings, BlessingsMechanic
from .mechanics.blood import ACTIONS as BLOOD_ACTIONS
from .mechanics.blood import EVENTS as BLOOD_EVENTS
from .mechanics.blood import BloodMechanic, Vampire
from .mechanics.bombs import Bombs, BombsMechanic
from .mechanics.brawl import Brawl, BrawlMechanic
from .mechanics.brews import Brewing, BrewsMechanic
from .mechanics.chi import Chi, ChiMechanic
from .mechanics.chimera import Chimera, ChimeraMechanic
from .mechanics.debuffs import Debuffs, DebuffsMechanic
from .mechanics.deities import Deities, DeitiesMechanic
from .mechanics.doppelgangers import ACTIONS as DOPPELGANGER_ACTIONS
from .mechanics.doppelgangers import EVENTS as DOPPELGANGER_EVENTS
from .mechanics.doppelgangers import Doppelgangers, DoppelgangersMechanic
from .mechanics.elements import ElementsMechanic
from .mechanics.events import ACTION_CLASSES as MECHANIC_ACTIONS
from .mechanics.events import EVENT_CLASSES as MECHANIC_EVENTS
from .mechanics.fingers import Fingers, FingersMechanic
from .mechanics.forms import ACTIONS as FORM_ACTIONS
from .mechanics.forms import EVENTS as FORM_EVENTS
from .mechanics.forms import Forms, FormsMechanic
from .mechanics.fury import Fury, FuryMechanic
from .mechanics.gizmos import ACTIONS as GIZMO_ACTIONS
from .mechanics.gizmos import EVENTS as GIZMO_EVENTS
from .mechanics.gizmos import Gizmos, GizmosMechanic
from .mechanics.heat import Heat, HeatMechanic
from .mechanics.instruments import Instruments, InstrumentsMechanic
from .mechanics.items import Items, ItemsMechanic
from .mechanics.marks import Marks, MarksMechanic
from .mechanics.minions import ACTIONS as MINION_ACTIONS
from .mechanics.minions import EVENTS as MINION_EVENTS
from .mechanics.minions import Minions, MinionsMechanic
from .mechanics.mixins import MixInsMechanic, Shelf
from .mechanics.momentum import Momentum, MomentumMechanic
from .mechanics.moods import ACTIONS as EPIC_ACTIONS
from .mechanics.moods import EVENTS as EPIC_EVENTS
from .mechanics.moods import Mood, MoodsMechanic
from .mechanics.mounts import Mounts, MountsMechanic
from .mechanics.mushrooms import MushroomsMechanic, Planter
from .mechanics.patients import Clinic, PatientsMechanic
from .mechanics.petrification import ACTIONS as PETRIFY_ACTIONS
from .mechanics.petrification import EVENTS as PETRIFY_EVENTS
from .mechanics.petrification import PetrificationMechanic, Petrified
from .mechanics.pets import PetsMechanic
from .mechanics.piety import Piety, PietyMechanic
from .mechanics.plots import ACTIONS as PLOT_ACTIONS
from .mechanics.plots import EVENTS as PLOT_EVENTS
from .mechanics.plots import Plots, PlotsMechanic
from .mechanics.potions import ASK_ACTIONS as POTION_ASK_ACTIONS
from .mechanics.potions import ASK_EVENTS as POTION_ASK_EVENTS
from .mechanics.potions import Brewery, PotionsMechanic
from .mechanics.prayers import Prayers, PrayersMechanic
from .mechanics.quiver import Quiver, QuiverMechanic
from .mechanics.rage import Rage, RageMechanic
from .mechanics.recipes import Kitchen, RecipesMechanic
from .mechanics.reserve import ReserveMechanic, SpecialReserve
from .mechanics.scarabs import Scarabs, ScarabsMechanic
from .mechanics.tales import Gears, Stories, gears, stories
from .mechanics.totems import ACTIONS as TOTEM_ACTIONS
from .mechanics.totems import EVENTS as TOTEM_EVENTS
from .mechanics.totems import Totems, TotemsMechanic
from .mechanics.treasures import Munchkin, TreasuresMechanic
from .mechanics.wulfric import Wulfric, WulfricMechanic
from .options import Options
from .state import SeatExtra, State

GENERIC: tuple[CharacterDef, ...] = (
    CharacterDef("generic_brawler", "Brakka the Tavern Brawler", "generic_brawler", race="orc"),
    CharacterDef("generic_rogue", "Sliv the Pickpocket", "generic_rogue"),
    CharacterDef("generic_cleric", "Mother Hulda of the Hearth", "generic_cleric"),
)
"""The house generic characters: only R-13 ops, no mechanics."""

ACTION_CLASSES: tuple[type[Action], ...] = (*MECHANIC_ACTIONS, *GIZMO_ACTIONS, *PETRIFY_ACTIONS)
ACTION_CLASSES += FORM_ACTIONS  # Erin (forms)
ACTION_CLASSES += ARTIFACT_ACTIONS  # Keet (artifacts)
"""The mechanics' actions (after the core actions in the codec)."""
EVENT_CLASSES: tuple[type[Event], ...] = (*MECHANIC_EVENTS, *GIZMO_EVENTS, *PETRIFY_EVENTS)
EVENT_CLASSES += FORM_EVENTS  # Erin (forms)
EVENT_CLASSES += ARTIFACT_EVENTS  # Keet (artifacts)
"""The mechanics' events (after the core events in the codec)."""
EXTRA_CLASSES: tuple[type[SeatExtra], ...] = (
    Brawl,
    Bombs,
    Blessings,
    Mounts,
    Items,
    Chi,
    Clinic,
    Deities,
    Heat,
    Instruments,
    Marks,
    Momentum,
    Piety,
    Brewery,
    Quiver,
    Prayers,
    Rage,
    Scarabs,
    Wulfric,
    Shelf,
    Munchkin,
    Stories,
    Gears,
    Chimera,
    Fury,
    SpecialReserve,
    Brewing,
    Planter,
    Fingers,
    Debuffs,
    Mood,
    Kitchen,
    Gizmos,
    Forms,
    Artifacts,
    Petrified,
)
"""The mechanics' per-seat values (``Seat.extra``), tagged by class name."""
ACTION_CLASSES = (*ACTION_CLASSES, *POTION_ASK_ACTIONS)  # a buyer asks Phrenk (002 L1134)
EVENT_CLASSES = (*EVENT_CLASSES, *POTION_ASK_EVENTS)
ACTION_CLASSES = (*ACTION_CLASSES, *PLOT_ACTIONS)  # Petra (plots)
EVENT_CLASSES = (*EVENT_CLASSES, *PLOT_EVENTS)
EXTRA_CLASSES = (*EXTRA_CLASSES, Plots)
ACTION_CLASSES = (*ACTION_CLASSES, *DOPPELGANGER_ACTIONS)  # Evil Pooky (issue 18)
EVENT_CLASSES = (*EVENT_CLASSES, *DOPPELGANGER_EVENTS)
ACTION_CLASSES = (*ACTION_CLASSES, *EPIC_ACTIONS)  # Epic Pooky (issue 18)
EVENT_CLASSES = (*EVENT_CLASSES, *EPIC_EVENTS)
EXTRA_CLASSES = (*EXTRA_CLASSES, Doppelgangers)
ACTION_CLASSES = (*ACTION_CLASSES, *BLOOD_ACTIONS)  # Vlazlo (issue 18)
EVENT_CLASSES = (*EVENT_CLASSES, *BLOOD_EVENTS)
EXTRA_CLASSES = (*EXTRA_CLASSES, Vampire)
ACTION_CLASSES = (*ACTION_CLASSES, *TOTEM_ACTIONS)  # Halden (totems)
EVENT_CLASSES = (*EVENT_CLASSES, *TOTEM_EVENTS)
EXTRA_CLASSES = (*EXTRA_CLASSES, Totems)
ACTION_CLASSES = (*ACTION_CLASSES, *MINION_ACTIONS)  # Torglesnarf (minions)
EVENT_CLASSES = (*EVENT_CLASSES, *MINION_EVENTS)
EXTRA_CLASSES = (*EXTRA_CLASSES, Minions)
EVENT_CLASSES = (*EVENT_CLASSES, *ASIDE_EVENTS)  # players Ignoring all effects (002 L378)
EXTRA_CLASSES = (*EXTRA_CLASSES, Aside)


class Content:
    """A match's catalog, characters (id -> ``CharacterDef``) and character decks; ``digest``
    names the owner files' contents (``""`` for the house content). Derived once: ``mechanics``
    (character -> its mechanics, in ``modules`` order), ``hooked`` (hook -> character -> its
    mechanics overriding that hook), ``used`` (the hooks some character overrides),
    ``deciding`` (the characters whose mechanics may claim a decision)."""

    def __init__(
        self,
        catalog: Catalog,
        characters: Mapping[str, CharacterDef],
        decks: Mapping[str, tuple[Any, ...]],
        digest: str = "",
    ) -> None:
        self.catalog = catalog
        self.characters: Mapping[str, CharacterDef] = MappingProxyType(dict(characters))
        self.decks: Mapping[str, tuple[Any, ...]] = MappingProxyType(dict(decks))
        self.digest = digest
        self.mechanics: Mapping[str, tuple[Mechanic, ...]] = MappingProxyType(
            {cid: tuple(MECHANICS[m] for m in c.modules) for cid, c in characters.items()}
        )
        self.hooked: Mapping[str, Mapping[str, tuple[Mechanic, ...]]] = MappingProxyType(
            {
                hook: MappingProxyType(
                    {
                        c: tuple(m for m in ms if overrides(m, hook))
                        for c, ms in self.mechanics.items()
                    }
                )
                for hook in HOOKS
            }
        )
        self.used = frozenset(h for h, table in self.hooked.items() if any(table.values()))
        self.deciding = frozenset(c for c, ms in self.hooked["decision"].items() if ms)
        """The characters some of whose mechanics may claim a decision."""
        self._lineups: dict[tuple[str, ...], Lineup] = {}
        self._last: tuple[tuple[object, ...], tuple[str, ...], Lineup] | None = None

    def lineup(self, seats: tuple[Any, ...]) -> Lineup:
        """The dispatch of a table seating ``seats`` (``Seat`` values): derived once per line-up
        of characters (a game's characters never change), the last one kept by the identity of
        the seats tuple and by the characters, a few recent ones by the characters. The slot is
        one tuple replaced whole (a reader on another thread sees the old answer or the new)."""
        last = self._last
        if last is not None and last[0] is seats:
            return last[2]
        key = tuple(map(_CHARACTER, seats))
        if last is not None and last[1] == key:
            found = last[2]
        else:
            lineups = self._lineups
            got = lineups.get(key)
            if got is None:
                if len(lineups) >= _LINEUPS:
                    lineups.clear()
                got = lineups[key] = Lineup(self, key)
            found = got
        self._last = (seats, key, found)
        return found


_LINEUPS = 64
"""Line-ups a content keeps besides the last (matches interleaved in one process)."""


class Lineup:
    """A table's dispatch, derived once from its seated characters: ``mechanics`` (seat -> its
    character's mechanics), ``pairs`` ((seat, mechanic) in seat order: ``all_mechanics``),
    ``per_seat`` (hook -> seat -> the seat's mechanics overriding it), ``hooked`` (hook -> the
    table's mechanics overriding it, seat order: ``overriding``), ``used`` (the hooks some seated
    character overrides), ``deciders`` (``hooked["decision"]``) and ``shared_anytime`` (the
    mechanics offering any seat an action, each once)."""

    __slots__ = (
        "anytime_actions",
        "deciders",
        "hooked",
        "mechanics",
        "pairs",
        "per_seat",
        "shared_any",
        "shared_anytime",
        "shared_cards",
        "spare_cards",
        "used",
    )

    def __init__(self, content: Content, characters: tuple[str, ...]) -> None:
        self.mechanics = tuple(content.mechanics[c] for c in characters)
        self.pairs = tuple((i, m) for i, ms in enumerate(self.mechanics) for m in ms)
        self.per_seat = {h: tuple(content.hooked[h][c] for c in characters) for h in HOOKS}
        self.hooked = {h: tuple(m for ms in self.per_seat[h] for m in ms) for h in HOOKS}
        self.used = frozenset(h for h, ms in self.hooked.items() if ms)
        self.deciders = self.hooked["decision"]
        self.shared_anytime = tuple(dict.fromkeys(self.hooked["shared_anytime"]))
        self.shared_any = self.hooked["shared_anytime"]
        self.shared_cards = self.hooked["shared_cards"]
        self.anytime_actions = self.per_seat["anytime_actions"]
        self.spare_cards = self.per_seat["spare_cards"]
        """The hooks asked for every seat of every window, as attributes (no dict lookup)."""


# --- the match's content -------------------------------------------------------------------------


class _Match:
    """One match's options object as a content source: equal only to itself (identity), so a
    match keeps the content it started with although an equal options object may start another
    match on edited files. Holds the options, so the identity cannot be reused meanwhile, and
    the house content the owner's packs overlay (a build never asks ``loaded`` again)."""

    __slots__ = ("base", "options")

    def __init__(self, options: Options, base: Content) -> None:
        self.options = options
        self.base = base

    def __hash__(self) -> int:
        return id(self.options)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Match) and other.options is self.options


def content_of(options: Options) -> Content:
    """The content of the match whose options object this is (see ``bind``)."""
    if not options.cards:
        return HOUSE
    return loaded(_Match(options, HOUSE), _match_content)


def _match_content(match: _Match) -> Content:
    paths = match.options.cards
    return _build((paths, digest(paths), match.base))


def bind(options: Options) -> Options:
    """The options of a starting match: with owners' files, a fresh copy of ``options`` whose
    content is read now (again if a file changed since an earlier match) and stays the match's;
    without, ``options`` itself (the house content never changes).

    Raises ``CardLoadError`` listing every problem of the owner's files."""
    if not options.cards:
        return options
    fresh = replace(options)
    content_of(fresh)
    return fresh


def house() -> Content:
    """The house content: packaged card files, generic and house-pack characters, their decks."""
    return HOUSE


def resolve(paths: tuple[str, ...]) -> Content:
    """The content of ``paths`` as the files are now (the house content for no paths).

    Raises ``CardLoadError`` listing every problem of the owner's files."""
    if not paths:
        return house()
    return loaded((paths, digest(paths), house()), _build)


def load_catalog(extra: tuple[str, ...] = ()) -> Catalog:
    """The catalog of a match whose ``Options.cards`` is ``extra`` (as the files are now)."""
    return resolve(tuple(extra)).catalog


def digest(paths: tuple[str, ...]) -> str:
    """sha256 of every file the paths name (directories expanded): names and contents."""
    h = hashlib.sha256()
    for path in card_files(list(paths)):
        h.update(str(path).encode() + b"\0")
        h.update(path.read_bytes() if path.is_file() else b"<missing>")
        h.update(b"\0")
    return h.hexdigest()


def _house(_: tuple[()]) -> Content:
    characters = {c.id: c for c in GENERIC}
    decks: dict[str, tuple[Any, ...]] = {}
    for character in house_characters():
        deck = deck_id(character)
        characters[character.model.id] = definition(character, deck)
        decks[deck] = tuple(character.cards)
    catalog = Catalog(load_cards(list(packaged_files()), RdiCard, EFFECTS), decks)
    return Content(catalog, characters, decks)


def _build(source: tuple[tuple[str, ...], str, Content]) -> Content:
    """The house content ``base`` overlaid with the owner's files at ``paths`` (contents
    ``digest``). Builds never call ``loaded`` (its lock is held meanwhile)."""
    paths, contents, base = source
    packs, plain = split_paths(paths)
    characters: dict[str, CharacterDef] = dict(base.characters)
    decks: dict[str, tuple[Any, ...]] = dict(base.decks)
    for found, deck in owner_characters(packs):
        characters[found.id] = found
        decks[found.deck] = deck
    cards = load_cards([*packaged_files(), *plain], RdiCard, EFFECTS) if plain else None
    catalog = Catalog(cards, decks) if cards is not None else _reuse(base.catalog, decks)
    return Content(catalog, characters, decks, contents)


def _reuse(base: Catalog, decks: dict[str, tuple[Any, ...]]) -> Catalog:
    """A catalog of the packaged cards (already validated) plus ``decks``."""
    packaged = [c for c in base.cards.values() if isinstance(c, RdiCard)]
    return Catalog(packaged, decks)


# --- looking things up during play ---------------------------------------------------------------


def catalog(state: State) -> Catalog:
    """The catalog of the state's match (hot callers inline the house case: ``HOUSE.catalog if
    not state.options.cards else catalog(state)``)."""
    options = state.options
    return HOUSE.catalog if not options.cards else content_of(options).catalog


def roster() -> tuple[str, ...]:
    """The characters dealt at random: the house characters (owners' packs are chosen by name
    with ``Options.characters``), in a stable (sorted) order."""
    return tuple(sorted(house().characters))


def characters_of(state: State) -> Mapping[str, CharacterDef]:
    """The characters of the state's match: the house ones, or its owner's packs too."""
    return content_of(state.options).characters


def character_of(state: State, seat: int) -> CharacterDef:
    return characters_of(state)[state.seats[seat].character]


def mechanics_of(state: State, seat: int) -> tuple[Mechanic, ...]:
    """The mechanics a seat's character uses, in its ``modules`` order."""
    options = state.options
    content = HOUSE if not options.cards else content_of(options)
    return content.mechanics[state.seats[seat].character]


def hooked_of(state: State, seat: int, hook: str) -> tuple[Mechanic, ...]:
    """The seat's mechanics whose class overrides ``hook``, in ``mechanics_of`` order: the
    others keep the base class's do-nothing default, so asking them changes nothing."""
    options = state.options
    content = HOUSE if not options.cards else content_of(options)
    return content.hooked[hook][state.seats[seat].character]


def lineup(state: State) -> Lineup:
    """The dispatch of the state's table (``Content.lineup``)."""
    options = state.options
    return (HOUSE if not options.cards else content_of(options)).lineup(state.seats)


def all_mechanics(state: State) -> tuple[tuple[int, Mechanic], ...]:
    """(seat, mechanic) for every seat in the game, seat order (living or not)."""
    return lineup(state).pairs


def overriding(state: State, hook: str) -> tuple[Mechanic, ...]:
    """The table's mechanics whose class overrides ``hook`` (e.g. ``"decision"``), in
    ``all_mechanics`` order: the others keep the base class's do-nothing default."""
    options = state.options
    return (HOUSE if not options.cards else content_of(options)).lineup(state.seats).hooked[hook]


def deciders(state: State) -> tuple[Mechanic, ...]:
    """The table's mechanics that may claim a decision (``overriding(state, "decision")``),
    asked before every step: most tables seat no such character."""
    options = state.options
    return (HOUSE if not options.cards else content_of(options)).lineup(state.seats).deciders


_CHARACTER = attrgetter("character")


# --- the mechanic families -----------------------------------------------------------------------

MECHANICS: Mapping[str, Mechanic] = MappingProxyType(
    {
        m.name: m
        for m in (
            HeatMechanic(all_mechanics),
            InstrumentsMechanic(),
            MarksMechanic(),
            MomentumMechanic(),
            PetsMechanic(catalog),
            PietyMechanic(all_mechanics),
            ChiMechanic(catalog, all_mechanics),
            RageMechanic(),
            BrawlMechanic(catalog),
            BombsMechanic(catalog, all_mechanics),
            BlessingsMechanic(catalog),
            MountsMechanic(catalog, all_mechanics),
            ItemsMechanic(catalog),
            DeitiesMechanic(),
            ElementsMechanic(catalog, all_mechanics),
            PatientsMechanic(catalog),
            QuiverMechanic(catalog),
            PotionsMechanic(catalog),
            ScarabsMechanic(),
            PrayersMechanic(catalog),
            WulfricMechanic(catalog),
            MixInsMechanic(catalog),
            TreasuresMechanic(catalog),
            stories(catalog),
            gears(catalog),
            ChimeraMechanic(catalog),
            FuryMechanic(catalog),
            ReserveMechanic(catalog),
            BrewsMechanic(catalog),
            MushroomsMechanic(catalog),
            FingersMechanic(),
            DebuffsMechanic(),
            MoodsMechanic(catalog, all_mechanics),
            RecipesMechanic(catalog),
            GizmosMechanic(catalog, all_mechanics),
            DoppelgangersMechanic(catalog),
            FormsMechanic(),
            ArtifactsMechanic(catalog),
            PetrificationMechanic(catalog, all_mechanics),
            PlotsMechanic(catalog, all_mechanics),
            TotemsMechanic(catalog),
            MinionsMechanic(catalog, all_mechanics),
            BloodMechanic(catalog),
        )
    }
)
"""Every supported mechanic family by name (``mechanics.catalog.SUPPORTED``)."""

HOUSE: Content = loaded((), _house)
"""The house content, built once when the game loads (it never changes in a process)."""
