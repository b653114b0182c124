import SwiftUI
import Testing

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "default"
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

private struct Reader: View {
  @Environment(\.accent) private var accent
  @Environment(\.isEnabled) private var isEnabled
  var body: some View { Text("\(accent) \(isEnabled)") }
}

/// Records the lifetime events of the views it shows, in order.
@MainActor private final class Log {
  var events: [String] = []
}

private struct Lifecycle: View {
  let showsDetail: Bool
  let value: Int
  let log: Log
  var body: some View {
    VStack {
      Text("value \(value)")
        .onChange(of: value) { old, new in log.events.append("change \(old)->\(new)") }
      if showsDetail {
        Text("detail")
          .onAppear { log.events.append("appear detail") }
          .onDisappear { log.events.append("disappear detail") }
      }
    }
    .onAppear { log.events.append("appear root") }
  }
}

@MainActor
@Suite("Environment and lifecycle")
struct EnvironmentAndLifecycleTests {
  @Test("a view reads its key's default, its ancestor's value, and the nearest ancestor's")
  func propagation() throws {
    #expect(try ViewHost(Reader()).texts == ["default true"])
    #expect(try ViewHost(Reader().environment(\.accent, "blue")).texts == ["blue true"])
    let nested = VStack { Reader().environment(\.accent, "inner") }.environment(\.accent, "outer")
    #expect(try ViewHost(nested).texts == ["inner true"])
  }

  @Test("transformEnvironment changes the inherited value")
  func transform() throws {
    let view = Reader()
      .transformEnvironment(\.accent) { $0 += "+dark" }
      .environment(\.accent, "blue")
    #expect(try ViewHost(view).texts == ["blue+dark true"])
  }

  @Test("disabled(true) above wins over disabled(false) below, and buttons stop acting")
  func disabledIsSticky() throws {
    var taps = 0
    let view = VStack {
      Reader().disabled(false)
      Button("Go") { taps += 1 }
    }.disabled(true)
    let host = try ViewHost(view)
    #expect(host.texts.first == "default false")
    #expect(throws: RuntimeError.self) { try host.tap("Go") }
    #expect(taps == 0)
  }

  @Test(
    "onAppear runs for new views, onDisappear for views that went away, onChange with old and new")
  func lifecycleOrder() throws {
    let log = Log()
    let host = try ViewHost(Lifecycle(showsDetail: false, value: 1, log: log))
    #expect(log.events == ["appear root"])
    try host.update(Lifecycle(showsDetail: true, value: 1, log: log))
    #expect(log.events == ["appear root", "appear detail"])
    try host.update(Lifecycle(showsDetail: true, value: 2, log: log))
    #expect(log.events.last == "change 1->2")
    try host.update(Lifecycle(showsDetail: false, value: 2, log: log))
    #expect(log.events.last == "disappear detail")
    #expect(log.events.count == 4, "no repeated appear for views that stayed: \(log.events)")
  }

  @Test("onChange(initial: true) runs once when the view appears")
  func initialChange() throws {
    let log = Log()
    let view = Text("x").onChange(of: 7, initial: true) { old, new in
      log.events.append("\(old)->\(new)")
    }
    let host = try ViewHost(view)
    try host.update(view)
    #expect(log.events == ["7->7"])
  }

  @Test("sensoryFeedback plays when its trigger changes, not on appearance")
  func feedback() throws {
    struct Stars: View {
      @State var rating = 0
      var body: some View {
        Button("Rate \(rating)") { rating += 1 }
          .sensoryFeedback(.selection, trigger: rating)
      }
    }
    let host = try ViewHost(Stars())
    #expect(host.graph.feedback.isEmpty)
    try host.tap("Rate 0")
    try host.tap("Rate 1")
    #expect(host.graph.feedback.count == 2)
  }

  @Test("an unmodelled API fails the render with its name instead of being ignored")
  func unmodelledFails() throws {
    let view = Text("x").transaction { $0.animation = nil }
    #expect(throws: RuntimeError.unmodelled("View.transaction(_:)")) {
      _ = try ViewHost(view)
    }
  }
}
