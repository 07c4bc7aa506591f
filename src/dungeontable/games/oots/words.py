"""The Order of the Stick Adventure Game in words: every event, action, prompt, refusal and
result as people read them.

``OotsWords`` (the game's ``words`` capability) names people by their seat's name, and cards,
characters, Monsters and rooms by their printed names from the match's card set, never by ids,
seat numbers, rule codes or room positions. Places read as "the Dungeon Entrance", "Xykon's
Lair", or a room by its card on its floor ("the Kobold Kennels on floor 2"); the words remember
the rooms they have been told about (by events, and by the views handed to ``action`` and
``progress``), and the shticks each player holds, to name a shtick chosen by its place in the row.

The engine's own ``describe()`` texts (in the golden transcripts) are left as they are.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import dungeontable.games.oots.actions as A
import dungeontable.games.oots.events as E
import dungeontable.games.oots.wx_events as X
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

from .backstories import backstories
from .catalog import Catalog, card_paths, load_catalog
from .common.openings import EQUIP, GLOAT, LATE_PROMPTS
from .options import Options, cardset_name, game_length

PROMPTS: dict[str, str] = {
    "pick-start": "choose one Starting Shtick to shuffle back into their deck",
    "pick-shadow": "pick the NPC who shadows them for the whole game",
    "pick-backstory": "lay one of their dealt Backstories face up (they keep 3 secret)",
    "minion": "put an Undead Monster from their hand into Xykon's Minion Stack",
    "encourage": "heal all their Wounds after beating an Encourage Monster, or not",
    "bonus": "take the bonus Loot of this room, or leave them there",
    "nitpick": "choose a shtick: 3 red Starting Shticks first, then 17 for their deck",
    "start": "take their start-of-turn actions, then move or stay",
    "move": "move on to another room or stop here",
    "stock": "place a Monster from their Battle Hand into the new battle",
    "foe": "attack a Monster in range, or stop battling",
    "chain": "battle the next Monster in the room, or stop battling",
    "shtick": "choose the shtick to battle with",
    "help": "ask someone for help with Loot, or fight",
    "pvp-defend": "choose a shtick to defend with",
    "heal-offer": "pay Loot for the heal on offer, or refuse it",
    "pvp-help": "ask someone for help with Loot, or fight",
    "pvp-npc": "offer Loot to an NPC for help, or stop",
    "answer": "accept or refuse the offer of Loot for help",
    "picked": "play a Screw This! card on the Loot just picked up, or pass",
    "placed": "play a Screw This! card on the Monster just placed, or pass",
    "stumble": "play a Screw This! card on the player setting off, or pass",
    "trap": "play a Screw This! card before the Trap is evaded, or pass",
    "reroll": "keep the battle roll or flip a shtick to roll again",
    "late": "play a Screw This! card now, or pass",
    "window": "play a Screw This! card, or pass",
    "keep": "keep the defeated Monster for trading in later, or discard it",
    "pvp-take": "take one equipped Loot card of the player they beat",
    "pick": "keep one of the shticks just drawn",
    "end": "take their end-of-turn actions and end the turn",
}
"""Every decision kind (the flow's phase names) in words."""

LATE: dict[str, str] = {
    LATE_PROMPTS[EQUIP]: (
        "equip Loot from their Stash now that their flight reached the Entrance, or pass"
    ),
    LATE_PROMPTS[GLOAT]: ("flip Shameless Gloating to draw Loot as another player flees, or pass"),
}
"""The late windows that are not Screw This! windows (``Decision.prompt`` tells them apart)."""

RULES: dict[str, str] = {
    "put-back": "Starting Shticks are put back only while the game is being set up",
    "equip": "Loot is equipped at the start or the end of your own turn",
    "unequip": "Loot is unequipped at the start or the end of your own turn",
    "take-loot": "Loot is taken on your own turn, from a room with no Monsters, once a turn",
    "take-equipped": "equipped Loot is taken only by the winner of a battle against a player",
    "search": "searching for the stairs happens once a turn, on your own turn",
    "trade-monsters": "saved Monsters are traded in at the start or the end of your own turn",
    "trade-loot": "Loot is traded for a shtick at the start or the end of your own turn",
    "pick-shtick": "a shtick is kept only right after a trade-in draw",
    "flip-to-heal": "healing shticks are flipped at the start or the end of your own turn",
    "discard-for-shtick": "that trade is made at the start or the end of your own turn",
    "rest": "resting replaces moving, at the start of your own turn",
    "step": "you move only on your own turn, before battling",
    "stay": "staying put is chosen at the start of your own turn",
    "stop-moving": "you stop moving only while you are moving",
    "place-monster": "Monsters are placed only while a new battle is being stocked",
    "ranged-attack": "ranged attacks are made on your own turn, at a Monster in range",
    "next-monster": "the next Monster is battled only after a battle in your room",
    "attack-player": "players are attacked on your own turn, once the room is clear",
    "end-battles": "you stop battling only when you could battle again",
    "use-shtick": "a shtick is chosen only at the start of a battle",
    "charge": "Charge! is used only at the start of a battle",
    "ask-help": "help is asked for only before the roll of your battle",
    "fight": "you fight only once a battle is ready for its roll",
    "accept-help": "only the player asked for help can accept",
    "decline-help": "only the player asked for help can refuse",
    "hear-both": "only a player the attacker of a player battle asks can wait for the other offer",
    "play-screw": "Screw This! cards are played only when a chance to play them opens",
    "play-screw-on": "a boost card is played on a shtick only before the roll of your battle",
    "pass-priority": "passing is possible only when a chance to play Screw This! is open",
    "save-monster": "a Monster is kept only right after defeating it",
    "end-turn": "only the player whose turn it is can end it, after battling",
    "remove-room": "rooms are removed only at the end of a turn while the dungeon collapses",
    "flip-foe-shtick": "that power is used on your own turn, at a player in reach",
    "pick-pocket": "that power is used on your own turn, at a player in your room",
    "heal-other": "that heal is used on your own turn, on a player on your floor",
    "flip-for-loot": "that power is used on your own turn",
    "flip-to-move": "that power is used on your own turn, before your movement is over",
    "flip-to-draw": "that power is used on your own turn, or when another player starts fleeing",
    "discard-loot": "that Loot is used on your own turn (a move only while you may still move)",
    "reroll": "a reroll is possible only right after your battle roll",
    "keep-roll": "keeping the roll is chosen only right after your battle roll",
    "flip-for-bonus": "bonus shticks are flipped before the roll of your own battle",
    "pick-shadow": "shadows are picked only while the game is being set up",
    "discard-backstory": "Backstories are laid face up only while the game is being set up",
    "choose-shtick": "shticks are chosen one by one only while a Nitpicky game is set up",
    "call-time": "time is called at the end of your own turn in a timed game on a wall clock",
    "give-loot": "Loot is given to a player in your room on your own turn, when trading is on",
    "offer-heal": "a heal is offered on your own turn to a player on your floor",
    "pay-for-heal": "only the player offered a heal can pay for it",
    "refuse-heal": "only the player offered a heal can refuse it",
}
"""Why each action may be refused, in words (by action kind)."""

WINDOW_ACTIONS = frozenset({"play-screw", "play-screw-on", "pass-priority"})
PHASE_ACTIONS: dict[str, frozenset[str]] = {
    "pick-start": frozenset({"put-back"}),
    "pick-shadow": frozenset({"pick-shadow"}),
    "pick-backstory": frozenset({"discard-backstory"}),
    "nitpick": frozenset({"choose-shtick"}),
    "minion": frozenset({"give-minion"}),
    "encourage": frozenset({"heal-all"}),
    "bonus": frozenset({"take-bonus-loot"}),
    "start": frozenset({"step", "stay", "rest"}),
    "move": frozenset({"step", "stop-moving"}),
    "stock": frozenset({"place-monster"}),
    "foe": frozenset({"ranged-attack", "attack-player", "end-battles"}),
    "chain": frozenset({"next-monster", "attack-player", "end-battles"}),
    "shtick": frozenset({"use-shtick", "charge", "flip-for-bonus"}),
    "help": frozenset({"ask-help", "fight"}),
    "pvp-help": frozenset({"ask-help", "fight"}),
    "pvp-npc": frozenset({"ask-help", "fight"}),
    "pvp-defend": frozenset({"use-shtick", "charge"}),
    "answer": frozenset({"accept-help", "decline-help", "hear-both"}),
    "heal-offer": frozenset({"pay-for-heal", "refuse-heal"}),
    "reroll": frozenset({"reroll", "keep-roll"}),
    "keep": frozenset({"save-monster"}),
    "pvp-take": frozenset({"take-equipped"}),
    "pick": frozenset({"pick-shtick"}),
    "end": frozenset({"end-turn", "remove-room", "call-time"}),
    **{kind: WINDOW_ACTIONS for kind in ("picked", "placed", "stumble", "trap", "late", "window")},
}
"""The actions a decision kind is mainly about: asking for one of them with the wrong card or
place is refused as "not one of the choices", not by the rule of another moment."""

REASONS: dict[str, str] = {
    "the dungeon collapsed and the last player was left inside": (
        "the dungeon collapsed with only one player left inside"
    ),
}
COLLAPSE: dict[str, str] = {
    "xykon": "Xykon has been defeated",
    "time": "time ran out",
    "round cap": "the bots' round limit ran out",
}
RESULTS: dict[str, str] = {"win": "won", "lose": "lost", "draw": "a draw"}
ARTICLE_KINDS = frozenset({"monster", "loot", "trap", "room", "entrance", "lair_room", "stairs"})
"""Kinds of card named with "the" ("the Ugly Ogre"); shticks, Screw This! cards, characters and
Xykon cards read by their bare name ("Stabby Stabby")."""
PURPOSES: dict[str, str] = {
    "battle": "a battle",
    "search": "the search for the stairs down",
    "disarm": "disarming a Trap",
    "evade": "evading a Trap",
}
DECKS: dict[str, str] = {"battle": "Battle Deck", "loot": "Loot Deck"}
_ENGINE_REFUSAL = re.compile(
    r"^(?P<action>.+?) is not allowed now: seat (?P<seat>\d+) must (?P<what>.+?)(?:; (?P<why>.+))?$"
)
_ID = re.compile(r"\b[a-z][a-z0-9_]*\b")
_CODE = re.compile(r"\s*\((?:R\d{3}|A\d\d)[^)]*\)|\bR\d{3}\b|\bA\d\d\b")


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


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:] if text[:2] != text[:2].upper() else text


