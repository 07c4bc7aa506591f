"""PART 2 SLOT — rage quit and leaving (R290-R291): death with every card face-down (no keep),
or a temporary leave that lifts the token until the tile is free again.
"""
