#!/usr/bin/env bash
# What the executing runtime cannot see, because it runs TesseraUI's iOS branches (issue #29's
# review: "cover them with type-check fixtures or source checks"):
# - item 22: every custom ButtonStyle and ToggleStyle gives the pointer and gaze highlight
#   (`dsHoverEffect()`, the hover effect on iPad and visionOS), itself or through the style it
#   draws with;
# - item 21: `.focusable()` only in the one modifier that turns the system focus ring off with
#   `.focusEffectDisabled(_:)`, so a whole panel never gets a second ring beside Tessera's.
# Fails naming the style or the call.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 - <<'PY'
import pathlib, re, sys
root = pathlib.Path("Sources/TesseraUI")
files = {p: p.read_text() for p in sorted(root.rglob("*.swift"))}
style = re.compile(r"struct (\w+): (?:Primitive)?(?:ButtonStyle|ToggleStyle)\b")
problems = []
for path, text in files.items():
    for match in style.finditer(text):
        name = match.group(1)
        # The style's declaration up to the next top-level declaration.
        body = text[match.end():]
        end = re.search(r"\n(?:public |private |fileprivate |internal )?(?:struct|extension|enum|final class) ", body)
        body = body[: end.start()] if end else body
        delegate = re.findall(r"\b(DS\w+Style)\(", body)
        lit = ".dsHoverEffect()" in body or any(
            re.search(rf"struct {d}: (?:Button|Toggle)Style\b", t) and ".dsHoverEffect()" in t
            for d in delegate for t in files.values())
        # A style drawing through a body type: that body's declaration in the same file.
        for body_type in re.findall(r"\b(\w+Body)\(configuration:", body):
            m = re.search(rf"struct {body_type}\b.*?\n}}\n", text, re.S)
            if m and (".dsHoverEffect()" in m.group(0) or "Style(" in m.group(0)):
                lit = lit or ".dsHoverEffect()" in m.group(0) or any(
                    ".dsHoverEffect()" in t and re.search(rf"struct {d}: ButtonStyle", t)
                    for d in re.findall(r"\b(DS\w+Style)\(", m.group(0)) for t in files.values())
        if not lit:
            problems.append(f"{path}: {name} gives no hover effect (apply .dsHoverEffect())")
for path, text in files.items():
    for number, line in enumerate(text.splitlines(), 1):
        if ".focusable(" in line and path.name != "Platform.swift":
            problems.append(f"{path}:{number}: .focusable() outside Platform.swift's adjustable-keys "
                            "modifier, which disables the system focus ring")
platform = files[root / "Platform.swift"]
if ".focusEffectDisabled(" not in platform:
    problems.append("Sources/TesseraUI/Platform.swift: the adjustable-keys modifier no longer "
                    "calls .focusEffectDisabled(_:)")
if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
count = sum(len(style.findall(t)) for t in files.values())
print(f"hover and focus: {count} button and toggle styles give the hover effect; "
      ".focusable() only beside .focusEffectDisabled")
PY
