#!/usr/bin/env python3
"""The lists a component family used to be added to by hand, derived from the folder layout.

A family is a folder `Sources/TesseraComponents/Families/<Family>/`; its case of
`ComponentStyleFamily` is the folder's name in lower camel case (`OTPField` is `otpField`). From
the folders and the files named after them, this script writes:

- `Tools/checks/family-order.txt`: the registry order, one folder per line. It is the order of
  the enum's cases, so `allCases`, which everything enumerating the registry follows, the golden
  references too; so adding a family must move no other: --write keeps the listed folders where
  they are, appends a folder the list lacks at the end and drops a line whose folder is gone.
  The order is kept in a file of its own, not read back from the generated enum, so that the
  enum is checked like every other generated file (reordering its cases by hand fails the
  check) and a reorder is a visible, deliberate edit: moving a line is the one way to reorder
  the registry (then run --write and record the references again).
- `Sources/TesseraComponents/Core/Registry/Generated/ComponentStyleFamily+Cases.swift`: the
  declaration of `ComponentStyleFamily` with its cases in that order (its members are an
  extension in `Core/Registry/ComponentStyleFamily.swift`). Each case's one-line documentation
  is the opening sentence of its family's `<Family>/<Family>.swift`: that file's first comment
  opens `// The <name> family: <sentence>.`, and the sentence, up to the first period followed
  by a space or the end of the comment, with its first letter capitalized, is the case's doc
  line (`// The tab bar family: one item of DSTabBar. ...` documents `tabBar` as "One item of
  DSTabBar."). So the doc sits with the family it describes, and a family file without that
  opening, or with a sentence too long for one line, fails the check.
- `Sources/TesseraComponents/Core/Registry/Generated/ComponentStyleFamily+Definition.swift`:
  `ComponentStyleFamily.definition`, the switch from each case to the definition closing
  `<Family>/<Family>.swift` (`ResolvedTheme.<family>Family`), which the compiler then asks of
  every folder.
- `Sources/TesseraExport/Gallery/Generated/GalleryDrawing+Families.swift`: the gallery's
  dispatch from a family to its drawing, the method named after the case (`otpField()`) in
  `Sources/TesseraExport/Gallery/Families/<Family>.swift` (or a file naming several families,
  `Checkbox+Radio.swift`); a family without such a file is drawn by `standardDrawing()`, its
  box holding its first component's name.
- `Sources/TesseraUI/Catalog/Generated/CatalogSample.swift`: `CatalogSample`, the catalog
  samples the rendering references draw (Tests/TesseraUIRenderSupport), and its dispatch from a
  family to its samples, the function named after the case (`otpFieldSamples`) beside the
  family's previews, in `Sources/TesseraUI/Components/<Family>/<Family>Previews.swift`.
- the list of family pages in `Guides/Components.md`, between `<!-- begin families -->` and
  `<!-- end families -->`: one line per `Guides/Components/<Family>.md`, alphabetically, whose
  text is the page's opening sentence before " Variants:" (the views it documents).

Of Swift it reads only the opening comment of each family's file; otherwise folder and file
names, the order list and the guide pages. The check fails while a generated file, the order
list or the guide list is missing, stale or edited by hand, while a family's file does not open
with the sentence its case's documentation needs, while a generated folder holds a file the
script does not write (left over), while a family has no folder of views with its previews
file in TesseraUI (where its catalog samples are), while a gallery drawing file or such a folder
names no family, and while a page does not open as the list needs.

    python3 Tools/checks/family-wiring.py             # check
    python3 Tools/checks/family-wiring.py --write     # regenerate
    python3 Tools/checks/family-wiring.py --self-test # prove the check rejects what it must

The generated Swift goes through `swift format` with the repository's configuration, so `swift`
must be on PATH.
"""
from __future__ import annotations

