"""PART 2 SLOT — scrolls (R210-R215, A-44): ``CardDef.use`` names the template
(``identify``, ``step``, ``poison_heals`` -> ``Player.poison_heals``, ``remove_curses``,
``max_health`` -> ``Player.perm_max``).
"""
