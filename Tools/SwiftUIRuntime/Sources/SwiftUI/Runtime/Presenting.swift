// Sheets, full-screen covers and popovers, and preferences.
//
// Presentations (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)):
// while the binding is true the content is presented, with its own identity (its state lives
// as long as it is presented); SwiftUI sets the binding to false when the person dismisses it
// (`ViewHost.dismissPresentation()`, the swipe down or a tap outside a popover) and calls
// onDismiss once the presentation is gone, whoever dismissed it. A presentation is modal: while
// one is up, VoiceOver visits only its elements and touches reach only its views (the
// stricter case for a popover, which Apple's pages do not describe for VoiceOver). A popover
// on iPhone adapts to a sheet unless presentationCompactAdaptation(.popover) asks otherwise
// (https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:));
// either way it is presented modally here, and its kind is recorded. The popover's
// attachmentAnchor ("the positioning anchor that defines the attachment point of the
// popover") and arrowEdge ("the edge of the attachmentAnchor that defines the location of the
// popover's arrow"; nil lets the system choose) are recorded with the view it is attached to
// (`PresentationState.arrowEdge`, `attachmentAnchor`, `anchorLabels`); where the system puts
// the popover on screen is not modelled.
//
// Preferences (https://developer.apple.com/documentation/swiftui/preferencekey): a view's
// preference is reduced with its siblings' in view-tree order (`reduce(value:nextValue:)`)
// from the key's default, and read by an ancestor (overlayPreferenceValue); a
// transformPreference changes what its subtree reports. Anchors resolve to the screen's
// rectangle: layout is not modelled (GeometryReading.swift).
import Foundation

extension View {
  /// Presents a sheet when a binding to a Boolean value that you provide is true.
  /// - Apple: `nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        kind: "sheet", isPresented: isPresented, onDismiss: onDismiss, content: content))
  }
  /// Presents a modal view that covers as much of the screen as possible when binding to a
  /// Boolean value you provide is true.
  /// - Apple: `nonisolated func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`
  /// - Apple availability: iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        kind: "fullScreenCover", isPresented: isPresented, onDismiss: onDismiss,
        content: content))
  }
  /// Presents a popover when a given condition is true.
  /// - Apple: `@export(implementation) nonisolated func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @export(implementation)
  nonisolated public func popover<Content>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    modifier(
      PresentationModifier(
        kind: "popover", isPresented: isPresented, onDismiss: nil, content: content,
        popover: (anchor: attachmentAnchor, arrowEdge: arrowEdge)))
  }
}

@usableFromInline
nonisolated struct PresentationModifier<Presented: View>: ViewModifier, _RenderingModifier {
  let kind: String
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let content: () -> Presented
  /// A popover's attachment anchor and arrow edge.
  let popover: (anchor: PopoverAttachmentAnchor, arrowEdge: Edge?)?
  @usableFromInline init(
    kind: String, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
    content: @escaping () -> Presented,
    popover: (anchor: PopoverAttachmentAnchor, arrowEdge: Edge?)? = nil
  ) {
    self.kind = kind
    self.isPresented = isPresented
    self.onDismiss = onDismiss
    self.content = content
    self.popover = popover
  }
  @usableFromInline func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let graph = context.graph
    let node = Node(.modifier("View.\(kind)"), context)
    node.children = try content(context)
    let key = graph.uniqueKey(context.key + "#" + kind)
    graph.seen.insert(key)
    let presented = isPresented.wrappedValue
    if (graph.observedValues[key] as? Bool) == true, !presented, let onDismiss {
      graph.pendingActions.append { onDismiss() }
    }
    graph.observedValues[key] = presented
    if presented {
      let presentation = Node(.presentation(kind), context)
      presentation.dismissBinding = isPresented
      var inner = context.appending(kind)
      inner.presentation = inner.key
      if let scheme = graph.preferredColorSchemes[inner.key] {
        inner.environment.colorScheme = scheme
      }
      presentation.children = try render(self.content(), inner)
      presentation.presentationState = try PresentationState(
        kind: kind, key: key, settings: sheetSettings(in: presentation.children), graph: graph,
        popover: popover.map { popover in
          let anchor =
            switch popover.anchor {
            case .rect(let source): "rect(\(source.name))"
            }
          return (anchor, popover.arrowEdge, node.children)
        })
      node.children.append(presentation)
    } else {
      // Dismissed: the next presentation starts again from its lowest detent.
      graph.sheetDetents[key] = nil
    }
    return [node]
  }
}

