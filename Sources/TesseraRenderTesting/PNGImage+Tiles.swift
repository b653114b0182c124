extension PNGImage {
  /// The image cut into `count` side-by-side tiles of equal width (the last one takes any
  /// remainder), left to right. A contact sheet of several screenshots rendered in one browser
  /// run is fingerprinted tile by tile this way.
  /// - Complexity: O(width × height).
  public func tiles(_ count: Int) -> [PNGImage] {
    guard count > 1, width >= count else { return [self] }
    let tileWidth = width / count
    return (0..<count).map { index in
      let x0 = index * tileWidth
      let w = index == count - 1 ? width - x0 : tileWidth
      var pixels: [UInt8] = []
      pixels.reserveCapacity(w * height * 4)
      for y in 0..<height {
        let start = (y * width + x0) * 4
        pixels.append(contentsOf: rgba[start..<(start + w * 4)])
      }
      var tile = self
      tile.width = w
      tile.rgba = pixels
      return tile
    }
  }
}
