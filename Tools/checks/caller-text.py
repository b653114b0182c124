#!/usr/bin/env python3
"""Caller text in TesseraUI comes in the three forms SwiftUI's controls take; two are generated.

Every public initializer (and view modifier) in Sources/TesseraUI that takes text the caller
writes for display or for VoiceOver (a parameter named in CALLER_TEXT, or typed
`LocalizedStringKey`) must have siblings with the same argument labels in the same type taking
that text as `LocalizedStringKey` (not disfavored, so a string literal is looked up in the app's
strings), as `LocalizedStringResource` and as a `StringProtocol` type (both
`@_disfavoredOverload`). A `String` form that is not disfavored would take string literals away
from localization, so it fails too.

Only the `LocalizedStringKey` form is written by hand, with the documentation. This script
generates the other two from it into Sources/TesseraUI/Generated/CallerTextForms.swift, which it
owns with the folder it is in: the parameter types and the internal names change (`titleKey`
becomes `titleResource` and `title`; the first text becomes a generic `Title: StringProtocol`
when it is not optional, the others `String`); the argument labels, defaults, generic parameters
and `where` clauses stay; the body is the key form's with the names substituted, and its doc
comment one line linking to the key form. A body is only copied when every use of a caller-text
parameter is one the three types share: `Text(title)`, `title.map { Text($0) }`, a `CallerText`
function (Sources/TesseraUI/Bridging/CallerText.swift: what differs between the forms), or
passing it whole to `self.init` or to another TesseraUI type that takes the three forms.
Anything else (`String(describing: title)`, a key-only API) is refused with the place to change.

Text the view computes on (the text HighlightedText searches, a value the user typed) is data,
not caller text: such parameters are listed in DATA with the reason.

    python3 Tools/checks/caller-text.py             # check: three forms, generated files current
    python3 Tools/checks/caller-text.py --write     # regenerate Sources/TesseraUI/Generated/
    python3 Tools/checks/caller-text.py --self-test # prove the check rejects what it must
    python3 Tools/checks/caller-text.py --derived-identifier-views  # DERIVED_IDENTIFIER's views

The generated files go through `swift format` with the repository's configuration, so
`swift` must be on PATH for --write and for the check.
"""
from __future__ import annotations

import difflib
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SOURCES = Path("Sources") / "TesseraUI"
GENERATED = SOURCES / "Generated"
COMMAND = "python3 Tools/checks/caller-text.py --write"

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
  "HighlightedText.init(_:highlights:caseSensitive:size:) text":
    "TextHighlighter searches its characters for the highlights",
  "HighlightedText.init(_:searchQuery:) text":
    "TextHighlighter searches its characters for the query",
  "View.dsFieldError(_:) message":
    "a validation error, translated by TesseraForms, as the fields' `error:` strings are",
}
# The generic parameter of a StringProtocol form is the text's name capitalized (`title` ->
# `Title`, `accessibilityLabel` -> `Label`); where that would be `Text` (SwiftUI's) or is
# named otherwise today: "Type.member name" -> generic parameter.
GENERIC_NAMES = {
  "ExpandableText.init textKey": "Content",
  "MarqueeText.init textKey": "Content",
  "DSTooltip.init textKey": "Hint",
  "View.dsTooltip textKey": "Hint",
}
# What a body may pass a caller-text parameter to, besides TesseraUI types with the three forms.
SHARED_CALLEES = {"Text", "self.init", "Self", "Self.init"}

KEY = "LocalizedStringKey"
RESOURCE = "LocalizedStringResource"


@dataclass
class Param:
  label: str
  name: str
  type: str
  default: str | None
  attributes: str  # e.g. "@ViewBuilder " as written before the label
  raw: str


@dataclass
class Decl:
  kind: str  # "init" or "func"
  name: str  # "init" or the function's name
  type_name: str  # the innermost enclosing type, as messages name it
  owner: str  # the extension header the generated forms go in, e.g. "extension DSAlert.Action"
  params: list[Param]
  disfavored: bool
  generics: dict[str, str]
  generic_list: list[str]
  where_clause: str
  returns: str
  body: str  # the text between the braces
  body_code: str  # the same with comments and string contents blanked
  where: str  # path:line
  conditional: bool  # inside an #if besides the file's canImport(SwiftUI)
  start: int = 0  # where its doc comment (or attribute) starts in the file
  end: int = 0  # after its closing brace
  enclosing_generics: set[str] = field(default_factory=set)
  # Types declared in an enclosing type, which an extension of a nested type does not see
  # unqualified: name -> qualified name (`Status` -> `DSTimeline.Status`).
  outer_types: dict[str, str] = field(default_factory=dict)

  @property
  def labels(self) -> tuple[str, ...]:
    return tuple(p.label for p in self.params)

  def signature(self) -> str:
    return f"{self.type_name}.{self.name}({''.join(label + ':' for label in self.labels)})"


@dataclass
class Problem:
  where: str
  message: str


def strip_code(text: str, keep_strings: bool = False) -> str:
  """The source with comments (and, unless keep_strings, string literal contents) blanked,
  positions kept."""
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
      out.append(text[i:j] if keep_strings else
                 '"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"')
      i = j
    elif text[i] == '"':
      j = i + 1
      while j < n and text[j] != '"' and text[j] != "\n":
        j += 2 if text[j] == "\\" else 1
      end = min(j + 1, n)
      out.append(text[i:end] if keep_strings else
                 '"' + " " * (min(j, n) - i - 1) + ('"' if j < n else ""))
      i = j + 1
    else:
      out.append(text[i])
      i += 1
  return "".join(out)


def split_top(text: str, sep: str = ",") -> list[str]:
  """Splits at `sep` outside brackets; `->` is an arrow, not a closing bracket."""
  parts, depth, start = [], 0, 0
  for i, ch in enumerate(text):
    if ch in "([<{":
      depth += 1
    elif ch in ")]}" or (ch == ">" and text[i - 1:i] != "-"):
      depth -= 1
    elif ch == sep and depth == 0:
      parts.append(text[start:i])
      start = i + 1
  parts.append(text[start:])
  return [p.strip() for p in parts if p.strip()]


def fold(text: str) -> str:
  return re.sub(r"\s+", " ", text).strip()


def matching(code: str, start: int, open_: str, close: str) -> int:
  """The index after the bracket that closes the one at `start`."""
  depth, j = 0, start
  while j < len(code):
    if code[j] == open_:
      depth += 1
    elif code[j] == close:
      depth -= 1
      if depth == 0:
        return j + 1
    j += 1
  return len(code)


def parse_param(raw_text: str, code_text: str) -> Param | None:
  head, _, rest = code_text.partition(":")
  words = head.split()
  attributes = "".join(w + " " for w in words if w.startswith("@"))
  words = [w for w in words if not w.startswith("@")]
  if not words:
    return None
  # The default, after the first top-level `=` (not `==`), taken from the text as written.
  colon = len(head) + 1
  default = None
  depth = 0
  typ_end = len(code_text)
  for i in range(colon, len(code_text)):
    ch = code_text[i]
    if ch in "([<{":
      depth += 1
    elif ch in ")]}" or (ch == ">" and code_text[i - 1] != "-"):
      depth -= 1
    elif (ch == "=" and depth == 0 and code_text[i + 1:i + 2] != "="
          and code_text[i - 1] not in "=!<>"):
      typ_end = i
      default = fold(raw_text[i + 1:])
      break
  return Param(label=words[0], name=words[-1], type=fold(raw_text[colon:typ_end]),
               default=default, attributes=attributes, raw=fold(raw_text))


ALIAS_RE = re.compile(r"typealias\s+([A-Za-z_][A-Za-z0-9_]*)")
DECL_RE = re.compile(r"\b(struct|enum|class|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)")
MEMBER_RE = re.compile(
  r"((?:@_disfavoredOverload\s+)?)public\s+(init|func\s+([A-Za-z_][A-Za-z0-9_]*))\s*"
  r"(<[^>{]*>)?\s*\(")


