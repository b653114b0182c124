/// A card number regrouped after an edit, with where the caret goes.
public struct CardNumberRegrouping: Sendable, Hashable, Codable {
  /// The number grouped as ``CreditCardInput/formatted(_:separator:)`` groups it.
  public let text: String
  /// The caret, in characters from the start of `text`.
  public let caret: Int

  /// Creates a regrouping.
  public init(text: String, caret: Int) {
    self.text = text
    self.caret = caret
  }
}

extension CreditCardInput {
  /// Regroups a card number the person just edited and keeps the caret beside the digits it
  /// was beside, so typing or deleting in the middle of the number does not throw the caret to
  /// the end.
  ///
  /// `previous` is the field's text before the edit, `edited` its text after it and `caret`
  /// where the text field put the caret in `edited` (in characters). The caret lands after as
  /// many digits of the regrouped number as preceded it in `edited` (at most all the digits
  /// kept, at the start when none did). Deleting only a separator (a backspace just after a
  /// space) would change nothing once regrouped, so it deletes the digit before it instead, as
  /// the person meant.
  ///
  /// ```swift
  /// // "4242 4242 4242" with a 9 typed after "42":
  /// CreditCardInput.regrouped(previous: "4242 4242 4242", edited: "42942 4242 4242", caret: 3)
  /// // CardNumberRegrouping(text: "4294 2424 2424 2", caret: 3)
  /// ```
  ///
  /// - Complexity: O(n) in the length of the texts.
  public static func regrouped(
    previous: String, edited: String, caret: Int, separator: String = " "
  ) -> CardNumberRegrouping {
    var text = Array(edited)
    var position = Swift.min(text.count, Swift.max(0, caret))
    let onlySeparatorRemoved =
      text.count < previous.count
      && digitBytes(of: edited, limit: Int.max) == digitBytes(of: previous, limit: Int.max)
    if onlySeparatorRemoved,
      let digit = text[..<position].lastIndex(where: { isDigit($0) })
    {
      text.remove(at: digit)
      position = digit
    }
    let digitsBefore = digitBytes(of: String(text[..<position]), limit: Int.max).count
    let grouped = formatted(String(text), separator: separator)
    var caretAfter = 0
    var seen = 0
    for character in grouped where seen < digitsBefore {
      caretAfter += 1
      if isDigit(character) { seen += 1 }
    }
    return CardNumberRegrouping(text: grouped, caret: caretAfter)
  }

  private static func isDigit(_ character: Character) -> Bool {
    !digitBytes(of: String(character), limit: 1).isEmpty
  }
}
