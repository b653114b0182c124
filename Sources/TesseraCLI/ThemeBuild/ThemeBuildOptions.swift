import TesseraJSON

/// What the build gate does with a theme that fails its audit, read from a
/// `tessera-plugin.json` beside the theme file or a theme spec's own `tesseraPlugin` member:
/// `{"auditFailures": "warning"}` lets a team mid-migration build while it fixes its colours.
struct ThemeBuildOptions: Sendable, Hashable, Decodable {
  /// How audit failures are reported.
  enum AuditFailures: String, Sendable, Hashable, Decodable {
    /// Each cause is an error: the build fails (the default).
    case error
    /// Each cause is a warning: the build goes on.
    case warning
  }

  /// How audit failures are reported.
  var auditFailures: AuditFailures = .error

  /// The name of the file beside a theme that holds these options.
  static let fileName = "tessera-plugin.json"
  /// The top-level member of a theme spec that holds these options.
  static let memberName = "tesseraPlugin"

  private enum CodingKeys: String, CodingKey { case auditFailures }

  init() {}

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    auditFailures =
      try container.decodeIfPresent(AuditFailures.self, forKey: .auditFailures) ?? .error
  }

  /// The options in `value`, read strictly: an unknown key or value is an error naming its
  /// path (prefixed with `prefix`, the member's own path) and the nearest known name.
  static func decode(_ value: JSONValue, in file: String, keys: JSONKeyLines, prefix: [String])
    throws(ThemeBuildInputError) -> ThemeBuildOptions
  {
    do {
      return try JSONValueDecoder.decode(ThemeBuildOptions.self, from: value)
    } catch {
      let path = prefix + JSONKeyLines.segments(of: error.path)
      var located = path
      if case .unknownKey(let key, _, _) = error.kind { located.append(key) }
      let position = keys.nearest(located)?.position
      let shown = path.isEmpty ? "(root)" : path.joined(separator: ".")
      throw ThemeBuildInputError(
        file, line: position?.line ?? 1, column: position?.column ?? 1,
        "\(shown): \(error.reason)")
    }
  }
}
