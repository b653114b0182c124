/// SwiftUI's control sizes, named in portable code so the size class Tessera draws for each is
/// decided and tested on every platform; TesseraUI reads `\.controlSize` and maps it here
/// (`.controlSize(.large)` enlarges Tessera's controls as it does SwiftUI's).
public enum SystemControlSize: String, Sendable, Hashable, CaseIterable {
  /// The smallest, for dense macOS inspectors.
  case mini
  /// Smaller, for space-constrained views.
  case small
  /// The default.
  case regular
  /// Prominent.
  case large
  /// The largest (iOS 17, macOS 14).
  case extraLarge
}

extension ComponentSize {
  /// The size class Tessera draws for a SwiftUI control size: mini and small are small,
  /// regular is medium, large and extra large are large. Every size keeps its 44 pt target.
  public init(_ controlSize: SystemControlSize) {
    switch controlSize {
    case .mini, .small: self = .small
    case .regular: self = .medium
    case .large, .extraLarge: self = .large
    }
  }
}
