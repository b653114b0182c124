import TesseraLocalization

extension StatusKind {
  /// The SF Symbol a message, badge or alert of this status shows, so color is never the only
  /// signal (WCAG 1.4.1). Views on platforms without SF Symbols draw their own glyph.
  public var symbolName: String {
    switch self {
    case .neutral: return "bell.fill"
    case .info: return "info.circle.fill"
    case .success: return "checkmark.circle.fill"
    case .warning: return "exclamationmark.triangle.fill"
    case .error: return "xmark.octagon.fill"
    }
  }

  /// The word VoiceOver reads before the message ("Error"), or nil for neutral messages, before
  /// it is put into a language.
  public var accessibilityNamePhrase: LocalizedPhrase? {
    switch self {
    case .neutral: return nil
    case .info: return LocalizedPhrase(.statusInformation)
    case .success: return LocalizedPhrase(.statusSuccess)
    case .warning: return LocalizedPhrase(.statusWarning)
    case .error: return LocalizedPhrase(.statusError)
    }
  }

  /// The word VoiceOver reads before the message, in English ("Error"), or nil for neutral
  /// messages.
  public var accessibilityName: String? { accessibilityNamePhrase?.english }

  /// The sentence announced when a toast, snack bar or banner appears, in `language`:
  /// "Error: Upload failed. Check your connection." (French "Erreur : …"). The title, message
  /// and the name of the notice's action ("Retry", for an element whose activation runs it)
  /// are the caller's text; each gets the language's full stop when it has no closing
  /// punctuation ("。" in Japanese and Chinese).
  public func announcement(
    title: String, message: String? = nil, action: String? = nil,
    language: LocalizationLanguage = .english
  ) -> String {
    var parts: [String] = []
    for text in [title, message, action].compactMap({ $0?.trimmingWhitespace })
    where !text.isEmpty {
      parts.append(Self.sentence(text, language))
    }
    let separator = language == .japanese || language == .chineseSimplified ? "" : " "
    let body = parts.joined(separator: separator)
    guard let name = accessibilityNamePhrase else { return body }
    if body.isEmpty { return name.string(in: language) }
    return LocalizedPhrase.announcement(status: name, message: body).string(in: language)
  }

  /// `text` ending in sentence punctuation.
  private static func sentence(_ text: String, _ language: LocalizationLanguage) -> String {
    guard let last = text.last, !".!?…。！？؟".contains(last) else { return text }
    return text + (language == .japanese || language == .chineseSimplified ? "。" : ".")
  }
}

extension String {
  fileprivate var trimmingWhitespace: String {
    let characters = Array(self)
    guard let start = characters.firstIndex(where: { !$0.isWhitespace }),
      let end = characters.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(characters[start...end])
  }
}
