"""No import cycles in the package: every strongly connected component of the module import graph
is a single module. grimp (import-linter's graph) sees imports inside functions too, so a cycle
hidden in a function body still fails here, and imports under ``if TYPE_CHECKING:`` count as well:
no cycle even for type checking (a board part names what it needs of its board by a host Protocol,
not by the board's class). A cycle is broken by moving the shared piece down into a small module
both import (docs/DEVELOPING.md)."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from itertools import pairwise

import grimp
import pytest

PACKAGE = "zsgames"

Imports = Callable[[str], Iterable[str]]


def components(modules: Iterable[str], imports: Imports) -> list[list[str]]:
    """The strongly connected components with more than one module (or one importing itself), each
    sorted, in a fixed order (Tarjan's algorithm, iterative: the package is deeper than recursion likes)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(modules):
        if root in index:
            continue
        work = [(root, iter(sorted(imports(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(imports(nxt)))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    members = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        members.append(member)
                        if member == node:
                            break
                    if len(members) > 1 or node in imports(node):
                        found.append(sorted(members))
    return sorted(found)


def a_cycle(component: list[str], imports: Imports) -> list[str]:
    """One shortest cycle through the component's first module, as the path ``a → … → a``."""
    start = component[0]
    inside = set(component)
    came_from: dict[str, str] = {}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for nxt in sorted(set(imports(node)) & inside):
            if nxt == start:
                path = [node]
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return [*reversed(path), start]
            if nxt not in came_from:
                came_from[nxt] = node
                queue.append(nxt)
    raise AssertionError(f"{start} lies on no cycle of {component}")  # not a component


def describe(cycle: list[str], graph: grimp.ImportGraph) -> str:
    """``a → b (line 12) → a (line 40, …)``: each arrow with the lines of its import."""
    parts = [cycle[0]]
    for importer, imported in pairwise(cycle):
        lines = sorted({d["line_number"] for d in graph.get_import_details(importer=importer, imported=imported)})
        where = f" (line {', '.join(map(str, lines))})" if lines else ""
        parts.append(f"{imported}{where}")
    return " → ".join(parts)


def cycles_in(graph: grimp.ImportGraph) -> list[str]:
    imports = graph.find_modules_directly_imported_by
    return [describe(a_cycle(c, imports), graph) for c in components(graph.modules, imports)]


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph(PACKAGE, exclude_type_checking_imports=False, cache_dir=None)


def test_the_package_has_no_import_cycle(graph: grimp.ImportGraph) -> None:
    assert len(graph.modules) > 100, "the whole package was read"
    cycles = cycles_in(graph)
    assert not cycles, "import cycles (move the shared piece down into a module both import):\n" + "\n".join(cycles)


def test_imports_inside_functions_are_seen(graph: grimp.ImportGraph) -> None:
    # cli.py imports the self-test only when --selftest is given: that edge must be in the graph
    assert "zsgames.selftest" in graph.find_modules_directly_imported_by("zsgames.cli")


def test_imports_for_type_checking_are_seen(graph: grimp.ImportGraph) -> None:
    # the boards package names BoardScene in a type hint only, under ``if TYPE_CHECKING:``
    assert "zsgames.ui.boards.base" in graph.find_modules_directly_imported_by("zsgames.ui.boards")


def test_a_cycle_is_found_and_named() -> None:
    graph = grimp.ImportGraph()
    edges = [
        ("p.a", "p.b", 3),
        ("p.b", "p.c", 5),
        ("p.c", "p.a", 7),
        ("p.c", "p.d", 8),
        ("p.d", "p.d", 1),
        ("p.e", "p.a", 2),
    ]
    for importer, imported, line in edges:
        graph.add_import(importer=importer, imported=imported, line_number=line, line_contents=f"import {imported}")
    assert components(graph.modules, graph.find_modules_directly_imported_by) == [["p.a", "p.b", "p.c"], ["p.d"]]
    assert cycles_in(graph) == ["p.a → p.b (line 3) → p.c (line 5) → p.a (line 7)", "p.d → p.d (line 1)"]


def test_no_cycle_no_component() -> None:
    graph = grimp.ImportGraph()
    for importer, imported in [("p.a", "p.b"), ("p.b", "p.c"), ("p.a", "p.c")]:
        graph.add_import(importer=importer, imported=imported)
    assert cycles_in(graph) == []
