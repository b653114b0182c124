/// Punycode (RFC 3492), the encoding of internationalized domain labels as ASCII "A-labels"
/// (`xn--p1ai` is `рф`): decoding, so an address typed in either form is checked the same way,
/// and encoding, because DNS limits a label to 63 octets in its A-label form.
enum Punycode {
  // The Bootstring parameters RFC 3492 section 5 fixes for Punycode.
  private static let base = 36
  private static let tMin = 1
  private static let tMax = 26
  private static let skew = 38
  private static let damp = 700
  private static let initialBias = 72
  private static let initialN = 128

  /// The Unicode label an A-label (`xn--…`, any case) stands for, or nil when `label` is not
  /// an A-label or its Punycode is malformed (a non-base-36 digit, a truncated number, an
  /// overflow, or a code point that is ASCII or not a scalar).
  ///
  /// - Complexity: O(n²) in the label's length, which DNS caps at 63.
  static func decodeLabel(_ label: Substring) -> String? {
    let bytes = Array(label.utf8)
    guard bytes.count > 4, bytes.count <= 63,
      bytes[0] | 0x20 == UInt8(ascii: "x"), bytes[1] | 0x20 == UInt8(ascii: "n"),
      bytes[2] == UInt8(ascii: "-"), bytes[3] == UInt8(ascii: "-")
    else { return nil }
    return decode(bytes[4...])
  }

  /// Decodes the Punycode after the `xn--` prefix.
  static func decode(_ input: ArraySlice<UInt8>) -> String? {
    guard input.allSatisfy({ $0 < 0x80 }) else { return nil }
    var output: [Unicode.Scalar] = []
    var rest = input
    if let delimiter = input.lastIndex(of: UInt8(ascii: "-")) {
      output = input[..<delimiter].map { Unicode.Scalar($0) }
      rest = input[(delimiter + 1)...]
    }
    guard !rest.isEmpty else { return nil }
    var n = initialN
    var i = 0
    var bias = initialBias
    var position = rest.startIndex
    while position < rest.endIndex {
      let oldI = i
      var weight = 1
      var k = base
      while true {
        guard position < rest.endIndex, let digit = digitValue(rest[position]) else { return nil }
        position += 1
        let (product, productOverflow) = digit.multipliedReportingOverflow(by: weight)
        let (sum, sumOverflow) = i.addingReportingOverflow(product)
        guard !productOverflow, !sumOverflow else { return nil }
        i = sum
        let threshold = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
        if digit < threshold { break }
        let (grown, weightOverflow) = weight.multipliedReportingOverflow(by: base - threshold)
        guard !weightOverflow else { return nil }
        weight = grown
        k += base
      }
      let count = output.count + 1
      bias = adapt(i - oldI, count: count, first: oldI == 0)
      let (next, overflow) = n.addingReportingOverflow(i / count)
      guard !overflow, next >= initialN, let scalar = Unicode.Scalar(UInt32(clamping: next))
      else { return nil }
      n = next
      i %= count
      output.insert(scalar, at: i)
      i += 1
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: output)
    return text
  }

  /// The Punycode of `scalars` (without the `xn--` prefix), or nil on overflow (RFC 3492
  /// section 6.3: only for inputs far longer than a DNS label).
  ///
  /// - Complexity: O(n²) in the number of scalars.
  static func encode(_ scalars: [Unicode.Scalar]) -> String? {
    var output: [UInt8] = scalars.filter(\.isASCII).map { UInt8($0.value) }
    let basicCount = output.count
    var handled = basicCount
    if basicCount > 0 { output.append(UInt8(ascii: "-")) }
    var n = initialN
    var delta = 0
    var bias = initialBias
    let values = scalars.map { Int($0.value) }
    while handled < values.count {
      // The smallest code point not yet handled.
      guard let next = values.filter({ $0 >= n }).min() else { return nil }
      let (steps, stepsOverflow) = (next - n).multipliedReportingOverflow(by: handled + 1)
      let (grown, grownOverflow) = delta.addingReportingOverflow(steps)
      guard !stepsOverflow, !grownOverflow else { return nil }
      delta = grown
      n = next
      for value in values {
        if value < n {
          delta += 1
          guard delta < Int(Int32.max) else { return nil }
        }
        guard value == n else { continue }
        var q = delta
        var k = base
        while true {
          let threshold = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
          if q < threshold { break }
          output.append(digitByte(threshold + (q - threshold) % (base - threshold)))
          q = (q - threshold) / (base - threshold)
          k += base
        }
        output.append(digitByte(q))
        bias = adapt(delta, count: handled + 1, first: handled == basicCount)
        delta = 0
        handled += 1
      }
      delta += 1
      n += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The lowercase byte of a base-36 Punycode digit.
  private static func digitByte(_ digit: Int) -> UInt8 {
    digit < 26 ? UInt8(ascii: "a") + UInt8(digit) : UInt8(ascii: "0") + UInt8(digit - 26)
  }

  /// The base-36 value of a Punycode digit (`a`–`z` 0–25 in either case, `0`–`9` 26–35).
  private static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(byte - UInt8(ascii: "a"))
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(byte - UInt8(ascii: "A"))
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0")) + 26
    default: return nil
    }
  }

  /// The bias adaptation of RFC 3492 section 6.1.
  private static func adapt(_ delta: Int, count: Int, first: Bool) -> Int {
    var delta = first ? delta / damp : delta / 2
    delta += delta / count
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (base - tMin + 1) * delta / (delta + skew)
  }
}
