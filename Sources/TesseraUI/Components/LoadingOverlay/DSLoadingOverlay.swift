#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A dimmed scrim with a spinner and a message on the theme's popover surface, covering content
/// while work finishes. Apply it with `.dsLoadingOverlay(isPresented:message:)`; the content
/// underneath ignores touches and VoiceOver while it shows, and VoiceOver moves to the overlay
/// and reads its message ("Loading" in the environment's language without one).
///
/// ```swift
/// Form { ... }.dsLoadingOverlay(isPresented: isSaving, message: "Saving…")
/// ```
public struct DSLoadingOverlay: View {
  @Environment(\.locale) private var locale
  private let message: String?
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @AccessibilityFocusState private var isFocused: Bool

  /// Creates the overlay.
  /// - Parameters:
  ///   - message: Text under the spinner, also read by VoiceOver.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(message: String? = nil, accessibilityIdentifier: String? = nil) {
    self.message = message
    self.identifier = accessibilityIdentifier
  }

  /// The overlay.
  public var body: some View {
    let look = theme.appearance(.loadingOverlay)
    DSModalScrim(look) {
      VStack(spacing: theme.gaps.regular) {
        ProgressView().tint(look.color(.fill))
        if let message {
          Text(message).fixedSize(horizontal: false, vertical: true)
        }
      }
      .dsChrome(look)
      .accessibilityElement(children: .combine)
      .accessibilityLabel(message ?? LocalizationKey.loading.string(for: locale))
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
  /// Covers this view with a ``DSLoadingOverlay`` while `isPresented` is true.
  ///
  /// ```swift
  /// List { ... }.dsLoadingOverlay(isPresented: model.isLoading)
  /// ```
  public func dsLoadingOverlay(isPresented: Bool, message: String? = nil) -> some View {
    self
      .allowsHitTesting(!isPresented)
      .accessibilityHidden(isPresented)
      .overlay {
        if isPresented {
          DSLoadingOverlay(message: message)
        }
      }
  }
}
#endif
