"""The Red Dragon Inn in words: every event, action, prompt, refusal and result as people read
them.

Players are named as the table names them: by their character's short name and the person
playing it, "Fiona (Alice)" (just "Alice" until the words know which character Alice plays).
The words learn the characters from the options (``characters``), from every view they are shown
(``action``, ``progress``) and from the cards a seat plays or discards (each card belongs to its
character's deck), so words told only events learn them as the cards appear. Cards, Drinks,
Prizes and Gold-equivalents are named from the match's cards; a pending card answered by its
stack number is named by the card it carries (remembered from the events and views seen). Never
ids, seat numbers, raw event syntax or rule codes.

With the deciding seat's view an action reads "Fiona (Alice) plays Duck! against Big Hit";
without one, as an order ("Play Duck! against the card on the table").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from dungeontable.core import Action, Decision, DeckShuffled, Event, IllegalAction, Outcome
from dungeontable.core.words import Names, Words

from .actions import Discard, Draw, OrderDrink, Pass, PayWith, PickPrize
from .actions import Play as PlayCard
from .aside import IgnoringAll, IgnoringEnded
from .content import Content, house, resolve
from .events import (
    CardPlayed,
    CardResolved,
    CardsDiscarded,
    CardsDrawn,
    CardsUnwound,
    CharactersTaken,
    ContestTied,
    ContestWon,
    ControlTaken,
    DrinkDeckReshuffled,
    DrinkModified,
    DrinkOrdered,
    DrinkRevealed,
    ElixirKept,
    GamblingEnded,
    GamblingStarted,
    GameOver,
    GoldPaid,
    Ignored,
    LeftRound,
    Negated,
    PhaseBegan,
    PlayerOut,
    Redirected,
    SoberedUp,
    StatChanged,
    TurnEndedEarly,
    TurnStarted,
    ValuablePaid,
)
from .mechanics.artifacts import (
    ArtifactAtInn,
    ArtifactDiscarded,
    ArtifactLooked,
    ArtifactRevealed,
    ArtifactTaken,
    RevealArtifact,
)
from .mechanics.blood import NAMES as FORM_DECKS
from .mechanics.blood import BloodGained, BloodSpent, BuyFormCard, FormCardTaken, TakeFormCard
from .mechanics.brews import NAMES as BREW_NAMES
from .mechanics.brews import PROGRESS as BREW_PROGRESS
from .mechanics.brews import STAY as BREW_STAY
from .mechanics.chimera import NAMES as SUMMON_NAMES
from .mechanics.debuffs import NAMES as DEBUFF_NAMES
from .mechanics.deities import HAND_BONUS, HAND_BONUS_AT, Deities
from .mechanics.doppelgangers import (
    DoppelgangerPlaced,
    DoppelgangerRevealed,
    DoppelgangerTriggered,
    PlaceDoppelganger,
)
from .mechanics.elements import decode as decode_elements
from .mechanics.events import (
    AimAttached,
    AimBomb,
    AimBombGizmo,
    AimBombMinion,
    AimMount,
    ArrowsDrawn,
    Atone,
    AtonementMade,
    AttachedAimed,
    AttachedRevealed,
    BlessingGiven,
    BlessingsReturned,
    BoardIngredient,
    BombPassed,
    BombPotted,
    BombRevealed,
    BombsOpened,
    BrawlOrder,
    BrawlStarted,
    BrewFinished,
    BrewWorked,
    BuyPotion,
    CalmChi,
    ChiChanged,
    ChimeraAttack,
    ChimeraDispelled,
    ChimeraFlipped,
    ChooseHeatPenalty,
    CookRecipe,
    DebuffGiven,
    DebuffKept,
    DebuffPending,
    DebuffsReturned,
    DebuffStruck,
    DeityFlipped,
    DiscardItem,
    DiscardMushroom,
    DrinkMeDiscarded,
    ElementsDiscarded,
    EquipTreasure,
    FingerDetached,
    FingerReattached,
    FirstBomb,
    FormChanged,
    FuryAtPiece,
    FuryGained,
    FuryTarget,
    FuryUnleashed,
    HeatGained,
    HeatPenaltyPaid,
    IngredientBoarded,
    InstrumentRestored,
    InstrumentSmashed,
    ItemDiscarded,
    ItemRevealed,
    KeepPotion,
    KeepRecipe,
    MixInsShelved,
    MomentumChanged,
    MoodChanged,
    MountLeft,
    MountPlaced,
    MountRevealed,
    MushroomRevealed,
    MushroomsDiscarded,
    MushroomsGrown,
    OfferPotion,
    PatientsArrived,
    PatientTreated,
    PetFetched,
    PietyMoved,
    PlaceSummon,
    PlayerMarked,
    PlayerUnmarked,
    PookyMood,
    PoolRage,
    PotionAnswered,
    PotionKept,
    PotionOffered,
    PotionRevealed,
    PrayerPlayed,
    PrayerTokensGained,
    RageCleared,
    RagePooled,
    RecipeCooked,
    RecipeKept,
    RecipeRevealed,
    ReserveGiven,
    ScarabDamage,
    ScarabsGiven,
    ServeSmorgasbord,
    SmorgasbordServed,
    SummonPlaced,
    SupplyGained,
    TakeChi,
    TakeSupply,
    TreasureKept,
    TreasureRevealed,
    TreatPatient,
    WorkBrew,
)
from .mechanics.forms import FormTaken, PaymentSpared, ReturnToElf
from .mechanics.gizmos import GizmoBuilt, GizmoChanged, Gizmos, GizmoSacrificed, TickGizmo
from .mechanics.items import Items, hand_cut
from .mechanics.minions import (
    ActMinion,
    DismissMinion,
    InnPaysWages,
    MinionActed,
    MinionHired,
    Minions,
    MinionsDone,
    PayWages,
    WagesCut,
    WagesDue,
    WagesSettled,
)
from .mechanics.moods import NAMES as MOOD_NAMES
from .mechanics.moods import ChooseEpic, EpicChosen, StayInRound
from .mechanics.mushrooms import HARVEST, chosen_slots, planter_of
from .mechanics.petrification import (
    CardsPetrified,
    GlareUsed,
    PetrifiedReturned,
    PetrifyCard,
    PetrifyOwed,
)
from .mechanics.plots import (
    CardPlotted,
    HellfireFired,
    HellfireGained,
    PlotCard,
    PlotsDiscarded,
)
from .mechanics.potions import (
    AskPotion,
    OfferPotionFor,
    PotionAskAnswered,
    PotionAsked,
    PotionTerms,
    SellPotion,
    SellPotionFor,
)
from .mechanics.totems import NAMES as TOTEM_KINDS
from .mechanics.totems import (
    AimTotem,
    DeclareTotems,
    PickTotem,
    SkipTotems,
    TotemComboPlayed,
    TotemRevealed,
)
from .options import Options

_FORMS = {"elf": "an Elf", "bear": "a Bear", "raven": "a Raven", "tree": "a Tree"}
"""Erin's forms in words (mechanics/forms.py)."""

SCARAB_DAMAGE = "the Scarab damage"
"""How the log names Amundyr's end-of-turn Scarab damage pending on the stack (002 L103)."""
OTHER_LOSSES = {
    "hellfire": "the Hellfire's loss",  # a Lich King's, waiting for his finger (002 L660)
    "fight": "the loss to stay in the round",  # Pooky's kick-out card (002 L1262)
}
"""How the log names the other losses pending as ``Play(kind="damage")``, by their option."""

INN, POT = -1, -2
"""Payees of ``GoldPaid`` / ``ValuablePaid`` that are no seat."""

STATS = {"fortitude": "Fortitude", "alcohol": "Alcohol", "gold": "Gold"}

BOUNDARY = "play an Anytime card, or pass"
"""The flow's prompt of a window opened between phases or gambling turns (``flow.BOUNDARY_PROMPT``;
R-5.3)."""

PROMPTS = {
    "discard": "must discard any cards they want to lose, then draw back up to their hand size",
    "action": "may play an Action card (or an Anytime card), or pass",
    "respond": "may answer the card on the table, or pass",
    "gamble": "may play a Gambling or Cheating card to take control of the round, or pass",
    "order": "must order a Drink for another player",
    "prize": "must pick the Prize this Round of Gambling is played for",
    "pay": "must choose what to pay with: a Gold coin or a Gold-equivalent",
    "heat-penalty": (
        "has 3 Heat and must choose a penalty: gain 2 Alcohol, pay 2 Gold to the Inn, "
        "or lose 2 Fortitude"
    ),
    "atone": (
        "has fallen below 1 Piety and must atone: tithe 1 Gold to the Inn or lose 1 Fortitude"
    ),
    "chi": "gained Alcohol from a Drink and may gain 1 Drunken Chi for it",
    "rage": "may put one card from their hand face down into their Rage Pool",
    "gizmo": "must tick down the next Gizmo, and may use its ability",
    "treasure": "must equip the Treasure just revealed, or discard it",
    "brawl-order": "must order a second Drink for another player (Brawl count 10)",
    "summon": "may place Scrappy, Bandit or Amber on the Chimera (one of their choice), or none",
    "fury": "must pick a player for each of their Fury, one at a time, before anyone answers",
    "item-slot": "has three Items equipped and must discard one to make room for the new Item",
    "bomb": "holds a Bomb and must make the choice it asks for",
    "mount": "must choose the player their Mount's effect is aimed at",
    "bomb-order": "won the pot's Bombs and must choose which one goes off next",
    "item-discard": "may discard any of their equipped Items before drawing, or keep them",
    "story": "must pick the player for the Story just told",
    "gear": "must pick the player for the Gear just revealed",
    "supply": "may take one of the Medical Supply Tokens shown on the card",
    "potion-keep": "must keep either the face-up Potion or the one just revealed",
    "potion-offer": "may buy the Potion offered at its price, or decline",
    "potion-ask": "may sell the face-up Potion at its price to the player who asked, or refuse",
    "brew-start": "must choose the Brew their Farai Token starts at",
    "brew-paddle": (
        "must use the mash paddle: add a Progress Token to their current Brew, or move to "
        "another Brew"
    ),
    "brew-move": "finished a Brew Deck and may move their Farai Token to another Brew, or not",
    "planter": "must make room: discard one of the four planted Mushrooms or the new one",
    "recipe-keep": "must keep either the Available Recipe or the one just revealed",
    "cleaver": "may put one more Ingredient card from their hand on the Cutting Board (cleaver)",
    "prep": "may put more Ingredient cards from their hand on the Cutting Board, or stop",
    "doppelganger": "must keep the Split Doppelganger just revealed, or give it to another player",
    "epic": "is Psychotic and must choose: stay so, or go back to Calm and draw an Epic Card",
    "fight": "was named by Pooky's kick-out card: leave the round, or lose 2 Fortitude to stay",
    "form-revert": "may turn back into an Elf before Discard and Draw, or stay in their form",
    "artifact-reveal": "must turn face up the Artifact they just gained, before anything else",
    "petrify": "must Petrify a card: give one from their hand face down to the Petrification Pile",
    "plot": "may Plot one card from their hand face down in their Plotted Cards area, or none",
    "totem": "may add a revealed Totem to a Totem Combo, declare it, or play none this turn",
    "totem-aim": "must pick the player of the Totem Combo's next effect",
    "minion": "may have another Minion act, or none more this turn",
    "wages": "must pay a hurt Minion's Wages to the Inn, or discard the Minion",
    "form-first": "must choose the deck, Wolf or Bat, their first form card comes from",
    "form-buy": "may buy a form card for 2 Blood (one at a time), or stop and draw up",
    "form-acquire": "must choose the form deck, Wolf or Bat, the card gives them a card from",
}
"""Each decision kind, as what its decider must (or may) do."""

