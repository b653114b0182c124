// UTType, with the declarations of Tools/SwiftUIStandIn/Frameworks/UniformTypeIdentifiers/
// UTType.swift. A type is its identifier: "Each instance has a unique identifier"
// (https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct), so two
// types are equal when their identifiers are. The type hierarchy (conformance) is not modelled.
import Foundation

/// A structure that represents a type of data to load, send, or receive.
/// - Apple: `struct UTType`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct UTType: Hashable, Sendable {
  /// The type's identifier (`public.json`).
  package let identifier: String
  package init(identifier: String) { self.identifier = identifier }
  /// A type that represents JavaScript Object Notation (JSON) data: `public.json`
  /// (https://developer.apple.com/documentation/uniformtypeidentifiers/uttypejson).
  public static var json: UTType { UTType(identifier: "public.json") }
}
