import TesseraJSON

/// DTCG 2025.10 group extension: a group with `"$extends": "{button}"` holds every token and
/// property of the group `button`, with its own members replacing those at the same path
/// (tokens whole, groups merged member by member) and new ones added.
///
/// ```swift
/// let expanded = try DTCGGroupExtension.expand(root)   // no `$extends` left
/// ```
///
/// A target that names no group, names a token, or leads back to the extending group (itself,
/// an ancestor, or a chain `a → b → a`) is refused with the extending group's path.
public enum DTCGGroupExtension {
  /// The most JSON values that copies of extended groups may add (guards against chains of
  /// groups that each extend several large ones).
  public static let maximumCopiedValues = 1_000_000
  /// The longest chain of groups extending groups that extend groups followed.
  public static let maximumChainLength = 32

  /// `root` with every `$extends` replaced by the members it inherits. Targets are looked up
  /// in `root` first, then in `others` in order (the other files of the same import).
  public static func expand(_ root: JSONValue, others: [JSONValue] = []) throws(DTCGError)
    -> JSONValue
  {
    guard contains(root) else { return root }
    var expander = Expander(roots: [root] + others)
    return try expander.expand(root, path: [])
  }

  /// Whether `value` has a `$extends` anywhere, so files without one are left untouched.
  static func contains(_ value: JSONValue) -> Bool {
    guard let members = value.members else { return false }
    return members.contains {
      $0.key == "$extends" || ($0.value.members != nil && contains($0.value))
    }
  }

  private struct Expander {
    let roots: [JSONValue]
    /// Groups whose extension is being followed, outermost first.
    var chain: [String] = []
    var copied = 0

    mutating func expand(_ node: JSONValue, path: [String]) throws(DTCGError) -> JSONValue {
      guard let members = node.members, node["$value"] == nil else { return node }
      var own: [JSONMember] = []
      for member in members where member.key != "$extends" {
        if member.key.hasPrefix("$") && member.key != "$root" {
          own.append(member)
        } else {
          own.append(JSONMember(member.key, try expand(member.value, path: path + [member.key])))
        }
      }
      guard let reference = node["$extends"] else { return .object(own) }
      let here = path.isEmpty ? "(root)" : path.joined(separator: ".")
      func refuse(_ message: String) -> DTCGError {
        .invalid([DTCGIssue(path: here, message: "$extends \(reference.phrase): \(message)")])
      }
      guard let text = reference.stringValue, text.hasPrefix("{"), text.hasSuffix("}"),
        text.count > 2
      else {
        throw refuse("expected a group reference such as \"{button}\"")
      }
      let target = String(text.dropFirst().dropLast())
      let targetPath = target.split(separator: ".", omittingEmptySubsequences: false).map(
        String.init)
      if targetPath.contains(where: \.isEmpty) {
        throw refuse("'\(target)' is not a group path")
      }
      if path.starts(with: targetPath) {
        throw refuse(
          targetPath == path
            ? "a group cannot extend itself (a cycle)"
            : "'\(target)' contains this group, so extending it is a cycle")
      }
      if let start = chain.firstIndex(of: target) {
        let cycle = (chain[start...] + [here, target]).joined(separator: " → ")
        throw refuse("the extensions form a cycle: \(cycle)")
      }
      guard let (found, inheritedType) = lookup(targetPath) else {
        throw refuse("no group '\(target)' in the files")
      }
      guard found.members != nil else {
        throw refuse("'\(target)' is \(found.phrase), not a group")
      }
      guard found["$value"] == nil else {
        throw refuse("'\(target)' is a token; $extends must name a group")
      }
      guard chain.count < maximumChainLength else {
        throw .limit(
          DTCGIssue(
            path: here, message: "$extends chains are longer than \(maximumChainLength) groups"))
      }
      chain.append(here)
      let base = try expand(found, path: targetPath)
      chain.removeLast()
      copied += Self.valueCount(base)
      guard copied <= maximumCopiedValues else {
        throw .limit(
          DTCGIssue(
            path: here,
            message: "$extends copies more than \(maximumCopiedValues) values (groups extending "
              + "large groups many times)"))
      }
      var inherited = base.members ?? []
      // The target's type, inherited from its own ancestors, stays with its tokens.
      if base["$type"] == nil, let inheritedType, node["$type"] == nil {
        inherited.insert(JSONMember("$type", .string(inheritedType)), at: 0)
      }
      return DTCGResolverDocument.merge(.object(inherited), .object(own))
    }

    /// The group at `path` in the first root that has it, with the `$type` its ancestors give.
    func lookup(_ path: [String]) -> (JSONValue, String?)? {
      for root in roots {
        var node = root
        var type: String?
        var found = true
        for key in path {
          if let own = node["$type"]?.stringValue { type = own }
          guard let next = node[key] else {
            found = false
            break
          }
          node = next
        }
        if found { return (node, type) }
      }
      return nil
    }

    static func valueCount(_ value: JSONValue) -> Int { DTCGGroupExtension.valueCount(value) }
  }

  /// The number of JSON values in `value`, itself included.
  static func valueCount(_ value: JSONValue) -> Int {
    switch value {
    case .object(let members): return 1 + members.reduce(0) { $0 + valueCount($1.value) }
    case .array(let elements): return 1 + elements.reduce(0) { $0 + valueCount($1) }
    default: return 1
    }
  }
}