class OotsWords(Words):
    """How an OOTS match reads for people (see the module's docstring)."""

    def _phase_prompts(self) -> dict[str, str]:
        """Decision kind -> the engine's prompt for it, from the game's flow (asked on a refusal
        only; the flow's phases are data)."""
        return {
            name: phase.prompt
            for name, phase in self.game.flow.phases.items()
            if "<" not in name and isinstance(phase.prompt, str)
        }

    def __init__(self, game: Any, options: Any, names: Names) -> None:
        options = options if isinstance(options, Options) else Options()
        super().__init__(game, options, names)
        try:
            self.cat: Catalog | None = load_catalog(card_paths(cardset_name(options)))
        except Exception:  # a card set that does not load: names fall back to words
            self.cat = None
        self.seats = max(2, len(names.seats))
        try:
            self.floors = game_length(options, self.seats)[0]
        except Exception:
            self.floors = 3
        self.rooms: dict[tuple[int, int], str] = {}
        self.shticks: dict[int, tuple[str, ...]] = {}
        self.npcs: tuple[str, ...] = ()
        self.defeated = ""
        """The Monster a keep decision is about (R113, R372: one of several after an Area
        Effect), learned from the view's battle."""

    # --- names -------------------------------------------------------------------------------

    def card(self, card_id: str, hidden: str = "a card") -> str:
        """A card's printed name (``hidden`` when the card is not shown)."""
        if not card_id:
            return hidden
        if self.cat is not None and card_id in self.cat.models:
            return self.cat.name(card_id)
        return card_id.replace("_", " ").replace("-", " ").title()

    def _known(self, word: str) -> bool:
        return self.cat is not None and word in self.cat.models

    def the(self, card_id: str, hidden: str = "a card") -> str:
        name = self.card(card_id, hidden)
        if name == hidden or name.startswith(("The ", "That ", "A ", "An ")):
            return name
        model = self.cat.models.get(card_id) if self.cat is not None else None
        if model is not None and model.kind not in ARTICLE_KINDS:
            return name
        return f"the {name}"

    def cards(self, cards: tuple[str, ...]) -> str:
        return _listed([self.the(c) for c in cards])

    def helper(self, who: int) -> str:
        """A helper: a player's name, or an NPC (``-1-k``) by its character."""
        if who >= 0:
            return self.names(who)
        k = -1 - who
        if 0 <= k < len(self.npcs):
            return f"the NPC {self.card(self.npcs[k])}"
        return "an NPC"

    def place(self, floor: int, pos: int) -> str:
        """A room in words: the Entrance, a Lair room, or a room on a floor by its card."""
        if floor <= 0:
            return "the Dungeon Entrance"
        card = self.rooms.get((floor, pos), "")
        lair = floor > self.floors
        if lair:
            return f"{self.the(card)} in Xykon's Lair" if card else "a room of Xykon's Lair"
        return f"{self.the(card)} on floor {floor}" if card else f"a room on floor {floor}"

    def shtick(self, seat: int | None, index: int) -> str:
        """A player's shtick by its place in their row (``-1``: none)."""
        if index < 0:
            return "no shtick"
        held = self.shticks.get(seat if seat is not None else -1, ())
        if 0 <= index < len(held):
            return self.the(held[index])
        return "a shtick"

    def learn(self, view: Any) -> None:
        """Remember the rooms, shticks and NPCs a view shows."""
        if view is None:
            return
        self.floors = getattr(view, "floors_count", self.floors)
        for floor in getattr(view, "floors", ()) or ():
            for room in floor.rooms:
                if room.card:
                    self.rooms[(room.floor, room.pos)] = room.card
        for player in getattr(view, "players", ()) or ():
            self.shticks[player.seat] = tuple(player.shticks)
        self.npcs = tuple(getattr(view, "npcs", ()) or self.npcs)
        battle = getattr(view, "battle", None)
        self.defeated = getattr(battle, "monster", "") or ""

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
        seat = _deciding(view)
        text = str(handler(self, action, seat))
        return text[:1].upper() + text[1:]

    # --- prompts, refusals, the result -------------------------------------------------------

    def prompt(self, decision: Decision) -> str:
        what = LATE.get(decision.prompt) if decision.kind == "late" else None
        what = what or PROMPTS.get(decision.kind)
        if what is None:
            what = _CODE.sub("", self.names.named(decision.prompt)).strip()
        return f"{self.names(decision.seat)} must {what}"

    def refusal(self, error: IllegalAction) -> str:
        reason = error.reason
        if reason.endswith("the game is over"):
            return "The game is over: no more moves can be made"
        match = _ENGINE_REFUSAL.match(reason)
        if match is None:
            if "not a" in reason and "action" in reason:
                return "That is not something you can do in this game"
            return _sentence(_CODE.sub("", self.names.named(reason)))
        try:
            action = self.game.actions.parse(match.group("action"))
        except Exception:
            action = None
        seat = int(match.group("seat"))
        kind = next((k for k, v in self._phase_prompts().items() if v == match.group("what")), "")
        now = self.prompt(Decision(seat, kind, match.group("what")))
        if action is None:
            return f"That is not allowed now: {now}."
        doing = _lower(self.action(action))
        if match.group("why"):  # the rule behind it, when the prompt alone does not say
            why = _CODE.sub("", self.names.named(match.group("why"))).strip()
            why = _ID.sub(lambda m: self.card(m[0]) if self._known(m[0]) else m[0], why)
            return f"You can't {doing} now: {why}. {now}."
        if action.kind() in PHASE_ACTIONS.get(kind, frozenset()):
            return f"You can't {doing} now: that is not one of the choices open. {now}."
        rule = RULES.get(action.kind(), "it is not allowed at this point of the turn")
        return f"You can't {doing} now: {rule}. {now}."

    def reason(self, outcome: Outcome) -> str:
        return REASONS.get(outcome.reason, _CODE.sub("", outcome.reason.replace("_", " ")))

    def outcome(self, outcome: Outcome) -> str:
        scores = self.points(list(enumerate(outcome.scores)))
        won = self.names.listed(outcome.winners)
        if not outcome.winners:
            head = f"Nobody won ({self.reason(outcome)})"
        elif len(outcome.winners) == 1:
            best = outcome.scores[outcome.winners[0]]
            head = f"{won} won with {_plural(int(best), 'Bragging Point')}: {self.reason(outcome)}"
        else:
            head = f"{won} share the win: {self.reason(outcome)}"
        return f"{head}. Bragging Points: {scores}."

    def points(self, scores: list[tuple[int, float]]) -> str:
        """Each player's Bragging Points, unmistakable even when a name ends in a number:
        "Alice has 13, Heuristic bot 2 has 9"."""
        return ", ".join(f"{self.names(seat)} has {score:g}" for seat, score in scores)

    def progress(self, view: Any) -> str:
        self.learn(view)
        if view is None:
            return ""
        parts: list[str] = []
        lair = view.floors_count + 1
        deepest = max((p.place[0] for p in view.players if p.left is None), default=0)
        if deepest >= lair:
            parts.append("Deepest: Xykon's Lair")
        elif deepest <= 0:
            parts.append(f"Deepest: the Entrance ({view.floors_count} floors, then Xykon's Lair)")
        else:
            parts.append(f"Deepest: floor {deepest} of {view.floors_count}, then Xykon's Lair")
        parts.append(f"Lair needs Loot worth {view.min_loot} and {view.min_shticks} shticks")
        if view.lich_killer is not None:
            parts.append(f"{self.names(view.lich_killer)} defeated Xykon")
        if view.collapse:
            out = self.names.listed(list(view.exits)) if view.exits else "nobody yet"
            parts.append(f"The dungeon is collapsing: get out! Out so far: {out}")
        elif view.options.turn_limit or view.options.round_cap > 0:
            rounds = view.turns_played // max(1, view.seats)
            limit = view.options.turn_limit or view.options.round_cap  # R370: bots' net
            left = max(0, limit - rounds)
            parts.append(f"{_plural(left, 'round')} left before the collapse")
        wounds = ", ".join(
            f"{self.names(p.seat)} {p.max_wounds - p.wounds} of {p.max_wounds}"
            for p in view.players
            if p.left is None
        )
        if wounds:
            parts.append(f"Wounds left: {wounds}")
        return " · ".join(parts)


