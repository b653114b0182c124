// Foundation's dates, calendars, time zones and locales.

/// A specific point in time, independent of any calendar or time zone.
/// - Apple: `struct Date`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
public struct Date: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// Creates a date value initialized to the current date and time.
  /// - Apple: `init()`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init() {}
  /// - Apple: `init(timeIntervalSinceNow: TimeInterval)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(timeIntervalSinceNow: TimeInterval) {}
  /// - Apple: `init(timeIntervalSince1970: TimeInterval)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(timeIntervalSince1970: TimeInterval) {}
  /// - Apple: `init(timeIntervalSinceReferenceDate ti: TimeInterval)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(timeIntervalSinceReferenceDate ti: TimeInterval) {}
  /// - Apple: `init(timeInterval: TimeInterval, since date: Date)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(timeInterval: TimeInterval, since date: Date) {}
  /// - Apple: `var timeIntervalSince1970: TimeInterval { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var timeIntervalSince1970: TimeInterval { 0 }
  /// - Apple: `var timeIntervalSinceReferenceDate: TimeInterval { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var timeIntervalSinceReferenceDate: TimeInterval { 0 }
  /// - Apple: `var timeIntervalSinceNow: TimeInterval { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var timeIntervalSinceNow: TimeInterval { 0 }
  /// - Apple: `func timeIntervalSince(_ date: Date) -> TimeInterval`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func timeIntervalSince(_ date: Date) -> TimeInterval { 0 }
  /// Returns a date instance that represents the current date and time, at the moment of
  /// access.
  /// - Apple: `@backDeployed(before: macOS 12, iOS 15, tvOS 15, watchOS 8) static var now: Date { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  @available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  @backDeployed(before: macOS 12, iOS 15, tvOS 15, watchOS 8)
  public static var now: Date { Date() }
  /// - Apple: `static let distantFuture: Date`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static let distantFuture = Date()
  /// - Apple: `var description: String { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var description: String { "" }
  /// Whether `lhs` is earlier than `rhs` (Date's `Comparable` conformance).
  public static func < (lhs: Date, rhs: Date) -> Bool { false }
  /// - Apple: `static func + (lhs: Date, rhs: TimeInterval) -> Date`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static func + (lhs: Date, rhs: TimeInterval) -> Date { lhs }
  /// The date `rhs` seconds before `lhs`.
  public static func - (lhs: Date, rhs: TimeInterval) -> Date { lhs }
  /// - Apple: `static func += (lhs: inout Date, rhs: TimeInterval)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static func += (lhs: inout Date, rhs: TimeInterval) {}
}

/// Information about standard time conventions associated with a specific geopolitical region.
/// - Apple: `struct TimeZone`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
public struct TimeZone: Hashable, Sendable, Codable {
  /// - Apple: `init?(identifier: String)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init?(identifier: String) { return nil }
  /// - Apple: `static var current: TimeZone { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var current: TimeZone { fatalError() }
  /// - Apple: `var identifier: String { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var identifier: String { "" }
  /// - Apple: `func secondsFromGMT(for date: Date = Date()) -> Int`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func secondsFromGMT(for date: Date = Date()) -> Int { 0 }
}

/// Information about linguistic, cultural, and technological conventions.
/// - Apple: `struct Locale`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
public struct Locale: Hashable, Sendable, Codable {
  /// - Apple: `init(identifier: String)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(identifier: String) {}
  /// - Apple: `static var current: Locale { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var current: Locale { fatalError() }
  /// - Apple: `static var autoupdatingCurrent: Locale { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var autoupdatingCurrent: Locale { fatalError() }
  /// - Apple: `var identifier: String { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var identifier: String { "" }
  /// Returns the localized string for a specified region code.
  public func localizedString(forRegionCode regionCode: String) -> String? { nil }
}

