"""OOTS rules, one module per rulebook topic (oots.md §2)."""