NOW = {
    "discard": "it is {who}'s Discard and Draw",
    "action": "it is {who}'s Action phase",
    "respond": "{who} is the one to answer the card on the table",
    "gamble": "it is {who}'s turn to play in the Round of Gambling",
    "order": "{who} must order a Drink first",
    "prize": "{who} must first pick the Prize for the Round of Gambling",
    "pay": "{who} must first choose what to pay with",
    "heat-penalty": "{who} must first choose a Heat penalty",
    "atone": "{who} must first atone for falling below 1 Piety",
    "chi": "{who} must first say whether to gain 1 Drunken Chi for the Drink",
    "rage": "{who} must first say whether to add a card to the Rage Pool",
    "gizmo": "{who} must first tick down the Gizmos, one by one",
    "treasure": "{who} must first equip or discard the Treasure just revealed",
    "brawl-order": "{who} must first order a second Drink (Brawl count 10)",
    "summon": "{who} must first choose a summon for the Chimera",
    "fury": "{who} must first aim their Fury",
    "item-slot": "{who} must first discard an Item to make room for the new one",
    "bomb": "{who} must first make the choice their Bomb asks for",
    "mount": "{who} must first choose who their Mount's effect is aimed at",
    "bomb-order": "{who} must first choose which of the pot's Bombs goes off next",
    "item-discard": "{who} must first say which Items to discard, if any",
    "story": "{who} must first pick the player for the Story",
    "gear": "{who} must first pick the player for the Gear",
    "supply": "{who} must first choose which Medical Supply Token to take",
    "potion-keep": "{who} must first choose which Potion to keep",
    "potion-offer": "{who} must first say whether to buy the Potion offered",
    "potion-ask": "{who} must first say whether to sell the Potion asked for",
    "brew-start": "{who} must first choose the Brew their Farai Token starts at",
    "brew-paddle": "{who} must first make the mash paddle's choice",
    "brew-move": "{who} must first say whether to move their Farai Token",
    "planter": "{who} must first choose which Mushroom to discard from the full Planter Box",
    "recipe-keep": "{who} must first choose which Recipe to keep",
    "cleaver": "{who} must first say whether the cleaver adds another Ingredient card",
    "prep": "{who} must first finish putting Ingredient cards on the Cutting Board",
    "doppelganger": "{who} must first keep or give away the Split Doppelganger just revealed",
    "epic": "{who} must first choose: stay Psychotic, or go back to Calm for an Epic Card",
    "fight": "{who} must first choose: leave the round, or lose Fortitude to stay in it",
    "form-revert": "{who} must first say whether to turn back into an Elf",
    "artifact-reveal": "{who} must first turn face up the Artifact they gained",
    "petrify": "{who} must first choose the cards they Petrify",
    "plot": "{who} must first say whether to Plot a card",
    "totem": "{who} must first finish declaring a Totem Combo, or drop it",
    "totem-aim": "{who} must first pick the players of the Totem Combo",
    "minion": "{who} must first finish with their Minions",
    "wages": "{who} must first pay a hurt Minion's Wages or discard it",
    "form-first": "{who} must first choose the deck of their first form card",
    "form-buy": "{who} is buying form cards before drawing up (nobody plays cards meanwhile)",
    "form-acquire": "{who} must first choose the form deck of the card they acquire",
}
"""Each decision kind, as what is going on (for refusals)."""

WHY = {
    "discard": "nobody plays cards then: its player only discards and draws back up",
    "action": "in the Action phase its player may play one Action card, or an Anytime card",
    "respond": (
        "a card can answer only when its situation has come up: a Sometimes card when what it "
        "names is happening, an Anytime card at any time, and never one that would change "
        "nothing"
    ),
    "gamble": "only a Gambling or Cheating card that can take control of the round may be played",
    "order": "a Drink is ordered for another player still in the game",
    "prize": "the Prize must be one of those waiting in the Inn",
    "pay": "only Gold or a Gold-equivalent the payer holds can pay",
    "heat-penalty": "the penalty is 2 Alcohol, 2 Gold to the Inn or 2 Fortitude",
    "atone": "the atonement is 1 Gold tithed to the Inn or 1 Fortitude",
    "chi": "the choice is 1 Drunken Chi or none",
    "rage": "only a card from their own hand, or none, may go to the Rage Pool",
    "gizmo": "each Gizmo in play ticks down once, its ability used or not, on a player it allows",
    "treasure": "the revealed Treasure is equipped (dropping what it cannot fit beside) or not",
    "brawl-order": "the second Drink is ordered for another player still in the game",
    "summon": "only a summon not yet on the face-down Chimera, or none",
    "fury": "Fury is aimed at another player still in the game",
    "item-slot": "one of the three equipped Items must go to the Item discard pile",
    "bomb": "only the choices printed on the Bomb may be made",
    "mount": "the Mount's effect is aimed at another player still in the game",
    "bomb-order": "every Bomb won in the pot goes off, one after another",
    "item-discard": "only an equipped Item may be discarded, or none",
    "story": "the Story's player is another player still in the game",
    "gear": "the Gear's player is another player still in the game",
    "supply": "only one of the tokens the card shows, with fewer than three on the mat",
    "potion-keep": "one of the two Potions is kept, the other discarded",
    "potion-offer": "the price is fixed: buy at it or decline",
    "potion-ask": "both must agree: sell at the fixed price or refuse",
    "brew-start": "the Farai Token starts at a Brew Deck with cards left",
    "brew-paddle": "only a Progress Token on the current Brew, or a move to another Brew",
    "brew-move": "the Farai Token moves only to a Brew Deck with cards left, or stays",
    "planter": "the Planter Box holds four Mushrooms: one of the five must go",
    "recipe-keep": "one of the two Recipes is kept, the other goes under the Recipe Deck",
    "cleaver": "only a card with an Ingredient icon from their own hand, or none",
    "prep": "only cards with an Ingredient icon from their own hand, or none",
    "doppelganger": "the Split Doppelganger is kept, or given to another player still in the game",
    "epic": "Epic Pooky either stays Psychotic or goes back to Calm and draws an Epic Card",
    "fight": "the player Pooky named leaves the round, or loses the Fortitude and stays in it",
    "form-revert": "the choice is to stay in the form, or to turn back into an Elf",
    "artifact-reveal": "a face-down Artifact gained is turned face up at once",
    "petrify": "only a card from their own hand, one at a time, until they have given the count",
    "plot": "only one of their own Character Cards from their hand, or none",
    "totem": "a Totem Combo chains revealed Totems, each one's needed type the type of the next",
    "totem-aim": "each effect of a Totem Combo is aimed at another player still in the game",
    "minion": "each Minion acts once in each of its owner's Action Phases",
    "wages": "Wages are paid in Gold to the Inn (with enough Gold), or the Minion is discarded;"
    " a card letting its player pay with the Inn's Gold takes 1 Gold off the Wages",
    "form-first": "the first form card comes from the Wolf Deck or the Bat Deck",
    "form-buy": "a form card costs 2 Blood and comes from a form deck with cards left",
    "form-acquire": "the card comes from one of the form decks it names with cards left",
}
"""Each decision kind, the rule that limits what may be done then (for refusals)."""

ANSWERS: dict[str, tuple[type[Action], ...]] = {
    "discard": (PlayCard,),
    "action": (PlayCard,),
    "respond": (PlayCard,),
    "gamble": (PlayCard,),
    "order": (OrderDrink,),
    "prize": (PickPrize,),
    "pay": (PayWith,),
    "heat-penalty": (ChooseHeatPenalty,),
    "atone": (Atone,),
    "chi": (TakeChi,),
    "rage": (PoolRage,),
    "gizmo": (TickGizmo,),
    "treasure": (EquipTreasure,),
    "brawl-order": (BrawlOrder,),
    "summon": (PlaceSummon,),
    "fury": (FuryTarget, FuryAtPiece),
    "item-slot": (DiscardItem,),
    "bomb": (AimBomb, AimBombGizmo, AimBombMinion),
    "mount": (AimMount,),
    "bomb-order": (FirstBomb,),
    "item-discard": (DiscardItem,),
    "story": (AimAttached,),
    "gear": (AimAttached,),
    "supply": (TakeSupply,),
    "potion-keep": (KeepPotion,),
    "potion-offer": (BuyPotion,),
    "potion-ask": (SellPotion, SellPotionFor),
    "brew-start": (WorkBrew,),
    "brew-paddle": (WorkBrew,),
    "brew-move": (WorkBrew,),
    "planter": (DiscardMushroom,),
    "recipe-keep": (KeepRecipe,),
    "cleaver": (BoardIngredient,),
    "prep": (BoardIngredient,),
    "doppelganger": (PlaceDoppelganger,),
    "epic": (ChooseEpic,),
    "fight": (StayInRound,),
    "form-revert": (ReturnToElf,),
    "artifact-reveal": (RevealArtifact,),
    "petrify": (PetrifyCard,),
    "plot": (PlotCard,),
    "totem": (PickTotem, DeclareTotems, SkipTotems),
    "totem-aim": (AimTotem,),
    "minion": (ActMinion, MinionsDone),
    "wages": (PayWages, DismissMinion, InnPaysWages),
    "form-first": (TakeFormCard,),
    "form-buy": (BuyFormCard,),
    "form-acquire": (TakeFormCard,),
}
"""The actions a refusal explains by the rule of the decision (``WHY``): those of its kind."""

REASONS = {
    "last one standing": "the last one standing wins",
    "everyone left at once: a tie": "everyone left at once, so the game is a tie",
    "turn cap reached": "the game reached its turn limit unfinished, so nobody wins",
}

CONTROL = {
    "control": "takes control of the Round of Gambling",
    "caught": "catches a cheat and takes control of the round",
    "cheat": "cheats and takes control of the round",
    "kick": "takes control of the round and throws a player out of it",
    "raise": "raises the stakes and takes control: everyone in the round antes 1 more Gold",
    "winning_hand": "shows a Winning Hand and takes control: only Cheating can take it now",
    "steal": "steals the winnings of the round",
}

MOMENTUM = {
    "gain": "gains Momentum",
    "lose": "loses Momentum",
    "spend": "spends Momentum",
    "turn-start": "gains Momentum at the start of the turn",
}

PENALTY = {
    "alcohol": ("gain 2 Alcohol", "gains {} Alcohol"),
    "gold": ("pay 2 Gold to the Inn", "pays {} Gold to the Inn"),
    "fortitude": ("lose 2 Fortitude", "loses {} Fortitude"),
}
"""A Heat penalty: as an order, and as what happened."""

TYPES = {
    "action": "Action",
    "sometimes": "Sometimes",
    "anytime": "Anytime",
    "gambling": "Gambling",
    "cheating": "Cheating",
    "drink": "Drink",
    "drink_event": "Drink Event",
    "prize": "Prize",
    "valuable": "Gold-equivalent",
}

_NOT_LEGAL = re.compile(
    r"^(?P<action>.+?) is not legal now (?:\(seat (?P<seat>\d+) (?:must )?(?P<prompt>.+)\)|"
    r"\(the game is over\))(?:: (?P<card>\S+) takes (?P<options>.+) here)?$"
)


def short_name(name: str) -> str:
    """A character's name as the table says it: "Fiona the Volatile" -> "Fiona", "Adonis the
    Magnificent, Bard of the Ages" -> "Adonis", "Mother Hulda of the Hearth" -> "Mother Hulda";
    a name without an epithet stays whole ("First Mate Remy")."""
    head = name.split(",")[0]
    head = re.split(r"\s+(?:the|of)\s+", head, maxsplit=1)[0]
    return head.strip() or name


def listed(items: Iterable[str]) -> str:
    names = list(items)
    if len(names) <= 1:
        return names[0] if names else "nothing"
    return f"{', '.join(names[:-1])} and {names[-1]}"


def _s(n: int) -> str:
    return "" if n == 1 else "s"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _content(options: Options) -> Content:
    try:
        return resolve(tuple(options.cards))
    except Exception:  # an owner's file that no longer loads: the house names at least
        return house()


