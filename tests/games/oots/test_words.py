"""OOTS in words (issue 14): events, actions, prompts, refusals and the result name people,
cards, Monsters and rooms, never ids, seat numbers, rule codes, room positions or raw syntax;
the guide, the turn outline and the presets read for people."""

from __future__ import annotations

import random
import re
from typing import Any

import msgspec
import pytest

from dungeontable.bots.runner import seated_options
from dungeontable.core import (
    Decision,
    Driver,
    IllegalAction,
    Outcome,
    capabilities,
    parse_options,
)
from dungeontable.core.words import Names
from dungeontable.games.oots import GAME
from dungeontable.games.oots import events as E
from dungeontable.games.oots.actions import ACTION_CLASSES
from dungeontable.games.oots.catalog import load_catalog
from dungeontable.games.oots.common.openings import EQUIP, GLOAT
from dungeontable.games.oots.events import EVENT_CLASSES
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.rules import latewindows
from dungeontable.games.oots.words import ACTION_WORDS, EVENT_WORDS, PROMPTS, OotsWords

CAT = load_catalog()
IDS = frozenset(CAT.models)
"""Every card id of the packaged set (``goblin_necromancer``, ``roy``, ``stairs_red``)."""
NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
SYNTAX = re.compile(
    r"\b[Ss]eats? \d|\bNone\b|\bnone\b|=|#\d|\b[a-z]+_[a-z_]+\b|\bhero \d|\bplayer \d"
    r"|\(R\d{3}\)|\bR\d{3}\b|\bA\d\d\b|\broom -?\d|\bpos\b|-\d|\bF\d\b"
)


def words(seats: int, options: Options | None = None) -> OotsWords:
    found = capabilities(GAME).words(options or Options(), Names(NAMES[:seats]))
    assert isinstance(found, OotsWords)
    return found


def check(text: str, what: str) -> None:
    assert text.strip(), f"{what}: no words"
    assert not SYNTAX.search(text), f"{what}: {text!r}"
    tokens = set(re.findall(r"\b[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*\b", text))
    assert not tokens & IDS, f"{what}: card id in {text!r}"


def options_for(seed: int, seats: int) -> Options:
    return Options(
        turn_limit=8 + seed % 12,
        table_talk_trades=seed % 3 == 0,
        lucky_bastards=seed % 4 == 1,
        me_and_my_shadow=seats <= 3 and seed % 3 == 1,
        go_team=seats in (4, 6) and seed % 7 == 3,
        nerdcore=seed % 6 == 4,
        uniform_windows=seed % 2 == 0,
    )


def play(seed: int) -> tuple[set[str], set[str], set[str]]:
    """One random game through the real engine, every text checked; the event kinds, action
    kinds and decision kinds seen."""
    seats = seed % 5 + 2
    options = options_for(seed, seats)
    w = words(seats, options)
    chooser = random.Random(seed)
    state = GAME.setup(options, seats, seed)
    events: set[str] = set()
    actions: set[str] = set()
    decisions: set[str] = set()
    for _ in range(4000):
        if GAME.outcome(state) is not None:
            break
        decision = GAME.decision(state)
        assert decision is not None
        decisions.add(decision.kind)
        view = GAME.view(state, decision.seat)
        check(w.prompt(decision), f"prompt {decision.kind}")
        check(w.progress(view), "progress")
        legal = GAME.legal_actions(state)
        for action in legal:
            actions.add(action.kind())
            check(w.action(action, view), f"action {action.to_text()}")
        state, found = GAME.apply(state, chooser.choice(legal))
        for event in found:
            events.add(event.kind())
            check(w.event(event), f"event {event.to_text()}")
    outcome = GAME.outcome(state)
    if outcome is not None:
        check(w.outcome(outcome), "outcome")
        check(w.reason(outcome), "reason")
    return events, actions, decisions


def test_fifty_games_at_every_table_size_read_without_ids() -> None:
    found: dict[str, set[str]] = {"events": set(), "actions": set(), "decisions": set()}
    for seed in range(50):
        events, actions, decisions = play(seed)
        found["events"] |= events
        found["actions"] |= actions
        found["decisions"] |= decisions
    assert {"moved", "room-explored", "battle-resolved", "turn-began"} <= found["events"]
    assert {"step", "use-shtick", "end-turn", "place-monster", "pick-shadow"} <= found["actions"]
    outline = {kind for _, step in capabilities(GAME).turn_outline for kind in step}
    assert found["decisions"] <= outline, found["decisions"] - outline


