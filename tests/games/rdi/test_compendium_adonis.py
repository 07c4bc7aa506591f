"""Compendium 002 L51-83, Adonis's instruments: every example, with house stand-in cards.

Stand-ins (same kind and numbers as the example needs):
- "Sometimes they call me Adonis the Bard-barian!" -> ``adonis-bard-barian`` (Action: a player
  loses 2; smash an instrument: 4 instead).
- "These rippling muscles aren't just for show!" -> ``adonis-muscles`` (Sometimes hit back 1;
  smash: 3 instead).
- "Rhythmic beatdown" -> ``adonis-beatdown`` (Action: each other player loses 1; drum icon: 2).
- "Nope. Try again" -> ``adonis-encore`` (Sometimes: Negate a Sometimes card; must smash).
- Fiona's hit -> ``fiona-hit`` (a player loses 2); "I don't think so!" -> ``fiona-not-likely``;
  "Stop poking Gog" -> ``gog-duck`` (Ignore a card that would make you lose Fortitude).
"""

from __future__ import annotations

from dungeontable.games.rdi.hooks import extra_of, set_extra
from dungeontable.games.rdi.mechanics.instruments import Instrument, Instruments
from dungeontable.games.rdi.state import State

from .conftest import Table, build

ADONIS, ZOT, GOG, FIONA = 0, 1, 2, 1


def adonis_table(other: str, hand: tuple[str, ...], other_hand: tuple[str, ...] = ()) -> Table:
    seats = [
        {"character": "adonis", "hand": hand},
        {"character": other, "hand": other_hand},
        {"character": "gog"},
    ]
    return build(3, phase="action", seat=seats)


def instruments(t: Table) -> Instruments:
    return extra_of(t.state, ADONIS, Instruments) or Instruments()


def test_smash_the_drum_and_zot_loses_4() -> None:
    """L65: Adonis plays the Bard-barian card, smashes his drum, Zot loses 4 Fortitude."""
    t = adonis_table("zot", ("adonis-bard-barian",))
    assert "play card=adonis-bard-barian target=1 item=0 option=smash:drum" in t.legal()
    t.do("play card=adonis-bard-barian target=1 option=smash:drum")
    assert t.seat(ZOT).fortitude == 16
    assert instruments(t).smashed == ("drum",)


def test_without_a_smash_the_card_is_its_plain_self() -> None:
    t = adonis_table("zot", ("adonis-bard-barian",))
    t.do('play card=adonis-bard-barian target=1 option=""')
    assert t.seat(ZOT).fortitude == 18
    assert instruments(t).smashed == ()


def test_a_smashed_instrument_cannot_be_smashed_again() -> None:
    """L63: only intact instruments are offered."""
    t = adonis_table("zot", ("adonis-bard-barian",))
    t.state = _with_smashed(t, ("drum",))
    options = [a for a in t.legal() if "target=1" in a]
    assert [a.rsplit("option=", 1)[1] for a in options] == ['""', "smash:flute", "smash:lyre"]


def test_smashed_flute_is_not_refunded_when_the_hit_back_is_negated() -> None:
    """L71: Fiona hits Adonis; he hits back smashing his flute (3 instead of 1); Fiona Negates
    it with "I don't think so!": she loses nothing and the flute stays smashed."""
    seats = [
        {"character": "adonis", "hand": ("adonis-muscles",)},
        {"character": "fiona", "hand": ("fiona-hit", "fiona-not-likely")},
        {"character": "gog"},
    ]
    t = build(3, phase="action", active=FIONA, seat=seats)
    t.do("play card=fiona-hit target=0")
    assert t.seat(ADONIS).fortitude == 18
    assert t.decision.seat == ADONIS and t.decision.kind == "respond"
    t.do("play card=adonis-muscles target=1 option=smash:flute")
    assert instruments(t).smashed == ("flute",)  # paid as he plays it
    uid = t.state.stack.top.uid
    t.do(f"play card=fiona-not-likely item={uid}")
    assert t.seat(FIONA).fortitude == 20
    assert t.seat(ADONIS).fortitude == 18
    assert instruments(t).smashed == ("flute",)


