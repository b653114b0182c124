/// Simple (one-to-one) case folding, used for `(?i)`: two scalars match when they fold alike.
enum CaseFolding {
  /// The fold key of a scalar: the lowercase of its uppercase when both are single scalars.
  /// Dotted and dotless I (U+0130, U+0131) fold only to themselves, as in ICU's default.
  static func fold(_ value: UInt32) -> UInt32 {
    guard value != 0x130, value != 0x131, let scalar = Unicode.Scalar(value) else { return value }
    let properties = scalar.properties
    guard properties.changesWhenCaseMapped else { return value }
    let upper = single(properties.uppercaseMapping) ?? value
    if let upperScalar = Unicode.Scalar(upper),
      let lower = single(upperScalar.properties.lowercaseMapping)
    {
      return lower
    }
    return single(properties.lowercaseMapping) ?? value
  }

  private static func single(_ text: String) -> UInt32? {
    var iterator = text.unicodeScalars.makeIterator()
    guard let first = iterator.next(), iterator.next() == nil else { return nil }
    return first.value
  }

  /// Every group of two or more scalars that fold alike.
  static let classes: [[UInt32]] = {
    var groups: [UInt32: [UInt32]] = [:]
    var value: UInt32 = 0
    while value < 0x20000 {
      if let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseMapped {
        let key = fold(value)
        if key != value {
          groups[key, default: [key]].append(value)
        }
      }
      value += 1
    }
    return groups.values.map { Array(Set($0)).sorted() }.filter { $0.count > 1 }
      .sorted { $0[0] < $1[0] }
  }()

  /// The index in `classes` of each member of a class.
  static let classOfMember: [UInt32: Int] = {
    var index: [UInt32: Int] = [:]
    for (position, group) in classes.enumerated() {
      for member in group { index[member] = position }
    }
    return index
  }()

  /// The class of `value`, including itself.
  static func variants(of value: UInt32) -> [UInt32] {
    classOfMember[value].map { classes[$0] } ?? [value]
  }

  /// The set with every case variant of its members added.
  /// - Complexity: O(k log r) for k fold classes (about 1,400) and r ranges.
  static func closed(_ set: ScalarSet) -> ScalarSet {
    var extra: [ClosedRange<UInt32>] = []
    for group in classes where group.contains(where: set.contains) {
      for member in group { extra.append(member...member) }
    }
    return extra.isEmpty ? set : set.union(ScalarSet(extra))
  }
}
