/// Case folding for `(?i)`, derived from the standard library's case mappings: simple
/// (one-to-one) folding for classes and single characters, full folding (`ß` to `ss`) for
/// literal runs, as ICU does.
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
  static var classes: [[UInt32]] { tables.classes }

  /// The full folding of the scalars whose folding is more than one scalar (`ß` is `ss`, `ﬁ`
  /// is `fi`, `İ` is `i` and U+0307), as fold keys.
  static var multipleFolds: [UInt32: [UInt32]] { tables.multiple }

  /// The scalars whose full folding is a given sequence of two or three scalars.
  static var foldingTo: [[UInt32]: [UInt32]] { tables.foldingTo }

  /// The full case folding of `value`, as fold keys.
  static func fullFold(_ value: UInt32) -> [UInt32] {
    multipleFolds[value] ?? [fold(value)]
  }

  struct Tables: Sendable {
    var classes: [[UInt32]]
    var multiple: [UInt32: [UInt32]]
    var foldingTo: [[UInt32]: [UInt32]]
  }

  /// Built once, scanning the planes that have cased letters.
  static let tables: Tables = {
    var groups: [UInt32: [UInt32]] = [:]
    var multiple: [UInt32: [UInt32]] = [:]
    var value: UInt32 = 0
    while value < 0x20000 {
      if let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseMapped {
        let key = fold(value)
        if key != value {
          groups[key, default: [key]].append(value)
        }
        if let expansion = expansion(of: scalar) { multiple[value] = expansion }
      }
      value += 1
    }
    var foldingTo: [[UInt32]: [UInt32]] = [:]
    for (scalar, folded) in multiple { foldingTo[folded, default: []].append(scalar) }
    return Tables(
      classes: groups.values.map { Array(Set($0)).sorted() }.filter { $0.count > 1 }
        .sorted { $0[0] < $1[0] },
      multiple: multiple, foldingTo: foldingTo.mapValues { $0.sorted() })
  }()

  /// The full folding of `scalar` when it is more than one scalar: the lowercase of the
  /// uppercase, repeated until it settles (`ẞ` to `ß` to `ss`). Turkic dotless i keeps its
  /// default (no) folding.
  private static func expansion(of scalar: Unicode.Scalar) -> [UInt32]? {
    guard scalar.value != 0x131 else { return nil }
    var text = [scalar]
    for _ in 0..<3 {
      var next: [Unicode.Scalar] = []
      for item in text {
        for upper in item.properties.uppercaseMapping.unicodeScalars {
          next.append(contentsOf: upper.properties.lowercaseMapping.unicodeScalars)
        }
      }
      if next == text { break }
      text = next
    }
    let scalars = text.map { fold($0.value) }
    return scalars.count > 1 ? scalars : nil
  }

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