def _deciding(view: Any) -> int | None:
    decision = getattr(view, "decision", None)
    if decision is not None:
        return int(decision.seat)
    seat = getattr(view, "seat", None)
    return None if seat is None else int(seat)


# --- events, one function per class ---------------------------------------------------------

W = OotsWords
Handler = Callable[[W, Any], str]


def _die(w: W, e: DieRolled) -> str:
    who = "The dungeon" if e.seat is None else w.names(e.seat)
    purpose = PURPOSES.get(e.purpose, e.purpose.replace("_", " "))
    return f"{who} rolled {_a(e.value)} for {purpose}"


def _shuffled(w: W, e: DeckShuffled) -> str:
    deck = DECKS.get(e.deck, f"{e.deck.replace('_', ' ')} deck")
    return f"The {deck} was shuffled ({_plural(e.size, 'card')})"


def _explored(w: W, e: E.RoomExplored) -> str:
    w.rooms[(e.floor, e.pos)] = e.room
    return f"{w.names(e.seat)} explored a new room: {w.place(e.floor, e.pos)}"


def _xykon(w: W, e: E.XykonCardDrawn) -> str:
    return f"A Xykon card came up at {w.place(e.floor, e.pos)}: {w.the(e.card)}"


def _battle_began(w: W, e: E.BattleBegan) -> str:
    who = w.names(e.seat)
    if not e.monster:
        return f"{who} attacked another player"
    role = "attacks" if e.attacker else "defends against"
    reach = "" if e.distance <= 0 else f" from {_plural(e.distance, 'room')} away"
    if not e.attacker and e.distance > 0:  # R124, A32: its card text attacks at range
        return f"{w.the(e.monster)} attacks {who} from {_plural(e.distance, 'room')} away"
    return f"{who} {role} {w.the(e.monster)}{reach}"


