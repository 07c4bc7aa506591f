"""The terminal table: people and bots around one ``Match``, hot seat when several people play.

At each human decision the seat sees the events it may see since its last decision, its board
(``game.render(game.view(state, seat))``) and the numbered legal actions. It answers with a number,
an action's text form, ``help``, ``show``, ``save FILE`` or ``quit``. A bad answer gets a message
and the question again; nothing is lost (an action the game refuses says why, in its words).
Bots move on their own and their actions are not printed (an action may carry what only its
seat knows); the events each seat may see tell the story. With several people (hot seat) the
screen is cleared and the next seat confirms it has the keyboard before its board is shown.
Everything a person reads comes from the match's ``Words``: seats by name ("Player 1", "Random
bot 2"), events, action labels, the prompt and who won.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.console import Console
from rich.rule import Rule

from dungeontable.bots import Bot
from dungeontable.core import (
    Action,
    Decision,
    Event,
    Game,
    Match,
    Names,
    ParseError,
    Rng,
    Words,
    capabilities,
    events_for,
)
from dungeontable.core.words import refusal_words

HELP = """\
Answer with:
  a number           take that action from the list
  an action's text   e.g. the text shown after the number
  show               show your board and the actions again
  save FILE          save the game; continue later with: dungeontable play --resume FILE
  quit               stop playing (save first to keep the game)"""

QUIT = object()


def match_words(game: Game, options: object, kinds: Sequence[str]) -> Words:
    """The words of a terminal match: the game's describer, seats named from their kinds."""
    return capabilities(game).words(options, Names.seated(kinds))


