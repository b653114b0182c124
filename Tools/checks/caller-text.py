#!/usr/bin/env python3
"""Caller text in TesseraUI comes in the three forms SwiftUI's controls take.

Every public initializer in Sources/TesseraUI that takes text the caller writes for display or
for VoiceOver (a parameter named in CALLER_TEXT) must have siblings with the same argument
labels in the same type taking that text as `LocalizedStringKey` (not disfavored, so a string
literal is looked up in the app's strings), as `LocalizedStringResource` and as a
`StringProtocol` type (both `@_disfavoredOverload`). A `String` form that is not disfavored
would take string literals away from localization, so it fails too.

Text the view computes on (the text HighlightedText searches, a value the user typed) is data,
not caller text: such parameters are listed in DATA with the reason.

    python3 Tools/checks/caller-text.py             # check Sources/TesseraUI
    python3 Tools/checks/caller-text.py --self-test # prove the check rejects what it must
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SOURCES = ROOT / "Sources" / "TesseraUI"

# Parameter names (argument label, or the internal name when the label is `_`, as the first
# parameter is written `_ title:`) that carry caller text.
CALLER_TEXT = {
  "title", "titleKey", "titleResource", "label", "labelKey", "labelResource", "message",
  "subtitle", "prompt", "placeholder", "helper", "actionTitle", "confirmTitle", "cancelTitle",
  "accessibilityLabel", "expandButtonText", "collapseButtonText", "detail", "caption", "hint",
  "key", "text", "textKey", "textResource",
}
# Parameters whose text the view computes on: "Type.init(labels:) name" -> why.
DATA: dict[str, str] = {
  "HighlightedText.init(_:highlights:caseSensitive:size:accessibilityIdentifier:) text":
    "TextHighlighter searches its characters for the highlights",
  "HighlightedText.init(_:searchQuery:accessibilityIdentifier:) text":
    "TextHighlighter searches its characters for the query",
}

STRINGISH = re.compile(r"^(String|Substring|[A-Z][A-Za-z]*)\??$")


@dataclass
class Init:
  type_name: str
  labels: tuple[str, ...]
  params: list[tuple[str, str, str]]  # (label, name, type)
  disfavored: bool
  generics: dict[str, str]
  where: str

  def signature(self) -> str:
    return f"{self.type_name}.init({''.join(label + ':' for label in self.labels)})"


@dataclass
class Problem:
  where: str
  message: str


def strip_code(text: str) -> str:
  """The source with comments and string literal contents blanked (positions kept)."""
  out = []
  i, n = 0, len(text)
  while i < n:
    if text.startswith("//", i):
      j = text.find("\n", i)
      j = n if j < 0 else j
      out.append(" " * (j - i))
      i = j
    elif text.startswith("/*", i):
      j = text.find("*/", i + 2)
      j = n if j < 0 else j + 2
      out.append(re.sub(r"[^\n]", " ", text[i:j]))
      i = j
    elif text.startswith('"""', i):
      j = text.find('"""', i + 3)
      j = n if j < 0 else j + 3
      out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"')
      i = j
    elif text[i] == '"':
      j = i + 1
      while j < n and text[j] != '"' and text[j] != "\n":
        j += 2 if text[j] == "\\" else 1
      out.append('"' + " " * (min(j, n) - i - 1) + ('"' if j < n else ""))
      i = j + 1
    else:
      out.append(text[i])
      i += 1
  return "".join(out)


def split_top(text: str, sep: str = ",") -> list[str]:
  parts, depth, start = [], 0, 0
  for i, ch in enumerate(text):
    if ch in "([<{":
      depth += 1
    elif ch in ")]>}":
      depth -= 1
    elif ch == sep and depth == 0:
      parts.append(text[start:i])
      start = i + 1
  parts.append(text[start:])
  return [p.strip() for p in parts if p.strip()]


