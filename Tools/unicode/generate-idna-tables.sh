#!/usr/bin/env bash
# Regenerates Sources/TesseraForms/Validation/Generated/IDNATables.swift: the UTS #46 mapping,
# the RFC 5892 code point classes, Joining_Type, the scripts CONTEXTO rules name, and
# Bidi_Class, which e-mail domains need and the standard library does not offer.
#
# Input, installed from PyPI into a throwaway virtual environment (nothing else is downloaded):
#   - idna==3.13 (BSD-3-Clause), whose uts46data and idnadata are Unicode 17.0.0 tables;
#   - Python's own unicodedata for Bidi_Class (its Unicode version is written into the file).
# Usage: bash Tools/unicode/generate-idna-tables.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

IDNA_VERSION=3.13
out=Sources/TesseraForms/Validation/Generated/IDNATables.swift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet "idna==$IDNA_VERSION"
"$work/venv/bin/python" Tools/unicode/generate_idna_tables.py > "$out"
echo "wrote $out (idna $IDNA_VERSION)"
