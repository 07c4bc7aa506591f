"""The Order of the Stick Adventure Game (base game; rule map docs/rules/oots.md) as ``oots``.

Layout: ``options.py`` (rulings, variants, game length), ``catalog.py`` + ``cards/*.toml`` +
``effects.py`` + ``combat/`` (card data and battle arithmetic), ``deck.py`` +
``cardsource.py`` (the flat card records the rules read), ``state.py``, ``flow.py`` (phases),
``rules/`` (one module per rulebook topic), ``view.py``, ``determinize.py``, ``render.py``,
``scenario.py``, ``bots/``.
"""

from .game import Oots

GAME = Oots()

__all__ = ["GAME", "Oots"]