def parse_inits(path: Path, text: str) -> list[Init]:
  code = strip_code(text)
  inits: list[Init] = []
  # Enclosing types by brace depth.
  stack: list[tuple[str, int]] = []
  depth = 0
  i = 0
  decl = re.compile(r"\b(struct|enum|class|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)")
  init_re = re.compile(r"((?:@_disfavoredOverload\s+)?)public\s+init\s*(<[^>{]*>)?\s*\(")
  pending: str | None = None
  while i < len(code):
    m_decl = decl.match(code, i) if (i == 0 or not code[i - 1].isalnum()) else None
    m_init = init_re.match(code, i) if code.startswith(("public", "@_disfavoredOverload"), i) else None
    if m_decl:
      pending = m_decl.group(2)
      i = m_decl.end()
      continue
    if m_init:
      start = m_init.end()
      d, j = 1, start
      while j < len(code) and d:
        d += {"(": 1, ")": -1}.get(code[j], 0)
        j += 1
      params_text = code[start:j - 1]
      body = code.find("{", j)
      where = code[j:body] if body >= 0 else ""
      generics = {}
      if m_init.group(2):
        for g in split_top(m_init.group(2)[1:-1]):
          name, _, bound = g.partition(":")
          generics[name.strip()] = bound.strip()
      for clause in re.findall(r"(\w+)\s*:\s*(\w+)", where.replace("where", " ")):
        if not generics.get(clause[0]):
          generics[clause[0]] = clause[1]
      params = []
      for p in split_top(params_text):
        head, _, rest = p.partition(":")
        typ = rest.split("=")[0].strip()
        words = head.split()
        words = [w for w in words if not w.startswith("@")]
        if not words:
          continue
        label = words[0]
        name = words[-1]
        params.append((label, name, typ))
      line = text.count("\n", 0, m_init.start()) + 1
      # The @_disfavoredOverload may sit on the line above, as swift-format puts it.
      before = code[max(0, m_init.start() - 80):m_init.start()]
      disfavored = bool(m_init.group(1)) or bool(re.search(r"@_disfavoredOverload\s*$", before))
      inits.append(Init(
        type_name=stack[-1][0] if stack else "?",
        labels=tuple(label for label, _, _ in params),
        params=params, disfavored=disfavored, generics=generics,
        where=f"{path.relative_to(ROOT) if path.is_absolute() else path}:{line}"))
      i = j
      continue
    ch = code[i]
    if ch == "{":
      depth += 1
      if pending is not None:
        stack.append((pending.split(".")[-1], depth))
        pending = None
    elif ch == "}":
      if stack and stack[-1][1] == depth:
        stack.pop()
      depth -= 1
    elif ch == ";" or (ch == "\n" and pending is not None and code[i - 1] not in ",:&"):
      # A declaration without a body on this line (e.g. `extension X: P {}` has one).
      pass
    i += 1
  return inits


def kind_of(typ: str, generics: dict[str, str]) -> str | None:
  base = typ.rstrip("?").strip()
  if base in ("LocalizedStringKey",):
    return "key"
  if base in ("LocalizedStringResource",):
    return "resource"
  if base in ("String", "Substring") or generics.get(base) == "StringProtocol":
    return "string"
  return None


def is_caller_text(label: str, name: str) -> str | None:
  if label in CALLER_TEXT:
    return label
  if label == "_" and name in CALLER_TEXT:
    return "_"
  return None


def check(files: dict[Path, str]) -> tuple[list[Problem], int]:
  problems: list[Problem] = []
  groups: dict[tuple[str, tuple[str, ...]], list[Init]] = {}
  for path, text in files.items():
    for init in parse_inits(path, text):
      groups.setdefault((init.type_name, init.labels), []).append(init)
  checked = 0
  for (type_name, labels), inits in sorted(groups.items()):
    for index, label in enumerate(labels):
      kinds: dict[str, list[Init]] = {}
      for init in inits:
        _, name, typ = init.params[index]
        if not is_caller_text(label, name):
          continue
        kind = kind_of(typ, init.generics)
        if kind:
          kinds.setdefault(kind, []).append(init)
      if not kinds:
        continue
      named = kinds.get("string", []) + kinds.get("key", []) + kinds.get("resource", [])
      name = label if label != "_" else named[0].params[index][1]
      signature = inits[0].signature()
      if f"{signature} {name}" in DATA:
        continue
      checked += 1
      where = min((i.where for i in inits), key=lambda w: (w.split(":")[0], int(w.split(":")[1])))
      what = f"{signature} `{name}`"
      for missing, form in (("key", "LocalizedStringKey"), ("resource", "LocalizedStringResource"),
                            ("string", "StringProtocol")):
        if missing not in kinds:
          problems.append(Problem(where, f"{what}: no {form} form"))
      for init in kinds.get("string", []) + kinds.get("resource", []):
        if "key" in kinds and not init.disfavored:
          problems.append(Problem(
            init.where, f"{what}: the {kind_of(init.params[index][2], init.generics)} form must be "
            "@_disfavoredOverload, or string literals skip localization"))
      for init in kinds.get("key", []):
        if init.disfavored:
          problems.append(Problem(init.where, f"{what}: the LocalizedStringKey form must not be "
                                  "disfavored, or string literals skip localization"))
  return problems, checked


