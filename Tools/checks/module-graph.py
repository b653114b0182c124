#!/usr/bin/env python3
"""Checks that Tessera's module graph is true.

Reads the root manifest (`swift package dump-package`, as JSON on standard input or run here)
and every target's Swift sources, and fails when:

- a source file imports a module of this package that its target does not declare;
- a target declares a dependency on a module of this package that none of its files import;
- the graph of the non-test targets (each module, its kind and what it may import) differs
  from the table between the `module-graph` markers in DESIGN.md;
- a library product contains an internal target (one no product lists: test tooling, the
  command-line library), since those must not ship; the one exception is a shared target
  (`SHARED`, each with its reason: code that product modules share, which no product lists
  and which ships inside them);
- a module other than TesseraUI (and its render tests and their support target) imports
  SwiftUI, UIKit, AppKit or Combine, or a module other than the umbrella (and those two)
  imports TesseraUI.

Usage: module-graph.py [--dump FILE] [--design FILE] [--root DIR] | --self-test
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

IMPORT = re.compile(
    r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
    r"([A-Za-z_][A-Za-z0-9_]*)"
)
APPLE_UI = {"SwiftUI", "UIKit", "AppKit", "Combine"}
UI_MODULE = "TesseraUI"
UMBRELLA = "Tessera"
# Targets allowed to use Apple's UI frameworks and to import TesseraUI.
UI_CLIENTS = {UI_MODULE, UMBRELLA, "TesseraUIRenderSupport", "TesseraUIRenderTests"}
KINDS = {"product", "shared", "internal", "executable", "plugin"}
# Targets no product lists that library products may contain: code two or more product modules
# share, kept in one home instead of a copy per module, each with the reason. DESIGN.md lists
# them as `shared`. Test tooling never belongs here: it never ships.
SHARED: dict[str, str] = {
    "TesseraSignposts": "the Instruments intervals of TesseraTokens, TesseraState, "
    "TesseraPatterns and TesseraForms, which share no other dependency",
}


@dataclass
class Target:
    name: str
    kind: str  # "regular", "executable", "plugin" or "test"
    path: str
    dependencies: list[str]


@dataclass
class Package:
    targets: dict[str, Target]
    library_products: dict[str, list[str]]


@dataclass
class DesignRow:
    name: str
    kind: str
    imports: list[str]
    line: int


@dataclass
class Report:
    problems: list[str] = field(default_factory=list)

    def add(self, message: str) -> None:
        self.problems.append(message)


def load_package(dump: dict) -> Package:
    targets: dict[str, Target] = {}
    for raw in dump["targets"]:
        kind = raw["type"]
        default_root = {"test": "Tests", "plugin": "Plugins"}.get(kind, "Sources")
        path = raw.get("path") or f"{default_root}/{raw['name']}"
        dependencies = []
        for dependency in raw.get("dependencies", []):
            for key in ("byName", "target", "product"):
                if key in dependency:
                    dependencies.append(dependency[key][0])
                    break
        targets[raw["name"]] = Target(raw["name"], kind, path, dependencies)
    library_products = {
        product["name"]: list(product["targets"])
        for product in dump["products"]
        if "library" in product["type"]
    }
    return Package(targets, library_products)


def strip_block_comments(text: str) -> str:
    return re.sub(r"/\*.*?\*/", lambda match: "\n" * match.group(0).count("\n"), text, flags=re.S)


def imports_of(source: str) -> list[tuple[int, str]]:
    """The modules `source` imports, with 1-based line numbers (multi-line strings skipped)."""
    found = []
    in_multiline_string = False
    for number, line in enumerate(strip_block_comments(source).splitlines(), start=1):
        if line.count('"""') % 2 == 1:
            in_multiline_string = not in_multiline_string
            continue
        if in_multiline_string:
            continue
        match = IMPORT.match(line)
        if match:
            found.append((number, match.group(1)))
    return found


def read_sources(root: str, target: Target) -> dict[str, str]:
    sources = {}
    base = os.path.join(root, target.path)
    for directory, _, files in os.walk(base):
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as handle:
                    sources[os.path.relpath(path, root)] = handle.read()
    return sources


