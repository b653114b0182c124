#!/usr/bin/env bash
# Issue 29 item 23: Apple's pages do not say whether `offset(x:)` mirrors in a right-to-left
# layout (offset(x:y:), LayoutDirection), so TesseraUI places nothing horizontally by an offset
# whose meaning depends on the answer. Things sit by alignment, padding, overlays and shapes
# (a Shape's path mirrors: Shape.layoutDirectionBehavior is `.mirrors` on iOS 17, macOS 14,
# tvOS 17, watchOS 10); what follows a finger is measured and moved in a left-to-right
# environment, where an offset is rightward either way. The runtime checks the views it
# executes (RightToLeftOffsetBehaviourTests); this check covers every file, every platform's
# branches included. Fails on a horizontal offset (`offset(x:`, `offset(_:)` with a size) in
# Sources/TesseraUI outside the allow-list below, each entry with its reason; an entry that no
# longer matches fails too, so the list stays true.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 - <<'PY'
import pathlib, re, sys
root = pathlib.Path("Sources/TesseraUI")
LEFT_TO_RIGHT = ".environment(\\.layoutDirection, .leftToRight)"
# file -> (how many horizontal offsets it may have, what the file must also do (or None), why
# each is right in both directions)
ALLOWED = {
    "Components/SwipeableRow/SwipeableRow.swift": (1, LEFT_TO_RIGHT,
        "the content follows the finger in a left-to-right environment (screen space), "
        "SwipeActions.rightwardDisplacement(at:) converting the reading-order offset"),
    "Gestures/SwipeToDismissModifier.swift": (1, LEFT_TO_RIGHT,
        "the message follows the finger in a left-to-right environment (screen space)"),
    "Gestures/TransformableModifier.swift": (1, LEFT_TO_RIGHT,
        "the pan follows the finger in a left-to-right environment (screen space)"),
    "Modifiers/TokenModifiers.swift": (1, None,
        "dsShake's swings go both ways and back to rest: which way comes first carries "
        "no meaning, so either answer is right"),
}
# The view modifier: `offset(x:` or `offset(_:)` with an unlabelled size, not `offset(y:` and
# not a method of the same name with other labels (`geometry.offset(from:translation:)`).
horizontal = re.compile(r"\.offset\(\s*(?:x:|(?![A-Za-z_]\w*\s*:))")
problems = []
for path in sorted(root.rglob("*.swift")):
    relative = str(path.relative_to(root))
    # Comments name offset(x:) to say why it is not used; only code counts.
    code = "\n".join(line.split("//", 1)[0] for line in path.read_text().splitlines())
    hits = [code[: m.start()].count("\n") + 1 for m in horizontal.finditer(code)]
    allowed, required, _ = ALLOWED.get(relative, (0, None, ""))
    if len(hits) > allowed:
        lines = ", ".join(str(n) for n in hits)
        problems.append(
            f"{path}:{lines}: a horizontal offset whose direction right to left Apple's pages "
            "leave open; place it by alignment, padding or a Shape, or follow the finger in a "
            "left-to-right environment and add it to the allow-list with the reason")
    elif hits and required and required not in code:
        problems.append(f"{path}: its horizontal offset is allowed only in a left-to-right "
                        f"environment ({required}), which it does not set")
    elif relative in ALLOWED and len(hits) < allowed:
        problems.append(f"{path}: allowed {allowed} horizontal offset(s), found {len(hits)}; "
                        "update the allow-list")
for relative in ALLOWED:
    if not (root / relative).exists():
        problems.append(f"{root / relative}: in the allow-list but gone")
if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
print(f"horizontal offsets: only the {len(ALLOWED)} allowed, each right in both directions")
PY
