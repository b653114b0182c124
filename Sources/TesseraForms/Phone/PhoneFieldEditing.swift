/// What a phone field shows after the person edits it: the number formatted as it is typed
/// in its region, where the caret goes, and the region the number now belongs to.
public struct PhoneFieldEdit: Sendable, Hashable, Codable {
  /// The text to show, formatted as ``PhoneAsYouTypeFormatter`` formats it.
  public let text: String
  /// The caret, in characters from the start of `text`.
  public let caret: Int
  /// The region the typed number belongs to ("GB"): the one it was typed in, or the region of
  /// the calling code typed after `+` or the international prefix.
  public let region: String

  /// Creates an edit result.
  public init(text: String, caret: Int, region: String) {
    self.text = text
    self.caret = caret
    self.region = region
  }
}

extension PhoneAsYouTypeFormatter {
  /// Reformats a phone field the person just edited, keeps the caret beside the digit it was
  /// beside, and follows a calling code typed or pasted after `+`.
  ///
  /// `previous` is the field's text before the edit, `edited` its text after it, `caret` where
  /// the text field put the caret in `edited` (in characters) and `region` the region the field
  /// was in. The digits of any script and a leading `+` are fed to the formatter; spaces and
  /// the punctuation people write in numbers (`-`, `.`, `/`, brackets) are left for it to put
  /// back. Deleting only such a character (a backspace just after a space) would change
  /// nothing once reformatted, so it deletes the digit before it instead, as the person meant.
  ///
  /// Text with anything else in it (a letter, `*`, `#`, an extension, a `+` after a digit) is
  /// returned as it was edited, caret and region unchanged: reformatting it could only show a
  /// different number. A number typed after `+` or the international prefix moves `region` to
  /// its calling code's main region while it is incomplete (a region that shares the code is
  /// kept), and to the region the number belongs to once it is valid (`+1 416 …` is Canada).
  /// Digits typed nationally never move the region.
  ///
  /// ```swift
  /// PhoneAsYouTypeFormatter.edit(previous: "", edited: "+82 1012345678", caret: 14, region: "US")
  /// // PhoneFieldEdit(text: "+82 10-1234-5678", caret: 16, region: "KR")
  /// ```
  ///
  /// - Complexity: O(n × m), n the length of the text and m the size of the plan's formats.
  public static func edit(
    previous: String, edited: String, caret: Int, region: String,
    metadata: PhoneMetadata = .shared
  ) -> PhoneFieldEdit {
    var characters = Array(edited)
    var position = min(characters.count, max(0, caret))
    let plusSigns = characters.indices.filter { isPlus(characters[$0]) }
    let firstDialable = characters.firstIndex(where: isDialable)
    guard characters.allSatisfy({ isDialable($0) || isFormatting($0) }),
      plusSigns.allSatisfy({ $0 == firstDialable })
    else {
      return PhoneFieldEdit(text: edited, caret: position, region: region)
    }
    let onlyFormattingRemoved =
      characters.count < previous.count && dialable(previous) == dialable(edited)
    if onlyFormattingRemoved,
      let digit = characters[..<position].lastIndex(where: isDialable)
    {
      characters.remove(at: digit)
      position = digit
    }
    let digits = dialable(String(characters))
    let digitsBeforeCaret = characters[..<position].filter(isDialable).count
    var formatter = PhoneAsYouTypeFormatter(region: region, metadata: metadata)
    for (index, digit) in digits.enumerated() {
      formatter.input(digit, rememberingPosition: index == digitsBeforeCaret - 1)
    }
    let text = digits.isEmpty ? "" : formatter.text
    let newCaret = digitsBeforeCaret == 0 ? 0 : formatter.rememberedPosition
    return PhoneFieldEdit(
      text: text, caret: min(newCaret, text.count),
      region: typedRegion(text, region: region, metadata: metadata))
  }

  /// The region of the calling code `text` starts with, or `region` when it names none.
  private static func typedRegion(_ text: String, region: String, metadata: PhoneMetadata)
    -> String
  {
    let current = metadata.callingCode(forRegion: region)
    let international = dialable(text).first.map(isPlus) ?? false
    if let number = try? PhoneNumber(parsing: text, region: region, metadata: metadata) {
      // Digits typed nationally stay in the field's region.
      if number.callingCode == current && !international { return region }
      // A complete number names its own region (`+1 416 …` is Canada).
      if number.isValid(metadata: metadata), let exact = number.region(metadata: metadata),
        exact != PhonePlan.nonGeographicRegion
      {
        return exact
      }
      if number.callingCode == current { return region }
      return mainRegion(of: number.callingCode, metadata: metadata) ?? region
    }
    // Too short to read: a `+` and a known calling code (codes are prefix-free).
    guard international else { return region }
    let codeDigits = dialable(text).dropFirst().compactMap(\.wholeNumberValue)
    for length in 1...3 where codeDigits.count >= length {
      let code = codeDigits.prefix(length).reduce(0) { $0 * 10 + $1 }
      if code == current { return region }
      if let main = mainRegion(of: code, metadata: metadata) { return main }
    }
    return region
  }

  /// The main geographic region of `callingCode`, nil for an unknown or non-geographic code.
  private static func mainRegion(of callingCode: Int, metadata: PhoneMetadata) -> String? {
    metadata.regions(forCallingCode: callingCode).first {
      $0 != PhonePlan.nonGeographicRegion
    }
  }

  /// The characters the formatter reads: digits of any script and a leading plus sign.
  private static func dialable(_ text: String) -> [Character] {
    text.filter(isDialable)
  }

  private static func isDialable(_ character: Character) -> Bool {
    if isPlus(character) { return true }
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1
    else { return false }
    return scalar.properties.numericType == .decimal
  }

  private static func isPlus(_ character: Character) -> Bool {
    character == "+" || character == "\u{FF0B}"
  }

  /// Spaces and the punctuation people write in phone numbers (libphonenumber's valid
  /// punctuation, without the `x` of extensions): the formatter puts its own back.
  private static func isFormatting(_ character: Character) -> Bool {
    character.isWhitespace || formattingCharacters.contains(character)
  }

  private static let formattingCharacters: Set<Character> = [
    "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2212}",
    "\u{30FC}", "\u{FF0D}", "\u{FF0F}", "\u{00AD}", "\u{200B}", "\u{2060}", "(", ")",
    "\u{FF08}", "\u{FF09}", "\u{FF3B}", "\u{FF3D}", ".", "[", "]", "/", "~", "\u{2053}",
    "\u{223C}", "\u{FF5E}", "\u{2008}",
  ]
}
