import Foundation
import TesseraArgumentParser
import TesseraColor

/// `tessera contrast FG BG`: the WCAG 2.2 contrast ratio of two colors and the levels it passes.
package enum ContrastCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "contrast",
    summary: "Print the WCAG 2.2 contrast ratio of two colors.",
    usage: [
      .argument("<foreground>", help: "The foreground color (#RGB, #RRGGBB or #RRGGBBAA)."),
      .argument("<background>", help: "The background color (#RGB, #RRGGBB or #RRGGBBAA)."),
      .optional([.choice("format", ["text", "json"], help: "Output format.")]),
    ],
    discussion: """
      Prints the contrast ratio with two decimals (4.54:1) and which WCAG 2.2 levels pass.
      Colors are #RGB, #RRGGBB or #RRGGBBAA (a translucent foreground is composited onto the
      background). The ratio is compared unrounded: 4.499 fails 4.5. The APCA lightness
      contrast (Lc, APCA-W3 0.1.9; negative for light text on a dark background) is printed
      beside it as information: WCAG 2.2 decides pass and fail.

      Exit status: 0 when the pair meets AA for normal text, 1 when it does not, 2 on bad input.
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let format = arguments.value("format") ?? "text"
    let colors = arguments.positionals
    guard colors.count == 2 else {
      throw .usage("expected two colors, a foreground and a background; got \(colors.count)")
    }
    let foreground = try parseColor(colors[0])
    let background = try parseColor(colors[1])
    let ratio = foreground.contrastRatio(with: background)
    let lightness = APCA.lightnessContrast(text: foreground, background: background)
    let levels = ContrastLevel.allCases
    if format == "json" {
      let passes = levels.map { "\"\($0.rawValue)\": \(ratio >= $0.minimumRatio)" }
      console.print(
        "{\"foreground\": \"\(foreground.hexString)\", \"background\": \"\(background.hexString)\", "
          + "\"ratio\": \(ratio), \"apcaLc\": \(lightness), "
          + "\"passes\": {\(passes.joined(separator: ", "))}}")
    } else {
      console.print(
        "\(formatRatio(ratio))  (APCA Lc \(String(format: "%.1f", lightness)), for information)")
      for level in levels {
        let mark = ratio >= level.minimumRatio ? "pass" : "fail"
        console.print("  \(mark)  \(level.displayName) (\(formatRatio(level.minimumRatio)))")
      }
    }
    return ratio >= ContrastLevel.textAA.minimumRatio ? .success : .checkFailed
  }
}

extension ContrastLevel {
  /// A short human name for reports.
  var displayName: String {
    switch self {
    case .textAA: return "AA normal text"
    case .largeTextAA: return "AA large text"
    case .textAAA: return "AAA normal text"
    case .largeTextAAA: return "AAA large text"
    case .nonText: return "AA non-text"
    }
  }
}

/// Parses a color argument, turning a hex error into bad input.
func parseColor(_ text: String) throws(CommandError) -> SRGBColor {
  do {
    return try SRGBColor(hex: text)
  } catch {
    throw .badInput(error.description)
  }
}

/// Formats a ratio as `4.54:1`, truncating rather than rounding up so a failing ratio never
/// prints as the threshold it missed (4.497 prints 4.49:1, not 4.50:1).
func formatRatio(_ ratio: Double) -> String {
  let hundredths = (ratio * 100).rounded(.down) / 100
  var text = String(hundredths)
  if let dot = text.firstIndex(of: ".") {
    let decimals = text.distance(from: dot, to: text.endIndex) - 1
    if decimals < 2 { text += String(repeating: "0", count: 2 - decimals) }
  } else {
    text += ".00"
  }
  return text + ":1"
}
