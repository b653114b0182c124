#!/usr/bin/env bash
# Type-checks TesseraUI (and the seed quick starts, Examples/ when present, and the Apple-only
# render test Tests/TesseraUIRenderTests) on Linux against the SwiftUI stand-in in
# Tools/SwiftUIStandIn. Fails on any compiler error or warning.
#
# The stand-in declares Apple's SwiftUI signatures with empty bodies; see
# Tools/SwiftUIStandIn/README.md for what it covers and how faithful it is.
set -euo pipefail
cd "$(dirname "$0")/../SwiftUIStandIn"

# A fresh scratch directory, so every file is compiled and every warning is reported.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

log="$scratch/build.log"
status=0
# --build-tests: the render test target is a test target; it is compiled, never run here.
swift build --build-tests --scratch-path "$scratch/build" 2>&1 | tee "$log" || status=$?

if [ "$status" -ne 0 ]; then
  echo "SwiftUI type-check: build failed (exit $status)" >&2
  exit 1
fi
if grep -E '(warning|error): ' "$log" >/dev/null; then
  echo "SwiftUI type-check: the build reported warnings or errors:" >&2
  grep -E '(warning|error): ' "$log" | sort -u >&2
  exit 1
fi
# Fidelity: code Apple's SwiftUI rejects must not compile against the stand-in either.
modules="$(find "$scratch/build" -type d -name Modules -path '*debug*' | head -n 1)"
for snippet in MustNotCompile/*.swift; do
  [ -e "$snippet" ] || continue
  if swiftc -typecheck -swift-version 6 -I "$modules" "$snippet" >"$scratch/snippet.log" 2>&1 &&
    ! grep -q 'warning: ' "$scratch/snippet.log"; then
    echo "SwiftUI type-check: $snippet compiled cleanly, but Apple's SwiftUI diagnoses it" >&2
    exit 1
  fi
done
# The SwiftUI guides' examples compile as written (each guide on its own).
for guide in TesseraUI RenderingReferences; do
  awk '/^```swift/{inside=1; next} /^```/{inside=0} inside' "../../Guides/$guide.md" \
    >"$scratch/GuideExamples.swift"
  if ! swiftc -typecheck -swift-version 6 -parse-as-library -I "$modules" \
    "$scratch/GuideExamples.swift" >"$scratch/guide.log" 2>&1 ||
    grep -q 'warning: ' "$scratch/guide.log"; then
    echo "SwiftUI type-check: Guides/$guide.md's examples do not type-check:" >&2
    cat "$scratch/guide.log" >&2
    exit 1
  fi
done

echo "SwiftUI type-check: TesseraUI and the checked sources type-check against the stand-in;"
echo "the stand-in rejects every MustNotCompile snippet."
