// Views layered behind or in front of a view: background(alignment:content:) and
// overlay(alignment:content:). Both add views to the tree, so their content renders, keeps
// state under its own identity and is read by VoiceOver
// (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:),
// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)).
// VoiceOver's order follows layout, which is not modelled: a background's elements come before
// the view's, an overlay's after (assumed; the README says so).
import Foundation

extension View {
  /// Layers the views that you specify behind this view.
  /// - Apple: `nonisolated func background<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V : View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(LayerModifier(layer: content(), isBehind: true, alignment: alignment))
  }
  /// Layers the views that you specify in front of this view.
  /// - Apple: `nonisolated func overlay<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View where V : View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(LayerModifier(layer: content(), isBehind: false, alignment: alignment))
  }
}

/// A background or an overlay: the layer renders as its own subtree beside the content.
nonisolated struct LayerModifier<Layer: View>: ViewModifier, _RenderingModifier {
  let layer: Layer
  let isBehind: Bool
  let alignment: Alignment
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let name =
      isBehind
      ? "View.background(alignment:content:)" : "View.overlay(alignment:content:)"
    let node = Node(.modifier(name), context)
    node.arguments = [("alignment", String(describing: alignment))]
    node.alignment = alignment
    let main = try content(context)
    let layered = try render(layer, context.appending(isBehind ? "background" : "overlay"))
    node.children = isBehind ? layered + main : main + layered
    // The view sets the size; the layer is laid out at it
    // ("the background ... is proposed the size of the view it modifies": the stricter
    // reading of "Layers the views ... behind this view", which sizes the layer to the view).
    node.layoutRole = .layered(
      primary: isBehind ? layered.count..<layered.count + main.count : 0..<main.count)
    return [node]
  }
}
