import Foundation
import TesseraTokens

/// Loads themes named on the command line: presets by name, spec files by path (`-` reads
/// standard input). Every failure is bad input (exit 2) with a message that says where.
enum ThemeInput {
  /// The preset called `name`, or bad input listing the presets.
  static func preset(_ name: String) throws(CommandError) -> ThemeSpec {
    guard let spec = PresetThemes.named(name) else {
      let names = PresetThemes.all.map { PresetThemes.identifier(of: $0) }
      throw .badInput(
        "no preset named '\(name)'; available: \(names.joined(separator: ", "))")
    }
    return spec
  }

  /// The spec in the file at `path`, decoded as untrusted input.
  static func file(_ path: String) throws(CommandError) -> ThemeSpec {
    let data = try read(path)
    do {
      return try ThemeSpec.decode(from: data)
    } catch {
      throw .badInput("\(path): \(error.description)")
    }
  }

  /// Reads at most one byte more than the spec limit, so a huge file is never loaded whole.
  static func read(_ path: String) throws(CommandError) -> Data {
    let limit = ThemeSpec.maximumByteCount + 1
    if path == "-" {
      return (try? FileHandle.standardInput.read(upToCount: limit)) ?? Data()
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      throw .badInput("\(path): no such file")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .badInput("\(path): cannot be read")
    }
    defer { try? handle.close() }
    do {
      return try handle.read(upToCount: limit) ?? Data()
    } catch {
      throw .badInput("\(path): cannot be read (\(error.localizedDescription))")
    }
  }

  /// Encodes a value as pretty, key-sorted JSON text.
  static func json<T: Encodable>(_ value: T) throws(CommandError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      throw .badInput("cannot encode the result as JSON: \(error)")
    }
  }
}
