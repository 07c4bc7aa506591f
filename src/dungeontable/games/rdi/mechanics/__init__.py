"""Character mechanic families: one module per family, each with its per-seat state (a frozen
msgspec value), its pure rule functions, and the handlers it registers on the engine's hooks.
"""
