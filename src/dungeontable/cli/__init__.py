"""The ``dungeontable`` command line: play, replay, rules, games, cards, scenario, bench, sim,
ladder, report, serve, db.

Exit codes: 0 success, 1 a check found problems, 2 a usage mistake (see ``errors``).
"""

from __future__ import annotations

import typer

from . import bench, cards, db, info, ladder, play, replay, scenario, serve
from . import report as report_cli
from . import sim as sim_cli

app = typer.Typer(
    name="dungeontable",
    help="Rules engine and digital table for dungeon-crawl tabletop games.",
    no_args_is_help=True,
    pretty_exceptions_show_locals=False,
    add_completion=False,
)
app.command("play")(play.play)
app.command("replay")(replay.replay_command)
app.command("rules")(info.rules)
app.command("games")(info.list_games)
app.command("bench")(bench.bench)
app.command("sim")(sim_cli.sim)
app.command("ladder")(ladder.ladder)
app.command("report")(report_cli.report)
app.command("serve")(serve.serve)
app.add_typer(cards.app, name="cards")
app.add_typer(scenario.app, name="scenario")
app.add_typer(db.app, name="db")


def main() -> None:
    """Console-script entry point."""
    app()
