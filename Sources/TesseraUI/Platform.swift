#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraForms
import TesseraGestures
import TesseraLocalization

#if canImport(UIKit)
import UIKit
#endif
#if canImport(AppKit)
import AppKit
#endif
#if canImport(WatchKit)
import WatchKit
#endif

// Every platform difference TesseraUI has lives in this file, as swift-argument-parser keeps
// its `#if canImport` in one Platform.swift: haptics, keyboard kinds and text input traits.
// Components call these helpers and stay free of `#if os(...)`.

/// Platform facts components branch on at run time instead of with `#if`.
enum DSPlatform {
  /// Whether swiping between pages is the platform's convention for a row of cards (not on
  /// macOS, where the seed's TestimonialCarousel listed its cards instead).
  static var prefersPagedCarousels: Bool {
    #if os(macOS)
    false
    #else
    true
    #endif
  }

  /// Whether selecting a swipeable row opens its actions, on Apple TV, which has no swipe: the
  /// actions then take focus like any button.
  static var revealsSwipeActionsOnSelect: Bool {
    #if os(tvOS)
    true
    #else
    false
    #endif
  }

  /// Whether a reorderable list's rows are picked up by selecting them and moved with the
  /// remote, on Apple TV, which has no drag.
  static var picksUpRowsToReorder: Bool {
    #if os(tvOS)
    true
    #else
    false
    #endif
  }

  /// Whether a dialog's buttons stand one above the other (iOS, watchOS and visionOS action
  /// sheets) rather than in a row (macOS and tvOS alerts): `ConfirmationButtonLayout`.
  static var stacksDialogButtons: Bool {
    #if os(macOS) || os(tvOS)
    false
    #else
    true
    #endif
  }
}

/// One moment of a drag, as components read it (SwiftUI's `DragGesture.Value`, which tvOS
/// does not have).
struct DSDragValue: Equatable {
  /// Where the finger or pointer is now.
  var location: CGPoint
  /// Where the drag began.
  var startLocation: CGPoint
  /// How far it moved since it began.
  var translation: CGSize
  /// How far it moved since the control claimed it (`translation` less the claim distance),
  /// so what follows the finger starts from where it was instead of jumping by that distance.
  var followedTranslation: CGSize
  /// Its current speed, in points per second.
  var velocity: CGSize
  /// When this moment happened.
  var time: Date
}

/// What takes focus when a control handles keys (`dsAdjustableKeys`).
enum DSKeyFocus: Sendable {
  /// The control takes focus and draws Tessera's focus ring (sliders): the system's is off.
  case ownRing
  /// The control takes focus and the system draws its focus ring.
  case systemRing
  /// The view groups buttons of its own: no system ring around the whole panel, and on tvOS
  /// focus goes to the buttons rather than the group.
  case container
}

/// The feedback a component plays; a no-op where the platform has no haptics.
enum DSHaptic: Sendable {
  /// A value changed (toggle, segment, rating, stepper).
  case selection
  /// A value went up.
  case increase
  /// A value went down.
  case decrease
  /// A task succeeded.
  case success
  /// A task produced an error.
  case error
}

/// What a text field holds, so the platform can offer autofill and the right keyboard.
enum DSTextContent: Sendable {
  /// Free text.
  case plain
  /// A user name or email used to sign in.
  case username
  /// An existing password.
  case password
  /// A password being created.
  case newPassword
  /// A one-time code from a message.
  case oneTimeCode
  /// A payment card's number (AutoFill from saved cards, and the camera's card scanning).
  case creditCardNumber
  /// A payment card's expiration date.
  case creditCardExpiration
  /// A payment card's security code.
  case creditCardSecurityCode
  /// A phone number (AutoFill from the person's contact card).
  case telephoneNumber
}

extension View {
  /// Plays `haptic` when `trigger` fires, on platforms with haptic feedback. The trigger is a
  /// ``TesseraComponents/HapticTrigger`` the control fires on the person's own action path, never
  /// its bound value: a value the app sets (restoring state, syncing from a server) must not
  /// buzz the phone, and this signature refuses a trigger that would.
  @ViewBuilder
  func dsHaptic(_ haptic: DSHaptic, trigger: HapticTrigger) -> some View {
    #if os(visionOS)
    self
    #else
    sensoryFeedback(haptic.sensoryFeedback, trigger: trigger)
    #endif
  }

