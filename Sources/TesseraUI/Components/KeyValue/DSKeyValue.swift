#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A label and its value on one line ("Plan — Family"), stacking the value under the label at
/// accessibility text sizes. VoiceOver reads both as one element.
///
/// ```swift
/// DSKeyValue("Renews", value: "1 May 2027")
/// ```
public struct DSKeyValue: View {
  private let key: String
  private let value: String
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  /// Creates a key-value row.
  /// - Parameters:
  ///   - key: The label.
  ///   - value: The value.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(_ key: String, value: String, accessibilityIdentifier: String? = nil) {
    self.key = key
    self.value = value
    self.identifier = accessibilityIdentifier
  }

  /// The row.
  public var body: some View {
    let look = theme.appearance(.keyValue, on: backdrop)
    let layout =
      dynamicTypeSize.isAccessibilitySize
      ? AnyLayout(VStackLayout(alignment: .leading, spacing: theme.gaps.tight))
      : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: theme.gaps.regular))
    layout {
      Text(key)
        .dsSecondaryText(look)
      if !dynamicTypeSize.isAccessibilitySize {
        Spacer(minLength: theme.gaps.regular)
      }
      Text(value)
        .dsLookText(look)
        .multilineTextAlignment(dynamicTypeSize.isAccessibilitySize ? .leading : .trailing)
    }
    .padding(look.insets.edgeInsets)
    .accessibilityElement(children: .combine)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