def parse_decls(path: Path, text: str) -> list[Decl]:
  """The public initializers and functions of a Swift file, with their enclosing types."""
  code = strip_code(text)
  decls: list[Decl] = []
  # Enclosing types by brace depth: (keyword, name, depth, header).
  stack: list[tuple[str, str, int, str]] = []
  depth = 0
  i = 0
  pending: tuple[str, str, int] | None = None
  nested: dict[str, set[str]] = {}  # qualified type -> the types and aliases declared in it

  def qualified() -> str:
    path = ""
    for keyword, name, _, _ in stack:
      path = name if keyword == "extension" or not path else f"{path}.{name}"
    return path

  while i < len(code):
    at_word = i == 0 or not (code[i - 1].isalnum() or code[i - 1] == "_")
    m_decl = DECL_RE.match(code, i) if at_word else None
    m_member = MEMBER_RE.match(code, i) if at_word and code.startswith(
      ("public", "@_disfavoredOverload"), i) else None
    if m_decl:
      pending = (m_decl.group(1), m_decl.group(2), m_decl.start())
      if m_decl.group(1) != "extension":
        nested.setdefault(qualified(), set()).add(m_decl.group(2))
      i = m_decl.end()
      continue
    m_alias = ALIAS_RE.match(code, i) if at_word else None
    if m_alias:
      nested.setdefault(qualified(), set()).add(m_alias.group(1))
      i = m_alias.end()
      continue
    if m_member:
      decls.append(member(path, text, code, m_member, stack))
      i = decls[-1].end
      continue
    ch = code[i]
    if ch == "{":
      depth += 1
      if pending is not None:
        keyword, name, start = pending
        stack.append((keyword, name, depth, code[start:i]))
        pending = None
    elif ch == "}":
      if stack and stack[-1][2] == depth:
        stack.pop()
      depth -= 1
    i += 1
  for decl in decls:
    owner = decl.owner.removeprefix("extension ").split(" where")[0]
    parts = owner.split(".")
    for n in range(len(parts) - 1, 0, -1):
      outer = ".".join(parts[:n])
      for name in nested.get(outer, set()) - nested.get(owner, set()):
        decl.outer_types.setdefault(name, f"{outer}.{name}")
  return decls


def member(path: Path, text: str, code: str, m: re.Match, stack: list) -> Decl:
  open_paren = m.end() - 1
  close = matching(code, open_paren, "(", ")")
  brace = code.find("{", close)
  tail = code[close:brace]
  returns, where_clause = "", ""
  w = re.search(r"\bwhere\b", tail)
  if w:
    where_clause = fold(text[close + w.start():brace])
    tail = tail[:w.start()]
  returns = fold(text[close:close + len(tail)])
  end = matching(code, brace, "{", "}")
  generic_list = split_top(text[m.start(4) + 1:m.end(4) - 1]) if m.group(4) else []
  generics: dict[str, str] = {}
  for g in generic_list:
    name, _, bound = g.partition(":")
    generics[name.strip()] = bound.strip()
  for clause in re.findall(r"(\w+)\s*:\s*(\w+)", where_clause.replace("where", " ")):
    if not generics.get(clause[0]):
      generics[clause[0]] = clause[1]
  params = []
  offset = open_paren + 1
  for part in split_top(code[open_paren + 1:close - 1]):
    at = code.index(part, offset)
    offset = at + len(part)
    p = parse_param(text[at:at + len(part)], part)
    if p:
      params.append(p)
  line = text.count("\n", 0, m.start()) + 1
  # The @_disfavoredOverload may sit on the line above, as swift-format puts it.
  before = code[max(0, m.start() - 80):m.start()]
  attribute = re.search(r"@_disfavoredOverload\s*$", before)
  disfavored = bool(m.group(1)) or bool(attribute)
  start = m.start() - (len(before) - attribute.start() if attribute else 0)
  # Its doc comment: the `///` lines right above.
  line_start = text.rfind("\n", 0, start) + 1
  while True:
    previous = text.rfind("\n", 0, max(line_start - 1, 0)) + 1
    if line_start == 0 or not text[previous:line_start].strip().startswith("///"):
      break
    line_start = previous
  # Inside an #if other than the file's own `#if canImport(SwiftUI)`?
  opened = len(re.findall(r"(?m)^\s*#if\b", text[:m.start()]))
  closed = len(re.findall(r"(?m)^\s*#endif\b", text[:m.start()]))
  # The generated forms' extension: the enclosing types' path, and an extension's `where`.
  owner, owner_where, enclosing = "", "", set()
  for keyword, name, _, header in stack:
    if keyword == "extension":
      owner = name
      owner_where = ""
      wh = re.search(r"\bwhere\b(.*)$", fold(header))
      if wh:
        owner_where = " where" + wh.group(1)
    else:
      owner = f"{owner}.{name}" if owner else name
      owner_where = ""
    if "<" in header:
      inner = header[header.index("<") + 1:header.index(">")] if ">" in header else ""
      enclosing |= {x.partition(":")[0].strip() for x in split_top(inner)}
  body_start = brace + 1
  return Decl(
    kind="init" if m.group(2) == "init" else "func",
    name="init" if m.group(2) == "init" else m.group(3),
    type_name=(stack[-1][1].split(".")[-1] if stack else "?"),
    owner=f"extension {owner}{owner_where}" if owner else "",
    params=params, disfavored=disfavored, generics=generics, generic_list=generic_list,
    where_clause=where_clause, returns=returns,
    body=text[body_start:end - 1], body_code=code[body_start:end - 1],
    where=f"{path}:{line}", conditional=opened - closed > 1, start=line_start, end=end,
    enclosing_generics=enclosing)


def kind_of(typ: str, generics: dict[str, str]) -> str | None:
  base = typ.rstrip("?").strip()
  if base == KEY:
    return "key"
  if base == RESOURCE:
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
  """The three forms exist, and only the key form is favoured."""
  problems: list[Problem] = []
  groups: dict[tuple[str, str, tuple[str, ...]], list[Decl]] = {}
  for path, text in files.items():
    for decl in parse_decls(path, text):
      groups.setdefault((decl.type_name, decl.name, decl.labels), []).append(decl)
  checked = 0
  for (type_name, name, labels), decls in sorted(groups.items()):
    for index, label in enumerate(labels):
      kinds: dict[str, list[Decl]] = {}
      keyed = any(d.params[index].type.rstrip("?") == KEY for d in decls)
      for decl in decls:
        param = decl.params[index]
        if not (keyed or is_caller_text(label, param.name)):
          continue
        kind = kind_of(param.type, decl.generics)
        if kind:
          kinds.setdefault(kind, []).append(decl)
      if not kinds:
        continue
      named = kinds.get("string", []) + kinds.get("key", []) + kinds.get("resource", [])
      text_name = label if label != "_" else named[0].params[index].name
      signature = decls[0].signature()
      # A deprecated `accessibilityIdentifier:` overload's text is exempt as its form's is.
      if f"{signature.replace(IDENTIFIER + ':', '')} {text_name}" in DATA:
        continue
      checked += IDENTIFIER not in labels  # a deprecated overload's text is its form's
      where = min((d.where for d in decls),
                  key=lambda w: (w.split(":")[0], int(w.split(":")[1])))
      what = f"{signature} `{text_name}`"
      for missing, form in (("key", KEY), ("resource", RESOURCE), ("string", "StringProtocol")):
        if missing not in kinds:
          problems.append(Problem(where, f"{what}: no {form} form"))
      for decl in kinds.get("string", []) + kinds.get("resource", []):
        if "key" in kinds and not decl.disfavored:
          problems.append(Problem(
            decl.where, f"{what}: the {kind_of(decl.params[index].type, decl.generics)} form "
            "must be @_disfavoredOverload, or string literals skip localization"))
      for decl in kinds.get("key", []):
        if decl.disfavored:
          problems.append(Problem(decl.where, f"{what}: the LocalizedStringKey form must not be "
                                  "disfavored, or string literals skip localization"))
  return problems, checked


