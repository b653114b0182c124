import Foundation
import TesseraGoldenTesting
import Testing

/// A references folder of its own under the system's temporary folder, laid out like a test
/// target's (`<tmp>/Tests/DemoTests/References`), so these tests never touch the real references.
private func scratchReferences() throws -> URL {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("tessera-golden-\(UUID().uuidString)")
    .appendingPathComponent("Tests/DemoTests/References", isDirectory: true)
  try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  return root
}

private func write(_ text: String, to url: URL) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}

private func contents(_ url: URL) throws -> String {
  String(decoding: try Data(contentsOf: url), as: UTF8.self)
}

@Suite("Golden files")
struct GoldenFilesTests {
  @Test("a matching reference passes and a differing one reports the first differing line")
  func mismatch() throws {
    let files = GoldenFiles(root: try scratchReferences(), isRecording: false)
    let url = try files.url(suite: "demo", name: "sample", extension: "txt")
    try write("one\ntwo\nthree\n", to: url)
    #expect(try files.check("one\ntwo\nthree\n", suite: "demo", name: "sample") == .matched)
    let outcome = try files.check("one\n2\nthree\n", suite: "demo", name: "sample")
    guard case .mismatched(let path, let diff) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    #expect(path == "Tests/DemoTests/References/demo/sample.txt")
    #expect(diff.firstDifferingLine == 2)
    let message = try #require(outcome.failureMessage)
    #expect(message.contains("Tests/DemoTests/References/demo/sample.txt"))
    #expect(message.contains("first difference at line 2"))
    #expect(message.contains("- 2 | two\n+ 2 | 2"))
    #expect(message.contains("TESSERA_RECORD=1 swift test --filter Golden"))
    #expect(try contents(url) == "one\ntwo\nthree\n", "comparing must not rewrite")
  }

  @Test("texts that are equal as Swift strings but not as bytes do not match")
  func bytes() throws {
    let files = GoldenFiles(root: try scratchReferences(), isRecording: false)
    try write("caf\u{E9}\n", to: try files.url(suite: "demo", name: "nfc", extension: "txt"))
    #expect("caf\u{E9}\n" == "cafe\u{301}\n")
    let outcome = try files.check("cafe\u{301}\n", suite: "demo", name: "nfc")
    guard case .mismatched(_, let diff) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    #expect(diff.firstDifferingLine == 1)
  }

