"""Which actions a seat may take back: the game decides, or a generic test that none revealed.

A game may decide with its ``is_undoable(state_before, action, events)`` capability. Otherwise an
action of ``seat`` is undoable only when taking it back cannot hide anything that anyone learned
from it:

1. every event it made is public (no ``to``), and none is a die roll or a shuffle;
2. it drew nothing from the game's random stream (the state's ``rng`` is unchanged);
3. it revealed nothing hidden from ``seat`` or from the spectators: the same action applied to
   states that ``seat`` cannot tell from the real one (``game.determinize``, a few samples) leaves
   ``seat``'s view and the spectator view exactly as the real action did. Flipping a face-down
   card, for example, shows a different card in a resampled state, so it is not undoable.

A game whose ``determinize`` fails makes its actions not undoable (the safe answer).
"""

from __future__ import annotations

import logging
from typing import Any

from dungeontable.core import (
    Action,
    DeckShuffled,
    DieRolled,
    Game,
    IllegalAction,
    Rng,
    Transition,
    capabilities,
    codec,
    derive_seed,
)

SAMPLES = 2
log = logging.getLogger("dungeontable.server")


def is_undoable(game: Game, before: Any, action: Action, transition: Transition, seat: int) -> bool:
    """Whether ``action`` (taken by ``seat`` from ``before``) may be taken back."""
    decided = capabilities(game).is_undoable(before, action, transition.events)
    if decided is not None:
        return bool(decided)
    return is_public(before, transition) and reveals_nothing(game, before, action, transition, seat)


def is_public(before: Any, transition: Transition) -> bool:
    """Tests 1 and 2: public events only, no dice or shuffles, no draw from the state's rng."""
    for event in transition.events:
        if event.to is not None or isinstance(event, DieRolled | DeckShuffled):
            return False
    return getattr(before, "rng", None) == getattr(transition.state, "rng", None)


def reveals_nothing(
    game: Game, before: Any, action: Action, transition: Transition, seat: int
) -> bool:
    """Test 3: the action shows ``seat`` and the spectators nothing that was hidden from them."""
    seen = game.view(before, seat)
    expected = [codec.encode(game.view(transition.state, who)) for who in (seat, None)]
    for sample in range(SAMPLES):
        try:
            other = game.determinize(seen, seat, Rng.from_seed(derive_seed("undo", sample)))
            after = game.apply(other, action).state
        except IllegalAction:
            return False  # the action's legality depended on hidden data
        except Exception:
            log.warning("%s: determinize failed; not undoable", game.name, exc_info=True)
            return False
        if [codec.encode(game.view(after, who)) for who in (seat, None)] != expected:
            return False
    return True