def _pvp_began(w: W, e: E.PvpBattleBegan) -> str:
    reach = "" if e.distance <= 0 else f" from {_plural(e.distance, 'room')} away"
    return f"{w.names(e.seat)} attacks {w.names(e.defender)}{reach}"


def _a(value: int) -> str:
    """ "a 7", "an 8", "an 11"."""
    return f"an {value}" if value in (8, 11, 18) else f"a {value}"


def _total(value: int) -> str:
    """A battle total; one below zero reads "3 below zero" (never a minus sign)."""
    return str(value) if value >= 0 else f"{-value} below zero"


def _resolved(w: W, e: E.BattleResolved) -> str:
    foe = w.the(e.monster) if e.monster else "the other player"
    totals = f"{_total(e.player_total)} against {_total(e.monster_total)} for {foe}"
    result = RESULTS.get(e.result, e.result.replace("_", " "))
    head = f"{w.names(e.seat)}'s battle roll was {_a(e.roll)}, a total of {totals}"
    if e.result == "draw":
        return f"{head}: a draw, nobody wins"
    return f"{head}: {w.names(e.seat)} {result}"


def _wounds(w: W, e: E.WoundsLost) -> str:
    lost = _plural(e.count, "Wound")
    return f"{w.names(e.seat)} lost {lost} ({_plural(e.wounds, 'Wound')} taken so far)"