import difflib
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
FAMILIES = Path("Sources/TesseraComponents/Families")
REGISTRY_GENERATED = Path("Sources/TesseraComponents/Core/Registry/Generated")
REGISTRY_OUTPUT = REGISTRY_GENERATED / "ComponentStyleFamily+Definition.swift"
CASES_OUTPUT = REGISTRY_GENERATED / "ComponentStyleFamily+Cases.swift"
ORDER = Path("Tools/checks/family-order.txt")
GALLERY = Path("Sources/TesseraExport/Gallery/Families")
GALLERY_GENERATED = Path("Sources/TesseraExport/Gallery/Generated")
GALLERY_OUTPUT = GALLERY_GENERATED / "GalleryDrawing+Families.swift"
SAMPLES = Path("Sources/TesseraUI/Components")
SAMPLES_GENERATED = Path("Sources/TesseraUI/Catalog/Generated")
SAMPLES_OUTPUT = SAMPLES_GENERATED / "CatalogSample.swift"
PAGES = Path("Guides/Components")
INDEX = Path("Guides/Components.md")
BEGIN = "<!-- begin families: generated by `python3 Tools/checks/family-wiring.py --write` -->"
END = "<!-- end families -->"
COMMAND = "python3 Tools/checks/family-wiring.py --write"
CHECK = "Tools/ci.d/32-family-wiring.sh"


@dataclass
class Problem:
  where: str
  message: str


def case_name(folder: str) -> str:
  """The enum case of a family folder: `Button` -> `button`, `OTPField` -> `otpField`."""
  run = re.match(r"[A-Z]*", folder).group(0)
  if 1 < len(run) < len(folder):
    return run[:-1].lower() + folder[len(run) - 1:]
  return run.lower() + folder[len(run):]


def header(source: str) -> str:
  text = (f"Generated by `{COMMAND}` from {source}: do not edit. {CHECK} fails while this file "
          "differs from what the command writes.")
  return "".join(f"// {line}\n" for line in textwrap.wrap(text, 97, break_on_hyphens=False))


ORDER_HEADER = f"""# The registry order of the component families: the order of the cases of
# ComponentStyleFamily (`allCases`), which the registry, the catalog, the audit and the golden
# references that list families follow. One folder of {FAMILIES} per line.
#
# `{COMMAND}` keeps this file: it appends a new folder at
# the end and drops the line of a removed one, so no family moves when another is added. Moving
# a line reorders the registry: run the command, then record the references again
# (`TESSERA_RECORD=1 swift test --filter Golden`).
"""


def order_text(order: list[str]) -> str:
  return ORDER_HEADER + "".join(f"{folder}\n" for folder in order)


def order_of(root: Path, folders: list[str]) -> list[str]:
  """The folders in registry order: those the order list names, where it names them (once
  each, only while their folder exists), then the others alphabetically."""
  path = root / ORDER
  listed = []
  if path.is_file():
    for line in path.read_text().splitlines():
      name = line.strip()
      if name and not name.startswith("#") and name in folders and name not in listed:
        listed.append(name)
  return listed + [f for f in folders if f not in listed]


OPENING = re.compile(r"// The [^:]+ family: ")
SENTENCE_END = re.compile(r"\.(\s|$)")
DOC_WIDTH = 100 - len("  /// ")


def case_doc(root: Path, folder: str, problems: list[Problem]) -> str | None:
  """The case's one-line documentation: the opening sentence of `<Family>/<Family>.swift`."""
  rel = FAMILIES / folder / f"{folder}.swift"
  path = root / rel
  if not path.is_file():
    problems.append(Problem(str(rel), f"missing: the {folder} family's file, whose opening "
                            f"sentence documents the case `{case_name(folder)}`"))
    return None
  lines = path.read_text().splitlines()
  start = next((i for i, line in enumerate(lines) if line.lstrip().startswith("//")), None)
  opening = OPENING.match(lines[start]) if start is not None else None
  if opening is None:
    first = f"`{lines[start].strip()}`" if start is not None else "none"
    problems.append(Problem(str(rel), "does not open with `// The <name> family: <sentence>.`, "
                            f"whose sentence is the one-line documentation of the case "
                            f"`{case_name(folder)}` of ComponentStyleFamily (its first comment "
                            f"line: {first})"))
    return None
  end = start
  while end < len(lines) and lines[end].startswith("//"):
    end += 1
  comment = " ".join(line[2:].strip() for line in lines[start:end])[opening.end() - 3:]
  stop = SENTENCE_END.search(comment)
  sentence = comment[:stop.start() + 1] if stop else ""
  if not sentence.strip(" ."):
    problems.append(Problem(str(rel), "the opening comment has no sentence after \"family: \" "
                            "ending with a period; it is the one-line documentation of the case "
                            f"`{case_name(folder)}` of ComponentStyleFamily"))
    return None
  doc = sentence[0].upper() + sentence[1:]
  if len(doc) > DOC_WIDTH:
    problems.append(Problem(str(rel), f"the opening sentence after \"family: \" has {len(doc)} "
                            f"characters; as the one-line documentation of the case "
                            f"`{case_name(folder)}` it may have {DOC_WIDTH}: \"{doc}\""))
    return None
  return doc


