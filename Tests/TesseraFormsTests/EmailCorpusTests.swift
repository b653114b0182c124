import Foundation
import Testing

@testable import TesseraForms

/// The corpus written by `Tools/references/email_corpus.py`: each address with a browser's
/// answer (IDNA ToASCII through PyPI `idna`, then the WHATWG expression) and Tessera's.
struct EmailCorpus: Decodable {
  struct Verdict: Decodable {
    let valid: Bool
    let ascii: String?
  }
  struct Entry: Decodable {
    let address: String
    let reference: Verdict
    let tessera: Verdict
    let difference: String?
  }
  let source: String
  let count: Int
  let differences: Int
  let addresses: [Entry]

  static let committed: EmailCorpus = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Expectations/email-corpus.json")
    do {
      return try JSONDecoder().decode(EmailCorpus.self, from: Data(contentsOf: url))
    } catch {
      fatalError("Expectations/email-corpus.json does not decode: \(error)")
    }
  }()
}

@Suite struct EmailCorpusTests {
  @Test("the corpus has at least 200 addresses, and every difference says why")
  func corpusShape() {
    let corpus = EmailCorpus.committed
    #expect(corpus.addresses.count == corpus.count)
    #expect(corpus.count >= 200)
    for entry in corpus.addresses where entry.reference.valid != entry.tessera.valid {
      #expect(entry.difference != nil, "\(entry.address) differs without a reason")
    }
  }

  @Test("Tessera gives the corpus's answer and ASCII form for every address")
  func agreement() {
    let corpus = EmailCorpus.committed
    var agreed = 0
    for entry in corpus.addresses {
      let parsed = try? EmailAddress(entry.address)
      #expect(
        (parsed != nil) == entry.tessera.valid,
        "\(entry.address): \(parsed == nil ? "refused" : "accepted")")
      if let parsed, let ascii = entry.tessera.ascii {
        #expect(parsed.ascii == ascii, "\(entry.address)")
      }
      #expect(
        Validator.email().isValid(entry.address) == entry.tessera.valid
          || entry.address
            .allSatisfy(\.isWhitespace)
      )
      if (parsed != nil) == entry.tessera.valid, parsed?.ascii == entry.tessera.ascii {
        agreed += 1
      }
    }
    #expect(agreed == corpus.count, "\(agreed) of \(corpus.count) agree")
  }

  @Test("where no deliberate difference applies, Tessera answers as the browser reference does")
  func referenceAgreement() {
    let corpus = EmailCorpus.committed
    for entry in corpus.addresses where entry.difference == nil {
      let parsed = try? EmailAddress(entry.address)
      #expect((parsed != nil) == entry.reference.valid, "\(entry.address)")
      #expect(parsed?.ascii == entry.reference.ascii, "\(entry.address)")
    }
  }
}
