import Foundation
import TesseraJSON

/// A GentleDesignSystem spec JSON (its `GentleDesignSystemSpec`, as its theme store saves and
/// its demo app shares it) read as a Tessera theme, with a note for every key that has no
/// exact counterpart.
///
/// ```swift
/// let imported = try ThemeSpec.fromGentleSpec(Array(data), name: "My Gentle Theme")
/// ThemeManager.shared.setTheme(imported.spec)
/// for note in imported.notes { print(note) }  // "colors.pairByRole.themePrimary: no counterpart: ..."
/// ```
///
/// Every section is read: colors (`pairByRole` with `lightHex`/`darkHex`), typography
/// (`roles`), layout (`scale`, `gap`, `grid`, `touch`, `inset.tokensByRole`), visual (`radii`,
/// `shadows`), buttons (`roles`, `animations`) and surfaces (`roles` with solid, material or
/// glass backgrounds). Roles map through ``GentleRoleMap``. Bad input (wrong JSON types, bad
/// hex, numbers out of range, values Tessera cannot map) throws a ``ThemeSpecError`` naming
/// the Gentle JSON path; keys with no counterpart are imported where they can be (colors into
/// the palette) and listed in ``notes``.
public struct GentleSpecImport: Sendable, Hashable {
  /// The Tessera theme.
  public var spec: ThemeSpec
  /// The file's `_specVersion` (Gentle's `specVersion` property under its CodingKeys name),
  /// as written (Gentle writes a string such as `0.2.1`).
  public var specVersion: String?
  /// Every key without an exact counterpart, unknown keys, and approximations, in file order.
  public var notes: [GentleImportNote]
  /// Tessera color roles Gentle has no token for, derived from one it has, as
  /// `colors.accentPressed (from primaryCTA)`: pressed fills, the disabled accent, focus ring,
  /// links, overlays and grouped backgrounds.
  public var derived: [String]
  /// Tessera values the file has no value for (Gentle has no such token, or the file leaves it
  /// out), as Tessera JSON paths; they keep Tessera's defaults.
  public var defaulted: [String]
}

/// One thing the Gentle import could not carry over exactly.
public struct GentleImportNote: Sendable, Hashable, CustomStringConvertible {
  /// What kind of note it is.
  public enum Kind: String, Sendable, Hashable {
    /// The key is Gentle's, and Tessera has nothing it could go to.
    case noCounterpart
    /// The key was carried over by a documented conversion that is not exact.
    case approximated
    /// The key is not part of GentleDesignSystem's spec (a misspelling, or a newer version).
    case unknownKey
  }

  /// The Gentle JSON path (`colors.pairByRole.themePrimary`).
  public var path: String
  /// The kind.
  public var kind: Kind
  /// What happened, for a person.
  public var reason: String

  /// `path: kind: reason`.
  public var description: String {
    let label: String
    switch kind {
    case .noCounterpart: label = "no counterpart"
    case .approximated: label = "approximated"
    case .unknownKey: label = "unknown key"
    }
    return "\(path): \(label): \(reason)"
  }
}

extension ThemeSpec {
  /// Reads a GentleDesignSystem spec JSON as a Tessera theme (see ``GentleSpecImport``):
  /// bounded like ``decode(from:)`` (1 MB, 32 levels) through TesseraJSON's reader.
  /// - Parameters:
  ///   - bytes: The JSON.
  ///   - name: The theme's name (Gentle specs have none).
  /// - Complexity: O(n) in the size of the JSON.
  public static func fromGentleSpec(_ bytes: [UInt8], name: String = "Gentle Import")
    throws(ThemeSpecError) -> GentleSpecImport
  {
    guard bytes.count <= maximumByteCount else {
      throw .tooLarge(bytes: bytes.count, limit: maximumByteCount)
    }
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes, limits: jsonLimits)
    } catch {
      throw mapped(error)
    }
    var reader = GentleSpecReader()
    return try reader.read(root, name: name)
  }

  /// Whether parsed JSON is a GentleDesignSystem spec: an object whose `colors` holds
  /// `pairByRole`, or whose `typography` holds `roles` keyed by Gentle's role names.
  public static func isGentleSpec(_ root: JSONValue) -> Bool {
    if root["colors"]?["pairByRole"] != nil { return true }
    guard let roles = root["typography"]?["roles"]?.members else { return false }
    return roles.contains { GentleTextRole(rawValue: $0.key) != nil }
  }
}
