#!/usr/bin/env bash
# Generates the HTML gallery of every preset and renders each page headless in Chromium through
# Playwright (Tools/gallery/gallery-browser-check.py), writing one screenshot per page; with --check it
# also runs the in-page checks and axe-core on every page. Shared by
# Tools/ci.d/50-gallery-browser.sh (check and compare) and Tools/gallery/record-gallery-references.sh
# (record).
#
# Usage: Tools/gallery/gallery-screenshots.sh WORKDIR [--check]
#   WORKDIR/site        the generated gallery
#   WORKDIR/shots       one PNG per page (1280 x 1600 viewport at device scale 0.5: 640 x 800)
#   WORKDIR/pages.txt   "page reference-name" per page
#   WORKDIR/check.log   the browser check's report (with --check)
# Prints the path of the tessera binary on its last line; exits 1 when the check fails.
#
# Environment: GALLERY_JOBS (browsers in parallel, default 2).
set -euo pipefail
cd "$(dirname "$0")/../.."

work="${1:?usage: Tools/gallery/gallery-screenshots.sh WORKDIR [--check]}"
check="${2:-}"
jobs="${GALLERY_JOBS:-2}"

python="$(Tools/gallery/gallery-browser-env.sh | tail -1)"
swift build --product tessera >&2
tessera="$(swift build --show-bin-path)/tessera"

rm -rf "$work/site" "$work/shots"
mkdir -p "$work/shots"
start=$SECONDS
"$tessera" gallery --all --out "$work/site" >&2
echo "generated the gallery in $((SECONDS - start)) s (debug build)" >&2

(cd "$work/site" && find . -name '*.html' | sed 's|^\./||' | sort) | while read -r page; do
  name="${page%.html}"
  printf '%s %s\n' "$page" "${name//\//--}"
done > "$work/pages.txt"

arguments=(--pages "$work/pages.txt" --shots "$work/shots" --jobs "$jobs")
if [ "$check" != "--check" ]; then arguments+=(--no-checks); fi
status=0
"$python" Tools/gallery/gallery-browser-check.py "$work/site" "${arguments[@]}" \
  --chromium "$(command -v chromium)" > "$work/check.log" 2>&1 || status=$?
cat "$work/check.log" >&2
if [ "$status" -ne 0 ]; then
  echo "error: the browser check failed" >&2
  exit 1
fi
echo "$tessera"
