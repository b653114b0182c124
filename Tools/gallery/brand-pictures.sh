#!/usr/bin/env bash
# Regenerates the before/after pictures of brand themes in Guides/ (brand-*.png, embedded in
# Guides/BrandThemes.md and Guides/Color.md): `tessera brand` for three brand colors with a
# tessera built before the accent split (OLD) and with this tree's, then
# `tessera gallery --compare OLD-THEME NEW-THEME` (the old files are spec version 2 and migrate
# on read), then headless Chromium (Tools/gallery/gallery-browser-env.sh, Tools/gallery/brand-pictures.py)
# clips the compare page's side-by-side samples and changed-role table.
#
# Usage: Tools/gallery/brand-pictures.sh OLD_TESSERA [OUT_DIR]
#   OLD_TESSERA  a tessera binary from before the split; the guides' pictures were made with
#                commit b28e17e's debug build:
#                  git worktree add /tmp/tessera-old b28e17e
#                  (cd /tmp/tessera-old && swift build --product tessera)
#                  Tools/gallery/brand-pictures.sh /tmp/tessera-old/.build/debug/tessera
#   OUT_DIR      where the PNGs go (default Guides)
set -euo pipefail
cd "$(dirname "$0")/../.."

old="${1:?usage: Tools/gallery/brand-pictures.sh OLD_TESSERA [OUT_DIR]}"
out="${2:-Guides}"
python="$(Tools/gallery/gallery-browser-env.sh | tail -1)"
swift build --product tessera >&2
new="$(swift build --show-bin-path)/tessera"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for color in 1DB954 FFD600 FF9900; do
  "$old" brand --primary "#$color" --name "#$color before" > "$work/old-$color.json"
  "$new" brand --primary "#$color" --name "#$color after" > "$work/new-$color.json"
  "$new" gallery --compare "$work/old-$color.json" "$work/new-$color.json" \
    --out "$work/$color" >&2
done

roles="ROLES=accent,textOnAccent,indicator,textOnIndicator,textLink,accentContainer"
"$python" Tools/gallery/brand-pictures.py --chromium "$(command -v chromium)" \
  "$work/1DB954/compare.html::table.samples::2::$out/brand-green-samples.png" \
  "$work/FFD600/compare.html::table.samples::1::$out/brand-yellow-samples.png" \
  "$work/FF9900/compare.html::table.samples::1::$out/brand-orange-samples.png" \
  "$work/1DB954/compare.html::table.contrast::$roles@Light::$out/brand-green-roles.png"
