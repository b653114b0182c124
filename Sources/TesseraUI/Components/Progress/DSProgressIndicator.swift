#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's one progress view: a linear bar (``DSProgressBar``) or a circular ring
/// (``DSProgressRing``), determinate with a fraction or indeterminate without one.
///
/// ```swift
/// DSProgressIndicator("Uploading", style: .circular, value: upload.fraction)
/// DSProgressIndicator("Connecting")  // an indeterminate bar
/// ```
public struct DSProgressIndicator: View {
  /// The shape of the indicator.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// A horizontal bar.
    case linear
    /// A ring.
    case circular
  }

  private let label: String
  private let style: Style
  private let value: ProgressValue
  private let identifier: String?

  /// Creates an indicator.
  /// - Parameters:
  ///   - label: What is in progress, read by VoiceOver.
  ///   - style: Linear (a bar) or circular (a ring).
  ///   - value: The fraction done, 0...1 (clamped); `nil` for indeterminate progress.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: String, style: Style = .linear, value: Double? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.label = label
    self.style = style
    self.value = ProgressValue(fraction: value)
    self.identifier = accessibilityIdentifier
  }

  /// The bar or ring.
  @ViewBuilder public var body: some View {
    switch style {
    case .linear: DSProgressBar(label, value: value, accessibilityIdentifier: identifier)
    case .circular: DSProgressRing(label, value: value, accessibilityIdentifier: identifier)
    }
  }
}
#endif
