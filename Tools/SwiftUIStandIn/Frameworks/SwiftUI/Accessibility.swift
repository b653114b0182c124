// Stand-in: accessibility modifiers and their value types.
import Accessibility

/// A set of accessibility traits that describe how an element behaves.
/// - Apple: `struct AccessibilityTraits`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct AccessibilityTraits: SetAlgebra, Sendable {
  var bits: UInt32
  init(bits: UInt32) { self.bits = bits }
  /// Creates the value (a stand-in initializer, for the type-check).
  public init() { self.bits = 0 }
  /// - Apple: `static let isButton: AccessibilityTraits`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let isButton = AccessibilityTraits(bits: 1 << 0)
  /// - Apple: `static let isHeader: AccessibilityTraits`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let isHeader = AccessibilityTraits(bits: 1 << 1)
  /// - Apple: `static let isSelected: AccessibilityTraits`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let isSelected = AccessibilityTraits(bits: 1 << 2)
  /// - Apple: `static let isSearchField: AccessibilityTraits`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
  /// - Apple: `static let isImage: AccessibilityTraits`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let isImage = AccessibilityTraits(bits: 1 << 5)
  /// - Apple: `static let playsSound: AccessibilityTraits`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let playsSound = AccessibilityTraits(bits: 1 << 6)
  /// - Apple: `static let isKeyboardKey: AccessibilityTraits`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
  /// - Apple: `static let updatesFrequently: AccessibilityTraits`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
  /// - Apple: `static let isModal: AccessibilityTraits`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let isModal = AccessibilityTraits(bits: 1 << 14)
  /// The accessibility element allows direct touch interaction for VoiceOver users.
  /// - Apple: `static let allowsDirectInteraction: AccessibilityTraits`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 16)
  /// - Apple: `static let isToggle: AccessibilityTraits`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public static let isToggle = AccessibilityTraits(bits: 1 << 15)
  /// `SetAlgebra`'s `union(_:)`, as Apple's type declares by conforming.
  public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
  /// `SetAlgebra`'s `intersection(_:)`, as Apple's type declares by conforming.
  public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
  /// `SetAlgebra`'s `symmetricDifference(_:)`, as Apple's type declares by conforming.
  public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
  /// `SetAlgebra`'s `contains(_:)`, as Apple's type declares by conforming.
  public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
  /// `SetAlgebra`'s `insert(_:)`, as Apple's type declares by conforming.
  public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
    let had = contains(newMember)
    bits |= newMember.bits
    return (!had, newMember)
  }
  /// `SetAlgebra`'s `remove(_:)`, as Apple's type declares by conforming.
  public mutating func remove(_ member: Self) -> Self? {
    let had = contains(member)
    bits &= ~member.bits
    return had ? member : nil
  }
  /// `SetAlgebra`'s `update(with:)`, as Apple's type declares by conforming.
  public mutating func update(with newMember: Self) -> Self? {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }
  /// `SetAlgebra`'s `formUnion(_:)`, as Apple's type declares by conforming.
  public mutating func formUnion(_ other: Self) { bits |= other.bits }
  /// `SetAlgebra`'s `formIntersection(_:)`, as Apple's type declares by conforming.
  public mutating func formIntersection(_ other: Self) { bits &= other.bits }
  /// `SetAlgebra`'s `formSymmetricDifference(_:)`, as Apple's type declares by conforming.
  public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

/// Defines the behavior for the child elements of the new parent element.
/// - Apple: `struct AccessibilityChildBehavior`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let id: Int
  /// Any child accessibility elements become hidden.
  /// - Apple: `static let ignore: AccessibilityChildBehavior`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let ignore = AccessibilityChildBehavior(id: 0)
  /// Any child accessibility elements become children of the new accessibility element.
  /// - Apple: `static let contain: AccessibilityChildBehavior`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let contain = AccessibilityChildBehavior(id: 1)
  /// Combine any child accessibility element's properties for the new accessibility element.
  /// - Apple: `static let combine: AccessibilityChildBehavior`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let combine = AccessibilityChildBehavior(id: 2)
}

