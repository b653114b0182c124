import TesseraTokens

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// The chart style of series slot `series`.
  public static func chart(_ series: ChartPalette.Series) -> ComponentStyle {
    ResolvedTheme.chartFamily.style(series)
  }
}

extension ResolvedTheme {
  /// The appearance of series `index` of a chart (slots repeat after `ChartPalette.count`).
  public func chartAppearance(
    series index: Int = 0, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.chart(ChartPalette.Series(index)), on: backdrop)
  }
}
