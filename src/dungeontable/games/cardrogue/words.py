"""Card Rogue in words: every event, action, prompt, refusal and result as people read them.

``CardRogueWords`` (the game's ``words`` capability) names people by their seat's name, cards,
characters and monsters by their printed names from the match's card set, and places on the
board by what is there or next to it ("north of the Crossroads", "on a starting tile"), never by
ids, seat numbers or coordinates. It remembers the face-up tiles and the revealed enemies it has
been told about (by events, and by the views handed to ``action`` and ``progress``), so the
more it has seen, the nearer the landmark it names; with nothing seen, a place is said relative
to the starting tiles, which every seat knows from the layout.

The engine's own ``describe()`` texts (in the golden transcripts) are left as they are.
"""

from __future__ import annotations

import re
from typing import Any

from dungeontable.core import (
    Action,
    Decision,
    DeckShuffled,
    DieRolled,
    Event,
    IllegalAction,
    Outcome,
)
from dungeontable.core.words import Names, Words

from .actions import (
    AcceptTrade,
    AskCard,
    Attack,
    Buy,
    CancelPurchase,
    CancelTrade,
    DeclineTrade,
    Discard,
    Drink,
    EndTurn,
    Equip,
    Flee,
    FleeTo,
    Flip,
    HireMole,
    Hop,
    Identify,
    Keep,
    KeepCards,
    LayFaceDown,
    LeaveTable,
    Move,
    OfferCard,
    Orient,
    Pay,
    PickCharacter,
    ProposeTrade,
    RageQuit,
    ReadScroll,
    Respawn,
    ReturnToTable,
    RollDie,
    Sell,
    SendOffer,
    StartDiscard,
    StayAway,
    StayPut,
    Steal,
    StepThrough,
    Teleport,
    Throw,
    Trip,
    Unequip,
)
from .catalog import SLOTS, Catalog, catalog_of
from .common.board import unpack
from .common.table import LAYOUTS
from .definitions import DIRS
from .events import (
    AttackMade,
    AttackModifierChanged,
    CardBought,
    CardFlipped,
    CardKept,
    CardPlaced,
    CardsDiscarded,
    CardSold,
    CardsRemoved,
    CardsTaken,
    CardStolen,
    CharacterPicked,
    CombatJoined,
    CombatLeft,
    Counterattacked,
    DropPileLaid,
    EndRushBegan,
    EnemyActed,
    EnemyHealthChanged,
    EnemySlain,
    EnemyStatusChanged,
    FleeResolved,
    GameEnded,
    HealthChanged,
    ItemEquipped,
    ItemUnequipped,
    MapSealed,
    MaxHealthRaised,
    MoleHired,
    Moved,
    PlayerDied,
    PlayerLeft,
    PlayerQuit,
    PlayerReturned,
    PlayerStayedAway,
    PointsScored,
    PoisonTurnedToHealing,
    PotionDrunk,
    PotionIdentified,
    PotionThrown,
    PotionWasted,
    PurchaseCancelled,
    PurchaseStarted,
    Respawned,
    ScrollRead,
    StackRecycled,
    StartingPlayerChosen,
    StatusChanged,
    StealAttempted,
    Teleported,
    TilePlaced,
    TradeAnswered,
    TradeProposed,
    TrapSprung,
    TripAttempted,
    TurnBegan,
    TurnLost,
)
from .options import GOALS, Options