def _healed(w: W, e: E.Healed) -> str:
    if e.wounds <= 0:
        return f"{w.names(e.seat)} was healed of every Wound"
    return f"{w.names(e.seat)} was healed and now has {_plural(e.wounds, 'Wound')} taken"


def _defeated(w: W, e: E.MonsterDefeated) -> str:
    kept = " and kept it for trading in" if e.saved else ""
    return f"{w.names(e.seat)} defeated {w.the(e.monster)}{kept}"


def _chosen(w: W, e: E.ShtickChosen) -> str:
    if e.shtick in ("", "none", "None"):
        return f"{w.names(e.seat)} battles without a shtick"
    return f"{w.names(e.seat)} battles with {w.the(e.shtick)}"


def _help_answered(w: W, e: E.HelpAnswered) -> str:
    answer = "accepted" if e.accepted else "refused"
    return f"{w.helper(e.helper)} {answer} the offer of Loot for help"


def _flipped(w: W, e: E.ShticksFlipped) -> str:
    how = "face up" if e.up else "face down"
    return f"{w.names(e.seat)} turned {w.cards(e.cards)} {how}"


def _left(w: W, e: E.PlayerLeft) -> str:
    order = ("first", "second", "third", "fourth", "fifth", "sixth")
    nth = order[e.rank] if 0 <= e.rank < len(order) else f"number {e.rank + 1}"
    return f"{w.names(e.seat)} got out of the dungeon ({nth} out)"


def _ended(w: W, e: E.GameEnded) -> str:
    scores = w.points(list(enumerate(e.scores)))
    won = w.names.listed(list(e.winners)) if e.winners else "nobody"
    return f"The game is over: {won} won. Bragging Points: {scores}"


def _starting(w: W, e: E.StartingShticksChosen) -> str:
    w.shticks[e.seat] = tuple(e.shticks)
    return f"{w.names(e.seat)} starts with {w.cards(e.shticks)}"


def _seat(template: str) -> Handler:
    def say(w: W, e: Any) -> str:
        return template.format(who=w.names(e.seat))

    return say


def _card_event(template: str, hidden: str = "a card") -> Handler:
    def say(w: W, e: Any) -> str:
        return template.format(who=w.names(e.seat), card=w.the(e.card, hidden))

    return say


