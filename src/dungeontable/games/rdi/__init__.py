"""The Red Dragon Inn (Character Compendium + docs/rules/rdi.md R-1..R-13) as the game ``rdi``.

Layout: ``options.py`` (rulings), ``catalog.py`` + ``cards/*.toml`` (card data), ``effects.py``
(generic ops), ``hooks.py`` (character mechanics plug in), ``state.py``, ``rules/`` (one module
per topic), ``view.py``, ``determinize.py``, ``render.py``, ``scenario.py``, ``bots/``.
"""

from .game import RedDragonInn

GAME = RedDragonInn()

__all__ = ["GAME", "RedDragonInn"]
