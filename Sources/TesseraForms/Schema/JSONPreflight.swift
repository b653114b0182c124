/// A single pass over the raw bytes of a schema that enforces the limits a parser would only
/// discover after building the whole tree: nesting depth, the number of elements in the
/// top-level `fields` array and the number of elements in `options` arrays.
///
/// It does not validate JSON (the decoder does that afterwards); it only tracks strings,
/// escapes and brackets, so it cannot be fooled into skipping a bracket, and it stops at the
/// first limit exceeded. Keys are compared unescaped; a key spelled with escapes evades the
/// count here but is still counted exactly after decoding, which the size cap keeps cheap.
///
/// - Complexity: O(n) time in the byte count, O(depth limit) memory.
struct JSONPreflight {
  struct Summary: Equatable {
    var fieldCount = 0
    var optionCount = 0
  }

  private enum Role {
    case other
    case fields
    case options
  }

  private struct Container {
    var isArray: Bool
    var role: Role
    var awaitingElement = true
    var expectingKey = true
  }

  let limits: FormSchemaLimits
  /// Whether to count `fields` and `options` (schemas) or only check depth (values files).
  let countsSchemaArrays: Bool

  func scan(_ bytes: some Collection<UInt8>) throws(FormSchemaError) -> Summary {
    var summary = Summary()
    var stack: [Container] = []
    stack.reserveCapacity(max(0, min(limits.maximumDepth, 1_024)) + 1)
    var inString = false
    var escaped = false
    var stringIsKey = false
    var key: [UInt8] = []
    var lastKey: [UInt8] = []
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if stringIsKey { lastKey = key }
        } else if stringIsKey && key.count < 16 {
          key.append(byte)
        }
        continue
      }
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        continue
      case UInt8(ascii: ","):
        if let last = stack.indices.last {
          stack[last].awaitingElement = stack[last].isArray
          stack[last].expectingKey = !stack[last].isArray
        }
        continue
      case UInt8(ascii: ":"):
        continue
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if !stack.isEmpty { stack.removeLast() }
        continue
      default:
        break
      }
      // A value or a key starts here.
      if let last = stack.indices.last {
        if !stack[last].isArray && stack[last].expectingKey && byte == UInt8(ascii: "\"") {
          stack[last].expectingKey = false
          inString = true
          stringIsKey = true
          key.removeAll(keepingCapacity: true)
          continue
        }
        if stack[last].isArray && stack[last].awaitingElement {
          stack[last].awaitingElement = false
          try count(element: stack[last].role, in: &summary)
        }
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        stringIsKey = false
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        guard stack.count < limits.maximumDepth else {
          throw .tooDeep(offset: offset, limit: limits.maximumDepth)
        }
        let isArray = byte == UInt8(ascii: "[")
        stack.append(
          Container(
            isArray: isArray, role: isArray ? role(for: lastKey, depth: stack.count) : .other))
      default:
        break
      }
    }
    return summary
  }

  private func role(for key: [UInt8], depth: Int) -> Role {
    guard countsSchemaArrays else { return .other }
    if depth == 1 && key.elementsEqual("fields".utf8) { return .fields }
    if depth > 1 && key.elementsEqual("options".utf8) { return .options }
    return .other
  }

  private func count(element role: Role, in summary: inout Summary) throws(FormSchemaError) {
    switch role {
    case .other:
      return
    case .fields:
      summary.fieldCount += 1
      if summary.fieldCount > limits.maximumFields {
        throw .tooManyFields(count: summary.fieldCount, limit: limits.maximumFields)
      }
    case .options:
      summary.optionCount += 1
      if summary.optionCount > limits.maximumOptions {
        throw .tooManyOptions(count: summary.optionCount, limit: limits.maximumOptions)
      }
    }
  }
}
