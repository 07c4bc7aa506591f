"""The rulings in plain words, and the rulebook section each one concerns, for people.

``dungeontable rules cardrogue`` and the lobby show, for every ruling A-01..A-60 and every
setting, the section of the Card Rogue rulebook it is about, by the book's own headings
("Combat, Fleeing from an enemy"), and what the default reading means at the table. The
references by rule id (``docs/rules/cardrogue.md``, which cites the book by line) stay in
``Ruling.ref`` for developers. Keys: the ruling's two digits, or the setting's option name.
"""

from __future__ import annotations

SECTIONS: dict[str, str] = {
    "01": "Turns, Standard turn sequence; Clarifications, Adjacent tile",
    "02": "Turns, Walls and paths",
    "03": "Turns, Standard turn sequence; Clarifications, Adjacent tile",
    "04": "Turns, Standard turn sequence; Combat, Slaying an enemy; Tiles, The fountain of healing",
    "05": "Starting the game, The deciding roll and characters",
    "06": "Clarifications, Attack roll and Min. attack",
    "07": "Combat, Combat turn sequence; Clarifications, Dodges player's attack",
    "08": "Interacting with other players, Surround an enemy",
    "09": "Clarifications, Basilisk",
    "10": "Clarifications, Paralysis and Poison",
    "11": "Tiles, Traps; Clarifications, Potion (Paralysis)",
    "12": "Clarifications, Paralysis",
    "13": "Clarifications, Poison",
    "14": "Combat, Player dies",
    "15": "Combat, Player dies",
    "16": "Interacting with other players, Trading; Weapons and armor",
    "17": "Clarifications, +X and -X to max health",
    "18": "Clarifications, Cursed and Remove all your cursed items",
    "19": "Clarifications, Block enemy's attack this turn",
    "20": "Clarifications, Reroll twice and Secondary hand slot",
    "21": "Interacting with other players, Surround an enemy",
    "22": "Potions, Properties of a potion; Clarifications, Potion (Teleportation)",
    "23": "Clarifications, Attack is double the roll",
    "24": "Clarifications, Min. attack and +X to attack roll",
    "25": "Combat, Fleeing from an enemy; Clarifications, Flee",
    "26": "Combat, Fleeing from an enemy; Interacting with other players, Surround an enemy",
    "27": "Combat",
    "28": "Clarifications, Flee",
    "29": "Combat, Slaying an enemy",
    "30": "Goals, The end rush; Clarifications, Potion (Teleportation)",
    "31": "Goals, The end rush; Clarifications, Starting tile",
    "32": "Goals, Game over scoring",
    "33": "Goals, The chest and key",
    "34": "Starting the game, Playing by yourself; Goals, The basilisks",
    "35": "Exceptional rules, All pathing tiles lead to dead ends",
    "36": "Tiles, The Shop, Items",
    "37": "Interacting with other players, Tripping and Stealing",
    "38": "Interacting with other players, Tripping",
    "39": "Clarifications, Can flee",
    "40": "Clarifications, Potion (Strength, Weakness, Healing)",
    "41": "Tiles, The Shop, Buy and sell",
    "42": "Tiles, The Shop, Buy and sell",
    "43": "Tiles, The Shop, Items",
    "44": "Clarifications, Poison instead heals",
    "45": "Exceptional rules, All pathing tiles lead to dead ends",
    "46": "Turns, Standard turn sequence",
    "47": "Interacting with other players, Stealing; Potions, Properties of a potion",
    "48": "Weapons and armor",
    "49": "Clarifications, Attack again",
    "50": "Tiles, Traps; Exceptional rules, Other exceptions",
    "51": "Clarifications, Potion (Paralysis)",
    "52": "Turns, Standard turn sequence; Clarifications, Exploration card",
    "53": "Combat",
    "54": "Clarifications, +X movement",
    "55": "Potions, Properties of a potion",
    "56": "Tiles, Traps; Clarifications, Potion (Paralysis)",
    "57": "Combat, Player dies",
    "58": "Tiles, The fountain of healing",
    "59": "Starting the game, First move",
    "60": "Potions",
    "61": "Interacting with other players, Stealing",
    "63": "Combat, Fleeing from an enemy; Clarifications, Flee",
    "64": "Exceptional rules, Quitting a game early; Goals, Game over scoring",
    "65": "Combat, Fleeing from an enemy; Clarifications, Flee",
    "66": "Combat, Combat turn sequence; Items, Potions and Scrolls",
    "67": "Items, Potions; Clarifications, Potion of teleportation",
    "68": "Exceptional rules, Quitting a game early; Goals, The end rush",
    "69": "Clarifications, Roll a die: if X: dodges player's attack; Clarifications, Poison",
    "70": "Clarifications, Shield; Clarifications, Must kill within a single turn",
    "71": "Clarifications, Poison",
    "72": "Turns, Standard turn sequence (Place exploration cards); Walls and paths",
    "62": "Goals, The end rush; Exceptional rules, Teleporting or moving to a tile, but turn is"
    " ended",
    "turn_cap": "Exceptional rules, All pathing tiles lead to dead ends",
    "forfeit_rounds": "Exceptional rules, There are no more exploration cards or pathing tiles",
    "solo_goals": "Starting the game, Playing by yourself",
    "allow_quitting": "Exceptional rules, Quitting a game early",
}
"""The rulebook section(s) each ruling or setting concerns, by the book's headings."""

