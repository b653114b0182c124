#!/usr/bin/env python3
"""Documentation coverage of Tessera's public API, from DocC's symbol graphs.

Counts every public symbol whose declaration is in this repository's Sources (compiler-
synthesized members such as a derived `init(from:)` have no source location and no place for
a comment, so they are not counted) and fails unless each has a doc comment.

    python3 Tools/docs/coverage.py GRAPHS_DIR
"""
import json
import pathlib
import sys


def main() -> int:
    root = pathlib.Path(sys.argv[1])
    sources = str(pathlib.Path("Sources").resolve()) + "/"
    total = 0
    missing = []
    for graph in sorted(root.rglob("*.symbols.json")):
        for symbol in json.loads(graph.read_text())["symbols"]:
            location = symbol.get("location", {}).get("uri", "")
            if symbol.get("accessLevel") not in ("public", "open") or sources not in location:
                continue
            total += 1
            if not symbol.get("docComment", {}).get("lines"):
                line = symbol["location"]["position"]["line"] + 1
                path = location.split(sources, 1)[1]
                missing.append(f"Sources/{path}:{line}: {'.'.join(symbol['pathComponents'])}")
    documented = total - len(missing)
    percent = 100 * documented / total if total else 0
    print(f"documentation coverage: {documented} of {total} public symbols ({percent:.1f}%)")
    for entry in missing:
        print(f"  undocumented: {entry}")
    return 0 if total and not missing else 1


if __name__ == "__main__":
    sys.exit(main())
