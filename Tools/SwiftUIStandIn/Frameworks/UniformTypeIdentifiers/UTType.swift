// Stand-in for Apple's Uniform Type Identifiers: the UTType structure and the types Tessera
// names, as developer.apple.com/documentation/uniformtypeidentifiers declares them; bodies keep
// nothing.
import Foundation

/// A structure that represents a type of data to load, send, or receive.
/// - Apple: `struct UTType`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct UTType: Hashable, Sendable {
  /// A type that represents JavaScript Object Notation (JSON) data (`public.json`). The docs
  /// corpus has the Objective-C `UTTypeJSON` page only (iOS 14.0, macOS 11.0, tvOS 14.0,
  /// watchOS 7.0, visionOS 1.0, the structure's own), so this property carries no record.
  public static var json: UTType { UTType() }
}
