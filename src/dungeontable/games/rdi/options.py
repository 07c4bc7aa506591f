"""Red Dragon Inn options: every [proposed] item of ``docs/rules/rdi.md`` §1 as a named ruling,
the R-12 variants, and game settings.

Each field's default is the proposed ruling, and the field carries that ruling (``_ruling``: its
reference ``rdi.md R-x`` and a one-line summary). ``RULINGS`` lists every [proposed] item with
the option that settles it, in field order, then ``FIXED`` (option ``"-"``: fixed in code).
``dungeontable rules rdi`` prints them.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from dungeontable.core import Ruling, RulingMark, ruling, rulings_of

from .rulebook import PLAIN, SECTIONS


def _ruling(option: str, ref: str, summary: str, kind: str = "ruling") -> RulingMark:
    """The item ``ref`` of ``docs/rules/rdi.md`` on the option field ``option`` that settles it.
    People read its plain summary and rules section (``rulebook.py``); ``summary`` is the short
    form kept here for developers (used when ``rulebook.py`` has none)."""
    return ruling(
        f"docs/rules/rdi.md {ref}", PLAIN.get(option, summary), kind, section=SECTIONS[option]
    )


class Options(msgspec.Struct, frozen=True, kw_only=True):
    """Rulings, variants and settings of a Red Dragon Inn game."""

    characters: Annotated[tuple[str, ...], msgspec.Meta(max_length=16)] = ()
    """Character ids by seat; empty = dealt from the roster by the seed (R-2)."""
    starting_gold: Annotated[
        int,
        msgspec.Meta(ge=0, le=100),
        _ruling(
            "starting_gold",
            "R-2.1",
            "10 Gold each; 8 with two players; 12 with seven or more",
            "setting",
        ),
    ] = 0
    """0 = by table size (R-2.1: 10; 8 with two players; 12 with seven or more)."""
    hand_size: Annotated[
        int,
        msgspec.Meta(ge=1, le=20),
        _ruling("hand_size", "R-4.2", "draw up to 7 in Discard and Draw", "setting"),
    ] = 7
    end_turn_order: Annotated[
        Literal["others_first", "own_first"],
        _ruling(
            "end_turn_order",
            "R-4.6",
            "end of turn: what other characters' rules do to the player (Scarab damage, a given"
            " Doppelganger, a Story) before the player's own (Wulfric's mood change) (alt:"
            " own_first, the player's own first, as their Drink phase ends)",
        ),
    ] = "others_first"
    """R-4.6 [proposed] (002 L103, L554: both "at the end of" the turn): ``others_first``: the
    end-of-turn effects of every mechanic in the game on the player whose turn ends (hook
    ``on_any_turn_end``: Amundyr's Scarab damage, a given Doppelganger, a Story in front of
    them, Dale's Gather) are settled first, then the player's own (hook ``on_turn_end``: Kaylin's
    Wulfric changes mood); ``own_first``: the player's own come first, as their Drink phase
    ends (L554 "after her Drink Phase"; a turn ended early: before the others)."""
    drink_decks: Annotated[
        int,
        msgspec.Meta(ge=0, le=8),
        _ruling("drink_decks", "R-7.11", "Bar Deck: one 30-card house Drink Deck per 4 seats"),
    ] = 0
    """R-7.11 [proposed]: house Drink Decks shuffled together; 0 = one per 4 seats."""
    drink_after_event: Annotated[
        bool, _ruling("drink_after_event", "R-7.6.4", "after a Drink Event the Drink Phase is over")
    ] = False
    """R-7.6.4 [proposed]: False = a Drink Event ends the Drink Phase (no second drink)."""
    last_chance: Annotated[
        bool, _ruling("last_chance", "R-10.3", "a seat about to lose gets a last chance window")
    ] = True
    """R-10.3: a seat about to lose gets a last window to play cards before leaving."""
    contest_event_scores: Annotated[
        int,
        msgspec.Meta(ge=0, le=20),
        _ruling(
            "contest_event_scores", "R-7.6.2", "an Event revealed in a Drinking Contest scores 0"
        ),
    ] = 0
    """R-7.6.2 [proposed]: an Event revealed in a Drinking Contest scores this and is discarded."""
    raise_when_broke: Annotated[
        Literal["leave", "stay"],
        _ruling(
            "raise_when_broke",
            "R-8.9",
            "a participant who cannot pay a raise ante leaves the round",
        ),
    ] = "leave"
    """R-8.9 [proposed]: a player who cannot pay a raise ante leaves the round (or stays free)."""
    reshuffle_fee: Annotated[
        int,
        msgspec.Meta(ge=0, le=20),
        _ruling(
            "reshuffle_fee", "R-7.9", "each living player pays 1 Gold to the Inn on a reshuffle"
        ),
    ] = 1
    """R-7.9: every living player pays this to the Inn when the Drink Deck is reshuffled."""
    teams: Annotated[
        str,
        msgspec.Meta(max_length=200),
        _ruling(
            "teams", "R-12.2", "Team variant: teams share Fortitude, Alcohol and Gold", "variant"
        ),
    ] = ""
    """R-12.2 Team variant: teams as ``"0+2,1+3"``; a team shares Fortitude, Alcohol Content
    and Gold; each member keeps a hand and a Drink Me! pile ("" = no teams)."""
    boss: Annotated[
        int,
        msgspec.Meta(ge=-1, le=15),
        _ruling(
            "boss",
            "R-12.3",
            "Boss Battle: Challengers are one team; Boss plays between them",
            "variant",
        ),
    ] = -1
    """R-12.3 Boss Battle [proposed]: the Boss's seat (-1 = off). The other players are the
    Challengers: one team (shared stats and one shared Drink Me! pile); the Boss takes a turn
    after every Challenger turn and starts with more Fortitude and Gold (below)."""
    boss_fortitude_per_challenger: Annotated[
        int,
        msgspec.Meta(ge=0, le=50),
        _ruling(
            "boss_fortitude_per_challenger",
            "R-12.3",
            "Boss Fortitude 20 + 5 per Challenger beyond the first [proposed]",
            "variant",
        ),
    ] = 5
    boss_gold_per_challenger: Annotated[
        int,
        msgspec.Meta(ge=0, le=100),
        _ruling(
            "boss_gold_per_challenger",
            "R-12.3",
            "Boss Gold 10 per Challenger [proposed]",
            "variant",
        ),
    ] = 10
    prizes: Annotated[
        int,
        msgspec.Meta(ge=0, le=50),
        _ruling(
            "prizes",
            "R-12.1",
            "Prize variant: N Prizes in the Inn; round starters add one to the pot",
            "variant",
        ),
    ] = 0
    """R-12.1 Prize variant: how many house Prize cards are put in the Inn (0 = off)."""
    max_players: Annotated[
        int,
        msgspec.Meta(ge=2, le=16),
        _ruling("max_players", "R-2.7", "2 to 8 seats (alt: up to 16 for big tables)"),
    ] = 8
    """R-2.7 [proposed]: the most seats a table takes (2-8; up to 16 for the compendium's big
    tables of 13+ players). The engine and the edges (play, sim, lobby through
    ``core.seat_range`` and ``RedDragonInn.seats_for``) honour it."""
    overflow: Annotated[
        Literal["lost", "uncapped"],
        _ruling(
            "overflow",
            "R-3.1",
            "Fortitude and Alcohol Content clamp silently to 0..20 (alt: uncapped)",
        ),
    ] = "lost"
    """R-3.1 [proposed]: Fortitude and Alcohol Content above 20 are lost (clamp); ``uncapped``:
    20 is no maximum."""
    short_payment: Annotated[
        Literal["all_they_have", "nothing"],
        _ruling(
            "short_payment",
            "R-3.2",
            "a payment larger than the payer's Gold pays all they have (alt: nothing)",
        ),
    ] = "all_they_have"
    """R-3.2 [proposed]: a payment larger than the payer's Gold pays all they have; ``nothing``:
    a payment the payer cannot make in full is not made."""
    sign_flip: Annotated[
        Literal["never", "allowed"],
        _ruling(
            "sign_flip",
            "R-3.3",
            "a modifier can reduce an amount to 0 but never flip its sign (alt: allowed)",
        ),
    ] = "never"
    """R-3.3 [proposed]: a modifier reduces an amount to 0 at most; ``allowed``: past 0 it flips
    (a Drink watered down below 0 Alcohol sobers its drinker)."""
    priority_from: Annotated[
        Literal["active", "next_player"],
        _ruling(
            "priority_from",
            "R-6.4",
            "active player first, then clockwise; closes when all pass in a row (alt: the"
            " player after the top card's player first)",
        ),
    ] = "active"
    """R-6.4 [proposed]: a window opens with the active player; ``next_player``: with the player
    after the one whose card is on top of the stack."""
    redirect_moves: Annotated[
        Literal["loss", "card"],
        _ruling(
            "redirect_moves",
            "R-6.8",
            "a redirect moves only its player's Fortitude loss; the card's other effects (a"
            " mark, a marked-player bonus) stay with the player it named (alt: card, they follow)",
        ),
    ] = "loss"
    """R-6.8 [proposed] (compendium L812, L1293-1297): each victim of a card may redirect their
    own share. ``loss``: only the Fortitude loss moves (the card still names its player for a
    mark, and a marked-target bonus reads that player); ``card``: the redirecting player is
    replaced by the new one for everything the card does to them."""
    house_events: Annotated[
        bool,
        _ruling(
            "house_events",
            "R-7.6.3",
            "other Drink Events are scripted house effects with no implicit Alcohol (alt: none"
            " in the deck)",
        ),
    ] = True
    """R-7.6.3 [proposed]: the house's scripted Drink Events are in the Drink Deck; False = only
    Round on the House and Drinking Contest."""
    inn_gold: Annotated[
        int,
        msgspec.Meta(ge=-1, le=10_000),
        _ruling(
            "inn_gold",
            "R-9.1",
            "the Inn is unlimited (``inn`` = net Gold paid in, may be < 0) (alt: N Gold)",
        ),
    ] = -1
    """R-9.1 [proposed]: -1 = the Inn's supply is unlimited; N = it starts with N Gold and pays
    out only what it holds."""
    double_loss: Annotated[
        Literal["passed_out", "broke"],
        _ruling(
            "double_loss",
            "R-10.5",
            "passed out and broke at once counts as passed out (alt: broke)",
        ),
    ] = "passed_out"
    """R-10.5 [proposed]: passed out and broke at once counts as passed out (or as broke)."""
    chi_calm: Annotated[
        Literal["anytime", "any_decision"],
        _ruling(
            "chi_calm",
            "§2.1",
            "Zakhan's 'at any time' two cards for -1 Drunken Chi (compendium L1905): whenever he"
            " could play an Anytime card (alt: any_decision, also at his Discard and Draw, Drink"
            " order and gambling turns)",
        ),
    ] = "anytime"
    """§2.1 Zakhan [proposed] (compendium L1905): ``anytime``: in a window he is asked in and his
    Action phase (R-5.3); ``any_decision``: at every decision of his besides (Discard and Draw,
    ordering a Drink, his gambling turn when he is asked)."""
    items_reshuffle: Annotated[
        Literal["reshuffle", "none"],
        _ruling(
            "items_reshuffle",
            "§2.1",
            "Lizwick's empty Item Deck (the compendium does not say): the Item"
            " discard pile is shuffled into a new one (alt: none, no more Items)",
        ),
    ] = "reshuffle"
    """§2.1 Lizwick [proposed]: an empty Item Deck is reshuffled from the Item discard pile
    (``reshuffle``), as the compendium says of the other side decks; ``none``: no more Items."""
    patient_discard: Annotated[
        Literal["patients", "own"],
        _ruling(
            "patient_discard",
            "§2.1",
            "Doctor Terci's Patient Card leaving her hand (the compendium does not say): to the"
            " Patient discard pile (alt: own, her discard pile)",
        ),
    ] = "patients"
    """§2.1 Terci [proposed]: a played or discarded Patient Card goes to the Patient discard
    pile, the pile an empty Patient Deck is reshuffled from (L1551); ``own``: to her discard
    pile, so it joins her Character Deck when that is reshuffled."""
    scarab_negate: Annotated[
        Literal["ignore_only", "as_action"],
        _ruling(
            "scarab_negate",
            "§2.1",
            "Amundyr's Scarab damage (compendium L105: 'reduce or Ignore'): Ignored or reduced,"
            " never Negated (alt: as_action, a Negate of an Action card stops it too)",
        ),
    ] = "ignore_only"
    """§2.1 Amundyr [proposed] (L105): the bite counts as her Action card for reducing and
    Ignoring; ``ignore_only``: nothing Negates it; ``as_action``: a card that Negates an Action
    card (or any card) may Negate it as well (the token still goes back)."""
    treasure_reshuffle: Annotated[
        Literal["reshuffle", "none"],
        _ruling(
            "treasure_reshuffle",
            "§2.1",
            "Flower's and Spyke's empty Treasure Deck (the compendium does not say): the Treasure"
            " discard pile is shuffled into a new one (alt: none, no more Treasures)",
        ),
    ] = "reshuffle"
    """§2.1 Flower, Spyke [proposed]: an empty Treasure Deck is reshuffled from the Treasure
    discard pile (``reshuffle``); ``none``: Get Treasure reveals nothing more."""
    lich_rings: Annotated[
        int,
        msgspec.Meta(ge=0, le=5),
        _ruling(
            "lich_rings",
            "§2.1",
            "The Lich King's fingers with a ring (the compendium does not say how many): all"
            " five (alt: 0-4, the first ones from the thumb)",
        ),
    ] = 5
    """§2.1 Lich King [proposed] (002 L664; issue 18: "five finger rings"): how many of his five
    fingers carry a ring, and so count as Gold attached or detached."""
    debuff_ignored: Annotated[
        Literal["returns", "stays"],
        _ruling(
            "debuff_ignored",
            "§2.1",
            "A Pain Curse's or Mind Hex's extra loss or gain Ignored (the Lich King's finger,"
            " L660; the compendium does not say where the token goes): it still returns to"
            " Natyli (alt: stays, the token stays on the player)",
        ),
    ] = "returns"
    """§2.1 Natyli [proposed] (002 L838, L846, L660, L884): the Debuff's strike is a pending
    effect; ``returns``: its tokens go back to Natyli as it strikes, whether or not the extra
    loss or gain is then Ignored; ``stays``: a player who Ignores it keeps the tokens (they
    strike again at the next loss or gain)."""
    debuff_modifiers: Annotated[
        Literal["none", "all"],
        _ruling(
            "debuff_modifiers",
            "§2.1",
            "A Pain Curse's or Mind Hex's extra 1 is changed by every modifier that speaks of"
            " any gain or loss (a Cormac's Rage Tile, L174 'all Alcohol Content gains'; a"
            " Raven's +1, L297 'any effect'; a Tree's -2, L305 'any effects'), never by one"
            " limited to cards or players (Wulfric's Loyal, a Gizmo's or Minion's shield)"
            " (alt: none, the extra 1 'comes from the Debuff', L838, and nothing changes it)",
        ),
    ] = "all"
    """§2.1 Natyli [proposed] (002 L838, L846; L174, L297, L305): ``all`` (default; L838's "comes
    from the Debuff, not from a player, a Drink, or an Event" says whom it is from, while L174,
    L297 and L305 name all / any gains or losses): the modifiers of the player whose number
    moves apply (the Raven's +1 applies to the hex's 1 as well, a Tree's -2 cuts a curse's 1 to
    0, a Rage Tile raises a hex's gain), those limited to a card or another player's card do not
    (Wulfric's Loyal, a Gizmo's or Minion's shield); ``none``: the Debuff's extra loss or gain is
    exactly 1 a token, no modifier changes it (a Raven Erin with a Mind Hex drinking a 3-Alcohol
    Drink gains 3 + 1 from her Raven, then 1 from the hex)."""
    erin_bear_bonus: Annotated[
        int,
        msgspec.Meta(ge=0, le=5),
        _ruling(
            "erin_bear_bonus",
            "§2.1",
            "How much more Fortitude a Bear Erin's card makes another player lose (the"
            " compendium does not print the Bear Form Card's number): 1 (alt: 0-5)",
        ),
    ] = 1
    """§2.1 Erin [proposed] (002 L285: "extra damage", the number is on the Form Card): each
    Fortitude loss her card gives another player while she is a Bear is this much larger."""
    raven_contest_gold: Annotated[
        Literal["each", "once"],
        _ruling(
            "raven_contest_gold",
            "§2.1",
            "A Raven Erin wins a Drinking Contest (the compendium: 1 extra Gold 'whenever she"
            " gains Gold', L291): 1 extra Gold from the Inn per player who pays her, as for a"
            " card's payments (alt: once, 1 for the contest)",
        ),
    ] = "each"
    """§2.1 Erin [proposed] (002 L291): ``each``: every player paying her the contest's 1 Gold
    is a gain (as each payer of a card is, ``after_changes``); ``once``: the contest is one
    gain, like a pot she wins."""
    keet_inn_artifact: Annotated[
        Literal["down", "up"],
        _ruling(
            "keet_inn_artifact",
            "§2.1",
            "A face-down Artifact paid to the Inn, or in a pot that goes to the Inn (the"
            " compendium turns up only discarded ones and a leaver's, L602, L640): it stays face"
            " down, nobody knows which it is until Keet's 'I'll take that!' takes it (alt: up,"
            " turned face up there, its effects never happen)",
        ),
    ] = "down"
    """§2.1 Keet [proposed] (002 L614, L634): ``down``: the Inn holds it face down (worth no Gold
    to the Inn, L626); which Artifact it is is dealt when "I'll take that!" takes it (Keet turns it
    up, L606); ``up``: turned face up as it reaches the Inn, without its effects (as L602 does for
    a discarded one and L640 for one a leaver gives the Inn)."""
    phrenk_named_artifact: Annotated[
        Literal["any", "keet"],
        _ruling(
            "phrenk_named_artifact",
            "§2.1",
            "Phrenk selling a Potion only if paid with a particular face-up Artifact (L630 says"
            " 'to Keet'): to any buyer who controls a face-up Artifact (alt: keet, only to Keet)",
        ),
    ] = "any"
    """§2.1 Keet, Phrenk [proposed] (002 L630): ``any``: Phrenk may name a face-up Artifact any
    buyer controls as part of his Potion's price (Artifacts pay as Gold for every player, L614);
    ``keet``: only when he sells to Keet, as the compendium's sentence is worded."""
    totem_reshuffle: Annotated[
        Literal["reshuffle", "none"],
        _ruling(
            "totem_reshuffle",
            "§2.1",
            "Halden's Totem Deck runs out (the compendium does not say): his Totem discard pile"
            " is shuffled into a new Totem Deck (alt: none, nothing more is revealed)",
        ),
    ] = "reshuffle"
    """§2.1 Halden [proposed] (002 L458-466): ``reshuffle``: an empty Totem Deck takes its
    discard pile, shuffled, as a Character Deck does (R-4.2.2); ``none``: no more Totems."""
    petra_hellfire: Annotated[
        Literal["direct", "answerable"],
        _ruling(
            "petra_hellfire",
            "§2.1",
            "Petra's Hellfire fires (the compendium does not print the Hellfire card or say"
            " whether its effect can be answered): the tracker's effect, nobody answers it (alt:"
            " answerable, an Action card of hers for each player it hurts)",
        ),
    ] = "direct"
    """§2.1 Petra [proposed] (002 L1094): ``direct``: each other player (the Boss side: each
    Challenger) loses the Fortitude at once (no card answers it; a Tree Erin's standing shield,
    L305 "any effects", still makes it 2 smaller), but a Lich King with a finger attached gets
    his loss as a pending loss from nobody his finger may Ignore (L660: any effect, non-card ones
    too; unlike a Heat penalty, L730, nothing says the fire can't be Ignored); ``answerable``: a
    pending Fortitude loss from Petra for each, counting as her Action card (Ignored or reduced
    like one, never Negated, no hit-back)."""
    gizmo_each_other: Annotated[
        Literal["all_only", "others_too"],
        _ruling(
            "gizmo_each_other",
            "§2.1",
            "Wrench's Gizmos lose or gain Fortitude with a card that changes all players'"
            " Fortitude (alt: others_too, also another player's card for each other player,"
            " as Torglesnarf's Minions do)",
        ),
    ] = "all_only"
    """§2.1 Wrench [proposed] (002 L1809: "a card that affects the Fortitude of all players";
    L1825's example makes each player lose 1): ``all_only``: only a card changing every
    player's Fortitude reaches the Gizmos; ``others_too``: a card of another player making each
    other player lose (or gain) Fortitude reaches them too, as L1587 says of Minions."""
    heat_gold_short: Annotated[
        Literal["pay_all", "not_offered"],
        _ruling(
            "heat_gold_short",
            "§2.1",
            "Lucky's Heat penalty 'pay 2 Gold to the Inn' with less than 2 Gold: she may pick it"
            " and pays all she has (alt: not_offered, it is not a choice for her then)",
        ),
    ] = "pay_all"
    """§2.1 Lucky [proposed] (002 L722-L730): ``pay_all``: the Gold penalty is always one of her
    three choices; short of 2 Gold she pays what she has (R-3.2's default, whatever
    ``short_payment`` says, since a payment not made would mitigate the penalty, L730), and at
    0 Gold is kicked out (R-10.2); ``not_offered``: she may pick it only holding 2 Gold or
    Gold-equivalents. Either way, with no Gold at all (in a Round of Gambling, R-8.9) it is not
    offered: a payment of nothing would be no penalty."""
    roxana_cook: Annotated[
        Literal["anytime", "action_phase"],
        _ruling(
            "roxana_cook",
            "§2.1",
            "When Roxana may cook her Available Recipe (the compendium does not say): whenever"
            " she could play an Anytime card, never while keeping a Recipe (alt: action_phase,"
            " only in her own Action phase)",
        ),
    ] = "anytime"
    """§2.1 Roxana [proposed] (002 L1400-1402): ``anytime``: in a window she is asked in and her
    Action phase (R-5.3), not a card (nothing answers it); ``action_phase``: only in her Action
    phase."""
    brew_last_move: Annotated[
        Literal["finished", "resolved"],
        _ruling(
            "brew_last_move",
            "§2.1",
            "Father Farai's move after the last Brew of a deck (compendium L409: 'after the last"
            " one resolves'): also when that Brew is Negated, the deck being finished (alt:"
            " resolved, only when it resolved)",
        ),
    ] = "finished"
    """§2.1 Farai [proposed] (002 L409): ``finished``: the last Brew of a deck leaving the stack,
    resolved or Negated, lets him move his Farai Token; ``resolved``: only a resolved one."""
    vlazlo_monstrosity: Annotated[
        Literal["form_deck", "unused"],
        _ruling(
            "vlazlo_monstrosity",
            "§2.1",
            "Baron von Vlazlo's Monstrosity Deck when he is the Boss of a Boss Battle (the"
            " compendium only names it, L1631): a third form deck he may buy from like the Wolf"
            " and Bat Decks (alt: unused)",
        ),
    ] = "form_deck"
    """§2.1 Vlazlo [proposed] (002 L1631): ``form_deck``: as the Boss his 8-card Monstrosity Deck
    is a third form deck, bought from at 2 Blood a card (never his first form card, never a card
    that says Wolf, Bat or either); ``unused``: left out as in a normal game."""
    pooky_worse_from: Annotated[
        Literal["cards", "hand"],
        _ruling(
            "pooky_worse_from",
            "§2.1",
            "Pooky's mood worsens for a loss from 'a card played from another player's hand'"
            " (L1212): any card of that player's, also their Minion or Gizmo acting and a side"
            " card counting as their Action card, a Bomb or a Brawler (alt: hand, only cards"
            " played from a hand or as though from one)",
        ),
    ] = "cards"
    """§2.1 Pooky [proposed] (002 L1212): ``cards``: a loss from any card another player
    played or has in play worsens his mood: hand cards and cards played as though from a hand
    (Potions L1239, Brews L405, Fury L1329, Doppelgangers L366), a Minion's or a Gizmo's ability
    (L1567, L1791), a Bomb (L956), a Brawler (L1442), a Totem Combo (L500), the Chimera attack
    (L1957), a Story in front of him (L1685); ``hand``: not the abilities, Bombs, Brawlers,
    Totem Combos, the Chimera attack or a Story's loss, whose texts name no hand. Effects that
    are no card (Scarab damage, a Pain Curse, a Mount, the Hellfire) never do."""
    epic_empty: Annotated[
        Literal["stay", "calm"],
        _ruling(
            "epic_empty",
            "§2.1",
            "Epic Pooky at Psychotic whose mood would get worse with an empty Epic Deck (the"
            " compendium pairs going back to Calm with drawing an Epic Card, L1273): no choice,"
            " he stays Psychotic (alt: calm, he may still go back to Calm, drawing nothing)",
        ),
    ] = "stay"
    """§2.1 Epic Pooky [proposed] (002 L1273): ``stay``: with no Epic Card left the choice is not
    offered and he stays Psychotic; ``calm``: he may still go back to Calm, drawing nothing."""
    portal_negated: Annotated[
        Literal["none", "reveal"],
        _ruling(
            "portal_negated",
            "§2.1",
            "Evil Pooky's portal card Negated (the compendium: 'when you play one of these cards,"
            " reveal a Doppelganger after all other effects on the card', L352): none is revealed,"
            " like any icon (alt: reveal, as the card leaves the stack)",
        ),
    ] = "none"
    """§2.1 Evil Pooky [proposed] (002 L352): ``none``: a portal card leaving the stack without
    resolving (Negated, or discarded unresolved) reveals no Doppelganger; ``reveal``: it reveals
    them as it leaves the stack."""
    team_start: Annotated[
        Literal["mean", "first"],
        _ruling(
            "team_start",
            "R-12.2",
            "a side that shares its numbers starts at its members' mean Fortitude and Gold,"
            " rounded down (alt: first, the numbers of its first seat's character)",
        ),
    ] = "mean"
    """R-12.2 / R-12.3 [proposed]: where a team's (or the Challengers') characters start at
    different numbers (the Lich King's 13 Fortitude, Torglesnarf's 2 extra Gold), ``mean``: the
    shared Fortitude and Gold start at the members' mean, rounded down; ``first``: at those of
    the side's first seat."""
    deal: Annotated[
        Literal["random", "rotation"],
        _ruling(
            "deal",
            "R-2",
            "characters not picked are dealt at random by the seed (alt: rotation, for balance"
            " runs: consecutive seeds deal the whole roster in turn)",
            "setting",
        ),
    ] = "random"
    """R-2 (a simulation setting): ``random`` deals each game's characters from the roster by
    its seed; ``rotation`` deals the roster in rounds over consecutive seeds, every character
    once per round (``setup.rotation_deal``), so a run of seeds 0..N-1 plays each character
    equally often, in every seat, against changing company."""
    wages_inn_cards: Annotated[
        Literal["each", "one"],
        _ruling(
            "wages_inn_cards",
            "§2.1",
            "Torglesnarf paying a Minion's Wages (the compendium: 'any card effects that would"
            " allow you to pay the cost with Gold from the Inn instead reduce the cost by 1 Gold',"
            " L1585): each such card he plays takes 1 Gold off (alt: one, one card a payment)",
        ),
    ] = "each"
    """§2.1 Torglesnarf [proposed] (002 L1585): ``each``: every card he plays whose effect lets a
    player pay with the Inn's Gold takes 1 Gold off the Wages due (never below 0); ``one``: at
    most one such card for one Wages payment."""
    shared_hits: Annotated[
        Literal["once", "each"],
        _ruling(
            "shared_hits",
            "R-12.2",
            "a side sharing its numbers (a team, the Challengers) loses, gains or pays once"
            " for each effect that reaches several of its members (alt: each, once a member)",
        ),
    ] = "once"
    """R-12.2 / R-12.3 [proposed]: ``once``: an effect of one card (or of a tracker, Petra's
    Hellfire) naming several players of one side that shares Fortitude, Alcohol Content and
    Gold ("each other player loses 1", "two other players each lose 3", "each other player pays
    you 1"), and an ante demanded of the round's players, moves the side's shared number once,
    through the first member it names who does not Ignore it; ``each``: once per member."""
    team_pass_out: Annotated[
        Literal["alone", "together"],
        _ruling(
            "team_pass_out",
            "R-12.2",
            "a team member whose own pass-out test fires (Zakhan's Drunken Chi) leaves alone and"
            " the shared Gold stays with the teammates (alt: together, the whole side leaves)",
        ),
    ] = "alone"
    """R-12.2 / R-12.3 [proposed]: where one member of a side passes out on a test of their own
    (Zakhan's Total Drunkenness, R-10.1) while the shared numbers keep the others in:
    ``alone``: that member leaves and nothing of the shared Gold is split (it is still the
    living teammates'); ``together``: the whole side leaves with them, its Gold split once."""
    boss_ceiling: Annotated[
        Literal["raised", "twenty"],
        _ruling(
            "boss_ceiling",
            "R-12.3",
            "the Boss's Fortitude and Alcohol Content run from 0 to 20 plus his Boss Fortitude"
            " bonus (alt: twenty, 20 as for everyone; what he has above it stays)",
        ),
    ] = "raised"
    """R-12.3 [proposed] with R-3.1: ``raised``: the Boss's ceiling for Fortitude and Alcohol
    Content is 20 plus ``boss_fortitude_per_challenger`` for every Challenger beyond the first
    (25 against two Challengers), so he can heal back to it and his Alcohol can climb to his
    Fortitude; ``twenty``: 20, as for every player (a gain past it is lost)."""
    turn_cap: Annotated[
        int,
        msgspec.Meta(ge=1, le=10_000),
        _ruling("turn_cap", "-", "safety turn cap (ends the game unfinished)", "setting"),
    ] = 400
    """Turns after which the game ends unfinished (a safety net; bots finish far earlier)."""
    cards: Annotated[
        tuple[str, ...],
        msgspec.Meta(max_length=16),
        _ruling("cards", "§5.3", "owner card packs loaded from files, validated", "setting"),
    ] = ()
    """Extra card files or directories (``--cards PATH``): owners' packs, validated at load."""
    uniform_windows: Annotated[
        bool,
        _ruling(
            "uniform_windows",
            "R-6.4",
            "seats with nothing to play are skipped unasked in windows (alt: every eligible seat is"
            " asked and may only pass, so being asked reveals no card; on when a person is seated)",
            "setting",
        ),
    ] = False
    """R-6.4 (hidden information): True = every seat eligible for a priority window (response
    windows, gambling priority) is asked in turn, a seat with nothing playable being offered
    only the pass, so being asked reveals nothing about a hand; False = such seats are skipped
    unasked (fast, for bot-only tables). ``RedDragonInn.seat_options`` turns it on when a
    person is seated."""

    def __post_init__(self) -> None:
        if self.boss >= 0 and self.teams:
            raise ValueError("a Boss Battle makes its own teams: give boss or teams, not both")
        if self.teams:
            seats = [s for team in self.teams.split(",") for s in team.split("+")]
            if not all(s.isdigit() for s in seats) or len(set(seats)) != len(seats):
                raise ValueError("teams looks like '0+2,1+3': each seat in at most one team")
        if self.turn_cap < 1:
            raise ValueError("turn_cap must be at least 1")
        if not 2 <= self.max_players <= 16:
            raise ValueError("max_players is 2..16")
        if self.inn_gold < -1:
            raise ValueError("inn_gold is -1 (unlimited) or a number of Gold")
        if self.hand_size < 1:
            raise ValueError("hand_size must be at least 1")
        if min(self.starting_gold, self.drink_decks, self.reshuffle_fee, self.prizes) < 0:
            raise ValueError("starting_gold, drink_decks, reshuffle_fee, prizes cannot be negative")


def _r(option: str, ref: str, summary: str, kind: str = "ruling") -> Ruling:
    """A ruling fixed in code, in plain words with its rules section (``rulebook.py``)."""
    return Ruling(option, f"docs/rules/rdi.md {ref}", PLAIN.get(ref, summary), kind, SECTIONS[ref])


FIXED: tuple[Ruling, ...] = (
    _r(
        "-",
        "R-4.1",
        "the owner orders own start-of-turn triggers; active player's first (no alternative"
        " reading yet: no house character has two start-of-turn triggers, and only the"
        " active player's fire then)",
    ),
    _r(
        "-",
        "R-4.8",
        "an active player eliminated mid-turn: the rest of the turn is skipped (no alternative"
        " reading: nobody is left to play that turn's phases)",
    ),
    _r(
        "-",
        "R-5.3",
        "Anytime: in any priority window, by the active player in Action, and in a window at"
        " each phase boundary and between gambling turns ([P13][C]: fixed by the compendium"
        " and P13, not proposed)",
    ),
    _r(
        "-",
        "R-6.13",
        "no window inside a resolution except where a rule opens one (no alternative"
        " reading: a window mid-resolution would split one card, which R-6.2 forbids)",
    ),
    _r(
        "-",
        "R-7.6.1",
        "Round on the House with no Drink left in the Drink Deck or its discard pile: the"
        " Events revealed are discarded and nobody drinks (no alternative reading: no Drink"
        " can turn up)",
    ),
    _r(
        "-",
        "R-7.6.2",
        "a Drinking Contest tie with no Drink left in the Drink Deck or its discard pile ends"
        " with no winner (no alternative reading: nothing is left to reveal)",
    ),
    _r(
        "-",
        "R-7.9",
        "elimination is checked after the reshuffle payments (no alternative reading: players"
        " leave only at safe points, R-10.3 [C], which come after the payments)",
    ),
    _r(
        "-",
        "R-8.10",
        "one Round of Gambling at a time; never started from a response (no alternative"
        " reading: only Action cards start a round, R-8.1 [P6][C], and they are never"
        " responses)",
    ),
    _r(
        "-",
        "R-12.4",
        "Event decks: out of scope (rdi.md; no alternative reading: nothing to play them with)",
        "variant",
    ),
)


RULINGS: tuple[Ruling, ...] = rulings_of(Options, fixed=FIXED)
"""Every ruling: the fields' (option = the field, in field order), then the fixed ones."""
