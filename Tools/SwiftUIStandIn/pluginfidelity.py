#!/usr/bin/env python3
"""Checks the PackagePlugin stand-in against the toolchain's own PackagePlugin module.

The macOS type-check (applecheck.py) compiles Plugins/ against `PluginAPI/PackagePlugin`, a
stand-in, because the Apple SDKs it builds have no PackagePlugin. The Swift toolchain on this
machine does ship the real module (`usr/lib/swift/pm/PluginAPI/PackagePlugin.swiftmodule`,
built from swift-package-manager's sources, the module Xcode's toolchain ships too), so the
stand-in need not be trusted: this script extracts the symbol graph of both (the compiler's own
rendering of each declaration) and fails when a public stand-in declaration is not declared,
with the same path and the same declaration text, by the real module.

What it cannot check: `PluginAPI/XcodeProjectPlugin`. Only Xcode ships that module, so no
toolchain here has it; its declarations are listed as unverified (see Guides/BuildPlugin.md).

Usage: python3 Tools/SwiftUIStandIn/pluginfidelity.py   (exit 1 on a mismatch)
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
STAND_IN = HERE / "PluginAPI" / "PackagePlugin" / "PackagePlugin.swift"
XCODE_STAND_IN = HERE / "PluginAPI" / "XcodeProjectPlugin" / "XcodeProjectPlugin.swift"


def toolchain_plugin_dir() -> Path:
  swiftc = shutil.which("swiftc")
  if swiftc is None:
    sys.exit("pluginfidelity: swiftc is not on PATH")
  directory = Path(swiftc).resolve().parent.parent / "lib" / "swift" / "pm" / "PluginAPI"
  if not (directory / "PackagePlugin.swiftmodule").exists():
    sys.exit(f"pluginfidelity: the toolchain has no PackagePlugin module in {directory}")
  return directory


def host_triple() -> str:
  out = subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True,
                       text=True).stdout
  return json.loads(out)["target"]["triple"]


def symbols(module: str, search: Path, out: Path, triple: str) -> dict[str, list[str]]:
  out.mkdir(parents=True, exist_ok=True)
  subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-I", str(search),
                  "-target", triple, "-minimum-access-level", "public", "-output-dir", str(out)],
                 check=True)
  found: dict[str, list[str]] = {}
  for graph in out.glob(f"{module}*.symbols.json"):
    for symbol in json.loads(graph.read_text())["symbols"]:
      text = "".join(f["spelling"] for f in symbol["declarationFragments"])
      found.setdefault(".".join(symbol["pathComponents"]), []).append(normalise(text))
  return found


def normalise(text: str) -> str:
  return re.sub(r"\s+", " ", text).strip()


def main() -> int:
  triple = host_triple()
  with tempfile.TemporaryDirectory(prefix="pluginfidelity.") as tmp:
    work = Path(tmp)
    (work / "mod").mkdir()
    subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name",
                    "PackagePlugin", str(STAND_IN), "-emit-module-path",
                    str(work / "mod" / "PackagePlugin.swiftmodule")], check=True)
    real = symbols("PackagePlugin", toolchain_plugin_dir(), work / "real", triple)
    stand_in = symbols("PackagePlugin", work / "mod", work / "stand-in", triple)
    (work / "xmod").mkdir()
    subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name",
                    "XcodeProjectPlugin", "-I", str(work / "mod"), str(XCODE_STAND_IN),
                    "-emit-module-path", str(work / "xmod" / "XcodeProjectPlugin.swiftmodule")],
                   check=True)
    shutil.copytree(work / "mod", work / "xmod", dirs_exist_ok=True)
    xcode = symbols("XcodeProjectPlugin", work / "xmod", work / "xcode", triple)
  total = sum(len(v) for v in stand_in.values())
  mismatches = [(path, text, real.get(path, [])) for path, texts in sorted(stand_in.items())
                for text in texts if text not in real.get(path, [])]
  print(f"pluginfidelity: {total - len(mismatches)} of {total} PackagePlugin stand-in "
        f"declarations are declared the same by the toolchain's PackagePlugin")
  for path, text, candidates in mismatches:
    print(f"  {path}: stand-in `{text}`; toolchain: "
          + (", ".join(f"`{c}`" for c in candidates) or "no public symbol of that name"))
  print(f"pluginfidelity: {sum(len(v) for v in xcode.values())} XcodeProjectPlugin stand-in "
        "declarations compiled, not checked: only Xcode ships that module")
  return 1 if mismatches else 0


if __name__ == "__main__":
  sys.exit(main())
