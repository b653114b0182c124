import Foundation
// The runtime's failure paths: what an unmodelled SwiftUI API does when executed, and the
// recorded modifiers of the inert list (inert.txt).
@_exported import _CoreGraphicsStandIn
@_exported import _RuntimeSupport

/// The generated body of an unmodelled `View` modifier: rendering it throws, so a test that
/// reaches it fails with the API's name instead of crashing the test process.
nonisolated public struct _UnmodelledView<Content: View>: View {
  let content: Content
  let api: String
  nonisolated public init(content: Content, api: String) {
    self.content = content
    self.api = api
  }
  public typealias Body = Never
  public var body: Never { _unmodelled(api) }
}

extension _UnmodelledView: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    unmodelledExecutions.append(api)
    throw RuntimeError.unmodelled(api)
  }
}

/// A modifier listed in inert.txt: it changes how a view looks, not its state, identity,
/// focus, gestures or accessibility, so the runtime records it with its arguments and renders
/// the content unchanged.
nonisolated public struct _InertModifier: ViewModifier {
  let api: String
  let arguments: [(String, String)]
  nonisolated public static func apply<Content: View>(
    to content: Content, api: String, arguments: [(String, String)]
  ) -> ModifiedContent<Content, _InertModifier> {
    ModifiedContent(content: content, modifier: _InertModifier(api: api, arguments: arguments))
  }
  public func body(content: Content) -> Never { _unmodelled(api) }
}

extension _InertModifier: _RenderingModifier {
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws
    -> [Node]
  {
    let node = Node(.modifier(api), context)
    node.arguments = arguments
    node.children = try content(context)
    return [node]
  }
}
