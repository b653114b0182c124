/// The caret of a text field that does not report it, inferred from the edit: any field that
/// rewrites its text (a phone number, a card number) and must put the caret back.
public enum TextFieldEdit {
  /// Where the caret is after a single edit turned `previous` into `edited`, in characters
  /// of `edited`: just after what was typed or pasted, or where text was deleted.
  ///
  /// ```swift
  /// TextFieldEdit.caret(previous: "415 555", edited: "415 9555")  // 5
  /// ```
  /// - Complexity: O(n) in the length of the texts.
  public static func caret(previous: String, edited: String) -> Int {
    let old = Array(previous)
    let new = Array(edited)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    return new.count - suffix
  }
}
