// The Layout protocol's proxies, which run: a custom layout (TesseraUI's DSFlowLayout) asks its
// subviews for their sizes and places them, and the layout engine answers and records
// (https://developer.apple.com/documentation/swiftui/layout,
// https://developer.apple.com/documentation/swiftui/layoutsubview). Declarations match
// Tools/SwiftUIStandIn/Frameworks/SwiftUI/Layout.swift.
import Foundation

/// A proposal for the size of a view.
/// - Apple: `@frozen struct ProposedViewSize`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@frozen public struct ProposedViewSize: Equatable, Sendable {
  /// - Apple: `var width: CGFloat?`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var width: CGFloat?
  /// - Apple: `var height: CGFloat?`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var height: CGFloat?
  /// - Apple: `static let zero: ProposedViewSize`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// - Apple: `static let unspecified: ProposedViewSize`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// - Apple: `static let infinity: ProposedViewSize`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// - Apple: `init(width: CGFloat?, height: CGFloat?)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @inlinable public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// - Apple: `init(_ size: CGSize)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @inlinable public init(_ size: CGSize) {
    width = size.width
    height = size.height
  }
  /// Creates a new proposed size replacing unspecified dimensions with the corresponding
  /// dimension of the specified size.
  /// - Apple: `func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @inlinable public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize { CGSize(width: width ?? size.width, height: height ?? size.height) }
}

/// A proxy that represents one subview of a layout.
/// - Apple: `struct LayoutSubview`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
public struct LayoutSubview: Equatable {
  let proxy: SubviewProxy
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.proxy.index == rhs.proxy.index
  }
  /// Asks the subview for its size.
  /// - Apple: `func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proxy.measure(proposal) }
  /// Asks the subview for its dimensions and alignment guides.
  /// - Apple: `func dimensions(in proposal: ProposedViewSize) -> ViewDimensions`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    // Alignment guides are not modelled.
    _unmodelled("LayoutSubview.dimensions(in:)")
  }
  /// Assigns a position and proposed size to the subview.
  /// - Apple: `func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) { proxy.placement(position, anchor, proposal) }
  /// The layout priority of the subview.
  /// - Apple: `var priority: Double { get }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var priority: Double { proxy.priority }
}

/// What a subview proxy does: measure through the layout engine and record its placement.
struct SubviewProxy: Sendable {
  /// Which subview of its layout this is.
  let index: Int
  let measure: @Sendable (ProposedViewSize) -> CGSize
  let placement: @Sendable (CGPoint, UnitPoint, ProposedViewSize) -> Void
  let priority: Double
}

/// An opaque collection of the subviews of a layout.
/// - Apple: `struct LayoutSubviews`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  let elements: [SubviewProxy]
  let offset: Int
  init(_ elements: [SubviewProxy], offset: Int = 0) {
    self.elements = elements
    self.offset = offset
  }
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.offset == rhs.offset && lhs.elements.map(\.index) == rhs.elements.map(\.index)
  }
  /// - Apple: `typealias Element = LayoutSubview`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public typealias Element = LayoutSubview
  /// - Apple: `typealias Index = Int`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public typealias Index = Int
  /// - Apple: `typealias SubSequence = LayoutSubviews`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public typealias SubSequence = LayoutSubviews
  /// - Apple: `var startIndex: Int { get }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var startIndex: Int { offset }
  /// - Apple: `var endIndex: Int { get }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var endIndex: Int { offset + elements.count }
  /// Reads the subview at a position.
  /// - Stand-in: `public subscript(index: Int) -> LayoutSubview`
  public subscript(index: Int) -> LayoutSubview { LayoutSubview(proxy: elements[index - offset]) }
  /// - Apple: `subscript(bounds: Range<Int>) -> LayoutSubviews { get }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(
      Array(elements[(bounds.lowerBound - offset)..<(bounds.upperBound - offset)]),
      offset: bounds.lowerBound)
  }
}

extension Layout where Self.Cache == () {
  /// - Apple: `func makeCache(subviews: Self.Subviews) -> Self.Cache`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// Where a custom layout placed each subview: position, anchor and proposal, by index.
@MainActor final class PlacementRecord {
  var placements: [Int: (CGPoint, UnitPoint, ProposedViewSize)] = [:]
}

extension LayoutEngine {
  /// The proxies of a custom layout's subviews: they measure through this engine and record
  /// where the layout placed them.
  func proxies(_ content: [LayoutItem], record: PlacementRecord?) -> LayoutSubviews {
    let engine = self
    return LayoutSubviews(
      content.enumerated().map { index, item in
        SubviewProxy(
          index: index,
          measure: { proposal in
            MainActor.assumeIsolated {
              engine.size(item, LayoutProposal(width: proposal.width, height: proposal.height))
            }
          },
          placement: { position, anchor, proposal in
            MainActor.assumeIsolated { record?.placements[index] = (position, anchor, proposal) }
          },
          priority: item.priority)
      })
  }

  /// A custom layout's size for a proposal: its sizeThatFits(proposal:subviews:cache:).
  func customSize(_ layout: any Layout, _ content: [LayoutItem], _ proposal: LayoutProposal)
    -> CGSize
  {
    func measure<L: Layout>(_ layout: L) -> CGSize {
      let subviews = proxies(content, record: nil)
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(
        proposal: ProposedViewSize(width: proposal.width, height: proposal.height),
        subviews: subviews, cache: &cache)
    }
    return measure(layout)
  }

  /// Where a custom layout places its subviews in its bounds: each subview's rectangle and the
  /// proposal it was given. A subview the layout does not place sits at the centre of the
  /// bounds ("If you don't call place(at:anchor:proposal:) on a subview, SwiftUI positions it
  /// at the center of the layout's bounds": the placeSubviews page).
  func customPlacements(
    _ layout: any Layout, _ content: [LayoutItem], in bounds: CGRect, _ proposal: LayoutProposal
  ) -> [(CGRect, LayoutProposal)] {
    let record = PlacementRecord()
    func place<L: Layout>(_ layout: L) {
      let subviews = proxies(content, record: record)
      var cache = layout.makeCache(subviews: subviews)
      layout.placeSubviews(
        in: bounds, proposal: ProposedViewSize(width: proposal.width, height: proposal.height),
        subviews: subviews, cache: &cache)
    }
    place(layout)
    return content.indices.map { index in
      guard let (position, anchor, offered) = record.placements[index] else {
        let unspecified = LayoutProposal(width: nil, height: nil)
        let size = size(content[index], unspecified)
        return (
          CGRect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
            width: size.width, height: size.height), unspecified
        )
      }
      let childProposal = LayoutProposal(width: offered.width, height: offered.height)
      let size = size(content[index], childProposal)
      return (
        CGRect(
          x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
          width: size.width, height: size.height), childProposal
      )
    }
  }
}
