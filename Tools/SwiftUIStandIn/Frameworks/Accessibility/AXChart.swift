// Stand-in for the chart descriptors of Apple's Accessibility framework (Audio Graphs), as
// developer.apple.com/documentation/accessibility declares them; bodies keep nothing.
import Foundation

/// The basic interface for a data axis in a chart.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public protocol AXDataAxisDescriptor {}

/// An object that contains all the semantic information about an accessible chart.
/// - Apple: `class AXChartDescriptor`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
open class AXChartDescriptor: NSObject {
  /// Creates a chart descriptor with the specified title, summary, x-axis descriptor, y-axis
  /// descriptor, descriptors for additional axes, and array of data series.
  /// - Apple: `convenience init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor])`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public convenience init(
    title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
    yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
    series: [AXDataSeriesDescriptor]
  ) { self.init() }
}

/// An object that represents an axis of categorical data.
/// - Apple: `class AXCategoricalDataAxisDescriptor`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
open class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  /// Creates a categorical data axis with the specified title and an array of categories in
  /// the specified order.
  /// - Apple: `init(title: String, categoryOrder: [String])`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init(title: String, categoryOrder: [String]) { super.init() }
}

/// An object that represents an axis of numerical data.
/// - Apple: `class AXNumericDataAxisDescriptor`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
open class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  /// Creates a numeric data axis with the specified title, range, gridline positions, and
  /// value description provider closure.
  /// - Apple: `convenience init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public convenience init(
    title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
    valueDescriptionProvider: @escaping (Double) -> String
  ) { self.init() }
}

/// An object that represents a series of data points.
/// - Apple: `class AXDataSeriesDescriptor`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
open class AXDataSeriesDescriptor: NSObject {
  /// Creates a data series with the specified name, a Boolean value that indicates whether the
  /// series is continuous, and data points.
  /// - Apple: `init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint])`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) { super.init() }
}

/// An object that represents a single data point in a chart.
/// - Apple: `class AXDataPoint`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
open class AXDataPoint: NSObject {
  /// Creates a data point with the specified x-value, y-value and label (additional values
  /// are not modelled here).
  public convenience init(x: String, y: Double? = nil, label: String? = nil) { self.init() }
}
