"""The Red Dragon Inn (Character Compendium + docs/rules/rdi.md R-1..R-13) as the game ``rdi``.

Layout (``DESIGN.md``): ``options.py`` (rulings), ``catalog.py`` + ``cards/`` (card data),
``effects.py`` (generic ops), ``hooks.py`` (the mechanic interface), ``content.py`` (mechanics,
characters and cards of a match), ``state.py``, helpers the rules share (``table``, ``pipeline``,
``plays``, ``windows``, ``disposal``), ``rules/`` (one module per topic, none importing another),
``flow.py`` (the turn on ``core.flow``), ``view.py``, ``determinize.py``, ``render.py``,
``scenario.py``, ``bots/``.
"""

from .game import RedDragonInn

GAME = RedDragonInn()

__all__ = ["GAME", "RedDragonInn"]
