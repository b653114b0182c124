#!/usr/bin/env python3
"""Type-checks Tessera once per Apple platform, on Linux, with the compiler's own Apple targets.

For each of iOS, macOS, tvOS, watchOS and visionOS this script

1. builds an SDK for that platform's simulator (or Mac) target triple: the Swift standard
   library, _Concurrency, _StringProcessing, Synchronization, Observation and Testing are
   compiled from the toolchain's own `.swiftinterface` files, retargeted, so their Apple
   availability (`@available(iOS 18.0, ...)`) is the compiler's, not ours; Darwin, Foundation,
   CoreGraphics, os, Accessibility, UIKit, AppKit, WatchKit and SwiftUI are the stand-ins in
   `Frameworks/`, whose declarations carry Apple's availability (see README.md);
2. compiles every module of the root package (from `swift package dump-package`, so the module
   graph is the manifest's), the catalog app, the seeds' quick starts, the guides' SwiftUI
   examples and the Apple-only test target against that SDK, with `-target <triple>`: the
   compiler evaluates `#if os(...)` and `canImport(...)` for that platform and enforces
   `@available` and `if #available` against the package's minimum OS versions;
3. fails on any error or warning, printing `[platform] file:line:col: message`.

Then it runs `MustNotCompile/`: each fixture must fail on the platforms its header names, with
the message it names, and compile on the platforms it says it compiles on (`--no-fixtures`
skips them).

Environment: PLATFORMS (space-separated subset, default all five), APPLECHECK_JOBS (parallel
platforms, default the number of cores), APPLECHECK_CACHE (SDK cache, default
.build/apple-sdk in the repository).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import hashlib
import inspect
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
FRAMEWORKS = HERE / "Frameworks"
CHECKED = HERE / "Checked"
FIXTURES = HERE / "MustNotCompile"


@dataclass(frozen=True)
class Platform:
  name: str
  triple: str
  # Stand-in frameworks in build order (Darwin first: the stdlib's Synchronization needs it).
  frameworks: tuple[str, ...]


COMMON_HEAD = ("_DarwinTypes", "Darwin")
COMMON_TAIL = ("Dispatch", "CoreFoundation", "CoreGraphics", "Foundation", "os", "Accessibility")
PLATFORMS = {
  p.name: p
  for p in [
    Platform("iOS", "x86_64-apple-ios17.0-simulator", COMMON_TAIL + ("UIKit", "SwiftUI")),
    Platform("macOS", "x86_64-apple-macosx14.0", COMMON_TAIL + ("AppKit", "SwiftUI")),
    Platform("tvOS", "x86_64-apple-tvos17.0-simulator", COMMON_TAIL + ("UIKit", "SwiftUI")),
    Platform(
      "watchOS", "x86_64-apple-watchos10.0-simulator",
      COMMON_TAIL + ("UIKit", "WatchKit", "SwiftUI")),
    Platform("visionOS", "x86_64-apple-xros1.0-simulator", COMMON_TAIL + ("UIKit", "SwiftUI")),
  ]
}

# Standard-library modules built from the toolchain's interfaces, in dependency order, and
# where in the order the stand-in Darwin goes (Synchronization and Observation import it).
STDLIB_BEFORE_DARWIN = ("Swift", "_Concurrency", "SwiftOnoneSupport", "_RegexParser",
                        "_StringProcessing")
STDLIB_AFTER_DARWIN = ("Synchronization", "Observation")
# Built after the stand-in frameworks (Testing's Foundation overlay imports Foundation).
STDLIB_AFTER_FRAMEWORKS = ("Testing",)

DIAGNOSTIC = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|warning): "
                        r"(?P<message>.*)$")


def toolchain() -> tuple[Path, str]:
  swiftc = shutil.which("swiftc")
  if swiftc is None:
    sys.exit("applecheck: swiftc not found on PATH")
  usr = Path(swiftc).resolve().parent.parent
  version = subprocess.run([swiftc, "--version"], capture_output=True, text=True).stdout.strip()
  return usr, version


USR, VERSION = toolchain()
LINUX_LIB = USR / "lib" / "swift" / "linux"
PLUGINS = USR / "lib" / "swift" / "host" / "plugins"


def run(cmd: list[str], cwd: Path | None = None) -> tuple[int, str]:
  proc = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                        text=True)
  return proc.returncode, proc.stdout


def retarget_interface(module: str, triple: str, out: Path) -> Path:
  """Writes the Linux interface of `module` retargeted at `triple`.

  Three edits make a Linux interface build for an Apple target: the target flag; `@backDeployed`
  attributes removed (they need bodies the Linux interface does not carry; the `@available`
  that governs use stays); and the Linux-only imports and shims swapped for Darwin's.
  """
  text = (LINUX_LIB / f"{module}.swiftmodule" / "x86_64-unknown-linux-gnu.swiftinterface"
          ).read_text()
  text = text.replace("-target x86_64-unknown-linux-gnu", f"-target {triple}")
  text = re.sub(r"^\s*@backDeployed\([^)]*\)\n", "", text, flags=re.M)
  text = re.sub(r"^import Glibc$", "import Darwin", text, flags=re.M)
  text = text.replace("_swift_stdlib_gettid()", "Swift.UInt32(1)")
  path = out / "interfaces" / f"{module}.swiftinterface"
  path.parent.mkdir(parents=True, exist_ok=True)
  path.write_text(text)
  return path


# visionOS availability is inferred from iOS through the SDK's version map (as in Xcode's
# visionOS SDK settings): iOS 17.x before 17.4 is visionOS 1.0, 17.4 is 1.1, 17.5 is 1.2, 18.x
# is 2.x, and 26 is 26. Without the map the compiler treats every iOS-only availability as
# unmet on visionOS.
VISIONOS_MAP = {"iOS_xrOS": {"13.0": "1.0", "14.0": "1.0", "15.0": "1.0", "16.0": "1.0",
                             "17.0": "1.0", "17.4": "1.1", "17.5": "1.2", "18.0": "2.0",
                             "18.1": "2.1", "18.2": "2.2", "18.3": "2.3", "18.4": "2.4",
                             "18.5": "2.5", "26.0": "26.0"},
                "xrOS_iOS": {"1.0": "17.0", "1.1": "17.4", "1.2": "17.5", "2.0": "18.0",
                             "2.1": "18.1", "2.2": "18.2", "2.3": "18.3", "2.4": "18.4",
                             "2.5": "18.5", "26.0": "26.0"}}


def sdk_settings(platform: Platform, cache: Path) -> list[str]:
  if platform.name != "visionOS":
    return []
  root = cache / "sdk-settings-visionOS"
  root.mkdir(parents=True, exist_ok=True)
  (root / "SDKSettings.json").write_text(json.dumps({
    "CanonicalName": "xrsimulator1.0", "Version": "1.0", "DefaultDeploymentTarget": "1.0",
    "MaximumDeploymentTarget": "26.0.99", "IsBaseSDK": "YES", "VersionMap": VISIONOS_MAP}))
  return ["-sdk", str(root)]


def common_flags(platform: Platform, sdk: Path, cache: Path) -> list[str]:
  return sdk_settings(platform, cache) + [
    "-target", platform.triple, "-I", str(sdk), "-module-cache-path", str(cache / "clang"),
    "-plugin-path", str(PLUGINS), "-diagnostic-style", "llvm", "-Xcc", "-w",
    # The interfaces were built without Objective-C interop (Linux), so clients must match.
    "-disable-objc-interop",
  ]


def sources_of(directory: Path) -> list[Path]:
  return sorted(p for p in directory.rglob("*.swift") if p.is_file())


def digest(paths: list[Path], *extra: str) -> str:
  h = hashlib.sha256()
  for item in extra:
    h.update(item.encode())
  for path in paths:
    h.update(str(path.relative_to(ROOT)).encode())
    h.update(path.read_bytes())
  return h.hexdigest()[:16]


class BuildFailure(Exception):
  pass


def build_stdlib(platform: Platform, out: Path, modules: tuple[str, ...]) -> None:
  for module in modules:
    interface = retarget_interface(module, platform.triple, out)
    cmd = [str(USR / "bin" / "swiftc"), "-frontend", "-compile-module-from-interface",
           "-module-name", module, "-disable-availability-checking", str(interface),
           "-o", str(out / f"{module}.swiftmodule")] + common_flags(platform, out, out)
    if module == "Swift":
      cmd.append("-parse-stdlib")
    status, output = run(cmd)
    if status != 0:
      raise BuildFailure(f"[{platform.name}] building {module} from its interface failed:\n"
                         + output[-4000:])


def build_framework(platform: Platform, out: Path, name: str) -> None:
  files = sources_of(FRAMEWORKS / name)
  if not files:
    raise BuildFailure(f"[{platform.name}] stand-in framework {name} has no sources")
  # Swift 5 language mode, as Apple builds its frameworks: in Swift 6 mode a `@MainActor`
  # function type would become implicitly `@Sendable`, which Apple's declarations are not.
  cmd = [str(USR / "bin" / "swiftc"), "-frontend", "-emit-module", "-module-name", name,
         "-parse-as-library", "-swift-version", "5", "-enable-library-evolution",
         "-emit-module-path", str(out / f"{name}.swiftmodule"),
         # Doc comments and source locations, for fidelity.py's symbol graphs.
         "-emit-module-doc-path", str(out / f"{name}.swiftdoc"),
         "-emit-module-source-info-path", str(out / f"{name}.swiftsourceinfo"),
         ] + common_flags(platform, out, out) + [str(f) for f in files]
  status, output = run(cmd)
  if status != 0 or " warning: " in output:
    raise BuildFailure(f"[{platform.name}] stand-in framework {name} does not build:\n"
                       + output[-6000:])


def sdk_for(platform: Platform, cache_root: Path) -> Path:
  """Builds (or reuses) the SDK for a platform; returns the directory holding its modules."""
  # The standard library depends only on the toolchain and on how interfaces are retargeted.
  stdlib_key = digest([], VERSION, platform.triple, inspect.getsource(retarget_interface),
                      inspect.getsource(build_stdlib), inspect.getsource(common_flags),
                      json.dumps(VISIONOS_MAP))
  stdlib = cache_root / f"stdlib-{platform.name}-{stdlib_key}"
  if not (stdlib / ".complete").exists():
    shutil.rmtree(stdlib, ignore_errors=True)
    stdlib.mkdir(parents=True)
    build_stdlib(platform, stdlib, STDLIB_BEFORE_DARWIN)
    # Synchronization and Observation import Darwin: build the stand-in into a private copy.
    for name in COMMON_HEAD:
      build_framework(platform, stdlib, name)
    build_stdlib(platform, stdlib, STDLIB_AFTER_DARWIN)
    (stdlib / ".complete").write_text(VERSION)
  framework_files = [f for name in COMMON_HEAD + platform.frameworks
                     for f in sources_of(FRAMEWORKS / name)]
  sdk_key = digest(framework_files + [Path(__file__)], stdlib_key, "sdk-v1")
  sdk = cache_root / f"sdk-{platform.name}-{sdk_key}"
  if not (sdk / ".complete").exists():
    shutil.rmtree(sdk, ignore_errors=True)
    sdk.mkdir(parents=True)
    heads = {f"{name}.swiftmodule" for name in COMMON_HEAD}
    for item in stdlib.glob("*.swiftmodule"):
      if item.name not in heads:
        shutil.copy(item, sdk / item.name)
    for name in COMMON_HEAD + platform.frameworks:
      build_framework(platform, sdk, name)
    build_stdlib(platform, sdk, STDLIB_AFTER_FRAMEWORKS)
    (sdk / ".complete").write_text(VERSION)
  return sdk


# The root package's module graph.


@dataclass
class Target:
  name: str
  kind: str  # regular, executable, test
  dependencies: list[str]
  directory: Path
  features: list[str] = field(default_factory=list)
  resources: bool = False


def load_package(root: Path) -> dict[str, Target]:
  status, output = run(["swift", "package", "dump-package"], cwd=root)
  if status != 0:
    raise BuildFailure(f"swift package dump-package failed in {root}:\n{output}")
  start = output.index("{")
  manifest = json.loads(output[start:])
  targets: dict[str, Target] = {}
  for t in manifest["targets"]:
    deps = []
    for d in t["dependencies"]:
      for key in ("byName", "target", "product"):
        if key in d:
          deps.append(d[key][0])
    default = "Tests" if t["type"] == "test" else "Sources"
    directory = root / (t.get("path") or f"{default}/{t['name']}")
    features = [s["kind"]["enableUpcomingFeature"]["_0"] for s in t.get("settings", [])
                if "enableUpcomingFeature" in s.get("kind", {})]
    targets[t["name"]] = Target(t["name"], t["type"], deps, directory, features,
                                bool(t.get("resources")))
  return targets


def topological(targets: dict[str, Target], wanted: list[str]) -> list[Target]:
  order: list[Target] = []
  seen: set[str] = set()

  def visit(name: str) -> None:
    if name in seen or name not in targets:
      return
    seen.add(name)
    for dep in targets[name].dependencies:
      visit(dep)
    order.append(targets[name])

  for name in wanted:
    visit(name)
  return order


@dataclass
class Unit:
  """One module to compile: its name, files and flags."""
  name: str
  files: list[Path]
  executable: bool = False
  features: list[str] = field(default_factory=list)
  emit: bool = True
  # The package the module belongs to (`-package-name`): Tessera's own modules and tests see
  # each other's `package` declarations; code from outside the package (the catalog app, the
  # seeds' quick starts, the guides' examples) does not, as in an app that depends on Tessera.
  package: str | None = "tessera"


def resource_accessor(work: Path, module: str) -> Path:
  """SwiftPM's generated `Bundle.module` for a target with resources."""
  path = work / f"{module}_resource_bundle_accessor.swift"
  path.write_text(
    "import Foundation\n\n"
    "extension Foundation.Bundle {\n"
    "  static let module: Bundle = {\n"
    f"    let name = \"Tessera_{module}\"\n"
    "    let url = Bundle.main.bundleURL.appendingPathComponent(name + \".bundle\")\n"
    "    guard let bundle = Bundle(url: url) else {\n"
    "      fatalError(\"could not load resource bundle \\(name)\")\n"
    "    }\n"
    "    return bundle\n"
    "  }()\n"
    "}\n")
  return path


