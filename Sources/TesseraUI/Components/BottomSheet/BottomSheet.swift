#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A panel on the bottom edge that rests at one of its detents and follows a drag between them,
/// over a scrim: SwiftUI-Components' `BottomSheet`, drawn from the theme (the sheet surface,
/// its corners and shadow, and a grabber that meets 3:1 on it).
///
/// Where the detents sit and where a released drag lands (the nearest detent to where the
/// flick would carry it, at least one detent for a flick, dismissed below half the lowest) is
/// `SheetDetentLayout`. Only the grabber strip at the top drags the sheet, so a scroll view
/// inside it scrolls; during a drag the panel is moved, not laid out again, and it settles on
/// its detent's height when released. The surface reaches under the home indicator while the
/// content stays above it. The grabber is a button that moves to the next detent; VoiceOver
/// adjusts the size with swipes up and down and has a Close action; on Apple TV, which has no
/// drag, the remote's up and down arrows change the detent. Place it over the screen it covers.
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
  private let identifier: String?
  private let content: Content
  @State private var detentIndex = 0
  @State private var dragTranslation: CGFloat?
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale

  /// Creates a bottom sheet.
  /// - Parameters:
  ///   - isPresented: Whether it is shown; the sheet sets it to false when dismissed.
  ///   - detents: The heights it rests at; it opens at the lowest.
  ///   - showDragIndicator: Whether the grabber is drawn.
  ///   - dismissOnBackgroundTap: Whether a tap on the scrim (or a drag below the lowest
  ///     detent) dismisses it.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - content: The sheet's content.
  public init(
    isPresented: Binding<Bool>, detents: [DetentHeight] = [.medium, .large],
    showDragIndicator: Bool = true, dismissOnBackgroundTap: Bool = true,
    accessibilityIdentifier: String? = nil, @ViewBuilder content: () -> Content
  ) {
    _isPresented = isPresented
    self.detents = detents
    self.showDragIndicator = showDragIndicator
    self.dismissOnBackgroundTap = dismissOnBackgroundTap
    self.identifier = accessibilityIdentifier
    self.content = content()
  }

  /// The sheet over its scrim, while presented.
  public var body: some View {
    let look = theme.appearance(.bottomSheet, state: dragTranslation == nil ? .normal : .pressed)
    GeometryReader { proxy in
      let layout = SheetDetentLayout(
        detents: detents, containerHeight: proxy.size.height,
        minimumHeight: look.tapTarget(.grabber).height)
      // Laid out at its detent's height, which changes only when a drag ends; the drag itself
      // offsets the panel (`SheetDetentLayout.dragOffset`), so nothing is laid out per frame.
      let offset =
        dragTranslation.map {
          layout.dragOffset(from: detentIndex, translation: $0, dismissible: dismissOnBackgroundTap)
        } ?? 0
      let surfaceExtension = layout.surfaceExtension(
        at: detentIndex, bottomSafeArea: Double(proxy.safeAreaInsets.bottom))
      ZStack(alignment: .bottom) {
        if isPresented {
          Rectangle()
            .fill(look.color(.scrim) ?? .clear)
            .ignoresSafeArea()
            .onTapGesture { if dismissOnBackgroundTap { dismiss() } }
            .accessibilityHidden(true)
            .transition(.opacity)
          panel(look, layout: layout, surfaceExtension: CGFloat(surfaceExtension))
            .frame(height: layout.height(at: detentIndex), alignment: .top)
            .offset(y: CGFloat(offset))
            .transition(.move(edge: .bottom))
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
    .animation(.tessera(theme.motion(.emphasized)), value: isPresented)
    // Dismissed from outside (the app set `isPresented` to false): the next presentation
    // opens at the lowest detent again, as one dismissed from inside does.
    .onChange(of: isPresented) { _, presented in
      if !presented {
        detentIndex = 0
        dragTranslation = nil
      }
    }
    .animation(.tessera(theme.motion(.standard)), value: detentIndex)
  }

  private func panel(
    _ look: ComponentAppearance, layout: SheetDetentLayout, surfaceExtension: CGFloat
  ) -> some View {
    let shape = UnevenRoundedRectangle(
      topLeadingRadius: look.cornerRadius, topTrailingRadius: look.cornerRadius)
    return VStack(spacing: 0) {
      header(look, layout: layout)
      content
        .dsForeground(look.foreground)
        .padding(look.insets.edgeInsets)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .clipShape(shape)
    .background {
      if let fill = look.background {
        // The surface reaches below the panel, under the home indicator and under any lift a
        // drag gives, so no page shows beneath the sheet; the content stays above the
        // indicator.
        DSShadowedShape(shape: shape, fill: fill.color, shadows: look.shadows)
          .padding(.bottom, -surfaceExtension)
      }
    }
    .environment(\.dsBackdrop, look.background?.role ?? .backgroundElevated)
    .dsAdjustableKeys(axis: .vertical, focus: .container) { outcome in
      detentIndex = layout.index(from: detentIndex, by: outcome)
    }
    .accessibilityElement(children: .contain)
    .accessibilityAddTraits(.isModal)
    .accessibilityAction(named: LocalizationKey.close.string(for: locale)) { dismiss() }
    .dsDismissesOnEscape(dismiss)
    .dsAccessibilityIdentifier(identifier)
  }

  /// The strip the sheet is dragged by: the grabber, or an empty strip of its height when the
  /// grabber is hidden. Only this strip drags the sheet, and its drag wins over any scroll
  /// view around the sheet, so a scroll view inside the panel scrolls without moving the sheet.
  private func header(_ look: ComponentAppearance, layout: SheetDetentLayout) -> some View {
    Group {
      if showDragIndicator {
        grabber(look, layout: layout)
      } else {
        Color.clear
          .frame(height: look.tapTarget(.grabber).height)
          .accessibilityHidden(true)
      }
    }
    .frame(maxWidth: .infinity)
    .contentShape(Rectangle())
    .dsDrag(
      claim: .vertical, ownsDrags: true,
      onChanged: { drag in dragTranslation = drag.translation.height },
      onEnded: { drag in
        settle(
          layout.settle(
            from: detentIndex, translation: drag.translation.height,
            velocity: drag.velocity.height, dismissible: dismissOnBackgroundTap))
      },
      // A cancelled drag returns the sheet to its detent.
      onReset: { dragTranslation = nil }
    )
  }

  private func grabber(_ look: ComponentAppearance, layout: SheetDetentLayout) -> some View {
    Button {
      detentIndex = layout.indexAfterGrabberTap(from: detentIndex)
    } label: {
      Capsule()
        .fill(look.color(.indicator) ?? .clear)
        .frame(width: look.knobDiameter, height: look.trackThickness)
        .dsTapTarget(.grabber, of: look)
    }
    .buttonStyle(.plain)
    .accessibilityLabel(LocalizationKey.sheetGrabber.string(for: locale))
    .accessibilityValue(
      LocalizedPhrase.sheetSize(layout.clamped(detentIndex) + 1, of: layout.heights.count)
        .string(for: locale)
    )
    .accessibilityAdjustableAction { direction in
      detentIndex = layout.index(from: detentIndex, movedBy: direction == .increment ? 1 : -1)
    }
  }

  private func settle(_ settlement: SheetSettlement) {
    dragTranslation = nil
    switch settlement {
    case .detent(let index): detentIndex = index
    case .dismiss: dismiss()
    }
  }

  private func dismiss() {
    dragTranslation = nil
    detentIndex = 0
    isPresented = false
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
