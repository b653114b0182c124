/// The type of a format placeholder: `%lld` takes an integer, `%@` text.
public enum LocalizationPlaceholder: String, Sendable, Hashable, Codable {
  /// `%lld` (or `%d`, `%ld`): a whole number, which may choose a plural form.
  case integer
  /// `%@`: text, such as a name or a number already formatted for the language.
  case text
}

/// One piece of a parsed format string.
enum FormatSegment: Hashable, Sendable {
  case literal(String)
  /// A placeholder; `position` is 1-based, explicit (`%2$@`) or counted from the left.
  case placeholder(position: Int, type: LocalizationPlaceholder)
  /// A `.stringsdict` variable, `%#@name@`, chosen by the integer at `position`; `spec` is its
  /// text in the format (`%2$#@stars@`).
  case variable(position: Int, name: String, spec: String)
}

/// A format string split into literals, placeholders and plural variables.
struct FormatString: Hashable, Sendable {
  let segments: [FormatSegment]
  /// True when the placeholders name their positions (`%1$@`).
  let isPositional: Bool

  /// The placeholders' positions and types, plural variables counting as integers.
  var references: [Int: LocalizationPlaceholder] {
    var result: [Int: LocalizationPlaceholder] = [:]
    for segment in segments {
      switch segment {
      case .placeholder(let position, let type): result[position] = type
      case .variable(let position, _, _): result[position] = .integer
      case .literal: break
      }
    }
    return result
  }

  /// Parses `text`; mixing `%1$@` and `%@` in one string is an error, as Foundation leaves it
  /// undefined.
  init(_ text: String, file: String, key: String) throws(LocalizationError) {
    var segments: [FormatSegment] = []
    var literal = ""
    var next = 1
    var sawPositional = false
    var sawSequential = false
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func fail(_ spec: String) -> LocalizationError {
      LocalizationError(.unsupportedPlaceholder(spec), file: file, key: key)
    }
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "%" else {
        literal.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      let start = index
      index += 1
      guard index < scalars.count else { throw fail("%") }
      if scalars[index] == "%" {
        literal.append("%")
        index += 1
        continue
      }
      // An optional `n$` position.
      var digits = ""
      var probe = index
      while probe < scalars.count, ("0"..."9").contains(scalars[probe]) {
        digits.unicodeScalars.append(scalars[probe])
        probe += 1
      }
      var position: Int?
      if !digits.isEmpty, probe < scalars.count, scalars[probe] == "$" {
        position = Int(digits)
        index = probe + 1
      }
      let spec = { String(String.UnicodeScalarView(scalars[start..<min(index, scalars.count)])) }
      let segment: FormatSegment
      if index < scalars.count, scalars[index] == "#" {
        // `%#@name@`
        index += 1
        guard index < scalars.count, scalars[index] == "@" else { throw fail(spec()) }
        index += 1
        var name = ""
        while index < scalars.count, scalars[index] != "@" {
          name.unicodeScalars.append(scalars[index])
          index += 1
        }
        guard index < scalars.count, !name.isEmpty else { throw fail(spec()) }
        index += 1
        segment = .variable(position: position ?? next, name: name, spec: spec())
      } else {
        var conversion = ""
        while index < scalars.count, ["l", "h", "q", "z"].contains(scalars[index]) {
          conversion.unicodeScalars.append(scalars[index])
          index += 1
        }
        guard index < scalars.count else { throw fail(spec()) }
        conversion.unicodeScalars.append(scalars[index])
        index += 1
        let type: LocalizationPlaceholder
        switch conversion {
        case "@": type = .text
        case "d", "i", "ld", "li", "lld", "lli": type = .integer
        default: throw fail(spec())
        }
        segment = .placeholder(position: position ?? next, type: type)
      }
      if position == nil { sawSequential = true } else { sawPositional = true }
      guard !(sawPositional && sawSequential) else {
        throw LocalizationError(
          .syntax("\"\(text)\" mixes numbered (%1$@) and unnumbered (%@) placeholders"),
          file: file, key: key)
      }
      if !literal.isEmpty {
        segments.append(.literal(literal))
        literal = ""
      }
      segments.append(segment)
      next += 1
    }
    if !literal.isEmpty { segments.append(.literal(literal)) }
    self.segments = segments
    self.isPositional = sawPositional
  }
}
