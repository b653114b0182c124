import TesseraColor
import TesseraJSON
import TesseraTokens

/// What an import did: which tokens became which roles, which were skipped and why, which
/// roles kept their defaults, and how the file's modes were read.
public struct TokenImportReport: Sendable, Hashable {
  /// A token that was not used, with why.
  public struct Skipped: Sendable, Hashable, CustomStringConvertible {
    /// The token's path (and mode, when it has one).
    public var path: String
    /// Why it was skipped.
    public var reason: String

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
  }

  /// The formats of the files read.
  public var formats: [TokenFileFormat]
  /// Each mapped token path with its target, in file order.
  public var mapped: [(path: String, target: String)] {
    mappedPairs.map { ($0.path, $0.target) }
  }
  var mappedPairs: [Pair] = []
  /// Tokens not used, with why.
  public var skipped: [Skipped] = []
  /// The file's mode used for each Tessera mode, or nil when the file has no modes.
  public var modes: [ThemeMode: String] = [:]
  /// Notes about modes: an increased-contrast mode taken from its own scheme, a mode missing.
  public var modeNotes: [String] = []
  /// Color roles no token set: they keep the default theme's values.
  public var defaultedColorRoles: [ColorRole] = []
  /// Roles of the split accent (`ColorRole.derivedFromVersion2Role`) no token set while the
  /// role they derive from was: they take its values (`indicator` the mapped `accent`), as a
  /// migrated version 2 theme does.
  public var derivedColorRoles: [ColorRole] = []

  struct Pair: Sendable, Hashable {
    var path: String
    var target: String
  }

  /// The report as notes for standard error.
  public func notes(listing limit: Int = 50) -> [String] {
    var notes: [String] = []
    var names: [String] = []
    for format in formats where !names.contains(format.rawValue) { names.append(format.rawValue) }
    notes.append(
      "read \(names.joined(separator: ", ")): \(mappedPairs.count) token(s) mapped, "
        + "\(skipped.count) skipped")
    for (mode, name) in modes.sorted(by: { $0.key.name < $1.key.name }) {
      notes.append("mode \(mode.name) from the file's mode '\(name)'")
    }
    notes += modeNotes
    if !defaultedColorRoles.isEmpty {
      notes.append(
        "\(defaultedColorRoles.count) color role(s) left at their defaults: "
          + defaultedColorRoles.map(\.rawValue).joined(separator: ", "))
    }
    if !derivedColorRoles.isEmpty {
      notes.append(
        "\(derivedColorRoles.count) color role(s) taken from accent or textOnAccent: "
          + derivedColorRoles.map(\.rawValue).joined(separator: ", "))
    }
    for item in skipped.prefix(limit) { notes.append("skipped \(item)") }
    if skipped.count > limit {
      notes.append("... and \(skipped.count - limit) more skipped (--verbose lists all)")
    }
    return notes
  }
}

/// Turns the token files design tools export into a Tessera theme through a ``TokenMap``,
/// leniently: a token the map does not name, or of a type Tessera does not use, is skipped and
/// listed; a file is refused only when a token the map does name is invalid.
public enum TokenImporter {
  /// The deepest chain of aliases followed.
  public static let maximumAliasDepth = 32

