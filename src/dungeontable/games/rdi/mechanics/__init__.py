"""Character mechanic families: one module per family, each with its per-seat state (a frozen
msgspec value), its pure rule functions, and its ``hooks.Mechanic``; ``content.MECHANICS`` lists
them all.
"""
