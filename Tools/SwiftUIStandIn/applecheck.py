#!/usr/bin/env python3
"""Type-checks Tessera once per Apple platform, on Linux, with the compiler's own Apple targets.

For each of iOS, macOS, tvOS, watchOS and visionOS this script

1. builds an SDK for that platform's simulator (or Mac) target triple: the Swift standard
   library, _Concurrency, _StringProcessing, Synchronization, Observation and Testing are
   compiled from the toolchain's own `.swiftinterface` files, retargeted, so their Apple
   availability (`@available(iOS 18.0, ...)`) is the compiler's, not ours; Darwin, Foundation,
   CoreGraphics, os, Accessibility, UniformTypeIdentifiers, CoreTransferable, UIKit, AppKit,
   WatchKit and SwiftUI are the stand-ins in
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
# Stand-ins of the modules package plugins import (PackagePlugin, XcodeProjectPlugin), built
# for the macOS check only: plugins run on the Mac that builds, never on a device.
PLUGIN_API = HERE / "PluginAPI"
PLUGIN_API_MODULES = ("PackagePlugin", "XcodeProjectPlugin")


@dataclass
class Platform:
  name: str
  # The platform's name in the manifest's `platforms:` (`swift package dump-package`).
  manifest_name: str
  # The target triple, with `{}` where the deployment target goes.
  triple_format: str
  # Stand-in frameworks in build order (Darwin first: the stdlib's Synchronization needs it).
  frameworks: tuple[str, ...]
  # The package's minimum OS version here, read from the root manifest by `load_package`
  # (never written by hand: a manifest that raises a minimum moves the check with it).
  minimum: str | None = None

  @property
  def triple(self) -> str:
    if self.minimum is None:
      raise BuildFailure(f"{self.name}: the minimum OS version has not been read from the root "
                         "manifest (call load_package first)")
    return self.triple_format.format(self.minimum)

  @property
  def minimum_version(self) -> tuple[int, int]:
    major, _, rest = self.triple and self.minimum.partition(".")  # type: ignore[union-attr]
    return (int(major), int(rest.split(".")[0] or 0))


COMMON_HEAD = ("_DarwinTypes", "Darwin")
COMMON_TAIL = ("Dispatch", "CoreFoundation", "CoreGraphics", "Foundation", "os", "Accessibility",
               "UniformTypeIdentifiers", "CoreTransferable", "DeveloperToolsSupport")
PLATFORMS = {
  p.name: p
  for p in [
    Platform("iOS", "ios", "x86_64-apple-ios{}-simulator", COMMON_TAIL + ("UIKit", "SwiftUI")),
    Platform("macOS", "macos", "x86_64-apple-macosx{}", COMMON_TAIL + ("AppKit", "SwiftUI")),
    Platform("tvOS", "tvos", "x86_64-apple-tvos{}-simulator", COMMON_TAIL + ("UIKit", "SwiftUI")),
    Platform(
      "watchOS", "watchos", "x86_64-apple-watchos{}-simulator",
      COMMON_TAIL + ("UIKit", "WatchKit", "SwiftUI")),
    Platform("visionOS", "visionos", "x86_64-apple-xros{}-simulator",
             COMMON_TAIL + ("UIKit", "SwiftUI")),
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
# The toolchain's own SwiftSyntax, which the compiler loads its plug-ins against.
HOST = USR / "lib" / "swift" / "host"
# Our implementation of SwiftUI's `#Preview` and `@Previewable` (Apple's ships with Xcode).
MACROS = HERE / "Macros" / "PreviewsMacros.swift"
CACHE_ROOT = Path(os.environ.get("APPLECHECK_CACHE", ROOT / ".build" / "apple-sdk"))


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


def build_macros(cache_root: Path) -> Path:
  """Builds Macros/PreviewsMacros.swift into `libPreviewsMacros.so`, a compiler plug-in library
  linked against the toolchain's SwiftSyntax, once per source and toolchain; returns the
  directory to pass as `-plugin-path` (the compiler finds `PreviewsMacros` there by name)."""
  out = cache_root / f"macros-{digest([MACROS], VERSION)}"
  library = out / "libPreviewsMacros.so"
  if not library.exists():
    for old in cache_root.glob("macros-*"):
      shutil.rmtree(old, ignore_errors=True)
    out.mkdir(parents=True)
    status, output = run([str(USR / "bin" / "swiftc"), "-emit-library", "-module-name",
                          "PreviewsMacros", "-I", str(HOST), "-L", str(HOST), "-lSwiftSyntax",
                          "-lSwiftSyntaxMacros", "-lSwiftSyntaxBuilder", "-o", str(library),
                          "-module-cache-path", str(out / "cache"), str(MACROS)])
    if status != 0 or " warning: " in output:
      shutil.rmtree(out, ignore_errors=True)
      raise BuildFailure(f"{MACROS.relative_to(ROOT)} does not build:\n{output[-4000:]}")
  return out


def macro_flags() -> list[str]:
  """Where the compiler finds the preview macros' implementation."""
  return ["-plugin-path", str(build_macros(CACHE_ROOT))]


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
         ] + common_flags(platform, out, out) + macro_flags() + [str(f) for f in files]
  status, output = run(cmd)
  if status != 0 or " warning: " in output:
    raise BuildFailure(f"[{platform.name}] stand-in framework {name} does not build:\n"
                       + output[-6000:])


