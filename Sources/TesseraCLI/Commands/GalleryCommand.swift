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
    ],
    discussion: """
      Writes DIR/index.html (every theme) and, per theme, DIR/<theme>/index.html (palette,
      spacing, radii, borders, elevation, motion), roles.html (every role in the four modes),
      contrast.html (each measured pair with its ratio and pass/fail), type.html (the type
      ramp at the twelve Dynamic Type sizes), components-light.html and components-dark.html.
      HTML and CSS only: no scripts, nothing loaded from the network. --preset may repeat and
      combines with files.

      Exit status: 0 written, 2 bad usage or bad input.
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let all = arguments.flag("all")
    guard let out = arguments.value("out") else { throw .usage("--out DIR is required") }
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
}
