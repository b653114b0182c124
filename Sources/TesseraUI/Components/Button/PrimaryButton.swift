#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// The SwiftUI Components name for a primary-role ``DSButton``: the main action of a screen.
///
/// ```swift
/// PrimaryButton("Send rating") { send(rating) }
/// ```
public struct PrimaryButton: View {
  private let title: Text
  private let size: ComponentSize?
  private let isLoading: Bool
  private let isFullWidth: Bool
  var identifier: String?
  private let action: @MainActor () -> Void

  /// Creates a primary button whose title is looked up in the app's strings, as `Button`'s
  /// `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - titleKey: The label's key in the app's `Localizable` strings, also read by VoiceOver.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - isLoading: Shows a spinner and ignores taps.
  ///   - isFullWidth: Stretches the button to the width it is offered.
  ///   - action: What the button does.
  public init(
    _ titleKey: LocalizedStringKey, size: ComponentSize? = nil, isLoading: Bool = false,
    isFullWidth: Bool = false,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(
      title: Text(titleKey), size: size, isLoading: isLoading, isFullWidth: isFullWidth,
      identifier: nil, action: action)
  }

  init(
    title: Text, size: ComponentSize?, isLoading: Bool, isFullWidth: Bool, identifier: String?,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.size = size
    self.isLoading = isLoading
    self.isFullWidth = isFullWidth
    self.identifier = identifier
    self.action = action
  }

  /// The button.
  public var body: some View {
    DSButton(
      title: title, role: .primary, size: size, icon: nil, isLoading: isLoading,
      isFullWidth: isFullWidth, identifier: identifier, action: action)
  }
}
#endif
