#!/usr/bin/env bash
# Re-records the gallery browser test's references (Tests/References/gallery/*.json) from
# fresh headless Chromium screenshots of `tessera gallery --all`. Run it after an intended
# visual change, look at the screenshots it leaves in the printed folder (one contact sheet
# per theme), then commit the references. See Guides/Gallery.md.
set -euo pipefail
cd "$(dirname "$0")/.."

references="Tests/References/gallery"
work="$(mktemp -d "${TMPDIR:-/tmp}/tessera-gallery-record.XXXXXX")"

tessera="$(Tools/gallery-screenshots.sh "$work" | tail -1)"

rm -rf "$references"
mkdir -p "$references"
count=0
while read -r sheet tiles; do
  arguments=()
  tiles_in_sheet=0
  for tile in $tiles; do
    arguments+=(--record "$references/${tile#*=}.json")
    tiles_in_sheet=$((tiles_in_sheet + 1))
  done
  count=$((count + tiles_in_sheet))
  "$tessera" fingerprint "$work/shots/$sheet.png" --split "$tiles_in_sheet" \
    "${arguments[@]}" >/dev/null
done < "$work/sheets.txt"
echo "recorded $count references in $references; screenshots kept in $work/shots"
