"""Why heuristic Wandering Xykon games reach the bots' round net (R370) without his death.

Plays seeded 4-seat (or ``--seats``) heuristic games of The Shortening's Wandering Xykon
(R318-R352) and, for every battle against him, compares what the player could have reached with a
natural 12 and the most help every other player still in the dungeon could give (R131: +2 per
Drool Factor, one Loot card per helper, Xykon Special: nobody may refuse, 000 L1804) with his
total (R342: printed numbers + 2 per Undead in his Minion Stack or on his floor). Prints, in
Markdown:

- games he dies in before the net, and games that reach it;
- the games by the Undead in his Minion Stack at the first battle against him;
- battles that no roll and no help could have won, in the games he dies in and in the others.

Usage: python benchmarks/oots_wx_stalls.py [--games 200] [--seed 0] [--seats 4] [--workers 2]
       [--option name=value ...]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from dungeontable import games
from dungeontable.bots.runner import seat_bots, seated_options
from dungeontable.core import parse_options
from dungeontable.games.oots import events as E
from dungeontable.games.oots.deck import cards_for
from dungeontable.games.oots.game import BOT_ROUND_CAP

XYKON = "wandering_xykon"
NET = BOT_ROUND_CAP
"""The bots' round net (R370) the games are played with (60 rounds until 28 November, now 120)."""


@dataclass(frozen=True)
class Battle:
    """One battle against Xykon: the Undead in his stack, his total, the player's total without
    the roll and with the help got, and the most help anyone could have given."""

    undead: int
    his_total: int
    own: int
    help_got: int
    help_best: int

    def winnable(self, help_: int) -> bool:
        """A natural 12 with ``help_`` beats his total (a tie is not a win, R109)."""
        return self.own + help_ + 12 > self.his_total


@dataclass(frozen=True)
class Game:
    seed: int
    killed: bool
    battles: tuple[Battle, ...]


def best_help(state: Any, seat: int) -> int:
    """The most help ``seat`` could be given: each other player in the dungeon once, each of
    the seat's Loot cards once, the biggest Drool Factors first (R131)."""
    cs = cards_for(state)
    me = state.players[seat]
    loot = list(dict.fromkeys((*me.stash, *me.equipped)))
    offers = sorted(
        (
            (2 * cs.loot[card].drool(p.character), i, card)
            for i, p in enumerate(state.players)
            if i != seat and p.left is None
            for card in loot
            if cs.loot[card].drool(p.character) > 0
        ),
        reverse=True,
    )
    helpers: set[int] = set()
    used: set[str] = set()
    total = 0
    for bonus, helper, card in offers:
        if helper in helpers or card in used:
            continue
        helpers.add(helper)
        used.add(card)
        total += bonus
    return total


def play(args: tuple[int, int, dict[str, Any]]) -> Game:
    """One seeded game, with every battle against Xykon."""
    seed, seats, extra = args
    game = games.get("oots")
    bots = ["heuristic"] * seats
    options = parse_options(
        game.Options,
        {"expansion": "shortening", "wandering_xykon": True, "round_cap": NET, **extra},
    )
    seated = seat_bots(game, bots, seed)
    state = game.setup(seated_options(game, options, bots), seats, seed)
    rngs = [rng for _, rng in seated]
    cs = cards_for(state)
    battles = []
    while game.outcome(state) is None:
        decision = game.decision(state)
        assert decision is not None
        seat = decision.seat
        action, rngs[seat] = seated[seat][0].choose(
            game.view(state, seat), game.legal_actions(state), rngs[seat]
        )
        transition = game.apply(state, action)
        for event in transition.events:
            if isinstance(event, E.BattleResolved) and event.monster == XYKON:
                battle = state.battle
                got = sum(h.bonus for h in battle.helps if h.status == "accepted")
                battles.append(
                    Battle(
                        undead=sum(
                            1 for m in state.wandering.minions if "undead" in cs.monsters[m].types
                        ),
                        his_total=event.monster_total,
                        own=event.player_total - event.roll - got,
                        help_got=got,
                        help_best=best_help(state, event.seat),
                    )
                )
        state = transition.state
    view = game.view(state, None)
    killed = view.lich_killer is not None and view.turns_played // seats < NET
    return Game(seed, killed, tuple(battles))


def bucket(undead: int | None) -> str:
    if undead is None:
        return "no battle"
    return "0-3" if undead <= 3 else "4-5" if undead <= 5 else "6 or more"


def report(played: Sequence[Game], seats: int, first: int) -> str:
    killed = [g for g in played if g.killed]
    capped = [g for g in played if not g.killed]
    lines = [
        f"Seeds {first}-{first + len(played) - 1}, {seats} heuristic seats, net {NET} rounds: "
        f"Xykon dies in {len(killed)} games, {len(capped)} reach the net.",
        "",
        "| Undead in his stack at the first battle | he dies | net reached |",
        "|---|---:|---:|",
    ]
    rows: Counter[tuple[str, bool]] = Counter(
        (bucket(g.battles[0].undead if g.battles else None), g.killed) for g in played
    )
    for name in ("0-3", "4-5", "6 or more", "no battle"):
        if rows[(name, True)] or rows[(name, False)]:
            lines.append(f"| {name} | {rows[(name, True)]} | {rows[(name, False)]} |")
    lines += [
        "",
        "| games | battles against him | lost even to a 12 with the help got "
        "| lost even to a 12 with the most help the other players could give |",
        "|---|---:|---:|---:|",
    ]
    for name, group in (("he dies", killed), ("net reached", capped)):
        battles = [b for g in group for b in g.battles]
        got = sum(1 for b in battles if not b.winnable(b.help_got))
        best = sum(1 for b in battles if not b.winnable(b.help_best))
        share = f" ({best / len(battles):.0%})" if battles else ""
        lines.append(f"| {name} | {len(battles)} | {got} | {best}{share} |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--option", action="append", default=[], help="name=value (repeat)")
    args = parser.parse_args(argv)
    extra: dict[str, Any] = {}
    for item in args.option:
        name, _, value = item.partition("=")
        extra[name] = {"true": True, "false": False}.get(value, value)
    jobs = [(seed, args.seats, extra) for seed in range(args.seed, args.seed + args.games)]
    played = []
    with ProcessPoolExecutor(args.workers) as pool:
        for done, game in enumerate(pool.map(play, jobs, chunksize=4), 1):
            played.append(game)
            print(f"\r{done}/{args.games} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(report(played, args.seats, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
