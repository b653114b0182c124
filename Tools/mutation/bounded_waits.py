#!/usr/bin/env python3
"""Refuses a wait without a limit in the Swift tests.

Every place a test can block on something outside its own code (a task's value, a
continuation, a child process, a pipe, a poll) must either go through TesseraTestSupport's
bounded helpers (`boundedValue(of:_:)`, `withTimeLimit`, `waitUntil`, `ProcessWatchdog`), which
fail with a message after a limit, or carry a `// bounded: <why>` comment on the same line or
the line above saying what ends it. This script finds the waiting primitives by their text and
lists every one that has neither. It reads Tests/**/*.swift (not the References folders).

It cannot see a CPU loop that never ends; the mutation check's per-mutant time limit covers
those. Usage: bounded_waits.py [repository root]; exit status 1 lists the offending lines.
"""

import pathlib
import re
import sys

# A primitive that waits for something to happen elsewhere, by its text.
WAITS = [
    (re.compile(r"\bawait\s+[\w.()\[\]\"]+\??\.value\b(?!\s*[=!]=)"), "awaits a task's value"),
    (re.compile(r"\bwaitUntilExit\(\)"), "waits for a child process"),
    (re.compile(r"\breadDataToEndOfFile\(\)|\breadToEnd\(\)"), "reads a pipe to its end"),
    (re.compile(r"\bavailableData\b"), "blocks on a pipe"),
    (re.compile(r"\.wait\(\)|\bDispatchSemaphore\b"), "blocks on a group or semaphore"),
    (re.compile(r"\bwaitForAll\(\)|\bfor\s+(try\s+)?await\b"), "waits for a group or stream"),
    (re.compile(r"\bwith(Checked|Unsafe)(Throwing)?Continuation\b"), "suspends on a continuation"),
    (re.compile(r"\bTask\.sleep\b|\busleep\(|(?<![\w.])sleep\("), "sleeps"),
    (re.compile(r"\bconfirmation\("), "waits for a confirmation"),
    (re.compile(r"\bawait\s+[\w.]+\.next\(\)"), "awaits a stream's next element"),
]
LOOP = re.compile(r"^\s*(\}\s*)?(while|repeat)\b")
POLL = re.compile(r"\bawait\b|\bisRunning\b|\bcontentsOfDirectory\b|\bfileExists\b")
MARK = "// bounded:"


def loop_body(lines, start):
    """The lines of the loop starting at `start`, up to its closing brace (by indentation)."""
    indent = len(lines[start]) - len(lines[start].lstrip())
    if lines[start].rstrip().endswith("}"):
        return [lines[start]]
    body = [lines[start]]
    for line in lines[start + 1 :]:
        body.append(line)
        if line.strip().startswith("}") and len(line) - len(line.lstrip()) <= indent:
            break
    return body


def offenders(root):
    found = []
    for path in sorted((root / "Tests").rglob("*.swift")):
        if "References" in path.relative_to(root / "Tests").parts[:2]:
            continue
        lines = path.read_text(encoding="utf-8").split("\n")
        for number, line in enumerate(lines):
            code = line.split("//", 1)[0] if MARK not in line else line.split(MARK, 1)[0]
            marked = MARK in line or (number > 0 and MARK in lines[number - 1])
            reasons = [why for pattern, why in WAITS if pattern.search(code)]
            if LOOP.match(code) and any(
                POLL.search(body.split("//", 1)[0]) for body in loop_body(lines, number)
            ):
                reasons.append("polls in a loop")
            if reasons and not marked:
                where = path.relative_to(root)
                found.append(f"{where}:{number + 1}: {', '.join(reasons)}: {line.strip()}")
    return found


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    found = offenders(root)
    for line in found:
        print(line)
    if found:
        print(
            f"\n{len(found)} wait(s) without a limit: use boundedValue(of:_:), withTimeLimit, "
            "waitUntil or ProcessWatchdog (TesseraTestSupport), or say what ends the wait in a "
            "`// bounded: <why>` comment on the line or the line above.",
            file=sys.stderr,
        )
        return 1
    print("bounded waits: every wait in Tests/ has a limit")
    return 0


if __name__ == "__main__":
    sys.exit(main())