_EVENTS: dict[type[Event], Handler] = {
    DieRolled: _die,
    DeckShuffled: _shuffled,
    E.FirstPlayerChosen: _seat("{who} goes first"),
    E.StartingShticksChosen: _starting,
    E.TurnBegan: lambda w, e: f"Turn {e.number + 1}: {w.names(e.seat)}'s turn",
    E.TurnMissed: _seat("{who} stands up and misses this turn"),
    E.StoodUp: lambda w, e: (
        f"{w.names(e.seat)} stood up after resting and healed {_plural(e.healed, 'Wound')}"
    ),
    E.Moved: lambda w, e: f"{w.names(e.seat)} moved to {w.place(e.floor, e.pos)}",
    E.RoomExplored: _explored,
    E.StairsFound: lambda w, e: (
        f"{w.names(e.seat)} found the stairs down in {w.place(e.floor, e.pos)}"
    ),
    E.UniqueDiscarded: lambda w, e: (
        f"{w.the(e.monster)} in {w.place(e.floor, e.pos)} was discarded: only one copy of a"
        " Unique Monster may be in play"
    ),
    E.MonsterPlaced: lambda w, e: (
        f"{w.names(e.seat)} put {w.the(e.monster)} into the battle (Battle Size now {e.size})"
    ),
    E.HandRedrawn: lambda w, e: (
        f"{w.names(e.seat)} had no Monster to place, so discarded their Battle Hand and drew"
        f" {_plural(e.count, 'new card')}"
    ),
    E.BattleBegan: _battle_began,
    E.PvpBattleBegan: _pvp_began,
    E.ShtickChosen: _chosen,
    E.HelpOffered: lambda w, e: (
        f"{w.names(e.seat)} offered {w.the(e.loot, 'a Loot card')} to {w.helper(e.helper)} for help"
    ),
    E.HelpAnswered: _help_answered,
    E.HelpHeld: lambda w, e: f"{w.helper(e.helper)} waits to hear the other side's offer",
    E.ScrewPlayed: _card_event("{who} played the Screw This! card {card}", "a Screw This! card"),
    E.BattleResolved: _resolved,
    E.RangedAttackCalledOff: lambda w, e: (
        f"{w.names(e.seat)} could no longer reach {w.the(e.monster)}: the Ranged Attack was "
        "called off"
    ),
    E.WoundsLost: _wounds,
    E.Healed: _healed,
    E.MonsterDefeated: _defeated,
    E.LootDropped: lambda w, e: (
        f"{_plural(e.count, 'Loot card')} fell to the floor in {w.place(e.floor, e.pos)}"
    ),
    E.LootTaken: _card_event("{who} took {card}", "a Loot card"),
    E.LootLost: _card_event("{who} lost {card}", "a Loot card"),
    E.BattleCardLost: _card_event("{who} discarded {card} from the Battle Hand", "a card"),
    E.BattleSizeRaised: lambda w, e: (
        f"{w.names(e.seat)}'s {w.the(e.card)} raised the Battle Size to {e.size}"
    ),
    E.MonsterSentUnder: lambda w, e: (
        f"{w.names(e.seat)}'s {w.the(e.card)} sent {w.the(e.monster)} to the bottom of the "
        "room's Monsters"
    ),
    E.LootPaid: lambda w, e: (
        f"{w.names(e.seat)} paid {w.the(e.card, 'a Loot card')} to {w.helper(e.helper)}"
    ),
    E.LootGiven: lambda w, e: (
        f"{w.names(e.seat)} gave {w.the(e.card, 'a Loot card')} to {w.names(e.receiver)}"
    ),
    E.Equipped: lambda w, e: (
        f"{w.names(e.seat)} {'equipped' if e.on else 'put away'} {w.the(e.card, 'a Loot card')}"
    ),
    E.ShtickGained: _card_event("{who} gained the shtick {card}", "a shtick"),
    E.ShticksFlipped: _flipped,
    E.MonstersTraded: lambda w, e: f"{w.names(e.seat)} traded in {w.cards(e.cards)}",
    E.TrapSprung: _card_event("{who} sprang a Trap: {card}"),
    E.TrapDisarmed: _card_event("{who} disarmed {card} before it went off"),
    E.FleeBegan: _seat("{who} starts fleeing the dungeon"),
    E.Rested: _seat("{who} lies down to rest"),
    E.Paralyzed: _seat("{who} is paralysed and misses the next turn"),
    E.MissesNextTurn: lambda w, e: (
        f"{w.names(e.seat)} will miss the next turn: {w.names(e.by)}'s {w.the(e.card)}"
    ),
    E.LairEntered: _seat("{who} entered Xykon's Lair"),
    E.XykonCardDrawn: _xykon,
    E.CollapseBegan: lambda w, e: (
        f"The dungeon starts to collapse: {COLLAPSE.get(e.reason, e.reason.replace('_', ' '))}"
    ),
    E.MonsterEscaped: lambda w, e: f"{w.the(e.monster)} escaped from {w.place(e.floor, e.pos)}",
    E.RoomRemoved: lambda w, e: (
        f"{w.names(e.seat)} removed {w.place(e.floor, e.pos)} from the collapsing dungeon"
    ),
    E.PlayerLeft: _left,
    E.ShadowPicked: lambda w, e: f"{w.names(e.seat)} is shadowed by the NPC {w.card(e.npc)}",
    E.GameEnded: _ended,
    E.KnockedDown: lambda w, e: (
        f"{w.names(e.seat)} lost their last Wound: dropped {_plural(e.dropped, 'Loot card')}"
        " in the room and misses the next turn"
    ),
    E.BackstoriesDealt: lambda w, e: (
        f"{w.names(e.seat)} was dealt {_plural(e.count or len(e.cards), 'Backstory card')}"
        + (f": {', '.join(_story(c) for c in e.cards)}" if e.cards else " face down")
    ),
    E.BackstoryDiscarded: lambda w, e: (
        f"{w.names(e.seat)} laid the Backstory {_story(e.card)} face up for all to read"
    ),
    E.BackstoryRevealed: lambda w, e: (
        f"{w.names(e.seat)} revealed the Backstory {_story(e.card)}"
        f" ({_plural(e.points, 'Bragging Point')})"
    ),
    E.MonstersReturned: lambda w, e: (
        f"{w.names(e.seat)} returned {w.cards(e.cards)} to the Battle Deck before the reshuffle"
    ),
    E.TimeCalled: lambda w, e: (
        f"{w.names(e.seat)} called time: the agreed time is up, so the dungeon starts to"
        " collapse after this turn"
    ),
    E.ShtickSelected: lambda w, e: (
        f"{w.names(e.seat)} chose {w.card(e.card, 'a shtick')}"
        + (" as a Starting Shtick" if e.starting else " for their Shtick Deck")
    ),
}


