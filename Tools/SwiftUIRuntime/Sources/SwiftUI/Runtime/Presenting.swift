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
// either way it is presented modally here, and its kind is recorded.
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
        kind: "popover", isPresented: isPresented, onDismiss: nil, content: content))
  }
}

@usableFromInline
nonisolated struct PresentationModifier<Presented: View>: ViewModifier, _RenderingModifier {
  let kind: String
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let content: () -> Presented
  @usableFromInline init(
    kind: String, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
    content: @escaping () -> Presented
  ) {
    self.kind = kind
    self.isPresented = isPresented
    self.onDismiss = onDismiss
    self.content = content
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
      node.children.append(presentation)
    }
    return [node]
  }
}

/// An opaque value derived from an anchor source and a particular view.
/// - Apple: `@frozen struct Anchor<Value>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Anchor<Value>: Sendable {
  /// The anchored rectangle, resolved when the anchor was made (only bounds are modelled).
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
    guard let value = anchor.rect as? T else { _unmodelled("an anchor of \(T.self)") }
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
        // Only bounds rectangles are modelled; they resolve to the screen's rectangle.
        let rect = CGRect(origin: .zero, size: context.graph.screenSize)
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
    modifier(PreferenceReader<K, V>(transform: transform))
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

nonisolated struct PreferenceReader<K: PreferenceKey, V: View>: ViewModifier, _RenderingModifier {
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
