"""Doctor Terci's Patients and Medical Supplies (002 L1525-1551): tokens (capped at three, a
split icon's choice), treating Waiting Patients into her hand, refilling slots at the start of
her turn (reshuffling the Patient discard pile), where a Patient goes when it leaves her hand
(ruling ``patient_discard``), the face-down Patient Deck in views and resampled views, what the
heuristic bot does, words, owners' packs, and seeded games with her at the table. The
compendium's example is ``scenarios/compendium_terci_l1543_*``."""

from __future__ import annotations

from pathlib import Path

from dungeontable.core import Rng, capabilities
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.patients import (
    MAX_TOKENS,
    Clinic,
    can_treat,
    gained,
    needs,
    refilled,
)
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import Table, build
from .seeded import seeded_steps


def test_the_compendium_numbers() -> None:
    """L1531: 14 Patients, two slots, three of each token."""
    assert len(house().catalog.deck("patients")) == 14
    assert MAX_TOKENS == 3
    assert Clinic(salve=3).tokens("salve") == 3


def test_a_fourth_token_is_not_gained() -> None:
    """L1551."""
    assert gained(Clinic(salve=2), "salve") == (Clinic(salve=3), True)
    assert gained(Clinic(salve=3), "salve") == (Clinic(salve=3), False)


def test_treating_needs_every_listed_token() -> None:
    cat = house().catalog
    noble = cat["patient_grateful_noble"]
    assert needs(noble) == {"salve": 1, "splint": 1, "bandage": 1}
    assert not can_treat(Clinic(salve=1, splint=1), noble)
    assert can_treat(Clinic(salve=1, splint=1, bandage=2), noble)


def test_empty_slots_refill_and_an_empty_deck_reshuffles_its_discard_pile() -> None:
    """L1547, L1551."""
    clinic = Clinic(waiting=("", "b"), deck=(), discard=("x", "y"))
    out, revealed, reshuffled, _ = refilled(clinic, Rng.from_seed(3))
    assert reshuffled and len(revealed) == 1 and out.waiting[1] == "b"
    assert out.waiting[0] in ("x", "y") and len(out.deck) == 1 and out.discard == ()
    full = Clinic(waiting=("a", "b"), deck=("c",))
    assert refilled(full, Rng.from_seed(3))[:3] == (full, (), False)


def terci(hand: list[str], phase: str = "action", **clinic: object) -> Table:
    extra: dict[str, object] = {"mechanic": "Clinic"}
    extra["waiting"] = ["patient_hungover", "patient_broken_guard"]
    extra["deck"] = ["patient_herbalist", "patient_pickpocket"]
    extra.update(clinic)
    seat = {"character": "terci", "hand": hand, "extra": [extra]}
    return build(3, phase=phase, seat=[seat, {"character": "fiona"}, {"character": "gog"}])


def test_treating_spends_the_tokens_and_empties_the_slot() -> None:
    t = terci(["terci-lance"], salve=2, splint=1)
    legal = [a.to_text() for a in GAME.legal_actions(t.state)]
    assert "treat-patient card=patient_hungover" in legal
    assert "treat-patient card=patient_broken_guard" not in legal  # needs two Splints
    t.do("treat-patient card=patient_hungover")
    clinic = t.seat(0).extra[0]
    assert (clinic.salve, clinic.splint, clinic.waiting) == (1, 1, ("", "patient_broken_guard"))
    assert t.seat(0).hand == ("terci-lance", "patient_hungover")
    assert t.decision is not None and t.decision.kind == "action"  # still her Action phase


def test_no_treatment_without_the_tokens() -> None:
    t = terci(["terci-lance"])
    assert not any("treat" in a.to_text() for a in GAME.legal_actions(t.state))


def test_a_patient_discarded_in_discard_and_draw_goes_to_the_patient_discard_pile() -> None:
    """Ruling ``patient_discard`` (default ``patients``): the pile L1551 reshuffles."""
    t = terci(["patient_hungover", "terci-lance"], phase="discard")
    t.do("discard card=patient_hungover")
    assert t.seat(0).extra[0].discard == ("patient_hungover",)
    assert t.seat(0).discard == ()
    extra = {"mechanic": "Clinic", "waiting": ["patient_hungover", "patient_broken_guard"]}
    seat = {"character": "terci", "hand": ["patient_herbalist"], "extra": [extra]}
    own = build(2, Options(patient_discard="own"), phase="discard", seat=[seat, {}])
    own.do("discard card=patient_herbalist")
    assert own.seat(0).discard == ("patient_herbalist",)


