import Accessibility
import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// A terms row that owns the checkbox and requires it.
private struct TermsRow: View {
  @State var accepted = false
  var body: some View {
    DSCheckbox(isOn: $accepted, label: "Terms", error: accepted ? nil : "Required")
    Text(accepted ? "accepted" : "pending")
  }
}

/// A settings block that owns a set of topics.
private struct TopicsBlock: View {
  @State var topics: Set<String> = ["SMS"]
  var body: some View {
    DSCheckboxGroup("Notify", options: ["Mail", "SMS"], selection: $topics) { $0 }
    Text("topics \(topics.sorted().joined(separator: "+"))")
  }
}

/// A toolbar that owns its layout choice.
private struct LayoutPicker: View {
  @State var layout = "List"
  var body: some View {
    DSSegmentedControl("View", options: ["List", "Grid"], selection: $layout) { $0 }
    Text("layout \(layout)")
  }
}

/// A review form that owns its rating.
private struct Review: View {
  @State var rating = 3.0
  var body: some View {
    RatingInput(rating: $rating, label: "Rating")
    Text("rating \(rating.formatted())")
  }
}

/// A post editor that owns its tags.
private struct PostTags: View {
  @State var tags = ["Swift"]
  var maxLength = 32
  var body: some View {
    TagInput(tags: $tags, placeholder: "Add tag", maxTags: 3, maxLength: maxLength)
    Text("tags \(tags.joined(separator: "+"))")
  }
}

@MainActor
@Suite("Checkboxes, segments, ratings and tags, executed")
struct SelectionBehaviourTests {
  private func shown<Root: View>(_ host: ViewHost<Root>, _ prefix: String) -> String? {
    host.texts.last { $0.hasPrefix(prefix) }
  }

  @Test("a checkbox reads its label and error once, no tick symbol; a tap checks it")
  func checkbox() throws {
    let host = try ViewHost(TermsRow())
    let box = try host.element(labelled: "Terms, Required")
    #expect(box.value == "Unchecked")
    #expect(box.hint ?? "" == "")
    try host.tap("Terms, Required")
    #expect(host.texts.last == "accepted")
    // Checked: the tick is drawing only, not "checkmark, Terms".
    #expect(try host.element(labelled: "Terms").value == "Checked")
    try host.activate("Terms")
    #expect(host.texts.last == "pending")
  }

  @Test("a checkbox group: a header, one button per option; taps add and remove options")
  func checkboxGroup() throws {
    let host = try ViewHost(TopicsBlock())
    #expect(try host.element(labelled: "Notify").traits.contains(.isHeader))
    #expect(try host.element(labelled: "SMS").value == "Checked")
    #expect(try host.element(labelled: "Mail").value == "Unchecked")
    try host.tap("Mail")
    #expect(shown(host, "topics ") == "topics Mail+SMS")
    try host.activate("SMS")
    #expect(shown(host, "topics ") == "topics Mail")
    #expect(try host.element(labelled: "SMS").value == "Unchecked")
  }

  @Test("a checkbox group follows a selection the app changes while it is on screen")
  func checkboxGroupExternal() throws {
    let host = try ViewHost(
      DSCheckboxGroup("Notify", options: ["Mail", "SMS"], selection: .constant([])) { $0 })
    try host.update(
      DSCheckboxGroup("Notify", options: ["Mail", "SMS"], selection: .constant(["Mail"])) { $0 })
    #expect(try host.element(labelled: "Mail").value == "Checked")
  }

  @Test("a segmented control: one button per segment, the chosen one selected")
  func segments() throws {
    let host = try ViewHost(LayoutPicker())
    #expect(try host.element(labelled: "List").traits.contains(.isSelected))
    #expect(!(try host.element(labelled: "Grid").traits.contains(.isSelected)))
    try host.tap("Grid")
    #expect(shown(host, "layout ") == "layout Grid")
    #expect(try host.element(labelled: "Grid").traits.contains(.isSelected))
    try host.activate("List")
    #expect(shown(host, "layout ") == "layout List")
    try host.update(LayoutPicker(layout: "Grid"))
    // The screen owns its state: a new initializer value does not reset it.
    #expect(shown(host, "layout ") == "layout List")
  }

