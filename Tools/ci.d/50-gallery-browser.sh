#!/usr/bin/env bash
# Browser test of the HTML gallery: renders every page of `tessera gallery --all` in headless
# Chromium (viewport 1280x1600) and compares each page's coarse fingerprint (image size plus
# the mean color of each cell of an 8x8 grid, tolerance 0.03 per channel) with its reference
# in Tests/References/gallery/. Fails on a Chromium error, a blank page, a mismatch, a page
# without a reference, or a reference without a page. Re-record with
# Tools/record-gallery-references.sh (see Guides/Gallery.md).
set -euo pipefail
cd "$(dirname "$0")/../.."

references="Tests/References/gallery"
work="$(mktemp -d "${TMPDIR:-/tmp}/tessera-gallery.XXXXXX")"
trap 'rm -rf "$work"' EXIT
start=$SECONDS

tessera="$(Tools/gallery-screenshots.sh "$work" | tail -1)"

failures=0
pages=0
while read -r sheet tiles; do
  arguments=()
  missing=0
  count=0
  for tile in $tiles; do
    page="${tile%%=*}"
    name="${tile#*=}"
    count=$((count + 1))
    pages=$((pages + 1))
    if [ -f "$references/$name.json" ]; then
      arguments+=(--compare "$references/$name.json")
    else
      echo "FAIL $page: no reference $references/$name.json" \
        "(record with Tools/record-gallery-references.sh)"
      missing=$((missing + 1))
    fi
  done
  if [ "$missing" -gt 0 ]; then
    failures=$((failures + missing))
    continue
  fi
  if ! output="$("$tessera" fingerprint "$work/shots/$sheet.png" --split "$count" \
    "${arguments[@]}" 2>&1)"; then
    mismatches="$(printf '%s\n' "$output" | grep -v '^match: ' || true)"
    printf '%s\n' "$mismatches" | sed 's/^/FAIL /'
    failures=$((failures + $(printf '%s\n' "$mismatches" | grep -c . || true)))
  fi
done < "$work/sheets.txt"

for reference in "$references"/*.json; do
  [ -e "$reference" ] || continue
  name="$(basename "$reference" .json)"
  if ! grep -q " $name\$" "$work/pages.txt"; then
    echo "FAIL $reference: no gallery page renders to it any more (delete or re-record)"
    failures=$((failures + 1))
  fi
done

echo "gallery browser test: $pages pages, $failures failure(s), $((SECONDS - start)) s"
[ "$failures" -eq 0 ]
