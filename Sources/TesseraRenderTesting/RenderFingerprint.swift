/// An error computing a fingerprint from pixels.
public enum RenderFingerprintError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The buffer does not hold `width * height * 4` bytes.
  case bufferSize(expected: Int, actual: Int)
  /// The image is smaller than the grid (each cell needs at least one pixel) or empty.
  case imageTooSmall(width: Int, height: Int, grid: Int)

  /// A message naming the problem.
  public var description: String {
    switch self {
    case .bufferSize(let expected, let actual):
      return "pixel buffer has \(actual) bytes, expected \(expected) (width x height x 4)"
    case .imageTooSmall(let width, let height, let grid):
      return "image \(width)x\(height) is smaller than the \(grid)x\(grid) grid"
    }
  }
}

/// A coarse, stable summary of a rendered image: its size and the mean color of each cell of a
/// grid (8x8 by default). Two renders of the same screen match within a small tolerance even
/// when anti-aliasing or font hinting differ by a pixel, while a changed color, a missing
/// component or a blank page does not.
///
/// The same value is used for SwiftUI renders on Apple platforms and for browser screenshots of
/// the HTML gallery on Linux; references are stored as JSON.
///
/// ```swift
/// let fingerprint = try RenderFingerprint(rgba: pixels, width: 1280, height: 800)
/// let result = fingerprint.compare(with: reference)
/// result.matches  // true when every channel of every cell is within 0.03
/// ```
public struct RenderFingerprint: Codable, Sendable, Equatable {
  /// The mean color of one cell, each channel 0...1, composited over white.
  public struct Cell: Codable, Sendable, Equatable {
    /// Mean red.
    public var red: Double
    /// Mean green.
    public var green: Double
    /// Mean blue.
    public var blue: Double

    /// Creates a cell color.
    public init(red: Double, green: Double, blue: Double) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// The largest difference in any channel.
    public func distance(to other: Cell) -> Double {
      max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
    }
  }

  /// The image width in pixels.
  public var width: Int
  /// The image height in pixels.
  public var height: Int
  /// Cells per side.
  public var grid: Int
  /// `grid * grid` cells, row by row from the top left.
  public var cells: [Cell]

  /// Computes the fingerprint of RGBA pixels (row by row from the top left).
  ///
  /// - Complexity: O(width × height).
  public init(rgba: [UInt8], width: Int, height: Int, grid: Int = 8)
    throws(RenderFingerprintError)
  {
    guard grid > 0, width >= grid, height >= grid else {
      throw .imageTooSmall(width: width, height: height, grid: grid)
    }
    guard rgba.count == width * height * 4 else {
      throw .bufferSize(expected: width * height * 4, actual: rgba.count)
    }
    var sums = [Double](repeating: 0, count: grid * grid * 3)
    var counts = [Int](repeating: 0, count: grid * grid)
    for y in 0..<height {
      let cellRow = y * grid / height
      for x in 0..<width {
        let cell = cellRow * grid + x * grid / width
        let offset = (y * width + x) * 4
        let alpha = Double(rgba[offset + 3]) / 255
        // Composite over white, as a page background would be.
        for channel in 0..<3 {
          let value = Double(rgba[offset + channel]) / 255
          sums[cell * 3 + channel] += value * alpha + (1 - alpha)
        }
        counts[cell] += 1
      }
    }
    self.width = width
    self.height = height
    self.grid = grid
    cells = (0..<(grid * grid)).map { index in
      let count = Double(counts[index])
      return Cell(
        red: sums[index * 3] / count, green: sums[index * 3 + 1] / count,
        blue: sums[index * 3 + 2] / count)
    }
  }

  /// Computes the fingerprint of a decoded PNG image.
  public init(image: PNGImage, grid: Int = 8) throws(RenderFingerprintError) {
    try self.init(rgba: image.rgba, width: image.width, height: image.height, grid: grid)
  }

  /// Whether the image is a single flat color: every cell within `threshold` of the first,
  /// which is what an empty or failed page looks like.
  public func isBlank(threshold: Double = 0.004) -> Bool {
    guard let first = cells.first else { return true }
    return cells.allSatisfy { $0.distance(to: first) <= threshold }
  }

  /// Compares this fingerprint with a reference: sizes must be equal and every channel of
  /// every cell within `tolerance`.
  public func compare(with reference: RenderFingerprint, tolerance: Double = 0.03)
    -> FingerprintComparison
  {
    guard width == reference.width, height == reference.height, grid == reference.grid else {
      return FingerprintComparison(
        sizeMatches: false, maximumDifference: .infinity, differingCells: [])
    }
    var differing: [Int] = []
    var maximum = 0.0
    for index in cells.indices {
      let distance = cells[index].distance(to: reference.cells[index])
      maximum = max(maximum, distance)
      if distance > tolerance { differing.append(index) }
    }
    return FingerprintComparison(
      sizeMatches: true, maximumDifference: maximum, differingCells: differing)
  }
}

/// The result of comparing a fingerprint with its reference.
public struct FingerprintComparison: Sendable, Equatable {
  /// Whether width, height and grid are the same.
  public var sizeMatches: Bool
  /// The largest channel difference of any cell.
  public var maximumDifference: Double
  /// Indices (row-major) of the cells that differ by more than the tolerance.
  public var differingCells: [Int]

  /// Whether the render matches its reference.
  public var matches: Bool { sizeMatches && differingCells.isEmpty }
}
