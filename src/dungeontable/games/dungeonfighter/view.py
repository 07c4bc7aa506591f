"""Views (ARCHITECTURE "Views"): the state with what nobody may see masked.

Dungeon Fighter is cooperative and everything on the table is public; hidden from every seat
alike are the tower's cards (except those known to lie at a tier's bottom after backing down,
R125), the undrawn reserve (R014), the face-down final boss (R009), the equipment deck order,
the Five-finger Discount cards until Maintenance (R144) and the random stream. So every seat
and the spectator get the same view.
"""

from __future__ import annotations

import msgspec
from msgspec.structs import replace

from dungeontable.core import Decision, Rng

from .encounter import requirements_for
from .party import seat_of
from .resolvers import resolver_for
from .state import HIDDEN, State
from .surrogate import SurrogateResolver
from .timing import timed_mode


class View(msgspec.Struct, frozen=True):
    seat: int | None
    state: State
    decision: Decision | None = None
    hit_chance: float | None = None
    """For a throw decision: the skill model's chance of a valid hit without weapons under the
    encounter's requirements (§3.5: the table proposes backing down below ~10 %)."""
    throw_requirements: tuple[str, ...] = ()
    """For a throw decision: the requirement set of a throw without weapons (R080-R084)."""
    throw_mode: str = ""
    """For a throw decision: the timing-gated input mode that set drives (jump, dancing, slam,
    pious, nose; ``timing.py``), or ``""``: what the browser's timing controls ask for."""
    throw_window_ms: int = 0
    """For a person's timing-gated throw under physics: the half-width of its timing window
    (``physics.release.TIMING_WINDOWS_MS``), shown by the browser; 0 otherwise."""


_HIDDEN_RUNS: tuple[tuple[str, ...], ...] = tuple((HIDDEN,) * n for n in range(128))
"""``(HIDDEN,) * n`` for every pile size (built once: a view masks its piles without copying)."""


def _hidden(n: int) -> tuple[str, ...]:
    return _HIDDEN_RUNS[n] if n < len(_HIDDEN_RUNS) else (HIDDEN,) * n


def _mask(cards: tuple[str, ...], keep_bottom: int = 0) -> tuple[str, ...]:
    if not keep_bottom:
        return _hidden(len(cards))
    hidden = len(cards) - keep_bottom
    return _hidden(hidden) + cards[hidden:]


Piles = tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...], tuple[str, ...]]
_NO_RNG = Rng(0, 0)


def redact(state: State, masks: Masks | None = None) -> State:
    fight = state.fight
    if fight is not None and fight.five_finger:
        fight = replace(fight, five_finger=_hidden(len(fight.five_finger)))
    tower, reserve, deck = _masked_piles(state) if masks is None else masks.piles(state)
    return replace(
        state,
        rng=_NO_RNG,
        tower=tower,
        reserve=reserve,
        boss=state.boss if state.boss_revealed else HIDDEN,
        deck=deck,
        fight=fight,
        throw_script=(),
    )


def _masked_piles(state: State) -> Piles:
    """The tower (R125: known bottoms shown), the reserve and the deck, masked."""
    return (
        tuple(_mask(t, k) for t, k in zip(state.tower, state.known_bottom, strict=True)),
        tuple(_hidden(len(r)) for r in state.reserve),
        _hidden(len(state.deck)),
    )


class Masks:
    """One game instance's last masked piles, derived again only when a pile changed: a state
    shares its unchanged tuples with the state before it (immutable, ``replace``), so the
    piles are compared by identity (the memo holds them, so an identity is never reused). The
    memo is one tuple, read and replaced whole (safe when threads share the game)."""

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[object, object, object, object, Piles] = (None, None, None, None, _NONE)

    def piles(self, state: State) -> Piles:
        """``_masked_piles(state)``, each pile masked again only when it changed."""
        towers, known, reserves, deck, masked = self._last
        if (
            state.tower is towers
            and state.known_bottom is known
            and state.reserve is reserves
            and state.deck is deck
        ):
            return masked
        tower, reserve, masked_deck = masked
        if state.tower is not towers or state.known_bottom is not known:
            tower = tuple(_mask(t, k) for t, k in zip(state.tower, state.known_bottom, strict=True))
        if state.reserve is not reserves:
            reserve = tuple(_hidden(len(r)) for r in state.reserve)
        if state.deck is not deck:
            masked_deck = _hidden(len(state.deck))
        masked = (tower, reserve, masked_deck)
        self._last = (state.tower, state.known_bottom, state.reserve, state.deck, masked)
        return masked


_NONE: Piles = ((), (), ())


def view(state: State, seat: int | None, now: Decision | None, masks: Masks | None = None) -> View:
    """The view of ``seat`` (every seat alike) when ``now`` is the decision in play (``masks``:
    the game instance's memo of the masked piles)."""
    if now is None or now.kind != "throw":
        return View(seat=seat, state=redact(state, masks), decision=now)
    ids = requirements_for(state, ())
    mode = timed_mode(ids) if ids else ""  # no requirement: a plain flick, no timing
    return View(
        seat=seat, state=redact(state, masks), decision=now, hit_chance=hit_chance(state, ids),
        throw_requirements=ids, throw_mode=mode, throw_window_ms=_window(state, mode),
    )  # fmt: skip


def _window(state: State, mode: str) -> int:
    """The timing window a person gets under physics (bots-only tables never import physics)."""
    fight = state.fight
    if not mode or fight is None:
        return 0
    if state.options.resolver_of(seat_of(state, fight.turn)) != "physics":
        return 0
    from .physics.release import TIMING_WINDOWS_MS

    return round(TIMING_WINDOWS_MS[mode])


def hit_chance(state: State, ids: tuple[str, ...] | None = None) -> float:
    """The skill model's chance of a valid hit without weapons (``ids``: the requirement set of
    such a throw, when the caller has it)."""
    model = resolver_for("surrogate")
    assert isinstance(model, SurrogateResolver)
    skill = state.options.skill_of(seat_of(state, state.fight.turn) if state.fight else -1)
    if skill == "human":  # a person under physics throws with ``human_noise``'s level (§3.4)
        noise = state.options.human_noise
        skill = "average" if noise == "flick" else noise
    ids = requirements_for(state, ()) if ids is None else ids
    return round(model.hit_chance_of(ids, skill, "ring"), 4)  # ``hit_chance``, no context built
