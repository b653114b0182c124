import TesseraTokens

/// The colors of an appearance's parts: one bit per drawn part (in the order of
/// `ComponentPart`'s cases) and the drawn parts' colors in that order. Reading or setting a
/// part's color counts bits instead of hashing the part, which the component audit does a
/// dozen times per appearance; it codes as the `[ComponentPart: ThemedColor]` dictionary it
/// stands for.
struct PartColors: Sendable, Hashable {
  /// Bit `i` is set when the part at index `i` of `ComponentPart.allCases` is drawn.
  private var drawn: UInt32 = 0
  /// The drawn parts' colors, in part order.
  private var colors: [ThemedColor] = []

  /// No part drawn.
  init() {}

  /// The parts and colors of `dictionary`.
  /// - Complexity: O(n²) for n parts (at most 21).
  init(_ dictionary: [ComponentPart: ThemedColor]) {
    for (part, color) in dictionary { self[part] = color }
  }

  /// The color of `part`, nil when it is not drawn; setting nil stops drawing it.
  /// - Complexity: O(1) to read and to replace a color; O(parts) to add or remove a part.
  subscript(part: ComponentPart) -> ThemedColor? {
    get {
      let bit = UInt32(1) << caseIndex(part)
      guard drawn & bit != 0 else { return nil }
      return colors[(drawn & (bit &- 1)).nonzeroBitCount]
    }
    set {
      let bit = UInt32(1) << caseIndex(part)
      let position = (drawn & (bit &- 1)).nonzeroBitCount
      switch (drawn & bit != 0, newValue) {
      case (true, .some(let color)): colors[position] = color
      case (true, .none):
        colors.remove(at: position)
        drawn &= ~bit
      case (false, .some(let color)):
        // Most families add parts in part order: appending is the common case.
        if colors.isEmpty { colors.reserveCapacity(4) }
        if position == colors.count {
          colors.append(color)
        } else {
          colors.insert(color, at: position)
        }
        drawn |= bit
      case (false, .none): break
      }
    }
  }

  /// The parts and colors as a dictionary.
  /// - Complexity: O(parts).
  var dictionary: [ComponentPart: ThemedColor] {
    var result: [ComponentPart: ThemedColor] = [:]
    for part in ComponentPart.allCases {
      if let color = self[part] { result[part] = color }
    }
    return result
  }
}

extension PartColors: Codable {
  /// Decodes the dictionary of parts and colors.
  init(from decoder: any Decoder) throws {
    self.init(try [ComponentPart: ThemedColor](from: decoder))
  }

  /// Encodes the dictionary of parts and colors.
  func encode(to encoder: any Encoder) throws {
    try dictionary.encode(to: encoder)
  }
}