def build_plugin_api(platform: Platform, sdk: Path, work: Path) -> None:
  """Builds the PluginAPI stand-ins into `work`, against the platform's SDK, as frameworks are
  built (kept apart from build_framework so the cached SDKs' keys do not change with it)."""
  for name in PLUGIN_API_MODULES:
    files = sources_of(PLUGIN_API / name)
    cmd = [str(USR / "bin" / "swiftc"), "-frontend", "-emit-module", "-module-name", name,
           "-parse-as-library", "-swift-version", "5", "-enable-library-evolution",
           "-emit-module-path", str(work / f"{name}.swiftmodule"), "-I", str(work),
           ] + common_flags(platform, sdk, work) + [str(f) for f in files]
    status, output = run(cmd)
    if status != 0 or " warning: " in output:
      raise BuildFailure(f"[{platform.name}] plugin stand-in {name} does not build:\n"
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
  # Keyed by what goes into the SDK (the stand-ins and how they are built), not by this whole
  # script, so editing the module-graph code does not rebuild five SDKs.
  sdk_key = digest(framework_files, stdlib_key, "sdk-v2", inspect.getsource(build_framework),
                   inspect.getsource(sdk_for), " ".join(platform.frameworks))
  sdk = cache_root / f"sdk-{platform.name}-{sdk_key}"
  # One SDK a platform is kept: every stand-in edit makes a new key, and the old ones (each
  # about 300 MB) would otherwise pile up under .build/apple-sdk.
  for kind, keep in (("stdlib", stdlib), ("sdk", sdk)):
    for old in cache_root.glob(f"{kind}-{platform.name}-*"):
      if old != keep:
        shutil.rmtree(old, ignore_errors=True)
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


# The root package's module graph, read from its manifest.
#
# Nothing here restates Package.swift: the targets, their dependencies, folders, excluded files,
# resources, Swift settings, the language mode and the minimum OS versions all come from
# `swift package dump-package`. What the check cannot reproduce (a package dependency, an unsafe
# flag, a setting or condition it does not know) fails it, naming the target and the setting,
# so the type-check can never silently drift from the manifest it claims to check.


@dataclass
class Target:
  name: str
  kind: str  # regular, executable, test, plugin
  dependencies: list[str]
  directory: Path
  # Swift settings as (flags, platforms they apply to or None for all), from the manifest.
  settings: list[tuple[list[str], set[str] | None]] = field(default_factory=list)
  resources: bool = False
  excluded: list[Path] = field(default_factory=list)
  sources: list[Path] | None = None
  package_access: bool = True

  def flags(self, platform: Platform) -> list[str]:
    return [flag for flags, only in self.settings
            if only is None or platform.manifest_name in only for flag in flags]

  def files(self) -> list[Path]:
    roots = self.sources if self.sources is not None else [self.directory]
    found: list[Path] = []
    for root in roots:
      found += [root] if root.is_file() else sources_of(root)
    return [f for f in found
            if not any(f == x or x in f.parents for x in self.excluded)]


@dataclass
class Manifest:
  targets: dict[str, Target]
  swift_version: str
  # Where the check cannot follow the manifest: each names the target and the setting.
  problems: list[str]


# Target-level Swift settings the check reproduces, as compiler flags.
def setting_flags(kind: str, value: object) -> list[str] | None:
  if kind == "enableUpcomingFeature":
    return ["-enable-upcoming-feature", str(value)]
  if kind == "enableExperimentalFeature":
    return ["-enable-experimental-feature", str(value)]
  if kind == "define":
    return ["-D", str(value)]
  if kind == "swiftLanguageMode":
    return ["-swift-version", str(value)]
  if kind == "defaultIsolation":
    return ["-default-isolation", str(value)]
  if kind == "strictMemorySafety":
    return ["-strict-memory-safety"]
  if kind == "treatAllWarnings":
    # Every warning already fails the check.
    return []
  return None


def read_manifest(manifest: dict, root: Path, platforms: dict[str, Platform] | None = None,
                  own_package: bool = True) -> Manifest:
  """The targets of a dumped manifest, and whatever in it the check cannot reproduce.

  With `platforms`, the manifest's `platforms:` sets each one's minimum OS version (the root
  manifest must name every platform the check covers, and no other). `own_package` is False
  for the catalog, whose one dependency is the root package.
  """
  problems: list[str] = []
  known = {p.manifest_name: p for p in PLATFORMS.values()}
  if platforms is not None:
    declared = {d["platformName"]: d["version"] for d in manifest.get("platforms") or []}
    for name, platform in platforms.items():
      if platform.manifest_name not in declared:
        problems.append(f"platforms: the manifest declares no minimum for {name}, which the "
                        "check covers (add it, or remove the platform from applecheck.py)")
      else:
        platform.minimum = declared[platform.manifest_name]
    for name in declared:
      if name not in known:
        problems.append(f"platforms: the manifest declares {name}, which the check does not "
                        "cover (teach applecheck.py its triple and SDK, or remove it)")
  if own_package and manifest.get("dependencies"):
    problems.append("dependencies: the check compiles this package's targets only; a package "
                    "dependency would have to be compiled against each platform's SDK too")
  tools = int(str((manifest.get("toolsVersion") or {}).get("_version", "6")).split(".")[0])
  # Without `swiftLanguageModes`, a manifest builds in its tools version's default mode:
  # Swift 6 from tools 6.0, Swift 5 before.
  modes = manifest.get("swiftLanguageVersions") or (["6"] if tools >= 6 else ["5"])
  if len(modes) != 1:
    problems.append(f"swiftLanguageModes: {modes}: the check compiles in one language mode")
  targets: dict[str, Target] = {}
  for t in manifest["targets"]:
    where = f"target {t['name']}"
    if t["type"] not in ("regular", "executable", "test", "plugin"):
      problems.append(f"{where}: a {t['type']} target, which the check does not compile")
      continue
    deps = []
    for d in t["dependencies"]:
      for key in ("byName", "target", "product"):
        if key in d:
          deps.append(d[key][0])
    default = {"test": "Tests", "plugin": "Plugins"}.get(t["type"], "Sources")
    directory = root / (t.get("path") or f"{default}/{t['name']}")
    settings: list[tuple[list[str], set[str] | None]] = []
    for setting in t.get("settings", []):
      (kind, payload), = setting["kind"].items()
      shown = f"{setting['tool']}Settings .{kind}"
      if setting["tool"] == "linker":
        continue  # Linking is not type-checking; nothing to reproduce.
      flags = setting_flags(kind, (payload or {}).get("_0")) if setting["tool"] == "swift" \
        else None
      if flags is None:
        problems.append(f"{where}: {shown} is a setting the check does not reproduce (teach "
                        "applecheck.setting_flags it, or the type-check would not be the build's)")
        continue
      condition = setting.get("condition") or {}
      only = None
      for key, value in condition.items():
        if key == "platformNames":
          only = set(value)
        elif key == "config" and value == "debug":
          pass  # The check compiles as a debug build does (-D DEBUG).
        elif key == "config":
          flags = []  # A release-only setting: not part of the debug build checked here.
        else:
          problems.append(f"{where}: {shown} has a condition ({key}) the check does not "
                          "reproduce")
      settings.append((flags, only))
    sources = ([directory / s for s in t["sources"]] if t.get("sources") is not None else None)
    targets[t["name"]] = Target(
      t["name"], t["type"], deps, directory, settings, bool(t.get("resources")),
      [directory / x for x in t.get("exclude") or []], sources, t.get("packageAccess", True))
  return Manifest(targets, modes[0], problems)


def dump_package(root: Path) -> dict:
  status, output = run(["swift", "package", "dump-package"], cwd=root)
  if status != 0:
    raise BuildFailure(f"swift package dump-package failed in {root}:\n{output}")
  return json.loads(output[output.index("{"):])


def manifest_self_test(dumped: dict, root: Path) -> list[str]:
  """Proves, on altered copies of the root manifest, that the check follows it.

  Returns what went wrong (empty when the reader follows every change or refuses it).
  """
  import copy
  failures: list[str] = []

  def read(change) -> Manifest:
    altered = copy.deepcopy(dumped)
    change(altered)
    return read_manifest(altered, root, {n: copy.copy(p) for n, p in PLATFORMS.items()})

  def raise_ios(m: dict) -> None:
    for d in m["platforms"]:
      if d["platformName"] == "ios":
        d["version"] = "18.0"
  platforms = {n: copy.copy(p) for n, p in PLATFORMS.items()}
  altered = copy.deepcopy(dumped)
  raise_ios(altered)
  read_manifest(altered, root, platforms)
  if platforms["iOS"].triple != "x86_64-apple-ios18.0-simulator":
    failures.append(f"a minimum of iOS 18 gave the triple {platforms['iOS'].triple}")
  if not any("tvOS" in p for p in read(lambda m: m.__setitem__(
      "platforms", [d for d in m["platforms"] if d["platformName"] != "tvos"])).problems):
    failures.append("a manifest without tvOS was not refused")
  first = dumped["targets"][0]["name"]

  def add_setting(setting: dict):
    return lambda m: m["targets"][0].setdefault("settings", []).append(setting)
  conditional = read(add_setting({"tool": "swift", "kind": {"define": {"_0": "ONLY_IOS"}},
                                  "condition": {"platformNames": ["ios"]}}))
  target = conditional.targets[first]
  if "ONLY_IOS" not in target.flags(PLATFORMS["iOS"]) or \
      "ONLY_IOS" in target.flags(PLATFORMS["macOS"]):
    failures.append("a define for iOS only was not applied on iOS alone")
  unsafe = read(add_setting({"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-Onone"]}}}))
  if not any(first in p and "unsafeFlags" in p for p in unsafe.problems):
    failures.append("an unsafe flag was not refused")
  if not read(lambda m: m.__setitem__("dependencies", [{"sourceControl": []}])).problems:
    failures.append("a package dependency was not refused")
  files = read(lambda m: None).targets[first].files()
  if files:
    excluded = read(lambda m: m["targets"][0].__setitem__(
      "exclude", [str(files[0].relative_to(read(lambda m: None).targets[first].directory))]))
    if files[0] in excluded.targets[first].files():
      failures.append(f"an excluded file ({files[0].name}) was still compiled")
  return failures


