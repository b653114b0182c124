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
  private let label: Text?
  private let size: ComponentSize?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.controlSize) private var controlSize

  /// Creates a spinner whose label is looked up in the app's strings; a string literal
  /// chooses this one, and a call without one is read as "Loading" in the person's language.
  /// - Parameters:
  ///   - label: The key of what VoiceOver reads; "Loading" when nil.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's `ProgressView` does (`.controlSize(.large)`).
  public init(label: LocalizedStringKey? = nil, size: ComponentSize? = nil) {
    self.init(text: label.map { Text($0) }, size: size, identifier: nil)
  }

  init(text: Text?, size: ComponentSize?, identifier: String?) {
    self.label = text
    self.size = size
    self.identifier = identifier
  }

  /// The spinner.
  public var body: some View {
    let look = theme.appearance(
      .spinner, size: size ?? ComponentSize(controlSize), state: .loading, on: backdrop)
    ProgressView()
      .tint(look.color(.fill))
      .frame(width: look.minimumSize.width, height: look.minimumSize.height)
      .accessibilityLabel(label ?? Text(LocalizationKey.loading.string(for: locale)))
      .dsAccessibilityIdentifier(identifier)
  }
}
#endif