def compile_unit(platform: Platform, sdk: Path, work: Path,
                 unit: Unit) -> tuple[bool, list[str], str]:
  base = [str(USR / "bin" / "swiftc"), "-frontend"]
  flags = ["-module-name", unit.name.replace("-", "_"), "-swift-version", "6"]
  if unit.package:
    flags += ["-package-name", unit.package]
  flags += ["-D", "SWIFT_PACKAGE", "-D", "DEBUG", "-I", str(work)]
  flags += common_flags(platform, sdk, work)
  for feature in unit.features:
    flags += ["-enable-upcoming-feature", feature]
  if not unit.executable:
    flags.append("-parse-as-library")
  # As in a SwiftPM debug build, so test targets can `@testable import` the modules.
  flags.append("-enable-testing")
  files = [str(f) for f in unit.files]
  # Full type-checking of every body; then the module for dependents, without bodies (the
  # retargeted standard library is good for type-checking, not for generating code).
  status, output = run(base + ["-typecheck"] + flags + files, cwd=ROOT)
  if status == 0 and unit.emit:
    emit_status, emit_output = run(
      base + ["-emit-module", "-experimental-skip-all-function-bodies", "-emit-module-path",
              str(work / f"{unit.name.replace('-', '_')}.swiftmodule")] + flags + files, cwd=ROOT)
    if emit_status != 0:
      status, output = emit_status, emit_output
  diagnostics = []
  for line in output.splitlines():
    m = DIAGNOSTIC.match(line)
    if m:
      file = m["file"]
      try:
        file = str(Path(file).resolve().relative_to(ROOT))
      except ValueError:
        pass
      diagnostics.append(f"[{platform.name}] {file}:{m['line']}:{m['col']}: {m['kind']}: "
                         f"{m['message']}")
  ok = status == 0 and not any(": warning: " in d for d in diagnostics)
  if status != 0 and not diagnostics:
    diagnostics.append(f"[{platform.name}] {unit.name}: compiler exited {status}:\n"
                       + output[-3000:])
  return ok, sorted(set(diagnostics), key=diagnostics.index), output


