// The modifiers that change layout or how text measures: each records its call and arguments
// as an inert modifier does (tests read them with `ViewHost.modifiers(named:)`) and tells the
// layout what it does (LayoutEngine.swift). Their pages are cited beside each rule in LayoutEngine.swift.
import Foundation

extension View {
  /// Adds an equal padding amount to specific edges of this view.
  /// - Apple: `nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? LayoutEngine.defaultPadding
    let insets = EdgeInsets(
      top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
      bottom: edges.contains(.bottom) ? amount : 0,
      trailing: edges.contains(.trailing) ? amount : 0)
    return modifier(
      LayoutModifier(
        api: "View.padding(_:_:)",
        arguments: [
          ("edges", String(describing: edges)), ("length", String(describing: length)),
        ], role: .padding(insets)))
  }
  /// Adds different padding amounts to each edge of this view.
  /// - Apple: `nonisolated func padding(_ insets: EdgeInsets) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    modifier(
      LayoutModifier(
        api: "View.padding(_:)", arguments: [("insets", String(describing: insets))],
        role: .padding(insets)))
  }
  /// Adds a specific padding amount to each edge of this view.
  /// - Apple: `nonisolated func padding(_ length: CGFloat) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func padding(_ length: CGFloat) -> some View {
    modifier(
      LayoutModifier(
        api: "View.padding(_:)", arguments: [("length", String(describing: length))],
        role: .padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
      ))
  }
  /// Positions this view within an invisible frame with the specified size.
  /// - Apple: `nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      LayoutModifier(
        api: "View.frame(width:height:alignment:)",
        arguments: [
          ("width", String(describing: width)), ("height", String(describing: height)),
          ("alignment", String(describing: alignment)),
        ], role: .fixedFrame(width: width, height: height), alignment: alignment))
  }
  /// Positions this view within an invisible frame having the specified size constraints.
  /// - Apple: `nonisolated func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      LayoutModifier(
        api: "View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)",
        arguments: [
          ("minWidth", String(describing: minWidth)),
          ("idealWidth", String(describing: idealWidth)),
          ("maxWidth", String(describing: maxWidth)),
          ("minHeight", String(describing: minHeight)),
          ("idealHeight", String(describing: idealHeight)),
          ("maxHeight", String(describing: maxHeight)),
          ("alignment", String(describing: alignment)),
        ],
        role: .flexibleFrame(
          min: LayoutProposal(width: minWidth, height: minHeight),
          ideal: LayoutProposal(width: idealWidth, height: idealHeight),
          max: LayoutProposal(width: maxWidth, height: maxHeight)), alignment: alignment))
  }
  /// Fixes this view at its ideal size in the specified dimensions.
  /// - Apple: `nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(
      LayoutModifier(
        api: "View.fixedSize(horizontal:vertical:)",
        arguments: [
          ("horizontal", String(describing: horizontal)),
          ("vertical", String(describing: vertical)),
        ], role: .fixedSize(horizontal: horizontal, vertical: vertical)))
  }
  /// Fixes this view at its ideal size.
  /// - Apple: `@export(implementation) nonisolated func fixedSize() -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func fixedSize() -> some View {
    modifier(
      LayoutModifier(
        api: "View.fixedSize()", arguments: [],
        role: .fixedSize(horizontal: true, vertical: true)))
  }
  /// Sets the priority by which a parent layout should apportion space to this child.
  /// - Apple: `nonisolated func layoutPriority(_ value: Double) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func layoutPriority(_ value: Double) -> some View {
    modifier(
      LayoutModifier(
        api: "View.layoutPriority(_:)", arguments: [("value", String(describing: value))],
        role: .priority(value)))
  }

  /// Constrains this view's dimensions to the specified aspect ratio.
  /// - Apple: `nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> some View
  {
    modifier(
      LayoutModifier(
        api: "View.aspectRatio(_:contentMode:)",
        arguments: [
          ("aspectRatio", String(describing: aspectRatio)),
          ("contentMode", String(describing: contentMode)),
        ], role: .aspectRatio(aspectRatio, fill: contentMode == .fill)))
  }

  /// Scales this view to fill its parent.
  /// - Apple: `nonisolated func scaledToFill() -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func scaledToFill() -> some View {
    // "This method is equivalent to calling aspectRatio(_:contentMode:) with a nil aspectRatio
    // and a content mode of ContentMode.fill" (https://developer.apple.com/documentation/swiftui/view/scaledtofill()).
    modifier(
      LayoutModifier(
        api: "View.scaledToFill()", arguments: [], role: .aspectRatio(nil, fill: true)))
  }

  /// Positions this view within an invisible frame with a size relative to the nearest
  /// container.
  /// - Apple: `nonisolated func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center
  ) -> some View {
    modifier(
      LayoutModifier(
        api: "View.containerRelativeFrame(_:alignment:)",
        arguments: [
          ("axes", String(describing: axes)), ("alignment", String(describing: alignment)),
        ], role: .containerRelative(axes)))
  }

  /// Expands the safe area of a view.
  /// - Apple: `nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    modifier(
      LayoutModifier(
        api: "View.ignoresSafeArea(_:edges:)",
        arguments: [
          ("regions", String(describing: regions)), ("edges", String(describing: edges)),
        ],
        // The keyboard's region is not modelled (no keyboard is shown), so only the container
        // region's edges expand.
        role: .ignoresSafeArea(regions.contains(.container) ? edges : [])))
  }

  /// Sets the default font for text in this view.
  /// - Apple: `nonisolated func font(_ font: Font?) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func font(_ font: Font?) -> some View {
    modifier(
      LayoutModifier(
        api: "View.font(_:)", arguments: [("font", String(describing: font))],
        environment: { $0.runtimeFont = font }))
  }
  /// Sets to a closed range the number of lines that text can occupy in this view.
  /// - Apple: `nonisolated func lineLimit(_ number: Int?) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func lineLimit(_ number: Int?) -> some View {
    modifier(
      LayoutModifier(
        api: "View.lineLimit(_:)", arguments: [("number", String(describing: number))],
        environment: { $0.runtimeLineLimit = number }))
  }
  /// Sets to a partial range the number of lines that text can occupy in this view.
  /// - Apple: `nonisolated func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    // No upper bound: the text wraps without limit (the space it reserves for its minimum
    // number of lines is not modelled; reserving more only makes room).
    modifier(
      LayoutModifier(
        api: "View.lineLimit(_:)", arguments: [("limit", String(describing: limit))],
        environment: { $0.runtimeLineLimit = nil }))
  }
  /// Sets to a closed range the number of lines that text can occupy in this view.
  /// - Apple: `nonisolated func lineLimit(_ limit: ClosedRange<Int>) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    modifier(
      LayoutModifier(
        api: "View.lineLimit(_:)", arguments: [("limit", String(describing: limit))],
        environment: { $0.runtimeLineLimit = limit.upperBound }))
  }
  /// Hides the labels of any controls contained within this view.
  /// - Apple: `nonisolated func labelsHidden() -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func labelsHidden() -> some View {
    modifier(
      LayoutModifier(
        api: "View.labelsHidden()", arguments: [],
        environment: { $0.runtimeLabelsHidden = true }))
  }
  /// Sets the minimum amount that text in this view scales down to fit in the available space.
  /// - Apple: `nonisolated func minimumScaleFactor(_ factor: CGFloat) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    modifier(
      LayoutModifier(
        api: "View.minimumScaleFactor(_:)", arguments: [("factor", String(describing: factor))],
        environment: { $0.runtimeMinimumScaleFactor = factor }))
  }
}

