import Foundation
import SwiftUI
import Testing

@testable import TesseraUI

/// The repository's Sources/TesseraUI, read as a developer's checkout has it.
private let tesseraUISources = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().appendingPathComponent("../../../../Sources/TesseraUI")
  .standardizedFileURL

/// Every Swift file under a folder, with its text.
private func swiftFiles(under folder: URL) throws -> [(name: String, text: String)] {
  let walker = try #require(
    FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
  return try walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    .map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
}

/// The previews of one file, each executed as the canvas shows it.
@MainActor private func previews(in file: String) -> [(line: Int, preview: Preview)] {
  TesseraUIPreviews.all.filter { $0.file == file }.map { ($0.line, $0.preview) }
}

/// TesseraUI's `#Preview`s (issue #28: "fixtures that are also previews"): the previews app
/// developers see in Xcode's canvas are the fixtures these tests execute, in every setting, laid
/// out on every screen, their accessibility audited.
@MainActor
@Suite("TesseraUI's previews, executed", .serialized)
struct PreviewSweepTests {
  @Test("the list the runtime executes holds every #Preview in Sources/TesseraUI")
  func everyPreviewListed() throws {
    var written: [String] = []
    for (name, text) in try swiftFiles(under: tesseraUISources) {
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated() where line.hasPrefix("#Preview")
      {
        written.append("\(name):\(index + 1)")
      }
    }
    let listed = TesseraUIPreviews.all.map { "\($0.file):\($0.line)" }
    #expect(!written.isEmpty)
    #expect(Set(listed) == Set(written))
    #expect(listed.count == written.count)
  }

  @Test("every public view of TesseraUI is built by at least one preview")
  func everyPublicViewPreviewed() async throws {
    let declaration = try Regex(#"public struct (\w+)(<[^>]*>)?: View\b"#)
    var publicViews: Set<String> = []
    for (_, text) in try swiftFiles(under: tesseraUISources) {
      for match in text.matches(of: declaration) {
        publicViews.insert(String(text[try #require(match.output[1].range)]))
      }
    }
    var built: Set<String> = []
    for entry in TesseraUIPreviews.all {
      await Task.yield()
      let host = try entry.preview.host()
      _ = try host.layout(in: layoutScreens[0].size, safeArea: layoutScreens[0].safeArea)
      for node in host.allNodes {
        if case .view(let name) = node.kind, name.hasPrefix("TesseraUI.") {
          built.insert(String(name.dropFirst("TesseraUI.".count).prefix { $0 != "<" }))
        }
      }
    }
    #expect(publicViews.count > 100, "the declarations were found")
    #expect(publicViews.subtracting(built).sorted() == [])
  }

  @Test(
    "each file's previews run in every setting with every control named",
    arguments: TesseraUIPreviews.files)
  func accessibility(file: String) async throws {
    let entries = previews(in: file)
    #expect(!entries.isEmpty)
    for (line, preview) in entries {
      // Other suites' work waits on the main actor these sweeps hold: give it a turn.
      await Task.yield()
      for setting in DeviceSetting.all {
        let host = try preview.host(environment: setting.environment)
        _ = try host.layout(in: layoutScreens[0].size, safeArea: layoutScreens[0].safeArea)
        #expect(
          accessibilityFindings(host.accessibilityElements) == [], "\(file):\(line) \(setting)")
      }
    }
  }

  /// Nothing of zero size, off the screen or under 44 pt, no text cut short.
  @Test("each file's previews lay out on every screen", arguments: TesseraUIPreviews.files)
  func layout(file: String) async throws {
    let judged = previews(in: file)
    #expect(!judged.isEmpty)
    for (line, preview) in judged {
      await Task.yield()
      for setting in layoutSettings {
        for screen in layoutScreens {
          let host = try preview.host(environment: setting.environment)
          let findings = try host.layout(in: screen.size, safeArea: screen.safeArea)
          #expect(findings == [], "\(file):\(line) \(setting) \(screen.name)")
        }
      }
    }
  }
}
