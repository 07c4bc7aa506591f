"""Every rule the engine supports is reachable from the house content (issue 16): seeded games of
heuristic bots at four seats, the 16 plain characters in rotation, in which each rule below fires
at least once, proven by the events it produces (not by a card merely being played).

The rules: ending the turn (R-4.7), passing and splitting a Drink (R-7.5), forcing a Drink and
everyone drinks (R-13), turning Alcohol into Fortitude, the pot to the Inn (R-8.7), taking from
the pot, stealing winnings, paying an ante from the Inn (R-9.3), the "negate almost any card"
Negate (R-13 NEGATE_ALMOST_ANY), Elixirs (R-7.8) and a two-target card (R-6.8's Cleave, 002 L812).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from dungeontable.bots.runner import play_steps
from dungeontable.games.rdi import GAME
from dungeontable.games.rdi.bots import HeuristicBot
from dungeontable.games.rdi.content import house
from dungeontable.games.rdi.options import Options

PLAIN = (
    "bryn", "chronos", "daareka", "deirdre", "dimli", "eve", "fiona", "fleck",
    "gerki", "gog", "jasper", "joran", "sera", "tara", "whitehawk", "zot",
)  # fmt: skip
GAMES = 80  # 40 until the balance pass left one force-a-Drink card per deck (it fired once in 80)
SEATS = 4
RULES = (
    "end_turn",
    "pass_drink",
    "split_drink",
    "force_drink",
    "everyone_drinks",
    "alcohol_to_fortitude",
    "pot_to_inn",
    "take_from_pot",
    "steal_winnings",
    "pay_from_inn",
    "negate_almost_any",
    "elixir",
    "two_targets",
)


def _ops(card: Any) -> set[str]:
    found = set()
    for effect in card.effects:
        almost = effect.op == "negate" and effect.params.get("what") == "almost_any"
        found.add("negate_almost_any" if almost else effect.op)
        if effect.params.get("who") == "targets":
            found.add("two_targets")
    return found


def _fired(events: tuple[Any, ...], cards: Any) -> set[str]:
    """The rules one step's events prove happened."""
    kinds = {e.kind() for e in events}
    hurt = {e.seat for e in events if e.kind() == "stat-changed" and e.stat == "fortitude"}
    found: set[str] = set()
    for e in events:
        kind = e.kind()
        if kind == "card-resolved" and not e.negated and e.card in cards:
            ops = _ops(cards[e.card])
            proof = {
                "end_turn": "turn-ended-early" in kinds,
                "pass_drink": "redirected" in kinds,
                "split_drink": "redirected" in kinds,
                "force_drink": "drink-revealed" in kinds,
                "everyone_drinks": "drink-revealed" in kinds,
                "alcohol_to_fortitude": True,
                "pot_to_inn": any(x.kind() == "gambling-ended" and x.winner == -1 for x in events),
                "negate_almost_any": "negated" in kinds,
                "two_targets": len(hurt) >= 2,
            }
            found |= {rule for rule, ok in proof.items() if ok and rule in ops}
        elif kind == "gold-paid" and e.payer == -2 and e.payee >= 0:
            found.add("take_from_pot")
        elif kind == "gold-paid" and e.payer == -1 and e.payee == -2:
            found.add("pay_from_inn")
        elif kind == "control-taken" and e.how == "steal":
            found.add("steal_winnings")
        elif kind == "elixir-kept":
            found.add("elixir")
    return found


def test_every_rule_fires_in_seeded_bot_games() -> None:
    cards = house().catalog.cards
    fired: Counter[str] = Counter()
    endings: Counter[str] = Counter()
    for seed in range(GAMES):
        chars = tuple(PLAIN[(seed * SEATS + k) % len(PLAIN)] for k in range(SEATS))
        bot = HeuristicBot(GAME)
        last = None
        for step in play_steps(GAME, Options(characters=chars), [bot] * SEATS, seed):
            fired.update(_fired(step.events, cards))
            last = step
        assert last is not None and last.after.result is not None
        endings[last.after.result.reason] += 1
    assert {rule for rule in RULES if fired[rule] == 0} == set(), fired
    assert "turn cap reached" not in endings, endings


def test_the_house_decks_carry_every_rule() -> None:
    """Each rule is on a card of some plain character's deck (the Elixirs are Drinks)."""
    decks = house().decks
    ops = {op for cid in PLAIN for card in decks[cid] for op in _ops(card)}
    assert set(RULES) - {"elixir"} <= ops
    drinks = [c for c in house().catalog.cards.values() if c.type == "drink"]
    assert sum(1 for c in drinks if "elixir" in c.subtypes) >= 2
