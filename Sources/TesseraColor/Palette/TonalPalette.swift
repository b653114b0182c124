import Foundation

/// Which hue and chroma a ``TonalPalette`` holds constant.
public enum PaletteColorModel: String, Sendable, Codable, CaseIterable, Hashable {
  /// OKLCH hue (degrees) and chroma (about 0...0.37 in sRGB): Tessera's own palettes.
  case oklch
  /// Material's HCT: CAM16 hue (degrees) and chroma (about 0...130 in sRGB), as Material Color
  /// Utilities' `TonalPalette` and its dynamic schemes use.
  case hct
}

/// A family of colors sharing one hue and chroma, indexed by tone (CIELAB L*, 0...100).
///
/// `tone(t)` is the color of that hue whose luminance has L* = t, with the requested chroma
/// reduced where the sRGB gamut cannot hold it. Because tone fixes luminance, a tone pair fixes
/// a contrast ratio: T40 on T100 is always about 4.9:1, whatever the hue.
///
/// The hue and chroma are OKLCH by default; with `model: .hct` they are Material's HCT and the
/// palette gives exactly Material Color Utilities' colors.
///
/// ```swift
/// let blue = TonalPalette(keyColor: try SRGBColor(hex: "#2563EB"))
/// blue.tone(40)   // a dark blue
/// let material = TonalPalette(keyColor: try SRGBColor(hex: "#0000FF"), model: .hct)
/// material.tone(80)  // #BEC2FF, as Material's blue palette
/// ```
public struct TonalPalette: Sendable, Hashable, Codable {
  /// The hue in degrees, in the palette's ``model``.
  public let hue: Double
  /// The requested chroma in the palette's ``model`` (each tone may hold less).
  public let chroma: Double
  /// Whether ``hue`` and ``chroma`` are OKLCH or HCT.
  public let model: PaletteColorModel
  /// The color the palette was made from, if it was made from one.
  private let givenKeyColor: SRGBColor?
  /// The integer tones and key color computed so far, shared by this palette's copies.
  private let cache = _ToneCache()

  /// The tones a palette is usually listed at, as Material lists them.
  public static let standardTones: [Double] = [
    0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 90, 95, 98, 99, 100,
  ]

  /// Creates a palette from a hue (degrees) and a chroma in `model`.
  public init(hue: Double, chroma: Double, model: PaletteColorModel = .oklch) {
    self.hue = OKLCH.normalizedHue(hue)
    self.chroma = max(0, chroma.isFinite ? chroma : 0)
    self.model = model
    givenKeyColor = nil
  }

  /// The palette through a key color: its hue and chroma in `model`, and the color itself as
  /// ``keyColor`` (Material's `TonalPalette.fromHct`). Alpha is ignored.
  public init(keyColor: SRGBColor, model: PaletteColorModel = .oklch) {
    let opaque = keyColor.withAlpha(1)
    switch model {
    case .oklch:
      let lch = opaque.oklch
      self.init(hue: lch.hue, chroma: lch.isAchromatic ? 0 : lch.chroma, model: .oklch)
    case .hct:
      let hct = opaque.hct
      self.init(hue: hct.hue, chroma: hct.chroma, model: .hct)
    }
    self = TonalPalette(copying: self, keyColor: opaque)
  }

  private init(copying palette: TonalPalette, keyColor: SRGBColor?) {
    hue = palette.hue
    chroma = palette.chroma
    model = palette.model
    givenKeyColor = keyColor
  }

  /// The color at `tone` (L*, clamped to 0...100), snapped to the nearest 8-bit color.
  ///
  /// - Complexity: O(1): in OKLCH a bracketed search on lightness; in HCT one HCT solve. An
  ///   integer tone is solved once per palette and then read from its cache.
  public func tone(_ tone: Double) -> SRGBColor {
    if tone >= 0, tone <= 100, tone == tone.rounded() {
      return cache.tone(Int(tone)) { uncachedTone(tone) }
    }
    return uncachedTone(tone)
  }

  /// The color at `tone`, solved afresh: what ``tone(_:)`` did before palettes cached their
  /// tones, kept for the benchmark's baseline.
  package func uncachedTone(_ tone: Double) -> SRGBColor {
    switch model {
    case .oklch: return continuousTone(tone).quantized(.nearest)
    case .hct: return HCT.color(hue: hue, chroma: chroma, tone: tone)
    }
  }

