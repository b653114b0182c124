#!/usr/bin/env bash
# Regenerates TesseraForms' phone-number region data and the reference expectations the tests
# compare against, from Google's libphonenumber metadata as the PyPI package `phonenumbers`
# ships it (Apache-2.0; see Tools/phone/README.md).
#
#   Sources/TesseraForms/Phone/Resources/phone-metadata.txt   (the resource the model reads)
#   Tests/TesseraFormsTests/References/phone/phone-reference.txt                 (libphonenumber's answers)
#
# Installs phonenumbers==$PHONENUMBERS_VERSION into a throw-away virtual environment; nothing
# else is downloaded, and `swift test` needs neither Python nor the package.
# Usage: bash Tools/phone/generate.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

PHONENUMBERS_VERSION=9.0.43
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet "phonenumbers==$PHONENUMBERS_VERSION"
"$work/venv/bin/python" Tools/phone/generate_phone_data.py metadata \
  Sources/TesseraForms/Phone/Resources/phone-metadata.txt
"$work/venv/bin/python" Tools/phone/generate_phone_data.py reference \
  Tests/TesseraFormsTests/References/phone/phone-reference.txt