  /// The theme `source` gives through `map`, and the report of what was used and skipped.
  ///
  /// Modes: each Tessera mode takes the file mode `map.modes` names, else the file mode whose
  /// name reads as it (`Light`/`Dark`, `light_high_contrast`, `dark_ax`, `default`/`inverted`).
  /// A missing increased-contrast mode falls back to the standard mode of its own scheme; a
  /// missing dark mode to light. Every fallback is in the report.
  public static func theme(
    from source: TokenSource, map: TokenMap, name: String? = nil
  ) throws(TokenImportError) -> (spec: ThemeSpec, report: TokenImportReport) {
    var report = TokenImportReport(formats: source.formats)
    let modeNames: [ThemeMode: String]
    if source.assignedModes.isEmpty {
      modeNames = chooseModes(source.modes, map: map, report: &report)
    } else {
      // A resolver chose its contexts itself, the map's modes included.
      modeNames = source.assignedModes
      report.modes = modeNames
      report.modeNotes += source.notes
    }
    var tables: [ThemeMode: [String: FoundToken]] = [:]
    var common: [String: FoundToken] = [:]
    var byMode: [String: [String: FoundToken]] = [:]
    for token in source.tokens {
      if let mode = token.mode {
        byMode[mode, default: [:]][token.path] = token
      } else {
        common[token.path] = token
      }
    }
    // A mode the files lack reads its fallback's tokens (an increased-contrast mode its own
    // scheme's, dark light's), so tokens for every mode that alias per-mode tokens resolve
    // there too.
    var tableNames = modeNames
    for mode in [ThemeMode.dark, .lightIncreasedContrast, .darkIncreasedContrast]
    where tableNames[mode] == nil {
      tableNames[mode] = tableNames[mode.scheme == .dark && mode != .dark ? .dark : .light]
    }
    for mode in ThemeMode.allCases {
      var table = common
      if let name = tableNames[mode] {
        for (path, token) in byMode[name] ?? [:] { table[path] = token }
      }
      tables[mode] = table
    }
    let usedModes = Set(modeNames.values)
    var spec = ThemeSpec(name: name ?? map.name ?? source.name ?? "Imported", colors: [:])
    var colors: [ColorRole: [ThemeMode: SRGBColor]] = [:]
    report.skipped += source.ignored.map { .init(path: $0.path, reason: $0.reason) }
    var seen = Set<String>()
    var reportedSkips = Set<String>()
    // Typography properties set alone wait until every token is read, so a line height or a
    // letter spacing relative to the size uses the size the file gives, whatever its order.
    var properties:
      [(
        role: TypographyRole, property: TokenTarget.TypographyProperty,
        value: JSONValue, path: String, type: String?
      )] = []
    for token in source.tokens {
      let key = token.path + "\u{0}" + (token.mode ?? "")
      guard seen.insert(key).inserted else { continue }
      if let mode = token.mode, !usedModes.contains(mode) {
        report.skipped.append(
          .init(path: token.path, reason: "in mode '\(mode)', which no Tessera mode uses"))
        continue
      }
      guard let (target, match) = map.target(for: token.path) else {
        if reportedSkips.insert(token.path).inserted {
          report.skipped.append(
            .init(
              path: token.path,
              reason: token.unappliedModifier ?? "not mapped (\(token.type ?? "no type"))"))
        }
        continue
      }
      if let modifier = token.unappliedModifier {
        throw .invalidToken(path: token.path, reason: "mapped to \(target), but \(modifier)")
      }
      let modes = ThemeMode.allCases.filter { mode in
        // A token for every mode applies where no mode's own token of that path overrides it.
        token.mode == nil
          ? tables[mode]?[token.path]?.mode == nil : tableNames[mode] == token.mode
      }
      for mode in modes {
        guard let table = tables[mode], let current = table[token.path] else { continue }
        let value: JSONValue
        do {
          value = try resolve(current.value, in: table, depth: 0)
        } catch {
          throw .invalidToken(path: token.path, reason: error.message)
        }
        if case .typographyProperty(let role, let property) = target {
          if mode == .light {
            properties.append((role, property, value, token.path, current.type))
          }
          continue
        }
        do {
          try apply(
            value, type: current.type, target: target, match: match, path: token.path,
            mode: mode, spec: &spec, colors: &colors)
        } catch {
          throw .invalidToken(
            path: token.path, reason: "mapped to \(target), but \(error.message)")
        }
      }
      if token.mode == nil || token.mode == modeNames[.light] || !modes.isEmpty {
        if !report.mappedPairs.contains(.init(path: token.path, target: target.description)) {
          report.mappedPairs.append(.init(path: token.path, target: target.description))
        }
      }
    }
    let order: [TokenTarget.TypographyProperty] = [
      .size, .weight, .fontFamily, .letterSpacing, .lineHeight,
    ]
    for property in order {
      for item in properties where item.property == property {
        var style = spec.typographySpec(item.role)
        do {
          try applyProperty(property, item.value, to: &style, type: item.type)
        } catch {
          let target = TokenTarget.typographyProperty(item.role, property)
          throw .invalidToken(path: item.path, reason: "mapped to \(target), but \(error.message)")
        }
        spec.typography[item.role] = style
      }
    }
    // A role the file leaves out takes the role it was split from in version 3, when mapped.
    for role in ColorRole.allCases where colors[role] == nil {
      if let source = role.derivedFromVersion2Role, let values = colors[source], !values.isEmpty {
        colors[role] = values
        report.derivedColorRoles.append(role)
      }
    }
    for role in ColorRole.allCases {
      guard let values = colors[role], let light = values[.light] ?? values[.dark] else {
        report.defaultedColorRoles.append(role)
        continue
      }
      let dark = values[.dark] ?? light
      spec.colors[role] = ColorValues(
        light: light, dark: dark,
        lightIncreasedContrast: values[.lightIncreasedContrast] ?? light,
        darkIncreasedContrast: values[.darkIncreasedContrast] ?? dark)
    }
    do {
      try spec.validate()
    } catch {
      throw .invalidToken(path: error.path ?? "(theme)", reason: error.description)
    }
    return (spec, report)
  }

