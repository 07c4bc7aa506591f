"""The turn machine's phases (docs/rules/cardrogue.md §6.3), declared as data.

A *decision* phase waits for an action from ``decision(state).seat``; an *automatic* phase is
run by ``engine.advance`` until a decision phase (or a pending choice) is reached.
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
RESUME = "resume"  # after the last enemy was slain: step 2 or step 4 (R093, A-29)
PLACE = "place"  # step 4: exploration cards around the current tile (R038)
END = "end"  # end-of-turn bookkeeping, next turn (R132, R223, turn cap)
OVER = "over"

DECISION_PHASES = frozenset({DECIDE, DRAFT, EXPLORE, COMBAT, FLEE})
