"""Card Rogue in words (issue 14): events, actions, prompts, refusals and the result name people,
cards and places, never ids, seat numbers, coordinates or raw syntax; the guide, the turn
outline, the presets and the rulings read for people."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest

from dungeontable.core import Decision, IllegalAction, Outcome, Rng, capabilities, parse_options
from dungeontable.core.words import Names
from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue import events as E
from dungeontable.games.cardrogue.actions import ACTION_CLASSES
from dungeontable.games.cardrogue.bots import HeuristicBot
from dungeontable.games.cardrogue.catalog import load_catalog
from dungeontable.games.cardrogue.events import EVENT_CLASSES
from dungeontable.games.cardrogue.options import RULINGS, Options
from dungeontable.games.cardrogue.words import ACTION_WORDS, EVENT_WORDS, CardRogueWords

CAT = load_catalog()
IDS = frozenset(i for i in CAT.defs if "_" in i or "-" in i)
"""Card ids that could never be mistaken for a word (``mud_troll``, ``potion_red``)."""
NAMES = ("Alice", "Bob", "Carol", "Dave")
SYNTAX = re.compile(
    r"\b[Ss]eats? \d|\bNone\b|=|#\d|\b[a-z]+_[a-z_]+\b|\(-?\d+, -?\d+\)|-\d+ health|\bhero \d"
    r"|\bplayer \d|\(R\d{3}\)|\bA-\d\d\b"
)


def words(seats: int, options: Options | None = None) -> CardRogueWords:
    found = capabilities(GAME).words(options or Options(), Names(NAMES[:seats]))
    assert isinstance(found, CardRogueWords)
    return found


def check(text: str, what: str) -> None:
    assert text.strip(), f"{what}: no words"
    assert not SYNTAX.search(text), f"{what}: {text!r}"
    tokens = set(re.findall(r"[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+", text))
    assert not tokens & IDS, f"{what}: card id in {text!r}"


def play(seed: int) -> tuple[set[str], set[str], set[str], set[str]]:
    """One game through the real engine (random and heuristic seats), every text checked; the
    event kinds, action kinds and decision kinds seen, and the outcome reason."""
    seats = seed % 4 + 1
    options = Options(
        turn_cap=12 + seed % 10,
        allow_quitting=seed % 3 == 0,
        hands="open" if seed % 5 == 0 else "private",
    )
    w = words(seats, options)
    bot = HeuristicBot(GAME)
    rng, chooser = Rng.from_seed(seed), random.Random(seed)
    state = GAME.setup(options, seats, seed)
    events: set[str] = set()
    actions: set[str] = set()
    decisions: set[str] = set()
    for _ in range(3000):
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
        if decision.seat % 2 == 0 and seed % 2 == 0:
            action, rng = bot.choose(view, legal, rng)
        else:
            action = chooser.choice(legal)
        state, found = GAME.apply(state, action)
        for event in found:
            events.add(event.kind())
            check(w.event(event), f"event {event.to_text()}")
    outcome = GAME.outcome(state)
    if outcome is not None:
        check(w.outcome(outcome), "outcome")
        check(w.reason(outcome), "reason")
    return events, actions, decisions, {outcome.reason if outcome else ""}


def test_fifty_games_at_every_table_size_read_without_ids() -> None:
    found: dict[str, set[str]] = {"events": set(), "actions": set(), "decisions": set()}
    for seed in range(50):
        events, actions, decisions, _ = play(seed)
        found["events"] |= events
        found["actions"] |= actions
        found["decisions"] |= decisions
    assert {"card-placed", "attack-made", "moved", "turn-began"} <= found["events"]
    assert {"move", "flip", "end-turn", "attack"} <= found["actions"]


def sample(cls: type[Any]) -> Any:
    """An instance of an event or action class with plausible field values."""
    values: dict[str, Any] = {}
    for field in msgspec.inspect.type_info(cls).fields:  # type: ignore[attr-defined]
        name = field.name
        if name == "to":
            continue
        kind = field.type
        if name in ("card", "character", "scroll", "potion"):
            values[name] = {
                "character": "warrior",
                "scroll": "scroll_identify",
                "potion": "potion_red",
            }.get(name, "sword")
        elif isinstance(kind, msgspec.inspect.IntType) and name == "cards":
            values[name] = 2
        elif name in ("cards", "give", "ask", "paid", "change"):
            values[name] = ("potion_red", "gold_5")
        elif name in ("dir",):
            values[name] = "N"
        elif name == "paths":
            values[name] = "NES"
        elif name in ("slot", "where"):
            values[name] = "primary"
        elif name in ("seat", "by", "to_seat", "target") or "seat" in name:
            values[name] = 1
        elif name == "enemy":
            values[name] = 3
        elif name in ("tied", "winners"):
            values[name] = (0, 1)
        elif name in ("faces",):
            values[name] = (3, 6)
        elif name == "scores":
            values[name] = (2.0, 5.0)
        elif name == "status":
            values[name] = "poison"
        elif name == "color":
            values[name] = "red"
        elif name == "effect":
            values[name] = "healing"
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
    assert (
        w.event(E.CardPlaced(x=0, y=-1)) == "A face-down card was placed south of a starting tile."
    )
    assert w.event(E.CardPlaced(x=6, y=0)) == "A face-down card was placed east of a starting tile."
    assert w.event(E.CardPlaced(x=2, y=-3)) == (
        "A face-down card was placed 3 tiles south and 2 tiles east of a starting tile."
    )
    assert w.event(E.TilePlaced(x=0, y=-1, card="stack_crossroads", paths="NESW")) == (
        "The Crossroads was laid south of a starting tile, with paths north, east, south and west."
    )
    assert w.event(E.CardPlaced(x=0, y=-2)) == (
        "A face-down card was placed south of the Crossroads."
    )
    attack = E.AttackMade(seat=1, enemy=24, card="kobold", faces=(4,), damage=4, note="", health=-2)
    assert w.event(attack) == (
        "Bob rolled 4 and dealt 4 damage points to the Kobold; the Kobold has no health left."
    )
    assert w.event(E.HealthChanged(seat=0, amount=-3, cause="Kobold attack", health=-1)) == (
        "Alice lost 3 health (an attack by the Kobold) and has no health left."
    )
    assert w.event(E.EnemyActed(enemy=24, card="sewer_rat", seat=2, what="poison for 2")) == (
        "The Sewer Rat poisons Carol for 2 turns."
    )
    assert w.event(E.TurnBegan(seat=2, turn=5)) == "Round 2: Carol's turn."
    assert w.event(E.CharacterPicked(seat=0, character="explorer")) == "Alice plays the Explorer."
    assert w.event(E.Respawned(seat=1, x=5, y=0, health=10)) == (
        "Bob starts over on the second starting tile from the west with 10 health."
    )
    assert w.event(E.TrapSprung(card="spike_trap", x=0, y=-1, enemy=7)) == (
        "The Spike Trap on the Crossroads caught an enemy."
    )


def test_an_enemy_is_named_by_its_card_never_by_its_number() -> None:
    w = words(2)
    w.event(E.CombatJoined(seat=0, enemy=24, card="goblin", target=True))
    text = w.event(E.PotionThrown(seat=0, card="potion_red", effect="weakness", enemy=24))
    assert text == "Alice threw the Red Potion at the Goblin: Weakness."


def test_actions_name_what_stands_there() -> None:
    state = GAME.setup(Options(), 2, 3)
    while GAME.decision(state).kind != "turn":  # type: ignore[union-attr]
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    decision = GAME.decision(state)
    assert decision is not None
    view = GAME.view(state, decision.seat)
    w = words(2)
    labels = [w.action(a, view) for a in GAME.legal_actions(state)]
    assert "End your turn (new face-down cards are laid around you)" in labels
    assert any(label.startswith("Flip the face-down card to the ") for label in labels)
    assert w.prompt(decision) == f"{NAMES[decision.seat]} must flip a card, move or end their turn"


def test_prompts_name_people() -> None:
    w = words(3)
    assert w.prompt(
        Decision(2, "trade-answer", "accept or decline the trade offered by seat 0")
    ) == ("Carol must accept or decline the trade Alice offers")
    assert w.prompt(Decision(1, "pay", "give cards worth 6 more gold for Sword")) == (
        "Bob must give cards worth 6 more gold for the Sword"
    )
    assert w.prompt(
        Decision(0, "teleport", "choose the tile to teleport the enemy at (3, -2) to")
    ) == ("Alice must choose where the teleported enemy goes")


def test_a_refusal_names_the_rule_in_words() -> None:
    state = GAME.setup(Options(), 2, 3)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, GAME.actions.parse("flee"))
    text = words(2).refusal(caught.value)
    check(text, "refusal")
    assert text.startswith("You can't try to flee from combat now: fleeing is only possible")
    assert text.endswith("must roll the die to decide who starts.")


def test_a_refused_payment_says_why_the_card_cannot_pay() -> None:
    """R165: at the pay decision the words give the engine's reason (the Key cannot be sold),
    not the rule for paying outside a purchase."""
    reason = (
        "pay card=key is not allowed now: seat 0 must give cards worth 6 more gold for Helm "
        "(the Key cannot be sold, so it cannot pay (R165))"
    )
    assert words(2).refusal(IllegalAction(reason)) == (
        "You can't pay with the Key now: the Key cannot be sold, so it cannot pay. "
        "Alice must give cards worth 6 more gold for the Helm."
    )


def test_the_outcome_names_the_winner_and_the_scores() -> None:
    w = words(3)
    outcome = Outcome(winners=(1,), scores=(3.0, 5.0, 1.0), reason="exit")
    assert w.outcome(outcome) == (
        "Bob won: the end rush is over. Victory points: Alice has 3, Bob has 5, Carol has 1."
    )
    solo = words(1).outcome(Outcome(winners=(0,), scores=(4.0,), reason="escaped"))
    assert solo == (
        "Alice escaped the catacombs with every goal done. Victory points: Alice has 4."
    )
    capped = w.outcome(Outcome(winners=(), scores=(0.0, 0.0, 2.0), reason="turn_cap"))
    assert capped.startswith("The last round was played and nobody got out: nobody won.")
    for reason in ("exit", "escaped", "died", "turn_cap", "abandoned"):
        check(w.reason(Outcome(winners=(), scores=(0.0,) * 3, reason=reason)), reason)


def test_points_are_unmistakable_when_a_name_ends_in_a_number() -> None:
    """ "Heuristic bot 2 0" read as one number or two: each score says whose it is."""
    state = GAME.setup(Options(turn_cap=30), 2, 3)
    while GAME.decision(state).kind != "turn":  # type: ignore[union-attr]
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    names = Names.seated(["human", "heuristic"], ["Alice"])
    w = capabilities(GAME).words(Options(), names)
    assert w.progress(GAME.view(state, 0)).startswith(
        "Victory points: Alice has 0, Heuristic bot 2 has 0 · "
    )
    end = w.outcome(Outcome(winners=(1,), scores=(1.0, 2.0), reason="exit"))
    assert end.endswith("Victory points: Alice has 1, Heuristic bot 2 has 2.")


def test_progress_shows_the_race() -> None:
    state = GAME.setup(Options(turn_cap=30), 2, 3)
    while GAME.decision(state).kind != "turn":  # type: ignore[union-attr]
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    text = words(2).progress(GAME.view(state, 0))
    assert text.startswith("Victory points: Alice has 0, Bob has 0 · The Golem is still")
    assert text.endswith("round 1 of 30")
    solo = GAME.setup(Options(turn_cap=30), 1, 3)
    while GAME.decision(solo).kind != "turn":  # type: ignore[union-attr]
        solo, _ = GAME.apply(solo, GAME.legal_actions(solo)[0])
    assert words(1).progress(GAME.view(solo, 0)).startswith("Goals done 0 of 4 (still to do: ")


def test_the_outline_holds_every_decision_kind_exactly_once() -> None:
    outline = capabilities(GAME).turn_outline
    kinds = [kind for _, step in outline for kind in step]
    assert len(kinds) == len(set(kinds))
    seen: set[str] = set()
    for seed in range(50, 90):
        seen |= play(seed)[2]
    assert seen <= set(kinds), seen - set(kinds)
    assert {"deciding-roll", "pick-character", "turn", "combat"} <= seen


def test_the_outline_holds_every_decision_kind_the_rules_declare() -> None:
    """Every ``Decision(seat, "kind", ...)`` written in the rules, even one no playout reached."""
    rules = Path(GAME.card_files[0]).parent.parent / "rules"
    declared = {
        kind
        for module in rules.glob("*.py")
        for kind in re.findall(r'Decision\([^,]+, "([a-z-]+)"', module.read_text())
    }
    outline = {kind for _, step in capabilities(GAME).turn_outline for kind in step}
    assert len(declared) >= 15
    assert declared == outline


def test_the_guide_and_presets() -> None:
    game = capabilities(GAME)
    guide = game.guide
    assert guide.startswith("# How to play Card Rogue")
    for topic in ("## The goal", "## Your turn", "## The table", "Quick"):
        assert topic in guide
    assert set(game.presets) == {"quick", "standard"}
    fields = Options.__struct_fields__
    for name, preset in game.presets.items():
        assert set(preset) <= set(fields), name
        options = parse_options(Options, preset)
        for seats in (1, 3):
            state = GAME.setup(options, seats, 11)
            for _ in range(4000):
                if GAME.outcome(state) is not None:
                    break
                state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
            assert GAME.outcome(state) is not None, name
    assert parse_options(Options, game.presets["quick"]).turn_cap < Options().turn_cap


def test_rulings_read_in_plain_words_with_their_section() -> None:
    for ruling in RULINGS:
        if ruling.option != "cards":
            assert ruling.section, ruling.option
        assert not re.search(r"\bL\d+|\b003\b|C[123]\b|\balt:", ruling.section + ruling.summary)
        assert ruling.summary[:1].isupper() and ruling.summary.endswith("."), ruling.summary


def test_the_rules_listing_fits_80_columns_without_line_references() -> None:
    from typer.testing import CliRunner

    from dungeontable.cli import app

    result = CliRunner().invoke(app, ["rules", "cardrogue"], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert not re.search(r"\bL\d+", result.stdout)
    assert "Rulebook: Combat, Fleeing from an enemy" in " ".join(result.stdout.split())
