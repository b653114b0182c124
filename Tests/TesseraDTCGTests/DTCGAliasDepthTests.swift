import TesseraDTCG
import TesseraJSON
import Testing

@Suite("DTCG alias depth limit")
struct DTCGAliasDepthTests {
  /// `t0 -> t1 -> ... -> t<links>`, each an alias of the next; the last holds the number 7.
  private func chain(links: Int) -> [UInt8] {
    let aliases = (0..<links).map {
      ##""t\##($0)": {"$type": "number", "$value": "{t\##($0 + 1)}"}"##
    }
    let end = ##""t\##(links)": {"$type": "number", "$value": 7}"##
    return Array(("{" + (aliases + [end]).joined(separator: ", ") + "}").utf8)
  }

  private func limits(aliasDepth: Int) -> DTCGLimits {
    var limits = DTCGLimits.default
    limits.maximumAliasDepth = aliasDepth
    return limits
  }

  @Test("a chain of exactly the limit resolves, one link more is refused", arguments: [1, 4, 9])
  func exactLimit(limit: Int) throws {
    let atLimit = try DTCGDocument.parse(chain(links: limit), limits: limits(aliasDepth: limit))
    let tokens = try atLimit.resolve(limits: limits(aliasDepth: limit))
    #expect(tokens["t0"]?.value == .number(7), "a chain of \(limit) links must resolve")

    let beyond = try DTCGDocument.parse(chain(links: limit + 1), limits: limits(aliasDepth: limit))
    #expect {
      _ = try beyond.resolve(limits: limits(aliasDepth: limit))
    } throws: { error in
      guard let error = error as? DTCGError, case .limit(let issue) = error else { return false }
      return issue.message == "alias chain longer than \(limit)"
    }
  }

  @Test("the default limit is 32 links")
  func defaultLimit() throws {
    #expect(DTCGLimits.default.maximumAliasDepth == 32)
    let tokens = try DTCGDocument.parse(chain(links: 32)).resolve()
    #expect(tokens["t0"]?.value == .number(7))
    #expect(throws: DTCGError.self) { try DTCGDocument.parse(chain(links: 33)).resolve() }
  }
}
