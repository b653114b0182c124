// Stand-in for Apple's Core Transferable: how a value is exported for sharing, drag and drop
// and copy and paste, as developer.apple.com/documentation/coretransferable declares it, the
// subset Tessera uses; bodies keep nothing.
import Foundation
import UniformTypeIdentifiers

/// A protocol that describes how a type interacts with transport APIs such as drag and drop or
/// copy and paste.
/// - Apple: `@preconcurrency protocol Transferable : Sendable`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@preconcurrency public protocol Transferable: Sendable {
  /// The type of the representation used to import and export the item.
  /// - Apple: `associatedtype Representation : TransferRepresentation`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  associatedtype Representation: TransferRepresentation
  /// The representation used to import and export the item.
  /// - Apple: `@TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation {
    get
  }
}

/// A declarative description of the process of importing and exporting a transferable item.
/// - Apple: `protocol TransferRepresentation<Item> : Sendable`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol TransferRepresentation<Item>: Sendable {
  /// The type of the item that's being transferred.
  /// - Apple: `associatedtype Item : Transferable`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  associatedtype Item: Transferable
  /// The transfer representation for the item.
  /// - Apple: `associatedtype Body : TransferRepresentation`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  associatedtype Body: TransferRepresentation
  /// A builder expression that describes the process of importing and exporting an item.
  /// - Apple: `@TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension TransferRepresentation {
  /// Provides a filename to use if the receiver chooses to write the item to disk.
  /// - Apple: `func suggestedFileName(_ fileName: @escaping @Sendable (Self.Item) -> String?) -> some TransferRepresentation<Self.Item>`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func suggestedFileName(_ fileName: @escaping @Sendable (Self.Item) -> String?)
    -> some TransferRepresentation<Self.Item>
  { self }
}

/// Creates a transfer representation by composing existing transfer representations.
/// - Apple: `@resultBuilder struct TransferRepresentationBuilder<Item> where Item : Transferable`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@resultBuilder public struct TransferRepresentationBuilder<Item> where Item: Transferable {
  /// Builds a transfer representation from an expression.
  /// - Apple: `static func buildExpression<R>(_ content: R) -> R where Item == R.Item, R : TransferRepresentation`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static func buildExpression<R>(_ content: R) -> R
  where Item == R.Item, R: TransferRepresentation { content }
  /// Passes a single transfer representation to the builder unmodified.
  /// - Apple: `static func buildBlock<Content>(_ content: Content) -> Content where Item == Content.Item, Content : TransferRepresentation`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static func buildBlock<Content>(_ content: Content) -> Content
  where Item == Content.Item, Content: TransferRepresentation { content }
}

/// A transfer representation for types that provide their own binary data conversion.
/// - Apple: `struct DataRepresentation<Item> where Item : Transferable`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct DataRepresentation<Item>: TransferRepresentation where Item: Transferable {
  /// Creates a transfer representation for exporting an item as binary data. The docs corpus
  /// has no page of this initializer's own (the type's page lists it), so it carries no record.
  public init(
    exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
  ) {}
  /// The transfer representation for the item: a primitive one has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { return fatalError() }
}

// `SharePreview<Image, Icon>` requires `Image : Transferable, Icon : Transferable`, and its
// title-only initializer is declared where `Image == Never, Icon == Never` (its page's
// symbol), so `Never` is Transferable; a primitive representation's `Body` is `Never`, so
// `Never` is a TransferRepresentation. Neither conformance has a page in the docs corpus.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Never: Transferable {
  /// `Never` is never transferred.
  public static var transferRepresentation: Never { return fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Never: TransferRepresentation {
  /// `Never` transfers no item.
  public typealias Item = Never
  /// `Never` has no body.
  public var body: Never { return fatalError() }
}