def sample(cls: type[Any]) -> Any:
    """An instance of an event or action class with plausible field values."""
    values: dict[str, Any] = {}
    for field in msgspec.inspect.type_info(cls).fields:  # type: ignore[attr-defined]
        name, kind = field.name, field.type
        if name == "to":
            continue
        if name in ("card", "loot"):
            values[name] = "staff_of_power" if "staff_of_power" in IDS else sorted(CAT.loot)[0]
        elif name == "monster":
            values[name] = "ugly_ogre" if "ugly_ogre" in IDS else sorted(CAT.monsters)[0]
        elif name == "room":
            values[name] = sorted(CAT.rooms)[0]
        elif name in ("shtick",):
            values[name] = sorted(CAT.shticks)[0]
        elif name == "npc":
            values[name] = "haley"
        elif name in ("cards", "shticks"):
            values[name] = tuple(sorted(CAT.shticks)[:2])
        elif name == "reason":
            values[name] = "xykon"
        elif name == "result":
            values[name] = "win"
        elif name == "purpose":
            values[name] = "battle"
        elif name == "deck":
            values[name] = "loot"
        elif name in ("scores",):
            values[name] = (3, 5)
        elif name in ("winners",):
            values[name] = (1,)
        elif name == "helper":
            values[name] = -1
        elif name in ("seat", "receiver"):
            values[name] = 1
        elif isinstance(kind, msgspec.inspect.BoolType):
            values[name] = True
        elif isinstance(kind, msgspec.inspect.IntType):
            values[name] = 2
        elif isinstance(kind, msgspec.inspect.StrType):
            values[name] = "attack"
        elif isinstance(kind, msgspec.inspect.UnionType):
            values[name] = 1
    return cls(**values)


@pytest.mark.parametrize("cls", EVENT_CLASSES, ids=lambda c: c.kind())
def test_every_event_class_has_words_of_its_own(cls: type[Any]) -> None:
    assert cls in EVENT_WORDS
    check(words(4).event(sample(cls)), cls.kind())


@pytest.mark.parametrize("cls", ACTION_CLASSES, ids=lambda c: c.kind())
def test_every_action_class_has_words_of_its_own(cls: type[Any]) -> None:
    assert cls in ACTION_WORDS
    check(words(4).action(sample(cls)), cls.kind())


def test_events_in_exact_words() -> None:
    w = words(3)
    explored = E.RoomExplored(seat=2, floor=1, pos=-2, room="bottomless_pit")
    assert w.event(explored) == "Carol explored a new room: the Bottomless Pit on floor 1."
    moved = E.Moved(seat=0, floor=1, pos=-2)
    assert w.event(moved) == "Alice moved to the Bottomless Pit on floor 1."
    assert w.event(E.Moved(seat=0, floor=0, pos=0)) == "Alice moved to the Dungeon Entrance."
    assert w.event(E.Moved(seat=1, floor=2, pos=3)) == "Bob moved to a room on floor 2."
    assert w.event(E.ShtickChosen(seat=1, shtick="none")) == "Bob battles without a shtick."
    assert w.event(E.ShtickChosen(seat=1, shtick="belkar_stabby_stabby")) == (
        "Bob battles with Stabby Stabby."
    )
    resolved = E.BattleResolved(
        seat=0, monster="ugly_ogre", roll=8, player_total=11, monster_total=-3, result="win"
    )
    assert w.event(resolved) == (
        "Alice's battle roll was an 8, a total of 11 against 3 below zero for the Ugly Ogre:"
        " Alice won."
    )
    assert w.event(E.BattleBegan(seat=2, monster="", attacker=True, distance=0)) == (
        "Carol attacked another player."
    )  # an older log's PvP battle, with no defender
    assert w.event(E.PvpBattleBegan(seat=2, defender=0, distance=0)) == "Carol attacks Alice."
    assert w.event(E.PvpBattleBegan(seat=1, defender=2, distance=1)) == (
        "Bob attacks Carol from 1 room away."
    )
    assert w.event(E.TurnBegan(seat=1, number=0)) == "Turn 1: Bob's turn."
    assert w.event(E.LootTaken(seat=1, card="")) == "Bob took a Loot card."
    assert w.event(E.CollapseBegan(reason="xykon")) == (
        "The dungeon starts to collapse: Xykon has been defeated."
    )
    assert w.event(E.PlayerLeft(seat=2, rank=0)) == ("Carol got out of the dungeon (first out).")


