/// The IDNA tables of `IDNATables`, decoded once into sorted arrays for binary search.
///
/// - Complexity: each lookup is O(log r) in the number of runs (about 6 000 for the mapping).
struct IDNAData: Sendable {
  /// What UTS #46 does with a code point.
  enum Status: Sendable, Equatable {
    case valid
    /// Replaced by these scalars.
    case mapped([Unicode.Scalar])
    /// Removed (the soft hyphen, variation selectors, ...).
    case ignored
    case disallowed
  }

  /// RFC 5892's class of a code point; what is not listed is DISALLOWED or UNASSIGNED.
  enum IDNAClass: Sendable, Equatable {
    case pvalid, contextJ, contextO, disallowed
  }

  static let shared = IDNAData()

  private let mappingStarts: [UInt32]
  private let mappingRows: [MappingRow]
  private let pvalid: RangeSet
  private let contextJ: RangeSet
  private let contextO: RangeSet
  private let joining: ValueRanges
  private let bidi: ValueRanges
  let greek: RangeSet
  let han: RangeSet
  let hebrew: RangeSet
  let hiragana: RangeSet
  let katakana: RangeSet

  private enum MappingRow: Sendable {
    case valid, ignored, disallowed
    case offset(Int32)
    case scalars([Unicode.Scalar])
  }

  private init() {
    var starts: [UInt32] = []
    var rows: [MappingRow] = []
    var start: UInt32 = 0
    for run in IDNATables.mapping.split(separator: ";") {
      let bytes = Array(run.utf8)
      var index = 0
      start += Self.hex(bytes, &index)
      let status = bytes[index]
      index += 1
      let rest = String(decoding: bytes[index...], as: UTF8.self)
      switch status {
      case UInt8(ascii: "M"):
        if rest.first == "+" || rest.first == "-" {
          rows.append(.offset(Int32(rest, radix: 16) ?? 0))
        } else {
          let scalars = rest.split(separator: " ").compactMap {
            UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
          }
          rows.append(.scalars(scalars))
        }
      case UInt8(ascii: "I"): rows.append(.ignored)
      case UInt8(ascii: "X"): rows.append(.disallowed)
      default: rows.append(.valid)  // V, and D (valid in non-transitional processing)
      }
      starts.append(start)
    }
    mappingStarts = starts
    mappingRows = rows
    pvalid = RangeSet(IDNATables.pvalid)
    contextJ = RangeSet(IDNATables.contextJ)
    contextO = RangeSet(IDNATables.contextO)
    joining = ValueRanges(IDNATables.joiningTypes)
    bidi = ValueRanges(IDNATables.bidiClasses)
    greek = RangeSet(IDNATables.greek)
    han = RangeSet(IDNATables.han)
    hebrew = RangeSet(IDNATables.hebrew)
    hiragana = RangeSet(IDNATables.hiragana)
    katakana = RangeSet(IDNATables.katakana)
  }

  /// The UTS #46 status of `scalar`.
  func status(of scalar: Unicode.Scalar) -> Status {
    let index = Self.lastIndex(in: mappingStarts, notAbove: scalar.value)
    switch mappingRows[index] {
    case .valid: return .valid
    case .ignored: return .ignored
    case .disallowed: return .disallowed
    case .scalars(let scalars): return .mapped(scalars)
    case .offset(let offset):
      let value = Int64(scalar.value) + Int64(offset)
      guard let mapped = UInt32(exactly: value).flatMap(Unicode.Scalar.init) else {
        return .disallowed
      }
      return .mapped([mapped])
    }
  }

  /// The RFC 5892 class of `scalar`.
  func idnaClass(of scalar: Unicode.Scalar) -> IDNAClass {
    if pvalid.contains(scalar.value) { return .pvalid }
    if contextJ.contains(scalar.value) { return .contextJ }
    if contextO.contains(scalar.value) { return .contextO }
    return .disallowed
  }

  /// The Joining_Type letter of `scalar` (D, L, R, T, C), or nil for U (non-joining).
  func joiningType(of scalar: Unicode.Scalar) -> UInt8? { joining.value(at: scalar.value) }

  /// The Bidi_Class of `scalar` as one letter (see `IDNATables.bidiClasses`), nil for the
  /// classes the Bidi Rule does not name.
  func bidiClass(of scalar: Unicode.Scalar) -> UInt8? { bidi.value(at: scalar.value) }

  /// Reads a hex number from `bytes` at `index`, advancing past it.
  fileprivate static func hex(_ bytes: [UInt8], _ index: inout Int) -> UInt32 {
    var value: UInt32 = 0
    while index < bytes.count {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      default: return value
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  /// The index of the last element of sorted `starts` that is at most `value` (0 if none).
  fileprivate static func lastIndex(in starts: [UInt32], notAbove value: UInt32) -> Int {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return max(0, low - 1)
  }
}

/// Sorted, disjoint code point ranges, decoded from `delta+extent` runs: value ranges whose
/// every value is `+`.
struct RangeSet: Sendable {
  private let ranges: ValueRanges

  init(_ packed: String) { ranges = ValueRanges(packed) }

  func contains(_ value: UInt32) -> Bool { ranges.value(at: value) != nil }
}

/// Sorted code point ranges with a one-letter value, decoded from `delta letter extent` runs.
struct ValueRanges: Sendable {
  private var starts: [UInt32] = []
  private var ends: [UInt32] = []
  private var values: [UInt8] = []

  init(_ packed: String) {
    var last: UInt32 = 0
    for run in packed.split(separator: ";") {
      let bytes = Array(run.utf8)
      var index = 0
      let start = last + IDNAData.hex(bytes, &index)
      let value = bytes[index]
      index += 1
      let end = start + IDNAData.hex(bytes, &index)
      starts.append(start)
      ends.append(end)
      values.append(value)
      last = end
    }
  }

  func value(at point: UInt32) -> UInt8? {
    guard let first = starts.first, point >= first else { return nil }
    let index = IDNAData.lastIndex(in: starts, notAbove: point)
    return point <= ends[index] ? values[index] : nil
  }
}