# Generation.

class Refusal(Exception):
  pass


def base_name(name: str) -> str:
  return name[:-3] if name.endswith("Key") and len(name) > 3 else name


def words(name: str) -> str:
  return re.sub(r"(?<=[a-z0-9])([A-Z])", lambda m: " " + m.group(1).lower(), name)


def listed(items: list[str]) -> str:
  return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def callee_before(code: str, open_paren: int) -> str:
  m = re.search(r"(\.?[A-Za-z_][A-Za-z0-9_.]*)\s*$", code[:open_paren])
  return m.group(1) if m else ""


def check_use(decl: Decl, name: str, start: int, end: int, callees: set[str]) -> None:
  """Refuses a use of caller text `name` at code[start:end] the three types do not share."""
  code = decl.body_code

  def allowed(callee: str) -> bool:
    return (callee in SHARED_CALLEES or callee in callees or callee.startswith("CallerText.")
            or callee.split(".")[-1] in callees)

  # `name.map { Callee($0) }`, `name.flatMap { Callee($0, ...) }`
  m = re.compile(r"\s*\.(?:map|flatMap)\s*\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\(\s*\$0\s*[,)]").match(
    code, end)
  if m and allowed(m.group(1)):
    return
  # A whole argument of a call: `Callee(name` or `Callee(..., label: name` then `,` or `)`.
  before = code[:start].rstrip()
  before = re.sub(r"[A-Za-z_][A-Za-z0-9_]*:$", "", before).rstrip()
  after = code[end:].lstrip()
  if before[-1:] in ("(", ",") and after[:1] in (",", ")"):
    depth, j = 0, start - 1
    while j >= 0:
      ch = code[j]
      if ch in ")]}":
        depth += 1
      elif ch in "([{":
        if depth == 0:
          break
        depth -= 1
      j -= 1
    if j >= 0 and code[j] == "(" and allowed(callee_before(code, j)):
      return
  line = decl.body[:start].count("\n")
  context = fold(decl.body.splitlines()[line]) if decl.body.splitlines() else ""
  raise Refusal(
    f"{decl.signature()}: `{name}` is used as `{context}`, which the LocalizedStringResource "
    "and StringProtocol forms cannot share; pass it to Text(_:), to a CallerText function "
    "(Sources/TesseraUI/Bridging/CallerText.swift) or whole to an initializer that takes the "
    "three forms, or write the three forms by hand and give them labels of their own")


def strip_comments(text: str) -> str:
  kept = strip_code(text, keep_strings=True)
  lines = []
  for original, line in zip(text.split("\n"), kept.split("\n")):
    if line.strip() or not original.strip():
      lines.append(line.rstrip())
  return "\n".join(lines)


def generate_forms(decl: Decl, callees: set[str]) -> list[str]:
  """The LocalizedStringResource and StringProtocol forms of a LocalizedStringKey form."""
  texts = [i for i, p in enumerate(decl.params) if p.type.rstrip("?") == KEY]
  if decl.conditional:
    raise Refusal(f"{decl.signature()}: inside an #if; the generator copies no conditions")
  if not decl.owner:
    raise Refusal(f"{decl.signature()}: not inside a type or extension")
  if KEY in decl.body_code:
    raise Refusal(f"{decl.signature()}: its body names {KEY}, which the other forms are not")
  names = {p.name for p in decl.params}
  primary = texts[0]
  first = decl.params[primary]
  generic = GENERIC_NAMES.get(f"{decl.type_name}.{decl.name} {first.name}")
  if generic is None:
    generic = words(base_name(first.name)).split()[-1].capitalize()
  taken = set(decl.generics) | decl.enclosing_generics | {"Text", "String"}
  if generic in taken:
    raise Refusal(f"{decl.signature()}: the generic parameter `{generic}` is taken; name it in "
                  "GENERIC_NAMES")
  renames: dict[str, tuple[str, str]] = {}
  for i in texts:
    p = decl.params[i]
    if p.default not in (None, "nil"):
      raise Refusal(f"{decl.signature()}: `{p.name}` defaults to {p.default}; only nil can be a "
                    "default of all three forms")
    resource, string = (base_name(p.name) + "Resource", base_name(p.name)) \
      if p.name != base_name(p.name) else (p.name, p.name)
    for new in {resource, string} - {p.name}:
      if new in names:
        raise Refusal(f"{decl.signature()}: `{p.name}` would be renamed `{new}`, the name of "
                      "another parameter")
    renames[p.name] = (resource, string)
  # Every use of the text in the body, checked, with the places to rename.
  uses: list[tuple[int, int, str]] = []
  for i in texts:
    name = decl.params[i].name
    for m in re.finditer(rf"(?<![\w.$]){re.escape(name)}\b(?!:)", decl.body_code):
      check_use(decl, name, m.start(), m.end(), callees)
      uses.append((m.start(), m.end(), name))
  forms = []
  for form in ("resource", "string"):
    index = 0 if form == "resource" else 1
    params = []
    for i, p in enumerate(decl.params):
      if i not in texts:
        params.append(qualify(p.raw, decl.outer_types))
        continue
      optional = p.type.endswith("?")
      if form == "resource":
        typ = RESOURCE + ("?" if optional else "")
      elif i == primary and not optional:
        typ = generic
      else:
        typ = "String" + ("?" if optional else "")
      new = renames[p.name][index]
      label = p.label if p.label == new else f"{p.label} {new}"
      params.append(f"{p.attributes}{label}: {typ}" + (f" = {p.default}" if p.default else ""))
    body = decl.body
    for start, end, name in sorted(uses, reverse=True):
      body = body[:start] + renames[name][index] + body[end:]
    generics = ([f"{generic}: StringProtocol"] if form == "string" and
                not decl.params[primary].type.endswith("?") else []) + decl.generic_list
    head = "public " + ("init" if decl.kind == "init" else f"func {decl.name}")
    head += f"<{', '.join(generics)}>" if generics else ""
    head += f"({', '.join(params)})"
    head += f" {decl.returns}" if decl.returns else ""
    head += f" {decl.where_clause}" if decl.where_clause else ""
    link = f"``{decl.name}({''.join(label + ':' for label in decl.labels)})-(" + ",".join(
      first.type if i == primary else "_" for i in range(len(decl.params))) + ")``"
    nouns = "the " + listed([words(base_name(decl.params[i].name)) for i in texts])
    if form == "resource":
      what = (f"{nouns} as {'a localized resource' if len(texts) == 1 else 'localized resources'}"
              ", looked up when drawn.")
    else:
      what = f"{nouns} shown as written."
    doc = wrap(f"{link} with {what}")
    forms.append("\n".join(doc) + "\n@_disfavoredOverload\n" + head + " {\n"
                 + dedent(strip_comments(body)) + "\n}")
  return forms


def qualify(text: str, names: dict[str, str]) -> str:
  """`text` with the types of enclosing types written in full, as the extension needs them."""
  for name, full in names.items():
    text = re.sub(rf"(?<![\w.]){re.escape(name)}\b(?!\s*:)", full, text)
  return text


def wrap(sentence: str, width: int = 100 - 2 - 4) -> list[str]:
  lines, line = [], ""
  for word in sentence.split(" "):
    if line and len(line) + 1 + len(word) > width:
      lines.append(line)
      line = word
    else:
      line = f"{line} {word}" if line else word
  lines.append(line)
  return ["/// " + line for line in lines]


def dedent(body: str) -> str:
  lines = [line for line in body.split("\n")]
  while lines and not lines[0].strip():
    lines.pop(0)
  while lines and not lines[-1].strip():
    lines.pop()
  indent = min((len(line) - len(line.lstrip()) for line in lines if line.strip()), default=0)
  return "\n".join(("  " + line[indent:]) if line.strip() else "" for line in lines)