def test_the_hit_back_with_a_smash_takes_3() -> None:
    """L71, had Fiona not answered: 3 instead of 1."""
    seats = [
        {"character": "adonis", "hand": ("adonis-muscles",)},
        {"character": "fiona", "hand": ("fiona-hit",)},
        {"character": "gog"},
    ]
    t = build(3, phase="action", active=FIONA, seat=seats)
    t.do("play card=fiona-hit target=0", "play card=adonis-muscles target=1 option=smash:flute")
    assert (t.seat(FIONA).fortitude, t.seat(ADONIS).fortitude) == (17, 18)


def test_rhythmic_beatdown_with_an_intact_drum() -> None:
    """L81: drum intact as the card resolves: each other player loses 2; the drum stays."""
    t = adonis_table("zot", ("adonis-beatdown",))
    t.do('play card=adonis-beatdown option=""')
    assert [t.seat(s).fortitude for s in (0, 1, 2)] == [20, 18, 18]
    assert instruments(t).smashed == ()


def test_rhythmic_beatdown_after_the_drum_is_smashed_for_nope() -> None:
    """L83: Gog Ignores the beatdown; Adonis Negates Gog's card with "Nope", smashing his drum;
    the drum is gone when the beatdown resolves, so each other player (Gog too) loses 1."""
    seats = [
        {"character": "adonis", "hand": ("adonis-beatdown", "adonis-encore")},
        {"character": "zot"},
        {"character": "gog", "hand": ("gog-duck",)},
    ]
    t = build(3, phase="action", seat=seats)
    t.do('play card=adonis-beatdown option=""')
    beatdown = t.state.stack.top.uid
    assert t.decision.seat == GOG
    t.do(f"play card=gog-duck item={beatdown}")
    duck = t.state.stack.top.uid
    assert t.decision.seat == ADONIS
    assert f"play card=adonis-encore target=-1 item={duck} option=smash:drum" in t.legal()
    assert not any("adonis-encore" in a and 'option=""' in a for a in t.legal())  # L73
    t.do(f"play card=adonis-encore item={duck} option=smash:drum")
    assert [t.seat(s).fortitude for s in (0, 1, 2)] == [20, 19, 19]
    assert instruments(t).smashed == ("drum",)
    assert t.state.stack.items == ()


def test_nope_cannot_be_played_with_every_instrument_smashed() -> None:
    """L73: no instrument to smash, no "Nope"."""
    seats = [
        {"character": "adonis", "hand": ("adonis-beatdown", "adonis-encore")},
        {"character": "zot"},
        {"character": "gog", "hand": ("gog-duck",)},
    ]
    t = build(3, phase="action", seat=seats)
    t.state = _with_smashed(t, ("flute", "lyre", "drum"))
    t.do('play card=adonis-beatdown option=""')
    beatdown = t.state.stack.top.uid
    t.do(f"play card=gog-duck item={beatdown}")
    # Adonis holds no playable answer, so he is not asked: the Ignore resolves, then the beatdown
    assert [t.seat(s).fortitude for s in (0, 1, 2)] == [20, 19, 20]


def test_a_restore_card_flips_a_smashed_instrument_back() -> None:
    """L75: two cards replace a smashed instrument."""
    t = adonis_table("zot", ("adonis-glue",))
    t.state = _with_smashed(t, ("lyre", "drum"))
    assert [a for a in t.legal() if "glue" in a] == [
        "play card=adonis-glue target=-1 item=0 option=restore:lyre",
        "play card=adonis-glue target=-1 item=0 option=restore:drum",
    ]
    t.do("play card=adonis-glue option=restore:drum")
    assert instruments(t).smashed == ("lyre",)


def _with_smashed(t: Table, smashed: tuple[Instrument, ...]) -> State:
    return set_extra(t.state, ADONIS, Instruments(smashed=smashed))
