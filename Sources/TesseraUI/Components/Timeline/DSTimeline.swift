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

  /// One event. Events are equal when their titles, details and statuses are; they hash by
  /// status.
  public struct Event: Sendable, Hashable {
    /// The event's title.
    public var title: Text
    /// A time or detail under the title.
    public var detail: Text?
    /// Where the event stands.
    public var status: Status

    /// Creates an event whose title and detail are looked up in the app's strings; a
    /// string literal chooses this one.
    /// - Parameters:
    ///   - title: The key of the event's title.
    ///   - detail: The key of a time or detail under the title.
    ///   - status: Where the event stands.
    public init(_ title: LocalizedStringKey, detail: LocalizedStringKey? = nil, status: Status) {
      self.init(text: Text(title), detail: detail.map { Text($0) }, status: status)
    }

    init(text: Text, detail: Text?, status: Status) {
      self.title = text
      self.detail = detail
      self.status = status
    }

    /// Hashes the status (`Text` is not hashable; equal events still hash equally).
    public func hash(into hasher: inout Hasher) {
      hasher.combine(status)
    }
  }

  private let events: [Event]
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a timeline.
  /// - Parameters:
  ///   - events: The events, first to last.
  public init(events: [Event]) {
    self.events = events
  }

  /// The timeline.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(events.indices, id: \.self) { index in
        let event = events[index]
        let look = theme.appearance(
          .timeline(event.status), on: backdrop)
        HStack(alignment: .top, spacing: theme.gaps.regular) {
          Circle()
            .fill(look.color(.indicator) ?? .clear)
            .frame(width: look.knobDiameter, height: look.knobDiameter)
          VStack(alignment: .leading, spacing: theme.gaps.tight) {
            event.title.dsLookText(look)
            if let detail = event.detail {
              detail
                .dsSecondaryText(look)
            }
          }
          .padding(.bottom, theme.gaps.loose)
          .fixedSize(horizontal: false, vertical: true)
        }
        // The line to the next event runs down the row's height under the dot. As a
        // background it is offered the row's size and takes no part in it: a line that asked
        // for the height itself would stretch the timeline over all a stack offers.
        .background(alignment: .topLeading) {
          if index < events.count - 1 {
            Rectangle()
              .fill(look.color(.separator) ?? .clear)
              .frame(width: look.trackThickness)
              .padding(.top, look.knobDiameter)
              .frame(width: look.knobDiameter)
          }
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