def guide_examples(work: Path, guide: str) -> Path:
  """The ```swift blocks of Guides/<guide>.md as one file, each guide type-checked alone."""
  text = (ROOT / "Guides" / f"{guide}.md").read_text()
  blocks = re.findall(r"^```swift\n(.*?)^```", text, flags=re.M | re.S)
  path = work / f"Guide_{guide}.swift"
  path.write_text("\n".join(blocks))
  return path


SWIFTUI_GUIDES = ("TesseraUI", "RenderingReferences")


def units_for(platform: Platform, targets: dict[str, Target], work: Path) -> list[Unit]:
  units: list[Unit] = []
  libraries = [t.name for t in targets.values() if t.kind == "regular"]
  wanted = libraries
  # Test targets: the Apple-only render test on every platform; on macOS, where `swift test`
  # runs on a Mac, all of them (the CLI tests run the built binaries with Process, which only
  # macOS has).
  tests = [t.name for t in targets.values() if t.kind == "test" and (
    platform.name == "macOS" or t.name.endswith("UIRenderTests"))]
  for target in topological(targets, wanted + tests):
    if target.kind == "executable":
      continue
    files = sources_of(target.directory)
    if target.resources:
      files.append(resource_accessor(work, target.name))
    if not files:
      continue
    units.append(Unit(target.name, files, features=target.features,
                      emit=target.kind != "test"))
  if platform.name == "macOS":
    for target in topological(targets, [t.name for t in targets.values()
                                        if t.kind == "executable"]):
      if target.kind != "executable":
        continue
      files = sources_of(target.directory)
      units.append(Unit(target.name, files, executable=any(f.name == "main.swift" for f in files),
                        features=target.features))
  catalog = ROOT / "Examples" / "TesseraCatalog" / "Sources" / "TesseraCatalog"
  if catalog.is_dir():
    units.append(Unit("TesseraCatalog", sources_of(catalog), features=["ExistentialAny"],
                      package="TesseraCatalog"))
  for checked in sorted(CHECKED.iterdir()) if CHECKED.is_dir() else []:
    if checked.is_dir():
      units.append(Unit(checked.name, sources_of(checked), features=["ExistentialAny"],
                        package=None))
  for guide in SWIFTUI_GUIDES:
    if (ROOT / "Guides" / f"{guide}.md").exists():
      units.append(Unit(f"Guide{guide}", [guide_examples(work, guide)], emit=True,
                        package=None))
  return units


