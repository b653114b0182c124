#!/usr/bin/env bash
# Builds Tessera's documentation site with the toolchain's own DocC, from symbol graphs (no
# plugin), and checks it: DocC warnings are errors, every public symbol declared in Sources has
# a doc comment (coverage must stay 100%), and the site stays under 50 MB of files.
#
#   bash Tools/docs/build-docs.sh [OUTPUT]     # default .build/docs/Tessera.doccarchive
#
# Open OUTPUT/index.html through a web server (`python3 -m http.server -d OUTPUT`); the
# archive is also what Xcode and the Swift Package Index show. TesseraUI is the one product
# module without pages here: SwiftUI does not exist on Linux, so its symbol graph cannot be
# extracted; its guide is an article of the Tessera umbrella catalog.
set -euo pipefail
cd "$(dirname "$0")/../.."

output="${1:-.build/docs/Tessera.doccarchive}"
work=.build/docs-work
limit_mb=50
modules=(TesseraColor TesseraJSON TesseraTokens TesseraDTCG TesseraLocalization TesseraComponents
  TesseraState
  TesseraPatterns TesseraForms TesseraGestures TesseraLayout TesseraExport TesseraTestSupport
  Tessera)

started=$(date +%s)
swift build --quiet
triple="$(uname -m)-unknown-linux-gnu"
rm -rf "$work" "$output"
mkdir -p "$work/graphs" "$work/archives" "$(dirname "$output")"

for module in "${modules[@]}"; do
  mkdir -p "$work/graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -I .build/debug/Modules -target "$triple" \
    -output-dir "$work/graphs/$module" -minimum-access-level public -skip-synthesized-members
  log="$work/$module.log"
  if ! docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$work/graphs/$module" \
    --output-path "$work/archives/$module.doccarchive" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.tessera.$module" \
    --warnings-as-errors >"$log" 2>&1; then
    cat "$log"
    echo "build-docs: DocC reported problems in $module (above)" >&2
    exit 1
  fi
done

docc merge "$work"/archives/*.doccarchive --output-path "$output" \
  --synthesized-landing-page-name Tessera --synthesized-landing-page-kind Package >"$work/merge.log" 2>&1 \
  || { cat "$work/merge.log"; exit 1; }

python3 Tools/docs/coverage.py "$work/graphs"

# The limit is on the site's bytes (what a host stores and serves): the sum of its files'
# sizes. `du --apparent-size` would also count each of its ~5,000 folders as 4 KB, about 20 MB
# that no host stores. The space it takes on this disk is larger still, since each small page
# fills a whole 4 KB block, and is printed beside it.
size_kb=$(find "$output" -type f -printf '%s\n' | awk '{ bytes += $1 } END { printf "%d", bytes / 1024 }')
disk_kb=$(du -sk "$output" | cut -f1)
size_mb=$(python3 -c "print(f'{$size_kb / 1024:.1f}')")
disk_mb=$(python3 -c "print(f'{$disk_kb / 1024:.1f}')")
pages=$(find "$output" -name index.html | wc -l)
echo "build-docs: site $output is $size_mb MB in $pages pages (limit $limit_mb MB;" \
  "$disk_mb MB on this disk), built in $(($(date +%s) - started)) s"
if [ "$size_kb" -gt $((limit_mb * 1024)) ]; then
  echo "build-docs: the site is over $limit_mb MB" >&2
  exit 1
fi
