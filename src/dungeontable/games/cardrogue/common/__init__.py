"""Card Rogue's shared helpers, below the rules: the map as pure functions (``board``), derived
player numbers (``stats``), the damage pipelines (``attack``), the catalog, hand facts and
ending a turn at once (``shared``), potion identification (``identification``), gaining and
losing cards (``ownership``), the combat queues (``queues``), goals, scores and the end of the
game (``ending``), which slot a card may take (``equipment``), health, statuses and dying
(``status``), the tiles and stacks (``tiles``; the ``orient`` choice itself is
``rules.tiles``), what enemies do (``enemies``), traps (``traps``), the fountain
(``fountain``), prices and the cards that pay them (``payment``),
arriving on a tile (``arrival``), where a teleport may go (``teleport``) and the start of a turn
(``turn_start``), who stands next to whom (``nearby``) and what a trade may hold (``trading``),
the stuck map (``stuck``), the starting
layouts and the initial state (``table``).

They import no rules module; every rules module may import them (docs/rules/cardrogue.md §6.3:
rules modules never import each other, only ``flow.py`` wires them).
"""
