"""``dungeontable play``: scripted stdin against bots to the end, bad input, save/resume."""

from __future__ import annotations

import re
from pathlib import Path

from conformance.fixture_game import GAME
from dungeontable.bots import RandomBot, bot_rng
from dungeontable.cli.table import match_words
from dungeontable.core import Match, read_record

from .conftest import Cli

FIRST_ALWAYS = "1\n" * 200
WON = r"(.+ won|Nobody won) \(.+\)\. Scores: (Player|Random bot) 1 \d+, .+\."


def expected_end(seed: int) -> tuple[str, int]:
    """Seat 0 always takes the first action, seat 1 is the random bot seeded as documented."""
    match = Match(GAME, GAME.Options(), ["human", "random"], seed)
    bot, rng = RandomBot(GAME), bot_rng(seed, 1, "random")
    while (decision := match.decision) is not None:
        legal = GAME.legal_actions(match.state)
        if decision.seat == 0:
            action = legal[0]
        else:
            action, rng = bot.choose(None, legal, rng)
        match.act(action)
    assert match.outcome is not None
    words = match_words(GAME, GAME.Options(), ["human", "random"])
    return words.outcome(match.outcome), len(match.record.actions)


def test_a_human_plays_against_a_bot_to_the_end(cli: Cli) -> None:
    result = cli(["play", "gemgrab", "--seats", "human,random", "--seed", "3"], FIRST_ALWAYS)
    assert result.exit_code == 0, result.output
    outcome, _ = expected_end(3)
    lines = result.stdout.splitlines()
    assert lines[0] == "Gem Grab (conformance fixture): seed 3, seats human, random"
    assert lines[-1] == outcome
    assert outcome.startswith(("Player 1 won (", "Random bot 2 won (", "Nobody won ("))
    assert outcome.endswith(".") and "Scores: Player 1 " in outcome
    assert "game over" in result.stdout
    assert "your hand: coin (+1), coin (+1)" in lines[5]
    assert "   1. Play card (card coin)   [play-card card=coin]" in lines


def test_bad_input_is_explained_and_asked_again(cli: Cli, tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    answers = ["", "bogus", "0", "7", "play-card card=ruby", "roll x", "help", "2", f"save {saved}"]
    result = cli(
        ["play", "gemgrab", "--seats", "human,random", "--seed", "3"], "\n".join(answers) + "\n"
    )
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "type a number from the list, or help" in out
    assert "not an action: unknown kind 'bogus'; known kinds: play-card, roll" in out
    assert "there is no action 0; choose 1-2" in out
    assert "there is no action 7; choose 1-2" in out
    assert "play-card card=ruby is not legal now; see the list" in out  # the game's reason
    assert "not an action: cannot read 'x' in 'roll x'" in out
    assert "save FILE          save the game" in out
    assert "input ended; the game stops here (it was not saved)" in out
    record = read_record(saved.read_bytes())
    # only "2" (roll) was a move of seat 0; the bot then moved once: nothing else was recorded
    assert [a["type"] for a in record.actions][:1] == ["roll"]
    assert len(record.actions) == 2
    assert (record.game, record.seats, record.seed) == ("gemgrab", ["human", "random"], 3)


def test_save_then_resume_finishes_the_same_game(cli: Cli, tmp_path: Path) -> None:
    saved = tmp_path / "g.json"
    first = cli(["play", "gemgrab", "--seed", "5"], f"1\n1\nsave {saved}\nquit\n")
    assert first.exit_code == 0, first.output
    assert f"saved to {saved}; continue with: dungeontable play --resume {saved}" in first.stdout
    assert "you left the game" in first.stdout
    actions = len(read_record(saved.read_bytes()).actions)
    assert actions == 4  # two of seat 0, two of the bot
    resumed = cli(["play", "--resume", str(saved)], FIRST_ALWAYS)
    assert resumed.exit_code == 0, resumed.output
    assert resumed.stdout.splitlines()[0] == (
        f"resumed Gem Grab (conformance fixture) from {saved} after {actions} actions"
    )
    assert "game over" in resumed.stdout
    assert re.fullmatch(WON, resumed.stdout.splitlines()[-1])


def test_hot_seat_announces_whose_turn_it_is(cli: Cli) -> None:
    result = cli(["play", "gemgrab", "--seats", "human,human", "--seed", "1"], FIRST_ALWAYS)
    assert result.exit_code == 0, result.output
    assert "Player 1's turn — pass the keyboard to Player 1" in result.stdout
    assert "Player 2's turn — pass the keyboard to Player 2" in result.stdout
    assert "Player 2> " in result.stdout
    assert "Player 2: press Enter when you are at the keyboard" in result.stdout
    before_board = result.stdout.index("Player 2: press Enter")
    assert result.stdout.index("Gem Grab — seat 1 —") > before_board


def test_bots_alone_play_without_input(cli: Cli) -> None:
    result = cli(["play", "gemgrab", "--seats", "random,random,random", "--seed", "2"])
    assert result.exit_code == 0, result.output
    assert "game over" in result.stdout
    assert re.fullmatch(WON, result.stdout.splitlines()[-1])


def test_options_reach_the_game(cli: Cli, tmp_path: Path) -> None:
    saved = tmp_path / "o.json"
    args = [
        "play",
        "gemgrab",
        "--seed",
        "1",
        "--option",
        "target=3",
        "--option",
        "reroll_ones=true",
    ]
    result = cli(args, f"save {saved}\nquit\n")
    assert result.exit_code == 0, result.output
    options = read_record(saved.read_bytes()).options
    assert (options["target"], options["reroll_ones"]) == (3, True)


def test_cards_option_loads_extra_card_files(cli: Cli, tmp_path: Path) -> None:
    extra = tmp_path / "extra"
    extra.mkdir()
    (extra / "ruby.toml").write_text(
        '[[card]]\nid = "ruby"\nname = "Ruby"\nsource = "house"\ncopies = 4\n'
        'effects = [{ op = "score", amount = 5 }]\n'
    )
    saved = tmp_path / "c.json"
    result = cli(["play", "gemgrab", "--seed", "1", "--cards", str(extra)], f"save {saved}\nq\n")
    assert "save needs" not in result.stdout
    record = read_record(saved.read_bytes())
    assert record.options["cards"] == [str(extra)]
    state = Match.from_record(record, lambda name: GAME).state
    assert sum(card.id == "ruby" for card in state.pool) == 4


def test_search_bots_take_any_budget_and_think_for_a_time(cli: Cli) -> None:
    """``ismcts-<iterations>`` of any size, and ``--think`` turns every search bot into the same
    search with a time per move (the seat list says which)."""
    result = cli(["play", "gemgrab", "--seats", "ismcts-7,random", "--seed", "2"])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0].endswith("seats ismcts-7, random")
    last = result.stdout.splitlines()[-1]
    assert last.startswith("Search (7 tries a move) bot 1 won") or "Random bot 2 won" in last, last
    args = ["play", "gemgrab", "--seats", "ismcts-2000,random", "--seed", "2", "--think", "20ms"]
    result = cli(args)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0].endswith("seats ismcts-0.02s, random")
    assert "game over" in result.stdout


