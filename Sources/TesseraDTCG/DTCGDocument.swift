import TesseraJSON
import TesseraTokens

/// The token types of the Design Tokens Format Module 2025.10, by their exact `$type` strings.
public enum DTCGType: String, Sendable, Hashable, CaseIterable {
  /// A color in a named color space.
  case color
  /// A length in px or rem.
  case dimension
  /// A font family name or a list in order of preference.
  case fontFamily
  /// A weight 1...1000 or a named weight.
  case fontWeight
  /// A time in ms or s.
  case duration
  /// A timing curve `[P1x, P1y, P2x, P2y]`.
  case cubicBezier
  /// A plain number.
  case number
  /// A line style.
  case strokeStyle
  /// Color, width and style.
  case border
  /// Duration, delay and timing function.
  case transition
  /// One shadow or a list.
  case shadow
  /// Color stops.
  case gradient
  /// Font family, size, weight, letter spacing and line height.
  case typography
}

/// One token as written in a DTCG file, before aliases are resolved.
public struct DTCGToken: Sendable, Hashable {
  /// The names from the root group down to the token.
  public var path: [String]
  /// `$type` as written on the token.
  public var declaredType: DTCGType?
  /// The nearest `$type` of an enclosing group.
  public var groupType: DTCGType?
  /// `$value` as written (possibly an alias).
  public var value: JSONValue
  /// `$description`.
  public var description: String?
  /// `$deprecated`: `true`, `false` or a reason string.
  public var deprecated: JSONValue?
  /// `$extensions`, preserved as written.
  public var extensions: JSONValue?

  /// The dotted path, as aliases write it.
  public var dottedPath: String { path.joined(separator: ".") }
}

/// A parsed DTCG file: its tokens in file order, plus the JSON it came from.
///
/// ```swift
/// let document = try DTCGDocument.parse(bytes)
/// let values = try document.resolve()   // aliases followed, types checked
/// values["color.accent"]?.value          // .color(...)
/// ```
public struct DTCGDocument: Sendable, Hashable {
  /// The tokens, in file order.
  public var tokens: [DTCGToken]
  /// The whole file, preserved (unknown `$extensions` included).
  public var root: JSONValue

  /// Parses and structurally validates a DTCG file.
  ///
  /// Checks names (no `$` prefix, no `{`, `}` or `.`), that no object is both a token and a
  /// group, and that `$type` strings are known; every problem is reported with its path.
  ///
  /// - Complexity: O(n) in the file size.
  public static func parse(_ bytes: [UInt8], limits: DTCGLimits = .default) throws(DTCGError)
    -> DTCGDocument
  {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes, limits: limits.json)
    } catch {
      throw .json(error)
    }
    return try DTCGDocument(root: root, limits: limits)
  }

  /// Validates an already parsed JSON tree.
  public init(root: JSONValue, limits: DTCGLimits = .default) throws(DTCGError) {
    guard case .object = root else {
      throw .invalid([DTCGIssue(path: "(root)", message: "a token file must be a JSON object")])
    }
    var collector = Collector(limits: limits)
    collector.visitGroup(
      try DTCGGroupExtension.expand(root), path: [], inheritedType: nil)
    if let limitIssue = collector.limitIssue { throw .limit(limitIssue) }
    if !collector.issues.isEmpty { throw .invalid(collector.issues) }
    self.root = root
    self.tokens = collector.tokens
  }

  /// The token at a dotted path.
  public func token(_ dottedPath: String) -> DTCGToken? {
    tokens.first { $0.dottedPath == dottedPath }
  }

  private struct Collector {
    let limits: DTCGLimits
    var tokens: [DTCGToken] = []
    var issues: [DTCGIssue] = []
    var limitIssue: DTCGIssue?

    static let groupProperties: Set<String> = [
      "$description", "$type", "$deprecated", "$extensions", "$extends", "$schema",
    ]
    static let tokenProperties: Set<String> = [
      "$value", "$type", "$description", "$deprecated", "$extensions",
    ]

    mutating func visitGroup(_ group: JSONValue, path: [String], inheritedType: DTCGType?) {
      guard let members = group.members else { return }
      let where_ = path.isEmpty ? "(root)" : path.joined(separator: ".")
      var groupType = inheritedType
      if let typeValue = group["$type"] {
        groupType = parseType(typeValue, at: where_) ?? groupType
      }
      if let description = group["$description"], description.stringValue == nil {
        issues.append(DTCGIssue(path: where_, message: "$description must be a string"))
      }
      for member in members {
        if member.key.hasPrefix("$") {
          if member.key == "$root" {
            visitChild(member, path: path, groupType: groupType)
          } else if !Self.groupProperties.contains(member.key) {
            issues.append(
              DTCGIssue(path: where_, message: "unknown group property \(member.key)"))
          }
          continue
        }
        visitChild(member, path: path, groupType: groupType)
        if limitIssue != nil { return }
      }
    }

    mutating func visitChild(_ member: JSONMember, path: [String], groupType: DTCGType?) {
      let childPath = path + [member.key]
      let dotted = childPath.joined(separator: ".")
      if member.key != "$root",
        member.key.contains(where: { $0 == "{" || $0 == "}" || $0 == "." })
      {
        issues.append(
          DTCGIssue(path: dotted, message: "names must not contain '{', '}' or '.'"))
        return
      }
      guard case .object(let members) = member.value else {
        issues.append(
          DTCGIssue(
            path: dotted,
            message: "expected a token or group object, found a \(member.value.kindName)"))
        return
      }
      guard let value = member.value["$value"] else {
        visitGroup(member.value, path: childPath, inheritedType: groupType)
        return
      }
      if let child = members.first(where: { !$0.key.hasPrefix("$") }) {
        issues.append(
          DTCGIssue(
            path: dotted, message: "a token cannot have children (found '\(child.key)')"))
        return
      }
      for property in members where !Self.tokenProperties.contains(property.key) {
        issues.append(DTCGIssue(path: dotted, message: "unknown token property \(property.key)"))
      }
      var declared: DTCGType?
      if let typeValue = member.value["$type"] { declared = parseType(typeValue, at: dotted) }
      let description = member.value["$description"]
      if let description, description.stringValue == nil {
        issues.append(DTCGIssue(path: dotted, message: "$description must be a string"))
      }
      let deprecated = member.value["$deprecated"]
      if let deprecated {
        switch deprecated {
        case .bool, .string: break
        default:
          issues.append(
            DTCGIssue(path: dotted, message: "$deprecated must be a boolean or a string"))
        }
      }
      tokens.append(
        DTCGToken(
          path: childPath, declaredType: declared, groupType: groupType, value: value,
          description: description?.stringValue, deprecated: deprecated,
          extensions: member.value["$extensions"]))
      if tokens.count > limits.maximumTokens {
        limitIssue = DTCGIssue(
          path: dotted, message: "more than \(limits.maximumTokens) tokens")
      }
    }

    mutating func parseType(_ value: JSONValue, at path: String) -> DTCGType? {
      guard let text = value.stringValue else {
        issues.append(DTCGIssue(path: path, message: "$type must be a string"))
        return nil
      }
      guard let type = DTCGType(rawValue: text) else {
        issues.append(DTCGIssue(path: path, message: "unknown $type '\(text)'"))
        return nil
      }
      return type
    }
  }
}
