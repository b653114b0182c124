import Observation
import SwiftUI
import Testing

/// Records which of its alternatives appeared.
@MainActor private final class Appearances {
  var names: [String] = []
}

private struct Fitting: View {
  let axes: Axis.Set
  let log: Appearances
  var body: some View {
    ViewThatFits(in: axes) {
      Text("A wide label").onAppear { log.names.append("Wide") }
      Text("Short").onAppear { log.names.append("Narrow") }
    }
    .frame(width: 100)
  }
}

private struct SchemeReader: View {
  @Environment(\.colorScheme) private var scheme
  var body: some View { Text("\(scheme)") }
}

/// A page whose toggle prefers dark for the window, as Apple's example does for a sheet.
private struct Preferring: View {
  @State var isDark: Bool?
  var body: some View {
    VStack {
      SchemeReader()
      Button("Dark") { isDark = true }
      Button("System") { isDark = nil }
      Text("pane").preferredColorScheme(isDark.map { $0 ? .dark : .light })
    }
  }
}

private struct SheetPreferring: View {
  @State var isPresented = true
  var body: some View {
    SchemeReader()
      .sheet(isPresented: $isPresented) {
        SchemeReader().preferredColorScheme(.dark)
      }
  }
}

@Observable @MainActor private final class Counter {
  var count = 0
}

private struct CounterReader: View {
  @Environment(Counter.self) private var counter
  var body: some View { Text("count \(counter.count)") }
}

private struct OptionalCounterReader: View {
  @Environment(Counter.self) private var counter: Counter?
  var body: some View { Text(counter.map { "count \($0.count)" } ?? "no counter") }
}

@MainActor
@Suite("Adapting views: ViewThatFits, preferred color schemes, observable objects, scenes")
struct AdaptationTests {
  @Test("ViewThatFits shows the first alternative whose ideal size fits, as laid out")
  func viewThatFits() throws {
    // 100 pt holds "Short" (5 characters of body text, 53 pt) but not "A wide label" (126 pt).
    let log = Appearances()
    let host = try ViewHost(Fitting(axes: .horizontal, log: log))
    #expect(host.texts == ["A wide label"], "before a layout, the first")
    _ = try host.layout()
    #expect(host.texts == ["Short"])
    #expect(log.names == ["Wide", "Narrow"], "the runtime builds the first until it lays out")
    let vertical = try ViewHost(Fitting(axes: .vertical, log: Appearances()))
    _ = try vertical.layout()
    #expect(vertical.texts == ["A wide label"], "only the vertical axis is constrained")
  }

  @Test("ViewThatFits with no axes uses the first child, as Apple's page says")
  func viewThatFitsWithoutAxes() throws {
    let host = try ViewHost(Fitting(axes: [], log: Appearances()))
    _ = try host.layout()
    #expect(host.texts == ["A wide label"])
  }

  @Test(
    "a preferred color scheme sets the whole window's, above the view too; nil follows the system")
  func preferredColorScheme() throws {
    let host = try ViewHost(Preferring())
    #expect(host.texts.first == "light")
    try host.tap("Dark")
    #expect(host.texts.first == "dark")
    try host.tap("System")
    #expect(host.texts.first == "light")
  }

  @Test("a sheet's preferred color scheme sets the sheet's, not the window below")
  func sheetColorScheme() throws {
    let host = try ViewHost(SheetPreferring())
    // The window's reader, then the sheet's.
    #expect(
      host.allNodes.compactMap { node -> String? in
        if case .text(let string) = node.kind { string } else { nil }
      } == ["light", "dark"])
  }

  @Test("two views preferring different schemes in one presentation fail loudly")
  func conflictingSchemes() throws {
    let view = VStack {
      Text("a").preferredColorScheme(.dark)
      Text("b").preferredColorScheme(.light)
    }
    #expect(throws: RuntimeError.self) { try ViewHost(view) }
  }

  @Test("an observable object is found by type; a body that read it updates when it changes")
  func observableEnvironment() throws {
    let counter = Counter()
    let host = try ViewHost(CounterReader().environment(counter))
    #expect(host.texts == ["count 0"])
    counter.count = 2
    try host.render()
    #expect(host.texts == ["count 2"])
    #expect(host.passes == 1)
    // Nothing changed: no pass.
    try host.render()
    #expect(host.passes == 0)
  }

  @Test("the optional form reads nil where no ancestor put the object")
  func optionalObservable() throws {
    #expect(try ViewHost(OptionalCounterReader()).texts == ["no counter"])
    #expect(try ViewHost(OptionalCounterReader().environment(Counter())).texts == ["count 0"])
  }

  @Test("a scene is active unless a test puts it in the background")
  func scenePhase() {
    var environment = EnvironmentValues()
    #expect(environment.scenePhase == .active)
    environment.setSystemValue("scenePhase", ScenePhase.background)
    #expect(environment.scenePhase == .background)
  }
}
