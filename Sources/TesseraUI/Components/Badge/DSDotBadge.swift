#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's dot badge: a small status dot (unread, online), its color at 3:1 against
/// the surface it sits on (``TesseraComponents/ResolvedTheme/dotBadgeColor(_:on:)``), optionally pulsing
/// by one repeating animation (still under Reduce Motion). A dot is color only, so it is hidden from VoiceOver unless
/// given an accessibility label.
///
/// ```swift
/// Image(systemName: "bell").overlay(alignment: .topTrailing) { DSDotBadge(variant: .error, accessibilityLabel: "Unread") }
/// ```
public struct DSDotBadge: View {
  private let variant: StatusKind
  private let size: CGFloat
  private let isPulsing: Bool
  private let label: Text?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a dot whose accessibility label is looked up in the app's strings, as
  /// `accessibilityLabel(_:)`'s `LocalizedStringKey` form does; a string literal (or no label)
  /// chooses this one.
  /// - Parameters:
  ///   - variant: The status its color conveys (error by default, as for unread).
  ///   - size: The diameter in points.
  ///   - isPulsing: Whether a halo pulses around it.
  ///   - accessibilityLabel: The key of what the dot means, for VoiceOver; without it the dot is
  ///     hidden.
  public init(
    variant: StatusKind = .error, size: CGFloat = 8, isPulsing: Bool = false,
    accessibilityLabel: LocalizedStringKey? = nil
  ) {
    self.init(
      variant: variant, size: size, isPulsing: isPulsing,
      label: accessibilityLabel.map { Text($0) }, identifier: nil)
  }

  init(
    variant: StatusKind, size: CGFloat, isPulsing: Bool, label: Text?, identifier: String?
  ) {
    self.variant = variant
    self.size = size.isFinite && size > 0 ? size : 8
    self.isPulsing = isPulsing
    self.label = label
    self.identifier = identifier
  }

  /// The dot.
  public var body: some View {
    let color = Color(theme.dotBadgeColor(variant, on: backdrop).color)
    ZStack {
      // Under Reduce Motion there is no pulse and the dot stays still.
      if isPulsing, let pulse = theme.dotBadgePulse() {
        // The halo's opacity and scale are linear in the phase, so one repeating linear
        // animation of the phase draws the pulse.
        DSRepeatingPhase(animation: .linear(duration: pulse.duration)) { phase in
          Circle()
            .fill(color)
            .opacity(1 - phase)
            .scaleEffect(1 + (pulse.scale - 1) * phase)
        }
        .id(pulse.duration)
      }
      Circle().fill(color)
    }
    .frame(width: size, height: size)
    // Shapes are not accessibility elements: without this the label would have nothing to
    // name, and VoiceOver would pass the dot by.
    .accessibilityElement(children: .ignore)
    .accessibilityHidden(label == nil)
    .accessibilityLabel(label ?? Text(verbatim: ""))
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