HEADER = f"""\
// Generated by `{COMMAND}`: do not edit.
//
// The LocalizedStringResource and StringProtocol forms of every TesseraUI initializer and view
// modifier that takes caller text, made from its documented LocalizedStringKey form in the
// file named above each extension. Change that form and run the command again;
// Tools/ci.d/35-caller-text.sh fails while this file differs from what the command writes.
"""
OUTPUT = GENERATED / "CallerTextForms.swift"


def top_level_types(root: Path, modules: set[str]) -> dict[str, set[str]]:
  """The public top-level type names each of the package's `modules` declares."""
  names: dict[str, set[str]] = {}
  for module in modules:
    for path in (root / "Sources" / module).rglob("*.swift"):
      for name in re.findall(r"(?m)^public (?:final )?(?:struct|enum|class|actor|protocol|"
                             r"typealias) ([A-Za-z_][A-Za-z0-9_]*)", path.read_text()):
        names.setdefault(name, set()).add(module)
  return names


def generate(root: Path, files: dict[Path, str]) -> tuple[dict[Path, str], list[Problem], int]:
  """The generated file's text (unformatted) by path, the refusals, and how many forms."""
  problems: list[Problem] = []
  decls = {path: parse_decls(path, text) for path, text in files.items()}
  callees = {d.type_name for ds in decls.values() for d in ds
             if d.kind == "init" and any(p.type.rstrip("?") == KEY for p in d.params)}
  blocks: list[tuple[Path, str, list[str]]] = []  # (source, owner, forms)
  imports: dict[Path, set[str]] = {}
  count = 0
  for path, ds in decls.items():
    for decl in ds:
      if decl.disfavored or not any(p.type.rstrip("?") == KEY for p in decl.params):
        continue
      try:
        forms = generate_forms(decl, callees)
      except Refusal as refusal:
        problems.append(Problem(decl.where, str(refusal)))
        continue
      count += len(forms)
      imports[path] = set(re.findall(r"(?m)^import (\w+)$", files[path]))
      if blocks and blocks[-1][:2] == (path, decl.owner):
        blocks[-1][2].extend(forms)
      else:
        blocks.append((path, decl.owner, forms))
  if not blocks:
    return {}, problems, count
  return {OUTPUT: assemble(root, HEADER, blocks, imports, problems)}, problems, count


def assemble(root: Path, header: str, blocks: list[tuple[Path, str, list[str]]],
             imports: dict[Path, set[str]], problems: list[Problem]) -> str:
  """A generated file: `header`, then each block's declarations in an extension headed by the
  source it was made from, importing what those sources import. A type name two of those
  modules declare (`DateOrder`) is written with the module its source imports."""
  every = set().union(*imports.values())
  packaged = {m for m in every if (root / "Sources" / m).is_dir()}
  clashes = {name: modules for name, modules in top_level_types(root, packaged).items()
             if len(modules) > 1}
  out = [header, "#if canImport(SwiftUI)"] + [f"import {m}" for m in sorted(every)]
  for path, owner, forms in blocks:
    text = "\n\n".join(forms)
    for name, modules in clashes.items():
      if not re.search(rf"(?<![\w.]){name}\b", text):
        continue
      own = modules & imports[path]
      if len(own) != 1:
        problems.append(Problem(str(path), f"`{name}` is declared in {', '.join(sorted(modules))}"
                                "; import one of them"))
        continue
      text = re.sub(rf"(?<![\w.]){name}\b", f"{own.pop()}.{name}", text)
    out += ["", f"// {path.as_posix()}", owner + " {", text, "}"]
  out.append("#endif")
  return "\n".join(out) + "\n"


# Deprecated `accessibilityIdentifier:` overloads (#27).

IDENTIFIER = "accessibilityIdentifier"
IDENTIFIER_OUTPUT = GENERATED / "DeprecatedIdentifierForms.swift"
DEPRECATION = ('@available(*, deprecated, message: "apply .accessibilityIdentifier(_:) to the view '
               'instead")')
