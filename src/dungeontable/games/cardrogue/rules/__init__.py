"""Card Rogue rules, one module per rulebook topic (docs/rules/cardrogue.md §2).

The map and the turn: setup, turn, explore, tiles (the ``orient`` choice), movement; fighting:
combat, flee; cards: death; items and the table: items, potions, teleport, scrolls, shop,
payment, interact, trade, mole, leave. The helpers below them (board, tiles, traps, fountain,
enemies, stats, attack, identification, ownership, queues, ending, equipment, status, payment,
arrival, teleport, turn_start, nearby, trading, stuck, table, shared) are in
``games/cardrogue/common``. ``flow.py`` wires the rules into the turn; a rules module imports
no other rules module, and nothing but ``flow.py`` imports the rules (issue 13).
"""
