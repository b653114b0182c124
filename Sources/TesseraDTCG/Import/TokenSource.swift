import Foundation
import TesseraJSON
import TesseraTokens

/// The token file formats design tools export, as ``TokenSource`` recognises them.
public enum TokenFileFormat: String, Sendable, Hashable, CaseIterable {
  /// Design Tokens Format Module 2025.10 (`$value`, `$type`, color objects).
  case dtcg = "DTCG 2025.10"
  /// The earlier DTCG drafts: `$value` with hex strings and string dimensions (`"16px"`).
  case dtcgDraft = "DTCG draft"
  /// Style Dictionary: nested groups of `{"value": ...}` tokens, `type` optional.
  case styleDictionary = "Style Dictionary"
  /// Tokens Studio for Figma: token sets with `value`/`type`, `$themes` and `$metadata`.
  case tokensStudio = "Tokens Studio"
  /// Figma's variables: the REST API's `variables`/`variableCollections`, one mode each.
  case figmaVariables = "Figma variables"
  /// A DTCG Resolver Module 2025.10 document: sets and modifiers over token files.
  case dtcgResolver = "DTCG resolver 2025.10"
  /// Adobe Spectrum's token sources: `value` tokens, and tokens whose `sets` give one value
  /// per mode (`light`, `dark`, `wireframe`).
  case spectrum = "Adobe Spectrum"
}

/// One token found in a file, before its value is read: its dotted path, its type as the
/// file wrote it (or inherited from its group), the raw value and the mode it belongs to.
public struct FoundToken: Sendable, Hashable {
  /// The dotted path (`color.bg.default`), with Figma's `/` and Tokens Studio's set name
  /// left out.
  public var path: String
  /// `$type` or `type` as written (DTCG, Tokens Studio or Figma's own names), or nil.
  public var type: String?
  /// The value as written: possibly an alias (`{color.blue.500}`) or a math expression.
  public var value: JSONValue
  /// The mode, context or theme the token belongs to, or nil for every mode.
  public var mode: String?
  /// A transformation the tool applies to the value that Tessera does not (Tokens Studio's
  /// `studio.tokens.modify`: darken, lighten, mix, alpha), described; such a token is never
  /// read as its unmodified value.
  public var unappliedModifier: String?

  /// Creates a found token.
  public init(
    path: String, type: String?, value: JSONValue, mode: String? = nil,
    unappliedModifier: String? = nil
  ) {
    self.path = path
    self.type = type
    self.value = value
    self.mode = mode
    self.unappliedModifier = unappliedModifier
  }
}

/// Why token files could not be read at all. A token Tessera does not use is never an
/// error here; it is skipped and listed by ``TokenImporter``.
public enum TokenImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is not JSON.
  case json(file: String, JSONParseError)
  /// The file holds no tokens in any format Tessera reads; `looksLike` says what it seems to
  /// be instead.
  case unrecognized(file: String, looksLike: String)
  /// A token Tessera maps is invalid: the import would be wrong, so it is refused.
  case invalidToken(path: String, reason: String)
  /// The mapping file is invalid.
  case map(String)
  /// The files break a limit (files, tokens, alias depth).
  case limit(String)

  /// A message naming the problem and where it is.
  public var description: String {
    switch self {
    case .json(let file, let error): return "\(file): \(error.description)"
    case .unrecognized(let file, let looksLike):
      return
        "\(file): no design tokens found (DTCG, Style Dictionary, Tokens Studio or Figma "
        + "variables); it looks like \(looksLike)"
    case .invalidToken(let path, let reason): return "token \(path): \(reason)"
    case .map(let message): return "mapping file: \(message)"
    case .limit(let message): return message
    }
  }
}

