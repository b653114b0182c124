/// One of the closed set of looks a component family comes in: a button's role, a toast's
/// status, a card's surface, an avatar's palette slot.
///
/// Each family declares its variant type, so `ComponentStyle.button(.destructive)` is checked by
/// the compiler: a misspelled variant does not build, instead of drawing the default.
///
/// ```swift
/// DSButtonRole.destructive.variantName        // "destructive"
/// AvatarPalette.Slot(2).variantName           // "palette2"
/// StatusKind.allVariants.map(\.variantName)   // ["neutral", "info", "success", ...]
/// ```
public protocol ComponentVariant: Sendable, Hashable {
  /// The name in style descriptions, tokens, audit lines and golden files ("primary").
  var variantName: String { get }
  /// Every variant of the type in drawing order, starting with ``defaultVariant``.
  static var allVariants: [Self] { get }
  /// The variant drawn when none is named.
  static var defaultVariant: Self { get }
}

extension ComponentVariant where Self: CaseIterable, Self: RawRepresentable, RawValue == String {
  /// The raw value.
  public var variantName: String { rawValue }
  /// The cases in declaration order.
  public static var allVariants: [Self] { Array(allCases) }
  /// The first case.
  public static var defaultVariant: Self { allCases[allCases.startIndex] }
}

/// The variant of a family that comes in one look only (a text field, a toggle, a sheet).
public enum SingleVariant: String, Sendable, Hashable, Codable, CaseIterable, ComponentVariant {
  /// The family's only look.
  case `default`
}