  /// Calls `onChanged` as a drag moves and `onEnded` when it ends, for the drags `claim` takes:
  /// a drag that starts along another axis belongs to the enclosing scroll view or list for its
  /// whole length (``DragClaim``, decided in TesseraGestures). For a one-axis claim the gesture
  /// is simultaneous with the scroll view's, so a vertical scroll that starts on a slider
  /// scrolls; a `.both` claim (transforms, drawing) owns the drags that start on it. tvOS has no drag
  /// gesture, so there the view is left alone and components rely on focus and VoiceOver
  /// adjustments.
  ///
  /// `onReset` is called when a drag is over, whether it ended (after `onEnded`) or the system
  /// cancelled it (a notification pulled down, a call, a scroll view taking the touch), which
  /// calls no `onEnded`: components put back there whatever they changed while following the
  /// drag (an offset, a pressed look, a paused timer), so nothing stays mid-drag.
  ///
  /// `ownsDrags` is for a handle whose only job is to be dragged (a reorderable row's handle, a
  /// sheet's grabber): its drag takes precedence over the enclosing scroll view's
  /// (`highPriorityGesture`), so dragging the handle never also scrolls the list.
  ///
  /// Right to left: Apple's DragGesture.Value page gives `location` as "the location of the drag
  /// gesture's current event" and `translation` as the distance from its first event, and does
  /// not say whether either is mirrored in a right-to-left layout. Its LayoutDirection page says
  /// that SwiftUI flips the x position of each view within its parent for right to left, and that
  /// `environment(_:_:)` overrides the direction for a view and its children. So a component that
  /// turns a drag's horizontal location or translation into a reading-order position attaches
  /// the drag in a left-to-right environment (`.environment(\.layoutDirection, .leftToRight)`
  /// outside this modifier), where SwiftUI flips nothing and x grows rightward on screen
  /// whichever the answer; it gives its visible parts the person's direction back inside, and
  /// converts the screen position to reading order itself (`SliderTrack`, `RatingScale`,
  /// `HorizontalLayoutDirection` in TesseraComponents).
  @ViewBuilder
  func dsDrag(
    claim: DragClaim, ownsDrags: Bool = false,
    onChanged: @escaping @MainActor (DSDragValue) -> Void = { _ in },
    onEnded: @escaping @MainActor (DSDragValue) -> Void = { _ in },
    onReset: @escaping @MainActor () -> Void = {}
  ) -> some View {
    #if os(tvOS)
    self
    #else
    modifier(
      DSDragModifier(
        claim: claim, ownsDrags: ownsDrags, onChanged: onChanged, onEnded: onEnded,
        onReset: onReset))
    #endif
  }

  /// Makes an adjustable control focusable and calls `action` with what a key does to it
  /// (``KeyAdjustment`` in TesseraComponents): arrows, Home, End, Page Up and Page Down on an
  /// iPad hardware keyboard, a Mac or visionOS (`onKeyPress`), mirrored in right-to-left
  /// layouts. A key the control does not use is ignored, so it reaches the focus system.
  /// On tvOS the Siri Remote moves focus through the control until a click engages it; then
  /// presses along `axis` adjust it, and a click, Menu or a press across `axis` releases it
  /// (``FocusEngagement``), so focus can always leave. watchOS has no keys: its controls
  /// adjust through VoiceOver and the Digital Crown.
  ///
  /// `focus` says what takes focus (``DSKeyFocus``): a control that draws Tessera's focus ring
  /// turns the system's off, so macOS shows one ring, not two; a container of buttons (carousel,
  /// stepper, sheet, dropdown) shows no system ring around the whole panel, and on tvOS is not
  /// made focusable at all, so the focus engine reaches its buttons.
  @ViewBuilder
  func dsAdjustableKeys(
    axis: KeyAdjustment.Axis, pageSteps: Int = 10, focus: DSKeyFocus = .systemRing,
    perform action: @escaping @MainActor (KeyAdjustment.Outcome) -> Void
  ) -> some View {
    #if os(watchOS)
    self
    #elseif os(tvOS)
    if focus == .container {
      self
    } else {
      modifier(DSAdjustableKeysModifier(axis: axis, pageSteps: pageSteps, action: action))
    }
    #else
    modifier(DSAdjustableKeysModifier(axis: axis, pageSteps: pageSteps, action: action))
      .focusEffectDisabled(focus != .systemRing)
    #endif
  }

