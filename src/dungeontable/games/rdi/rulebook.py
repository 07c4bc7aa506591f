"""The rulings in plain words, and the rulebook section each one concerns, for people.

``dungeontable rules rdi`` and the lobby show, for every ruling, variant and setting, the part of
the rules it is about, by the headings of the core rules ("Drinks, Drinking Contest") or of a
character's chapter of the Character Compendium, and what the default reading means at the
table. The references into the rule map (``docs/rules/rdi.md``: its R-ids, and the compendium
by line) stay in ``Ruling.ref`` for developers. Keys: the option's name, or the rule map id of a
ruling fixed in code.
"""

from __future__ import annotations

DIGITAL = "none (a setting of this digital table)"

SECTIONS: dict[str, str] = {
    "brew_last_move": "Father Farai, Brews",
    "starting_gold": "Setup, Gold",
    "hand_size": "The turn, Discard and Draw",
    "end_turn_order": "The turn, End of turn",
    "drink_decks": "Variants, Bar Deck",
    "drink_after_event": "Drinks, Drink Events",
    "last_chance": "Losing and winning, Leaving the game",
    "contest_event_scores": "Drinks, Drink Events, Drinking Contest",
    "raise_when_broke": "Gambling, Raising the stakes",
    "reshuffle_fee": "Drinks, An empty Drink Deck",
    "teams": "Variants, Team game",
    "boss": "Variants, Boss Battle",
    "boss_fortitude_per_challenger": "Variants, Boss Battle",
    "boss_gold_per_challenger": "Variants, Boss Battle",
    "prizes": "Variants, Prizes",
    "max_players": "Setup, Number of players",
    "overflow": "Fortitude, Alcohol and Gold, Their limits",
    "short_payment": "Fortitude, Alcohol and Gold, Their limits; Gold and the Inn",
    "sign_flip": "Fortitude, Alcohol and Gold, Gains and losses",
    "priority_from": "Answering cards, Who answers first",
    "redirect_moves": "Answering cards, Redirecting a card",
    "house_events": "Drinks, Drink Events",
    "inn_gold": "Gold and the Inn",
    "double_loss": "Losing and winning, Passing out and going broke",
    "patient_discard": "Doctor Terci, Patients",
    "turn_cap": DIGITAL,
    "deal": DIGITAL,
    "team_start": "Variants, Teams",
    "cards": DIGITAL,
    "uniform_windows": "Answering cards, Who answers first (and this digital table)",
    "chi_calm": "Zakhan the Drunken Master, Reducing Drunken Chi",
    "items_reshuffle": "Lizwick the Collector, Items",
    "scarab_negate": "Amundyr the Cursed, Scarab Damage",
    "treasure_reshuffle": "Flower and Spyke, Treasures",
    "lich_rings": "The Lich King, Fingers as Gold",
    "debuff_ignored": "Witchdoctor Natyli, Other Rules; The Lich King, Fingers",
    "heat_gold_short": "Lucky the Scofflaw, Heat",
    "gizmo_each_other": "Wrench, Attacking a Gizmo",
    "debuff_modifiers": "Witchdoctor Natyli, Debuffs",
    "erin_bear_bonus": "Erin the Ever-Changing, Bear",
    "raven_contest_gold": "Erin the Ever-Changing, Raven",
    "keet_inn_artifact": "Keet the Treasure Hunter, Artifacts as Gold; Artifacts and Gambling",
    "phrenk_named_artifact": "Keet the Treasure Hunter, Artifacts as Gold; Brewmaster Phrenk",
    "roxana_cook": "Roxana, Adventurous Chef, Recipes",
    "petra_hellfire": "Petra the Devious, Hellfire",
    "totem_reshuffle": "Halden the Unhinged, Totems",
    "vlazlo_monstrosity": "Baron von Vlazlo, Setup (Boss Battle)",
    "epic_empty": "Epic Pooky, Epic Cards (Boss Battle)",
    "pooky_worse_from": "Pooky the Vicious, Pooky's Mood",
    "portal_negated": "Evil Pooky, Doppelgangers",
    "shared_hits": "Variants, Teams; Boss Battle",
    "team_pass_out": "Variants, Teams; Losing and winning, Passing out",
    "boss_ceiling": "Variants, Boss Battle; Fortitude, Alcohol and Gold, Their limits",
    "R-4.1": "The turn, Start of turn",
    "R-4.8": "The turn; Losing and winning",
    "wages_inn_cards": "Torglesnarf Duncleton, Wages and Attacking a Minion",
    "R-5.3": "Card types, Anytime cards",
    "R-6.13": "Answering cards, Resolving a card",
    "R-7.6.1": "Drinks, Drink Events, Round on the House",
    "R-7.6.2": "Drinks, Drink Events, Drinking Contest",
    "R-7.9": "Drinks, An empty Drink Deck; Losing and winning",
    "R-8.10": "Gambling, Starting a round",
    "R-12.4": "Variants, Event decks",
}
"""The rules section(s) each ruling or setting concerns."""

