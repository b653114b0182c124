#!/usr/bin/env bash
# Re-records the gallery browser test's references (Tools/gallery/References/*.json) from
# fresh headless Chromium screenshots of `tessera gallery --all`, one per page. Run it after an
# intended visual change, look at the screenshots it leaves in the printed folder, then commit
# the references. See Guides/Gallery.md.
#
# This is the gallery's half of TESSERA_RECORD, the one record switch of Tessera's references:
# `TESSERA_RECORD=1 swift test` re-records the golden files and render references a test run
# compares with, and `TESSERA_RECORD=1 bash Tools/ci.d/50-gallery-browser.sh` runs this script.
set -euo pipefail
cd "$(dirname "$0")/../.."

references="Tools/gallery/References"
work="$(mktemp -d "${TMPDIR:-/tmp}/tessera-gallery-record.XXXXXX")"

tessera="$(Tools/gallery/gallery-screenshots.sh "$work" | tail -1)"

rm -rf "$references"
mkdir -p "$references"
count=0
while read -r page name; do
  "$tessera" fingerprint "$work/shots/$name.png" --record "$references/$name.json" >/dev/null
  count=$((count + 1))
done < "$work/pages.txt"
echo "recorded $count references in $references; screenshots kept in $work/shots"
