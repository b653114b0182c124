// Foundation's format styles (iOS 15 / macOS 12), the part Tessera's views use to write numbers.

/// A type that converts a given data type into a representation in another type, such as a
/// string.
/// - Apple: `protocol FormatStyle : Decodable, Encodable, Hashable`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol FormatStyle: Decodable, Encodable, Hashable {
  /// - Apple: `associatedtype FormatInput`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  associatedtype FormatInput
  /// - Apple: `associatedtype FormatOutput`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  associatedtype FormatOutput
  /// - Apple: `func format(_ value: Self.FormatInput) -> Self.FormatOutput`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  func format(_ value: Self.FormatInput) -> Self.FormatOutput
  /// - Apple: `func locale(_ locale: Locale) -> Self`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  func locale(_ locale: Locale) -> Self
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle {
  /// - Apple: `func locale(_ locale: Locale) -> Self`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public func locale(_ locale: Locale) -> Self { self }
}

/// Configuration settings for formatting numbers.
/// - Apple: `enum NumberFormatStyleConfiguration`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum NumberFormatStyleConfiguration {
  /// The precision of a formatted number.
  /// - Apple: `struct Precision`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public struct Precision: Codable, Hashable, Sendable {
    /// A precision that constrains formatted values to a given number of fraction digits.
    /// - Apple: `static func fractionLength(_ length: Int) -> NumberFormatStyleConfiguration.Precision`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public static func fractionLength(_ length: Int) -> Precision { Precision() }
  }
}

/// A structure that converts between floating-point values and their textual representations.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct FloatingPointFormatStyle<Value: BinaryFloatingPoint>: FormatStyle, Codable,
  Hashable, Sendable
{
  public typealias FormatInput = Value
  public typealias FormatOutput = String
  /// - Apple: `init(locale: Locale = .autoupdatingCurrent)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init(locale: Locale = .autoupdatingCurrent) {}
  public func format(_ value: Value) -> String { "" }
  public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> Self { self }
  public func rounded() -> Self { self }

  /// A format style that converts between floating-point percentage values and their textual
  /// representations.
  /// - Apple: `struct Percent`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public struct Percent: FormatStyle, Codable, Hashable, Sendable {
    public typealias FormatInput = Value
    public typealias FormatOutput = String
    /// - Apple: `init(locale: Locale = .autoupdatingCurrent)`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public init(locale: Locale = .autoupdatingCurrent) {}
    public func format(_ value: Value) -> String { "" }
    public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> Self { self }
  }
}

/// A structure that converts between integer values and their textual representations.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct IntegerFormatStyle<Value: BinaryInteger>: FormatStyle, Codable, Hashable,
  Sendable
{
  public typealias FormatInput = Value
  public typealias FormatOutput = String
  /// - Apple: `init(locale: Locale = .autoupdatingCurrent)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init(locale: Locale = .autoupdatingCurrent) {}
  /// - Apple: `func format(_ value: Value) -> String`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public func format(_ value: Value) -> String { "" }
  /// A format style that converts between integer percentage values and their textual
  /// representations.
  /// - Apple: `struct Percent`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public struct Percent: FormatStyle, Codable, Hashable, Sendable {
    public typealias FormatInput = Value
    public typealias FormatOutput = String
    /// - Apple: `init(locale: Locale = .autoupdatingCurrent)`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public init(locale: Locale = .autoupdatingCurrent) {}
    /// - Apple: `func format(_ value: Value) -> String`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public func format(_ value: Value) -> String { "" }
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
  /// A style for formatting a double-precision floating-point value.
  public static var number: FloatingPointFormatStyle<Double> { FloatingPointFormatStyle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Percent {
  /// A style for formatting a double-precision floating-point value as a percentage.
  public static var percent: FloatingPointFormatStyle<Double>.Percent {
    FloatingPointFormatStyle<Double>.Percent()
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle where Self == IntegerFormatStyle<Int> {
  /// A style for formatting a signed integer.
  public static var number: IntegerFormatStyle<Int> { IntegerFormatStyle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension FormatStyle where Self == IntegerFormatStyle<Int>.Percent {
  /// A style for formatting a signed integer as a percentage.
  public static var percent: IntegerFormatStyle<Int>.Percent { IntegerFormatStyle<Int>.Percent() }
}

extension BinaryFloatingPoint {
  /// Formats the value using the default localized format style.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func formatted() -> String { "" }
  /// Formats the value using the provided format style.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput
  where Self == S.FormatInput { format.format(self) }
}

extension BinaryInteger {
  /// Formats the value using the default localized format style.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func formatted() -> String { "" }
  /// Formats the value using the provided format style.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput
  where Self == S.FormatInput { format.format(self) }
}