/// The tokens of one or more files, in the formats design tools export: DTCG 2025.10 and its
/// drafts, Style Dictionary, Tokens Studio (single-file or a folder of sets with `$themes.json`
/// and `$metadata.json`) and Figma's variables (REST API JSON).
public struct TokenSource: Sendable, Hashable {
  /// The formats recognised, one per file, in file order.
  public var formats: [TokenFileFormat]
  /// Every token, in file order; a token of a later file or set overrides an earlier one at
  /// the same path and mode.
  public var tokens: [FoundToken]
  /// The mode names the files define (Figma modes, Tokens Studio themes, DTCG contexts), in
  /// the order first seen.
  public var modes: [String]
  /// The theme name a file gives (a Figma collection, a Tokens Studio theme group), if any.
  public var name: String?
  /// Members that are neither tokens nor groups (a number where a group belongs), by path,
  /// with what they are; the importer lists them as skipped.
  public var ignored: [(path: String, reason: String)] {
    ignoredMembers.map { ($0.path, $0.reason) }
  }
  var ignoredMembers: [Ignored] = []
  /// The file mode each Tessera mode reads when the source chose them itself (a resolver's
  /// modifier contexts); empty when modes are matched by name.
  public var assignedModes: [ThemeMode: String] = [:]
  /// The modifier inputs of each mode a resolver source reads, by mode name.
  public var resolverInputs: [String: [String: String]] = [:]
  /// Notes on how the source read its modes (a modifier held at its default, a context
  /// missing).
  public var notes: [String] = []

  struct Ignored: Sendable, Hashable {
    var path: String
    var reason: String
  }

  var extraModeNames: Set<String> = []

  /// The most tokens read from all files together.
  public static let maximumTokens = 50_000

  /// Reads `files` (a name, such as the file name, and the parsed JSON of each). A file or
  /// set is a mode when its name reads as one (`dark.json`, `Tokens.Light.json`) or is among
  /// `modeNames` (the file modes a map or `--mode` names).
  public init(files: [(name: String, root: JSONValue)], modeNames: Set<String> = [])
    throws(TokenImportError)
  {
    extraModeNames = modeNames
    formats = []
    tokens = []
    modes = []
    var themes: [JSONValue] = []
    var order: [String] = []
    var sets: [(name: String, root: JSONValue)] = []
    for file in files {
      let base = Self.baseName(file.name)
      if base == "$themes", let list = file.root.arrayValue {
        themes.append(contentsOf: list)
        continue
      }
      if base == "$metadata" {
        order += file.root["tokenSetOrder"]?.arrayValue?.compactMap(\.stringValue) ?? []
        continue
      }
      if file.root["meta"]?["variables"] != nil || file.root["variableCollections"] != nil {
        try readFigma(file.root["meta"] ?? file.root, file: file.name)
        formats.append(.figmaVariables)
        continue
      }
      if file.root["$themes"] != nil || file.root["$metadata"] != nil {
        themes += file.root["$themes"]?.arrayValue ?? []
        order +=
          file.root["$metadata"]?["tokenSetOrder"]?.arrayValue?.compactMap(\.stringValue)
          ?? []
        for member in file.root.members ?? [] where !member.key.hasPrefix("$") {
          sets.append((member.key, member.value))
        }
        formats.append(.tokensStudio)
        continue
      }
      sets.append((files.count > 1 ? base : "", file.root))
      formats.append(.dtcg)
    }
    if !sets.isEmpty {
      try readSets(sets, themes: themes, order: order, files: files.map(\.name))
    }
    guard tokens.count <= Self.maximumTokens else {
      throw .limit("more than \(Self.maximumTokens) tokens")
    }
  }

  /// The file name without folders and without `.json` / `.tokens.json`.
  static func baseName(_ name: String) -> String {
    var base = Substring(name.split(separator: "/").last ?? Substring(name))
    for suffix in [".tokens.json", ".json", ".tokens"] where base.hasSuffix(suffix) {
      base = base.dropLast(suffix.count)
      break
    }
    return String(base)
  }

