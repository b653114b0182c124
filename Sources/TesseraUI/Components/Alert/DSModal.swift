#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// DesignSystemPro's modal: any content on the theme's modal surface (``DSAlert``'s look)
/// centered over the scrim, with an optional title and a close button. Tapping the scrim or
/// the close button dismisses it; VoiceOver stays inside while it is shown.
///
/// Present it with `dsModal(isPresented:title:dismissesOnScrimTap:onDismiss:content:)` on the
/// screen it covers, which also disables that screen while it is up: a field that had
/// keyboard focus when the modal opened takes no more keys, and its Return submits nothing.
/// Placed by hand over the screen, as DesignSystemPro placed it, the modal covers touches and
/// VoiceOver but not the keyboard.
///
/// ```swift
/// ContentView()
///   .dsModal(isPresented: $showsTerms, title: "Terms") { TermsText() }
/// ```
public struct DSModal<Content: View>: View {
  @Binding private var isPresented: Bool
  private let title: Text?
  private let dismissesOnScrimTap: Bool
  private let onDismiss: (@MainActor () -> Void)?
  private let content: Content
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale
  @AccessibilityFocusState private var isFocused: Bool

  /// Creates a modal whose title is looked up in the app's strings, as a navigation title's
  /// is; a string literal (or no title) chooses this one.
  /// - Parameters:
  ///   - isPresented: Whether it is shown; the modal sets it to false when dismissed.
  ///   - title: The key of a heading at the top.
  ///   - dismissesOnScrimTap: Whether a tap outside the panel dismisses it.
  ///   - onDismiss: Called after it is dismissed.
  ///   - content: The modal's content.
  public init(
    isPresented: Binding<Bool>, title: LocalizedStringKey? = nil, dismissesOnScrimTap: Bool = true,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      isPresented: isPresented, text: title.map { Text($0) },
      dismissesOnScrimTap: dismissesOnScrimTap, identifier: nil,
      onDismiss: onDismiss, content: content())
  }

  init(
    isPresented: Binding<Bool>, text title: Text?, dismissesOnScrimTap: Bool,
    identifier: String?, onDismiss: (@MainActor () -> Void)?, content: Content
  ) {
    _isPresented = isPresented
    self.title = title
    self.dismissesOnScrimTap = dismissesOnScrimTap
    self.identifier = identifier
    self.onDismiss = onDismiss
    self.content = content
  }

  /// The panel over its scrim, while presented.
  public var body: some View {
    let look = theme.appearance(.alert)
    ZStack {
      if isPresented {
        Rectangle()
          .fill(look.color(.scrim) ?? .clear)
          .onTapGesture { if dismissesOnScrimTap { dismiss() } }
          .accessibilityHidden(true)
          .transition(.opacity)
        VStack(alignment: .leading, spacing: theme.gaps.regular) {
          HStack(alignment: .firstTextBaseline) {
            if let title {
              title.dsLookText(look).accessibilityAddTraits(.isHeader)
            }
            Spacer(minLength: 0)
            Button(action: dismiss) {
              Image(systemName: "xmark").dsTapTarget(.closeButton, of: look)
            }
            .buttonStyle(.plain)
            .dsForeground(look[.action])
            .accessibilityLabel(LocalizationKey.close.string(for: locale))
            .dsFirstLineCentred(look)
          }
          content.dsForeground(look.foreground)
        }
        .dsChrome(look, appliesText: false)
        // A dialog, not a page: on an iPad or a Mac it keeps a readable width.
        .frame(maxWidth: CGFloat(theme.dialogMaximumWidth))
        .padding(theme.spacing.xl)
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isModal)
        // VoiceOver moves into the panel when it appears, as into a DSAlert: `isModal` limits
        // what VoiceOver reaches but does not move its focus off the button that opened it.
        .accessibilityFocused($isFocused)
        .onAppear { isFocused = true }
        .dsDismissesOnEscape(dismiss)
        .dsAccessibilityIdentifier(identifier)
        .transition(.opacity)
      }
    }
    .animation(.tessera(theme.motion(.standard)), value: isPresented)
  }

  private func dismiss() {
    isPresented = false
    onDismiss?()
  }
}

extension View {
  /// Covers this view with a ``DSModal`` while `isPresented` is true, its title looked up in
  /// the app's strings (a string literal chooses this one, and so does a call without a title).
  /// The view is disabled and hidden from VoiceOver while the modal is up, so a field focused
  /// when it opened takes no keys and its Return submits nothing.
  ///
  /// ```swift
  /// ContentView()
  ///   .dsModal(isPresented: $showsTerms, title: "Terms") { TermsText() }
  /// ```
  /// - Parameters:
  ///   - isPresented: Whether the modal is shown; it sets it to false when dismissed.
  ///   - title: The key of a heading at the top.
  ///   - dismissesOnScrimTap: Whether a tap outside the panel dismisses it.
  ///   - onDismiss: Called after it is dismissed.
  ///   - content: The modal's content.
  public func dsModal<Content: View>(
    isPresented: Binding<Bool>, title: LocalizedStringKey? = nil, dismissesOnScrimTap: Bool = true,
    onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    dsModal(
      isPresented: isPresented, text: title.map { Text($0) },
      dismissesOnScrimTap: dismissesOnScrimTap, onDismiss: onDismiss, content: content())
  }

  func dsModal<Content: View>(
    isPresented: Binding<Bool>, text title: Text?, dismissesOnScrimTap: Bool,
    onDismiss: (@MainActor () -> Void)?, content: Content
  ) -> some View {
    let covered = isPresented.wrappedValue
    return
      self
      // Disabled, not only covered: a field focused when the modal opened would still take
      // keys, and its Return would submit again.
      .disabled(covered)
      .accessibilityHidden(covered)
      .overlay {
        DSModal(
          isPresented: isPresented, text: title, dismissesOnScrimTap: dismissesOnScrimTap,
          identifier: nil, onDismiss: onDismiss, content: content)
      }
  }
}
#endif
