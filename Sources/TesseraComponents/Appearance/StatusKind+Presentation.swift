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

  /// The word VoiceOver reads before the message ("Error"), or nil for neutral messages.
  public var accessibilityName: String? {
    switch self {
    case .neutral: return nil
    case .info: return "Information"
    case .success: return "Success"
    case .warning: return "Warning"
    case .error: return "Error"
    }
  }

  /// The sentence announced when a toast, snack bar or banner appears:
  /// "Error: Upload failed. Check your connection."
  public func announcement(title: String, message: String? = nil) -> String {
    var parts: [String] = []
    let trimmedTitle = title.trimmingWhitespace
    if !trimmedTitle.isEmpty { parts.append(Self.sentence(trimmedTitle)) }
    if let message, !message.trimmingWhitespace.isEmpty {
      parts.append(Self.sentence(message.trimmingWhitespace))
    }
    let body = parts.joined(separator: " ")
    guard let name = accessibilityName else { return body }
    return body.isEmpty ? name : "\(name): \(body)"
  }

  /// `text` ending in sentence punctuation.
  private static func sentence(_ text: String) -> String {
    guard let last = text.last, !".!?…".contains(last) else { return text }
    return text + "."
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
