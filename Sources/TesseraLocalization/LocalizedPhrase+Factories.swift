// The typed way to a phrase with placeholders: one factory per key, so a caller cannot pass
// text where a count belongs.
extension LocalizedPhrase {
  /// "Error: Upload failed." — a status name and the message it introduces.
  public static func announcement(status: LocalizedPhrase, message: String) -> LocalizedPhrase {
    LocalizedPhrase(.announcement, [.phrase(status), .text(message)])
  }

  /// "Error: Upload failed. Retry." — a status name and the phrase it introduces.
  public static func announcement(status: LocalizedPhrase, phrase: LocalizedPhrase)
    -> LocalizedPhrase
  {
    LocalizedPhrase(.announcement, [.phrase(status), .phrase(phrase)])
  }

  /// "Upload failed. Check your connection." — a notice's title and message.
  public static func noticeDetail(title: String, message: String) -> LocalizedPhrase {
    LocalizedPhrase(.noticeDetail, [.text(title), .text(message)])
  }

  /// "Message archived. Action available: Undo" — a notice and its button's title.
  public static func noticeAction(_ notice: LocalizedPhrase, action: String) -> LocalizedPhrase {
    LocalizedPhrase(.noticeAction, [.phrase(notice), .text(action)])
  }

  /// "Message archived. Action available: Undo" — a notice's title and its button's title.
  public static func noticeAction(title: String, action: String) -> LocalizedPhrase {
    LocalizedPhrase(.noticeAction, [.text(title), .text(action)])
  }

  /// "Email: Required": a message about something named, in the language's punctuation.
  public static func labeled(_ label: String, message: String) -> LocalizedPhrase {
    LocalizedPhrase(.announcement, [.text(label), .text(message)])
  }

  /// "45 percent".
  public static func percent(_ value: Int) -> LocalizedPhrase {
    LocalizedPhrase(.percent, [.integer(value)])
  }

  /// "12.5 percent": a percentage with at most `fractionDigits` decimals (trailing zeros
  /// dropped), whose plural form follows CLDR's operands of the number as written ("21,5
  /// процента" in Russian, not "процент").
  public static func percent(_ value: Double, fractionDigits: Int) -> LocalizedPhrase {
    LocalizedPhrase(.percentDecimal, [.decimal(value, fractionDigits: fractionDigits)])
  }

  /// "4.5 stars", a rating on its own, its form chosen by the rating as written: "1 star",
  /// but "1.0 stars" when `keepingZeros` writes exactly `fractionDigits` decimals.
  public static func stars(_ rating: Double, fractionDigits: Int = 1, keepingZeros: Bool = false)
    -> LocalizedPhrase
  {
    let argument: LocalizationArgument =
      keepingZeros
      ? .decimalKeepingZeros(rating, fractionDigits: fractionDigits)
      : .decimal(rating, fractionDigits: fractionDigits)
    return LocalizedPhrase(.ratingStars, [argument])
  }

  /// "3.5 of 5 stars"; the rating is written with at most two fraction digits.
  public static func ratingValue(_ rating: Double, maximum: Int) -> LocalizedPhrase {
    LocalizedPhrase(.ratingValue, [.decimal(rating, fractionDigits: 2), .integer(maximum)])
  }

  /// "Item 2 of 5".
  public static func carouselItem(_ position: Int, of count: Int) -> LocalizedPhrase {
    LocalizedPhrase(.carouselItem, [.integer(position), .integer(count)])
  }

  /// "Page 2 of 5".
  public static func page(_ page: Int, of count: Int) -> LocalizedPhrase {
    LocalizedPhrase(.pageValue, [.integer(page), .integer(count)])
  }

  /// "2 of 4", a tab's position.
  public static func tabPosition(_ position: Int, of count: Int) -> LocalizedPhrase {
    LocalizedPhrase(.tabPosition, [.integer(position), .integer(count)])
  }

  /// "Size 2 of 3", a bottom sheet's detent.
  public static func sheetSize(_ position: Int, of count: Int) -> LocalizedPhrase {
    LocalizedPhrase(.sheetSize, [.integer(position), .integer(count)])
  }

