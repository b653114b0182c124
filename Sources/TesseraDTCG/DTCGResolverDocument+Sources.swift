import TesseraJSON

extension DTCGResolverDocument {
  /// The file path a `$ref` names, relative to the resolver's folder and normalised
  /// (`./base//color.json` is `base/color.json`), or the problem that refuses it: a URL
  /// (`https:`, `file:`, `//host`), an absolute path (`/`, `~`, `C:`), a `..` segment, a
  /// backslash or NUL. Nothing is opened.
  public static func relativeFilePath(_ reference: String)
    throws(DTCGSourceReferenceError.Problem) -> String
  {
    if reference.isEmpty { throw .empty }
    if reference.contains("\u{0}") { throw .unsafeCharacter("a NUL character") }
    if let colon = reference.firstIndex(of: ":") {
      let scheme = reference[..<colon]
      if scheme.count == 1, scheme.first?.isLetter == true { throw .absolutePath }
      if let first = scheme.first, first.isLetter,
        scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
      {
        throw .url
      }
    }
    if reference.hasPrefix("//") || reference.hasPrefix("\\\\") { throw .url }
    if reference.hasPrefix("/") || reference.hasPrefix("~") { throw .absolutePath }
    if reference.contains("\\") { throw .unsafeCharacter("'\\'") }
    let segments = reference.split(separator: "/").filter { $0 != "." }
    if segments.contains("..") { throw .leavesFolder }
    if segments.isEmpty { throw .empty }
    return segments.joined(separator: "/")
  }

  /// The keys of a JSON Pointer (RFC 6901: `/a/b`, `~1` for `/`, `~0` for `~`); the leading
  /// `/` may be left out, as in the resolver module's own example `example.json#sets/MySet`.
  static func pointerKeys(_ pointer: String) -> [String] {
    guard !pointer.isEmpty else { return [] }
    let body = pointer.hasPrefix("/") ? String(pointer.dropFirst()) : pointer
    return body.split(separator: "/", omittingEmptySubsequences: false).map { key in
      var result = ""
      var escaped = false
      for character in key {
        if escaped {
          result.append(character == "1" ? "/" : character == "0" ? "~" : character)
          escaped = false
        } else if character == "~" {
          escaped = true
        } else {
          result.append(character)
        }
      }
      return escaped ? result + "~" : result
    }
  }

  /// The value a pointer's keys name in `value`, or nil.
  static func value(at keys: [String], in value: JSONValue) -> JSONValue? {
    var node = value
    for key in keys {
      if let members = node.members {
        guard let next = members.first(where: { $0.key == key })?.value else { return nil }
        node = next
      } else if let elements = node.arrayValue, let index = Int(key),
        elements.indices.contains(index)
      {
        node = elements[index]
      } else {
        return nil
      }
    }
    return node
  }

  /// Resolves the `$ref` sources of a resolver: same-document pointers and files in its
  /// folder, each file read once.
  struct SourceReferences {
    let root: JSONValue
    let loadFile: FileLoader?
    var files: [String: JSONValue] = [:]
    /// Each file's and each same-document reference's resolution with its value count, so a
    /// set named many times is resolved and counted once.
    var resolved: [String: (sources: [JSONValue], values: Int)] = [:]
    var sourceCount = 0
    var valueCount = 0

    init(root: JSONValue, loadFile: FileLoader?) {
      self.root = root
      self.loadFile = loadFile
    }

