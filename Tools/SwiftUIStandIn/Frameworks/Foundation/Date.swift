// Foundation's dates, calendars, time zones and locales.

/// A specific point in time, independent of any calendar or time zone.
public struct Date: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// Creates a date value initialized to the current date and time.
  public init() {}
  public init(timeIntervalSinceNow: TimeInterval) {}
  public init(timeIntervalSince1970: TimeInterval) {}
  public init(timeIntervalSinceReferenceDate ti: TimeInterval) {}
  public init(timeInterval: TimeInterval, since date: Date) {}
  public var timeIntervalSince1970: TimeInterval { 0 }
  public var timeIntervalSinceReferenceDate: TimeInterval { 0 }
  public var timeIntervalSinceNow: TimeInterval { 0 }
  public func timeIntervalSince(_ date: Date) -> TimeInterval { 0 }
  public func addingTimeInterval(_ timeInterval: TimeInterval) -> Date { self }
  public mutating func addTimeInterval(_ timeInterval: TimeInterval) {}
  /// The current date and time (iOS 15).
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  public static var now: Date { Date() }
  public static var distantPast: Date { Date() }
  public static var distantFuture: Date { Date() }
  public var description: String { "" }
  public static func < (lhs: Date, rhs: Date) -> Bool { false }
  public static func + (lhs: Date, rhs: TimeInterval) -> Date { lhs }
  public static func - (lhs: Date, rhs: TimeInterval) -> Date { lhs }
  public static func += (lhs: inout Date, rhs: TimeInterval) {}
}

/// Information about standard time conventions associated with a specific geopolitical region.
public struct TimeZone: Hashable, Sendable, Codable {
  public init?(identifier: String) { return nil }
  public init?(secondsFromGMT seconds: Int) { return nil }
  public static var current: TimeZone { fatalError() }
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public static var gmt: TimeZone { fatalError() }
  public var identifier: String { "" }
  public func secondsFromGMT(for date: Date = Date()) -> Int { 0 }
}

/// Information about linguistic, cultural, and technological conventions.
public struct Locale: Hashable, Sendable, Codable {
  public init(identifier: String) {}
  public static var current: Locale { fatalError() }
  public static var autoupdatingCurrent: Locale { fatalError() }
  public static var preferredLanguages: [String] { [] }
  public var identifier: String { "" }
  @available(iOS, introduced: 2.0, deprecated: 100000)
  public var languageCode: String? { nil }
  @available(iOS, introduced: 2.0, deprecated: 100000)
  public var regionCode: String? { nil }
  /// The language of the locale (iOS 16).
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public var language: Locale.Language { fatalError() }
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct Language: Hashable, Sendable, Codable {
    public var languageCode: Locale.LanguageCode? { nil }
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public var characterDirection: Locale.LanguageDirection { .leftToRight }
  }
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct LanguageCode: Hashable, Sendable, Codable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var identifier: String { rawValue }
  }
  /// Indications of the direction of a language's text.
  public enum LanguageDirection: UInt, Sendable {
    case unknown = 0
    case leftToRight = 1
    case rightToLeft = 2
    case topToBottom = 3
    case bottomToTop = 4
  }
  public static func characterDirection(forLanguage isoLangCode: String)
    -> Locale.LanguageDirection
  { .leftToRight }
}

/// A definition of the relationships between calendar units and absolute points in time.
public struct Calendar: Hashable, Sendable, Codable {
  /// Calendar identifiers.
  public enum Identifier: Sendable, Codable {
    case gregorian, buddhist, chinese, coptic, ethiopicAmeteMihret, ethiopicAmeteAlem, hebrew,
      iso8601, indian, islamic, islamicCivil, japanese, persian, republicOfChina,
      islamicTabular, islamicUmmAlQura
  }
  /// Calendar units.
  public enum Component: Sendable, Hashable {
    case era, year, month, day, hour, minute, second, weekday, weekdayOrdinal, quarter,
      weekOfMonth, weekOfYear, yearForWeekOfYear, nanosecond, calendar, timeZone
  }
  public init(identifier: Calendar.Identifier) {}
  public static var current: Calendar { fatalError() }
  public static var autoupdatingCurrent: Calendar { fatalError() }
  public var identifier: Calendar.Identifier { .gregorian }
  public var timeZone: TimeZone {
    get { fatalError() }
    set {}
  }
  public var locale: Locale? {
    get { nil }
    set {}
  }
  public var firstWeekday: Int {
    get { 1 }
    set {}
  }
  public func component(_ component: Calendar.Component, from date: Date) -> Int { 0 }
  public func dateComponents(_ components: Set<Calendar.Component>, from date: Date)
    -> DateComponents
  { DateComponents() }
  public func dateComponents(_ components: Set<Calendar.Component>, from start: Date, to end: Date)
    -> DateComponents
  { DateComponents() }
  public func date(from components: DateComponents) -> Date? { nil }
  public func date(byAdding component: Calendar.Component, value: Int, to date: Date,
                   wrappingComponents: Bool = false) -> Date? { nil }
  public func date(byAdding components: DateComponents, to date: Date,
                   wrappingComponents: Bool = false) -> Date? { nil }
  public func startOfDay(for date: Date) -> Date { date }
  public func isDate(_ date1: Date, inSameDayAs date2: Date) -> Bool { false }
  public func range(of smaller: Calendar.Component, in larger: Calendar.Component, for date: Date)
    -> Range<Int>?
  { nil }
}

/// A date or time specified in terms of units to be evaluated in a calendar system and time zone.
public struct DateComponents: Hashable, Sendable, Codable {
  public init(calendar: Calendar? = nil, timeZone: TimeZone? = nil, era: Int? = nil,
              year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil,
              minute: Int? = nil, second: Int? = nil, nanosecond: Int? = nil,
              weekday: Int? = nil, weekdayOrdinal: Int? = nil, quarter: Int? = nil,
              weekOfMonth: Int? = nil, weekOfYear: Int? = nil, yearForWeekOfYear: Int? = nil) {}
  public var calendar: Calendar?
  public var timeZone: TimeZone?
  public var era: Int?
  public var year: Int?
  public var month: Int?
  public var day: Int?
  public var hour: Int?
  public var minute: Int?
  public var second: Int?
  public var nanosecond: Int?
  public var weekday: Int?
  public var date: Date? { nil }
  public var isValidDate: Bool { false }
}
