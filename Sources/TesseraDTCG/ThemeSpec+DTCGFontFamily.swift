import TesseraJSON
import TesseraTokens

// Font families in DTCG files: each typography token's `fontFamily` lists the family the role
// is set in (its own, else the theme's) followed by the system stack, and a theme family is
// also written as the `font.family` token. Reading strips the generic keywords back off.

extension ThemeSpec {
  /// The generic names appended to every exported `fontFamily` list.
  static let dtcgSystemStack = ["system-ui", "sans-serif"]

  /// The `fontFamily` of the typography token of `role`: the role's family names, then the
  /// system stack (just the system stack when the role uses the system font).
  func dtcgFontFamily(_ text: TypographyRoleSpec) -> JSONValue {
    let names = (Self.effectiveFamily(text, theme: fontFamily)?.names ?? []) + Self.dtcgSystemStack
    return .array(names.map { .string($0) })
  }

  /// The `font` group holding the theme's family, or `nil` for a theme in the system font.
  func dtcgFontGroup() -> JSONMember? {
    guard let fontFamily else { return nil }
    let names = fontFamily.names + Self.dtcgSystemStack
    return JSONMember(
      "font",
      .object([
        JSONMember("$type", .string(DTCGType.fontFamily.rawValue)),
        JSONMember("family", .object([JSONMember("$value", .array(names.map { .string($0) }))])),
      ]))
  }

  /// Reads the theme family from `font.family` and each role's family from its typography
  /// token, keeping a role override only where the role's family differs from what the theme
  /// family gives it. Families are validated like ``ThemeSpec/decode(from:)`` does.
  /// - Complexity: O(roles × names).
  static func applyFontFamilies(
    _ tokens: [String: DTCGResolvedToken], to spec: inout ThemeSpec, notes: inout [String]
  ) throws(DTCGImportError) {
    if let token = tokens["font.family"] {
      guard case .fontFamily(let names) = token.value else {
        throw .unusable(DTCGIssue(path: "font.family", message: "needs a fontFamily value"))
      }
      spec.fontFamily = try validated(FontFamilyToken(names: names), "font.family")
    }
    for role in TypographyRole.allCases {
      let path = "typography.\(role.rawValue)"
      guard let token = tokens[path], case .typography(let text) = token.value else { continue }
      let imported = try validated(FontFamilyToken(names: text.fontFamily), path)
      var style = spec.typographySpec(role)
      guard effectiveFamily(style, theme: spec.fontFamily) != imported else { continue }
      style.fontFamily = nil
      if effectiveFamily(style, theme: spec.fontFamily) != imported {
        guard imported == nil else {
          style.fontFamily = imported
          spec.typography[role] = style
          continue
        }
        notes.append(
          "\(path): a system-only fontFamily cannot override the theme family; the role keeps "
            + (spec.fontFamily?.name ?? "the system font"))
        continue
      }
      spec.typography[role] = style
    }
  }

  private static func validated(_ family: FontFamilyToken?, _ path: String)
    throws(DTCGImportError) -> FontFamilyToken?
  {
    do {
      try family?.validate(at: "fontFamily")
    } catch {
      throw .unusable(DTCGIssue(path: path, message: error.description))
    }
    return family
  }
}
