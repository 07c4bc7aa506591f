"""Dungeon Fighter rules, one module per rulebook topic (docs/rules/dungeonfighter.md §1).

Pure ``state -> (state, events)`` functions; rules modules never import each other (what several
need lives below them: ``party``, ``encounter``, ``supply``, ``dungeon``, ``abilities``) and
``flow.py`` is the one module that imports them.
"""
