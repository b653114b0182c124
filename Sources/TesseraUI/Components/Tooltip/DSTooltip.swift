#if canImport(SwiftUI)
import Observation
import SwiftUI
import TesseraComponents
import TesseraLayout

/// A short hint in a small inverted bubble next to the view it describes. Apply it with
/// `.dsTooltip(_:isPresented:edge:)` or `.dsTooltip(_:isPresented:preferredEdge:)`; the side and
/// position come from TesseraComponents' `TooltipPlacement`, so the bubble stays inside the
/// window. Under a `DSThemeProvider` (or `DSApp`), or in a Tessera sheet or alert, the bubble is
/// drawn over the provider's whole content, so a scroll view, a clipped card or a later sibling
/// around the described view cannot clip or cover it; the described view reports its bounds as
/// an anchor preference, so the bubble moves with it in the same layout pass while it scrolls,
/// and nothing is written to state as it moves. With no such host above, the bubble is the
/// system popover anchored to the described view on iOS, macOS and visionOS (modal, like any
/// popover: a tap outside closes it); tvOS and watchOS have no popover, so there the described
/// view draws the bubble over itself, raised above its siblings, and a scroll view around it
/// can clip it: put a `DSThemeProvider` above. `.leading` and `.trailing` follow the reading
/// direction. VoiceOver reads the hint as the view's hint, so the text is available without
/// the bubble.
///
/// ```swift
/// Image(systemName: "info.circle")
///   .dsTooltip("Prices include VAT", isPresented: $showsHint)
/// ```
public struct DSTooltip: View {
  private let text: Text
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a tooltip bubble whose hint is looked up in the app's strings; a string literal
  /// chooses this one.
  /// - Parameters:
  ///   - textKey: The key of the hint.
  public init(_ textKey: LocalizedStringKey) {
    self.init(text: Text(textKey), identifier: nil)
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
  /// (`TooltipPlacement`). With no `DSThemeProvider`, `DSApp` or Tessera presentation above,
  /// it is the system popover on `edge` on iOS, macOS and visionOS, and drawn over this view on
  /// tvOS and watchOS (``DSTooltip``).
  ///
  /// ```swift
  /// DSIconButton("questionmark.circle", accessibilityLabel: "Help") { showsHint.toggle() }
  ///   .dsTooltip("Tap for help", isPresented: $showsHint)
  /// ```
  /// - Parameters:
  ///   - textKey: The key of the hint, also VoiceOver's hint for this view.
  ///   - isPresented: Whether the bubble shows; tapping it (or, when it is a system popover,
  ///     outside it) sets this to false.
  ///   - edge: The side to prefer.
  public func dsTooltip(
    _ textKey: LocalizedStringKey, isPresented: Binding<Bool>, edge: VerticalEdge = .top
  ) -> some View {
    modifier(
      DSTooltipModifier(
        text: Text(textKey), isPresented: isPresented, edge: edge == .top ? .top : .bottom))
  }

  /// Shows a ``DSTooltip`` on any side of this view while `isPresented` is true, its hint looked up in the app's strings (a string literal chooses this one),
  /// and gives its text to VoiceOver as this view's hint. `TooltipPlacement` chooses the side
  /// (the preferred one when the bubble fits inside the window, else the opposite, else the
  /// roomiest) and keeps the bubble inside the window. With no `DSThemeProvider`, `DSApp` or
  /// Tessera presentation above, it is the system popover on `preferredEdge` on iOS, macOS and
  /// visionOS, and drawn over this view on tvOS and watchOS (``DSTooltip``).
  ///
  /// ```swift
  /// Image(systemName: "info.circle")
  ///   .dsTooltip("Prices include VAT", isPresented: $showsHint, preferredEdge: .trailing)
  /// ```
  /// - Parameters:
  ///   - textKey: The key of the hint, also VoiceOver's hint for this view.
  ///   - isPresented: Whether the bubble shows; tapping it (or, when it is a system popover,
  ///     outside it) sets this to false.
  ///   - preferredEdge: The side to prefer.
  public func dsTooltip(
    _ textKey: LocalizedStringKey, isPresented: Binding<Bool>, preferredEdge: TooltipPlacement.Edge
  ) -> some View {
    modifier(DSTooltipModifier(text: Text(textKey), isPresented: isPresented, edge: preferredEdge))
  }

}

extension LayoutRect {
  /// The rectangle in TesseraLayout's terms.
  init(_ rect: CGRect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
}

/// Gives the hint to VoiceOver and, while `isPresented`, shows the bubble: under a floating
/// host, by reporting it to the host (`DSFloatingAnchor`), which places it with
/// `TooltipPlacement` in the layout pass that moves the anchor, keeping no geometry in state.
/// With no host above, on iOS, macOS and visionOS, the bubble is the system popover anchored
/// to this view (`DSSystemPopover`), never drawn in this view's overlay, where later siblings
/// would cover it and a scroll view clip it; tvOS and watchOS have no popover, so there the
/// anchor draws it over itself (see `DSFloatingAnchor`).
struct DSTooltipModifier: ViewModifier {
  let text: Text
  @Binding var isPresented: Bool
  let edge: TooltipPlacement.Edge
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.dsFloatingHosted) private var hosted
  @State private var id = UUID().uuidString

  func body(content: Content) -> some View {
    let hinted = content.accessibilityHint(text)
    #if os(iOS) || os(macOS) || os(visionOS)
    if hosted {
      hinted.modifier(anchor)
    } else {
      let binding = $isPresented
      let text = text
      hinted.modifier(
        DSSystemPopover(
          isPresented: binding, edge: edge, style: .tooltip, fillsBackground: true
        ) {
          DSTooltipPopoverContent(text: text) { binding.wrappedValue = false }
        })
    }
    #else
    hinted.modifier(anchor)
    #endif
  }

  /// The bubble reported to the nearest host while `isPresented`.
  private var anchor: DSFloatingAnchor {
    let binding = $isPresented
    let (id, text, edge, direction) = (id, text, edge, layoutDirection)
    return DSFloatingAnchor(
      entry: isPresented
        ? { anchor in
          DSFloatingEntry(
            id: id, anchor: anchor, preferredEdge: edge, layoutDirection: direction,
            bubble: .tooltip(text), dismiss: { binding.wrappedValue = false })
        } : nil)
  }
}

#if os(iOS) || os(macOS) || os(visionOS)
/// A tooltip's hint as the content of the system popover: the popover draws the bubble (in the
/// theme's tooltip fill, `DSSystemPopover`), and a tap on it closes it, as on the host's bubble.
/// VoiceOver reads the hint here too: a popover is modal, and an empty one would leave nothing
/// to read.
private struct DSTooltipPopoverContent: View {
  let text: Text
  let dismiss: @MainActor () -> Void

  var body: some View {
    text
      .fixedSize(horizontal: false, vertical: true)
      .frame(
        minWidth: ComponentAudit.minimumTouchTarget, minHeight: ComponentAudit.minimumTouchTarget
      )
      .contentShape(Rectangle())
      .onTapGesture { dismiss() }
  }
}
#endif
#endif
