"""Dungeon Fighter rules, one module per rulebook topic (dungeon-fighter.md §1)."""
