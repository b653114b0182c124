#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraGestures
import TesseraLocalization

/// A card-surfaced area to draw single strokes on; when a stroke ends, a `UnistrokeRecognizer`
/// (the $1 or Protractor algorithm, tested on Linux) names the shape. The ink and surface come
/// from the theme. VoiceOver lets touches through to it (direct interaction), so its users can
/// draw, and reads the recognized name as its value.
///
/// ```swift
/// DSDrawingCanvas(recognizer: .builtIn()) { match in
///   recognized = match?.best.name
/// }
/// ```
public struct DSDrawingCanvas: View {
  @Environment(\.locale) private var locale
  private let recognizer: UnistrokeRecognizer
  private let label: Text?
  var identifier: String?
  private let onRecognize: @MainActor (UnistrokeMatch?) -> Void
  @State private var points: [CGPoint] = []
  @State private var lastMatch: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.layoutDirection) private var layoutDirection

  /// Creates a canvas whose VoiceOver label is looked up in the app's strings; a string
  /// literal (or no label) chooses this one.
  /// - Parameters:
  ///   - recognizer: The recognizer with the templates to match against.
  ///   - label: The key of what VoiceOver reads for the canvas ("Drawing area" in
  ///     the person's language when nil).
  ///   - onRecognize: Called when a stroke ends, with the best match or nil.
  public init(
    recognizer: UnistrokeRecognizer, label: LocalizedStringKey? = nil,
    onRecognize: @escaping @MainActor (UnistrokeMatch?) -> Void
  ) {
    self.init(
      recognizer: recognizer, text: label.map { Text($0) }, identifier: nil,
      onRecognize: onRecognize)
  }

  init(
    recognizer: UnistrokeRecognizer, text label: Text?, identifier: String?,
    onRecognize: @escaping @MainActor (UnistrokeMatch?) -> Void
  ) {
    self.recognizer = recognizer
    self.label = label
    self.identifier = identifier
    self.onRecognize = onRecognize
  }

  /// The canvas.
  public var body: some View {
    let surface = theme.appearance(.card(.flat), on: backdrop)
    let ink = theme.appearance(.chart(ChartPalette.Series(0)), on: backdrop)
    let direction = layoutDirection
    Color.clear
      .frame(maxWidth: .infinity, minHeight: surface.minimumSize.height)
      .dsChrome(surface, fillsWidth: true, appliesText: false)
      // The surface in the person's direction.
      .environment(\.layoutDirection, direction)
      .overlay {
        // The ink covers the whole surface, padding included, as the drag does: its points
        // are in the surface's own space, so a path drawn inside the padding would lie off the
        // finger by the padding. The stroke is screen space: the drag's locations are measured
        // left to right (`dsDrag`) and the ink is drawn left to right too, since a path mirrors
        // right to left (Shape.layoutDirectionBehavior, `.mirrors`), so it lies under the
        // finger whether or not SwiftUI mirrors a drag's coordinates, and the recognizer sees
        // the shape as drawn. A stroke that leaves the surface is clipped at its edge.
        Path(dsPolyline: points)
          .stroke(
            ink.color(.fill) ?? .clear,
            style: StrokeStyle(lineWidth: ink.inkLineWidth, lineCap: .round, lineJoin: .round)
          )
          .environment(\.layoutDirection, .leftToRight)
          .clipShape(RoundedRectangle(cornerRadius: surface.cornerRadius, style: .continuous))
      }
      .contentShape(Rectangle())
      .dsDrag(
        claim: DragClaim(axes: .both, minimumDistance: 0),
        onChanged: { drag in points.append(drag.location) },
        onEnded: { _ in
          let stroke = points.map { GesturePoint(x: $0.x, y: $0.y) }
          let match = recognizer.recognize(stroke)
          lastMatch = match?.best.name
          onRecognize(match)
          points = []
        },
        // A cancelled stroke is dropped, not joined to the next one.
        onReset: { points = [] }
      )
      .environment(\.layoutDirection, .leftToRight)
      .accessibilityElement(children: .ignore)
      // VoiceOver passes touches straight to the canvas, so a VoiceOver user can draw.
      .accessibilityAddTraits(.allowsDirectInteraction)
      .accessibilityLabel(label ?? Text(LocalizationKey.drawingArea.string(for: locale)))
      .accessibilityValue(lastMatch ?? "")
      .dsAccessibilityIdentifier(identifier)
  }
}
#endif
