import SwiftUI
import Testing

/// `#Preview` as the runtime expands it: "tagged declarations become properties on the view,
/// and all remaining statements form the view's body" (/documentation/SwiftUI/Previewable()).
/// `#_RuntimePreview` is the spelling `generate.py --tesseraui` gives each `#Preview` of
/// TesseraUI; its expansion is the type-check's own macro implementation.
@MainActor
@Suite("Previews")
struct PreviewTests {
  @Test("a @Previewable @State is the embedded view's state: it changes and is kept")
  func previewableState() throws {
    // Apple's example on the Previewable() page, written as a builder.
    let preview = #_RuntimePreview("toggle") {
      @Previewable @State var toggled = true
      Toggle("Loud Noises", isOn: $toggled)
      Text(toggled ? "loud" : "quiet")
    }
    #expect(preview.displayName == "toggle")
    let host = try preview.host()
    #expect(try host.element(labelled: "Loud Noises").value == "1")
    try host.toggle("Loud Noises")
    #expect(try host.element(labelled: "Loud Noises").value == "0")
    #expect(host.texts.contains("quiet"))
  }

  @Test("an unnamed preview has no name; its statements are the view's children, in order")
  func unnamed() throws {
    let preview = #_RuntimePreview {
      Text("first")
      Text("second")
    }
    #expect(preview.displayName == nil)
    let host = try preview.host()
    #expect(host.texts == ["first", "second"])
  }

  @Test("each preview builds a new view: state starts again from its declared value")
  func freshState() throws {
    let preview = #_RuntimePreview {
      @Previewable @State var count = 1
      Button("Add") { count += 1 }
      Text("count \(count)")
    }
    let first = try preview.host()
    try first.tap("Add")
    #expect(first.texts.contains("count 2"))
    let second = try preview.host()
    #expect(second.texts.contains("count 1"))
  }
}
