"""Dungeon Fighter in words (issue 14): every event, action, prompt, refusal and result names
people, heroes' dice, monsters, cards and throw requirements by name, never by id, seat number or
raw syntax; the guide, the turn outline, the presets and the rulings listing."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from dungeontable.core import IllegalAction, Outcome, capabilities, parse_options
from dungeontable.core.words import Names
from dungeontable.games.dungeonfighter import actions as A
from dungeontable.games.dungeonfighter import events as E
from dungeontable.games.dungeonfighter.content import PACKAGED
from dungeontable.games.dungeonfighter.effects import EFFECTS
from dungeontable.games.dungeonfighter.flow import PROMPTS
from dungeontable.games.dungeonfighter.options import RULINGS, Options
from dungeontable.games.dungeonfighter.requirements import BY_ID
from dungeontable.games.dungeonfighter.throw import ThrowInput, scripted
from dungeontable.games.dungeonfighter.words import DungeonFighterWords, ability_name

from .conftest import GAME, act, build

PEOPLE = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay")
VARIANTS: tuple[dict[str, str], ...] = (
    {},
    {"resolver": "real_dice"},
    {"loot_overflow": "make_room", "torm_red": "berserk"},
    {"solo": "two_heroes"},
    {"difficulty": "insane", "skill": "expert"},
    {"difficulty": "normal"},
)
"""Option sets the random games rotate through, so every decision kind comes up."""

BAD = re.compile(
    r"\bseat \d|\bhero \d|\bNone\b|=|_|[{}\[\]]|\(R\d|\bAMB-|\bL\d+\b|-\d|\bkind\b|\bop\b"
)
"""What people must never read: seat or hero numbers, ``None``, ``field=value`` syntax, ids with
underscores, JSON, rule codes, line references, negative numbers."""


@cache
def ids() -> frozenset[str]:
    """Every id of the content: cards, sheets, floors, requirements, ability ops."""
    found = set(PACKAGED.cards) | set(PACKAGED.sheets) | set(PACKAGED.layouts)
    found |= set(BY_ID) | set(EFFECTS.names())
    return frozenset(found)


def id_free(text: str) -> bool:
    """No content id as a token of its own (a name like "Goblin" is fine: its id is lower-case)."""
    tokens = re.findall(r"(?<![A-Za-z'])[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*", text)
    return not any(t in ids() and ("_" in t or "-" in t or t == text) for t in tokens)


def words_for(seats: int, options: Options | None = None) -> DungeonFighterWords:
    words = capabilities(GAME).words(options or Options(), Names(PEOPLE[:seats]))
    assert isinstance(words, DungeonFighterWords)
    return words


def play(seats: int, seed: int, options: Options) -> Iterator[tuple[str, str, str]]:
    """A random game through the real engine: (what, class or kind, text) for every prompt,
    every legal action (with the deciding seat's view and without), every event, the progress
    line and the result."""
    words = words_for(seats, options)
    state = GAME.setup(options, seats, seed)
    rng = random.Random(seed)
    for _ in range(3000):
        decision = GAME.decision(state)
        if decision is None:
            break
        view = GAME.view(state, decision.seat)
        yield "prompt", decision.kind, words.prompt(decision)
        legal = GAME.legal_actions(state)
        for action in legal:
            yield "action", type(action).__name__, words.action(action, view)
        chosen = rng.choice(legal)
        yield "action", type(chosen).__name__, words.action(chosen)
        transition = GAME.apply(state, chosen)
        state = transition.state
        for event in transition.events:
            yield "event", type(event).__name__, words.event(event)
        yield "progress", "", words.progress(GAME.view(state, 0))
    outcome = GAME.outcome(state)
    assert outcome is not None, "the game did not end"
    yield "outcome", outcome.reason, words.outcome(outcome)
    yield "reason", outcome.reason, words.reason(outcome)


@cache
def random_games() -> dict[tuple[str, str], set[str]]:
    """150 random games, every table size 1-6, rotating the option sets: texts by (what, name)
    (150: since every holder may play a 1x heal outside the fight, the first 72 no longer reach
    a Destroy Equipment choice)."""
    seen: dict[tuple[str, str], set[str]] = {}
    for game in range(150):
        seats = game % 6 + 1
        options = parse_options(Options, VARIANTS[game % len(VARIANTS)])
        for what, name, text in play(seats, game, options):
            seen.setdefault((what, name), set()).add(text)
    return seen


def test_random_games_read_without_ids_seats_or_syntax() -> None:
    for (what, name), texts in random_games().items():
        for text in texts:
            assert text, (what, name)
            assert not BAD.search(text), (what, name, text)
            assert id_free(text), (what, name, text)


def test_every_event_and_action_class_gets_words_in_play() -> None:
    seen = random_games()
    events = {name for what, name in seen if what == "event"}
    actions = {name for what, name in seen if what == "action"}
    assert events == {cls.__name__ for cls in E.EVENT_CLASSES}
    assert actions == {cls.__name__ for cls in A.ACTION_CLASSES}
    words = words_for(3)
    for cls in E.EVENT_CLASSES:
        assert hasattr(words, f"_e_{cls.__name__}"), cls.__name__


def test_every_decision_kind_is_in_exactly_one_step_of_the_outline() -> None:
    outline = capabilities(GAME).turn_outline
    steps = [kind for _, kinds in outline for kind in kinds]
    assert len(steps) == len(set(steps))
    assert set(steps) == set(PROMPTS)
    played = {name for what, name in random_games() if what == "prompt"}
    assert played == set(PROMPTS)


def test_a_throw_reads_with_the_thrower_the_die_its_ability_and_the_shot() -> None:
    state = build({"monster": "goblin", "throws": ["3"]}, seats=3)
    view = GAME.view(state, 0)
    throw = A.Throw(die="blue", throw=ThrowInput(aim_x=0, aim_y=0))
    words = words_for(3)
    assert words.action(throw, view) == (
        "Alice throws the blue die (Piercing Damage 1), aiming at the bullseye"
    )
    assert words.action(throw) == "Throw the blue die, aiming at the bullseye"
    ring = A.Throw(die="red", weapons=("rusty_cleaver",), throw=ThrowInput(aim_y=120))
    assert words.action(ring, view) == (
        "Alice throws the red die (Double Damage) with the Rusty Cleaver, aiming at the safe "
        "outer ring (Far Shot)"
    )


def test_representative_events_read_exactly() -> None:
    words = words_for(3)
    thrown = E.DieThrown(
        hero=1, die="green", weapons=("rusty_cleaver",), outcome=scripted("4", special=True),
        requirements=(), contact=True,
    )  # fmt: skip
    assert words.event(thrown) == (
        "Bob throws the green die with the Rusty Cleaver: it lands in section 4 with the "
        "special icon up, a hit"
    )
    missed = E.DieThrown(
        hero=0, die="white", weapons=(), outcome=scripted("3", bounces=0, failed=("blind",)),
        requirements=("blind",), contact=False,
    )  # fmt: skip
    assert words.event(missed) == (
        "Alice throws a white bonus die (Blind Shot): it lands in section 3, a miss (no bounce "
        "before the board, Blind Shot not made)"
    )
    assert words.event(E.MonsterRevealed(monster="goblin", tier=0, hp=7, gold=1)) == (
        "Goblin appears: a level I monster, 7 hit points, 1 gold; hits for 1 on a miss"
    )
    assert words.event(E.HeroDamaged(hero=2, amount=2, hp=-1, cause="miss")) == (
        "Carol loses 2 hit points (the monster strikes back after a miss; none left)"
    )
    assert words.event(E.DicePassed(hero=1, dice=("blue", "red"))) == (
        "The blue and red dice pass to Bob"
    )
    assert words.event(E.AbilityActivated(hero=0, ability="piercing", source="blue")) == (
        "Alice's Piercing Damage takes effect (the blue die)"
    )
    assert words.event(E.Moved(floor=1, room="c")) == "The party moves to room C of floor 2"
    unclaimed = E.CardDiscarded(card="whetstone", hero=-1, cause="treasure")  # R108: no taker
    assert words.event(unclaimed) == (
        "The Whetstone goes to the discard pile, unclaimed (from the treasure chamber)"
    )
    beaten = E.CardDiscarded(card="goblin", hero=-1, cause="beaten")  # R092
    assert words.event(beaten) == "The Goblin goes to the monsters' discard pile"
    charmed = E.CardGained(card="goblin", hero=1, cause="seduced")  # R150
    assert words.event(charmed) == (
        "Bob takes the Goblin (charmed with Seduction, the beaten monster follows him)"
    )


def test_an_exact_fight_reads_in_words() -> None:
    state = build({"monster": "goblin", "throws": ["3/nobounce"]}, seats=3)
    _, events = act(state, "throw die=red")
    words = words_for(3)
    assert [words.event(e) for e in events] == [
        "Alice throws the red die: it lands in section 3, a miss (no bounce before the board)",
        "Alice loses 1 hit point (the monster strikes back after a miss; 8 left)",
        "The blue and green dice pass to Bob",
    ]


def test_the_outcome_sentence_names_everyone_the_score_and_the_rating() -> None:
    words = words_for(3)
    won = Outcome(winners=(0, 1, 2), scores=(23.0, 23.0, 23.0), reason="the final boss fell")
    assert words.outcome(won) == (
        "The party won: the final boss fell. Alice, Bob and Carol score 23 points together, "
        "rated Average Warriors."
    )
    lost = Outcome(winners=(), scores=(0.0,), reason="every hero fainted")
    assert words_for(1).outcome(lost) == (
        "The party lost: every hero fainted at once. There is no score for a lost game."
    )


def test_refusals_say_what_and_why_in_words() -> None:
    words = words_for(2)
    state = GAME.setup(Options(), 2, 1)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, A.BuyBonusDie())
    assert words.refusal(refused.value) == (
        "You can't buy a bonus die (2 gold) now: the party is choosing where to go next"
    )
    fight = build({"monster": "goblin", "throws": ["3"]}, seats=2)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(fight, A.Throw(die="white"))
    assert words.refusal(refused.value) == (
        "You can't throw a bonus die yet: a hero holding coloured dice throws one of them first. "
        "You may throw the blue die, the green die and the red die, with your own weapons"
    )


def test_refused_throws_and_a_finished_game_read_in_words() -> None:
    words = words_for(2)
    state = GAME.setup(Options(), 2, 1)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, A.Throw(die="blue"))
    assert words.refusal(refused.value) == (
        "You can't do that now: the party is choosing where to go next (you asked to throw the "
        "blue die, aiming at the bullseye)"
    )
    timing = IllegalAction(
        "throw not legal now: a Jump Shot needs its timing: release_mode 'jump' and timings [..]"
    )
    assert words.refusal(timing) == (
        "That throw doesn't count: a Jump Shot must be made with its timing controls (see the "
        "throw panel)"
    )
    assert words.refusal(IllegalAction("the game is over")) == (
        "The game is over: nothing more can be done"
    )


def test_a_lone_player_with_two_heroes_reads_which_hero() -> None:
    words = words_for(1, Options(solo="two_heroes"))
    assert words.event(E.HeroFainted(hero=1)) == (
        "Alice's second hero faints and sits out the rest of the fight"
    )


def test_progress_shows_the_floor_the_monster_and_every_hero() -> None:
    state = build({"monster": "goblin", "throws": ["3"]}, seats=2)
    text = words_for(2).progress(GAME.view(state, 0))
    assert text.startswith("Floor 1 of 3 (the ")
    assert "Goblin: 7 of 7 hit points" in text
    assert "Heroes: Alice 9 of 9 hit points, Bob 9 of 9 hit points" in text


def test_ability_names_come_from_the_registry() -> None:
    assert ability_name("piercing", 2) == "Piercing Damage 2"
    assert ability_name("heal_after_miss") == "Heal after a Miss"
    assert ability_name("double_damage") == "Double Damage"
    for op in EFFECTS.names():
        assert ability_name(op) and "_" not in ability_name(op), op


@pytest.mark.parametrize("preset", ["standard", "quick"])
def test_presets_set_up_and_play_to_the_end(preset: str) -> None:
    values: dict[str, Any] = dict(capabilities(GAME).presets[preset])
    options = parse_options(Options, {k: str(v) for k, v in values.items()})
    for seats in (1, 3):
        texts = list(play(seats, 7, options))
        assert texts[-2][0] == "outcome"


def test_the_guide_is_packaged_and_explains_the_presets() -> None:
    guide = capabilities(GAME).guide
    assert guide.startswith("# How to play Dungeon Fighter")
    for needed in ("## The goal", "## A round", "## The table", "Quick", "Standard"):
        assert needed in guide
    package = Path(GAME.__class__.__module__.replace(".", "/")).parent.name
    assert package == "dungeonfighter"
    pyproject = Path(__file__).parents[3] / "pyproject.toml"
    assert '"guide.md"' in pyproject.read_text()


def test_the_rulings_listing_fits_80_columns_and_names_rulebook_sections(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from typer.testing import CliRunner

    from dungeontable.cli import app
    from dungeontable.cli.errors import out

    monkeypatch.setattr(out, "_width", 80)
    result = CliRunner().invoke(app, ["rules", "dungeonfighter"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert not re.search(r"\bL\d+|\bl\.\d+", result.stdout)
    assert "Rulebook: Swing and a Miss!" in result.stdout
    assert all(r.section for r in RULINGS)


def test_each_ruling_names_a_section_its_grounds_lie_in() -> None:
    """``rulebook.SECTIONS`` agrees with the rule map: for every ambiguity whose grounds cite
    rulebook lines, one part of its section names a heading of the map's section table that
    holds one of those lines."""
    from dungeontable.games.dungeonfighter.rulebook import SECTIONS

    doc = (Path(__file__).parents[3] / "docs" / "rules" / "dungeonfighter.md").read_text()
    table = doc.split("| rulebook section (printed heading) |", 1)[1].split("\n\n", 1)[0]
    headings = [
        (set(re.findall(r"[A-Za-z]+", m[1])), int(m[2]), int(m[3]))
        for m in re.finditer(r"^\| (.+?) \| [^|]* \| L(\d+)-L?(\d+) \|$", table, re.M)
    ]
    assert len(headings) >= 20
    checked = 0
    for m in re.finditer(r"^\| `AMB-(\d\d)` \|.*\| ([^|]*) \|$", doc, re.M):
        lines = [int(n) for n in re.findall(r"L(\d+)", m[2])]
        if not lines:
            continue
        held = [words for words, low, high in headings if any(low <= n <= high for n in lines)]
        parts = [p.split(",")[0].split("(")[0] for p in SECTIONS[m[1]].split(";")]
        named = [set(re.findall(r"[A-Za-z]+", p)) - {"the", "on", "and"} for p in parts]
        assert any(n <= h for n in named for h in held), (m[1], SECTIONS[m[1]])
        checked += 1
    assert checked >= 45