    /// The token objects `source` stands for: itself when inline, what its `$ref` names
    /// otherwise (a set's sources, a file, a part of a file), with the keys beside `$ref`
    /// replacing those of the target.
    mutating func resolve(_ source: JSONValue, at path: String, visiting: [String])
      throws(DTCGSourceReferenceError) -> [JSONValue]
    {
      guard let members = source.members else {
        throw DTCGSourceReferenceError(
          path: path, reference: "", problem: .notTokens(source.phrase))
      }
      sourceCount += 1
      guard sourceCount <= maximumSources else {
        throw DTCGSourceReferenceError(
          path: path, reference: source["$ref"]?.stringValue ?? "",
          problem: .tooLarge("\(maximumSources) sources"))
      }
      guard let referenceValue = source["$ref"] else {
        try count(DTCGGroupExtension.valueCount(source), at: path, reference: "")
        return [source]
      }
      guard let reference = referenceValue.stringValue else {
        throw DTCGSourceReferenceError(
          path: path, reference: referenceValue.serialized(indent: 0),
          problem: .pointer("$ref must be a string"))
      }
      func refuse(_ problem: DTCGSourceReferenceError.Problem) -> DTCGSourceReferenceError {
        DTCGSourceReferenceError(path: path, reference: reference, problem: problem)
      }
      if visiting.contains(reference) || visiting.count >= 16 { throw refuse(.cycle) }
      let overrides = members.filter { $0.key != "$ref" }
      if overrides.isEmpty, let known = resolved[reference] {
        try count(known.values, at: path, reference: reference)
        return known.sources
      }
      let before = valueCount
      let result = try resolveReference(
        reference, at: path, visiting: visiting, overrides: overrides, refuse: refuse)
      if overrides.isEmpty {
        // Nested sources counted themselves; a file or pointer target is counted here.
        let own = valueCount - before
        resolved[reference] = (result, own)
      }
      return result
    }

    /// Adds `values` to the resolver's total, refusing past the limit.
    mutating func count(_ values: Int, at path: String, reference: String)
      throws(DTCGSourceReferenceError)
    {
      valueCount += values
      guard valueCount <= maximumSourceValues else {
        throw DTCGSourceReferenceError(
          path: path, reference: reference,
          problem: .tooLarge("\(maximumSourceValues) JSON values in all sources"))
      }
    }

    /// What one `$ref` names, with the keys beside it applied.
    private mutating func resolveReference(
      _ reference: String, at path: String, visiting: [String], overrides: [JSONMember],
      refuse: (DTCGSourceReferenceError.Problem) -> DTCGSourceReferenceError
    ) throws(DTCGSourceReferenceError) -> [JSONValue] {
      var resolved: [JSONValue]
      if reference.hasPrefix("#") {
        let keys = pointerKeys(String(reference.dropFirst()))
        if keys.first == "modifiers" { throw refuse(.modifier) }
        if keys.first == "resolutionOrder" { throw refuse(.resolutionOrder) }
        if keys.count == 2, keys[0] == "sets" {
          guard let set = root["sets"]?[keys[1]] else {
            throw refuse(.pointer("the resolver has no set '\(keys[1])'"))
          }
          guard let list = set["sources"]?.arrayValue else {
            throw refuse(.pointer("set '\(keys[1])' has no sources array"))
          }
          resolved = []
          for element in list {
            resolved += try resolve(element, at: path, visiting: visiting + [reference])
          }
        } else {
          guard let target = value(at: keys, in: root) else {
            throw refuse(.pointer("no value at \(reference) in the resolver"))
          }
          guard target.members != nil else { throw refuse(.notTokens(target.phrase)) }
          resolved = try resolve(target, at: path, visiting: visiting + [reference])
        }
      } else {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file: String
        do {
          file = try relativeFilePath(String(parts[0]))
        } catch {
          throw refuse(error)
        }
        guard let loadFile else { throw refuse(.noFolder) }
        let contents: JSONValue
        if let cached = files[file] {
          contents = cached
        } else {
          guard files.count < maximumSourceFiles else {
            throw refuse(.tooManyFiles(maximumSourceFiles))
          }
          do {
            contents = try loadFile(file)
          } catch let problem as DTCGSourceReferenceError.Problem {
            throw refuse(problem)
          } catch {
            throw refuse(.file("\(error)"))
          }
          files[file] = contents
        }
        if parts.count == 2 {
          guard let target = value(at: pointerKeys(String(parts[1])), in: contents) else {
            throw refuse(.pointer("no value at #\(parts[1]) in \(file)"))
          }
          resolved = [target]
        } else {
          resolved = [contents]
        }
        try count(DTCGGroupExtension.valueCount(resolved[0]), at: path, reference: reference)
      }
      if let wrong = resolved.first(where: { $0.members == nil }) {
        throw refuse(.notTokens(wrong.phrase))
      }
      guard !overrides.isEmpty else { return resolved }
      // Keys beside `$ref` replace the target's, shallowly (the resolver module's rule).
      if resolved.count == 1, var target = resolved[0].members {
        for override in overrides {
          if let index = target.firstIndex(where: { $0.key == override.key }) {
            target[index] = override
          } else {
            target.append(override)
          }
        }
        return [.object(target)]
      }
      return resolved + [.object(overrides)]
    }
  }
}