  /// The color at `tone` before 8-bit snapping (in HCT, already 8-bit: Material's solver
  /// answers in 8-bit colors).
  public func continuousTone(_ tone: Double) -> SRGBColor {
    let clamped = Tone.clamped(tone)
    switch model {
    case .hct:
      return HCT.color(hue: hue, chroma: chroma, tone: clamped)
    case .oklch:
      if clamped >= 100 { return .white }
      if clamped <= 0 { return .black }
      let y = Tone.luminance(fromLstar: clamped)
      let lightness = LuminanceSearch.lightness(
        forLuminance: y, chroma: chroma, hue: hue, atLeast: true)
      return LuminanceSearch.color(lightness: lightness, chroma: chroma, hue: hue)
    }
  }

  /// The same hue with a different chroma (in the same model).
  public func withChroma(_ chroma: Double) -> TonalPalette {
    TonalPalette(hue: hue, chroma: chroma, model: model)
  }

  /// The standard tones as `(tone, color)` pairs, darkest first.
  public var swatches: [(tone: Double, color: SRGBColor)] {
    Self.standardTones.map { ($0, tone($0)) }
  }

  /// The color that stands for the palette: the color it was made from, or else the tone
  /// nearest T50 that holds the requested chroma (the tone of the most chroma when none does),
  /// found as Material Color Utilities finds its key color.
  ///
  /// - Complexity: a binary search over the integer tones, about 14 tone solves, the first
  ///   time; then a read of the palette's cache.
  public var keyColor: SRGBColor {
    if let givenKeyColor { return givenKeyColor }
    return cache.keyColor { searchedKeyColor }
  }

  /// The key color searched afresh: what ``keyColor`` did on every access before palettes
  /// cached it, kept for the benchmark's baseline.
  package var searchedKeyColor: SRGBColor {
    if let givenKeyColor { return givenKeyColor }
    let probe = model == .hct ? 200.0 : 0.5
    let epsilon = model == .hct ? 0.01 : 0.0001
    var cache = [Double?](repeating: nil, count: 101)
    func maximumChroma(_ tone: Int) -> Double {
      if let known = cache[tone] { return known }
      let color = withChroma(probe).uncachedTone(Double(tone))
      let value = model == .hct ? color.hct.chroma : color.oklch.chroma
      cache[tone] = value
      return value
    }
    let pivot = 50
    var lower = 0
    var upper = 100
    while lower < upper {
      let middle = (lower + upper) / 2
      let ascending = maximumChroma(middle) < maximumChroma(middle + 1)
      if maximumChroma(middle) >= chroma - epsilon {
        // Both halves may hold an answer: keep the one nearer the pivot.
        if abs(lower - pivot) < abs(upper - pivot) {
          upper = middle
        } else {
          if lower == middle { break }
          lower = middle
        }
      } else if ascending {
        lower = middle + 1
      } else {
        upper = middle
      }
    }
    return uncachedTone(Double(lower))
  }

  /// Palettes are equal when their model, hue and chroma are: the key color a palette was made
  /// from does not change its colors.
  public static func == (lhs: TonalPalette, rhs: TonalPalette) -> Bool {
    lhs.model == rhs.model && lhs.hue == rhs.hue && lhs.chroma == rhs.chroma
  }

  /// Hashes the model, hue and chroma.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(model)
    hasher.combine(hue)
    hasher.combine(chroma)
  }

  private enum CodingKeys: String, CodingKey {
    case hue, chroma, model, keyColor
  }

  /// Decodes a palette; a palette written before `model` existed is OKLCH.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let palette = TonalPalette(
      hue: try container.decode(Double.self, forKey: .hue),
      chroma: try container.decode(Double.self, forKey: .chroma),
      model: try container.decodeIfPresent(PaletteColorModel.self, forKey: .model) ?? .oklch)
    self.init(
      copying: palette,
      keyColor: try container.decodeIfPresent(SRGBColor.self, forKey: .keyColor))
  }

  /// Encodes the hue, chroma, model and, when the palette was made from one, the key color.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(hue, forKey: .hue)
    try container.encode(chroma, forKey: .chroma)
    try container.encode(model, forKey: .model)
    try container.encodeIfPresent(givenKeyColor, forKey: .keyColor)
  }
}