@dataclass
class PlatformResult:
  platform: str
  ok: bool
  diagnostics: list[str]
  seconds: float
  units: int


@dataclass
class Fixture:
  """A `MustNotCompile/` file and what its header says about it."""
  path: Path
  reason: str
  module: str | None
  fails_on: list[str]
  compiles_on: list[str]
  expect: list[str]


def load_fixtures() -> list[Fixture]:
  fixtures = []
  for path in sorted(FIXTURES.glob("*.swift")):
    fields: dict[str, list[str]] = {}
    for line in path.read_text().splitlines():
      m = re.match(r"^// (must-not-compile|module|fails-on|compiles-on|expect): ?(.*)$", line)
      if m:
        fields.setdefault(m[1], []).append(m[2].strip())
    if "must-not-compile" not in fields or "expect" not in fields:
      raise BuildFailure(f"{path.relative_to(ROOT)}: a fixture needs '// must-not-compile:' and "
                         "'// expect:' header lines (see MustNotCompile/README.md)")
    fixtures.append(Fixture(
      path, fields["must-not-compile"][0], (fields.get("module") or [None])[0],
      (fields.get("fails-on") or [" ".join(PLATFORMS)])[0].split(),
      (fields.get("compiles-on") or [""])[0].split(), fields["expect"]))
  return fixtures


