"""Dungeon Fighter rules, one module per rulebook topic (docs/rules/dungeonfighter.md §1)."""
