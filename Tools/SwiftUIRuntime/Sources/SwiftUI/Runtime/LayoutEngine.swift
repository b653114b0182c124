// Layout: SwiftUI's proposal and response, over the tree a render produced.
//
// A parent proposes a size to each child, the child chooses its own size, and the parent
// places it ("Building Custom Views with SwiftUI", WWDC19,
// https://developer.apple.com/videos/play/wwdc2019/237/; the `Layout` protocol's page,
// https://developer.apple.com/documentation/swiftui/layout, states the same contract:
// "a proposal ... the subview responds with its size"). A dimension proposed as nil asks for
// the view's ideal size (https://developer.apple.com/documentation/swiftui/proposedviewsize).
//
// What each view does with a proposal, and its source, is beside its case below. The rules
// the pages leave open, and the approximations (text measurement, default spacing and
// padding), are in the README's "Layout" section. Any node the model does not know makes the
// layout throw `RuntimeError.unmodelled("layout of ...")`: a view laid out by a guess would
// let a finding pass unseen.
import Foundation

/// A size proposal: nil on an axis asks for the view's ideal size on it.
package struct LayoutProposal: Equatable, Sendable {
  package var width: CGFloat?
  package var height: CGFloat?
  package init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

extension CGSize {
  fileprivate subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

extension Axis {
  fileprivate var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// What a node does in layout, when its kind and name do not say it alone.
enum LayoutRole: Sendable {
  /// `padding`: the insets, with the system's default already chosen for a nil length.
  case padding(EdgeInsets)
  /// `frame(width:height:alignment:)`.
  case fixedFrame(width: CGFloat?, height: CGFloat?)
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  case flexibleFrame(
    min: LayoutProposal, ideal: LayoutProposal, max: LayoutProposal)
  /// `fixedSize(horizontal:vertical:)`.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `layoutPriority(_:)`.
  case priority(Double)
  /// A stack: its axis and spacing (nil: the default).
  case stack(Axis, spacing: CGFloat?)
  /// A scroll view and the axes it scrolls.
  case scroll(Axis.Set)
  /// A `List`: its rows scroll vertically, each at least this tall.
  case list(minRowHeight: CGFloat)
  /// A spacer and its minimum length (nil: the default).
  case spacer(minLength: CGFloat?)
  /// A text run, measured (TextMeasure).
  case text(TextMeasure)
  /// A view of a fixed size (a system symbol, a switch).
  case fixed(CGSize)
  /// A view that takes the size it is proposed (shapes, colors, resizable images, fields on
  /// their horizontal axis).
  case flexible
  /// A `ViewThatFits`: the axes it fits on and which of its alternatives it shows.
  case fitting(Axis.Set, showing: Int, of: Int)
  /// A layout of the Layout protocol that is not a stack: the engine runs it.
  case custom(any Layout)
  /// A progress view: a linear bar, or a spinner when it is indeterminate, under its label.
  case progress(linear: Bool)
  /// `ignoresSafeArea(_:edges:)`: on these edges, a view that reaches the safe area's edge
  /// extends to the screen's.
  case ignoresSafeArea(Edge.Set)
  /// `containerRelativeFrame(_:alignment:)`: as large as the nearest container on these axes.
  case containerRelative(Axis.Set)
  /// `aspectRatio(_:contentMode:)`: the ratio (nil: the content's own) and whether it fills.
  case aspectRatio(CGFloat?, fill: Bool)
  /// A control drawn beside its label (a switch, a color well): the label on the leading edge,
  /// the control of this size on the trailing edge, filling the width it is offered.
  case labelledControl(CGSize)
  /// A text field: as wide as it is offered (its ideal width is its text's), one line high.
  case field(TextMeasure)
  /// A view whose first `primary` children set its size and the rest are laid over or under
  /// them at that size (`background`, `overlay`, `mask`).
  case layered(primary: Range<Int>)
}

/// The text measurement the runtime uses. Apple publishes no glyph metrics, so text is
/// measured as the widest plausible run (the issue asks text measurement to err on the side
/// of clipping): every character advances 0.62 of the point size (SF Pro's widest Latin and
/// Arabic letters come to about 0.6), and lines are the Dynamic Type table's leading
/// (Apple's Human Interface Guidelines, Typography › Specifications) or 1.3 × the point size
/// for a font of a fixed size (the table's largest leading-to-size ratio is 1.29, body at
/// xSmall is 19/14 = 1.36 and is the exception at small sizes).
package struct TextMeasure: Equatable, Sendable {
  package let string: String
  package let pointSize: CGFloat
  package let lineHeight: CGFloat
  /// The line limit (`lineLimit(_:)`); nil wraps without limit.
  package let lineLimit: Int?
  /// The smallest scale the text may shrink to before it truncates (`minimumScaleFactor`).
  package let minimumScaleFactor: CGFloat

  static let advance: CGFloat = 0.62

  /// The width of one line holding the whole string.
  var singleLineWidth: CGFloat { CGFloat(string.count) * pointSize * Self.advance }

  /// The lines the string wraps to at a width, and the longest line's length in characters:
  /// words are kept whole when they fit a line and broken between characters when one does not.
  func wrap(width: CGFloat, scale: CGFloat = 1) -> (lines: Int, longest: Int) {
    guard !string.isEmpty else { return (0, 0) }
    let character = pointSize * Self.advance * scale
    guard width >= character else { return (string.count, 1) }
    let perLine = max(1, Int((width + 0.001) / character))
    var lines = 1
    var used = 0
    var longest = 0
    for word in string.split(separator: " ", omittingEmptySubsequences: false) {
      var length = word.count
      let needed = used == 0 ? length : used + 1 + length
      if needed <= perLine {
        used = needed
        continue
      }
      if used > 0 {
        longest = max(longest, used)
        lines += 1
      }
      // A word longer than a line breaks between characters.
      while length > perLine {
        longest = perLine
        lines += 1
        length -= perLine
      }
      used = length
    }
    return (lines, max(longest, used))
  }

  func lineCount(width: CGFloat, scale: CGFloat = 1) -> Int {
    wrap(width: width, scale: scale).lines
  }

  /// The size the text takes at a proposal (Text "fits its content" and wraps at the
  /// proposed width; https://developer.apple.com/documentation/swiftui/text).
  func size(_ proposal: LayoutProposal) -> CGSize {
    guard let width = proposal.width else {
      return CGSize(width: singleLineWidth, height: string.isEmpty ? 0 : lineHeight)
    }
    let (lines, longest) = wrap(width: width)
    var shown = lineLimit.map { min($0, lines) } ?? lines
    if let height = proposal.height, CGFloat(shown) * lineHeight > height + 0.5 {
      // A height too small for every line shows the lines that fit (at least one).
      shown = max(1, Int((height + 0.5) / lineHeight))
    }
    // A text is as wide as its longest line; one limited to fewer lines than it needs fills
    // the width it truncates at.
    let used = shown < lines ? width : CGFloat(longest) * pointSize * Self.advance
    return CGSize(width: min(width, used), height: CGFloat(shown) * lineHeight)
  }

  /// Whether the text at a size loses lines it would show if it had the height: truncation
  /// that the line limit did not ask for, after shrinking as far as its minimum scale allows.
  func isTruncated(in size: CGSize) -> Bool {
    guard !string.isEmpty else { return false }
    if let lineLimit {
      // A limited text truncates by design when it has more lines than its limit; only a
      // height below its limit's lines, even shrunk, is clipping.
      let shown = min(lineLimit, lineCount(width: size.width + 0.5))
      return CGFloat(shown) * lineHeight * minimumScaleFactor > size.height + 0.5
    }
    // Unlimited, it fits when every line it wraps to fits, at full size or shrunk as far as
    // its minimum scale allows.
    let fits = { (scale: CGFloat) -> Bool in
      CGFloat(self.lineCount(width: size.width + 0.5, scale: scale)) * self.lineHeight * scale
        <= size.height + 0.5
    }
    return !fits(1) && !fits(minimumScaleFactor)
  }
}

/// Something a layout found wrong.
package struct LayoutFinding: Equatable, Sendable, CustomStringConvertible {
  package enum Kind: String, Sendable {
    /// An interactive element with no width or no height: nothing to touch.
    case zeroSize = "zero size"
    /// An interactive element outside the screen, where no scroll view brings it.
    case offScreen = "off screen"
    /// An interactive element wholly under the status bar or the home indicator.
    case underSystemBars = "under the system bars"
    /// An interactive element smaller than 44 × 44 pt.
    case smallTarget = "small target"
    /// Text shown in fewer lines than it needs where no line limit asked for it.
    case truncatedText = "truncated text"
  }
  package let kind: Kind
  /// What the element is: its text or its kind, and its identity path.
  package let element: String
  package let frame: CGRect
  package var description: String {
    "\(kind.rawValue): \(element) at \(frame.origin.x),\(frame.origin.y) "
      + "\(frame.size.width)×\(frame.size.height)"
  }
}

/// A node placed in layout, with the subviews it lays out. Modifiers and custom views that
/// do not change layout are not items: their content stands in their place, and several
/// views in one such place are each a subview of the container around them, as a modifier
/// on a group applies to each of its views
/// (https://developer.apple.com/documentation/swiftui/group: "the modifier applies to all
/// members of the group").
@MainActor final class LayoutItem {
  let node: Node
  let content: [LayoutItem]
  init(node: Node, content: [LayoutItem]) {
    self.node = node
    self.content = content
  }
  var priority: Double {
    if case .priority(let value) = node.layoutRole { return value }
    return content.count == 1 && isModifier ? content[0].priority : 0
  }
  private var isModifier: Bool {
    if case .modifier = node.kind { return true }
    return false
  }
}

extension Node {
  /// Whether the view draws something a touch lands on: text, an image, a shape (a clear
  /// color draws nothing), a field, a switch or a color well, or the area a `contentShape`
  /// gives a view.
  /// Transparent space (a frame's, a stack's, a spacer's) takes no touch
  /// (https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:): "the
  /// content shape ... defines the area that responds to taps"; without one, the drawn
  /// content does).
  var drawsForTouch: Bool {
    switch kind {
    case .text, .image, .textField, .toggle: return true
    // A color picker's well is drawn by the system.
    case .button: return isColorPicker
    case .shape(let type): return !(type == "Color" && arguments.first?.1 == "clear")
    case .modifier("View.contentShape(_:eoFill:)"): return true
    default: return false
    }
  }
}

/// The nearest containers' sizes during a layout pass.
@MainActor final class ContainerStack {
  var sizes: [CGSize]
  init(_ screen: CGSize) { sizes = [screen] }
  /// Runs `body` inside a container of a size.
  func inside<T>(_ size: CGSize, _ body: () -> T) -> T {
    sizes.append(size)
    defer { sizes.removeLast() }
    return body()
  }
}

/// Lays out a rendered tree in a screen and reports what it found.
@MainActor package struct LayoutEngine {
  let screen: CGSize
  /// The insets of the system's bars (the status bar, the home indicator): views are laid out
  /// inside them unless they ignore them.
  let safeArea: EdgeInsets
  /// The sizes of the containers around the view being laid out, innermost last: the screen,
  /// then each scroll view's visible size (what `containerRelativeFrame` reads).
  let containers: ContainerStack
  /// The default spacing between a stack's subviews and a spacer's minimum length. SwiftUI
  /// chooses spacing per pair of views ("nil if you want the stack to choose a default
  /// distance", https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:));
  /// 8 pt is the distance between two controls on iOS, used for every pair (stated in the
  /// README).
  nonisolated static let defaultSpacing: CGFloat = 8
  /// The padding `padding()` adds with no length: 16 pt on iOS (stated in the README: the
  /// page says only "a system-calculated amount").
  nonisolated static let defaultPadding: CGFloat = 16
  /// A system switch's size (UISwitch's, on iOS: 51 × 31 pt).
  nonisolated static let switchSize = CGSize(width: 51, height: 31)
  /// A color well's size: Apple does not state it; UIColorWell draws a 28 pt circle (assumed,
  /// stated in the README).
  nonisolated static let colorWellSize = CGSize(width: 28, height: 28)

  package init(screen: CGSize, safeArea: EdgeInsets = EdgeInsets()) {
    self.screen = screen
    self.safeArea = safeArea
    containers = ContainerStack(screen)
  }

  /// The part of the screen no system bar covers.
  var safeRect: CGRect {
    CGRect(
      x: safeArea.leading, y: safeArea.top,
      width: max(0, screen.width - safeArea.leading - safeArea.trailing),
      height: max(0, screen.height - safeArea.top - safeArea.bottom))
  }

  // MARK: Items

  /// The subviews a list of nodes lays out as.
  func items(_ nodes: [Node]) throws -> [LayoutItem] {
    var result: [LayoutItem] = []
    for node in nodes { result += try items(node) }
    return result
  }

  private func items(_ node: Node) throws -> [LayoutItem] {
    switch try behaviour(of: node) {
    case .transparent:
      return try items(node.children)
    case .excluded:
      return []
    case .perSubview:
      // A layout modifier on several views modifies each.
      let subviews = try items(node.children)
      if subviews.count == 1 { return [LayoutItem(node: node, content: subviews)] }
      return subviews.map { LayoutItem(node: node, content: [$0]) }
    case .container:
      return [LayoutItem(node: node, content: try items(node.children))]
    case .layered(let primary):
      let main = try items(Array(node.children[primary]))
      let layers = try items(
        Array(node.children[..<primary.lowerBound]) + Array(node.children[primary.upperBound...]))
      return [LayoutItem(node: node, content: main + layers)]
    }
  }

  private enum Behaviour {
    case transparent, excluded, perSubview, container
    case layered(Range<Int>)
  }

  /// Modifiers that change layout in ways the model does not follow yet: laying them out as
  /// if absent would be a guess, so they fail.
  static let unmodelledLayoutModifiers: Set<String> = [
    "View.safeAreaInset(edge:alignment:spacing:content:)"
  ]

  /// Containers the runtime renders whose layout it knows.
  static let knownContainers: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "ScrollView", "Spacer", "GeometryReader",
    "Toggle", "mask",
  ]

  private func behaviour(of node: Node) throws -> Behaviour {
    if case .layered(let primary) = node.layoutRole { return .layered(primary) }
    switch node.kind {
    case .view:
      return .transparent
    case .presentation, .accessory:
      // A sheet, cover or popover is laid out on its own, not inside the view presenting it;
      // so is a keyboard toolbar, which sits above the keyboard.
      return .excluded
    case .modifier(let api):
      if node.layoutRole != nil { return .perSubview }
      if Self.unmodelledLayoutModifiers.contains(api) {
        throw RuntimeError.unmodelled("layout of \(api)")
      }
      return .transparent
    case .container(let name):
      if node.layoutRole != nil { return .container }
      guard Self.knownContainers.contains(name) else {
        throw RuntimeError.unmodelled("layout of \(name)")
      }
      return .container
    case .image(let name, _):
      guard node.layoutRole != nil else {
        // An asset's size is the asset's, which the runtime does not have.
        throw RuntimeError.unmodelled(
          "layout of Image(\"\(name)\"), an asset that is not resizable")
      }
      return .container
    case .text, .button, .toggle, .textField, .shape:
      return .container
    }
  }

  // MARK: Sizing

  /// The size an item chooses for a proposal, inside a parent laid out along `axis` (a
  /// spacer is flexible only along its stack's axis).
  func size(_ item: LayoutItem, _ proposal: LayoutProposal, along axis: Axis? = nil) -> CGSize {
    let node = item.node
    switch node.layoutRole {
    case .padding(let insets)?:
      let child = group(item.content, contentProposal(item, proposal))
      return CGSize(
        width: child.width + insets.leading + insets.trailing,
        height: child.height + insets.top + insets.bottom)
    case .fixedFrame(let width, let height)?:
      // "Positions this view within an invisible frame with the specified size": the child
      // is proposed the frame's size on the axes it fixes
      // (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)).
      let child = group(item.content, contentProposal(item, proposal))
      return CGSize(width: width ?? child.width, height: height ?? child.height)
    case .flexibleFrame(let minimum, let ideal, let maximum)?:
      return flexibleFrame(item, proposal, minimum, ideal, maximum)
    case .fixedSize?:
      // "Fixes this view at its ideal size in the specified dimensions"
      // (https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)).
      return group(item.content, contentProposal(item, proposal))
    case .priority?:
      return group(item.content, proposal)
    case .stack(let stackAxis, let spacing)?:
      return stack(item.content, stackAxis, spacing, proposal, node.alignment).size
    case .scroll(let axes)?:
      // A scroll view proposes its content an unbounded (nil) size on the axes it scrolls
      // and takes the space it is offered
      // (https://developer.apple.com/documentation/swiftui/scrollview: "the scroll view ...
      // content ... can be larger than the scroll view's frame").
      let visible = CGSize(
        width: proposal.width ?? screen.width, height: proposal.height ?? screen.height)
      let content = containers.inside(visible) {
        group(item.content, scrollProposal(axes, proposal))
      }
      return CGSize(
        width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    case .list?:
      // A list fills the space it is offered and scrolls its rows when they are taller
      // (https://developer.apple.com/documentation/swiftui/lists: "automatically provides
      // scrolling when it grows too large for the current display"). Apple does not say what
      // it takes on an unspecified axis (a list in a scroll view): the runtime gives it 10 pt
      // there, as it gives a geometry reader, so its rows are out of view (the stricter case).
      return CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    case .spacer(let minLength)?:
      // "A flexible space that expands along the major axis of its containing stack layout,
      // or on both axes if not contained in a stack"
      // (https://developer.apple.com/documentation/swiftui/spacer).
      let minimum = minLength ?? Self.defaultSpacing
      guard let axis else {
        return CGSize(width: proposal.width ?? minimum, height: proposal.height ?? minimum)
      }
      var size = CGSize.zero
      size[axis] = max(minimum, proposal[axis] ?? minimum)
      return size
    case .text(let measure)?:
      return measure.size(proposal)
    case .fixed(let size)?:
      return size
    case .custom(let layout)?:
      return customSize(layout, item.content, proposal)
    case .fitting?:
      return group(item.content, proposal)
    case .progress(let linear)?:
      return progressLayout(item, proposal, linear: linear).size
    case .aspectRatio(let ratio, let fill)?:
      return group(item.content, aspectProposal(item, proposal, ratio: ratio, fill: fill))
    case .ignoresSafeArea?:
      return group(item.content, proposal)
    case .containerRelative(let axes)?:
      // "Positions this view within an invisible frame with a size relative to the nearest
      // container": with no count or span, the container's size on the axes given
      // (https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:);
      // the nearest container is a window or a scroll view here).
      let inner = containerProposal(axes, proposal)
      let child = group(item.content, inner)
      return CGSize(
        width: axes.contains(.horizontal) ? inner.width ?? child.width : child.width,
        height: axes.contains(.vertical) ? inner.height ?? child.height : child.height)
    case .labelledControl(let control)?:
      // "A toggle ... displays its label on the leading edge and the switch on the trailing
      // edge" and fills the row (https://developer.apple.com/documentation/swiftui/toggle);
      // a color picker's row is drawn the same way.
      let label = group(item.content, contentProposal(item, proposal))
      return CGSize(
        width: proposal.width ?? label.width + Self.defaultSpacing + control.width,
        height: max(label.height, control.height))
    case .field(let measure)?:
      // A field's editing area fills the width offered; its height is a line of its font
      // (a plain-style field has no insets: https://developer.apple.com/documentation/swiftui/plaintextfieldstyle).
      return CGSize(
        width: proposal.width ?? max(measure.singleLineWidth, measure.pointSize),
        height: measure.lineHeight)
    case .flexible?:
      // Shapes and colors take the proposed size; an unspecified dimension becomes 10 pt
      // (https://developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:):
      // the default replacement is 10 × 10, the size a shape reports for an ideal proposal).
      return CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    case .layered?:
      return group(primaryContent(item), proposal)
    case nil:
      return defaultSize(item, proposal)
    }
  }

  private func defaultSize(_ item: LayoutItem, _ proposal: LayoutProposal) -> CGSize {
    switch item.node.kind {
    case .shape:
      // Shapes and colors take the proposed size, 10 pt on an unspecified axis (above).
      return CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    case .container("GeometryReader"):
      // "A container view that defines its content as a function of its own size": it takes
      // what it is offered, 10 pt on an unspecified axis (as above).
      return CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    case .container("ZStack"):
      return zstack(item.content, proposal)
    default:
      // Buttons, toggles drawn by a style, masks: the size of what they contain.
      return group(item.content, proposal)
    }
  }

  /// The content of a layered item that sets its size.
  private func primaryContent(_ item: LayoutItem) -> [LayoutItem] {
    guard case .layered(let primary) = item.node.layoutRole else { return item.content }
    return Array(item.content.prefix(primary.count))
  }

  private func scrollProposal(_ axes: Axis.Set, _ proposal: LayoutProposal) -> LayoutProposal {
    LayoutProposal(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  /// Several subviews where one view is expected (a root, a button's label, a frame around a
  /// builder's result) are stacked vertically, as a window's content is; one is itself.
  func group(_ content: [LayoutItem], _ proposal: LayoutProposal) -> CGSize {
    if content.count == 1 { return size(content[0], proposal) }
    if content.isEmpty { return .zero }
    return stack(content, .vertical, nil, proposal).size
  }

  private func zstack(_ content: [LayoutItem], _ proposal: LayoutProposal) -> CGSize {
    // "The ZStack assigns each successive subview a higher z-axis value" and sizes to fit
    // them all (https://developer.apple.com/documentation/swiftui/zstack).
    content.map { size($0, proposal) }.reduce(CGSize.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }

  private func flexibleFrame(
    _ item: LayoutItem, _ proposal: LayoutProposal, _ minimum: LayoutProposal,
    _ ideal: LayoutProposal, _ maximum: LayoutProposal
  ) -> CGSize {
    // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:):
    // "The size proposed to this view is the size proposed to the frame, limited by any
    // constraints specified, and with any ideal dimensions specified replacing any
    // corresponding unspecified dimensions in the proposal. If no minimum or maximum
    // constraint is specified in a given dimension, the frame adopts the sizing behavior of
    // its child in that dimension. If both constraints are specified in a dimension, the
    // frame unconditionally adopts the size proposed for it, clamped to the constraints.
    // Otherwise, the size of the frame in either dimension is: if a minimum constraint is
    // specified and the size proposed for the frame by the parent is less than the size of
    // this view, the proposed size, clamped to that minimum; if a maximum constraint is
    // specified and the size proposed for the frame by the parent is greater than the size of
    // this view, the proposed size, clamped to that maximum; otherwise, the size of this view."
    let child = group(item.content, flexibleChildProposal(proposal, minimum, ideal, maximum))
    var result = child
    for axis in [Axis.horizontal, .vertical] {
      let offered = proposal[axis] ?? ideal[axis]
      let low = minimum[axis]
      let high = maximum[axis]
      var value = child[axis]
      if let low, let high {
        value = Swift.min(high, Swift.max(low, offered ?? child[axis]))
      } else if let low {
        if let offered, offered < child[axis] { value = Swift.max(low, offered) }
        // The child's size never falls below the minimum (the frame is at least its minimum:
        // "the proposed size, clamped to that minimum" for a smaller proposal, and the size of
        // the view, never less than the minimum, otherwise; the stricter reading).
        value = Swift.max(low, value)
      } else if let high {
        if let offered, offered > child[axis] { value = Swift.min(high, offered) }
        value = Swift.min(high, value)
      }
      result[axis] = value
    }
    return result
  }

  /// What `containerRelativeFrame` proposes its content: the nearest container's size on its
  /// axes, its own proposal on the others.
  func containerProposal(_ axes: Axis.Set, _ proposal: LayoutProposal) -> LayoutProposal {
    let container = containers.sizes.last ?? screen
    return LayoutProposal(
      width: axes.contains(.horizontal) ? container.width : proposal.width,
      height: axes.contains(.vertical) ? container.height : proposal.height)
  }

  /// A progress view's size and its label's: the label, then 8 pt, then the indicator, which
  /// is a bar 4 pt high filling the width offered (UIProgressView's default bar) or a 20 pt
  /// spinner (UIActivityIndicatorView's medium style); both sizes are UIKit's defaults, stated
  /// in the README ("A view that shows the progress toward completion of a task": the page,
  /// https://developer.apple.com/documentation/swiftui/progressview, draws a linear bar for a
  /// determinate value and a circular spinner for an indeterminate one on iOS).
  func progressLayout(_ item: LayoutItem, _ proposal: LayoutProposal, linear: Bool)
    -> (size: CGSize, label: CGSize?)
  {
    let indicator =
      linear ? CGSize(width: proposal.width ?? 10, height: 4) : CGSize(width: 20, height: 20)
    guard !item.content.isEmpty else { return (indicator, nil) }
    let label = group(item.content, LayoutProposal(width: proposal.width, height: nil))
    return (
      CGSize(
        width: max(indicator.width, label.width),
        height: label.height + Self.defaultSpacing + indicator.height), label
    )
  }

  /// What `aspectRatio(_:contentMode:)` proposes its content: the largest size of the ratio
  /// that fits the proposal (`.fit`), or the smallest that covers it (`.fill`); an unspecified
  /// dimension follows from the other, and with neither the content's ideal size is kept
  /// ("Constrains this view's dimensions to the specified aspect ratio": the page,
  /// https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow;
  /// a nil ratio is the content's own, from its ideal size).
  func aspectProposal(
    _ item: LayoutItem, _ proposal: LayoutProposal, ratio: CGFloat?, fill: Bool
  ) -> LayoutProposal {
    let ideal = group(item.content, LayoutProposal(width: nil, height: nil))
    let aspect = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
    guard aspect > 0, aspect.isFinite else { return proposal }
    switch (proposal.width, proposal.height) {
    case (nil, nil):
      return LayoutProposal(width: ideal.width, height: ideal.width / aspect)
    case (let width?, nil):
      return LayoutProposal(width: width, height: width / aspect)
    case (nil, let height?):
      return LayoutProposal(width: height * aspect, height: height)
    case (let width?, let height?):
      let byWidth = CGSize(width: width, height: width / aspect)
      let byHeight = CGSize(width: height * aspect, height: height)
      let fits = byWidth.height <= height ? byWidth : byHeight
      let covers = byWidth.height >= height ? byWidth : byHeight
      let chosen = fill ? covers : fits
      return LayoutProposal(width: chosen.width, height: chosen.height)
    }
  }

  /// What a flexible frame proposes its content: its own proposal, ideal dimensions in place
  /// of unspecified ones, clamped to its constraints.
  private func flexibleChildProposal(
    _ proposal: LayoutProposal, _ minimum: LayoutProposal, _ ideal: LayoutProposal,
    _ maximum: LayoutProposal
  ) -> LayoutProposal {
    var childProposal = LayoutProposal(width: nil, height: nil)
    for axis in [Axis.horizontal, .vertical] {
      var value = proposal[axis] ?? ideal[axis]
      if let low = minimum[axis], let current = value { value = max(low, current) }
      if let high = maximum[axis], let current = value { value = min(high, current) }
      childProposal[axis] = value
    }
    return childProposal
  }

  /// What a modifier that lays out its content proposes it for a proposal: a padding less its
  /// insets, a frame its fixed or constrained dimensions, `fixedSize` nil on its axes, an
  /// aspect ratio or a container-relative frame their sizes, a labelled control its label the
  /// row less the control; the proposal itself for one that passes it on.
  private func contentProposal(_ item: LayoutItem, _ proposal: LayoutProposal) -> LayoutProposal {
    switch item.node.layoutRole {
    case .padding(let insets)?:
      return LayoutProposal(
        width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
        height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    case .fixedFrame(let width, let height)?:
      return LayoutProposal(width: width ?? proposal.width, height: height ?? proposal.height)
    case .flexibleFrame(let minimum, let ideal, let maximum)?:
      return flexibleChildProposal(proposal, minimum, ideal, maximum)
    case .fixedSize(let horizontal, let vertical)?:
      return LayoutProposal(
        width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    case .aspectRatio(let ratio, let fill)?:
      return aspectProposal(item, proposal, ratio: ratio, fill: fill)
    case .containerRelative(let axes)?:
      return containerProposal(axes, proposal)
    case .labelledControl(let control)?:
      return LayoutProposal(
        width: proposal.width.map { max(0, $0 - control.width - Self.defaultSpacing) },
        height: proposal.height)
    default:
      return proposal
    }
  }

  struct StackLayout {
    var size: CGSize
    var sizes: [CGSize]
    /// What the stack proposed each subview when it chose its size.
    var proposals: [LayoutProposal]
    var spacing: CGFloat
    /// In a row aligned by a text baseline, each subview's baseline from its top (its height
    /// when it has no text); nil otherwise.
    var baselines: [CGFloat]? = nil
  }

  /// A stack: it subtracts the spacing, then offers the rest to its subviews from the least
  /// flexible to the most, a layout priority group at a time, each group after reserving the
  /// minimum of the lower ones (WWDC19 "Building Custom Views with SwiftUI", and
  /// https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:): "a parent
  /// layout offers the child with the highest layout priority all the space offered to the
  /// parent minus the minimum space required for all its lower-priority children").
  func stack(
    _ content: [LayoutItem], _ axis: Axis, _ spacingValue: CGFloat?, _ proposal: LayoutProposal,
    _ alignment: Alignment = .center
  ) -> StackLayout {
    let spacing = spacingValue ?? Self.defaultSpacing
    let totalSpacing = spacing * CGFloat(max(0, content.count - 1))
    var sizes = [CGSize](repeating: .zero, count: content.count)
    var proposals = [LayoutProposal](
      repeating: LayoutProposal(width: nil, height: nil), count: content.count)
    let cross = proposal[axis.other]
    if let available = proposal[axis] {
      func offer(_ length: CGFloat) -> LayoutProposal {
        var offered = LayoutProposal(width: nil, height: nil)
        offered[axis] = length
        offered[axis.other] = cross
        return offered
      }
      let minimums = content.map { size($0, offer(0), along: axis)[axis] }
      let maximums = content.map { size($0, offer(1e6), along: axis)[axis] }
      var remaining = available - totalSpacing
      let priorities = Set(content.map(\.priority)).sorted(by: >)
      for priority in priorities {
        let group = content.indices.filter { content[$0].priority == priority }
        let reserved = content.indices.filter { content[$0].priority < priority }
          .reduce(CGFloat(0)) { $0 + minimums[$1] }
        var left = remaining - reserved
        // A spacer "fills the available space" left by the views beside it
        // (https://developer.apple.com/documentation/swiftui/spacer): the other views are
        // offered space first, with only the spacers' minimum lengths held back.
        let isSpacer = { (index: Int) -> Bool in
          if case .spacer? = content[index].node.layoutRole { return true }
          return false
        }
        let views = group.filter { !isSpacer($0) }
          .sorted { maximums[$0] - minimums[$0] < maximums[$1] - minimums[$1] }
        let spacers = group.filter(isSpacer)
        var held = spacers.reduce(CGFloat(0)) { $0 + minimums[$1] }
        for (position, index) in views.enumerated() {
          let share = max(0, left - held) / CGFloat(views.count - position)
          proposals[index] = offer(share)
          sizes[index] = size(content[index], proposals[index], along: axis)
          left -= sizes[index][axis]
        }
        for (position, index) in spacers.enumerated() {
          held -= minimums[index]
          let share = max(0, left - held) / CGFloat(spacers.count - position)
          proposals[index] = offer(share)
          sizes[index] = size(content[index], proposals[index], along: axis)
          left -= sizes[index][axis]
        }
        remaining -= group.reduce(CGFloat(0)) { $0 + sizes[$1][axis] }
      }
    } else {
      for index in content.indices {
        var offered = LayoutProposal(width: nil, height: nil)
        offered[axis.other] = cross
        proposals[index] = offered
        sizes[index] = size(content[index], offered, along: axis)
      }
    }
    var total = CGSize.zero
    total[axis] = sizes.reduce(totalSpacing) { $0 + $1[axis] }
    total[axis.other] = sizes.map { $0[axis.other] }.max() ?? 0
    var baselines: [CGFloat]?
    if axis == .horizontal, let last = Self.baselineGuide(alignment.vertical) {
      // Aligned by a text baseline, the row is as tall as its highest subview above the
      // common baseline and its lowest below it.
      let guides = content.indices.map {
        textBaseline(content[$0], proposals[$0], last: last) ?? sizes[$0].height
      }
      let above = guides.max() ?? 0
      let below = content.indices.map { sizes[$0].height - guides[$0] }.max() ?? 0
      total.height = above + below
      baselines = guides
    }
    return StackLayout(
      size: total, sizes: sizes, proposals: proposals, spacing: spacing, baselines: baselines)
  }

  // MARK: Text baselines

  /// SF Pro's ascender and descender as fractions of the point size, for every font: UIKit
  /// reports 16.18 and −4.09 for `UIFont.systemFont(ofSize: 17)` (assumed, stated in the
  /// README). A line's text is centred in its line, so its baseline lies half the leading
  /// below the line's top plus the ascender.
  nonisolated static let ascender: CGFloat = 0.952
  nonisolated static let descender: CGFloat = 0.241

  /// Whether a vertical guide is a text baseline: nil for another guide, else whether it is the
  /// last baseline.
  static func baselineGuide(_ guide: VerticalAlignment) -> Bool? {
    guide == .firstTextBaseline ? false : guide == .lastTextBaseline ? true : nil
  }

  /// The baseline of the first line of a text, from the top of its first line.
  static func firstBaseline(in measure: TextMeasure) -> CGFloat {
    let glyphs = (ascender + descender) * measure.pointSize
    return (measure.lineHeight - glyphs) / 2 + ascender * measure.pointSize
  }

  /// An item's first or last text baseline, from its top, at the size it chooses for a
  /// proposal: a text's own; a padding's, a frame's or a stack's, that of the text inside, where
  /// it places it (a stack's first is its top-most subview's with text, its last the bottom-most;
  /// a `ZStack`'s, its layers');
  /// nil for a view that contains no text, which stands on the guide by its bottom: "The guide
  /// aligns with the bottom of a view that contains no text"
  /// (https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline).
  /// Apple does not say whether a system symbol, a scroll view, a list, a `ViewThatFits` or a
  /// custom layout gives the text baselines of what it holds; the runtime takes the stricter
  /// case, that none does (stated in the README).
  func textBaseline(_ item: LayoutItem, _ proposal: LayoutProposal, last: Bool) -> CGFloat? {
    let node = item.node
    switch node.layoutRole {
    case .text(let measure)?:
      guard !measure.string.isEmpty else { return nil }
      let first = Self.firstBaseline(in: measure)
      guard last else { return first }
      let lines = max(1, (measure.size(proposal).height / measure.lineHeight).rounded())
      return (lines - 1) * measure.lineHeight + first
    case .field(let measure)?:
      return Self.firstBaseline(in: measure)
    case .padding(let insets)?:
      return groupBaseline(item.content, contentProposal(item, proposal), last: last)
        .map { $0 + insets.top }
    case .fixedFrame?, .flexibleFrame?:
      return framedBaseline(item, proposal, node.alignment, last: last)
    case .aspectRatio?, .containerRelative?:
      return framedBaseline(item, proposal, .center, last: last)
    case .labelledControl?:
      // The label, centred in the row beside the control.
      return framedBaseline(item, proposal, .leading, last: last)
    case .fixedSize?, .priority?, .ignoresSafeArea?:
      return groupBaseline(item.content, contentProposal(item, proposal), last: last)
    case .layered?:
      return groupBaseline(primaryContent(item), proposal, last: last)
    case .stack(let axis, let spacing)?:
      return stackBaseline(item.content, axis, spacing, node.alignment, proposal, last: last)
    case nil:
      switch node.kind {
      case .shape, .container("GeometryReader"): return nil
      case .container("ZStack"):
        // Each layer's baseline where the stack's alignment places it, combined as a stack
        // combines its subviews' (`combined`).
        let own = zstack(item.content, proposal)
        let baselines = item.content.compactMap { layer -> CGFloat? in
          guard let inner = textBaseline(layer, proposal, last: last) else { return nil }
          let frame = aligned(
            size(layer, proposal), in: CGRect(origin: .zero, size: own), node.alignment)
          return frame.minY + inner
        }
        return Self.combined(baselines, last: last)
      // A button, or a toggle a style draws: the baseline of what it contains.
      default: return groupBaseline(item.content, proposal, last: last)
      }
    default:
      return nil
    }
  }

  /// The text baseline of content where one view is expected (several stack vertically).
  private func groupBaseline(
    _ content: [LayoutItem], _ proposal: LayoutProposal, last: Bool
  ) -> CGFloat? {
    if content.count == 1 { return textBaseline(content[0], proposal, last: last) }
    return stackBaseline(content, .vertical, nil, .center, proposal, last: last)
  }

  /// The text baseline of the content of a view that places it in its own frame by an
  /// alignment.
  private func framedBaseline(
    _ item: LayoutItem, _ proposal: LayoutProposal, _ alignment: Alignment, last: Bool
  ) -> CGFloat? {
    let childProposal = contentProposal(item, proposal)
    guard let inner = groupBaseline(item.content, childProposal, last: last) else { return nil }
    let own = size(item, proposal)
    let child = group(item.content, childProposal)
    return aligned(child, in: CGRect(origin: .zero, size: own), alignment).minY + inner
  }

  private func stackBaseline(
    _ content: [LayoutItem], _ axis: Axis, _ spacing: CGFloat?, _ alignment: Alignment,
    _ proposal: LayoutProposal, last: Bool
  ) -> CGFloat? {
    let layout = stack(content, axis, spacing, proposal, alignment)
    var baselines: [CGFloat] = []
    if axis == .vertical {
      var top: CGFloat = 0
      for index in content.indices {
        if let baseline = textBaseline(content[index], layout.proposals[index], last: last) {
          baselines.append(top + baseline)
        }
        top += layout.sizes[index].height + layout.spacing
      }
    } else {
      let tops = rowTops(layout, alignment, height: layout.size.height)
      for index in content.indices {
        if let baseline = textBaseline(content[index], layout.proposals[index], last: last) {
          baselines.append(tops[index] + baseline)
        }
      }
    }
    return Self.combined(baselines, last: last)
  }

  /// A container's text baseline from its subviews': "firstTextBaseline returns the minimum
  /// value, while lastTextBaseline returns the maximum value"
  /// (https://developer.apple.com/documentation/swiftui/verticalalignment/combineexplicit(_:)).
  static func combined(_ baselines: [CGFloat], last: Bool) -> CGFloat? {
    last ? baselines.max() : baselines.min()
  }

  // MARK: Placing

  /// Lays out the roots in the screen: each is proposed the whole screen and centred in it,
  /// as a window's content is. Presentations are laid out as roots of their own; a sheet
  /// resting at a detent lower than the screen fills that height at the screen's bottom, its
  /// content above the home indicator.
  package func layout(_ roots: [Node]) throws -> [LayoutFinding] {
    var findings: [LayoutFinding] = []
    var presented: [Node] = []
    for root in roots { collectPresentations(root, into: &presented) }
    let trees = [(roots, safeRect)] + presented.map { ($0.children, presentedRect(of: $0)) }
    for (tree, safe) in trees {
      // The window's content is proposed the safe area and centred in it
      // (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:):
      // "By default, the SwiftUI layout system sizes and positions views to avoid certain safe
      // areas").
      let content = try items(tree)
      let proposal = LayoutProposal(width: safe.width, height: safe.height)
      let size = group(content, proposal)
      let origin = CGPoint(
        x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2
      )
      placeGroup(content, in: CGRect(origin: origin, size: size), proposal, scrolls: [])
      for node in tree { fillFrames(node) }
      for node in tree { mirror(node, Reflection.none, parent: .leftToRight) }
      for node in tree { find(node, hidden: false, into: &findings) }
    }
    return findings
  }

  /// Where a presentation's content is laid out: the safe area, or for a sheet resting at a
  /// detent lower than the safe area, that height from the screen's bottom less the home
  /// indicator's inset.
  private func presentedRect(of node: Node) -> CGRect {
    let safe = safeRect
    guard let detent = node.presentationState?.detent else { return safe }
    let height = detent.height(onScreen: screen.height)
    let top = screen.height - height
    guard top > safe.minY else { return safe }
    return CGRect(x: safe.minX, y: top, width: safe.width, height: max(0, safe.maxY - top))
  }

  private func collectPresentations(_ node: Node, into list: inout [Node]) {
    switch node.kind {
    case .presentation, .accessory: list.append(node)
    default: break
    }
    for child in node.children { collectPresentations(child, into: &list) }
  }

  /// Places content in the rectangle its container chose for it, proposing it what the
  /// container proposed when it measured it: a view is placed with the proposal it was sized
  /// for (the `Layout` protocol's placeSubviews(in:proposal:subviews:cache:) receives the same
  /// proposal as sizeThatFits).
  private func placeGroup(
    _ content: [LayoutItem], in rect: CGRect, _ proposal: LayoutProposal, scrolls: Axis.Set
  ) {
    if content.count == 1 {
      place(content[0], in: rect, proposal, scrolls: scrolls)
    } else if !content.isEmpty {
      placeStack(content, .vertical, nil, .center, in: rect, proposal, scrolls: scrolls)
    }
  }

  /// Places content centred in a rectangle at the size it takes for a proposal.
  private func placeCentred(
    _ content: [LayoutItem], in rect: CGRect, _ proposal: LayoutProposal, scrolls: Axis.Set
  ) {
    placeGroup(content, in: centred(group(content, proposal), in: rect), proposal, scrolls: scrolls)
  }

  /// Places content in a rectangle at the size it takes for a proposal, where an alignment
  /// puts it (a frame's alignment:
  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)).
  private func placeAligned(
    _ content: [LayoutItem], in rect: CGRect, _ proposal: LayoutProposal, _ alignment: Alignment,
    scrolls: Axis.Set
  ) {
    placeGroup(
      content, in: aligned(group(content, proposal), in: rect, alignment), proposal,
      scrolls: scrolls)
  }

  /// Places an item in a rectangle its parent gave it (its size is already chosen), with the
  /// proposal it was sized for.
  private func place(
    _ item: LayoutItem, in rect: CGRect, _ proposal: LayoutProposal, scrolls: Axis.Set
  ) {
    let node = item.node
    node.frames.append(rect)
    node.scrollAxes.formUnion(scrolls)
    switch node.layoutRole {
    case .padding(let insets)?:
      let inner = CGRect(
        x: rect.minX + insets.leading, y: rect.minY + insets.top,
        width: max(0, rect.width - insets.leading - insets.trailing),
        height: max(0, rect.height - insets.top - insets.bottom))
      placeCentred(item.content, in: inner, contentProposal(item, proposal), scrolls: scrolls)
    case .fixedFrame?, .flexibleFrame?:
      placeAligned(
        item.content, in: rect, contentProposal(item, proposal), node.alignment,
        scrolls: scrolls)
    case .priority?, .fixedSize?:
      placeCentred(item.content, in: rect, contentProposal(item, proposal), scrolls: scrolls)
    case .stack(let axis, let spacing)?:
      placeStack(
        item.content, axis, spacing, node.alignment, in: rect, proposal, scrolls: scrolls)
    case .scroll(let axes)?:
      let contentProposal = scrollProposal(
        axes, LayoutProposal(width: rect.width, height: rect.height))
      let content = containers.inside(rect.size) { group(item.content, contentProposal) }
      // Content starts at the scroll view's top leading corner; on an axis it does not scroll
      // it is centred.
      var origin = rect.origin
      if !axes.contains(.horizontal) { origin.x += (rect.width - content.width) / 2 }
      if !axes.contains(.vertical) { origin.y += (rect.height - content.height) / 2 }
      containers.inside(rect.size) {
        placeGroup(
          item.content, in: CGRect(origin: origin, size: content), contentProposal,
          scrolls: scrolls.union(axes))
      }
    case .list(let minimum)?:
      // Rows one below the other from the list's top, each as wide as the list and as tall as
      // its content and insets, at least `defaultMinListRowHeight`
      // (https://developer.apple.com/documentation/swiftui/environmentvalues/defaultminlistrowheight);
      // they scroll vertically inside the list.
      let rowProposal = LayoutProposal(width: rect.width, height: nil)
      var top = rect.minY
      containers.inside(rect.size) {
        for row in item.content {
          let height = max(minimum, size(row, rowProposal).height)
          place(
            row, in: CGRect(x: rect.minX, y: top, width: rect.width, height: height),
            LayoutProposal(width: rect.width, height: height), scrolls: scrolls.union(.vertical))
          top += height
        }
      }
    case .layered(let primary)?:
      let main = Array(item.content.prefix(primary.count))
      placeGroup(main, in: rect, proposal, scrolls: scrolls)
      let layerProposal = LayoutProposal(width: rect.width, height: rect.height)
      for layer in item.content.dropFirst(primary.count) {
        place(
          layer, in: aligned(size(layer, layerProposal), in: rect, node.alignment),
          layerProposal, scrolls: scrolls)
      }
    case .labelledControl(let control)?:
      let labelProposal = LayoutProposal(
        width: max(0, rect.width - control.width - Self.defaultSpacing), height: proposal.height)
      let label = group(item.content, labelProposal)
      placeGroup(
        item.content,
        in: CGRect(
          x: rect.minX, y: rect.minY + (rect.height - label.height) / 2, width: label.width,
          height: label.height), labelProposal, scrolls: scrolls)
    case .spacer?, .text?, .fixed?, .flexible?, .field?:
      break
    case .fitting(let axes, _, _)?:
      // The shown alternative fits when its ideal size on the constrained axes is within the
      // proposal on them (an unspecified proposal holds anything).
      var ideal = proposal
      if axes.contains(.horizontal) { ideal.width = nil }
      if axes.contains(.vertical) { ideal.height = nil }
      let wanted = group(item.content, ideal)
      node.fits =
        (!axes.contains(.horizontal) || proposal.width.map { wanted.width <= $0 + 0.5 } ?? true)
        && (!axes.contains(.vertical) || proposal.height.map { wanted.height <= $0 + 0.5 } ?? true)
      placeCentred(item.content, in: rect, proposal, scrolls: scrolls)
    case .custom(let layout)?:
      for (child, (frame, childProposal)) in zip(
        item.content, customPlacements(layout, item.content, in: rect, proposal))
      {
        place(child, in: frame, childProposal, scrolls: scrolls)
      }
    case .progress(let linear)?:
      let layout = progressLayout(
        item, LayoutProposal(width: rect.width, height: rect.height), linear: linear)
      if let label = layout.label {
        placeGroup(
          item.content,
          in: CGRect(
            x: rect.minX, y: rect.minY, width: label.width, height: label.height),
          LayoutProposal(width: rect.width, height: nil), scrolls: scrolls)
      }
    case .aspectRatio?, .containerRelative?:
      placeCentred(item.content, in: rect, contentProposal(item, proposal), scrolls: scrolls)
    case .ignoresSafeArea(let edges)?:
      // "Expands the safe area of a view": a view that reaches an edge of the safe area extends
      // past it to the screen's edge there, and its content is laid out in the larger space
      // (the page's example is a background color filling the screen).
      let safe = safeRect
      var expanded = rect
      let tolerance: CGFloat = 0.5
      if edges.contains(.top), rect.minY <= safe.minY + tolerance {
        expanded = CGRect(
          x: expanded.minX, y: 0, width: expanded.width, height: expanded.maxY)
      }
      if edges.contains(.bottom), rect.maxY >= safe.maxY - tolerance {
        expanded.size.height = screen.height - expanded.minY
      }
      if edges.contains(.leading), rect.minX <= safe.minX + tolerance {
        expanded = CGRect(
          x: 0, y: expanded.minY, width: expanded.maxX, height: expanded.height)
      }
      if edges.contains(.trailing), rect.maxX >= safe.maxX - tolerance {
        expanded.size.width = screen.width - expanded.minX
      }
      node.frames[node.frames.count - 1] = expanded
      placeGroup(
        item.content, in: expanded,
        LayoutProposal(width: expanded.width, height: expanded.height), scrolls: scrolls)
    case nil:
      switch node.kind {
      case .container("GeometryReader"):
        // Its content is proposed its size and placed at its top leading corner.
        let readerProposal = LayoutProposal(width: rect.width, height: rect.height)
        let content = group(item.content, readerProposal)
        placeGroup(
          item.content, in: CGRect(origin: rect.origin, size: content), readerProposal,
          scrolls: scrolls)
      case .container("ZStack"):
        // "The guide for aligning the subviews in this stack on both the x- and y-axes"
        // (https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)):
        // each layer is placed in the stack's frame by the stack's alignment.
        for child in item.content {
          place(
            child, in: aligned(size(child, proposal), in: rect, node.alignment), proposal,
            scrolls: scrolls)
        }
      default:
        placeCentred(item.content, in: rect, proposal, scrolls: scrolls)
      }
    }
  }

  /// A stack places each subview along its axis in order and across it by its alignment: "The
  /// guide for aligning the subviews in this stack. This guide has the same vertical screen
  /// coordinate for every subview" (https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)),
  /// and "... the same horizontal screen coordinate for every subview" for a VStack
  /// (https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)).
  /// A row aligned by a text baseline places each subview so that its baseline is on the
  /// row's (`rowTops`).
  private func placeStack(
    _ content: [LayoutItem], _ axis: Axis, _ spacing: CGFloat?, _ alignment: Alignment,
    in rect: CGRect, _ proposal: LayoutProposal, scrolls: Axis.Set
  ) {
    let layout = stack(content, axis, spacing, proposal, alignment)
    let tops = axis == .horizontal ? rowTops(layout, alignment, height: rect.height) : []
    var position = axis == .horizontal ? rect.minX : rect.minY
    for (index, child) in content.enumerated() {
      let childSize = layout.sizes[index]
      let across = aligned(childSize, in: rect, alignment)
      let frame: CGRect
      if axis == .horizontal {
        frame = CGRect(
          x: position, y: rect.minY + tops[index], width: childSize.width,
          height: childSize.height)
      } else {
        frame = CGRect(
          x: across.minX, y: position, width: childSize.width, height: childSize.height)
      }
      place(child, in: frame, layout.proposals[index], scrolls: scrolls)
      position += childSize[axis] + layout.spacing
    }
  }

  /// A rectangle of a size placed in another by an alignment: leading on the left and trailing
  /// on the right, as left to right (`mirror(_:)` turns a right-to-left view's round after).
  /// Only stacks align text baselines (`rowTops`); a frame or a `ZStack` aligned by one
  /// places its content as the centre (the runtime says so in its README).
  private func aligned(_ size: CGSize, in rect: CGRect, _ alignment: Alignment) -> CGRect {
    let horizontal: CGFloat =
      alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
    let vertical: CGFloat =
      alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
    return CGRect(
      x: rect.minX + (rect.width - size.width) * horizontal,
      y: rect.minY + (rect.height - size.height) * vertical,
      width: size.width, height: size.height)
  }

  /// Where each subview of a row stands, from the row's top: at the top, the bottom or the
  /// centre, or with its text baseline on the row's: "This guide has the same vertical screen
  /// coordinate for every subview" (https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)),
  /// a view without text standing on it by its bottom (`textBaseline`).
  private func rowTops(_ layout: StackLayout, _ alignment: Alignment, height: CGFloat) -> [CGFloat]
  {
    guard let guides = layout.baselines else {
      return layout.sizes.map {
        aligned($0, in: CGRect(x: 0, y: 0, width: $0.width, height: height), alignment).minY
      }
    }
    let line = guides.max() ?? 0
    return guides.map { line - $0 }
  }

  private func centred(_ size: CGSize, in rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2,
      width: size.width, height: size.height)
  }

  /// A horizontal map of frames, x to `scale` × x + `shift`: none, or a reflection.
  struct Reflection {
    var scale: CGFloat
    var shift: CGFloat
    static let none = Reflection(scale: 1, shift: 0)
    func apply(_ rect: CGRect) -> CGRect {
      let left = scale > 0 ? rect.minX : rect.maxX
      return CGRect(x: scale * left + shift, y: rect.minY, width: rect.width, height: rect.height)
    }
    /// This map after a reflection about a rectangle's vertical centre line.
    func reflected(about rect: CGRect) -> Reflection {
      Reflection(scale: -scale, shift: scale * (rect.minX + rect.maxX) + shift)
    }
  }

  /// Mirrors right-to-left views: "SwiftUI horizontally flips the x position of each view
  /// within its parent, so layout calculations automatically produce the desired effect for
  /// both modes" (https://developer.apple.com/documentation/swiftui/layoutdirection; custom
  /// layouts alike, https://developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection).
  /// Each view is laid out as if left to right (leading on the left); then a view whose layout
  /// direction differs from its parent's has its content reflected about its own frame, so in
  /// right to left a stack runs from the right, leading alignment and leading padding are on
  /// the right, and a left-to-right view inside keeps its own order. Shapes' paths and drags
  /// are data measured from a view's left edge, and are not reflected.
  private func mirror(_ node: Node, _ reflection: Reflection, parent: LayoutDirection) {
    let ownFrame = node.frames.first.map { node.frames.dropFirst().reduce($0) { $0.union($1) } }
    var inner = reflection
    if node.layoutDirection != parent, let ownFrame {
      inner = reflection.reflected(about: ownFrame)
    }
    node.frames = node.frames.map { reflection.apply($0) }
    let direction = node.frames.isEmpty && ownFrame == nil ? parent : node.layoutDirection
    for child in node.children { mirror(child, inner, parent: direction) }
  }

  /// Gives a node that is not an item (a custom view, a modifier that does not lay out) the
  /// frame that holds its children's.
  @discardableResult private func fillFrames(_ node: Node) -> CGRect? {
    let children = node.children.compactMap { fillFrames($0) }
    if node.frames.isEmpty, let first = children.first {
      node.frames = [children.dropFirst().reduce(first) { $0.union($1) }]
      for child in node.children { node.scrollAxes.formUnion(child.scrollAxes) }
    }
    return node.frames.first.map { node.frames.dropFirst().reduce($0) { $0.union($1) } }
  }

  // MARK: Findings

  private func find(_ node: Node, hidden: Bool, into findings: inout [LayoutFinding]) {
    switch node.kind {
    case .presentation, .accessory: return
    default: break
    }
    // A hidden view keeps its space but is neither seen nor touched
    // (https://developer.apple.com/documentation/swiftui/view/hidden()).
    let hidden = hidden || node.kind == .modifier("View.hidden()")
    // Named only for a finding: a node's text joins its whole subtree's, so naming every node
    // made the sweep quadratic in the tree's depth.
    var name: String {
      let text = node.text
      return "\(text.isEmpty ? "\(node.kind)" : "\"\(text)\"") (\(node.key))"
    }
    if isInteractive(node), node.allowsHitTesting, !hidden, let area = hitArea(node) {
      if area.width < 0.5 || area.height < 0.5 {
        findings.append(LayoutFinding(kind: .zeroSize, element: name, frame: area))
      } else if isOffScreen(area, scrolls: node.scrollAxes) {
        findings.append(LayoutFinding(kind: .offScreen, element: name, frame: area))
      } else if let reachable = reachable(area, scrolls: node.scrollAxes) {
        // What a finger can reach is the part no system bar covers.
        if isDrawnControl(node), reachable.width < 43.5 || reachable.height < 43.5 {
          findings.append(LayoutFinding(kind: .smallTarget, element: name, frame: reachable))
        }
      } else {
        findings.append(LayoutFinding(kind: .underSystemBars, element: name, frame: area))
      }
    }
    if !hidden, case .text(let measure)? = node.layoutRole {
      for frame in node.frames where measure.isTruncated(in: frame.size) {
        findings.append(LayoutFinding(kind: .truncatedText, element: name, frame: frame))
      }
    }
    for child in node.children { find(child, hidden: hidden, into: &findings) }
  }

  private func isInteractive(_ node: Node) -> Bool {
    switch node.kind {
    case .button, .toggle, .textField: true
    default: node.tapAction != nil || !node.gestureRecognizers.isEmpty || node.longPress != nil
    }
  }

  /// Whether the view's hit area is what its content draws: a button or a gesture target. A
  /// system control's (a switch, a text field, a color well) is the system's, which may reach
  /// past the frame the runtime gives it, so those are held to the size and screen rules only.
  private func isDrawnControl(_ node: Node) -> Bool {
    switch node.kind {
    case .toggle, .textField: return false
    case .button: return !node.isColorPicker
    default: return true
    }
  }

  /// Where a touch reaches the view: its frames and everything its content draws that takes
  /// touches. Hit testing follows the content ("a view's content shape ... defines the area
  /// that responds to taps": https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)),
  /// so content placed past the view's own frame, as negative padding places a larger tap
  /// target, is part of it. A content shape replaces its content's area ("defines the content
  /// shape for hit testing"): what the content draws past it (a clipped marquee's line) takes
  /// no touch.
  private func hitArea(_ node: Node) -> CGRect? {
    var area: CGRect?
    func add(_ node: Node) {
      guard node.allowsHitTesting, node.kind != .modifier("View.hidden()") else { return }
      if node.drawsForTouch {
        for frame in node.frames { area = area.map { $0.union(frame) } ?? frame }
      }
      if node.kind == .modifier("View.contentShape(_:eoFill:)") { return }
      for child in node.children { add(child) }
    }
    add(node)
    // A control that draws nothing has its own frame, to be found empty or small.
    return area ?? node.frames.first.map { CGRect(origin: $0.origin, size: .zero) }
  }

  /// The part of a hit area outside the system bars (on an axis a scroll view scrolls, the
  /// content can be brought out from under them), or nil when none is.
  private func reachable(_ area: CGRect, scrolls: Axis.Set) -> CGRect? {
    var safe = safeRect
    if scrolls.contains(.vertical) {
      safe.origin.y = area.minY
      safe.size.height = area.height
    }
    if scrolls.contains(.horizontal) {
      safe.origin.x = area.minX
      safe.size.width = area.width
    }
    let part = area.intersection(safe)
    return part.isNull || part.width < 0.5 || part.height < 0.5 ? nil : part
  }

  private func isOffScreen(_ frame: CGRect, scrolls: Axis.Set) -> Bool {
    let tolerance: CGFloat = 0.5
    let horizontal =
      !scrolls.contains(.horizontal)
      && (frame.minX < -tolerance || frame.maxX > screen.width + tolerance)
    let vertical =
      !scrolls.contains(.vertical)
      && (frame.minY < -tolerance || frame.maxY > screen.height + tolerance)
    return horizontal || vertical
  }
}
