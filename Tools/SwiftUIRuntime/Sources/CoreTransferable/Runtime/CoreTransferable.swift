// Core Transferable, with the declarations of Tools/SwiftUIStandIn/Frameworks/CoreTransferable/
// CoreTransferable.swift, modelled as far as exporting goes
// (https://developer.apple.com/documentation/coretransferable):
//
// - A transferable value exports through the representations of its `transferRepresentation`,
//   in the order written ("from more preferred to less preferred"); a composed representation
//   exports what its `body` does.
// - `DataRepresentation(exportedContentType:exporting:)` exports the bytes its closure makes,
//   as that content type; it cannot import.
// - `suggestedFileName(_:)` gives the representation's export a file name; "If several
//   suggested file names are specified on an item, only the last one will be used".
//
// `exports(of:)` and `export(_:as:)` are the runtime's: what a share sheet or a drop target
// receives, for tests. Importing is not modelled.
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

/// One export a representation offers: its content type, the file name it suggests, and the
/// bytes, made when a receiver asks for them.
package struct TransferExport: Sendable {
  package let contentType: UTType
  package var suggestedFileName: String?
  package let data: @Sendable () async throws -> Data
}

/// A representation that exports by itself rather than through its `body`.
protocol PrimitiveTransferRepresentation {
  func primitiveExports(of item: any Transferable) -> [TransferExport]
}

extension TransferRepresentation {
  /// The exports this representation offers for `item`, most preferred first.
  package func exports(of item: any Transferable) -> [TransferExport] {
    if let primitive = self as? any PrimitiveTransferRepresentation {
      return primitive.primitiveExports(of: item)
    }
    if Body.self == Never.self { return [] }
    return body.exports(of: item)
  }
}

extension Transferable {
  /// The exports this value offers, most preferred first.
  package var exports: [TransferExport] { Self.transferRepresentation.exports(of: self) }
}

/// The bytes and suggested file name `item` exports as `contentType`: the first of its
/// exports of that type (`exported(as:)`'s rule: "the first representation that conforms to
/// the given content type"). Throws when it offers none.
package func export(_ item: any Transferable, as contentType: UTType) async throws -> (
  data: Data, suggestedFileName: String?
) {
  guard let export = item.exports.first(where: { $0.contentType == contentType }) else {
    throw NoExport(contentType: contentType)
  }
  return (try await export.data(), export.suggestedFileName)
}

/// A value offered no export of the asked content type.
package struct NoExport: Error, Equatable {
  package let contentType: UTType
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension TransferRepresentation {
  /// Provides a filename to use if the receiver chooses to write the item to disk.
  /// - Apple: `func suggestedFileName(_ fileName: @escaping @Sendable (Self.Item) -> String?) -> some TransferRepresentation<Self.Item>`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func suggestedFileName(_ fileName: @escaping @Sendable (Self.Item) -> String?)
    -> some TransferRepresentation<Self.Item>
  { SuggestedFileName(base: self, fileName: fileName) }
}

/// A representation whose exports carry a suggested file name.
struct SuggestedFileName<Base: TransferRepresentation>: TransferRepresentation,
  PrimitiveTransferRepresentation
{
  typealias Item = Base.Item
  let base: Base
  let fileName: @Sendable (Base.Item) -> String?
  var body: Never { return fatalError() }
  func primitiveExports(of item: any Transferable) -> [TransferExport] {
    let name = (item as? Base.Item).flatMap(fileName)
    return base.exports(of: item).map { export in
      var named = export
      // The outermost name is applied last, so it is the one used.
      if let name { named.suggestedFileName = name }
      return named
    }
  }
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
  let contentType: UTType
  let exporting: @Sendable (Item) async throws -> Data
  /// Creates a transfer representation for exporting an item as binary data.
  public init(
    exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    contentType = exportedContentType
    self.exporting = exporting
  }
  /// A primitive representation has no body of its own.
  public typealias Body = Never
  /// A primitive representation has no body of its own.
  public var body: Never { return fatalError() }
}

extension DataRepresentation: PrimitiveTransferRepresentation {
  func primitiveExports(of item: any Transferable) -> [TransferExport] {
    guard let item = item as? Item else { return [] }
    let exporting = self.exporting
    return [
      TransferExport(contentType: contentType, suggestedFileName: nil) {
        try await exporting(item)
      }
    ]
  }
}

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