  /// Token sets (whole files, or the top-level sets of a Tokens Studio file), read as
  /// modes by Tokens Studio themes when there are any, else by their names.
  private mutating func readSets(
    _ sets: [(name: String, root: JSONValue)], themes: [JSONValue], order: [String],
    files: [String]
  ) throws(TokenImportError) {
    var parsed: [(name: String, tokens: [FoundToken], format: TokenFileFormat)] = []
    for (index, set) in sets.enumerated() {
      let others = sets.indices.filter { $0 != index }.map { sets[$0].root }
      let root = try Self.expandingExtends(set.root, others: others)
      var walker = Walker()
      walker.visit(root, path: [], type: nil)
      guard walker.count > 0 else {
        if sets.count == 1 || set.root.members?.isEmpty == false {
          let file =
            sets.count == files.count ? files[index] : (set.name.isEmpty ? files[0] : set.name)
          throw .unrecognized(file: file, looksLike: Self.looksLike(set.root))
        }
        continue
      }
      // Figma's own per-mode export names the mode inside the file.
      if let mode = set.root["$extensions"]?["com.figma.modeName"]?.stringValue {
        for index in walker.tokens.indices where walker.tokens[index].mode == nil {
          walker.tokens[index].mode = mode
        }
      }
      parsed.append((set.name, walker.tokens, walker.format))
      ignoredMembers += walker.ignored
      guard tokens.count + walker.count <= Self.maximumTokens else {
        throw .limit("more than \(Self.maximumTokens) tokens")
      }
    }
    if formats.contains(.tokensStudio) || !themes.isEmpty {
      formats = formats.map { _ in .tokensStudio }
    } else {
      formats = parsed.map(\.format)
    }
    let ordered = parsed.sorted { first, second in
      let a = order.firstIndex(of: first.name) ?? Int.max
      let b = order.firstIndex(of: second.name) ?? Int.max
      return a < b
    }
    let themeModes = themes.compactMap { theme -> (name: String, sets: [String])? in
      guard let name = theme["name"]?.stringValue else { return nil }
      let selected = theme["selectedTokenSets"]?.members ?? []
      return (name, selected.filter { $0.value.stringValue != "disabled" }.map(\.key))
    }
    if !themeModes.isEmpty {
      if name == nil { name = themes.first?["group"]?.stringValue }
      for theme in themeModes {
        addMode(theme.name)
        for set in ordered where theme.sets.contains(set.name) {
          tokens += set.tokens.map { token in
            var copy = token
            copy.mode = theme.name
            return copy
          }
        }
      }
      return
    }
    for set in ordered {
      let mode =
        ModeName.isModeName(set.name) || extraModeNames.contains(set.name) ? set.name : nil
      if let mode { addMode(mode) }
      tokens += set.tokens.map { token in
        var copy = token
        copy.mode = token.mode ?? mode
        return copy
      }
    }
    for token in tokens { if let mode = token.mode { addMode(mode) } }
  }

  /// `root` with its `$extends` groups expanded (targets in `others` too), a bad extension
  /// refused at the extending group's path.
  static func expandingExtends(_ root: JSONValue, others: [JSONValue]) throws(TokenImportError)
    -> JSONValue
  {
    do {
      return try DTCGGroupExtension.expand(root, others: others)
    } catch {
      guard let issue = error.issues.first else { throw .limit(error.description) }
      if case .limit = error { throw .limit("token \(issue.path): \(issue.message)") }
      throw .invalidToken(path: issue.path, reason: issue.message)
    }
  }

  mutating func addMode(_ mode: String) {
    if !modes.contains(mode) { modes.append(mode) }
  }

  /// Figma's REST API variables (`GET /v1/files/:key/variables/local`): each variable's
  /// value in each mode of its collection, aliases as `{path}`.
  private mutating func readFigma(_ meta: JSONValue, file: String) throws(TokenImportError) {
    let collections = meta["variableCollections"]?.members ?? []
    let variables = meta["variables"]?.members ?? []
    var modeNames: [String: String] = [:]
    for collection in collections {
      for mode in collection.value["modes"]?.arrayValue ?? [] {
        if let id = mode["modeId"]?.stringValue, let name = mode["name"]?.stringValue {
          modeNames[id] = name
        }
      }
    }
    if name == nil { name = collections.first?.value["name"]?.stringValue }
    var paths: [String: String] = [:]
    for variable in variables {
      if let name = variable.value["name"]?.stringValue {
        paths[variable.key] = Self.figmaPath(name)
      }
    }
    guard !variables.isEmpty else {
      throw .unrecognized(file: file, looksLike: "a Figma variables export with no variables")
    }
    for variable in variables {
      guard let path = paths[variable.key] else { continue }
      let type = variable.value["resolvedType"]?.stringValue
      for mode in variable.value["valuesByMode"]?.members ?? [] {
        let modeName = modeNames[mode.key] ?? mode.key
        addMode(modeName)
        var value = mode.value
        if mode.value["type"]?.stringValue == "VARIABLE_ALIAS",
          let target = mode.value["id"]?.stringValue
        {
          value = .string("{\(paths[target] ?? target)}")
        }
        tokens.append(FoundToken(path: path, type: type, value: value, mode: modeName))
      }
    }
  }