# The initializers that took `accessibilityIdentifier: String? = nil` until #27, as callers
# wrote them (with the LocalizedStringKey form's labels where there are three forms). The
# parameter names the same element as the standard `.accessibilityIdentifier(_:)` modifier, so
# the documented form no longer takes it; each signature here gets, for every form with its
# other labels (the key form, its generated LocalizedStringResource and StringProtocol forms, or
# the one form of a view without caller text), a deprecated overload taking the identifier where
# it was, which forwards to that form and stores the identifier the view's body applies
# (`var identifier: String?`). The list only shrinks: a new view takes no identifier parameter.
DEPRECATED_IDENTIFIER = """
Accordion.init(items:allowMultiple:style:accessibilityIdentifier:)
BottomSheet.init(isPresented:detents:showDragIndicator:dismissOnBackgroundTap:accessibilityIdentifier:content:)
ConfirmationDialog.init(_:message:actions:accessibilityIdentifier:onCancel:)
ConfirmationDialog.init(title:message:confirmTitle:cancelTitle:isDestructive:accessibilityIdentifier:onConfirm:onCancel:)
DSAlert.init(_:message:primary:secondary:accessibilityIdentifier:dismiss:)
DSAvatar.init(name:size:accessibilityIdentifier:)
DSAvatarGroup.init(names:maximumVisible:size:accessibilityIdentifier:)
DSAvatarWithBadge.init(name:size:badge:variant:accessibilityIdentifier:)
DSBadge.init(_:variant:size:accessibilityIdentifier:)
DSBarChart.init(points:accessibilityIdentifier:)
DSBorderedAvatar.init(name:size:borderRole:accessibilityIdentifier:)
DSButton.init(_:role:size:icon:isLoading:isFullWidth:accessibilityIdentifier:action:)
DSButtonGroup.init(axis:accessibilityIdentifier:content:)
DSCard.init(variant:accessibilityIdentifier:content:)
DSCard.init(variant:accessibilityIdentifier:content:header:)
DSCard.init(variant:accessibilityIdentifier:content:header:footer:)
DSCardFooter.init(accessibilityIdentifier:content:)
DSCardHeader.init(title:subtitle:leadingIcon:accessibilityIdentifier:)
DSCardHeader.init(title:subtitle:leadingIcon:accessibilityIdentifier:trailing:)
DSCardListItem.init(title:subtitle:leadingIcon:trailing:accessibilityIdentifier:action:)
DSCarousel.init(items:wraps:height:accessibilityIdentifier:content:)
DSChart.init(points:type:accessibilityIdentifier:)
DSCheckbox.init(isOn:label:error:size:accessibilityIdentifier:)
DSCheckboxGroup.init(_:options:selection:error:accessibilityIdentifier:optionLabel:)
DSChip.init(_:icon:size:accessibilityIdentifier:action:)
DSChip.init(_:isSelected:icon:size:accessibilityIdentifier:)
DSChipGroup.init(label:accessibilityIdentifier:content:)
DSConditionalSkeleton.init(isLoading:accessibilityIdentifier:content:skeleton:)
DSCounterBadge.init(count:maximum:size:accessibilityIdentifier:)
DSDonutChart.init(points:accessibilityIdentifier:)
DSDotBadge.init(variant:size:isPulsing:accessibilityLabel:accessibilityIdentifier:)
DSDrawingCanvas.init(recognizer:label:accessibilityIdentifier:onRecognize:)
DSEmptyState.init(_:message:systemImage:actionTitle:accessibilityIdentifier:action:)
DSGauge.init(_:value:scale:accessibilityIdentifier:valueText:)
DSIconButton.init(_:accessibilityLabel:role:size:accessibilityIdentifier:action:)
DSInlineAlert.init(_:message:status:accessibilityIdentifier:)
DSKeyValue.init(_:value:accessibilityIdentifier:)
DSLineChart.init(points:accessibilityIdentifier:)
DSListCard.init(title:accessibilityIdentifier:content:)
DSListRow.init(_:subtitle:icon:isSelected:accessibilityIdentifier:accessory:action:)
DSListRow.init(_:subtitle:icon:isSelected:accessibilityIdentifier:action:)
DSLoadingOverlay.init(message:accessibilityIdentifier:)
DSMediaCard.init(image:aspectRatio:variant:accessibilityIdentifier:content:)
DSModal.init(isPresented:title:dismissesOnScrimTap:accessibilityIdentifier:onDismiss:content:)
DSNavigationBar.init(_:accessibilityIdentifier:)
DSNavigationBar.init(_:accessibilityIdentifier:leading:trailing:)
DSPageIndicator.init(pageCount:currentPage:maximumVisibleDots:accessibilityIdentifier:)
DSProgressBar.init(_:value:accessibilityIdentifier:)
DSProgressIndicator.init(_:style:value:accessibilityIdentifier:)
DSProgressRing.init(_:value:showsPercent:accessibilityIdentifier:)
DSRadio.init(_:isSelected:size:accessibilityIdentifier:action:)
DSRadioGroup.init(_:options:selection:accessibilityIdentifier:optionLabel:)
DSSegmentedControl.init(_:options:selection:size:accessibilityIdentifier:optionLabel:)
DSSheet.init(title:accessibilityIdentifier:content:)
DSSkeleton.init(_:accessibilityIdentifier:)
DSSkeletonAvatar.init(size:accessibilityIdentifier:)
DSSkeletonCard.init(hasImage:lines:accessibilityIdentifier:)
DSSkeletonListItem.init(accessibilityIdentifier:)
DSSkeletonProfile.init(accessibilityIdentifier:)
DSSkeletonTable.init(rows:columns:accessibilityIdentifier:)
DSSkeletonText.init(lines:accessibilityIdentifier:)
DSSlider.init(_:value:in:step:accessibilityIdentifier:valueText:)
DSSpacer.init(_:isFlexible:accessibilityIdentifier:)
DSSparkline.init(values:accessibilityIdentifier:)
DSSpinner.init(label:size:accessibilityIdentifier:)
DSStatCard.init(title:value:change:isPositive:icon:accessibilityIdentifier:)
DSStatusBadge.init(_:variant:size:icon:accessibilityIdentifier:)
DSStepper.init(_:value:in:step:wraps:size:accessibilityIdentifier:valueText:)
DSStepsIndicator.init(flow:accessibilityIdentifier:)
DSStepsIndicator.init(titles:currentIndex:accessibilityIdentifier:)
DSSwitch.init(isOn:label:labelHidden:size:accessibilityIdentifier:)
DSTabBar.init(selection:tabs:accessibilityIdentifier:)
DSTag.init(_:size:accessibilityIdentifier:)
DSTimeline.init(events:accessibilityIdentifier:)
DSToggle.init(isOn:label:size:accessibilityIdentifier:)
DSTooltip.init(_:accessibilityIdentifier:)
DropdownItem.init(_:icon:role:isSelected:isHighlighted:accessibilityIdentifier:action:)
DropdownMenu.init(_:options:selection:isEnabled:accessibilityIdentifier:optionTitle:)
DropdownMenu.init(isExpanded:accessibilityIdentifier:label:content:)
ExpandableRow.init(_:subtitle:icon:style:isExpanded:accessibilityIdentifier:content:)
ExpandableText.init(_:lineLimit:expandButtonText:collapseButtonText:size:accessibilityIdentifier:)
HighlightedText.init(_:highlights:caseSensitive:size:accessibilityIdentifier:)
HighlightedText.init(_:searchQuery:accessibilityIdentifier:)
MarqueeText.init(_:speed:size:startsPaused:accessibilityIdentifier:)
PinInput.init(code:length:showsError:size:accessibilityIdentifier:onComplete:)
PopoverView.init(arrowDirection:accessibilityIdentifier:content:)
PrimaryButton.init(_:size:isLoading:isFullWidth:accessibilityIdentifier:action:)
RangeSlider.init(_:range:in:step:minimumDistance:accessibilityIdentifier:valueText:)
RatingInput.init(rating:scale:size:label:accessibilityIdentifier:)
ReorderableList.init(items:rowHeight:spacing:showDragHandle:accessibilityIdentifier:onReorder:rowContent:)
SwipeableRow.init(leadingActions:trailingActions:allowsFullSwipe:accessibilityIdentifier:content:)
TestimonialCarousel.init(testimonials:accessibilityIdentifier:)
""".split()
# Initializers that keep an undeprecated `accessibilityIdentifier:`, because the view puts it
# where the modifier cannot: identifiers derived for its parts, or the one text field inside a
# field whose label, helper and error are elements of their own (Apple's pages do not say which
# elements `.accessibilityIdentifier(_:)` on such a view reaches; the stricter case is taken, so
# UI tests that query the field keep working): "Type.init(labels:)" -> why.
DERIVED_IDENTIFIER: dict[str, str] = {
  "CreditCardInputView.init(card:accessibilityIdentifier:now:)":
    "its fields are `<id>.number`, `<id>.expiry` and `<id>.cvv`",
  "DSFormView.init(schema:initialValues:submitTitle:accessibilityIdentifier:onSubmit:onErrors:)":
    "its fields are `<id>.<field id>`, its buttons `<id>.next` and `<id>.submit`",
  "DSSnackbar.init(message:action:accessibilityIdentifier:onDismiss:)":
    "the snack bar it shows is identified `snackBar.<id>`, as SnackBar's are",
  "DSOTPField.init(code:label:hasError:accessibilityIdentifier:onComplete:)":
    "the identifier names the one-time-code text field over its drawn boxes, which `.accessibilityIdentifier(_:)` on the view may not reach",
  "DSPasswordField.init(_:text:helper:error:showsStrength:isNewPassword:size:accessibilityIdentifier:)":
    "the identifier names the text field inside the field (its label, helper and error are elements of their own), which `.accessibilityIdentifier(_:)` on the view may not reach",
  "DSSearchField.init(text:prompt:size:accessibilityIdentifier:onSubmit:)":
    "the identifier names the text field inside the field (its label, helper and error are elements of their own), which `.accessibilityIdentifier(_:)` on the view may not reach",
  "DSTextArea.init(_:text:prompt:helper:error:minimumLines:size:accessibilityIdentifier:)":
    "the identifier names the text field inside the field (its label, helper and error are elements of their own), which `.accessibilityIdentifier(_:)` on the view may not reach",
  "DSTextField.init(_:text:prompt:helper:error:keyboard:axis:size:accessibilityIdentifier:)":
    "the identifier names the text field inside the field (its label, helper and error are elements of their own), which `.accessibilityIdentifier(_:)` on the view may not reach",
  "DSTextField.init(_:value:prompt:helper:keyboard:axis:size:accessibilityIdentifier:)":
    "the identifier names the text field inside the field (its label, helper and error are elements of their own), which `.accessibilityIdentifier(_:)` on the view may not reach",
  "DateField.init(_:date:order:in:size:accessibilityIdentifier:)":
    "the identifier names the text field inside the field (its label, helper and error are elements of their own), which `.accessibilityIdentifier(_:)` on the view may not reach",
  "PhoneInput.init(_:phoneNumber:callingCode:size:accessibilityIdentifier:)":
    "the identifier names the text field inside the field (its label, helper and error are elements of their own), which `.accessibilityIdentifier(_:)` on the view may not reach",
  "PhoneInput.init(_:phoneNumber:region:size:accessibilityIdentifier:)":
    "the identifier names the text field inside the field (its label, helper and error are elements of their own), which `.accessibilityIdentifier(_:)` on the view may not reach",
  "TagInput.init(tags:placeholder:maxTags:maxLength:size:accessibilityIdentifier:)":
    "the identifier names the text field inside the field (its label, helper and error are elements of their own), which `.accessibilityIdentifier(_:)` on the view may not reach",
  "TextInputField.init(_:text:placeholder:helper:error:keyboardType:accessibilityIdentifier:)":
    "the identifier names the text field inside the field (its label, helper and error are elements of their own), which `.accessibilityIdentifier(_:)` on the view may not reach",
  "TextInputField.init(_:value:placeholder:helper:keyboardType:accessibilityIdentifier:)":
    "the identifier names the text field inside the field (its label, helper and error are elements of their own), which `.accessibilityIdentifier(_:)` on the view may not reach",
  "TimeField.init(_:time:step:uses24Hour:in:size:accessibilityIdentifier:)":
    "the identifier names the text field inside the field (its label, helper and error are elements of their own), which `.accessibilityIdentifier(_:)` on the view may not reach",
}
IDENTIFIER_HEADER = f"""\
// Generated by `{COMMAND}`: do not edit.
//
// The deprecated `accessibilityIdentifier:` overloads of TesseraUI's initializers (#27): for
// each signature in DEPRECATED_IDENTIFIER (Tools/checks/caller-text.py), one per form a caller
// could have used, forwarding to that form and storing the identifier its body applies.
// Tools/ci.d/35-caller-text.sh fails while this file differs from what the command writes.
"""