def test_actions_name_cards_and_shticks() -> None:
    state = GAME.setup(Options(), 3, 5)
    decision = GAME.decision(state)
    assert decision is not None and decision.kind == "pick-start"
    view = GAME.view(state, decision.seat)
    w = words(3)
    labels = [w.action(a, view) for a in GAME.legal_actions(state)]
    assert all(label.startswith("Shuffle ") for label in labels), labels
    assert all(label.endswith(" back into your deck") for label in labels), labels
    assert w.prompt(decision) == (
        f"{NAMES[decision.seat]} must choose one Starting Shtick to shuffle back into their deck"
    )


def test_prompts_drop_rule_codes() -> None:
    w = words(3)
    for kind in PROMPTS:
        text = w.prompt(Decision(1, kind, "something (R005)"))
        assert text.startswith("Bob must "), text
        check(text, kind)
    unknown = w.prompt(Decision(0, "brand-new", "pick your shadow NPC (R306)"))
    assert unknown == "Alice must pick your shadow NPC"


def test_the_late_windows_that_are_not_screw_this_say_what_they_ask() -> None:
    """L1122: the Entrance-equip question (and Shameless Gloating's) is not a Screw This! one."""
    w = words(3)
    equip = Decision(1, "late", latewindows.late_prompt(_late(EQUIP)))
    assert w.prompt(equip) == (
        "Bob must equip Loot from their Stash now that their flight reached the Entrance, or pass"
    )
    gloat = Decision(2, "late", latewindows.late_prompt(_late(GLOAT)))
    assert w.prompt(gloat) == (
        "Carol must flip Shameless Gloating to draw Loot as another player flees, or pass"
    )
    screw = Decision(0, "late", latewindows.late_prompt(_late("after-results")))
    assert w.prompt(screw) == "Alice must play a Screw This! card now, or pass"


def _late(window: str) -> Any:
    return msgspec.structs.replace(GAME.setup(Options(), 3, 1), late=((window, 1),))


def test_a_refusal_names_the_rule_in_words() -> None:
    state = GAME.setup(Options(), 2, 3)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, GAME.actions.parse("end-turn"))
    text = words(2).refusal(caught.value)
    check(text, "refusal")
    assert text.startswith("You can't end your turn now: only the player whose turn it is")
    assert text.endswith("must choose one Starting Shtick to shuffle back into their deck.")


def test_a_refusal_says_the_rule_the_prompt_does_not() -> None:
    """Equipping Loot Elan does not drool over, or taking the Lair stairs short of the
    minimums, was refused only with the prompt ('seat 0 must take start-of-turn actions')."""
    stash = ["word_of_thor", "chain_shirt"]
    setup = {
        "floors": [{"floor": 1, "rooms": ["dusty_corridor"], "up": 0}],
        "players": [{"character": "elan", "at": [1, 0], "stash": stash}, {"at": [0, 0]}],
    }
    table = Driver.from_scenario(GAME, setup, seats=2)
    with pytest.raises(IllegalAction) as caught:
        table.do("equip card=word_of_thor")
    assert caught.value.reason.endswith(
        "; elan does not drool over word_of_thor, so cannot equip it (R213)"
    )
    text = words(2).refusal(caught.value)
    check(text, "refusal")
    assert text.startswith(
        "You can't equip the Word of Thor now: Elan does not drool over Word of Thor, so cannot"
    )
    floors = [{"floor": f, "rooms": ["dusty_corridor"], "up": 0, "down": 0} for f in (1, 2, 3)]
    roy = {"character": "roy", "at": [3, 0], "equipped": ["girdle_of_giant_strength"]}
    table = Driver.from_scenario(GAME, {"floors": floors, "players": [roy]}, seats=2)
    with pytest.raises(IllegalAction) as caught:
        table.do("step floor=4 pos=0")
    assert caught.value.reason.endswith(
        "; going down to Xykon's Lair needs 8 shticks in play and equipped Loot of Drool Factor 8"
        " for roy (R268): seat 0 has 3 and 3"
    )
    elan = {"character": "elan", "at": [1, 0], "shticks": ["elan_hide", "elan_x_treme_diplomacy"]}
    skelemen = {"floors": floors[:1], "monsters": [{"at": [1, 0], "cards": ["skelemen"]}]}
    table = Driver.from_scenario(GAME, {**skelemen, "players": [elan]}, seats=2)
    table.do("stay")
    with pytest.raises(IllegalAction) as caught:
        table.do("use-shtick index=1")
    assert caught.value.reason.endswith(
        "; skelemen has mindless: no verbal shtick may fight it (R240-R248)"
    )


