// Foundation's security-scoped resources, which Linux's Foundation lacks, with the
// declarations of Tools/SwiftUIStandIn/Frameworks/Foundation/SecurityScopedResource.swift
// (supplied by the runtime's SwiftUI module, which every view file imports).
//
// https://developer.apple.com/documentation/foundation/url/startaccessingsecurityscopedresource():
// it returns "true if the request to access the resource succeeded", and each call that
// returned true must be balanced by `stopAccessingSecurityScopedResource()`. Linux has no
// sandbox, so every request succeeds; the runtime counts the calls per URL
// (`SecurityScope.accesses(of:)`) so a test can check that a view balanced them.
import Foundation

extension URL {
  /// Given a url created by resolving a bookmark data created with security scope, make the
  /// resource referenced by the url accessible to the process.
  /// - Apple: `func startAccessingSecurityScopedResource() -> Bool`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func startAccessingSecurityScopedResource() -> Bool {
    SecurityScope.ledger.withLock { $0[standardizedFileURL, default: (0, 0)].started += 1 }
    return true
  }

  /// Revokes the access `startAccessingSecurityScopedResource()` granted.
  public func stopAccessingSecurityScopedResource() {
    SecurityScope.ledger.withLock { $0[standardizedFileURL, default: (0, 0)].stopped += 1 }
  }
}

/// The runtime's record of security-scoped access: how often each URL's access was started
/// and stopped.
package enum SecurityScope {
  static let ledger = Ledger()

  /// How often `url`'s access was started and stopped.
  package static func accesses(of url: URL) -> (started: Int, stopped: Int) {
    ledger.withLock { $0[url.standardizedFileURL, default: (0, 0)] }
  }

  final class Ledger: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [URL: (started: Int, stopped: Int)] = [:]
    func withLock<T>(_ body: (inout [URL: (started: Int, stopped: Int)]) -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body(&counts)
    }
  }
}
