#!/usr/bin/env bash
# The SwiftUI runtime for tests (Tools/SwiftUIRuntime, see its README): TesseraUI's own sources
# executing on Linux. Fails when the runtime's generated declaration layer no longer matches
# the type-check stand-in (Tools/SwiftUIStandIn), when TesseraUI does not compile against it,
# or when a runtime or TesseraUI behaviour test fails. Builds in the runtime's own .build.
set -euo pipefail
cd "$(dirname "$0")/../SwiftUIRuntime"
python3 generate.py --check
# Every source, the generated layer too (generate.py writes it through swift format).
swift format lint --strict -r Sources Tests Package.swift
python3 generate.py --tesseraui
swift build --build-tests
# The previews' sweep holds the main actor for about a minute; run alone, after the others, it
# leaves their bounded waits (a theme save on the main actor) well inside their limits.
swift test --skip-build --skip PreviewSweepTests
swift test --skip-build --filter PreviewSweepTests