  /// Calls `action` with where a tap or click lands in this view, in its own coordinates
  /// (`onTapGesture(count:coordinateSpace:perform:)`); tvOS has no touch or pointer, and its
  /// controls adjust with the remote instead.
  @ViewBuilder
  func dsTapLocation(perform action: @escaping (CGPoint) -> Void) -> some View {
    #if os(tvOS)
    self
    #else
    onTapGesture(coordinateSpace: .local, perform: action)
    #endif
  }

  /// On iOS, a key above the software keyboard while `key` is not nil: "Next" or "Done" in the
  /// person's language, in a target of at least 44 × 44 pt, running `action`. Number, decimal
  /// and phone pads have no Return key, so without it nothing on screen moves on or puts the
  /// keyboard away. Keyboard items show whichever field has focus, so a caller passes a key only
  /// while one of its own fields does. Other platforms have no such keyboard.
  @ViewBuilder
  func dsKeyboardKey(
    _ key: LocalizationKey?, id: String, perform action: @escaping @MainActor () -> Void
  ) -> some View {
    #if os(iOS)
    toolbar {
      if let key {
        ToolbarItem(id: id, placement: .keyboard) {
          Button(action: action) { DSKeyboardKeyLabel(key: key) }
        }
      }
    }
    #else
    self
    #endif
  }

  /// Gives a custom control the platform's pointer and gaze highlight: the hover effect on
  /// iPad with a pointer and on visionOS, where a control without one gives no feedback before
  /// it is tapped. macOS and watchOS have no hover effect; tvOS's focus effects come from focus.
  @ViewBuilder
  func dsHoverEffect() -> some View {
    #if os(iOS) || os(visionOS)
    hoverEffect()
    #else
    self
    #endif
  }

  /// Calls `dismiss` on VoiceOver's escape gesture (a two-finger scrub) anywhere in this view,
  /// on every platform, and when Escape is pressed on a hardware keyboard while focus is in it
  /// (iPad, Mac, visionOS); tvOS's Menu button and watchOS's swipe already dismiss.
  @ViewBuilder
  func dsDismissesOnEscape(_ dismiss: @escaping @MainActor () -> Void) -> some View {
    let escaping = accessibilityAction(.escape) { dismiss() }
    #if os(tvOS) || os(watchOS)
    escaping
    #else
    escaping.onKeyPress(keys: [.escape]) { _ in
      dismiss()
      return .handled
    }
    #endif
  }

  /// Gives a dialog button its standard shortcut on platforms with hardware keyboards
  /// (`AlertShortcut`): Return for the default action, Escape for cancel.
  @ViewBuilder
  func dsAlertShortcut(_ shortcut: AlertShortcut?) -> some View {
    #if os(tvOS) || os(watchOS)
    self
    #else
    switch shortcut {
    case .defaultAction?: keyboardShortcut(.defaultAction)
    case .cancelAction?: keyboardShortcut(.cancelAction)
    case nil: self
    }
    #endif
  }

