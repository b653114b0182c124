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

  @Test("every status has its own symbol")
  func symbols() {
    let symbols = StatusKind.allCases.map(\.symbolName)
    #expect(Set(symbols).count == symbols.count)
  }
}
