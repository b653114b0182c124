#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A dimmed scrim with a spinner and a message on the theme's popover surface, covering content
/// while work finishes. Apply it with `.dsLoadingOverlay(isPresented:message:)`; the content
/// underneath is disabled while it shows (no touches, no typing into a field that had focus,
/// no Return sending a form twice) and hidden from VoiceOver, and VoiceOver moves to the
/// overlay and reads its message ("Loading" in the environment's language without one).
///
/// ```swift
/// Form { ... }.dsLoadingOverlay(isPresented: isSaving, message: "Saving…")
/// ```
public struct DSLoadingOverlay: View {
  @Environment(\.locale) private var locale
  private let message: Text?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @AccessibilityFocusState private var isFocused: Bool

  /// Creates the overlay, its message looked up in the app's strings; a string literal
  /// chooses this one, and so does a call without a message.
  /// - Parameters:
  ///   - message: The key of the text under the spinner, also read by VoiceOver; without one
  ///     VoiceOver reads "Loading" in the environment's language.
  public init(message: LocalizedStringKey? = nil) {
    self.init(text: message.map { Text($0) }, identifier: nil)
  }

  init(text: Text?, identifier: String?) {
    self.message = text
    self.identifier = identifier
  }

  /// The overlay.
  public var body: some View {
    let look = theme.appearance(.loadingOverlay)
    DSModalScrim(look) {
      VStack(spacing: theme.gaps.regular) {
        ProgressView().tint(look.color(.fill))
        if let message {
          message.fixedSize(horizontal: false, vertical: true)
        }
      }
      .dsChrome(look)
      .accessibilityElement(children: .combine)
      .accessibilityLabel(message ?? Text(LocalizationKey.loading.string(for: locale)))
      .accessibilityAddTraits(.updatesFrequently)
      // VoiceOver moves to the overlay when it appears and says what is happening, instead of
      // staying on content it can no longer use.
      .accessibilityFocused($isFocused)
      .onAppear { isFocused = true }
    }
    .dsAccessibilityIdentifier(identifier)
  }
}

extension View {
  /// Covers this view with a ``DSLoadingOverlay`` while `isPresented` is true, its message
  /// looked up in the app's strings (a string literal chooses this one, and so does a call
  /// without a message).
  ///
  /// ```swift
  /// List { ... }.dsLoadingOverlay(isPresented: model.isLoading)
  /// ```
  /// - Parameters:
  ///   - isPresented: Whether the overlay covers the view.
  ///   - message: The key of the text under the spinner, also read by VoiceOver.
  public func dsLoadingOverlay(
    isPresented: Bool, message: LocalizedStringKey? = nil
  ) -> some View {
    dsLoadingOverlay(isPresented: isPresented, text: message.map { Text($0) })
  }

  func dsLoadingOverlay(isPresented: Bool, text: Text?) -> some View {
    self
      // Disabled, not only out of hit testing: a field focused when the work began would
      // still take keys, and its Return would submit again.
      .disabled(isPresented)
      .allowsHitTesting(!isPresented)
      .accessibilityHidden(isPresented)
      .overlay {
        if isPresented {
          DSLoadingOverlay(text: text, identifier: nil)
        }
      }
  }
}
#endif
