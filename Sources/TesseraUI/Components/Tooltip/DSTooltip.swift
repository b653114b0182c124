#if canImport(SwiftUI)
import Observation
import SwiftUI
import TesseraComponents
import TesseraLayout

/// A short hint in a small inverted bubble next to the view it describes. Apply it with
/// `.dsTooltip(_:isPresented:edge:)` or `.dsTooltip(_:isPresented:preferredEdge:)`; the side and
/// position come from TesseraComponents' `TooltipPlacement`, so the bubble stays inside the
/// window. Under a `DSThemeProvider` (or `DSApp`) the bubble is drawn in the provider's overlay,
/// so a scroll view, a clipped card or a later sibling around the described view cannot clip
/// or cover it. VoiceOver reads the hint as the view's hint, so the text is available without
/// the bubble.
///
/// ```swift
/// Image(systemName: "info.circle")
///   .dsTooltip("Prices include VAT", isPresented: $showsHint)
/// ```
public struct DSTooltip: View {
  private let text: Text
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a tooltip bubble whose hint is looked up in the app's strings; a string literal
  /// chooses this one.
  /// - Parameters:
  ///   - textKey: The key of the hint.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(_ textKey: LocalizedStringKey, accessibilityIdentifier: String? = nil) {
    self.init(text: Text(textKey), identifier: accessibilityIdentifier)
  }

  /// Creates a tooltip bubble whose hint is a localized resource, looked up when it is drawn.
  /// - Parameters:
  ///   - textResource: The hint.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  @_disfavoredOverload
  public init(_ textResource: LocalizedStringResource, accessibilityIdentifier: String? = nil) {
    self.init(text: Text(textResource), identifier: accessibilityIdentifier)
  }

  /// Creates a tooltip bubble whose hint is shown as written (text the app already
  /// localized).
  /// - Parameters:
  ///   - text: The hint.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  @_disfavoredOverload
  public init<Hint: StringProtocol>(_ text: Hint, accessibilityIdentifier: String? = nil) {
    self.init(text: Text(text), identifier: accessibilityIdentifier)
  }

  init(text: Text, identifier: String? = nil) {
    self.text = text
    self.identifier = identifier
  }

  /// The bubble.
  public var body: some View {
    let look = theme.appearance(.tooltip, on: backdrop)
    text
      .fixedSize(horizontal: false, vertical: true)
      .dsChrome(look)
      .dsAccessibilityIdentifier(identifier)
  }
}

extension View {
  /// Shows a ``DSTooltip`` above or below this view while `isPresented` is true, its hint looked up in the app's strings (a string literal chooses this one),
  /// and gives its text to VoiceOver as this view's hint. The bubble goes on `edge` when it
  /// fits inside the window, else on the other side, and is shifted to stay inside
  /// (`TooltipPlacement`).
  ///
  /// ```swift
  /// DSIconButton("questionmark.circle", accessibilityLabel: "Help") { showsHint.toggle() }
  ///   .dsTooltip("Tap for help", isPresented: $showsHint)
  /// ```
  /// - Parameters:
  ///   - textKey: The key of the hint, also VoiceOver's hint for this view.
  ///   - isPresented: Whether the bubble shows; tapping it sets this to false.
  ///   - edge: The side to prefer.
  public func dsTooltip(
    _ textKey: LocalizedStringKey, isPresented: Binding<Bool>, edge: VerticalEdge = .top
  ) -> some View {
    modifier(
      DSTooltipModifier(
        text: Text(textKey), isPresented: isPresented, edge: edge == .top ? .top : .bottom))
  }

  /// Shows a ``DSTooltip`` above or below this view while `isPresented` is true, its hint a localized resource,
  /// and gives its text to VoiceOver as this view's hint. The bubble goes on `edge` when it
  /// fits inside the window, else on the other side, and is shifted to stay inside
  /// (`TooltipPlacement`).
  /// - Parameters:
  ///   - textResource: The hint, also VoiceOver's hint for this view.
  ///   - isPresented: Whether the bubble shows; tapping it sets this to false.
  ///   - edge: The side to prefer.
  @_disfavoredOverload
  public func dsTooltip(
    _ textResource: LocalizedStringResource, isPresented: Binding<Bool>, edge: VerticalEdge = .top
  ) -> some View {
    modifier(
      DSTooltipModifier(
        text: Text(textResource), isPresented: isPresented, edge: edge == .top ? .top : .bottom))
  }

