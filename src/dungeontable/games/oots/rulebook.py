"""The rulings in plain words, and the rulebook section each one concerns, for people.

``dungeontable rules oots`` and the lobby show, for every ruling, variant and setting, the
section of the rulebook it is about, by the book's own headings ("Battle Rules, Range"), and
what the default reading means at the table. The references by rule id (``docs/rules/oots.md``)
stay in ``Ruling.ref`` for developers. Keys: the rule map's id of the ruling an option settles
(``A05``, ``§1.3/R008``; ``-`` for the card files), or ``-`` and the id for a ruling settled in
code (``-A59``).
"""

from __future__ import annotations

SECTIONS: dict[str, str] = {
    "§1.3/R008": "Setting Up",
    "A66": "Setting Up",
    "A65": "Setting Up",
    "A05": "Movement Rules, Moving into an Unexplored Room",
    "A09": "Loot, How Much Loot Can Be Picked Up",
    "A11": "Battle Rules, Player Attacks",
    "A17": "Special Battle Situations, Area Effect Shticks",
    "A19": "Battle Rules, When to Battle",
    "A20": "Wounds, Losing Wounds",
    "A28": "Battle Rules, Battling Players",
    "A29": "Loot, The Loot Stash",
    "A36": "The Dungeon Collapses, Players in the Collapsing Dungeon",
    "A51/R360": "The Shortening, Timed Game",
    "R370": "The Turn, Taking Turns",
    "A04": "New Battles, Triggering a New Battle",
    "A10": "Xykon's Lair, Loot and Shtick Requirements; Bragging Points; The Shortening, "
    "Battling Xykon",
    "A13": "Movement Rules, Moving Through Rooms",
    "A21": "Shticks, Trading in Loot for Shticks",
    "A22": "Shticks, Gaining New Shticks",
    "A23": "Loot, Where Loot Comes From",
    "A24": "Loot, Where Loot Comes From",
    "A14": "Components, Monster Cards (Unique)",
    "A56": "New Battles, Two-Player Game",
    "A57": "New Battles, Two-Player Game",
    "A81": "New Battles, Playing Monsters",
    "A89": "New Battles, Playing Monsters",
    "A54": "Variant Rules, Go Team",
    "A96": "Variant Rules, Go Team",
    "A64": "Bragging Rights, Tied Score",
    "A08": "Resting, Benefits of Resting",
    "A25": "Traps, Picking Up a Trap",
    "A26": "Resting, Fleeing While Resting",
    "A27": "The Dungeon Collapses, Removing a Room",
    "A67": "Range, Ranged Attacks",
    "A90": "Xykon's Lair, Exploring Xykon's Lair",
    "A69": "Xykon's Lair, Loot and Shtick Requirements",
    "A33": "The Dungeon Collapses, The Monsters Escape",
    "A34": "The Dungeon Collapses, The Monsters Escape",
    "A35": "The Dungeon Collapses, Exiting the Collapsing Dungeon",
    "A30": "Loot, Using Loot to Gain Assistance in Battle",
    "A103": "Battle Rules, Player vs. Player Battles, Ask for Assistance",
    "A58": "Battle Rules, NPC Players",
    "R054": "Battle Rules, NPC Players",
    "R086": "Attacking and Defending; Battle Shticks",
    "A16": "Field Guide to Monster Abilities, Bloodlust",
    "A79": "Special Battle Situations, Area Effect Shticks",
    "-A94": "Special Battle Situations, Area Effect Shticks",
    "A80": "Loot, How Much Loot Can Be Picked Up",
    "A53": "Variant Rules, Lucky Bastards",
    "A37": "Variant Rules, Xykon's Not Home, Man",
    "A38": "Variant Rules, Nerdcore",
    "R318-R352": "The Shortening, Wandering Xykon",
    "R262-R265": "The Shortening, New Battle Cards",
    "R317": "The Shortening, Did We Do This Dungeon Already?",
    "A40": "The Shortening, Did We Do This Dungeon Already?",
    "A41": "The Shortening, Wandering Xykon Setup",
    "A42": "The Shortening, Catching Xykon's Attention",
    "A43": "The Shortening, Moving Xykon",
    "A45": "The Shortening, Battling Xykon",
    "A46": "The Shortening, Wounding Xykon",
    "A72": "The Shortening, Wounding Xykon",
    "A73": "The Shortening, Battling Xykon",
    "A93": "The Shortening, Wounding Xykon",
    "A116": "The Shortening, Ending a Wandering Xykon Game; The Dungeon Collapses, The Monsters "
    "Escape",
    "A117": "The Shortening, Moving Xykon; Movement Rules, Moving Through Rooms",
    "A47": "The Shortening, Ending a Wandering Xykon Game",
    "A48": "The Shortening, Ending a Wandering Xykon Game",
    "-A49": "The Shortening, Wandering Xykon Setup",
    "-A50": "The Shortening, Moving Xykon",
    "-A91": "The Shortening, Wandering Xykon Setup; Variant Rules, Nerdcore",
    "-A92": "Shticks, Trading in Monsters for Shticks",
    "-A113": "The Shortening, Backstories, Saving Monsters in a Backstory Game",
    "-A115": "Player versus Player Battles, Apply Results",
    "-A95": "Fleeing the Dungeon, What You May Do While Fleeing the Dungeon; What is a Turn?",
    "A97": "Variant Rules, Nerdcore; The Dungeon Collapses, Exiting the Collapsing Dungeon",
    "A98": "Movement Rules, Moving into an Unexplored Room; The Dungeon Collapses, The Collapse",
    "-A99": "The Dungeon Collapses, Exiting the Collapsing Dungeon; The Turn",
    "A100": "Variant Rules, Go Team",
    "A101": "The Shortening, Backstories and the Timed Game; Exiting the Collapsing Dungeon",
    "-A102": "Loot, Traps, Determining Who Must Evade",
    "-A104": "The Shortening, Did We Do This Dungeon Already?; Wandering Xykon Setup",
    "-A107": "The Shortening, Variant Rules, No Turning Back; Missing a Turn",
    "-A108": "The Shortening, Wandering Xykon Setup; Variant Rules, Xykon's Not Home, Man",
    "R314": "The Shortening, Variant Rules, In Medias Res",
    "R315-R316": "The Shortening, Variant Rules, No Turning Back",
    "A39": "The Shortening, Variant Rules, No Turning Back",
    "R353-R359": "The Shortening, Backstory Cards",
    "A52": "The Shortening, Backstory Setup; Scoring Backstory Cards",
    "R360": "The Shortening, Backstories and the Timed Game",
    "A51": "The Shortening, Backstories and the Timed Game",
    "A51/clock": "The Shortening, Backstories and the Timed Game",
    "R361": "The Shortening, New Shticks",
    "A55": "The Shortening, New Shticks, The Kitchen Sink Method",
    "A18": "Range, Ranged Attacks",
    "A15": "Monster Support Abilities",
    "A31": "Range, Ranged Defense",
    "A105": "Field Guide to Monster Abilities, Flying",
    "A106": "Field Guide to Monster Abilities, Multiattack",
    "A109": "Area Effect Shticks",
    "A111": "Field Guide to Monster Abilities, Outsmart",
    "A112": "Resting, Missing a Turn",
    "A114": "The Shortening, Backstories, Saving Monsters in a Backstory Game",
    "R297-R302": "Variant Rules, Go Team",
    "R303-R305": "Variant Rules, Lucky Bastards",
    "R306-R307": "Variant Rules, Me and My Shadow",
    "R308-R311": "Variant Rules, Nerdcore",
    "R312-R313": "Variant Rules, Xykon's Not Home, Man",
    "EXP": "The Shortening",
    "A59": "Screw This! Cards",
    "-": "Components",
    "-A01": "Examples; Battle Shticks",
    "-A02": "Components",
    "-A03": "Field Guide to Monsters",
    "-A06": "Xykon's Lair, Xykon the Lich",
    "-A07": "Xykon's Lair, Xykon Card Attack and Defense",
    "-A12": "Loot Cards",
    "-A32": "Range, Ranged Attacks",
    "-A59": "Screw This! Cards",
    "-A68": "Range, Counting Range",
    "-A70": "Xykon's Lair, Xykon the Lich",
    "-R306-R307": "Variant Rules, Me and My Shadow",
}
"""The rulebook section(s) each ruling or setting concerns, by the book's headings."""

