/// A short list of the most-used passwords (from published breach-frequency lists), enough to
/// stop the obvious choices without shipping a dictionary.
public enum CommonPasswords {
  /// The lowercased list.
  public static let list: Set<String> = [
    "123456", "123456789", "12345678", "12345", "1234567", "1234567890", "111111", "000000",
    "123123", "654321", "666666", "121212", "password", "passw0rd", "p@ssw0rd", "p@ssword",
    "qwerty", "qwertyuiop", "qwerty123", "1q2w3e4r", "1qaz2wsx", "asdfgh", "zxcvbnm", "abc123",
    "iloveyou", "admin", "administrator", "welcome", "letmein", "monkey", "dragon", "football",
    "baseball", "sunshine", "princess", "master", "shadow", "superman", "trustno1", "starwars",
    "login", "secret", "hello", "freedom", "whatever", "charlie", "michael", "jennifer",
    "changeme", "default", "guest", "root", "test", "azerty", "solo", "hunter2",
  ]

  /// Whether `password` is on the list, or is a listed word with digits and symbols added at
  /// the end or start ("Password123!", "!qwerty"). Case is ignored.
  /// - Complexity: O(n × k) for a password of length n and a list of k entries.
  public static func isCommon(_ password: String) -> Bool {
    let lowered = password.lowercased()
    if list.contains(lowered) { return true }
    for entry in list where entry.count >= 4 {
      if lowered.hasPrefix(entry), lowered.dropFirst(entry.count).allSatisfy(isDecoration) {
        return true
      }
      if lowered.hasSuffix(entry), lowered.dropLast(entry.count).allSatisfy(isDecoration) {
        return true
      }
    }
    return false
  }

  private static func isDecoration(_ character: Character) -> Bool {
    !character.isLetter
  }
}
