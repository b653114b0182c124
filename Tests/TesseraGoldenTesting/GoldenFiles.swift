import Foundation
import Testing

/// Why a golden file could not be checked or recorded.
public enum GoldenFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A suite, name or extension that is not a plain path component.
  case invalidName(String, reason: String)
  /// The test file is not inside a test target's folder (`Tests/<Target>/`), so it has no
  /// `References` folder.
  case noTestsFolder(testFile: String)
  /// The record switch (``RecordSwitch``) has a value that is neither on nor off.
  case invalidRecordSetting(String)
  /// The reference exists but could not be read (or is a folder, or is not UTF-8).
  case unreadable(path: String, reason: String)
  /// Recording could not write the reference.
  case unwritable(path: String, reason: String)

  /// A message that says what is wrong and where.
  public var description: String {
    switch self {
    case .invalidName(let name, let reason):
      return "golden file name '\(name)' is not usable: \(reason)"
    case .noTestsFolder(let testFile):
      return
        "\(testFile) is not inside a test target's folder (Tests/<Target>/), so its References "
        + "folder cannot be found"
    case .invalidRecordSetting(let value):
      return
        "\(RecordSwitch.variable)='\(value)': use 1 to record the references or 0 (or "
        + "leave it unset) to compare with them"
    case .unreadable(let path, let reason): return "cannot read the reference \(path): \(reason)"
    case .unwritable(let path, let reason): return "cannot record the reference \(path): \(reason)"
    }
  }
}

/// What checking one produced text against its reference found.
public enum GoldenOutcome: Sendable, Hashable {
  /// The reference holds exactly the produced text.
  case matched
  /// There is no reference (and the run is not recording).
  case missing(path: String)
  /// The reference differs from the produced text.
  case mismatched(path: String, diff: LineDiff)
  /// Recording wrote the reference: `previous` is the difference to what it held before, nil
  /// for a new file. An unchanged reference is `matched` and is not rewritten.
  case recorded(path: String, previous: LineDiff?)

  /// The failure to report, or nil for `matched` and `recorded`.
  public var failureMessage: String? {
    switch self {
    case .matched, .recorded: return nil
    case .missing(let path):
      return "no reference at \(path). Record it with \(GoldenFiles.recordCommand), check it, "
        + "and commit it."
    case .mismatched(let path, let diff):
      return "the produced text differs from the reference \(path)\n\(diff.report())\n"
        + "If the change is intended, re-record with \(GoldenFiles.recordCommand) and review "
        + "git diff of the References folder."
    }
  }
}

/// Golden-file (snapshot) references: a produced text is compared with the file
/// `<root>/<suite>/<name>.<ext>`, where `root` is the `References` folder of the test target
/// that owns them (`Tests/<Target>/References`, beside the tests), and re-recorded when the
/// record switch (``RecordSwitch``, `TESSERA_RECORD`) is `1`.
///
/// ```swift
/// @Test("the CSS export of Ocean is unchanged")
/// func ocean() throws {
///   assertGolden(CSSExporter().stylesheet(for: PresetThemes.ocean), named: "ocean",
///                in: "export", extension: "css")
/// }
/// ```
///
/// `TESSERA_RECORD=1 swift test --filter Golden` rewrites every reference whose text
/// changed (and reports each one as a warning); without the variable a difference fails the
/// test with a line diff, and a missing reference fails it too.
public struct GoldenFiles: Sendable {
  /// The command that re-records every golden file.
  public static let recordCommand = "\(RecordSwitch.variable)=1 swift test --filter Golden"

  /// The `References` folder the suites live in.
  public let root: URL
  /// Whether references are written instead of compared.
  public let isRecording: Bool

  /// References under `root`, recorded or compared as `isRecording` says.
  public init(root: URL, isRecording: Bool) {
    self.root = root
    self.isRecording = isRecording
  }

  /// The references of the test target that holds `testFile` (`Tests/<Target>/References`),
  /// or of the sibling test target `owner` when the references are another target's (the
  /// CLI's export tests compare with TesseraExportTests'), recording when `environment` turns
  /// the record switch (``RecordSwitch``) on.
  public init(
    testFile: String, owner: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(GoldenFileError) {
    self.init(
      root: try Self.referencesFolder(forTestFile: testFile, owner: owner),
      isRecording: try RecordSwitch.isOn(in: environment))
  }

  /// `Tests/<Target>/References` for a test source file anywhere below `Tests/<Target>/`, or
  /// `Tests/<owner>/References` when `owner` names a sibling test target.
  public static func referencesFolder(forTestFile testFile: String, owner: String? = nil)
    throws(GoldenFileError) -> URL
  {
    if let owner { try checkComponent(owner, in: owner) }
    var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      let parent = folder.deletingLastPathComponent()
      if parent.lastPathComponent == "Tests" {
        let target = owner.map { parent.appendingPathComponent($0, isDirectory: true) } ?? folder
        return target.appendingPathComponent("References", isDirectory: true)
      }
      folder = parent
    }
    throw .noTestsFolder(testFile: testFile)
  }

  /// The file that holds the reference `name.ext` of `suite` (`suite` may have `/`-separated
  /// parts, such as `appearance/default`).
  public func url(suite: String, name: String, extension ext: String) throws(GoldenFileError)
    -> URL
  {
    let url = try folder(suite: suite)
    try Self.checkComponent(name, in: name)
    for part in ext.split(separator: ".", omittingEmptySubsequences: false) {
      try Self.checkComponent(String(part), in: ext)
    }
    return url.appendingPathComponent("\(name).\(ext)", isDirectory: false)
  }

