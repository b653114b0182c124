#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A title bar on the theme's chrome surface with optional leading and trailing items (back,
/// actions). The title is a header for VoiceOver and wraps at large text sizes.
///
/// ```swift
/// DSNavigationBar("Settings") {
///   DSIconButton("chevron.backward", accessibilityLabel: "Back", role: .quaternary) { back() }
/// } trailing: {
///   DSIconButton("plus", accessibilityLabel: "Add", role: .quaternary) { add() }
/// }
/// ```
public struct DSNavigationBar<Leading: View, Trailing: View>: View {
  private let title: String
  private let leading: Leading
  private let trailing: Trailing
  private let identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates a navigation bar.
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - leading: Items before the title, such as a back button.
  ///   - trailing: Items after the title, such as actions.
  public init(
    _ title: String, accessibilityIdentifier: String? = nil,
    @ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing
  ) {
    self.title = title
    self.identifier = accessibilityIdentifier
    self.leading = leading()
    self.trailing = trailing()
  }

  /// The bar.
  public var body: some View {
    let look = theme.appearance(.navigationBar)
    HStack(spacing: theme.gaps.regular) {
      leading
      Text(title)
        .accessibilityAddTraits(.isHeader)
        .frame(maxWidth: .infinity)
        .multilineTextAlignment(.center)
        .fixedSize(horizontal: false, vertical: true)
      trailing
    }
    .dsChrome(look, fillsWidth: true)
    .overlay(alignment: .bottom) {
      Rectangle()
        .fill(look.color(.separator) ?? .clear)
        .frame(height: theme.borderWidths.hairline)
    }
    .environment(\.dsBackdrop, look.background?.role ?? .backgroundPrimary)
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }
}

extension DSNavigationBar where Leading == EmptyView, Trailing == EmptyView {
  /// Creates a bar with only a title.
  ///
  /// ```swift
  /// DSNavigationBar("Inbox")
  /// ```
  public init(_ title: String, accessibilityIdentifier: String? = nil) {
    self.init(
      title, accessibilityIdentifier: accessibilityIdentifier, leading: { EmptyView() },
      trailing: { EmptyView() })
  }
}
#endif
