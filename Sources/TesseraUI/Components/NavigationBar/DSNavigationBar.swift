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
  private let title: Text
  private let leading: Leading
  private let trailing: Trailing
  var identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates a navigation bar whose title is looked up in the app's strings, as
  /// `navigationTitle(_:)`'s `LocalizedStringKey` form is; a string literal chooses this one.
  /// - Parameters:
  ///   - titleKey: The key of the screen's title in the app's strings.
  ///   - leading: Items before the title, such as a back button.
  ///   - trailing: Items after the title, such as actions.
  public init(
    _ titleKey: LocalizedStringKey,
    @ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing
  ) {
    self.init(
      title: Text(titleKey), identifier: nil, leading: leading(),
      trailing: trailing())
  }

  init(title: Text, identifier: String?, leading: Leading, trailing: Trailing) {
    self.title = title
    self.identifier = identifier
    self.leading = leading
    self.trailing = trailing
  }

  /// The bar.
  public var body: some View {
    let look = theme.appearance(.navigationBar)
    HStack(spacing: theme.gaps.regular) {
      leading
      title
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
  /// Creates a bar with only a title, looked up in the app's strings; a string literal
  /// chooses this one.
  ///
  /// ```swift
  /// DSNavigationBar("Inbox")
  /// ```
  /// - Parameters:
  ///   - titleKey: The key of the screen's title in the app's strings.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(
      title: Text(titleKey), identifier: nil, leading: EmptyView(),
      trailing: EmptyView())
  }
}
#endif
