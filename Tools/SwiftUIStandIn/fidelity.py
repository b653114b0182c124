#!/usr/bin/env python3
"""Counts how many stand-in declarations match Apple's, record by record.

Every public declaration in `Frameworks/` carries, as doc-comment lines directly above it,
Apple's declaration text as the reference page shows it and the platforms the page lists:

    /// - Apple: `nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, visionOS 1.0

This script builds (or reuses) the macOS and iOS SDKs with applecheck.py, extracts each
stand-in module's symbol graph (the compiler's own rendering of a declaration, the same one
Apple's pages are generated from), and compares each symbol with its record:

- the declaration text, with whitespace and module qualification (`Swift.`, `SwiftUI.`, ...)
  normalised and nothing else: attributes (`@MainActor`, `nonisolated`, `@preconcurrency`,
  `@frozen`, result builders), labels, defaults and generics must match;
- the availability the compiler sees (inherited from the enclosing type or extension; visionOS
  inferred from iOS through applecheck's version map when not declared): a platform Apple lists
  at or below the package minimum (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1) may be
  declared at any version at or below it; above the minimum it must be equal; a platform the
  page does not list must be unavailable.

Symbols Apple documents without a per-symbol page (Darwin's C functions, the conformance
plumbing of CGFloat) may be covered by a group record: a `// - Apple group: <what and why>` line
and a `// - Apple availability:` line, then the declarations, then `// - Apple group end`. Each
member's availability is checked against the group's.

It prints "N of M stand-in declarations match Apple's", then every mismatch (symbol, what
differs, file:line) and every declaration without a record. Exit status 1 on any mismatch of a
recorded declaration or a malformed record; declarations without a record are listed only.

Environment: APPLECHECK_CACHE (SDK cache, as for applecheck.py). `--list-unrecorded` prints
the unrecorded declarations with their rendered declaration and availability (a worklist).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import applecheck  # noqa: E402

ROOT = applecheck.ROOT
FRAMEWORKS = applecheck.FRAMEWORKS

# The platforms a record may list. Their minimum OS versions are the root manifest's, read by
# applecheck.load_package (main calls it first).
PLATFORM_NAMES = tuple(applecheck.PLATFORMS)


def minimum_of(platform: str) -> tuple[int, int]:
  return applecheck.PLATFORMS[platform].minimum_version
# Platforms Apple's pages list that the package does not target.
IGNORED_PLATFORMS = ("iPadOS", "Mac Catalyst", "macCatalyst")

# Symbol graphs come from the macOS SDK; modules (or `#if canImport(UIKit)` parts) that the
# macOS SDK lacks come from the iOS SDK.
EXTRACT_PLATFORMS = ("macOS", "iOS")

MODULE_NAMES = ("Swift", "SwiftUI", "SwiftUICore", "Foundation", "FoundationEssentials",
                "FoundationInternationalization", "CoreGraphics", "CoreFoundation", "Darwin",
                "_DarwinTypes", "UIKit", "AppKit", "WatchKit", "Dispatch", "os",
                "Accessibility", "Observation", "_Concurrency", "Synchronization",
                "_StringProcessing", "UniformTypeIdentifiers", "CoreTransferable")
QUALIFIER = re.compile(r"(?<![\w.])(?:" + "|".join(MODULE_NAMES) + r")\.(?=[A-Za-z_])")

RECORD = re.compile(r"^- Apple: `(?P<text>.*)`\s*$")
AVAILABILITY = re.compile(r"^- Apple availability: (?P<text>.*)$")
GROUP_START = re.compile(r"^\s*// - Apple group: (?P<text>.+)$")
GROUP_AVAILABILITY = re.compile(r"^\s*// - Apple availability: (?P<text>.*)$")
GROUP_END = re.compile(r"^\s*// - Apple group end\s*$")


def canonical(declaration: str) -> str:
  """A declaration with whitespace and module qualification normalised, nothing else."""
  text = QUALIFIER.sub("", declaration)
  text = re.sub(r"\s+", " ", text).strip()
  text = re.sub(r"\s*(->|[()\[\]<>,:{}=?!&])\s*", r"\1", text)
  return text


NONISOLATED_UNSAFE = re.compile(r"^nonisolated\(unsafe\) (?P<rest>(?:static )?let \w+: (?P<type>[\w.]+))$")
CONTENT_BUILDER = re.compile(r"@ContentBuilder\b")
# A declaration whose builder builds toolbar content: a `ToolbarContent` constraint, or
# ToolbarContent's own `body`.
TOOLBAR_CONTENT = re.compile(r"\bToolbarContent\b|var body: Self\.Body")


def normalised_match(record: str, symbol: Symbol) -> str | None:
  """Why a record that differs from the stand-in still states the same declaration, or None.

  Three forms are accepted, and each is reported whenever it is used:

  - `@ContentBuilder` read as `@ViewBuilder`. Apple's pages come from an SDK (Xcode 27) that
    spells the view builder attribute with its new name; its page declares
    `typealias ContentBuilder = ViewBuilder` (/documentation/SwiftUI/ContentBuilder, iOS 13.0,
    macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0), so both name the same result builder.
    The stand-in keeps `@ViewBuilder`, the spelling every SDK Tessera supports declares (Xcode
    26 has no `ContentBuilder`), so code checked here cannot come to depend on the new name.
  - `@ContentBuilder` read as `@ToolbarContentBuilder` where the closure builds toolbar
    content (a `ToolbarContent` constraint, or that protocol's `body`): the ContentBuilder
    page calls it "the unified replacement for type-specific builders like
    ToolbarContentBuilder"; the SDKs Tessera supports spell the toolbar builder so.
  - A page's `nonisolated(unsafe)` on a constant (`static let x: T`) whose type T is
    `Sendable` in the stand-in. On such a constant the attribute changes nothing for a client
    (a `Sendable` constant is already safe to read from any isolation), and the compiler
    rejects it there ("'nonisolated(unsafe)' is unnecessary for a constant with 'Sendable'
    type"), which the stand-in build treats as a failure, so the stand-in cannot write it.
  """
  reasons = []
  text = canonical_spaced(record)
  toolbar = CONTENT_BUILDER.sub("@ToolbarContentBuilder", text)
  if CONTENT_BUILDER.search(text) and TOOLBAR_CONTENT.search(text) and (
      canonical(toolbar) == canonical(symbol.declaration)):
    return ("the page's `@ContentBuilder` read as `@ToolbarContentBuilder` for toolbar content "
            "(ContentBuilder is \"the unified replacement for type-specific builders like "
            "ToolbarContentBuilder\" in Xcode 27; earlier SDKs spell it ToolbarContentBuilder)")
  if CONTENT_BUILDER.search(text):
    text = CONTENT_BUILDER.sub("@ViewBuilder", text)
    reasons.append("the page's `@ContentBuilder` read as `@ViewBuilder` (Apple's "
                   "`typealias ContentBuilder = ViewBuilder`: the same result builder)")
  if canonical(text) == canonical(symbol.declaration):
    return "; ".join(reasons) or None
  m = NONISOLATED_UNSAFE.match(text)
  if not m or canonical(m["rest"]) != canonical(symbol.declaration):
    return None
  owner = symbol.name.rsplit(".", 1)[0]
  candidates = {m["type"], f"{owner}.{m['type']}"}
  if not candidates & symbol.sendable_types:
    return None
  reasons.append(f"the page's `nonisolated(unsafe)` dropped: the constant's type {m['type']} "
                 "is Sendable, where the attribute has no effect and the compiler rejects it")
  return "; ".join(reasons)


def canonical_spaced(declaration: str) -> str:
  """A declaration with module qualification removed and runs of whitespace made one space."""
  return re.sub(r"\s+", " ", QUALIFIER.sub("", declaration)).strip()


Version = tuple[int, int]
# A platform's availability: None (not restricted), "unavailable", or the version introduced.
Availability = dict[str, object]


def parse_version(text: str) -> Version:
  parts = [int(p) for p in text.split(".")]
  return (parts[0], parts[1] if len(parts) > 1 else 0)


def show_version(version: Version) -> str:
  return f"{version[0]}.{version[1]}"


class RecordError(Exception):
  pass


def parse_availability(text: str) -> dict[str, Version | None]:
  """`iOS 13.0, macOS 10.15, ...` as Apple's page lists it; unlisted platforms are absent.

  A platform written without a version (`tvOS`) is one the page lists without giving its
  version (Core Graphics pages do this for symbols as old as the platform).
  """
  listed: dict[str, Version | None] = {}
  text = text.strip()
  if text in ("", "none"):
    return listed
  for item in text.split(","):
    item = item.strip()
    m = re.fullmatch(r"(iOS|macOS|tvOS|watchOS|visionOS|iPadOS|Mac Catalyst|macCatalyst)"
                     r"(?: (\d+(?:\.\d+)*)\+?)?", item)
    if not m:
      raise RecordError(f"cannot read '{item}' in the availability record (write e.g. "
                        "'iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0')")
    if m[1] in IGNORED_PLATFORMS:
      continue
    if m[1] in listed:
      raise RecordError(f"{m[1]} is listed twice in the availability record")
    listed[m[1]] = parse_version(m[2]) if m[2] else None
  return listed


def visionos_from_ios(version: Version) -> Version:
  """visionOS availability inferred from an iOS version, as applecheck's SDK map does."""
  best: Version | None = None
  for ios, vision in applecheck.VISIONOS_MAP["iOS_xrOS"].items():
    if parse_version(ios) <= version:
      best = parse_version(vision)
  return best or (1, 0)


def declared_availability(entries: list[dict]) -> Availability:
  """What the compiler sees on each platform, from a symbol graph's availability mixin."""
  by_domain: dict[str, dict] = {e["domain"]: e for e in entries or [] if "domain" in e}
  result: Availability = {}
  for platform in PLATFORM_NAMES:
    entry = by_domain.get(platform)
    if platform == "visionOS" and entry is None:
      ios = by_domain.get("iOS")
      if ios is None:
        result[platform] = None
      elif ios.get("isUnconditionallyUnavailable"):
        result[platform] = "unavailable"
      elif "introduced" in ios:
        result[platform] = visionos_from_ios(
          (ios["introduced"]["major"], ios["introduced"].get("minor", 0)))
      else:
        result[platform] = None
      continue
    if entry is None:
      result[platform] = None
    elif entry.get("isUnconditionallyUnavailable"):
      result[platform] = "unavailable"
    elif "introduced" in entry:
      result[platform] = (entry["introduced"]["major"], entry["introduced"].get("minor", 0))
    else:
      result[platform] = None
  return result


def show_declared(value: object) -> str:
  if value is None:
    return "available (no version)"
  if value == "unavailable":
    return "unavailable"
  return show_version(value)  # type: ignore[arg-type]


def compare_availability(declared: Availability, apple: dict[str, Version | None]) -> list[str]:
  problems = []
  for platform in PLATFORM_NAMES:
    have = declared[platform]
    minimum = minimum_of(platform)
    # A platform listed without a version is as old as the platform: at or below the minimum.
    want = apple.get(platform, "absent")
    shown = "listed without a version" if want is None else (
      show_version(want) if isinstance(want, tuple) else "")
    if want is None:
      want = (0, 0)
    if want == "absent":
      if have != "unavailable":
        problems.append(f"{platform}: declared {show_declared(have)}, Apple's page does not "
                        "list it (unavailable)")
      continue
    assert isinstance(want, tuple)
    if have == "unavailable":
      problems.append(f"{platform}: declared unavailable, Apple {shown}")
    elif want <= minimum:
      if have is not None and have > minimum:  # type: ignore[operator]
        problems.append(f"{platform}: declared {show_declared(have)}, Apple {shown} (at or "
                        f"below the minimum {show_version(minimum)})")
    elif have != want:
      problems.append(f"{platform}: declared {show_declared(have)}, Apple {show_version(want)}")
  return problems


def render_declared(declared: Availability) -> str:
  """A symbol's availability written as a record would write it (for the worklist)."""
  items = []
  for platform in PLATFORM_NAMES:
    value = declared[platform]
    if value == "unavailable":
      continue
    items.append(f"{platform} {show_version(value) if value else '≤min'}")
  return ", ".join(items) or "none"


@dataclass
class Symbol:
  module: str
  name: str
  kind: str
  declaration: str
  declared: Availability
  file: Path
  line: int
  column: int
  doc: list[str]
  doc_start: int | None
  # The names of the stand-in types that conform to `Sendable` (shared by every symbol).
  sendable_types: set[str] = field(default_factory=set)

  @property
  def where(self) -> str:
    return f"{self.file.relative_to(ROOT)}:{self.line}"

  @property
  def title(self) -> str:
    return f"{self.module} {self.name}"


@dataclass
class Group:
  title: str
  file: Path
  start: int
  end: int
  availability: dict[str, Version | None] | None
  error: str | None = None


@dataclass
class Result:
  matched_own: list[Symbol] = field(default_factory=list)
  # Matched by their own record once a stated normalisation was applied (symbol, why).
  normalised: list[tuple[Symbol, str]] = field(default_factory=list)
  matched_group: list[Symbol] = field(default_factory=list)
  mismatches: list[tuple[Symbol, list[str]]] = field(default_factory=list)
  unrecorded: list[Symbol] = field(default_factory=list)


def framework_modules() -> list[str]:
  return sorted(p.name for p in FRAMEWORKS.iterdir() if p.is_dir())


def extract(platform: applecheck.Platform, sdk: Path, module: str, cache: Path) -> Path:
  out = sdk / "symbolgraphs" / module
  if (out / ".complete").exists():
    return out
  shutil.rmtree(out, ignore_errors=True)
  out.mkdir(parents=True)
  cmd = [str(applecheck.USR / "bin" / "swift-symbolgraph-extract"), "-module-name", module,
         "-target", platform.triple, "-I", str(sdk), "-module-cache-path", str(cache / "clang"),
         "-minimum-access-level", "public", "-skip-inherited-docs", "-output-dir", str(out)]
  status, output = applecheck.run(cmd)
  if status != 0:
    raise applecheck.BuildFailure(f"[{platform.name}] symbol graph of {module} failed:\n"
                                  + output[-3000:])
  (out / ".complete").write_text("")
  return out


SENDABLE = "s:s8SendableP"


def load_symbols(graph_dir: Path, module: str, sendable_types: set[str]) -> list[Symbol]:
  symbols = []
  for path in sorted(graph_dir.glob("*.symbols.json")):
    graph = json.loads(path.read_text())
    names = {s["identifier"]["precise"]: ".".join(s["pathComponents"]) for s in graph["symbols"]}
    for relation in graph.get("relationships", []):
      if relation["kind"] == "conformsTo" and relation["target"] == SENDABLE \
          and relation["source"] in names:
        sendable_types.add(names[relation["source"]])
    for s in graph["symbols"]:
      precise = s["identifier"]["precise"]
      if "::SYNTHESIZED::" in precise or "location" not in s:
        continue
      components = s["pathComponents"]
      if any(c.startswith("_") for c in components):
        continue
      uri = s["location"]["uri"]
      file = Path(uri.removeprefix("file://")).resolve()
      try:
        file.relative_to(FRAMEWORKS)
      except ValueError:
        continue
      doc = s.get("docComment") or {}
      lines = [line["text"] for line in doc.get("lines", [])]
      doc_start = None
      if doc.get("lines") and "range" in doc["lines"][0]:
        doc_start = doc["lines"][0]["range"]["start"]["line"] + 1
      declaration = "".join(f["spelling"] for f in s["declarationFragments"])
      symbols.append(Symbol(
        module, ".".join(components), s["kind"]["identifier"], declaration,
        declared_availability(s.get("availability")), file,
        s["location"]["position"]["line"] + 1, s["location"]["position"]["character"], lines,
        doc_start, sendable_types))
  return symbols


def load_groups(files: set[Path]) -> list[Group]:
  groups = []
  for file in sorted(files):
    open_group: Group | None = None
    for number, line in enumerate(file.read_text().splitlines(), start=1):
      start = GROUP_START.match(line)
      if start:
        if open_group:
          open_group.error = f"group opened again at line {number} before its end"
          groups.append(open_group)
        open_group = Group(start["text"].strip(), file, number, 10**9, None)
        continue
      if open_group and open_group.availability is None and open_group.error is None:
        avail = GROUP_AVAILABILITY.match(line)
        if avail:
          try:
            open_group.availability = parse_availability(avail["text"])
          except RecordError as error:
            open_group.error = str(error)
          continue
      if GROUP_END.match(line):
        if open_group is None:
          groups.append(Group("(none)", file, number, number, None,
                              "'// - Apple group end' without a group"))
          continue
        open_group.end = number
        if open_group.availability is None and open_group.error is None:
          open_group.error = "the group has no '// - Apple availability:' line"
        groups.append(open_group)
        open_group = None
    if open_group:
      open_group.error = "the group has no '// - Apple group end' line"
      groups.append(open_group)
  return groups


def records_of(symbol: Symbol) -> tuple[str | None, dict[str, Version | None] | None, list[str]]:
  declaration = None
  availability = None
  problems = []
  for line in symbol.doc:
    line = line.strip()
    if line.startswith("- Apple:"):
      m = RECORD.match(line)
      if not m:
        problems.append("record: write '- Apple: `<declaration>`' (the text in backticks)")
      elif declaration is not None:
        problems.append("record: more than one '- Apple:' line")
      else:
        declaration = m["text"]
    elif line.startswith("- Apple availability:"):
      m = AVAILABILITY.match(line)
      if availability is not None:
        problems.append("record: more than one '- Apple availability:' line")
        continue
      try:
        availability = parse_availability(m["text"] if m else "")
      except RecordError as error:
        problems.append(f"record: {error}")
        availability = {}
  if declaration is not None and availability is None:
    problems.append("record: '- Apple:' without '- Apple availability:'")
  if availability is not None and declaration is None:
    problems.append("record: '- Apple availability:' without '- Apple:'")
  return declaration, availability, problems


def collect(symbols: list[Symbol], groups: list[Group]) -> Result:
  result = Result()
  # A doc comment shared by several symbols (`case a, b`) cannot say which record is whose.
  shared: dict[tuple[Path, int], list[Symbol]] = {}
  for symbol in symbols:
    if symbol.doc_start is not None and any(l.strip().startswith("- Apple") for l in symbol.doc):
      shared.setdefault((symbol.file, symbol.doc_start), []).append(symbol)
  for symbol in symbols:
    declaration, availability, problems = records_of(symbol)
    if symbol.doc_start is not None and len(shared.get((symbol.file, symbol.doc_start), [])) > 1:
      problems.append("record: one doc comment covers several declarations; give each its own "
                      "line and record")
    if declaration is not None and availability is not None:
      why = None
      if canonical(declaration) != canonical(symbol.declaration):
        why = normalised_match(declaration, symbol)
        if why is None:
          problems.append(f"declaration: stand-in `{symbol.declaration}`, Apple `{declaration}`")
      problems += compare_availability(symbol.declared, availability)
      if problems:
        result.mismatches.append((symbol, problems))
      elif why is not None:
        result.normalised.append((symbol, why))
      else:
        result.matched_own.append(symbol)
      continue
    if problems:
      result.mismatches.append((symbol, problems))
      continue
    group = next((g for g in groups if g.file == symbol.file and g.start < symbol.line < g.end),
                 None)
    if group is not None:
      if group.error:
        result.mismatches.append((symbol, [f"group '{group.title}' (line {group.start}): "
                                           f"{group.error}"]))
        continue
      assert group.availability is not None
      problems = compare_availability(symbol.declared, group.availability)
      if problems:
        result.mismatches.append((symbol, [f"group '{group.title}': {p}" for p in problems]))
      else:
        result.matched_group.append(symbol)
      continue
    result.unrecorded.append(symbol)
  return result


# Why a declaration has no record, for the README's list. The first matching rule wins; a note
# from NOTES is shown beside the symbol. Nothing here excuses a mismatch: these declarations are
# only listed, never counted as matching.
PROTOCOL_REQUIREMENTS = {
  "rawValue", "init(rawValue:)", "description", "debugDescription", "hash", "hash(into:)",
  "==(_:_:)", "<(_:_:)", "+(_:_:)", "-(_:_:)", "+=(_:_:)", "isEqual(_:)",
  "union(_:)", "intersection(_:)", "symmetricDifference(_:)", "contains(_:)", "insert(_:)",
  "remove(_:)", "update(with:)", "formUnion(_:)", "formIntersection(_:)",
  "formSymmetricDifference(_:)", "init()",
  "Element", "Index", "Indices", "SubSequence", "Regions", "regions", "startIndex", "endIndex",
  "subscript(_:)", "path(in:)", "inset(by:)", "Cache", "Subviews", "makeCache(subviews:)",
  "updateCache(_:subviews:)", "spacing(subviews:cache:)", "callAsFunction(_:)",
  "sizeThatFits(proposal:subviews:cache:)", "placeSubviews(in:proposal:subviews:cache:)",
  "FormatInput", "FormatOutput", "format(_:)", "scale(by:)", "magnitudeSquared", "zero",
  "AnimatableData", "animatableData", "Value", "coordinateSpace", "Content",
  "withUnsafeBytes(_:)",
}
REQUIREMENT_OWNERS = {
  "AccessibilityTraits", "CharacterSet", "Edge.Set", "Axis.Set", "GestureMask", "SubmitTriggers",
  "UITextContentType", "CGBitmapInfo", "Data", "Data.ReadingOptions",
  "Data.Base64DecodingOptions", "Data.Base64EncodingOptions", "NSData.WritingOptions",
  "NSData.SearchOptions", "String.Encoding", "Date", "UUID", "URL", "CocoaError",
  "CocoaError.Code", "JSONSerialization.ReadingOptions", "JSONSerialization.WritingOptions",
  "NSRegularExpression.Options", "NSRegularExpression.MatchingOptions",
  "NSRegularExpression.MatchingFlags", "NSString.CompareOptions", "FileAttributeKey",
  "FileManager.SearchPathDomainMask", "FileManager.DirectoryEnumerationOptions",
  "URLResourceKey", "NSObject", "Color", "EnvironmentValues", "Angle", "EmptyAnimatableData",
  "Double", "CGFloat", "Never", "Gesture", "Animatable", "VectorArithmetic", "Layout",
  "LayoutSubviews", "ViewDimensions", "AnyLayout", "HStackLayout", "VStackLayout", "Path",
  "RoundedRectangle", "Capsule", "Circle", "Rectangle", "ShapeView", "ViewModifier",
  "CoordinateSpaceProtocol", "GlobalCoordinateSpace", "LocalCoordinateSpace",
  "FloatingPointFormatStyle", "FloatingPointFormatStyle.Percent", "IntegerFormatStyle",
  "IntegerFormatStyle.Percent", "FormatStyle", "DataProtocol", "ContiguousBytes",
  "UnsafeRawBufferPointer", "Array", "ArraySlice", "DispatchTime", "DispatchWorkItemFlags",
  "StringProtocol",
}
UNRECORDED_REASONS = (
  ("`Body`/`body` plumbing of primitive views, shapes, gestures and modifiers: Apple gives it "
   "no page", lambda s: s.name.rsplit(".", 1)[-1] in ("Body", "body")
   or s.name.endswith(".body(content:)") or s.name.endswith(".body(content:phase:)")),
  ("`ViewBuilder`/`SceneBuilder` build methods: no per-symbol page in the sources read",
   lambda s: s.name.split(".")[0] in ("ViewBuilder", "SceneBuilder")),
  ("a page was found, but only one that differs from the stand-in for a reason noted beside "
   "the symbol", lambda s: s.title in NOTES),
  ("implementations of protocol requirements (`RawRepresentable`, `SetAlgebra`, `Collection`, "
   "`Equatable`/`Comparable`, `CustomStringConvertible`, `VectorArithmetic`, `Layout`, `Shape`, "
   "`FormatStyle`, `CoordinateSpaceProtocol`): most have no page of their own",
   lambda s: "." in s.name and s.name.rsplit(".", 1)[0] in REQUIREMENT_OWNERS
   and s.name.rsplit(".", 1)[1] in PROTOCOL_REQUIREMENTS),
  ("Darwin, Dispatch and Core Foundation symbols: no Swift page (C man pages), a page that "
   "renders `CGFloat` as `Double` (`var x: Double` for `CGPoint.x`), which the stand-in's "
   "`CGFloat` struct cannot state, or pages for other overloads only (`CGFloat.init(_:)`)",
   lambda s: s.module in ("Darwin", "_DarwinTypes", "CoreFoundation", "Dispatch")),
  ("no page of its own found in the docs corpus or the mirrors (an overload filed under a "
   "hashed address, or a member its type's page lists by name only)", lambda s: True),
)
XCODE_26 = ("the only page read is Xcode 26's (a mirror), without the `nonisolated` or "
            "`@export(implementation)` the Xcode 27 pages give its siblings")
NO_GENERICS = "the only page found is a mirror's that drops generic parameters"
NOTES = {
  "SwiftUI EnvironmentValues.appearsActive":
    "page: `@backDeployed(before: macOS 15.0)`, which a stand-in cannot state",
  "SwiftUI Circle.init()": XCODE_26, "SwiftUI Divider.init()": XCODE_26,
  "SwiftUI EmptyView.init()": XCODE_26, "SwiftUI PlainTextFieldStyle": XCODE_26,
  "SwiftUI HStack.init(alignment:spacing:content:)": XCODE_26,
  "SwiftUI StrokeShapeView.style": XCODE_26, "SwiftUI StrokeShapeView.strokeStyle": XCODE_26,
  "SwiftUI StrokeShapeView.isAntialiased": XCODE_26,
  "SwiftUI StrokeShapeView.background": XCODE_26,
  "SwiftUI StrokeShapeView.init(shape:style:strokeStyle:isAntialiased:background:)": XCODE_26,
  "SwiftUI StrokeBorderShapeView.style": XCODE_26,
  "SwiftUI View.accessibilityLabel(_:)":
    "the overload pages found are the `Text` and `LocalizedStringResource` ones",
  "SwiftUI View.accessibilityHint(_:)": "the overload page found is the `LocalizedStringResource` one",
  "SwiftUI View.accessibilityValue(_:)": "the overload page found is the `Text` one",
  "SwiftUI View.accessibilityAction(named:_:)": "the overload page found is the `Text` one",
  "SwiftUI Toggle.init(_:isOn:)": "the overload page found is the `LocalizedStringKey` one",
  "SwiftUI ColorPicker.init(selection:supportsOpacity:label:)":
    "the overload page found is the `CGColor` one",
  "SwiftUI TextField.init(_:text:prompt:)":
    "the overload page found is the `LocalizedStringKey` one",
  "SwiftUI ForEach.init(_:content:)": "the overload page found is MapKit's (`@MapContentBuilder`)",
  "SwiftUI ForEach.init(_:id:content:)":
    "the overload page found is MapKit's (`@MapContentBuilder`)",
  "SwiftUI Environment.init(_:)": "the overload page found is the key-path one",
  "SwiftUI Path.init(_:)": "the overload page found is the closure one",
  "SwiftUI FocusState.init()": "the overload page found is the `Bool` one",
  "SwiftUI LocalizedStringKey.StringInterpolation.appendInterpolation(_:)":
    "the overload page found is the `AttributedString` one",
  "SwiftUI ViewModifier.Content": "page: `typealias Content` (its type is not shown)",
  "Foundation AttributedString": "page: `@dynamicMemberLookup struct AttributedString`",
  "Foundation Data.init(_:)": NO_GENERICS, "Foundation Data.withUnsafeBytes(_:)": NO_GENERICS,
  "Foundation Data.withUnsafeMutableBytes(_:)": NO_GENERICS,
  "Foundation Data.copyBytes(to:count:)": NO_GENERICS,
  "Foundation Data.replaceSubrange(_:with:)": NO_GENERICS,
  "Foundation Calendar.dateComponents(_:from:to:)": NO_GENERICS,
  "Foundation FloatingPointFormatStyle": NO_GENERICS,
  "Foundation FloatingPointFormatStyle.precision(_:)": NO_GENERICS,
  "Foundation FloatingPointFormatStyle.Percent.precision(_:)": NO_GENERICS,
  "Foundation IntegerFormatStyle": NO_GENERICS,
  "Foundation URL.append(component:directoryHint:)": NO_GENERICS,
  "Foundation Data.ReadingOptions":
    "page: `typealias ReadingOptions = NSData.ReadingOptions`; the stand-in has a struct",
  "Foundation Data.Base64DecodingOptions":
    "page: a typealias of `NSData.Base64DecodingOptions`; the stand-in has a struct",
  "Foundation Data.Base64EncodingOptions":
    "page: a typealias of `NSData.Base64EncodingOptions`; the stand-in has a struct",
  "Foundation DataProtocol": "page adds `Self.SubSequence : DataProtocol`",
  "Foundation Process.init()":
    "page: `init()`; the stand-in's `NSObject` subclass must write `override init()`",
  "Foundation CocoaError.code": "no page found for the property (only for `CocoaError.Code`)",
  "Foundation URL.stopAccessingSecurityScopedResource()":
    "the page found is `NSURL`'s (`URL`'s own is not in the docs corpus)",
  "UniformTypeIdentifiers UTType.json":
    "the page found is the Objective-C `UTTypeJSON` (`extern UTType * const UTTypeJSON;`)",
  "Dispatch DispatchQueue.async(group:qos:flags:execute:)":
    "page: `... execute work: @escaping () -> Void` under `@preconcurrency`, without the "
    "closure's `@Sendable`, which the stand-in keeps",
}


def reason_of(symbol: Symbol) -> str:
  return next(title for title, rule in UNRECORDED_REASONS if rule(symbol))


README = ROOT / "Tools" / "SwiftUIStandIn" / "README.md"
README_BEGIN = "<!-- fidelity.py --write-readme: begin -->"
README_END = "<!-- fidelity.py --write-readme: end -->"


def readme_block(symbols: list[Symbol], result: Result) -> str:
  """The README's count, its table of reasons and every unrecorded declaration by reason."""
  matched = len(result.matched_own) + len(result.normalised) + len(result.matched_group)
  by_reason: dict[str, list[Symbol]] = {title: [] for title, _ in UNRECORDED_REASONS}
  for symbol in result.unrecorded:
    by_reason[reason_of(symbol)].append(symbol)
  lines = [
    README_BEGIN,
    "",
    f"Where it stands: **{matched} of {len(symbols)}** stand-in declarations match Apple's "
    f"({len(result.matched_own) + len(result.normalised)} by their own record, "
    f"{len(result.normalised)} of them after a stated normalisation, and "
    f"{len(result.matched_group)} by a group record); {len(result.mismatches)} mismatched, "
    f"{len(result.unrecorded)} without a record. Why those have none:",
    "",
    "| why there is no record | declarations |",
    "| --- | --- |",
  ]
  for title, items in by_reason.items():
    if items:
      lines.append(f"| {title} | {len(items)} |")
  lines += ["", "### What is unconfirmed, declaration by declaration", "",
            "Every stand-in declaration without a record, by reason and file (generated by "
            "`fidelity.py --write-readme`; `fidelity.py` fails when this list is stale):", ""]
  for title, items in by_reason.items():
    if not items:
      continue
    lines.append(f"- **{title}** ({len(items)}):")
    by_file: dict[str, list[str]] = {}
    for symbol in items:
      shown = f"`{symbol.name}`"
      note = NOTES.get(symbol.title)
      if note and title.startswith("a page was found"):
        shown += f" ({note})"
      by_file.setdefault(str(symbol.file.relative_to(FRAMEWORKS)), []).append(shown)
    for file, names in by_file.items():
      lines.append(f"  - `{file}`: " + ", ".join(names))
  lines += ["", README_END]
  return "\n".join(lines)


def readme_current(block: str) -> str | None:
  text = README.read_text()
  if README_BEGIN not in text or README_END not in text:
    return None
  start = text.index(README_BEGIN)
  return text[start:text.index(README_END) + len(README_END)]


def write_readme(block: str) -> None:
  text = README.read_text()
  current = readme_current(block)
  if current is None:
    raise SystemExit(f"fidelity: {README.relative_to(ROOT)} has no '{README_BEGIN}' marker")
  README.write_text(text.replace(current, block))


def gather(cache_root: Path) -> list[Symbol]:
  """Builds (or reuses) the SDKs and returns every stand-in symbol, each once."""
  modules = framework_modules()
  sdks = {}
  with concurrent.futures.ThreadPoolExecutor(max_workers=len(EXTRACT_PLATFORMS)) as pool:
    futures = {name: pool.submit(applecheck.sdk_for, applecheck.PLATFORMS[name], cache_root)
               for name in EXTRACT_PLATFORMS}
    for name, future in futures.items():
      sdks[name] = future.result()
  jobs = []
  for name in EXTRACT_PLATFORMS:
    platform = applecheck.PLATFORMS[name]
    present = set(applecheck.COMMON_HEAD + platform.frameworks)
    for module in modules:
      if module not in present:
        continue
      if name != EXTRACT_PLATFORMS[0]:
        # A later platform adds only what the first one cannot see.
        first = applecheck.PLATFORMS[EXTRACT_PLATFORMS[0]]
        in_first = module in applecheck.COMMON_HEAD + first.frameworks
        conditional = any("#if" in f.read_text() for f in applecheck.sources_of(FRAMEWORKS / module))
        if in_first and not conditional:
          continue
      jobs.append((platform, sdks[name], module))
  seen: dict[tuple[Path, int, int, str], Symbol] = {}
  sendable_types: set[str] = set()
  workers = int(os.environ.get("APPLECHECK_JOBS", os.cpu_count() or 1))
  with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
    graph_dirs = list(pool.map(lambda job: (job[2], extract(job[0], job[1], job[2], cache_root)),
                               jobs))
  for module, graph_dir in graph_dirs:
    for symbol in load_symbols(graph_dir, module, sendable_types):
      seen.setdefault((symbol.file, symbol.line, symbol.column, symbol.name), symbol)
  order = {m: i for i, m in enumerate(["SwiftUI", "UIKit", "Accessibility", "CoreGraphics",
                                       "Foundation", "Dispatch", "os"])}
  return sorted(seen.values(), key=lambda s: (order.get(s.module, 99), s.module, str(s.file),
                                               s.line, s.column))


def main() -> int:
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--list-unrecorded", action="store_true",
                      help="print each unrecorded declaration with its rendering (a worklist)")
  parser.add_argument("--write-readme", action="store_true",
                      help="rewrite the README's count and its list of unrecorded declarations")
  parser.add_argument("--module", action="append",
                      help="report only these modules (the count still covers all)")
  args = parser.parse_args()
  start = time.monotonic()
  cache_root = Path(os.environ.get("APPLECHECK_CACHE", ROOT / ".build" / "apple-sdk"))
  cache_root.mkdir(parents=True, exist_ok=True)
  try:
    applecheck.load_package(ROOT)
    symbols = gather(cache_root)
  except applecheck.BuildFailure as failure:
    print(f"fidelity: {failure}")
    return 1
  groups = load_groups({s.file for s in symbols})
  result = collect(symbols, groups)
  matched = len(result.matched_own) + len(result.normalised) + len(result.matched_group)
  normalised = (f" ({len(result.normalised)} of them after a stated normalisation)"
                if result.normalised else "")
  print(f"fidelity: {matched} of {len(symbols)} stand-in declarations match Apple's "
        f"({len(result.matched_own) + len(result.normalised)} by their own record{normalised}, "
        f"{len(result.matched_group)} by a group record; {len(result.mismatches)} mismatched, "
        f"{len(result.unrecorded)} without a record)")
  if result.normalised:
    print(f"fidelity: {len(result.normalised)} record(s) matched only after a normalisation:")
    for symbol, why in result.normalised:
      print(f"  {symbol.title} ({symbol.where}): {why}")

  def shown(symbol: Symbol) -> bool:
    return not args.module or symbol.module in args.module

  if result.mismatches:
    print(f"fidelity: {len(result.mismatches)} mismatch(es):")
    for symbol, problems in result.mismatches:
      print(f"  {symbol.title} ({symbol.where})")
      for problem in problems:
        print(f"    {problem}")
  unrecorded = [s for s in result.unrecorded if shown(s)]
  print(f"fidelity: {len(result.unrecorded)} declaration(s) without a record:")
  by_module: dict[str, list[Symbol]] = {}
  for symbol in unrecorded:
    by_module.setdefault(symbol.module, []).append(symbol)
  for module, items in by_module.items():
    if args.list_unrecorded:
      for symbol in items:
        print(f"  {symbol.title} ({symbol.where})\n    `{symbol.declaration}`\n"
              f"    {render_declared(symbol.declared)}")
    else:
      print(f"  {module} ({len(items)}): " + ", ".join(s.name for s in items))
  block = readme_block(symbols, result)
  stale = False
  if args.write_readme:
    write_readme(block)
    print(f"fidelity: wrote the count and the unrecorded list to {README.relative_to(ROOT)}")
  elif readme_current(block) != block:
    stale = True
    print(f"fidelity: {README.relative_to(ROOT)}'s count or list of unrecorded declarations is "
          "stale; run `python3 Tools/SwiftUIStandIn/fidelity.py --write-readme`")
  print(f"fidelity: {time.monotonic() - start:.1f} s")
  return 1 if result.mismatches or stale else 0


if __name__ == "__main__":
  sys.exit(main())