def run_fixture(platform: Platform, sdk: Path, work: Path, units: list[Unit],
                fixture: Fixture) -> tuple[bool, str]:
  """Compiles a fixture on one platform; returns whether it behaved as its header says."""
  relative = str(fixture.path.relative_to(ROOT))
  if fixture.module:
    base = next((u for u in units if u.name == fixture.module), None)
    if base is None:
      return False, f"[{platform.name}] {relative}: no module {fixture.module} on this platform"
    unit = Unit(base.name, base.files + [fixture.path], base.executable, base.features,
                emit=False, package=base.package)
  else:
    unit = Unit("MustNotCompileFixture", [fixture.path], features=["ExistentialAny"],
                emit=False, package=None)
  _, diagnostics, _ = compile_unit(platform, sdk, work, unit)
  mine = [d for d in diagnostics if f"] {relative}:" in d]
  if platform.name in fixture.compiles_on:
    if diagnostics:
      return False, (f"[{platform.name}] {relative}: must compile on {platform.name} (the "
                     "failure it shows elsewhere is platform-specific), but:\n  "
                     + "\n  ".join(diagnostics[:5]))
    return True, f"[{platform.name}] {relative}: compiles, as it must here"
  if platform.name not in fixture.fails_on:
    return True, ""
  wanted = [e.replace("{platform}", platform.name) for e in fixture.expect]
  hits = [d for d in mine if any(w in d for w in wanted)]
  if not hits:
    shown = "\n  ".join(diagnostics[:5]) or "(it compiled cleanly)"
    return False, (f"[{platform.name}] {relative}: must be rejected with "
                   f"{' or '.join(repr(w) for w in wanted)}, but:\n  {shown}")
  return True, f"rejected as expected: {hits[0]}"


