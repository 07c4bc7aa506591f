"""The Red Dragon Inn in words (issue 14): every event, action, prompt, refusal and result names
players by character and person ("Fiona (Alice)"), cards, Drinks and Prizes by name, never by
id, seat number or raw syntax; the guide, the turn outline, the presets and the rulings listing."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from msgspec.structs import replace

from dungeontable.core import DeckShuffled, IllegalAction, Outcome, capabilities, parse_options
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi import events as E
from dungeontable.games.rdi.actions import ACTION_CLASSES, Draw, OrderDrink, Pass
from dungeontable.games.rdi.content import ACTION_CLASSES as MECHANIC_ACTIONS
from dungeontable.games.rdi.content import EVENT_CLASSES as MECHANIC_EVENTS
from dungeontable.games.rdi.content import house, resolve
from dungeontable.games.rdi.flow import PROMPTS
from dungeontable.games.rdi.mechanics import events as M
from dungeontable.games.rdi.options import RULINGS, Options
from dungeontable.games.rdi.words import RedDragonInnWords, short_name

from .conftest import Table, build

PEOPLE = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay", "Gus", "Hal")
CARDS = Path(__file__).parent / "cards"
FIXTURE = (str(CARDS / "fixture.toml"), str(CARDS / "elixirs.toml"))
MECHANICS = ("lucky", "adonis", "jett", "remy", "ygella")
VARIANTS: tuple[dict[str, Any], ...] = (
    {},
    {"uniform_windows": True},
    {"prizes": 3},
    {"teams": "0+2,1+3"},
    {"boss": 0},
    {"characters": MECHANICS, "uniform_windows": True},
    {"characters": ("ygella", "lucky", "remy")},
)
"""Option sets the random games rotate through, so every decision kind and mechanic comes up."""

BAD = re.compile(r"\bseat \d|\bNone\b|=|_|[{}\[\]]|\(R\d|\bR-\d|\bL\d+\b|(?<![\w])-\d|#\d")
"""What people must never read: seat numbers, ``None``, ``field=value`` syntax, ids with
underscores, JSON, rule codes, line references, negative numbers, stack numbers."""
ALL_EVENTS = (*E.EVENT_CLASSES, *MECHANIC_EVENTS)
ALL_ACTIONS = (*ACTION_CLASSES, *MECHANIC_ACTIONS)


@cache
def ids() -> frozenset[str]:
    """Every id of the content: cards (house and the test packs), characters, decks."""
    found: set[str] = set()
    for content in (house(), resolve(FIXTURE)):
        found |= set(content.catalog.cards) | set(content.characters) | set(content.decks)
    return frozenset(found)


def id_free(text: str) -> bool:
    """No content id as a token of its own (a name like "Thin Ale" is fine)."""
    tokens = re.findall(r"(?<![A-Za-z'])[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*", text)
    return not any(t in ids() and ("_" in t or "-" in t) for t in tokens)


def clean(text: str) -> bool:
    return bool(text) and not BAD.search(text) and id_free(text)


def words_for(seats: int, options: Options | None = None) -> RedDragonInnWords:
    words = capabilities(GAME).words(options or Options(), Names(PEOPLE[:seats]))
    assert isinstance(words, RedDragonInnWords)
    return words


def options_of(values: dict[str, Any]) -> Options:
    return parse_options(
        Options, {k: v if isinstance(v, tuple) else str(v) for k, v in values.items()}
    )


def play(seats: int, seed: int, options: Options) -> Iterator[tuple[str, str, str]]:
    """A random game through the real engine: (what, class or kind, text) for every prompt,
    every legal action (with the deciding seat's view and without), a refused action, every
    event (as seat 0's log reads it: words told only its events), the progress line and the
    result."""
    said = words_for(seats, options)
    told = words_for(seats, options)
    state = GAME.setup(options, seats, seed)
    for event in capabilities(GAME).opening(state):  # the log's first line: the table
        yield "event", type(event).__name__, told.event(event)
    rng = random.Random(seed)
    for _ in range(6000):
        decision = GAME.decision(state)
        if decision is None:
            break
        view = GAME.view(state, decision.seat)
        yield "prompt", decision.kind, said.prompt(decision)
        legal = GAME.legal_actions(state)
        for action in legal:
            yield "action", type(action).__name__, said.action(action, view)
        chosen = rng.choice(legal)
        yield "action", type(chosen).__name__, said.action(chosen)
        for wrong in (Draw(), OrderDrink(target=0), Pass()):
            if wrong not in legal:
                with pytest.raises(IllegalAction) as refused:
                    GAME.apply(state, wrong)
                yield "refusal", decision.kind, said.refusal(refused.value)
                break
        transition = GAME.apply(state, chosen)
        state = transition.state
        for event in transition.events:
            if event.to is None or 0 in event.to:
                yield "event", type(event).__name__, told.event(event)
        yield "progress", "", said.progress(GAME.view(state, 0))
    outcome = GAME.outcome(state)
    assert outcome is not None, "the game did not end"
    yield "outcome", outcome.reason, told.outcome(outcome)
    yield "reason", outcome.reason, told.reason(outcome)


@cache
def random_games() -> dict[tuple[str, str], set[str]]:
    """50 random games, every table size 2-8, rotating the option sets: texts by (what, name)."""
    seen: dict[tuple[str, str], set[str]] = {}
    for game in range(50):
        values = VARIANTS[game % len(VARIANTS)]
        if "characters" in values:
            seats = len(values["characters"])
        elif "teams" in values:
            seats = 4
        else:
            seats = game % 7 + 2
        for what, name, text in play(seats, game, options_of(values)):
            seen.setdefault((what, name), set()).add(text)
    return seen


def scripted() -> Iterator[tuple[str, str, str]]:
    """What random games rarely or never show: a payment choice with a Gold-equivalent, a
    turn ended early with cards pending, an Elixir kept."""
    options = Options(cards=FIXTURE)
    lift = build(
        3,
        options=options,
        phase="action",
        seat=[
            {"hand": ("fx_pickpocket",)},
            {"gold": 1, "valuables": ("valuable_gilded_goblet",)},
            {},
        ],
    )
    yield from _driven(
        lift, options, "play card=fx_pickpocket target=1", "pay-with card=valuable_gilded_goblet"
    )
    early = build(
        3,
        options=options,
        phase="action",
        seat=[{"hand": ("brawler_headbutt",)}, {}, {"hand": ("fx_closing_time",)}],
    )
    yield from _driven(
        early, options, "play card=brawler_headbutt target=1", "play card=fx_closing_time"
    )
    elixir = build(
        3, options=options, phase="order", seat=[{"drink_me": ("elixir_ember",)}, {}, {}]
    )
    yield from _driven(elixir, options, "order-drink target=1")
    piety = {"mechanic": "Piety", "value": 1}
    serena = {"character": "serena", "hand": ("serena-orc-fury",), "extra": [piety]}
    atone = build(3, phase="action", seat=[serena, {}, {}])
    yield from _driven(atone, Options(), "play card=serena-orc-fury target=1", "atone way=gold")
    chi = {"mechanic": "Chi", "value": 1}
    hand = ("zakhan-sway", "zakhan-rest", "zakhan-staggering-fist")
    zakhan = {"character": "zakhan", "hand": hand, "drink_me": ("drink_thin_ale",), "extra": [chi]}
    drinks = build(3, phase="order", seat=[zakhan, {}, {}])
    yield from _rage_scripted()
    yield from _fingers_scripted()
    yield from _prayers_scripted()
    yield from _scarabs_scripted()
    yield from _moods_shelf_treasures_scripted()
    yield from _brawl_scripted()
    yield from _items_scripted()
    yield from _bombs_scripted()
    yield from _mounts_scripted()
    yield from _blessings_scripted()
    yield from _tales_scripted()
    yield from _chimera_scripted()
    yield from _fury_scripted()
    yield from _reserve_scripted()
    yield from _patients_scripted()
    yield from _potions_scripted()
    yield from _brews_scripted()
    yield from _mushrooms_scripted()
    yield from _quiver_scripted()
    yield from _debuffs_scripted()
    yield from _moods_scripted()
    yield from _forms_scripted()
    yield from _artifacts_scripted()
    yield from _recipes_scripted()
    yield from _doppelgangers_scripted()
    yield from _epic_scripted()
    yield from _petrify_scripted()
    yield from _plots_scripted()
    yield from _totems_scripted()
    yield from _minions_scripted()
    yield from _aside_scripted()
    yield from _blood_scripted()
    yield from _sacrifice_scripted()
    yield from _driven(
        drinks,
        Options(),
        "order-drink target=1",
        "calm-chi first=zakhan-rest second=zakhan-sway",
        "pass",
        "take-chi gain=yes",
    )


def _doppelgangers_scripted() -> Iterator[tuple[str, str, str]]:
    """Evil Pooky hurts the holder of his Gogre (it goes off), then reveals a Split and gives it
    away (002 L358-362): random deals rarely seat him."""
    dop = {
        "mechanic": "Doppelgangers",
        "deck": ["dg-haymaker", "dg-zot-not"],
        "given": [[2, "dg-gogre"]],
    }
    evil = {"character": "evil_pooky", "hand": ("evil_pooky-teeth",), "extra": [dop]}
    t = build(3, phase="action", seat=[evil, {}, {}])
    give = "place-doppelganger card=dg-zot-not holder=1"
    yield from _driven(t, Options(), "play card=evil_pooky-teeth target=2", give)


def _epic_scripted() -> Iterator[tuple[str, str, str]]:
    """Epic Pooky, the Boss, Psychotic, hurt by a Challenger: back to Calm for an Epic Card
    (002 L1273): random deals never make him the Boss."""
    mood = {"mechanic": "Mood", "value": 3, "epic": ["epic_pooky-fur"]}
    pooky = {"character": "pooky", "fortitude": 30, "extra": [mood]}
    rows = [pooky, {"character": "fiona", "hand": ("fiona-hit",)}, {}]
    t = build(3, options=Options(boss=0), phase="action", active=1, seat=rows)
    yield from _driven(t, Options(boss=0), "play card=fiona-hit target=0", "choose-epic calm=true")


def _fingers_scripted() -> Iterator[tuple[str, str, str]]:
    """The Lich King puts a finger he still holds back on his hand (house card)."""
    extra = {"mechanic": "Fingers", "attached": ["lich_finger_thumb"]}
    row = {"character": "lichking", "hand": ("lichking-phylactery",), "extra": [extra]}
    row["valuables"] = ("lich_finger_thumb", "lich_finger_index")
    t = build(3, phase="action", seat=[row, {}, {}])
    yield from _driven(t, Options(), "play card=lichking-phylactery", "pass")
    # a finger Ignores his Pain Curse's strike (002 L660, L884); ruling debuff_ignored = stays
    natyli = {
        "character": "natyli",
        "extra": [{"mechanic": "Debuffs", "given": [[2, "pain", True]]}],
    }
    bryn = {"character": "bryn", "hand": ("bryn-hit",)}
    options = Options(debuff_ignored="stays")
    t = build(
        3, options=options, phase="action", active=1, seat=[natyli, bryn, {"character": "lichking"}]
    )
    yield from _driven(
        t, options, "play card=bryn-hit target=2", "pass", "play card=lich_detach_finger item=2"
    )


def _rage_scripted() -> Iterator[tuple[str, str, str]]:
    """Cormac's double Rage card: a card from hand to the pool; then the pool discarded."""
    hand = ("cormac-battle-cry", "cormac-axe", "cormac-constitution")
    cormac = {"character": "cormac", "hand": hand, "fortitude": 15}
    rage = build(3, phase="action", seat=[cormac, {}, {}])
    yield from _driven(
        rage,
        Options(),
        "play card=cormac-battle-cry target=1",
        "pass",
        "pool-rage card=cormac-axe",
        "play card=cormac-constitution",
    )


def _potions_scripted() -> Iterator[tuple[str, str, str]]:
    """Brewmaster Phrenk: keep one of two Potions, offer one, the buyer buys it."""
    brewery = {"mechanic": "Brewery", "deck": ["potion_fizzing_bomb", "potion_clear_head"]}
    hand = ("phrenk-troll-smash",) * 7
    phrenk: dict[str, object] = {"character": "phrenk", "hand": hand}
    phrenk["front"] = ("potion_acid_spit",)
    phrenk["extra"] = [brewery]
    t = build(3, phase="start", seat=[phrenk, {}, {}])
    keep = "keep-potion card=potion_clear_head"
    yield from _driven(t, Options(), keep, "draw", "offer-potion buyer=1", "buy-potion answer=yes")
    t = build(3, active=1, phase="action", seat=[phrenk, {}, {}])  # a buyer asks first (L1134)
    yield from _driven(t, Options(), "ask-potion seller=0", "sell-potion answer=no")
    yield from _driven(t, Options(), "ask-potion seller=0", "sell-potion answer=yes")
    # L630: Phrenk sells only for a face-up Artifact the buyer holds, offered and when asked
    box = "artifact_box_of_banishing"
    fiona = {"character": "fiona", "valuables": (box,)}
    t = build(3, phase="action", seat=[phrenk, fiona, {}])
    named = f"offer-potion-for buyer=1 artifact={box}"
    yield from _driven(t, Options(), named, "buy-potion answer=yes")
    t = build(3, active=1, phase="action", seat=[phrenk, fiona, {}])
    ask, terms = "ask-potion seller=0", f"sell-potion-for artifact={box}"
    yield from _driven(t, Options(), ask, terms, "buy-potion answer=no")


def _moods_shelf_treasures_scripted() -> Iterator[tuple[str, str, str]]:
    """Kaylin's wolf changes mood, Phyll shelves a Mix-in, Flower equips a Treasure, Bastian
    gains a Prayer Token (random games do not always deal them)."""
    wolf = {"mechanic": "Wulfric", "deck": ["wulfric_clumsy"], "discard": ["wulfric_loyal"]}
    kaylin = {"character": "kaylin", "extra": [wolf]}
    phyll = {"character": "phyll", "deck": ["phyll-oat-foam", "phyll-decaf"]}
    gear = {"mechanic": "Munchkin", "keeper": True, "deck": ["treasure_pot_helmet"]}
    flower = {"character": "flower", "extra": [gear]}
    t = build(3, phase="action", drink_deck=["drink_thin_ale"], seat=[kaylin, phyll, flower])
    yield from _driven(t, Options(), "pass", "order-drink target=1", "draw")
    flower["hand"] = ["flower-loot"]
    t = build(3, active=2, phase="action", seat=[kaylin, phyll, flower])
    yield from _driven(
        t, Options(), "play card=flower-loot target=0", "equip-treasure choice=equip"
    )
    bastian = {"character": "bastian", "hand": ["bastian-vespers"], "alcohol": 2}
    t = build(3, phase="action", seat=[bastian, {}, {}])
    yield from _driven(t, Options(), "play card=bastian-vespers")


def _scarabs_scripted() -> Iterator[tuple[str, str, str]]:
    """Amundyr gives a Scarab Token; at the end of its holder's turn the scarabs bite."""
    amundyr = {"character": "amundyr", "hand": ["amundyr-swarm"], "drink_me": ["drink_thin_ale"]}
    fiona = {"character": "fiona", "hand": ["fiona-duck"], "drink_me": ["drink_thin_ale"]}
    t = build(3, phase="action", drink_deck=["drink_thin_ale"] * 2, seat=[amundyr, fiona, {}])
    yield from _driven(
        t,
        Options(),
        "play card=amundyr-swarm target=1",
        "pass",
        "order-drink target=1",
        "draw",
        "pass",
        "order-drink target=0",
        "pass",
    )


def _prayers_scripted() -> Iterator[tuple[str, str, str]]:
    """Brother Bastian plays a Prayer Card (random games rarely give him the tokens)."""
    prayers = {
        "mechanic": "Prayers",
        "cards": ["prayer_mending_hands", "prayer_tithe", "prayer_call_to_service"],
        "tokens": 3,
    }
    bastian = {"character": "bastian", "fortitude": 15, "extra": [prayers]}
    t = build(3, phase="action", seat=[bastian, {}, {}])
    yield from _driven(t, Options(), "play card=prayer_mending_hands")


def _patients_scripted() -> Iterator[tuple[str, str, str]]:
    """Doctor Terci: a split supply icon's choice, then a Patient treated into her hand."""
    clinic = {"mechanic": "Clinic", "waiting": ["patient_hungover", "patient_broken_guard"]}
    terci = {"character": "terci", "hand": ("terci-scalpel",), "extra": [clinic]}
    t = build(3, phase="action", seat=[terci, {}, {}])
    treat = "treat-patient card=patient_hungover"
    yield from _driven(
        t, Options(), "play card=terci-scalpel target=1", "take-supply token=salve", treat
    )
    waiting = {"mechanic": "Clinic", "waiting": ["", "patient_broken_guard"]}
    waiting["deck"] = ["patient_herbalist"]
    terci = {"character": "terci", "hand": ("terci-scalpel",) * 7, "extra": [waiting]}
    t = build(3, phase="action", active=2, seat=[terci, {}, {}])
    yield from _driven(t, Options(), "pass", "order-drink target=1")  # her turn: a new Patient


def _blessings_scripted() -> Iterator[tuple[str, str, str]]:
    """Murgath: a Blessing drawn by his victim, played for its heart; one discarded unused."""
    cards = ["blessing_clarity", "blessing_smite"]
    blessings = {"mechanic": "Blessings", "deck": cards, "cards": cards}
    murgath = {"character": "murgath", "hand": ["murgath-wrath"], "extra": [blessings]}
    t = build(3, phase="action", seat=[murgath, {}, {"fortitude": 3}])
    yield from _driven(
        t, Options(), "play card=murgath-wrath target=2", "play card=blessing_smite-heart"
    )
    for event in (M.BlessingsReturned(cards=("blessing_smite",)),):
        yield "event", type(event).__name__, words_for(3).event(event)


def _mounts_scripted() -> Iterator[tuple[str, str, str]]:
    """Molly: a Rival runs off, a Mount aimed at a player, one pushed out of the stable."""
    slots = ["stable_unicorn", "stable_pony", "stable_tortoise"]
    mounts = {"mechanic": "Mounts", "deck": ["stable_donkey", "stable_panther"], "slots": slots}
    hand = ("molly-mucking-out", "molly-mucking-out")
    molly = {"character": "molly", "hand": hand, "fortitude": 12, "extra": [mounts]}
    t = build(3, phase="action", seat=[molly, {}, {}])
    yield from _driven(
        t,
        Options(),
        "play card=molly-mucking-out",
        "pass",
        "play card=molly-mucking-out",
        "aim-mount target=1",
    )


def _bombs_scripted() -> Iterator[tuple[str, str, str]]:
    """Nitrel: a Bomb passed on then kept; a Bomb slipped into a pot and won; a candle's other
    player a Gizmo."""
    bombs = {"mechanic": "Bombs", "deck": ["bomb_spark_string", "bomb_hot_kettle"]}
    hand = ("nitrel-perfectly-safe", "nitrel-pot-surprise")
    nitrel = {"character": "nitrel", "hand": hand, "extra": [bombs]}
    t = build(3, phase="action", seat=[nitrel, {}, {}])
    yield from _driven(
        t,
        Options(),
        "play card=nitrel-perfectly-safe target=1",
        "aim-bomb way=pass target=2",
        "aim-bomb way=keep target=-1",
    )
    pot = {"mechanic": "Bombs", "deck": ["bomb_dud"]}
    nitrel = {"character": "nitrel", "hand": ["nitrel-pot-surprise"], "extra": [pot]}
    gambling = {"starter": 1, "controller": 1, "players": [0, 1], "pot": 2, "turn": 0}
    t = build(2, phase="action", active=1, acted=True, gambling=gambling, seat=[nitrel, {}])
    yield from _driven(t, Options(), "play card=nitrel-pot-surprise", "first-bomb card=bomb_dud")
    candle = {"mechanic": "Bombs", "deck": ["bomb_twin_candle"]}
    nitrel = {"character": "nitrel", "hand": ["nitrel-perfectly-safe"], "extra": [candle]}
    gizmos = {"mechanic": "Gizmos", "gizmos": [{"card": "wrench-buckler-in-a-box", "fortitude": 4}]}
    wrench = {"character": "wrench", "extra": [gizmos]}
    t = build(3, phase="action", seat=[nitrel, {}, wrench])
    yield from _driven(
        t, Options(), "play card=nitrel-perfectly-safe target=1", "aim-bomb-gizmo target=2 slot=0"
    )
    minions = {"mechanic": "Minions", "minions": [{"card": "torglesnarf-grunt"}]}  # L1579
    torglesnarf = {"character": "torglesnarf", "extra": [minions]}
    nitrel = {"character": "nitrel", "hand": ["nitrel-perfectly-safe"], "extra": [candle]}
    t = build(3, phase="action", seat=[nitrel, {}, torglesnarf])
    yield from _driven(
        t, Options(), "play card=nitrel-perfectly-safe target=1", "aim-bomb-minion target=2 slot=0"
    )


def _items_scripted() -> Iterator[tuple[str, str, str]]:
    """Lizwick: Items discarded in Discard and Draw, an Immediate Item, a full set of slots."""
    slots = ["item_pot_lid", "item_pretty_rock", "item_cork"]
    items = {"mechanic": "Items", "slots": slots, "deck": ["item_marbles", "item_troll_salve"]}
    hand = ("lizwick-rummage", "lizwick-rummage")
    lizwick = {"character": "lizwick", "hand": hand, "fortitude": 12, "extra": [items]}
    t = build(3, phase="discard", seat=[lizwick, {}, {}])
    yield from _driven(
        t,
        Options(),
        'discard-item card=""',
        "draw",
        "play card=lizwick-rummage",
        "play card=lizwick-rummage",
        "discard-item card=item_pretty_rock",
    )


def _quiver_scripted() -> Iterator[tuple[str, str, str]]:
    """Piper draws an Arrow from her Quiver (random games with more characters dealt may not
    seat her)."""
    quiver = {"mechanic": "Quiver", "deck": ["arrow_quick_shot"], "pool": ["arrow_quick_shot"]}
    piper = {"character": "piper", "hand": ("piper-restock",), "extra": [quiver]}
    t = build(3, phase="action", seat=[piper, {}, {}])
    yield from _driven(t, Options(), "play card=piper-restock")


def _mushrooms_scripted() -> Iterator[tuple[str, str, str]]:
    """Dale's turn: his Mushrooms grow, a fifth is revealed (room choice), he harvests for a
    card, and the fully grown Puffball is Gathered at the end (002 L243-265)."""
    slots = ["mushroom_puffball", "mushroom_button_cap", "mushroom_morel", "mushroom_chanterelle"]
    planter = {
        "mechanic": "Planter",
        "deck": ["mushroom_glowcap"],
        "slots": slots,
        "rakes": [2, 0, 0, 0],
        "values": [3, 1, 2, 1],
    }
    dale = {"character": "dale", "hand": ("dale-rake-swing",) * 7, "extra": [planter]}
    t = build(3, phase="start", seat=[dale, {}, {}])
    answers = ("discard-mushroom slot=-1", "draw")
    harvest = "play card=dale-rake-swing target=1 option=harvest:2"
    yield from _driven(t, Options(), *answers, harvest, "order-drink target=1")
    for card in ("dale-compost", "dale-new-spores"):
        fresh = {**dale, "hand": (card,), "extra": [{**planter, "revealed": ""}]}
        t = build(3, phase="action", seat=[fresh, {}, {}])
        yield from _driven(t, Options(), f"play card={card}")


def _brews_scripted() -> Iterator[tuple[str, str, str]]:
    """Father Farai places his token, uses the mash paddle to finish the last Beer, then may
    move the token (002 L392, L403, L409)."""
    brewing = {
        "mechanic": "Brewing",
        "beer": ["brew_cellar_porter"],
        "wine": ["brew_vespers_white", "brew_blessed_red"],
        "progress": [1, 0, 0],
        "needs": [2, 3, 0],
        "due": "start",
    }
    farai = {"character": "farai", "hand": ("farai-stir-the-mash",), "extra": [brewing]}
    t = build(3, phase="action", seat=[farai, {}, {}])
    answers = ("work-brew choice=beer", "play card=farai-stir-the-mash")
    yield from _driven(t, Options(), *answers, "work-brew choice=progress", "work-brew choice=wine")


def _brawl_scripted() -> Iterator[tuple[str, str, str]]:
    """Samantha at Brawl count 10: a Brawl starts, then she orders a second Drink."""
    brawl = {"mechanic": "Brawl", "count": 10, "deck": ["brawl_haymaker"]}
    hand = ("samantha-fight",) * 7
    samantha = {"character": "samantha", "hand": hand, "extra": [brawl]}
    t = build(3, phase="start", seat=[samantha, {}, {}])
    orders = ("brawl-order target=1", "order-drink target=2")
    yield from _driven(t, Options(), "draw", "play card=samantha-fight", *orders)


def _tales_scripted() -> Iterator[tuple[str, str, str]]:
    """Wizgille's Device and Warthorn's Pipe card: the side card revealed, its player picked."""
    gears = {"mechanic": "Gears", "deck": ["gear_loose_cog"]}
    wizgille = {"character": "wizgille", "hand": ("wizgille-dart-shooter",), "extra": [gears]}
    t = build(3, phase="action", seat=[wizgille, {}, {}])
    yield from _driven(
        t, Options(), "play card=wizgille-dart-shooter target=1", "aim-attached target=2"
    )
    stories = {"mechanic": "Stories", "deck": ["story_paladin_trials"]}
    warthorn = {"character": "warthorn", "hand": ("warthorn-pay-attention",), "extra": [stories]}
    t = build(3, phase="action", seat=[warthorn, {}, {}])
    yield from _driven(
        t, Options(), "play card=warthorn-pay-attention target=1", "aim-attached target=1"
    )


def _chimera_scripted() -> Iterator[tuple[str, str, str]]:
    """Zariah: a summon of her choice flips the Chimera; she dispels it for the attack, then a
    card's power-up that discards a Drink."""
    chimera = {"mechanic": "Chimera", "summons": ["scrappy", "bandit"]}
    hand = ("zariah-circle", "zariah-hustle")
    zariah = {"character": "zariah", "hand": hand, "extra": [chimera]}
    t = build(3, phase="action", seat=[zariah, {"drink_me": ("drink_thin_ale",)}, {}])
    yield from _driven(t, Options(), "play card=zariah-circle", "place-summon which=amber")
    yield from _driven(t, Options(), "chimera-attack target=1")
    chimera = {"mechanic": "Chimera", "face_up": True}
    zariah = {"character": "zariah", "hand": hand, "extra": [chimera]}
    t = build(3, phase="action", seat=[zariah, {"drink_me": ("drink_thin_ale",)}, {}])
    yield from _driven(t, Options(), "play card=zariah-hustle target=1 option=chimera", "pass")


def _fury_scripted() -> Iterator[tuple[str, str, str]]:
    """Ripsnarl gains Fury, turns wolf, aims two bites, then turns human again."""
    hand = ("ripsnarl-snivel", "ripsnarl-howl", "ripsnarl-moon-sets")
    ripsnarl = {"character": "ripsnarl", "hand": hand, "extra": [{"mechanic": "Fury", "fury": 1}]}
    t = build(3, phase="action", seat=[ripsnarl, {}, {}])
    yield from _driven(t, Options(), "play card=ripsnarl-snivel target=1")
    angry = {**ripsnarl, "extra": [{"mechanic": "Fury", "fury": 2}]}
    t = build(3, phase="action", seat=[angry, {}, {}])
    yield from _driven(
        t, Options(), "play card=ripsnarl-howl", "fury-target target=1", "fury-target target=2"
    )
    wolf = {**ripsnarl, "extra": [{"mechanic": "Fury", "wolf": True}]}
    t = build(3, phase="action", seat=[wolf, {}, {}])
    yield from _driven(t, Options(), "play card=ripsnarl-moon-sets target=1")
    gizmos = {"mechanic": "Gizmos", "gizmos": [{"card": "wrench-buckler-in-a-box", "fortitude": 4}]}
    angry = {**ripsnarl, "extra": [{"mechanic": "Fury", "fury": 1}]}
    t = build(3, phase="action", seat=[angry, {"character": "wrench", "extra": [gizmos]}, {}])
    yield from _driven(
        t, Options(), "play card=ripsnarl-howl", "fury-at-piece target=1 piece=gizmo:0"
    )  # a Fury at a Gizmo (002 L1329, L1803)


def _reserve_scripted() -> Iterator[tuple[str, str, str]]:
    """The Wench: a Drink discarded and a Special Reserve Drink given; then an empty reserve."""
    reserve = {"mechanic": "SpecialReserve", "deck": ["reserve_elven_wine"]}
    wench = {"character": "wench", "hand": ("wench-mess", "wench-cellar-open"), "extra": [reserve]}
    t = build(3, phase="action", seat=[wench, {"drink_me": ("drink_thin_ale",)}, {}])
    yield from _driven(t, Options(), "play card=wench-mess target=1")
    empty = {**wench, "extra": [{"mechanic": "SpecialReserve"}]}
    t = build(3, phase="action", seat=[empty, {}, {}])
    yield from _driven(t, Options(), "play card=wench-cellar-open")


def _debuffs_scripted() -> Iterator[tuple[str, str, str]]:
    """Natyli: a Pain Curse strikes and a new one is given; a Power Jinx returns at turn end."""
    tokens = {"mechanic": "Debuffs", "given": [[1, "pain", True], [2, "power", True]]}
    natyli = {"character": "natyli", "hand": ("natyli-pin-the-doll",), "extra": [tokens]}
    t = build(3, phase="action", seat=[natyli, {}, {"drink_me": ("drink_thin_ale",)}])
    yield from _driven(
        t, Options(), "play card=natyli-pin-the-doll target=1", "order-drink target=1"
    )
    t = build(3, phase="action", active=2, seat=[natyli, {}, {}])
    yield from _driven(t, Options(), "pass", "order-drink target=1")


def _recipes_scripted() -> Iterator[tuple[str, str, str]]:
    """Roxana keeps a Recipe, boards a card with the cleaver, cooks, preps and serves the
    Smorgasbord (002 L1367, L1373, L1400, L1402, L1410)."""
    kitchen = {
        "mechanic": "Kitchen",
        "recipes": ["recipe_hearty_stew"],
        "available": "recipe_spatchcocked_cockatrice",
        "board": ["roxana-fresh-herbs"],
    }
    hand = ("roxana-no-soup", "roxana-golden-goose", "roxana-everything-prepped")
    roxana = {"character": "roxana", "hand": hand, "extra": [kitchen]}
    t = build(3, phase="start", seat=[roxana, {}, {}])
    answers = ("keep-recipe card=recipe_hearty_stew", "draw", "play card=roxana-no-soup target=1")
    cook = 'cook-recipe cards="roxana-fresh-herbs,roxana-no-soup"'
    boarded = ("pass", "board-ingredient card=roxana-golden-goose")
    yield from _driven(t, Options(), *answers, *boarded, cook)
    board = {**kitchen, "board": ["roxana-mean-cuisine"] * 3}
    hand = ("roxana-everything-prepped", "roxana-mean-cuisine", "roxana-no-soup")
    t = build(3, phase="action", seat=[{**roxana, "hand": hand, "extra": [board]}, {}, {}])
    serve = 'serve-smorgasbord cards="roxana-mean-cuisine,roxana-mean-cuisine,roxana-mean-cuisine"'
    prep = ("play card=roxana-everything-prepped", "board-ingredient card=roxana-no-soup")
    yield from _driven(t, Options(), serve, *prep, 'board-ingredient card=""')


def _minions_scripted() -> Iterator[tuple[str, str, str]]:
    """Torglesnarf: a Minion put in play and acting, Wages paid, a Minion dismissed, a card
    aimed at a Minion, Wages cut by a card paying with the Inn's Gold (002 L1567-1585)."""
    held = {"mechanic": "Minions", "minions": [{"card": "torglesnarf-brix"}]}
    hand = ("torglesnarf-grunt",)
    torg = {"character": "torglesnarf", "hand": hand, "extra": [held]}
    t = build(3, phase="action", seat=[torg, {}, {}])
    hire = "play card=torglesnarf-grunt target=-1"
    yield from _driven(t, Options(), "act-minion slot=0 target=1", hire, "minions-done")
    fiona = {"character": "fiona", "hand": ("fiona-hit", "fiona-hit")}
    t = build(3, active=1, phase="action", seat=[torg, fiona, {}])
    aim = "play card=fiona-hit target=0 option=minion:0"
    yield from _driven(t, Options(), aim, "pay-wages slot=0")
    t = build(3, active=1, phase="action", seat=[torg, fiona, {}])
    yield from _driven(t, Options(), aim, "dismiss-minion slot=0")
    paying = {**torg, "hand": ("bryn-ships-account",)}  # an Inn's-Gold card (L1585)
    t = build(3, active=1, phase="action", seat=[paying, fiona, {}])
    cut = "inn-pays-wages slot=0 card=bryn-ships-account"
    yield from _driven(t, Options(), aim, cut, "pay-wages slot=0")


def _aside_scripted() -> Iterator[tuple[str, str, str]]:
    """Kaylin Ignoring all effects until her next turn: a Doppelganger given to her goes off and
    is Ignored; the status ends as her next turn starts (002 L378)."""
    given = {"mechanic": "Doppelgangers", "given": [[1, "dg-negadonis"]]}
    pooky = {"character": "evil_pooky", "extra": [given], "drink_me": ["drink_thin_ale"]}
    kaylin = {
        "character": "kaylin",
        "hand": ("kaylin-hide-in-ear",),
        "drink_me": ["drink_thin_ale"],
    }
    t = build(3, phase="action", active=1, seat=[pooky, kaylin, {"drink_me": ["drink_thin_ale"]}])
    hide = "play card=kaylin-hide-in-ear"
    yield from _driven(t, Options(), hide, "order-drink target=2", "draw", "pass")
    aside = {"character": "kaylin", "extra": [{"mechanic": "Aside", "since": 1}]}
    t = build(3, phase="order", seat=[{"drink_me": ["drink_thin_ale"]}, aside, {}])
    yield from _driven(t, Options(), "order-drink target=1", "draw")


def _totems_scripted() -> Iterator[tuple[str, str, str]]:
    """Halden: a Totem revealed by an icon, then a Totem Combo declared card by card, aimed, and
    refused after the Action card on a later turn (002 L466, L484-492)."""
    revealed = ["totem-alertness", "totem-raging", "totem-exhilarating"]
    totems = {"mechanic": "Totems", "revealed": revealed, "deck": ["totem-savage"]}
    halden = {"character": "halden", "hand": ("halden-commune",), "extra": [totems]}
    t = build(3, phase="action", seat=[halden, {}, {}])
    combo = ("pick-totem card=totem-alertness", "pick-totem card=totem-raging")
    yield from _driven(t, Options(), *combo, "declare-totems", "aim-totem target=1")
    t = build(3, phase="action", seat=[halden, {}, {}])
    yield from _driven(t, Options(), "play card=halden-commune target=2", "skip-totems")


def _plots_scripted() -> Iterator[tuple[str, str, str]]:
    """Petra: her Plotted Cards discarded for Hellfire that fires, a Plot, a Scheme played from
    there (002 L1084, L1094, L1098)."""
    plots = {"mechanic": "Plots", "cards": ["petra-hired-muscle"], "hellfire": 4}
    hand = ("petra-knife-in-the-dark", "petra-raise")
    petra = {"character": "petra", "hand": hand, "extra": [plots]}
    t = build(3, phase="start", seat=[petra, {}, {}])
    scheme = "play card=petra-knife-in-the-dark target=1 option=plot"
    yield from _driven(t, Options(), "draw", "plot-card card=petra-knife-in-the-dark", scheme)
    fire = {"character": "petra", "hand": ("petra-guild-dues",), "extra": [plots]}
    t = build(3, phase="action", seat=[fire, {}, {}])
    yield from _driven(t, Options(), 'plot-card card=""', "play card=petra-guild-dues")


def _petrify_scripted() -> Iterator[tuple[str, str, str]]:
    """Nerodia: a Petrify chosen card by card, a Glare paid and given back, the pile's Decay
    (002 L896, L908, L912)."""
    pile = {"mechanic": "Petrified", "pile": [[1, "fiona-hit"], [2, "fiona-hit"]]}
    hand = ("nerodia-crumbling-statue", "nerodia-stony-stare")
    nerodia = {"character": "nerodia", "hand": hand, "extra": [pile]}
    t = build(3, phase="action", seat=[nerodia, {"hand": ("bryn-hit",) * 3}, {}])
    glare = "play card=nerodia-crumbling-statue target=1 option=glare"
    yield from _driven(t, Options(), glare, "petrify-card card=bryn-hit")
    t = build(3, phase="start", seat=[nerodia, {}, {}])
    yield from _driven(t, Options(), "draw")


def _sacrifice_scripted() -> Iterator[tuple[str, str, str]]:
    """Wrench sacrifices a Gizmo as a card's cost (002 L1835): random deals rarely show it."""
    gizmos = {"mechanic": "Gizmos", "gizmos": [{"card": "wrench-buckler-in-a-box", "fortitude": 3}]}
    wrench = {"character": "wrench", "hand": ("wrench-noble-sacrifice",), "extra": [gizmos]}
    t = build(3, phase="action", active=1, seat=[wrench, {"hand": ("fiona-hit",)}, {}])
    play = "play card=wrench-noble-sacrifice item=1 option=sacrifice:0"
    yield from _driven(t, Options(), "play card=fiona-hit target=0", play)


def _artifacts_scripted() -> Iterator[tuple[str, str, str]]:
    """Keet: Fiona wins his face-down Artifact and turns it up; he plays a face-up one and takes
    one back from the Inn (002 L602, L596, L616)."""
    unseen = ["artifact_old_coin", "artifact_rusty_nail"]
    art = {"mechanic": "Artifacts", "unseen": unseen, "down": 1}
    keet = {"character": "keet", "gold": 0, "valuables": ("artifact_face_down",), "extra": [art]}
    fiona = {"character": "fiona", "hand": ("fiona-deal-me-in",)}
    t = build(3, phase="action", active=1, seat=[keet, fiona, {}])
    yield from _driven(t, Options(), "play card=fiona-deal-me-in", "reveal-artifact")
    held = ("artifact_fire_scroll", "artifact_old_coin")
    keet = {**keet, "valuables": held, "hand": ("keet-ill-take-that",)}
    t = build(3, phase="action", inn_valuables=("artifact_old_coin",), seat=[keet, {}, {}])
    take = "play card=keet-ill-take-that option=artifact:artifact_old_coin"
    yield from _driven(t, Options(), take, "play card=artifact_fire_scroll target=1")
    # L634: Keet looks at the face-down Artifact he antes; the pot goes to the Inn, where it is
    # turned face up (option keet_inn_artifact = up)
    unseen = ["artifact_old_coin", "artifact_rusty_nail", "artifact_healing_salve"]
    keet = {"character": "keet", "gold": 0, "valuables": ("artifact_face_down",) * 2}
    keet["extra"] = [{"mechanic": "Artifacts", "unseen": unseen, "down": 2}]
    seats = [keet, fiona, {"character": "jasper", "hand": ("jasper-no-gambling",)}]
    up = Options(keet_inn_artifact="up")
    t = build(3, up, phase="action", active=1, seat=seats)
    yield from _driven(t, up, "play card=fiona-deal-me-in", "pass", "play card=jasper-no-gambling")


def _forms_scripted() -> Iterator[tuple[str, str, str]]:
    """Erin: a Bear at her turn start, turning back into an Elf; Pray, Wench spared by her
    trinket (002 L321)."""
    bear = {"character": "erin", "extra": [{"mechanic": "Forms", "form": "bear"}]}
    t = build(3, phase="start", seat=[bear, {}, {}])
    yield from _driven(t, Options(), "return-to-elf back=true")
    hand = ("erin-pray-wench", "erin-trinket", "erin-wildshape")
    elf = {"character": "erin", "hand": hand, "drink_me": ("drink_wyrmfire",)}
    t = build(3, phase="drink", seat=[elf, {}, {}])
    pray, trinket = "play card=erin-pray-wench item=1", "play card=erin-trinket item=2"
    yield from _driven(t, Options(), pray, trinket, "pass")


def _moods_scripted() -> Iterator[tuple[str, str, str]]:
    """Pooky: another player's card hurts him and his mood gets worse; his kick-out card's
    target chooses to stay."""
    pooky = {"character": "pooky", "extra": [{"mechanic": "Mood", "value": 1}]}
    t = build(3, phase="action", active=1, seat=[pooky, {"hand": ("bryn-hit",)}, {}])
    yield from _driven(t, Options(), "play card=bryn-hit target=0")
    pooky = {"character": "pooky", "hand": ("pooky-no-give-up",)}
    gambling = {"starter": 2, "controller": 2, "players": [2, 0, 1], "pot": 3, "turn": 0}
    seats = [pooky, {"hand": ("bryn-hit",)}, {}]
    t = build(3, phase="action", active=2, acted=True, gambling=gambling, seat=seats)
    yield from _driven(
        t, Options(), "play card=pooky-no-give-up target=1", "stay-in-round stay=true"
    )


def _driven(t: Table, options: Options, *actions: str) -> Iterator[tuple[str, str, str]]:
    said, told = words_for(3, options), words_for(3, options)
    for event in t.events():
        yield "event", type(event).__name__, told.event(event)
    for text in actions:
        decision = t.decision
        assert decision is not None
        view = t.view(decision.seat)
        yield "prompt", decision.kind, said.prompt(decision)
        for action in GAME.legal_actions(t.state):
            yield "action", type(action).__name__, said.action(action, view)
        t.clear()
        t.do(text)
        for event in t.events():
            if event.to is None or 0 in event.to:
                yield "event", type(event).__name__, told.event(event)


def test_random_games_read_without_ids_seats_or_syntax() -> None:
    for (what, name), texts in random_games().items():
        for text in texts:
            assert clean(text), (what, name, text)


def test_scripted_positions_read_without_ids_seats_or_syntax() -> None:
    for what, name, text in scripted():
        assert clean(text), (what, name, text)


def test_every_event_and_action_class_gets_words_in_play() -> None:
    seen = set(random_games()) | {(what, name) for what, name, _ in scripted()}
    events = {name for what, name in seen if what == "event"}
    actions = {name for what, name in seen if what == "action"}
    never = {"DeckShuffled"}  # the game shuffles without an event; its words are tested below
    assert events | never == {cls.__name__ for cls in ALL_EVENTS}
    assert actions == {cls.__name__ for cls in ALL_ACTIONS}
    words = words_for(3)
    for cls in ALL_EVENTS:
        assert hasattr(words, f"_e_{cls.__name__}"), cls.__name__
    assert (
        words.event(DeckShuffled(deck="drinks", size=30)) == "The Drink Deck is shuffled (30 cards)"
    )
    assert words.event(DeckShuffled(deck="fiona", size=40)) == "Fiona's deck is shuffled (40 cards)"


def test_every_decision_kind_is_in_exactly_one_step_of_the_outline() -> None:
    outline = capabilities(GAME).turn_outline
    steps = [kind for _, kinds in outline for kind in kinds]
    assert len(steps) == len(set(steps))
    kinds = {*PROMPTS, "heat-penalty", "atone", "chi", "rage", "brawl-order", "story", "gear"}
    kinds |= {"item-slot", "item-discard", "supply", "summon", "fury", "bomb", "bomb-order"}
    kinds |= {"mount"}
    kinds |= {"potion-keep", "potion-offer", "potion-ask", "treasure"}
    kinds |= {"brew-start", "brew-paddle", "brew-move", "planter"}
    kinds |= {"gizmo"}
    kinds |= {"form-first", "form-buy", "form-acquire"}
    kinds |= {"doppelganger"}
    kinds |= {"epic", "fight"}
    kinds |= {"form-revert"}
    kinds |= {"artifact-reveal"}
    kinds |= {"petrify"}
    kinds |= {"plot"}
    kinds |= {"totem", "totem-aim"}
    kinds |= {"minion", "wages"}
    kinds |= {"recipe-keep", "cleaver", "prep"}
    assert set(steps) == kinds
    seen = set(random_games()) | {(what, name) for what, name, _ in scripted()}
    assert {name for what, name in seen if what == "prompt"} == kinds


def test_the_log_opens_with_who_plays_which_character() -> None:
    """Issue 14: the log named a character only after its first card; the table's opening
    event says who plays whom (public) and who starts, and the words know it from then on."""
    state = GAME.setup(Options(characters=("fiona", "adonis", "remy")), 3, 4)
    opening = tuple(capabilities(GAME).opening(state))
    assert opening == (E.CharactersTaken(characters=("fiona", "adonis", "remy"), first=2),)
    assert opening[0].to is None
    words = words_for(3)  # no characters in the options: the words learn them from the event
    first_turn = E.TurnStarted(seat=0, turn=1)
    assert words.event(first_turn) == "Turn 1: Alice's turn begins"
    assert words.event(opening[0]) == (
        "Around the table: Alice plays Fiona, Bob plays Adonis and Carol plays First Mate Remy."
        " First Mate Remy (Carol) starts"
    )
    assert words.event(first_turn) == "Turn 1: Fiona (Alice)'s turn begins"


def test_players_are_named_by_character_and_person() -> None:
    words = words_for(3, Options(characters=("fiona", "adonis", "remy")))
    assert [words.who(s) for s in range(3)] == [
        "Fiona (Alice)",
        "Adonis (Bob)",
        "First Mate Remy (Carol)",
    ]
    assert words.who(-1) == "the Inn" and words.who(-2) == "the pot"
    assert short_name("Mother Hulda of the Hearth") == "Mother Hulda"
    unknown = words_for(2)
    assert unknown.event(E.TurnStarted(seat=1, turn=1)) == "Turn 1: Bob's turn begins"
    unknown.event(E.CardsDiscarded(seat=1, cards=("fiona-big-hit",)))
    assert unknown.event(E.TurnStarted(seat=1, turn=2)) == "Turn 2: Fiona (Bob)'s turn begins"


def test_representative_events_read_exactly() -> None:
    words = words_for(3, Options(characters=("fiona", "adonis", "lucky")))
    played = E.CardPlayed(seat=0, card="fiona-big-hit", uid=4, target=1)
    assert words.event(played) == "Fiona (Alice) plays Fireball, the big one at Adonis (Bob)"
    assert words.event(E.CardPlayed(seat=1, card="adonis-duck", uid=5, item=4)) == (
        "Adonis (Bob) plays Duck! against Fireball, the big one"
    )
    assert words.event(E.Ignored(seat=1, uid=4)) == "Adonis (Bob) ignores Fireball, the big one"
    assert words.event(E.StatChanged(seat=1, stat="fortitude", amount=-3, value=17, source=0)) == (
        "Adonis (Bob) loses 3 Fortitude, now 17 (Fiona's card)"
    )
    assert words.event(E.DrinkRevealed(seat=2, cards=("drink_thin_ale", "drink_cellar_stout"))) == (
        "Lucky (Carol) reveals their Drink: Thin Ale (Alcohol 1) with Cellar Stout as a Chaser"
    )
    assert words.event(E.DrinkModified(uid=9, delta=-2)) == (
        "Lucky's Thin Ale is watered down: 2 less Alcohol"
    )
    assert (
        words.event(E.GoldPaid(payer=2, payee=-1, amount=2))
        == "Lucky (Carol) pays 2 Gold to the Inn"
    )
    assert (
        words.event(E.GoldPaid(payer=-2, payee=0, amount=5))
        == "Fiona (Alice) takes 5 Gold from the pot"
    )
    assert words.event(M.HeatPenaltyPaid(seat=2, penalty="gold", amount=2)) == (
        "Lucky (Carol) chooses to pay 2 Gold to the Inn as a Heat penalty"
    )
    assert words.event(M.InstrumentSmashed(seat=1, instrument="drum", card="adonis-encore")) == (
        "Adonis (Bob) smashes the drum to play Encore? Encore!"
    )
    assert words.event(E.PlayerOut(seat=1, how="passed-out")) == (
        "Adonis (Bob) passes out and is out of the game"
    )
    assert words.event(E.GameOver(winners=(0,), reason="last one standing")) == (
        "Game over: Fiona (Alice) is the last one standing and wins"
    )


def test_actions_read_with_the_view_and_as_orders() -> None:
    options = Options(characters=("fiona", "adonis", "lucky"))
    t = build(
        3,
        options=options,
        phase="action",
        seat=[
            {"character": "fiona", "hand": ("fiona-big-hit",)},
            {"character": "adonis"},
            {"character": "lucky"},
        ],
    )
    view = t.view(0)
    words = words_for(3, options)
    fireball = next(
        a
        for a in GAME.legal_actions(t.state)
        if "big-hit" in a.to_text() and "target=1" in a.to_text()
    )
    assert (
        words.action(fireball, view)
        == "Fiona (Alice) plays Fireball, the big one (Action) at Adonis (Bob)"
    )
    assert words.action(fireball) == "Play Fireball, the big one (Action) at Adonis (Bob)"
    heat = M.ChooseHeatPenalty(penalty="alcohol")
    assert words.action(heat) == "Gain 2 Alcohol (Heat penalty)"


def test_the_outcome_sentence_names_the_winner_and_the_scores() -> None:
    words = words_for(3, Options(characters=("fiona", "adonis", "lucky")))
    won = Outcome(winners=(2,), scores=(0.0, 0.0, 1.0), reason="last one standing")
    assert words.outcome(won) == (
        "Lucky (Carol) is the last one standing in the Red Dragon Inn and wins. "
        "Scores: Fiona (Alice) 0, Adonis (Bob) 0, Lucky (Carol) 1."
    )
    capped = Outcome(winners=(), scores=(0.0, 0.0, 0.0), reason="turn cap reached")
    assert words.outcome(capped).startswith(
        "Nobody won: the game reached its turn limit unfinished, so nobody wins."
    )


def test_refusals_say_what_and_why_in_words() -> None:
    options = Options(characters=("fiona", "adonis", "lucky"))
    words = words_for(3, options)
    rows = [
        {"character": "fiona", "hand": ("fiona-duck",)},
        {"character": "adonis"},
        {"character": "lucky"},
    ]
    t = build(3, options=options, phase="action", seat=rows)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(t.state, GAME.actions.parse("order-drink target=1"))
    assert words.refusal(refused.value) == (
        "You can't order a Drink for Adonis (Bob) now: it is Fiona (Alice)'s Action phase"
    )
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(t.state, GAME.actions.parse("play card=fiona-duck"))
    text = words.refusal(refused.value)
    assert text == (
        "You can't play Duck! (Sometimes) now: it is Fiona (Alice)'s Action phase, and in the "
        "Action phase its player may play one Action card, or an Anytime card"
    )
    assert clean(text)
    over = IllegalAction("draw is not legal now (the game is over)")
    assert (
        words.refusal(over)
        == "You can't draw back up to 7 cards (done discarding): the game is over"
    )


def test_progress_shows_who_is_standing_and_how_far_from_passing_out() -> None:
    options = Options(characters=("fiona", "adonis", "lucky"))
    rows = [
        {"character": "fiona", "alcohol": 5},
        {"character": "adonis", "fortitude": 12},
        {"character": "lucky"},
    ]
    t = build(3, options=options, phase="action", seat=rows)
    seats = list(t.state.seats)
    seats[2] = replace(seats[2], out="broke")
    text = words_for(3, options).progress(GAME.view(replace(t.state, seats=tuple(seats)), 0))
    assert text.startswith(
        "Last one standing wins (2 of 3 still in) · Fiona (Alice) 20 Fortitude, 5 Alcohol "
        "(15 from passing out)"
    )
    assert "Adonis (Bob) 12 Fortitude, 0 Alcohol (12 from passing out)" in text
    assert "Out: Lucky broke" in text


def test_the_guide_names_the_turn_by_the_phase_trackers_words() -> None:
    """Issue 14: the guide's steps (Discard and Draw, Action, Order a Drink, Drink) and the
    tracker's (... Gambling, Answers, Paying up) differed. The guide's numbered steps are the
    tracker's turn steps in order, and its other steps are named in bold by the same words."""
    guide = capabilities(GAME).guide
    labels = [label for label, _ in capabilities(GAME).turn_outline]
    turn = guide.split("## A turn", 1)[1].split("\n## ", 1)[0]
    numbered = re.findall(r"^\d+\. \*\*(.+?)\.\*\*", turn, re.M)
    assert numbered == ["Discard and Draw", "Action", "Gambling", "Order a Drink"]
    assert labels == [*numbered, "Answers", "Paying up"]
    for label in labels[len(numbered) :]:
        assert f"**{label}**" in turn, label


@pytest.mark.parametrize("preset", ["standard", "quick"])
def test_presets_set_up_and_play_to_the_end(preset: str) -> None:
    values: dict[str, Any] = dict(capabilities(GAME).presets[preset])
    options = options_of(values)
    for seats in (2, 4):
        texts = list(play(seats, 7, options))
        assert texts[-2][0] == "outcome"
        assert all(clean(text) for _, _, text in texts)


def test_the_guide_is_packaged_and_explains_the_presets() -> None:
    guide = capabilities(GAME).guide
    assert guide.startswith("# How to play The Red Dragon Inn")
    for needed in ("## The goal", "## A turn", "## The table", "Quick", "Standard"):
        assert needed in guide
    pyproject = Path(__file__).parents[3] / "pyproject.toml"
    assert '"guide.md"' in pyproject.read_text()


def test_the_rulings_listing_fits_80_columns_and_names_rules_sections(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from typer.testing import CliRunner

    from dungeontable.cli import app
    from dungeontable.cli.errors import out

    monkeypatch.setattr(out, "_width", 80)
    result = CliRunner().invoke(app, ["rules", "rdi"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert not re.search(r"\bL\d+|\bl\.\d+|\bR-\d|\[proposed\]|``", result.stdout)
    assert "Rulebook: Drinks, Drink Events, Drinking Contest" in result.stdout
    assert all(r.section for r in RULINGS)


def _blood_scripted() -> Iterator[tuple[str, str, str]]:
    """Vlazlo takes his first form card, buys one in Discard and Draw, acquires one with a
    card, pays a Blood cost and gains Blood (002 L1633, L1637, L1647, L1649, L1659)."""
    wolf = ["vlazlo_wolf_rend", "vlazlo_wolf_hunger"]
    bat = ["vlazlo_bat_scatter", "vlazlo_bat_flit"]
    decks = [
        {"kind": "wolf", "cards": wolf, "printed": wolf},
        {"kind": "bat", "cards": bat, "printed": bat},
    ]
    mat = {"mechanic": "Vampire", "seat": 0, "blood": 3, "decks": decks}
    first = {**mat, "due": "first", "draw_to": 2}
    deck = ("vlazlo-little-nibble",)
    vlazlo = {"character": "vlazlo", "deck": deck, "extra": [first]}
    t = build(3, phase="start", seat=[vlazlo, {}, {}])
    yield from _driven(t, Options(), "take-form-card deck=bat")
    hand = ("vlazlo-little-nibble",) * 5
    t = build(3, phase="discard", seat=[{**vlazlo, "hand": hand, "extra": [mat]}, {}, {}])
    yield from _driven(t, Options(), "draw", "buy-form-card deck=wolf")
    hand = ("vlazlo-shapeshift", "vlazlo-crimson-feast", "vlazlo-little-nibble")
    t = build(3, phase="action", seat=[{**vlazlo, "hand": hand, "extra": [mat]}, {}, {}])
    yield from _driven(t, Options(), "play card=vlazlo-shapeshift", "take-form-card deck=wolf")
    t = build(3, phase="action", seat=[{**vlazlo, "hand": hand, "extra": [mat]}, {}, {}])
    yield from _driven(t, Options(), "play card=vlazlo-crimson-feast target=1")
    t = build(3, phase="action", seat=[{**vlazlo, "hand": hand, "extra": [mat]}, {}, {}])
    yield from _driven(t, Options(), "play card=vlazlo-little-nibble target=1", "pass", "pass")