  /// "Entered: 2 of 6", how many digits of a PIN are entered.
  public static func pinProgress(_ entered: Int, of length: Int) -> LocalizedPhrase {
    LocalizedPhrase(.pinProgress, [.integer(entered), .integer(length)])
  }

  /// "Remove Swift", the action removing a tag.
  public static func removeTag(_ tag: String) -> LocalizedPhrase {
    LocalizedPhrase(.removeTag, [.text(tag)])
  }

  /// "Swift is already a tag."
  public static func duplicateTag(_ tag: String) -> LocalizedPhrase {
    LocalizedPhrase(.duplicateTag, [.text(tag)])
  }

  /// "More than 99".
  public static func moreThan(_ maximum: Int) -> LocalizedPhrase {
    LocalizedPhrase(.badgeMoreThan, [.integer(maximum)])
  }

  /// "3 people".
  public static func people(_ count: Int) -> LocalizedPhrase {
    LocalizedPhrase(.peopleCount, [.integer(count)])
  }

  /// "Ana, Bo and 3 others": the names shown, joined by the language's list separator, and the
  /// number of people not shown.
  public static func others(shown names: [String], hidden: Int) -> LocalizedPhrase {
    LocalizedPhrase(.othersSummary, [.list(names.map { .text($0) }), .integer(hidden)])
  }

  /// "Bar chart, no data."
  public static func chartEmpty(_ chart: LocalizedPhrase) -> LocalizedPhrase {
    LocalizedPhrase(.chartEmptySummary, [.phrase(chart)])
  }

  /// "Bar chart, 1 value: Mon 3."
  public static func chartSingle(_ chart: LocalizedPhrase, label: String, value: String)
    -> LocalizedPhrase
  {
    LocalizedPhrase(.chartSingleSummary, [.phrase(chart), .text(label), .text(value)])
  }

  /// "Donut chart, 3 values: Rent 50 percent, Food 30 percent, Fun 20 percent."
  public static func chartShares(_ chart: LocalizedPhrase, shares: [LocalizedPhrase])
    -> LocalizedPhrase
  {
    LocalizedPhrase(
      .chartSharesSummary,
      [.phrase(chart), .integer(shares.count), .list(shares.map { .phrase($0) })])
  }

  /// "Rent 50 percent", one share of a donut chart.
  public static func chartShare(_ label: String, percent: Int) -> LocalizedPhrase {
    LocalizedPhrase(.chartShare, [.text(label), .integer(percent)])
  }

  /// "Line chart, 5 values. Lowest Mon 2, highest Fri 9. Rising."
  public static func chartSeries(
    _ chart: LocalizedPhrase, count: Int, lowest: (label: String, value: String),
    highest: (label: String, value: String), trend: LocalizedPhrase
  ) -> LocalizedPhrase {
    LocalizedPhrase(
      .chartSeriesSummary,
      [
        .phrase(chart), .integer(count), .text(lowest.label), .text(lowest.value),
        .text(highest.label), .text(highest.value), .phrase(trend),
      ])
  }

  /// "Bar chart, 1 value: Mon 3.5", the value written in the language's digits and decimal
  /// separator ("3,5" in German) with `fractionDigits` at most.
  public static func chartSingle(
    _ chart: LocalizedPhrase, label: String, value: Double, fractionDigits: Int
  ) -> LocalizedPhrase {
    LocalizedPhrase(
      .chartSingleSummary,
      [.phrase(chart), .text(label), .decimal(value, fractionDigits: fractionDigits)])
  }

  /// "Line chart, 5 values. Lowest Mon 2.5, highest Fri 9. Rising.", the values written for
  /// the language ("2,5" in French) with `fractionDigits` at most.
  public static func chartSeries(
    _ chart: LocalizedPhrase, count: Int, lowest: (label: String, value: Double),
    highest: (label: String, value: Double), fractionDigits: Int, trend: LocalizedPhrase
  ) -> LocalizedPhrase {
    LocalizedPhrase(
      .chartSeriesSummary,
      [
        .phrase(chart), .integer(count), .text(lowest.label),
        .decimal(lowest.value, fractionDigits: fractionDigits), .text(highest.label),
        .decimal(highest.value, fractionDigits: fractionDigits), .phrase(trend),
      ])
  }