/// A modifier the layout reads: it records its call, may set what text below it measures with,
/// and gives its node a layout role.
nonisolated struct LayoutModifier: ViewModifier, _RenderingModifier {
  let api: String
  let arguments: [(String, String)]
  var role: LayoutRole?
  var environment: (@Sendable (inout EnvironmentValues) -> Void)?
  /// Where a frame places its content when the frame is larger (LayoutEngine.swift).
  var alignment = Alignment.center
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier(api), context)
    node.arguments = arguments
    node.layoutRole = role
    node.alignment = alignment
    var inner = context
    environment?(&inner.environment)
    node.children = try content(inner)
    return [node]
  }
}

/// How large a font is (Paint.swift's `Font`).
@usableFromInline enum FontSizing: Hashable, Sendable {
  /// A text style: its size follows Dynamic Type.
  case style(Font.TextStyle)
  /// A fixed point size (`system(size:)`, `custom(_:fixedSize:)`): it does not scale.
  case fixed(CGFloat)
  /// A size at Large that scales as a text style does (`custom(_:size:relativeTo:)`).
  case relative(CGFloat, Font.TextStyle)

  /// The point size and line height at a Dynamic Type size.
  func metrics(at size: DynamicTypeSize) -> (pointSize: CGFloat, lineHeight: CGFloat) {
    switch self {
    case .style(let style):
      let (points, leading) = DynamicTypeTable.metrics(style, size)
      return (points, leading)
    case .fixed(let points):
      return (points, (points * 1.3).rounded(.up))
    case .relative(let points, let style):
      let scale =
        DynamicTypeTable.metrics(style, size).0 / DynamicTypeTable.metrics(style, .large).0
      let scaled = points * scale
      return (scaled, (scaled * 1.3).rounded(.up))
    }
  }
}

