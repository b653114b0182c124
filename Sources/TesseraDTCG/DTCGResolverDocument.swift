import TesseraJSON
import TesseraTokens

/// A DTCG Resolver Module 2025.10 document: named token sets, modifiers with contexts (such as
/// a `mode` modifier with `light`, `dark`, `light-increased-contrast` ...), and the order in
/// which they merge.
///
/// ```swift
/// let resolver = try DTCGResolverDocument.parse(bytes)
/// let dark = try resolver.document(for: ["mode": "dark"])   // a DTCGDocument
/// ```
public struct DTCGResolverDocument: Sendable, Hashable {
  /// One step of the resolution order.
  public enum Step: Sendable, Hashable {
    /// A named set, always applied.
    case set(String)
    /// A named modifier, applied in the context the inputs choose.
    case modifier(String)
  }

  /// A modifier: its contexts (each a list of token sources) and its default context.
  public struct Modifier: Sendable, Hashable {
    /// Context name to sources, in file order.
    public var contexts: [(name: String, sources: [JSONValue])]
    /// The context used when the inputs do not name one.
    public var defaultContext: String?

    /// Compares contexts by name and sources.
    public static func == (lhs: Modifier, rhs: Modifier) -> Bool {
      lhs.defaultContext == rhs.defaultContext
        && lhs.contexts.map(\.name) == rhs.contexts.map(\.name)
        && lhs.contexts.map(\.sources) == rhs.contexts.map(\.sources)
    }