SELF_TEST = {
  "Good": """
public struct Good: View {
  public init(_ titleKey: LocalizedStringKey, message: LocalizedStringKey? = nil) {}
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, message: LocalizedStringResource? = nil) {}
  @_disfavoredOverload
  public init<Title: StringProtocol>(_ title: Title, message: String? = nil) {}
}
""",
  "OnlyString": """
public struct OnlyString: View {
  /// A "quoted" title: String in a comment is not code.
  public init(_ title: String, size: Int = 1) {}
}
""",
  "NoResource": """
public struct NoResource: View {
  public init(label: LocalizedStringKey? = nil) {}
  @_disfavoredOverload
  public init(label: String? = nil) {}
}
""",
  "Favoured": """
public struct Favoured: View {
  public init(_ titleKey: LocalizedStringKey) {}
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource) {}
  public init<S>(_ title: S) where S: StringProtocol {}
}
""",
  "Nested": """
public struct Outer: View {
  public struct Action: Sendable {
    public init(_ title: String, role: Int) {}
  }
  public init(_ titleKey: LocalizedStringKey) {}
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S) {}
}
""",
}
SELF_TEST_EXPECT = {
  "OnlyString.init(_:size:) `title`: no LocalizedStringKey form",
  "OnlyString.init(_:size:) `title`: no LocalizedStringResource form",
  "NoResource.init(label:) `label`: no LocalizedStringResource form",
  "Favoured.init(_:) `title`: the string form must be @_disfavoredOverload, or string literals "
  "skip localization",
  "Action.init(_:role:) `title`: no LocalizedStringKey form",
  "Action.init(_:role:) `title`: no LocalizedStringResource form",
}


def self_test() -> None:
  problems, checked = check({Path(f"{name}.swift"): text for name, text in SELF_TEST.items()})
  got = {p.message for p in problems}
  if got != SELF_TEST_EXPECT or checked != 7:
    print("caller-text: the self-test failed", file=sys.stderr)
    print("  expected:\n    " + "\n    ".join(sorted(SELF_TEST_EXPECT)), file=sys.stderr)
    print("  got:\n    " + "\n    ".join(sorted(got)), file=sys.stderr)
    print(f"  parameters checked: {checked} (expected 7)", file=sys.stderr)
    sys.exit(1)
  print(f"caller-text: self-test passed ({len(got)} problems found in {len(SELF_TEST)} samples, "
        "as expected)")


def main() -> None:
  if "--self-test" in sys.argv[1:]:
    self_test()
    return
  files = {p: p.read_text() for p in sorted(SOURCES.rglob("*.swift"))}
  problems, checked = check(files)
  for problem in problems:
    print(f"{problem.where}: {problem.message}", file=sys.stderr)
  if problems:
    print(f"caller-text: {len(problems)} problems; caller text comes as LocalizedStringKey, "
          "LocalizedStringResource and StringProtocol (Guides/TesseraUI.md, \"Localization\")",
          file=sys.stderr)
    sys.exit(1)
  print(f"caller-text: {checked} caller-text parameters in {len(files)} files take all three "
        f"forms ({len(DATA)} data parameters exempt)")


if __name__ == "__main__":
  main()
