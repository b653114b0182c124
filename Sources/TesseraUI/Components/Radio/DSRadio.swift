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
  private let label: Text
  private let isSelected: Bool
  private let size: ComponentSize?
  var identifier: String?
  private let action: @MainActor () -> Void

  /// Creates a radio button whose label is looked up in the app's strings; a string literal
  /// chooses this one.
  /// - Parameters:
  ///   - labelKey: The key of the text beside the circle, also read by VoiceOver.
  ///   - isSelected: Whether this option is the chosen one.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - action: Called when the person chooses this option.
  public init(
    _ labelKey: LocalizedStringKey, isSelected: Bool, size: ComponentSize? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(
      label: Text(labelKey), isSelected: isSelected, size: size,
      identifier: nil,
      action: action)
  }

  init(
    label: Text, isSelected: Bool, size: ComponentSize?, identifier: String?,
    action: @escaping @MainActor () -> Void
  ) {
    self.label = label
    self.isSelected = isSelected
    self.size = size
    self.identifier = identifier
    self.action = action
  }

  /// The radio button.
  public var body: some View {
    Button(action: action) {
      label
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
