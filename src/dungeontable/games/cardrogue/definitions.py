"""``CardDef``: the flyweight a card id stands for during play.

States hold card *ids* (short strings); rules look the definition up in the ``Catalog`` (outside
the state) and read plain attributes. Template ops (``effects.py``) fill the ability fields when
the card file is loaded.
"""

from __future__ import annotations

DIRS = "NESW"
"""Edge order: bit ``1 << i`` is edge ``DIRS[i]`` (N=1, E=2, S=4, W=8)."""


def mask_of(paths: str) -> int:
    """``"NES"`` -> 0b0111."""
    mask = 0
    for letter in paths:
        mask |= 1 << DIRS.index(letter)
    return mask


PATHS = tuple("".join(d for i, d in enumerate(DIRS) if mask >> i & 1) for mask in range(16))
"""The paths of every 4-bit mask, e.g. ``PATHS[0b0111] == "NES"``."""


def paths_of(mask: int) -> str:
    """0b0111 -> ``"NES"`` (a tile laid names its paths in its event: every step 4)."""
    return PATHS[mask & 15]


class CardDef:
    """Everything the rules need to know about one card id. Never mutated after loading."""

    __slots__ = (
        "abilities",
        "again_on",
        "arrow",
        "attack",
        "attack_bonus",
        "avoid_on",
        "base_attack",
        "base_max",
        "block_on",
        "buy_vp",
        "chest_vp",
        "color",
        "cursed",
        "deck",
        "dodge_on",
        "double",
        "double_roll",
        "dual_family",
        "end_rush",
        "exclusive",
        "extra_moves",
        "family",
        "flee_on",
        "fountain",
        "gold",
        "health",
        "id",
        "is_key",
        "kind",
        "mask",
        "max_bonus",
        "min_attack",
        "miss_on",
        "name",
        "no_chase",
        "poison_resist",
        "reduce",
        "regen",
        "reroll_on",
        "restricted_flee",
        "single_turn",
        "slot",
        "steal_from",
        "text",
        "throwable",
        "tradeable",
        "trap",
        "two_handed",
        "use",
        "vp",
    )

    def __init__(self, card_id: str, name: str, kind: str) -> None:
        self.id = card_id
        self.name = name
        self.kind = kind
        self.text = ""
        self.deck = "none"
        self.gold: int | None = None
        self.tradeable = False
        self.throwable = False
        self.cursed = False
        self.slot: str | None = None
        self.two_handed = False
        self.family: str | None = None
        self.mask = 0
        self.arrow = -1
        self.health = 0
        self.attack = 0
        self.vp = 0
        self.color: str | None = None
        # player-side templates
        self.attack_bonus = 0
        self.max_bonus = 0
        self.reduce = 0
        self.reroll_on: tuple[int, ...] = ()
        self.again_on: tuple[int, ...] = ()
        self.min_attack = 0
        self.double = False
        self.miss_on: tuple[int, ...] = ()
        self.block_on: tuple[int, ...] = ()
        self.flee_on: tuple[int, ...] = ()
        self.avoid_on: tuple[int, ...] = ()
        self.extra_moves = 0
        self.base_max: int | None = None
        self.base_attack: int | None = None
        self.restricted_flee = False
        self.dual_family: str | None = None
        self.steal_from: int | None = None
        self.regen = 0
        self.poison_resist = 0
        # enemy templates
        self.abilities: tuple[tuple[str, int, int], ...] = ()
        self.single_turn = False
        self.dodge_on: tuple[int, ...] = ()
        self.no_chase = False
        self.double_roll = False
        self.exclusive: str | None = None
        self.end_rush = False
        # tiles and goals
        self.trap: tuple[str, int] | None = None
        self.fountain: tuple[int, int] | None = None
        self.chest_vp = 0
        self.is_key = False
        self.buy_vp = 0
        self.use: tuple[str, int] | None = None

    @property
    def is_enemy(self) -> bool:
        return self.kind in ("enemy", "boss")

    @property
    def is_tile(self) -> bool:
        """A card with printed paths: pathing tile, starting tile or floor."""
        return self.kind in ("pathing", "start", "floor")

    @property
    def sellable(self) -> bool:
        return self.gold is not None

    def __repr__(self) -> str:
        return f"CardDef({self.id!r})"
