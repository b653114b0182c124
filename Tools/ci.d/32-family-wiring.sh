#!/usr/bin/env bash
# The lists of component families are generated from the folder layout, not edited by hand: a
# family is its folder Sources/TesseraComponents/Families/F/, and
# `python3 Tools/checks/family-wiring.py --write` writes from the folders
#   Tools/checks/family-order.txt
#     (the registry order, one folder per line: a new folder appended, a removed one dropped),
#   Sources/TesseraComponents/Core/Registry/Generated/ComponentStyleFamily+Cases.swift
#     (the enum's cases in that order, each documented by the sentence opening its family's
#     Families/F/F.swift, `// The f family: <sentence>.`),
#   Sources/TesseraComponents/Core/Registry/Generated/ComponentStyleFamily+Definition.swift
#     (the switch from each case of ComponentStyleFamily to its definition; exhaustive, so the
#     compiler asks each folder for its definition),
#   Sources/TesseraExport/Gallery/Generated/GalleryDrawing+Families.swift
#     (the gallery's dispatch to the drawing named after the family, in Gallery/Families/F.swift,
#     or, for a family without that file, to the standard drawing: its box holding its name),
#   Sources/TesseraUI/Catalog/Generated/CatalogSample.swift
#     (the catalog samples the SwiftUI render references draw, dispatched to the family's,
#     `fSamples(_:)` beside its previews in Sources/TesseraUI/Components/F/FPreviews.swift),
#   the list of family pages in Guides/Components.md (from each page's opening sentence).
# This check fails while one of them is missing, stale, edited by hand (reordered cases too) or
# left over, while a family's F.swift does not open with its case's sentence, while a family
# has no previews file, while a gallery drawing file or a views' folder names no family, and
# while a guide page does not open as the list needs. It reads folder and file names, the order
# list, the guide pages and, of Swift, only the opening comment of each family's F.swift.
#
# The self-test first proves, on a sample layout in a temporary folder, that each of those
# failures is reported and that --write repairs them. Needs `swift` on PATH (the generated
# files go through swift format).
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 Tools/checks/family-wiring.py --self-test
python3 Tools/checks/family-wiring.py
