"""PART 2 SLOT — equipment (R170-R179, A-16, A-48): equip/unequip actions, slots, two-handed
items, the Rogue's second dagger (``CardDef.dual_family``), cursed cards that cannot leave.

Part 1 already reads equipped cards everywhere (``stats.active_cards``): the attack pipeline,
damage reduction, block/flee/avoid faces and extra moves. This module only adds actions:
register generators with ``@offers(EXPLORE)`` and handlers with ``@handles(...)`` and add the
action classes to ``game.ACTION_CLASSES`` (see DESIGN.md).
"""
