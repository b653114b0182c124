import SwiftUI
import Testing

private struct Badge: View {
  @ScaledMetric private var side: CGFloat = 20
  @ScaledMetric(relativeTo: .caption) private var captionSide: CGFloat = 20
  var body: some View {
    Text("body \(Int(side.rounded()))")
    Text("caption \(Int(captionSide.rounded()))")
  }
}

/// `@ScaledMetric`: "A property wrapper that scales a numeric value based on the current
/// Dynamic Type setting", as its text style scales. The expected values are the Human Interface
/// Guidelines' table worked by hand: body is 17 pt at Large, 23 at xxxLarge, 53 at AX5;
/// caption 12, 18 and 43.
@MainActor
@Suite("Scaled metrics and namespaces")
struct ScaledMetricAndNamespaceTests {
  @Test(
    "a scaled metric follows its text style's size",
    arguments: [
      (DynamicTypeSize.large, "body 20", "caption 20"),
      (.xxxLarge, "body 27", "caption 30"),  // 20 × 23/17 = 27.1; 20 × 18/12 = 30
      (.accessibility5, "body 62", "caption 72"),  // 20 × 53/17 = 62.4; 20 × 43/12 = 71.7
    ])
  func scaled(size: DynamicTypeSize, body: String, caption: String) throws {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = size
    let host = try ViewHost(Badge(), environment: environment)
    #expect(host.texts == [body, caption])
  }

  @Test("a namespace is its view's for the identity's life; another view's is another")
  func namespace() throws {
    let log = NamespaceLog()
    let host = try ViewHost(Pair(log: log))
    try host.tap("Render again")
    try host.tap("Replace the first")
    let (first, second) = (log.seen["first"] ?? [], log.seen["second"] ?? [])
    #expect(first.count == 3 && second.count == 3)
    #expect(first[0] == first[1], "kept across renders")
    #expect(first[1] != first[2], "a new identity, a new namespace")
    #expect(Set(second).count == 1)
    #expect(!second.contains(first[0]) && !second.contains(first[2]))
  }
}

@MainActor private final class NamespaceLog {
  var seen: [String: [Namespace.ID]] = [:]
}

private struct Spaced: View {
  let name: String
  let log: NamespaceLog
  @Namespace private var space
  var body: some View {
    let _ = log.seen[name, default: []].append(space)
    Text(name)
  }
}

private struct Pair: View {
  let log: NamespaceLog
  @State private var renders = 0
  @State private var generation = 0
  var body: some View {
    VStack {
      Spaced(name: "first", log: log).id(generation)
      Spaced(name: "second", log: log)
      Button("Render again") { renders += 1 }
      Button("Replace the first") { generation += 1 }
      Text("\(renders)")
    }
  }
}
