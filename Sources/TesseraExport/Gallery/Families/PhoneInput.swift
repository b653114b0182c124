import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A phone number field: the calling code button, a separator and the number as
  /// libphonenumber formats it while it is typed, with the helper or error text under it.
  /// The states show a Korean, an Indian (too short, in error) and a Chinese number; right to
  /// left, a Saudi one in Arabic-Indic digits, kept left to right as numbers are read.
  mutating func phoneInput() -> String {
    let sample = Self.phoneSample(state: look.state, rightToLeft: content["direction"] == "rtl")
    var inner = canvas.text(sample.code, .action, on: .background, css: "font-weight:600")
    if let line = canvas.paint(.separator, on: .background) {
      inner += "<span style=\"width:1px;align-self:stretch;background:\(line)\"></span>"
    }
    if let number = sample.number {
      inner += canvas.text(
        number, .foreground, on: .background, css: "flex:1;direction:ltr;unicode-bidi:isolate")
    } else {
      inner += canvas.text("Mobile number", .placeholder, on: .background, css: "flex:1")
    }
    if look.state == .error {
      inner += canvas.glyph(GalleryGlyph.alert, .icon, on: .background, side: look.text.size)
    }
    let field = frame(inner, css: "width:100%;min-width:0", inline: false)
    let helper = canvas.text(
      sample.helper, .secondaryForeground, on: .background, style: secondaryStyle)
    let growth = max(1, look.text.size / 17)
    return "<span class=\"stack\" style=\"align-items:stretch;width:\(wide(240 * growth))\">"
      + "\(field)\(helper)</span>"
  }

  /// The calling code, the number (nil: the placeholder) and the helper line of a state.
  /// The numbers are libphonenumber's as-you-type texts (Tests/TesseraFormsTests/References/phone).
  static func phoneSample(state: ComponentState, rightToLeft: Bool)
    -> (code: String, number: String?, helper: String)
  {
    // 050 123 4567 in Arabic-Indic digits, and "We will send a code to this number".
    let saudi = "\u{0660}\u{0665}\u{0660} \u{0661}\u{0662}\u{0663} \u{0664}\u{0665}\u{0666}\u{0667}"
    if rightToLeft { return ("+966", saudi, "سنرسل رمزًا إلى هذا الرقم") }
    switch state {
    case .normal: return ("+82", nil, "We text a code to it")
    case .error: return ("+91", "081234 567", "Numbers in India have 10 digits")
    case .disabled: return ("+86", "010 1234 5678", "We text a code to it")
    default: return ("+82", "010-1234-5678", "We text a code to it")
    }
  }
}
