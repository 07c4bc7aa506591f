"""The compendium's Adonis and Remy examples (``compendium_*``) and one rule case per mechanic
(``mechanic_*``) as known-answer scenario files (STYLE 10), run by the core runner exactly as
``dungeontable scenario run FILE`` runs them."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dungeontable.core.game import Game
from dungeontable.core.scenario import run_scenario_file
from dungeontable.games.rdi import GAME

HERE = Path(__file__).parent / "scenarios"
FILES = sorted([*HERE.glob("compendium_*.toml"), *HERE.glob("mechanic_*.toml")])


def resolve(name: str) -> Game:
    assert name == "rdi"
    return GAME  # type: ignore[return-value]


EXAMPLES = {
    "adonis": 4,
    "remy": 1,
    "serena": 3,
    "zakhan": 4,
    "cormac": 4,
    "ohava": 1,
    "amundyr": 5,
    "bastian": 3,
    "kaylin": 3,
    "phyll": 4,
    "flower": 2,
    "spyke": 2,
    "samantha": 6,
    "lizwick": 5,
    "nitrel": 8,
    "molly": 5,
    "murgath": 4,
    "ozrik": 3,
    "warthorn": 6,
    "wizgille": 3,
    "zariah": 6,
    "ripsnarl": 4,
    "wench": 5,
    "terci": 1,
    "piper": 6,
    "phrenk": 1,
    "farai": 7,
    "dale": 9,
    "natyli": 15,
    "roxana": 8,
    "wrench": 13,
    "nerodia": 15,
    "petra": 8,
    "evilpooky": 12,
    "epicpooky": 3,
    "halden": 5,
    "torglesnarf": 9,
    "erin": 14,
    "keet": 12,
    "pooky": 13,
    "vlazlo": 14,
    "lichking": 6,
}
"""Worked examples per character: Adonis L65, L71, L81, L83; Remy L1297; Serena L1480-1484;
Zakhan L1893-1913; Cormac L189, L195, L207, L223; Ohava L1026; Amundyr L105, L111, L113, L115, L117
(her rules questions); Samantha L1442, L1446, L1447, L1448, L1452, L1456 (her rules);
Ozrik L1050, L1054, L1068;
Phyll L1156, L1160, L1162 (two: both halves keep it, its Alcohol split);
Bastian L138, L151, L153; Kaylin L560, L564, L570;
Warthorn L1675, L1677, L1681, L1685, L1689, L1697;
Wizgille L1765 (same player, different players), L1773; Terci L1543; Lizwick L690, L692, L696,
L700, L702 (her rules and the hand size example); Zariah L1935, L1967 and her rules L1943, L1945,
L1961, L1971; Ripsnarl L1335, L1337 and his rules L1317, L1329;
The Wench L1719 (Ignored and not), L1713, L1731, L1737 (her rules);
Piper L1180, L1182, L1190, L1192, L1196, L1198 (her rules);
Nitrel L940, L946, L960, L962, L966, L972, L976, L978;
Phrenk L1144; Molly L758, L766 and her rules L746, L754, L779;
Murgath L812 and his rules L810, L814, L816;
Farai's rules (he has no worked example) L392, L398, L399, L403, L405, L409, L411;
Dale's rules (no worked example either) L235, L243 (twice: discard one planted or the new
one), L251, L255, L257 (twice: Negated, Ignored), L263, L265;
Natyli L834, L848, L854, L860, L864, L866 and her rules L868, L878, L882, L886, and (numbered as
the text now runs) L838 (Duck! cannot answer the strike; a Tree under ruling debuff_modifiers,
twice), L846 (a Raven under ruling debuff_modifiers, twice);
Pooky L1224, L1226, L1232, L1236, L1240, L1254, L1258 and (numbered as the text now runs)
L1233, L1235, L1239, L1243, L1249, L1253;
Roxana L1363, L1365, L1371, L1373, L1400, L1406, L1410, L1412;
Nerodia's rules (no worked example) L900, L902 (three: an empty hand too), L904 (twice: others
still Petrify), L912 (twice: Negated, Ignored), L914, L916, L919, L921 (twice), L925, L927;
Petra's rules (no worked example) L1080, L1084 (three), L1088, L1094, L1098, L1102;
Wrench L1797, L1801, L1807, L1815, L1817, L1825, L1855, L1857 and (numbered as the text now
runs) his rules L1807 (a heal for all), L1843 (twice: reduced, cut to 0), L1849, and L1835 (Kaylin's
Bitey Wulfric against a Gizmo);
Evil Pooky's rules (no worked example) L358, L366, L368 (twice), L372, L374, L376, L378 (twice),
L380, L382 (twice);
Epic Pooky's rules (no worked example) L1273 (twice), L1276;
Halden L468, L488, L498, L506 and his rule L500 (a combo redirected like an Action card);
Torglesnarf L1572, L1574, L1584, L1585, L1594, L1604 and his rules L1609, L1613, L1615;
Erin L291 (twice), L311, L315, L317, L321, L327, L331, L335, L337, L339 and her Tree rules L302,
L304;
Keet L604, L610, L614, L624, L626, L630, L634 (three), L646 and (numbered as the text now runs)
L586, L638;
Vlazlo's rules (no worked example) L1633, L1637 (four), L1647, L1649, L1651 (twice: past 7), L1653,
L1659 (four);
the Lich King's rules (no worked example) L660 (an Event's Drink), L662 (twice: Hands Off reaches a
finger only on a Drink), L666, L660 (a finger Ignores a Pain Curse's strike, twice: ruling
debuff_ignored)."""
RULE_CASES = {
    "adonis",
    "jett",
    "lucky",
    "remy",
    "ygella",
    "serena",
    "zakhan",
    "cormac",
    "ohava",
    "amundyr",
    "bastian",
    "kaylin",
    "phyll",
    "flower",
    "spyke",
    "samantha",
    "lizwick",
    "nitrel",
    "molly",
    "murgath",
    "ozrik",
    "warthorn",
    "wizgille",
    "terci",
    "zariah",
    "piper",
    "ripsnarl",
    "phrenk",
    "wench",
    "farai",
    "dale",
    "lichking",
    "natyli",
    "roxana",
    "wrench",
    "nerodia",
    "petra",
    "evilpooky",
    "epicpooky",
    "halden",
    "torglesnarf",
    "erin",
    "keet",
    "pooky",
    "vlazlo",
}
"""Characters with a ``mechanic_*`` rule case (Jett, Lucky and Ygella have no example)."""


def test_every_character_example_has_a_file() -> None:
    names = [f.stem.split("_") for f in FILES]
    found = Counter(n[1] for n in names if n[0] == "compendium")
    assert {c: found[c] for c in EXAMPLES} == EXAMPLES
    assert {n[1] for n in names if n[0] == "mechanic"} >= RULE_CASES


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_compendium_scenario(path: Path) -> None:
    result = run_scenario_file(path, resolve)
    assert result.failures == ()