def test_user_mistakes_give_one_clear_error(cli: Cli, tmp_path: Path) -> None:
    bad_cards = tmp_path / "bad.toml"
    bad_cards.write_text('[[card]]\nid = "x"\nname = "X"\nsource = "rulebook"\n')
    cases = {
        ("play", "nope"): "error: unknown game 'nope'; registered games:",
        ("play", "gemgrab", "--seats", "human,wizard"): "unknown seat kind 'wizard' for gemgrab",
        ("play", "gemgrab", "--seats", "human,,random"): "--seats takes comma-separated kinds",
        ("play", "gemgrab", "--seats", "random,random,random,random"): "takes 1-3 seats",
        ("play", "gemgrab", "--option", "speed=9"): "unknown option(s) speed; known options:",
        ("play", "gemgrab", "--option", "target=lots"): "bad value 'lots' for option target",
        ("play", "gemgrab", "--option", "target"): "--option takes name=value, got 'target'",
        (
            "play",
            "gemgrab",
            "--cards",
            str(bad_cards),
        ): "card x: card: Value error, a card with source='rulebook' needs ref",
        ("play",): "name a game to play",
        ("play", "--resume", str(tmp_path / "none.json")): "none.json: No such file",
        ("play", "--resume", str(bad_cards), "--seed", "1"): "--resume takes the game, seats",
        ("play", "gemgrab", "--seats", "human,ismcts-0"): "unknown seat kind 'ismcts-0'",
        ("play", "gemgrab", "--seats", "human,ismcts-5", "--think", "soon"): (
            "--think takes a time per move like 1s or 500ms (at most 600s); got 'soon'"
        ),
    }
    for args, message in cases.items():
        result = cli(list(args))
        assert result.exit_code == 2, (args, result.output)
        assert message in " ".join(result.stderr.split()), (args, result.stderr)
        assert "Traceback" not in result.output


def test_resuming_a_file_that_is_not_a_record_is_refused(cli: Cli, tmp_path: Path) -> None:
    junk = tmp_path / "junk.json"
    junk.write_text('{"hello": 1}')
    result = cli(["play", "--resume", str(junk)])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: not a dungeontable match record:")


def test_play_help_lists_its_options(cli: Cli) -> None:
    result = cli(["play", "--help"])
    assert result.exit_code == 0
    for word in ("--seats", "--seed", "--option", "--cards", "--resume"):
        assert word in result.stdout
