// How the structural views and modifiers render: ViewBuilder results, ForEach, AnyView,
// ModifiedContent and ViewModifier bodies.
import Foundation

extension TupleView: _PrimitiveView {
  // Each element is its own position: TupleView's element index is structural identity.
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    var nodes: [Node] = []
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      nodes += try renderAny(child.value, context.appending("\(index)"))
    }
    return nodes
  }
}

extension EmptyView: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] { [] }
}

extension Optional: _PrimitiveView where Wrapped: View {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    switch self {
    case .some(let view): try render(view, context.appending("some"))
    case .none: []
    }
  }
}

extension _ConditionalContent: _PrimitiveView where TrueContent: View, FalseContent: View {
  // The branch is part of identity: views in the two branches never share state
  // (https://developer.apple.com/videos/play/wwdc2021/10022/, "structural identity").
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    switch storage {
    case .trueContent(let view): try render(view, context.appending("if"))
    case .falseContent(let view): try render(view, context.appending("else"))
    }
  }
}

extension AnyView: _PrimitiveView {
  // An AnyView whose wrapped type changes replaces its view: the type is part of identity
  // (https://developer.apple.com/documentation/swiftui/anyview).
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try renderer(context.appending("AnyView<\(typeName)>"))
  }
}

extension Group: _PrimitiveView where Content: View {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try render(content, context)
  }
}

extension ForEach: _PrimitiveView where Content: View {
  // Each element's identity is its id, not its offset
  // (https://developer.apple.com/documentation/swiftui/foreach).
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    var nodes: [Node] = []
    for element in data {
      let id = identify(element)
      let rendered = try render(content(element), context.appending("id:\(id.base)"))
      for node in rendered { node.elementID = id }
      nodes += rendered
    }
    return nodes
  }
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let content = self.content
    let renderContent: (RenderContext) throws -> [Node] = { try render(content, $0) }
    if let rendering = modifier as? any _RenderingModifier {
      return try rendering._render(content: renderContent, context)
    }
    if Modifier.Body.self == Never.self {
      throw RuntimeError.unmodelled("\(typeName(Modifier.self)).body(content:)")
    }
    // A ViewModifier is rendered like a custom view: its own state, then its body, in which
    // the modified content appears wherever the body places `content`.
    let modifierContext = context.appending(typeName(Modifier.self))
    context.graph.install(modifier, context: modifierContext)
    let node = Node(.view(typeName(Modifier.self)), modifierContext)
    let placeholder = _ViewModifier_Content<Modifier>(renderContent: renderContent)
    node.children = try render(modifier.body(content: placeholder), modifierContext)
    return [node]
  }
}

extension _ViewModifier_Content: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try renderContent(context.appending("content"))
  }
}