class TerminalTable:
    """Runs a match to its end (or until a person quits) in a terminal."""

    def __init__(
        self,
        match: Match,
        bots: dict[int, tuple[Bot, Rng]],
        console: Console,
        read_line: Callable[[str], str],
    ) -> None:
        self.match = match
        self.game = match.game
        self.bots = bots
        self.console = console
        self.read_line = read_line
        self.humans = [s for s in range(len(match.record.seats)) if s not in bots]
        seats = match.record.seats
        self.words = match_words(self.game, match.options, seats)
        """Actions, prompts, refusals and the result (a game's words may learn from the views
        they are shown: at a hot seat each person has their own, ``said``)."""
        self.said = {s: match_words(self.game, match.options, seats) for s in self.humans}
        self.told = {s: match_words(self.game, match.options, seats) for s in (*self.humans, None)}
        """Each seat's log told to words of its own, in order."""
        self.name = self.words.names
        self.log: list[Event] = (
            [] if match.record.actions else list(capabilities(self.game).opening(match.state))
        )
        self.seen = dict.fromkeys(range(len(match.record.seats)), 0)

    # --- the loop -----------------------------------------------------------------------------

    def run(self) -> bool:
        """Play until the game ends (True) or a person quits (False)."""
        while (decision := self.match.decision) is not None:
            if decision.seat in self.bots:
                self._bot_turn(decision.seat)
            elif self._human_turn(decision.seat, self.words.prompt(decision)) is QUIT:
                return False
        self._show_end()
        return True

    def _bot_turn(self, seat: int) -> None:
        bot, rng = self.bots[seat]
        view = self.game.view(self.match.state, seat)
        action, rng = bot.choose(view, self.game.legal_actions(self.match.state), rng)
        self.bots[seat] = (bot, rng)
        self._act(action)

    def _act(self, action: Action) -> None:
        transition = self.match.act(action)
        self.log.extend(transition.events)

    # --- a person's decision ------------------------------------------------------------------

    def _human_turn(self, seat: int, prompt: str) -> object:
        if len(self.humans) > 1 and self._hand_over(seat) is QUIT:
            return QUIT
        self._show_news(seat)
        legal = tuple(self.game.legal_actions(self.match.state))
        self._show_board(seat, prompt, legal)
        while True:
            try:
                answer = self.read_line(f"{self.name(seat)}> ").strip()
            except EOFError:
                self.say("input ended; the game stops here (it was not saved)")
                return QUIT
            result = self._answer(seat, prompt, legal, answer)
            if result is not None:
                return result

    def _hand_over(self, seat: int) -> object:
        """Hot seat: clear the screen (in a terminal) and wait until ``seat`` is at the keyboard."""
        self.console.clear()
        who = self.name(seat)
        self.console.print(Rule(f"{who}'s turn — pass the keyboard to {who}"))
        try:
            self.read_line(f"{who}: press Enter when you are at the keyboard ")
        except EOFError:
            self.say("input ended; the game stops here (it was not saved)")
            return QUIT
        return None

    def _answer(self, seat: int, prompt: str, legal: Sequence[Action], answer: str) -> object:
        """Handle one line; ``None`` means ask again."""
        word, _, rest = answer.partition(" ")
        if not answer:
            self.say("type a number from the list, or help")
        elif word.lower() in ("help", "?"):
            self.say(HELP)
        elif word.lower() == "show":
            self._show_board(seat, prompt, legal)
        elif word.lower() == "save":
            self._save(rest.strip())
        elif word.lower() in ("quit", "exit"):
            self.say("you left the game")
            return QUIT
        else:
            action = self._pick(answer, legal)
            if action is not None:
                self._act(action)
                return action
        return None

    def _pick(self, answer: str, legal: Sequence[Action]) -> Action | None:
        if answer.isdigit():
            number = int(answer)
            if 1 <= number <= len(legal):
                return legal[number - 1]
            self.say(f"there is no action {number}; choose 1-{len(legal)}")
            return None
        try:
            action = self.game.actions.parse(answer)
        except ParseError as exc:
            self.say(f"not an action: {exc}. Type a number from the list, or help")
            return None
        if action not in legal:
            self.say(f"{self.refusal(action, self.match.decision)}; see the list")
            return None
        return action

    def refusal(self, action: Action, decision: Decision | None) -> str:
        """Why the game refuses ``action`` now, in the deciding seat's words."""
        words = self.said.get(decision.seat, self.words) if decision is not None else self.words
        return refusal_words(self.game, self.match.state, action, words)

    def _save(self, path: str) -> None:
        if not path:
            self.say("save needs a file name: save FILE")
            return
        try:
            self.match.save(path)
        except OSError as exc:
            self.say(f"could not save to {path}: {exc.strerror or exc}")
            return
        self.say(f"saved to {path}; continue with: dungeontable play --resume {path}")

    # --- showing things -----------------------------------------------------------------------

    def say(self, text: str) -> None:
        self.console.print(text, markup=False, highlight=False, soft_wrap=True)

    def _show_news(self, seat: int | None) -> None:
        start = self.seen.get(seat, 0) if seat is not None else 0
        told = self.told.get(seat) or self.told[None]
        for event in events_for(self.log[start:], seat):
            self.say(f"  • {told.event(event)}")
        if seat is not None:
            self.seen[seat] = len(self.log)

    def _show_board(self, seat: int, prompt: str, legal: Sequence[Action]) -> None:
        view = self.game.view(self.match.state, seat)
        self.say(capabilities(self.game).render_named(view, self.name))
        self.say(prompt)
        for number, action in enumerate(legal, start=1):
            label, text = self.said[seat].action(action, view), action.to_text()
            self.say(f"  {number:>2}. {label}" + ("" if label == text else f"   [{text}]"))

    def _show_end(self) -> None:
        seat = self.humans[0] if len(self.humans) == 1 else None
        self.console.print(Rule("game over"))
        if seat is not None:
            self._show_news(seat)
        self.say(
            capabilities(self.game).render_named(self.game.view(self.match.state, seat), self.name)
        )
        outcome = self.match.outcome
        if outcome is not None:
            self.say(self.words.outcome(outcome))
