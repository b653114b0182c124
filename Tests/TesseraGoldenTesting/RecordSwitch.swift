import Foundation

/// The one record switch of Tessera's tests: `TESSERA_RECORD=1` re-records every reference a
/// test run compares with instead of comparing, the golden files (``GoldenFiles``) and the
/// SwiftUI render references (`TesseraUIRenderTests`) alike.
///
/// ```sh
/// TESSERA_RECORD=1 swift test --filter Golden              # the golden files
/// TESSERA_RECORD=1 swift test --filter TesseraUIRenderTests  # the render references (macOS)
/// ```
///
/// The HTML gallery's references are compared outside `swift test`, by
/// `Tools/ci.d/50-gallery-browser.sh`; the same switch makes that step record them (through
/// `Tools/gallery/record-gallery-references.sh`). See Guides/Testing.md.
public enum RecordSwitch {
  /// The environment variable that turns recording on.
  public static let variable = "TESSERA_RECORD"

  /// Whether `environment` asks for recording: `1`, `true` or `yes` (any case) record; unset,
  /// empty, `0`, `false` or `no` compare; anything else is an error rather than a guess.
  public static func isOn(
    in environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(GoldenFileError) -> Bool {
    guard let value = environment[variable] else { return false }
    switch value.lowercased() {
    case "1", "true", "yes": return true
    case "", "0", "false", "no": return false
    default: throw .invalidRecordSetting(value)
    }
  }
}
