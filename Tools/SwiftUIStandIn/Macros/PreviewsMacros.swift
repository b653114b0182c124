// The implementation of SwiftUI's `#Preview` and `@Previewable` macros for the type-check
// stand-in and the SwiftUI runtime, built from the toolchain's own SwiftSyntax
// (`usr/lib/swift/host`) as a compiler plug-in library, `libPreviewsMacros.so`. Apple's
// declarations name the implementation `PreviewsMacros.SwiftUIView` and
// `PreviewsMacros.Previewable`; this module is ours and only has to expand what Apple's pages
// document:
//
// - `#Preview(_ name: String? = nil, @ContentBuilder body: @escaping @MainActor () -> any View)`
//   (/documentation/SwiftUI/Preview(_:body:)) "expands into a declaration that calls"
//   `Preview.init(_:traits:body:)` (/documentation/DeveloperToolsSupport/Preview), inside a type
//   conforming to `PreviewRegistry`, "a protocol that the system uses to locate previews at
//   runtime" (/documentation/DeveloperToolsSupport/PreviewRegistry).
// - `@Previewable` (/documentation/SwiftUI/Previewable()): "The `#Preview` macro will generate
//   an embedded SwiftUI view; tagged declarations become properties on the view, and all
//   remaining statements form the view's body."
//

import SwiftSyntax
import SwiftSyntaxMacros

/// A `#Preview` the macro cannot expand, with what to change.
struct PreviewMacroError: Error, CustomStringConvertible {
  let description: String
}

/// What a `#Preview` says: its name (an expression, `nil` when absent), the properties its
/// `@Previewable` declarations become, and the statements that form the view's body.
struct PreviewParts {
  var title: String
  var properties: [String] = []
  var statements: [String] = []

  init(_ node: some FreestandingMacroExpansionSyntax) throws {
    var name: ExprSyntax?
    var closure = node.trailingClosure
    for argument in node.arguments {
      switch argument.label?.text {
      case nil where closure == nil && argument.expression.is(ClosureExprSyntax.self):
        closure = argument.expression.as(ClosureExprSyntax.self)
      case nil: name = argument.expression
      case "body": closure = argument.expression.as(ClosureExprSyntax.self)
      case let label?:
        throw PreviewMacroError(description: "#Preview: `\(label):` is not supported here")
      }
    }
    guard let closure else {
      throw PreviewMacroError(description: "#Preview needs its body as a closure literal")
    }
    if closure.signature != nil {
      throw PreviewMacroError(description: "#Preview: the body takes no parameters")
    }
    title = name?.trimmedDescription ?? "nil"
    for item in closure.statements {
      if let variable = item.item.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: Self.isPreviewable)
      {
        let kept = variable.attributes.filter { !Self.isPreviewable($0) }
        properties.append(variable.with(\.attributes, kept).trimmedDescription)
      } else {
        statements.append(item.trimmedDescription)
      }
    }
  }

  static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
    element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
  }

  /// The embedded view: `@Previewable` declarations as its properties, the rest as its body.
  var content: String {
    let members = properties.map { "  \($0)\n" }.joined()
    let body = statements.map { "    \($0)\n" }.joined()
    return
      "struct Content: SwiftUI.View {\n\(members)  var body: some SwiftUI.View {\n\(body)  }\n}"
  }
}

/// `#Preview("name") { ... }`: a `PreviewRegistry` whose preview shows the body as a view.
public struct SwiftUIView: DeclarationMacro {
  /// The registry type, with the embedded view nested in it.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let parts = try PreviewParts(node)
    let registry = context.makeUniqueName("PreviewRegistry")
    return [
      """
      struct \(registry): SwiftUI.PreviewRegistry {
        static var preview: SwiftUI.Preview {
          MainActor.assumeIsolated { SwiftUI.Preview(\(raw: parts.title)) { Content() } }
        }
        \(raw: parts.content)
      }
      """
    ]
  }
}

/// The runtime's form of `#Preview` (Tools/SwiftUIRuntime/generate.py rewrites each `#Preview`
/// of TesseraUI into `@MainActor let _tesseraPreview_<file>_<line>: Preview =
/// #_RuntimePreview(...)`): the same embedded view, as an expression, so that a generated list
/// can name every preview. A global freestanding macro may only introduce unique names, which
/// source cannot spell.
public struct RuntimePreview: ExpressionMacro {
  /// A closure, called at once, that declares the embedded view and returns its preview.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> ExprSyntax {
    let parts = try PreviewParts(node)
    return """
      { @MainActor () -> SwiftUI.Preview in
      \(raw: parts.content)
      return SwiftUI.Preview(\(raw: parts.title)) { Content() }
      }()
      """
  }
}

/// `@Previewable`: a marker `#Preview` reads; on its own it adds nothing.
public struct Previewable: PeerMacro {
  /// No peers.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
