#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraForms
import TesseraLocalization

/// The steps of a multi-step flow as numbered circles joined by a line: completed steps filled
/// with a check, the current one outlined, upcoming ones quiet. Bound to a `StepFlow`, whose
/// rules decide which steps count as passed; statuses and VoiceOver labels ("Step 2 of 4,
/// Payment, current") come from `StepsIndicatorLayout`. At accessibility sizes the steps stack.
///
/// ```swift
/// DSStepsIndicator(flow: checkout.flow)
/// ```
public struct DSStepsIndicator: View {
  @Environment(\.locale) private var locale
  private let layout: StepsIndicatorLayout
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  /// Creates an indicator for a step flow.
  /// - Parameters:
  ///   - flow: The flow; its steps are the titles and its current step is highlighted.
  public init(flow: StepFlow) {
    self.init(flow: flow, titles: flow.steps)
  }

  /// An indicator for `flow` whose steps are named `titles`, in the flow's order, shown as
  /// written: what a form names the steps its schema titles.
  init(flow: StepFlow, titles: [String]) {
    self.layout = StepsIndicatorLayout(
      titles: titles, currentIndex: flow.currentIndex, isFinished: flow.isFinished)
  }

  /// Creates an indicator whose step titles are looked up in the app's strings; an array of
  /// string literals chooses this one, as a literal chooses `Text`'s localized initializer.
  ///
  /// Each title is localized here (`String(localized:)`), because the indicator composes it
  /// into the step's VoiceOver phrase ("Step 2 of 4, Payment, current").
  /// - Parameters:
  ///   - titles: The step titles' resources (keys in the app's `Localizable` strings).
  ///   - currentIndex: The current step, zero-based.
  public init(titles: [LocalizedStringResource], currentIndex: Int) {
    self.init(
      titles: titles.map { String(localized: $0) }, currentIndex: currentIndex,
      identifier: nil)
  }

  /// Creates an indicator whose step titles are shown as written (text the app already
  /// localized, or a flow's own names).
  /// - Parameters:
  ///   - titles: The step titles, shown as written.
  ///   - currentIndex: The current step, zero-based.
  @_disfavoredOverload
  public init<Title: StringProtocol>(titles: [Title], currentIndex: Int) {
    self.init(
      titles: titles.map { String($0) }, currentIndex: currentIndex,
      identifier: nil)
  }

  private init(titles: [String], currentIndex: Int, identifier: String?) {
    self.layout = StepsIndicatorLayout(titles: titles, currentIndex: currentIndex)
    self.identifier = identifier
  }

  /// The indicator.
  public var body: some View {
    let stacked = dynamicTypeSize.isAccessibilitySize
    let container =
      stacked
      ? AnyLayout(VStackLayout(alignment: .leading, spacing: theme.gaps.regular))
      : AnyLayout(HStackLayout(alignment: .top, spacing: theme.gaps.tight))
    let statuses = layout.statuses
    container {
      ForEach(layout.titles.indices, id: \.self) { index in
        let look = theme.appearance(
          .stepsIndicator(statuses[index]), on: backdrop)
        let itemLayout =
          stacked
          ? AnyLayout(HStackLayout(spacing: theme.gaps.regular))
          : AnyLayout(VStackLayout(spacing: theme.gaps.tight))
        itemLayout {
          ZStack {
            Circle().fill(look.color(.background) ?? .clear)
            if let border = look.border {
              Circle().strokeBorder(Color(border.color), lineWidth: look.trackThickness)
            }
            if statuses[index] == .completed {
              Image(systemName: "checkmark").dsForeground(look[.tick])
            } else {
              Text("\(index + 1)").monospacedDigit().dsForeground(look.foreground)
            }
          }
          // The circle grows with the number in it (`scaledMetric`), so AX5 does not clip it.
          .frame(
            width: theme.scaledMetric(look.knobDiameter, relativeTo: look.text.relativeTo),
            height: theme.scaledMetric(look.knobDiameter, relativeTo: look.text.relativeTo))
          Text(layout.titles[index])
            .dsText(look.secondaryTypography)
            .dsForeground(look.foreground)
            .multilineTextAlignment(stacked ? .leading : .center)
            .fixedSize(horizontal: false, vertical: true)
        }
        .frame(maxWidth: stacked ? nil : .infinity)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(layout.accessibilityPhrase(for: index)?.string(for: locale) ?? "")
      }
    }
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