def _attention(w: W, e: X.AttentionRolled) -> str:
    if e.needed == 0:
        return f"{w.names(e.seat)} has no black-bordered shtick: Xykon's attention is not caught"
    caught = "and caught Xykon's attention" if e.caught else "and did not catch Xykon's attention"
    return f"{w.names(e.seat)} rolled {_a(e.value)} (below {e.needed} needed) {caught}"


def _minion(w: W, e: X.MinionAdded) -> str:
    if e.seat < 0:
        return f"{_cap(w.the(e.monster))} joined Xykon's Minion Stack"
    return f"{w.names(e.seat)} put {w.the(e.monster)} into Xykon's Minion Stack"


def _wx_card(w: W, e: X.XykonCardTaken) -> str:
    name = X.CARD_NAMES.get(e.which, "of Wandering Xykon")
    if e.seat < 0:
        return f"The card {name} went back beside Xykon's card"
    return f"{w.names(e.seat)} took the card {name}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


_EVENTS.update(
    {
        X.RoomTurnedOver: lambda w, e: (
            f"{w.names(e.seat)} turned over a face-down room on floor {e.floor}: {w.the(e.room)}"
        ),
        X.AttentionRolled: _attention,
        X.MinionAdded: _minion,
        X.BattleCardTurned: lambda w, e: (
            f"The top Battle card, {w.the(e.card)}, is no Undead and was discarded"
        ),
        X.XykonArrived: lambda w, e: (
            f"Xykon noticed {w.names(e.seat)}: his token appears in the Safe Haven"
        ),
        X.XykonMoved: lambda w, e: (
            f"Xykon moved to {w.place(e.floor, e.pos)}"
            + (", retreating toward the Safe Haven" if e.retreat else "")
        ),
        X.XykonTurn: lambda w, e: (
            "Xykon takes his turn" + (f", hunting {w.names(e.hunting)}" if e.hunting >= 0 else "")
        ),
        X.XykonAttacks: lambda w, e: f"Xykon attacks {w.names(e.seat)}",
        X.XykonWounded: lambda w, e: (
            f"{w.names(e.seat)} wounded Xykon"
            + (f": {_plural(e.left, 'Wound')} left" if e.left else ": Xykon is destroyed!")
        ),
        X.XykonHealed: lambda w, e: (
            "Xykon healed all his Wounds in the Safe Haven"
            + (f"; {_plural(e.returned, 'I Hurt Xykon! card')} went back" if e.returned else "")
        ),
        X.XykonCardTaken: _wx_card,
        X.MonsterExploded: lambda w, e: (
            f"{_cap(w.the(e.monster))} exploded: everyone and every Monster in"
            f" {w.place(e.floor, e.pos)} takes a Wound"
        ),
    }
)


def _story(card_id: str) -> str:
    """A Backstory by its printed name (``backstories.py``)."""
    found = backstories().get(card_id)
    return found.name if found is not None else "a Backstory"


# --- actions, one function per class --------------------------------------------------------

ActionHandler = Callable[[W, Any, "int | None"], str]


def _fixed(text: str) -> ActionHandler:
    return lambda w, a, seat: text


def _card_act(template: str, hidden: str = "a card") -> ActionHandler:
    return lambda w, a, seat: template.format(card=w.the(a.card, hidden))


def _index_act(template: str) -> ActionHandler:
    return lambda w, a, seat: template.format(shtick=w.shtick(seat, a.index))


def _use(w: W, a: A.UseShtick, seat: int | None) -> str:
    if a.index < 0:
        return "Battle without a shtick"
    return f"Battle with {w.shtick(seat, a.index)}"


def _foe_flip(w: W, a: A.FlipFoeShtick, seat: int | None) -> str:
    target = w.shtick(a.seat, a.target)
    theirs = "one of their shticks" if target == "a shtick" else target
    return f"Flip {w.shtick(seat, a.index)} to turn {theirs} of {w.names(a.seat)} face down"


