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
  /// Whether a finger is dragging, and whether a pinch or rotation is running. The transform
  /// settles when all have ended: a pinch that ends while a finger still pans must leave the
  /// gesture running, or the pan would start again from the settled offset and count the
  /// distance already covered twice.
  @State private var isDragging = false
  @State private var isPinchingOrRotating = false
  @Environment(\.dsTheme) private var theme
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.locale) private var locale

  func body(content: Content) -> some View {
    let direction = layoutDirection
    content
      // The content keeps the person's direction; the transform is measured and applied in
      // the left-to-right environment below.
      .environment(\.layoutDirection, direction)
      // `TransformState` maps a content point from the view's top-left corner, where the
      // gestures measure their locations from, so both effects are anchored there; their
      // default anchor, the centre (scaleEffect(_:anchor:), rotationEffect(_:anchor:)), would
      // slide the point under the fingers away from them.
      .dsScaleEffectFromTopLeading(state.scale)
      .rotationEffect(.radians(state.rotation), anchor: .topLeading)
      // The state's offset is screen space (the drag's translation). Apple's pages do not say
      // whether `offset(x:)` or a drag's coordinates mirror right to left (offset(x:y:),
      // LayoutDirection); here both are in a left-to-right environment, where SwiftUI flips
      // nothing, so the view follows the finger whichever the answer.
      .offset(x: state.offset.x, y: state.offset.y)
      .dsDrag(
        claim: .any,
        onChanged: { drag in
          isDragging = true
          state.beginIfIdle(at: drag.startLocation)
          state.update(
            translation: GesturePoint(
              x: drag.followedTranslation.width, y: drag.followedTranslation.height))
        },
        // Ended or cancelled: a cancelled drag settles too, so the transform is not left
        // mid-gesture.
        onReset: { isDragging = false }
      )
      .dsPinchAndRotate(isActive: { isPinchingOrRotating = $0 }) { change in
        switch change {
        case .magnification(let factor, let location):
          state.beginIfIdle(at: location)
          state.update(magnification: factor)
        case .rotation(let radians, let location):
          state.beginIfIdle(at: location)
          state.update(rotation: radians)
        }
      }
      .onChange(of: isDragging || isPinchingOrRotating) { _, active in
        if !active && state.isInteracting { settle() }
      }
      .environment(\.layoutDirection, .leftToRight)
      .accessibilityActions {
        ForEach(TransformAccessibilityAction.available(in: state), id: \.self) { action in
          Button(action.localizationKey.string(for: locale)) {
            withAnimation(movement) { action.perform(on: &state) }
          }
        }
      }
  }

  /// The theme's spring, unless motion is reduced: then the view settles at once.
  private var movement: Animation? { .tesseraMovement(theme.motion(.spring)) }

  private func settle() {
    withAnimation(movement) { state.end() }
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
  /// Scales the view about its top-left corner. visionOS has the scale only with a 3D anchor
  /// (`scaleEffect(_:anchor:)` taking a `UnitPoint3D`), whose top-left corner is taken at
  /// the middle of the view's depth, as `.center` is.
  @ViewBuilder
  fileprivate func dsScaleEffectFromTopLeading(_ scale: CGFloat) -> some View {
    #if os(visionOS)
    scaleEffect(scale, anchor: UnitPoint3D(x: 0, y: 0, z: 0.5))
    #else
    scaleEffect(scale, anchor: .topLeading)
    #endif
  }
}

/// A pinch or rotation's cumulative value since it began, and where it began.
private enum PinchOrRotation {
  case magnification(Double, at: CGPoint)
  case rotation(Double, at: CGPoint)
}

extension View {
  /// Adds pinch and rotation to a transformable view where the platform has them, reporting
  /// each change and whether either is running.
  @ViewBuilder
  fileprivate func dsPinchAndRotate(
    isActive: @escaping @MainActor (Bool) -> Void,
    onChanged: @escaping @MainActor (PinchOrRotation) -> Void
  ) -> some View {
    #if os(tvOS) || os(watchOS)
    self
    #else
    modifier(DSPinchAndRotateModifier(isActive: isActive, onChanged: onChanged))
    #endif
  }
}

#if !os(tvOS) && !os(watchOS)
/// Pinch and rotation. A pinch or rotation the system cancels (a call, a system gesture)
/// never reaches `onEnded`; its `@GestureState` goes back to false either way, so that, not
/// `onEnded`, says when it is over, and the transform settles instead of being left
/// mid-gesture.
private struct DSPinchAndRotateModifier: ViewModifier {
  let isActive: @MainActor (Bool) -> Void
  let onChanged: @MainActor (PinchOrRotation) -> Void
  @GestureState private var isPinching = false
  @GestureState private var isRotating = false

  func body(content: Content) -> some View {
    content
      .simultaneousGesture(
        MagnifyGesture()
          .updating($isPinching) { _, pinching, _ in pinching = true }
          .onChanged { pinch in
            onChanged(.magnification(Double(pinch.magnification), at: pinch.startLocation))
          }
      )
      .simultaneousGesture(
        RotateGesture()
          .updating($isRotating) { _, rotating, _ in rotating = true }
          .onChanged { turn in onChanged(.rotation(turn.rotation.radians, at: turn.startLocation)) }
      )
      .onChange(of: isPinching || isRotating) { _, active in isActive(active) }
  }
}
#endif
#endif
