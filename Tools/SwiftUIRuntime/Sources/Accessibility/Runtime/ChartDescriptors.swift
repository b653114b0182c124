// Audio Graphs' chart descriptors with what they describe kept, so a test can read the chart
// VoiceOver plays (https://developer.apple.com/documentation/accessibility/axchartdescriptor).
import Foundation

/// An object that contains all the semantic information about an accessible chart.
/// - Apple: `class AXChartDescriptor`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
open class AXChartDescriptor: NSObject {
  package var title: String?
  package var summary: String?
  package var xAxis: (any AXDataAxisDescriptor)?
  package var yAxis: AXNumericDataAxisDescriptor?
  package var series: [AXDataSeriesDescriptor] = []
  /// Creates a chart descriptor with the specified title, summary, x-axis descriptor, y-axis
  /// descriptor, descriptors for additional axes, and array of data series.
  /// - Apple: `convenience init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor])`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public convenience init(
    title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
    yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
    series: [AXDataSeriesDescriptor]
  ) {
    self.init()
    self.title = title
    self.summary = summary
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.series = series
  }
}

/// An object that represents an axis of categorical data.
/// - Apple: `class AXCategoricalDataAxisDescriptor`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
open class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  package let title: String
  package let categoryOrder: [String]
  /// Creates a categorical data axis with the specified title and an array of categories in
  /// the specified order.
  /// - Apple: `init(title: String, categoryOrder: [String])`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init(title: String, categoryOrder: [String]) {
    self.title = title
    self.categoryOrder = categoryOrder
    super.init()
  }
}

/// An object that represents an axis of numerical data.
/// - Apple: `class AXNumericDataAxisDescriptor`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
open class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  package var title = ""
  package var range: ClosedRange<Double> = 0...0
  package var gridlinePositions: [Double] = []
  package var valueDescriptionProvider: (Double) -> String = { "\($0)" }
  /// Creates a numeric data axis with the specified title, range, gridline positions, and
  /// value description provider closure.
  /// - Apple: `convenience init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public convenience init(
    title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
    valueDescriptionProvider: @escaping (Double) -> String
  ) {
    self.init()
    self.title = title
    self.range = range
    self.gridlinePositions = gridlinePositions
    self.valueDescriptionProvider = valueDescriptionProvider
  }
}

/// An object that represents a series of data points.
/// - Apple: `class AXDataSeriesDescriptor`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
open class AXDataSeriesDescriptor: NSObject {
  package let name: String
  package let isContinuous: Bool
  package let dataPoints: [AXDataPoint]
  /// Creates a data series with the specified name, a Boolean value that indicates whether the
  /// series is continuous, and data points.
  /// - Apple: `init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint])`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
    self.name = name
    self.isContinuous = isContinuous
    self.dataPoints = dataPoints
    super.init()
  }
}

/// An object that represents a single data point in a chart.
/// - Apple: `class AXDataPoint`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
open class AXDataPoint: NSObject {
  package var x = ""
  package var y: Double?
  package var label: String?
  /// Creates a data point with the specified x-value, y-value and label (additional values
  /// are not modelled here).
  public convenience init(x: String, y: Double? = nil, label: String? = nil) {
    self.init()
    self.x = x
    self.y = y
    self.label = label
  }
}
