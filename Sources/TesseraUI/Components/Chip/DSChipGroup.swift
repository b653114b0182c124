#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLayout

/// Chips (or any views) flowed into lines with ``DSFlowLayout``, with the theme's tight gap.
///
/// ```swift
/// DSChipGroup {
///   ForEach(cuisines, id: \.self) { cuisine in
///     DSChip(cuisine, isSelected: binding(for: cuisine))
///   }
/// }
/// ```
public struct DSChipGroup<Content: View>: View {
  private let content: Content
  private let label: String?
  private let identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates a chip group.
  /// - Parameters:
  ///   - label: What VoiceOver reads for the group, such as "Cuisines".
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - content: The chips.
  public init(
    label: String? = nil, accessibilityIdentifier: String? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.label = label
    self.identifier = accessibilityIdentifier
    self.content = content()
  }

  /// The flowed chips.
  public var body: some View {
    DSFlowLayout(FlowLayout(spacing: theme.gaps.tight)) {
      content
    }
    .accessibilityElement(children: .contain)
    .accessibilityLabel(label ?? "")
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
