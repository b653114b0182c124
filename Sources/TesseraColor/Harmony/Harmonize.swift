import Foundation

extension SRGBColor {
  /// The color with its HCT hue turned toward `source`'s by half the difference, at most 15°,
  /// keeping its chroma and tone (Material Color Utilities' `Blend.harmonize`): a status red
  /// that still reads as red but belongs with the brand. Alpha is kept.
  ///
  /// ```swift
  /// let error = try SRGBColor(hex: "#FF0000").harmonized(toward: try SRGBColor(hex: "#0000FF"))
  /// // #FB0057, a red turned toward blue
  /// ```
  public func harmonized(toward source: SRGBColor) -> SRGBColor {
    let from = hct
    let to = source.hct
    let difference = 180 - abs(abs(from.hue - to.hue) - 180)
    let rotation = min(difference * 0.5, 15)
    let direction: Double = OKLCH.normalizedHue(to.hue - from.hue) <= 180 ? 1 : -1
    return HCT.color(hue: from.hue + rotation * direction, chroma: from.chroma, tone: from.tone)
      .withAlpha(alpha)
  }
}

/// Material's check for the one family of colors people broadly dislike, dark yellow-greens
/// (Palmer and Schloss 2010), and its fix: lighten them to tone 70.
public enum DislikeAnalyzer {
  /// Whether `color` is a dark yellow-green that is not neutral: rounded HCT hue 90...111,
  /// rounded chroma above 16, rounded tone below 65.
  public static func isDisliked(_ color: SRGBColor) -> Bool {
    let hct = color.hct
    let hue = hct.hue.rounded()
    return hue >= 90 && hue <= 111 && hct.chroma.rounded() > 16 && hct.tone.rounded() < 65
  }

  /// `color` lightened to tone 70 (same HCT hue and chroma) when it is disliked; otherwise
  /// `color` itself.
  public static func fixIfDisliked(_ color: SRGBColor) -> SRGBColor {
    guard isDisliked(color) else { return color }
    let hct = color.hct
    return HCT.color(hue: hct.hue, chroma: hct.chroma, tone: 70).withAlpha(color.alpha)
  }
}
