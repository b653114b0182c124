import Foundation
import Testing

/// Writes an uncompressed (stored-block) RGBA PNG; the decoder does not need checksums.
func writePNG(width: Int, height: Int, to url: URL, pixel: (Int, Int) -> [UInt8]) throws {
  func be(_ value: Int) -> [UInt8] {
    [
      UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
  func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    be(body.count) + Array(type.utf8) + body + [0, 0, 0, 0]
  }
  var raw: [UInt8] = []
  for y in 0..<height {
    raw.append(0)
    for x in 0..<width { raw += pixel(x, y) }
  }
  var zlib: [UInt8] = [0x78, 0x01]
  var offset = 0
  repeat {
    let length = min(65_535, raw.count - offset)
    let final: UInt8 = offset + length == raw.count ? 1 : 0
    zlib += [
      final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
      UInt8(~length >> 8 & 0xFF),
    ]
    zlib += raw[offset..<(offset + length)]
    offset += length
  } while offset < raw.count
  zlib += [0, 0, 0, 0]
  let header = be(width) + be(height) + [8, 6, 0, 0, 0]
  let file =
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
    + chunk("IDAT", zlib) + chunk("IEND", [])
  try Data(file).write(to: url)
}

@Suite("tessera fingerprint")
struct FingerprintCommandTests {
  let directory: URL = FileManager.default.temporaryDirectory
    .appendingPathComponent("tessera-fingerprint-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

  @Test("records a reference, matches the same image, and rejects a changed one")
  func recordAndCompare() throws {
    let page = url("page.png")
    try writePNG(width: 64, height: 48, to: page) { x, y in
      x < 32 ? [20, 40, 200, 255] : [250, 250, 250, 255]
    }
    let reference = url("page.json")
    let record = try BinaryRunner.run(["fingerprint", page.path, "--record", reference.path])
    #expect(record.status == 0)
    let same = try BinaryRunner.run(["fingerprint", page.path, "--compare", reference.path])
    #expect(same.status == 0)
    #expect(same.stdout.hasPrefix("match:"))

    let changed = url("changed.png")
    try writePNG(width: 64, height: 48, to: changed) { x, y in
      y < 6 ? [255, 0, 0, 255] : (x < 32 ? [20, 40, 200, 255] : [250, 250, 250, 255])
    }
    let mismatch = try BinaryRunner.run(["fingerprint", changed.path, "--compare", reference.path])
    #expect(mismatch.status == 1)
    #expect(mismatch.stdout.contains("8 cell(s) differ"))
  }

  @Test("a blank page fails the comparison and cannot be recorded")
  func blank() throws {
    let page = url("blank.png")
    try writePNG(width: 32, height: 32, to: page) { _, _ in [255, 255, 255, 255] }
    let record = try BinaryRunner.run(["fingerprint", page.path, "--record", url("b.json").path])
    #expect(record.status == 1)
    let printed = try BinaryRunner.run(["fingerprint", page.path])
    #expect(printed.status == 0)
    #expect(printed.stdout.contains("\"grid\" : 8"))
  }

  @Test("an unreadable or corrupt file exits 2 with a message")
  func badInput() throws {
    let missing = try BinaryRunner.run(["fingerprint", url("none.png").path])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("cannot read"))
    let corrupt = url("corrupt.png")
    try Data("not a png".utf8).write(to: corrupt)
    let result = try BinaryRunner.run(["fingerprint", corrupt.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("missing PNG signature"))
  }
}
