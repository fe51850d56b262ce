"""The import rules of docs/architecture.md and docs/adr/0006-layer-rules.md, read from the
source (the AST, imports inside functions included), never by importing it.

- **Layers**: each part of ``dixit_desktop`` (a top-level module or package, the ``words*``
  modules counted as one part) imports only the parts :data:`ALLOWED` lists for it.
- **No private names across modules**: ``from m import _x`` is refused when ``m`` is another
  module; what several modules share gets a public name.
- **No import cycles** between modules. Imports under ``if TYPE_CHECKING:`` only name types for
  annotations and run never, so they count for the layers and private names but not for
  cycles. Importing ``a.b`` counts as an edge to ``a.b`` (not to ``a``'s ``__init__``).
- **No Python file over 400 lines** in ``dixit_desktop``.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "dixit_desktop"
ROOT_NAME = "dixit_desktop"

# Which part may import which. The lowest parts first; a part missing from a set may not be
# imported by the part on the left, even inside a function. The table itself must have no
# cycle (test_the_allowed_graph_has_no_cycle).
BASE = {"dixit_desktop", "notices", "paths", "lazy", "players"}
ALLOWED: dict[str, set[str]] = {
    # the base: small shared types and helpers, importing nothing of ours
    "dixit_desktop": set(),  # __init__: the version
    "notices": set(),  # Notice(code, params): what lower layers report instead of text
    "paths": set(),  # where resources and the data folder are
    "lazy": set(),  # packages whose names load on first use
    "players": set(),  # PlayerSpec: a seat's name, colour, symbol and computer level
    # pure layers and the things beside them
    "rules": set(),  # pure Python, standard library only (test_architecture.py)
    "look": set(),  # colours, symbols, the drawn rabbits
    "system": set(),  # display awake, sounds, one instance per data folder
    "computer": BASE | {"rules"},
    "storage": BASE | {"rules"},
    "drawing": BASE,  # the family's drawn cards: sketch, raster (QtGui), family store
    "deck": BASE | {"drawing"},
    "i18n": BASE,
    "words": BASE | {"rules", "i18n", "computer"},
    "album": BASE | {"rules", "look", "storage", "words"},
    # the layers that hold a game: rules <- session <- viewmodels <- app
    "session": BASE | {"rules", "computer", "storage", "look"},
    "viewmodels": BASE
    | {
        "rules",
        "session",
        "storage",
        "deck",
        "drawing",
        "look",
        "system",
        "i18n",
        "words",
        "album",
    },
    "app": BASE
    | {
        "rules",
        "session",
        "viewmodels",
        "storage",
        "deck",
        "drawing",
        "look",
        "system",
        "i18n",
        "words",
    },
    # the entry points and developers' tools
    "cli": BASE | {"app", "rules", "computer", "deck", "screenshots"},
    "__main__": {"cli"},
    "screenshots": BASE | {"app", "rules", "session", "storage", "look"},
    "devtools": BASE | {"rules", "i18n", "look"},
}

MAX_LINES = 400


@dataclass(frozen=True)
class Import:
    source: str  # the importing module, dotted
    target: str  # the imported module, dotted
    name: str | None  # the name taken from it (from target import name), if any
    line: int
    typing_only: bool


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES: dict[str, Path] = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def part_of(module: str) -> str:
    """The part a module belongs to: its top-level module or package under dixit_desktop."""
    parts = module.split(".")
    if len(parts) == 1:
        return ROOT_NAME
    return "words" if parts[1].startswith("words") else parts[1]


def _typing_only_nodes(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in (
            "TYPE_CHECKING",
            "typing.TYPE_CHECKING",
        ):
            for stmt in node.body:
                found.update(id(n) for n in ast.walk(stmt))
    return found


def imports_of(module: str) -> Iterator[Import]:
    """Every import of one of our modules by ``module``, resolved to dotted names."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    typing_only = _typing_only_nodes(tree)
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    for node in ast.walk(tree):
        guarded = id(node) in typing_only
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == ROOT_NAME:
                    yield Import(module, alias.name, None, node.lineno, guarded)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] != ROOT_NAME:
                continue
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                if sub in MODULES:  # from package import submodule
                    yield Import(module, sub, None, node.lineno, guarded)
                else:
                    yield Import(module, target, alias.name, node.lineno, guarded)


