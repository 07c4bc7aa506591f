"""Zariah the Summoner's summons and Chimera (002 L1925-1974): placing summons, the flip, the
power-up option, the Chimera attack as her Action, the public Chimera, the heuristic bot, owners'
packs and seeded games. The compendium's examples and rules are
``scenarios/compendium_zariah_*``."""

from __future__ import annotations

from pathlib import Path

from dungeontable.core import Rng
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.mechanics.chimera import SUMMONS, Chimera, placed
from dungeontable.games.rdi.mechanics.events import ChimeraAttack
from dungeontable.games.rdi.options import Options

from .conftest import Table, build
from .seeded import seeded_steps


def test_placing_summons_and_the_flip() -> None:
    """L1937-1949: a new summon is placed; a placed one or a face-up Chimera places nothing;
    the third flips the Chimera face up and the tokens come off."""
    assert SUMMONS == ("scrappy", "bandit", "amber")
    one, flipped = placed(Chimera(), "bandit")
    assert one == Chimera(summons=("bandit",)) and not flipped
    assert placed(one, "bandit") == (one, False)
    assert placed(Chimera(face_up=True), "amber") == (Chimera(face_up=True), False)
    full, flipped = placed(Chimera(summons=("scrappy", "amber")), "bandit")
    assert full == Chimera(face_up=True) and flipped


def zariah(chimera: dict[str, object], hand: tuple[str, ...], phase: str = "action") -> Table:
    seat = {"character": "zariah", "hand": list(hand), "extra": [chimera]}
    return build(3, phase=phase, seat=[seat, {"character": "fiona"}, {"character": "gog"}])


def test_setup_puts_the_chimera_face_down_with_no_summon() -> None:
    state = GAME.setup(Options(characters=("zariah", "fiona")), 2, 3)
    assert state.seats[0].extra == (Chimera(),)


def test_the_power_up_is_offered_only_while_the_chimera_is_face_up() -> None:
    down = zariah({"mechanic": "Chimera"}, ("zariah-swipe",))
    assert "play card=zariah-swipe target=1 item=0 option=chimera" not in down.legal()
    up = zariah({"mechanic": "Chimera", "face_up": True}, ("zariah-swipe",))
    assert "play card=zariah-swipe target=1 item=0 option=chimera" in up.legal()
    up.do("play card=zariah-swipe target=1 option=chimera")
    assert up.state.seats[1].fortitude == 16  # the Chimera version: 4 instead of 2
    assert up.state.seats[0].extra[0] == Chimera(summons=("scrappy",))  # the icon still places


def test_the_attack_is_offered_only_in_her_own_action_phase_before_an_action() -> None:
    up = {"mechanic": "Chimera", "face_up": True}
    t = zariah(up, ("zariah-swipe",))
    assert [a for a in t.legal() if a.startswith("chimera")] == [
        "chimera-attack target=1",
        "chimera-attack target=2",
    ]
    t.do("play card=zariah-swipe target=1")  # her Action: no attack any more
    assert not any(a.startswith("chimera") for a in t.legal())
    assert not any(a.startswith("chimera") for a in zariah(up, (), "order").legal())
    assert not any(a.startswith("chimera") for a in zariah({"mechanic": "Chimera"}, ()).legal())


def test_the_attack_is_answered_like_her_action_card() -> None:
    fiona = {"character": "fiona", "hand": ["fiona-duck"]}
    seat = {"character": "zariah", "extra": [{"mechanic": "Chimera", "face_up": True}]}
    t = build(3, phase="action", seat=[seat, fiona, {"character": "gog"}])
    t.do("chimera-attack target=1")
    item = t.state.stack.items[-1]
    assert (item.counts_as, item.source, item.payload.card) == ("action", 0, "chimera_attack")
    assert t.decision is not None and (t.decision.seat, t.decision.kind) == (1, "respond")
    t.do("play card=fiona-duck item=1")
    assert t.state.seats[1].fortitude == 20 and t.state.phase == "order"


def test_the_chimera_is_public() -> None:
    t = zariah({"mechanic": "Chimera", "summons": ["amber"]}, ("zariah-swipe",))
    seen = {repr(GAME.view(t.state, seat).seats[0].extra) for seat in (0, 1, 2, None)}
    assert seen == {repr((Chimera(summons=("amber",)),))}


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_the_bot_dispels_for_the_attack_on_the_rival_nearest_to_passing_out() -> None:
    seat = {
        "character": "zariah",
        "hand": ["zariah-swipe"],
        "extra": [{"mechanic": "Chimera", "face_up": True}],
    }
    t = build(3, phase="action", seat=[seat, {"fortitude": 14}, {"fortitude": 9}])
    assert choose(t) == str(ChimeraAttack(target=2).to_text())


def test_the_bot_places_a_summon_of_its_choice() -> None:
    t = zariah({"mechanic": "Chimera", "summons": ["scrappy"]}, ("zariah-circle",))
    t.do("play card=zariah-circle")
    assert choose(t) == "place-summon which=bandit"


OWNER_PACK = """[character]
id = "brann"
name = "Brann the Beastcaller"
source = "house"
mechanics = ["chimera"]

[[card]]
id = "brann-call"
name = "Call the lion"
type = "action"
source = "house"
copies = 40
text = "Another player loses 2 Fortitude. Summon Scrappy."
effects = [{op = "hit", amount = 2}]
icons = [{op = "summon", which = "scrappy"}]
"""


def test_an_owner_pack_may_use_the_chimera_family(tmp_path: Path) -> None:
    path = tmp_path / "brann.toml"
    path.write_text(OWNER_PACK, encoding="utf-8")
    ((found, deck),) = owner_characters((str(path),))
    assert found.modules == ("chimera",) and sum(card.copies for card in deck) == 40
    state = GAME.setup(Options(characters=("brann", "gog"), cards=(str(path),)), 2, 1)
    assert state.seats[0].extra == (Chimera(),)


def test_seeded_games_with_zariah_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("zariah", "serena", "gog", "fiona")):
        seen.update(e.kind() for e in transition.events)
        chimera = state.seats[0].extra[0]
        assert isinstance(chimera, Chimera)
        assert len(chimera.summons) < 3 and not (chimera.face_up and chimera.summons)
    assert {"summon-placed", "chimera-flipped", "chimera-dispelled"} <= seen
