import Foundation
import TesseraJSON
import TesseraTokens

/// A token with its aliases followed and its value checked against its type.
public struct DTCGResolvedToken: Sendable, Hashable {
  /// The token as written.
  public var token: DTCGToken
  /// The resolved type: explicit `$type`, else the alias target's, else the group's.
  public var type: DTCGType
  /// The value with every alias replaced.
  public var json: JSONValue
  /// The typed value.
  public var value: DTCGValue
}

extension DTCGDocument {
  /// Follows every alias (`{group.token}` and `{"$ref": "#/json/pointer"}`), reports cycles and
  /// dangling references, resolves each token's type and checks its value's shape.
  ///
  /// All problems are collected and thrown together, each with its token path. Work is bounded
  /// by `limits` (alias depth, total expanded size), so alias bombs fail fast.
  ///
  /// - Complexity: O(n + e) for n tokens and e values after expansion (at most the limit).
  public func resolve(limits: DTCGLimits = .default) throws(DTCGError) -> [String:
    DTCGResolvedToken]
  {
    var resolver = Resolver(document: self, limits: limits)
    var result: [String: DTCGResolvedToken] = [:]
    for token in tokens {
      let key = token.dottedPath
      guard let resolved = resolver.resolve(key, depth: 0) else { continue }
      if let limitIssue = resolver.limitIssue { throw .limit(limitIssue) }
      do {
        let value = try DTCGValue.parse(resolved.json, as: resolved.type)
        result[key] = DTCGResolvedToken(
          token: token, type: resolved.type, json: resolved.json, value: value)
      } catch {
        resolver.issues.append(DTCGIssue(path: key, message: error.message))
      }
    }
    if let limitIssue = resolver.limitIssue { throw .limit(limitIssue) }
    if !resolver.issues.isEmpty {
      var seen = Set<DTCGIssue>()
      throw .invalid(resolver.issues.filter { seen.insert($0).inserted })
    }
    return result
  }

  private struct Resolver {
    struct Partial {
      var type: DTCGType
      var json: JSONValue
    }

    let document: DTCGDocument
    let limits: DTCGLimits
    let index: [String: DTCGToken]
    var done: [String: Partial] = [:]
    var failed: Set<String> = []
    var inProgress: [String] = []
    var issues: [DTCGIssue] = []
    var limitIssue: DTCGIssue?
    var expanded = 0

    init(document: DTCGDocument, limits: DTCGLimits) {
      self.document = document
      self.limits = limits
      var index: [String: DTCGToken] = [:]
      for token in document.tokens { index[token.dottedPath] = token }
      self.index = index
    }

    mutating func resolve(_ path: String, depth: Int) -> Partial? {
      if let known = done[path] { return known }
      if failed.contains(path) || limitIssue != nil { return nil }
      guard let token = index[path] else { return nil }
      if let start = inProgress.firstIndex(of: path) {
        let cycle = Array(inProgress[start...]) + [path]
        for member in inProgress[start...] {
          issues.append(
            DTCGIssue(
              path: member,
              message: "alias cycle: " + cycle.map { "{\($0)}" }.joined(separator: " -> ")))
          failed.insert(member)
        }
        return nil
      }
      guard depth <= limits.maximumAliasDepth else {
        limitIssue = DTCGIssue(
          path: path, message: "alias chain longer than \(limits.maximumAliasDepth)")
        return nil
      }
      inProgress.append(path)
      defer { inProgress.removeLast() }
      var aliasType: DTCGType?
      guard let json = expand(token.value, owner: path, depth: depth, aliasType: &aliasType) else {
        failed.insert(path)
        return nil
      }
      guard let type = token.declaredType ?? aliasType ?? token.groupType else {
        issues.append(
          DTCGIssue(path: path, message: "no $type on the token, its alias target or a group"))
        failed.insert(path)
        return nil
      }
      let partial = Partial(type: type, json: json)
      done[path] = partial
      return partial
    }

