import Foundation
import TesseraArgumentParser
import TesseraExport
import TesseraTokens

/// `tessera gallery`: a static HTML site that shows themes for review without Xcode.
package enum GalleryCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "gallery",
    summary: "Write a static HTML gallery of themes and their components.",
    usage: [
      ThemeInput.themes("Show"),
      .option("out", "DIR", help: "The directory to write the site to.", completion: .directories),
      .optional([
        .flag(
          "compare",
          help: "Compare two themes (presets or files): write compare.html and both galleries.")
      ]),
    ],
    discussion: """
      Writes DIR/index.html (every theme with its color and component failure counts) and, per
      theme, DIR/<theme>/index.html (palette, spacing, radii, borders, elevation, motion),
      audit.html (failures first: color pairs, component parts, substitutions), roles.html
      (every role in the four modes), contrast.html (each measured pair with its WCAG ratio and
      APCA Lc), type.html (specimens and the ramp at the twelve Dynamic Type sizes),
      screens.html (mock screens), vision.html (color-vision simulation) and one
      components-<section>.html per catalog section (every family drawn in every variant,
      state and size, in the four modes, at AX1 and AX5 and right to left, failures marked).
      HTML and CSS only: no scripts, nothing loaded from the network. --preset may repeat and
      combines with files.

      --compare A B writes DIR/compare.html (the two themes side by side, every changed role,
      text style and component part with the contrast before and after) and both galleries;
      A and B are preset names or theme files.

      Exit status: 0 written, 2 bad usage or bad input.
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let all = arguments.flag("all")
    guard let out = arguments.value("out") else { throw .usage("--out DIR is required") }
    if arguments.flag("compare") {
      return try compare(arguments, all: all, out: out, console: console)
    }
    if all && (arguments.flag("preset") || !arguments.positionals.isEmpty) {
      throw .usage("--all cannot be combined with --preset or files")
    }
    let specs = (all ? PresetThemes.all : []) + (try ThemeInput.specs(arguments))
    guard !specs.isEmpty else { throw .usage("name themes: --all, --preset NAME or files") }
    let site = GalleryBuilder.site(for: specs)
    do {
      try site.write(to: URL(fileURLWithPath: out, isDirectory: true))
    } catch {
      throw .badInput(error.description)
    }
    console.print("wrote \(site.pages.count) pages for \(specs.count) theme(s) to \(out)")
    return .success
  }

  /// `--compare A B`: each of A and B is a preset name (`--preset NAME` too) or a theme file.
  private static func compare(
    _ arguments: ParsedArguments, all: Bool, out: String, console: Console
  ) throws(CommandError) -> ExitStatus {
    if all { throw .usage("--compare takes two themes, not --all") }
    var specs: [ThemeSpec] = []
    for name in arguments.values("preset") { specs.append(try ThemeInput.preset(name)) }
    for item in arguments.positionals {
      if !FileManager.default.fileExists(atPath: item), item != "-",
        PresetThemes.named(item) != nil
      {
        specs.append(try ThemeInput.preset(item))
      } else {
        specs.append(try ThemeInput.file(item))
      }
    }
    guard specs.count == 2 else {
      throw .usage("--compare needs exactly two themes (presets or files), got \(specs.count)")
    }
    let site = GalleryComparison.site(before: specs[0], after: specs[1])
    do {
      try site.write(to: URL(fileURLWithPath: out, isDirectory: true))
    } catch {
      throw .badInput(error.description)
    }
    console.print(
      "wrote \(out)/compare.html (\(specs[0].name) → \(specs[1].name)) and "
        + "\(site.pages.count - 1) gallery pages")
    return .success
  }
}