# The type's documentation, public: the cases are generated, so it is written here.
ENUM_DOC = """\
/// The component families: each draws one or more catalog components, and each is decided in
/// one folder of TesseraComponents named after it (`button` in `Button/Button.swift`, `toast`
/// in `Toast/Toast.swift`).
///
/// ```swift
/// ComponentStyleFamily.button.variants     // ["primary", "secondary", "tertiary", ...]
/// ComponentStyleFamily.button.states       // [.normal, .pressed, .focused, .disabled, .loading]
/// ComponentStyleFamily.toast.components.map(\\.name)   // ["DSToastView", "DSToastContainer"]
/// ```"""


def cases_text(order: list[str], docs: dict[str, str]) -> str:
  cases = "\n".join(f"  /// {docs[f]}\n  case {case_name(f)}" for f in order)
  source = (f"{ORDER} (the order) and the opening sentence of each "
            f"{FAMILIES}/<Family>/<Family>.swift (each case's documentation)")
  return f"""{header(source)}
{ENUM_DOC}
public enum ComponentStyleFamily: String, Sendable, Hashable, Codable, CaseIterable {{
{cases}
}}
"""


def registry_text(folders: list[str]) -> str:
  cases = "\n".join(f"    case .{case_name(f)}: return ResolvedTheme.{case_name(f)}Family"
                    for f in folders)
  return f"""{header(f"the folders of {FAMILIES}")}
import TesseraTokens

extension ComponentStyleFamily {{
  /// Where everything about the family is decided: the definition closing
  /// `Families/<Family>/<Family>.swift`. The cases come from the same folders, so the compiler
  /// asks each folder for its definition.
  var definition: any AnyComponentFamilyDefinition {{
    switch self {{
{cases}
    }}
  }}
}}
"""


def gallery_text(folders: list[str], drawn: set[str]) -> str:
  cases = "\n".join(
    f"    case .{case_name(f)}: return {case_name(f) if f in drawn else 'standardDrawing'}()"
    for f in folders)
  return f"""{header(f"the folders of {FAMILIES}")}
import TesseraComponents

extension GalleryDrawing {{
  /// The drawing of the appearance's family: the method named after the family's case, in
  /// `Gallery/Families/<Family>.swift`, or the standard drawing of a family without that file.
  mutating func familyDrawing() -> String {{
    switch look.style.family {{
{cases}
    }}
  }}
}}
"""


def sample_file(folder: str) -> Path:
  """The file holding a family's catalog samples: its previews in TesseraUI."""
  return SAMPLES / folder / f"{folder}Previews.swift"


def samples_text(folders: list[str]) -> str:
  cases = "\n".join(f"    case .{case_name(f)}: return {case_name(f)}Samples(name)" for f in folders)
  return f"""{header(f"the folders of {FAMILIES}")}
#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// The catalog samples: for each catalog component, one view with fixed sample data and constant
/// bindings, which the rendering references draw (`ComponentSample` in
/// Tests/TesseraUIRenderSupport). A family's samples sit beside its previews, in
/// `Components/<Family>/<Family>Previews.swift`: a function named after the family's case
/// (`otpFieldSamples(_:)`) on this type, returning the sample of each of its components by name.
package enum CatalogSample {{
  /// The sample of the catalog component `name` of `family`: the function named after the
  /// family's case, in the family's previews file; nil when it has none for `name`.
  @MainActor package static func samples(of family: ComponentStyleFamily, named name: String)
    -> AnyView?
  {{
    switch family {{
{cases}
    }}
  }}
}}
#endif
"""


