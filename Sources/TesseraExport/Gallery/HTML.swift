import TesseraColor

/// Escaping and small builders for the gallery's HTML. Every piece of text that comes from a
/// theme (names, summaries, palette keys) goes through ``escape(_:)``.
public enum HTML {
  /// Text made safe for element content and double- or single-quoted attribute values:
  /// `&`, `<`, `>`, `"` and `'` become character references; control characters other than
  /// tab and newline are dropped.
  /// - Complexity: O(n) in the length of `text`.
  public static func escape(_ text: String) -> String {
    ExportNaming.escaped(
      text,
      replacing: [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;", "\t": "\t",
        "\n": "\n",
      ]
    ) { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? "" : nil }
  }

  /// Escaped text that may break between the words of a camel-cased name: a `<wbr>` before
  /// each capital that follows a lowercase letter ("textOnAccent" → "text<wbr>On<wbr>Accent"),
  /// so a long role name wraps in a narrow column instead of widening the page.
  /// - Complexity: O(n) in the length of `text`.
  static func wrappingName(_ text: String) -> String {
    var html = ""
    var previousWasLowercase = false
    for character in text {
      if character.isUppercase && previousWasLowercase { html += "<wbr>" }
      html += escape(String(character))
      previousWasLowercase = character.isLowercase
    }
    return html
  }

  /// A CSS color for an inline style: `#rrggbb` or `#rrggbbaa`.
  static func color(_ color: SRGBColor) -> String { color.hexString.lowercased() }

  /// A whole page: doctype, UTF-8, title, stylesheets (relative paths), body.
  static func page(title: String, stylesheets: [String], bodyClass: String = "", body: String)
    -> String
  {
    var text = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    text += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    text += "<title>\(escape(title))</title>\n"
    for sheet in stylesheets {
      text += "<link rel=\"stylesheet\" href=\"\(escape(sheet))\">\n"
    }
    let classAttribute = bodyClass.isEmpty ? "" : " class=\"\(escape(bodyClass))\""
    text += "</head>\n<body\(classAttribute)>\n\(body)</body>\n</html>\n"
    return text
  }

  /// An element with escaped text content.
  static func element(_ tag: String, _ text: String, class name: String? = nil) -> String {
    let classAttribute = name.map { " class=\"\(escape($0))\"" } ?? ""
    return "<\(tag)\(classAttribute)>\(escape(text))</\(tag)>"
  }
}