PLAIN: dict[str, str] = {
    "01": "You may flip a face-down card only where a path of your own tile leads to it.",
    "02": "When a flipped tile could be turned several ways, the player who flipped it picks"
    " one that connects; a tile with a red arrow must point the way its arrow shows.",
    "03": "A face-up card that is not a pathing tile (a shop, a trap, a fountain...) is open"
    " on all four sides.",
    "04": "A tile laid to replace a taken card is turned so that it connects to the tile of"
    " the player who took the card.",
    "05": "When the highest deciding rolls tie, only the tied players roll again.",
    "06": "An ability that happens 'on rolling an X' looks at the die as rolled; a minimum"
    " attack changes only the damage, not which face was rolled.",
    "07": "Against the Imp, your attack is rolled first, then its dodge, then the damage:"
    " a successful dodge saves it even from a killing blow.",
    "08": "An enemy fought by several players acts only on the turns of the player it is"
    " targeting.",
    "09": "Each Basilisk has both abilities, with a separate roll for each.",
    "10": "At the start of a turn: poison, then the fountain, then arriving, then lost turns,"
    " then combat. Lost turns never add up: the larger count is kept.",
    "11": "Paralysis on your own turn ends that turn at once; at any other time you lose"
    " your next turn.",
    "12": "On a lost turn, poison and the fountain still work and the enemies fighting you"
    " still act; you just make no choices.",
    "13": "A poisoned enemy loses health once per turn of the player who poisoned it, and a"
    " poison kill goes to that player.",
    "14": "A player who dies keeps one card, lays one card face-down (plus every card that"
    " cannot be sold) where they died, and starts over at full health.",
    "15": "After dying you start over on a free starting tile; you share one only if all are"
    " taken.",
    "16": "You may put equipment on and take it off freely on your own turn, but not in combat.",
    "17": "Losing an artifact that raised your maximum health lowers only the maximum, never"
    " your current health.",
    "18": "Artifacts with a bad effect are cursed; the scroll that removes curses takes away"
    " the cursed cards in your hand and the ones you wear.",
    "19": "A shield's blocking roll stops the attacks of every enemy you are fighting this turn.",
    "20": "With 'reroll twice', every X rolled is replaced by two new rolls.",
    "21": "A player who dies leaves every fight; an enemy nobody fights any more heals fully.",
    "22": "A teleport may take its target to any face-up tile one can walk on that has no"
    " player or enemy on it.",
    "23": "The Golem rolls a fresh die for each of its attacks and deals double the roll.",
    "24": "A minimum attack applies both before and after the attack bonuses and penalties.",
    "25": "A fleeing player must end on a tile that connects to their own and to none of the"
    " enemies they fled.",
    "26": "An enemy heals fully only when nobody is fighting it any more.",
    "27": "Starting your turn next to an enemy that is already revealed puts you in combat"
    " with it.",
    "28": "Several enemies act in the order you met them, and one flee roll is enough to flee"
    " them all.",
    "29": "After slaying an enemy you were already fighting at the start of your turn, you go"
    " on with your move.",
    "30": "An unknown potion that turns out to be Teleportation during the end rush is used"
    " up with no effect.",
    "31": "To get out in the end rush you must move onto a starting tile; starting over on"
    " one after dying does not count.",
    "32": (
        "Players tied for the most victory points share the victory; with tiebreak = gold, "
        "those of them holding the most gold value in hand (equipped gear not counted) win."
    ),
    "33": "The Key is taken as soon as it is flipped; the Chest does nothing without the Key,"
    " and once opened it is an ordinary crossing.",
    "34": "Playing alone, the Basilisk goal means slaying both, and the rule about holding"
    " both Basilisks does not apply.",
    "35": "You can hire the mole when no unexplored way is left in the part of the map you"
    " can reach; if you are short of gold it takes every card you could sell.",
    "36": "Only cards with a throw symbol, the potions, can be thrown.",
    "37": "You may try to trip or steal at most once per turn; leaping over a tripped player"
    " is optional.",
    "38": "When a trip fails, the player you tried to trip strikes back with a full attack,"
    " weapons included.",
    "39": "An item that helps you flee gives one flee roll, which succeeds on its X or on"
    " 4 to 6 (the Warrior on X only).",
    "40": "Strength or Weakness thrown at an enemy stays on it until it is slain.",
    "41": "You may use the Shop on any of your turns while standing on it, out of combat.",
    "42": "Every card of the shop is on show and any of them may be bought.",
    "43": "You may discard a card you could sell at any time on your own turn; there is no"
    " limit to how many cards you hold.",
    "44": "The scroll that turns poison into healing can be read only while you are poisoned.",
    "45": "Face-down cards nobody can reach any more are shuffled into a new stack, and an"
    " empty pathing stack reuses discarded tiles.",
    "46": "A face-down card is what it is from the moment it is laid.",
    "47": "Hands are secret (everyone sees how many cards you hold); the board, equipment,"
    " scores, the shop and known potion colours are open.",
    "48": "The Shadow Cape is worn on the chest, the Vision Lens on the head and the Hasty"
    " Boots on the feet; the Battle Axe takes one hand.",
    "49": "The 'attack again' ability works the same as 'reroll twice'.",
    "50": "An enemy killed outside combat by a trap or by poison goes to the player who caused it.",
    "51": "If your turn ends while you are in combat, the enemies next to you still act.",
    "52": "Only the tile you stand on at the end of your turn gets new face-down cards around it.",
    "53": "Once combat starts, you flip no more cards this turn, except to open a way when"
    " fleeing.",
    "54": "Extra moves and dealing with other players can come in any order; entering combat"
    " ends them.",
    "55": "There are at most six potion colours.",
    "56": "An enemy's 'turn' for paralysis is its next chance to act in a fight.",
    "57": "A player who dies starts over with the character's starting values; the cards kept"
    " then count again.",
    "58": "The fountain still heals at the start of your turn even when you are in combat.",
    "59": "The starting tiles are laid in a row with their exits facing south.",
    "60": "The player who throws an unknown potion rolls to find out what it is; the effect"
    " lands on the target.",
    "61": "You may try to steal from a player next to you even while he is in combat, as you may"
    " trip him; only trading needs both players out of combat.",
    "63": "Once your flee roll succeeds you choose where to go, flipping cards first if you"
    " like; drink potions and read scrolls before you announce the flee.",
    "62": "A player moved onto a starting tile by the scroll that ends his turn reaches it at the"
    " start of his next turn, when the rest of the tile's effects happen: in the end rush he gets"
    " out then (alone, with every chosen goal done, he wins then).",
    "64": "A player who quit the game for good cannot win it; his points still show.",
    "65": "A flee that ends next to another enemy puts you back in combat with it; your turn"
    " ends there and that enemy fights you from your next turn.",
    "66": "In combat, use potions and scrolls before you attack or flee: the attack roll, the"
    " enemies' abilities and their attacks then follow one after another.",
    "67": "A Teleportation potion with no free tile to go to is used up and does nothing: nobody"
    " moves and your turn goes on.",
    "68": "When everyone else has quit for good, the last player plays on: he still has to"
    " slay the Golem and get out (or the game ends by the turn cap or a forfeit).",
    "69": "An Imp that dodges takes no damage from your attack, but the poison you gave it"
    " still takes 1 health that turn: poison is no attack.",
    "70": "A Zombie you blocked with your shield still returns to full health at the end of"
    " the turn if it was hurt and not slain (on: the block also stops that, so it keeps the"
    " damage).",
    "71": "Poisoned again while still poisoned: the new poison's length counts only if it is"
    " not shorter than the turns your old poison has left; never the sum (on: only if it"
    " is not shorter than the old poison's printed length, else the old one runs on).",
    "72": "When the exploration stack holds fewer cards than the open paths around your tile,"
    " they are laid clockwise from north (north, east, south, west); the rest stay empty.",
    "turn_cap": "The game ends after this many rounds, with no winner, if nobody got out.",
    "forfeit_rounds": "When nothing is left to explore and nobody fights the Golem for this"
    " many rounds in a row, everyone forfeits: the game ends with no winner (0: never).",
    "solo_goals": "The goals a lone player must complete before getting out.",
    "cards": "Extra card files to play with.",
    "allow_quitting": "Offer quitting for good, leaving the table and coming back as moves.",
}
"""What each ruling's default reading (or each setting) means at the table."""
