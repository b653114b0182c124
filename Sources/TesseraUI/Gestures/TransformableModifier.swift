#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraGestures
import TesseraLocalization

extension View {
  /// Lets the person pan, pinch and rotate this view, keeping the result in `state`. The math
  /// (pinch about the fingers, rubber-banded scale limits, rotation snapping, settling on
  /// release) is `TransformState`'s, tested on Linux; this modifier feeds it the gestures and
  /// applies its offset, scale and rotation. Pinch and rotation need iOS, macOS or visionOS;
  /// elsewhere the view pans only. Under Reduce Motion the settle on release is not animated.
  /// VoiceOver, Switch Control and Voice Control users, who cannot pinch, get the named actions
  /// Zoom In, Zoom Out, Rotate Left, Rotate Right and Reset (`TransformAccessibilityAction`),
  /// each offered only when it would change the view.
  ///
  /// ```swift
  /// @State private var photo = TransformState(limits: TransformLimits(maximumScale: 4))
  /// Image("map").transformable($photo)
  /// ```
  public func transformable(_ state: Binding<TransformState>) -> some View {
    modifier(DSTransformableModifier(state: state))
  }
}

private struct DSTransformableModifier: ViewModifier {
  @Binding var state: TransformState
  @Environment(\.dsTheme) private var theme
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.locale) private var locale

  func body(content: Content) -> some View {
    let direction = layoutDirection
    content
      // The content keeps the person's direction; the transform is measured and applied in
      // the left-to-right environment below.
      .environment(\.layoutDirection, direction)
      .scaleEffect(state.scale)
      .rotationEffect(.radians(state.rotation))
      // The state's offset is screen space (the drag's translation). Apple's pages do not say
      // whether `offset(x:)` or a drag's coordinates mirror right to left (offset(x:y:),
      // LayoutDirection); here both are in a left-to-right environment, where SwiftUI flips
      // nothing, so the view follows the finger whichever the answer.
      .offset(x: state.offset.x, y: state.offset.y)
      .dsDrag(
        claim: .any,
        onChanged: { drag in
          state.beginIfIdle(at: drag.startLocation)
          state.update(
            translation: GesturePoint(
              x: drag.followedTranslation.width, y: drag.followedTranslation.height))
        },
        onEnded: { _ in settle() },
        // A cancelled drag settles too, so the transform is not left mid-gesture.
        onReset: { settle() }
      )
      .dsPinchAndRotate($state, settle: settle)
      .environment(\.layoutDirection, .leftToRight)
      .accessibilityActions {
        ForEach(TransformAccessibilityAction.available(in: state), id: \.self) { action in
          Button(action.localizationKey.string(for: locale)) {
            withAnimation(Animation.tessera(theme.motion(.spring))) {
              action.perform(on: &state)
            }
          }
        }
      }
  }

  private func settle() {
    withAnimation(Animation.tessera(theme.motion(.spring))) { state.end() }
  }
}

extension TransformAccessibilityAction {
  /// The action's name, as VoiceOver offers it.
  var localizationKey: LocalizationKey {
    switch self {
    case .zoomIn: return .zoomIn
    case .zoomOut: return .zoomOut
    case .rotateLeft: return .rotateLeft
    case .rotateRight: return .rotateRight
    case .reset: return .resetView
    }
  }
}

extension TransformState {
  /// Begins a gesture at `location` unless one is running: pan, pinch and rotation may start
  /// together and the first one anchors the transform.
  fileprivate mutating func beginIfIdle(at location: CGPoint) {
    if !isInteracting { begin(at: GesturePoint(x: location.x, y: location.y)) }
  }
}

extension View {
  /// Adds pinch and rotation to a transformable view where the platform has them.
  @ViewBuilder
  fileprivate func dsPinchAndRotate(
    _ state: Binding<TransformState>, settle: @escaping @MainActor () -> Void
  ) -> some View {
    #if os(tvOS) || os(watchOS)
    self
    #else
    modifier(DSPinchAndRotateModifier(state: state, settle: settle))
    #endif
  }
}

#if !os(tvOS) && !os(watchOS)
/// Pinch and rotation: each follows the fingers and settles when it ends. A pinch or rotation
/// the system cancels (a call, a system gesture) never reaches `onEnded`; its `@GestureState`
/// goes back to false either way, and that settles a transform left mid-gesture, so the next
/// gesture starts from a settled state instead of the abandoned one.
private struct DSPinchAndRotateModifier: ViewModifier {
  @Binding var state: TransformState
  let settle: @MainActor () -> Void
  @GestureState private var isPinching = false
  @GestureState private var isRotating = false

  func body(content: Content) -> some View {
    content
      .simultaneousGesture(
        MagnifyGesture()
          .updating($isPinching) { _, pinching, _ in pinching = true }
          .onChanged { pinch in
            state.beginIfIdle(at: pinch.startLocation)
            state.update(magnification: pinch.magnification)
          }
          .onEnded { _ in settle() }
      )
      .simultaneousGesture(
        RotateGesture()
          .updating($isRotating) { _, rotating, _ in rotating = true }
          .onChanged { turn in
            state.beginIfIdle(at: turn.startLocation)
            state.update(rotation: turn.rotation.radians)
          }
          .onEnded { _ in settle() }
      )
      .onChange(of: isPinching || isRotating) { _, active in
        if !active && state.isInteracting { settle() }
      }
  }
}
#endif
#endif