def page_lead(text: str) -> str | None:
  """The views a guide page documents: its third paragraph up to " Variants:"."""
  paragraphs = text.split("\n\n")
  if len(paragraphs) < 3 or " Variants:" not in " " + paragraphs[2].replace("\n", " "):
    return None
  lead = (" " + paragraphs[2].replace("\n", " ")).split(" Variants:")[0].strip()
  return lead if lead.endswith(".") else lead + "."


def index_lines(root: Path, folders: list[str], problems: list[Problem]) -> list[str]:
  lines = []
  for folder in sorted(folders, key=str.lower):
    page = root / PAGES / f"{folder}.md"
    if not page.is_file():
      problems.append(Problem(str(PAGES / f"{folder}.md"), f"missing: the {folder} family's "
                              "guide page"))
      continue
    lead = page_lead(page.read_text())
    if not lead:
      problems.append(Problem(str(PAGES / f"{folder}.md"), "the paragraph after the links does "
                              "not name the views before \" Variants:\"; the index takes them "
                              "from there"))
      continue
    lines.append(f"- [{folder}](Components/{folder}.md): {lead}")
  return lines


def swift_format(texts: dict[Path, str], root: Path) -> dict[Path, str]:
  """The texts as `swift format` writes them with the repository's configuration."""
  swift = shutil.which("swift")
  if swift is None:
    sys.exit("family-wiring: `swift` is not on PATH; the generated files go through swift format")
  with tempfile.TemporaryDirectory() as tmp:
    paths = {}
    for index, (rel, text) in enumerate(texts.items()):
      paths[rel] = Path(tmp) / f"{index}-{rel.name}"
      paths[rel].write_text(text)
    result = subprocess.run(
      [swift, "format", "format", "--configuration", str(root / ".swift-format"), "--in-place",
       *map(str, paths.values())], capture_output=True, text=True)
    if result.returncode != 0:
      sys.exit(f"family-wiring: swift format failed on the generated files:\n{result.stderr}")
    return {rel: path.read_text() for rel, path in paths.items()}


def differs(old: str, new: str) -> str:
  diff = list(difflib.unified_diff(old.splitlines(), new.splitlines(), "on disk", "generated",
                                   n=1, lineterm=""))
  shown = "\n".join("    " + line for line in diff[:24])
  more = f"\n    ... ({len(diff) - 24} more diff lines)" if len(diff) > 24 else ""
  return (f"differs from what the generator writes (stale, or edited by hand); run "
          f"`{COMMAND}`:\n{shown}{more}")


@dataclass
class Result:
  problems: list[Problem]
  families: int


