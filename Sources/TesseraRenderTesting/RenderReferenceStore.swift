import Foundation

/// An error checking a fingerprint against a stored reference.
public enum RenderReferenceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No reference file exists for the name; `hint` says how to record one.
  case missing(path: String, hint: String)
  /// The reference file exists but is not a fingerprint (bad JSON or missing fields).
  case unreadable(path: String, reason: String)
  /// The reference could not be written (record mode).
  case unwritable(path: String, reason: String)
  /// The render is one flat color, which is what a failed render looks like; it is never
  /// recorded or compared.
  case blankRender(name: String)
  /// The name would leave the references folder or is empty.
  case invalidName(String)

  /// A message naming the reference and what to do.
  public var description: String {
    switch self {
    case .missing(let path, let hint):
      return "no reference at \(path). \(hint)"
    case .unreadable(let path, let reason):
      return "reference \(path) is not a fingerprint: \(reason)"
    case .unwritable(let path, let reason):
      return "cannot write reference \(path): \(reason)"
    case .blankRender(let name):
      return "render \(name) is a single flat color (an empty or failed render); not compared"
    case .invalidName(let name):
      return "reference name \"\(name)\" is empty or contains a path separator or \"..\""
    }
  }
}

/// What checking a fingerprint against its reference found.
public enum RenderReferenceOutcome: Sendable, Equatable {
  /// The reference exists and was compared; `comparison.matches` says whether it matched.
  case compared(FingerprintComparison)
  /// Record mode: the fingerprint was written as the new reference at the path.
  case recorded(path: String)
}

/// A folder of `RenderFingerprint` references stored as JSON, one file per name
/// (`<name>.json`), as the SwiftUI render test and the gallery's browser test keep them.
///
/// Whether to record is the caller's: the SwiftUI render test passes the record switch of
/// Tessera's tests (`TESSERA_RECORD`, `RecordSwitch` in TesseraGoldenTesting).
///
/// ```swift
/// let store = RenderReferenceStore(directory: referencesFolder)
/// let outcome = try store.check(fingerprint, name: "action-light", record: false)
/// if case .compared(let comparison) = outcome { comparison.matches }
/// ```
public struct RenderReferenceStore: Sendable, Equatable {
  /// The folder holding the references.
  public var directory: URL
  /// The sentence appended to a missing-reference error, saying how to record one.
  public var recordingHint: String

  /// Creates a store for a folder (which need not exist until something is recorded).
  public init(
    directory: URL,
    recordingHint: String =
      "Record it on the platform it belongs to (see Guides/RenderingReferences.md)."
  ) {
    self.directory = directory
    self.recordingHint = recordingHint
  }

  /// The file of a reference name.
  public func url(for name: String) throws(RenderReferenceError) -> URL {
    guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), !name.contains("..") else {
      throw .invalidName(name)
    }
    return directory.appendingPathComponent("\(name).json")
  }

  /// Loads a stored reference.
  public func reference(named name: String) throws(RenderReferenceError) -> RenderFingerprint {
    let file = try url(for: name)
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw .missing(path: file.path, hint: recordingHint)
    }
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .unreadable(path: file.path, reason: error.localizedDescription)
    }
    do {
      let fingerprint = try JSONDecoder().decode(RenderFingerprint.self, from: data)
      guard fingerprint.grid > 0, fingerprint.cells.count == fingerprint.grid * fingerprint.grid
      else {
        throw RenderReferenceError.unreadable(
          path: file.path,
          reason:
            "\(fingerprint.cells.count) cells for a \(fingerprint.grid)x\(fingerprint.grid) grid")
      }
      return fingerprint
    } catch let error as RenderReferenceError {
      throw error
    } catch {
      throw .unreadable(path: file.path, reason: String(describing: error))
    }
  }

  /// Writes a fingerprint as the reference for a name, creating the folder if needed.
  /// Keys are sorted and the JSON pretty-printed, so a re-recorded reference diffs cleanly.
  public func record(_ fingerprint: RenderFingerprint, name: String) throws(RenderReferenceError)
    -> URL
  {
    let file = try url(for: name)
    guard !fingerprint.isBlank() else { throw .blankRender(name: name) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try encoder.encode(fingerprint).write(to: file, options: .atomic)
    } catch {
      throw .unwritable(path: file.path, reason: error.localizedDescription)
    }
    return file
  }

  /// Checks a fingerprint: in record mode writes it as the reference, otherwise compares it
  /// with the stored one within `tolerance` per color channel (see
  /// `RenderFingerprint.compare(with:tolerance:)`). A blank render is an error either way.
  ///
  /// - Complexity: O(grid²) plus reading or writing one small file.
  public func check(
    _ fingerprint: RenderFingerprint, name: String, tolerance: Double = 0.03, record: Bool
  ) throws(RenderReferenceError) -> RenderReferenceOutcome {
    guard !fingerprint.isBlank() else { throw .blankRender(name: name) }
    if record {
      return .recorded(path: try self.record(fingerprint, name: name).path)
    }
    let stored = try reference(named: name)
    return .compared(fingerprint.compare(with: stored, tolerance: tolerance))
  }
}

extension FingerprintComparison {
  /// A one-line explanation of a mismatch: the size difference, or the cells (column, row)
  /// that moved and by how much at most; "matches" when nothing differs.
  public func summary(grid: Int) -> String {
    guard sizeMatches else { return "the image size or grid differs from the reference" }
    guard !differingCells.isEmpty, grid > 0 else { return "matches" }
    let cells = differingCells.map { "(\($0 % grid), \($0 / grid))" }.joined(separator: " ")
    let largest = (maximumDifference * 1000).rounded() / 1000
    return "\(differingCells.count) cell(s) differ, largest channel difference \(largest): \(cells)"
  }
}
