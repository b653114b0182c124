// Child process for TesseraState's fault test: saves numbered themes through FileThemeStore in
// a loop until it is killed. Before each save it prints "saving N" so the parent can SIGKILL it
// around a save.
//
// Usage: tessera-store-stress <directory> <file-name> <summary-padding>
import Foundation
import TesseraState
import TesseraTokens

/// Theme number `sequence`: a preset, renamed and padded so files differ in size and content.
/// The test rebuilds the same theme to check the file holds exactly one of them.
func stressTheme(_ sequence: Int, padding: Int) -> ThemeSpec {
  var theme = PresetThemes.all[sequence % PresetThemes.all.count]
  theme.name = "stress-\(sequence)"
  theme.summary = String(repeating: "\(sequence % 10)", count: padding)
  return theme
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let padding = Int(arguments[3]) else {
  FileHandle.standardError.write(Data("usage: tessera-store-stress <dir> <file> <padding>\n".utf8))
  exit(2)
}
let store: FileThemeStore
do {
  store = try FileThemeStore(directory: URL(fileURLWithPath: arguments[1]), fileName: arguments[2])
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
}
for sequence in 1...1_000_000 {
  FileHandle.standardOutput.write(Data("saving \(sequence)\n".utf8))
  do {
    try await store.save(stressTheme(sequence, padding: padding))
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
  }
}