def check_platform(platform: Platform, cache_root: Path, targets: dict[str, Target],
                   fixtures: list[Fixture]) -> PlatformResult:
  start = time.monotonic()
  try:
    sdk = sdk_for(platform, cache_root)
  except BuildFailure as failure:
    return PlatformResult(platform.name, False, [str(failure)], time.monotonic() - start, 0)
  with tempfile.TemporaryDirectory(prefix=f"applecheck-{platform.name}-") as tmp:
    work = Path(tmp)
    units = units_for(platform, targets, work)
    diagnostics: list[str] = []
    ok = True
    for unit in units:
      unit_start = time.monotonic()
      unit_ok, found, _ = compile_unit(platform, sdk, work, unit)
      if os.environ.get("APPLECHECK_VERBOSE"):
        print(f"applecheck: {platform.name}: {unit.name} {time.monotonic() - unit_start:.1f} s",
              flush=True)
      diagnostics += found
      if not unit_ok:
        ok = False
        # Dependents of a module that failed would only repeat its errors.
        if not any(": error: " in d for d in found):
          continue
        break
    notes: list[str] = []
    if ok:
      for fixture in fixtures:
        fixture_ok, note = run_fixture(platform, sdk, work, units, fixture)
        if not fixture_ok:
          ok = False
          diagnostics.append(note)
        elif note and os.environ.get("APPLECHECK_VERBOSE"):
          notes.append(note)
    return PlatformResult(platform.name, ok, diagnostics + notes, time.monotonic() - start,
                          len(units))


def selected_platforms() -> list[Platform]:
  names = os.environ.get("PLATFORMS", "").split() or list(PLATFORMS)
  unknown = [n for n in names if n not in PLATFORMS]
  if unknown:
    sys.exit(f"applecheck: unknown platform(s) {' '.join(unknown)}; "
             f"choose from {' '.join(PLATFORMS)}")
  return [PLATFORMS[n] for n in names]


def main() -> int:
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--no-fixtures", action="store_true",
                      help="skip the MustNotCompile/ fixtures")
  args = parser.parse_args()
  cache_root = Path(os.environ.get("APPLECHECK_CACHE", ROOT / ".build" / "apple-sdk"))
  cache_root.mkdir(parents=True, exist_ok=True)
  platforms = selected_platforms()
  jobs = int(os.environ.get("APPLECHECK_JOBS", os.cpu_count() or 1))
  try:
    targets = load_package(ROOT)
    fixtures = [] if args.no_fixtures else load_fixtures()
  except BuildFailure as failure:
    print(f"applecheck: {failure}")
    return 1
  start = time.monotonic()
  with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
    results = list(pool.map(lambda p: check_platform(p, cache_root, targets, fixtures),
                            platforms))
  failed = False
  for result in results:
    for line in result.diagnostics:
      print(line)
    status = "ok" if result.ok else "FAILED"
    print(f"applecheck: {result.platform}: {status} ({result.units} units, "
          f"{len(fixtures)} fixtures, {result.seconds:.0f} s)")
    failed |= not result.ok
  print(f"applecheck: {len(results)} platform(s) in {time.monotonic() - start:.0f} s")
  return 1 if failed else 0


if __name__ == "__main__":
  sys.exit(main())
