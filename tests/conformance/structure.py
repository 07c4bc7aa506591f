"""Static facts about the game packages, for the guard-rail tests (issue 13).

``import_cycles``: the groups of ``games/*`` modules that import each other in a cycle, counting
imports made inside functions (they hide cycles, they do not remove them).
``mutated_module_names``: module-level names of ``games/*`` that code changes at run time: a name
rebound under ``global``, or a module-level container changed in place (item assignment,
``del``, or a mutating method such as ``append``, ``update``, ``clear``, ``setdefault``).
Both read the source with ``ast``; nothing is imported.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "src" / "dungeontable" / "games"
MUTATING = frozenset(
    {
        "append",
        "extend",
        "insert",
        "pop",
        "popitem",
        "remove",
        "clear",
        "update",
        "setdefault",
        "add",
        "discard",
        "appendleft",
        "extendleft",
        "move_to_end",
        "__setitem__",
        "__delitem__",
    }
)


def module_name(path: Path) -> str:
    relative = path.relative_to(ROOT / "src").with_suffix("")
    parts = list(relative.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def game_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(GAMES.rglob("*.py")) if "__pycache__" not in p.parts}


def _imported(node: ast.AST, here: str, is_package: bool, known: set[str]) -> Iterator[str]:
    """The known modules an import statement names (``from x import y`` may name module x.y)."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name in known:
                yield alias.name
        return
    if not isinstance(node, ast.ImportFrom):
        return
    if node.level:
        base = here.split(".")
        if not is_package:
            base = base[:-1]
        base = base[: len(base) - (node.level - 1)]
        target = ".".join([*base, node.module] if node.module else base)
    else:
        target = node.module or ""
    if target in known:
        yield target
    for alias in node.names:
        candidate = f"{target}.{alias.name}"
        if candidate in known:
            yield candidate


def import_graph() -> dict[str, set[str]]:
    modules = game_modules()
    known = set(modules)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        is_package = path.name == "__init__.py"
        edges: set[str] = set()
        for node in ast.walk(tree):
            edges.update(_imported(node, name, is_package, known))
        edges.discard(name)
        graph[name] = edges
    return graph


def import_cycles() -> list[frozenset[str]]:
    """Strongly connected groups of more than one module (Tarjan), largest first."""
    graph = import_graph()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[frozenset[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    group = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.add(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(frozenset(group))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return sorted(groups, key=lambda g: (-len(g), sorted(g)))


def _module_level_names(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in tree.body:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Name):
                names.add(target.id)
    return names


def _root_name(node: ast.expr) -> str | None:
    while isinstance(node, ast.Attribute | ast.Subscript):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def mutated_module_names() -> set[str]:
    """``module:name`` for every module-level name of ``games/*`` changed at run time."""
    found: set[str] = set()
    for name, path in game_modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = _module_level_names(tree)
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                continue
            declared: set[str] = set()
            local: set[str] = set()
            for node in ast.walk(function):
                if isinstance(node, ast.Global):
                    declared.update(node.names)
                elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                    local.add(node.id)
            for node in ast.walk(function):
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                    if node.id in declared:
                        found.add(f"{name}:{node.id}")
                elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store | ast.Del):
                    root = _root_name(node)
                    if root in top and root not in local - declared:
                        found.add(f"{name}:{root}")
                elif (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute)
                    and node.func.attr in MUTATING
                ):
                    root = _root_name(node.func.value)
                    if root in top and root not in local - declared:
                        found.add(f"{name}:{root}")
    return found


def rules_imports() -> set[str]:
    """``importer -> rules module`` for every import of a game's ``rules`` modules that breaks
    the layout: a rules module importing another rules module of its game, or a module other
    than the game's ``flow`` importing its rules (the package ``rules/__init__`` not counted)."""
    found: set[str] = set()
    for name, targets in import_graph().items():
        parts = name.split(".")
        if len(parts) < 3 or parts[:2] != ["dungeontable", "games"]:
            continue
        game = ".".join(parts[:3])
        rules = f"{game}.rules"
        for target in sorted(targets):
            if not target.startswith(f"{rules}."):
                continue
            if name == f"{game}.flow" or name == rules:
                continue
            found.add(f"{name} -> {target}")
    return found
