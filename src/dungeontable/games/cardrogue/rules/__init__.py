"""Card Rogue rules, one module per rulebook topic (docs/rules/cardrogue.md §2).

The map and the turn: board, setup, turn, explore, tiles, movement, traps, fountain; fighting:
combat, attack, enemies, flee, queues, status, stats; cards and the end: ownership, death,
ending; items and the table: items, identification, potions, teleport, scrolls, shop, payment,
interact, trade, mole, leave. Shared helpers: common. ``flow.py`` wires them into the turn.
"""
