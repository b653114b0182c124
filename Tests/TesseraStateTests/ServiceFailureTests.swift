import Foundation
import Testing

@testable import TesseraState

private struct SessionExpired: ServiceFailureConvertible {
  var serviceFailure: ServiceFailure { .unauthorized }
}

private struct Opaque: Error {}

@Suite("Service failure normalization")
struct ServiceFailureTests {
  @Test(
    "URL loading error codes map to failures",
    arguments: [
      (-1009, ServiceFailure.offline), (-1005, .offline), (-1001, .timedOut),
      (-1011, .invalidResponse), (-1013, .unauthorized), (-999_999, .unknown),
    ])
  func urlErrorCodes(code: Int, expected: ServiceFailure) {
    let error = NSError(domain: "NSURLErrorDomain", code: code)
    #expect(ServiceFailure(normalizing: error) == expected)
  }

  @Test("HTTP statuses map to failures")
  func httpStatuses() {
    #expect(ServiceFailure.httpStatus(200) == nil)
    #expect(ServiceFailure.httpStatus(304) == nil)
    #expect(ServiceFailure.httpStatus(401) == .unauthorized)
    #expect(ServiceFailure.httpStatus(404) == .notFound)
    #expect(ServiceFailure.httpStatus(504) == .timedOut)
    #expect(ServiceFailure.httpStatus(500) == .server(statusCode: 500))
  }

  @Test("typed, convertible, decoding and unknown errors normalize")
  func otherErrors() {
    #expect(ServiceFailure(normalizing: ServiceFailure.notFound) == .notFound)
    #expect(ServiceFailure(normalizing: SessionExpired()) == .unauthorized)
    let decoding = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "x"))
    #expect(ServiceFailure(normalizing: decoding) == .invalidResponse)
    #expect(ServiceFailure(normalizing: Opaque()) == .unknown)
    #expect(ServiceFailure(normalizing: NSError(domain: "Other", code: -1009)) == .unknown)
  }

  @Test("every failure has a distinct, non-empty user message")
  func userMessages() {
    let all: [ServiceFailure] = [
      .offline, .timedOut, .unauthorized, .notFound, .server(statusCode: 502),
      .invalidResponse, .unknown,
    ]
    let messages = all.map(\.userMessage)
    #expect(messages.allSatisfy { !$0.isEmpty })
    #expect(Set(messages).count == all.count)
    #expect(ServiceFailure.server(statusCode: 502).userMessage.contains("502"))
  }
}
