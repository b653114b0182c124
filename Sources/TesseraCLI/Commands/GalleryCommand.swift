import Foundation
import TesseraExport
import TesseraTokens

/// `tessera gallery`: a static HTML site that shows themes for review without Xcode.
public enum GalleryCommand: TesseraCommand {
  /// The command word.
  public static let name = "gallery"
  /// One line for the command list.
  public static let summary = "Write a static HTML gallery of themes and their components."
  /// The help text.
  public static let help = """
    USAGE: tessera gallery (--all | --preset NAME ... | FILE ...) --out DIR

    Writes DIR/index.html (every theme) and, per theme, DIR/<theme>/index.html (palette,
    spacing, radii, borders, elevation, motion), roles.html (every role in the four modes),
    contrast.html (each measured pair with its ratio and pass/fail), type.html (the type
    ramp at the twelve Dynamic Type sizes), components-light.html and components-dark.html.
    HTML and CSS only: no scripts, nothing loaded from the network. --preset may repeat and
    combines with files.

    Exit status: 0 written, 2 bad usage or bad input.
    """

  /// Runs the command.
  public static func run(_ arguments: inout Arguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let all = arguments.flag("all")
    let presetNames = try arguments.options("preset")
    guard let out = try arguments.option("out") else { throw .usage("--out DIR is required") }
    let files = try arguments.positionals()
    var specs: [ThemeSpec] = []
    if all {
      guard presetNames.isEmpty && files.isEmpty else {
        throw .usage("--all cannot be combined with --preset or files")
      }
      specs = PresetThemes.all
    }
    for name in presetNames { specs.append(try ThemeInput.preset(name)) }
    for file in files { specs.append(try ThemeInput.file(file)) }
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
