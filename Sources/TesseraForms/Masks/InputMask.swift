/// A digit mask such as `(###) ###-####`: each `#` takes the next digit typed, every other
/// character is a literal shown between digits.
///
/// Applying a mask reads only decimal digits (in any script: Arabic-Indic and full-width digits
/// become ASCII) and skips everything else, so letters, emoji, combining marks and
/// right-to-left marks can never break it. Literals after the last digit typed are left out, so
/// the text grows naturally as the person types, and digits beyond the mask are dropped.
///
/// ```swift
/// let mask = InputMask("(###) ###-####")
/// mask.apply("4155")         // "(415) 5"
/// mask.apply("4155550123")   // "(415) 555-0123"
/// ```
public struct InputMask: Sendable, Hashable, Codable {
  /// The template; `#` is a digit slot.
  public let template: String

  /// Creates a mask from a template in which `#` marks a digit slot.
  public init(_ template: String) { self.template = template }

  /// The number of digit slots.
  public var digitCapacity: Int { template.filter { $0 == "#" }.count }

  /// The digits of `input` placed into the template.
  ///
  /// - Complexity: O(n + m) for input length n and template length m.
  public func apply(_ input: String) -> String {
    fill(CreditCardInput.digitBytes(of: input, limit: digitCapacity))
  }

  /// Places ASCII digits into the template, stopping after the last digit.
  func fill(_ digits: [UInt8]) -> String {
    var result = ""
    var pending = ""
    var index = 0
    for character in template {
      guard index < digits.count else { break }
      if character == "#" {
        result += pending
        pending = ""
        result.unicodeScalars.append(Unicode.Scalar(digits[index]))
        index += 1
      } else {
        pending.append(character)
      }
    }
    return result
  }

  /// Whether `input` holds exactly as many digits as the mask has slots.
  public func isComplete(_ input: String) -> Bool {
    CreditCardInput.digitBytes(of: input, limit: digitCapacity + 1).count == digitCapacity
  }
}