def load_package(root: Path) -> dict[str, Target]:
  """The root package's targets; sets each platform's minimum from the manifest.

  Before reading it, proves on altered copies that the reader follows the manifest (a raised
  minimum moves the triple, a platform-only define applies there alone, an excluded file is
  left out) or refuses what it cannot follow (a missing platform, an unsafe flag, a package
  dependency).
  """
  dumped = dump_package(root)
  failures = manifest_self_test(dumped, root)
  if failures:
    raise BuildFailure("the manifest reader no longer follows Package.swift:\n  "
                       + "\n  ".join(failures))
  manifest = read_manifest(dumped, root, PLATFORMS)
  if manifest.problems:
    raise BuildFailure("the root manifest has what the type-check cannot follow:\n  "
                       + "\n  ".join(manifest.problems))
  global SWIFT_VERSION
  SWIFT_VERSION = manifest.swift_version
  return manifest.targets


# The language mode of the root package (its `swiftLanguageModes`), set by load_package.
SWIFT_VERSION = "6"

CATALOG = ROOT / "Examples" / "TesseraCatalog.swiftpm"
# An app package's manifest imports AppleProductTypes, which only Xcode and Swift Playgrounds
# ship. To dump it on Linux, the import is replaced by these declarations of the API the
# manifest uses (an `.iOSApplication` product read as an executable one). A manifest using
# anything else from AppleProductTypes does not compile here, and the check fails saying so.
APPLE_PRODUCT_TYPES = """
extension Product {
  enum AppIcon { case placeholder(icon: PlaceholderIcon) }
  enum PlaceholderIcon { case palette }
  enum AccentColor { case presetColor(PresetColor) }
  enum PresetColor { case indigo }
  enum DeviceFamily { case pad, phone }
  struct DeviceFamilyCondition { static func when(deviceFamilies: [DeviceFamily]) -> Self { .init() } }
  enum InterfaceOrientation {
    case portrait, landscapeRight, landscapeLeft
    case portraitUpsideDown(DeviceFamilyCondition)
  }
  static func iOSApplication(
    name: String, targets: [String], bundleIdentifier: String, displayVersion: String,
    bundleVersion: String, appIcon: AppIcon, accentColor: AccentColor,
    supportedDeviceFamilies: [DeviceFamily], supportedInterfaceOrientations: [InterfaceOrientation]
  ) -> Product {
    .executable(name: name, targets: targets)
  }
}
"""
# Code compiled beside the package that no manifest describes (Checked/, the fixtures) is
# compiled as Tessera's own targets are, with ExistentialAny.
EXISTENTIAL_ANY = ["-enable-upcoming-feature", "ExistentialAny"]


