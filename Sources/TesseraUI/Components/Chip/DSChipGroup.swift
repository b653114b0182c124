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
  private let label: Text?
  var identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates a chip group whose label is looked up in the app's strings; a string literal (or
  /// no label) chooses this one.
  /// - Parameters:
  ///   - label: The key of what VoiceOver reads for the group, such as "Cuisines".
  ///   - content: The chips.
  public init(
    label: LocalizedStringKey? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      text: label.map { Text($0) }, identifier: nil, content: content())
  }

  init(text label: Text?, identifier: String?, content: Content) {
    self.label = label
    self.identifier = identifier
    self.content = content
  }

  /// The flowed chips.
  public var body: some View {
    DSFlowLayout(FlowLayout(spacing: theme.gaps.tight)) {
      content
    }
    .accessibilityElement(children: .contain)
    .accessibilityLabel(label ?? Text(verbatim: ""))
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
