#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A short hint in a small inverted bubble above (or below) the view it describes. Apply it with
/// `.dsTooltip(_:isPresented:edge:)`; VoiceOver reads the hint as the view's hint, so the text is
/// available without the bubble.
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
    let look = theme.appearance(ComponentStyle(.tooltip), on: backdrop)
    Text(text)
      .fixedSize(horizontal: false, vertical: true)
      .dsChrome(look)
      .dsAccessibilityIdentifier(identifier)
  }
}

extension View {
  /// Shows a ``DSTooltip`` next to this view while `isPresented` is true, and gives its text to
  /// VoiceOver as this view's hint.
  ///
  /// ```swift
  /// DSIconButton("questionmark.circle", accessibilityLabel: "Help") { showsHint.toggle() }
  ///   .dsTooltip("Tap for help", isPresented: $showsHint)
  /// ```
  public func dsTooltip(_ text: String, isPresented: Binding<Bool>, edge: VerticalEdge = .top)
    -> some View
  {
    modifier(DSTooltipModifier(text: text, isPresented: isPresented, edge: edge))
  }
}

private struct DSTooltipModifier: ViewModifier {
  let text: String
  @Binding var isPresented: Bool
  let edge: VerticalEdge
  @Environment(\.dsTheme) private var theme

  func body(content: Content) -> some View {
    let look = theme.appearance(ComponentStyle(.tooltip))
    let gap = theme.gaps.tight
    content
      .accessibilityHint(text)
      .overlay(alignment: edge == .top ? .top : .bottom) {
        if isPresented {
          DSTooltip(text)
            .fixedSize()
            .alignmentGuide(edge == .top ? VerticalAlignment.top : .bottom) { dimensions in
              edge == .top ? dimensions[.bottom] + gap : dimensions[.top] - gap
            }
            .transition(.opacity)
            .onTapGesture { isPresented = false }
            .accessibilityHidden(true)
        }
      }
      .animation(look.motion.flatMap { Animation.tessera($0) }, value: isPresented)
  }
}
#endif
