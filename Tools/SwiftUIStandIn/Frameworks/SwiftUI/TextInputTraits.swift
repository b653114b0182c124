// Stand-in: text input traits (keyboard type, autocapitalization, content type), as
// developer.apple.com/documentation/swiftui declares them.
#if canImport(UIKit)
import UIKit
#endif
#if canImport(AppKit)
import AppKit
#endif
#if canImport(WatchKit)
import WatchKit
#endif

/// The kind of autocapitalization behavior applied during text input.
/// - Apple: `struct TextInputAutocapitalization`
/// - Apple availability: iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
  /// Defines an autocapitalizing behavior that will not capitalize anything.
  /// - Apple: `static var never: TextInputAutocapitalization { get }`
  /// - Apple availability: iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var never: TextInputAutocapitalization { TextInputAutocapitalization() }
  /// Defines an autocapitalizing behavior that will capitalize the first letter of every word.
  /// - Apple: `static var words: TextInputAutocapitalization { get }`
  /// - Apple availability: iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var words: TextInputAutocapitalization { TextInputAutocapitalization() }
  /// Defines an autocapitalizing behavior that will capitalize the first letter in every
  /// sentence.
  /// - Apple: `static var sentences: TextInputAutocapitalization { get }`
  /// - Apple availability: iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization() }
  /// Defines an autocapitalizing behavior that will capitalize every letter.
  /// - Apple: `static var characters: TextInputAutocapitalization { get }`
  /// - Apple availability: iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var characters: TextInputAutocapitalization { TextInputAutocapitalization() }
}

extension View {
  /// Sets how often the shift key in the keyboard is automatically enabled.
  /// - Apple: `nonisolated func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View`
  /// - Apple availability: iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  nonisolated public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> some View { self }
}

#if canImport(UIKit)
extension View {
  /// Sets the keyboard type for this view.
  /// - Apple: `nonisolated func keyboardType(_ type: UIKeyboardType) -> some View`
  /// - Apple availability: iOS 13.0, tvOS 13.0, visionOS 1.0
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Sets the text content type for this view, which the system uses to offer suggestions
  /// while the user enters text on an iOS or tvOS device.
  /// - Apple: `nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View`
  /// - Apple availability: iOS 13.0, tvOS 13.0, visionOS 1.0
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
    self
  }
}
#endif

#if canImport(AppKit)
extension View {
  /// Sets the text content type for this view, which the system uses to offer suggestions
  /// while the user enters text on macOS.
  /// - Apple: `nonisolated func textContentType(_ textContentType: NSTextContentType?) -> some View`
  /// - Apple availability: macOS 11.0
  @available(macOS 11.0, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func textContentType(_ textContentType: NSTextContentType?) -> some View {
    self
  }
}
#endif

#if canImport(WatchKit)
extension View {
  /// Sets the text content type for this view, which the system uses to offer suggestions
  /// while the user enters text on a watchOS device.
  /// - Apple: `nonisolated func textContentType(_ textContentType: WKTextContentType?) -> some View`
  /// - Apple availability: watchOS 6.0
  @available(watchOS 6.0, *)
  @available(iOS, unavailable)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func textContentType(_ textContentType: WKTextContentType?) -> some View {
    self
  }
}
#endif
