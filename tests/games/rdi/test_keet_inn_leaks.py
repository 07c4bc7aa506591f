"""Keet's face-down Artifacts in the pot and at the Inn stay hidden, per seat (002 L614, L634):
the Artifact Keet looks at as he antes it is known to him alone (his view and his copy of the
event), the Inn's face-down Artifacts to nobody; views of states that differ only there are the
same for every other seat and the spectator, and resampling (determinize) keeps each view."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from msgspec.structs import replace

from dungeontable.core import capabilities, events_for
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.mechanics.artifacts import DOWN, ArtifactLooked, Artifacts
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import Table, build

TESTS = str(Path(__file__).resolve().parents[2])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
from conformance.checks import enc  # noqa: E402
from conformance.leaks import check_no_leaks  # noqa: E402

UNSEEN = ["artifact_old_coin", "artifact_rusty_nail", "artifact_healing_salve"]


def table(options: Options | None = None) -> Table:
    """Fiona starts a round; Keet, with two face-down Artifacts, antes one (the scenario
    compendium_keet_l634_looked_at_pot_to_inn)."""
    keet = {
        "character": "keet",
        "gold": 0,
        "valuables": [DOWN, DOWN],
        "hand": ["keet-ill-take-that"],
        "extra": [{"mechanic": "Artifacts", "unseen": UNSEEN, "down": 2}],
    }
    seats = [keet, {"character": "fiona", "hand": ["fiona-deal-me-in"]}]
    seats.append({"character": "jasper", "hand": ["jasper-no-gambling"]})
    return build(3, options, phase="action", active=1, seat=seats)


def art(state: Any) -> Artifacts:
    found = next(x for x in state.seats[0].extra if isinstance(x, Artifacts))
    assert isinstance(found, Artifacts)
    return found


def with_artifacts(state: Any, value: Artifacts) -> Any:
    extra = tuple(value if isinstance(x, Artifacts) else x for x in state.seats[0].extra)
    seats = (replace(state.seats[0], extra=extra), *state.seats[1:])
    return replace(state, seats=seats)


def test_the_artifact_looked_at_is_named_to_keet_alone() -> None:
    """L634: the event naming it goes to Keet; the others learn only that he looked."""
    t = table()
    t.do("play card=fiona-deal-me-in")
    before = len(t.events())
    t.do("pass")
    step = t.events()[before:]
    assert art(t.state).looked == ("artifact_healing_salve",)
    assert t.state.gambling is not None and t.state.gambling.valuables == (DOWN,)
    mine = [e for e in events_for(step, 0) if isinstance(e, ArtifactLooked)]
    assert [e.card for e in mine] == ["artifact_healing_salve"]
    for seat in (1, 2, None):  # the other seats' copy names no card (spectators get none)
        theirs = [e for e in events_for(step, seat) if isinstance(e, ArtifactLooked)]
        assert [(e.seat, e.card) for e in theirs] == ([(0, "")] if seat is not None else [])
        assert b"healing" not in b"".join(enc(e) for e in events_for(step, seat))


def test_which_artifact_is_in_the_pot_changes_no_other_seat_view() -> None:
    t = table()
    t.do("play card=fiona-deal-me-in", "pass")
    state = t.state
    other = with_artifacts(
        state,
        replace(
            art(state),
            unseen=("artifact_old_coin", "artifact_healing_salve"),
            looked=("artifact_rusty_nail",),
        ),
    )
    for seat in (1, 2, None):
        assert enc(GAME.view(state, seat)) == enc(GAME.view(other, seat))
        shown = next(x for x in GAME.view(state, seat).seats[0].extra if isinstance(x, Artifacts))
        assert shown.looked == (DOWN,) and shown.unseen == tuple(sorted(UNSEEN))
    assert enc(GAME.view(state, 0)) != enc(GAME.view(other, 0))
    mine = next(x for x in GAME.view(state, 0).seats[0].extra if isinstance(x, Artifacts))
    assert mine.looked == ("artifact_healing_salve",)
    stats = check_no_leaks(GAME, [state], 3)
    assert stats.differing_determinizations > 0


def test_the_inns_face_down_artifact_is_hidden_from_every_seat() -> None:
    """L614 (option keet_inn_artifact = down): once at the Inn, nobody knows which it is, Keet
    included (he forgets it as it leaves the pot, see DESIGN.md); 'I'll take that!' deals it."""
    t = table()
    t.do("play card=fiona-deal-me-in", "pass", "play card=jasper-no-gambling")
    state = t.state
    assert state.inn_valuables == (DOWN,) and art(state).looked == ()
    assert art(state).down == 2
    for seat in (0, 1, 2, None):
        shown = next(x for x in GAME.view(state, seat).seats[0].extra if isinstance(x, Artifacts))
        assert shown.looked == () and shown.unseen == tuple(sorted(UNSEEN))
        assert GAME.view(state, seat).inn_valuables == (DOWN,)
    stats = check_no_leaks(GAME, [state], 3)
    assert stats.differing_determinizations > 0 and stats.event_comparisons > 0


def test_option_up_shows_the_inns_artifact_to_everyone() -> None:
    t = table(Options(keet_inn_artifact="up"))
    t.do("play card=fiona-deal-me-in", "pass", "play card=jasper-no-gambling")
    for seat in (0, 1, 2, None):
        assert GAME.view(t.state, seat).inn_valuables == ("artifact_healing_salve",)
    check_no_leaks(GAME, [t.state], 3)


def test_words_for_the_look_name_the_card_to_keet_only() -> None:
    words = capabilities(GAME).words(Options(), Names(("Ann", "Bob", "Cleo")))
    assert isinstance(words, RedDragonInnWords)
    mine = ArtifactLooked(seat=0, card="artifact_healing_salve", to=(0,))
    theirs = ArtifactLooked(seat=0, to=(1, 2))
    assert words.event(mine) == (
        "Ann looks at the face-down Artifact they ante: Jar of Troll-Fat Salve"
    )
    assert words.event(theirs) == "Ann looks at a face-down Artifact and antes it face down"
