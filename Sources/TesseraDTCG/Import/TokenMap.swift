import TesseraJSON
import TesseraTokens

/// Where a mapped token goes in a Tessera theme.
public enum TokenTarget: Sendable, Hashable, CustomStringConvertible {
  /// A color role, in every mode the token has.
  case color(ColorRole)
  /// A typography role: a composite typography token, or its font size alone.
  case typography(TypographyRole)
  /// One property of a typography role.
  case typographyProperty(TypographyRole, TypographyProperty)
  /// A step of the spacing scale (`xs` ... `xxl`).
  case spacing(String)
  /// A corner radius (`none`, `small`, `medium`, `large`, `extraLarge`, `full`).
  case radius(String)
  /// A border width (`hairline`, `thin`, `thick`).
  case border(String)
  /// The minimum touch target.
  case minimumTouchTarget
  /// The theme's font family.
  case fontFamily
  /// A palette entry, named by the token's path (a glob's match) or by the given name.
  case palette(String?)

  /// The typography properties a token can set alone.
  public enum TypographyProperty: String, Sendable, Hashable, CaseIterable {
    /// The point size.
    case size
    /// The weight.
    case weight
    /// The tracking.
    case letterSpacing
    /// The line height.
    case lineHeight
    /// The font family.
    case fontFamily
  }

  /// The spacing steps.
  public static let spacingSteps = ["xs", "sm", "md", "lg", "xl", "xxl"]
  /// The radius steps.
  public static let radiusSteps = ["none", "small", "medium", "large", "extraLarge", "full"]
  /// The border steps.
  public static let borderSteps = ["hairline", "thin", "thick"]

  /// The target as a map file writes it: `colors.accent`, `spacing.md`, `palette`.
  public var description: String {
    switch self {
    case .color(let role): return "colors.\(role.rawValue)"
    case .typography(let role): return "typography.\(role.rawValue)"
    case .typographyProperty(let role, let property):
      return "typography.\(role.rawValue).\(property.rawValue)"
    case .spacing(let step): return "spacing.\(step)"
    case .radius(let step): return "radii.\(step)"
    case .border(let step): return "borders.\(step)"
    case .minimumTouchTarget: return "minimumTouchTarget"
    case .fontFamily: return "fontFamily"
    case .palette(let name): return name.map { "palette.\($0)" } ?? "palette"
    }
  }

  /// Reads a target, with a did-you-mean for a misspelled section or role.
  public init(parsing text: String) throws(TokenImportError) {
    let parts = text.split(separator: ".", maxSplits: 2).map(String.init)
    func unknown(_ what: String, _ name: String, _ names: [String]) -> TokenImportError {
      let hint = JSONDecodingError.suggestion(for: name, among: names).map {
        "; did you mean '\($0)'?"
      }
      return .map("target '\(text)': unknown \(what) '\(name)'\(hint ?? "")")
    }
    let sections = [
      "colors", "typography", "spacing", "radii", "borders", "minimumTouchTarget", "fontFamily",
      "palette",
    ]
    guard let section = parts.first else { throw .map("an empty target") }
    switch section {
    case "colors":
      guard parts.count == 2 else { throw .map("target '\(text)': expected colors.ROLE") }
      guard let role = ColorRole(rawValue: parts[1]) else {
        throw unknown("role", parts[1], ColorRole.allCases.map(\.rawValue))
      }
      self = .color(role)
    case "typography":
      guard parts.count >= 2 else { throw .map("target '\(text)': expected typography.ROLE") }
      guard let role = TypographyRole(rawValue: parts[1]) else {
        throw unknown("typography role", parts[1], TypographyRole.allCases.map(\.rawValue))
      }
      if parts.count == 3 {
        guard let property = TypographyProperty(rawValue: parts[2]) else {
          throw unknown(
            "typography property", parts[2], TypographyProperty.allCases.map(\.rawValue))
        }
        self = .typographyProperty(role, property)
      } else {
        self = .typography(role)
      }
    case "spacing", "radii", "borders":
      let steps =
        section == "spacing"
        ? Self.spacingSteps : section == "radii" ? Self.radiusSteps : Self.borderSteps
      guard parts.count == 2 else { throw .map("target '\(text)': expected \(section).STEP") }
      guard steps.contains(parts[1]) else { throw unknown("step", parts[1], steps) }
      self =
        section == "spacing"
        ? .spacing(parts[1]) : section == "radii" ? .radius(parts[1]) : .border(parts[1])
    case "minimumTouchTarget": self = .minimumTouchTarget
    case "fontFamily": self = .fontFamily
    case "palette":
      self = .palette(parts.count > 1 ? parts.dropFirst().joined(separator: ".") : nil)
    default: throw unknown("section", section, sections)
    }
  }
}

