"""Setup (§1.2): stacks, deciding roll with tie rerolls (A-05), draft, layouts (A-59)."""

from __future__ import annotations

import msgspec

from dungeontable.games.cardrogue import GAME
from dungeontable.games.cardrogue.common.board import pack
from dungeontable.games.cardrogue.events import StartingPlayerChosen
from dungeontable.games.cardrogue.options import Options
from dungeontable.games.cardrogue.phases import DRAFT, EXPLORE

from .conftest import act, kinds, legal, rolls


def _scripted(seats: int, dice: tuple[int, ...], **options: object):  # type: ignore[no-untyped-def]
    state = GAME.setup(Options(**options), seats, 7)
    return msgspec.structs.replace(state, rng=state.rng.scripted(dice))


def test_setup_stacks_and_spare_starting_tiles() -> None:
    s = GAME.setup(Options(), 3, 1)
    assert (len(s.explore), len(s.pathing), len(s.shop)) == (77, 24, 22)
    assert s.removed == ("start",)  # 4 starting tiles, 3 players: one out of the game
    assert GAME.decision(s).kind == "deciding-roll"


def test_A05_highest_roll_starts_ties_reroll_among_the_tied() -> None:
    s = _scripted(3, (5, 5, 2, 4, 6))
    s, ev = act(s, "roll-die", "roll-die", "roll-die")
    assert kinds(ev, StartingPlayerChosen)[0].tied == (0, 1)
    assert GAME.decision(s).seat == 0
    s, ev = act(s, "roll-die", "roll-die")
    assert rolls(ev, "deciding") == [4, 6]
    assert s.order == (1, 2, 0)
    assert s.phase == DRAFT


def test_draft_goes_clockwise_from_the_starting_player() -> None:
    s = _scripted(3, (1, 6, 2))
    s, _ = act(s, "roll-die", "roll-die", "roll-die")
    assert GAME.decision(s).seat == 1
    assert legal(s) == [
        f"pick-character character={c}" for c in ("warrior", "rogue", "cleric", "explorer")
    ]
    s, _ = act(s, "pick-character character=rogue")
    assert GAME.decision(s).seat == 2
    assert "pick-character character=rogue" not in legal(s)
    s, _ = act(s, "pick-character character=warrior", "pick-character character=explorer")
    assert [p.character for p in s.players] == ["explorer", "rogue", "warrior"]
    assert [p.health for p in s.players] == [9, 8, 12]  # character max health (§3.1)
    assert s.phase == EXPLORE and s.seat == 1


def test_A59_row_layout() -> None:
    s = _scripted(2, (6, 1))
    s, _ = act(
        s,
        "roll-die",
        "roll-die",
        "pick-character character=cleric",
        "pick-character character=rogue",
    )
    assert s.players[0].pos == pack(0, 0) and s.players[1].pos == pack(5, 0)
    hidden = sorted(p for p, c in s.cells.items() if not c.up)
    expected = [pack(x, 0) for x in (-1, 1, 2, 3, 4, 6)] + [pack(0, 1), pack(5, 1)]
    assert hidden == sorted(expected)
    assert len(s.explore) == 77 - 8
    assert s.starts == (pack(0, 0), pack(5, 0))


def test_A59_square_layout_alternative() -> None:
    s = _scripted(4, (6, 1, 2, 3), layout="square")
    picks = [f"pick-character character={c}" for c in ("cleric", "rogue", "warrior", "explorer")]
    s, _ = act(s, "roll-die", "roll-die", "roll-die", "roll-die", *picks)
    assert s.starts == (pack(0, 0), pack(5, 0), pack(5, 5), pack(0, 5))
    assert s.cells[pack(5, 5)].mask == 0b1110  # exit faces north
    assert not s.cells[pack(5, 3)].up and not s.cells[pack(3, 5)].up


def test_solo_skips_the_deciding_roll() -> None:
    s = GAME.setup(Options(), 1, 3)
    assert s.phase == DRAFT and s.order == (0,)
    s, _ = act(s, "pick-character character=explorer")
    assert s.phase == EXPLORE
    assert len([c for c in s.cells.values() if not c.up]) == 3
