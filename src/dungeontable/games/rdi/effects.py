"""The generic card ops (R-13) as a closed, typed registry, and ``Fx``, what one resolution builds.

An op is a function ``op(fx, *, params)``; card files name ops and their parameters, which the
loader checks (``EFFECTS.check``). Ops never change the state: they *record* what the card does
into ``fx``:

- **stat changes** (``fx.change``): a seat's Fortitude, Alcohol Content or Gold moves, or Gold
  moves between seats (``fx.pay``). ``rules/resolution.py`` merges the changes of one card per
  seat and stat (R-6.2), drops Ignoring seats (R-6.6), runs the mechanic modifiers (hooks) and
  clamps (R-3.1..R-3.3) before applying them. The same pipeline previews a card, which is how
  "affecting" (R-3.4) and "would make you lose Fortitude" are decided.
- **directives** (``fx.directive``): everything else (Negate, Ignore, redirect, spike, gambling
  control, ordering drinks, ending the turn...), executed by the rules module that owns the
  directive's kind (``rules/directives.py``); mechanics can register their own kinds.

Amounts are *numerical values* (R-11.1): ``fx.value(n)`` applies the whole-card modifier
``delta`` once, never flipping the sign (R-3.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, NamedTuple

from dungeontable.cards import EffectRegistry

if TYPE_CHECKING:
    from .state import Play, Seat, Stat

EFFECTS = EffectRegistry("rdi")

Who = Literal["self", "target", "targets", "others", "all", "drinker"]
"""``targets``: the two chosen players of a two-target card (``target`` and ``also``)."""
NegateWhat = Literal[
    "sometimes", "anytime", "any", "almost_any", "drink_change", "cheating", "gambling"
]
"""``any``: any played card; ``almost_any`` (NEGATE_ALMOST_ANY, R-13): nearly any card, Drinks
and Drink Events included, and the victim may replace it (``rules/replacement.py``)."""
IgnoreWhat = Literal["fort_loss", "drink", "stat", "body"]
"""``body``: a card or effect moving Fortitude or Alcohol Content (the Lich King's fingers)."""


PART_AIMS = "parts:"
"""``Play.option`` of one card made of several parts, each aimed at its own player (Halden's
Totem Combo, 002 L484-492): ``parts:<t0>,<t1>,...`` runs part i's effects at player t_i (-1: no
chosen player); the parts after the list do nothing (the last Totem of a combo, L490). A part
aimed at one of player t's Gizmos or Minions instead (002 L1803, L1579) is written
``<t>@gizmo:<k>`` or ``<t>@minion:<k>``: its effects reach no player (``pipeline``), the piece
takes its Fortitude loss (``mechanics.pieces.part_hits``)."""
PART_PIECE = "@"


def part_aims(option: str) -> tuple[int, ...] | None:
    """The players of a ``PART_AIMS`` option, part by part (``None``: another option); a part
    aimed at a piece names the piece's owner."""
    if not option.startswith(PART_AIMS):
        return None
    rest = option[len(PART_AIMS) :]
    return tuple(int(a.partition(PART_PIECE)[0]) for a in rest.split(",")) if rest else ()


def part_pieces(option: str) -> tuple[str, ...]:
    """The piece each part of a ``PART_AIMS`` option is aimed at (``gizmo:<k>``, ``minion:<k>``;
    ``""``: a player or none); empty for another option."""
    if not option.startswith(PART_AIMS) or PART_PIECE not in option:
        return ()
    return tuple(a.partition(PART_PIECE)[2] for a in option[len(PART_AIMS) :].split(","))


class Change(NamedTuple):
    """One stat movement: ``seat``'s ``stat`` moves by ``amount``; ``payee`` receives Gold paid
    (a seat, ``-1`` = the Inn, ``-2`` = the pot) when ``stat`` is gold and amount negative."""

    seat: int
    stat: Stat
    amount: int
    payee: int | None = None


class Directive(NamedTuple):
    """A non-stat effect for the rules to execute: ``kind`` with its arguments."""

    kind: str
    seat: int
    amount: int = 0
    what: str = ""


class Fx:
    """What one card does when it resolves, recorded by its ops (a builder local to one
    resolution; the state itself never changes here)."""

    __slots__ = ("_living", "changes", "directives", "echoes", "flips", "grouped", "play", "seats")

    def __init__(self, play: Play, seats: tuple[Seat, ...], flips: bool = False) -> None:
        self.play = play
        self.seats = seats
        self._living: tuple[int, ...] | None = None
        self.flips = flips
        """R-3.3 option ``sign_flip="allowed"``: a modifier may take an amount past 0."""
        self.changes: list[Change] = []
        self.directives: list[Directive] = []
        self.grouped: dict[int, int] = {}
        """R-12.2 option ``shared_hits``: index in ``changes`` -> the effect (one op call naming
        several players) that recorded it; a side sharing its numbers takes one effect once."""
        self.echoes: list[tuple[int, str, int]] = []
        """(seat kept, stat, seat folded into it): filled by ``pipeline.combined``."""

    @property
    def living(self) -> tuple[int, ...]:
        """The seats still in the game, in seat order (worked out when an op first asks)."""
        found = self._living
        if found is None:
            found = self._living = tuple([i for i, s in enumerate(self.seats) if not s.out])
        return found

    @property
    def me(self) -> int:
        return self.play.drinker if self.play.kind == "drink" else self.play.seat

    def value(self, n: int) -> int:
        """A numerical value after the card's modifier (R-11.1), never below 0 (R-3.3)."""
        if self.flips:
            return n + self.play.delta
        return max(0, n + self.play.delta)

    def who(self, who: Who) -> tuple[int, ...]:
        """The seats an op aims at, clockwise-stable (seat order)."""
        if who == "self":
            return (self.me,)
        if who == "drinker":
            return (self.play.drinker,)
        if who == "target":
            return (self.play.target,) if self.play.target >= 0 else ()
        if who == "targets":
            return tuple(s for s in (self.play.target, self.play.also) if s >= 0)
        if who == "others":
            return tuple(s for s in self.living if s != self.play.seat)
        return self.living

    def change(self, who: Who, stat: Stat, amount: int) -> None:
        seats = self.who(who)
        effect = self.spread() if len(seats) > 1 else -1
        for seat in seats:
            if effect >= 0:
                self.grouped[len(self.changes)] = effect
            self.changes.append(Change(seat, stat, amount))

    def spread(self) -> int:
        """A new effect naming several players (R-12.2 option ``shared_hits``): its id, the
        index of the first change it records."""
        return len(self.changes)

    def pay(self, payer: int, payee: int, amount: int, effect: int = -1) -> None:
        """``payer`` pays ``amount`` Gold to ``payee`` (-1 = the Inn) (R-9.1); ``effect``: the
        effect naming several payers it belongs to (``spread``)."""
        if payer != payee:  # paying yourself pays nothing
            if effect >= 0:
                self.grouped[len(self.changes)] = effect
            self.changes.append(Change(payer, "gold", -amount, payee))

    def directive(self, kind: str, amount: int = 0, what: str = "") -> None:
        self.directives.append(Directive(kind, self.me, amount, what))


# --- stat ops (R-13) ---------------------------------------------------------------------------


@EFFECTS.op
def hit(fx: Fx, *, amount: int, who: Who = "target") -> None:
    """HIT(n): a chosen other player loses n Fortitude."""
    fx.change(who, "fortitude", -fx.value(amount))


@EFFECTS.op
def hit_all_others(fx: Fx, *, amount: int) -> None:
    """HIT_ALL_OTHERS(n): each other player loses n Fortitude."""
    fx.change("others", "fortitude", -fx.value(amount))


@EFFECTS.op
def heal(fx: Fx, *, amount: int, who: Who = "self") -> None:
    """HEAL(n): gain n Fortitude."""
    fx.change(who, "fortitude", fx.value(amount))


@EFFECTS.op
def sober(fx: Fx, *, amount: int, who: Who = "self") -> None:
    """SOBER(n): lose n Alcohol Content."""
    fx.change(who, "alcohol", -fx.value(amount))


@EFFECTS.op
def booze(fx: Fx, *, amount: int, who: Who = "target") -> None:
    """BOOZE(n): gain n Alcohol Content."""
    fx.change(who, "alcohol", fx.value(amount))


@EFFECTS.op
def steal(fx: Fx, *, amount: int) -> None:
    """STEAL(n): the chosen player pays you n Gold."""
    if fx.play.target >= 0:
        fx.pay(fx.play.target, fx.me, fx.value(amount))


@EFFECTS.op
def collect_each(fx: Fx, *, amount: int) -> None:
    """COLLECT_EACH(n): each other player pays you n Gold."""
    payers = fx.who("others")
    effect = fx.spread() if len(payers) > 1 else -1
    for seat in payers:
        fx.pay(seat, fx.me, fx.value(amount), effect)


@EFFECTS.op
def tip_inn(fx: Fx, *, amount: int, who: Who = "target") -> None:
    """TIP_WENCH: the chosen player(s) pay n Gold to the Inn."""
    payers = fx.who(who)
    effect = fx.spread() if len(payers) > 1 else -1
    for seat in payers:
        fx.pay(seat, -1, fx.value(amount), effect)


@EFFECTS.op
def gain_gold(fx: Fx, *, amount: int, who: Who = "self") -> None:
    """Gain n Gold from the Inn (R-9.1)."""
    fx.change(who, "gold", fx.value(amount))


@EFFECTS.op
def gain_valuable(fx: Fx, *, card: str) -> None:
    """Gain the Gold-equivalent ``card`` (worth 1 Gold; R-9.2: only where a card says so)."""
    fx.directive("gain_valuable", what=card)


# --- response and procedure ops (directives) ---------------------------------------------------


@EFFECTS.op
def negate(fx: Fx, *, what: NegateWhat) -> None:
    """NEGATE_*: cancel a pending card of type ``what`` for everyone (R-6.5)."""
    fx.directive("negate", what=what)


@EFFECTS.op
def ignore(fx: Fx, *, what: IgnoreWhat) -> None:
    """IGNORE_*: you are unaffected by a pending card (R-6.6, restrictions R-6.6.3)."""
    fx.directive("ignore", what=what)


@EFFECTS.op
def redirect(fx: Fx) -> None:
    """REDIRECT: a pending Fortitude loss aimed at you goes to the chosen player (R-6.8)."""
    fx.directive("redirect")


@EFFECTS.op
def hit_back(fx: Fx, *, amount: int, gizmos: bool = False) -> None:
    """HIT_BACK(n): the player who just made you lose Fortitude loses n (R-6.9); ``gizmos``:
    also the player who just made one of your Gizmos lose Fortitude (002 L1843: Wrench's
    Phalanx)."""
    fx.change("target", "fortitude", -fx.value(amount))


@EFFECTS.op
def spike(fx: Fx, *, amount: int) -> None:
    """SPIKE(+n): a Drink someone is about to drink gets +n Alcohol Content (R-6.7)."""
    fx.directive("modify_drink", amount=fx.value(amount))


@EFFECTS.op
def water_down(fx: Fx, *, amount: int) -> None:
    """WATER_DOWN(-n): a Drink you are about to drink gets -n Alcohol Content (R-6.7)."""
    fx.directive("modify_drink", amount=-fx.value(amount))


@EFFECTS.op
def order_extra(fx: Fx, *, amount: int) -> None:
    """ORDER_EXTRA(n): put n Drink Deck cards on the chosen player's Drink Me! pile (R-7.7)."""
    fx.directive("order_extra", amount=amount)


@EFFECTS.op
def end_turn(fx: Fx) -> None:
    """END_TURN: the current player's turn ends now (R-4.7)."""
    fx.directive("end_turn")


@EFFECTS.op
def start_gambling(fx: Fx) -> None:
    """GAMBLE_START_OR_CONTROL: start a Round of Gambling, or take control of one (R-8.1).
    ``amount``: the ante of 1 a started round opens with, a number on the card (R-11.1)."""
    fx.directive("gamble", amount=fx.value(1), what="start")


@EFFECTS.op
def take_control(fx: Fx) -> None:
    """A Gambling card: take control of the round (R-8.2)."""
    fx.directive("gamble", what="control")


@EFFECTS.op
def raise_stakes(fx: Fx) -> None:
    """I raise!: take control; every player in the round antes 1 more (R-8.3). ``amount``: that
    1, a number on the card (R-11.1): Ohava's full harmony makes it 2 (002 L1014)."""
    fx.directive("gamble", amount=fx.value(1), what="raise")


@EFFECTS.op
def winning_hand(fx: Fx) -> None:
    """Winning Hand: take control; afterwards only Cheating takes control (R-8.4)."""
    fx.directive("gamble", what="winning_hand")


@EFFECTS.op
def cheat(fx: Fx) -> None:
    """A Cheating card: take control over anything (R-8.4)."""
    fx.directive("gamble", what="cheat")


@EFFECTS.op
def cheat_kick(fx: Fx, *, stay: int = 0) -> None:
    """Kick-out cheat: take control and force the chosen player out of the round (R-8.5);
    ``stay``: unless that player chooses to lose that much Fortitude to stay in (Pooky's card,
    002 L1262: the choice is ``mechanics/moods``)."""
    fx.directive("gamble", what="control" if stay else "kick")


@EFFECTS.op
def catch_cheat(fx: Fx) -> None:
    """CATCH_CHEAT: Negate a Cheating card and win the round (R-8.7)."""
    fx.directive("catch_cheat")


@EFFECTS.op
def avoid_ante(fx: Fx) -> None:
    """AVOID_ANTE_AND_LEAVE: do not pay the ante demanded; leave the round (R-8.1.1)."""
    fx.directive("avoid_ante")


@EFFECTS.op
def steal_winnings(fx: Fx) -> None:
    """STEAL_WINNINGS: when another player wins a Round of Gambling, you take the pot."""
    fx.directive("steal_winnings")


@EFFECTS.op
def pot_to_inn(fx: Fx) -> None:
    """POT_TO_INN: the round ends; its pot goes to the Inn (R-8.7, R-8.8)."""
    fx.directive("pot_to_inn")


# --- drink events (R-7.6) ----------------------------------------------------------------------


@EFFECTS.op
def round_on_the_house(fx: Fx) -> None:
    """Every living player drinks a copy of the next Drink from the Drink Deck (R-7.6.1)."""
    fx.directive("round_on_the_house")


@EFFECTS.op
def drinking_contest(fx: Fx) -> None:
    """Everyone reveals a Drink; highest printed Alcohol wins 1 Gold from each (R-7.6.2)."""
    fx.directive("drinking_contest")


@EFFECTS.op
def pass_drink(fx: Fx) -> None:
    """PASS_DRINK: a Drink you are about to drink goes to the chosen player instead (R-7.5)."""
    fx.directive("pass_drink")


@EFFECTS.op
def pay_from_inn(fx: Fx) -> None:
    """PAY_FROM_INN: the Inn pays an ante demanded of you; you stay in the round (R-9.3)."""
    fx.directive("pay_from_inn")


@EFFECTS.op
def take_from_pot(fx: Fx, *, amount: int) -> None:
    """TAKE_FROM_POT: take n Gold out of the pot of the current round (R-8.7)."""
    fx.directive("take_from_pot", amount=fx.value(amount))


@EFFECTS.op
def split_drink(fx: Fx) -> None:
    """SPLIT_DRINK: a Drink you are about to drink is split with the chosen player: each gets an
    independent Drink with every number halved, rounding up (R-7.5)."""
    fx.directive("split_drink")


@EFFECTS.op
def alcohol_to_fortitude(fx: Fx) -> None:
    """ALCOHOL_TO_FORTITUDE: a Drink you are about to drink gives its Alcohol as Fortitude."""
    fx.directive("convert_drink")


@EFFECTS.op
def everyone_drinks(fx: Fx) -> None:
    """EVERYONE_DRINKS: every other player drinks the top Drink of their Drink Me! pile now."""
    fx.directive("everyone_drinks")


@EFFECTS.op
def force_drink(fx: Fx) -> None:
    """FORCE_DRINK: the chosen player drinks the top card of their Drink Me! pile now."""
    fx.directive("force_drink")


@EFFECTS.op
def draw(fx: Fx, *, amount: int, who: Who = "self") -> None:
    """DRAW(n): the player(s) draw n cards from their Character Deck now (R-4.2.2: an empty one
    is reshuffled); a draw outside Discard and Draw, so Piper's come from her Character Deck
    (002 L1182). A player Ignoring the card draws nothing (R-6.6)."""
    for seat in fx.who(who):
        fx.directives.append(Directive("draw", seat, fx.value(amount)))


@EFFECTS.op
def ignore_all(fx: Fx) -> None:
    """IGNORE_ALL (house): until the start of your next turn, Ignore all effects of the cards
    other players play (002 L378's "Ignoring all effects"; ``rules.aside``)."""
    fx.directive("ignore_all")


RESPONSE_OPS = frozenset(
    {
        "negate",
        "ignore",
        "redirect",
        "hit_back",
        "spike",
        "water_down",
        "catch_cheat",
        "avoid_ante",
        "pass_drink",
        "split_drink",
        "alcohol_to_fortitude",
        "steal_winnings",
        "pay_from_inn",
        "mix_in",
        "spare_gold",
    }
)
"""Ops that answer something pending: a card whose first op is one of these is a response."""
TARGETED_OPS = frozenset(
    {
        "hit",
        "steal",
        "booze",
        "order_extra",
        "cheat_kick",
        "redirect",
        "pass_drink",
        "split_drink",
        "force_drink",
    }
)
"""Ops that need a chosen player (``Play.target``) when their ``who`` is the default."""
QUIET_OPS = frozenset(
    {
        "gain_valuable",
        "negate",
        "ignore",
        "redirect",
        "spike",
        "water_down",
        "order_extra",
        "end_turn",
        "start_gambling",
        "take_control",
        "raise_stakes",
        "winning_hand",
        "cheat",
        "cheat_kick",
        "catch_cheat",
        "avoid_ante",
        "steal_winnings",
        "pot_to_inn",
        "round_on_the_house",
        "drinking_contest",
        "pass_drink",
        "pay_from_inn",
        "take_from_pot",
        "split_drink",
        "alcohol_to_fortitude",
        "everyone_drinks",
        "force_drink",
        "draw",
        "ignore_all",
    }
)
"""Ops that never record a stat change (only directives): a card made of them (and of the
mechanics' ``mechanics.catalog.QUIET_OPS``) changes no number when it resolves, so its preview
is empty without building it. An op left out is simply previewed."""