def run(root: Path, write: bool = False) -> Result:
  problems: list[Problem] = []
  folders = sorted(p.name for p in (root / FAMILIES).iterdir() if p.is_dir())
  if not folders:
    return Result([Problem(str(FAMILIES), "no family folders")], 0)

  # Every gallery drawing file names families only; a family without one is drawn by the
  # standard drawing.
  drawn: set[str] = set()
  for path in sorted((root / GALLERY).glob("*.swift")):
    names = path.stem.split("+")
    for name in names:
      if name not in folders:
        problems.append(Problem(str(GALLERY / path.name), f"names no family ({name} is not a "
                                f"folder of {FAMILIES}); a family's drawing is in a file of "
                                "its name"))
    drawn.update(names)

  # Every family has its folder of views in TesseraUI, named after it, whose previews file holds
  # its catalog samples; every such folder is a family's.
  sampled: set[str] = set()
  if (root / SAMPLES).is_dir():
    for path in sorted(p for p in (root / SAMPLES).iterdir() if p.is_dir()):
      if path.name not in folders:
        problems.append(Problem(str(SAMPLES / path.name), f"names no family ({path.name} is not "
                                f"a folder of {FAMILIES}); a family's views are in the folder "
                                "of its name"))
      elif (root / sample_file(path.name)).is_file():
        sampled.add(path.name)
  for folder in folders:
    if folder not in sampled:
      problems.append(Problem(str(sample_file(folder)), f"missing: the {folder} family's "
                              f"previews, with its catalog samples, `package static func "
                              f"{case_name(folder)}Samples(_ name: String) -> AnyView?` on "
                              "CatalogSample"))

  # The enum's cases: in the order list's order, each documented by its family's opening
  # sentence. Without every sentence the enum is not written (nor removed).
  order = order_of(root, folders)
  docs = {folder: case_doc(root, folder, problems) for folder in order}
  texts = {REGISTRY_OUTPUT: registry_text(folders),
           GALLERY_OUTPUT: gallery_text(folders, drawn),
           SAMPLES_OUTPUT: samples_text(folders)}
  if all(docs.values()):
    texts[CASES_OUTPUT] = cases_text(order, docs)
  outputs = swift_format(texts, root)
  outputs[ORDER] = order_text(order)
  for folder in (REGISTRY_GENERATED, GALLERY_GENERATED, SAMPLES_GENERATED):
    present = sorted(p for p in (root / folder).glob("*")) if (root / folder).is_dir() else []
    for path in present:
      rel = path.relative_to(root)
      if rel in outputs or rel == CASES_OUTPUT:
        continue
      if write:
        path.unlink()
      else:
        problems.append(Problem(str(rel), f"left over: not written by the generator, which owns "
                                f"{folder}/; run `{COMMAND}`, which removes it"))
  for rel, text in outputs.items():
    path = root / rel
    old = path.read_text() if path.is_file() else None
    if write:
      if old != text:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    elif old is None:
      problems.append(Problem(str(rel), f"missing; run `{COMMAND}`"))
    elif old != text:
      problems.append(Problem(str(rel), differs(old, text)))

  index = root / INDEX
  text = index.read_text() if index.is_file() else ""
  if text.count(BEGIN) != 1 or text.count(END) != 1 or text.index(BEGIN) > text.index(END):
    problems.append(Problem(str(INDEX), f"needs one `{BEGIN}` line and, after it, one `{END}` "
                            "line around the list of family pages"))
  else:
    lines = index_lines(root, folders, problems)
    start = text.index(BEGIN) + len(BEGIN)
    old = text[start:text.index(END)]
    new = "\n" + "".join(line + "\n" for line in lines)
    if write:
      if old != new:
        index.write_text(text[:start] + new + text[text.index(END):])
    elif old != new:
      problems.append(Problem(str(INDEX), "the list of family pages " + differs(old, new)))
  return Result(problems, len(folders))


# A sample package for the self-test: two families, one drawn in a shared file.
SAMPLE_FAMILY = """import TesseraTokens

// The {words} family: {sentence} Where it is
// decided is this file.

// The family's typed style.
"""
SAMPLE_PAGE = """# {name}

[Decisions](x) · [Views](y) · [Tests](z)

`DS{name}`, `DS{name}Group`. Variants: one; states: normal;
sizes: small.

What it decides.
"""
SAMPLE_INDEX = f"""# Components

Before.

{BEGIN}
{END}

After.
"""


