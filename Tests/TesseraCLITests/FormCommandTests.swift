import Foundation
import Testing

/// Writes `contents` to a fresh temporary file and returns its path.
private func temporaryFile(_ contents: String, name: String = "schema.json") throws -> String {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("tessera-form-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try Data(contents.utf8).write(to: url)
  return url.path
}

@Suite("tessera form check")
struct FormCommandTests {
  static let schema = """
    {"fields": [
      {"id": "email", "type": "email", "required": true},
      {"id": "zip", "type": "text", "pattern": "[0-9]{5}", "patternMessage": "Five digits."},
      {"id": "expiry", "type": "cardExpiry"}
    ]}
    """

  @Test("a valid schema without values exits 0 and says how many fields it has")
  func schemaOnly() throws {
    let path = try temporaryFile(Self.schema)
    let outcome = try BinaryRunner.run(["form", "check", path])
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "\(path): schema OK, 3 fields\n")
  }

  @Test("failing values print one line per field and exit 1")
  func failingValues() throws {
    let schema = try temporaryFile(Self.schema)
    let values = try temporaryFile(
      "{\"email\": \"ada@\", \"zip\": \"123\", \"expiry\": \"10/26\"}", name: "values.json")
    let outcome = try BinaryRunner.run(
      ["form", "check", schema, "--values", values, "--today", "2026-11-29"])
    #expect(outcome.status == 1)
    #expect(
      outcome.stdout == """
        email ($.fields[0]): Enter a valid email address.
        zip ($.fields[1]): Five digits.
        expiry ($.fields[2]): This card has expired.

        """)
  }

  @Test("passing values exit 0; the expiry is checked against --today")
  func passingValues() throws {
    let schema = try temporaryFile(Self.schema)
    let values = try temporaryFile(
      "{\"email\": \"ada@example.com\", \"zip\": \"34000\", \"expiry\": \"10/26\"}",
      name: "values.json")
    let outcome = try BinaryRunner.run(
      ["form", "check", schema, "--values=\(values)", "--today", "2026-10-31"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasSuffix("all 3 fields pass\n"))
  }

  @Test("phone and e-mail fields use the phone and e-mail models and say what is wrong")
  func phoneAndEmail() throws {
    let schema = try temporaryFile(
      """
      {"fields": [
        {"id": "mobile", "type": "phone", "region": "US"},
        {"id": "office", "type": "phone", "region": "US"},
        {"id": "email", "type": "email"}
      ]}
      """)
    let failing = try temporaryFile(
      #"{"mobile": "+1 415 555 01", "office": "555 0100", "email": "ada@example..com"}"#,
      name: "values.json")
    let outcome = try BinaryRunner.run(["form", "check", schema, "--values", failing])
    #expect(outcome.status == 1)
    #expect(
      outcome.stdout == """
        mobile ($.fields[0]): This number is missing digits.
        office ($.fields[1]): Add the area code.
        email ($.fields[2]): Check the part after the @, such as example.com.

        """)
    // A full-width full stop is mapped as browsers map it (UTS #46).
    let passing = try temporaryFile(
      #"{"mobile": "(201) 555-0123", "office": "+1 201 555 0123", "email": "ada@example。com"}"#,
      name: "values.json")
    let passed = try BinaryRunner.run(["form", "check", schema, "--values", passing])
    #expect(passed.status == 0, "\(passed.stdout)")
  }

  @Test("an invalid schema exits 2 naming the file, the path and the field")
  func invalidSchema() throws {
    let path = try temporaryFile(
      "{\"fields\": [{\"id\": \"a\", \"type\": \"text\", \"minLength\": 3, \"maxLength\": 1}]}")
    let outcome = try BinaryRunner.run(["form", "check", path])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains(path))
    #expect(outcome.stderr.contains("$.fields[0].minLength (field 'a'): impossible bounds"))
    #expect(outcome.stdout.isEmpty)
  }

  @Test("an invalid pattern exits 2 with the pattern's offset")
  func invalidPattern() throws {
    let path = try temporaryFile(
      "{\"fields\": [{\"id\": \"zip\", \"type\": \"text\", \"pattern\": \"[0-9\"}]}")
    let outcome = try BinaryRunner.run(["form", "check", path])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("$.fields[0].pattern (field 'zip'): invalid pattern"))
    #expect(outcome.stderr.contains("offset"))
  }

  @Test("an unreadable or oversized file exits 2 naming it")
  func unreadable() throws {
    let missing = "/nonexistent/tessera/schema.json"
    let outcome = try BinaryRunner.run(["form", "check", missing])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains(missing))
    let big = try temporaryFile(String(repeating: " ", count: 2_000_000))
    let oversized = try BinaryRunner.run(["form", "check", big])
    #expect(oversized.status == 2)
    #expect(oversized.stderr.contains("the limit is 1048576 bytes"))
    let directory = FileManager.default.temporaryDirectory.path
    let folder = try BinaryRunner.run(["form", "check", directory])
    #expect(folder.status == 2)
    #expect(folder.stderr.contains("is a directory"))
    let schema = try temporaryFile(Self.schema)
    let badValues = try temporaryFile("{\"email\": {}}", name: "values.json")
    let values = try BinaryRunner.run(["form", "check", schema, "--values", badValues])
    #expect(values.status == 2)
    #expect(values.stderr.contains("\(badValues): $.email"))
  }

  @Test("usage errors exit 2; values for unknown fields only warn")
  func usage() throws {
    #expect(try BinaryRunner.run(["form"]).status == 2)
    #expect(try BinaryRunner.run(["form", "validate", "x.json"]).status == 2)
    #expect(try BinaryRunner.run(["form", "check"]).status == 2)
    let schema = try temporaryFile(Self.schema)
    #expect(try BinaryRunner.run(["form", "check", schema, "--today", "2026-13-01"]).status == 2)
    let values = try temporaryFile(
      "{\"email\": \"ada@example.com\", \"extra\": 1}", name: "values.json")
    let outcome = try BinaryRunner.run(["form", "check", schema, "--values", values])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.contains("no field 'extra'"))
    let help = try BinaryRunner.run(["form", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("USAGE: tessera form check"))
  }
}