PLAIN: dict[str, str] = {
    "§1.3/R008": "How long the game is: the number of floors above Xykon's Lair, and how much Loot "
    "and how many shticks a hero needs to go down into the Lair.",
    "A66": "The longest game (the Weekend-Killer) is only for 5 or 6 players.",
    "A65": "When several players tie for the highest first roll, only they roll again.",
    "A05": "Exploring a new room ends your movement, except when the room is the Safe Haven.",
    "A09": "On a turn when you rest you pick up at most two Loot cards in all.",
    "A11": "Loot is won from another player only in a battle in the same "
    "room, and only from the loser.",
    "A17": "An Area Effect shtick can also defend, against the strongest "
    "Attack among the Monsters.",
    "A19": "Nobody battles at the Dungeon Entrance, not even other players, and "
    "arriving there heals every Wound.",
    "A20": "Every hero can take 4 Wounds unless their character card says otherwise.",
    "A28": "After beating the Monsters in your room you may still attack a "
    "player there, once the room is clear.",
    "A29": "Players cannot simply hand each other Loot; switch this on to let a "
    "player give Stash Loot to someone in the same room.",
    "A36": "While the dungeon collapses you may still explore new rooms, but "
    "no battle starts there.",
    "R314": "The Shortening: each hero also starts with 3 random shticks of their own deck in "
    "play and 6 Loot cards instead of 3.",
    "R315-R316": "The Shortening: nobody goes up stairs until the dungeon collapses, and a hero "
    "who loses the last Wound drops half their Loot in the room and misses a turn instead of "
    "fleeing.",
    "A39": "With No Turning Back, the Loot dropped is half of the Stash and the equipped Loot "
    "together, rounded down, chosen at random; the missed turn heals every Wound.",
    "R353-R359": "The Shortening: each player keeps 3 secret Backstory goals out of 5 dealt "
    "and scores them at the end.",
    "A52": "A completed Backstory is shown at the end of that turn or at the end of the game, "
    "as the card says.",
    "R360": "The Shortening: a timed game. The players agree on the minutes before the first "
    "turn; when the time is up the turn in progress is the last, then the dungeon collapses "
    "(0: no time limit).",
    "A51": "Without a clock (command line, simulations) each round of the table counts as this "
    "many minutes of the timed game.",
    "A51/clock": "How the timed game's time runs out: counted in rounds, or on a wall clock that "
    "the web table shows; when it has run out, the player ending a turn calls time and that "
    "turn was the last normal one.",
    "R361": "The Shortening's new shticks: none, all 6 into every deck (Kitchen Sink), or each "
    "player picks 3 red Starting Shticks and 17 more (Nitpicky).",
    "A55": "With the Kitchen Sink, the 3 Starting Shticks are chosen from all 5 red ones and the "
    "other 2 go into the 26-card deck.",
    "A51/R360": "A timed game: after this many rounds the dungeon starts to collapse even if "
    "nobody has defeated Xykon (0 switches the limit off).",
    "R370": "A safety net for games among bots only: the dungeon starts to collapse after this "
    "many rounds (-1: 120 rounds when no person plays, none otherwise; 0: none). A game with "
    "people has no turn limit, as in the rulebook.",
    "A04": "Loot lying in an empty room does not stop a new battle from starting there.",
    "A10": "Flipped shticks still count towards the Lair requirement, score at the end and "
    "count when Wandering Xykon picks the player with the most shticks.",
    "A13": "You cannot leave a room and come back into it on the same turn.",
    "A21": "Trading Loot for a shtick needs a Drool Factor of 3 or more, and any excess is lost.",
    "A22": "With an empty shtick deck a trade-in gives nothing, so it is not allowed.",
    "A23": "An empty Loot deck is made again from its discard pile, except while the "
    "Monsters escape the collapse.",
    "A24": "Loot dropped in a room goes on top of the pile already there.",
    "A14": "When a second copy of a Unique card comes into play, the copy already "
    "in play is discarded.",
    "A56": "With 2 players the opponent stocks a new battle only up to its Battle Size.",
    "A57": "With 2 players, a hand without a Monster is redrawn until a Monster "
    "turns up or the deck runs out.",
    "A81": "An empty Battle Hand is dealt 7 new cards at the end of a turn only when the "
    "Battle Deck ran out; otherwise it stays empty until its player is next asked for a Monster.",
    "A89": "When the reshuffled Battle Deck deals new hands at the end of a turn, the cards are "
    "dealt one at a time around the table, starting to the left of the player whose turn ends, "
    "so a short deck is shared out.",
    "A54": "In Go Team, a Loot card with a crest scores once for the whole team.",
    "A96": "In Go Team, a teammate in the room who is missing a turn still spares a resting player "
    "the -4 Defense: only a resting teammate does not.",
    "A64": "A tie goes to Xykon's killer, then to whoever left the dungeon first; "
    "otherwise the tied players share the win.",
    "A08": "Resting heals and turns your shticks face up at the start of your next turn.",
    "A25": "Picking up a Trap uses up that pickup; a pickup of two cards still "
    "draws the second one.",
    "A26": "A resting or paralysed hero who must flee starts fleeing at the start of "
    "their next turn.",
    "A27": "A player who misses a turn still removes a room during the collapse.",
    "A67": "You may attack a player at range even if Monsters share their room.",
    "A90": "A player standing in the Safe Haven may not attack a Monster at range.",
    "A69": "The Lair requirements are checked when you take the stairs down into the Lair.",
    "A33": "When Xykon falls the Monsters escape from his room first, then the rest of "
    "the Lair, then the floors above.",
    "A34": "Xykon's killer takes two Loot cards from his room once the Monsters have escaped.",
    "A35": "Players already at the Entrance when the collapse starts have "
    "left the dungeon, Xykon's killer first.",
    "A30": "Each helper is paid one Loot card per battle.",
    "A103": "In a battle between players, NPC help is offered in turns, the Defender first: with "
    "one or two NPCs each side offers once; with three or four the turns go on while anyone "
    "can offer.",
    "A58": "The NPCs stay on the deepest floor where a player stands, the Lair included.",
    "R054": "When two players battle, the defender offers Loot to the NPCs first, then "
    "they take turns; a side that stops is done.",
    "R086": "A player defending against another player may flip Charge! to swap the roles.",
    "A16": "Bloodlust turns a draw into a loss, except against a hiding Monster or "
    "one out of reach.",
    "A79": "An Area Effect attack lost against targets that include a hiding Monster is a draw "
    "(or, as the other reading, only when the Monster battled, the highest Defense, hides).",
    "-A94": "An Outsmart Monster among an Area Effect's targets flips your other shticks at random "
    "once you have chosen the Area Effect shtick.",
    "A80": "The 2 bonus Loot for defeating the last Monster in your room, or for starting a "
    "rest, are always taken; the other choice lets the player leave them in the room.",
    "A53": "In Lucky Bastards, the die you keep decides the natural 1 or 12; "
    "traps and searches are not affected.",
    "A37": "In Xykon's Not Home, the Lair may grow to 8 rooms.",
    "A38": "In Nerdcore, the Lair deck is 5 rooms drawn from the 7 that are not the Safe Haven.",
    "A18": "In a ranged battle the text of each room applies to whoever stands in it.",
    "A15": "A Monster's support helps only the top Monster it can help in each room.",
    "A31": "Shticks with infinite Range only defend, at any distance on the floor.",
    "A105": "Against a Flying Monster a shtick printed at Range 0 may be used when a face-up "
    "Range bonus (Sharp Eyes) gives it Range 1 or more.",
    "A106": "Against Multiattack, Durkon's Thor Incarnate turns each natural 1 (a 2 under Lucky "
    "Bastards) into 13 before the lowest die is kept.",
    "A109": "An Area Effect shtick cannot be chosen when every Monster it would battle is immune "
    "to it (an Enchanted one against Magic, a Flying one against Range 0).",
    "A114": "The Lich his killer saves counts as a saved Monster for Backstories.",
    "A112": "A resting player made to miss a turn stands up at the start of the next turn without "
    "the rest's heal and unflip, and that turn is missed.",
    "A111": "When Outsmart flips every shtick that could reach the Monster of a Ranged Attack, "
    "the attack is called off: no roll, no result, and the turn goes on to its end.",
    "R297-R302": "Variant: players form teams that pool their Loot for scoring.",
    "R303-R305": "Variant: a natural 1 always loses and a natural 12 always wins.",
    "R306-R307": "Variant for 2 or 3 players: each player is followed everywhere by an "
    "NPC of their choice.",
    "R308-R311": "Variant: a harder game (no walking to the Entrance, no Safe Haven, Traps come "
    "back, and trade-ins give the top shtick).",
    "R312-R313": "Variant: the whole Lair and Xykon decks are used, and the dungeon "
    "collapses when the Lair runs out of rooms.",
    "EXP": "The Shortening expansion: its variants and cards can be used.",
    "R318-R352": "The Shortening: Xykon leaves his Lair and hunts the players through a "
    "ready-made three-floor dungeon.",
    "R262-R265": "The Shortening: 28 new Monsters (the Elemental type; Charge, Exploding, "
    "Encourage, Miser) and 16 new Screw This! cards join the Battle Deck.",
    "R317": "The Shortening: the dungeon is dealt ready-made, stairs included; the Lair is "
    "explored as usual.",
    "A40": "In a ready-made dungeon the Lair minimums still apply.",
    "A41": "The Entrance's stairs lead to one of the two middle rooms of floor 1, by a die.",
    "A42": "A player with no black-bordered shticks counts as failing the attention roll.",
    "A43": "Xykon retreating to heal passes players by but attacks one he stops with.",
    "A45": "A player holding Xykon Kicked My Ass! who stops in Xykon's room battles the "
    "room's own Monsters.",
    "A46": "Xykon may battle in the Safe Haven.",
    "A72": "Xykon heals in the Safe Haven, and takes an Undead from every player, only when "
    "wounded.",
    "A73": "Xykon's own card prints Attack 12 and Defense 10, the Lich's numbers; the short "
    "card prints 8 and 6 for a quicker game.",
    "A93": "Killing Xykon is defeating a Monster: alone in your room, you take its top 2 "
    "Loot, and with Monsters left there you may battle on.",
    "A116": "When the wandering Xykon is killed, the Monsters escape from the room he died in, "
    "then the rest of his floor and the floors above; the floors below him come last (or, as "
    "the other reading, the escape only goes upward and the Monsters below him stay).",
    "A117": "A room whose text ends your movement (the Sticky Floor) does not stop the wandering "
    "Xykon: he moves his 2 rooms through it (or, as the other reading, a face-up one stops him "
    "too); a face-down room never does.",
    "A47": "I Hurt Xykon! cards score only for players who got out of the dungeon.",
    "A48": "Killing the wandering Xykon scores 3, not twice the floors.",
    "-A49": "With Wandering Xykon there is no Xykon deck and the Lair is the Safe Haven alone.",
    "-A50": "Xykon takes a turn after every turn of the player who first caught his attention.",
    "-A91": "Nerdcore with Wandering Xykon keeps the Safe Haven as Xykon's home.",
    "-A92": "Everyone may see which Monsters each player has saved.",
    "-A115": "The winner of a battle between players always takes one Loot from the loser.",
    "-A113": "In a Backstory game everyone may see which Monsters each player has traded in.",
    "-A95": "A turn spent fleeing is the flight alone: only ending the turn is left.",
    "A97": "In a Nerdcore game nobody walks out of the collapsing dungeon: you leave only by "
    "fleeing or when the last room of the first floor is removed under you (or, as the other "
    "reading, the ban is on going back to heal and the collapse may be walked out of).",
    "A98": "A room removed from the end of a dungeon floor in the collapse leaves a space that "
    "may be explored again (or, as the other reading, the space stays closed); the Lair stays "
    "at the 5 rooms it revealed.",
    "-A99": "Once you have left the collapsing dungeon you only remove a room on your turns: no "
    "more trade-ins, equipping or cards, even at the end of the turn you left.",
    "A100": "Go Team is played by 4 players in 2 teams of 2 or by 6 players in 3 teams of 2, "
    "teammates never taking their turns one after the other; 6 players may instead make 2 teams "
    "of 3 in alternate seats.",
    "A101": "When the collapse begins with nobody having killed Xykon, the players waiting on "
    "the Entrance leave in turn order starting from the player whose turn just ended (or, "
    "as the other reading, from the next player to take a turn).",
    "-A102": "Everyone caught by a Trap rolls to Evade in turn, starting with the player who "
    "revealed it and going round the table in turn order.",
    "-A104": "A ready-made dungeon with Wandering Xykon is a Wandering Xykon game: the Safe "
    "Haven is the whole Lair and its minimums are ignored.",
    "-A107": "Knocked down again before the missed turn (healed in between): half the Loot drops "
    "again and one more turn is missed.",
    "-A108": "Wandering Xykon and Xykon's Not Home, Man cannot be played together.",
    "A59": "When a Screw This! card may be played, every player who could play one "
    "is asked, card or not, so being asked gives nothing away; on at tables with people.",
    "-": "Extra card files added to the packaged cards.",
    "-A01": "Fireball gives +5 to the battle total.",
    "-A02": "Every card has one name; other spellings of it mean the same card.",
    "-A03": "The Goblin Necromancer has the Leader and Horde (Undead) abilities.",
    "-A06": "Xykon supports Goblins and Undead in his battles.",
    "-A07": "Xykon the Lich has Attack 12 and Defense 10, each plus the Lair's floor number "
    "(a --cards file may print Defense 14, the other suggestion).",
    "-A12": "The Chain Shirt gives +1 Defense against Monsters and against Weapon shticks.",
    "-A32": "Monsters attack at range only when their card says so.",
    "-A59": "Screw This! cards can be played at twelve moments of the game; in a battle or on a "
    "Monster just placed they can be answered and resolve last played first, elsewhere at once.",
    "-A68": "Range is counted in rooms along the floor: the next room is at Range 1.",
    "-A70": "Xykon's card cannot be traded in for shticks.",
    "-R306-R307": "A shadow leaves the dungeon together with the player it follows.",
}
"""What each ruling's default reading (or each setting) means at the table."""
