#!/usr/bin/env bash
# Caller text in TesseraUI comes in the three forms SwiftUI's controls take: every public
# initializer or view modifier that takes a title, label, message, prompt or other text the
# caller writes has siblings taking it as LocalizedStringKey (a string literal, looked up in the
# app's strings), LocalizedStringResource and StringProtocol (both @_disfavoredOverload). Only
# the LocalizedStringKey form is written by hand; the other two are generated from it into
# Sources/TesseraUI/Generated/ by `python3 Tools/checks/caller-text.py --write`, and this check
# fails while a generated file is missing, stale, edited by hand or left from a removed source,
# while a hand-written resource or string form duplicates a generated one, or while a key
# form's body uses its text in a way the other forms cannot share.
#
# The same command generates Sources/TesseraUI/Generated/DeprecatedIdentifierForms.swift: for
# each initializer callers called with `accessibilityIdentifier:` before #27 (the script's
# DEPRECATED_IDENTIFIER), a deprecated overload per form that forwards to it and stores the
# identifier. The check fails while that file is stale or edited by hand, or while a documented
# form still takes the parameter (unless DERIVED_IDENTIFIER lists it with the reason: a view that
# derives its parts' identifiers from it).
#
# The self-test first proves the check rejects a String-only title, a missing resource form, a
# String form that would win over literals and a nested action type, then, on a sample package
# in a temporary folder, that the generator writes the forms and that a missing, hand-edited,
# stale or orphaned generated file, a hand-written sibling and an unsafe body each fail, and
# that deprecated overloads are written for a view with caller text and one without, storing
# the identifier, and that one dropping it, a stale one and a documented form still taking the
# parameter each fail.
# Tools/SwiftUIStandIn/Checked/CallerText then proves on every Apple platform that each form
# compiles and a literal is not ambiguous. Needs `swift` on PATH (the generated file goes
# through swift format).
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 Tools/checks/caller-text.py --self-test
python3 Tools/checks/caller-text.py
