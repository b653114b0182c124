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
  private let key: Text
  private let value: String
  var identifier: String?

  /// Creates a key-value row whose label is looked up in the app's strings, as
  /// `LabeledContent`'s `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - key: The key of the label in the app's strings.
  ///   - value: The value, shown as written, as `LabeledContent`'s `value` is (usually
  ///     formatted data, such as a date).
  public init(_ key: LocalizedStringKey, value: String) {
    self.init(key: Text(key), value: value, identifier: nil)
  }

  init(key: Text, value: String, identifier: String?) {
    self.key = key
    self.value = value
    self.identifier = identifier
  }

  /// The row.
  public var body: some View {
    DSKeyValueRow {
      key
    } value: {
      Text(value)
    }
    .dsAccessibilityIdentifier(identifier)
  }
}

/// Draws any `LabeledContent` as the theme's key-value row, as `DSKeyValue` draws it: apply
/// `.labeledContentStyle(.dsKeyValue)`.
///
/// ```swift
/// LabeledContent("Renews", value: "1 May 2027").labeledContentStyle(.dsKeyValue)
/// ```
public struct DSKeyValueStyle: LabeledContentStyle {
  /// Creates the style.
  public init() {}

  /// Creates the view for one labeled content.
  public func makeBody(configuration: Configuration) -> some View {
    DSKeyValueRow {
      configuration.label
    } value: {
      configuration.content
    }
  }
}

extension LabeledContentStyle where Self == DSKeyValueStyle {
  /// The theme's key-value row.
  public static var dsKeyValue: DSKeyValueStyle { DSKeyValueStyle() }
}

/// The label and value on one line, the value under the label at accessibility sizes: the row
/// of ``DSKeyValue`` and ``DSKeyValueStyle``.
private struct DSKeyValueRow<Key: View, Value: View>: View {
  let key: Key
  let value: Value
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  init(@ViewBuilder key: () -> Key, @ViewBuilder value: () -> Value) {
    self.key = key()
    self.value = value()
  }

  var body: some View {
    let look = theme.appearance(.keyValue, on: backdrop)
    let stacked = dynamicTypeSize.isAccessibilitySize
    let layout =
      stacked
      ? AnyLayout(VStackLayout(alignment: .leading, spacing: theme.gaps.tight))
      : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: theme.gaps.regular))
    layout {
      key
        .dsSecondaryText(look)
      if !stacked {
        Spacer(minLength: theme.gaps.regular)
      }
      value
        .dsLookText(look)
        .multilineTextAlignment(stacked ? .leading : .trailing)
    }
    .padding(look.insets.edgeInsets)
    .accessibilityElement(children: .combine)
  }
}
#endif
