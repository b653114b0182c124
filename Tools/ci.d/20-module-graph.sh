#!/usr/bin/env bash
# The module graph is true: every import is declared in Package.swift, every declared
# dependency is imported, the graph matches DESIGN.md's table, no library product contains an
# internal target, and only TesseraUI touches SwiftUI. See Tools/checks/module-graph.py.
set -euo pipefail
cd "$(dirname "$0")/../.."

python3 Tools/checks/module-graph.py --self-test
python3 Tools/checks/module-graph.py --root .
