"""Loading card files (TOML or YAML) with every error located: file, card id, field, reason."""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

import yaml
from pydantic import ValidationError

from .effects import EffectRegistry
from .schema import CardModel

M = TypeVar("M", bound=CardModel)

CARD_SUFFIXES = (".toml", ".yaml", ".yml")


class CardIssue(NamedTuple):
    """One problem in a card file."""

    file: str
    card: str | None
    field: str
    reason: str

    def __str__(self) -> str:
        card = self.card if self.card is not None else "-"
        return f"{self.file}: card {card}: {self.field}: {self.reason}"


class CardLoadError(ValueError):
    """Every problem found in a set of card files, reported at once."""

    def __init__(self, issues: Sequence[CardIssue]) -> None:
        self.issues = tuple(issues)
        lines = "\n".join(f"  {issue}" for issue in self.issues)
        super().__init__(f"{len(self.issues)} problem(s) in card files:\n{lines}")


def card_files(paths: Iterable[str | Path] | str | Path) -> list[Path]:
    """Files named directly, plus card files inside named directories (sorted).

    A single path may be given on its own (a string is one path, not a sequence of letters).
    """
    if isinstance(paths, str | Path):
        paths = [paths]
    found: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found.extend(sorted(p for p in path.iterdir() if p.suffix in CARD_SUFFIXES))
        else:
            found.append(path)
    return found


def read_raw_cards(path: Path) -> tuple[list[dict[str, Any]], list[CardIssue]]:
    """The card tables of one file (``[[card]]`` in TOML, ``cards:`` list in YAML)."""
    where = str(path)
    if path.suffix not in CARD_SUFFIXES:
        reason = f"not a card file: the name must end in {', '.join(CARD_SUFFIXES)}"
        return [], [CardIssue(where, None, "file", reason)]
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        return [], [CardIssue(where, None, "file", f"cannot read: {exc.strerror or exc}")]
    except UnicodeDecodeError as exc:
        return [], [CardIssue(where, None, "file", f"not UTF-8 text: {exc.reason}")]
    try:
        if path.suffix == ".toml":
            data: Any = tomllib.loads(text)
        else:
            data = yaml.safe_load(text)
    except (tomllib.TOMLDecodeError, yaml.YAMLError) as exc:
        return [], [CardIssue(where, None, "file", f"not valid {path.suffix[1:]}: {exc}")]
    return _card_tables(data, where)


def _card_tables(data: Any, where: str) -> tuple[list[dict[str, Any]], list[CardIssue]]:
    keys = sorted(str(k) for k in data) if isinstance(data, dict) else []
    if keys not in (["card"], ["cards"]):
        reason = "expected a list of card tables ([[card]] in TOML, 'cards:' in YAML)"
        if keys and set(keys) - {"card", "cards"} and set(keys) & {"card", "cards"}:
            reason = f"a card file holds only the card list; unexpected keys: {keys}"
        return [], [CardIssue(where, None, "file", reason)]
    cards = data[keys[0]]
    if not isinstance(cards, list) or not all(isinstance(c, dict) for c in cards):
        reason = f"'{keys[0]}' must be a list of card tables"
        return [], [CardIssue(where, None, "file", reason)]
    return cards, []


def validate_card(
    raw: dict[str, Any], model: type[M], registry: EffectRegistry | None, where: str
) -> tuple[M | None, list[CardIssue]]:
    card_id = raw.get("id") if isinstance(raw.get("id"), str) else None
    issues: list[CardIssue] = []
    card: M | None = None
    try:
        card = model.model_validate(raw)
    except ValidationError as exc:
        for err in exc.errors():
            field = ".".join(str(p) for p in err["loc"]) or "card"
            issues.append(CardIssue(where, card_id, field, err["msg"]))
    effects = raw.get("effects")
    if registry is not None and isinstance(effects, list):
        for index, effect in enumerate(effects):
            if not isinstance(effect, dict) or "op" not in effect:
                continue  # the model already reported it
            params = {k: v for k, v in effect.items() if k != "op"}
            for field, reason in registry.check(str(effect["op"]), params):
                issues.append(CardIssue(where, card_id, f"effects.{index}.{field}", reason))
    return (card if not issues else None), issues


def load_cards(
    paths: Iterable[str | Path] | str | Path,
    model: type[M],
    registry: EffectRegistry | None = None,
) -> tuple[M, ...]:
    """Validate and return every card in ``paths``; raise ``CardLoadError`` with all problems.

    Later files may replace a card of an earlier file by reusing its id only when the later file
    is in a different directory (a user's set overriding the packaged one); within one set, a
    duplicate id is an error.
    """
    cards: dict[str, M] = {}
    seen: dict[tuple[Path, str], Path] = {}
    issues: list[CardIssue] = []
    named = [paths] if isinstance(paths, str | Path) else list(paths)
    files = card_files(named)
    if not files:
        where = ", ".join(str(p) for p in named) or "-"
        reason = f"no card files ({', '.join(CARD_SUFFIXES)}) found"
        raise CardLoadError([CardIssue(where, None, "paths", reason)])
    for path in files:
        raws, file_issues = read_raw_cards(path)
        issues.extend(file_issues)
        for raw in raws:
            card, card_issues = validate_card(raw, model, registry, str(path))
            issues.extend(card_issues)
            raw_id = raw.get("id")
            if isinstance(raw_id, str):
                previous = seen.get((path.parent, raw_id))
                if previous is not None:
                    reason = f"duplicate id (also in {previous})"
                    issues.append(CardIssue(str(path), raw_id, "id", reason))
                    continue
                seen[(path.parent, raw_id)] = path
            if card is not None:
                cards[card.id] = card
    if issues:
        raise CardLoadError(issues)
    return tuple(cards.values())
