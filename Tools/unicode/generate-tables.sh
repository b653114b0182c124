#!/usr/bin/env bash
# Regenerates Sources/TesseraPatterns/Unicode/Generated/UCDTables.swift: the Script,
# Script_Extensions and Block data that Unicode.Scalar.Properties does not have, for the
# Unicode version the Swift standard library ships (17.0.0 with Swift 6.3).
#
# Inputs, installed from package registries (nothing else is downloaded):
#   - PyPI fonttools==4.64.0, whose fontTools/unicodedata/{Scripts,ScriptExtensions,Blocks}.py
#     are Scripts-17.0.0.txt, ScriptExtensions-17.0.0.txt and Blocks-17.0.0.txt as Python data;
#   - Debian's unicode-data package for PropertyValueAliases.txt (script and block aliases;
#     bookworm ships 15.0.0, so a block added in 16.0 or 17.0 is known by its long name only).
# Usage: bash Tools/unicode/generate-tables.sh   (then swift format, see the end of the script)
set -euo pipefail
cd "$(dirname "$0")/../.."

FONTTOOLS_VERSION=4.64.0
UNICODE_VERSION=17.0.0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ ! -f /usr/share/unicode/PropertyValueAliases.txt ]; then
  apt-get install -y unicode-data >/dev/null
fi
python3 -m pip download --quiet --no-deps --only-binary :all: --python-version 3.11 \
  --platform manylinux2014_x86_64 -d "$work" "fonttools==$FONTTOOLS_VERSION"
(cd "$work" && python3 -m zipfile -e fonttools-*.whl unpacked >/dev/null)

python3 Tools/unicode/generate_tables.py "$work/unpacked/fontTools/unicodedata" \
  /usr/share/unicode/PropertyValueAliases.txt "$UNICODE_VERSION" "$FONTTOOLS_VERSION" \
  > Sources/TesseraPatterns/Unicode/Generated/UCDTables.swift
swift format -i Sources/TesseraPatterns/Unicode/Generated/UCDTables.swift
echo "wrote Sources/TesseraPatterns/Unicode/Generated/UCDTables.swift (Unicode $UNICODE_VERSION)"
