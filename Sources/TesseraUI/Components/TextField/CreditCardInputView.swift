#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraForms
import TesseraLocalization

/// Card number, expiry and security code fields bound to a `CreditCardInput`: the number is
/// grouped as typed ("4242 4242 4242 4242") and its brand named, and each field's error (Luhn
/// check, length for the brand, expiry in the past, CVV length) comes from
/// `CreditCardInput.errors(now:calendar:)` once the field was edited. This checks input, not
/// payment.
///
/// ```swift
/// @State private var card = CreditCardInput()
/// CreditCardInputView(card: $card)
/// ```
public struct CreditCardInputView: View {
  @Binding private var card: CreditCardInput
  private let identifier: String?
  private let now: @Sendable () -> Date
  @State private var edited: Set<CardField> = []
  /// The card as the person's last keystroke left it: a card that differs came from the app
  /// (a reset after payment, a saved card), whose fields are not the person's edits.
  @State private var typed: CreditCardInput?
  @FocusState private var focusedField: CardField?
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale

  /// Creates card fields.
  /// - Parameters:
  ///   - card: The card being entered.
  ///   - accessibilityIdentifier: An identifier for UI tests; fields get `<id>.number` and so on.
  ///   - now: The current date, for the expiry check (injectable for previews and tests).
  public init(
    card: Binding<CreditCardInput>, accessibilityIdentifier: String? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self._card = card
    self.identifier = accessibilityIdentifier
    self.now = now
  }

  /// The fields.
  public var body: some View {
    let errors = card.errors(now: now(), calendar: Calendar(identifier: .gregorian))
    let brand = CreditCardInput.brand(of: card.number)
    VStack(alignment: .leading, spacing: theme.gaps.regular) {
      DSTextField(
        LocalizationKey.cardNumber.string(for: locale), text: typing(.number),
        prompt: "1234 5678 9012 3456",
        helper: brand.map { "\($0)" }, error: visible(errors, .number), keyboard: .numberPad,
        accessibilityIdentifier: identifier.map { "\($0).number" }
      )
      // Grouped in fours as typed, the caret kept beside the digit typed or deleted where the
      // system reports it (iOS 18, macOS 15, visionOS 2).
      .rewriting(
        DSTextRewrite { previous, edited, caret in
          let regrouped = CreditCardInput.regrouped(
            previous: previous, edited: edited, caret: caret)
          return DSRewrittenText(text: regrouped.text, caret: regrouped.caret)
        }
      )
      // AutoFill offers saved cards and the camera's card scanning for the number.
      .dsTextContent(.creditCardNumber)
      .focused($focusedField, equals: .number)
      DSButtonGroup {
        DSTextField(
          LocalizationKey.cardExpiry.string(for: locale), text: typing(.expiry),
          prompt: LocalizationKey.cardExpiryPrompt.string(for: locale),
          error: visible(errors, .expiry),
          keyboard: .numberPad, accessibilityIdentifier: identifier.map { "\($0).expiry" }
        )
        .dsTextContent(.creditCardExpiration)
        .focused($focusedField, equals: .expiry)
        DSTextField(
          LocalizationKey.cardSecurityCode.string(for: locale), text: typing(.cvv),
          prompt: "CVV",
          error: visible(errors, .cvv),
          keyboard: .numberPad, accessibilityIdentifier: identifier.map { "\($0).cvv" }
        )
        .dsTextContent(.creditCardSecurityCode)
        .focused($focusedField, equals: .cvv)
      }
    }
    // The number pad has no Return key: "Next" moves to the following field; "Done" on the
    // last one puts the keyboard away.
    .dsKeyboardKey(
      focusedField.map { $0 == CardField.allCases.last ? .done : .next },
      id: "tessera.card.keyboard"
    ) {
      focusedField = focusedField.flatMap(Self.field(after:))
    }
    // A field the person changed shows its errors from then on; a field the app changed
    // (clearing the card after a payment) is not theirs, and shows none until they edit it.
    .onChange(of: card) { old, new in
      let byPerson = new == typed
      for field in CardField.allCases where old[field] != new[field] {
        if byPerson { edited.insert(field) } else { edited.remove(field) }
      }
    }
  }

  /// A field's text, whose writes are the person's: it records the card they leave.
  private func typing(_ field: CardField) -> Binding<String> {
    let card = $card
    let typed = $typed
    return Binding(
      get: { card.wrappedValue[field] },
      set: { text in
        var next = card.wrappedValue
        next[field] = text
        typed.wrappedValue = next
        card.wrappedValue = next
      })
  }

  /// The field the keyboard's "Next" moves to; nil after the last, which dismisses it.
  static func field(after field: CardField) -> CardField? {
    let all = CardField.allCases
    guard let index = all.firstIndex(of: field), index + 1 < all.endIndex else { return nil }
    return all[index + 1]
  }

  private func visible(_ errors: [CardField: CardInputError], _ field: CardField) -> String? {
    guard edited.contains(field) else { return nil }
    return errors[field].map { $0.phrase.string(for: locale) }
  }
}
#endif