  /// Presents `content` over the whole window, navigation and tab bars included, with no
  /// slide: a full-screen cover with a clear background where there is one, a window-modal
  /// sheet on macOS. The content draws its own scrim.
  @ViewBuilder
  func dsWindowCover<Cover: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Cover
  ) -> some View {
    #if os(macOS)
    sheet(isPresented: isPresented) {
      content().environment(\.dsDrawsModalScrim, false)
    }
    #else
    fullScreenCover(isPresented: isPresented) {
      content().presentationBackground(.clear)
    }
    #endif
  }

  /// Asks for the keyboard of `kind` and the text traits that go with it: no autocorrection or
  /// capitalization for addresses and codes. macOS and watchOS have no software keyboard type,
  /// so only the autocorrection trait applies there.
  func dsKeyboard(_ kind: KeyboardKind) -> some View {
    #if os(iOS) || os(tvOS) || os(visionOS)
    keyboardType(kind.uiKeyboardType)
      .textInputAutocapitalization(kind.isLiteral ? .never : nil)
      .autocorrectionDisabled(kind.isLiteral)
    #else
    autocorrectionDisabled(kind.isLiteral)
    #endif
  }

  /// Marks what a text field holds, so the system can offer AutoFill: saved cards (and card
  /// scanning on iPhone), passwords, one-time codes from Messages, the person's phone number.
  /// Each platform has its own constants: UIKit's on iOS, tvOS and visionOS, AppKit's on macOS
  /// (card and contact types from macOS 14, Tessera's minimum), WatchKit's on watchOS, which
  /// has no card expiration or security code type (those fields claim none there).
  func dsTextContent(_ content: DSTextContent) -> some View {
    #if os(iOS) || os(tvOS) || os(visionOS)
    textContentType(content.uiTextContentType)
    #elseif os(macOS)
    textContentType(content.nsTextContentType)
    #elseif os(watchOS)
    textContentType(content.wkTextContentType)
    #else
    self
    #endif
  }

  /// Hides a view that must still take focus, text and taps (the OTP field's text field under
  /// its drawn slots). Not a design value: UIKit stops hit-testing views whose alpha is below
  /// 0.01, so the view is drawn at that opacity, which no one can see, instead of 0.
  func dsInvisibleButInteractive() -> some View {
    opacity(0.01)
  }
}

/// Multi-line text entry: `TextEditor` where the platform has it (iOS, macOS, visionOS), kept at
/// least `minimumLines` tall; on tvOS and watchOS, which have no `TextEditor`, a text field that
/// grows vertically from `minimumLines` lines (`TextField(_:text:axis:)`, tvOS 16 / watchOS 9).
struct DSMultilineEditor: View {
  let label: Text
  @Binding var text: String
  let minimumLines: Int
  let lineHeight: Double

  var body: some View {
    #if os(tvOS) || os(watchOS)
    TextField(text: $text, prompt: nil, axis: .vertical) { label }
      .lineLimit(minimumLines...)
    #else
    TextEditor(text: $text)
      .scrollContentBackground(.hidden)
      .frame(minHeight: lineHeight * Double(minimumLines))
      .accessibilityLabel(label)
    #endif
  }
}

#if !os(tvOS)
extension DSDragValue {
  init(_ value: DragGesture.Value) {
    self.init(
      location: value.location, startLocation: value.startLocation,
      translation: value.translation, followedTranslation: value.translation,
      velocity: value.velocity, time: value.time)
  }
}
#endif

extension KeyboardKind {
  /// Whether the text is typed literally (addresses, codes, numbers), so the system must not
  /// correct or capitalize it.
  var isLiteral: Bool { self != .default }
}

#if !os(visionOS)
extension DSHaptic {
  var sensoryFeedback: SensoryFeedback {
    switch self {
    case .selection: return .selection
    case .increase: return .increase
    case .decrease: return .decrease
    case .success: return .success
    case .error: return .error
    }
  }
}
#endif

#if os(iOS) || os(tvOS) || os(visionOS)
extension KeyboardKind {
  var uiKeyboardType: UIKeyboardType {
    switch self {
    case .default: return .default
    case .asciiCapable: return .asciiCapable
    case .emailAddress: return .emailAddress
    case .url: return .URL
    case .numberPad: return .numberPad
    case .decimalPad: return .decimalPad
    case .phonePad: return .phonePad
    case .numbersAndPunctuation: return .numbersAndPunctuation
    case .webSearch: return .webSearch
    }
  }
}