def parse_design(text: str) -> tuple[list[DesignRow], list[str]]:
    """The rows of the table between `<!-- module-graph -->` and `<!-- end module-graph -->`."""
    lines = text.splitlines()
    errors = []
    try:
        start = next(i for i, line in enumerate(lines) if line.strip().startswith("<!-- module-graph"))
        end = next(i for i in range(start, len(lines)) if lines[i].strip() == "<!-- end module-graph -->")
    except StopIteration:
        return [], ["DESIGN.md: no table between <!-- module-graph --> and <!-- end module-graph -->"]
    rows = []
    for index in range(start + 1, end):
        line = lines[index].strip()
        if not line.startswith("|") or set(line) <= set("|-: "):
            continue
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if len(cells) < 3:
            errors.append(f"DESIGN.md:{index + 1}: a row needs module, kind and imports")
            continue
        name, kind, imports = (cell.strip("`") for cell in cells[:3])
        if name.lower() == "module":
            continue
        names = [item.strip().strip("`") for item in imports.split(",")]
        rows.append(DesignRow(name, kind, [item for item in names if item and item != "-"], index + 1))
    return rows, errors


def closure(package: Package, names: list[str]) -> set[str]:
    seen: set[str] = set()
    stack = list(names)
    while stack:
        name = stack.pop()
        if name in seen or name not in package.targets:
            continue
        seen.add(name)
        stack.extend(package.targets[name].dependencies)
    return seen


def check(package: Package, sources: dict[str, dict[str, str]], design: str,
          shared: dict[str, str] | None = None) -> Report:
    report = Report()
    shared = SHARED if shared is None else shared
    modules = set(package.targets)
    # Imports against declarations, for every target (tests included).
    for name, target in sorted(package.targets.items()):
        imported: dict[str, tuple[str, int]] = {}
        for path, text in sorted(sources.get(name, {}).items()):
            for line, module in imports_of(text):
                imported.setdefault(module, (path, line))
                if module in APPLE_UI and name not in UI_CLIENTS:
                    report.add(f"{path}:{line}: {name} imports {module}; only TesseraUI may")
                if module == UI_MODULE and name not in UI_CLIENTS:
                    report.add(f"{path}:{line}: {name} imports TesseraUI; only the umbrella may")
        for module, (path, line) in sorted(imported.items()):
            if module in modules and module != name and module not in target.dependencies:
                report.add(
                    f"{path}:{line}: imports {module}, which target {name} does not declare "
                    f"(add it to {name}'s dependencies in Package.swift)")
        # A plugin's dependencies are the tools it runs (`tessera`), never imported.
        for dependency in [] if target.kind == "plugin" else target.dependencies:
            if dependency in modules and dependency not in imported:
                report.add(
                    f"Package.swift: target {name} declares {dependency} but no file of "
                    f"{target.path} imports it (remove the dependency)")
    # The graph of the non-test targets against DESIGN.md.
    rows, errors = parse_design(design)
    for error in errors:
        report.add(error)
    in_products = {target for targets in package.library_products.values() for target in targets}
    documented: dict[str, DesignRow] = {}
    for row in rows:
        if row.name in documented:
            report.add(f"DESIGN.md:{row.line}: {row.name} is listed twice")
        documented[row.name] = row
    for name, target in sorted(package.targets.items()):
        if target.kind == "test":
            continue
        expected_kind = (
            target.kind if target.kind in ("executable", "plugin")
            else "product" if name in in_products
            else "shared" if name in shared else "internal")
        row = documented.get(name)
        if row is None:
            report.add(f"DESIGN.md: module {name} ({expected_kind}) is missing from the module graph")
            continue
        if row.kind not in KINDS:
            report.add(f"DESIGN.md:{row.line}: {name}: kind '{row.kind}' is not one of {', '.join(sorted(KINDS))}")
        elif row.kind != expected_kind:
            report.add(f"DESIGN.md:{row.line}: {name} is listed as {row.kind}, but Package.swift makes it {expected_kind}")
        if sorted(row.imports) != sorted(target.dependencies):
            extra = sorted(set(row.imports) - set(target.dependencies))
            missing = sorted(set(target.dependencies) - set(row.imports))
            details = []
            if missing:
                details.append("Package.swift also declares " + ", ".join(missing))
            if extra:
                details.append("Package.swift does not declare " + ", ".join(extra))
            report.add(f"DESIGN.md:{row.line}: {name}'s imports differ: " + "; ".join(details))
    for name, row in sorted(documented.items()):
        target = package.targets.get(name)
        if target is None or target.kind == "test":
            report.add(f"DESIGN.md:{row.line}: {name} is not a non-test target of Package.swift")
    # Test tooling stays out of the library products; only a shared target ships inside them.
    internal = {
        name for name, target in package.targets.items()
        if target.kind == "regular" and name not in in_products and name not in shared
    }
    shipped: set[str] = set()
    for product, targets in sorted(package.library_products.items()):
        for target in targets:
            shipped |= closure(package, [target])
            for contained in sorted(closure(package, [target]) & internal):
                owner = next(
                    (t for t in sorted(closure(package, [target]))
                     if contained in package.targets[t].dependencies), target)
                report.add(
                    f"Package.swift: library product {product} contains the internal "
                    f"target {contained} (through {owner}); internal targets must not ship")
    for name in sorted(shared):
        target = package.targets.get(name)
        if target is None or target.kind != "regular":
            report.add(f"module-graph.py: SHARED lists {name}, which is not a regular target")
        elif name in in_products:
            report.add(f"module-graph.py: SHARED lists {name}, which a product lists (remove it)")
        elif name not in shipped:
            report.add(
                f"module-graph.py: SHARED lists {name}, which no library product contains "
                "(remove it; DESIGN.md lists it as internal)")
    return report


