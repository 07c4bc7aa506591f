"""Loading character packs (the house decks and owners' ``--cards PATH``) through one schema.

Every problem in every file is collected and raised at once as ``CardLoadError`` (file, card id,
field, reason). A character, card subtype or op that needs a mechanic this engine does not
support is refused with that mechanic's name — never approximated (issue 6).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, NamedTuple

import yaml
from pydantic import ValidationError

from dungeontable.cards import CardIssue, CardLoadError, Effect, EffectRegistry, card_files
from dungeontable.cards.loader import CARD_SUFFIXES, validate_card

from ..mechanics.catalog import (
    OP_MECHANICS,
    mechanic_of_unknown_op,
    misplaced,
    unsupported_reason,
)
from .models import CORE_SUBTYPES, SUBTYPE_MECHANICS, CharacterCard, CharacterModel

Problem = Callable[[str, str], None]


class Character(NamedTuple):
    """A validated character and its deck (each card once; ``copies`` says how many)."""

    model: CharacterModel
    cards: tuple[CharacterCard, ...]
    file: str


def is_pack_file(path: Path) -> bool:
    """A file naming a ``character`` at its top level (the other ``--cards`` files hold plain
    card lists for the core's loader). An unreadable file is not a pack: the core reports it."""
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text) if path.suffix == ".toml" else yaml.safe_load(text)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, yaml.YAMLError):
        return False
    return isinstance(data, dict) and "character" in data


