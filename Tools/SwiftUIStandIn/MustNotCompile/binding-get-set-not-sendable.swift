// must-not-compile: Binding.init(get:set:) takes @Sendable @isolated(any) closures; capturing a non-Sendable generic value in them is diagnosed.
// expect: capture of non-Sendable type 'Value.Type'
import SwiftUI

struct Choices<Value: Hashable>: View {
  @State private var chosen: Set<Value> = []
  let option: Value

  var body: some View {
    Toggle(
      "Option",
      isOn: Binding(
        get: { chosen.contains(option) },
        set: { isOn in if isOn { chosen.insert(option) } else { chosen.remove(option) } }))
  }
}
