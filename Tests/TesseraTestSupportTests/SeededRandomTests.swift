import TesseraTestSupport
import Testing

@Suite("SeededRandomNumberGenerator")
struct SeededRandomTests {
  @Test("the same seed gives the same sequence, a different seed a different one")
  func deterministic() {
    var first = SeededRandomNumberGenerator(seed: 7)
    var second = SeededRandomNumberGenerator(seed: 7)
    var third = SeededRandomNumberGenerator(seed: 8)
    let a = (0..<16).map { _ in first.next() }
    let b = (0..<16).map { _ in second.next() }
    let c = (0..<16).map { _ in third.next() }
    #expect(a == b)
    #expect(a != c)
  }

  @Test("values spread over the unit interval")
  func spread() {
    var rng = SeededRandomNumberGenerator(seed: 1)
    var buckets = [Int](repeating: 0, count: 10)
    for _ in 0..<10_000 { buckets[Int(Double.random(in: 0..<1, using: &rng) * 10)] += 1 }
    #expect(buckets.allSatisfy { (800...1200).contains($0) })
  }
}
