#!/usr/bin/env bash
# Browser test of the HTML gallery. Renders every page of `tessera gallery --all` in headless
# Chromium through Playwright (Tools/gallery/gallery-browser-check.py; Chromium from Debian, Playwright
# and axe-core from PyPI, installed by Tools/gallery/gallery-browser-env.sh) and checks, in each page:
# no drawn text overflows its component or cell, no labels overlap, nothing is clipped, no text
# of a component sample takes a color no part gives it, the rendered contrast of every text
# carrying the audit's figure matches that figure, and axe-core finds no violation. Then
# compares each page's coarse fingerprint (image size plus the mean color of each cell of an
# 8x8 grid, tolerance 0.03 per channel) with its reference in Tools/gallery/References/. Fails on
# any check, a mismatch, a page without a reference, or a reference without a page.
#
# TESSERA_RECORD=1, the record switch of every reference Tessera compares with (golden files
# and render references follow it too), re-records the references instead, through
# Tools/gallery/record-gallery-references.sh, and then fails on purpose: the page checks did not
# run, and a run left in record mode must not look green (see Guides/Gallery.md).
set -euo pipefail
cd "$(dirname "$0")/../.."

case "${TESSERA_RECORD-}" in
  1 | [Tt][Rr][Uu][Ee] | [Yy][Ee][Ss])
    bash Tools/gallery/record-gallery-references.sh
    echo "gallery browser test: recorded the references (TESSERA_RECORD); look at the" \
      "screenshots and git diff Tools/gallery/References, then run again without TESSERA_RECORD"
    exit 1
    ;;
  "" | 0 | [Ff][Aa][Ll][Ss][Ee] | [Nn][Oo]) ;;
  *)
    echo "TESSERA_RECORD='$TESSERA_RECORD': use 1 to record the references or 0 (or leave it" \
      "unset) to compare with them" >&2
    exit 2
    ;;
esac

references="Tools/gallery/References"
work="$(mktemp -d "${TMPDIR:-/tmp}/tessera-gallery.XXXXXX")"
trap 'rm -rf "$work"' EXIT
start=$SECONDS

failures=0
if ! tessera="$(Tools/gallery/gallery-screenshots.sh "$work" --check | tail -1)"; then
  grep -m 100 '^FAIL' "$work/check.log" 2>/dev/null || true
  echo "gallery browser test: the in-page checks or axe-core failed (see above)"
  exit 1
fi

pages=0
while read -r page name; do
  pages=$((pages + 1))
  shot="$work/shots/$name.png"
  if [ ! -f "$references/$name.json" ]; then
    echo "FAIL $page: no reference $references/$name.json" \
      "(record with TESSERA_RECORD=1 bash Tools/ci.d/50-gallery-browser.sh)"
    failures=$((failures + 1))
  elif ! output="$("$tessera" fingerprint "$shot" --compare "$references/$name.json" 2>&1)"; then
    echo "FAIL $page: $output"
    failures=$((failures + 1))
  fi
done < "$work/pages.txt"

for reference in "$references"/*.json; do
  [ -e "$reference" ] || continue
  name="$(basename "$reference" .json)"
  if ! grep -q " $name\$" "$work/pages.txt"; then
    echo "FAIL $reference: no gallery page renders to it any more (delete or re-record)"
    failures=$((failures + 1))
  fi
done

echo "gallery browser test: $pages pages checked in the browser and with axe-core," \
  "$failures fingerprint failure(s), $((SECONDS - start)) s"
if [ "$failures" -gt 0 ]; then
  echo "after an intended visual change, re-record with" \
    "TESSERA_RECORD=1 bash Tools/ci.d/50-gallery-browser.sh (see Guides/Gallery.md)"
  exit 1
fi