DIRECTION = {"N": "north", "E": "east", "S": "south", "W": "west"}
STEP = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
SLOT_WORDS = {
    "primary": "main hand",
    "secondary": "off hand",
    "head": "head",
    "chest": "chest",
    "feet": "feet",
}
LANDMARKS = frozenset({"pathing", "start", "floor", "shop", "fountain", "chest"})
"""Kinds of face-up card that stay where they are and can name a place."""
ORDINAL = ("first", "second", "third", "fourth", "fifth", "sixth")
REASONS = {
    "exit": "the first player out in the end rush ended the game",
    "escaped": "the hero escaped the catacombs with every goal done",
    "died": "the hero died in the catacombs",
    "turn_cap": "the last round was played and nobody got out",
    "forfeit": "nothing was left to explore and nobody fought the Golem, so everyone forfeits",
    "abandoned": "every player quit the game",
}
GOAL_WORDS = {
    "chest": "open the Chest",
    "debt": "pay the Shopkeeper's Debt",
    "basilisks": "slay both Basilisks",
    "golem": "slay the Golem",
}
PURPOSES = {
    "attack": "an attack",
    "flee": "fleeing",
    "deciding": "the deciding roll",
    "steal": "stealing",
    "trip": "tripping",
    "avoid trap": "avoiding a trap",
    "potion identification": "identifying a potion",
    "fountain": "the Fountain of Healing",
    "counterattack": "a counterattack",
    "golem attack": "the Golem's attack",
    "enemy dodge": "an enemy's dodge",
}
CAUSES = {
    "poison": "poison",
    "regeneration": "regeneration",
    "fountain": "the Fountain of Healing",
    "spike trap": "a Spike Trap",
    "poison trap": "a Poison Trap",
    "paralysis trap": "a Paralysis Trap",
    "tripped": "being tripped",
    "attack": "an attack",
    "reset": "nobody is fighting it any more, so it heals fully",
    "must be killed in a single turn": "it must be slain within a single turn",
    "heals each attack": "it heals after each attack",
    "max health raised by a held artifact": "an artifact raised their maximum health",
    "poison turned to healing": "the poison now heals them",
}
SOURCES = {
    "loot": "as loot",
    "potion": "from the board",
    "found": "from the board",
    "stolen": "by stealing",
    "bought": "from the shop",
    "sold a card": "as change for a sold card",
    "drop pile": "from a face-down pile",
    "trade": "in a trade",
}
_SEAT_TEXT = re.compile(r"\bseat (\d+)\b")
_ENGINE_REFUSAL = re.compile(
    r"^(?P<action>.+?) is not allowed now: seat (?P<seat>\d+) must (?P<what>.+)$"
)
_UNPAID = re.compile(r"^(?P<prompt>give cards worth \d+ more gold for .+?) \((?P<why>.+)\)$")
_RULE_ID = re.compile(r",? \((?:R|A-)\d+\)$")
_RULES = {
    "roll-die": "the deciding roll happens only before the game starts",
    "pick-character": "characters are picked only at the start, in turn order",
    "flip": "you flip cards only at the start of your own turn (step 1), through an open path"
    " of your tile, or while fleeing",
    "orient": "a tile is turned only right after it is laid",
    "move": "you move on your own turn, out of combat, along open paths (step 2, or step 3"
    " with extra moves)",
    "end-turn": "only the player whose turn it is can end it",
    "attack": "you attack only in combat, an enemy fighting you that stands next to you",
    "flee": "fleeing is only possible during combat, on your own turn",
    "flee-to": "you choose where to flee only after a successful flee",
    "keep": "choosing a card to keep happens only right after dying",
    "lay-face-down": "laying a card face-down happens only right after dying",
    "respawn": "choosing where to start over happens only right after dying",
    "equip": "equipment is put on and taken off on your own turn, out of combat",
    "unequip": "equipment is put on and taken off on your own turn, out of combat",
    "start-discard": "you discard cards only on your own turn",
    "discard": "only sellable cards may be discarded, on your own turn",
    "keep-cards": "there is no discard choice open",
    "drink": "potions are drunk on your own turn, from your hand",
    "throw": "potions are thrown on your own turn at someone next to you",
    "teleport": "a teleport destination is chosen only right after a teleport",
    "read-scroll": "scrolls are read on your own turn, from your hand",
    "identify": "scrolls are read on your own turn, from your hand",
    "step-through": "scrolls are read on your own turn, from your hand",
    "buy": "you buy only while standing on the Shop, out of combat, on your own turn",
    "sell": "you sell only while standing on the Shop, out of combat, on your own turn",
    "pay": "you pay only while buying something",
    "cancel-purchase": "there is no purchase to cancel",
    "trip": "you trip a player next to you at step 3 of your turn, once per turn",
    "steal": "you steal from a player next to you at step 3 of your turn, once per turn",
    "hop": "you leap over a player only right after tripping them",
    "stay-put": "that choice comes only right after tripping a player",
    "propose-trade": "trades are offered at step 3 of your turn to a player next to you",
    "offer-card": "cards are offered only while making a trade offer",
    "ask-card": "cards are asked for only while making a trade offer",
    "send-offer": "there is no trade offer being made",
    "cancel-trade": "there is no trade offer being made",
    "accept-trade": "only the player offered a trade can accept it, when they hold the cards",
    "decline-trade": "only the player offered a trade can decline it",
    "hire-mole": "the mole can be hired only when you are stuck, with enough gold to pay",
    "rage-quit": "quitting is possible only on your own turn when the table allows it",
    "leave-table": "leaving is possible only on your own turn when the table allows it",
    "return-to-table": "coming back is possible only for a player who left the table",
    "stay-away": "staying away is possible only for a player who left the table",
}
PROMPTS = {
    "deciding-roll": "roll the die to decide who starts",
    "pick-character": "pick a character",
    "combat": "attack an enemy or flee",
    "flee": "choose where to flee, or flip a card to open a way out",
    "keep": "choose the one card to keep after dying",
    "face-down": "choose a card to lay face-down where they died",
    "respawn": "choose the starting tile to start over on",
    "hop": "leap over the tripped player or stay put",
    "discard": "choose a card to discard, or keep them all",
    "away": "come back to the table, or stay away this turn",
    "orient": "choose how to turn the tile just laid",
    "trade": "add cards to give or to ask for, then send the offer",
}
TURN_STEPS = {
    "(step 1)": "flip a card, move or end their turn",
    "(step 2)": "move or end their turn",
    "(step 2, moved)": "end their turn (their move is made)",
    "(step 3)": "take extra moves, deal with other players or end their turn",
}


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _listed(items: list[str]) -> str:
    if not items:
        return "nothing"
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} and {items[-1]}"


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else f"{text}."


