#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLayout

/// A dial with a track, a filled arc up to the value and a needle. The needle's angle (pinned to
/// the dial's ends, NaN-safe) and the tick angles come from `GaugeScale`, tested on Linux; the
/// view only draws them. The dial is the theme's size, grown with the text size: a larger frame
/// around it centres it rather than enlarging it.
///
/// ```swift
/// DSGauge("Speed", value: 72, scale: GaugeScale(from: 0, through: 120)) { "\(Int($0)) km/h" }
/// ```
public struct DSGauge: View {
  private let label: Text
  private let value: Double
  private let scale: GaugeScale
  var identifier: String?
  private let valueText: (Double) -> String

  /// Creates a gauge whose label is looked up in the app's strings, as `Gauge`'s
  /// `LocalizedStringKey` labels are; a string literal chooses this one.
  /// - Parameters:
  ///   - labelKey: The key of what the gauge measures, read by VoiceOver.
  ///   - value: The value to point at.
  ///   - scale: The dial's range and angles.
  ///   - valueText: How the value is written under the needle and for VoiceOver (a computed
  ///     value, shown as written).
  public init(
    _ labelKey: LocalizedStringKey, value: Double,
    scale: GaugeScale = GaugeScale(from: 0, through: 1),
    valueText: @escaping (Double) -> String = { $0.formatted() }
  ) {
    self.init(
      label: Text(labelKey), value: value, scale: scale, identifier: nil,
      valueText: valueText)
  }

  init(
    label: Text, value: Double, scale: GaugeScale, identifier: String?,
    valueText: @escaping (Double) -> String
  ) {
    self.label = label
    self.value = value
    self.scale = scale
    self.identifier = identifier
    self.valueText = valueText
  }

  /// The gauge.
  public var body: some View {
    DSGaugeDial(value: value, scale: scale) {
      Text(valueText(value)).monospacedDigit()
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(label)
    .accessibilityValue(valueText(value))
    .dsAccessibilityIdentifier(identifier)
  }
}

/// The dial of a gauge: track, filled arc up to the value, needle and the value's label, at
/// the angles `GaugeScale` computes. Shared by ``DSGauge`` and ``DSGaugeStyle``.
struct DSGaugeDial<ValueLabel: View>: View {
  let value: Double
  let scale: GaugeScale
  let valueLabel: ValueLabel
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  init(value: Double, scale: GaugeScale, @ViewBuilder valueLabel: () -> ValueLabel) {
    self.value = value
    self.scale = scale
    self.valueLabel = valueLabel()
  }

  var body: some View {
    let look = theme.appearance(.gauge, on: backdrop)
    let dial = theme.scaledMinimumSize(of: look)
    GeometryReader { proxy in
      let side = min(proxy.size.width, proxy.size.height)
      let radius = look.dialRadius(side: side)
      let center = CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2)
      let tip = scale.needleTip(
        for: value, center: LayoutPoint(x: center.x, y: center.y),
        length: look.gaugeNeedleLength(radius: radius))
      ZStack {
        arc(center: center, radius: radius, to: scale.startAngle + scale.sweep)
          .stroke(
            look.color(.track) ?? .clear,
            style: StrokeStyle(lineWidth: look.trackThickness, lineCap: .round))
        arc(center: center, radius: radius, to: scale.needleAngle(for: value))
          .stroke(
            look.color(.fill) ?? .clear,
            style: StrokeStyle(lineWidth: look.trackThickness, lineCap: .round))
        Path(dsPolyline: [center, CGPoint(x: tip.x, y: tip.y)])
          .stroke(
            look.color(.indicator) ?? .clear,
            style: StrokeStyle(lineWidth: look.gaugeNeedleWidth, lineCap: .round))
        valueLabel
          .dsLookText(look)
          .offset(y: look.gaugeValueOffset(radius: radius))
      }
    }
    // The dial grows with the value's text (`scaledMinimumSize`), so the label stays inside it. Its
    // own size, not a minimum: the dial is drawn in a geometry reader, which takes all it is
    // offered, so a minimum alone would stretch it over a stack that does not scroll.
    .frame(width: dial.width, height: dial.height)
  }

  private func arc(center: CGPoint, radius: CGFloat, to end: Double) -> Path {
    Path { path in
      path.addArc(
        center: center, radius: radius, startAngle: .degrees(scale.startAngle),
        endAngle: .degrees(end), clockwise: false)
    }
  }
}

#if !os(tvOS)
/// Draws any `Gauge` as the theme's dial, as `DSGauge` draws it: apply
/// `.gaugeStyle(.dsDial)` (not on tvOS, which has no `Gauge`).
///
/// ```swift
/// Gauge(value: 0.7) { Text("Battery") } currentValueLabel: { Text("70%") }
///   .gaugeStyle(.dsDial)
/// ```
public struct DSGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// Creates the view for one gauge.
  public func makeBody(configuration: Configuration) -> some View {
    DSGaugeDial(value: configuration.value, scale: GaugeScale(from: 0, through: 1)) {
      configuration.currentValueLabel
    }
    .accessibilityElement(children: .combine)
  }
}

extension GaugeStyle where Self == DSGaugeStyle {
  /// The theme's dial.
  public static var dsDial: DSGaugeStyle { DSGaugeStyle() }
}
#endif
#endif