class RedDragonInnWords(Words):
    """How a Red Dragon Inn match reads for people."""

    def __init__(self, game: Any, options: Any, names: Names) -> None:
        super().__init__(game, options if isinstance(options, Options) else Options(), names)
        self.content = _content(self.options)
        self.cards: dict[str, Any] = self.content.catalog.cards
        self.deck_of: dict[str, str] = {}
        for deck, ids in self.content.catalog.decks.items():
            for cid in ids:
                self.deck_of.setdefault(cid, deck)
        self.character_of_deck = {c.deck: cid for cid, c in self.content.characters.items()}
        seats = len(names.seats)
        self.characters: list[str] = [""] * seats
        if len(self.options.characters) == seats:
            self.characters = list(self.options.characters)
        self.items: dict[int, str] = {}
        """Stack item number -> how the pending card reads ("Big Hit", "Zot's Thin Ale")."""
        self.pending_drink = ""
        """The Drink last revealed and not yet resolved (for a pending item not yet named)."""
        self.ante_pending = False

    # --- names --------------------------------------------------------------------------------

    def character(self, seat: int) -> str:
        """The character's short name at ``seat`` ("" while not known)."""
        if 0 <= seat < len(self.characters) and self.characters[seat]:
            found = self.content.characters.get(self.characters[seat])
            return short_name(found.name) if found is not None else ""
        return ""

    def who(self, seat: int) -> str:
        """ "Fiona (Alice)"; "Alice" while her character is not known; the Inn and the pot."""
        if seat == INN:
            return "the Inn"
        if seat == POT:
            return "the pot"
        person = self.names(seat)
        hero = self.character(seat)
        if not hero or hero.casefold() == person.casefold():
            return person
        return f"{hero} ({person})"

    def short(self, seat: int) -> str:
        """The character alone ("Fiona"), for asides; the person while it is not known."""
        if seat in (INN, POT):
            return self.who(seat)
        hero = self.character(seat)
        if not hero:
            return self.names(seat)
        if sum(1 for s in range(len(self.characters)) if self.character(s) == hero) > 1:
            return self.who(seat)  # the same character at two seats: say whose
        return hero

    def card(self, cid: str) -> str:
        found = self.cards.get(cid)
        if found is not None:
            return str(found.name)
        return "a card" if not cid else "an unknown card"

    def cards_named(self, ids: Iterable[str]) -> str:
        return listed(self.card(c) for c in ids)

    def drink(self, parts: tuple[str, ...]) -> str:
        """ "Thin Ale", "Thin Ale with Cellar Stout as a Chaser"."""
        if not parts:
            return "a Drink"
        head = self.card(parts[0])
        found = self.cards.get(parts[0])
        if found is not None and getattr(found, "type", "") == "drink":
            head += f" (Alcohol {found.alcohol})"
        if len(parts) > 1:
            chasers = self.cards_named(parts[1:])
            return f"{head} with {chasers} as a Chaser"
        return head

    def learn_card(self, seat: int, cid: str) -> None:
        """A seat showed a card of its character's deck: now the words know the character."""
        if not 0 <= seat < len(self.characters) or self.characters[seat]:
            return
        character = self.character_of_deck.get(self.deck_of.get(cid, ""))
        if character is not None:
            self.characters[seat] = character

    def learn(self, view: Any) -> None:
        """Remember the characters and the pending cards a view shows."""
        if view is None:
            return
        seats = getattr(view, "seats", None) or ()
        for i, s in enumerate(seats):
            character = getattr(s, "character", "")
            if i < len(self.characters) and character in self.content.characters:
                self.characters[i] = character
        stack = getattr(view, "stack", None)
        for item in getattr(stack, "items", ()) or ():
            self.items[item.uid] = self.item_name(item.payload)

    def item_name(self, play: Any) -> str:
        """A pending stack item: a card by its name, a Drink with its drinker, the ante."""
        kind = getattr(play, "kind", "card")
        if kind == "drink":
            name = self.card(play.card) if play.card else "a Drink"
            drinker = getattr(play, "drinker", -1)
            return f"{self.short(drinker)}'s {name}" if drinker >= 0 else name
        if kind == "ante":
            return "the ante"
        if kind == "winnings":
            return "the winnings"
        if kind == "debuff":  # a Pain Curse's or Mind Hex's strike (002 L884)
            return f"{self.short(play.target)}'s {_strike(play.option, play.amount)}"
        if kind == "damage" and play.option in OTHER_LOSSES:  # the Hellfire, Pooky's fight
            return OTHER_LOSSES[play.option]
        if kind == "damage":  # a Story in front of a player (Warthorn) names itself
            return self.card(play.card) if play.card else SCARAB_DAMAGE
        if getattr(play, "option", "").startswith("parts:"):
            return f"the Totem Combo of {self.cards_named(play.parts)}"
        if play.card:
            return self.card(play.card)
        return "the card on the table"

    def pending(self, uid: int) -> str:
        found = self.items.get(uid)
        if found:
            return found
        if self.pending_drink:
            return self.pending_drink
        if self.ante_pending:
            return "the ante"
        return "the card on the table"

    # --- events -------------------------------------------------------------------------------

    def event(self, event: Event) -> str:
        tell = getattr(self, f"_e_{type(event).__name__}", None)
        return tell(event) if tell is not None else super().event(event)

    def _e_DeckShuffled(self, e: DeckShuffled) -> str:
        if e.deck in ("drinks", "drink"):
            return f"The Drink Deck is shuffled ({e.size} cards)"
        character = self.character_of_deck.get(e.deck)
        found = self.content.characters.get(character or "")
        whose = f"{short_name(found.name)}'s deck" if found is not None else "A deck"
        return f"{whose} is shuffled ({e.size} cards)"

    def _e_TurnStarted(self, e: TurnStarted) -> str:
        return f"Turn {e.turn}: {self.who(e.seat)}'s turn begins"

    def _e_PhaseBegan(self, e: PhaseBegan) -> str:
        phases = {
            "order": "orders a Drink",
            "discard": "discards and draws",
            "action": "takes an action",
            "drink": "drinks",
        }
        return f"{self.who(e.seat)} now {phases.get(e.phase, 'goes on')}"

    def _e_CardsDiscarded(self, e: CardsDiscarded) -> str:
        for cid in e.cards:
            self.learn_card(e.seat, cid)
        return f"{self.who(e.seat)} discards {self.cards_named(e.cards)}"

    def _e_CardsDrawn(self, e: CardsDrawn) -> str:
        if e.cards:
            return f"{self.who(e.seat)} draws {self.cards_named(e.cards)}"
        if not e.count:
            return f"{self.who(e.seat)} draws no cards"
        return f"{self.who(e.seat)} draws {e.count} card{_s(e.count)}"

    def _e_CardPlayed(self, e: CardPlayed) -> str:
        self.learn_card(e.seat, e.card)
        name = self.card(e.card)
        self.items[e.uid] = name
        text = f"{self.who(e.seat)} plays {name}"
        if e.target >= 0:
            text += f" at {self.who(e.target)}"
        if e.item > 0:
            text += f" against {self.pending(e.item)}"
        option = self.option(e.option, e.seat)
        return f"{text}, {option}" if option else text

    def _e_CardResolved(self, e: CardResolved) -> str:
        known = self.items.pop(e.uid, "")
        found = self.cards.get(e.card)
        if found is not None and getattr(found, "type", "") == "drink":
            self.pending_drink = ""
            name = _cap(known or self.card(e.card))
            return f"{name} was negated and is not drunk" if e.negated else f"{name} is drunk"
        if e.card:
            name = _cap(known or self.card(e.card))
            return f"{name} was negated and does nothing" if e.negated else f"{name} takes effect"
        if known == SCARAB_DAMAGE:
            return "The Scarab damage was negated" if e.negated else "The Scarab damage is dealt"
        if known in OTHER_LOSSES.values():
            return f"{_cap(known)} is dealt"
        if known.endswith(STRIKE_SUFFIXES):  # a Debuff's strike (002 L884)
            return f"The strike of {known} is over"
        if known == "the ante" or (self.ante_pending and known != "the winnings"):
            self.ante_pending = False
            return "The ante is called off" if e.negated else "Everyone in the round antes"
        if e.negated:
            return "The winnings of the round are negated"
        return "The winner of the round collects the pot"

    def _e_CardsUnwound(self, e: CardsUnwound) -> str:
        self.pending_drink = ""
        self.ante_pending = False
        if not e.cards:
            return "The turn ends with nothing left waiting"
        return f"Discarded without effect as the turn ends: {self.cards_named(e.cards)}"

    def _e_StatChanged(self, e: StatChanged) -> str:
        stat = STATS.get(e.stat, e.stat.capitalize())
        verb = "gains" if e.amount >= 0 else "loses"
        text = f"{self.who(e.seat)} {verb} {abs(e.amount)} {stat}, now {max(e.value, 0)}"
        if e.source >= 0 and e.source != e.seat:
            text += f" ({self.short(e.source)}'s card)"
        return text

    def _e_GoldPaid(self, e: GoldPaid) -> str:
        gold = f"{e.amount} Gold"
        if e.payer == POT:
            return f"{_cap(self.who(e.payee))} takes {gold} from the pot"
        if e.payer == INN:
            return f"The Inn pays {gold} to {self.who(e.payee)}"
        if e.payee == POT:
            return f"{self.who(e.payer)} puts {gold} into the pot"
        return f"{self.who(e.payer)} pays {gold} to {self.who(e.payee)}"

    def _e_ValuablePaid(self, e: ValuablePaid) -> str:
        what = f"the {self.card(e.card)} (worth 1 Gold)"
        if e.payer == POT:
            return f"{_cap(self.who(e.payee))} takes {what} from the pot"
        if e.payee == POT:
            return f"{self.who(e.payer)} puts {what} into the pot"
        return f"{_cap(self.who(e.payer))} hands {what} to {self.who(e.payee)}"

    def _e_Ignored(self, e: Ignored) -> str:
        return f"{self.who(e.seat)} ignores {self.pending(e.uid)}"

    def _e_Negated(self, e: Negated) -> str:
        return f"{_cap(self.pending(e.uid))} is negated"

    def _e_Redirected(self, e: Redirected) -> str:
        if e.seat >= 0:  # one player's own share of the card
            share = f"{self.who(e.seat)}'s share of {self.pending(e.uid)}"
            return f"{share} now goes to {self.who(e.target)}"
        return f"{_cap(self.pending(e.uid))} now goes to {self.who(e.target)}"

    def _e_DrinkModified(self, e: DrinkModified) -> str:
        drink = self.pending(e.uid)
        if e.delta >= 0:
            return f"{_cap(drink)} is spiked: {e.delta} more Alcohol"
        return f"{_cap(drink)} is watered down: {-e.delta} less Alcohol"

    def _e_DrinkOrdered(self, e: DrinkOrdered) -> str:
        return f"{self.who(e.seat)} orders a Drink for {self.who(e.target)}"

    def _e_DrinkRevealed(self, e: DrinkRevealed) -> str:
        who = self.who(e.seat)
        if e.purpose == "event":
            return f"{who} reveals a Drink Event: {self.card(e.cards[0] if e.cards else '')}"
        drink = self.drink(e.cards)
        first = self.card(e.cards[0]) if e.cards else "a Drink"
        if e.purpose == "contest":
            return f"{who} reveals {drink} for the Drinking Contest"
        if e.purpose == "round":
            self.pending_drink = first
            return f"A Round on the House: everyone drinks {drink}"
        self.pending_drink = f"{self.short(e.seat)}'s {first}"
        return f"{who} reveals their Drink: {drink}"

    def _e_SoberedUp(self, e: SoberedUp) -> str:
        return f"{self.who(e.seat)} has no Drink waiting and sobers up by 1"

    def _e_DrinkDeckReshuffled(self, e: DrinkDeckReshuffled) -> str:
        return f"The Drink Deck ran out and is reshuffled from its discard pile ({e.size} cards)"

    def _e_ContestWon(self, e: ContestWon) -> str:
        return (
            f"{self.who(e.seat)} wins the Drinking Contest with {e.score} Alcohol: everyone "
            "else pays them 1 Gold"
        )

    def _e_ContestTied(self, e: ContestTied) -> str:
        return (
            f"{listed(self.who(s) for s in e.seats)} tie the Drinking Contest at {e.score} "
            "Alcohol and reveal again"
        )

    def _e_GamblingStarted(self, e: GamblingStarted) -> str:
        self.ante_pending = True
        return f"{self.who(e.seat)} starts a Round of Gambling: everyone antes 1 Gold"

    def _e_ControlTaken(self, e: ControlTaken) -> str:
        return f"{self.who(e.seat)} {CONTROL.get(e.how, 'takes control of the round')}"

    def _e_LeftRound(self, e: LeftRound) -> str:
        return f"{self.who(e.seat)} is out of the Round of Gambling"

    def _e_GamblingEnded(self, e: GamblingEnded) -> str:
        if e.winner < 0:
            return (
                f"The Round of Gambling ends with no winner: the pot of {e.pot} Gold goes to "
                "the Inn"
            )
        return f"{self.who(e.winner)} wins the Round of Gambling and the pot of {e.pot} Gold"

    def _e_TurnEndedEarly(self, e: TurnEndedEarly) -> str:
        return f"{self.who(e.seat)}'s turn ends early"

    def _e_PlayerOut(self, e: PlayerOut) -> str:
        if e.how == "broke":
            return f"{self.who(e.seat)} has no Gold left and is thrown out of the inn"
        return f"{self.who(e.seat)} passes out and is out of the game"

    def _e_ElixirKept(self, e: ElixirKept) -> str:
        name = self.card(e.card)
        what = f"the {name}" if "Elixir" in name else f"the Elixir {name}"
        return f"{self.who(e.seat)} keeps {what} in front of them"

    def _e_GameOver(self, e: GameOver) -> str:
        reason = REASONS.get(e.reason, e.reason)
        if not e.winners:
            return f"Game over: {reason}"
        winners = listed(self.who(s) for s in e.winners)
        if e.reason == "last one standing":
            verb = "is" if len(e.winners) == 1 else "are"
            last = "the last one" if len(e.winners) == 1 else "the last ones"
            wins = "wins" if len(e.winners) == 1 else "win"
            return f"Game over: {winners} {verb} {last} standing and {wins}"
        if e.reason == "everyone left at once: a tie":
            return f"Game over: {winners} all leave at once, so the game is a tie"
        return f"Game over: {reason}; the winners are {winners}"

    def _e_CharactersTaken(self, e: CharactersTaken) -> str:
        plays = []
        for seat, character in enumerate(e.characters):
            if seat < len(self.characters) and character in self.content.characters:
                self.characters[seat] = character
            found = self.content.characters.get(character)
            name = short_name(found.name) if found is not None else "a character"
            plays.append(f"{self.names(seat)} plays {name}")
        return f"Around the table: {listed(plays)}. {self.who(e.first)} starts"

    def _e_InstrumentSmashed(self, e: InstrumentSmashed) -> str:
        self.learn_card(e.seat, e.card)
        return f"{self.who(e.seat)} smashes the {e.instrument} to play {self.card(e.card)}"

    def _e_InstrumentRestored(self, e: InstrumentRestored) -> str:
        return f"{self.who(e.seat)} mends the {e.instrument}"

    def _e_MomentumChanged(self, e: MomentumChanged) -> str:
        what = MOMENTUM.get(e.why, "has a change of Momentum")
        return f"{self.who(e.seat)} {what}: Momentum {e.value} of 3"

    def _e_HeatGained(self, e: HeatGained) -> str:
        if e.penalties_due:
            due = "a penalty" if e.penalties_due == 1 else f"{e.penalties_due} penalties"
            return f"{self.who(e.seat)} reaches 3 Heat and must choose {due}"
        return f"{self.who(e.seat)} has {e.value} Heat of 3"

    def _e_HeatPenaltyPaid(self, e: HeatPenaltyPaid) -> str:
        what = PENALTY.get(e.penalty, ("pay a penalty",))[0]
        return f"{self.who(e.seat)} chooses to {what} as a Heat penalty"

    def _e_PietyMoved(self, e: PietyMoved) -> str:
        if e.by > 0:
            text = f"{self.who(e.seat)} gains {e.by} Piety: Piety {e.value} of 8"
        elif e.by < 0:
            text = f"{self.who(e.seat)} loses {-e.by} Piety: Piety {e.value} of 8"
        else:
            text = f"{self.who(e.seat)}'s Piety stays at {e.value} of 8"
        return text + (", and she must atone" if e.atone else "")

    def _e_AtonementMade(self, e: AtonementMade) -> str:
        if e.way == "gold":
            return f"{self.who(e.seat)} chooses to atone by tithing {e.amount} Gold to the Inn"
        return f"{self.who(e.seat)} chooses to atone by losing {e.amount} Fortitude"

    def _e_ChiChanged(self, e: ChiChanged) -> str:
        who = self.who(e.seat)
        if e.why == "calm":
            for card in e.cards:
                self.learn_card(e.seat, card)
            cards = " and ".join(self.card(c) for c in e.cards)
            return f"{who} discards {cards} to calm down: Drunken Chi {e.value}"
        what = {
            "drink": "gains 1 Drunken Chi from the Drink",
            "card": "gains Drunken Chi",
            "spend": "spends Drunken Chi",
        }.get(e.why, "has a change of Drunken Chi")
        return f"{who} {what}: Drunken Chi {e.value}"

    def _e_MinionHired(self, e: MinionHired) -> str:
        return f"{self.who(e.seat)} puts the Minion {self.card(e.card)} in play"

    def _e_MinionActed(self, e: MinionActed) -> str:
        at = f" at {self.who(e.target)}" if e.target >= 0 else ""
        return f"{self.who(e.seat)}'s Minion {self.card(e.card)} acts{at}"

    def _e_WagesDue(self, e: WagesDue) -> str:
        card = self.card(e.card)
        return f"{self.who(e.seat)}'s Minion {card} is hurt: Wages of {e.wages} Gold due"

    def _e_WagesCut(self, e: WagesCut) -> str:
        minion = self.card(e.minion)
        return (
            f"{self.who(e.seat)} plays {self.card(e.card)} to pay with the Inn's Gold:"
            f" {minion}'s Wages are 1 Gold less ({e.wages} Gold now)"
        )

    def _e_WagesSettled(self, e: WagesSettled) -> str:
        if e.dismissed:
            return f"{self.who(e.seat)} discards the Minion {self.card(e.card)}"
        return f"{self.who(e.seat)} pays {e.paid} Gold Wages to the Inn to keep {self.card(e.card)}"

    def _e_TotemRevealed(self, e: TotemRevealed) -> str:
        kind = TOTEM_KINDS.get(_totem_kind(self.cards.get(e.card)), "")
        again = "shuffles the Totem discard pile into a new Totem Deck and " if e.reshuffled else ""
        why = " (a totem icon)" if e.why == "icon" else ""
        what = f"the {kind} Totem" if kind else "the Totem"
        return f"{self.who(e.seat)} {again}reveals {what} {self.card(e.card)}{why}"

    def _e_TotemComboPlayed(self, e: TotemComboPlayed) -> str:
        named = self.cards_named(e.cards)
        pairs = zip(e.cards, e.aims, strict=False)
        aimed = [f"{self.card(c)} at {self.who(a)}" for c, a in pairs if a >= 0]
        at = f" ({listed(aimed)})" if aimed else ""
        return f"{self.who(e.seat)} plays a Totem Combo of {named}{at}"

    def _e_GizmoBuilt(self, e: GizmoBuilt) -> str:
        who, card = self.who(e.seat), self.card(e.card)
        return f"{who} puts the Gizmo {card} in play at {e.fortitude} Fortitude"

    def _e_GizmoChanged(self, e: GizmoChanged) -> str:
        owner = f"{self.who(e.seat)}'s Gizmo {self.card(e.card)}"
        if e.why == "oil":
            return f"{owner} is oiled: its next use is {e.amount} stronger"
        how = "ticks down" if e.why == "tick" else ("loses" if e.amount < 0 else "gains")
        size = "" if e.why == "tick" else f" {abs(e.amount)} Fortitude"
        text = f"{owner} {how}{size} to {e.value}"
        if e.broke:
            text += " and breaks down into the discard pile"
        if e.collateral:
            text += f": Collateral Damage, {self.who(e.seat)} loses {e.collateral} Fortitude"
        return text

    def _e_CardPlotted(self, e: CardPlotted) -> str:
        what = self.card(e.card) if e.card else "a card"
        return f"{self.who(e.seat)} Plots {what} face down ({e.count} Plotted)"

    def _e_PlotsDiscarded(self, e: PlotsDiscarded) -> str:
        return f"{self.who(e.seat)} discards their Plotted Cards: {self.cards_named(e.cards)}"

    def _e_HellfireGained(self, e: HellfireGained) -> str:
        fired = f"; it fires {e.fired} time{_s(e.fired)}" if e.fired else ""
        where = f"the Hellfire Token is on space {e.value}"
        return f"{self.who(e.seat)} gains {e.amount} Hellfire: {where}{fired}"

    def _e_HellfireFired(self, e: HellfireFired) -> str:
        whom = "each Challenger" if e.boss else "each other player"
        return f"{self.who(e.seat)}'s Hellfire fires: {whom} loses {e.amount} Fortitude"

    def _e_PetrifyOwed(self, e: PetrifyOwed) -> str:
        n = e.count
        return f"{self.who(e.seat)} must Petrify {n} card{_s(n)} for {self.who(e.owner)}"

    def _e_CardsPetrified(self, e: CardsPetrified) -> str:
        what = self.cards_named(e.cards) if e.cards else f"{e.count} card{_s(e.count)}"
        pile = f"{self.who(e.owner)}'s Petrification Pile"
        return f"{self.who(e.seat)} Petrifies {what}: face down under {pile}"

    def _e_PetrifiedReturned(self, e: PetrifiedReturned) -> str:
        what = self.cards_named(e.cards) if e.cards else f"{e.count} card{_s(e.count)}"
        why = {
            "decay": f"{self.who(e.owner)}'s Petrification Pile decays",
            "glare": f"{self.who(e.owner)}'s Glare card is discarded",
            "freed": f"{self.who(e.owner)} has left the game",
        }.get(e.why, "they are freed")
        where = "are discarded" if e.discarded else "go back to their hand"
        return f"{why}: {self.who(e.seat)}'s Petrified {what} {where}"

    def _e_GlareUsed(self, e: GlareUsed) -> str:
        n = e.cost
        return f"{self.who(e.seat)} Glares: {n} Petrified card{_s(n)} go under {self.card(e.card)}"

    def _e_EpicChosen(self, e: EpicChosen) -> str:
        if not e.calm:
            return f"{_cap(self.who(e.seat))} stays Psychotic"
        drew = " and draws an Epic Card" if e.drew else " (no Epic Card is left to draw)"
        return f"{_cap(self.who(e.seat))} goes back to Calm{drew}"

    def _e_DoppelgangerRevealed(self, e: DoppelgangerRevealed) -> str:
        again = ""
        if e.reshuffled:
            again = " (the last one: the Doppelganger discard pile becomes the deck)"
        what = "an Immediate" if e.variety == "immediate" else "a Split"
        return (
            f"{_cap(self.who(e.seat))} opens a portal and reveals {what} Doppelganger, "
            f"{self.card(e.card)}{again}"
        )

    def _e_DoppelgangerPlaced(self, e: DoppelgangerPlaced) -> str:
        if e.holder == e.seat:
            return f"{_cap(self.who(e.seat))} keeps the Doppelganger {self.card(e.card)}"
        return (
            f"{_cap(self.who(e.seat))} gives the Doppelganger {self.card(e.card)} "
            f"to {self.who(e.holder)}"
        )

    def _e_IgnoringAll(self, e: IgnoringAll) -> str:
        return (
            f"{self.who(e.seat)} plays {self.card(e.card)}: until the start of their next turn"
            " they Ignore all effects of the cards other players play"
        )

    def _e_IgnoringEnded(self, e: IgnoringEnded) -> str:
        return f"{self.who(e.seat)} no longer Ignores all effects: other players' cards reach them"

    def _e_DoppelgangerTriggered(self, e: DoppelgangerTriggered) -> str:
        if e.when == "left":
            return (
                f"The Doppelganger {self.card(e.card)} goes to the Doppelganger discard pile "
                f"as {self.who(e.holder)} leaves the table"
            )
        if e.uid:  # its effect is the pending card answered by that number (L366)
            self.items[e.uid] = f"the Doppelganger {self.card(e.card)}"
        return f"The Doppelganger {self.card(e.card)} in front of {self.who(e.holder)} goes off"

    def _e_GizmoSacrificed(self, e: GizmoSacrificed) -> str:
        return (
            f"{self.who(e.seat)} sacrifices the Gizmo {self.card(e.card)} "
            f"to play {self.card(e.paid_for)}"
        )

    def _e_RagePooled(self, e: RagePooled) -> str:
        what = f"puts {self.card(e.card)}" if e.card else "puts a card from their hand"
        tile = f", and Rage tile {e.tile} flips: the Rage grows" if e.tile else ""
        return f"{self.who(e.seat)} {what} into the Rage Pool ({e.size} cards){tile}"

    def _e_BlessingGiven(self, e: BlessingGiven) -> str:
        if e.card:
            return f"{self.who(e.seat)} gets a Blessing: {self.card(e.card)}"
        return f"{self.who(e.seat)} gets a Blessing (into their hand)"

    def _e_BlessingsReturned(self, e: BlessingsReturned) -> str:
        names = listing([self.card(c) for c in e.cards])
        verb = "goes" if len(e.cards) == 1 else "go"
        return f"{names} {verb} back to the Blessing discard pile"

    def _e_MountRevealed(self, e: MountRevealed) -> str:
        return f"{self.who(e.seat)} reveals the Mount {self.card(e.card)} from the Stable Deck"

    def _e_MountPlaced(self, e: MountPlaced) -> str:
        return f"{self.card(e.card)} takes {self.who(e.seat)}'s Just Got Here slot"

    def _e_MountLeft(self, e: MountLeft) -> str:
        why = "is pushed out of the stable" if e.why == "pushed" else "runs off (a Rival)"
        return f"{self.who(e.seat)}'s Mount {self.card(e.card)} {why}"

    def _e_BombRevealed(self, e: BombRevealed) -> str:
        name = self.card(e.card)
        if e.uid:
            self.items[e.uid] = f"the Bomb {name}"
            owner = self.who(e.owner)
            return f"{self.who(e.seat)}'s Bomb {name} goes off, as {owner}'s Action card"
        return f"{self.who(e.seat)} gets a Bomb: {name}, which asks for a choice"

    def _e_BombPassed(self, e: BombPassed) -> str:
        return (
            f"{self.who(e.seat)} pays {e.fee} Gold to the Inn and passes the Bomb to "
            f"{self.who(e.target)}"
        )

    def _e_BombPotted(self, e: BombPotted) -> str:
        count = "a Bomb" if e.size == 1 else f"{e.size} Bombs"
        return f"{self.who(e.seat)} slips a Bomb face down into the pot (now {count})"

    def _e_BombsOpened(self, e: BombsOpened) -> str:
        names = listing([self.card(c) for c in e.cards])
        if e.seat < 0:
            return f"Nobody won the pot: its Bombs ({names}) are discarded unused"
        return f"{self.who(e.seat)} wins the pot's Bombs and reveals them: {names}"

    def _e_ItemRevealed(self, e: ItemRevealed) -> str:
        name = self.card(e.card)
        who = self.who(e.seat)
        if e.where == "immediate":
            return f"{who} pulls {name} out of the Bag of Holding: it takes effect at once"
        if e.where == "waiting":
            return f"{who} pulls {name} out of the Bag of Holding, but three Items are equipped"
        return f"{who} pulls {name} out of the Bag of Holding and equips it"

    def _e_ItemDiscarded(self, e: ItemDiscarded) -> str:
        why = " to make room" if e.why == "slot" else ""
        return f"{self.who(e.seat)} discards the Item {self.card(e.card)}{why}"

    def _e_MushroomsGrown(self, e: MushroomsGrown) -> str:
        values = listing([str(v) for v in e.values])
        return f"{self.who(e.seat)}'s Mushrooms grow: Harvest Values {values}"

    def _e_MushroomRevealed(self, e: MushroomRevealed) -> str:
        name = self.card(e.card)
        if e.planted:
            return f"{self.who(e.seat)} plants {name} in the Planter Box"
        return f"{self.who(e.seat)} reveals {name}, but the Planter Box is full"

    def _e_MushroomsDiscarded(self, e: MushroomsDiscarded) -> str:
        names = listing([self.card(c) for c in e.cards])
        who = self.who(e.seat)
        if e.why == "harvest":
            return f"{who} harvests {names} (Harvest Value {e.total})"
        if e.why == "gather":
            return f"{who} gathers {names}, fully grown"
        return f"{who} discards {names} to make room in the Planter Box"

    def _cards_named(self, cards: str | tuple[str, ...]) -> str:
        ids = cards.split(",") if isinstance(cards, str) else list(cards)
        return listing([self.card(c) for c in ids if c])

    def _e_RecipeRevealed(self, e: RecipeRevealed) -> str:
        who = self.who(e.seat)
        if e.available == e.card:
            return f"{who} reveals the Recipe {self.card(e.card)}: it is the Available Recipe"
        keep = f"{who} must keep it or {self.card(e.available)}"
        return f"{who} reveals the Recipe {self.card(e.card)}; {keep}"

    def _e_RecipeKept(self, e: RecipeKept) -> str:
        who = self.who(e.seat)
        return f"{who} keeps the Recipe {self.card(e.kept)}; the other goes to the bottom"

    def _e_IngredientBoarded(self, e: IngredientBoarded) -> str:
        who = self.who(e.seat)
        how = {"cleaver": " with the cleaver", "prep": " from hand"}.get(e.how, "")
        board = f"{e.board} card{'s' if e.board != 1 else ''} there"
        return f"{who} puts {self.card(e.card)} on the Cutting Board{how} ({board})"

    def _e_RecipeCooked(self, e: RecipeCooked) -> str:
        who = self.who(e.seat)
        spent = self._cards_named(e.spent)
        return f"{who} cooks {self.card(e.recipe)} with {spent} and takes it into hand"

    def _e_SmorgasbordServed(self, e: SmorgasbordServed) -> str:
        self.items[e.uid] = "the Smorgasbord"
        spent = self._cards_named(e.spent)
        return f"{self.who(e.seat)} serves the Smorgasbord with {spent} to draw a card"

    def _e_BloodGained(self, e: BloodGained) -> str:
        why = f" for {self.card(e.card)}" if e.card else ""
        return f"{self.who(e.seat)} gains {e.amount} Blood{why} ({e.blood} on the mat)"

    def _e_BloodSpent(self, e: BloodSpent) -> str:
        left = f"{e.blood} left"
        if e.card:
            return f"{self.who(e.seat)} spends {e.amount} Blood on {self.card(e.card)} ({left})"
        return f"{self.who(e.seat)} pays {e.amount} Blood for a form card ({left})"

    def _e_FormCardTaken(self, e: FormCardTaken) -> str:
        deck = f"the {FORM_DECKS.get(e.deck, e.deck)} Deck"
        how = {"first": " (the first form card, free)", "bought": " (bought)"}.get(e.how, "")
        if e.card:
            return f"{self.who(e.seat)} takes {self.card(e.card)} from {deck} into hand{how}"
        return f"{self.who(e.seat)} takes a card from {deck} into hand{how}"

    def _e_BrewWorked(self, e: BrewWorked) -> str:
        who = self.who(e.seat)
        brew = f"the {BREW_NAMES.get(e.brew, e.brew)} Brew"
        if e.what == "placed":
            return f"{who} sets the Farai Token at {brew}"
        if e.what == "moved":
            return f"{who} moves the Farai Token to {brew}"
        if e.what == "progress":
            return f"{who} adds a Progress Token to {brew} ({e.progress} of {e.needs})"
        at = f"the {BREW_NAMES.get(e.at, e.at)} Brew" if e.at else "no Brew yet"
        if e.what == "empty":
            return f"{who} has no card left in {brew} to add a Progress Token to"
        if e.brew != e.at:
            return f"The {brew[4:]} Deck is empty, so {who}'s Farai Token stays at {at}"
        return f"{who} leaves the Farai Token at {at}"

    def _e_BrewFinished(self, e: BrewFinished) -> str:
        who = self.who(e.seat)
        kind = BREW_NAMES.get(e.brew, e.brew)
        name = self.card(e.card)
        self.items[e.uid] = f"the Brew {name}"
        nxt = (
            f"; {self.card(e.revealed)} is the {kind} Brew Deck's new top"
            if e.revealed
            else f"; that was the last card of the {kind} Brew Deck"
        )
        played = f"it is played at once as {who}'s Action card"
        return f"{who} finishes the {kind} Brew {name}: {played}{nxt}"

    def _e_BrawlStarted(self, e: BrawlStarted) -> str:
        text = f"{self.who(e.seat)} starts a Brawl (Brawl count {e.count})"
        if not e.card:
            return f"{text}, but every Brawler card is already in play"
        name = self.card(e.card)
        self.items[e.uid] = f"the Brawler {name}"
        return f"{text}: the Brawler {name} comes up, as {self.who(e.seat)}'s Action card"

    def _e_AttachedRevealed(self, e: AttachedRevealed) -> str:
        what = "Story" if e.deck == "stories" else "Gear"
        again = f" (the {what} Deck is shuffled anew first)" if e.reshuffled else ""
        return (
            f"{self.who(e.seat)} reveals the {what} {self.card(e.card)}{again}: it joins "
            f"{self.card(e.attached_to)} as one card"
        )

    def _e_AttachedAimed(self, e: AttachedAimed) -> str:
        if e.piece:
            kind = "Gizmo" if e.piece.startswith("gizmo:") else "Minion"
            whose = f"one of {self.who(e.target)}'s {kind}s"
            return f"{self.who(e.seat)} picks {whose} for {self.card(e.card)}"
        return f"{self.who(e.seat)} picks {self.who(e.target)} for {self.card(e.card)}"

    def _e_FormChanged(self, e: FormChanged) -> str:
        if e.form == "wolf":
            fury = f", and his {e.fury} Fury turns into bites" if e.fury else ""
            return f"{self.who(e.seat)} turns into a wolf{fury}"
        return f"{self.who(e.seat)} turns back into a human"

    def _e_ArtifactRevealed(self, e: ArtifactRevealed) -> str:
        why = {"gained": " they gained", "passed": " they were given", "inn": " from the Inn"}
        shown = self.card(e.card)
        return f"{self.who(e.seat)} turns the Artifact{why.get(e.why, '')} face up: {shown}"

    def _e_ArtifactDiscarded(self, e: ArtifactDiscarded) -> str:
        pile = "the Artifact discard pile: 1 Gold gone"
        return f"{self.who(e.seat)}'s Artifact {self.card(e.card)} goes to {pile}"

    def _e_ArtifactTaken(self, e: ArtifactTaken) -> str:
        return f"{self.who(e.seat)} takes the Artifact {self.card(e.card)} from the Inn"

    def _e_ArtifactLooked(self, e: ArtifactLooked) -> str:
        if not e.card:  # the copy the other seats get
            return f"{self.who(e.seat)} looks at a face-down Artifact and antes it face down"
        return f"{self.who(e.seat)} looks at the face-down Artifact they ante: {self.card(e.card)}"

    def _e_ArtifactAtInn(self, e: ArtifactAtInn) -> str:
        shown = self.card(e.card)
        return f"the face-down Artifact the Inn took is turned face up, with no effect: {shown}"

    def _e_FormTaken(self, e: FormTaken) -> str:
        why = {"played": " as she plays a card", "turn": " before Discard and Draw"}.get(e.why, "")
        return f"{self.who(e.seat)} becomes {_FORMS.get(e.form, e.form)}{why}"

    def _e_PaymentSpared(self, e: PaymentSpared) -> str:
        return f"{self.who(e.seat)} will pay {e.amount} Gold less for {self.pending(e.uid)}"

    def _e_FuryGained(self, e: FuryGained) -> str:
        return f"{self.who(e.seat)} seethes: {e.fury} Fury"

    def _e_FuryUnleashed(self, e: FuryUnleashed) -> str:
        bites = [f"{self.who(t)} {n} Fortitude" for t, n in zip(e.targets, e.amounts, strict=True)]
        return f"{self.who(e.seat)}'s Fury bites: " + ", ".join(bites) + " (each may answer)"

    def _e_ReserveGiven(self, e: ReserveGiven) -> str:
        first = (
            f"{self.who(e.target)} discards {self.card(e.discarded)}, then " if e.discarded else ""
        )
        if not e.given:
            return f"{first}the Special Reserve is empty: {self.who(e.target)} gets nothing"
        return (
            f"{first}{self.who(e.seat)} puts a Special Reserve Drink face down on top of "
            f"{self.who(e.target)}'s Drink Me! pile"
        )

    def _e_SummonPlaced(self, e: SummonPlaced) -> str:
        name = SUMMON_NAMES.get(e.summon, e.summon)
        return f"{self.who(e.seat)} places {name} on the Chimera"

    def _e_ChimeraFlipped(self, e: ChimeraFlipped) -> str:
        return (
            f"Scrappy, Bandit and Amber combine: {self.who(e.seat)}'s Chimera turns face up, "
            "ready to be dispelled"
        )

    def _e_ChimeraDispelled(self, e: ChimeraDispelled) -> str:
        if e.target >= 0:
            return (
                f"{self.who(e.seat)} dispels the Chimera as the Action: "
                f"{self.who(e.target)} is to lose 3 Fortitude"
            )
        return f"{self.who(e.seat)} dispels the Chimera to power up {self.card(e.card)}"

    def _e_DrinkMeDiscarded(self, e: DrinkMeDiscarded) -> str:
        return f"{self.who(e.seat)} discards the top card of their Drink Me! pile"

    def _e_RageCleared(self, e: RageCleared) -> str:
        count = len(e.cards)
        return (
            f"{self.who(e.seat)} discards the whole Rage Pool ({count} cards): "
            "the Rage tiles start over"
        )

    def _e_MixInsShelved(self, e: MixInsShelved) -> str:
        cards = ", ".join(self.card(c) for c in e.cards)
        return f"{self.who(e.seat)} draws and puts on the Mix-in Shelf: {cards}"

    def _e_TreasureRevealed(self, e: TreasureRevealed) -> str:
        again = " (the Treasure Deck is shuffled anew first)" if e.reshuffled else ""
        what = "a Curse" if e.curse else "a Treasure"
        return f"{self.who(e.seat)} reveals {what}{again}: {self.card(e.card)}"

    def _e_TreasureKept(self, e: TreasureKept) -> str:
        if e.equipped:
            return f"{self.who(e.seat)} equips {self.card(e.card)}"
        return f"{self.who(e.seat)} discards the Treasure {self.card(e.card)}"

    def _e_MoodChanged(self, e: MoodChanged) -> str:
        again = " (his deck is shuffled anew under the old mood first)" if e.reshuffled else ""
        return f"{_cap(self.who(e.seat))}'s wolf changes mood{again}: {self.card(e.mood)}"

    def _e_FingerDetached(self, e: FingerDetached) -> str:
        kept = "; its ring stays with him, worth a Gold" if e.ringed else ""
        left = "no finger" if not e.attached else f"{e.attached} on his hand"
        return (
            f"{_cap(self.who(e.seat))} detaches a finger, {self.card(e.finger)}, to Ignore"
            f" ({left}){kept}"
        )

    def _e_FingerReattached(self, e: FingerReattached) -> str:
        return (
            f"{_cap(self.who(e.seat))} puts {self.card(e.finger)} back on his hand"
            f" ({e.attached} attached)"
        )

    def _e_DebuffGiven(self, e: DebuffGiven) -> str:
        return f"{_cap(self.who(e.seat))} gives {self.who(e.target)} {_tokens(e.token, e.count)}"

    def _e_DebuffPending(self, e: DebuffPending) -> str:
        name = _strike(e.token, e.count)
        self.items[e.uid] = f"{self.short(e.seat)}'s {name}"
        more = "{} more Fortitude to lose" if e.stat == "fortitude" else "{} more Alcohol to gain"
        return (
            f"{_cap(self.who(e.seat))}'s {name} strike{'s' if e.count == 1 else ''}:"
            f" {more.format(e.count)}"
            " (pending: it may be answered);"
            f" {'it goes' if e.count == 1 else 'they go'} back to {self.who(e.owner)}"
        )

    def _e_DebuffKept(self, e: DebuffKept) -> str:
        return (
            f"{_cap(self.who(e.seat))} Ignores the strike of {_tokens(e.token, e.count)}"
            f" and keeps {'it' if e.count == 1 else 'them'}"
        )

    def _e_DebuffStruck(self, e: DebuffStruck) -> str:
        more = (
            "loses {} more Fortitude" if e.stat == "fortitude" else "gains {} more Alcohol Content"
        )
        what = _tokens(e.token, e.count).removeprefix("a ").removeprefix(f"{e.count} ")
        tokens = "it" if e.count == 1 else "them"
        return (
            f"{_cap(self.who(e.seat))} {more.format(e.count)} from the {what}"
            f" and returns {tokens} to {self.who(e.owner)}"
        )

    def _e_PookyMood(self, e: PookyMood) -> str:
        mood = MOOD_NAMES.get(e.mood, e.mood)
        why = {
            "hurt": "another player's card hurt him",
            "drink": "a strong Drink went to his head",
            "round": "he lost a Round of Gambling he took part in",
            "epic": "his rage spent on an Epic Card",
        }.get(e.why, "")
        return f"{_cap(self.who(e.seat))} is now {mood}" + (f": {why}" if why else "")

    def _e_DebuffsReturned(self, e: DebuffsReturned) -> str:
        why = "at the end of their Action Phase" if e.why == "jinx" else "as they leave the game"
        what = _tokens(e.token, e.count)
        return f"{_cap(self.who(e.seat))} returns {what} to {self.who(e.owner)} {why}"

    def _e_PrayerPlayed(self, e: PrayerPlayed) -> str:
        return (
            f"{self.who(e.seat)} reveals the Prayer {self.card(e.card)} and spends "
            f"{e.cost} Prayer Tokens on it ({e.tokens} left); it stays face up in front of them"
        )

    def _e_PrayerTokensGained(self, e: PrayerTokensGained) -> str:
        tokens = "a Prayer Token" if e.amount == 1 else f"{e.amount} Prayer Tokens"
        return f"{self.who(e.seat)} gains {tokens} ({e.tokens} now)"

    def _e_ScarabsGiven(self, e: ScarabsGiven) -> str:
        if not e.amount:
            return f"{self.who(e.by)} has no Scarab Token left to give {self.who(e.seat)}"
        tokens = "a Scarab Token" if e.amount == 1 else f"{e.amount} Scarab Tokens"
        return (
            f"{self.who(e.seat)} gets {tokens} from {self.who(e.by)} (holds {e.held}; "
            f"{e.supply} left in the supply)"
        )

    def _e_ScarabDamage(self, e: ScarabDamage) -> str:
        self.items[e.uid] = SCARAB_DAMAGE
        return (
            f"{_cap(self.who(e.seat))}'s turn ends with Scarab Tokens: one goes back to "
            f"{self.who(e.owner)} ({e.held} left), and the scarabs bite for 1 Fortitude "
            "(it may be Ignored, but not hit back)"
        )

    def _e_ElementsDiscarded(self, e: ElementsDiscarded) -> str:
        cards = listing([self.card(c) for c in e.cards])
        return f"{self.who(e.seat)} discards {cards} to power up {self.card(e.card)}"

    def _e_SupplyGained(self, e: SupplyGained) -> str:
        return f"{self.who(e.seat)} takes a {e.token.capitalize()} Token ({e.value} of 3)"

    def _e_PatientTreated(self, e: PatientTreated) -> str:
        self.learn_card(e.seat, e.card)
        paid = listing([t.capitalize() for t in e.paid])
        who, card = self.who(e.seat), self.card(e.card)
        return f"{who} treats {card} with {paid}: the Patient joins their hand"

    def _e_PatientsArrived(self, e: PatientsArrived) -> str:
        shuffled = (
            "The Patient Deck is shuffled again from its discard pile; " if e.reshuffled else ""
        )
        who = self.who(e.seat)
        if not e.cards:
            return f"{shuffled}no new Patient arrives for {who}"
        return f"{shuffled}{listing([self.card(c) for c in e.cards])} now waiting for {who}"

    def _e_ArrowsDrawn(self, e: ArrowsDrawn) -> str:
        if e.cards:
            return f"{self.who(e.seat)} draws {self.cards_named(e.cards)} from the Quiver"
        return f"{self.who(e.seat)} draws {e.count} Arrow{_s(e.count)} from the Quiver"

    def _e_PotionRevealed(self, e: PotionRevealed) -> str:
        who, card = self.who(e.seat), self.card(e.card)
        if e.mishap:
            lost = [self.card(c) for c in e.discarded if c != e.card]
            gone = f": {listing(lost)} is discarded with it" if lost else ""
            return f"{who} reveals {card}, a Brewing Mishap{gone}"
        return f"{who} reveals a new Potion: {card}"

    def _e_PotionKept(self, e: PotionKept) -> str:
        kept, gone = self.card(e.kept), self.card(e.discarded)
        return f"{self.who(e.seat)} keeps {kept} and discards {gone}"

    def _e_PotionOffered(self, e: PotionOffered) -> str:
        card, buyer = self.card(e.card), self.who(e.buyer)
        return f"{self.who(e.seat)} offers {card} to {buyer} for {e.price} Gold"

    def _e_PotionAnswered(self, e: PotionAnswered) -> str:
        if e.bought:
            card = self.card(e.card)
            return f"{self.who(e.buyer)} buys {card} for {e.price} Gold and sets it out in front"
        return f"{self.who(e.buyer)} declines {self.card(e.card)}"

    def _e_PotionTerms(self, e: PotionTerms) -> str:
        card, buyer, named = self.card(e.card), self.who(e.buyer), self.card(e.artifact)
        only = f"only if paid with {named} (1 Gold of its {e.price})"
        return f"{_cap(self.who(e.seat))} will sell {card} to {buyer} {only}"

    def _e_PotionAsked(self, e: PotionAsked) -> str:
        card, seller = self.card(e.card), self.who(e.seller)
        return f"{_cap(self.who(e.seat))} asks {seller} for {card} at {e.price} Gold"

    def _e_PotionAskAnswered(self, e: PotionAskAnswered) -> str:
        card, buyer = self.card(e.card), self.who(e.buyer)
        if e.sold:
            return f"{_cap(self.who(e.seat))} sells {card} to {buyer} for {e.price} Gold"
        return f"{_cap(self.who(e.seat))} will not sell {card} to {buyer}"

    def _e_DeityFlipped(self, e: DeityFlipped) -> str:
        name = e.deity.capitalize()
        if e.harmonious:
            return f"{self.who(e.seat)} brings {name} into harmony ({e.count} of 4 Deities)"
        return f"{self.who(e.seat)}'s {name} falls into discord ({e.count} of 4 Deities in harmony)"

    def _e_PlayerMarked(self, e: PlayerMarked) -> str:
        return f"{self.who(e.by)} marks {self.who(e.seat)}"

    def _e_PlayerUnmarked(self, e: PlayerUnmarked) -> str:
        return f"{self.who(e.seat)}'s mark goes back to {self.who(e.by)}"

    def _e_PetFetched(self, e: PetFetched) -> str:
        self.learn_card(e.seat, e.card)
        return f"{self.who(e.seat)} takes the Pet {self.card(e.card)} back into their hand"

    # --- actions ------------------------------------------------------------------------------

    def option(self, option: str, seat: int = -1) -> str:
        """A play-time choice in words ("smashing the drum", "spending 2 Momentum")."""
        if not option:
            return ""
        kind, _, value = option.partition(":")
        if kind == "smash":
            return f"smashing the {value}"
        if kind == "restore":
            return f"mending the {value}"
        if kind == "spend":
            return f"spending {value} Momentum"
        if kind == "artifact":
            holder, _, card = value.rpartition(":")
            where = self.who(int(holder)) if holder.isdigit() else "the Inn"
            return f"taking {self.card(card)} from {where}"
        if kind == "form":
            return f"turning into {_FORMS.get(value, value)}"
        if kind == "harvest":
            return "harvesting Mushrooms from the Planter Box"
        if kind == "sacrifice":
            return f"sacrificing Gizmo number {int(value) + 1} in play"
        if kind == "minion":
            return f"aimed at Minion number {int(value) + 1} instead"
        if option == "minion-act":
            return "a Minion acting"
        if kind == "gizmo":
            return f"aimed at Gizmo number {int(value) + 1} instead"
        if option == "plot":
            return "from the Plotted Cards, with its Scheme"
        if option == "glare":
            return "using its Glare (Petrified cards go under it)"
        if kind == "elements":
            paid = [self.card(c) for _, cards in decode_elements(option) for c in cards]
            return f"discarding {listing(paid)} for its elemental powers"
        if option == "elixir-carrier":
            return "carrying an Elixir"
        return option.replace("_", " ").replace("-", " ").replace(":", " ")

    def action(self, action: Action, view: Any = None) -> str:
        """ "Fiona (Alice) plays Duck!" with the deciding seat's view, else an order."""
        self.learn(view)
        decision = getattr(view, "decision", None)
        kind = decision.kind if isinstance(decision, Decision) else ""
        parts = self._action(action, kind, view)
        if parts is None:
            return super().action(action, view)
        order, third, rest = parts
        if not isinstance(decision, Decision):
            return f"{_cap(order)} {rest}".rstrip()
        return f"{self.who(decision.seat)} {third} {rest}".rstrip()

    def _action(self, a: Action, kind: str, view: Any) -> tuple[str, str, str] | None:
        """(order verb, third-person verb, the rest) of one action."""
        if isinstance(a, TakeFormCard):
            return "take", "takes", f"the top card of the {FORM_DECKS.get(a.deck, a.deck)} Deck"
        if isinstance(a, BuyFormCard):
            if not a.deck:
                return "stop", "stops", "buying form cards and draws up"
            deck = FORM_DECKS.get(a.deck, a.deck)
            return "buy", "buys", f"the top card of the {deck} Deck for 2 Blood"
        if isinstance(a, Discard):
            return "discard", "discards", self.card(a.card)
        if isinstance(a, Draw):
            size = self.options.hand_size + _hand_bonus(view)
            return "draw", "draws", f"back up to {size} cards (done discarding)"
        if isinstance(a, PlayCard):
            return "play", "plays", self._play(a, view)
        if isinstance(a, Pass):
            return self._pass(kind)
        if isinstance(a, OrderDrink):
            return "order", "orders", f"a Drink for {self.who(a.target)}"
        if isinstance(a, PickPrize):
            return "put", "puts", f"the Prize {self.card(a.card)} into the pot"
        if isinstance(a, PayWith):
            if not a.card:
                return "pay", "pays", "with a Gold coin"
            return "pay", "pays", f"with the {self.card(a.card)} (worth 1 Gold)"
        if isinstance(a, ChooseHeatPenalty):
            order = PENALTY.get(a.penalty, (a.penalty, ""))[0]
            verb, _, rest = order.partition(" ")
            third = {"gain": "gains", "pay": "pays", "lose": "loses"}.get(verb, verb)
            return verb, third, f"{rest} (Heat penalty)"
        if isinstance(a, AimAttached):
            if a.piece:
                piece = f"{self._piece(view, a.target, a.piece)} of {self.who(a.target)}"
                return "pick", "picks", f"{piece} for the Story or Gear just revealed"
            return "pick", "picks", f"{self.who(a.target)} for the Story or Gear just revealed"
        if isinstance(a, AimBomb):
            return {
                "keep": ("keep", "keeps", "the Bomb and takes what it does"),
                "pass": ("pass", "passes", f"the Bomb to {self.who(a.target)} for a fee"),
                "hurt": ("take", "takes", "the Fortitude loss from the Bomb"),
                "discard": ("discard", "discards", "their hand instead"),
            }.get(a.way, ("aim", "aims", f"the Bomb at {self.who(a.target)} too"))
        if isinstance(a, AimBombGizmo):
            return "aim", "aims", f"the Bomb at Gizmo {a.slot + 1} of {self.who(a.target)} too"
        if isinstance(a, AimBombMinion):
            named = self._minion(view, a.slot, a.target)
            piece = named if named.startswith("Minion number") else f"the Minion {named}"
            return "aim", "aims", f"the Bomb at {piece} of {self.who(a.target)} too"
        if isinstance(a, AimMount):
            return "aim", "aims", f"the Mount at {self.who(a.target)}"
        if isinstance(a, FirstBomb):
            return "set", "sets", f"off {self.card(a.card)} first"
        if isinstance(a, DiscardItem):
            if not a.card:
                return "keep", "keeps", "the equipped Items"
            return "discard", "discards", f"the Item {self.card(a.card)}"
        if isinstance(a, FuryTarget):
            return "aim", "aims", f"1 Fury at {self.who(a.target)}"
        if isinstance(a, FuryAtPiece):
            slot = int(a.piece.partition(":")[2])
            if a.piece.startswith("gizmo:"):
                return "aim", "aims", f"1 Fury at the Gizmo {self._gizmo(view, a.target, slot)}"
            return "aim", "aims", f"1 Fury at the Minion {self._minion(view, slot, a.target)}"
        if isinstance(a, PlaceSummon):
            if not a.which:
                return "place", "places", "no summon on the Chimera"
            return "place", "places", f"{SUMMON_NAMES.get(a.which, a.which)} on the Chimera"
        if isinstance(a, ChimeraAttack):
            return (
                "dispel",
                "dispels",
                f"the Chimera as the Action: {self.who(a.target)} loses 3 Fortitude",
            )
        if isinstance(a, BrawlOrder):
            return "order", "orders", f"a second Drink for {self.who(a.target)} (Brawl count 10)"
        if isinstance(a, WorkBrew):
            return _work_brew(a.choice)
        if isinstance(a, DiscardMushroom):
            return "discard", "discards", self._mushroom(a.slot, view)
        if isinstance(a, KeepPotion):
            return "keep", "keeps", f"{self.card(a.card)} (the other Potion is discarded)"
        if isinstance(a, OfferPotion):
            return "offer", "offers", f"the face-up Potion to {self.who(a.buyer)} at its price"
        if isinstance(a, BuyPotion):
            if a.answer == "yes":
                return "buy", "buys", "the Potion offered"
            return "decline", "declines", "the Potion offered"
        if isinstance(a, OfferPotionFor):
            buyer, only = self.who(a.buyer), f"only if paid with {self.card(a.artifact)}"
            return "offer", "offers", f"the face-up Potion to {buyer} at its price, {only}"
        if isinstance(a, SellPotionFor):
            return "sell", "sells", f"the Potion only if paid with {self.card(a.artifact)}"
        if isinstance(a, AskPotion):
            return "ask", "asks", f"{self.who(a.seller)} for the face-up Potion at its price"
        if isinstance(a, SellPotion):
            if a.answer == "yes":
                return "sell", "sells", "the Potion asked for, at its price"
            return "refuse", "refuses", "to sell the Potion asked for"
        if isinstance(a, TakeSupply):
            return "take", "takes", f"a {a.token.capitalize()} Token"
        if isinstance(a, StayInRound):
            if a.stay:
                return "lose", "loses", "2 Fortitude to stay in the Round of Gambling"
            return "leave", "leaves", "the Round of Gambling"
        if isinstance(a, ChooseEpic):
            if a.calm:
                return "go", "goes", "back to Calm and draws an Epic Card"
            return "stay", "stays", "Psychotic"
        if isinstance(a, PlaceDoppelganger):
            seat = getattr(getattr(view, "decision", None), "seat", -1)
            if a.holder == seat:
                return "keep", "keeps", f"the Doppelganger {self.card(a.card)} in front of them"
            return "give", "gives", f"the Doppelganger {self.card(a.card)} to {self.who(a.holder)}"
        if isinstance(a, KeepRecipe):
            return "keep", "keeps", f"the Recipe {self.card(a.card)} (the other goes to the bottom)"
        if isinstance(a, BoardIngredient):
            if not a.card:
                return "put", "puts", "no more cards on the Cutting Board"
            return "put", "puts", f"{self.card(a.card)} on the Cutting Board"
        if isinstance(a, CookRecipe):
            return "cook", "cooks", f"the Available Recipe with {self._cards_named(a.cards)}"
        if isinstance(a, ServeSmorgasbord):
            return "serve", "serves", f"the Smorgasbord with {self._cards_named(a.cards)}"
        if isinstance(a, TreatPatient):
            return "treat", "treats", f"{self.card(a.card)} and takes the Patient into hand"
        if isinstance(a, EquipTreasure):
            if a.choice == "discard":
                return "discard", "discards", "the Treasure just revealed"
            if a.choice == "equip":
                return "equip", "equips", "the Treasure just revealed"
            return "equip", "equips", f"the new Treasure and discards {self.card(a.choice)}"
        if isinstance(a, ActMinion):
            named = self._minion(view, a.slot)
            at = f" at {self.who(a.target)}" if a.target >= 0 else ""
            return "have", "has", f"{named} act{at}"
        if isinstance(a, MinionsDone):
            return "have", "has", "no more Minions act this turn"
        if isinstance(a, PayWages):
            return "pay", "pays", f"the Wages of {self._minion(view, a.slot)} to keep it"
        if isinstance(a, DismissMinion):
            return "discard", "discards", f"{self._minion(view, a.slot)} instead of paying"
        if isinstance(a, InnPaysWages):
            named = self._minion(view, a.slot)
            return "play", "plays", f"{self.card(a.card)}: the Wages of {named} are 1 Gold less"
        if isinstance(a, PickTotem):
            return "add", "adds", f"the Totem {self.card(a.card)} to the Totem Combo"
        if isinstance(a, DeclareTotems):
            return "declare", "declares", "the Totem Combo as it stands"
        if isinstance(a, SkipTotems):
            return "play", "plays", "no Totem Combo this turn"
        if isinstance(a, AimTotem):
            if a.piece:
                piece = self._piece(view, a.target, a.piece)
                return (
                    "aim",
                    "aims",
                    f"the Totem Combo's next effect at {piece} of {self.who(a.target)}",
                )
            return "aim", "aims", f"the Totem Combo's next effect at {self.who(a.target)}"
        if isinstance(a, PlotCard):
            if not a.card:
                return "plot", "Plots", "no card this turn"
            return "plot", "Plots", f"{self.card(a.card)} face down"
        if isinstance(a, PetrifyCard):
            return "petrify", "Petrifies", f"{self.card(a.card)} from their hand"
        if isinstance(a, TickGizmo):
            seat = getattr(getattr(view, "decision", None), "seat", -1)
            named = self._gizmo(view, seat, a.slot) or f"Gizmo number {a.slot + 1}"
            if not a.use:
                return "tick", "ticks", f"{named} down without using it"
            if a.target < 0:
                return "tick", "ticks", f"{named} down and uses it"
            if "Oil Can" in named:
                aimed = self._gizmo(view, seat, a.target) or f"Gizmo number {a.target + 1}"
                return "tick", "ticks", f"{named} down and oils {aimed} (+1 on its next use)"
            return "tick", "ticks", f"{named} down and uses it on {self.who(a.target)}"
        if isinstance(a, PoolRage):
            if not a.card:
                return "add", "adds", "no card to the Rage Pool"
            return "put", "puts", f"{self.card(a.card)} into the Rage Pool"
        if isinstance(a, RevealArtifact):
            return "turn", "turns", "the Artifact they gained face up"
        if isinstance(a, ReturnToElf):
            if a.back:
                return "turn", "turns", "back into an Elf"
            return "stay", "stays", "in their form"
        if isinstance(a, TakeChi):
            if a.gain == "yes":
                return "gain", "gains", "1 Drunken Chi for the Drink"
            return "take", "takes", "no Drunken Chi for the Drink"
        if isinstance(a, CalmChi):
            if a.first != a.second:  # the order he chose: the second ends on top
                cards = f"{self.card(a.first)}, then {self.card(a.second)} (on top of the pile),"
                return "discard", "discards", f"{cards} to lose 1 Drunken Chi"
            cards = f"{self.card(a.first)} and {self.card(a.second)}"
            return "discard", "discards", f"{cards} to lose 1 Drunken Chi"
        if isinstance(a, Atone):
            if a.way == "gold":
                return "tithe", "tithes", "1 Gold to the Inn (atonement)"
            return "lose", "loses", "1 Fortitude (atonement)"
        return None

    def _play(self, a: PlayCard, view: Any) -> str:
        text = self.card(a.card)
        found = self.cards.get(a.card)
        if found is not None and getattr(found, "type", "") in TYPES:
            text += f" ({TYPES[found.type]})"
        if a.target >= 0:
            text += f" at {self.who(a.target)}"
        if a.also >= 0:  # a two-target card's second player
            text += f" and {self.who(a.also)}"
        if a.item > 0:
            named = self.items.get(a.item) if view is not None else None
            text += f" against {named or 'the card on the table'}"
        seat = getattr(getattr(view, "decision", None), "seat", -1)
        option = self.option(a.option, seat)
        if a.option.startswith(HARVEST):
            option = self._harvest(a.option, view, seat)
        if a.option.startswith("sacrifice:"):
            named = self._gizmo(view, seat, int(a.option.partition(":")[2]))
            option = f"sacrificing {named}" if named else option
        if a.option.startswith("minion:") and a.target >= 0:
            named = self._minion(view, int(a.option.partition(":")[2]), a.target)
            option = f"aimed at the Minion {named} instead"
        if a.option.startswith("gizmo:") and a.target >= 0:
            named = self._gizmo(view, a.target, int(a.option.partition(":")[2]))
            option = f"aimed at the Gizmo {named} instead" if named else option
        return f"{text}, {option}" if option else text

    def _piece(self, view: Any, seat: int, piece: str) -> str:
        """A Gizmo or Minion an action names as ``gizmo:<slot>`` / ``minion:<slot>``, by card."""
        slot = int(piece.partition(":")[2])
        if piece.startswith("gizmo:"):
            named = self._gizmo(view, seat, slot)
            return f"the Gizmo {named}" if named else f"Gizmo number {slot + 1}"
        named = self._minion(view, slot, seat)
        return named if named.startswith("Minion number") else f"the Minion {named}"

    def _minion(self, view: Any, slot: int, seat: int = -1) -> str:
        """The Minion in ``slot`` of the deciding seat's (or ``seat``'s), by name."""
        seats = getattr(view, "seats", None) or ()
        if seat < 0:
            seat = getattr(getattr(view, "decision", None), "seat", -1)
        found = None
        if 0 <= seat < len(seats):
            found = next((x for x in seats[seat].extra if isinstance(x, Minions)), None)
        if found is None or not 0 <= slot < len(found.minions):
            return f"Minion number {slot + 1}"
        return self.card(found.minions[slot].card)

    def _gizmo(self, view: Any, seat: int, slot: int) -> str:
        """The Gizmo in ``slot`` of ``seat``'s, by name ("" when the view does not show it)."""
        seats = getattr(view, "seats", None) or ()
        if not 0 <= seat < len(seats):
            return ""
        found = next((x for x in seats[seat].extra if isinstance(x, Gizmos)), None)
        if found is None or not 0 <= slot < len(found.gizmos):
            return ""
        return self.card(found.gizmos[slot].card)

    def _planter(self, view: Any, seat: int) -> Any:
        seats = getattr(view, "seats", None) or ()
        return planter_of(tuple(seats[seat].extra)) if 0 <= seat < len(seats) else None

    def _harvest(self, option: str, view: Any, seat: int) -> str:
        """Dale's Harvest cost named by the Mushrooms paid and their Harvest Values."""
        p = self._planter(view, seat)
        slots = chosen_slots(option)
        if p is None or any(i >= len(p.slots) for i in slots):
            return "harvesting Mushrooms from the Planter Box"
        paid = listing([self.card(p.slots[i]) for i in slots])
        total = sum(p.values[i] for i in slots)
        return f"harvesting {paid} (Harvest Value {total})"

    def _mushroom(self, slot: int, view: Any) -> str:
        """The Mushroom a full Planter Box's choice discards (the new one: slot -1)."""
        seat = getattr(getattr(view, "decision", None), "seat", -1)
        p = self._planter(view, seat)
        if p is None:
            return "a Mushroom to make room"
        if slot < 0:
            return f"the new Mushroom, {self.card(p.revealed)}" if p.revealed else "the new one"
        if slot >= len(p.slots):
            return "a Mushroom to make room"
        return f"{self.card(p.slots[slot])} (Harvest Value {p.values[slot]}) to make room"

    def _pass(self, kind: str) -> tuple[str, str, str]:
        if kind == "action":
            return "play", "plays", "no Action card this turn"
        if kind == "gamble":
            return "pass", "passes", "in the Round of Gambling"
        if kind == "respond":
            return "let", "lets", "it happen (pass)"
        return "pass", "passes", ""

    # --- prompts, refusals, results --------------------------------------------------------------

    def prompt(self, decision: Decision) -> str:
        what = PROMPTS.get(decision.kind)
        if decision.kind == "respond" and decision.prompt == BOUNDARY:  # nothing pending
            what = "may play an Anytime card, or pass"
        if what is None:
            return super().prompt(decision)
        return f"{self.who(decision.seat)} {what}"

    def refusal(self, error: IllegalAction) -> str:
        found = _NOT_LEGAL.match(error.reason)
        if found is None:
            return self.names.named(error.reason)
        action = self._parsed(found["action"])
        what = self._refused(action)
        if found["seat"] is None:
            return f"You can't {what}: the game is over"
        if found["card"] is not None:  # the card may be played now, with another choice
            ways = [
                self._refused(move)
                for move in map(self._parsed, error.allowed)
                if isinstance(move, PlayCard) and move.card == found["card"]
            ]
            offered = " or ".join(dict.fromkeys(ways))
            return f"You can't {what}: that choice is not one it offers now. You may {offered}"
        seat = int(found["seat"])
        kind = self._kind(found["prompt"])
        now = NOW.get(kind, "it is not the time for that").format(who=self.who(seat))
        text = f"You can't {what} now: {now}"
        if type(action) in ANSWERS.get(kind, ()):  # the right kind of answer, not allowed
            return f"{text}, and {WHY[kind]}"
        return text

    def _kind(self, prompt: str) -> str:
        from .flow import PROMPTS as FLOW_PROMPTS

        for kind, text in FLOW_PROMPTS.items():
            if text == prompt:
                return kind
        if prompt == BOUNDARY:
            return "respond"
        if "Heat" in prompt:
            return "heat-penalty"
        if "Piety" in prompt:
            return "atone"
        if "Drunken Chi" in prompt:
            return "chi"
        if "the Artifact you gained" in prompt:
            return "artifact-reveal"
        if "turn back into an Elf" in prompt:
            return "form-revert"
        if "Rage Pool" in prompt:
            return "rage"
        if "first form card comes from" in prompt:
            return "form-first"
        if "form cards for 2 Blood" in prompt:
            return "form-buy"
        if "gives them a card from" in prompt:
            return "form-acquire"
        if "Gizmo to tick down" in prompt:
            return "gizmo"
        if "hurt Minion's Wages" in prompt:
            return "wages"
        if "activate a Minion" in prompt:
            return "minion"
        if "combo's next effect" in prompt:
            return "totem-aim"
        if "Totem Combo" in prompt or "Totem to the combo" in prompt:
            return "totem"
        if "Treasure you revealed" in prompt:
            return "treasure"
        if "Brawl count" in prompt:
            return "brawl-order"
        if "Mount's effect" in prompt:
            return "mount"
        if "Bomb you hold" in prompt:
            return "bomb"
        if "pot's Bombs" in prompt:
            return "bomb-order"
        if "three Items are equipped" in prompt:
            return "item-slot"
        if "equipped Items" in prompt:
            return "item-discard"
        if "from your Fury" in prompt:
            return "fury"
        if "on your Chimera" in prompt:
            return "summon"
        if "for the Story" in prompt:
            return "story"
        if "for the Gear" in prompt:
            return "gear"
        if "Medical Supply Token" in prompt:
            return "supply"
        if "Potion or the one just revealed" in prompt:
            return "potion-keep"
        if "Potion offered" in prompt:
            return "potion-offer"
        if "to the player who asked" in prompt:
            return "potion-ask"
        if "Farai Token starts at" in prompt:
            return "brew-start"
        if "mash paddle" in prompt:
            return "brew-paddle"
        if "finished a Brew Deck" in prompt:
            return "brew-move"
        if "planted Mushrooms" in prompt:
            return "planter"
        if "Recipe to keep" in prompt:
            return "recipe-keep"
        if "one more Ingredient card" in prompt:
            return "cleaver"
        if "Ingredient cards from their hand" in prompt:
            return "prep"
        if "to Petrify" in prompt:
            return "petrify"
        if "Plot one card" in prompt:
            return "plot"
        return ""

    def _parsed(self, text: str) -> Action | None:
        try:
            parsed: Action = self.game.actions.parse(text)
        except Exception:
            return None
        return parsed

    def _refused(self, action: Action | None) -> str:
        if action is None:
            return "do that"
        parts = self._action(action, "", None)
        if parts is None:
            return "do that"
        order, _, rest = parts
        return f"{order} {rest}".rstrip()

    def reason(self, outcome: Outcome) -> str:
        return REASONS.get(outcome.reason, outcome.reason.replace("_", " "))

    def outcome(self, outcome: Outcome) -> str:
        scores = ", ".join(
            f"{self.who(seat)} {score:g}" for seat, score in enumerate(outcome.scores)
        )
        winners = list(outcome.winners)
        if not winners:
            head = f"Nobody won: {self.reason(outcome)}"
        elif outcome.reason == "last one standing":
            names = listed(self.who(s) for s in winners)
            last = "the last one" if len(winners) == 1 else "the last ones"
            verb = "is" if len(winners) == 1 else "are"
            wins = "wins" if len(winners) == 1 else "win"
            head = f"{names} {verb} {last} standing in the Red Dragon Inn and {wins}"
        else:
            together = listed(self.who(s) for s in winners)
            head = f"{_cap(self.reason(outcome))}: {together} share the win"
        return f"{head}. Scores: {scores}."

    def progress(self, view: Any) -> str:
        self.learn(view)
        seats = getattr(view, "seats", None)
        if not seats:
            return ""
        living, out = [], []
        for i, s in enumerate(seats):
            if s.out:
                how = "broke" if s.out == "broke" else "passed out"
                out.append(f"{self.short(i)} {how}")
                continue
            spare = max(0, s.fortitude - s.alcohol)
            gold = s.gold + len(getattr(s, "valuables", ()) or ())
            living.append(
                f"{self.who(i)} {s.fortitude} Fortitude, {s.alcohol} Alcohol "
                f"({spare} from passing out), {gold} Gold"
            )
        parts = [f"Last one standing wins ({len(living)} of {len(seats)} still in)", *living]
        if out:
            parts.append("Out: " + ", ".join(out))
        turn = getattr(view, "turn", 0)
        if turn:
            parts.append(f"Turn {turn}")
        return " · ".join(parts)