def load_catalog() -> dict[str, Target]:
  """The catalog app's targets, from its own manifest (its one dependency is Tessera)."""
  if not (CATALOG / "Package.swift").exists():
    return {}
  text = (CATALOG / "Package.swift").read_text()
  if "import AppleProductTypes" in text:
    import tempfile
    with tempfile.TemporaryDirectory() as scratch:
      # At the same depth under a folder of the repository's name, so the manifest's relative
      # path to Tessera and the package name it derives from it stay as they are.
      copy = Path(scratch) / ROOT.name / CATALOG.relative_to(ROOT)
      copy.mkdir(parents=True)
      (copy / "Package.swift").write_text(
        text.replace("import AppleProductTypes", APPLE_PRODUCT_TYPES, 1))
      dumped = dump_package(copy)
  else:
    dumped = dump_package(CATALOG)
  manifest = read_manifest(dumped, CATALOG, own_package=False)
  if manifest.swift_version != SWIFT_VERSION:
    manifest.problems.append(f"swiftLanguageModes: {manifest.swift_version}, the root "
                             f"package's is {SWIFT_VERSION}")
  if manifest.problems:
    raise BuildFailure("the catalog's manifest has what the type-check cannot follow:\n  "
                       + "\n  ".join(manifest.problems))
  return manifest.targets


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
  # Compiler flags from the module's manifest settings (upcoming features, defines, ...).
  flags: list[str] = field(default_factory=list)
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
  flags = ["-module-name", unit.name.replace("-", "_"), "-swift-version", SWIFT_VERSION]
  if unit.package:
    flags += ["-package-name", unit.package]
  flags += ["-D", "SWIFT_PACKAGE", "-D", "DEBUG", "-I", str(work)]
  flags += common_flags(platform, sdk, work) + macro_flags()
  flags += unit.flags
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


