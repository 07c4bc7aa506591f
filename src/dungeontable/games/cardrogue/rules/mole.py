"""PART 2 SLOT — the stuck map and the mole (R292-R295, A-35): stuck detection can reuse
``tiles.reachable``; the swapped tile is placed with ``tiles.lay_tile`` and step-4 placement with
``tiles.place_around``; if every player is stuck and nobody hires the mole the end rush starts.
"""