def test_the_patient_deck_is_face_down_to_everyone() -> None:
    """Its order is hidden from every seat, Terci included; what is left is public (a treated
    Patient is taken openly); determinize reshuffles it."""
    deck = ["patient_pickpocket", "patient_herbalist", "patient_dwarf_smith"]
    t = terci([], deck=deck)
    for seat in (0, 1, 2):
        seen = GAME.view(t.state, seat).seats[0].extra[0]
        assert isinstance(seen, Clinic) and seen.deck == tuple(sorted(deck))
        assert seen.waiting == ("patient_hungover", "patient_broken_guard")
    orders = set()
    for s in range(8):
        sampled = GAME.determinize(GAME.view(t.state, 1), 1, Rng.from_seed(s))
        clinic = sampled.seats[0].extra[0]
        assert isinstance(clinic, Clinic) and sorted(clinic.deck) == sorted(deck)
        orders.add(clinic.deck)
    assert len(orders) > 1


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_treats_a_patient_and_takes_the_token_its_patients_need() -> None:
    assert choose(terci(["terci-lance"], salve=1)) == "treat-patient card=patient_hungover"
    # the Waiting Patients need Salve (hungover) and two Splints (broken guard): Splint
    t = terci(
        ["terci-scalpel"], bandage=1, waiting=["patient_cut_mercenary", "patient_broken_guard"]
    )
    t.do("play card=terci-scalpel target=1")
    if t.decision is not None and t.decision.kind == "respond":
        t.do("pass")
    assert t.decision is not None and t.decision.kind == "supply"
    assert choose(t) == "take-supply token=splint"


def test_words_for_the_tokens_and_the_patients() -> None:
    words = capabilities(GAME).words(Options(), Names(("Ann", "Bob", "Cleo")))
    assert isinstance(words, RedDragonInnWords)
    t = terci(["terci-lance"], salve=1)
    t.do("treat-patient card=patient_hungover")
    said = [words.event(e) for e in t.events() if e.kind() == "patient-treated"]
    assert said == [
        "Ann treats An Adventurer, Badly Hung Over with Salve: the Patient joins their hand"
    ]


def test_seeded_games_with_terci_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("terci", "ozrik", "ohava", "gog"), steps=8000):
        seen.update(e.kind() for e in transition.events)
        clinic = state.seats[0].extra[0]
        assert isinstance(clinic, Clinic)
        assert all(0 <= clinic.tokens(k) <= 3 for k in ("salve", "splint", "bandage"))
        terci = state.seats[0]
        piles = (*terci.hand, *terci.discard, *terci.deck)  # out: her hand is discarded
        stack = [c for i in state.stack.items for c in i.payload.parts]
        held = [*clinic.deck, *clinic.discard, *(c for c in clinic.waiting if c)]
        held += [c for c in (*piles, *stack) if c.startswith("patient_")]
        assert len(held) == 14  # every Patient once
        if terci.alive:  # a Patient never joins her Character Deck or discard pile
            assert not any(c.startswith("patient_") for c in (*terci.discard, *terci.deck))
    assert {"supply-gained", "patient-treated", "patients-arrived"} <= seen


PACK = """[character]
id = "mirela"
name = "Mirela the Field Medic"
source = "house"
mechanics = ["patients"]

[[card]]
id = "mirela-bandage-up"
name = "Bandage up"
type = "anytime"
source = "house"
copies = 40
text = "Gain 1 Fortitude. Then take a Bandage Token."
effects = [{op = "heal", amount = 1}]
icons = [{op = "supply", kinds = ["bandage"]}]
"""


def test_an_owner_pack_may_use_patients(tmp_path: Path) -> None:
    path = tmp_path / "mirela.toml"
    path.write_text(PACK, encoding="utf-8")
    ((found, cards),) = owner_characters((str(path),))
    assert found.modules == ("patients",) and sum(c.copies for c in cards) == 40
    state = GAME.setup(Options(characters=("mirela", "gog"), cards=(str(path),)), 2, 1)
    clinic = state.seats[0].extra[0]
    assert isinstance(clinic, Clinic) and len(clinic.deck) == 12
    assert all(clinic.waiting)


def test_a_resampled_hand_holds_the_patients_she_treated() -> None:
    """Treating is public: another seat's resampled view puts the treated Patient in her hand."""
    pool = list(house().catalog.deck("patients"))
    waiting = ["", "patient_broken_guard"]
    deck = [c for c in pool if c not in ("patient_hungover", "patient_broken_guard")]
    t = terci(["patient_hungover", "terci-lance"], waiting=waiting, deck=deck, pool=pool)
    sampled = GAME.determinize(GAME.view(t.state, 2), 2, Rng.from_seed(1))
    hand = sampled.seats[0].hand
    assert len(hand) == 2 and "patient_hungover" in hand
