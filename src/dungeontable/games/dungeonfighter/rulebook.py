"""Where each ruling sits in the printed rulebook, by the book's own section headings.

``dungeontable rules dungeonfighter`` shows these ("Rulebook: Swing and a Miss!") instead of the
rule map's references; the rule map (``docs/rules/dungeonfighter.md``, §5 and its table of
sections) grounds each one. Settings of the digital table that the book has no section for say
so.
"""

from __future__ import annotations

DIGITAL = "none (a setting of this digital table)"

SECTIONS: dict[str, str] = {
    "01": "Rules for Throwing Dice; Swing and a Miss!",
    "02": "Fight the Monster, Dice Color & Hero Sheets",
    "03": "Setup, step 10",
    "04": "Setup; Creating the Dungeon",
    "05": "Setup, the difficulty table",
    "06": "Game Components; Setup",
    "07": "Maintenance Phase, Reviving a Hero",
    "08": "Special Rooms, Shop",
    "09": "Fight the Monster",
    "10": "Icon Descriptions (the rule for every icon)",
    "11": "Fight the Monster, Dice Color & Hero Sheets",
    "12": "Fight the Monster; Hero Special Abilities",
    "13": "Special Abilities; Combining Specific Throws",
    "14": "Special Abilities",
    "15": "Monster Special Abilities, Hero Dice Immunity",
    "16": "Hero Special Abilities, Enchanting Melody",
    "17": "Monster Special Abilities, Critical Miss",
    "18": "Equipment Special Abilities",
    "19": "Equipment Special Abilities, Counterblow",
    "20": "Specific Throw Requirements on Weapons",
    "21": "Hero Special Abilities, Swing Again",
    "22": "Hero Special Abilities, Swing Twice",
    "23": "Impossible Situations",
    "24": "Endgame Scoring",
    "25": "Endgame Scoring",
    "26": "Special Rooms, Shop",
    "27": "Game Components",
    "28": "Hero Special Abilities, Seduction",
    "29": "Swing and a Miss!",
    "30": "Fight the Monster; Rules for Throwing Dice",
    "31": "Rules for Throwing Dice; Swing and a Miss!",
    "32": "Swing and a Miss!",
    "33": "Swing and a Miss!",
    "34": "Fight the Monster",
    "35": "Setup, the party leader",
    "36": "Fight the Monster, White Bonus Dice",
    "37": "Fight the Monster",
    "38": "Maintenance Phase; Quick Reference",
    "39": "Fight the Monster, White Bonus Dice",
    "40": "Fight the Monster; Fight Example",
    "41": "Rules for Throwing Dice; Specific Throw Requirements, Two-bounce Shot",
    "42": "Specific Throw Requirements, Spin Shot",
    "43": "Game Components",
    "44": "Equipment; Hero Special Abilities, Five-finger Discount",
    "45": "Monster Special Abilities, Heal after a Miss",
    "46": "Monster Special Abilities, Destroy Equipment",
    "47": "Hero Special Abilities, Berserk",
    "48": "Hero Special Abilities, Divine Intervention",
    "49": "Maintenance Phase; Equipment",
    "50": "Specific Throw Requirements on Monsters and Rooms",
    "51": "Hero Special Abilities, Tracking Strike",
    "52": "Hero Special Abilities, Heal Party; Equipment Special Abilities",
    "53": "Impossible Situations",
    "54": "Ending a Fight; Equipment Special Abilities, Counterblow",
    "55": "Monster Special Abilities; Equipment Special Abilities, Counterblow",
    "56": "Hero Special Abilities, Seduction",
    "57": "Fight the Monster, step 3; Equipment Special Abilities, Counterblow",
    "58": "Hero Special Abilities, Enchanting Melody; Monster Special Abilities, Small Target",
    "59": "Maintenance Phase (third scar); Equipment",
    "60": "Equipment Special Abilities, Counterblow",
    "61": "Hero Special Abilities, Tracking Strike; Equipment Special Abilities, Counterblow",
    "62": "Hero Special Abilities, Five-finger Discount; Monster Special Abilities",
    "63": "Icon Descriptions; Hero Special Abilities, Sworn Enemy",
    "64": "Equipment Special Abilities, Counterblow",
    "65": "Rules for Throwing Dice",
}
"""AMB-nn -> the rulebook sections its question comes from."""

SETTINGS: dict[str, str] = {
    "difficulty": "Setup, the difficulty table",
    "heroes": "Setup, choosing heroes",
    "resolver": DIGITAL,
    "skill": DIGITAL,
    "skills": DIGITAL,
    "human_noise": DIGITAL,
    "cards": DIGITAL,
}
"""Option name -> its section, for the settings that are no ruling of an ambiguity."""
