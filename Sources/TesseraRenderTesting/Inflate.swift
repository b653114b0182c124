/// An error in a DEFLATE or zlib stream, with the byte offset where it was found.
public struct InflateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var reason: String
  /// The byte offset in the compressed input.
  public var offset: Int

  /// A message naming the problem and where it is.
  public var description: String { "invalid compressed data at byte \(offset): \(reason)" }
}

/// A DEFLATE (RFC 1951) decompressor inside a zlib (RFC 1950) wrapper, enough to read PNG
/// image data. Output is bounded so a hostile file cannot exhaust memory.
///
/// - Complexity: O(n + m) for n input and m output bytes.
enum Inflate {
  /// Decompresses a zlib stream, refusing output larger than `limit` bytes.
  static func zlib(_ input: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
    guard input.count >= 2 else { throw InflateError(reason: "stream too short", offset: 0) }
    let cmf = input[0]
    let flg = input[1]
    guard cmf & 0x0F == 8, (UInt16(cmf) << 8 | UInt16(flg)) % 31 == 0 else {
      throw InflateError(reason: "not a zlib deflate header", offset: 0)
    }
    guard flg & 0x20 == 0 else { throw InflateError(reason: "preset dictionary", offset: 1) }
    var reader = BitReader(bytes: input, position: 2)
    return try raw(&reader, limit: limit)
  }

  static func raw(_ reader: inout BitReader, limit: Int) throws(InflateError) -> [UInt8] {
    var output: [UInt8] = []
    var isFinal = false
    while !isFinal {
      isFinal = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0:
        reader.alignToByte()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else {
          throw InflateError(reason: "stored block length check", offset: reader.position)
        }
        guard output.count + length <= limit else {
          throw InflateError(reason: "output exceeds \(limit) bytes", offset: reader.position)
        }
        try reader.copyBytes(length, into: &output)
      case 1:
        try inflateBlock(&reader, &output, Huffman.fixedLiterals, Huffman.fixedDistances, limit)
      case 2:
        let (literals, distances) = try readDynamicTables(&reader)
        try inflateBlock(&reader, &output, literals, distances, limit)
      default:
        throw InflateError(reason: "reserved block type", offset: reader.position)
      }
    }
    return output
  }

  private static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
  private static let codeLengthOrder: [Int] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  private static func inflateBlock(
    _ reader: inout BitReader, _ output: inout [UInt8], _ literals: Huffman, _ distances: Huffman,
    _ limit: Int
  ) throws(InflateError) {
    while true {
      let symbol = try literals.decode(&reader)
      if symbol < 256 {
        guard output.count < limit else {
          throw InflateError(reason: "output exceeds \(limit) bytes", offset: reader.position)
        }
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < lengthBase.count else {
          throw InflateError(reason: "invalid length symbol", offset: reader.position)
        }
        let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
        let distanceSymbol = try distances.decode(&reader)
        guard distanceSymbol < distanceBase.count else {
          throw InflateError(reason: "invalid distance symbol", offset: reader.position)
        }
        let distance =
          distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
        guard distance <= output.count else {
          throw InflateError(reason: "distance before start of output", offset: reader.position)
        }
        guard output.count + length <= limit else {
          throw InflateError(reason: "output exceeds \(limit) bytes", offset: reader.position)
        }
        let start = output.count - distance
        for step in 0..<length { output.append(output[start + step]) }
      }
    }
  }

  private static func readDynamicTables(_ reader: inout BitReader) throws(InflateError) -> (
    Huffman, Huffman
  ) {
    let literalCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeLengthCount = try reader.bits(4) + 4
    var codeLengthLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeLengthCount {
      codeLengthLengths[codeLengthOrder[index]] = try reader.bits(3)
    }
    let codeLengths = try Huffman(lengths: codeLengthLengths, offset: reader.position)
    var lengths: [Int] = []
    let total = literalCount + distanceCount
    while lengths.count < total {
      let symbol = try codeLengths.decode(&reader)
      switch symbol {
      case 0..<16:
        lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else {
          throw InflateError(reason: "repeat with no previous length", offset: reader.position)
        }
        lengths.append(contentsOf: repeatElement(previous, count: 3 + (try reader.bits(2))))
      case 17:
        lengths.append(contentsOf: repeatElement(0, count: 3 + (try reader.bits(3))))
      default:
        lengths.append(contentsOf: repeatElement(0, count: 11 + (try reader.bits(7))))
      }
    }
    guard lengths.count == total else {
      throw InflateError(reason: "code lengths overrun", offset: reader.position)
    }
    let literals = try Huffman(lengths: Array(lengths[0..<literalCount]), offset: reader.position)
    let distances = try Huffman(lengths: Array(lengths[literalCount...]), offset: reader.position)
    return (literals, distances)
  }
}

/// Reads a byte array least-significant bit first, as DEFLATE packs it.
struct BitReader {
  let bytes: [UInt8]
  var position: Int
  private var buffer: UInt64 = 0
  private var count = 0

  init(bytes: [UInt8], position: Int) {
    self.bytes = bytes
    self.position = position
  }

  mutating func bits(_ needed: Int) throws(InflateError) -> Int {
    if needed == 0 { return 0 }
    while count < needed {
      guard position < bytes.count else {
        throw InflateError(reason: "unexpected end of data", offset: position)
      }
      buffer |= UInt64(bytes[position]) << UInt64(count)
      position += 1
      count += 8
    }
    let value = Int(buffer & ((1 << UInt64(needed)) - 1))
    buffer >>= UInt64(needed)
    count -= needed
    return value
  }

  mutating func alignToByte() {
    buffer = 0
    count = 0
  }

  mutating func copyBytes(_ length: Int, into output: inout [UInt8]) throws(InflateError) {
    guard position + length <= bytes.count else {
      throw InflateError(reason: "stored block past end of data", offset: position)
    }
    output.append(contentsOf: bytes[position..<(position + length)])
    position += length
  }
}

/// A canonical Huffman code, decoded by walking code lengths (counts per length).
struct Huffman {
  private var counts: [Int]
  private var symbols: [Int]

  init(lengths: [Int], offset: Int) throws(InflateError) {
    counts = [Int](repeating: 0, count: 16)
    for length in lengths { counts[length] += 1 }
    counts[0] = 0
    var left = 1
    for length in 1..<16 {
      left = left * 2 - counts[length]
      guard left >= 0 else { throw InflateError(reason: "over-subscribed code", offset: offset) }
    }
    var offsets = [Int](repeating: 0, count: 16)
    for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
    symbols = [Int](repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length != 0 {
      symbols[offsets[length]] = symbol
      offsets[length] += 1
    }
  }

  func decode(_ reader: inout BitReader) throws(InflateError) -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      code |= try reader.bits(1)
      let count = counts[length]
      if code - first < count { return symbols[index + code - first] }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw InflateError(reason: "invalid Huffman code", offset: reader.position)
  }

  static let fixedLiterals: Huffman = {
    var lengths = [Int](repeating: 8, count: 288)
    for index in 144..<256 { lengths[index] = 9 }
    for index in 256..<280 { lengths[index] = 7 }
    // A fixed table is well formed, so construction cannot fail.
    return (try? Huffman(lengths: lengths, offset: 0)) ?? Huffman(empty: ())
  }()

  static let fixedDistances: Huffman =
    (try? Huffman(lengths: [Int](repeating: 5, count: 30), offset: 0)) ?? Huffman(empty: ())

  private init(empty: Void) {
    counts = [Int](repeating: 0, count: 16)
    symbols = []
  }
}