@functools.cache
def all_imports() -> list[Import]:
    """Every import in the package, parsed once, when a test first asks (not at collection:
    each pytest worker collects this file, and only one runs its tests)."""
    return [imp for module in MODULES for imp in imports_of(module)]


def _where(imp: Import) -> str:
    return f"{MODULES[imp.source].relative_to(PACKAGE.parent)}:{imp.line}"


def test_every_part_is_in_the_table() -> None:
    parts = {part_of(m) for m in MODULES}
    assert parts == set(ALLOWED), f"add to or remove from ALLOWED: {parts ^ set(ALLOWED)}"


def test_every_import_resolves_to_one_of_our_modules() -> None:
    """So that a misspelt or stale import cannot slip past the rules below."""
    bad = [f"{_where(i)} {i.target}" for i in all_imports() if i.target not in MODULES]
    assert not bad, bad


def _layer_breaches(imports: list[Import]) -> list[str]:
    return [
        f"{_where(i)}: {part_of(i.source)} may not import {i.target}"
        for i in imports
        if part_of(i.target) != part_of(i.source)
        and part_of(i.target) not in ALLOWED[part_of(i.source)]
    ]


def _private_names(imports: list[Import]) -> list[str]:
    bad = [
        f"{_where(i)}: {i.name} from {i.target}"
        for i in imports
        if i.name
        and i.name.startswith("_")
        and not i.name.startswith("__")
        and i.target != i.source
    ]
    bad += [
        f"{_where(i)}: {i.target}"
        for i in imports
        if any(p.startswith("_") and not p.startswith("__") for p in i.target.split("."))
    ]
    return bad


def test_each_part_imports_only_the_parts_below_it() -> None:
    bad = _layer_breaches(all_imports())
    assert not bad, "\n".join(bad)


def test_no_private_name_is_imported_from_another_module() -> None:
    bad = _private_names(all_imports())
    assert not bad, "\n".join(bad)


def test_the_rules_see_what_they_should() -> None:
    """The checks can fail: a breach of each kind is caught, and imports inside functions and
    under TYPE_CHECKING are read (app.py has both)."""
    made_up = [
        Import("dixit_desktop.rules.game", "dixit_desktop.session.session", "Session", 1, False),
        Import("dixit_desktop.album.page", "dixit_desktop.words", "_reason", 2, True),
        Import("dixit_desktop.album.page", "dixit_desktop.words_base", "tr", 3, False),
    ]
    assert len(_layer_breaches(made_up)) == 1
    assert len(_private_names(made_up)) == 1
    app = [i for i in all_imports() if i.source == "dixit_desktop.app"]
    assert any(i.target.startswith("dixit_desktop.viewmodels") and not i.typing_only for i in app)
    assert any(i.target == "dixit_desktop.viewmodels" and i.typing_only for i in app)


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one node (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    component.append(top)
                    if top == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def test_the_cycle_finder_finds_cycles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert _cycles(graph) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles_between_modules() -> None:
    graph: dict[str, set[str]] = {m: set() for m in MODULES}
    for i in all_imports():
        if not i.typing_only and i.target != i.source:
            graph[i.source].add(i.target)
    cycles = _cycles(graph)
    assert not cycles, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_the_allowed_graph_has_no_cycle() -> None:
    assert _cycles(ALLOWED) == []


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_no_python_file_is_over_400_lines() -> None:
    long = {
        str(p.relative_to(PACKAGE)): _lines(p)
        for p in PACKAGE.rglob("*.py")
        if _lines(p) > MAX_LINES
    }
    assert not long, f"over {MAX_LINES} lines, split by responsibility: {long}"


def test_the_whole_package_is_held_to_mypy_strict() -> None:
    """pyproject.toml makes ``strict = true`` the rule for every module, and no override
    loosens it for some: a new module cannot slip out."""
    import tomllib

    data = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    mypy = data["tool"]["mypy"]
    assert mypy.get("strict") is True
    assert mypy.get("packages") == ["dixit_desktop"]
    loosened = [
        o["module"]
        for o in mypy.get("overrides", [])
        if o.get("strict") is False
        or any(k.startswith(("allow_", "disallow_", "warn_")) for k in o)
    ]
    assert not loosened, f"strictness loosened for {loosened}"
