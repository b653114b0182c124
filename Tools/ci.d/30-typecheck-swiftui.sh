#!/usr/bin/env bash
# Type-checks Tessera once per Apple platform (iOS, macOS, tvOS, watchOS, visionOS) with the
# compiler's own Apple targets: every module of the package (TesseraUI, the Tessera umbrella,
# the portable modules and TesseraTestSupport), the Apple-only render test, the catalog app,
# the seeds' quick starts and the SwiftUI guides' examples, against an SDK built from the
# toolchain's standard-library interfaces and the stand-ins in Tools/SwiftUIStandIn/Frameworks.
# `#if os(...)` / `canImport(...)` branches compile for each platform and `@available` is
# enforced against the package's minimum OS versions. Then every MustNotCompile/ fixture must be
# rejected where its header says. Fails on any error or warning, each printed as
# `[platform] file:line:col: message`.
#
# The module graph, minimum OS versions and Swift settings come from Package.swift (and the
# catalog's from its own manifest); anything there the check cannot reproduce fails it by name.
#
# Then fidelity.py compares every stand-in declaration that records Apple's declaration
# (`/// - Apple:` and `/// - Apple availability:` lines) with what the compiler sees, prints
# "N of M stand-in declarations match Apple's" and fails on any mismatch, or when the stand-in
# README's generated count and list of unconfirmed declarations is stale (`python3
# Tools/SwiftUIStandIn/fidelity.py --write-readme` regenerates it). It reads the macOS and iOS
# SDKs the type-check just built, so a PLATFORMS subset without both skips it.
#
#   PLATFORMS="tvOS watchOS" bash Tools/ci.d/30-typecheck-swiftui.sh   # a subset
#
# See Tools/SwiftUIStandIn/README.md for what this proves and what it cannot.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 Tools/SwiftUIStandIn/applecheck.py "$@"
platforms=" ${PLATFORMS:-macOS iOS} "
if [[ "$platforms" == *" macOS "* && "$platforms" == *" iOS "* ]]; then
  python3 Tools/SwiftUIStandIn/fidelity.py
else
  echo "fidelity: skipped (it reads the macOS and iOS SDKs; PLATFORMS=\"${PLATFORMS}\" builds" \
    "only the listed ones)"
fi
