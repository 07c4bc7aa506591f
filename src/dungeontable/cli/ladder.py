"""``dungeontable ladder GAME --bots a,b,c -n N``: rate bot levels by round robin."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from dungeontable.core import capabilities

from .arguments import build_options, load_game
from .errors import UserError, out, user_errors
from .sim import (
    ClusterArg,
    DbArg,
    OptionsArg,
    ProgressArg,
    WorkersArg,
    progress_for,
    store_errors,
    workers_for,
)


def say(text: str) -> None:
    out.print(text, markup=False, highlight=False, soft_wrap=True)


def ladder(
    game: Annotated[str, typer.Argument(help="Game name (see: dungeontable games).")],
    bots: Annotated[
        str, typer.Option(help="Bot levels to rate, comma-separated (at least two).")
    ] = "random,heuristic",
    games: Annotated[
        int, typer.Option("--games", "-n", min=1, help="Games per pair of levels.")
    ] = 100,
    quick_games: Annotated[
        int | None,
        typer.Option(
            min=1,
            help="Games per pair (or party) of levels that do not search (random, heuristic: "
            "games of milliseconds); default: --games. More of them narrow those levels' "
            "intervals while the search pairs play the --games they can afford.",
        ),
    ] = None,
    seats: Annotated[int, typer.Option(min=2, help="Seats per game (levels alternate).")] = 2,
    option: OptionsArg = None,
    seed: Annotated[int, typer.Option(help="First seed; games use seed, seed+1, ...")] = 0,
    workers: WorkersArg = None,
    cluster: ClusterArg = None,
    db: DbArg = None,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write the HTML ladder into this folder.")
    ] = None,
    progress: ProgressArg = True,
    model: Annotated[
        str,
        typer.Option(
            help="Rating model: stationary-full (default: bots do not change between games, each "
            "game a full Bayesian update), stationary (no drift, damped updates) or weng-lin "
            "(OpenSkill's defaults, for people: drift and damped updates).",
        ),
    ] = "stationary-full",
    pairs: Annotated[
        str,
        typer.Option(
            help="Which levels meet: all (every pair, default) or chain (each level only its "
            "neighbours in the order of --bots, weakest first: the search levels spend their "
            "games on the level just below them, not on random).",
        ),
    ] = "all",
    stored_only: Annotated[
        bool,
        typer.Option(
            "--stored-only",
            help="Rate the games of this ladder that the store already holds and play none "
            "(to follow a ladder another process or a cluster is playing).",
        ),
    ] = False,
    save_ratings: Annotated[
        Path | None,
        typer.Option(
            help="Write the ratings into this JSON file (the lobby shows the packaged one, "
            "src/dungeontable/bots/ratings.json); other games' entries are kept."
        ),
    ] = None,
) -> None:
    """Play every pair of bot levels (seats rotated, resumable like sim) and rate the levels."""
    from dungeontable.sim.ladder import (
        MODELS,
        PAIRS,
        ladder_results,
        pairings,
        play,
        rate,
        seeds_of,
        stored_results,
    )
    from dungeontable.storage import open_store

    with user_errors(), store_errors():
        levels = [level.strip() for level in bots.split(",") if level.strip()]
        if pairs not in PAIRS:
            raise UserError(f"no pairing {pairs!r}; --pairs is one of {', '.join(PAIRS)}")
        chain = pairs == "chain"
        try:
            pairings(levels, seats, chain=chain)
        except ValueError as exc:
            raise UserError(str(exc)) from None
        if model not in MODELS:
            raise UserError(f"no rating model {model!r}; the models are {', '.join(MODELS)}")
        chosen = load_game(game)
        cooperative = capabilities(chosen).cooperative
        options = build_options(chosen, option or ())
        engine = open_store(db)
        seeds = range(seed, seed + games)
        quick_seeds = None if quick_games is None else range(seed, seed + quick_games)
        how = {"seats": seats, "cooperative": cooperative, "quick_seeds": quick_seeds}
        if stored_only:
            results = stored_results(
                engine, chosen.name, options, levels, seeds, chain=chain, **how
            )
            wanted = sum(
                len(seeds_of(seating, chosen.name, seeds, quick_seeds))
                for seating in pairings(levels, seats, cooperative, chain)
            )
            failed = sum(row.error is not None for _, row in results)
            complete = len(results) == wanted
            if not results:
                raise UserError(
                    f"the store holds no game of this ladder yet ({wanted:,} to play); "
                    "run the same command without --stored-only to play them"
                )
        else:
            with workers_for(cluster, workers) as pool, progress_for("ladder", progress) as bar:
                played = play(
                    engine,
                    chosen.name,
                    options,
                    levels,
                    seeds,
                    pool,
                    progress=bar,
                    chain=chain,
                    **how,
                )
            failed = sum(pairing.summary.failed for pairing in played)
            results = ladder_results(engine, played)
            wanted = sum(len(pairing.seeds) for pairing in played)
            complete = len(results) == wanted
        ratings = rate(levels, results, cooperative, model)
        from dungeontable.report.ladder import HEADERS, rows

        table = rows(ratings)
        widths = [max(len(h), *(len(r[i]) for r in table)) for i, h in enumerate(HEADERS)]
        say("  ".join(h.ljust(w) for h, w in zip(HEADERS, widths, strict=True)))
        for row in table:
            say("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip())
        if failed:
            say(f"{failed} games raised an error and were left out of the ratings")
        if not complete:
            say(f"{len(results):,} of the ladder's {wanted:,} games are stored so far")
        if save_ratings is not None and not complete:
            raise UserError(
                f"not writing {save_ratings}: the ladder is not complete ({len(results):,} of "
                f"{wanted:,} games stored), and its command would not give these ratings"
            )
        if save_ratings is not None:
            import datetime

            from dungeontable.bots.ratings import entry_of, save

            command = (
                f"dungeontable ladder {chosen.name} --bots {','.join(levels)} -n {games}"
                + ("" if quick_games is None else f" --quick-games {quick_games}")
                + f" --seats {seats} --seed {seed}"
                + (" --pairs chain" if chain else "")
                + "".join(f" --option {pair}" for pair in option or ())
                + f" --model {model}"
            )
            today = datetime.date.today().isoformat()
            save(save_ratings, chosen.name, entry_of(command, today, ratings))
            say(f"ratings written to {save_ratings}")
        if output is not None:
            from dungeontable.report.ladder import ladder_page

            output.mkdir(parents=True, exist_ok=True)
            page = ladder_page(
                chosen.title, ratings, games, output, cooperative, quick_games, model, chain
            )
            (output / "index.html").write_text(page, encoding="utf-8")
            say(f"ladder written to {output / 'index.html'}")
