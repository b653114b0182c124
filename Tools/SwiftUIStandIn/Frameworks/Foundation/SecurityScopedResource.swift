// Foundation's security-scoped resources: a URL a file importer returns is readable only
// between these two calls.

extension URL {
  /// Given a url created by resolving a bookmark data created with security scope, make the
  /// resource referenced by the url accessible to the process.
  /// - Apple: `func startAccessingSecurityScopedResource() -> Bool`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func startAccessingSecurityScopedResource() -> Bool { false }

  /// Revokes the access `startAccessingSecurityScopedResource()` granted. The docs corpus has
  /// `NSURL`'s page of this method (iOS 8.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0)
  /// but not `URL`'s, so it carries no record.
  public func stopAccessingSecurityScopedResource() {}
}
