import Foundation
import TesseraTokens
import Testing

@Suite("A refused theme spec says the line and column to fix")
struct LocatedDecodingTests {
  private func refusal(_ text: String) -> LocatedThemeSpecError? {
    do {
      _ = try ThemeSpec.decodeLocated(from: Data(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test("a syntax error points where the reader stopped")
  func syntax() throws {
    let text = "{\n  \"name\": \"Broken\",\n  \"summary\" \"no colon\"\n}"
    let error = try #require(refusal(text))
    #expect(error.line == 3)
    #expect(error.column == 13)
    guard case .malformedJSON = error.error else {
      Issue.record("expected a syntax error, got \(error.error)")
      return
    }
  }

  @Test("a misspelled role points at its key")
  func unknownRole() throws {
    let text = """
      {
        "name": "Typo",
        "colors": {
          "acent": {"light": "#0A84FF", "dark": "#0A84FF"}
        }
      }
      """
    let error = try #require(refusal(text))
    #expect(error.line == 4)
    #expect(error.column == 5)
    #expect(error.description.hasPrefix("line 4, column 5: "))
    #expect(error.description.contains("acent"))
  }

  @Test("a bad value points at the key that holds it")
  func badValue() throws {
    let text = """
      {
        "name": "Bad hex",
        "colors": {
          "accent": {
            "light": "#0A84FF",
            "dark": "#GGGGGG"
          }
        }
      }
      """
    let error = try #require(refusal(text))
    #expect(error.error.path == "colors.accent.dark")
    #expect(error.line == 6)
    #expect(error.column == 7)
  }

  @Test("an error that names no place points at the start")
  func noPlace() throws {
    let error = try #require(refusal("[1, 2]"))
    #expect(error.line == 1)
    #expect(error.column == 1)
  }

  @Test("a good spec decodes as decode(from:) does")
  func accepted() throws {
    let data = try JSONEncoder().encode(PresetThemes.ocean)
    #expect(try ThemeSpec.decodeLocated(from: data) == ThemeSpec.decode(from: data))
  }
}