/// A mapping file: which token paths (or globs) become which Tessera roles, and which of the
/// file's modes is which of Tessera's four.
///
/// ```json
/// {
///   "name": "Primer",
///   "tokens": {
///     "bgColor.default": "colors.backgroundPrimary",
///     "fgColor.default": "colors.textPrimary",
///     "base.color.*": "palette"
///   },
///   "modes": {"light": "light", "dark": "dark", "light_high_contrast": "lightIncreasedContrast"}
/// }
/// ```
///
/// A file mode that serves several Tessera modes lists them: `"modes": {"Dark": ["light",
/// "dark"]}`.
///
/// In a pattern `*` matches within one path segment and `**` across segments. An exact path
/// wins over a glob, and a longer glob over a shorter one.
public struct TokenMap: Sendable, Hashable {
  /// One rule: a path or glob and its target.
  public struct Rule: Sendable, Hashable {
    /// The token path or glob.
    public var pattern: String
    /// The target.
    public var target: TokenTarget

    /// Creates a rule.
    public init(pattern: String, target: TokenTarget) {
      self.pattern = pattern
      self.target = target
    }
  }

  /// The theme's name, overriding the file's.
  public var name: String?
  /// The rules, most specific first.
  public var rules: [Rule]
  /// The file's mode names by Tessera mode; modes not named are found by their names.
  public var modes: [ThemeMode: String]

  /// The largest mapping file read, in bytes.
  public static let maximumByteCount = 1_048_576

  /// Creates a map, ordering the rules most specific first.
  public init(name: String? = nil, rules: [Rule], modes: [ThemeMode: String] = [:]) {
    self.name = name
    self.rules = rules.sorted { Self.specificity($0.pattern) > Self.specificity($1.pattern) }
    self.modes = modes
  }

  /// Tessera's own names, as `tessera export --format dtcg` writes them: `color.<role>`,
  /// `spacing.<step>`, `radius.<step>`, `borderWidth.<step>`, `typography.<role>`,
  /// `size.minimumTouchTarget` and `palette.*`. Used when no map is given.
  public static let tessera: TokenMap = {
    var rules: [Rule] = ColorRole.allCases.map {
      Rule(pattern: "color.\($0.rawValue)", target: .color($0))
    }
    rules += TypographyRole.allCases.map {
      Rule(pattern: "typography.\($0.rawValue)", target: .typography($0))
    }
    rules += TokenTarget.spacingSteps.map { Rule(pattern: "spacing.\($0)", target: .spacing($0)) }
    rules += TokenTarget.radiusSteps.map { Rule(pattern: "radius.\($0)", target: .radius($0)) }
    rules += TokenTarget.borderSteps.map {
      Rule(pattern: "borderWidth.\($0)", target: .border($0))
    }
    rules.append(Rule(pattern: "size.minimumTouchTarget", target: .minimumTouchTarget))
    rules.append(Rule(pattern: "palette.**", target: .palette(nil)))
    return TokenMap(rules: rules)
  }()

  private struct File: Decodable {
    var name: String?
    var tokens: [String: String]
    var modes: [String: ModeList]?
  }

