/// An error reading a PNG file, naming what is wrong and the byte offset where it was found.
public struct PNGError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var reason: String
  /// The byte offset in the file.
  public var offset: Int

  /// A message naming the problem and where it is.
  public var description: String { "invalid PNG at byte \(offset): \(reason)" }
}

/// A decoded image as 8-bit RGBA pixels, row by row from the top left.
///
/// Reads the PNG files a headless browser writes (8-bit gray, gray-alpha, RGB, RGBA and
/// palette images, not interlaced) so the gallery's screenshots can be fingerprinted without
/// any library outside the toolchain. Sizes are bounded so a hostile file cannot exhaust memory.
public struct PNGImage: Sendable, Equatable {
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int
  /// `width * height * 4` bytes: red, green, blue, alpha for each pixel.
  public var rgba: [UInt8]

  /// The largest image accepted, in pixels (64 megapixels).
  public static let maximumPixels = 64 * 1024 * 1024

  /// Decodes PNG file bytes.
  ///
  /// - Complexity: O(n) in the size of the file and the image.
  public init(data bytes: [UInt8]) throws(PNGError) {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
      throw PNGError(reason: "missing PNG signature", offset: 0)
    }
    var position = 8
    var header: (width: Int, height: Int, depth: UInt8, colorType: UInt8)?
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var compressed: [UInt8] = []
    var ended = false
    while !ended {
      guard position + 8 <= bytes.count else {
        throw PNGError(reason: "file ends before IEND", offset: position)
      }
      let length = Self.bigEndian(bytes, position)
      let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
      let start = position + 8
      guard length >= 0, start + length + 4 <= bytes.count else {
        throw PNGError(reason: "chunk \(type) runs past the end of the file", offset: position)
      }
      let body = Array(bytes[start..<(start + length)])
      switch type {
      case "IHDR":
        guard length == 13 else { throw PNGError(reason: "IHDR length \(length)", offset: start) }
        let width = Self.bigEndian(body, 0)
        let height = Self.bigEndian(body, 4)
        guard width > 0, height > 0, width <= Self.maximumPixels / height else {
          throw PNGError(reason: "image size \(width)x\(height) not accepted", offset: start)
        }
        guard body[8] == 8 else {
          throw PNGError(reason: "bit depth \(body[8]) not supported (8 only)", offset: start + 8)
        }
        guard [0, 2, 3, 4, 6].contains(body[9]) else {
          throw PNGError(reason: "color type \(body[9])", offset: start + 9)
        }
        guard body[12] == 0 else {
          throw PNGError(reason: "interlaced images are not supported", offset: start + 12)
        }
        header = (width, height, body[8], body[9])
      case "PLTE": palette = body
      case "tRNS": transparency = body
      case "IDAT": compressed.append(contentsOf: body)
      case "IEND": ended = true
      default: break
      }
      position = start + length + 4
    }
    guard let header else { throw PNGError(reason: "no IHDR chunk", offset: 8) }
    let channels: Int
    switch header.colorType {
    case 0: channels = 1
    case 2: channels = 3
    case 3: channels = 1
    case 4: channels = 2
    default: channels = 4
    }
    let stride = header.width * channels
    let raw: [UInt8]
    do {
      raw = try Inflate.zlib(compressed, limit: (stride + 1) * header.height)
    } catch {
      throw PNGError(reason: error.description, offset: position)
    }
    guard raw.count == (stride + 1) * header.height else {
      throw PNGError(reason: "image data has \(raw.count) bytes, expected more", offset: position)
    }
    let pixels = try Self.unfilter(raw, stride: stride, height: header.height, bpp: channels)
    width = header.width
    height = header.height
    rgba = [UInt8](repeating: 255, count: width * height * 4)
    for index in 0..<(width * height) {
      let source = index * channels
      let target = index * 4
      switch header.colorType {
      case 0:
        rgba[target] = pixels[source]
        rgba[target + 1] = pixels[source]
        rgba[target + 2] = pixels[source]
      case 2:
        rgba[target] = pixels[source]
        rgba[target + 1] = pixels[source + 1]
        rgba[target + 2] = pixels[source + 2]
      case 3:
        let entry = Int(pixels[source])
        guard entry * 3 + 2 < palette.count else {
          throw PNGError(reason: "palette index \(entry) out of range", offset: position)
        }
        rgba[target] = palette[entry * 3]
        rgba[target + 1] = palette[entry * 3 + 1]
        rgba[target + 2] = palette[entry * 3 + 2]
        if entry < transparency.count { rgba[target + 3] = transparency[entry] }
      case 4:
        rgba[target] = pixels[source]
        rgba[target + 1] = pixels[source]
        rgba[target + 2] = pixels[source]
        rgba[target + 3] = pixels[source + 1]
      default:
        for channel in 0..<4 { rgba[target + channel] = pixels[source + channel] }
      }
    }
  }

  private static func bigEndian(_ bytes: [UInt8], _ at: Int) -> Int {
    Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
  }

  private static func unfilter(_ raw: [UInt8], stride: Int, height: Int, bpp: Int)
    throws(PNGError) -> [UInt8]
  {
    var out = [UInt8](repeating: 0, count: stride * height)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      let target = row * stride
      for column in 0..<stride {
        let x = raw[source + column]
        let a = column >= bpp ? Int(out[target + column - bpp]) : 0
        let b = row > 0 ? Int(out[target - stride + column]) : 0
        let c = (row > 0 && column >= bpp) ? Int(out[target - stride + column - bpp]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let pa = abs(p - a)
          let pb = abs(p - b)
          let pc = abs(p - c)
          predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
        default:
          throw PNGError(reason: "unknown filter \(filter) on row \(row)", offset: source - 1)
        }
        out[target + column] = x &+ UInt8(truncatingIfNeeded: predictor)
      }
    }
    return out
  }
}
