"""The turn machine's phases (docs/rules/cardrogue.md §6.3), declared as data.

A *decision* phase waits for an action from the deciding seat; an *automatic* phase is run by
the flow (``flow.py``) until a decision phase or a pending choice is reached. A pending choice is
a frame on ``State.pending``: while one is open, play stands at its kind (the names below), not
at ``State.phase``.
"""

from __future__ import annotations

DECIDE = "decide"  # deciding roll, ties reroll (§1.2 step 3, A-05)
DRAFT = "draft"  # character draft clockwise from the starting player (§1.2 step 4)
UPKEEP = "upkeep"  # R022 (a)-(e), resumable through ``State.stage``
EXPLORE = "explore"  # standard steps 1-3 (R021); ``State.step`` says which
AFTER_MOVE = "after-move"  # combat check and optional placement after a move (R060, A-52)
COMBAT = "combat"  # C1: attack or flee (R066)
FLEE_CHECK = "flee-check"  # is there still a way out after a flee roll / flip
FLEE = "flee"  # choose the flee destination or flip to open one (R112, R114)
ENEMIES = "enemies"  # C2 then C3 for every enemy in ``State.todo`` (R066, R069)
ENEMIES_AT_END = "enemies-at-end"  # the same as the turn ends otherwise: no resume
RESUME = "resume"  # after the last enemy was slain: step 2 or step 4 (R093, A-29)
PLACE = "place"  # step 4: exploration cards around the current tile (R038)
END = "end"  # end-of-turn bookkeeping, next turn (R132, R223, turn cap)
OVER = "over"

DECISION_PHASES = frozenset({DECIDE, DRAFT, EXPLORE, COMBAT, FLEE})

# Pending choices (``Pending.kind``), each answered by its own seat before play goes on.
ORIENT = "orient"  # turn a placed pathing tile
DISCARD = "discard"  # choose the hand cards to discard
KEEP = "keep"  # death: the card kept
FACEDOWN = "facedown"  # death: the cards laid face down
RESPAWN = "respawn"  # death: where to come back
HOP = "hop"  # after a trip: hop over or stay (R252)
TRADE = "trade"  # compose a trade offer (R251)
TRADE_ANSWER = "trade-answer"  # accept or decline an offer
TELEPORT = "teleport"  # choose the teleport destination (R199)
PAY = "pay"  # pay a price or cancel the purchase
AWAY = "away"  # an absent player: back to the table or stay away
