"""Export the packaged card sets for the web table: web/public/cards/<game>.json.

Run with the project's Python (``make`` does): ``.venv/bin/python web/scripts/export_cards.py``.
The front-end reads names, kinds and numbers from it; a card not in the file still shows by id.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "public" / "cards"


def cardrogue() -> dict[str, dict[str, Any]]:
    from dungeontable.games.cardrogue.catalog import load_catalog

    out: dict[str, dict[str, Any]] = {}
    for model in load_catalog().models.values():
        out[model.id] = {
            "id": model.id,
            "name": model.name,
            "kind": model.kind,
            "text": model.text,
            "health": model.health,
            "attack": model.attack,
            "gold": model.gold,
            "vp": model.vp,
            "slot": model.slot,
            "color": model.color,
            "two_handed": model.two_handed,
            "cursed": model.cursed,
        }
    return out


def rdi() -> dict[str, dict[str, Any]]:
    """Every house card (Drinks with their numbers, character decks, Prizes, Gold-equivalents)."""
    from dungeontable.games.rdi.content import house

    out: dict[str, dict[str, Any]] = {}
    for card in house().catalog.cards.values():
        out[card.id] = {
            "id": card.id,
            "name": card.name,
            "type": card.type,
            "text": card.text,
            "subtypes": list(getattr(card, "subtypes", ())),
            "alcohol": getattr(card, "alcohol", 0),
            "fortitude": getattr(card, "fortitude", 0),
            "chaser": getattr(card, "chaser", False),
        }
    return out


def rdi_characters() -> dict[str, dict[str, Any]]:
    """The house characters of The Red Dragon Inn: names, races, mechanics and their text."""
    from dungeontable.games.rdi.characters.registry import house_characters
    from dungeontable.games.rdi.content import house

    texts = {c.model.id: c.model.text for c in house_characters()}
    return {
        c.id: {
            "id": c.id,
            "name": c.name,
            "race": c.race,
            "mechanics": list(c.modules),
            "fortitude": c.fortitude,
            "text": texts.get(c.id, ""),
        }
        for c in house().characters.values()
    }


def oots() -> dict[str, dict[str, Any]]:
    """The engine's flat card records (numbers the table shows) plus each card's text."""
    import msgspec

    from dungeontable.games.oots.backstories import backstories
    from dungeontable.games.oots.catalog import NEW_SHTICKS, card_paths, load_catalog
    from dungeontable.games.oots.deck import cards_of

    everything = f"base;{NEW_SHTICKS};@shortening_battle"  # The Shortening's new cards (R361)
    texts = {m.id: m.text for m in load_catalog(card_paths(everything)).models.values()}
    cs = cards_of(everything)
    out: dict[str, dict[str, Any]] = {}
    tables = (
        ("character", cs.characters),
        ("shtick", cs.shticks),
        ("monster", cs.monsters),
        ("screw", cs.screws),
        ("loot", cs.loot),
        ("room", cs.rooms),
        ("xykon", cs.xykon),
    )
    for kind, table in tables:
        for card_id, spec in table.items():
            record = msgspec.to_builtins(spec)
            record["kind"] = "trap" if kind == "loot" and record.get("trap") else kind
            record["text"] = texts.get(card_id, "")
            out[card_id] = record
    for card_id, story in backstories().items():  # The Shortening's Backstories (R353-R359)
        record = msgspec.to_builtins(story)
        record["kind"] = "backstory"
        out[card_id] = record
    return out


_RULE_REFS = re.compile(r"\s*\((?:R\d|AMB-|house)[^)]*\)")


def _ability_words(op: str, x: int, colour: str | None) -> dict[str, str]:
    """An ability in words from its op's docstring ("Name X: what it does (R138)"), with its
    number and colour put in and the rule references left out."""
    import inspect

    from dungeontable.games.dungeonfighter.effects import EFFECTS

    doc = (inspect.getdoc(EFFECTS.function(op)) or op.replace("_", " ")).splitlines()[0]
    doc = _RULE_REFS.sub("", doc).rstrip(".")
    doc = doc.replace("``colour``", colour or "chosen")
    name, _, text = doc.partition(": ")
    if x:
        name = re.sub(r"\bX\b", str(x), name)
        text = re.sub(r"\bx\b", str(x), text)
    return {"op": op, "name": name, "text": text}


def dungeonfighter() -> dict[str, dict[str, Any]]:
    """Every packaged Dungeon Fighter card: heroes (abilities blue, green, red), monsters and
    bosses (numbers, requirement, abilities) and equipment, each ability in words."""
    from dungeontable.games.dungeonfighter.content import COLOURS, PACKAGED

    out: dict[str, dict[str, Any]] = {}
    for card in PACKAGED.cards.values():
        abilities = [_ability_words(a.op, a.x, a.colour) for a in card.abilities]
        if card.kind == "hero":
            for colour, ability in zip(COLOURS, abilities, strict=True):
                ability["colour"] = colour
        out[card.id] = {
            "id": card.id,
            "name": card.name,
            "kind": card.kind,
            "text": card.text,
            "abilities": abilities,
            "requirement": card.requirement,
            "level": card.level,
            "mtype": card.mtype,
            "hp": card.hp,
            "damage": card.damage,
            "gold": card.gold,
            "etype": card.etype,
            "cost": card.cost,
            "bonus": card.bonus,
            "one_shot": card.one_shot,
            "sworn": card.sworn,
        }
    return out


def dungeonfighter_requirements() -> dict[str, dict[str, Any]]:
    """The 22 throw requirements: names (R168-R189) and how the digital table makes them."""
    from dungeontable.games.dungeonfighter.requirements import REQUIREMENTS

    return {
        r.id: {"id": r.id, "name": r.name, "form": r.form, "mode": r.mode} for r in REQUIREMENTS
    }


EXPORTS = {
    "cardrogue": cardrogue,
    "rdi": rdi,
    "rdi-characters": rdi_characters,
    "oots": oots,
    "dungeonfighter": dungeonfighter,
    "dungeonfighter-requirements": dungeonfighter_requirements,
}
"""Each writes ``public/cards/<key>.json``."""


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for game, export in EXPORTS.items():
        data = export()
        path = OUT / f"{game}.json"
        path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {len(data)} {game} cards to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
