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

  private let label: Text
  private let style: Style
  private let value: ProgressValue
  var identifier: String?

  /// Creates an indicator whose label is looked up in the app's strings; a string literal
  /// chooses this one.
  /// - Parameters:
  ///   - labelKey: The key of what is in progress, read by VoiceOver.
  ///   - style: Linear (a bar) or circular (a ring).
  ///   - value: The fraction done, 0...1 (clamped); `nil` for indeterminate progress.
  public init(_ labelKey: LocalizedStringKey, style: Style = .linear, value: Double? = nil) {
    self.init(
      label: Text(labelKey), style: style, value: value, identifier: nil)
  }

  init(label: Text, style: Style, value: Double?, identifier: String?) {
    self.label = label
    self.style = style
    self.value = ProgressValue(fraction: value)
    self.identifier = identifier
  }

  /// The bar or ring.
  @ViewBuilder public var body: some View {
    switch style {
    case .linear: DSProgressBar(label: label, value: value, identifier: identifier)
    case .circular:
      DSProgressRing(label: label, value: value, showsPercent: false, identifier: identifier)
    }
  }
}
#endif