  /// The file mode each Tessera mode reads, with notes on fallbacks.
  static func chooseModes(
    _ names: [String], map: TokenMap, report: inout TokenImportReport
  ) -> [ThemeMode: String] {
    guard !names.isEmpty else {
      report.modeNotes.append("the files have no modes: all four modes take the same values")
      return [:]
    }
    var chosen: [ThemeMode: String] = [:]
    for mode in ThemeMode.allCases {
      if let named = map.modes[mode], names.contains(named) {
        chosen[mode] = named
        continue
      }
      let scheme = mode.scheme == .light ? "light" : "dark"
      let increased = mode.contrast == .increased
      let candidates = names.filter {
        ModeName.scheme(of: $0) == scheme && ModeName.isIncreasedContrast($0) == increased
      }
      // The plainest name: `dark` before `dark_dimmed`, `light_high_contrast` before
      // `light_high_contrast_colorblind`.
      if let best = candidates.min(by: {
        (ModeName.words($0).count, $0) < (ModeName.words($1).count, $1)
      }) {
        chosen[mode] = best
      }
    }
    if chosen[.light] == nil, let first = names.first { chosen[.light] = first }
    for mode in ThemeMode.allCases where chosen[mode] == nil {
      let fallback: ThemeMode =
        mode.contrast == .increased
        ? (mode.scheme == .light ? .light : .dark) : .light
      report.modeNotes.append(
        "the files have no \(mode.name) mode: it takes the \(fallback.name) values"
          + (fallback == .light && mode.scheme == .dark ? " (no dark mode either)" : ""))
    }
    report.modes = chosen
    return chosen
  }