extension DSTextContent {
  var uiTextContentType: UITextContentType? {
    switch self {
    case .plain: return nil
    case .username: return .username
    case .password: return .password
    case .newPassword: return .newPassword
    case .oneTimeCode: return .oneTimeCode
    case .creditCardNumber: return .creditCardNumber
    case .creditCardExpiration: return .creditCardExpiration
    case .creditCardSecurityCode: return .creditCardSecurityCode
    case .telephoneNumber: return .telephoneNumber
    }
  }
}
#elseif os(macOS)
extension DSTextContent {
  var nsTextContentType: NSTextContentType? {
    switch self {
    case .plain: return nil
    case .username: return .username
    case .password: return .password
    case .newPassword: return .newPassword
    case .oneTimeCode: return .oneTimeCode
    case .creditCardNumber: return .creditCardNumber
    case .creditCardExpiration: return .creditCardExpiration
    case .creditCardSecurityCode: return .creditCardSecurityCode
    case .telephoneNumber: return .telephoneNumber
    }
  }
}
#elseif os(watchOS)
extension DSTextContent {
  var wkTextContentType: WKTextContentType? {
    switch self {
    case .plain: return nil
    case .username: return .username
    case .password: return .password
    case .newPassword: return .newPassword
    case .oneTimeCode: return .oneTimeCode
    case .creditCardNumber: return .creditCardNumber
    // WatchKit has no types for a card's expiration or security code.
    case .creditCardExpiration, .creditCardSecurityCode: return nil
    case .telephoneNumber: return .telephoneNumber
    }
  }
}
#endif
#if !os(watchOS)
/// The key handling behind `dsAdjustableKeys(axis:pageSteps:perform:)`.
private struct DSAdjustableKeysModifier: ViewModifier {
  let axis: KeyAdjustment.Axis
  let pageSteps: Int
  let action: @MainActor (KeyAdjustment.Outcome) -> Void
  @Environment(\.layoutDirection) private var layoutDirection
  #if os(tvOS)
  @State private var engagement = FocusEngagement()
  @FocusState private var isFocused: Bool
  #endif

  private var keys: KeyAdjustment {
    KeyAdjustment(axis: axis, direction: layoutDirection.horizontal, pageSteps: pageSteps)
  }

  func body(content: Content) -> some View {
    #if os(tvOS)
    content
      .focusable()
      .focused($isFocused)
      .onTapGesture { engagement.select() }
      .onMoveCommand(perform: engagement.isEngaged ? moveHandler : nil)
      .onExitCommand(perform: engagement.isEngaged ? releaseHandler : nil)
      .onChange(of: isFocused) { _, focused in
        if !focused { engagement.release() }
      }
    #else
    content
      .focusable()
      .onKeyPress(keys: Set(keys.handledKeys.map(\.keyEquivalent))) { press in
        guard let key = AdjustmentKey(press.key), let outcome = keys.outcome(for: key) else {
          return .ignored
        }
        action(outcome)
        return .handled
      }
    #endif
  }

  #if os(tvOS)
  /// Adjusts the engaged control along its axis; a press across it releases the control.
  private var moveHandler: (MoveCommandDirection) -> Void {
    { direction in move(direction) }
  }

  /// Menu releases the engaged control (and is not taken as "go back").
  private var releaseHandler: () -> Void {
    { _ = engagement.release() }
  }

  private func move(_ direction: MoveCommandDirection) {
    let key: AdjustmentKey
    switch direction {
    case .up: key = .upArrow
    case .down: key = .downArrow
    case .left: key = .leftArrow
    case .right: key = .rightArrow
    @unknown default: return
    }
    if let outcome = engagement.outcome(for: key, keys: keys) { action(outcome) }
  }
  #endif
}

extension AdjustmentKey {
  /// The key SwiftUI reports for each adjustment key, in `AdjustmentKey.allCases` order.
  private static let keyEquivalents: [KeyEquivalent] = [
    .upArrow, .downArrow, .leftArrow, .rightArrow, .home, .end, .pageUp, .pageDown,
  ]

  private static let byKeyEquivalent = Dictionary(
    uniqueKeysWithValues: zip(keyEquivalents, allCases))

  /// The adjustment key SwiftUI's `key` is, or nil for any other key.
  init?(_ key: KeyEquivalent) {
    guard let known = Self.byKeyEquivalent[key] else { return nil }
    self = known
  }

  /// The key equivalent SwiftUI matches key presses against.
  var keyEquivalent: KeyEquivalent {
    Self.keyEquivalents[Self.allCases.firstIndex(of: self) ?? 0]
  }
}
#endif

