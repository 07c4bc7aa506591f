"""The rated bot ladder: round-robin seatings, ratings from stored games, the command line."""

from __future__ import annotations

import math
from pathlib import Path

import msgspec
import pytest
from typer.testing import CliRunner

from dungeontable.bots.ratings import GameRatings, LevelRating, entry_of, for_game, save
from dungeontable.bots.ratings import read as read_ratings
from dungeontable.cli import app
from dungeontable.sim.ladder import pairings, rate
from dungeontable.storage import GameRow


def row(seed: int, seating: tuple[str, ...], winners: tuple[int, ...]) -> GameRow:
    return GameRow(seed, seating, winners, (0.0,) * len(seating), None, 10, "done", 0.0)


def test_every_pair_plays_with_the_levels_alternating_over_the_seats() -> None:
    assert pairings(["a", "b", "c"], 2) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert pairings(["a", "b"], 4) == [("a", "b", "a", "b")]
    assert pairings(["a", "b", "a"], 3) == [("a", "b", "a")]
    with pytest.raises(ValueError, match="at least two different bot levels"):
        pairings(["a", "a"], 2)


def test_a_level_that_always_wins_rates_above_and_the_shares_add_up() -> None:
    games = []
    for seed in range(30):
        seating = ("strong", "weak") if seed % 2 == 0 else ("weak", "strong")
        games.append((seating, row(seed, seating, (seating.index("strong"),))))
    games.append((("strong", "weak"), row(30, ("strong", "weak"), (0, 1))))  # a shared win
    games.append((("strong", "weak"), row(31, ("strong", "weak"), ())))  # nobody won
    strong, weak = rate(["weak", "strong"], games)
    assert (strong.level, weak.level) == ("strong", "weak")
    assert strong.games == weak.games == 32
    assert (strong.wins, weak.wins) == (30.5, 0.5)
    assert strong.low > weak.high  # the 95% intervals do not overlap after 30 straight wins
    assert strong.sigma < 8.3334  # the games made it surer than OpenSkill's start (25/3)


def test_one_game_narrows_the_ratings_as_a_bayesian_update_with_no_drift() -> None:
    """The ladder's model (``stationary-full``): bots do not change between games (no drift,
    tau = 0) and a game narrows sigma by its full information (gamma = 1, no damping):
    sigma^2 <- sigma^2 (1 - sigma^2 p (1 - p) / c^2) with p = 1/2 between equal starts and
    c^2 = 2 sigma^2 + 2 beta^2; the winner's mu rises by sigma^2 (1 - p) / c."""
    first, second = rate(["a", "b"], [(("a", "b"), row(0, ("a", "b"), (0,)))])
    sigma, beta = 25 / 3, 25 / 6
    c2 = 2 * sigma**2 + 2 * beta**2
    narrowed = sigma * math.sqrt(1 - sigma**2 * 0.25 / c2)
    assert first.level == "a" and first.mu == pytest.approx(25 + sigma**2 * 0.5 / math.sqrt(c2))
    assert second.mu == pytest.approx(25 - sigma**2 * 0.5 / math.sqrt(c2))
    assert first.sigma == pytest.approx(narrowed) and second.sigma == pytest.approx(narrowed)
    assert round(narrowed, 4) == 7.9057  # the library's damped default leaves 8.0659
    (damped, _) = rate(["a", "b"], [(("a", "b"), row(0, ("a", "b"), (0,)))], model="weng-lin")
    assert round(damped.sigma, 4) == 8.0659


def test_errors_are_left_out_and_the_order_of_equal_levels_is_by_name() -> None:
    broken = row(0, ("b", "a"), ())
    broken = GameRow(**{**{f: getattr(broken, f) for f in GameRow.__struct_fields__}, "error": "x"})
    first, second = rate(["b", "a"], [(("b", "a"), broken)])
    assert (first.level, second.level, first.games) == ("a", "b", 0)