def split_paths(paths: Iterable[str | Path]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``--cards`` paths (files or directories) as (character pack files, other card files)."""
    files = card_files(list(paths))
    packs = tuple(str(f) for f in files if f.suffix in CARD_SUFFIXES and is_pack_file(f))
    return packs, tuple(str(f) for f in files if str(f) not in packs)


def load_packs(
    paths: Iterable[str | Path] | str | Path, registry: EffectRegistry
) -> tuple[Character, ...]:
    """Every character in the pack files at ``paths``, in file order.

    A later file may replace an earlier character by reusing its id when it lies in another
    directory (an owner's pack replacing a house deck); within one directory that is an error.
    Card ids stay unique across every file, replaced decks included, so a card id always means
    one card in every catalog of the process.
    """
    files = card_files(paths)
    if not files:
        raise CardLoadError([CardIssue(str(paths), None, "paths", "no pack files found")])
    found: dict[str, Character] = {}
    loaded: list[Character] = []
    issues: list[CardIssue] = []
    for path in files:
        character, file_issues = read_pack(path, registry)
        issues.extend(file_issues)
        if character is None:
            continue
        previous = found.get(character.model.id)
        if previous is not None and Path(previous.file).parent == path.parent:
            reason = f"character id used twice (also in {previous.file})"
            issues.append(CardIssue(str(path), None, "character.id", reason))
        found[character.model.id] = character
        loaded.append(character)
    issues.extend(_duplicate_cards(loaded))  # a replacing deck may not reuse the old card ids
    if issues:
        raise CardLoadError(issues)
    return tuple(found.values())


def read_pack(path: Path, registry: EffectRegistry) -> tuple[Character | None, list[CardIssue]]:
    """One pack file: its character and cards, or the problems found in it."""
    where = str(path)
    data, issues = _read_data(path)
    if data is None:
        return None, issues
    if "character" not in data:
        reason = "a pack file needs a [character] table and its [[card]] list"
        return None, [CardIssue(where, None, "file", reason)]
    model = _character(data["character"], where, issues)
    cards: list[CharacterCard] = []
    for raw in data.get("card", data.get("cards", [])):
        card, card_issues = validate_card(raw, CharacterCard, registry, where)
        issues.extend(_name_mechanics(card_issues, raw))
        if card is not None:
            issues.extend(_card_rules(card, model, registry, where))
            cards.append(card)
    if model is not None and not issues:
        total = sum(card.copies for card in cards)
        if total != model.deck_size:
            reason = f"the deck has {total} cards but deck_size is {model.deck_size}"
            issues.append(CardIssue(where, None, "card.copies", reason))
    if issues or model is None:
        return None, issues
    return Character(model, tuple(cards), where), []


def _read_data(path: Path) -> tuple[dict[str, Any] | None, list[CardIssue]]:
    where = str(path)
    if path.suffix not in CARD_SUFFIXES:
        reason = f"not a pack file: the name must end in {', '.join(CARD_SUFFIXES)}"
        return None, [CardIssue(where, None, "file", reason)]
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text) if path.suffix == ".toml" else yaml.safe_load(text)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, yaml.YAMLError) as exc:
        return None, [CardIssue(where, None, "file", f"cannot read: {exc}")]
    extra = sorted(str(k) for k in data) if isinstance(data, dict) else ["?"]
    extra = [k for k in extra if k not in ("character", "card", "cards")]
    cards = data.get("card", data.get("cards", [])) if isinstance(data, dict) else None
    if extra or not isinstance(cards, list) or not all(isinstance(c, dict) for c in cards):
        reason = "a pack file holds a [character] table and a [[card]] list, nothing else"
        return None, [CardIssue(where, None, "file", reason)]
    if not isinstance(data.get("character", {}), dict):
        return None, [CardIssue(where, None, "character", "[character] must be a table")]
    return data, []


def _character(raw: Any, where: str, issues: list[CardIssue]) -> CharacterModel | None:
    try:
        model = CharacterModel.model_validate(raw)
    except ValidationError as exc:
        for err in exc.errors():
            field = ".".join(str(p) for p in err["loc"]) or "character"
            issues.append(CardIssue(where, None, f"character.{field}", err["msg"]))
        return None
    for name in model.mechanics:
        reason = unsupported_reason(name)
        if reason is not None:
            issues.append(CardIssue(where, None, "character.mechanics", reason))
    return model


def _name_mechanics(issues: list[CardIssue], raw: dict[str, Any]) -> list[CardIssue]:
    """Say which unsupported mechanic an unknown op belongs to, when its name tells."""
    named: list[CardIssue] = []
    for issue in issues:
        op = _op_at(raw, issue.field) if issue.reason.startswith("unknown op") else None
        mechanic = mechanic_of_unknown_op(op) if op else None
        reason = unsupported_reason(mechanic) if mechanic else None
        named.append(issue._replace(reason=f"op {op!r}: {reason}") if reason else issue)
    return named


def _op_at(raw: dict[str, Any], field: str) -> str | None:
    parts = field.split(".")
    try:
        effect = raw[parts[0]][int(parts[1])]
    except (KeyError, IndexError, ValueError, TypeError):
        return None
    return str(effect.get("op")) if isinstance(effect, dict) else None


def _card_rules(
    card: CharacterCard, model: CharacterModel | None, registry: EffectRegistry, where: str
) -> list[CardIssue]:
    """Pack rules beyond the card schema: id prefix, subtypes, cost/icon ops, mechanics used."""
    issues: list[CardIssue] = []

    def problem(field: str, reason: str) -> None:
        issues.append(CardIssue(where, card.id, field, reason))

    declared = model.mechanics if model else ()
    if model is not None and not card.id.startswith(f"{model.id}-"):
        problem("id", f"a card id starts with its character's id: '{model.id}-...'")
    for index, subtype in enumerate(card.subtypes):
        mechanic = SUBTYPE_MECHANICS.get(subtype)
        if subtype in CORE_SUBTYPES:
            continue
        if mechanic is None:
            problem(f"subtypes.{index}", f"unknown subtype {subtype!r}")
        else:
            _need(mechanic, declared, f"subtypes.{index}", problem)
    for field, effect in _all_effects(card):
        _effect_rules(field, effect, registry, declared, problem)
    return issues


def _effect_rules(
    field: str,
    effect: Effect,
    registry: EffectRegistry,
    declared: tuple[str, ...],
    problem: Problem,
) -> None:
    """An op is registered (``effects`` are checked by the generic loader), stands in its field,
    and belongs to a mechanic the character declares."""
    checks = registry.check(effect.op, effect.params)
    if not field.startswith("effects"):
        for sub, reason in checks:
            family = mechanic_of_unknown_op(effect.op) if sub == "op" else None
            named = unsupported_reason(family) if family else None
            problem(f"{field}.{sub}", f"op {effect.op!r}: {named}" if named else reason)
    where = misplaced(effect.op, field.split(".")[0])
    if where is not None and not checks:
        problem(f"{field}.op", where)
    mechanic = OP_MECHANICS.get(effect.op)
    if mechanic is not None:
        _need(mechanic, declared, f"{field}.op", problem)


def _need(mechanic: str, declared: tuple[str, ...], field: str, problem: Problem) -> None:
    reason = unsupported_reason(mechanic)
    if reason is not None:
        problem(field, reason)
    elif mechanic not in declared:
        problem(field, f"uses mechanic {mechanic!r}, which the character does not declare")


def _all_effects(card: CharacterCard) -> list[tuple[str, Effect]]:
    return [
        *((f"effects.{i}", e) for i, e in enumerate(card.effects)),
        *((f"costs.{i}", e) for i, e in enumerate(card.costs)),
        *((f"icons.{i}", e) for i, e in enumerate(card.icons)),
    ]


def _duplicate_cards(characters: Iterable[Character]) -> list[CardIssue]:
    seen: dict[str, str] = {}
    issues: list[CardIssue] = []
    for character in characters:
        for card in character.cards:
            if card.id in seen:
                reason = f"duplicate card id (also in {seen[card.id]})"
                issues.append(CardIssue(character.file, card.id, "id", reason))
            seen[card.id] = character.file
    return issues