SWIFTUI_GUIDES = ("TesseraUI", "RenderingReferences", "Migrating-from-DesignSystemPro",
                  "Migrating-from-SwiftUI-Components", "Migrating-from-GentleDesignSystem")


def units_for(platform: Platform, targets: dict[str, Target], work: Path,
              catalog: dict[str, Target] | None = None) -> list[Unit]:
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
    files = target.files()
    if target.resources:
      files.append(resource_accessor(work, target.name))
    if not files:
      continue
    units.append(Unit(target.name, files, flags=target.flags(platform),
                      emit=target.kind != "test",
                      package="tessera" if target.package_access else None))
  if platform.name == "macOS":
    for target in topological(targets, [t.name for t in targets.values()
                                        if t.kind == "executable"]):
      if target.kind != "executable":
        continue
      files = target.files()
      units.append(Unit(target.name, files, executable=any(f.name == "main.swift" for f in files),
                        flags=target.flags(platform),
                        package="tessera" if target.package_access else None))
  if platform.name == "macOS":
    # Package plugins, on the platform where SwiftPM and Xcode run them, against the
    # PluginAPI stand-ins (built into `work` by check_platform). A plugin is compiled apart
    # from the package (no `-package-name`), in the manifest's language mode.
    for target in targets.values():
      if target.kind == "plugin":
        units.append(Unit(target.name, target.files(), emit=False, package=None))
  for target in (catalog or {}).values():
    # The catalog app, as its own manifest builds it: outside Tessera's package.
    units.append(Unit(target.name, target.files(), flags=target.flags(platform),
                      package="TesseraCatalog"))
  for checked in sorted(CHECKED.iterdir()) if CHECKED.is_dir() else []:
    if checked.is_dir():
      units.append(Unit(checked.name, sources_of(checked), flags=EXISTENTIAL_ANY,
                        package=None))
  for guide in SWIFTUI_GUIDES:
    if (ROOT / "Guides" / f"{guide}.md").exists():
      units.append(Unit(f"Guide{guide.replace('-', '')}", [guide_examples(work, guide)], emit=True,
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
    unnamed = [e for e in fields["expect"] if not re.search(r"'[^']+'", e)]
    if unnamed:
      raise BuildFailure(f"{path.relative_to(ROOT)}: an '// expect:' line must name the symbol "
                         f"in quotes, as the compiler's message does: {unnamed[0]!r}")
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
    unit = Unit(base.name, base.files + [fixture.path], base.executable, base.flags,
                emit=False, package=base.package)
  else:
    unit = Unit("MustNotCompileFixture", [fixture.path], flags=EXISTENTIAL_ANY,
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
                   catalog: dict[str, Target],
                   fixtures: list[Fixture]) -> PlatformResult:
  start = time.monotonic()
  try:
    sdk = sdk_for(platform, cache_root)
  except BuildFailure as failure:
    return PlatformResult(platform.name, False, [str(failure)], time.monotonic() - start, 0)
  with tempfile.TemporaryDirectory(prefix=f"applecheck-{platform.name}-") as tmp:
    work = Path(tmp)
    units = units_for(platform, targets, work, catalog)
    diagnostics: list[str] = []
    ok = True
    if any(t.kind == "plugin" for t in targets.values()) and platform.name == "macOS":
      try:
        build_plugin_api(platform, sdk, work)
      except BuildFailure as failure:
        return PlatformResult(platform.name, False, [str(failure)], time.monotonic() - start, 0)
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
        elif note.startswith("rejected") or (note and os.environ.get("APPLECHECK_VERBOSE")):
          # Each rejection is printed: the platform, the fixture's file:line and the message
          # naming the symbol, as the same mistake in Tessera's sources would be reported.
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
  cache_root = CACHE_ROOT
  cache_root.mkdir(parents=True, exist_ok=True)
  platforms = selected_platforms()
  jobs = int(os.environ.get("APPLECHECK_JOBS", os.cpu_count() or 1))
  try:
    build_macros(cache_root)  # once, before the platforms' threads share it
    targets = load_package(ROOT)
    catalog = load_catalog()
    fixtures = [] if args.no_fixtures else load_fixtures()
  except BuildFailure as failure:
    print(f"applecheck: {failure}")
    return 1
  print(f"applecheck: following Package.swift: {len(targets)} targets, minimums "
        + ", ".join(f"{p.name} {p.minimum}" for p in PLATFORMS.values())
        + f", Swift {SWIFT_VERSION}; the catalog from its own manifest"
        + ("" if catalog else " (none)") + "; the manifest self-test passed", flush=True)
  start = time.monotonic()
  with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
    results = list(pool.map(lambda p: check_platform(p, cache_root, targets, catalog, fixtures),
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