/// Apple's Dynamic Type sizes and leading per text style (Human Interface Guidelines,
/// Typography › Specifications: the iOS table, xSmall to AX5).
enum DynamicTypeTable {
  static func metrics(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> (CGFloat, CGFloat) {
    let row: [(CGFloat, CGFloat)]
    switch style {
    case .largeTitle:
      row = [
        (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57),
        (52, 61), (56, 66), (60, 70),
      ]
    case .title:
      row = [
        (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51),
        (48, 57), (53, 62), (58, 68),
      ]
    case .title2:
      row = [
        (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47),
        (44, 52), (50, 59), (56, 66),
      ]
    case .title3:
      row = [
        (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44),
        (43, 51), (49, 58), (55, 65),
      ]
    case .headline, .body:
      row = [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40),
        (40, 48), (47, 56), (53, 62),
      ]
    case .callout:
      row = [
        (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39),
        (38, 46), (44, 52), (51, 60),
      ]
    case .subheadline:
      row = [
        (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37),
        (36, 43), (42, 50), (49, 58),
      ]
    case .footnote:
      row = [
        (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33),
        (33, 40), (38, 46), (44, 52),
      ]
    case .caption:
      row = [
        (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32),
        (32, 39), (37, 44), (43, 51),
      ]
    case .caption2:
      row = [
        (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30),
        (29, 35), (34, 41), (40, 48),
      ]
    }
    return row[index(size)]
  }

  private static func index(_ size: DynamicTypeSize) -> Int {
    switch size {
    case .xSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .xLarge: 4
    case .xxLarge: 5
    case .xxxLarge: 6
    case .accessibility1: 7
    case .accessibility2: 8
    case .accessibility3: 9
    case .accessibility4: 10
    case .accessibility5: 11
    }
  }
}

extension EnvironmentValues {
  /// The font `font(_:)` set (SwiftUI's `font` environment value, which the stand-in does not
  /// declare).
  var runtimeFont: Font? {
    get { values["runtime.font"] as? Font }
    set { values["runtime.font"] = newValue }
  }
  /// The line limit `lineLimit(_:)` set.
  var runtimeLineLimit: Int? {
    get { values["runtime.lineLimit"] as? Int }
    set { values["runtime.lineLimit"] = newValue }
  }
  /// Whether `labelsHidden()` hid the labels of controls here.
  var runtimeLabelsHidden: Bool {
    get { values["runtime.labelsHidden"] as? Bool ?? false }
    set { values["runtime.labelsHidden"] = newValue }
  }
  /// A control beside its label, or the control alone where labels are hidden ("Hides the
  /// labels of any controls contained within this view": the label is still the control's
  /// accessibility label, https://developer.apple.com/documentation/swiftui/view/labelshidden()).
  func labelledControlRole(_ control: CGSize) -> LayoutRole {
    runtimeLabelsHidden ? .fixed(control) : .labelledControl(control)
  }

  /// The minimum scale factor `minimumScaleFactor(_:)` set.
  var runtimeMinimumScaleFactor: CGFloat {
    get { values["runtime.minimumScaleFactor"] as? CGFloat ?? 1 }
    set { values["runtime.minimumScaleFactor"] = newValue }
  }

  /// How a text with an optional font of its own measures here.
  func textMeasure(_ string: String, font: Font?) -> TextMeasure {
    let sizing = (font ?? runtimeFont)?.sizing ?? .style(.body)
    let metrics = sizing.metrics(at: dynamicTypeSize)
    return TextMeasure(
      string: string, pointSize: metrics.pointSize, lineHeight: metrics.lineHeight,
      lineLimit: runtimeLineLimit, minimumScaleFactor: runtimeMinimumScaleFactor)
  }
}