/// An opaque value derived from an anchor source and a particular view.
/// - Apple: `@frozen struct Anchor<Value>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Anchor<Value>: Sendable {
  /// The anchored rectangle in the screen, resolved when the anchor was made from the last
  /// layout (only bounds are modelled).
  let rect: CGRect?
  /// A type-erased geometry value that produces an anchored value of a given type.
  /// - Apple: `@frozen struct Source`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @frozen public struct Source: Sendable {
    /// What the source resolves to.
    let name: String
  }
}

extension Anchor.Source where Value == CGRect {
  /// An anchor source rect defined as the entire bounding rect of the current view.
  /// - Apple: `static var bounds: Anchor<CGRect>.Source { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}

extension GeometryProxy {
  /// Resolves the value of an anchor to the container view.
  /// - Apple: `subscript<T>(anchor: Anchor<T>) -> T { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public subscript<T>(anchor: Anchor<T>) -> T {
    // "to the container view": the anchored rectangle in the proxy's own space, whose origin
    // is the container's top leading corner (its global frame's origin).
    guard
      let rect = anchor.rect,
      let value = rect.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY) as? T
    else { _unmodelled("an anchor of \(T.self)") }
    return value
  }
}

extension View {
  /// Sets a value for the specified preference key, the value is a function of a geometry
  /// value tied to the current coordinate space, allowing readers of the value to convert the
  /// geometry to their local coordinates.
  /// - Apple: `nonisolated func anchorPreference<A, K>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View where K : PreferenceKey`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func anchorPreference<A, K>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View where K: PreferenceKey {
    modifier(
      PreferenceModifier<K>(name: "anchorPreference") { context in
        // Only bounds rectangles are modelled: the view's frame in the screen, as the last
        // layout placed it (the host lays out again until it holds, Host.swift); the
        // screen's rectangle before the first layout, as a geometry reader is given.
        let rect =
          context.graph.geometryFrames[context.key]
          ?? CGRect(origin: .zero, size: context.graph.screenSize)
        return transform(Anchor<A>(rect: rect))
      })
  }

  /// Reads the specified preference value from the view, using it to produce a second view
  /// that is applied as an overlay to the original view.
  /// - Apple: `nonisolated func overlayPreferenceValue<K, V>(_ key: K.Type, alignment: Alignment = .center, @ContentBuilder _ transform: @escaping (K.Value) -> V) -> some View where K : PreferenceKey, V : View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func overlayPreferenceValue<K, V>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View where K: PreferenceKey, V: View {
    modifier(PreferenceReader<K, V>(alignment: alignment, transform: transform))
  }

  /// Applies a transformation to a preference value.
  /// - Apple: `nonisolated func transformPreference<K>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View where K : PreferenceKey`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func transformPreference<K>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View where K: PreferenceKey {
    modifier(PreferenceTransformer<K>(callback: callback))
  }
}

/// A node's contribution to a preference key: a value, or a transform of its subtree's value.
enum PreferenceContribution {
  case value(Any)
  case transform((inout Any) -> Void)
}

nonisolated struct PreferenceModifier<K: PreferenceKey>: ViewModifier, _RenderingModifier {
  let name: String
  let value: @MainActor (RenderContext) -> K.Value
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier("View.\(name)"), context)
    node.children = try content(context)
    node.preferences[typeName(K.self)] = .value(value(context))
    return [node]
  }
}

