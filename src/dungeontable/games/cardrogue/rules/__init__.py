"""Card Rogue rules, one module per rulebook topic (docs/rules/cardrogue.md §2).

The map and the turn: setup, turn, explore, tiles, movement, traps, fountain; fighting: combat,
enemies, flee, queues, status; cards and the end: ownership, death, ending; items and the table:
items, potions, teleport, scrolls, shop, payment, interact, trade, mole, leave. The helpers below
them (the board, stats, attack, identification, shared) are in ``games/cardrogue/common``.
``flow.py`` wires the rules into the turn; a rules module imports no other rules module.
"""
