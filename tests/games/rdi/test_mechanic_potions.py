"""Brewmaster Phrenk's Potions (002 L1108-1146): the face-up Potion at setup and each turn (keep
one, a Mishap discards both, reshuffle), playing a Potion from in front of any holder, selling to
a willing buyer at the fixed price, the Potion Deck's hidden order, what the heuristic bot does,
words, owners' packs, and seeded games with him at the table. The compendium's example is
``scenarios/compendium_phrenk_l1144_*``; the rules are ``mechanic_phrenk_*``."""

from __future__ import annotations

from pathlib import Path

from dungeontable.bots.runner import play_game
from dungeontable.core import Rng, capabilities
from dungeontable.core.options import parse_options
from dungeontable.core.words import Names
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots.heuristic import HeuristicBot
from dungeontable.games.rdi.characters.registry import owner_characters
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.mechanics.potions import Brewery, price_of
from dungeontable.games.rdi.options import Options
from dungeontable.games.rdi.words import RedDragonInnWords

from .conftest import Table, build
from .seeded import seeded_steps

POTIONS = house().catalog.deck("potions")


def test_the_potion_deck() -> None:
    """Two Brewing Mishaps (L1122); the stand-in for Acid Spit costs 1 Gold (L1144)."""
    cat = house().catalog
    assert sum("mishap" in cat[c].subtypes for c in POTIONS) == 2
    assert len(POTIONS) == 14
    assert price_of(cat["potion_acid_spit"]) == 1 and price_of(cat["potion_troll_blood"]) == 2


def test_setup_puts_one_potion_face_up_in_front_of_him() -> None:
    """L1114 (a Mishap on top is simply discarded); when he goes first his turn has already
    revealed the next one (L1120)."""
    for seed in range(6):
        state = GAME.setup(Options(characters=("gog", "phrenk")), 2, seed)
        phrenk = state.seats[1]
        brewery = phrenk.extra[0]
        assert isinstance(brewery, Brewery)
        shown = [*phrenk.front, *brewery.discard, *([brewery.revealed] if brewery.revealed else [])]
        assert len(brewery.deck) + len(shown) == 14 and len(phrenk.front) <= 1


def phrenk_table(front: list[str], gold: int = 10, buyer_gold: int = 10) -> Table:
    brewery = {"mechanic": "Brewery", "deck": ["potion_clear_head", "potion_fizzing_bomb"]}
    phrenk = {"character": "phrenk", "front": front, "gold": gold, "extra": [brewery]}
    fiona = {"character": "fiona", "gold": buyer_gold}
    return build(3, phase="action", seat=[phrenk, fiona, {"character": "gog", "gold": 1}])


def test_offers_go_only_to_players_who_can_pay_the_price() -> None:
    """L1132: the price is fixed; Gog has 1 Gold, the Troll-Blood Draught costs 2."""
    t = phrenk_table(["potion_troll_blood"])
    offers = [a.to_text() for a in GAME.legal_actions(t.state) if "offer" in a.to_text()]
    assert offers == ["offer-potion buyer=1"]
    t = phrenk_table([])
    assert not any("offer" in a.to_text() for a in GAME.legal_actions(t.state))


def test_a_buyer_may_hold_several_potions_and_play_them_like_hand_cards() -> None:
    """L1138: buyers keep several; L1128: played as though in hand, as their type, only by
    their holder; a played Potion goes to Phrenk's Potion discard pile."""
    fiona = {
        "character": "fiona",
        "fortitude": 12,
        "front": ["potion_troll_blood", "potion_fizzing_bomb"],
    }
    gogs = build(3, phase="action", seat=[{"character": "gog"}, fiona, {"character": "phrenk"}])
    assert not any("card=potion" in a.to_text() for a in GAME.legal_actions(gogs.state))
    t = build(3, phase="action", seat=[fiona, {"character": "gog"}, {"character": "phrenk"}])
    legal = {a.to_text() for a in GAME.legal_actions(t.state)}
    assert 'play card=potion_troll_blood target=-1 item=0 option=""' in legal
    assert 'play card=potion_fizzing_bomb target=-1 item=0 option=""' in legal
    t.do("play card=potion_troll_blood")
    while t.decision is not None and t.decision.kind == "respond":
        t.do("pass")  # Phrenk's own face-up Potion gives him a chance to answer
    assert t.seat(0).fortitude == 15 and t.seat(0).front == ("potion_fizzing_bomb",)
    assert t.seat(2).extra[0].discard == ("potion_troll_blood",)


