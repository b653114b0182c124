import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraRenderTesting

@Suite("PNG decoding")
struct PNGImageTests {
  /// A 24x20 RGBA image written by zlib at level 9 (dynamic Huffman), with rows cycling through
  /// all five PNG filters. Pixel (x, y) is (x*10, y*12, x*y, 255-x), each modulo 256.
  static let filteredRGBA = """
    iVBORw0KGgoAAAANSUhEUgAAABgAAAAUCAYAAACXtf2DAAACL0lEQVR42r3RK2xTYRjG8WeXc7a1XdttZ1wEx2AqmKkA
    wWswDWGmAgTHYGpmKsC8kjQkmBpMdQ2m+tUNCaa6ugbT0Pv9fhnvGV9IIJkgWyd+4jvJyXee8weAywCwdoCVCyxjwCIO
    zAmYJYBpEph4wDgFjNLAkIFBBuhngV4O6OaBTgFoC9AqAs0S0CgD9QpQqwI/txDyL9jamG29AAhtqW21o3aVpWy1p/bV
    gdKdoaDSF0KHKqwiKqqO1LE6UfovQqfqnrqPHTzAR8vehmXvGLuGZdjGnrFvHBgBI2iEjMMru1cLoAugC/Q+6KPbRdqA
    rLVDgZVLkWWMnEWcHs6J3FmCHk+TFJt4dDZOUXyUpmdDJhpk6EU/S4lejs67eUp2CvSmLeS1ivSuWaJUo0wX9Qqla1X6
    oJFf+pHtjbmDyE/9yLcT1LLDRsSIXhdZF0AXQBdAF+DgBlgbcGDtsLNy2V3GOLaIc3xOTLMEJ6ZJTk489sYpTo3SnB4y
    8yDDmX6Ws70c57p5zncKXGgLS6vIxWaJS40yl+sVrtSqXNXIn/zIwY25g8iv/ci3E/S3I/VFHV/5j8i6AEF/rtIFCF/D
    +ecs2kAia0fclStny5jQIi7ncxJvlpCLaVJ44snncUpyo7R8HbLIICPf+1kp93Lyo5uXbqcgl22RcKsoj5oledIoy/N6
    RV7VqvJWI3/zI0c35g4iv/cj3yTo0Z+gln1iOMbpTSPrF0MXQBfg2Jz/9gvZVEJE0gbQ4AAAAABJRU5ErkJggg==
    """

  /// A flat 16x16 RGB image of (200, 100, 50) written by zlib at level 1 (fixed Huffman).
  static let flatRGB =
    "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHklEQVR4AWM4kWJEEmIgSTVQ8agGYkJsNJQGRygBAKh4XhB/s7iKAAAAAElFTkSuQmCC"

  static func bytes(_ base64: String) throws -> [UInt8] {
    let compact = base64.filter { !$0.isWhitespace }
    return try #require(Data(base64Encoded: compact).map { [UInt8]($0) })
  }

  @Test("decodes every filter type and dynamic Huffman blocks to the exact pixels")
  func filteredImage() throws {
    let image = try PNGImage(data: Self.bytes(Self.filteredRGBA))
    #expect(image.width == 24)
    #expect(image.height == 20)
    for y in 0..<20 {
      for x in 0..<24 {
        let offset = (y * 24 + x) * 4
        let expected = [x * 10 % 256, y * 12 % 256, x * y % 256, 255 - x].map(UInt8.init)
        #expect(Array(image.rgba[offset..<(offset + 4)]) == expected, "pixel \(x),\(y)")
      }
    }
  }

  @Test("decodes RGB with fixed Huffman blocks, filling alpha")
  func flatImage() throws {
    let image = try PNGImage(data: Self.bytes(Self.flatRGB))
    #expect(image.width == 16 && image.height == 16)
    for index in 0..<256 {
      #expect(Array(image.rgba[(index * 4)..<(index * 4 + 4)]) == [200, 100, 50, 255])
    }
  }

  @Test("truncated and corrupt files throw an error with an offset, never crash")
  func corrupt() throws {
    let good = try Self.bytes(Self.filteredRGBA)
    #expect(throws: PNGError.self) { try PNGImage(data: []) }
    #expect(throws: PNGError.self) { try PNGImage(data: Array(good.prefix(40))) }
    var rng = SeededRandomNumberGenerator(seed: 11)
    for cut in stride(from: 8, to: good.count, by: 7) {
      _ = try? PNGImage(data: Array(good.prefix(cut)))
    }
    for _ in 0..<200 {
      var damaged = good
      damaged[Int.random(in: 33..<good.count, using: &rng)] ^= 0xFF
      _ = try? PNGImage(data: damaged)
    }
    do {
      _ = try PNGImage(data: Array(good.prefix(60)))
      Issue.record("a truncated file decoded")
    } catch {
      #expect(error.offset > 0)
    }
  }
}

@Suite("PNG tiles")
struct PNGTileTests {
  @Test("tiles cut the image into equal columns, the last taking the remainder")
  func tiles() throws {
    var image = try PNGImage(data: PNGImageTests.bytes(PNGImageTests.flatRGB))
    image.width = 7
    image.height = 2
    image.rgba = (0..<(7 * 2)).flatMap { index in [UInt8(index), 0, 0, 255] }
    let tiles = image.tiles(3)
    #expect(tiles.map(\.width) == [2, 2, 3])
    #expect(tiles.allSatisfy { $0.height == 2 && $0.rgba.count == $0.width * 2 * 4 })
    #expect(
      tiles[1].rgba.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [2, 3, 9, 10])
    #expect(
      tiles[2].rgba.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [
        4, 5, 6, 11, 12, 13,
      ])
    #expect(image.tiles(1) == [image])
    #expect(image.tiles(9) == [image])
  }
}
