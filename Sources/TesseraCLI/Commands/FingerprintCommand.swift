import Foundation
import TesseraExport

/// `tessera fingerprint`: the coarse render fingerprint of a PNG screenshot, compared with or
/// recorded as a reference. The gallery's browser test is built on it.
public enum FingerprintCommand: TesseraCommand {
  /// The command word.
  public static let name = "fingerprint"
  /// One line for the command list.
  public static let summary = "Fingerprint a PNG screenshot and compare it with a reference."
  /// The help text.
  public static let help = """
    USAGE: tessera fingerprint <image.png> [--compare REF.json | --record REF.json]
                               [--grid 8] [--tolerance 0.03]

    Computes the image size and the mean color of each cell of a grid x grid raster.
      (no option)        print the fingerprint as JSON
      --compare REF      compare with a stored reference: exit 1 when the size differs, any
                         channel of any cell differs by more than the tolerance, or the image
                         is blank (one flat color)
      --record REF       write the fingerprint as the new reference (fails on a blank image)

    Exit status: 0 match or written, 1 mismatch or blank, 2 bad usage or unreadable input.
    """

  /// Runs the command.
  public static func run(_ arguments: inout Arguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let comparePath = try arguments.option("compare")
    let recordPath = try arguments.option("record")
    let grid = try intOption(&arguments, "grid", default: 8, range: 1...64)
    let tolerance = try doubleOption(&arguments, "tolerance", default: 0.03)
    let paths = try arguments.positionals()
    guard paths.count == 1 else { throw .usage("expected one PNG file, got \(paths.count)") }
    guard comparePath == nil || recordPath == nil else {
      throw .usage("--compare and --record cannot be combined")
    }
    let fingerprint = try fingerprintOfFile(paths[0], grid: grid)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    if let comparePath {
      let reference: RenderFingerprint
      do {
        let data = try Data(contentsOf: URL(fileURLWithPath: comparePath))
        reference = try JSONDecoder().decode(RenderFingerprint.self, from: data)
      } catch {
        throw .badInput("cannot read reference \(comparePath): \(error)")
      }
      if fingerprint.isBlank() {
        console.print("blank: \(paths[0]) is a single flat color")
        return .checkFailed
      }
      let result = fingerprint.compare(with: reference, tolerance: tolerance)
      if !result.sizeMatches {
        console.print(
          "mismatch: \(paths[0]) is \(fingerprint.width)x\(fingerprint.height), reference "
            + "\(reference.width)x\(reference.height)")
        return .checkFailed
      }
      let figure = String(format: "%.4f", result.maximumDifference)
      if result.matches {
        console.print("match: \(paths[0]) (largest cell difference \(figure))")
        return .success
      }
      let cells = result.differingCells.map { "(\($0 % grid),\($0 / grid))" }
      console.print(
        "mismatch: \(paths[0]): \(cells.count) cell(s) differ by more than \(tolerance) "
          + "(largest \(figure)): \(cells.joined(separator: " "))")
      return .checkFailed
    }
    guard let data = try? encoder.encode(fingerprint) else {
      throw .badInput("cannot encode the fingerprint")
    }
    if let recordPath {
      if fingerprint.isBlank() {
        console.printError("error: \(paths[0]) is blank; refusing to record it as a reference")
        return .checkFailed
      }
      do {
        try data.write(to: URL(fileURLWithPath: recordPath), options: .atomic)
      } catch {
        throw .badInput("cannot write \(recordPath): \(error.localizedDescription)")
      }
      console.print("recorded: \(recordPath)")
      return .success
    }
    console.print(String(decoding: data, as: UTF8.self))
    return .success
  }

  private static func fingerprintOfFile(_ path: String, grid: Int) throws(CommandError)
    -> RenderFingerprint
  {
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw .badInput("cannot read \(path): \(error.localizedDescription)")
    }
    do {
      return try RenderFingerprint(image: PNGImage(data: bytes), grid: grid)
    } catch let error as PNGError {
      throw .badInput("\(path): \(error)")
    } catch {
      throw .badInput("\(path): \(error)")
    }
  }
}

/// Reads an integer option within a range.
func intOption(
  _ arguments: inout Arguments, _ name: String, default value: Int, range: ClosedRange<Int>
)
  throws(CommandError) -> Int
{
  guard let text = try arguments.option(name) else { return value }
  guard let number = Int(text), range.contains(number) else {
    throw .usage("--\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound)")
  }
  return number
}

/// Reads a finite, non-negative decimal option.
func doubleOption(_ arguments: inout Arguments, _ name: String, default value: Double)
  throws(CommandError) -> Double
{
  guard let text = try arguments.option(name) else { return value }
  guard let number = Double(text), number.isFinite, number >= 0 else {
    throw .usage("--\(name) must be a non-negative number")
  }
  return number
}