def test_a_wrong_choice_at_the_right_moment_is_not_blamed_on_another_rule() -> None:
    state = GAME.setup(Options(), 3, 3)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, GAME.actions.parse("put-back card=ugly_ogre"))
    text = words(3).refusal(caught.value)
    check(text, "refusal")
    assert text.startswith(
        "You can't shuffle the Ugly Ogre back into your deck now: that is not one of the choices"
    )


def test_the_outcome_names_the_winner_and_the_scores() -> None:
    w = words(3)
    reason = "the dungeon collapsed and the last player was left inside"
    outcome = Outcome(winners=(1,), scores=(13.0, 14.0, 9.0), reason=reason)
    assert w.outcome(outcome) == (
        "Bob won with 14 Bragging Points: the dungeon collapsed with only one player left inside."
        " Bragging Points: Alice has 13, Bob has 14, Carol has 9."
    )
    shared = w.outcome(Outcome(winners=(0, 2), scores=(9.0, 4.0, 9.0), reason=reason))
    assert shared.startswith("Alice and Carol share the win")
    check(w.reason(outcome), "reason")


def test_progress_shows_the_way_to_the_lair() -> None:
    state = GAME.setup(Options(turn_limit=30), 3, 3)
    while GAME.decision(state).kind == "pick-start":  # type: ignore[union-attr]
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    text = words(3).progress(GAME.view(state, 0))
    assert text.startswith(
        "Deepest: the Entrance (3 floors, then Xykon's Lair) · Lair needs Loot worth"
    )
    assert "30 rounds left before the collapse" in text
    assert "Wounds left: Alice 4 of 4, Bob 4 of 4, Carol 4 of 4" in text


def test_the_outline_holds_every_decision_kind_exactly_once() -> None:
    from dungeontable.games.oots.flow import PHASES

    outline = capabilities(GAME).turn_outline
    kinds = [kind for _, step in outline for kind in step]
    assert len(kinds) == len(set(kinds))
    declared = {name for name, phase in PHASES.items() if "<" not in name and phase.moves}
    assert declared == set(kinds)
    assert set(PROMPTS) == set(kinds)


def test_the_guide_and_presets() -> None:
    game = capabilities(GAME)
    guide = game.guide
    assert guide.startswith("# How to play The Order of the Stick Adventure Game")
    for topic in ("## The goal", "## Your turn", "## The table", "Quick"):
        assert topic in guide
    assert not re.search(r"\bR\d{3}\b|\bA\d\d\b|seeds/|\bL\d+", guide)
    assert set(game.presets) == {"quick", "standard"}
    fields = Options.__struct_fields__
    for name, preset in game.presets.items():
        assert set(preset) <= set(fields), name
        for seats in (2, 4):
            # a bot-only table: the automatic round cap (R370) ends a random playout
            options = seated_options(GAME, parse_options(Options, preset), ["random"] * seats)
            state = GAME.setup(options, seats, 11)
            chooser = random.Random(seats)
            for _ in range(6000):
                if GAME.outcome(state) is not None:
                    break
                state, _ = GAME.apply(state, chooser.choice(GAME.legal_actions(state)))
            assert GAME.outcome(state) is not None, name
    assert parse_options(Options, game.presets["quick"]).turn_limit == 20
    assert Options().turn_limit == 0  # R370: the rulebook's game has no turn limit


def test_rulings_read_in_plain_words_with_their_section() -> None:
    from dungeontable.games.oots.options import RULINGS

    for ruling in RULINGS:
        assert ruling.section, (ruling.option, ruling.ref)
        text = ruling.section + " " + ruling.summary
        assert not re.search(r"\bL\d+|\balt:|\bR\d{3}\b|\bA\d\d\b|§", text), text
        assert ruling.summary[:1].isupper() and ruling.summary.endswith("."), ruling.summary


def test_the_rules_listing_fits_80_columns_without_line_references() -> None:
    from typer.testing import CliRunner

    from dungeontable.cli import app

    result = CliRunner().invoke(app, ["rules", "oots"], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert not re.search(r"\bL\d+|Source: ", result.stdout)
    assert "Rulebook: Range, Counting Range" in result.stdout