/// A definition of the relationships between calendar units and absolute points in time.
/// - Apple: `struct Calendar`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
public struct Calendar: Hashable, Sendable, Codable {
  /// Calendar identifiers.
  /// - Apple: `enum Identifier`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public enum Identifier: Sendable, Codable {
    /// - Apple: `case gregorian`
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
    case gregorian
  }
  /// Calendar units.
  /// - Apple: `enum Component`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public enum Component: Sendable, Hashable {
    /// - Apple: `case year`
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
    case year
    /// - Apple: `case month`
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
    case month
    /// - Apple: `case day`
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
    case day
    /// - Apple: `case hour`
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
    case hour
    /// - Apple: `case minute`
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
    case minute
  }
  /// - Apple: `init(identifier: Calendar.Identifier)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(identifier: Calendar.Identifier) {}
  /// - Apple: `static var current: Calendar { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var current: Calendar { fatalError() }
  /// - Apple: `static var autoupdatingCurrent: Calendar { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var autoupdatingCurrent: Calendar { fatalError() }
  /// - Apple: `var identifier: Calendar.Identifier { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var identifier: Calendar.Identifier { .gregorian }
  /// - Apple: `var timeZone: TimeZone { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var timeZone: TimeZone {
    get { fatalError() }
    set {}
  }
  /// - Apple: `var locale: Locale? { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var locale: Locale? {
    get { nil }
    set {}
  }
  /// - Apple: `func component(_ component: Calendar.Component, from date: Date) -> Int`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func component(_ component: Calendar.Component, from date: Date) -> Int { 0 }
  /// - Apple: `func dateComponents(_ components: Set<Calendar.Component>, from date: Date) -> DateComponents`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func dateComponents(_ components: Set<Calendar.Component>, from date: Date)
    -> DateComponents
  { DateComponents() }
  /// The difference between two dates, in the components asked for.
  public func dateComponents(_ components: Set<Calendar.Component>, from start: Date, to end: Date)
    -> DateComponents
  { DateComponents() }
  /// - Apple: `func date(from components: DateComponents) -> Date?`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func date(from components: DateComponents) -> Date? { nil }
  /// - Apple: `func date(byAdding component: Calendar.Component, value: Int, to date: Date, wrappingComponents: Bool = false) -> Date?`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func date(
    byAdding component: Calendar.Component, value: Int, to date: Date,
    wrappingComponents: Bool = false
  ) -> Date? { nil }
  /// - Apple: `func date(byAdding components: DateComponents, to date: Date, wrappingComponents: Bool = false) -> Date?`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func date(
    byAdding components: DateComponents, to date: Date,
    wrappingComponents: Bool = false
  ) -> Date? { nil }
  /// - Apple: `func range(of smaller: Calendar.Component, in larger: Calendar.Component, for date: Date) -> Range<Int>?`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func range(of smaller: Calendar.Component, in larger: Calendar.Component, for date: Date)
    -> Range<Int>?
  { nil }
}

/// A date or time specified in terms of units to be evaluated in a calendar system and time zone.
/// - Apple: `struct DateComponents`
/// - Apple availability: iOS 8.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
public struct DateComponents: Hashable, Sendable, Codable {
  /// - Apple: `init( calendar: Calendar? = nil, timeZone: TimeZone? = nil, era: Int? = nil, year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil, nanosecond: Int? = nil, weekday: Int? = nil, weekdayOrdinal: Int? = nil, quarter: Int? = nil, weekOfMonth: Int? = nil, weekOfYear: Int? = nil, yearForWeekOfYear: Int? = nil )`
  /// - Apple availability: iOS 8.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(
    calendar: Calendar? = nil, timeZone: TimeZone? = nil, era: Int? = nil,
    year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil,
    minute: Int? = nil, second: Int? = nil, nanosecond: Int? = nil,
    weekday: Int? = nil, weekdayOrdinal: Int? = nil, quarter: Int? = nil,
    weekOfMonth: Int? = nil, weekOfYear: Int? = nil, yearForWeekOfYear: Int? = nil
  ) {}
  /// - Apple: `var calendar: Calendar? { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var calendar: Calendar? {
    get { storage.calendar }
    set { storage.calendar = newValue }
  }
  /// - Apple: `var timeZone: TimeZone? { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var timeZone: TimeZone? {
    get { storage.timeZone }
    set { storage.timeZone = newValue }
  }
  /// - Apple: `var year: Int? { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var year: Int? {
    get { storage.year }
    set { storage.year = newValue }
  }
  /// - Apple: `var month: Int? { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var month: Int? {
    get { storage.month }
    set { storage.month = newValue }
  }
  /// - Apple: `var day: Int? { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var day: Int? {
    get { storage.day }
    set { storage.day = newValue }
  }
  /// - Apple: `var hour: Int? { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var hour: Int? {
    get { storage.hour }
    set { storage.hour = newValue }
  }
  /// - Apple: `var minute: Int? { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var minute: Int? {
    get { storage.minute }
    set { storage.minute = newValue }
  }
  /// - Apple: `var second: Int? { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var second: Int? {
    get { storage.second }
    set { storage.second = newValue }
  }
  /// - Apple: `var nanosecond: Int? { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var nanosecond: Int? {
    get { storage.nanosecond }
    set { storage.nanosecond = newValue }
  }
  /// The components' values (Apple's are computed properties over its own storage).
  private var storage = Storage()
  private struct Storage: Hashable, Sendable, Codable {
    var calendar: Calendar?
    var timeZone: TimeZone?
    var year: Int?
    var month: Int?
    var day: Int?
    var hour: Int?
    var minute: Int?
    var second: Int?
    var nanosecond: Int?
  }
  /// - Apple: `var date: Date? { get }`
  /// - Apple availability: iOS 8.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var date: Date? { nil }
}
