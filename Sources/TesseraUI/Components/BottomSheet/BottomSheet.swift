#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A sheet on the bottom edge that rests at one of its detents: SwiftUI-Components'
/// `BottomSheet`, presented as the platform's own sheet (`sheet(isPresented:)` with
/// `presentationDetents(_:selection:)`) and drawn from the theme (the sheet surface as its
/// background, the surface's corner radius).
///
/// The system moves the sheet between its detents, lets a scroll view inside it scroll (and
/// resize the sheet at its ends), keeps the content above the home indicator, and gives the
/// sheet and its grabber their VoiceOver behaviour. Which platform detent each `SheetDetent`
/// becomes, and their order, is `SheetPresentationPlan`. The sheet opens at its lowest detent
/// every time it is presented, however it was closed last time. While it is up the page
/// behind is dimmed and takes no touches; a swipe down (or, where the system offers it, a tap
/// on the dimmed page) dismisses it unless `dismissOnBackgroundTap` is false. VoiceOver's
/// escape gesture and the sheet's Close action always close it.
///
/// What it becomes on each platform: on iPhone, on iPad in compact width and on visionOS, a
/// sheet resting at the detents; on iPad in regular width, a form sheet (the detents do not
/// apply); on macOS, a window-modal sheet; on tvOS and watchOS, a full-screen presentation.
/// The corner radius applies where the system supports it (not on macOS, tvOS or watchOS).
/// Place it over the screen it covers: it draws nothing there itself.
///
/// ```swift
/// ZStack {
///   MapView()
///   BottomSheet(isPresented: $showsDetails, detents: [.small, .medium, .large]) {
///     PlaceDetails()
///   }
/// }
/// ```
public struct BottomSheet<Content: View>: View {
  /// SwiftUI-Components' name for a detent: `.small`, `.medium`, `.large`, `.full`,
  /// `.custom(points)` and `.fraction(share)`.
  public typealias DetentHeight = SheetDetent

  @Binding private var isPresented: Bool
  private let detents: [SheetDetent]
  private let showDragIndicator: Bool
  private let dismissOnBackgroundTap: Bool
  var identifier: String?
  private let content: Content
  /// The detent the person moved the sheet to; nil until they do, and again once the sheet is
  /// dismissed, so every presentation opens at the lowest detent.
  @State private var movedTo: SheetPresentationPlan.Detent?
  /// What the sheet carries from the screen it covers: the theme, the window's notices drawn
  /// above the sheet, and a host for the tooltips in it, as a `dsSheet` does.
  private var presenting = DSPresentingEnvironment()
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale

  /// Creates a bottom sheet.
  /// - Parameters:
  ///   - isPresented: Whether it is shown; the sheet sets it to false when dismissed.
  ///   - detents: The heights it rests at; it opens at the lowest.
  ///   - showDragIndicator: Whether the system's grabber is shown.
  ///   - dismissOnBackgroundTap: Whether the person can dismiss it (a swipe down, or a tap on
  ///     the dimmed page behind it).
  ///   - content: The sheet's content.
  public init(
    isPresented: Binding<Bool>, detents: [DetentHeight] = [.medium, .large],
    showDragIndicator: Bool = true, dismissOnBackgroundTap: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    _isPresented = isPresented
    self.detents = detents
    self.showDragIndicator = showDragIndicator
    self.dismissOnBackgroundTap = dismissOnBackgroundTap
    self.content = content()
  }

  /// Nothing on the screen it covers (whose height orders the detents); the sheet, while
  /// presented.
  public var body: some View {
    GeometryReader { proxy in
      let plan = SheetPresentationPlan(
        detents: detents, containerHeight: Double(proxy.size.height),
        dismissOnBackgroundTap: dismissOnBackgroundTap)
      Color.clear
        .allowsHitTesting(false)
        // However it was dismissed (by the person, or by the app through the binding), the
        // next presentation opens at the lowest detent.
        .sheet(isPresented: $isPresented, onDismiss: { movedTo = nil }) {
          sheetContent(plan)
        }
    }
  }

  private func sheetContent(_ plan: SheetPresentationPlan) -> some View {
    let look = theme.appearance(.bottomSheet)
    return
      content
      .dsForeground(look.foreground)
      .padding(look.insets.edgeInsets)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .environment(\.dsBackdrop, look.background?.role ?? .backgroundElevated)
      .accessibilityElement(children: .contain)
      .accessibilityAction(named: LocalizationKey.close.string(for: locale)) { dismiss() }
      .dsDismissesOnEscape(dismiss)
      .dsAccessibilityIdentifier(identifier)
      .modifier(presenting.carried)
      .presentationDetents(Set(plan.detents.map(\.swiftUI)), selection: selection(in: plan))
      .presentationDragIndicator(showDragIndicator ? .visible : .hidden)
      // The page behind stays dimmed and out of reach, as the seed's scrim kept it, on every
      // platform (SwiftUI disables it "on many platforms", not all).
      .presentationBackgroundInteraction(.disabled)
      .modifier(DSPresentationFill(color: look.color(.background)))
      .presentationCornerRadius(CGFloat(look.cornerRadius))
      .interactiveDismissDisabled(!plan.allowsInteractiveDismissal)
  }

  /// The sheet's detent: the one the person moved it to while it is up, else the lowest.
  private func selection(in plan: SheetPresentationPlan) -> Binding<PresentationDetent> {
    let moved = $movedTo
    return Binding<PresentationDetent>(
      get: {
        let current = moved.wrappedValue.flatMap { plan.detents.contains($0) ? $0 : nil }
        return (current ?? plan.initialDetent).swiftUI
      },
      set: { detent in
        moved.wrappedValue = plan.detents.first { $0.swiftUI == detent }
      })
  }

  private func dismiss() {
    isPresented = false
  }
}

extension SheetPresentationPlan.Detent {
  /// The SwiftUI detent.
  var swiftUI: PresentationDetent {
    switch self {
    case .medium: .medium
    case .large: .large
    case .fraction(let share): .fraction(CGFloat(share))
    case .height(let points): .height(CGFloat(points))
    }
  }
}

extension View {
  /// Shows `content` in a ``BottomSheet`` over this view, as SwiftUI-Components'
  /// `.bottomSheet(isPresented:detents:content:)` does.
  ///
  /// ```swift
  /// MapView()
  ///   .bottomSheet(isPresented: $showsDetails, detents: [.medium, .large]) { PlaceDetails() }
  /// ```
  public func bottomSheet<Content: View>(
    isPresented: Binding<Bool>, detents: [SheetDetent] = [.medium, .large],
    @ViewBuilder content: () -> Content
  ) -> some View {
    overlay { BottomSheet(isPresented: isPresented, detents: detents, content: content) }
  }
}
#endif
