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
  sheet_pages=()
  missing=0
  count=0
  for tile in $tiles; do
    page="${tile%%=*}"
    name="${tile#*=}"
    count=$((count + 1))
    pages=$((pages + 1))
    sheet_pages+=("$page")
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
    before=$failures
    while read -r line; do
      case "$line" in match:* | "") continue ;; esac
      tile="$(printf '%s\n' "$line" | sed -n 's|.* tile \([0-9]*\)/.*|\1|p')"
      echo "FAIL ${sheet_pages[$((${tile:-1} - 1))]}: $line"
      failures=$((failures + 1))
    done <<< "$output"
    if [ "$failures" -eq "$before" ]; then
      echo "FAIL $sheet pages: $output"
      failures=$((failures + 1))
    fi
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
