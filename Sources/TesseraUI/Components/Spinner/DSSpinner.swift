#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// An indeterminate activity indicator in the theme's accent, sized from the theme. It uses the
/// system's spinner, which already slows its animation under Reduce Motion, and VoiceOver reads
/// it as "Loading" (or your label).
///
/// ```swift
/// if isLoading { DSSpinner(label: "Loading messages") }
/// ```
public struct DSSpinner: View {
  @Environment(\.locale) private var locale
  private let label: String?
  private let size: ComponentSize
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a spinner.
  /// - Parameters:
  ///   - label: What VoiceOver reads.
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    label: String? = nil, size: ComponentSize = .medium,
    accessibilityIdentifier: String? = nil
  ) {
    self.label = label
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// The spinner.
  public var body: some View {
    let look = theme.appearance(
      .spinner, size: size, state: .loading, on: backdrop)
    ProgressView()
      .tint(look.color(.fill))
      .frame(width: look.minimumSize.width, height: look.minimumSize.height)
      .accessibilityLabel(label ?? LocalizationKey.loading.string(for: locale))
      .dsAccessibilityIdentifier(identifier)
  }
}
#endif
