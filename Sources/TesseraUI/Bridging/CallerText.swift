#if canImport(SwiftUI)
import SwiftUI

/// What differs between the three forms of caller text beyond the `Text` they make: the
/// `LocalizedStringKey` initializer of a view calls these, and the `LocalizedStringResource` and
/// `StringProtocol` initializers generated from it (`python3 Tools/checks/caller-text.py
/// --write`) call the overloads for their own type, so each form keeps its meaning.
enum CallerText {
  /// The text as characters VoiceOver can say before other text ("Email: Required"): none for
  /// a key, which cannot be turned back into characters; a resource looked up now; a string as
  /// written.
  static func spoken(_ key: LocalizedStringKey) -> String? { nil }

  /// The resource looked up now.
  static func spoken(_ resource: LocalizedStringResource) -> String? {
    String(localized: resource)
  }

  /// The string as written.
  static func spoken<S: StringProtocol>(_ string: S) -> String? { String(string) }

  /// The text as written, which validation checks: nil for a key or a resource, whose text is
  /// the app's own; a string as written.
  static func written(_ key: LocalizedStringKey) -> String? { nil }

  /// Nil: a resource's text is the app's own.
  static func written(_ resource: LocalizedStringResource) -> String? { nil }

  /// The string as written.
  static func written<S: StringProtocol>(_ string: S) -> String? { String(string) }

  /// An identity for the text that stays the same in every language: a key's description
  /// (`LocalizedStringKey` does not expose its key; its description names it, which keeps two
  /// different keys apart), a resource's key, a string as written.
  static func identity(_ key: LocalizedStringKey) -> String { String(describing: key) }

  /// The resource's key.
  static func identity(_ resource: LocalizedStringResource) -> String { resource.key }

  /// The string as written.
  static func identity<S: StringProtocol>(_ string: S) -> String { String(string) }

  /// The text to show, or nil to show none: a key or a resource always shows (its characters
  /// are not known until it is drawn); an empty string shows none.
  static func nonEmpty(_ key: LocalizedStringKey) -> Text? { Text(key) }

  /// The resource's text.
  static func nonEmpty(_ resource: LocalizedStringResource) -> Text? { Text(resource) }

  /// The string's text, or nil when it is empty.
  static func nonEmpty<S: StringProtocol>(_ string: S) -> Text? {
    string.isEmpty ? nil : Text(string)
  }
}
#endif