def test_the_potion_deck_order_is_hidden_from_everyone() -> None:
    t = phrenk_table(["potion_acid_spit"])
    for seat in (0, 1, 2):
        seen = GAME.view(t.state, seat).seats[0].extra[0]
        assert isinstance(seen, Brewery)
        assert seen.deck == ("potion_clear_head", "potion_fizzing_bomb")
    orders = {
        GAME.determinize(GAME.view(t.state, 1), 1, Rng.from_seed(s)).seats[0].extra[0].deck  # type: ignore[attr-defined]
        for s in range(8)
    }
    assert len(orders) == 2


def choose(t: Table) -> str:
    decision = t.decision
    assert decision is not None
    view = GAME.view(t.state, decision.seat)
    action, _ = HeuristicBot(GAME).choose(view, GAME.legal_actions(t.state), Rng.from_seed(1))
    return action.to_text()


def test_bot_sells_when_short_of_gold_and_buys_with_gold_to_spare() -> None:
    assert choose(phrenk_table(["potion_troll_blood"], gold=2)) == "offer-potion buyer=1"
    assert "offer" not in choose(phrenk_table(["potion_troll_blood"], gold=9))
    t = phrenk_table(["potion_troll_blood"], gold=2).do("offer-potion buyer=1")
    assert choose(t) == "buy-potion answer=yes"
    t = phrenk_table(["potion_troll_blood"], gold=2, buyer_gold=4).do("offer-potion buyer=1")
    assert choose(t) == "buy-potion answer=no"


def test_words_for_selling_a_potion() -> None:
    words = capabilities(GAME).words(Options(), Names(("Ann", "Bob", "Cleo")))
    assert isinstance(words, RedDragonInnWords)
    t = phrenk_table(["potion_acid_spit"]).do("offer-potion buyer=1", "buy-potion answer=yes")
    said = [words.event(e) for e in t.events() if e.kind().startswith("potion-")]
    assert said == [
        "Ann offers Spit-Venom Tonic to Bob for 1 Gold",
        "Bob buys Spit-Venom Tonic for 1 Gold and sets it out in front",
    ]


def test_seeded_games_with_phrenk_end_by_the_rules() -> None:
    seen: set[str] = set()
    for state, transition in seeded_steps(("phrenk", "piper", "terci", "gog"), steps=8000):
        seen.update(e.kind() for e in transition.events)
        brewery = state.seats[0].extra[0]
        assert isinstance(brewery, Brewery)
        fronts = [c for s in state.seats for c in s.front if c.startswith("potion_")]
        stack = [c for i in state.stack.items for c in i.payload.parts]
        pending = [brewery.revealed] if brewery.revealed else []
        where = [*brewery.deck, *brewery.discard, *fronts, *stack, *pending]
        assert sum(c.startswith("potion_") for c in where) == 14  # every Potion once
        assert len([c for c in state.seats[0].front if c.startswith("potion_")]) <= 1
    assert {"potion-revealed", "potion-offered"} <= seen


PACK = """[character]
id = "bubbles"
name = "Bubbles the Apprentice Brewer"
source = "house"
mechanics = ["potions"]

[[card]]
id = "bubbles-stir"
name = "Stir the pot"
type = "action"
source = "house"
copies = 40
text = "Another player loses 1 Fortitude."
effects = [{op = "hit", amount = 1}]
"""


def test_an_owner_pack_may_use_potions(tmp_path: Path) -> None:
    path = tmp_path / "bubbles.toml"
    path.write_text(PACK, encoding="utf-8")
    ((found, cards),) = owner_characters((str(path),))
    assert found.modules == ("potions",) and sum(c.copies for c in cards) == 40
    state = GAME.setup(Options(characters=("gog", "bubbles"), cards=(str(path),)), 2, 1)
    brewery = state.seats[1].extra[0]
    assert isinstance(brewery, Brewery) and len(brewery.deck) + len(brewery.discard) >= 12


def test_phrenk_offers_a_potion_only_to_a_player_who_would_buy_it() -> None:
    """The rules set no limit on offers: Phrenk's bot offered a weak Potion to a rich Boss who
    refused it, again and again, and the game never ended (seed 100, Boss Pooky or Wrench)."""
    for boss in (0, 3):
        options = parse_options(
            GAME.Options, {"characters": ["pooky", "fiona", "phrenk", "wrench"], "boss": boss}
        )
        outcome, steps = play_game(GAME, options, ["heuristic"] * 4, 100, 20_000)
        assert outcome is not None and outcome.reason != "turn_cap" and steps < 20_000


