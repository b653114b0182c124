#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A vertical list of events joined by a line, each marked completed, current or upcoming
/// (colors from the theme's timeline appearance). VoiceOver reads each event with its status.
///
/// ```swift
/// DSTimeline(events: [
///   DSTimeline.Event("Ordered", detail: "Mon 9:14", status: .completed),
///   DSTimeline.Event("Shipped", status: .current),
///   DSTimeline.Event("Delivered", status: .upcoming),
/// ])
/// ```
public struct DSTimeline: View {
  @Environment(\.locale) private var locale
  /// Where an event stands: completed (done), current (happening now) or upcoming (still to
  /// come); the timeline family's variant.
  public typealias Status = StepStatus

  /// One event.
  public struct Event: Sendable, Hashable {
    /// The event's title.
    public var title: String
    /// A time or detail under the title.
    public var detail: String?
    /// Where the event stands.
    public var status: Status

    /// Creates an event.
    public init(_ title: String, detail: String? = nil, status: Status) {
      self.title = title
      self.detail = detail
      self.status = status
    }
  }

  private let events: [Event]
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a timeline.
  /// - Parameters:
  ///   - events: The events, first to last.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(events: [Event], accessibilityIdentifier: String? = nil) {
    self.events = events
    self.identifier = accessibilityIdentifier
  }

  /// The timeline.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(events.indices, id: \.self) { index in
        let event = events[index]
        let look = theme.appearance(
          .timeline(event.status), on: backdrop)
        HStack(alignment: .top, spacing: theme.gaps.regular) {
          VStack(spacing: 0) {
            Circle()
              .fill(look.color(.indicator) ?? .clear)
              .frame(width: look.knobDiameter, height: look.knobDiameter)
            if index < events.count - 1 {
              Rectangle()
                .fill(look.color(.separator) ?? .clear)
                .frame(width: look.trackThickness)
                .frame(maxHeight: .infinity)
            }
          }
          VStack(alignment: .leading, spacing: theme.gaps.tight) {
            Text(event.title).dsLookText(look)
            if let detail = event.detail {
              Text(detail)
                .dsSecondaryText(look)
            }
          }
          .padding(.bottom, theme.gaps.loose)
          .fixedSize(horizontal: false, vertical: true)
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(event.status.phrase.string(for: locale))
      }
    }
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
