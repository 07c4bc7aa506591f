"""Pure battle arithmetic for OOTS: values in (``BattleContext``), numbers and outcomes out.

Nothing here reads a game state or rolls a die: the flow (``rules/``) builds a frozen
``BattleContext`` from its state, asks ``total_modifiers`` for the logged ``Breakdown``, rolls
through its own ``Rng`` and hands the faces to ``resolve``. Every rule id cited is an entry of
the rule map ``docs/rules/oots.md``.
"""
