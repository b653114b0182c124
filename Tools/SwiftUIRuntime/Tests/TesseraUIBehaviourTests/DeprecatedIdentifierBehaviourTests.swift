import SwiftUI
import TesseraForms
import Testing

@testable import TesseraUI

/// The deprecated `accessibilityIdentifier:` initializers (#27), reached through a protocol whose
/// requirements are not deprecated: Swift warns where a deprecated declaration is called outside
/// a deprecated one, and the witnesses below are deprecated, so the tests calling them do not.
@MainActor
private protocol DeprecatedIdentifierCalls {
  /// `DSTag("Swift", accessibilityIdentifier:)`: the LocalizedStringKey form.
  func tagFromLiteral(_ identifier: String) -> DSTag
  /// The generated StringProtocol form.
  func tag(_ title: String, identifier: String) -> DSTag
  /// The generated LocalizedStringResource form.
  func tag(_ title: LocalizedStringResource, identifier: String) -> DSTag
  /// A view without caller text.
  func skeleton(_ identifier: String) -> DSSkeletonListItem
  /// The parameter before a trailing closure.
  func button(_ identifier: String) -> DSButton
}

@MainActor
private struct DeprecatedCalls: DeprecatedIdentifierCalls {
  @available(*, deprecated, message: "calls the deprecated accessibilityIdentifier: form")
  func tagFromLiteral(_ identifier: String) -> DSTag {
    DSTag("Swift", accessibilityIdentifier: identifier)
  }

  @available(*, deprecated, message: "calls the deprecated accessibilityIdentifier: form")
  func tag(_ title: String, identifier: String) -> DSTag {
    DSTag(title, accessibilityIdentifier: identifier)
  }

  @available(*, deprecated, message: "calls the deprecated accessibilityIdentifier: form")
  func tag(_ title: LocalizedStringResource, identifier: String) -> DSTag {
    DSTag(title, size: .small, accessibilityIdentifier: identifier)
  }

  @available(*, deprecated, message: "calls the deprecated accessibilityIdentifier: form")
  func skeleton(_ identifier: String) -> DSSkeletonListItem {
    DSSkeletonListItem(accessibilityIdentifier: identifier)
  }

  @available(*, deprecated, message: "calls the deprecated accessibilityIdentifier: form")
  func button(_ identifier: String) -> DSButton {
    DSButton("Save", accessibilityIdentifier: identifier) {}
  }
}

/// What VoiceOver and a UI test see of a view: each element's label and identifier.
@MainActor
private func elements<V: View>(_ view: V) throws -> [String] {
  try ViewHost(view).accessibilityElements.map {
    "\($0.label ?? "") #\($0.identifier ?? "none")"
  }
}

@MainActor
@Suite("The deprecated accessibilityIdentifier: forms, executed")
struct DeprecatedIdentifierBehaviourTests {
  private let calls: any DeprecatedIdentifierCalls = DeprecatedCalls()

  @Test("each form of DSTag, a view with caller text, identifies the element the modifier does")
  func tagForms() throws {
    let modified = try elements(DSTag("Swift").accessibilityIdentifier("tag.swift"))
    #expect(modified == ["Swift #tag.swift"])
    #expect(try elements(calls.tagFromLiteral("tag.swift")) == modified)
    #expect(try elements(calls.tag("Swift", identifier: "tag.swift")) == modified)
    #expect(
      try elements(calls.tag("Swift" as LocalizedStringResource, identifier: "tag.swift"))
        == modified)
    // Without an identifier the element has none: the one above came from the parameter.
    #expect(try elements(DSTag("Swift")) == ["Swift #none"])
  }

  @Test("a view without caller text, and one with a trailing action, keep the identifier")
  func viewsWithoutCallerText() throws {
    let skeleton = try elements(DSSkeletonListItem().accessibilityIdentifier("loading"))
    #expect(skeleton.count == 1)
    #expect(skeleton.first?.hasSuffix(" #loading") == true)
    #expect(try elements(calls.skeleton("loading")) == skeleton)
    let button = try elements(DSButton("Save") {}.accessibilityIdentifier("save"))
    #expect(button == ["Save #save"])
    #expect(try elements(calls.button("save")) == button)
  }

  @Test("CreditCardInputView keeps the parameter: its three fields are <id>.<field>, once each")
  func derivedIdentifiers() throws {
    let host = try ViewHost(
      CreditCardInputView(card: .constant(CreditCardInput()), accessibilityIdentifier: "card"))
    let identified = host.accessibilityElements.filter { $0.identifier != nil }
    #expect(identified.map(\.identifier) == ["card.number", "card.expiry", "card.cvv"])
    // Each a labelled element, not a label or helper of its own.
    #expect(identified.allSatisfy { $0.label != nil })
  }
}