    /// Replaces aliases inside `value`. `aliasType` is set when the whole value is one alias.
    mutating func expand(
      _ value: JSONValue, owner: String, depth: Int, aliasType: inout DTCGType?
    ) -> JSONValue? {
      expanded += 1
      guard expanded <= limits.maximumExpandedValues else {
        if limitIssue == nil {
          limitIssue = DTCGIssue(
            path: owner,
            message: "expands to more than \(limits.maximumExpandedValues) values (alias bomb?)")
        }
        return nil
      }
      switch value {
      case .string(let text) where text.hasPrefix("{") && text.hasSuffix("}") && text.count > 2:
        let target = String(text.dropFirst().dropLast())
        guard index[target] != nil else {
          issues.append(DTCGIssue(path: owner, message: "alias \(text) points at no token"))
          return nil
        }
        guard let resolved = resolve(target, depth: depth + 1) else {
          if limitIssue == nil, !failed.contains(owner) {
            issues.append(DTCGIssue(path: owner, message: "alias \(text) cannot be resolved"))
          }
          return nil
        }
        aliasType = resolved.type
        return count(resolved.json)
      case .object(let members) where members.count == 1 && members[0].key == "$ref":
        guard let pointer = members[0].value.stringValue else {
          issues.append(DTCGIssue(path: owner, message: "$ref must be a string"))
          return nil
        }
        return resolvePointer(pointer, owner: owner, depth: depth, aliasType: &aliasType)
      case .object(let members):
        var result: [JSONMember] = []
        for member in members {
          var ignored: DTCGType?
          guard let inner = expand(member.value, owner: owner, depth: depth, aliasType: &ignored)
          else { return nil }
          result.append(JSONMember(member.key, inner))
        }
        return .object(result)
      case .array(let elements):
        var result: [JSONValue] = []
        for element in elements {
          var ignored: DTCGType?
          guard let inner = expand(element, owner: owner, depth: depth, aliasType: &ignored)
          else { return nil }
          result.append(inner)
        }
        return .array(result)
      default:
        return value
      }
    }

    /// Counts the values an alias copies into its user, so repeated expansion is bounded.
    mutating func count(_ value: JSONValue) -> JSONValue? {
      var size = 0
      func walk(_ value: JSONValue) {
        size += 1
        switch value {
        case .array(let elements): elements.forEach(walk)
        case .object(let members): members.forEach { walk($0.value) }
        default: break
        }
      }
      walk(value)
      expanded += size
      guard expanded <= limits.maximumExpandedValues else {
        if limitIssue == nil {
          limitIssue = DTCGIssue(
            path: inProgress.last ?? "(root)",
            message: "expands to more than \(limits.maximumExpandedValues) values (alias bomb?)")
        }
        return nil
      }
      return value
    }

    mutating func resolvePointer(
      _ pointer: String, owner: String, depth: Int, aliasType: inout DTCGType?
    ) -> JSONValue? {
      guard pointer.hasPrefix("#/") else {
        issues.append(
          DTCGIssue(path: owner, message: "$ref \(pointer) must be a local JSON Pointer (#/...)"))
        return nil
      }
      let segments = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
        .map {
          $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
      let valueIndex = segments.firstIndex(of: "$value")
      let tokenSegments = Array(segments[..<(valueIndex ?? segments.count)])
      let target = tokenSegments.joined(separator: ".")
      guard index[target] != nil else {
        issues.append(DTCGIssue(path: owner, message: "$ref \(pointer) points at no token"))
        return nil
      }
      guard let resolved = resolve(target, depth: depth + 1) else {
        if limitIssue == nil {
          issues.append(DTCGIssue(path: owner, message: "$ref \(pointer) cannot be resolved"))
        }
        return nil
      }
      var current = resolved.json
      let rest = valueIndex.map { Array(segments[($0 + 1)...]) } ?? []
      if rest.isEmpty { aliasType = resolved.type }
      for segment in rest {
        switch current {
        case .object:
          guard let next = current[segment] else {
            issues.append(
              DTCGIssue(path: owner, message: "$ref \(pointer): no member '\(segment)'"))
            return nil
          }
          current = next
        case .array(let elements):
          guard let position = Int(segment), elements.indices.contains(position) else {
            issues.append(DTCGIssue(path: owner, message: "$ref \(pointer): no element \(segment)"))
            return nil
          }
          current = elements[position]
        default:
          issues.append(
            DTCGIssue(
              path: owner, message: "$ref \(pointer): cannot index into a \(current.kindName)"))
          return nil
        }
      }
      return count(current)
    }
  }
}