  /// One file mode's Tessera modes: a name, or a list of names.
  private struct ModeList: Decodable {
    var names: [String]

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let name = try? container.decode(String.self) {
        names = [name]
      } else {
        names = try container.decode([String].self)
      }
    }
  }

  /// Reads a mapping file strictly: an unknown key, role or mode is an error with its path.
  public static func decode(_ bytes: [UInt8]) throws(TokenImportError) -> TokenMap {
    let root: JSONValue
    do {
      root = try JSONParser.parse(
        bytes, limits: JSONLimits(maximumBytes: maximumByteCount, maximumDepth: 8))
    } catch {
      throw .map(error.description)
    }
    let file: File
    do {
      file = try JSONValueDecoder.decode(File.self, from: root)
    } catch {
      throw .map(error.description)
    }
    var rules: [Rule] = []
    for member in root["tokens"]?.members ?? [] {
      guard let text = member.value.stringValue else { continue }
      do {
        rules.append(Rule(pattern: member.key, target: try TokenTarget(parsing: text)))
      } catch {
        throw .map("tokens.\(member.key): \(error.description.replacingPrefix("mapping file: "))")
      }
    }
    var modes: [ThemeMode: String] = [:]
    let fileModes = file.modes ?? [:]
    for member in root["modes"]?.members ?? [] {
      let fileMode = member.key
      for tessera in fileModes[fileMode]?.names ?? [] {
        guard let mode = ThemeMode.allCases.first(where: { $0.name == tessera }) else {
          let names = ThemeMode.allCases.map(\.name)
          let hint = JSONDecodingError.suggestion(for: tessera, among: names).map {
            "; did you mean '\($0)'?"
          }
          throw .map(
            "modes.\(fileMode): unknown mode '\(tessera)' (\(names.joined(separator: ", ")))\(hint ?? "")"
          )
        }
        if let other = modes[mode], other != fileMode {
          throw .map("modes: both '\(other)' and '\(fileMode)' are named as \(mode.name)")
        }
        modes[mode] = fileMode
      }
    }
    return TokenMap(name: file.name, rules: rules, modes: modes)
  }

  /// The map as JSON, as `--suggest-map` writes it.
  public func json() -> String {
    var members: [JSONMember] = []
    if let name { members.append(JSONMember("name", .string(name))) }
    members.append(
      JSONMember(
        "tokens",
        .object(rules.map { JSONMember($0.pattern, .string($0.target.description)) })))
    if !modes.isEmpty {
      // One member per file mode, in the order of the first Tessera mode it serves.
      var fileModes: [String] = []
      for mode in ThemeMode.allCases {
        if let fileMode = modes[mode], !fileModes.contains(fileMode) { fileModes.append(fileMode) }
      }
      let served = fileModes.map { fileMode in
        let names = ThemeMode.allCases.filter { modes[$0] == fileMode }.map(\.name)
        return JSONMember(
          fileMode, names.count == 1 ? .string(names[0]) : .array(names.map { .string($0) }))
      }
      members.append(JSONMember("modes", .object(served)))
    }
    return JSONValue.object(members).serialized() + "\n"
  }

  /// The target of `path` and, for a glob, the part its wildcards matched.
  func target(for path: String) -> (target: TokenTarget, match: String)? {
    for rule in rules {
      if let match = Self.match(rule.pattern, path) { return (rule.target, match) }
    }
    return nil
  }

  /// Exact paths first, then globs by the length of their fixed text.
  static func specificity(_ pattern: String) -> Int {
    pattern.contains("*") ? pattern.filter { $0 != "*" }.count : 100_000 + pattern.count
  }

  /// Whether `path` matches `pattern`; the matched wildcard text (the whole path for an
  /// exact match), or nil.
  static func match(_ pattern: String, _ path: String) -> String? {
    // A byte scan: Foundation's `contains` on a String is a CFString search, and this runs
    // for every rule against every token path.
    guard pattern.utf8.contains(UInt8(ascii: "*")) else { return pattern == path ? path : nil }
    let patternParts = pattern.split(separator: ".", omittingEmptySubsequences: false)
    let pathParts = path.split(separator: ".", omittingEmptySubsequences: false)
    var captured: [Substring] = []
    func walk(_ p: Int, _ q: Int) -> Bool {
      if p == patternParts.count { return q == pathParts.count }
      let part = patternParts[p]
      if part == "**" {
        for end in stride(from: pathParts.count, through: q + 1, by: -1)
        where walk(p + 1, end) {
          captured.insert(contentsOf: pathParts[q..<end], at: 0)
          return true
        }
        return false
      }
      guard q < pathParts.count else { return false }
      if part == "*" {
        guard walk(p + 1, q + 1) else { return false }
        captured.insert(pathParts[q], at: 0)
        return true
      }
      if part.contains("*") {
        let pieces = part.split(separator: "*", omittingEmptySubsequences: false)
        let segment = pathParts[q]
        guard let first = pieces.first, let last = pieces.last, segment.hasPrefix(first),
          segment.hasSuffix(last), segment.count >= first.count + last.count,
          walk(p + 1, q + 1)
        else { return false }
        captured.insert(segment, at: 0)
        return true
      }
      return part == pathParts[q] && walk(p + 1, q + 1)
    }
    guard patternParts.count <= 32, walk(0, 0) else { return nil }
    return captured.joined(separator: ".")
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