def self_test() -> None:
  failures: list[str] = []
  expected_cases = {"Button": "button", "OTPField": "otpField", "IconButton": "iconButton",
                    "PinPad": "pinPad", "UI": "ui"}
  for folder, case in expected_cases.items():
    if case_name(folder) != case:
      failures.append(f"case_name({folder}) is {case_name(folder)}, not {case}")
  with tempfile.TemporaryDirectory() as tmp:
    root = Path(tmp)
    (root / ".swift-format").write_text((ROOT / ".swift-format").read_text())
    sentences = {"Alpha": "DSAlpha and its group.", "OTPBeta": "one box of DSOTPBeta."}
    for name, sentence in sentences.items():
      (root / FAMILIES / name).mkdir(parents=True)
      (root / FAMILIES / name / f"{name}.swift").write_text(
        SAMPLE_FAMILY.format(words=name.lower(), sentence=sentence))
      (root / PAGES).mkdir(parents=True, exist_ok=True)
      (root / PAGES / f"{name}.md").write_text(SAMPLE_PAGE.format(name=name))
    (root / GALLERY).mkdir(parents=True)
    (root / GALLERY / "Alpha+OTPBeta.swift").write_text("// both\n")
    for name in ("Alpha", "OTPBeta"):
      (root / sample_file(name)).parent.mkdir(parents=True)
      (root / sample_file(name)).write_text(f"// {name}\n")
    (root / INDEX).write_text(SAMPLE_INDEX)

    def messages(write: bool = False) -> list[str]:
      return [f"{p.where}: {p.message}" for p in run(root, write=write).problems]

    def expect(words: str, what: str) -> None:
      found = messages()
      if not any(words in m for m in found):
        failures.append(f"{what} was not reported (got: {'; '.join(found) or 'nothing'})")

    expect(f"{REGISTRY_OUTPUT}: missing", "a missing registry switch")
    expect(f"{CASES_OUTPUT}: missing", "a missing enum")
    expect(f"{ORDER}: missing", "a missing order list")
    expect(f"{GALLERY_OUTPUT}: missing", "a missing gallery dispatch")
    expect(f"{SAMPLES_OUTPUT}: missing", "a missing render sample dispatch")
    expect("the list of family pages differs", "an empty guide list")
    messages(write=True)
    if messages():
      failures.append("the check failed right after --write: " + "; ".join(messages()))
    registry = (root / REGISTRY_OUTPUT).read_text()
    cases = (root / CASES_OUTPUT).read_text()
    order = (root / ORDER).read_text()
    # The cases in the order list's order (alphabetical for folders it did not list), each
    # documented by its family's opening sentence, capitalized.
    for line in ("public enum ComponentStyleFamily: String, Sendable, Hashable, Codable, "
                 "CaseIterable {\n  /// DSAlpha and its group.\n  case alpha\n"
                 "  /// One box of DSOTPBeta.\n  case otpBeta\n}\n",
                 "/// The component families: each draws"):
      if line not in cases:
        failures.append(f"the generated enum lacks `{line}`:\n{cases}")
    if order != order_text(["Alpha", "OTPBeta"]):
      failures.append(f"the order list is not Alpha, OTPBeta:\n{order}")
    gallery = (root / GALLERY_OUTPUT).read_text()
    samples = (root / SAMPLES_OUTPUT).read_text()
    for text, line in ((samples, "case .otpBeta: return otpBetaSamples(name)"),
                       (samples, "#if canImport(SwiftUI)"),
                       (samples, "static func samples(of family: ComponentStyleFamily, named name: String)"),
                       (registry, "case .otpBeta: return ResolvedTheme.otpBetaFamily"),
                       (registry, "case .alpha: return ResolvedTheme.alphaFamily"),
                       (gallery, "case .otpBeta: return otpBeta()"),
                       (gallery, "mutating func familyDrawing() -> String {")):
      if line not in text:
        failures.append(f"the generated file lacks `{line}`")
    if not registry.startswith(f"// Generated by `{COMMAND}`"):
      failures.append("the generated file does not say it is generated")
    index = (root / INDEX).read_text()
    want = (f"{BEGIN}\n- [Alpha](Components/Alpha.md): `DSAlpha`, `DSAlphaGroup`.\n"
            f"- [OTPBeta](Components/OTPBeta.md): `DSOTPBeta`, `DSOTPBetaGroup`.\n{END}")
    if want not in index or not index.startswith("# Components\n\nBefore.") or \
        not index.endswith("After.\n"):
      failures.append(f"the guide list is not as expected:\n{index}")
    # Edited by hand: each fails.
    (root / CASES_OUTPUT).write_text(cases.replace("One box", "A box", 1))
    expect(f"{CASES_OUTPUT}: differs", "a hand-edited case documentation")
    swapped = cases.replace("case alpha", "case TEMP", 1).replace("case otpBeta", "case alpha", 1)
    (root / CASES_OUTPUT).write_text(swapped.replace("case TEMP", "case otpBeta", 1))
    expect(f"{CASES_OUTPUT}: differs", "cases reordered by hand in the enum")
    (root / CASES_OUTPUT).write_text(cases)
    (root / ORDER).write_text(order.replace("# The registry order", "# The order", 1))
    expect(f"{ORDER}: differs", "a hand-edited order list header")
    (root / ORDER).write_text(order + "Alpha\n")
    expect(f"{ORDER}: differs", "a family listed twice")
    # Reordered on purpose, in the order list: the enum is stale until --write follows it.
    (root / ORDER).write_text(order_text(["OTPBeta", "Alpha"]))
    expect(f"{CASES_OUTPUT}: differs", "an enum stale after the order list moved a line")
    messages(write=True)
    if (root / CASES_OUTPUT).read_text().index("case otpBeta") > \
        (root / CASES_OUTPUT).read_text().index("case alpha"):
      failures.append("--write did not follow the order list's new order")
    (root / ORDER).write_text(order)
    messages(write=True)
    # A family file that does not open as the case's documentation needs; --write keeps the enum.
    alpha = root / FAMILIES / "Alpha" / "Alpha.swift"
    alpha.write_text("import TesseraTokens\n\n// Alpha things.\n")
    expect(f"{FAMILIES}/Alpha/Alpha.swift: does not open with `// The <name> family:",
           "a family file without its opening sentence")
    messages(write=True)
    if (root / CASES_OUTPUT).read_text() != cases:
      failures.append("--write changed or removed the enum while a case had no documentation")
    alpha.write_text(SAMPLE_FAMILY.format(words="alpha", sentence="DSAlpha" + " and more" * 12
                                          + "."))
    expect(f"{FAMILIES}/Alpha/Alpha.swift: the opening sentence after \"family: \" has",
           "an opening sentence too long for one doc line")
    alpha.write_text(SAMPLE_FAMILY.format(words="alpha", sentence="DSAlpha and its group")
                     .replace(" Where it is\n// decided is this file.", ""))
    expect(f"{FAMILIES}/Alpha/Alpha.swift: the opening comment has no sentence",
           "an opening sentence without its period")
    alpha.unlink()
    expect(f"{FAMILIES}/Alpha/Alpha.swift: missing", "a family folder without its file")
    alpha.write_text(SAMPLE_FAMILY.format(words="alpha", sentence=sentences["Alpha"]))
    (root / GALLERY_OUTPUT).write_text(gallery.replace("otpBeta()", "alpha()", 1))
    expect(f"{GALLERY_OUTPUT}: differs", "a hand-edited gallery dispatch")
    (root / GALLERY_OUTPUT).write_text(gallery)
    (root / SAMPLES_OUTPUT).write_text(samples.replace("otpBetaSamples", "alphaSamples", 1))
    expect(f"{SAMPLES_OUTPUT}: differs", "a hand-edited render sample dispatch")
    (root / SAMPLES_OUTPUT).write_text(samples)
    (root / INDEX).write_text(index.replace("`DSAlpha`, ", "", 1))
    expect("the list of family pages differs", "a hand-edited guide list")
    (root / INDEX).write_text(index)
    # Stale: a new family folder (with its page and drawing) makes every list stale.
    (root / FAMILIES / "Gamma").mkdir()
    (root / FAMILIES / "Gamma" / "Gamma.swift").write_text(
      SAMPLE_FAMILY.format(words="gamma", sentence="DSGamma."))
    (root / PAGES / "Gamma.md").write_text(SAMPLE_PAGE.format(name="Gamma"))
    (root / GALLERY / "Gamma.swift").write_text("// gamma\n")
    (root / sample_file("Gamma")).parent.mkdir()
    (root / sample_file("Gamma")).write_text("// gamma\n")
    expect(f"{REGISTRY_OUTPUT}: differs", "a stale registry switch")
    expect(f"{CASES_OUTPUT}: differs", "a stale enum")
    expect(f"{ORDER}: differs", "a stale order list")
    expect(f"{GALLERY_OUTPUT}: differs", "a stale gallery dispatch")
    expect(f"{SAMPLES_OUTPUT}: differs", "a stale render sample dispatch")
    expect("the list of family pages differs", "a stale guide list")
    # A family without its drawing or page, a drawing of no family.
    (root / GALLERY / "Gamma.swift").rename(root / GALLERY / "Delta.swift")
    expect(f"{GALLERY_OUTPUT}: differs", "a family whose drawing file is gone")
    expect(f"{GALLERY}/Delta.swift: names no family", "a drawing naming no family")
    (root / GALLERY / "Delta.swift").unlink()
    messages(write=True)
    if "case .gamma: return standardDrawing()" not in (root / GALLERY_OUTPUT).read_text():
      failures.append("--write did not give a family without a drawing the standard drawing")
    (root / GALLERY / "Gamma.swift").write_text("// gamma\n")
    (root / SAMPLES / "Gamma").rename(root / SAMPLES / "Delta")
    expect(f"{sample_file('Gamma')}: missing", "a family without its views' folder")
    expect(f"{SAMPLES}/Delta: names no family", "a views' folder naming no family")
    (root / SAMPLES / "Delta").rename(root / SAMPLES / "Gamma")
    (root / sample_file("Gamma")).unlink()
    expect(f"{sample_file('Gamma')}: missing", "a family without its previews file")
    (root / sample_file("Gamma")).write_text("// gamma\n")
    (root / PAGES / "Gamma.md").write_text("# Gamma\n\nNo links.\n")
    expect(f"{PAGES}/Gamma.md: the paragraph after the links", "a page the list cannot read")
    (root / PAGES / "Gamma.md").unlink()
    expect(f"{PAGES}/Gamma.md: missing", "a family without a guide page")
    (root / PAGES / "Gamma.md").write_text(SAMPLE_PAGE.format(name="Gamma"))
    # Left over: a file in a generated folder the generator does not write; --write removes it.
    (root / GALLERY_GENERATED / "Gone.swift").write_text(gallery)
    expect(f"{GALLERY_GENERATED}/Gone.swift: left over", "a left-over generated file")
    (root / SAMPLES_GENERATED / "Gone.swift").write_text(samples)
    expect(f"{SAMPLES_GENERATED}/Gone.swift: left over", "a left-over render sample file")
    messages(write=True)
    for folder in (GALLERY_GENERATED, SAMPLES_GENERATED):
      if (root / folder / "Gone.swift").exists():
        failures.append(f"--write left a left-over generated file in {folder}")
    if messages():
      failures.append("the check failed after the second --write: " + "; ".join(messages()))
    # The new folder goes last, though it sorts before OTPBeta: no family moves.
    if (root / ORDER).read_text() != order_text(["Alpha", "OTPBeta", "Gamma"]):
      failures.append("--write did not append the new family to the order list:\n"
                      + (root / ORDER).read_text())
    if not (root / CASES_OUTPUT).read_text().endswith(
        "  case otpBeta\n  /// DSGamma.\n  case gamma\n}\n"):
      failures.append("--write did not append the new family's case last:\n"
                      + (root / CASES_OUTPUT).read_text())
    if "case .gamma: return gamma()" not in (root / GALLERY_OUTPUT).read_text():
      failures.append("--write did not add the new family to the gallery dispatch")
    if "case .gamma: return gammaSamples(name)" not in (root / SAMPLES_OUTPUT).read_text():
      failures.append("--write did not add the new family to the render sample dispatch")
    # A removed folder drops its line and its case.
    shutil.rmtree(root / FAMILIES / "Gamma")
    expect(f"{ORDER}: differs", "an order list naming a removed family")
    messages(write=True)
    if (root / ORDER).read_text() != order_text(["Alpha", "OTPBeta"]) or \
        (root / CASES_OUTPUT).read_text() != cases:
      failures.append("--write did not drop the removed family from the order list and enum")
    # Markers missing.
    (root / INDEX).write_text("# Components\n")
    expect(f"{INDEX}: needs one", "a guide without the list's markers")
  if failures:
    print("family-wiring: the self-test failed:\n  " + "\n  ".join(failures), file=sys.stderr)
    sys.exit(1)
  print("family-wiring: self-test passed (case names derived; the enum, the order list, the "
        "three switches and the guide list written, a new family's case appended last, a removed "
        "one's dropped, the order list's order followed; then missing, hand-edited (reordered "
        "cases too), stale and left-over files, a family file without its opening sentence, a "
        "family without its drawing given the standard one, a family without its previews or "
        "page, a drawing or views' folder of no family, an unreadable page and missing markers "
        "each reported)")


def main() -> None:
  args = sys.argv[1:]
  if "--self-test" in args:
    self_test()
    return
  write = "--write" in args
  result = run(ROOT, write=write)
  for problem in result.problems:
    print(f"{problem.where}: {problem.message}", file=sys.stderr)
  if result.problems:
    print(f"family-wiring: {len(result.problems)} problems; a family is its folder of "
          f"{FAMILIES}, the lists of families are generated by `{COMMAND}` (DESIGN.md, \"Finding "
          "a decision\")", file=sys.stderr)
    sys.exit(1)
  print(f"family-wiring: {result.families} families; the order list, the enum's cases, the "
        f"registry switch, the gallery dispatch, the render sample dispatch and the guide list "
        + ("written" if write else "current") + ", every family with its opening sentence and "
        "previews file (catalog samples)")


if __name__ == "__main__":
  main()