def named_table(front: list[str], held: list[str], gold: int = 2) -> Table:
    """Phrenk, short of Gold, and Fiona holding face-up Artifacts she got from Keet (L630)."""
    brewery = {"mechanic": "Brewery", "deck": ["potion_clear_head", "potion_fizzing_bomb"]}
    phrenk = {"character": "phrenk", "front": front, "gold": gold, "extra": [brewery]}
    fiona = {"character": "fiona", "valuables": held}
    keet = {"character": "keet", "gold": 0, "valuables": ["artifact_face_down"] * 2}
    unseen = ["artifact_old_coin", "artifact_rusty_nail"]
    keet["extra"] = [{"mechanic": "Artifacts", "unseen": unseen, "down": 2}]
    return build(3, phase="action", seat=[phrenk, fiona, keet])


def test_phrenk_may_name_only_a_face_up_artifact_of_the_buyer() -> None:
    """L630: "a particular face-up Artifact": Keet's face-down one is never named."""
    t = named_table(["potion_troll_blood"], ["artifact_box_of_banishing"])
    offers = [a.to_text() for a in GAME.legal_actions(t.state) if "offer" in a.to_text()]
    assert offers == [
        "offer-potion buyer=1",
        "offer-potion-for buyer=1 artifact=artifact_box_of_banishing",
        "offer-potion buyer=2",
    ]


def test_bot_names_a_useful_artifact_only_when_the_buyer_would_give_it_up() -> None:
    """Phrenk's bot names the buyer's Box of Banishing for a Potion worth 5 (the buyer's bot
    gives it up for that), never the harmful Gleaming Gem, and not for the Mirror-Skin Philter
    (worth 4: the buyer would refuse and ask again)."""
    box, gem = "artifact_box_of_banishing", "artifact_gleaming_gem"
    t = named_table(["potion_troll_blood"], [box, gem])
    assert choose(t) == f"offer-potion-for buyer=1 artifact={box}"
    t.do(f"offer-potion-for buyer=1 artifact={box}")
    assert choose(t) == "buy-potion answer=yes"
    t.do("buy-potion answer=yes")  # the Box is 1 Gold; the other is Fiona's choice
    assert choose(t) == f"pay-with card={gem}"
    t.do(f"pay-with card={gem}")
    assert t.seat(0).valuables == (box, gem) and t.seat(0).gold == 2
    assert t.seat(1).valuables == () and t.seat(1).gold == 10
    assert t.seat(1).front == ("potion_troll_blood",)
    assert choose(named_table(["potion_troll_blood"], [gem])) == "offer-potion buyer=1"
    t = named_table(["potion_mirror_skin"], [box])
    assert choose(t) == "offer-potion buyer=1"
    t.do(f"offer-potion-for buyer=1 artifact={box}")
    assert choose(t) == "buy-potion answer=no"


def test_bot_answers_a_request_naming_an_artifact() -> None:
    """Asked for his Potion (L1134), Phrenk's bot answers naming the Box (L630), which the
    asking bot accepts."""
    box = "artifact_box_of_banishing"
    brewery = {"mechanic": "Brewery", "deck": ["potion_clear_head"]}
    phrenk = {"character": "phrenk", "front": ["potion_troll_blood"], "gold": 2}
    phrenk["extra"] = [brewery]
    t = build(3, phase="action", active=1, seat=[phrenk, {"valuables": [box]}, {}])
    t.do("ask-potion seller=0")
    assert choose(t) == f"sell-potion-for artifact={box}"
    t.do(f"sell-potion-for artifact={box}")
    assert choose(t) == "buy-potion answer=yes"


def test_words_for_a_potion_sold_for_a_named_artifact() -> None:
    words = capabilities(GAME).words(Options(), Names(("Ann", "Bob", "Cleo")))
    assert isinstance(words, RedDragonInnWords)
    box = "artifact_box_of_banishing"
    t = named_table(["potion_troll_blood"], [box])
    t.do(f"offer-potion-for buyer=1 artifact={box}", "buy-potion answer=yes")
    said = [words.event(e) for e in t.events() if e.kind().startswith("potion-")]
    assert said == [
        "Ann will sell Troll-Blood Draught to Bob only if paid with Box of Banishing"
        " (1 Gold of its 2)",
        "Bob buys Troll-Blood Draught for 2 Gold and sets it out in front",
    ]
    start = named_table(["potion_troll_blood"], [box]).state
    offer = next(a for a in GAME.legal_actions(start) if "artifact=" in a.to_text())
    assert "only if paid with Box of Banishing" in words.action(offer, GAME.view(start, 0))