def parse_signature(signature: str) -> tuple[str, str, tuple[str, ...]]:
  """`Type.init(a:b:)` as (type, member, labels)."""
  m = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)\(((?:[A-Za-z_]\w*:)*)\)",
                   signature)
  if not m:
    raise ValueError(f"not a signature: {signature}")
  return m.group(1), m.group(2), tuple(label for label in m.group(3).split(":") if label)


def identifier_link(decl: Decl, group: list[Decl]) -> str:
  """A DocC link to the documented form `decl` stands for: the group's LocalizedStringKey form
  where it has one, otherwise `decl` itself, told apart from its siblings by its types."""
  keyed = [d for d in group if any(p.type.rstrip("?") == KEY for p in d.params)
           and not d.disfavored]
  target = keyed[0] if keyed else decl
  head = f"{target.name}({''.join(label + ':' for label in target.labels)})"
  if keyed:
    primary = next(i for i, p in enumerate(target.params) if p.type.rstrip("?") == KEY)
    return f"``{head}-(" + ",".join(
      target.params[primary].type if i == primary else "_"
      for i in range(len(target.params))) + ")``"
  if len(group) == 1:
    return f"``{head}``"
  types = [p.type for p in target.params]
  differ = [i for i in range(len(types)) if len({d.params[i].type for d in group}) > 1]
  return f"``{head}-(" + ",".join(
    types[i] if i in differ else "_" for i in range(len(types))) + ")``"


def deprecated_form(decl: Decl, index: int, link: str) -> str:
  """`decl` taking `accessibilityIdentifier: String?` at `index`, deprecated, forwarding to it."""
  params = [qualify(p.raw, decl.outer_types) for p in decl.params]
  params.insert(index, f"{IDENTIFIER}: String?")
  args = [p.name if p.label == "_" else f"{p.label}: {p.name}" for p in decl.params]
  head = "public init"
  head += f"<{', '.join(decl.generic_list)}>" if decl.generic_list else ""
  head += f"({', '.join(params)})"
  head += f" {decl.where_clause}" if decl.where_clause else ""
  doc = wrap(f"Deprecated: {link} takes no identifier.")
  return ("\n".join(doc) + "\n" + DEPRECATION + "\n"
          + ("@_disfavoredOverload\n" if decl.disfavored else "") + head + " {\n"
          + f"  self.init({', '.join(args)})\n  self.identifier = {IDENTIFIER}\n}}")


def generate_identifier(root: Path, files: dict[Path, str], made: dict[Path, str],
                        deprecated: list[str], derived: dict[str, str]
                        ) -> tuple[dict[Path, str], list[Problem], int]:
  """The deprecated overloads' file (unformatted), the problems, and how many overloads.

  `made` is the caller-text forms generated from `files`, whose forms get overloads too; a
  documented form that still takes the parameter, unless listed in `derived`, is a problem."""
  problems: list[Problem] = []
  own = {path: parse_decls(path, text) for path, text in files.items()}
  groups: dict[tuple[str, str, tuple[str, ...]], list[tuple[Path, Decl]]] = {}
  for path, text in [*files.items(), *made.items()]:
    for decl in own[path] if path in own else parse_decls(path, text):
      groups.setdefault((decl.type_name, decl.name, decl.labels), []).append((path, decl))
  found: set[str] = set()
  for path, decls in own.items():
    for decl in decls:
      if IDENTIFIER not in decl.labels:
        continue
      if decl.signature() in derived:
        found.add(decl.signature())
        continue
      problems.append(Problem(
        decl.where, f"{decl.signature()} takes `{IDENTIFIER}:`; callers apply "
        "`.accessibilityIdentifier(_:)` to the view. Drop the parameter and its doc line (add "
        "the signature to DEPRECATED_IDENTIFIER if callers used it, for a deprecated overload), "
        "or list it in DERIVED_IDENTIFIER with why the modifier cannot put it there"))
  for signature in sorted(set(derived) - found):
    problems.append(Problem("Tools/checks/caller-text.py", f"DERIVED_IDENTIFIER lists "
                            f"{signature}, which no TesseraUI initializer declares"))
  entries: list[tuple[Path, int, str, int, list[Decl]]] = []
  for signature in deprecated:
    type_name, name, labels = parse_signature(signature)
    if IDENTIFIER not in labels:
      problems.append(Problem("Tools/checks/caller-text.py", f"DEPRECATED_IDENTIFIER lists "
                              f"{signature}, which has no `{IDENTIFIER}:` label"))
      continue
    index = labels.index(IDENTIFIER)
    group = groups.get((type_name, name, labels[:index] + labels[index + 1:]), [])
    written = [(path, d) for path, d in group if path in files]
    if not written or name != "init":
      problems.append(Problem(
        "Tools/checks/caller-text.py", f"DEPRECATED_IDENTIFIER lists {signature}, but TesseraUI "
        f"declares no initializer {type_name}.{name}({''.join(l + ':' for l in labels if l != IDENTIFIER)}) "
        "for its deprecated overload to forward to; keep that form, or remove the entry when "
        "the deprecated API goes"))
      continue
    path, first = min(written, key=lambda item: (item[0].as_posix(), item[1].start))
    entries.append((path, first.start, signature, index, [d for _, d in group]))
  blocks: list[tuple[Path, str, list[str]]] = []
  imports: dict[Path, set[str]] = {}
  count = 0
  for path, _, signature, index, decls in sorted(entries, key=lambda e: (e[0].as_posix(), e[1])):
    imports[path] = set(re.findall(r"(?m)^import (\w+)$", files[path]))
    for decl in decls:
      form = deprecated_form(decl, index, identifier_link(decl, decls))
      count += 1
      if blocks and blocks[-1][:2] == (path, decl.owner):
        blocks[-1][2].append(form)
      else:
        blocks.append((path, decl.owner, [form]))
  if not blocks:
    return {}, problems, count
  return {IDENTIFIER_OUTPUT: assemble(root, IDENTIFIER_HEADER, blocks, imports, problems)}, \
    problems, count


def swift_format(texts: dict[Path, str], root: Path) -> dict[Path, str]:
  """The texts as `swift format` writes them with the repository's configuration."""
  swift = shutil.which("swift")
  if swift is None:
    sys.exit("caller-text: `swift` is not on PATH; the generated files go through swift format")
  if not texts:
    return {}
  with tempfile.TemporaryDirectory() as tmp:
    paths = {}
    for rel, text in texts.items():
      paths[rel] = Path(tmp) / rel.name
      paths[rel].write_text(text)
    result = subprocess.run(
      [swift, "format", "format", "--configuration", str(root / ".swift-format"), "--in-place",
       *map(str, paths.values())], capture_output=True, text=True)
    if result.returncode != 0:
      sys.exit(f"caller-text: swift format failed on the generated files:\n{result.stderr}")
    return {rel: path.read_text() for rel, path in paths.items()}