def _hand_bonus(view: Any) -> int:
    """The active seat's hand-size bonus shown in its mechanic values (Ohava's Deities, 002
    L1012): 1 with three or more Deities in harmony."""
    seats = getattr(view, "seats", ())
    active = getattr(view, "active", -1)
    if not 0 <= active < len(seats):
        return 0
    for x in seats[active].extra:
        if isinstance(x, Deities) and x.count >= HAND_BONUS_AT:
            return HAND_BONUS
        if isinstance(x, Items):  # Lizwick's Items: 6 with two, 5 with three (002 L698)
            return -hand_cut(len(x.slots))
    return 0


def listing(items: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def _work_brew(choice: str) -> tuple[str, str, str]:
    """Father Farai's Brew choice in words."""
    if choice == BREW_PROGRESS:
        return "add", "adds", "a Progress Token to the current Brew (mash paddle)"
    if choice == BREW_STAY:
        return "leave", "leaves", "the Farai Token where it is"
    return "put", "puts", f"the Farai Token at the {BREW_NAMES.get(choice, choice)} Brew"


STRIKE_SUFFIXES = ("'s Pain Curse", "'s Mind Hex", "Pain Curses", "Mind Hexes")
"""How the log's names of a pending Debuff strike end (``_strike``)."""


def _strike(kind: str, count: int) -> str:
    """ "Pain Curse", "2 Mind Hexes": the tokens striking, without an article."""
    return _tokens(kind, count).removeprefix("a ")


def _tokens(kind: str, count: int) -> str:
    """ "a Pain Curse", "2 Mind Hexes", "2 Power Jinxes" (Natyli's Debuff Tokens)."""
    name = DEBUFF_NAMES.get(kind, kind)
    if count == 1:
        return f"a {name}"
    return f"{count} {name}es" if name.endswith("x") else f"{count} {name}s"


def _totem_kind(card: Any) -> str:
    """A Totem Card's type (``""``: not one), for the words."""
    for e in getattr(card, "effects", ()) or ():
        if e.op == "totem":
            return str(e.params.get("kind", ""))
    return ""
