"""Cards as data: the schema games extend, the closed effect registry, and the loader."""

from .effects import EffectRegistry
from .loader import CardIssue, CardLoadError, card_files, load_cards
from .schema import CardModel, Effect

__all__ = [
    "CardIssue",
    "CardLoadError",
    "CardModel",
    "Effect",
    "EffectRegistry",
    "card_files",
    "load_cards",
]
