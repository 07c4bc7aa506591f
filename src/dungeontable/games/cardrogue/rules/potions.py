"""PART 2 SLOT — potions (R190-R202, A-30, A-40, A-55, A-60): drink or throw, identification
with reroll-until-unused (``State.identified``: colour -> effect), teleport targets (pending
kind ``teleport``; arrival deferred with ``Player.deferred``, R300), thrown effects on enemies
(``Enemy.attack_mod``, ``Enemy.poison``/``poisoner``, ``enemies.paralyze_enemy``,
``traps.spring_on_enemy``). Picking potions up is part 1 (``movement.arrive``).
"""
