#!/usr/bin/env bash
# A repeating motion in the SwiftUI layer is one repeatForever animation (Chrome/RepeatingPhase
# .swift; Guides/TesseraUI.md, "Motion and haptics"), not a TimelineView(.animation) that
# re-runs its view's body every frame for every instance on screen (issue 29). Fails on any
# animation timeline in Sources/TesseraUI.
set -euo pipefail
cd "$(dirname "$0")/../.."

if hits=$(grep -rnE 'TimelineView\s*\(\s*\.animation' Sources/TesseraUI); then
  echo "Animate a phase with DSRepeatingPhase instead of a per-frame TimelineView:" >&2
  echo "$hits" >&2
  exit 1
fi
echo "per-frame timelines: none in TesseraUI"