nonisolated struct PreferenceTransformer<K: PreferenceKey>: ViewModifier, _RenderingModifier {
  let callback: (inout K.Value) -> Void
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier("View.transformPreference(_:_:)"), context)
    node.children = try content(context)
    let callback = self.callback
    node.preferences[typeName(K.self)] = .transform { value in
      var typed = value as? K.Value ?? K.defaultValue
      callback(&typed)
      value = typed
    }
    return [node]
  }
}

/// The value of `K` that `nodes` report, reduced in tree order; nil when none reports one.
@MainActor func preferenceValue<K: PreferenceKey>(_: K.Type, of nodes: [Node]) -> K.Value? {
  var result: K.Value?
  for node in nodes {
    guard let next = preferenceValue(K.self, of: node) else { continue }
    if var current = result {
      K.reduce(value: &current) { next }
      result = current
    } else {
      result = next
    }
  }
  return result
}

@MainActor func preferenceValue<K: PreferenceKey>(_: K.Type, of node: Node) -> K.Value? {
  let below = preferenceValue(K.self, of: node.children)
  switch node.preferences[typeName(K.self)] {
  case .value(let value)?:
    // The view's own value, then what its descendants report.
    guard var own = value as? K.Value else { return below }
    if let below { K.reduce(value: &own) { below } }
    return own
  case .transform(let transform)?:
    var value: Any = below ?? K.defaultValue
    transform(&value)
    return value as? K.Value
  case nil:
    return below
  }
}

/// `overlayPreferenceValue(_:alignment:_:)`: "applied as an overlay to the original view",
/// laid out as `overlay(alignment:content:)` is (Decorations.swift): the view sets the size, and
/// the overlay is proposed it and placed by `alignment`.
nonisolated struct PreferenceReader<K: PreferenceKey, V: View>: ViewModifier, _RenderingModifier {
  let alignment: Alignment
  let transform: (K.Value) -> V
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier("View.overlayPreferenceValue(_:alignment:_:)"), context)
    let main = try content(context)
    let value = preferenceValue(K.self, of: main) ?? K.defaultValue
    let overlay = try render(transform(value), context.appending("preferenceOverlay"))
    node.children = main + overlay
    node.arguments = [("alignment", String(describing: alignment))]
    node.alignment = alignment
    node.layoutRole = .layered(primary: 0..<main.count)
    return [node]
  }
}

/// Strategies for adapting a presentation to a different size class. The runtime presents a
/// popover modally either way (the file's header); the adaptation is recorded by
/// `presentationCompactAdaptation(_:)`.
/// - Apple: `struct PresentationAdaptation`
/// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
public struct PresentationAdaptation: Sendable {
  let name: String
  /// Prefer a popover appearance when adapting for size classes.
  /// - Apple: `static var popover: PresentationAdaptation { get }`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
extension PresentationAdaptation: CustomStringConvertible {
  public var description: String { name }
}

// MARK: Detents and the sheet's other settings
//
// A sheet rests at one of its detents
// (https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)): "By default,
// sheets support the large detent"; with more than one, "people can drag the sheet to resize
// it". With a selection binding
// (https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:))
// the sheet rests at the binding's detent and the person's drag writes it; the binding must
// be "one of the detents that you provide": anything else fails the render (the page gives no
// behaviour for it). Without one, the sheet opens at its smallest detent, as UIKit's sheet does
// when nothing is selected
// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier:
// "the sheet displays at the smallest detent you specify"; assumed for SwiftUI, whose page is
// silent), and forgets the detent when dismissed. Heights, to order the detents: `.medium` is
// "approximately half the height of the screen" (half, here), `.large` "full height", a
// fraction is of the height "the presentation appears in" (PresentationDetent.Context's
// maxDetentValue), taken as the screen's; `.height` is its points, at most the screen's.
// `interactiveDismissDisabled(_:)`
// (https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:))
// prevents "nonprogrammatic dismissal": the person's swipe down (`dismissPresentation()`)
// throws, while the app's binding still dismisses. `presentationBackgroundInteraction(_:)`
// (https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:))
// is recorded; touches and VoiceOver stay modal to the sheet whatever it says (the stricter
// case: a test cannot reach the page behind through it). Settings apply to the enclosing
// presentation only; when one is set twice, the outermost modifier's is taken (assumed; the
// pages are silent).

/// A type that represents a height where a sheet naturally rests.
/// - Apple: `struct PresentationDetent`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(CGFloat)
    case height(CGFloat)
  }
  let kind: Kind
  /// The system detent for a sheet that’s approximately half the height of the screen, and is
  /// inactive in compact height.
  /// - Apple: `static let medium: PresentationDetent`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static let medium = PresentationDetent(kind: .medium)
  /// The system detent for a sheet at full height.
  /// - Apple: `static let large: PresentationDetent`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static let large = PresentationDetent(kind: .large)
  /// A custom detent with the specified fractional height.
  /// - Apple: `static func fraction(_ fraction: CGFloat) -> PresentationDetent`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }
  /// A custom detent with the specified height.
  /// - Apple: `static func height(_ height: CGFloat) -> PresentationDetent`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }

  /// The sheet's height at this detent on a screen `screen` points tall (the file's header).
  func height(onScreen screen: CGFloat) -> CGFloat {
    switch kind {
    case .medium: screen / 2
    case .large: screen
    case .fraction(let share): min(screen, max(0, share * screen))
    case .height(let points): min(screen, max(0, points))
    }
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension PresentationDetent: CustomStringConvertible {
  /// As it is written: `medium`, `large`, `fraction(0.25)`, `height(120.0)`.
  public var description: String {
    switch kind {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let share): "fraction(\(share))"
    case .height(let points): "height(\(points))"
    }
  }
}

