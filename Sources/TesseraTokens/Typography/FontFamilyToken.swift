/// A custom font family: the typeface an app registers, plus fallbacks in order of preference.
///
/// A theme without a family (``ThemeSpec/fontFamily`` is `nil`) uses the system font. Exports
/// add the system stack after the fallbacks (CSS: `"Inter", "Helvetica Neue", system-ui, …`),
/// so `fallbacks` names concrete families only, never CSS generic keywords.
///
/// In JSON a family is an object, `{"name": "Inter", "fallbacks": ["Helvetica Neue"]}`, or
/// just the name, `"Inter"`.
public struct FontFamilyToken: Codable, Sendable, Hashable {
  /// The most characters a family name may have.
  public static let maximumNameLength = 100
  /// The most names a family may list, its own included.
  public static let maximumNameCount = 8
  /// CSS generic family keywords and system aliases, which exports add themselves and a
  /// family therefore may not name (compared case-insensitively).
  public static let genericNames: Set<String> = [
    "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif",
    "ui-sans-serif", "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
    "-apple-system", "blinkmacsystemfont",
  ]

  /// The family name the app registers, such as "Inter".
  public var name: String
  /// Families to try when `name` is unavailable, in order (used by CSS; SwiftUI falls back
  /// to the system font).
  public var fallbacks: [String]

  /// Creates a family.
  public init(_ name: String, fallbacks: [String] = []) {
    self.name = name
    self.fallbacks = fallbacks
  }

  /// Creates a family from names in order of preference, dropping CSS generic keywords
  /// (``genericNames``) and blank names; `nil` when nothing is left.
  public init?(names: [String]) {
    let kept = names.filter { name in
      let trimmed = name.trimmingWhitespace
      return !trimmed.isEmpty && !Self.genericNames.contains(trimmed.lowercased())
    }
    guard let first = kept.first else { return nil }
    self.init(first, fallbacks: Array(kept.dropFirst()))
  }

  /// The family name followed by the fallbacks.
  public var names: [String] { [name] + fallbacks }

  private enum CodingKeys: String, CodingKey {
    case name, fallbacks
  }

  /// Decodes either a name (`"Inter"`) or an object with `name` and optional `fallbacks`.
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self)
    {
      self.init(name)
      return
    }
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try c.decode(String.self, forKey: .name),
      fallbacks: try c.decodeIfPresent([String].self, forKey: .fallbacks) ?? [])
  }

  /// Encodes the object form; `fallbacks` is left out when empty.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    if !fallbacks.isEmpty { try c.encode(fallbacks, forKey: .fallbacks) }
  }

  /// Checks the names: at most ``maximumNameCount``, each non-blank, at most
  /// ``maximumNameLength`` characters, free of control characters and not a generic keyword.
  /// Errors name the JSON path below `path` (`fontFamily.fallbacks[1]`).
  /// - Complexity: O(total characters).
  package func validate(at path: String) throws(ThemeSpecError) {
    guard names.count <= Self.maximumNameCount else {
      throw .invalidValue(
        path: "\(path).fallbacks",
        reason: "\(names.count) names; the limit is \(Self.maximumNameCount) including the family")
    }
    try Self.check(name, "\(path).name")
    for (index, fallback) in fallbacks.enumerated() {
      try Self.check(fallback, "\(path).fallbacks[\(index)]")
    }
  }

  private static func check(_ name: String, _ path: String) throws(ThemeSpecError) {
    guard !name.trimmingWhitespace.isEmpty else {
      throw .invalidValue(path: path, reason: "a font family name must not be empty")
    }
    guard name.count <= maximumNameLength else {
      throw .invalidValue(
        path: path, reason: "\(name.count) characters; the limit is \(maximumNameLength)")
    }
    if let bad = name.unicodeScalars.first(where: {
      $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        || $0.properties.generalCategory == .lineSeparator
        || $0.properties.generalCategory == .paragraphSeparator
    }) {
      let code = String(bad.value, radix: 16, uppercase: true)
      throw .invalidValue(
        path: path,
        reason:
          "control character U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code) in a font family name"
      )
    }
    guard !genericNames.contains(name.trimmingWhitespace.lowercased()) else {
      throw .invalidValue(
        path: path,
        reason: "'\(name)' is a generic family; exports add the system fallback themselves")
    }
  }
}

extension String {
  /// The string without leading and trailing white space (Foundation-free).
  fileprivate var trimmingWhitespace: Substring {
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return self[start...end]
  }
}
