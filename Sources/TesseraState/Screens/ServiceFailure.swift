import Foundation

/// A service error normalized for the screen: a small, `Equatable` set of cases with a
/// user-facing message, instead of a raw `Error` (rarely equatable, and whose
/// `localizedDescription` changes with the locale and breaks tests).
public enum ServiceFailure: Error, Sendable, Hashable, Codable {
  /// No network connection.
  case offline
  /// The server did not answer in time.
  case timedOut
  /// The session expired or credentials were refused (HTTP 401/403).
  case unauthorized
  /// The resource does not exist (HTTP 404).
  case notFound
  /// The server failed (HTTP 5xx or another unexpected status).
  case server(statusCode: Int)
  /// The response could not be decoded.
  case invalidResponse
  /// Anything else.
  case unknown

  /// A sentence to show the user.
  public var userMessage: String {
    switch self {
    case .offline: "You're offline. Check your connection and try again."
    case .timedOut: "The server took too long to respond. Try again."
    case .unauthorized: "Your session has expired. Sign in again."
    case .notFound: "This content is no longer available."
    case .server(let statusCode): "Something went wrong on our side (error \(statusCode))."
    case .invalidResponse: "We received data we couldn't read. Try again later."
    case .unknown: "Something went wrong. Try again."
    }
  }

  /// The failure for an HTTP status code, or `nil` for 2xx/3xx.
  public static func httpStatus(_ statusCode: Int) -> ServiceFailure? {
    switch statusCode {
    case 200..<400: nil
    case 401, 403: .unauthorized
    case 404, 410: .notFound
    case 408, 504: .timedOut
    default: .server(statusCode: statusCode)
    }
  }

  /// Normalizes any error: a `ServiceFailure` or ``ServiceFailureConvertible`` maps itself,
  /// `DecodingError` is ``invalidResponse``, URL-loading errors map by code (offline, timed
  /// out, bad server response), and everything else is ``unknown``.
  public init(normalizing error: any Error) {
    if let failure = error as? ServiceFailure {
      self = failure
    } else if let convertible = error as? any ServiceFailureConvertible {
      self = convertible.serviceFailure
    } else if error is DecodingError {
      self = .invalidResponse
    } else {
      let nsError = error as NSError
      guard nsError.domain == "NSURLErrorDomain" else {
        self = .unknown
        return
      }
      switch nsError.code {
      // notConnectedToInternet, networkConnectionLost, cannotFindHost, cannotConnectToHost,
      // dataNotAllowed, internationalRoamingOff
      case -1009, -1005, -1003, -1004, -1020, -1018: self = .offline
      case -1001: self = .timedOut
      // badServerResponse, cannotDecodeContentData, cannotParseResponse
      case -1011, -1016, -1017: self = .invalidResponse
      case -1013, -1012: self = .unauthorized
      default: self = .unknown
      }
    }
  }
}

/// An app error that knows which ``ServiceFailure`` it is.
public protocol ServiceFailureConvertible: Error {
  /// The normalized failure.
  var serviceFailure: ServiceFailure { get }
}