  /// A Figma variable name (`Color/Background/Default`) as a dotted path.
  static func figmaPath(_ name: String) -> String {
    name.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
      separator: ".")
  }

  /// What a JSON file with no tokens seems to be, for the error that refuses it.
  static func looksLike(_ root: JSONValue) -> String {
    guard let members = root.members else {
      return root.arrayValue != nil ? "a JSON array, not a token file" : "a bare \(root.kindName)"
    }
    let keys = Set(members.map(\.key))
    if keys.isEmpty { return "an empty object" }
    if keys.contains("specVersion") || (root["colors"]?["accent"]?["light"] != nil) {
      return "a Tessera theme spec (use it directly: tessera audit FILE)"
    }
    if keys.contains("fields") { return "a Tessera form schema" }
    if keys.contains("dependencies") || keys.contains("devDependencies") {
      return "a package.json"
    }
    if keys.contains("document") && keys.contains("schemaVersion") {
      return "a Figma file (GET /v1/files), not its variables (GET /v1/files/:key/variables/local)"
    }
    if keys.contains("source") || keys.contains("platforms") {
      return "a Style Dictionary configuration; give the token files its `source` names"
    }
    if keys.contains("resolutionOrder") { return "a DTCG resolver document" }
    let shown = members.prefix(4).map { "'\($0.key)'" }.joined(separator: ", ")
    return "JSON whose objects hold no `$value` or `value` members (keys \(shown)...)"
  }

  /// Walks one tree of groups and tokens, DTCG or Style Dictionary form.
  struct Walker {
    var tokens: [FoundToken] = []
    var ignored: [Ignored] = []
    var count: Int { tokens.count }
    var dollar = 0
    var plain = 0
    var draftValues = 0

    /// Spectrum tokens with `sets`, and the set being read (its name is the mode).
    var spectrumSets = 0
    var mode: String?

    var format: TokenFileFormat {
      if spectrumSets > 0 { return .spectrum }
      if dollar >= plain { return draftValues > 0 ? .dtcgDraft : .dtcg }
      return .styleDictionary
    }

    /// Members of a Style Dictionary token other than its value.
    static let plainProperties: Set<String> = [
      "value", "type", "description", "comment", "attributes", "name", "path", "original",
      "filePath", "isSource", "themeable", "docs", "deprecated", "deprecated_comment",
    ]

    mutating func visit(_ node: JSONValue, path: [String], type: String?) {
      guard let members = node.members else {
        if !path.isEmpty {
          ignored.append(
            Ignored(
              path: path.joined(separator: "."),
              reason: "not a token or a group (\(node.phrase) with no value member)"))
        }
        return
      }
      var type = type
      if let own = (node["$type"] ?? node["type"])?.stringValue { type = own }
      if let value = node["$value"] {
        dollar += 1
        if value.stringValue?.first == "#" || Self.isUnitString(value) { draftValues += 1 }
        add(path, type, value, node)
        return
      }
      if let value = node["value"], isPlainToken(node, value: value) {
        plain += 1
        add(path, type, value, node)
        return
      }
      // Spectrum: `{"sets": {"light": {"value": ...}, "dark": {"value": ...}}}` is one token
      // with a value per mode; a set may hold sets again (`desktop` / `mobile` in `light`), and
      // the mode is the outer name when it reads as one.
      if let sets = node["sets"]?.members, !sets.isEmpty,
        sets.allSatisfy({
          $0.value["value"] != nil || $0.value["$value"] != nil || $0.value["sets"] != nil
        })
      {
        spectrumSets += 1
        let outer = mode
        for set in sets {
          mode = outer.map { ModeName.isModeName($0) ? $0 : set.key } ?? set.key
          visit(set.value, path: path, type: type)
        }
        mode = outer
        return
      }
      for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
        guard tokens.count <= TokenSource.maximumTokens else { return }
        let next = member.key == "$root" ? path : path + [member.key]
        visit(member.value, path: next, type: type)
      }
    }

    /// `value` is a token's value, not a group named "value": the other members are token
    /// properties, or the value is not an object of tokens.
    func isPlainToken(_ node: JSONValue, value: JSONValue) -> Bool {
      let others = (node.members ?? []).filter { !$0.key.hasPrefix("$") }
      // Metadata beside the value (Style Dictionary allows any) is fine unless it holds tokens.
      if others.allSatisfy({ Self.plainProperties.contains($0.key) || $0.value.members == nil }) {
        guard let inner = value.members else { return true }
        return !inner.contains { $0.value["value"] != nil || $0.value["$value"] != nil }
      }
      return false
    }

    static func isUnitString(_ value: JSONValue) -> Bool {
      guard let text = value.stringValue else { return false }
      return text.hasSuffix("px") || text.hasSuffix("rem")
    }

    mutating func add(_ path: [String], _ type: String?, _ value: JSONValue, _ node: JSONValue) {
      var modifier: String?
      if let modify = node["$extensions"]?["studio.tokens"]?["modify"] {
        let kind = modify["type"]?.stringValue ?? modify.stringValue ?? "a modifier"
        let amount = modify["value"].map { $0.stringValue ?? $0.serialized(indent: 0) }
        modifier =
          "Tokens Studio's color modifier '\(kind)'\(amount.map { " \($0)" } ?? "") is not applied by Tessera"
      }
      tokens.append(
        FoundToken(
          path: path.joined(separator: "."), type: type, value: value, mode: mode,
          unappliedModifier: modifier))
    }
  }
}