  /// Shows a ``DSTooltip`` above or below this view while `isPresented` is true, its hint shown as written,
  /// and gives its text to VoiceOver as this view's hint. The bubble goes on `edge` when it
  /// fits inside the window, else on the other side, and is shifted to stay inside
  /// (`TooltipPlacement`).
  /// - Parameters:
  ///   - text: The hint, also VoiceOver's hint for this view.
  ///   - isPresented: Whether the bubble shows; tapping it sets this to false.
  ///   - edge: The side to prefer.
  @_disfavoredOverload
  public func dsTooltip<Hint: StringProtocol>(
    _ text: Hint, isPresented: Binding<Bool>, edge: VerticalEdge = .top
  ) -> some View {
    modifier(
      DSTooltipModifier(
        text: Text(text), isPresented: isPresented, edge: edge == .top ? .top : .bottom))
  }

  /// Shows a ``DSTooltip`` on any side of this view while `isPresented` is true, its hint looked up in the app's strings (a string literal chooses this one),
  /// and gives its text to VoiceOver as this view's hint. `TooltipPlacement` chooses the side
  /// (the preferred one when the bubble fits inside the window, else the opposite, else the
  /// roomiest) and keeps the bubble inside the window.
  ///
  /// ```swift
  /// Image(systemName: "info.circle")
  ///   .dsTooltip("Prices include VAT", isPresented: $showsHint, preferredEdge: .trailing)
  /// ```
  /// - Parameters:
  ///   - textKey: The key of the hint, also VoiceOver's hint for this view.
  ///   - isPresented: Whether the bubble shows; tapping it sets this to false.
  ///   - preferredEdge: The side to prefer.
  public func dsTooltip(
    _ textKey: LocalizedStringKey, isPresented: Binding<Bool>, preferredEdge: TooltipPlacement.Edge
  ) -> some View {
    modifier(DSTooltipModifier(text: Text(textKey), isPresented: isPresented, edge: preferredEdge))
  }

  /// Shows a ``DSTooltip`` on any side of this view while `isPresented` is true, its hint a localized resource,
  /// and gives its text to VoiceOver as this view's hint. `TooltipPlacement` chooses the side
  /// (the preferred one when the bubble fits inside the window, else the opposite, else the
  /// roomiest) and keeps the bubble inside the window.
  /// - Parameters:
  ///   - textResource: The hint, also VoiceOver's hint for this view.
  ///   - isPresented: Whether the bubble shows; tapping it sets this to false.
  ///   - preferredEdge: The side to prefer.
  @_disfavoredOverload
  public func dsTooltip(
    _ textResource: LocalizedStringResource, isPresented: Binding<Bool>,
    preferredEdge: TooltipPlacement.Edge
  ) -> some View {
    modifier(
      DSTooltipModifier(text: Text(textResource), isPresented: isPresented, edge: preferredEdge))
  }

