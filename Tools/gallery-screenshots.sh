#!/usr/bin/env bash
# Renders every page of the HTML gallery (all presets) headless in Chromium and writes one PNG
# per page. Shared by Tools/ci.d/50-gallery-browser.sh (compare) and
# Tools/record-gallery-references.sh (record).
#
# Usage: Tools/gallery-screenshots.sh WORKDIR
#   WORKDIR/site   the generated gallery
#   WORKDIR/shots  one PNG per folder of pages (_index.png, ocean.png): a contact sheet
#   WORKDIR/pages.txt   "page reference-name" per page
#   WORKDIR/sheets.txt  "sheet page=reference-name ..." per sheet, tiles left to right
# Prints the path of the tessera binary on its last line.
#
# Environment: GALLERY_VIEWPORT (default 1280,1600), GALLERY_JOBS (parallel Chromium
# processes, default 4), GALLERY_PAGE_TIMEOUT (seconds per
# sheet, default 90), GALLERY_SCALE (device scale factor, default 0.5).
set -euo pipefail
cd "$(dirname "$0")/.."

work="${1:?usage: Tools/gallery-screenshots.sh WORKDIR}"
viewport="${GALLERY_VIEWPORT:-1280,1600}"
jobs="${GALLERY_JOBS:-4}"
page_timeout="${GALLERY_PAGE_TIMEOUT:-90}"
# Screenshots are taken at half resolution: the layout is that of the full viewport, the PNGs
# are a quarter of the pixels, and the 8x8 fingerprint does not need more.
scale="${GALLERY_SCALE:-0.5}"

# Chromium and the DejaVu fonts the gallery names, from Debian's packages when missing.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
dpkg -s fonts-dejavu-core >/dev/null 2>&1 || missing+=(fonts-dejavu-core)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >&2
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

swift build --product tessera >&2
tessera="$(swift build --show-bin-path)/tessera"

rm -rf "$work/site" "$work/shots" "$work/profiles"
mkdir -p "$work/shots" "$work/profiles"
"$tessera" gallery --all --out "$work/site" >&2

# Pages are rendered as contact sheets, one Chromium run per folder: the folder's pages side by
# side in iframes of the viewport's size. Chromium starts 15 times instead of 85, and each
# tile is pixel-identical to a screenshot of the page alone. WORKDIR/sheets.txt lists, per
# sheet, its name followed by "page=reference-name" for each tile, left to right.
width="${viewport%,*}"
height="${viewport#*,}"
: > "$work/pages.txt"
: > "$work/sheets.txt"
mkdir -p "$work/sheets"
groups="$(cd "$work/site" && find . -name '*.html' | sed 's|^\./||' | sed -n 's|/.*||p' | sort -u)"
for group in _index $groups; do
  if [ "$group" = _index ]; then
    pages="index.html"
  else
    pages=""
    for file in index roles contrast type components-light components-dark; do
      [ -f "$work/site/$group/$file.html" ] && pages="$pages $group/$file.html"
    done
    extra="$(cd "$work/site" && find "$group" -name '*.html' | sort)"
    for page in $extra; do
      case " $pages " in *" $page "*) ;; *) pages="$pages $page" ;; esac
    done
  fi
  count=0
  line="$group"
  {
    printf '<!DOCTYPE html><html><head><meta charset="utf-8"><style>'
    printf 'html,body{margin:0;padding:0;overflow:hidden}body{display:flex}'
    printf 'iframe{border:0;display:block;flex:none;width:%spx;height:%spx}' "$width" "$height"
    printf '</style></head><body>\n'
    for page in $pages; do
      printf '<iframe src="file://%s/site/%s"></iframe>\n' "$work" "$page"
    done
    printf '</body></html>\n'
  } > "$work/sheets/$group.html"
  for page in $pages; do
    name="${page%.html}"
    name="${name//\//--}"
    printf '%s %s\n' "$page" "$name" >> "$work/pages.txt"
    line="$line $page=$name"
    count=$((count + 1))
  done
  printf '%s\n' "$line" >> "$work/sheets.txt"
  printf '%s\n' "$count" > "$work/sheets/$group.count"
done

shoot() {
  local group="$1"
  local count out log
  count="$(cat "$work/sheets/$group.count")"
  out="$work/shots/$group.png"
  log="$work/shots/$group.log"
  if ! timeout "$page_timeout" chromium --headless --no-sandbox --disable-gpu \
    --hide-scrollbars --force-device-scale-factor="$scale" --force-color-profile=srgb \
    --no-first-run --no-default-browser-check --disable-extensions \
    --disable-background-networking --user-data-dir="$work/profiles/$group" \
    --window-size="$((width * count)),$height" --screenshot="$out" \
    "file://$work/sheets/$group.html" >"$log" 2>&1; then
    echo "chromium failed on the $group pages (see $log)" >&2
    tail -5 "$log" >&2 || true
    rm -f "$out"
    return 1
  fi
  if [ ! -s "$out" ]; then
    echo "chromium wrote no screenshot for the $group pages" >&2
    return 1
  fi
}
export -f shoot
export work page_timeout scale width height

if ! cut -d' ' -f1 "$work/sheets.txt" | xargs -P "$jobs" -n 1 bash -c 'shoot "$0"'; then
  echo "error: rendering failed" >&2
  exit 1
fi
rm -rf "$work/profiles"
echo "$tessera"
