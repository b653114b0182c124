/// `\N{NAME}`: the scalar with a Unicode name, from `Unicode.Scalar.Properties.name`.
enum UnicodeNames {
  /// The scalar named `name` (any case, as ICU matches), or nil.
  /// - Complexity: O(1) for names that end in their code point (`CJK UNIFIED IDEOGRAPH-4E00`);
  ///   otherwise O(1) after a one-time index of every name.
  static func scalar(named name: String) -> UInt32? {
    let upper = name.uppercased()
    guard !upper.isEmpty, upper.unicodeScalars.count <= 128 else { return nil }
    if let dash = upper.lastIndex(of: "-"),
      let value = UInt32(upper[upper.index(after: dash)...], radix: 16),
      let scalar = Unicode.Scalar(value), scalar.properties.name == upper
    {
      return value
    }
    return index.value[upper]
  }

  /// Every name that does not end in its own code point, built once.
  static let index = NameIndex()

  /// The name index, behind a class so it is built on first use only.
  final class NameIndex: Sendable {
    let value: [String: UInt32] = {
      var names: [String: UInt32] = [:]
      names.reserveCapacity(60_000)
      for range in UnicodeTables.lookupRanges {
        for value in range {
          // CJK and Tangut ideographs and Hangul syllables have algorithmic names.
          if (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0x20000...0x3FFFF).contains(value) || (0x17000...0x187FF).contains(value)
          {
            continue
          }
          guard let scalar = Unicode.Scalar(value), let name = scalar.properties.name else {
            continue
          }
          names[name] = value
        }
      }
      return names
    }()
  }
}
