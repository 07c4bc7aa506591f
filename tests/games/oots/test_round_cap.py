"""R370 (000 L483): the rulebook's game has no turn limit; a bot-only table gets a safety net.

``round_cap=-1`` (the default) is resolved by ``Oots.seat_options``: 120 rounds when no person
sits at the table (``sim``, bench, ladder), none at a table with a person; scenarios and
``setup`` without seat kinds keep -1, which is no cap either.
"""

from __future__ import annotations

from msgspec.structs import replace

from dungeontable.games.oots.actions import EndTurn, Stay
from dungeontable.games.oots.events import CollapseBegan
from dungeontable.games.oots.game import BOT_ROUND_CAP, Oots
from dungeontable.games.oots.options import Options

GAME = Oots()


def test_r370_person_table_has_no_cap_and_bot_table_has_sixty_rounds() -> None:
    assert Options().turn_limit == 0 and Options().round_cap == -1
    person = GAME.seat_options(Options(), ["human", "heuristic"])
    bots = GAME.seat_options(Options(), ["heuristic", "random"])
    assert person.round_cap == 0 and person.turn_limit == 0
    assert bots.round_cap == BOT_ROUND_CAP == 120
    chosen = GAME.seat_options(Options(round_cap=0), ["heuristic", "heuristic"])
    assert chosen.round_cap == 0  # asked for: no net even among bots
    assert GAME.seat_options(Options(round_cap=7), ["human"]).round_cap == 7


def _end_rounds(options: Options, turns_played: int) -> list[str]:
    """Ends the first player's turn with ``turns_played`` turns already played at 2 seats; the
    reasons of the collapses that began (none, or the round cap's)."""
    state = GAME.setup(options, 2, 3)
    while state.phase != "start":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    state = replace(state, turns_played=turns_played)
    kinds: list[str] = []
    for action in (Stay(), EndTurn()):
        step = GAME.apply(state, action)
        state = step[0]
        kinds += [e.reason for e in step[1] if isinstance(e, CollapseBegan)]
    return kinds


def test_r370_round_cap_collapses_after_its_last_round_only_when_set() -> None:
    # 2 seats, 3 rounds: the turn that makes 6 turns played ends in the collapse
    assert _end_rounds(Options(round_cap=3), 5) == ["round cap"]
    assert _end_rounds(Options(round_cap=3), 4) == []
    # automatic (-1, never resolved: a scenario or a bare setup) and 0: no cap at 1,000 rounds
    assert _end_rounds(Options(), 1_999) == []
    assert _end_rounds(Options(round_cap=0), 1_999) == []
