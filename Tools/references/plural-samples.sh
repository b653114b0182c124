#!/usr/bin/env bash
# Regenerates Tests/TesseraLocalizationTests/Expectations/plural-samples.json: CLDR's own
# @integer and @decimal samples for every plural rule of Tessera's eleven languages.
# Not needed at test time; standard-library Python only.
#
# Usage: bash Tools/references/plural-samples.sh PATH/TO/cldr COMMIT
# where PATH/TO/cldr is a clone of github.com/unicode-org/cldr (the committed file was made
# from commit 004469dc0e1842dac3ba0b302f7f53150f3c2d17; CLDR data is under the Unicode
# License v3).
set -euo pipefail
cldr=$1
commit=$2
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git -C "$cldr" show "$commit:common/supplemental/plurals.xml" > "$work/plurals.xml"
python3 Tools/references/plural_samples.py "$work/plurals.xml" \
  "unicode-org/cldr common/supplemental/plurals.xml at commit $commit" \
  > Tests/TesseraLocalizationTests/Expectations/plural-samples.json
echo "wrote Tests/TesseraLocalizationTests/Expectations/plural-samples.json"
