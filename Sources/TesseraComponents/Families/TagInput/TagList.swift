/// What a tag input accepts.
public struct TagRules: Sendable, Hashable {
  /// The characters that end a tag as it is typed: the comma, semicolon and line break, and the
  /// Arabic and ideographic commas (`،`, `、`, `，`).
  public var separators: Set<Character>
  /// The most tags the list holds, or nil for no limit.
  public var maximumCount: Int?
  /// The most characters (grapheme clusters) in one tag.
  public var maximumLength: Int
  /// Whether tags differing only in case, accents or width ("Café", "cafe") are duplicates.
  public var ignoresCaseAndAccents: Bool

  /// Rules; the defaults are the separators above, no count limit, 32 characters and
  /// duplicates compared ignoring case and accents.
  public init(
    separators: Set<Character> = [",", ";", "\n", "،", "、", "，"], maximumCount: Int? = nil,
    maximumLength: Int = 32, ignoresCaseAndAccents: Bool = true
  ) {
    self.separators = separators
    self.maximumCount = maximumCount.map { Swift.max(0, $0) }
    self.maximumLength = Swift.max(1, maximumLength)
    self.ignoresCaseAndAccents = ignoresCaseAndAccents
  }
}

/// Why a piece of typed text did not become a tag.
public enum TagRejection: Sendable, Hashable, Codable {
  /// It was already a tag (the existing tag, as written).
  case duplicate(of: String)
  /// It is longer than the rules allow (its length, in characters).
  case tooLong(length: Int)
  /// The list is full (its maximum count).
  case limitReached(maximum: Int)
}

/// What happened to one piece of typed or pasted text.
public enum TagOutcome: Sendable, Hashable, Codable {
  /// It was added as this tag (trimmed, inner spaces collapsed).
  case added(String)
  /// It was refused, and why.
  case rejected(String, TagRejection)
}

/// A tag input's tags and how typed text becomes tags: text is split at the separators, each
/// piece trimmed and its inner runs of spaces collapsed to one; empty pieces are skipped, and a
/// piece that is a duplicate, too long, or over the count limit is refused with its reason, so
/// the field can say why instead of dropping it.
///
/// ```swift
/// var list = TagList(rules: TagRules(maximumCount: 3))
/// list.commit("swift,  Swift UI ;ios, SWIFT")
/// // added "swift", "Swift UI", "ios"; rejected "SWIFT" (duplicate of "swift")
/// list.typed("lin")      // "lin": no separator yet, stays in the field
/// ```
public struct TagList: Sendable, Hashable {
  /// What the list accepts.
  public let rules: TagRules
  /// The tags, in the order added.
  public private(set) var tags: [String]
  /// Each tag, keyed as duplicates are compared (folded, or as written), so a check costs one
  /// lookup rather than a comparison with every tag (a pasted list of thousands stays linear),
  /// and a refusal names the tag it duplicates without a search.
  private var keys: [String: String] = [:]

  /// A list holding `tags`, cleaned and checked as if typed one by one (so duplicates and
  /// overflow of the initial tags are dropped).
  public init(tags: [String] = [], rules: TagRules = TagRules()) {
    self.rules = rules
    self.tags = []
    for tag in tags { add(tag) }
  }

  /// What a field keeps after `outcomes`: the refused pieces, so the person can correct them
  /// rather than type them again, then `remainder` (the text after the last separator), joined
  /// by ", "; empty when every piece became a tag.
  public static func keptText(after outcomes: [TagOutcome], remainder: String) -> String {
    let refused = outcomes.compactMap { outcome -> String? in
      if case .rejected(let piece, _) = outcome { return piece }
      return nil
    }
    return (refused + [remainder]).filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// Whether the list can take another tag.
  public var isFull: Bool { rules.maximumCount.map { tags.count >= $0 } ?? false }

  /// Handles text typed into the field: every complete piece (followed by a separator) is
  /// committed, and the text after the last separator (without its leading spaces) is
  /// returned to stay in the field.
  public mutating func typed(_ text: String) -> (remainder: String, outcomes: [TagOutcome]) {
    guard let last = text.lastIndex(where: rules.separators.contains) else { return (text, []) }
    let outcomes = commit(String(text[..<last]))
    return (String(text[text.index(after: last)...].drop(while: \.isWhitespace)), outcomes)
  }

  /// Commits all of `text` (Return pressed, the field left, text pasted): every piece between
  /// separators is added or refused, in order.
  @discardableResult
  public mutating func commit(_ text: String) -> [TagOutcome] {
    text.split(whereSeparator: rules.separators.contains).compactMap { piece in
      let tag = Self.cleaned(piece)
      return tag.isEmpty ? nil : add(tag)
    }
  }

  /// Adds one tag (cleaned first), or says why not.
  @discardableResult
  public mutating func add(_ text: String) -> TagOutcome {
    let tag = Self.cleaned(Substring(text))
    let key = self.key(tag)
    if let existing = keys[key] {
      return .rejected(tag, .duplicate(of: existing))
    }
    if tag.count > rules.maximumLength { return .rejected(tag, .tooLong(length: tag.count)) }
    if let maximum = rules.maximumCount, tags.count >= maximum {
      return .rejected(tag, .limitReached(maximum: maximum))
    }
    tags.append(tag)
    keys[key] = tag
    return .added(tag)
  }

  /// Removes the tag at `index`; an index outside the list changes nothing.
  public mutating func remove(at index: Int) {
    guard tags.indices.contains(index) else { return }
    keys[key(tags.remove(at: index))] = nil
  }

  /// Removes the last tag and returns it.
  @discardableResult
  public mutating func removeLast() -> String? {
    guard let last = tags.popLast() else { return nil }
    keys[key(last)] = nil
    return last
  }

  /// `tag` as duplicates are compared.
  private func key(_ tag: String) -> String {
    rules.ignoresCaseAndAccents ? TextFolding.folded(tag) : tag
  }

  /// `piece` trimmed, with inner runs of whitespace collapsed to one space.
  static func cleaned(_ piece: Substring) -> String {
    piece.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
