import TesseraJSON

extension FormSchemaLimits {
  /// The limits the JSON itself is read under: ``maximumBytes`` and ``maximumDepth``.
  var json: JSONLimits { JSONLimits(maximumBytes: maximumBytes, maximumDepth: maximumDepth) }
}

extension FormSchema {
  /// What an array's elements count towards.
  private enum Counted {
    case nothing
    case fields
    case options
  }

  /// Reads a document once with `JSONReader` before it is decoded: its syntax, size and depth,
  /// and, for a schema, the elements of the top-level `fields` array and of every `options`
  /// array, so a limit is refused at the element that breaks it, before anything is built.
  ///
  /// - Complexity: O(n) time in the byte count, O(depth limit) memory.
  static func readBounded(
    _ bytes: [UInt8], limits: FormSchemaLimits, countsSchemaArrays: Bool
  ) throws(FormSchemaError) {
    var reader: JSONReader
    do {
      reader = try JSONReader(bytes, limits: limits.json)
    } catch {
      throw mapped(error)
    }
    // One entry per open array or object: what its elements count towards.
    var open: [Counted] = []
    // The key of the member whose value comes next, inside an object.
    var key: String?
    var fieldCount = 0
    var optionCount = 0
    while let event = try next(&reader) {
      switch event {
      case .key(let name):
        key = name
        continue
      case .endObject, .endArray:
        open.removeLast()
        key = nil
        continue
      default:
        break
      }
      switch open.last {
      case .fields?:
        fieldCount += 1
        guard fieldCount <= limits.maximumFields else {
          throw .tooManyFields(count: fieldCount, limit: limits.maximumFields)
        }
      case .options?:
        optionCount += 1
        guard optionCount <= limits.maximumOptions else {
          throw .tooManyOptions(count: optionCount, limit: limits.maximumOptions)
        }
      case .nothing?, nil:
        break
      }
      if event == .beginArray {
        var counted = Counted.nothing
        if countsSchemaArrays && open.count == 1 && key == "fields" { counted = .fields }
        if countsSchemaArrays && open.count > 1 && key == "options" { counted = .options }
        open.append(counted)
      } else if event == .beginObject {
        open.append(.nothing)
      }
      key = nil
    }
  }

  private static func next(_ reader: inout JSONReader) throws(FormSchemaError) -> JSONEvent? {
    do {
      return try reader.next()
    } catch {
      throw mapped(error)
    }
  }

  /// The reader's refusal as a schema error: depth keeps its byte offset, syntax its position.
  private static func mapped(_ error: JSONParseError) -> FormSchemaError {
    switch error.kind {
    case .tooLarge(let bytes, let limit): return .tooLarge(bytes: bytes, limit: limit)
    case .tooDeep(_, let limit): return .tooDeep(offset: error.offset, limit: limit)
    case .tooManyValues, .syntax: return .malformedJSON(path: "$", detail: error.located)
    }
  }
}
