"""Cards as data: the schema games extend, the closed effect registry, and the loader."""

from .effects import EffectRegistry
from .lint import lint_paths
from .loader import CardIssue, CardLoadError, card_files, load_cards
from .schema import CardModel, Effect
from .schema_export import card_json_schema

__all__ = [
    "CardIssue",
    "CardLoadError",
    "CardModel",
    "Effect",
    "EffectRegistry",
    "card_files",
    "card_json_schema",
    "lint_paths",
    "load_cards",
]