@dataclass
class Result:
  problems: list[Problem]
  checked: int
  generated: int
  files: int
  outputs: dict[Path, str]
  overloads: int = 0  # deprecated `accessibilityIdentifier:` overloads generated


def run(root: Path, write: bool = False, deprecated: list[str] | None = None,
        derived: dict[str, str] | None = None) -> Result:
  """Generates the files in GENERATED in memory, checks the three forms over the sources and
  them, and compares them with the files there (or writes them)."""
  folder = root / GENERATED
  files = {p.relative_to(root): p.read_text() for p in sorted((root / SOURCES).rglob("*.swift"))
           if folder not in p.parents}
  raw, problems, generated = generate(root, files)
  identified, more, overloads = generate_identifier(
    root, files, raw, DEPRECATED_IDENTIFIER if deprecated is None else deprecated,
    DERIVED_IDENTIFIER if derived is None else derived)
  raw.update(identified)
  problems += more
  outputs = swift_format(raw, root)
  three, checked = check({**files, **outputs})
  problems += three
  # A hand-written resource or string form beside a generated one would be ambiguous.
  made = {(d.type_name, d.name, d.labels, tuple(p.type for p in d.params)): path
          for path, text in outputs.items() for d in parse_decls(path, text)}
  for path, source in files.items():
    for d in parse_decls(path, source):
      also = made.get((d.type_name, d.name, d.labels, tuple(p.type for p in d.params)))
      if d.disfavored and also:
        problems.append(Problem(d.where, f"{d.signature()}: written by hand and generated into "
                                f"{also}; remove the hand-written one"))
  present = {p.relative_to(root) for p in folder.glob("*")} if folder.is_dir() else set()
  for rel in sorted(present - set(outputs)):
    if write:
      (root / rel).unlink()
    else:
      problems.append(Problem(str(rel), f"not generated from any source (the generator owns "
                              f"{GENERATED}/); run `{COMMAND}`, which removes it"))
  for rel, text in sorted(outputs.items()):
    old = (root / rel).read_text() if rel in present else None
    if write:
      if old != text:
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    elif old is None:
      problems.append(Problem(str(rel), f"missing; run `{COMMAND}`"))
    elif old != text:
      diff = list(difflib.unified_diff(old.splitlines(), text.splitlines(), "on disk",
                                       "generated", n=1, lineterm=""))
      shown = "\n".join("    " + line for line in diff[:24])
      more = f"\n    ... ({len(diff) - 24} more diff lines)" if len(diff) > 24 else ""
      problems.append(Problem(str(rel), "differs from what the generator writes (stale, or "
                              f"edited by hand); run `{COMMAND}`:\n{shown}{more}"))
  return Result(problems, checked, generated, len(files), outputs, overloads)


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

# A TesseraUI of two views for the generator's self-test: one generated from, one refused.
GENERATOR_SAMPLE = """\
#if canImport(SwiftUI)
import SwiftUI

/// A sample.
public struct Sample<Content: View>: View {
  /// An action.
  public struct Action {
    /// Creates an action.
    public init(_ title: LocalizedStringKey, role: Int = 0) { self.init(text: Text(title)) }
    init(text: Text) {}
  }

  /// Creates a sample.
  public init(
    _ titleKey: LocalizedStringKey, message: LocalizedStringKey? = nil,
    confirm: LocalizedStringKey? = nil, @ViewBuilder content: () -> Content
  ) {
    // A comment about keys, not copied.
    self.init(
      text: Text(titleKey), message: message.map { Text($0) }, spoken: CallerText.spoken(titleKey),
      action: confirm.map { Action($0) }, content: content())
  }

  init(text: Text, message: Text?, spoken: String?, action: Action?, content: Content) {}

  /// The body.
  public var body: some View { EmptyView() }
}

extension Sample where Content == EmptyView {
  /// Creates a sample without content.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(titleKey, content: { EmptyView() })
  }
}
#endif
"""
REFUSED_SAMPLE = """\
#if canImport(SwiftUI)
import SwiftUI

/// Refused.
public struct Refused: View {
  /// Its id is its key.
  public init(title: LocalizedStringKey) { self.init(id: String(describing: title)) }
  init(id: String) {}
  /// The body.
  public var body: some View { EmptyView() }
}
#endif
"""
# Two views whose callers once passed an identifier: one with caller text, one without.
IDENTIFIER_SAMPLE = """\
#if canImport(SwiftUI)
import SwiftUI

/// A tagged view.
public struct Tagged: View {
  var identifier: String?
  let title: Text

  /// Creates a tagged view.
  public init(_ titleKey: LocalizedStringKey, size: Int = 0) { self.init(text: Text(titleKey)) }

  init(text: Text) { self.title = text }

  /// The body.
  public var body: some View { title }
}

/// A plain view.
public struct Plain: View {
  var identifier: String?

  /// Creates a plain view.
  public init(count: Int, @ViewBuilder content: () -> EmptyView) {}

  /// The body.
  public var body: some View { EmptyView() }
}
#endif
"""
IDENTIFIER_DEPRECATED = [
  "Tagged.init(_:size:accessibilityIdentifier:)", "Plain.init(count:accessibilityIdentifier:content:)"]
IDENTIFIER_EXPECT = [
  "/// Deprecated: ``init(_:size:)-(LocalizedStringKey,_)`` takes no identifier.",
  "public init(_ titleKey: LocalizedStringKey, size: Int = 0, accessibilityIdentifier: String?)",
  "self.init(titleKey, size: size)",
  "_ titleResource: LocalizedStringResource, size: Int = 0, accessibilityIdentifier: String?",
  "self.init(titleResource, size: size)",
  "public init<Title: StringProtocol>(",
  "_ title: Title, size: Int = 0, accessibilityIdentifier: String?",
  "self.init(title, size: size)",
  "/// Deprecated: ``init(count:content:)`` takes no identifier.",
  "public init(count: Int, accessibilityIdentifier: String?, @ViewBuilder content: () -> EmptyView)",
  "self.init(count: count, content: content)",
]
GENERATOR_EXPECT = [
  "extension Sample.Action {",
  "public init(_ title: LocalizedStringResource, role: Int = 0) {",
  "public init<Title: StringProtocol>(_ title: Title, role: Int = 0) {",
  "extension Sample {",
  "_ titleResource: LocalizedStringResource, message: LocalizedStringResource? = nil,",
  "confirm: LocalizedStringResource? = nil, @ViewBuilder content: () -> Content",
  "text: Text(titleResource), message: message.map { Text($0) },",
  "spoken: CallerText.spoken(titleResource),",
  "text: Text(title), message: message.map { Text($0) }, spoken: CallerText.spoken(title),",
  "public init<Title: StringProtocol>(",
  "_ title: Title, message: String? = nil, confirm: String? = nil,",
  "extension Sample where Content == EmptyView {",
  "/// ``init(_:)-(LocalizedStringKey)`` with the title shown as written.",
  "self.init(title, content: { EmptyView() })",
]


