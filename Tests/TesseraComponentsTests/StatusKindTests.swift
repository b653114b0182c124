import Testing

@testable import TesseraComponents

@Suite("Status presentation")
struct StatusKindTests {
  @Test(
    "announcements name the status and end sentences",
    arguments: [
      (
        StatusKind.error, "Upload failed", "Check your connection",
        "Error: Upload failed. Check your connection."
      ),
      (.success, "Saved!", nil, "Success: Saved!"), (.neutral, " Copied ", nil, "Copied."),
      (.warning, "", nil, "Warning"), (.info, "  ", "  ", "Information"),
    ] as [(StatusKind, String, String?, String)])
  func announcement(status: StatusKind, title: String, message: String?, expected: String) {
    #expect(status.announcement(title: title, message: message) == expected)
  }

  @Test("announcements take the language's status word, colon and full stop")
  func localizedAnnouncement() {
    #expect(
      StatusKind.error.announcement(title: "Échec", message: nil, language: .french)
        == "Erreur : Échec.")
    #expect(
      StatusKind.warning.announcement(title: "保存できません", message: "再試行", language: .japanese)
        == "警告：保存できません。再試行。")
    #expect(StatusKind.success.announcement(title: "", language: .russian) == "Успешно")
    #expect(
      StatusKind.neutral.announcement(title: "Kopyalandı", language: .turkish) == "Kopyalandı.")
  }

  @Test("an action's name ends the announcement as its own sentence, in the language's punctuation")
  func announcementWithAction() {
    #expect(
      StatusKind.error.announcement(title: "Upload failed", action: "Retry")
        == "Error: Upload failed. Retry.")
    #expect(
      StatusKind.warning.announcement(title: "保存できません", action: "再試行", language: .japanese)
        == "警告：保存できません。再試行。")
    #expect(
      StatusKind.neutral.announcement(title: "Archived", message: "3 mails", action: " ")
        == "Archived. 3 mails.")
  }

  @Test("every status has its own symbol")
  func symbols() {
    let symbols = StatusKind.allCases.map(\.symbolName)
    #expect(Set(symbols).count == symbols.count)
  }
}
