"""A PvP battle names its defender (R152; issue 14: the event had only the attacker, so the log
read "Alice attacked another player")."""

from __future__ import annotations

from dungeontable.core import capabilities
from dungeontable.core.words import Names
from dungeontable.games.oots import GAME
from dungeontable.games.oots.actions import AttackPlayer, Stay
from dungeontable.games.oots.events import BattleBegan, PvpBattleBegan
from dungeontable.games.oots.options import Options
from dungeontable.games.oots.render import render

from .conftest import act
from .test_pvp import duel


def test_a_ranged_attack_on_a_player_names_the_defender_in_the_event_and_the_log() -> None:
    state = duel({"at": [1, 0]}, {"at": [1, 2]})
    state, _ = act(state, Stay())
    state, events = act(state, AttackPlayer(seat=1))
    began = [e for e in events if isinstance(e, PvpBattleBegan | BattleBegan)]
    assert began == [PvpBattleBegan(seat=0, defender=1, distance=2)]
    assert began[0].to is None  # public
    words = capabilities(GAME).words(Options(), Names(("Alice", "Bob")))
    assert words.event(began[0]) == "Alice attacks Bob from 2 rooms away."
    battle = [line for line in render(GAME.view(state, None)).splitlines() if "Battle" in line]
    assert battle == ["Battle: Player 1 attacks Player 2 in the Damp Cellar on floor 1"]