  @Test("disabled, checkboxes and segments ignore taps and VoiceOver")
  func disabled() throws {
    let terms = try ViewHost(TermsRow().disabled(true))
    #expect(throws: RuntimeError.self) { try terms.tap("Terms, Required") }
    let layout = try ViewHost(LayoutPicker().disabled(true))
    #expect(throws: RuntimeError.self) { try layout.tap("Grid") }
    #expect(throws: RuntimeError.self) { try layout.activate("Grid") }
    #expect(shown(layout, "layout ") == "layout List")
  }

  @Test("a rating is one adjustable element; VoiceOver steps it; the app's value reaches it")
  func rating() throws {
    let host = try ViewHost(Review())
    let element = try host.element(labelled: "Rating")
    #expect(element.isAdjustable)
    #expect(element.value == "3 of 5 stars")
    try host.increment("Rating")
    #expect(try host.element(labelled: "Rating").value == "4 of 5 stars")
    try host.decrement("Rating")
    try host.decrement("Rating")
    #expect(shown(host, "rating ") == "rating 2")
    let bound = try ViewHost(RatingInput(rating: .constant(1), label: "Rating"))
    try bound.update(RatingInput(rating: .constant(5), label: "Rating"))
    #expect(try bound.element(labelled: "Rating").value == "5 of 5 stars")
  }

  @Test("a rating dragged then cancelled keeps what the drag reached and is not pressed")
  func ratingCancelledDrag() throws {
    let host = try ViewHost(Review())
    let drag = try host.startDrag("Rating")
    try drag.move(by: CGSize(width: 500, height: 0))
    let reached = shown(host, "rating ")
    #expect(reached != "rating 3")
    try drag.finish(.cancelled)
    #expect(shown(host, "rating ") == reached)
    // A new drag starts afresh (nothing is left claimed or pressed by the cancelled one).
    let again = try host.startDrag("Rating")
    try again.move(by: CGSize(width: 1, height: 0))
    try again.finish(.ended)
  }

  /// Where a rating's row of stars was laid out: the area that takes its touches.
  private func starRow<Root: View>(_ host: ViewHost<Root>) throws -> CGRect {
    try #require(host.modifiers(named: "View.contentShape(_:eoFill:)").first?.frames.first)
  }

