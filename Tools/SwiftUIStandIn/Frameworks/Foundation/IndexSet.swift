// Stand-in: the index set SwiftUI's move and delete actions hand an app, as far as a collection
// of offsets goes (developer.apple.com/documentation/foundation/indexset).

/// A collection of unique integer values that represent the indexes of elements in another
/// collection.
/// - Apple: `struct IndexSet`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
public struct IndexSet: Hashable, Sendable, BidirectionalCollection {
  /// An alias for the type that an index set holds.
  /// - Apple: `typealias Element = Int`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public typealias Element = Int

  /// The mechanism for accessing the integers stored in an IndexSet.
  /// - Apple: `struct Index`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct Index: Comparable, Sendable {
    let position: Int
    /// Whether one index comes before another.
    public static func < (lhs: Index, rhs: Index) -> Bool { lhs.position < rhs.position }
  }

  private var integers: [Int] = []

  /// Initializes an empty index set.
  /// - Apple: `init()`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init() {}

  /// Initializes an index set with a single integer.
  /// - Apple: `init(integer: IndexSet.Element)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(integer: IndexSet.Element) { integers = [integer] }

  /// The beginning index in the set.
  /// - Apple: `var startIndex: IndexSet.Index { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var startIndex: IndexSet.Index { Index(position: 0) }

  /// The ending index in the set.
  /// - Apple: `var endIndex: IndexSet.Index { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var endIndex: IndexSet.Index { Index(position: integers.count) }

  /// Accesses one element in the index set.
  /// - Apple: `subscript(index: IndexSet.Index) -> IndexSet.Element { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public subscript(index: IndexSet.Index) -> IndexSet.Element { integers[index.position] }

  /// Returns the index after the given one.
  /// - Apple: `func index(after i: IndexSet.Index) -> IndexSet.Index`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func index(after i: IndexSet.Index) -> IndexSet.Index { Index(position: i.position + 1) }

  /// Returns the index before the given one.
  /// - Apple: `func index(before i: IndexSet.Index) -> IndexSet.Index`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func index(before i: IndexSet.Index) -> IndexSet.Index {
    Index(position: i.position - 1)
  }
}
