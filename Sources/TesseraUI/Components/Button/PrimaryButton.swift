#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// The SwiftUI Components name for a primary-role ``DSButton``: the main action of a screen.
///
/// ```swift
/// PrimaryButton("Send rating") { send(rating) }
/// ```
public struct PrimaryButton: View {
  private let title: String
  private let size: ComponentSize
  private let isLoading: Bool
  private let isFullWidth: Bool
  private let identifier: String?
  private let action: @MainActor () -> Void

  /// Creates a primary button.
  /// - Parameters:
  ///   - title: The label, also read by VoiceOver.
  ///   - size: Small, medium or large.
  ///   - isLoading: Shows a spinner and ignores taps.
  ///   - isFullWidth: Stretches the button to the width it is offered.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - action: What the button does.
  public init(
    _ title: String, size: ComponentSize = .medium, isLoading: Bool = false,
    isFullWidth: Bool = false, accessibilityIdentifier: String? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.size = size
    self.isLoading = isLoading
    self.isFullWidth = isFullWidth
    self.identifier = accessibilityIdentifier
    self.action = action
  }

  /// The button.
  public var body: some View {
    DSButton(
      title, role: .primary, size: size, isLoading: isLoading, isFullWidth: isFullWidth,
      accessibilityIdentifier: identifier, action: action)
  }
}
#endif