    /// Hashes the context names and the default.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(defaultContext)
      hasher.combine(contexts.map(\.name))
    }
  }

  /// The document's name.
  public var name: String?
  /// The version string (`2025.10`, `2025-10-01` and `2025-11-01` are accepted).
  public var version: String
  /// Named sets: lists of token sources.
  public var sets: [String: [JSONValue]]
  /// Named modifiers.
  public var modifiers: [String: Modifier]
  /// The order in which sets and modifiers merge; the last source wins.
  public var resolutionOrder: [Step]

  /// Versions of the resolver format this reader accepts.
  public static let acceptedVersions: Set<String> = ["2025.10", "2025-10-01", "2025-11-01"]

  /// Reads the file a relative, already checked path names (`base/color.json`), from the
  /// resolver's folder, as JSON. It throws a ``DTCGSourceReferenceError/Problem`` saying why a
  /// file cannot be read (`.file("no such file")`, `.linkLeavesFolder`); any other error is
  /// reported as `.file` with its description. (Untyped, since typed-throws function types
  /// need macOS 15 and iOS 18 at run time.)
  public typealias FileLoader = @Sendable (String) throws -> JSONValue

  /// The most distinct files one resolver reads.
  public static let maximumSourceFiles = 256
  /// The most sources one resolver resolves, references followed and each use counted, so
  /// sets naming sets naming sets cannot multiply without bound.
  public static let maximumSources = 1024
  /// The most JSON values the sources of one resolver hold together, each use counted (the
  /// merge reads every one of them).
  public static let maximumSourceValues = 4_000_000

  /// Parses a resolver document. Sources are inline token objects, same-document pointers
  /// (`{"$ref": "#/sets/base"}`) and, when `loadFile` is given, files in the resolver's
  /// folder (`{"$ref": "theme/dark.json"}`, `{"$ref": "base.json#/color"}`). A URL, an
  /// absolute path or a path leaving the folder is refused with
  /// ``DTCGError/sourceReference(_:)`` before any file is opened.
  public static func parse(
    _ bytes: [UInt8], limits: DTCGLimits = .default, loadFile: FileLoader? = nil
  ) throws(DTCGError) -> DTCGResolverDocument {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes, limits: limits.json)
    } catch {
      throw .json(error)
    }
    return try DTCGResolverDocument(root: root, loadFile: loadFile)
  }

  /// Creates a resolver document directly.
  public init(
    name: String?, version: String = "2025.10", sets: [String: [JSONValue]],
    modifiers: [String: Modifier], resolutionOrder: [Step]
  ) {
    self.name = name
    self.version = version
    self.sets = sets
    self.modifiers = modifiers
    self.resolutionOrder = resolutionOrder
  }

  /// Validates a parsed resolver document, reading its file sources through `loadFile`
  /// (see ``parse(_:limits:loadFile:)``).
  public init(root: JSONValue, loadFile: FileLoader? = nil) throws(DTCGError) {
    var issues: [DTCGIssue] = []
    func fail(_ path: String, _ message: String) {
      issues.append(DTCGIssue(path: path, message: message))
    }
    guard case .object = root else {
      throw .invalid([DTCGIssue(path: "(root)", message: "a resolver must be a JSON object")])
    }
    name = root["name"]?.stringValue
    version = root["version"]?.stringValue ?? ""
    if !Self.acceptedVersions.contains(version) {
      fail("version", "unsupported resolver version '\(version)' (expected 2025.10)")
    }
    var references = SourceReferences(root: root, loadFile: loadFile)
    var referenceError: DTCGSourceReferenceError?
    func sources(_ value: JSONValue?, at path: String) -> [JSONValue] {
      guard let list = value?.arrayValue else {
        fail(path, "sources must be an array")
        return []
      }
      var result: [JSONValue] = []
      for (index, source) in list.enumerated() where referenceError == nil {
        guard source.members != nil else {
          fail("\(path).\(index)", "a source must be a token object or a {\"$ref\": ...}")
          continue
        }
        do {
          result += try references.resolve(source, at: "\(path).\(index)", visiting: [])
        } catch {
          referenceError = error
        }
      }
      return result
    }
    var sets: [String: [JSONValue]] = [:]
    for member in root["sets"]?.members ?? [] {
      sets[member.key] = sources(member.value["sources"], at: "sets.\(member.key).sources")
    }
    var modifiers: [String: Modifier] = [:]
    for member in root["modifiers"]?.members ?? [] {
      let path = "modifiers.\(member.key)"
      let contexts = (member.value["contexts"]?.members ?? []).map {
        (name: $0.key, sources: sources($0.value, at: "\(path).contexts.\($0.key)"))
      }
      if contexts.isEmpty { fail(path, "a modifier must have at least one context") }
      let defaultContext = member.value["default"]?.stringValue
      if let defaultContext, !contexts.contains(where: { $0.name == defaultContext }) {
        fail(path, "default '\(defaultContext)' is not one of its contexts")
      }
      modifiers[member.key] = Modifier(contexts: contexts, defaultContext: defaultContext)
    }
    var order: [Step] = []
    guard let steps = root["resolutionOrder"]?.arrayValue else {
      fail("resolutionOrder", "resolutionOrder is required")
      throw .invalid(issues)
    }
    for (index, step) in steps.enumerated() {
      let path = "resolutionOrder.\(index)"
      if let reference = step["$ref"]?.stringValue {
        if reference.hasPrefix("#/sets/"), sets[String(reference.dropFirst(7))] != nil {
          order.append(.set(String(reference.dropFirst(7))))
        } else if reference.hasPrefix("#/modifiers/"),
          modifiers[String(reference.dropFirst(12))] != nil
        {
          order.append(.modifier(String(reference.dropFirst(12))))
        } else {
          fail(path, "$ref \(reference) names no set or modifier")
        }
      } else if let type = step["type"]?.stringValue, let name = step["name"]?.stringValue {
        if type == "set" {
          sets[name] = sources(step["sources"], at: "\(path).sources")
          order.append(.set(name))
        } else if type == "modifier" {
          let contexts = (step["contexts"]?.members ?? []).map {
            (name: $0.key, sources: sources($0.value, at: "\(path).contexts.\($0.key)"))
          }
          modifiers[name] = Modifier(
            contexts: contexts, defaultContext: step["default"]?.stringValue)
          order.append(.modifier(name))
        } else {
          fail(path, "inline type must be \"set\" or \"modifier\"")
        }
      } else {
        fail(path, "expected {\"$ref\": ...} or an inline set or modifier")
      }
    }
    if let referenceError { throw .sourceReference(referenceError) }
    if !issues.isEmpty { throw .invalid(issues) }
    self.sets = sets
    self.modifiers = modifiers
    self.resolutionOrder = order
  }

  /// Merges the sources for the given modifier inputs (matched case-insensitively) into one
  /// token document. A modifier without an input uses its default; without a default it is
  /// an error.
  public func document(for inputs: [String: String], limits: DTCGLimits = .default)
    throws(DTCGError) -> DTCGDocument
  {
    try DTCGDocument(root: mergedTokens(for: inputs), limits: limits)
  }

  /// The token tree the sources for `inputs` merge into, not yet validated (see
  /// ``document(for:limits:)``).
  public func mergedTokens(for inputs: [String: String]) throws(DTCGError) -> JSONValue {
    var merged = JSONValue.object([])
    for step in resolutionOrder {
      switch step {
      case .set(let name):
        for source in sets[name] ?? [] { merged = Self.merge(merged, source) }
      case .modifier(let name):
        guard let modifier = modifiers[name] else { continue }
        let input = inputs.first { $0.key.lowercased() == name.lowercased() }?.value
        guard let contextName = input ?? modifier.defaultContext else {
          throw .invalid([DTCGIssue(path: "modifiers.\(name)", message: "no input and no default")])
        }
        guard
          let context = modifier.contexts.first(where: {
            $0.name.lowercased() == contextName.lowercased()
          })
        else {
          let names = modifier.contexts.map(\.name).joined(separator: ", ")
          throw .invalid([
            DTCGIssue(
              path: "modifiers.\(name)", message: "unknown context '\(contextName)' (\(names))")
          ])
        }
        for source in context.sources { merged = Self.merge(merged, source) }
      }
    }
    return merged
  }

  /// Deep-merges two token trees: groups merge member by member, anything else is replaced.
  static func merge(_ base: JSONValue, _ overlay: JSONValue) -> JSONValue {
    guard case .object(var members) = base, case .object(let additions) = overlay,
      base["$value"] == nil, overlay["$value"] == nil
    else { return overlay }
    for addition in additions {
      if let index = members.firstIndex(where: { $0.key == addition.key }) {
        members[index].value = merge(members[index].value, addition.value)
      } else {
        members.append(addition)
      }
    }
    return .object(members)
  }

  /// The resolver as JSON, sets and modifiers inline.
  public var json: JSONValue {
    var members: [JSONMember] = []
    if let name { members.append(JSONMember("name", .string(name))) }
    members.append(JSONMember("version", .string(version)))
    members.append(
      JSONMember(
        "sets",
        .object(
          sets.keys.sorted().map { key in
            JSONMember(key, .object([JSONMember("sources", .array(sets[key] ?? []))]))
          })))
    members.append(
      JSONMember(
        "modifiers",
        .object(
          modifiers.keys.sorted().map { key in
            let modifier = modifiers[key]
            var body: [JSONMember] = [
              JSONMember(
                "contexts",
                .object((modifier?.contexts ?? []).map { JSONMember($0.name, .array($0.sources)) }))
            ]
            if let value = modifier?.defaultContext {
              body.append(JSONMember("default", .string(value)))
            }
            return JSONMember(key, .object(body))
          })))
    members.append(
      JSONMember(
        "resolutionOrder",
        .array(
          resolutionOrder.map { step in
            switch step {
            case .set(let name): return .object([JSONMember("$ref", .string("#/sets/\(name)"))])
            case .modifier(let name):
              return .object([JSONMember("$ref", .string("#/modifiers/\(name)"))])
            }
          })))
    return .object(members)
  }
}