def test_the_ladder_command_rates_and_writes_a_page(tmp_path: Path) -> None:
    db, out = str(tmp_path / "ladder.db"), tmp_path / "page"
    args = ["ladder", "cardrogue", "--bots", "random,heuristic", "-n", "6", "--db", db]
    result = CliRunner().invoke(app, [*args, "--workers", "1", "-o", str(out), "--no-progress"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].split() == [
        "rank",
        "bot",
        "rating",
        "95%",
        "interval",
        "games",
        "wins",
        "(95%",
        "interval)",
    ]
    ranked = [line.split()[1] for line in lines[1:3]]
    assert sorted(ranked) == ["heuristic", "random"]
    assert all(line.split()[6] == "6" for line in lines[1:3])  # "low to high" is 3 words
    page = (out / "index.html").read_text(encoding="utf-8")
    assert "bot ladder" in page and "<td>heuristic</td>" in page and (out / "ladder.png").exists()
    assert "ratings by OpenSkill (Plackett-Luce, bots rated as unchanging: no drift" in page
    saved = tmp_path / "ratings.json"
    again = CliRunner().invoke(
        app, [*args, "--workers", "1", "--no-progress", "--save-ratings", str(saved)]
    )
    assert again.stdout.splitlines()[1:3] == lines[1:3]  # resumed from the store: same ratings
    assert again.stdout.splitlines()[-1] == f"ratings written to {saved}"
    entry = read_ratings(saved)["cardrogue"]
    assert entry.ladder == (
        "dungeontable ladder cardrogue --bots random,heuristic -n 6 --seats 2 --seed 0"
        " --model stationary-full"
    )
    for line in lines[1:3]:
        _, level, rating, low, _, high, games, *_ = line.split()
        shown = LevelRating(float(rating), float(low), float(high), int(games), 0.0)
        assert msgspec.structs.replace(entry.levels[level], win_rate=0.0) == shown


def test_the_rating_model_is_chosen_by_name_and_an_unknown_one_is_refused(tmp_path: Path) -> None:
    db = str(tmp_path / "ladder.db")
    args = ["ladder", "cardrogue", "--bots", "random,heuristic", "-n", "4", "--db", db]
    args += ["--workers", "1", "--no-progress"]
    shown = {}
    for model in ("stationary-full", "weng-lin"):
        result = CliRunner().invoke(app, [*args, "--model", model])
        assert result.exit_code == 0, result.output
        shown[model] = {
            line.split()[1]: line.split()[2] for line in result.stdout.splitlines()[1:3]
        }
    assert shown["stationary-full"] != shown["weng-lin"]  # the same 4 stored games, rated twice
    wrong = CliRunner().invoke(app, [*args, "--model", "elo"])
    assert wrong.exit_code == 2  # a usage error, as a bad option value
    assert "no rating model 'elo'; the models are weng-lin, stationary, stationary-full" in (
        wrong.output
    )


def test_a_ladder_of_one_level_is_a_usage_error() -> None:
    result = CliRunner().invoke(app, ["ladder", "cardrogue", "--bots", "random", "--no-progress"])
    assert result.exit_code == 2
    assert "at least two different bot levels" in result.output


def test_ratings_files_keep_every_game_and_round_to_a_tenth(tmp_path: Path) -> None:
    path = tmp_path / "ratings.json"
    assert read_ratings(path) == {}  # no file yet: nothing rated
    games = [(("strong", "weak"), row(seed, ("strong", "weak"), (0,))) for seed in range(8)]
    rated = rate(["strong", "weak"], games)
    save(path, "rdi", entry_of("ladder rdi", "2026-11-27", rated))
    save(path, "oots", GameRatings("ladder oots", "2026-11-27", {}))
    got = read_ratings(path)
    assert sorted(got) == ["oots", "rdi"]
    strong = got["rdi"].levels["strong"]
    assert strong.rating == round(rated[0].mu, 1) and strong.low == round(rated[0].low, 1)
    assert (strong.games, strong.win_rate) == (8, 1.0)
    assert for_game("no-such-game") is None  # the packaged file rates only real games


def test_a_cooperative_game_rates_whole_parties_against_the_game() -> None:
    assert pairings(["a", "b", "c"], 3, cooperative=True) == [
        ("a", "a", "a"),
        ("b", "b", "b"),
        ("c", "c", "c"),
    ]
    games = [
        (("good", "good"), row(s, ("good", "good"), (0, 1) if s % 4 else ())) for s in range(20)
    ]
    games += [
        (("poor", "poor"), row(s, ("poor", "poor"), (0, 1) if s % 4 == 0 else ()))
        for s in range(20)
    ]
    good, poor = rate(["poor", "good"], games, cooperative=True)
    assert (good.level, good.games, good.wins) == ("good", 20, 15.0)  # won 3 games in 4
    assert (poor.level, poor.games, poor.wins) == ("poor", 20, 5.0)  # won 1 in 4
    assert good.mu > poor.mu


def test_the_ladder_of_a_cooperative_game_seats_whole_parties(tmp_path: Path) -> None:
    from dungeontable import games
    from dungeontable.core import capabilities

    assert capabilities(games.get("dungeonfighter")).cooperative
    assert not capabilities(games.get("cardrogue")).cooperative
    db, out = str(tmp_path / "ladder.db"), tmp_path / "page"
    args = ["ladder", "dungeonfighter", "--bots", "random,heuristic", "-n", "3", "--db", db]
    result = CliRunner().invoke(app, [*args, "--workers", "1", "-o", str(out), "--no-progress"])
    assert result.exit_code == 0, result.output
    ranked = {line.split()[1]: line.split()[6] for line in result.stdout.splitlines()[1:3]}
    assert ranked == {"heuristic": "3", "random": "3"}  # 3 games each, as the whole party
    page = (out / "index.html").read_text(encoding="utf-8")
    assert "each bot level played 3 seeded games as the whole party" in page


def test_only_pairs_of_levels_that_do_not_search_play_the_quick_seeds() -> None:
    from dungeontable.sim.ladder import searches, seeds_of

    assert searches("ismcts-200", "rdi") and searches("ismcts-2000h", "rdi")
    assert not searches("random", "rdi") and not searches("heuristic", "rdi")
    seeds, quick = range(5, 9), range(5, 105)
    assert seeds_of(("random", "heuristic"), "rdi", seeds, quick) == quick
    assert seeds_of(("heuristic", "heuristic"), "rdi", seeds, quick) == quick  # a party
    assert seeds_of(("random", "ismcts-200"), "rdi", seeds, quick) == seeds
    assert seeds_of(("random", "heuristic"), "rdi", seeds) == seeds  # no quick games asked


def test_quick_games_rate_the_cheap_pairs_on_more_seeds_and_only_the_ladders_seeds(
    tmp_path: Path,
) -> None:
    db = str(tmp_path / "ladder.db")
    args = ["ladder", "rdi", "--bots", "random,heuristic,ismcts-1", "--db", db]
    args += ["--workers", "1", "--no-progress"]
    saved = tmp_path / "ratings.json"
    result = CliRunner().invoke(
        app, [*args, "-n", "2", "--quick-games", "8", "--save-ratings", str(saved)]
    )
    assert result.exit_code == 0, result.output
    games = {line.split()[1]: int(line.split()[6]) for line in result.stdout.splitlines()[1:4]}
    # random and heuristic met 8 times and each met ismcts-1 twice; ismcts-1 played 2 + 2
    assert games == {"random": 10, "heuristic": 10, "ismcts-1": 4}
    entry = read_ratings(saved)["rdi"]
    assert entry.ladder == (
        "dungeontable ladder rdi --bots random,heuristic,ismcts-1 -n 2 --quick-games 8 "
        "--seats 2 --seed 0 --model stationary-full"
    )
    # the same store, a smaller ladder: the 8 stored quick games are not rated in it
    again = CliRunner().invoke(app, [*args, "-n", "2"])
    assert again.exit_code == 0, again.output
    games = {line.split()[1]: int(line.split()[6]) for line in again.stdout.splitlines()[1:4]}
    assert games == {"random": 4, "heuristic": 4, "ismcts-1": 4}


def test_a_pairing_with_a_search_level_sends_its_games_one_by_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dungeontable.sim import ladder
    from dungeontable.sim.executors import local_workers
    from dungeontable.storage import open_store

    assert ladder.batch_of(("random", "ismcts-200"), "rdi") == 1
    assert ladder.batch_of(("random", "heuristic"), "rdi") is None  # the simulator's batches
    sent: dict[tuple[str, ...], int | None] = {}
    simulate = ladder.simulate

    def spy(*args: object) -> object:
        sent[args[2].bots] = args[6]  # type: ignore[attr-defined]
        return simulate(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(ladder, "simulate", spy)
    engine = open_store(str(tmp_path / "ladder.db"))
    with local_workers(1) as pool:
        ladder.play(engine, "rdi", None, ["random", "heuristic", "ismcts-1"], range(2), pool)
    assert sent == {
        ("random", "heuristic"): None,
        ("random", "ismcts-1"): 1,
        ("heuristic", "ismcts-1"): 1,
    }


def test_a_chain_pairs_each_level_with_its_neighbours_only() -> None:
    assert pairings(["a", "b", "c", "d"], 2, chain=True) == [("a", "b"), ("b", "c"), ("c", "d")]
    assert pairings(["a", "b", "c"], 3, chain=True) == [("a", "b", "a"), ("b", "c", "b")]
    assert pairings(["a", "b", "c"], 2, cooperative=True, chain=True) == [
        ("a", "a"),
        ("b", "b"),
        ("c", "c"),
    ]  # a party plays the game itself: no pairs to chain


def test_a_chain_ladder_plays_only_neighbours_and_stored_only_rates_without_playing(
    tmp_path: Path,
) -> None:
    db = str(tmp_path / "ladder.db")
    base = ["ladder", "rdi", "--bots", "random,heuristic,ismcts-1", "--db", db]
    base += ["--workers", "1", "--no-progress", "-n", "2", "--quick-games", "6"]
    chain = [*base, "--pairs", "chain"]
    empty = CliRunner().invoke(app, [*chain, "--stored-only"])
    assert empty.exit_code == 2
    assert "the store holds no game of this ladder yet (8 to play)" in empty.output
    played = CliRunner().invoke(app, chain)
    assert played.exit_code == 0, played.output
    games = {line.split()[1]: int(line.split()[6]) for line in played.stdout.splitlines()[1:4]}
    # random met heuristic 6 times, heuristic met ismcts-1 twice, random never met ismcts-1
    assert games == {"random": 6, "heuristic": 8, "ismcts-1": 2}
    again = CliRunner().invoke(app, [*chain, "--stored-only"])
    assert again.exit_code == 0, again.output
    assert again.stdout.splitlines()[:4] == played.stdout.splitlines()[:4]
    # the full round robin shares the chain's runs: its stored part rates without playing
    partial = CliRunner().invoke(
        app, [*base, "--stored-only", "--save-ratings", str(tmp_path / "r.json")]
    )
    assert partial.exit_code == 2
    assert "8 of the ladder's 10 games are stored so far" in partial.output
    assert "not writing" in partial.output and "(8 of 10 games stored)" in partial.output
    assert not (tmp_path / "r.json").exists()
    saved = tmp_path / "ratings.json"
    out = tmp_path / "page"
    written = CliRunner().invoke(app, [*chain, "--save-ratings", str(saved), "-o", str(out)])
    assert written.exit_code == 0, written.output
    assert read_ratings(saved)["rdi"].ladder == (
        "dungeontable ladder rdi --bots random,heuristic,ismcts-1 -n 2 --quick-games 6 "
        "--seats 2 --seed 0 --pairs chain --model stationary-full"
    )
    page = (out / "index.html").read_text(encoding="utf-8")
    assert "Each level and the next in the chain played 2 seeded games (6 where no" in page


def test_an_unknown_pairing_is_a_usage_error() -> None:
    result = CliRunner().invoke(
        app, ["ladder", "rdi", "--bots", "random,heuristic", "--pairs", "ring", "--no-progress"]
    )
    assert result.exit_code == 2
    assert "no pairing 'ring'; --pairs is one of all, chain" in result.output