/// Mode names as design tools write them, read as Tessera's four modes.
public enum ModeName {
  /// The words of a mode name: lowercased, split at spaces, `-`, `_`, `.`, `/`, `=`, `,`
  /// and camel case (`darkHighContrast` is dark, high, contrast).
  static func words(_ name: String) -> [String] {
    var spaced = ""
    var previous: Character?
    for character in name {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        spaced.append(" ")
      }
      spaced.append(character)
      previous = character
    }
    return spaced.lowercased().split { " -_./()=,:+".contains($0) }.map(String.init)
  }

  /// Whether `name` names a mode (a set named `light` or `dark_high_contrast` is one).
  static func isModeName(_ name: String) -> Bool { scheme(of: name) != nil }

  /// The scheme a mode name names: light (`Light`, `default`, `day`) or dark (`Dark`,
  /// `inverted`, `night`), nil for other names.
  static func scheme(of name: String) -> String? {
    let words = Set(words(name))
    if !words.isDisjoint(with: ["dark", "night", "inverted", "dimmed"]) { return "dark" }
    if !words.isDisjoint(with: ["light", "day", "default"]) || name.lowercased() == "mode 1" {
      return "light"
    }
    return nil
  }

  /// Whether a mode name is an increased-contrast mode (`light_high_contrast`, `dark_ax`,
  /// `Light Increased Contrast`, `hc`).
  static func isIncreasedContrast(_ name: String) -> Bool {
    let words = words(name)
    let joined = words.joined()
    if joined.contains("highcontrast") || joined.contains("increasedcontrast")
      || words.contains("hc") || words.contains("ax")
    {
      return true
    }
    // `contrast` alone is the increased one; `standard contrast`, `low-contrast` are not.
    return words.contains("contrast") && Set(words).isDisjoint(with: standardContrastWords)
  }

  /// Words that make a contrast name the standard one.
  static let standardContrastWords: Set<String> = [
    "standard", "normal", "regular", "low", "less", "reduced", "off", "no", "none",
  ]

  /// Context names of a modifier about contrast (`contrast: standard | high`) that are the
  /// increased one.
  static let increasedContrastContextWords: Set<String> = [
    "high", "more", "increased", "enhanced", "hc", "ax", "on", "aaa",
  ]
}