PLAIN: dict[str, str] = {
    "brew_last_move": "When Father Farai finishes the last Brew of a Brew Deck he may move his"
    " Farai Token, also if that Brew was Negated: the deck is finished either way (resolved: only"
    " when it resolved).",
    "starting_gold": "Everyone starts with 10 Gold, 8 in a two-player game and 12 with seven or"
    " more players (0 = by table size; any other number sets it for everyone).",
    "hand_size": "In Discard and Draw you draw back up to 7 cards.",
    "end_turn_order": "At the end of a turn, what other characters' rules do to the player whose"
    " turn ends (Amundyr's Scarab damage, a Doppelganger given to them, a Story in front of them)"
    " happens first, then that player's own end-of-turn effects (Wulfric's mood changes for"
    " Kaylin) (own_first: the player's own first, as their Drink phase ends).",
    "drink_decks": "Bigger tables shuffle several Drink Decks together: one 30-card Drink Deck"
    " for every 4 players (0 = so many).",
    "drink_after_event": "After a Drink Event your Drink phase is over: you do not drink a"
    " Drink as well.",
    "last_chance": "A player about to pass out or go broke gets one last chance to play a card"
    " (a heal, say) before leaving.",
    "contest_event_scores": "A Drink Event revealed in a Drinking Contest scores 0 and is"
    " discarded.",
    "raise_when_broke": "A player who cannot pay the ante of a raise leaves the Round of"
    " Gambling (stay: they stay in for free).",
    "reshuffle_fee": "When the Drink Deck runs out, every player still in pays this much Gold to"
    " the Inn and the discarded Drinks are shuffled into a new deck.",
    "teams": "Team game: the players of a team (seats counted from 0, as in 0+2,1+3) share one"
    " Fortitude, Alcohol and Gold; each keeps their own hand and Drinks.",
    "boss": "Boss Battle: the player at this seat (counted from 0; -1 = off) is the Boss, the"
    " others are Challengers playing as one team; the Boss takes a turn after every"
    " Challenger.",
    "boss_fortitude_per_challenger": "The Boss starts with 20 Fortitude plus this much for every"
    " Challenger beyond the first.",
    "boss_gold_per_challenger": "The Boss starts with this much Gold for every Challenger.",
    "prizes": "Prize cards: this many Prizes wait in the Inn; whoever starts a Round of Gambling"
    " adds one to the pot, and the winner keeps it until it is used (0 = off).",
    "max_players": "A table seats 2 to 8 players; raise this for a bigger table (up to 16).",
    "overflow": "Fortitude and Alcohol stay between 0 and 20: whatever goes past is lost"
    " (uncapped: 20 is no limit).",
    "short_payment": "A player asked for more Gold than they have pays all they have (nothing:"
    " a payment that cannot be made in full is not made).",
    "sign_flip": "A modifier can bring an amount down to 0 but never turn a gain into a loss:"
    " a Drink watered down below 0 simply gives no Alcohol (allowed: it sobers you).",
    "priority_from": "The player whose turn it is answers first, then the others clockwise;"
    " answering stops when everyone passes in a row (next_player: the player after the one"
    " who played the newest card answers first).",
    "redirect_moves": "Each player a card hurts may redirect their own share of it. Only the"
    " Fortitude loss moves: anything else the card does (marking its player, a bonus against a"
    " marked player) stays with the player it named (card: all of it follows the redirect).",
    "house_events": "The Drink Deck holds the house's own Drink Events as well as Round on the"
    " House and the Drinking Contest (off: only those two).",
    "inn_gold": "The Inn never runs out of Gold (-1); a number gives the Inn that much and it"
    " pays out only what it holds.",
    "items_reshuffle": "When Lizwick's Item Deck runs out, her Item discard pile is shuffled into"
    " a new Item Deck (none: she reveals no more Items).",
    "scarab_negate": "Amundyr's Scarab damage at the end of a turn may be Ignored like her Action"
    " card, never Negated (as_action: a Negate of an Action card stops it too).",
    "treasure_reshuffle": "When the Treasure Deck runs out, its discard pile is shuffled into a"
    " new Treasure Deck (none: no more Treasures are revealed).",
    "portal_negated": "When one of Evil Pooky's portal cards is Negated (or discarded before it"
    " resolves) he reveals no Doppelganger: the reveal comes after the card's effects, and it has"
    " none; reveal: he reveals them anyway as the card leaves the table.",
    "wages_inn_cards": "When Torglesnarf pays a hurt Minion's Wages, each card he plays that would"
    " let him pay with Gold from the Inn takes 1 Gold off the Wages instead (it takes effect at"
    " once; the Wages never go below 0); one: only one such card for a payment.",
    "pooky_worse_from": "Pooky's mood gets worse when another player's card makes him lose"
    " Fortitude: any card of theirs, also their Minion or Gizmo acting and a Bomb, Brawler or"
    " Totem Combo counting as their Action card (the compendium says 'a card played from"
    " another player's hand'); hand: only cards played from a hand or as though from one.",
    "epic_empty": "When Epic Pooky (Pooky as the Boss of a Boss Battle) is Psychotic and his"
    " mood would get worse with no Epic Card left, he stays Psychotic (going back to Calm comes"
    " with drawing an Epic Card); calm: he may still go back to Calm, drawing nothing.",
    "vlazlo_monstrosity": "When Baron von Vlazlo is the Boss of a Boss Battle his Monstrosity"
    " Deck is a third form deck he may buy cards from at 2 Blood each (the compendium only names"
    " it); unused: he plays with the Wolf and Bat Decks only, as in a normal game.",
    "totem_reshuffle": "When Halden's Totem Deck runs out, his Totem discard pile is shuffled"
    " into a new Totem Deck (the compendium does not say); none: no more Totems are revealed.",
    "petra_hellfire": "When Petra's Hellfire Token reaches the fire spot, each other player (as"
    " the Boss: each Challenger) loses the Fortitude at once: it is the tracker's effect, not a"
    " card, so no card answers it (the compendium does not say), though a Lich King's finger"
    " may Ignore his (a finger Ignores any effect); answerable: a Fortitude loss from"
    " Petra for each, answered like her Action card (Ignored or reduced, never Negated).",
    "roxana_cook": "Roxana may cook her Available Recipe whenever she could play an Anytime"
    " card (the compendium does not say when; never while she is choosing which Recipe to"
    " keep); action_phase: only in her own Action phase.",
    "keet_inn_artifact": "A face-down Artifact paid to the Inn, or in a pot that goes to the"
    " Inn, stays face down there: nobody knows which it is until Keet's 'I'll take that!' takes"
    " it and he turns it up (the compendium turns up only discarded Artifacts and those a player"
    " passing out gives the Inn); up: it is turned face up there, its effects never happen.",
    "phrenk_named_artifact": "Phrenk may sell his Potion only if paid with a particular face-up"
    " Artifact the buyer controls, which counts as 1 Gold of the fixed price, to any buyer (the"
    " compendium's example is Keet); keet: only when selling to Keet.",
    "raven_contest_gold": "When Erin wins a Drinking Contest as a Raven she gains 1 extra Gold"
    " from the Inn for each player who pays her (each payment is Gold she gains, as with a card;"
    " the compendium says only 'whenever she gains Gold'); once: 1 extra Gold for the contest.",
    "erin_bear_bonus": "How much more Fortitude another player loses to Erin's card while she is"
    " a Bear: 1 (the compendium says only 'extra damage'; the number is on her Bear Form Card).",
    "lich_rings": "How many of the Lich King's five fingers wear a ring: a ringed finger counts"
    " as a Gold, on his hand or off it (the compendium does not say how many; all five by"
    " default, as the designers' issue reads it).",
    "gizmo_each_other": "A card changing every player's Fortitude changes each of Wrench's"
    " Gizmos too; another player's 'each other player loses 1' does not reach them (others_too:"
    " it does, as for Torglesnarf's Minions).",
    "heat_gold_short": "At 3 Heat Lucky may pick 'pay 2 Gold to the Inn' even with less: she"
    " pays all she has, and with nothing left is out of the game (not_offered: only with 2 Gold"
    " or more may she pick it).",
    "debuff_ignored": "When a Pain Curse or Mind Hex strikes, its extra loss or gain waits for"
    " answers (the Lich King may detach a finger to Ignore it); Ignored or not, the token goes"
    " back to Natyli (stays: a player who Ignores it keeps the token).",
    "debuff_modifiers": "A Pain Curse's or Mind Hex's extra 1 is changed like any gain or loss by"
    " what changes all or any of them (a Raven Erin gains 2 from a Mind Hex, a Tree loses 0 to"
    " a Pain Curse, an enraged Cormac gains more), never by what changes only a card's (none:"
    " it comes from the Debuff alone and nothing changes it).",
    "chi_calm": "Zakhan may discard two cards to lose 1 Drunken Chi whenever he could play an"
    " Anytime card: when he is asked to answer, and in his Action phase (any_decision: also"
    " while discarding and drawing, ordering a Drink and on his gambling turn).",
    "patient_discard": "A Patient Card Doctor Terci plays or discards goes to the Patient"
    " discard pile, which becomes the Patient Deck when that runs out (own: to her own discard"
    " pile).",
    "double_loss": "A player who passes out and goes broke at the same moment counts as passed"
    " out, so half their Gold is shared (broke: nothing to share).",
    "turn_cap": "The game stops after this many turns with nobody winning, a safety net bots"
    " never reach.",
    "team_start": "Teammates whose characters start with different Fortitude or Gold start"
    " their shared numbers at the average, rounded down (first: at the first teammate's).",
    "deal": "How characters nobody picked are dealt: at random for each game (rotation: over"
    " a run of games the whole roster in turn, each character equally often, for balance"
    " studies).",
    "cards": "Extra card files or character packs to play with, checked when they load.",
    "uniform_windows": "Every player still in is asked each time cards may be answered, even"
    " with nothing to play, so being asked tells nobody about your hand; it is on whenever a"
    " person sits at the table (off: bots with nothing to play are skipped).",
    "shared_hits": "When one card (or Petra's Hellfire) hits several players of a team that"
    " shares its numbers, or several Challengers, the team loses, gains or pays it once: 'each"
    " other player loses 1' costs a team of two 1, not 2; the same for an ante (each: once for"
    " every teammate it names).",
    "team_pass_out": "When one teammate passes out on a test of their own (Zakhan's Drunken"
    " Chi) while the shared numbers keep the others in, that player leaves alone and the team's"
    " Gold stays with the teammates still playing (together: the whole team leaves with them and"
    " its Gold is shared out once).",
    "boss_ceiling": "The Boss's Fortitude and Alcohol can go as high as 20 plus his extra Boss"
    " Fortitude (25 against two Challengers), so he can heal back up and still pass out from"
    " drinking (twenty: 20, as for everyone else).",
    "R-4.1": "Effects at the start of a turn happen in the order their owner chooses, the"
    " active player's first (no alternative reading: no character here has two of them).",
    "R-4.8": "When the player whose turn it is is knocked out during it, the rest of the turn"
    " is skipped (no alternative reading: nobody is left to play it).",
    "R-5.3": "Anytime cards can be played whenever cards may be answered, by the player whose"
    " turn it is in their Action phase, and by anyone as Order a Drink begins, before a Drink"
    " is revealed and between two turns of a Round of Gambling (not proposed: the rules say"
    " so).",
    "R-6.13": "Once a card starts to take effect it finishes without anyone answering in the"
    " middle, unless a rule opens a chance to answer (no alternative reading).",
    "R-7.6.1": "Round on the House reveals Drink Deck cards until a Drink turns up; when no"
    " Drink is left in the Drink Deck or its discard pile, the Events revealed are discarded"
    " and nobody drinks (no alternative reading: no Drink can turn up).",
    "R-7.6.2": "A tied Drinking Contest goes on until one player leads; when no Drink is left"
    " in the Drink Deck or its discard pile to reveal, it ends with no winner and nobody pays"
    " (no alternative reading: nothing is left to reveal).",
    "R-7.9": "Players who go broke paying for a Drink Deck reshuffle leave only after everyone"
    " has paid (no alternative reading).",
    "R-8.10": "Only one Round of Gambling runs at a time, and only an Action card starts one,"
    " never an answer (no alternative reading).",
    "R-12.4": "Event decks (sea, dungeon and tavern events) are not part of this game (no"
    " alternative reading: nothing to play them with).",
}
"""What each ruling's default reading (or each setting) means at the table."""