#if !os(tvOS)
/// The drag behind `dsDrag(claim:onChanged:onEnded:onReset:)`: remembers, for the drag in
/// progress, whether its claim took it and where, and notices when the drag is over however it
/// ends.
private struct DSDragModifier: ViewModifier {
  let claim: DragClaim
  /// Whether the drag wins over the enclosing scroll view's (a handle's).
  let ownsDrags: Bool
  let onChanged: @MainActor (DSDragValue) -> Void
  let onEnded: @MainActor (DSDragValue) -> Void
  let onReset: @MainActor () -> Void
  /// True while a drag is in progress. SwiftUI puts a `@GestureState` back to its initial value
  /// when the gesture ends *or is cancelled* (a system gesture, a call, a scroll view taking
  /// the touch), which `onEnded` never hears about; its return to false resets the rest.
  @GestureState private var isTracking = false
  /// The claim's decision for this drag, and the translation at which it was claimed (what
  /// components subtract so the control does not jump by the claim distance).
  @State private var session = DSDragSession()

  func body(content: Content) -> some View {
    // The drag is attached three ways, with masks enabling the one that applies
    // (`GestureMask.subviews` disables the added gesture and leaves the content's own): one
    // structure whatever the claim, so a claim that changes (an `onSwipe` whose directions
    // change) keeps the content's identity and the state inside it.
    content
      // Beside the scroll view's own pan: a drag along the other axis scrolls.
      .simultaneousGesture(drag, including: attachment == .simultaneous ? .all : .subviews)
      // A transform or a drawing owns every drag that starts on it.
      .gesture(drag, including: attachment == .exclusive ? .all : .subviews)
      // A handle: its drag takes precedence over the scroll view's pan.
      .highPriorityGesture(drag, including: attachment == .highPriority ? .all : .subviews)
      .onChange(of: isTracking) { _, tracking in
        guard !tracking else { return }
        // Ended or cancelled: the next drag starts undecided, and the component puts back
        // whatever it changed while following this one.
        session = DSDragSession()
        onReset()
      }
  }

  /// How the drag is attached beside the gestures of the content and the scroll view.
  private enum Attachment { case simultaneous, exclusive, highPriority }

  private var attachment: Attachment {
    if ownsDrags { return .highPriority }
    return claim.axes == .both ? .exclusive : .simultaneous
  }

  private var drag: some Gesture {
    DragGesture(minimumDistance: claim.minimumDistance)
      .updating($isTracking) { _, tracking, _ in tracking = true }
      .onChanged { value in
        if let followed = session.follow(value, claim: claim) { onChanged(followed) }
      }
      .onEnded { value in
        let followed = session.follow(value, claim: claim)
        session = DSDragSession()
        if let followed { onEnded(followed) }
      }
  }
}

/// One drag as `DSDragModifier` follows it.
private struct DSDragSession {
  var decision = DragClaim.Decision.undecided
  /// The drag's translation when the claim took it.
  var claimedAt = CGSize.zero

  /// The drag moment the component follows, or nil when the claim has not taken the drag.
  mutating func follow(_ value: DragGesture.Value, claim: DragClaim) -> DSDragValue? {
    let wasUndecided = decision == .undecided
    let translation = GesturePoint(
      x: Double(value.translation.width), y: Double(value.translation.height))
    guard claim.follows(translation, decision: &decision) else { return nil }
    if wasUndecided { claimedAt = value.translation }
    var followed = DSDragValue(value)
    followed.followedTranslation = CGSize(
      width: value.translation.width - claimedAt.width,
      height: value.translation.height - claimedAt.height)
    return followed
  }
}
#endif

#if os(iOS)
/// The title of `dsKeyboardKey(_:id:perform:)`'s key, in the environment's language.
private struct DSKeyboardKeyLabel: View {
  let key: LocalizationKey
  @Environment(\.locale) private var locale

  var body: some View {
    Text(key.string(for: locale))
      .frame(
        minWidth: ComponentAudit.minimumTouchTarget, minHeight: ComponentAudit.minimumTouchTarget
      )
      .contentShape(Rectangle())
  }
}
#endif
#endif