  /// Shows a ``DSTooltip`` on any side of this view while `isPresented` is true, its hint shown as written,
  /// and gives its text to VoiceOver as this view's hint. `TooltipPlacement` chooses the side
  /// (the preferred one when the bubble fits inside the window, else the opposite, else the
  /// roomiest) and keeps the bubble inside the window.
  /// - Parameters:
  ///   - text: The hint, also VoiceOver's hint for this view.
  ///   - isPresented: Whether the bubble shows; tapping it sets this to false.
  ///   - preferredEdge: The side to prefer.
  @_disfavoredOverload
  public func dsTooltip<Hint: StringProtocol>(
    _ text: Hint, isPresented: Binding<Bool>, preferredEdge: TooltipPlacement.Edge
  ) -> some View {
    modifier(DSTooltipModifier(text: Text(text), isPresented: isPresented, edge: preferredEdge))
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

/// The tooltips shown under one `DSThemeProvider`, drawn in its overlay in window coordinates,
/// so no ancestor of the described view (a scroll view, a clipped card, a later sibling) can
/// clip or cover them.
@MainActor
@Observable
final class DSTooltipLayer {
  /// One shown tooltip.
  struct Entry: Identifiable {
    let id: String
    var text: Text
    /// Where the bubble goes, in global coordinates (`TooltipPlacement`).
    var frame: CGRect
    var dismiss: @MainActor () -> Void
  }

  private(set) var entries: [Entry] = []

  /// Shows or moves the tooltip `entry.id`.
  func show(_ entry: Entry) {
    if let index = entries.firstIndex(where: { $0.id == entry.id }) {
      entries[index] = entry
    } else {
      entries.append(entry)
    }
  }

  /// Hides the tooltip `id`.
  func hide(_ id: String) { entries.removeAll { $0.id == id } }
}

private struct DSTooltipLayerKey: EnvironmentKey {
  static let defaultValue: DSTooltipLayer? = nil
}

extension EnvironmentValues {
  /// Where tooltips are drawn: the nearest `DSThemeProvider`'s layer, or nil to draw each one
  /// over the view it describes.
  var dsTooltipLayer: DSTooltipLayer? {
    get { self[DSTooltipLayerKey.self] }
    set { self[DSTooltipLayerKey.self] = newValue }
  }
}

/// Draws a provider's tooltips over its whole content.
struct DSTooltipLayerView: View {
  let layer: DSTooltipLayer
  /// The provider's content frame in global coordinates, the origin the entries are offset
  /// from.
  let bounds: CGRect?

  var body: some View {
    ZStack(alignment: .topLeading) {
      ForEach(layer.entries) { entry in
        DSTooltip(text: entry.text)
          .fixedSize()
          .offset(
            x: entry.frame.minX - (bounds?.minX ?? 0), y: entry.frame.minY - (bounds?.minY ?? 0)
          )
          .onTapGesture { entry.dismiss() }
          .accessibilityHidden(true)
          .transition(.opacity)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

private struct DSTooltipModifier: ViewModifier {
  let text: Text
  @Binding var isPresented: Bool
  let edge: TooltipPlacement.Edge
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsTooltipBounds) private var bounds
  @Environment(\.dsTooltipLayer) private var layer
  @State private var anchor = CGRect.zero
  @State private var bubble = CGSize.zero
  @State private var id = UUID().uuidString

  func body(content: Content) -> some View {
    let look = theme.appearance(.tooltip)
    let placement = theme.tooltipPlacement(
      anchor: LayoutRect(anchor),
      tooltip: LayoutSize(width: bubble.width, height: bubble.height),
      container: bounds.map { LayoutRect($0) }, preferredEdge: edge)
    let frame = CGRect(
      x: placement.frame.minX, y: placement.frame.minY, width: placement.frame.size.width,
      height: placement.frame.size.height)
    content
      .accessibilityHint(text)
      .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { anchor = $0 }
      // Measured here, drawn in the provider's layer (or over this view without a provider).
      .background(alignment: .topLeading) {
        if isPresented {
          DSTooltip(text: text)
            .fixedSize()
            .hidden()
            .onGeometryChange(for: CGSize.self, of: { $0.size }) { bubble = $0 }
        }
      }
      .overlay(alignment: .topLeading) {
        if isPresented, layer == nil {
          DSTooltip(text: text)
            .fixedSize()
            .offset(x: frame.minX - anchor.minX, y: frame.minY - anchor.minY)
            .transition(.opacity)
            .onTapGesture { isPresented = false }
            .accessibilityHidden(true)
        }
      }
      .onChange(of: isPresented ? frame : nil, initial: true) { _, shown in
        guard let layer else { return }
        withAnimation(look.motion.flatMap { Animation.tessera($0) }) {
          if let shown {
            let binding = $isPresented
            layer.show(
              DSTooltipLayer.Entry(
                id: id, text: text, frame: shown, dismiss: { binding.wrappedValue = false }))
          } else {
            layer.hide(id)
          }
        }
      }
      .onDisappear { layer?.hide(id) }
      .animation(look.motion.flatMap { Animation.tessera($0) }, value: isPresented)
  }
}
#endif
