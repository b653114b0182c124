import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// `ExpandableText` executing: it measures two hidden copies of its text (whole, and at its
/// limit) with `onGeometryChange` and shows its toggle only when they differ, so whether
/// "Read more" appears depends on what the layout gave those copies, which only a run shows.
@MainActor
@Suite("ExpandableText, executed")
struct ExpandableTextBehaviourTests {
  /// About twelve lines of body text on an iPhone's width.
  static let review = String(
    repeating: "The battery lasts two days and the screen is bright outdoors. ", count: 9)
  static let short = "Fits on one line."
  static let phone = CGSize(width: 390, height: 844)

  private func host(
    _ text: String, lineLimit: Int = 3, on screen: CGSize = phone,
    dynamicTypeSize: DynamicTypeSize = .large
  ) throws -> ViewHost<some View> {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = dynamicTypeSize
    let host = try ViewHost(
      ExpandableText(text, lineLimit: lineLimit), environment: environment)
    _ = try host.layout(in: screen)
    return host
  }

  /// The frame of the text a person sees (the measuring copies sit in its background).
  private func shown(_ host: ViewHost<some View>, _ text: String) throws -> CGRect {
    try #require(
      host.allNodes.first { $0.kind == .text(text) && !$0.path.contains("background") }?
        .frames.first, "\(host.layoutDescription)")
  }

  /// The height of one line of the text's style: the toggle's title is one line of it.
  private func lineHeight(_ host: ViewHost<some View>, _ title: String) throws -> CGFloat {
    try #require(host.frame(ofText: title)).height
  }

  @Test("a text longer than its limit shows that many lines and Read more; a tap shows it all")
  func expands() throws {
    let host = try host(Self.review)
    let line = try lineHeight(host, "Read more")
    let collapsed = try shown(host, Self.review)
    #expect(abs(collapsed.height - 3 * line) < 0.5, "\(collapsed.height) for lines of \(line)")
    #expect(try host.element(labelled: "Read more").traits.contains(.isButton))
    try host.tap("Read more")
    let expanded = try shown(host, Self.review)
    // Every line, more than the limit: the whole text.
    #expect(expanded.height > 6 * line, "\(expanded.height)")
    #expect(abs(expanded.height / line - (expanded.height / line).rounded()) < 0.01)
    #expect(!host.texts.contains("Read more"))
    try host.tap("Show less")
    #expect(abs(try shown(host, Self.review).height - collapsed.height) < 0.5)
    #expect(host.texts.contains("Read more"))
  }

  @Test("a new text in the same place opens collapsed, not expanded as the old one was")
  func newTextCollapses() throws {
    let other = Self.review.replacingOccurrences(of: "battery", with: "camera")
    let host = try ViewHost(ExpandableText(Self.review, lineLimit: 3))
    _ = try host.layout(in: Self.phone)
    try host.tap("Read more")
    #expect(host.texts.contains("Show less"))
    try host.update(ExpandableText(other, lineLimit: 3))
    _ = try host.layout(in: Self.phone)
    #expect(host.texts.contains("Read more"), "\(host.texts)")
    #expect(!host.texts.contains("Show less"))
  }

  @Test("a text within its limit shows no toggle")
  func fits() throws {
    let host = try host(Self.short)
    #expect(!host.texts.contains("Read more"))
    #expect(!host.texts.contains("Show less"))
    #expect(host.accessibilityElements.allSatisfy { !$0.traits.contains(.isButton) })
  }

  /// A rotation (or a split-view resize) widens the text: measured again, it may now fit.
  @Test("a text that fits once its width grows loses its toggle, and gets it back when narrowed")
  func widthChanges() throws {
    // About four lines at an iPhone's width, fewer than three at an iPad's.
    let text = String(repeating: "Short words wrap to a few lines. ", count: 4)
    let host = try host(text)
    #expect(host.texts.contains("Read more"))
    _ = try host.layout(in: CGSize(width: 1_024, height: 768))
    #expect(!host.texts.contains("Read more"), "\(host.layoutDescription)")
    _ = try host.layout(in: Self.phone)
    #expect(host.texts.contains("Read more"))
  }

  /// `ExpandableTextLines`: one more line per accessibility size, at most twice the limit.
  @Test("at the largest accessibility size a limit of three shows six lines")
  func accessibilitySizes() throws {
    let host = try host(Self.review, dynamicTypeSize: .accessibility5)
    let line = try lineHeight(host, "Read more")
    let collapsed = try shown(host, Self.review)
    #expect(abs(collapsed.height - 6 * line) < 0.5, "\(collapsed.height) for lines of \(line)")
  }

  @Test("VoiceOver reads the whole text once, cut or not, and the toggle after it")
  func voiceOver() throws {
    let host = try host(Self.review)
    let labels = host.accessibilityElements.map(\.label)
    #expect(labels == [Self.review, "Read more"], "\(labels)")
  }
}
