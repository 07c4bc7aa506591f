"""Card Rogue (rule map: docs/rules/cardrogue.md) as the registered game ``cardrogue``.

Layout: ``options.py`` (rulings), ``catalog.py`` + ``cards/*.toml`` (card data), ``state.py``,
``actions.py``, ``events.py``, ``phases.py`` + ``flow.py`` (the turn as data for ``core.flow``),
``rules/`` (one module per rulebook topic), ``view.py``, ``render.py``, ``scenario.py``. See
DESIGN.md.
"""

from .game import CardRogue

GAME = CardRogue()

__all__ = ["GAME", "CardRogue"]
