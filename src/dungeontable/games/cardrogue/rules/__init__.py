"""Card Rogue rules, one module per rulebook topic (docs/rules/cardrogue.md §2).

Part 1: board, setup, turn, explore, tiles, movement, traps, fountain, combat, attack, enemies,
flee, status, stats, ownership, death, ending. Part 2 slots: items, potions, scrolls, shop,
interact, mole, leave.
"""
