#!/usr/bin/env bash
# Symbols that mean "back" and "forward" must follow the reading direction: SF Symbols'
# chevron.backward and chevron.forward flip in right-to-left layouts, chevron.left and
# chevron.right do not (Guides/TesseraUI.md, "Right-to-left"). Fails on any left/right chevron
# in the SwiftUI layer, the catalog app or the guides.
set -euo pipefail
cd "$(dirname "$0")/../.."

if hits=$(grep -rnE 'chevron\.(left|right)' Sources/TesseraUI Examples Guides README.md); then
  echo "Use chevron.backward / chevron.forward, which mirror in right-to-left layouts:" >&2
  echo "$hits" >&2
  exit 1
fi
echo "directional symbols: chevron.backward / chevron.forward only"
