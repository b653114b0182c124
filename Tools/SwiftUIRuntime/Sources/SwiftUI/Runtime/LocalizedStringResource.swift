// Foundation's LocalizedStringResource, which Linux's Foundation lacks, with the declarations of
// Tools/SwiftUIStandIn/Frameworks/Foundation/LocalizedStringResource.swift. The runtime does
// not localize: a resource shows its key (the source-language string).

/// A reference to a localizable string, accessible from another process.
/// - Apple: `struct LocalizedStringResource`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// Creates a localized string resource from the specified string literal.
  /// - Apple: `init(stringLiteral value: String)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public init(stringLiteral value: String) { key = value }
  /// The key to use to look up a localized string.
  /// - Apple: `let key: String`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public let key: String
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension String {
  /// Creates a localized string from a localized string resource.
  /// - Apple: `init(localized resource: LocalizedStringResource)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public init(localized resource: LocalizedStringResource) { self = resource.key }
}
