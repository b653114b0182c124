import TesseraLocalization

/// How strong a password is, for a strength meter under a password field.
///
/// A heuristic, not an entropy estimate: it rewards length and character variety and punishes
/// common passwords, repeated runs ("aaaa") and sequences ("1234", "abcd", "qwerty").
///
/// ```swift
/// PasswordStrength(evaluating: "password1").level          // .veryWeak (common)
/// PasswordStrength(evaluating: "correct horse battery").level  // .strong
/// ```
public struct PasswordStrength: Sendable, Hashable, Codable {
  /// A strength level, from `veryWeak` (score 0) to `veryStrong` (score 4).
  public enum Level: Int, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Score 0.
    case veryWeak
    /// Score 1.
    case weak
    /// Score 2.
    case fair
    /// Score 3.
    case strong
    /// Score 4.
    case veryStrong

    /// A short label for the meter, before it is put into a language.
    public var phrase: LocalizedPhrase {
      switch self {
      case .veryWeak: return LocalizedPhrase(.strengthVeryWeak)
      case .weak: return LocalizedPhrase(.strengthWeak)
      case .fair: return LocalizedPhrase(.strengthFair)
      case .strong: return LocalizedPhrase(.strengthStrong)
      case .veryStrong: return LocalizedPhrase(.strengthVeryStrong)
      }
    }

    /// A short label for the meter, in English.
    public var label: String { phrase.english }

    /// Orders levels by score.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Something that lowered the score, for a hint under the field.
  public enum Issue: String, Sendable, Hashable, Codable, CaseIterable {
    /// Shorter than `PasswordStrength.minimumLength`.
    case tooShort
    /// Uses fewer than three of: lowercase, uppercase, digits, symbols.
    case fewCharacterKinds
    /// Is, or is built on, a well-known password.
    case common
    /// Holds a character repeated three or more times in a row.
    case repeatedCharacters
    /// Holds a run of four or more consecutive characters or keyboard keys.
    case sequence
  }

  /// The length below which a password is at most `weak`.
  public static let minimumLength = 8

  /// The score, 0...4.
  public let level: Level
  /// Everything that lowered the score, in a stable order.
  public let issues: [Issue]
  /// The number of graphemes.
  public let length: Int
  /// How many of lowercase, uppercase, digits and symbols occur (0...4).
  public let characterKinds: Int

  /// The meter's fill, 0 for an empty password and 0.2...1 otherwise.
  public var fraction: Double { length == 0 ? 0 : Double(level.rawValue + 1) / 5 }

  /// Evaluates `password`.
  /// - Complexity: O(n) in the length of `password`.
  public init(evaluating password: String) {
    let characters = Array(password)
    length = characters.count
    characterKinds = Self.kinds(in: characters)
    var issues: [Issue] = []
    if length < Self.minimumLength { issues.append(.tooShort) }
    if characterKinds < 3 { issues.append(.fewCharacterKinds) }
    let common = CommonPasswords.isCommon(password)
    if common { issues.append(.common) }
    let repeated = Self.longestRepeat(in: characters) >= 3
    if repeated { issues.append(.repeatedCharacters) }
    let sequence = Self.longestSequence(in: characters) >= 4
    if sequence { issues.append(.sequence) }
    self.issues = issues

    var score: Int
    switch length {
    case ..<8: score = 0
    case 8..<12: score = 1
    case 12..<16: score = 2
    default: score = 3
    }
    if characterKinds >= 3 { score += 1 }
    if characterKinds == 4 && length >= 12 { score += 1 }
    if characterKinds <= 1 { score -= 1 }
    if repeated { score -= 1 }
    if sequence { score -= 1 }
    if length < Self.minimumLength { score = min(score, 1) }
    if common || length == 0 { score = 0 }
    level = Level(rawValue: min(4, max(0, score))) ?? .veryWeak
  }

  static func kinds(in characters: [Character]) -> Int {
    var lower = false
    var upper = false
    var digit = false
    var symbol = false
    for character in characters {
      if character.isLowercase {
        lower = true
      } else if character.isUppercase {
        upper = true
      } else if character.isNumber {
        digit = true
      } else if character.isLetter {
        lower = true  // Caseless scripts count as letters.
      } else {
        symbol = true
      }
    }
    return [lower, upper, digit, symbol].filter { $0 }.count
  }

  static func longestRepeat(in characters: [Character]) -> Int {
    var longest = characters.isEmpty ? 0 : 1
    var run = 1
    for index in characters.indices.dropFirst() {
      run = characters[index] == characters[index - 1] ? run + 1 : 1
      longest = max(longest, run)
    }
    return longest
  }

  /// The longest run of consecutive code points (up or down) or adjacent keyboard keys.
  static func longestSequence(in characters: [Character]) -> Int {
    let lowered = characters.map(lowercased)
    var longest = characters.isEmpty ? 0 : 1
    var run = 1
    var direction = 0
    for index in lowered.indices.dropFirst() {
      let step = Self.step(from: lowered[index - 1], to: lowered[index])
      if step != 0 && (step == direction || run == 1) {
        run += 1
        direction = step
      } else {
        run = step != 0 ? 2 : 1
        direction = step
      }
      longest = max(longest, run)
    }
    return longest
  }

  private static func lowercased(_ character: Character) -> Character {
    let lowered = String(character).lowercased()
    guard lowered.count == 1, let single = lowered.first else { return character }
    return single
  }

  private static let keyboardRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890"]

  /// +1 or -1 when `next` follows `previous` in code points or on a keyboard row, else 0.
  private static func step(from previous: Character, to next: Character) -> Int {
    if let a = previous.unicodeScalars.first?.value, let b = next.unicodeScalars.first?.value,
      previous.unicodeScalars.count == 1, next.unicodeScalars.count == 1,
      previous.isLetter || previous.isNumber, next.isLetter || next.isNumber
    {
      if b == a &+ 1 { return 1 }
      if a == b &+ 1 { return -1 }
    }
    for row in keyboardRows {
      let keys = Array(row)
      guard let i = keys.firstIndex(of: previous), let j = keys.firstIndex(of: next) else {
        continue
      }
      if j == i + 1 { return 1 }
      if i == j + 1 { return -1 }
    }
    return 0
  }
}
