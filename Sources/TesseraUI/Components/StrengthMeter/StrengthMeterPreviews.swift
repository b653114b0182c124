#if canImport(SwiftUI)
import SwiftUI

#Preview("StrengthMeter: weak, fair, strong, very strong") {
  ScrollView {
    VStack(spacing: 16) {
      DSPasswordField("Password", text: .constant("abc"), showsStrength: true, isNewPassword: true)
      DSPasswordField(
        "Password", text: .constant("summer2026"), showsStrength: true, isNewPassword: true)
      DSPasswordField(
        "Password", text: .constant("Summer-2026!"), showsStrength: true, isNewPassword: true)
      DSPasswordField(
        "Password", text: .constant("correct horse battery staple"), showsStrength: true,
        isNewPassword: true)
    }
    .padding()
  }
}
#endif
