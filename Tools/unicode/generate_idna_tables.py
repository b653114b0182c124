"""Writes IDNATables.swift: the UTS #46 mapping and the IDNA 2008 data e-mail domains need.

Usage: python3 Tools/unicode/generate_idna_tables.py > .../IDNATables.swift
(run by Tools/unicode/generate-idna-tables.sh, which installs the pinned PyPI `idna`).

Sources, all from the PyPI package `idna` (BSD-3-Clause; its tables are Unicode data under the
Unicode License v3) and Python's `unicodedata`:
  - idna.uts46data: UTS #46 IdnaMappingTable (status and mapping of every code point);
  - idna.idnadata.codepoint_classes: RFC 5892 PVALID, CONTEXTJ and CONTEXTO code points;
  - idna.idnadata.joining_types: Joining_Type, for the ZWNJ rule of RFC 5892 A.1;
  - idna.idnadata.scripts: Greek, Han, Hebrew, Hiragana and Katakana, for CONTEXTO rules;
  - unicodedata.bidirectional: Bidi_Class, for the Bidi Rule of RFC 5893.
Tables are packed into strings of runs (hex start deltas), which compile fast and are decoded
once, on first use.
"""
import sys
import unicodedata

import idna
import idna.idnadata as idnadata
import idna.uts46data as uts46data


def uts46_runs():
    """`delta status [mapping]` runs. A row of the table maps every code point of its range to
    the same text; a one-code-point row mapped to one scalar is written as an offset, so runs
    of such rows (case pairs, full-width forms) merge into one."""
    runs = []
    rows = uts46data.uts46data
    for index, row in enumerate(rows):
        start, status = row[0], row[1]
        end = rows[index + 1][0] - 1 if index + 1 < len(rows) else 0x10FFFF
        mapping = row[2] if len(row) > 2 else None
        if status != "M":
            mapping = None  # a deviation is valid in non-transitional processing
        if mapping is not None and len(mapping) == 1 and end == start:
            key = (status, "%+x" % (ord(mapping) - start))
        elif mapping is not None:
            key = (status, " ".join("%x" % ord(c) for c in mapping))
        else:
            key = (status, "")
        if runs and runs[-1][1] == key:
            continue  # the same status and offset, or the same constant mapping
        runs.append((start, key))
    out = []
    previous = 0
    for start, (status, mapping) in runs:
        out.append("%x%s%s" % (start - previous, status, mapping))
        previous = start
    return ";".join(out)


def ranges_of(codepoints):
    """Sorted code points as `start-end` runs written as hex deltas."""
    points = sorted(codepoints)
    runs = []
    for cp in points:
        if runs and runs[-1][1] == cp - 1:
            runs[-1][1] = cp
        else:
            runs.append([cp, cp])
    out = []
    previous = 0
    for start, end in runs:
        out.append("%x+%x" % (start - previous, end - start))
        previous = end
    return ";".join(out)


def decode_ranges(encoded):
    points = set()
    for value in encoded:
        start, end = value >> 32, value & 0xFFFFFFFF
        points.update(range(start, end))
    return points


def class_runs():
    """Code point runs of PVALID (P), CONTEXTJ (J) and CONTEXTO (O)."""
    classes = idnadata.codepoint_classes
    return {
        "P": ranges_of(decode_ranges(classes["PVALID"])),
        "J": ranges_of(decode_ranges(classes["CONTEXTJ"])),
        "O": ranges_of(decode_ranges(classes["CONTEXTO"])),
    }


def joining_runs():
    """Runs of equal Joining_Type (D, L, R, T, C; U is left out)."""
    table = idnadata.joining_types()
    out = []
    previous = 0
    last = None
    for cp in sorted(table):
        kind = chr(table[cp])
        if last and last[0] == cp - 1 and last[1] == kind:
            last[0] = cp
            out[-1][2] = cp
            continue
        out.append([cp, kind, cp])
        last = [cp, kind]
    text = []
    for start, kind, end in out:
        text.append("%x%s%x" % (start - previous, kind, end - start))
        previous = end
    return ";".join(text)


