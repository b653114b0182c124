import CoreTransferable
import Foundation
import Testing
import UniformTypeIdentifiers

@testable import SwiftUI

/// A note shared as a `.txt`-named JSON file, as Core Transferable's pages compose one: a data
/// representation and a suggested file name
/// (https://developer.apple.com/documentation/coretransferable/transferrepresentation/suggestedfilename(_:)-47rg0).
private struct Note: Transferable {
  var title: String
  var body: String
  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .json) { note in Data(note.body.utf8) }
      .suggestedFileName { note in note.title + ".json" }
  }
}

/// A share link with a custom label, and a button that presents a file importer.
private struct NoteScreen: View {
  let note: Note
  var disabled = false
  @State private var isImporting = false
  @State private var results: [String] = []
  var body: some View {
    ShareLink(item: note, preview: SharePreview("Note")) { Text("Share note") }
      .disabled(disabled)
    Button("Open") { isImporting = true }
      .fileImporter(isPresented: $isImporting, allowedContentTypes: [.json]) { result in
        switch result {
        case .success(let url): results.append("chose \(url.lastPathComponent)")
        case .failure(let error): results.append("failed \(error)")
        }
      }
    Text("importing \(isImporting)")
    ForEach(results, id: \.self) { Text($0) }
  }
}

private struct Refused: Error, CustomStringConvertible {
  var description: String { "refused" }
}

@MainActor
@Suite("Sharing and importing files")
struct SharingTests {
  @Test("a share link is a button named by its label; a tap gives the share interface its item")
  func shareLink() async throws {
    // ShareLink: "People tap or click on a share link to present a share interface"
    // (https://developer.apple.com/documentation/swiftui/sharelink).
    let host = try ViewHost(NoteScreen(note: Note(title: "Groceries", body: "[\"milk\"]")))
    #expect(try host.element(labelled: "Share note").traits.contains(.isButton))
    let items = try host.share("Share note")
    #expect(items.count == 1)
    let item = try #require(items.first)
    let exported = try await export(item, as: .json)
    #expect(String(decoding: exported.data, as: UTF8.self) == "[\"milk\"]")
    #expect(exported.suggestedFileName == "Groceries.json")
    // A receiver asking for a type the item does not export gets nothing.
    await #expect(throws: NoExport.self) {
      try await export(item, as: UTType(identifier: "public.png"))
    }
  }

  @Test("a disabled share link presents nothing")
  func disabledShareLink() throws {
    // disabled(_:): "the view and all its descendants ... can't be interacted with"
    // (https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
    let host = try ViewHost(NoteScreen(note: Note(title: "a", body: "b"), disabled: true))
    #expect(throws: RuntimeError.self) { try host.share("Share note") }
    #expect(host.graph.sharedItems.isEmpty)
  }

  @Test("a file importer is modal while presented; choosing a file dismisses it, then completes")
  func fileImporterSuccess() throws {
    let host = try ViewHost(NoteScreen(note: Note(title: "a", body: "b")))
    #expect(host.presentedFileImporter == nil)
    #expect(throws: RuntimeError.self) {
      try host.completeFileImport(with: .success(URL(fileURLWithPath: "/tmp/x.json")))
    }
    try host.tap("Open")
    #expect(host.presentedFileImporter == [.json])
    // The dialog is the system's and modal: the screen below is out of reach.
    #expect(throws: RuntimeError.self) { try host.tap("Open") }
    try host.completeFileImport(with: .success(URL(fileURLWithPath: "/tmp/notes/x.json")))
    #expect(host.presentedFileImporter == nil)
    #expect(host.texts.contains("importing false"))
    #expect(host.texts.contains("chose x.json"))
  }

  @Test("a failed import completes with the error; a cancelled one does not complete")
  func fileImporterFailureAndCancel() throws {
    let host = try ViewHost(NoteScreen(note: Note(title: "a", body: "b")))
    try host.tap("Open")
    try host.completeFileImport(with: .failure(Refused()))
    #expect(host.texts.contains("failed refused"))
    #expect(host.texts.contains("importing false"))
    try host.tap("Open")
    try host.dismissPresentation()
    #expect(host.presentedFileImporter == nil)
    #expect(host.texts.filter { $0.hasPrefix("failed") || $0.hasPrefix("chose") }.count == 1)
  }

  @Test("security-scoped access is granted and each start and stop is counted per file")
  func securityScope() {
    // startAccessingSecurityScopedResource(): "true if the request to access the resource
    // succeeded"; every granted start is balanced by a stop
    // (https://developer.apple.com/documentation/foundation/url/startaccessingsecurityscopedresource()).
    let url = URL(fileURLWithPath: "/tmp/scope-\(UUID().uuidString).json")
    #expect(SecurityScope.accesses(of: url).started == 0)
    #expect(url.startAccessingSecurityScopedResource())
    let started = SecurityScope.accesses(of: url)
    #expect(started.started == 1 && started.stopped == 0)
    url.stopAccessingSecurityScopedResource()
    let stopped = SecurityScope.accesses(of: url)
    #expect(stopped.started == 1 && stopped.stopped == 1)
  }
}