  /// `value` with aliases replaced by what they name, in `table`.
  static func resolve(_ value: JSONValue, in table: [String: FoundToken], depth: Int)
    throws(ValueProblem) -> JSONValue
  {
    guard depth <= maximumAliasDepth else {
      throw ValueProblem("aliases nest deeper than \(maximumAliasDepth) (a cycle?)")
    }
    switch value {
    case .string(let text):
      guard text.contains("{") else { return value }
      let trimmed = text.trimmed(" ")
      if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"),
        trimmed.dropFirst().firstIndex(of: "{") == nil
      {
        let target = aliasTarget(String(trimmed.dropFirst().dropLast()), table)
        guard let found = target else {
          throw ValueProblem("alias \(trimmed) names no token")
        }
        return try resolve(found.value, in: table, depth: depth + 1)
      }
      // An alias inside an expression: replace each with its scalar value.
      var result = ""
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "{") {
        result += rest[..<open]
        guard let close = rest[open...].firstIndex(of: "}") else {
          throw ValueProblem("unclosed alias in '\(TokenValueReader.shown(text))'")
        }
        let name = String(rest[rest.index(after: open)..<close])
        guard let found = aliasTarget(name, table) else {
          throw ValueProblem("alias {\(name)} names no token")
        }
        let resolved = try resolve(found.value, in: table, depth: depth + 1)
        switch resolved {
        case .number(let number): result += JSONValue.number(number).serialized()
        case .string(let inner): result += inner
        default: throw ValueProblem("alias {\(name)} in an expression is not a number")
        }
        rest = rest[rest.index(after: close)...]
      }
      result += rest
      return .string(result)
    case .object(let members):
      var resolved: [JSONMember] = []
      for member in members {
        resolved.append(
          JSONMember(member.key, try resolve(member.value, in: table, depth: depth + 1)))
      }
      return .object(resolved)
    case .array(let elements):
      var resolved: [JSONValue] = []
      for element in elements { resolved.append(try resolve(element, in: table, depth: depth + 1)) }
      return .array(resolved)
    default:
      return value
    }
  }

  /// The token an alias names: the path as written, or without Style Dictionary's trailing
  /// `.value`.
  static func aliasTarget(_ name: String, _ table: [String: FoundToken]) -> FoundToken? {
    if let found = table[name] { return found }
    if name.hasSuffix(".value") { return table[String(name.dropLast(6))] }
    return nil
  }

  /// Applies one resolved value to its target in `mode`.
  static func apply(
    _ value: JSONValue, type: String?, target: TokenTarget, match: String, path: String,
    mode: ThemeMode, spec: inout ThemeSpec, colors: inout [ColorRole: [ThemeMode: SRGBColor]]
  ) throws(ValueProblem) {
    func points() throws(ValueProblem) -> Double {
      let length = try TokenValueReader.length(value)
      let result = length.points(fontSize: TokenValueReader.remSize)
      guard result >= 0 else { throw ValueProblem("the dimension is negative") }
      return result
    }
    switch target {
    case .color(let role):
      colors[role, default: [:]][mode] = quantized(try TokenValueReader.color(value))
    case .palette(let name):
      guard mode == .light else { return }
      spec.palette[name ?? match] = quantized(try TokenValueReader.color(value))
    case .spacing, .radius, .border:
      guard mode == .light, let keyPath = stepKeyPaths[target.description] else { return }
      spec[keyPath: keyPath] = try points()
    case .minimumTouchTarget:
      guard mode == .light else { return }
      spec.minimumTouchTarget = try points()
    case .fontFamily:
      guard mode == .light else { return }
      spec.fontFamily = try family(value)
    case .typography(let role):
      guard mode == .light else { return }
      var style = spec.typographySpec(role)
      if value.members != nil {
        try applyTypography(value, to: &style)
      } else {
        style.size = try points()
      }
      spec.typography[role] = style
    case .typographyProperty(let role, let property):
      // Applied after every token is read (see `theme(from:map:name:)`); here for callers
      // that apply one value alone.
      guard mode == .light else { return }
      var style = spec.typographySpec(role)
      try applyProperty(property, value, to: &style)
      spec.typography[role] = style
    }
  }

  /// Where each spacing, radius and border target is in a spec, by its map name.
  static let stepKeyPaths: [String: any WritableKeyPath<ThemeSpec, Double> & Sendable] = [
    "spacing.xs": \.spacing.xs, "spacing.sm": \.spacing.sm, "spacing.md": \.spacing.md,
    "spacing.lg": \.spacing.lg, "spacing.xl": \.spacing.xl, "spacing.xxl": \.spacing.xxl,
    "radii.none": \.radii.none, "radii.small": \.radii.small, "radii.medium": \.radii.medium,
    "radii.large": \.radii.large, "radii.extraLarge": \.radii.extraLarge,
    "radii.full": \.radii.full, "borders.hairline": \.borders.hairline,
    "borders.thin": \.borders.thin, "borders.thick": \.borders.thick,
  ]

  /// `color` at the 8 bits per channel the theme JSON keeps, so the imported theme is the
  /// one its file reads back as (Figma's 0.1137 is written, and read, as 0x1D).
  static func quantized(_ color: SRGBColor) -> SRGBColor {
    (try? SRGBColor(hex: color.hexString)) ?? color
  }

  /// A composite typography value: `fontFamily`, `fontSize`, `fontWeight`, `lineHeight`,
  /// `letterSpacing` (DTCG and Tokens Studio names), each optional; the size first, so
  /// `em` and `%` values are taken relative to it.
  static func applyTypography(_ value: JSONValue, to style: inout TypographyRoleSpec)
    throws(ValueProblem)
  {
    if let size = value["fontSize"] { try applyProperty(.size, size, to: &style) }
    if let weight = value["fontWeight"] { try applyProperty(.weight, weight, to: &style) }
    if let spacing = value["letterSpacing"] {
      try applyProperty(.letterSpacing, spacing, to: &style)
    }
    if let height = value["lineHeight"] { try applyProperty(.lineHeight, height, to: &style) }
    if let family = value["fontFamily"] { try applyProperty(.fontFamily, family, to: &style) }
  }

  /// Sets one property of `style`. A bare number is a line height's multiple of the size,
  /// except in a token typed as a length (Tokens Studio's `lineHeights`, a `dimension`),
  /// where it is points.
  static func applyProperty(
    _ property: TokenTarget.TypographyProperty, _ value: JSONValue,
    to style: inout TypographyRoleSpec, type: String? = nil
  ) throws(ValueProblem) {
    switch property {
    case .size:
      let size = try TokenValueReader.length(value).points(fontSize: TokenValueReader.remSize)
      guard size > 0 else { throw ValueProblem("the font size must be positive") }
      style.size = size
    case .weight:
      let weight = try TokenValueReader.fontWeight(value)
      style.weight =
        FontWeightToken.allCases.min {
          abs(Double($0.numericWeight) - weight) < abs(Double($1.numericWeight) - weight)
        } ?? style.weight
    case .letterSpacing:
      if let text = value.stringValue, text.hasSuffix("%") {
        style.letterSpacing = try TokenValueReader.number(value) * style.size
      } else {
        style.letterSpacing = try TokenValueReader.length(value).points(fontSize: style.size)
      }
    case .lineHeight:
      // A bare number or a percentage is a multiple of the size; a length is absolute.
      let height: Double
      let lengthType = ["lineheights", "lineheight", "dimension", "sizing"].contains(
        type?.lowercased() ?? "")
      if let points = value.numberValue, lengthType {
        height = points
      } else if value.numberValue != nil || value.stringValue?.hasSuffix("%") == true {
        height = try TokenValueReader.number(value) * style.size
      } else if let text = value.stringValue,
        text.lowercased() == "auto" || text.lowercased() == "normal"
      {
        height = style.size * 1.2
      } else {
        height = try TokenValueReader.length(value).points(fontSize: style.size)
      }
      style.lineSpacing = ((height - style.size * 1.2) * 100).rounded() / 100
    case .fontFamily:
      style.fontFamily = try family(value)
    }
  }

  /// A font family from a name, a CSS list (`"Inter, sans-serif"`) or an array of names;
  /// generic keywords are dropped, since the system font is the fallback.
  static func family(_ value: JSONValue) throws(ValueProblem) -> FontFamilyToken {
    var names: [String] = []
    if let text = value.stringValue {
      names = text.split(separator: ",").map {
        String($0).trimmed(" \"'")
      }
    } else if let list = value.arrayValue {
      names = list.compactMap(\.stringValue)
    }
    guard let token = FontFamilyToken(names: Array(names.prefix(FontFamilyToken.maximumNameCount)))
    else {
      throw ValueProblem("expected a font family name, found \(value.phrase)")
    }
    do {
      try token.validate(at: "fontFamily")
    } catch {
      throw ValueProblem(error.description)
    }
    return token
  }
}

extension String {
  fileprivate func trimmed(_ characters: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
