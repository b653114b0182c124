import TesseraLocalization
import Testing

@testable import TesseraState

@Suite("Notice announcements are spoken in the app's language")
struct NoticeAnnouncementTests {
  private let retry = NoticeAction(title: "Réessayer") {}

  @Test("a toast's status word, message and action are translated; the caller's words are kept")
  func toast() {
    let toast = DSToastData(
      title: "Échec de l'envoi", message: "Vérifiez la connexion", style: .error, action: retry)
    let announcement = toast.announcement
    #expect(
      announcement.text(in: .french)
        == "Erreur : Échec de l'envoi. Vérifiez la connexion. Action disponible : Réessayer")
    #expect(
      announcement.text
        == "Error: Échec de l'envoi. Vérifiez la connexion. Action available: Réessayer")
    #expect(announcement.priority == .high)
  }

  @Test(
    "each language punctuates the parts its own way",
    arguments: [
      (LocalizationLanguage.japanese, "エラー：保存できません。再試行してください"),
      (.german, "Fehler: Speichern fehlgeschlagen. Erneut versuchen"),
    ])
  func punctuation(language: LocalizationLanguage, expected: String) {
    let title = language == .japanese ? "保存できません" : "Speichern fehlgeschlagen"
    let message = language == .japanese ? "再試行してください" : "Erneut versuchen"
    let toast = DSToastData(title: title, message: message, style: .error)
    #expect(toast.announcement.text(in: language) == expected)
  }

  @Test("a snack bar names its action; a plain notice is spoken as written")
  func snackBarAndPlain() {
    let undo = NoticeAction(title: "Отменить") {}
    let snackBar = SnackBarData(message: "Письмо удалено", action: undo)
    #expect(
      snackBar.announcement.text(in: .russian) == "Письмо удалено. Доступно действие: Отменить")
    let plain = DSToastData(title: "Saved", style: .info)
    #expect(plain.announcement.phrase == nil)
    #expect(plain.announcement.text(in: .arabic) == "Saved")
  }
}