/// The kinds of interaction available to views behind a presentation.
/// - Apple: `struct PresentationBackgroundInteraction`
/// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  /// The default background interaction for the presentation.
  /// - Apple: `static var automatic: PresentationBackgroundInteraction { get }`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  public static var automatic: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "automatic")
  }
  /// People can’t interact with the view behind a presentation.
  /// - Apple: `static var disabled: PresentationBackgroundInteraction { get }`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  public static var disabled: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "disabled")
  }
  /// People can interact with the view behind a presentation.
  /// - Apple: `static var enabled: PresentationBackgroundInteraction { get }`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  public static var enabled: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled")
  }
  /// People can interact with the view behind a presentation up through a specified detent.
  /// - Apple: `static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  { PresentationBackgroundInteraction(name: "enabled(upThrough: \(detent))") }
}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
extension PresentationBackgroundInteraction: CustomStringConvertible {
  public var description: String { name }
}

extension View {
  /// Sets the available detents for the enclosing sheet.
  /// - Apple: `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(
      SheetSettingModifier(
        api: "View.presentationDetents(_:)", setting: .detents(detents, selection: nil)))
  }
  /// Sets the available detents for the enclosing sheet, giving you programmatic control of the
  /// currently selected detent.
  /// - Apple: `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    modifier(
      SheetSettingModifier(
        api: "View.presentationDetents(_:selection:)",
        setting: .detents(detents, selection: selection)))
  }
  /// Controls whether people can interact with the view behind a presentation.
  /// - Apple: `nonisolated func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View`
  /// - Apple availability: iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1.0, *)
  nonisolated public func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View {
    modifier(
      SheetSettingModifier(
        api: "View.presentationBackgroundInteraction(_:)",
        setting: .backgroundInteraction(interaction)))
  }
  /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
  /// inspectors.
  /// - Apple: `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(
      SheetSettingModifier(
        api: "View.interactiveDismissDisabled(_:)",
        setting: .interactiveDismissDisabled(isDisabled)))
  }
}

/// What a modifier inside a presentation asks of it.
enum SheetSetting {
  case detents(Set<PresentationDetent>, selection: Binding<PresentationDetent>?)
  case backgroundInteraction(PresentationBackgroundInteraction)
  case interactiveDismissDisabled(Bool)
}

nonisolated struct SheetSettingModifier: ViewModifier, _RenderingModifier {
  let api: String
  let setting: SheetSetting
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier(api), context)
    node.children = try content(context)
    node.sheetSetting = setting
    return [node]
  }
}