_ACTIONS: dict[type[Action], ActionHandler] = {
    A.PutBack: _card_act("Shuffle {card} back into your deck"),
    A.Equip: _card_act("Equip {card}"),
    A.Unequip: _card_act("Put {card} back in your Stash"),
    A.TakeLoot: _fixed("Take the top Loot card of this room"),
    A.TakeEquipped: _card_act("Take {card} from the loser"),
    A.Search: _fixed("Search this room for the stairs down"),
    A.TradeMonsters: lambda w, a, seat: f"Trade in {w.cards(a.cards)} for a new shtick",
    A.TradeLoot: lambda w, a, seat: f"Trade {w.cards(a.cards)} for a new shtick",
    A.PickShtick: _card_act("Keep {card}"),
    A.FlipToHeal: _index_act("Flip {shtick} to heal yourself"),
    A.DiscardForShtick: _card_act("Discard {card} for a new shtick"),
    A.Rest: _fixed("Rest this turn (no moving or battling)"),
    A.Step: lambda w, a, seat: f"Move to {w.place(a.floor, a.pos)}",
    A.Stay: _fixed("Stay in this room"),
    A.StopMoving: _fixed("Stop moving here"),
    A.PlaceMonster: _card_act("Place {card} into the battle"),
    A.RangedAttack: lambda w, a, seat: f"Attack the Monster in {w.place(a.floor, a.pos)}",
    A.NextMonster: lambda w, a, seat: (
        "Attack the next Monster here" if a.attacker else "Defend against the next Monster here"
    ),
    A.AttackPlayer: lambda w, a, seat: f"Attack {w.names(a.seat)}",
    A.EndBattles: _fixed("Stop battling for this turn"),
    A.UseShtick: _use,
    A.Charge: _index_act("Flip {shtick} to charge in as the attacker"),
    A.AskHelp: lambda w, a, seat: (
        f"Offer {w.the(a.card, 'a Loot card')} to {w.helper(a.helper)} for help"
    ),
    A.Fight: _fixed("Fight"),
    A.AcceptHelp: _fixed("Accept the Loot and help"),
    A.DeclineHelp: _fixed("Refuse to help"),
    A.HearBoth: _fixed("Hear the other player's offer before answering"),
    A.PlayScrew: _card_act("Play {card}"),
    A.PlayScrewOn: lambda w, a, seat: (
        f"Play {w.the(a.card, 'a card')} on {w.shtick(seat, a.index)} (to the end of the turn)"
    ),
    A.PassPriority: _fixed("Pass"),
    A.SaveMonster: lambda w, a, seat: (
        f"{'Keep' if a.keep else 'Discard'} {w.the(w.defeated, 'the defeated Monster')}"
    ),
    A.EndTurn: _fixed("End your turn"),
    A.RemoveRoom: lambda w, a, seat: f"Remove {w.place(a.floor, a.pos)}",
    A.FlipFoeShtick: _foe_flip,
    A.PickPocket: lambda w, a, seat: (
        f"Flip {w.shtick(seat, a.index)} to take a random Loot card from {w.names(a.seat)}"
    ),
    A.HealOther: lambda w, a, seat: f"Flip {w.shtick(seat, a.index)} to heal {w.names(a.seat)}",
    A.FlipForLoot: _index_act("Flip {shtick} to pick up one more Loot card this turn"),
    A.FlipToMove: _index_act("Flip {shtick} to move more rooms this turn"),
    A.FlipToDraw: _index_act("Flip {shtick} to draw Loot from the Loot deck"),
    A.DiscardLoot: _card_act("Discard {card} for its effect", "a Loot card"),
    A.Reroll: _index_act("Flip {shtick} to roll again"),
    A.KeepRoll: _fixed("Keep the roll"),
    A.FlipForBonus: _index_act("Flip {shtick} for its battle bonus"),
    A.PickShadow: lambda w, a, seat: f"Pick {w.card(a.npc)} as your shadow",
    A.GiveLoot: lambda w, a, seat: f"Give {w.the(a.card, 'a Loot card')} to {w.names(a.seat)}",
    A.OfferHeal: lambda w, a, seat: (
        f"Offer to heal {w.names(a.seat)} with {w.shtick(seat, a.index)} for a Loot card"
    ),
    A.PayForHeal: _card_act("Pay {card} for the heal", "a Loot card"),
    A.RefuseHeal: _fixed("Refuse the heal"),
    A.DiscardBackstory: lambda w, a, seat: f"Lay {_story(a.card)} face up (keep the others)",
    A.ChooseShtick: _card_act("Choose {card}", "a shtick"),
    A.CallTime: _fixed("Call time: the agreed time is up, end the turn as the last normal one"),
    A.GiveMinion: _card_act("Put {card} into Xykon's Minion Stack"),
    A.HealAll: lambda w, a, seat: "Heal all your Wounds" if a.heal else "Do not heal",
    A.TakeBonusLoot: lambda w, a, seat: (
        "Take the bonus Loot" if a.take else "Leave the bonus Loot in the room"
    ),
}

EVENT_WORDS = _EVENTS
ACTION_WORDS = _ACTIONS
