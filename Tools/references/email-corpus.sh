#!/usr/bin/env bash
# Regenerates Tests/TesseraFormsTests/Expectations/email-corpus.json: e-mail addresses with the
# answer a browser gives (PyPI idna for the domain, then the WHATWG expression) and Tessera's,
# with the reason wherever they deliberately differ. Not needed at test time.
# Installs idna==3.13 (BSD-3-Clause) from PyPI into a throwaway virtual environment.
set -euo pipefail
cd "$(dirname "$0")/../.."

IDNA_VERSION=3.13
out=Tests/TesseraFormsTests/Expectations/email-corpus.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet "idna==$IDNA_VERSION"
"$work/venv/bin/python" Tools/references/email_corpus.py > "$out"
echo "wrote $out (idna $IDNA_VERSION)"
