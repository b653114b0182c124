#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A radio button with a label: an outlined circle, filled with a dot when selected. Colors and
/// sizes come from the active theme; the dot keeps 3:1 against the fill in every mode.
///
/// ```swift
/// DSRadio("Standard shipping", isSelected: shipping == .standard) { shipping = .standard }
/// ```
public struct DSRadio: View {
  private let label: String
  private let isSelected: Bool
  private let size: ComponentSize?
  private let identifier: String?
  private let action: @MainActor () -> Void

  /// Creates a radio button.
  /// - Parameters:
  ///   - label: The text beside the circle, also read by VoiceOver.
  ///   - isSelected: Whether this option is the chosen one.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - action: Called when the person chooses this option.
  public init(
    _ label: String, isSelected: Bool, size: ComponentSize? = nil,
    accessibilityIdentifier: String? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.label = label
    self.isSelected = isSelected
    self.size = size
    self.identifier = accessibilityIdentifier
    self.action = action
  }

  /// The radio button.
  public var body: some View {
    Button(action: action) {
      Text(label)
    }
    .buttonStyle(
      DSCheckableStyle(family: .radio, isOn: isSelected, size: size, error: nil, symbol: nil)
    )
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(isSelected ? .isSelected : [])
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