  @Test("a missing reference fails and is not created")
  func missing() throws {
    let files = GoldenFiles(root: try scratchReferences(), isRecording: false)
    let outcome = try files.check("text\n", suite: "demo", name: "absent", extension: "css")
    #expect(outcome == .missing(path: "Tests/DemoTests/References/demo/absent.css"))
    #expect(outcome.failureMessage?.contains("no reference at") == true)
    let url = try files.url(suite: "demo", name: "absent", extension: "css")
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test("expectMatch records a failing issue for a missing reference and for a difference")
  func issues() throws {
    let files = GoldenFiles(root: try scratchReferences(), isRecording: false)
    withKnownIssue {
      files.expectMatch("text\n", suite: "demo", name: "absent")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("no reference at") }
    }
    try write("a\n", to: try files.url(suite: "demo", name: "present", extension: "txt"))
    withKnownIssue {
      files.expectMatch("b\n", suite: "demo", name: "present")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("- 1 | a\n+ 1 | b") }
    }
    files.expectMatch("a\n", suite: "demo", name: "present")
  }

  @Test("recording writes new and changed references and leaves unchanged ones alone")
  func recording() throws {
    let root = try scratchReferences()
    let recorder = GoldenFiles(root: root, isRecording: true)
    let outcome = try recorder.check("fresh\n", suite: "demo/nested", name: "new", extension: "css")
    #expect(
      outcome == .recorded(path: "Tests/DemoTests/References/demo/nested/new.css", previous: nil))
    let url = try recorder.url(suite: "demo/nested", name: "new", extension: "css")
    #expect(try contents(url) == "fresh\n")

    let changed = try recorder.check(
      "fresher\n", suite: "demo/nested", name: "new", extension: "css")
    guard case .recorded(_, let previous?) = changed else {
      Issue.record("expected a re-recording with a diff, got \(changed)")
      return
    }
    #expect(
      previous.changes == [.removed(line: 1, text: "fresh"), .added(line: 1, text: "fresher")])
    #expect(try contents(url) == "fresher\n")

    let stamp = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: url.path)
    let same = try recorder.check("fresher\n", suite: "demo/nested", name: "new", extension: "css")
    #expect(same == .matched)
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect(attributes[.modificationDate] as? Date == stamp, "an unchanged file is not rewritten")

    let checker = GoldenFiles(root: root, isRecording: false)
    #expect(
      try checker.check("fresher\n", suite: "demo/nested", name: "new", extension: "css")
        == .matched)
  }

  @Test("the record switch turns recording on with 1 and rejects values it cannot read")
  func recordSetting() throws {
    let name = RecordSwitch.variable
    #expect(name == "TESSERA_RECORD")
    #expect(try RecordSwitch.isOn(in: [:]) == false)
    #expect(try RecordSwitch.isOn(in: [name: "0"]) == false)
    #expect(try RecordSwitch.isOn(in: [name: ""]) == false)
    #expect(try RecordSwitch.isOn(in: [name: "no"]) == false)
    #expect(try RecordSwitch.isOn(in: [name: "1"]) == true)
    #expect(try RecordSwitch.isOn(in: [name: "YES"]) == true)
    #expect(try RecordSwitch.isOn(in: [name: "True"]) == true)
    #expect(throws: GoldenFileError.invalidRecordSetting("recrod")) {
      try RecordSwitch.isOn(in: [name: "recrod"])
    }
    let error = GoldenFileError.invalidRecordSetting("recrod")
    #expect(error.description.hasPrefix("TESSERA_RECORD='recrod': use 1 to record"))
  }

  @Test("golden files record under the one switch, and only under it")
  func goldenFilesFollowTheSwitch() throws {
    let testFile = "/src/pkg/Tests/FooTests/A.swift"
    #expect(try GoldenFiles(testFile: testFile, environment: ["TESSERA_RECORD": "1"]).isRecording)
    #expect(try !GoldenFiles(testFile: testFile, environment: [:]).isRecording)
    #expect(try !GoldenFiles(testFile: testFile, environment: ["TESSERA_RECORD": "0"]).isRecording)
    // The two switches it replaced record nothing any more.
    for retired in ["TESSERA_RECORD_GOLDEN", "TESSERA_RECORD_RENDER"] {
      #expect(try !GoldenFiles(testFile: testFile, environment: [retired: "1"]).isRecording)
    }
    #expect(throws: GoldenFileError.invalidRecordSetting("on")) {
      try GoldenFiles(testFile: testFile, environment: ["TESSERA_RECORD": "on"])
    }
    #expect(GoldenFiles.recordCommand == "TESSERA_RECORD=1 swift test --filter Golden")
  }

  @Test("references sit in the test target's folder, found from a test file at any depth")
  func location() throws {
    let direct = try GoldenFiles.referencesFolder(forTestFile: "/src/pkg/Tests/FooTests/A.swift")
    #expect(direct.path == "/src/pkg/Tests/FooTests/References")
    let nested = try GoldenFiles.referencesFolder(forTestFile: "/src/pkg/Tests/Foo/Sub/A.swift")
    #expect(nested.path == "/src/pkg/Tests/Foo/References")
    let owned = try GoldenFiles.referencesFolder(
      forTestFile: "/src/pkg/Tests/CLITests/Sub/A.swift", owner: "ExportTests")
    #expect(owned.path == "/src/pkg/Tests/ExportTests/References")
    for outside in ["/src/pkg/Sources/A.swift", "/src/pkg/Tests/A.swift"] {
      #expect(throws: GoldenFileError.noTestsFolder(testFile: outside)) {
        try GoldenFiles.referencesFolder(forTestFile: outside)
      }
    }
    #expect(
      throws: GoldenFileError.invalidName("..", reason: "'..' would leave the references folder")
    ) {
      try GoldenFiles.referencesFolder(forTestFile: "/src/pkg/Tests/FooTests/A.swift", owner: "..")
    }
    let mine = try GoldenFiles.referencesFolder(forTestFile: #filePath)
    #expect(mine.deletingLastPathComponent().lastPathComponent == "TesseraGoldenTestingTests")
  }

  @Test("names that could leave the references folder or hide a file are refused")
  func names() throws {
    let files = GoldenFiles(root: try scratchReferences(), isRecording: true)
    for (suite, name, ext) in [
      ("..", "x", "txt"), ("demo", "../x", "txt"), ("demo", "x", "txt/../../y"),
      ("demo//deep", "x", "txt"), ("demo", "", "txt"), ("demo", "a b", "txt"),
    ] {
      #expect(throws: GoldenFileError.self, "\(suite) \(name) \(ext)") {
        try files.check("x", suite: suite, name: name, extension: ext)
      }
    }
  }

  @Test("a folder where a reference belongs is an error, not a mismatch")
  func folderInTheWay() throws {
    let files = GoldenFiles(root: try scratchReferences(), isRecording: false)
    let url = try files.url(suite: "demo", name: "folder", extension: "txt")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    #expect(
      throws: GoldenFileError.unreadable(
        path: "Tests/DemoTests/References/demo/folder.txt", reason: "it is a folder")
    ) {
      try files.check("x", suite: "demo", name: "folder")
    }
  }

  @Test("references that no test produces any more are listed")
  func leftovers() throws {
    let files = GoldenFiles(root: try scratchReferences(), isRecording: false)
    for name in ["kept", "gone"] {
      try write("x\n", to: try files.url(suite: "demo", name: name, extension: "txt"))
    }
    #expect(try files.unexpectedReferences(in: "demo", produced: ["kept.txt"]) == ["gone.txt"])
    #expect(try files.unexpectedReferences(in: "elsewhere", produced: []) == [])
    withKnownIssue {
      files.expectNoUnexpectedReferences(in: "demo", produced: ["kept.txt"])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Tests/DemoTests/References/demo/gone.txt") }
    }
  }
}