BIDI = {"L": "L", "R": "R", "AL": "A", "EN": "E", "AN": "N", "ES": "S", "CS": "C",
        "ET": "T", "ON": "O", "BN": "B", "NSM": "M"}


def bidi_runs():
    """Runs of the Bidi_Class values the Bidi Rule names (others are left out)."""
    out = []
    previous = 0
    current = None
    for cp in range(0x110000):
        kind = BIDI.get(unicodedata.bidirectional(chr(cp)))
        if current and current[1] == kind and current[2] == cp - 1:
            current[2] = cp
            continue
        if current and current[1]:
            out.append("%x%s%x" % (current[0] - previous, current[1], current[2] - current[0]))
            previous = current[2]
        current = [cp, kind, cp]
    if current and current[1]:
        out.append("%x%s%x" % (current[0] - previous, current[1], current[2] - current[0]))
    return ";".join(out)


def script_runs():
    scripts = idnadata.scripts
    return {name: ranges_of(decode_ranges(scripts[name]))
            for name in ("Greek", "Han", "Hebrew", "Hiragana", "Katakana")}


def literal(name, doc, value):
    return f'  /// {doc}\n  static let {name} = """\n{chunk(value)}\n    """\n'


def chunk(text, width=96):
    # Multi-line literal; a trailing backslash joins lines without a newline.
    lines = [text[i:i + width] for i in range(0, len(text), width)]
    return "\\\n".join("    " + line for line in lines)


def main():
    classes = class_runs()
    scripts = script_runs()
    body = [
        f"// Generated by Tools/unicode/generate-idna-tables.sh from PyPI idna=={idna.__version__}",
        f"// (UTS #46 and RFC 5892 tables for Unicode {idna.idnadata.__version__})"
        f" and Python's unicodedata {unicodedata.unidata_version} (Bidi_Class). Do not edit.",
        "// Unicode data: Copyright © Unicode, Inc., under the Unicode License v3",
        "// (https://www.unicode.org/license.txt); idna: BSD-3-Clause.",
        "",
        "/// Packed IDNA data; `IDNAData` decodes it on first use. Runs are `;`-separated; each",
        "/// starts with the hex distance from the previous run's start (`mapping`) or last code",
        "/// point (the others), and the others end with the hex length minus one.",
        "enum IDNATables {",
        f'  /// The version of the `idna` package the tables come from.',
        f'  static let idnaVersion = "{idna.__version__}"',
        f'  /// The Unicode version of the UTS #46 and RFC 5892 tables.',
        f'  static let unicodeVersion = "{idna.idnadata.__version__}"',
        "",
        literal("mapping", "UTS #46: `delta status mapping`; status V valid, M mapped, D deviation, "
                "I ignored, X disallowed; a `+n`/`-n` mapping is an offset, else hex scalars.",
                uts46_runs()),
        literal("pvalid", "RFC 5892 PVALID: `delta+extent` runs.", classes["P"]),
        literal("contextJ", "RFC 5892 CONTEXTJ.", classes["J"]),
        literal("contextO", "RFC 5892 CONTEXTO.", classes["O"]),
        literal("joiningTypes", "Joining_Type: `delta type length` (D, L, R, T, C).",
                joining_runs()),
        literal("bidiClasses", "Bidi_Class: `delta class length`; L, R, A (AL), E (EN), N (AN), "
                "S (ES), C (CS), T (ET), O (ON), B (BN), M (NSM).", bidi_runs()),
        literal("greek", "Script Greek.", scripts["Greek"]),
        literal("han", "Script Han.", scripts["Han"]),
        literal("hebrew", "Script Hebrew.", scripts["Hebrew"]),
        literal("hiragana", "Script Hiragana.", scripts["Hiragana"]),
        literal("katakana", "Script Katakana.", scripts["Katakana"]),
        "}",
    ]
    sys.stdout.write("\n".join(body) + "\n")


main()
