// Previews: what SwiftUI's `#Preview` builds, kept so the tests can execute it. The stand-in's
// declarations are Tools/SwiftUIStandIn/Frameworks/DeveloperToolsSupport/Preview.swift and
// Frameworks/SwiftUI/Previews.swift; the macros' implementation is
// Tools/SwiftUIStandIn/Macros/PreviewsMacros.swift, the same for the type-check and here.
//
// "The `#Preview` macro will generate an embedded SwiftUI view; tagged declarations become
// properties on the view, and all remaining statements form the view's body"
// (/documentation/SwiftUI/Previewable()); the preview "expands into a declaration that calls"
// `Preview.init(_:traits:body:)` (/documentation/DeveloperToolsSupport/Preview/init(_:traits:body:)).

/// A base type that preview macros use to create previews.
/// - Apple: `@MainActor struct Preview`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor public struct Preview {
  /// Traits that apply to previews of views and view controllers.
  /// - Apple: `enum ViewTraits`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public enum ViewTraits {}

  /// The name the canvas shows (runtime test API); `nil` when the preview has none.
  public let displayName: String?
  private let content: @MainActor () -> any View

  /// Creates a preview of a SwiftUI view.
  /// - Apple: `@MainActor init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View)`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @MainActor public init(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping @MainActor () -> any View
  ) {
    if !traits.isEmpty { _unmodelled("Preview traits") }
    displayName = name
    content = body
  }

  /// The previewed view, built as the canvas builds it (runtime test API).
  public func makeContent() -> any View { content() }

  /// The previewed view executed in a host, as the canvas shows it (runtime test API).
  package func host(environment: EnvironmentValues = EnvironmentValues()) throws
    -> ViewHost<AnyView>
  {
    try ViewHost(AnyView(content()), environment: environment)
  }
}

/// The runtime's spelling of `#Preview` (runtime test API): `generate.py --tesseraui` rewrites
/// each `#Preview(...)` of TesseraUI into `@MainActor let _tesseraPreview_<file>_<line>:
/// Preview = #_RuntimePreview(...)`, so that a generated list names every preview. It expands to
/// the same embedded view as `#Preview` (a global `#Preview` may introduce only unique names,
/// which no list could spell).
@freestanding(expression)
public macro _RuntimePreview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) -> Preview = #externalMacro(module: "PreviewsMacros", type: "RuntimePreview")