class CardRogueWords(Words):
    """How a Card Rogue match reads for people (see the module's docstring)."""

    def __init__(self, game: Any, options: Any, names: Names) -> None:
        options = options if isinstance(options, Options) else Options()
        super().__init__(game, options, names)
        self.cat: Catalog = catalog_of(options.cards)
        self.seats = max(1, len(names.seats))
        layout = LAYOUTS.get(options.layout, LAYOUTS["row"])
        found, _ = layout(min(self.seats, 4))
        self.starts: tuple[tuple[int, int], ...] = tuple(unpack(pos) for pos, _ in found)
        self.board: dict[tuple[int, int], str] = {}
        self.foes: dict[int, str] = {}
        self.where_players: dict[int, tuple[int, int]] = {}
        self._identified: dict[str, str] = {}

    # --- names -------------------------------------------------------------------------------

    def card(self, card_id: str) -> str:
        """A card's printed name ("a card" when hidden)."""
        if not card_id:
            return "a card"
        if card_id in self.cat:
            return self.cat[card_id].name
        return card_id.replace("_", " ").replace("-", " ")

    def the(self, card_id: str) -> str:
        name = self.card(card_id)
        return name if name[:1].isdigit() or name == "a card" else f"the {name}"

    def cards(self, cards: tuple[str, ...]) -> str:
        return _listed([self.the(c) for c in cards])

    def foe(self, uid: int, card: str = "") -> str:
        if card:
            self.foes[uid] = card
        known = card or self.foes.get(uid, "")
        return self.the(known) if known else "an enemy"

    def target(self, seat: int, enemy: int) -> str:
        return self.names(seat) if seat >= 0 else self.foe(enemy)

    def phrase(self, text: str) -> str:
        """A cause or reason from the engine in words: seats named, card ids named."""
        text = CAUSES.get(text, text)
        potion = re.fullmatch(r"(\w+) potion(?: (drunk|thrown))?", text)
        if potion:
            how = f", {potion.group(2)}" if potion.group(2) else ""
            return f"a {potion.group(1).capitalize()} potion{how}"
        text = _SEAT_TEXT.sub(lambda m: self.names(int(m.group(1))), text)
        if text in self.cat:
            return self.the(text)
        words = [self.card(w) if w in self.cat else w for w in text.split(" ")]
        return " ".join(words).replace("_", " ")

    def potion(self, card_id: str) -> str:
        """A potion's name, with its effect when known ("the Red Potion (Healing)")."""
        name = self.the(card_id)
        color = self.cat[card_id].color if card_id in self.cat else None
        effect = self._identified.get(color or "")
        return f"{name} ({effect})" if effect else name

    # --- places ------------------------------------------------------------------------------

    def learn(self, view: Any) -> None:
        """Remember the face-up tiles, enemies and tokens a view shows."""
        if view is None:
            return
        for cell in getattr(view, "cells", ()) or ():
            if cell.card:
                self.board[(cell.x, cell.y)] = cell.card
        for enemy in getattr(view, "enemies", ()) or ():
            self.foes[enemy.uid] = enemy.card
        for player in getattr(view, "players", ()) or ():
            if player.x is not None and player.y is not None:
                self.where_players[player.seat] = (player.x, player.y)
        identified = getattr(view, "identified", None)
        if identified:
            known = {color: effect.capitalize() for color, effect in identified.items()}
            self._identified = {**self._identified, **known}

    def landmark(self, at: tuple[int, int]) -> str | None:
        card = self.board.get(at)
        if at in self.starts:
            return "a starting tile"
        if card and card in self.cat and self.cat[card].kind in LANDMARKS:
            return self.the(card)
        return None

    def where(self, x: int, y: int, itself: bool = True) -> str:
        """A place in words: on a landmark, beside one, or relative to the starting tiles
        (``itself``: a landmark at the place itself may name it)."""
        here = self.landmark((x, y)) if itself else None
        if here is not None:
            return f"on {here}"
        for d in DIRS:
            dx, dy = STEP[d]
            near = self.landmark((x - dx, y - dy))
            if near is not None:
                return f"{DIRECTION[d]} of {near}"
        return self.from_starts(x, y)

    def at(self, x: int, y: int) -> str:
        """ "on the Bend", "at the tile north of the Shop"."""
        where = self.where(x, y)
        return where if where.startswith("on ") else f"at the tile {where}"

    def onto(self, x: int, y: int) -> str:
        """ "onto the Bend", "to the tile north of the Shop"."""
        where = self.where(x, y)
        return f"onto {where[3:]}" if where.startswith("on ") else f"to the tile {where}"

    def tile_at(self, x: int, y: int) -> str:
        """The tile at a place: "the Bend", or "the tile north of the Shop"."""
        return self.landmark((x, y)) or f"the tile {self.where(x, y)}"

    def from_starts(self, x: int, y: int) -> str:
        sx, sy = min(self.starts, key=lambda s: (abs(s[0] - x) + abs(s[1] - y), s))
        dx, dy = x - sx, y - sy
        parts = []
        if dy:
            parts.append(f"{_plural(abs(dy), 'tile')} {'north' if dy > 0 else 'south'}")
        if dx:
            parts.append(f"{_plural(abs(dx), 'tile')} {'east' if dx > 0 else 'west'}")
        if not parts:
            return "on a starting tile"
        return f"{' and '.join(parts)} of a starting tile"

    def start_name(self, x: int, y: int) -> str:
        """One starting tile among the others: by its place in the row, or its corner."""
        starts = sorted(self.starts)
        if (x, y) not in starts or len(starts) == 1:
            return "the starting tile" if (x, y) in starts else f"the tile {self.where(x, y)}"
        if len({s[1] for s in starts}) == 1:
            return f"the {ORDINAL[starts.index((x, y))]} starting tile from the west"
        mid_x = sum(s[0] for s in starts) / len(starts)
        mid_y = sum(s[1] for s in starts) / len(starts)
        ns = "north" if y > mid_y else "south"
        ew = "east" if x > mid_x else "west"
        return f"the {ns}-{ew} starting tile"

    def _towards(self, view: Any, d: str) -> tuple[int, int] | None:
        """The cell in direction ``d`` from the deciding seat's token, when the view shows it."""
        seat = _deciding(view)
        if seat is None:
            return None
        player = view.players[seat]
        if player.x is None or player.y is None:
            return None
        dx, dy = STEP.get(d, (0, 0))
        return player.x + dx, player.y + dy

    def _who_there(self, view: Any, d: str) -> str | None:
        cell = self._towards(view, d)
        if cell is None:
            return None
        for enemy in view.enemies:
            if (enemy.x, enemy.y) == cell:
                return self.the(enemy.card)
        for player in view.players:
            if (player.x, player.y) == cell:
                return self.names(player.seat)
        return None

    # --- events ------------------------------------------------------------------------------

    def event(self, event: Event) -> str:
        handler = _EVENTS.get(type(event))
        if handler is None:
            return super().event(event)
        return _sentence(handler(self, event))

    # --- actions -----------------------------------------------------------------------------

    def action(self, action: Action, view: Any = None) -> str:
        self.learn(view)
        handler = _ACTIONS.get(type(action))
        if handler is None:
            return super().action(action, view)
        return str(handler(self, action, view))

    # --- prompts, refusals, the result -------------------------------------------------------

    def prompt(self, decision: Decision) -> str:
        who = self.names(decision.seat)
        kind, text = decision.kind, decision.prompt
        if kind == "turn":
            step = next((v for k, v in TURN_STEPS.items() if text.endswith(k)), None)
            if text.startswith("take an extra move"):  # after the normal move (R061)
                step = "take an extra move or end their turn"
            what = step or "play their turn"
        elif kind == "pay":
            what = self._pay_prompt(text)
        elif kind == "teleport":
            moved = "player" if "player" in text else "enemy"
            what = (
                "choose where to teleport to"
                if "yourself" in text
                else f"choose where the teleported {moved} goes"
            )
        elif kind == "trade-answer":
            match = _SEAT_TEXT.search(text)
            by = self.names(int(match.group(1))) if match else "another player"
            what = f"accept or decline the trade {by} offers"
        else:
            what = PROMPTS.get(kind, self.phrase(text))
        return f"{who} must {what}"

    def _pay_prompt(self, text: str) -> str:
        match = re.match(r"give cards worth (\d+) more gold for (.+)$", text)
        if not match:
            return "pay the price"
        owed, what = int(match.group(1)), match.group(2)
        what = what if what == "the mole" else f"the {what}"
        return f"give cards worth {owed} more gold for {what}"

    def refusal(self, error: IllegalAction) -> str:
        reason = error.reason
        if reason.endswith("is not allowed now: the game is over"):
            return "The game is over: no more moves can be made"
        match = _ENGINE_REFUSAL.match(reason)
        if match is None:
            if " is not a Card Rogue action" in reason:
                return "That is not something you can do in Card Rogue"
            return _sentence(self.names.named(reason))
        text = match.group("action")
        try:
            action = self.game.actions.parse(text)
        except Exception:
            action = None
        what, rule = match.group("what"), ""
        unpaid = _UNPAID.match(what)
        if unpaid is not None and action is not None and action.kind() == "pay":
            # at the pay decision: why that card cannot pay (rules.payment.why_not_pay)
            what = unpaid.group("prompt")
            rule = self.names.named(_RULE_ID.sub("", unpaid.group("why")))
        now = self.prompt(Decision(int(match.group("seat")), _kind_of(what), what))
        if action is None:
            return f"That is not allowed now: {now}."
        doing = self.action(action)
        rule = rule or _RULES.get(action.kind(), "it is not allowed at this point of the turn")
        return f"You can't {doing[:1].lower()}{doing[1:]} now: {rule}. {now}."

    def reason(self, outcome: Outcome) -> str:
        return REASONS.get(outcome.reason, outcome.reason.replace("_", " "))

    def outcome(self, outcome: Outcome) -> str:
        scores = self.points([(seat, score) for seat, score in enumerate(outcome.scores)])
        won = self.names.listed(outcome.winners)
        if outcome.reason == "escaped":
            head = f"{won} escaped the catacombs with every goal done"
        elif outcome.reason == "exit":
            head = f"{won} won: the end rush is over" if outcome.winners else "Nobody won"
        elif outcome.reason == "died" and self.seats == 1:
            head = f"{self.names(0)} died in the catacombs and lost"
        elif outcome.reason == "turn_cap":
            head = "The last round was played and nobody got out: nobody won"
        elif outcome.winners:
            head = f"{won} won ({self.reason(outcome)})"
        else:
            head = f"Nobody won ({self.reason(outcome)})"
        return f"{head}. Victory points: {scores}."

    def points(self, scores: list[tuple[int, float]]) -> str:
        """Each player's victory points, unmistakable even when a name ends in a number:
        "Alice has 3, Heuristic bot 2 has 0"."""
        return ", ".join(f"{self.names(seat)} has {score:g}" for seat, score in scores)

    def progress(self, view: Any) -> str:
        self.learn(view)
        if view is None:
            return ""
        cap = view.options.turn_cap
        round_no = min(cap, max(1, (view.turns - 1) // max(1, view.seats) + 1))
        left = f"round {round_no} of {cap}"
        if view.seats == 1:
            player = view.players[0]
            done: list[str] = []
            todo: list[str] = []
            for goal in view.options.solo_goals:
                finished = (
                    player.deeds.count("basilisk") >= 2 if goal == "basilisks"
                    else goal in player.deeds
                )  # fmt: skip
                (done if finished else todo).append(GOAL_WORDS.get(goal, goal))
            goals = f"Goals done {len(done)} of {len(done) + len(todo)}"
            need = f" (still to do: {_listed(todo)})" if todo else ", now get to a starting tile"
            return f"{goals}{need} · {left}"
        points = self.points([(p.seat, p.score) for p in view.players])
        if view.end_rush:
            race = "End rush: the first player onto a starting tile ends the game"
        else:
            race = "The Golem is still in the catacombs: taking it starts the end rush"
        return f"Victory points: {points} · {race} · {left}"


def _deciding(view: Any) -> int | None:
    decision = getattr(view, "decision", None)
    if decision is not None:
        return int(decision.seat)
    seat = getattr(view, "seat", None)
    return None if seat is None else int(seat)


def _kind_of(prompt: str) -> str:
    for kind, text in PROMPTS.items():
        if prompt.startswith(text[:12]):
            return kind
    if prompt.startswith("give cards worth"):
        return "pay"
    if prompt.startswith("choose the tile to teleport"):
        return "teleport"
    if prompt.startswith("accept or decline the trade"):
        return "trade-answer"
    if prompt.endswith(tuple(TURN_STEPS)):
        return "turn"
    return ""


# --- events, one function per class ---------------------------------------------------------

W = CardRogueWords


def _die(w: W, e: DieRolled) -> str:
    purpose = PURPOSES.get(e.purpose)
    if purpose is None and e.purpose.startswith("enemy ability"):
        what = e.purpose.partition("(")[2].rstrip(")") or "ability"
        purpose = f"an enemy's {what} ability"
    purpose = purpose or w.phrase(e.purpose)
    who = "The dungeon" if e.seat is None else w.names(e.seat)
    return f"{who} rolled a {e.value} for {purpose}"


def _shuffled(w: W, e: DeckShuffled) -> str:
    return f"The {w.phrase(e.deck)} stack was shuffled ({_plural(e.size, 'card')})"


def _starting(w: W, e: StartingPlayerChosen) -> str:
    if e.tied:
        return f"{w.names.listed(e.tied)} tied for the highest roll and roll again"
    return f"{w.names(e.seat)} rolled highest and goes first"


def _picked(w: W, e: CharacterPicked) -> str:
    return f"{w.names(e.seat)} plays {w.the(e.character)}"


def _turn(w: W, e: TurnBegan) -> str:
    round_no = e.turn // w.seats + 1
    return f"Round {round_no}: {w.names(e.seat)}'s turn"


def _placed(w: W, e: CardPlaced) -> str:
    return f"A face-down card was placed {w.where(e.x, e.y)}"


def _tile(w: W, e: TilePlaced) -> str:
    where = w.where(e.x, e.y, itself=False)
    w.board[(e.x, e.y)] = e.card
    ways = _listed([DIRECTION[d] for d in e.paths])
    tile = w.the(e.card)
    return f"{tile[:1].upper()}{tile[1:]} was laid {where}, with paths {ways}"


def _flipped(w: W, e: CardFlipped) -> str:
    where = w.where(e.x, e.y)
    where = where if where.startswith("on ") else f"the card {where}"
    if e.card in w.cat and w.cat[e.card].kind in LANDMARKS:
        w.board[(e.x, e.y)] = e.card
    return f"{w.names(e.seat)} flipped {where}: {w.card(e.card)}"


def _taken(w: W, e: CardsTaken) -> str:
    what = w.cards(e.cards) if e.cards else _plural(e.count, "card")
    source = SOURCES.get(e.source)
    if source is None:
        source = "from the board"
    return f"{w.names(e.seat)} took {what} {source}"


def _moved(w: W, e: Moved) -> str:
    place = w.onto(e.x, e.y)
    w.where_players[e.seat] = (e.x, e.y)
    how = {
        "extra": " (an extra move)",
        "flee": ", fleeing",
        "hop": ", leaping over the tripped player",
        "scroll": " through the wall, by a scroll",
    }.get(e.how, "")
    return f"{w.names(e.seat)} moved {place}{how}"


def _trap(w: W, e: TrapSprung) -> str:
    who = w.target(e.seat, e.enemy)
    tail = ", but it had no effect" if e.avoided else ""
    return f"{w.the(e.card)} {w.at(e.x, e.y)} caught {who}{tail}"


def _health_left(health: int) -> str:
    return "no health left" if health <= 0 else f"{health} health left"


def _health(w: W, e: HealthChanged) -> str:
    verb = "gained" if e.amount >= 0 else "lost"
    cause = w.phrase(e.cause)
    if e.cause.endswith(" attack") and not e.cause.startswith("counterattack"):
        cause = f"an attack by the {e.cause[: -len(' attack')]}"
    left = _health_left(e.health)
    return f"{w.names(e.seat)} {verb} {abs(e.amount)} health ({cause}) and has {left}"


def _status(w: W, e: StatusChanged) -> str:
    cause = w.phrase(e.cause)
    if e.cause in w.cat:  # an enemy's ability
        cause = f"{'poisoned' if e.status == 'poison' else 'paralyzed'} by {cause}"
    who = w.names(e.seat)
    if e.status == "poison":
        if e.turns <= 0:
            return f"{who} is no longer poisoned"
        return f"{who} is poisoned for {_plural(e.turns, 'turn')} ({cause})"
    if e.turns <= 0:
        return f"{who} will not lose any more turns"
    return f"{who} will lose {_plural(e.turns, 'turn')} ({cause})"


def _lost(w: W, e: TurnLost) -> str:
    return f"{w.names(e.seat)} loses this turn"


def _joined(w: W, e: CombatJoined) -> str:
    foe = w.foe(e.enemy, e.card)
    role = "and is its target" if e.target else "behind another player it is already fighting"
    return f"{w.names(e.seat)} is in combat with {foe}, {role}"


def _attack(w: W, e: AttackMade) -> str:
    foe = w.foe(e.enemy, e.card)
    rolls = _listed([str(f) for f in e.faces])
    rolled = f"rolled {rolls}"
    note = f" ({w.phrase(e.note)})" if e.note else ""
    if e.health <= 0:
        left = f"{foe[:1].lower()}{foe[1:]} has no health left"
    else:
        left = f"it has {e.health} health left"
    return (
        f"{w.names(e.seat)} {rolled} and dealt {_plural(e.damage, 'damage point')} to "
        f"{foe}{note}; {left}"
    )


def _foe_health(w: W, e: EnemyHealthChanged) -> str:
    foe = w.foe(e.enemy, e.card)
    verb = "regained" if e.amount >= 0 else "lost"
    return (
        f"{foe[:1].upper()}{foe[1:]} {verb} {abs(e.amount)} health ({w.phrase(e.cause)}) and has "
        f"{_health_left(e.health)}"
    )


def _foe_status(w: W, e: EnemyStatusChanged) -> str:
    foe = w.foe(e.enemy, e.card)
    foe = f"{foe[:1].upper()}{foe[1:]}"
    cause = w.phrase(e.cause)
    if e.status == "poison":
        if e.turns <= 0:
            return f"{foe} is no longer poisoned"
        return f"{foe} is poisoned for {_plural(e.turns, 'turn')} ({cause})"
    if e.turns <= 0:
        return f"{foe} can act again"
    return f"{foe} is paralyzed for {_plural(e.turns, 'action')} ({cause})"


def _acted(w: W, e: EnemyActed) -> str:
    foe = w.foe(e.enemy, e.card)
    foe = f"{foe[:1].upper()}{foe[1:]}"
    who = w.names(e.seat)
    what = e.what
    attack = re.fullmatch(r"attacks for (\d+)", what)
    if attack:
        return f"{foe} attacks {who} for {_plural(int(attack.group(1)), 'damage point')}"
    missed = re.fullmatch(r"(\w+) roll missed", what)
    if missed:
        return f"{foe} tried to {missed.group(1)} {who} but missed"
    hit = re.fullmatch(r"(\w+) for (\d+)", what)
    if hit:
        verb, n = hit.group(1), int(hit.group(2))
        if verb == "poison":
            return f"{foe} poisons {who} for {_plural(n, 'turn')}"
        if verb == "paralyze":
            return f"{foe} paralyzes {who} for {_plural(n, 'turn')}"
    if what == "paralyzed":
        return f"{foe} is paralyzed and does not act against {who}"
    if what == "blocked by shield":
        return f"{who}'s shield blocks {foe}"
    return f"{foe} acts against {who}: {w.phrase(what)}"


def _slain(w: W, e: EnemySlain) -> str:
    foe = w.foe(e.enemy, e.card)
    if e.seat < 0:
        return f"{foe[:1].upper()}{foe[1:]} was slain"
    return f"{w.names(e.seat)} slew {foe} and takes its card"


def _fled(w: W, e: FleeResolved) -> str:
    how = "with a roll" if e.rolled else "without needing a roll"
    if e.success:
        return f"{w.names(e.seat)} gets away {how}"
    return f"{w.names(e.seat)} fails to get away"


def _left(w: W, e: CombatLeft) -> str:
    return f"{w.names(e.seat)} is no longer fighting {w.foe(e.enemy, e.card)}"


def _died(w: W, e: PlayerDied) -> str:
    return f"{w.names(e.seat)} died {w.at(e.x, e.y)}"


def _kept(w: W, e: CardKept) -> str:
    what = w.the(e.card) if e.card else "a card from their hand"
    where = "" if e.where == "hand" else f" (still worn: {SLOT_WORDS.get(e.where, e.where)})"
    return f"{w.names(e.seat)} keeps {what}{where}"


def _drop(w: W, e: DropPileLaid) -> str:
    verb = "lies" if e.count == 1 else "lie"
    return f"{_plural(e.count, 'card')} now {verb} face-down {w.at(e.x, e.y)}"


def _discarded(w: W, e: CardsDiscarded) -> str:
    why = {"discarded": "", "death": " (they died)", "the mole's fee": " to pay the mole"}
    tail = why.get(e.reason, f" ({w.phrase(e.reason)})")
    return f"{w.names(e.seat)} discarded {w.cards(e.cards)}{tail}"


def _respawned(w: W, e: Respawned) -> str:
    return f"{w.names(e.seat)} starts over on {w.start_name(e.x, e.y)} with {e.health} health"


def _scored(w: W, e: PointsScored) -> str:
    return f"{w.names(e.seat)} scores {_plural(e.vp, 'victory point')}: {w.phrase(e.reason)}"


def _removed(w: W, e: CardsRemoved) -> str:
    why = "one hand held both of them" if "pair" in e.reason else w.phrase(e.reason)
    return f"{w.cards(e.cards)} left the game ({why})"


def _rush(w: W, e: EndRushBegan) -> str:
    return (
        f"{w.names(e.seat)} took the Golem: the end rush begins, and the first player onto a "
        "starting tile ends the game"
    )


def _identified(w: W, e: PotionIdentified) -> str:
    effect = e.effect.capitalize()
    w._identified = {**w._identified, e.color: effect}
    return f"{e.color.capitalize()} potions are {effect} potions"


def _recycled(w: W, e: StackRecycled) -> str:
    return f"{_plural(e.count, 'card')} were shuffled into a new {w.phrase(e.stack)} stack"


def _ended(w: W, e: GameEnded) -> str:
    return w.outcome(Outcome(winners=e.winners, scores=e.scores, reason=e.reason))


def _equipped(w: W, e: ItemEquipped) -> str:
    return f"{w.names(e.seat)} equipped {w.the(e.card)} ({SLOT_WORDS.get(e.slot, e.slot)})"


def _unequipped(w: W, e: ItemUnequipped) -> str:
    return f"{w.names(e.seat)} took off {w.the(e.card)} ({SLOT_WORDS.get(e.slot, e.slot)})"


def _drunk(w: W, e: PotionDrunk) -> str:
    return f"{w.names(e.seat)} drank {w.the(e.card)}: {e.effect.capitalize()}"


def _thrown(w: W, e: PotionThrown) -> str:
    who = w.target(e.target, e.enemy)
    return f"{w.names(e.seat)} threw {w.the(e.card)} at {who}: {e.effect.capitalize()}"


def _wasted(w: W, e: PotionWasted) -> str:
    why = {
        "no free tile": "there was no free tile to go to",
        "teleportation in the end rush": "teleporting is not possible in the end rush",
    }.get(e.reason, w.phrase(e.reason))
    return f"{w.names(e.seat)}'s {w.card(e.card)} had no effect ({why})"


def _teleported(w: W, e: Teleported) -> str:
    who = "themselves" if e.target == e.by else w.target(e.target, e.enemy)
    return f"{w.names(e.by)} teleported {who} {w.onto(e.x, e.y)}"


def _modifier(w: W, e: AttackModifierChanged) -> str:
    who = w.target(e.seat, e.enemy)
    who = f"{who[:1].upper()}{who[1:]}"
    what = "attack rolls" if e.seat >= 0 else "attacks"
    return f"{who} gets {e.amount:+d} on {what} ({w.phrase(e.cause)})"


def _read(w: W, e: ScrollRead) -> str:
    return f"{w.names(e.seat)} read {w.the(e.card)}"


def _max(w: W, e: MaxHealthRaised) -> str:
    return f"{w.names(e.seat)} gains {e.amount} maximum health and now has {_health_left(e.health)}"


def _poison_heals(w: W, e: PoisonTurnedToHealing) -> str:
    return f"While poisoned, {w.names(e.seat)} heals {e.amount} each turn instead"


def _purchase(w: W, e: PurchaseStarted) -> str:
    return f"{w.names(e.seat)} wants to buy {w.the(e.card)} for {e.price} gold"


def _cancelled(w: W, e: PurchaseCancelled) -> str:
    return f"{w.names(e.seat)} did not buy {w.the(e.card)}"


def _bought(w: W, e: CardBought) -> str:
    change = f", getting {w.cards(e.change)} back" if e.change else ""
    return (
        f"{w.names(e.seat)} bought {w.the(e.card)} for {e.price} gold (paid with "
        f"{w.cards(e.paid)}{change})"
    )


def _sold(w: W, e: CardSold) -> str:
    return f"{w.names(e.seat)} sold {w.the(e.card)} for {e.gold} gold"


def _proposed(w: W, e: TradeProposed) -> str:
    return (
        f"{w.names(e.by)} offers {w.names(e.to_seat)} a trade: {w.cards(e.give)} for "
        f"{w.cards(e.ask)}"
    )


def _answered(w: W, e: TradeAnswered) -> str:
    verb = "accepted" if e.accepted else "declined"
    return f"{w.names(e.to_seat)} {verb} the trade {w.names(e.by)} offered"


def _trip(w: W, e: TripAttempted) -> str:
    result = "tripped" if e.success else "failed to trip"
    return f"{w.names(e.seat)} {result} {w.names(e.target)}"


def _counter(w: W, e: Counterattacked) -> str:
    rolls = _listed([str(f) for f in e.faces])
    return (
        f"{w.names(e.seat)} struck back at {w.names(e.target)}: rolled {rolls}, "
        f"{_plural(e.damage, 'damage point')}"
    )


def _steal(w: W, e: StealAttempted) -> str:
    result = "stole from" if e.success else "failed to steal from"
    return f"{w.names(e.seat)} {result} {w.names(e.target)}"


def _stolen(w: W, e: CardStolen) -> str:
    what = w.the(e.card) if e.card else "a card"
    return f"{w.names(e.seat)} took {what} from {w.names(e.target)}'s hand"


def _mole(w: W, e: MoleHired) -> str:
    tile = w.tile_at(e.x, e.y)
    w.board.pop((e.x, e.y), None)
    return (
        f"{w.names(e.seat)} paid the mole with {w.cards(e.paid)}: {tile} becomes a crossing "
        "open on all four sides"
    )


def _sealed(w: W, e: MapSealed) -> str:
    why = "nobody hired the mole for a whole round"
    if not e.mole_left:
        why = "the mole has no 4-path tile left"
    return f"Every path is a dead end and {why}: the end rush begins"


def _quit(w: W, e: PlayerQuit) -> str:
    left = {0: "leaving no cards", 1: "leaving 1 card face-down there"}.get(
        e.cards, f"leaving {e.cards} cards face-down there"
    )
    return f"{w.names(e.seat)} quit the game {w.at(e.x, e.y)}, {left}"


def _away(w: W, e: PlayerLeft) -> str:
    return f"{w.names(e.seat)} left the table for a while; their token is off the board"


def _back(w: W, e: PlayerReturned) -> str:
    return f"{w.names(e.seat)} is back {w.at(e.x, e.y)}"


def _stays(w: W, e: PlayerStayedAway) -> str:
    return f"{w.names(e.seat)} is still away; their turn passes"


_EVENTS: dict[type[Event], Any] = {
    DieRolled: _die,
    DeckShuffled: _shuffled,
    StartingPlayerChosen: _starting,
    CharacterPicked: _picked,
    TurnBegan: _turn,
    CardPlaced: _placed,
    TilePlaced: _tile,
    CardFlipped: _flipped,
    CardsTaken: _taken,
    Moved: _moved,
    TrapSprung: _trap,
    HealthChanged: _health,
    StatusChanged: _status,
    TurnLost: _lost,
    CombatJoined: _joined,
    AttackMade: _attack,
    EnemyHealthChanged: _foe_health,
    EnemyStatusChanged: _foe_status,
    EnemyActed: _acted,
    EnemySlain: _slain,
    FleeResolved: _fled,
    CombatLeft: _left,
    PlayerDied: _died,
    CardKept: _kept,
    DropPileLaid: _drop,
    CardsDiscarded: _discarded,
    Respawned: _respawned,
    PointsScored: _scored,
    CardsRemoved: _removed,
    EndRushBegan: _rush,
    PotionIdentified: _identified,
    StackRecycled: _recycled,
    GameEnded: _ended,
    ItemEquipped: _equipped,
    ItemUnequipped: _unequipped,
    PotionDrunk: _drunk,
    PotionThrown: _thrown,
    PotionWasted: _wasted,
    Teleported: _teleported,
    AttackModifierChanged: _modifier,
    ScrollRead: _read,
    MaxHealthRaised: _max,
    PoisonTurnedToHealing: _poison_heals,
    PurchaseStarted: _purchase,
    PurchaseCancelled: _cancelled,
    CardBought: _bought,
    CardSold: _sold,
    TradeProposed: _proposed,
    TradeAnswered: _answered,
    TripAttempted: _trip,
    Counterattacked: _counter,
    StealAttempted: _steal,
    CardStolen: _stolen,
    MoleHired: _mole,
    MapSealed: _sealed,
    PlayerQuit: _quit,
    PlayerLeft: _away,
    PlayerReturned: _back,
    PlayerStayedAway: _stays,
}


# --- actions ---------------------------------------------------------------------------------


def _dir_action(verb: str) -> Any:
    def word(w: W, a: Any, view: Any) -> str:
        return f"{verb} {DIRECTION.get(a.dir, a.dir)}{_onto(w, view, a.dir)}"

    return word


def _onto(w: W, view: Any, d: str) -> str:
    cell = w._towards(view, d)
    if cell is None:
        return ""
    here = w.landmark(cell)
    return f", onto {here}" if here else ""


def _flip(w: W, a: Flip, view: Any) -> str:
    return f"Flip the face-down card to the {DIRECTION.get(a.dir, a.dir)}"


def _orient(w: W, a: Orient, view: Any) -> str:
    ways = _listed([DIRECTION[d] for d in a.paths])
    return f"Turn the tile so its paths lead {ways}"


def _end_turn(w: W, a: EndTurn, view: Any) -> str:
    if view is not None and getattr(view, "phase", "") == "combat":
        return "End your turn"
    return "End your turn (new face-down cards are laid around you)"


def _attack_act(w: W, a: Attack, view: Any) -> str:
    who = w._who_there(view, a.dir) or "the enemy"
    return f"Attack {who} to the {DIRECTION.get(a.dir, a.dir)}"


def _keep(w: W, a: Keep, view: Any) -> str:
    if a.where == "hand":
        return f"Keep {w.the(a.card)}"
    return f"Keep {w.the(a.card)}, still worn ({SLOT_WORDS.get(a.where, a.where)})"


def _respawn(w: W, a: Respawn, view: Any) -> str:
    return f"Start over on {w.start_name(a.x, a.y)}"


def _equip(w: W, a: Equip, view: Any) -> str:
    return f"Equip {w.the(a.card)} ({SLOT_WORDS.get(a.slot, a.slot)})"


def _unequip(w: W, a: Unequip, view: Any) -> str:
    card = ""
    seat = _deciding(view)
    if seat is not None and a.slot in SLOTS:
        card = view.players[seat].equipment[SLOTS.index(a.slot)]
    what = w.the(card) if card else f"what you wear ({SLOT_WORDS.get(a.slot, a.slot)})"
    return f"Take off {what}"


def _throw(w: W, a: Throw, view: Any) -> str:
    who = w._who_there(view, a.dir) or "whoever stands"
    return f"Throw {w.potion(a.card)} at {who} to the {DIRECTION.get(a.dir, a.dir)}"


def _teleport(w: W, a: Teleport, view: Any) -> str:
    return f"Teleport {w.onto(a.x, a.y)}"


def _buy(w: W, a: Buy, view: Any) -> str:
    gold = w.cat[a.card].gold if a.card in w.cat else None
    price = f" for {2 * gold} gold" if gold else ""
    return f"Buy {w.the(a.card)}{price}"


def _sell(w: W, a: Sell, view: Any) -> str:
    gold = w.cat[a.card].gold if a.card in w.cat else None
    price = f" for {gold} gold" if gold else ""
    return f"Sell {w.the(a.card)}{price}"


def _player_dir(verb: str, tail: str = "") -> Any:
    def word(w: W, a: Any, view: Any) -> str:
        who = w._who_there(view, a.dir) or f"the player to the {DIRECTION.get(a.dir, a.dir)}"
        return f"{verb} {who}{tail}"

    return word


def _hop(w: W, a: Hop, view: Any) -> str:
    return f"Leap over the tripped player, landing {DIRECTION.get(a.dir, a.dir)}"


def _mole_act(w: W, a: HireMole, view: Any) -> str:
    return f"Hire the mole to turn {w.tile_at(a.x, a.y)} into a crossing"


def _fixed(text: str) -> Any:
    def word(w: W, a: Any, view: Any) -> str:
        return text

    return word


def _card_act(template: str, potion: bool = False) -> Any:
    def word(w: W, a: Any, view: Any) -> str:
        name = w.potion(a.card) if potion else w.the(a.card)
        return template.format(card=name)

    return word


def _identify(w: W, a: Identify, view: Any) -> str:
    return f"Read {w.the(a.scroll)} on {w.potion(a.potion)}"


def _step(w: W, a: StepThrough, view: Any) -> str:
    return f"Read {w.the(a.scroll)} to pass through to the {DIRECTION.get(a.dir, a.dir)}"


_ACTIONS: dict[type[Action], Any] = {
    RollDie: _fixed("Roll the die to decide who starts"),
    PickCharacter: lambda w, a, v: f"Play {w.the(a.character)}",
    Flip: _flip,
    Orient: _orient,
    Move: _dir_action("Move"),
    EndTurn: _end_turn,
    Attack: _attack_act,
    Flee: _fixed("Try to flee from combat"),
    FleeTo: _dir_action("Flee"),
    Keep: _keep,
    LayFaceDown: _card_act("Lay {card} face-down where you died"),
    Respawn: _respawn,
    Equip: _equip,
    Unequip: _unequip,
    StartDiscard: _fixed("Discard a card"),
    Discard: _card_act("Discard {card}"),
    KeepCards: _fixed("Keep all your cards"),
    Drink: _card_act("Drink {card}", potion=True),
    Throw: _throw,
    Teleport: _teleport,
    ReadScroll: _card_act("Read {card}"),
    Identify: _identify,
    StepThrough: _step,
    Buy: _buy,
    Sell: _sell,
    Pay: _card_act("Pay with {card}"),
    CancelPurchase: _fixed("Cancel the purchase and take your cards back"),
    Trip: _player_dir("Try to trip"),
    Steal: _player_dir("Try to steal from"),
    Hop: _hop,
    StayPut: _fixed("Stay where you are"),
    ProposeTrade: _player_dir("Offer a trade to"),
    OfferCard: _card_act("Offer {card}"),
    AskCard: _card_act("Ask for {card}"),
    SendOffer: _fixed("Send the offer"),
    CancelTrade: _fixed("Withdraw the offer"),
    AcceptTrade: _fixed("Accept the trade"),
    DeclineTrade: _fixed("Decline the trade"),
    HireMole: _mole_act,
    RageQuit: _fixed("Quit the game for good"),
    LeaveTable: _fixed("Leave the table for a while"),
    ReturnToTable: _fixed("Come back to the table"),
    StayAway: _fixed("Stay away this turn"),
}

EVENT_WORDS = _EVENTS
ACTION_WORDS = _ACTIONS
__all__ = ["ACTION_WORDS", "EVENT_WORDS", "GOALS", "CardRogueWords"]