def self_test() -> None:
  failures: list[str] = []
  problems, checked = check({Path(f"{name}.swift"): text for name, text in SELF_TEST.items()})
  got = {p.message for p in problems}
  if got != SELF_TEST_EXPECT or checked != 7:
    failures += ["the three-forms check:", "  expected:\n    " + "\n    ".join(
      sorted(SELF_TEST_EXPECT)), "  got:\n    " + "\n    ".join(sorted(got)),
      f"  parameters checked: {checked} (expected 7)"]
  with tempfile.TemporaryDirectory() as tmp:
    root = Path(tmp)
    (root / ".swift-format").write_text((ROOT / ".swift-format").read_text())
    views = root / SOURCES / "Components"
    views.mkdir(parents=True)
    (views / "Sample.swift").write_text(GENERATOR_SAMPLE)
    generated = root / OUTPUT

    (views / "Tagged.swift").write_text(IDENTIFIER_SAMPLE)
    deprecated_file = root / IDENTIFIER_OUTPUT

    def messages(write: bool = False, deprecated: list[str] = IDENTIFIER_DEPRECATED,
                 derived: dict[str, str] | None = None) -> list[str]:
      return [f"{p.where}: {p.message}" for p in run(
        root, write=write, deprecated=deprecated, derived=derived or {}).problems]

    # Missing: the check fails; --write makes it; then it passes.
    if not any("missing" in m for m in messages()):
      failures.append("a missing generated file was not reported")
    messages(write=True)
    text = generated.read_text() if generated.exists() else ""
    for line in GENERATOR_EXPECT:
      if line not in text:
        failures.append(f"the generated file lacks `{line}`")
    if not text.startswith("// Generated by `python3 Tools/checks/caller-text.py --write`"):
      failures.append("the generated file does not say it is generated")
    overloads = deprecated_file.read_text() if deprecated_file.exists() else ""
    for line in IDENTIFIER_EXPECT:
      if line not in overloads:
        failures.append(f"the deprecated overloads lack `{line}`")
    if overloads.count(DEPRECATION) != 4 or overloads.count(
        f"  self.identifier = {IDENTIFIER}\n") != 4 or overloads.count("@_disfavoredOverload") != 2:
      failures.append("not one deprecated overload storing the identifier for each of Tagged's "
                      "three forms and Plain's one, the generated two disfavored:\n" + overloads)
    if "A comment about keys" in text:
      failures.append("a comment of the key form's body was copied")
    if messages():
      failures.append("the check failed right after --write: " + "; ".join(messages()))
    # Edited by hand, or stale after the key form changed: both fail.
    generated.write_text(text.replace("role: Int = 0", "role: Int = 1", 1))
    if not any("differs from what the generator writes" in m for m in messages()):
      failures.append("a hand-edited generated file was not reported")
    generated.write_text(text)
    (views / "Sample.swift").write_text(GENERATOR_SAMPLE.replace("role: Int = 0", "role: Int = 2"))
    if not any("differs from what the generator writes" in m for m in messages()):
      failures.append("a stale generated file was not reported")
    (views / "Sample.swift").write_text(GENERATOR_SAMPLE)
    # A deprecated overload that forwards but drops the identifier, or one left after its form
    # changed: both fail.
    deprecated_file.write_text(overloads.replace(f"  self.identifier = {IDENTIFIER}\n", "", 1))
    if not any(f"{IDENTIFIER_OUTPUT}: differs from what the generator writes" in m
               for m in messages()):
      failures.append("a deprecated overload that drops the identifier was not reported")
    deprecated_file.write_text(overloads)
    (views / "Tagged.swift").write_text(IDENTIFIER_SAMPLE.replace("size: Int = 0", "size: Int = 3"))
    if not any(f"{IDENTIFIER_OUTPUT}: differs from what the generator writes" in m
               for m in messages()):
      failures.append("a stale deprecated overload was not reported")
    # A documented form that still takes the parameter: reported unless DERIVED lists it.
    (views / "Tagged.swift").write_text(IDENTIFIER_SAMPLE.replace(
      "public init(count: Int, @ViewBuilder", "public init(count: Int, accessibilityIdentifier: "
      "String? = nil, @ViewBuilder"))
    messages(write=True)
    if not any("Plain.init(count:accessibilityIdentifier:content:) takes `accessibilityIdentifier:`"
               in m for m in messages()):
      failures.append("a documented form still taking accessibilityIdentifier: was not reported")
    kept = {"Plain.init(count:accessibilityIdentifier:content:)": "its parts' identifiers"}
    if any("takes `accessibilityIdentifier:`" in m
           for m in messages(deprecated=IDENTIFIER_DEPRECATED[:1], derived=kept)):
      failures.append("a form DERIVED_IDENTIFIER lists was reported for taking the parameter")
    (views / "Tagged.swift").write_text(IDENTIFIER_SAMPLE)
    messages(write=True)
    # A listed signature without its documented form, and a stale DERIVED entry.
    found = messages(deprecated=IDENTIFIER_DEPRECATED + ["Tagged.init(gone:accessibilityIdentifier:)"],
                     derived=kept)
    if not any("DEPRECATED_IDENTIFIER lists Tagged.init(gone:accessibilityIdentifier:)" in m
               for m in found):
      failures.append("a deprecated signature without a documented form was not reported")
    if not any("DERIVED_IDENTIFIER lists Plain.init(count:accessibilityIdentifier:content:)" in m
               for m in found):
      failures.append("a DERIVED_IDENTIFIER entry no initializer declares was not reported")
    # A hand-written sibling of a generated form.
    (views / "Extra.swift").write_text(
      "extension Sample.Action {\n  /// Hand-written.\n  @_disfavoredOverload\n"
      "  public init(_ title: LocalizedStringResource, role: Int = 0) {}\n}\n")
    if not any("written by hand and generated" in m for m in messages()):
      failures.append("a hand-written form beside a generated one was not reported")
    (views / "Extra.swift").unlink()
    # A file in the generated folder that no source makes: reported, and --write removes it.
    (root / GENERATED / "Gone.swift").write_text(text)
    if not any("not generated from any source" in m for m in messages()):
      failures.append("a generated file whose source is gone was not reported")
    messages(write=True)
    if (root / GENERATED / "Gone.swift").exists():
      failures.append("--write left a generated file whose source is gone")
    # A body the forms cannot share.
    (views / "Refused.swift").write_text(REFUSED_SAMPLE)
    found = messages()
    if not any("`title` is used as `self.init(id: String(describing: title))`" in m
               for m in found):
      failures.append("a body using String(describing:) was not refused: " + "; ".join(found))
  if failures:
    print("caller-text: the self-test failed:\n  " + "\n  ".join(failures), file=sys.stderr)
    sys.exit(1)
  print(f"caller-text: self-test passed ({len(got)} problems found in {len(SELF_TEST)} samples, "
        "as expected; generated forms written, then a missing, hand-edited, stale and orphaned "
        "generated file, a hand-written sibling and an unsafe body each reported; deprecated "
        "accessibilityIdentifier: overloads written for a view with caller text and one "
        "without, then one dropping the identifier, a stale one, a documented form still "
        "taking the parameter and stale DEPRECATED_IDENTIFIER and DERIVED_IDENTIFIER entries "
        "each reported)")


def main() -> None:
  args = sys.argv[1:]
  if "--self-test" in args:
    self_test()
    return
  if "--derived-identifier-views" in args:  # for Tools/ci.d/31-component-coverage.sh
    print(" ".join(sorted({parse_signature(s)[0] for s in DERIVED_IDENTIFIER})))
    return
  result = run(ROOT, write="--write" in args)
  for problem in result.problems:
    print(f"{problem.where}: {problem.message}", file=sys.stderr)
  if result.problems:
    print(f"caller-text: {len(result.problems)} problems; caller text comes as "
          "LocalizedStringKey, LocalizedStringResource and StringProtocol (Guides/TesseraUI.md, "
          "\"Your own text\"), the last two generated by `" + COMMAND + "`", file=sys.stderr)
    sys.exit(1)
  print(f"caller-text: {result.checked} caller-text parameters in {result.files} files take all "
        f"three forms ({len(DATA)} data parameters exempt); {result.generated} forms generated "
        f"into {OUTPUT} and {result.overloads} deprecated `{IDENTIFIER}:` overloads into "
        f"{IDENTIFIER_OUTPUT} ({len(DERIVED_IDENTIFIER)} views keep the parameter), "
        + ("written" if "--write" in args else "current"))


if __name__ == "__main__":
  main()
