import Foundation
import TesseraColor
import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraExport

@Suite("Swift export")
struct SwiftExporterTests {
  /// Runs `swiftc` (found on PATH through `/usr/bin/env`, i.e. next to the running toolchain)
  /// with `arguments` and returns its status and combined output.
  static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let watchdog = ProcessWatchdog(processIdentifier: process.processIdentifier, limit: swiftcLimit)
    let data = pipe.fileHandleForReading.readDataToEndOfFile()  // bounded: by the watchdog
    process.waitUntilExit()  // bounded: by the watchdog
    try watchdog.finish("swiftc \(arguments.joined(separator: " "))")
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The longest `swiftc` may take on an exported theme before it is killed.
  static let swiftcLimit: Duration = .seconds(300)

  /// Runs the program at `binary` and returns its status and standard output; a run longer
  /// than 60 seconds is killed and throws.
  static func runProgram(_ binary: String) throws -> (status: Int32, output: String) {
    let run = Process()
    run.executableURL = URL(fileURLWithPath: binary)
    let pipe = Pipe()
    run.standardOutput = pipe
    try run.run()
    let watchdog = ProcessWatchdog(processIdentifier: run.processIdentifier, limit: .seconds(60))
    let data = pipe.fileHandleForReading.readDataToEndOfFile()  // bounded: by the watchdog
    run.waitUntilExit()  // bounded: by the watchdog
    try watchdog.finish(binary)
    return (run.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-swift-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("the type name comes from the theme name and is always a valid identifier")
  func typeNames() {
    #expect(ExportNaming.swiftTypeName(for: "Ocean") == "OceanTheme")
    #expect(ExportNaming.swiftTypeName(for: "Gentle Default") == "GentleDefaultTheme")
    #expect(ExportNaming.swiftTypeName(for: "9 lives!") == "Theme9LivesTheme")
    #expect(ExportNaming.swiftTypeName(for: "\"; import Darwin //") == "ImportDarwinTheme")
    #expect(ExportNaming.swiftTypeName(for: "") == "TesseraTheme")
    #expect(ExportNaming.swiftTypeName(for: "Dark Theme") == "DarkTheme")
  }

  @Test("string literals escape quotes, backslashes and control characters")
  func stringLiterals() {
    #expect(ExportNaming.swiftString("a\"b\\c\nd") == #""a\"b\\c\nd""#)
    #expect(ExportNaming.swiftString("\u{7}") == #""\u{7}""#)
    #expect(ExportNaming.swiftString("Çay ☕︎") == "\"Çay ☕︎\"")
  }

  @Test("numbers are short, locale-independent literals")
  func numbers() {
    #expect(ExportNaming.number(17) == "17")
    #expect(ExportNaming.number(0.5) == "0.5")
    #expect(ExportNaming.number(-0.25) == "-0.25")
    #expect(ExportNaming.number(1.0 / 3.0) == "0.3333")
    #expect(ExportNaming.number(0.00001) == "0")
    #expect(ExportNaming.number(.nan) == "0")
  }

  @Test("the source holds every color role in four modes and every text size")
  func content() {
    let spec = PresetThemes.ocean
    let source = SwiftExporter().source(for: spec)
    for role in ColorRole.allCases {
      let values = spec.colorValues(role)
      #expect(source.contains("public static let \(role.rawValue) = ColorSet("))
      for mode in ThemeMode.allCases {
        #expect(source.contains("hex: \"\(values.value(for: mode).hexString)\""))
      }
    }
    for role in TypographyRole.allCases {
      #expect(source.contains("public static let \(role.rawValue) = TextStyle("))
    }
    #expect(source.contains("#if canImport(SwiftUI)"))
    #expect(!source.contains("import SwiftUI\n#endif") || source.contains("#if canImport"))
  }

  @Test("the output of every preset type-checks with Foundation only, without warnings")
  func typeChecksEveryPreset() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for spec in PresetThemes.all {
      let url = directory.appendingPathComponent("\(PresetThemes.identifier(of: spec)).swift")
      try Data(SwiftExporter().source(for: spec).utf8).write(to: url)
      paths.append(url.path)
    }
    let result = try Self.swiftc(
      ["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + paths)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test("a program using the exported constants compiles, runs and prints the theme's values")
  func compilesAndRuns() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var hostile = PresetThemes.forest
    hostile.name = "Forest \"Night\" \\ */ <b>"
    let specs = [PresetThemes.ocean, PresetThemes.gentleDefault, hostile]
    var main = ""
    var expected = ""
    var paths: [String] = []
    for (index, spec) in specs.enumerated() {
      let exporter = SwiftExporter(typeName: index == 2 ? "Hostile" : nil)
      let name = exporter.resolvedTypeName(for: spec)
      let url = directory.appendingPathComponent("\(name).swift")
      try Data(exporter.source(for: spec).utf8).write(to: url)
      paths.append(url.path)
      main +=
        "print(\(name).name, \(name).Colors.accent.value(for: .darkIncreasedContrast).hex, "
        + "\(name).Typography.body.size(at: .accessibility5), \(name).Spacing.lg, "
        + "\(name).Elevation.high.count, \(name).Motions.quick.duration)\n"
      let theme = spec.resolved(for: .darkIncreasedContrast, contentSize: .accessibility5)
      expected +=
        "\(spec.name) \(theme.color(.accent).hexString) \(theme.text(.body).size) "
        + "\(spec.spacing.lg) \(spec.elevation[.high]?.count ?? 0) "
        + "\(spec.motion[.quick]?.duration ?? 0)\n"
    }
    let mainURL = directory.appendingPathComponent("main.swift")
    try Data(main.utf8).write(to: mainURL)
    let binary = directory.appendingPathComponent("check").path
    let build = try Self.swiftc(["-swift-version", "6", "-o", binary] + paths + [mainURL.path])
    try #require(build.status == 0, "\(build.output)")
    let run = try SwiftExporterTests.runProgram(binary)
    #expect(run.status == 0)
    #expect(run.output == expected)
  }
}
