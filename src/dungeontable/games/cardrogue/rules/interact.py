"""PART 2 SLOT — interacting with players in step 3 (R250-R256, A-37, A-38): trade (an
``core.offers.Offer`` answered by the other seat), trip (hop counts as a move with entry effects:
``movement.step_to``), steal (random hand card; ``CardDef.steal_from`` on the character),
throw. ``State.interactions`` counts trip-or-steal attempts this turn. Taking an interaction
sets ``State.step = 3``.
"""
