#!/usr/bin/env bash
# One audited drawing path (issue #19): every color a Tessera view draws comes from a
# ComponentAppearance (TesseraComponents), the value ComponentAudit checks for contrast, with the
# readable-color fallback the appearance applies. A view that reads a raw theme color
# (`theme.color(.accent)`, `theme.colors[...]`, a surface's or button role's colors) or a fixed
# SwiftUI color (`Color.red`, `.foregroundStyle(.white)`, `Color(red:...)`) draws something the
# audit never sees. Fails on any such read in Sources/TesseraUI, except in the public role
# modifiers, which apply the role the caller names (`.dsForegroundColor(.success)`,
# `.dsText(_:colorRole:)`, `.dsSurface(_:)`) and are documented as such. `Color.clear` and
# doc comments are fine.
set -euo pipefail
cd "$(dirname "$0")/../.."

allowed='^Sources/TesseraUI/Modifiers/(TextModifiers|SurfaceModifier)\.swift:'
raw='theme\.(color|surface|button)\(|\.colors\[|\bColor\.(red|orange|yellow|green|mint|teal|cyan|blue|indigo|purple|pink|brown|white|gray|black|primary|secondary|accentColor)\b|Color\((red|white|hue):|(foregroundStyle|foregroundColor|fill|stroke|tint|background)\(\.(red|orange|yellow|green|mint|teal|cyan|blue|indigo|purple|pink|brown|white|gray|black|primary|secondary)\)'

scan() {
  grep -rnE --include='*.swift' "$raw" "$@" | grep -vE '^[^:]+:[0-9]+:\s*///' || true
}

# The pattern must catch what it is for: a check that cannot fail proves nothing.
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
printf '%s\n' 'let a = Color(theme.color(.accent))' 'x.foregroundStyle(.white)' \
  'let b = theme.colors[.accent]' 'y.fill(Color.black)' >"$probe/Probe.swift"
if [[ $(scan "$probe" | wc -l) -ne 4 ]]; then
  echo "themed colors: the pattern no longer catches raw color reads" >&2
  exit 1
fi

hits=$(scan Sources/TesseraUI | grep -vE "$allowed" || true)
if [[ -n "$hits" ]]; then
  echo "Draw colors from a ComponentAppearance (theme.appearance(...)[part]), which" \
    "ComponentAudit checks; these read raw theme or fixed colors:" >&2
  echo "$hits" >&2
  exit 1
fi
echo "themed colors: every color in Sources/TesseraUI comes from an audited appearance"