/// The structure that defines the kinds of available accessibility actions.
/// - Apple: `struct AccessibilityActionKind`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct AccessibilityActionKind: Equatable, Sendable {
  let name: String
  /// The value that represents the default accessibility action.
  /// - Apple: `static let `default`: AccessibilityActionKind`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let `default` = AccessibilityActionKind(name: "default")
  /// The value that represents an accessibility action that dismisses a modal view or cancels
  /// an operation.
  /// - Apple: `static let escape: AccessibilityActionKind`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let escape = AccessibilityActionKind(name: "escape")
  /// - Apple: `static let magicTap: AccessibilityActionKind`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// - Apple: `init(named name: Text)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(named name: Text) { self.name = "\\(name)" }
  init(name: String) { self.name = name }
}

/// A directional indicator you use when making an accessibility element adjustable.
/// - Apple: `enum AccessibilityAdjustmentDirection`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public enum AccessibilityAdjustmentDirection: Sendable {
  /// - Apple: `case increment`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case increment
  /// - Apple: `case decrement`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case decrement
}

/// A view modifier that adds accessibility properties to the view.
/// - Apple: `nonisolated struct AccessibilityAttachmentModifier`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public func body(content: Content) -> Never { fatalError() }
}

extension View {
  /// Adds a label to the view that describes its contents.
  nonisolated public func accessibilityLabel(_ label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Adds a label to the view that describes its contents.
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Communicates to the user what happens after performing the view's action.
  /// - Apple: `nonisolated func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityHint(_ hint: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Communicates to the user what happens after performing the view's action.
  /// - Apple: `nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Communicates to the user what happens after performing the view's action.
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Adds a textual description of the value that the view contains.
  /// - Apple: `nonisolated func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Adds a textual description of the value that the view contains.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Adds a textual description of the value that the view contains.
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Uses the string you specify to identify the view.
  /// - Apple: `nonisolated func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Adds the given traits to the view.
  /// - Apple: `nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Removes the given traits from this view.
  /// - Apple: `nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Specifies whether to hide this view from system accessibility features.
  /// - Apple: `nonisolated func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Adds an accessibility action allowing the user to increment and decrement the value.
  /// - Apple: `nonisolated func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  /// Creates a new accessibility element, or modifies the AccessibilityChildBehavior of the
  /// existing accessibility element.
  /// - Apple: `nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func accessibilityElement(
    children: AccessibilityChildBehavior = .ignore
  ) -> some View { self }
  /// Adds an accessibility action to the view. Actions allow assistive technologies, such as
  /// VoiceOver, to interact with the view by invoking the action.
  /// - Apple: `nonisolated func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  /// Adds an accessibility action labeled by the contents of `nameKey`.
  /// - Apple: `nonisolated func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  /// Adds an accessibility action labeled by the contents of `name`.
  /// - Apple: `nonisolated func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func accessibilityAction(
    named name: Text, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  /// Adds multiple accessibility actions to the view.
  /// - Apple: `nonisolated func accessibilityActions<Content>(@ContentBuilder _ content: () -> Content) -> some View where Content : View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func accessibilityActions<Content: View>(
    @ViewBuilder _ content: () -> Content
  ) -> some View { self }
  /// Adds a default large content view to be shown by the large content viewer.
  /// - Apple: `nonisolated func accessibilityShowsLargeContentViewer() -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func accessibilityShowsLargeContentViewer() -> some View { self }
  /// Adds an accessibility action labeled `name`.
  nonisolated public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  /// Adds a label to the view that describes its contents.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Sets the sort priority order for this view's accessibility element.
  /// - Apple: `nonisolated func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

/// A type to generate an `AXChartDescriptor` object that you use to provide information about
/// a chart and its data for an accessible experience in VoiceOver or other assistive
/// technologies.
/// - Apple: `protocol AXChartDescriptorRepresentable`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public protocol AXChartDescriptorRepresentable {
  /// Create the `AXChartDescriptor` for this view, and return it.
  /// - Apple: `func makeChartDescriptor() -> AXChartDescriptor`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  func makeChartDescriptor() -> AXChartDescriptor
  /// Update the existing `AXChartDescriptor` for your view, based on changes in your view or
  /// in the `Environment`.
  /// - Apple: `func updateChartDescriptor(_ descriptor: AXChartDescriptor)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension AXChartDescriptorRepresentable {
  /// Does nothing: a representable whose chart does not change needs no update.
  public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

extension View {
  /// Adds a descriptor to a View that represents a chart to make the chart's contents
  /// accessible to all users.
  /// - Apple: `nonisolated func accessibilityChartDescriptor<R>(_ representable: R) -> some View where R : AXChartDescriptorRepresentable`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(
    _ representable: R
  ) -> some View { self }
}
