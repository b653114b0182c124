#!/usr/bin/env bash
# TesseraThemePlugin in a real package (issue #33). Examples/ThemePluginFixture depends on
# Tessera by relative path and drops theme files into its targets; this builds it and checks:
#   - the passing themes (a theme spec, and a Tokens Studio file through a *.tessera-map.json)
#     build, and fixture-check finds every generated colour equal to the files in all four
#     modes and each generated ThemeSpec equal to its file;
#   - a no-op rebuild does not run the generate step again, and an edit to a theme file does;
#   - a theme that fails its audit fails the build with one `file:line:col: error:` per cause
#     (the lines are checked), and builds with warnings beside a tessera-plugin.json;
#   - a file that is not JSON fails the build at its line and column;
#   - `swift package tessera-audit` exits as the CLI does, and `tessera-export` writes.
# The fixture keeps its own .build (Tessera's modules it needs, and the tessera tool).
set -euo pipefail
cd "$(dirname "$0")/../.."
fixture=Examples/ThemePluginFixture
themes=$fixture/Sources/FixtureThemes
start=$SECONDS
work="$(mktemp -d "${TMPDIR:-/tmp}/tessera-plugin.XXXXXX")"
cp "$themes/AppTheme.tessera.json" "$work/AppTheme.tessera.json"
restore() {
  cp "$work/AppTheme.tessera.json" "$themes/AppTheme.tessera.json"
  rm -rf "$work"
}
trap restore EXIT

fail() {
  echo "FAIL: $*" >&2
  exit 1
}
build() { swift build --package-path "$fixture" "$@" 2>&1; }
check() { "$(swift build --package-path "$fixture" --show-bin-path)/fixture-check"; }

echo "-- the PackagePlugin stand-in against the toolchain's own PackagePlugin"
python3 Tools/SwiftUIStandIn/pluginfidelity.py
echo "-- swift format lint --strict: the plugins, their stand-ins and the fixture"
swift format lint --strict -r Plugins Tools/SwiftUIStandIn/PluginAPI "$fixture/Package.swift" \
  "$fixture/Sources"

echo "-- passing themes: build, then compare the generated Swift with the files"
build --product fixture-check >"$work/first.log" || { cat "$work/first.log"; fail "build"; }
grep -q "generating AppTheme.swift" "$work/first.log" \
  || grep -q "Build of product 'fixture-check' complete" "$work/first.log" || fail "no build"
check

echo "-- a no-op rebuild does not generate again"
# From a cold .build (a fresh clone), SwiftPM's first rebuild copies the tessera tool's
# resources again and relinks it, which reruns the plugin's commands once; the build after that
# is the no-op an app's edit-build cycle sees. Settle once, then check the no-op.
build --product fixture-check >"$work/settle.log" || { cat "$work/settle.log"; fail "settling build"; }
build --product fixture-check >"$work/noop.log" || { cat "$work/noop.log"; fail "no-op build"; }
if grep -q "generating" "$work/noop.log"; then
  cat "$work/noop.log"
  fail "an unchanged theme file was generated again"
fi

echo "-- an edit regenerates"
old='"accent" : {'
grep -q "$old" "$themes/AppTheme.tessera.json" || fail "AppTheme.tessera.json has no accent"
python3 - "$themes/AppTheme.tessera.json" <<'PY'
import json, sys
path = sys.argv[1]
spec = json.load(open(path))
spec["colors"]["accent"]["light"] = "#0D5F58"
json.dump(spec, open(path, "w"), indent=2)
PY
build --product fixture-check >"$work/edit.log" || { cat "$work/edit.log"; fail "edit build"; }
grep -q "generating AppTheme.swift" "$work/edit.log" || fail "the edited theme was not generated again"
generated="$(find "$fixture/.build" -path '*TesseraThemePlugin*' -name AppTheme.swift -print -quit)"
grep -q '`accent`: #0D5F58' "$generated" || fail "the generated AppTheme.swift lacks the edit"
check
cp "$work/AppTheme.tessera.json" "$themes/AppTheme.tessera.json"

echo "-- a theme that fails its audit fails the build, one diagnostic per cause"
if build --target FailingTheme >"$work/failing.log"; then fail "FailingTheme built"; fi
weak="Sources/FailingTheme/Weak.tessera.json"
errors="$(grep -c "$weak:[0-9]*:[0-9]*: error: theme audit: " "$work/failing.log" || true)"
[ "$errors" -eq 8 ] || { cat "$work/failing.log"; fail "expected 8 audit errors, got $errors"; }
for expected in \
  "$weak:4:24: error: theme audit: role 'textSecondary' in light: textSecondary on backgroundGrouped is 2.58:1, needs 4.50:1" \
  "$weak:5:39: error: theme audit: role 'textLink' in dark: textLink on backgroundSecondary is 1.37:1, needs 4.50:1" \
  "fix: set textLink in dark to #678EDC (was #1A3A80"; do
  grep -qF "$expected" "$work/failing.log" || { cat "$work/failing.log"; fail "missing: $expected"; }
done
grep -m 3 "$weak" "$work/failing.log"

echo "-- with tessera-plugin.json beside it, the same theme builds with warnings"
build --target WarnedTheme >"$work/warned.log" || { cat "$work/warned.log"; fail "WarnedTheme"; }
warnings="$(grep -c "Weak.tessera.json:[0-9]*:[0-9]*: warning: theme audit: " "$work/warned.log" || true)"
[ "$warnings" -eq 8 ] || { cat "$work/warned.log"; fail "expected 8 warnings, got $warnings"; }

echo "-- a file that is not JSON fails the build at its line and column"
if build --target BrokenTheme >"$work/broken.log"; then fail "BrokenTheme built"; fi
grep -qF "Sources/BrokenTheme/Broken.tessera.json:3:14: error: not valid JSON: expected a quoted key" \
  "$work/broken.log" || { cat "$work/broken.log"; fail "no line and column"; }

echo "-- command plugins"
swift package --package-path "$fixture" tessera-audit --target FixtureThemes
status=0
swift package --package-path "$fixture" tessera-audit --target FailingTheme \
  >"$work/audit.log" 2>&1 || status=$?
[ "$status" -ne 0 ] || fail "tessera-audit passed a failing theme"
grep -q "Weak.tessera.json:5:19: error: theme audit: role 'textLink' in light" "$work/audit.log" \
  || { cat "$work/audit.log"; fail "tessera-audit printed no diagnostics"; }
rm -rf "$fixture/.build/exported"
swift package --package-path "$fixture" --allow-writing-to-package-directory tessera-export \
  --target FixtureThemes --format css --out .build/exported
for file in AppTheme/AppTheme.css Brand/Brand.css; do
  [ -s "$fixture/.build/exported/$file" ] || fail "tessera-export did not write $file"
done

echo "build plugin: every check passed in $((SECONDS - start)) s"
