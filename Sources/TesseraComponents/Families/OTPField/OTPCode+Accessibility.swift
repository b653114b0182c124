extension OTPCode {
  /// What VoiceOver reads as the field's value: the digits entered so far, one by one
  /// ("4 2 7", never "four hundred twenty-seven"), or nothing while the code is empty.
  ///
  /// The text field the person types into is the accessibility element (the drawn boxes are
  /// hidden from VoiceOver), so a VoiceOver user can focus it, type, delete and paste.
  public var spokenValue: String { value.map(String.init).joined(separator: " ") }
}
