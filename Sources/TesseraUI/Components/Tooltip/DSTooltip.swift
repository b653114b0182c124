#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLayout

/// A short hint in a small inverted bubble next to the view it describes. Apply it with
/// `.dsTooltip(_:isPresented:edge:)` or `.dsTooltip(_:isPresented:preferredEdge:)`; the side and
/// position come from TesseraComponents' `TooltipPlacement`, so the bubble stays inside the
/// window. VoiceOver reads the hint as the view's hint, so the text is available without the
/// bubble.
///
/// ```swift
/// Image(systemName: "info.circle")
///   .dsTooltip("Prices include VAT", isPresented: $showsHint)
/// ```
public struct DSTooltip: View {
  private let text: String
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a tooltip bubble.
  /// - Parameters:
  ///   - text: The hint.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(_ text: String, accessibilityIdentifier: String? = nil) {
    self.text = text
    self.identifier = accessibilityIdentifier
  }

  /// The bubble.
  public var body: some View {
    let look = theme.appearance(.tooltip, on: backdrop)
    Text(text)
      .fixedSize(horizontal: false, vertical: true)
      .dsChrome(look)
      .dsAccessibilityIdentifier(identifier)
  }
}

extension View {
  /// Shows a ``DSTooltip`` above or below this view while `isPresented` is true, and gives its
  /// text to VoiceOver as this view's hint. The bubble goes on `edge` when it fits inside the
  /// window, else on the other side, and is shifted to stay inside (`TooltipPlacement`).
  ///
  /// ```swift
  /// DSIconButton("questionmark.circle", accessibilityLabel: "Help") { showsHint.toggle() }
  ///   .dsTooltip("Tap for help", isPresented: $showsHint)
  /// ```
  public func dsTooltip(_ text: String, isPresented: Binding<Bool>, edge: VerticalEdge = .top)
    -> some View
  {
    modifier(
      DSTooltipModifier(
        text: text, isPresented: isPresented, edge: edge == .top ? .top : .bottom))
  }

  /// Shows a ``DSTooltip`` on any side of this view while `isPresented` is true, and gives its
  /// text to VoiceOver as this view's hint. `TooltipPlacement` chooses the side (the preferred
  /// one when the bubble fits inside the window, else the opposite, else the roomiest) and
  /// keeps the bubble inside the window.
  ///
  /// ```swift
  /// Image(systemName: "info.circle")
  ///   .dsTooltip("Prices include VAT", isPresented: $showsHint, preferredEdge: .trailing)
  /// ```
  public func dsTooltip(
    _ text: String, isPresented: Binding<Bool>, preferredEdge: TooltipPlacement.Edge
  ) -> some View {
    modifier(DSTooltipModifier(text: text, isPresented: isPresented, edge: preferredEdge))
  }
}

private struct DSTooltipBoundsKey: EnvironmentKey {
  static let defaultValue: CGRect? = nil
}

extension EnvironmentValues {
  /// The frame, in global coordinates, that tooltips stay inside: the content of the nearest
  /// ``DSThemeProvider``; nil outside one, where tooltips go on their preferred edge.
  var dsTooltipBounds: CGRect? {
    get { self[DSTooltipBoundsKey.self] }
    set { self[DSTooltipBoundsKey.self] = newValue }
  }
}

extension LayoutRect {
  /// The rectangle in TesseraLayout's terms.
  init(_ rect: CGRect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
}

private struct DSTooltipModifier: ViewModifier {
  let text: String
  @Binding var isPresented: Bool
  let edge: TooltipPlacement.Edge
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsTooltipBounds) private var bounds
  @State private var anchor = CGRect.zero
  @State private var bubble = CGSize.zero

  func body(content: Content) -> some View {
    let look = theme.appearance(.tooltip)
    let placement = theme.tooltipPlacement(
      anchor: LayoutRect(anchor),
      tooltip: LayoutSize(width: bubble.width, height: bubble.height),
      container: bounds.map { LayoutRect($0) }, preferredEdge: edge)
    content
      .accessibilityHint(text)
      .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { anchor = $0 }
      .overlay(alignment: .topLeading) {
        if isPresented {
          DSTooltip(text)
            .fixedSize()
            .onGeometryChange(for: CGSize.self, of: { $0.size }) { bubble = $0 }
            .offset(
              x: placement.frame.minX - anchor.minX, y: placement.frame.minY - anchor.minY
            )
            .transition(.opacity)
            .onTapGesture { isPresented = false }
            .accessibilityHidden(true)
        }
      }
      .animation(look.motion.flatMap { Animation.tessera($0) }, value: isPresented)
  }
}
#endif