  /// "Sparkline, 1 value: 3.5": one point without a category, its value written for the
  /// language with `fractionDigits` at most.
  public static func chartSingle(
    _ chart: LocalizedPhrase, value: Double, fractionDigits: Int
  ) -> LocalizedPhrase {
    LocalizedPhrase(
      .chartSingleValueSummary, [.phrase(chart), .decimal(value, fractionDigits: fractionDigits)])
  }

  /// "Sparkline, 5 values. Lowest 2.5, highest 9. Rising.": a series whose points have no
  /// categories, so only values are read, written for the language with `fractionDigits` at
  /// most.
  public static func chartSeries(
    _ chart: LocalizedPhrase, count: Int, lowest: Double, highest: Double, fractionDigits: Int,
    trend: LocalizedPhrase
  ) -> LocalizedPhrase {
    LocalizedPhrase(
      .chartSeriesValuesSummary,
      [
        .phrase(chart), .integer(count), .decimal(lowest, fractionDigits: fractionDigits),
        .decimal(highest, fractionDigits: fractionDigits), .phrase(trend),
      ])
  }

  /// "An email address cannot contain “,”." — the character that made an address invalid.
  public static func emailCharacter(_ character: String) -> LocalizedPhrase {
    LocalizedPhrase(.validationEmailCharacter, [.text(character)])
  }

  /// "Enter at least 8 characters."
  public static func minLength(_ count: Int) -> LocalizedPhrase {
    LocalizedPhrase(.validationMinLength, [.integer(count)])
  }

  /// "Enter at most 20 characters."
  public static func maxLength(_ count: Int) -> LocalizedPhrase {
    LocalizedPhrase(.validationMaxLength, [.integer(count)])
  }

  /// "Enter a number from 1 to 10."; the bounds come already written.
  public static func numberRange(from low: String, to high: String) -> LocalizedPhrase {
    LocalizedPhrase(.validationRange, [.text(low), .text(high)])
  }

  /// "Enter a number of at least 1."
  public static func numberMinimum(_ low: String) -> LocalizedPhrase {
    LocalizedPhrase(.validationMinimum, [.text(low)])
  }

  /// "Enter a number of at most 10."
  public static func numberMaximum(_ high: String) -> LocalizedPhrase {
    LocalizedPhrase(.validationMaximum, [.text(high)])
  }

  /// "The format rule is invalid: …" with the pattern error's own text.
  public static func invalidPattern(_ detail: String) -> LocalizedPhrase {
    LocalizedPhrase(.validationInvalidPattern, [.text(detail)])
  }

  /// "Enter a date on or after 2026-01-01."
  public static func dateMinimum(_ date: String) -> LocalizedPhrase {
    LocalizedPhrase(.validationDateMinimum, [.text(date)])
  }

  /// "Enter a date on or before 2026-12-31."
  public static func dateMaximum(_ date: String) -> LocalizedPhrase {
    LocalizedPhrase(.validationDateMaximum, [.text(date)])
  }

  /// "Choose at least 2 options."
  public static func minSelections(_ count: Int) -> LocalizedPhrase {
    LocalizedPhrase(.validationMinSelections, [.integer(count)])
  }

  /// "Choose at most 3 options."
  public static func maxSelections(_ count: Int) -> LocalizedPhrase {
    LocalizedPhrase(.validationMaxSelections, [.integer(count)])
  }

  /// "Visa numbers have 13, 16, 19 digits, not 15."
  public static func cardWrongLength(brand: String, lengths: [Int], digits: Int) -> LocalizedPhrase
  {
    LocalizedPhrase(
      .cardWrongLength, [.text(brand), .list(lengths.map { .integer($0) }), .integer(digits)])
  }

  /// "Enter the 4-digit security code."
  public static func cvvLength(_ length: Int) -> LocalizedPhrase {
    LocalizedPhrase(.cardCVVLength, [.integer(length)])
  }

  /// "Step 2 of 3, Address, current".
  public static func step(_ position: Int, of count: Int, title: String, status: LocalizedPhrase)
    -> LocalizedPhrase
  {
    LocalizedPhrase(
      .stepLabel, [.integer(position), .integer(count), .text(title), .phrase(status)])
  }
}