  /// The folder of `suite`'s references.
  public func folder(suite: String) throws(GoldenFileError) -> URL {
    var url = root
    for part in suite.split(separator: "/", omittingEmptySubsequences: false) {
      try Self.checkComponent(String(part), in: suite)
      url.appendPathComponent(String(part), isDirectory: true)
    }
    return url
  }

  /// Compares `text` with its reference, or records it when ``isRecording``.
  public func check(_ text: String, suite: String, name: String, extension ext: String = "txt")
    throws(GoldenFileError) -> GoldenOutcome
  {
    let url = try url(suite: suite, name: name, extension: ext)
    let path = displayPath(url)
    let existing = try read(url, path: path)
    // Bytes, not String equality: a change of Unicode normalization is a change of output.
    if let existing, existing.utf8.elementsEqual(text.utf8) { return .matched }
    guard isRecording else {
      guard let existing else { return .missing(path: path) }
      return .mismatched(path: path, diff: LineDiff(reference: existing, produced: text))
    }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw .unwritable(path: path, reason: error.localizedDescription)
    }
    return .recorded(path: path, previous: existing.map { LineDiff(reference: $0, produced: text) })
  }

  /// The reference files of `suite` (as `name.ext`, sorted) that are not in `produced`: left
  /// over from output that no longer exists. Hidden files are ignored.
  public func unexpectedReferences(in suite: String, produced: Set<String>)
    throws(GoldenFileError) -> [String]
  {
    let folder = try folder(suite: suite)
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw .unreadable(path: displayPath(folder), reason: error.localizedDescription)
    }
    return names.filter { !$0.hasPrefix(".") && !produced.contains($0) }.sorted()
  }

  /// Checks `text` against its reference and records a test issue when it differs or is
  /// missing (an error) or when recording changed it (a warning that names the file).
  public func expectMatch(
    _ text: String, suite: String, name: String, extension ext: String = "txt",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let outcome: GoldenOutcome
    do {
      outcome = try check(text, suite: suite, name: name, extension: ext)
    } catch {
      Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
      return
    }
    if let message = outcome.failureMessage {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else if case .recorded(let path, let previous) = outcome {
      let what = previous.map { "\($0.changedLineCount) changed lines" } ?? "a new file"
      Self.warn("recorded \(path) (\(what)); review it with git diff", at: sourceLocation)
    }
  }

  /// Records an issue for each reference of `suite` that is not in `produced`.
  public func expectNoUnexpectedReferences(
    in suite: String, produced: Set<String>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      for name in try unexpectedReferences(in: suite, produced: produced) {
        let path = displayPath(root.appendingPathComponent(suite).appendingPathComponent(name))
        Issue.record(
          Comment(
            rawValue: "\(path) is not produced by any golden test any more; delete it (git rm) "
              + "if that output is gone on purpose"),
          sourceLocation: sourceLocation)
      }
    } catch {
      Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    }
  }

  /// `url` relative to the folder above `Tests`
  /// ("Tests/TesseraExportTests/References/export/ocean.css"), or to the folder above `root`
  /// when `root` is not below a folder named `Tests`.
  func displayPath(_ url: URL) -> String {
    var tests = root.deletingLastPathComponent()
    while tests.lastPathComponent != "Tests" && tests.path != "/" && !tests.path.isEmpty {
      tests.deleteLastPathComponent()
    }
    let above = tests.lastPathComponent == "Tests" ? tests : root
    let base = above.deletingLastPathComponent().path
    let path = url.path
    guard path.hasPrefix(base + "/") else { return path }
    return String(path.dropFirst(base.count + 1))
  }

  private func read(_ url: URL, path: String) throws(GoldenFileError) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return nil
    }
    if isFolder.boolValue { throw .unreadable(path: path, reason: "it is a folder") }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadable(path: path, reason: "it is not UTF-8 text")
    }
    return text
  }

  private static func checkComponent(_ part: String, in whole: String) throws(GoldenFileError) {
    guard !part.isEmpty else { throw .invalidName(whole, reason: "it has an empty part") }
    guard part != ".", part != ".." else {
      throw .invalidName(whole, reason: "'\(part)' would leave the references folder")
    }
    let allowed = part.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-" || $0 == "_" || $0 == "."
    }
    guard allowed else {
      throw .invalidName(whole, reason: "use only ASCII letters, digits, '-', '_' and '.'")
    }
  }

  private static func warn(_ message: String, at sourceLocation: SourceLocation) {
    #if compiler(>=6.3)
    Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
    #else
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    #endif
  }
}

/// Compares `text` with `<suite>/<name>.<ext>` in the `References` folder of the calling test's
/// target (`Tests/<Target>/References`, found from `testFile`; `owner` names a sibling test
/// target whose references these are) and records a test issue with a line diff when they
/// differ or the reference is missing; `TESSERA_RECORD=1` records the reference instead.
///
/// ```swift
/// assertGolden(helpText, named: "export", in: "cli-help")
/// ```
public func assertGolden(
  _ text: String, named name: String, in suite: String, extension ext: String = "txt",
  owner: String? = nil, testFile: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    let files = try GoldenFiles(testFile: "\(testFile)", owner: owner)
    files.expectMatch(
      text, suite: suite, name: name, extension: ext, sourceLocation: sourceLocation)
  } catch {
    Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
  }
}