def run_dump(root: str) -> dict:
    # A scratch directory of its own, so a build running in .build does not hold the lock.
    with tempfile.TemporaryDirectory() as scratch:
        output = subprocess.run(
            ["swift", "package", "--package-path", root, "--scratch-path", scratch, "dump-package"],
            check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def self_test() -> int:
    """Each rule on a small package of its own: a rule that stops firing fails here."""
    dump = {
        "targets": [
            {"name": "A", "type": "regular", "dependencies": []},
            {"name": "B", "type": "regular", "dependencies": [{"byName": ["A", None]}]},
            {"name": "Support", "type": "regular", "dependencies": []},
            {"name": "tool", "type": "executable", "dependencies": [{"byName": ["B", None]}]},
            {"name": "BTests", "type": "test", "dependencies": [{"byName": ["B", None]}]},
            {"name": "gen", "type": "plugin", "dependencies": [{"byName": ["tool", None]}]},
        ],
        "products": [
            {"name": "B", "targets": ["B"], "type": {"library": ["automatic"]}},
            {"name": "A", "targets": ["A"], "type": {"library": ["automatic"]}},
        ],
    }
    design = "\n".join([
        "<!-- module-graph -->",
        "| Module | Kind | Imports |", "|---|---|---|",
        "| A | product | - |", "| B | product | A |", "| Support | internal | - |",
        "| tool | executable | B |", "| gen | plugin | tool |",
        "<!-- end module-graph -->",
    ])
    good = {
        "A": {"Sources/A/A.swift": "import Foundation\n"},
        "B": {"Sources/B/B.swift": "@preconcurrency public import A\n/* import Support */\n"},
        "Support": {"Sources/Support/S.swift": ""},
        "tool": {"Sources/tool/main.swift": 'import B\nlet s = """\nimport Support\n"""\n'},
        "BTests": {"Tests/BTests/T.swift": "@testable import B\nimport Testing\n"},
        "gen": {"Plugins/gen/P.swift": "import PackagePlugin\n"},
    }
    failures = []

    def expect(label: str, sources, design_text, dump_value, fragment: str | None,
               shared: dict[str, str] | None = None) -> None:
        problems = check(load_package(dump_value), sources, design_text, shared or {}).problems
        if fragment is None and problems:
            failures.append(f"{label}: expected no problems, got {problems}")
        if fragment is not None and not any(fragment in problem for problem in problems):
            failures.append(f"{label}: expected a problem containing '{fragment}', got {problems}")

    expect("a true graph", good, design, dump, None)
    undeclared = {**good, "BTests": {"Tests/BTests/T.swift": "import B\nimport A\n"}}
    expect("an undeclared import", undeclared, design, dump, "imports A, which target BTests does not declare")
    unused = {**good, "tool": {"Sources/tool/main.swift": "import Foundation\n"}}
    expect("an unused dependency", unused, design, dump, "target tool declares B but no file")
    expect("a missing row", good, design.replace("| Support | internal | - |\n", ""), dump,
           "module Support (internal) is missing")
    expect("a wrong edge", good, design.replace("| B | product | A |", "| B | product | - |"), dump,
           "B's imports differ: Package.swift also declares A")
    expect("a wrong kind", good, design.replace("| A | product |", "| A | internal |"), dump,
           "A is listed as internal, but Package.swift makes it product")
    expect("a plugin listed as an executable", good,
           design.replace("| gen | plugin |", "| gen | executable |"), dump,
           "gen is listed as executable, but Package.swift makes it plugin")
    expect("no table", good, "# no graph here", dump, "no table between")
    shipped = json.loads(json.dumps(dump))
    shipped["targets"][1]["dependencies"].append({"byName": ["Support", None]})
    shipped_sources = {**good, "B": {"Sources/B/B.swift": "import A\nimport Support\n"}}
    shipped_design = design.replace("| B | product | A |", "| B | product | A, Support |")
    expect("a shipped support target", shipped_sources, shipped_design, shipped,
           "library product B contains the internal target Support")
    shared_design = shipped_design.replace("| Support | internal |", "| Support | shared |")
    expect("a shared target", shipped_sources, shared_design, shipped, None,
           {"Support": "B ships it"})
    expect("a shared target listed as internal", shipped_sources, shipped_design, shipped,
           "Support is listed as internal, but Package.swift makes it shared",
           {"Support": "B ships it"})
    expect("a shared target no product contains", good,
           design.replace("| Support | internal |", "| Support | shared |"), dump,
           "SHARED lists Support, which no library product contains", {"Support": "unused"})
    swiftui = {**good, "A": {"Sources/A/A.swift": "import SwiftUI\n"}}
    expect("SwiftUI in a portable module", swiftui, design, dump, "A imports SwiftUI")
    if failures:
        for failure in failures:
            print(f"module-graph self-test: {failure}", file=sys.stderr)
        return 1
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=".")
    parser.add_argument("--dump", help="the output of `swift package dump-package` (default: run it)")
    parser.add_argument("--design", help="the DESIGN.md to compare with (default: ROOT/DESIGN.md)")
    parser.add_argument("--self-test", action="store_true")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    root = arguments.root
    if arguments.dump:
        with open(arguments.dump, encoding="utf-8") as handle:
            dump = json.load(handle)
    else:
        dump = run_dump(root)
    package = load_package(dump)
    sources = {name: read_sources(root, target) for name, target in package.targets.items()}
    with open(arguments.design or os.path.join(root, "DESIGN.md"), encoding="utf-8") as handle:
        design = handle.read()
    report = check(package, sources, design)
    for problem in report.problems:
        print(problem, file=sys.stderr)
    if report.problems:
        print(f"module graph: {len(report.problems)} problem(s)", file=sys.stderr)
        return 1
    non_test = sum(1 for target in package.targets.values() if target.kind != "test")
    edges = sum(len(target.dependencies) for target in package.targets.values())
    files = sum(len(files) for files in sources.values())
    print(f"module graph: {len(package.targets)} targets ({non_test} in DESIGN.md), {edges} "
          f"declared dependencies, imports of {files} files match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
