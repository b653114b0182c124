import Foundation
import TesseraArgumentParser
import TesseraExport
import TesseraRenderTesting

/// `tessera fingerprint`: the coarse render fingerprint of a PNG screenshot, compared with or
/// recorded as a reference. The gallery's browser test is built on it.
package enum FingerprintCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "fingerprint",
    summary: "Fingerprint a PNG screenshot and compare it with a reference.",
    usage: [
      .argument(
        "<image.png>", help: "The PNG screenshot.", completion: .files(extensions: ["png"])),
      .optional([
        .oneOf([
          .option(
            "compare", "REF.json", repeatable: true, help: "Compare with the reference REF.json.",
            completion: .files(extensions: ["json"])),
          .option(
            "record", "REF.json", repeatable: true, help: "Record the reference REF.json.",
            completion: .files(extensions: ["json"])),
        ])
      ]),
      .optional([.integer("grid", "8", in: 1...64, help: "Cells per side of the grid.")]),
      .optional([.number("tolerance", "0.03", help: "The largest channel difference that matches.")]
      ),
      .optional([
        .integer("split", "N", in: 1...64, help: "The image is N screenshots side by side.")
      ]),
    ],
    discussion: """
      Computes the image size and the mean color of each cell of a grid x grid raster.
        (no option)        print the fingerprint as JSON
        --compare REF      compare with a stored reference: exit 1 when the size differs, any
                           channel of any cell differs by more than the tolerance, or the image
                           is blank (one flat color)
        --record REF       write the fingerprint as the new reference (fails on a blank image)
        --split N          the image is N screenshots side by side (a contact sheet): each
                           equal-width tile is fingerprinted on its own; give --compare or
                           --record N times, one reference per tile, left to right

      Exit status: 0 match or written, 1 mismatch or blank, 2 bad usage or unreadable input.
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let comparePaths = arguments.values("compare")
    let recordPaths = arguments.values("record")
    let grid = arguments.integer("grid") ?? 8
    let tolerance = arguments.number("tolerance") ?? 0.03
    let split = arguments.integer("split") ?? 1
    let paths = arguments.positionals
    guard paths.count == 1 else { throw .usage("expected one PNG file, got \(paths.count)") }
    guard comparePaths.isEmpty || recordPaths.isEmpty else {
      throw .usage("--compare and --record cannot be combined")
    }
    let references = comparePaths.isEmpty ? recordPaths : comparePaths
    guard references.isEmpty || references.count == split else {
      throw .usage("--split \(split) needs \(split) references, got \(references.count)")
    }
    let image = try imageOfFile(paths[0])
    var status = ExitStatus.success
    for (index, tile) in image.tiles(split).enumerated() {
      let label = split == 1 ? paths[0] : "\(paths[0]) tile \(index + 1)/\(split)"
      let fingerprint: RenderFingerprint
      do {
        fingerprint = try RenderFingerprint(image: tile, grid: grid)
      } catch {
        throw .badInput("\(label): \(error)")
      }
      let result: ExitStatus
      if !comparePaths.isEmpty {
        result = try compare(
          fingerprint, label: label, reference: comparePaths[index], grid: grid,
          tolerance: tolerance, console: console)
      } else if !recordPaths.isEmpty {
        result = try record(fingerprint, label: label, path: recordPaths[index], console: console)
      } else {
        result = try printJSON(fingerprint, console: console)
      }
      if result != .success { status = result }
    }
    return status
  }

  private static func encoded(_ fingerprint: RenderFingerprint) throws(CommandError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(fingerprint) else {
      throw .badInput("cannot encode the fingerprint")
    }
    return data
  }

  private static func printJSON(_ fingerprint: RenderFingerprint, console: Console)
    throws(CommandError) -> ExitStatus
  {
    console.print(String(decoding: try encoded(fingerprint), as: UTF8.self))
    return .success
  }

  private static func compare(
    _ fingerprint: RenderFingerprint, label: String, reference path: String, grid: Int,
    tolerance: Double, console: Console
  ) throws(CommandError) -> ExitStatus {
    let reference: RenderFingerprint
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      reference = try JSONDecoder().decode(RenderFingerprint.self, from: data)
    } catch {
      throw .badInput("cannot read reference \(path): \(error)")
    }
    if fingerprint.isBlank() {
      console.print("blank: \(label) is a single flat color")
      return .checkFailed
    }
    let result = fingerprint.compare(with: reference, tolerance: tolerance)
    if !result.sizeMatches {
      console.print(
        "mismatch: \(label) is \(fingerprint.width)x\(fingerprint.height), reference "
          + "\(reference.width)x\(reference.height)")
      return .checkFailed
    }
    let figure = String(format: "%.4f", result.maximumDifference)
    if result.matches {
      console.print("match: \(label) (largest cell difference \(figure))")
      return .success
    }
    let cells = result.differingCells.map { "(\($0 % grid),\($0 / grid))" }
    console.print(
      "mismatch: \(label): \(cells.count) cell(s) differ by more than \(tolerance) "
        + "(largest \(figure)): \(cells.joined(separator: " "))")
    return .checkFailed
  }

  private static func record(
    _ fingerprint: RenderFingerprint, label: String, path: String, console: Console
  ) throws(CommandError) -> ExitStatus {
    if fingerprint.isBlank() {
      console.printError("error: \(label) is blank; refusing to record it as a reference")
      return .checkFailed
    }
    do {
      try encoded(fingerprint).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .badInput("cannot write \(path): \(FileSystemProblem.writing(path, error))")
    }
    console.print("recorded: \(path)")
    return .success
  }

  private static func imageOfFile(_ path: String) throws(CommandError) -> PNGImage {
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw .badInput("cannot read \(path): \(FileSystemProblem.reading(path, error))")
    }
    do {
      return try PNGImage(data: bytes)
    } catch {
      throw .badInput("\(path): \(error)")
    }
  }
}
