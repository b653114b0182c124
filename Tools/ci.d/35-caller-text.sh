#!/usr/bin/env bash
# Caller text in TesseraUI comes in the three forms SwiftUI's controls take: every public
# initializer that takes a title, label, message, prompt or other text the caller writes has
# siblings taking it as LocalizedStringKey (a string literal, looked up in the app's strings),
# LocalizedStringResource and StringProtocol (both @_disfavoredOverload). The self-test first
# proves the check rejects a String-only title, a missing resource form, a String form that
# would win over literals and a nested action type; Tools/SwiftUIStandIn/Checked/CallerText
# then proves on every Apple platform that each form compiles and a literal is not ambiguous.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 Tools/checks/caller-text.py --self-test
python3 Tools/checks/caller-text.py