/// The settings of the presentation whose content is `nodes`, outermost first, without those
/// of presentations nested in it.
@MainActor func sheetSettings(in nodes: [Node]) -> [SheetSetting] {
  var settings: [SheetSetting] = []
  func visit(_ node: Node) {
    if case .presentation = node.kind { return }
    if let setting = node.sheetSetting { settings.append(setting) }
    node.children.forEach(visit)
  }
  nodes.forEach(visit)
  return settings
}

/// A presentation as the person sees it: the detents a sheet rests at, ascending, and the one
/// it rests at now; whether the person can dismiss it; what the views behind it may do.
@MainActor package struct PresentationState {
  /// `sheet`, `fullScreenCover` or `popover`.
  package let kind: String
  /// A sheet's detents, lowest first (empty for other presentations).
  package let detents: [PresentationDetent]
  /// The detent a sheet rests at (nil for other presentations).
  package let detent: PresentationDetent?
  /// Whether the person can dismiss it (`interactiveDismissDisabled(_:)`).
  package let dismissesInteractively: Bool
  /// What the views behind it may do (`.automatic` unless set).
  package let backgroundInteraction: PresentationBackgroundInteraction
  /// The sheet's height at its detent, on the screen it was rendered for.
  package let height: CGFloat?
  /// A popover's attachment anchor as written (`rect(bounds)`); nil for other presentations.
  package let attachmentAnchor: String?
  /// The edge of the attachment anchor a popover's arrow is on; nil when the system chooses,
  /// and for other presentations.
  package let arrowEdge: Edge?
  /// The view a popover is attached to, as rendered (empty for other presentations).
  let anchor: [Node]
  let key: String
  let selection: Binding<PresentationDetent>?

  /// What VoiceOver reads of the view a popover is attached to: its elements' labels.
  package var anchorLabels: [String] {
    flattened(AccessibilityTreeBuilder.elements(of: anchor)).compactMap(\.label)
  }

  init(
    kind: String, key: String, settings: [SheetSetting], graph: ViewGraph,
    popover: (anchor: String, arrowEdge: Edge?, view: [Node])? = nil
  ) throws {
    self.kind = kind
    self.key = key
    attachmentAnchor = popover?.anchor
    arrowEdge = popover?.arrowEdge
    anchor = popover?.view ?? []
    var detentSetting: (Set<PresentationDetent>, Binding<PresentationDetent>?)?
    var dismissDisabled: Bool?
    var interaction: PresentationBackgroundInteraction?
    for setting in settings {
      switch setting {
      case .detents(let detents, let selection):
        if detentSetting == nil { detentSetting = (detents, selection) }
      case .interactiveDismissDisabled(let disabled):
        if dismissDisabled == nil { dismissDisabled = disabled }
      case .backgroundInteraction(let value):
        if interaction == nil { interaction = value }
      }
    }
    dismissesInteractively = !(dismissDisabled ?? false)
    backgroundInteraction = interaction ?? .automatic
    guard kind == "sheet" else {
      detents = []
      detent = nil
      height = nil
      selection = nil
      return
    }
    let screen = graph.screenSize.height
    let set = detentSetting?.0 ?? []
    let ordered = (set.isEmpty ? [.large] : Array(set)).sorted {
      let (a, b) = ($0.height(onScreen: screen), $1.height(onScreen: screen))
      return a == b ? $0.description < $1.description : a < b
    }
    detents = ordered
    selection = detentSetting?.1
    if let selection {
      guard ordered.contains(selection.wrappedValue) else {
        throw RuntimeError.notInteractive(
          "the sheet's selected detent \(selection.wrappedValue) is not one of its detents "
            + "\(ordered); presentationDetents(_:selection:) asks that it be one")
      }
      detent = selection.wrappedValue
    } else if let chosen = graph.sheetDetents[key], ordered.contains(chosen) {
      detent = chosen
    } else {
      detent = ordered[0]
    }
    height = detent.map { $0.height(onScreen: screen) }
  }
}