  @Test("a tap on a star sets the rating to it, right to left too; a disabled one ignores it")
  func ratingTap() throws {
    for environment in [EnvironmentValues(), arabicEnvironment] {
      let host = try ViewHost(Review(), environment: environment)
      _ = try host.layout(in: CGSize(width: 390, height: 844))
      let row = try starRow(host)
      let rtl = environment.layoutDirection == .rightToLeft
      // The row is measured left to right on screen; in Arabic the first star is on the right.
      func tap(star fraction: Double) throws {
        let x = row.minX + row.width * (rtl ? 1 - fraction : fraction)
        try host.tap(at: CGPoint(x: x, y: row.midY))
      }
      try tap(star: 0.75)
      #expect(shown(host, "rating ") == "rating 4")
      try tap(star: 0.1)
      #expect(shown(host, "rating ") == "rating 1")
      try tap(star: 0.95)
      #expect(shown(host, "rating ") == "rating 5")
    }
    let disabled = try ViewHost(Review().disabled(true))
    _ = try disabled.layout(in: CGSize(width: 390, height: 844))
    let row = try starRow(disabled)
    #expect(throws: RuntimeError.self) {
      try disabled.tap(at: CGPoint(x: row.maxX - 2, y: row.midY))
    }
    #expect(shown(disabled, "rating ") == "rating 3")
  }

  @Test("disabled, a rating ignores VoiceOver")
  func ratingDisabled() throws {
    let host = try ViewHost(Review().disabled(true))
    #expect(throws: RuntimeError.self) { try host.increment("Rating") }
    #expect(shown(host, "rating ") == "rating 3")
  }

  @Test("tags: each tag is read, with its remove button; a separator makes a tag")
  func tags() throws {
    let host = try ViewHost(PostTags())
    #expect(host.accessibilityElements.contains { $0.label == "Swift" })
    #expect(try host.element(labelled: "Remove Swift").traits.contains(.isButton))
    // The empty field's prompt is its label, said once.
    #expect(try host.element(labelled: "Add tag").value == nil)
    #expect(host.accessibilityElements.filter { $0.label == "Add tag" }.count == 1)
    try host.type("iOS,", into: "Add tag")
    #expect(shown(host, "tags ") == "tags Swift+iOS")
    #expect(host.accessibilityElements.contains { $0.label == "iOS" })
    try host.tap("Remove Swift")
    #expect(shown(host, "tags ") == "tags iOS")
  }

  @Test("a refused tag stays in the field, its reason shows at once and is said once")
  func duplicateTag() throws {
    let host = try ViewHost(PostTags())
    let announced = AccessibilityNotification.Announcement.posted.count
    try host.type("swift,", into: "Add tag")
    #expect(shown(host, "tags ") == "tags Swift")
    // The person is still in the field, and is owed the reason now: it shows, as its own
    // element, and is spoken once; the tags keep their names.
    #expect(host.focusedField != nil)
    #expect(host.texts.contains("Swift is already a tag."))
    #expect(host.accessibilityElements.contains { $0.label == "Swift is already a tag." })
    #expect(host.accessibilityElements.contains { $0.label == "Swift" })
    let spoken = AccessibilityNotification.Announcement.posted.dropFirst(announced)
    #expect(spoken.filter { $0.contains("Swift is already a tag.") }.count == 1, "\(spoken)")
    // The refused word is kept to be corrected, not erased.
    #expect(try host.element(labelled: "Add tag").value == "swift")
    // Correcting it clears the reason; the corrected tag is added.
    try host.typeKeystrokes("ui,")
    #expect(!host.texts.contains("Swift is already a tag."))
    #expect(shown(host, "tags ") == "tags Swift+swiftui")
    #expect(try host.element(labelled: "Add tag").value == nil)
  }

  @Test("a refusal the tags no longer bear out goes when they change; the word stays to add")
  func refusalFollowsTags() throws {
    let host = try ViewHost(PostTags())
    // One tag added and one refused at once: the tags change, and the reason stays.
    try host.type("go, swift,", into: "Add tag")
    #expect(shown(host, "tags ") == "tags Swift+go")
    #expect(host.texts.contains("Swift is already a tag."))
    // The person removes the tag the word clashed with: the reason no longer holds.
    try host.tap("Remove Swift")
    #expect(!host.texts.contains("Swift is already a tag."), "\(host.texts)")
    #expect(try host.element(labelled: "Add tag").value == "swift")
    try host.focus("Add tag")
    try host.submit()
    #expect(shown(host, "tags ") == "tags go+swift")
  }

  @Test("a tag too long is kept in the field with the limit, then added once shortened")
  func tooLongTag() throws {
    let host = try ViewHost(PostTags(maxLength: 5))
    try host.type("kotlin,", into: "Add tag")
    #expect(shown(host, "tags ") == "tags Swift")
    #expect(try host.element(labelled: "Add tag").value == "kotlin")
    #expect(host.texts.contains { $0.contains("5") })
    try host.deleteBackward()
    try host.typeKeystrokes(",")
    #expect(shown(host, "tags ") == "tags Swift+kotli")
  }

  @Test("the app's own tags stay as written: a removal takes exactly the tapped one")
  func appTagsKept() throws {
    let host = try ViewHost(PostTags(tags: ["swift", "Swift", "iOS"]))
    try host.tap("Remove iOS")
    #expect(shown(host, "tags ") == "tags swift+Swift")
    try host.type("mac,", into: "Add tag")
    #expect(shown(host, "tags ") == "tags swift+Swift+mac")
    try host.tap("Remove swift")
    #expect(shown(host, "tags ") == "tags Swift+mac")
  }

  @Test("disabled, tags take no typing and cannot be removed")
  func tagsDisabled() throws {
    let host = try ViewHost(PostTags().disabled(true))
    #expect(throws: RuntimeError.self) { try host.type("x,", into: "Add tag") }
    #expect(throws: RuntimeError.self) { try host.tap("Remove Swift") }
  }
}
