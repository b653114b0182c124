// Stand-in for SwiftUI's preview macros and DeveloperToolsSupport's SwiftUI initializer. The
// macros' implementation is ours (Tools/SwiftUIStandIn/Macros/PreviewsMacros.swift, built from
// the toolchain's SwiftSyntax by applecheck.py): Apple ships theirs with Xcode, under the
// module and type names these declarations give.
@_exported import DeveloperToolsSupport

/// Creates a preview of a SwiftUI view.
/// - Apple: `@freestanding(declaration) macro Preview(_ name: String? = nil, @ContentBuilder body: @escaping @MainActor () -> any View)`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// Tag allowing a dynamic property to appear inline in a preview.
/// - Apple: `@attached(peer) macro Previewable()`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewsMacros", type: "Previewable")

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Preview {
  /// Creates a preview of a SwiftUI view.
  /// - Apple: `@MainActor init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View)`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @MainActor public init(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping @MainActor () -> any View
  ) {
    fatalError("type-checked only")
  }
}
