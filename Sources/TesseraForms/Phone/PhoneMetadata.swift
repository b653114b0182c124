import Foundation
import TesseraPatterns

/// The numbering plans of every region libphonenumber knows, read from the generated resource
/// `phone-metadata.txt` (Google's libphonenumber metadata, Apache-2.0, through the PyPI package
/// `phonenumbers`; `Tools/phone/generate.sh` writes it).
///
/// Reading the file builds the plain records of all 254 plans (245 regions and 9
/// non-geographic calling codes); a plan's regular expressions are compiled with
/// `TesseraPatterns` the first time a number of that plan is read, and kept.
public final class PhoneMetadata: Sendable {
  /// The plans in the resource bundle, read on first use.
  public static let shared: PhoneMetadata = {
    do {
      return try PhoneMetadata(contentsOf: resourceURL)
    } catch {
      // The file ships with the module and is checked by the tests; failing to read it is a
      // broken build, not bad input.
      fatalError("TesseraForms' phone metadata is unreadable: \(error)")
    }
  }()

  /// Where the resource file is.
  package static var resourceURL: URL {
    Bundle.module.url(forResource: "phone-metadata", withExtension: "txt")
      ?? Bundle.module.bundleURL.appendingPathComponent("phone-metadata.txt")
  }

  /// The version of the PyPI package `phonenumbers` the data came from.
  public let sourceVersion: String
  /// Every region code with a plan ("US", "GB" ...), sorted; "001" (non-geographic) excluded.
  public let regionCodes: [String]
  /// The non-geographic calling codes (800, 808, 870 ...), sorted.
  public let nonGeographicCallingCodes: [Int]

  let plans: [PhonePlan]
  let planForRegion: [String: Int]
  let planForNonGeographicCode: [Int: Int]
  let regionsForCallingCode: [Int: [String]]
  private let compiled: PhonePlanCache

  /// Reads a metadata file.
  /// - Throws: `PhoneMetadataError` naming the line that is not a valid record.
  public convenience init(contentsOf url: URL) throws {
    let data = try Data(contentsOf: url)
    try self.init(text: String(decoding: data, as: UTF8.self))
  }

  /// Reads metadata from its text.
  /// - Complexity: O(length of the text); no pattern is compiled.
  public init(text: String) throws(PhoneMetadataError) {
    var reader = PhoneMetadataReader()
    try reader.read(text)
    sourceVersion = reader.sourceVersion
    plans = reader.plans
    var byRegion: [String: Int] = [:]
    var byCode: [Int: Int] = [:]
    for (index, plan) in plans.enumerated() {
      if plan.region == PhonePlan.nonGeographicRegion {
        byCode[plan.callingCode] = index
      } else {
        byRegion[plan.region] = index
      }
    }
    planForRegion = byRegion
    planForNonGeographicCode = byCode
    regionsForCallingCode = reader.regionsForCallingCode
    regionCodes = byRegion.keys.sorted()
    nonGeographicCallingCodes = byCode.keys.sorted()
    compiled = PhonePlanCache(count: plans.count)
  }

  /// The calling code of `region` ("GB" → 44), or nil for a region without a plan.
  public func callingCode(forRegion region: String) -> Int? {
    planForRegion[region.uppercased()].map { plans[$0].callingCode }
  }

  /// The regions that share `callingCode`, the main one first (1 → US, AG, AI ...);
  /// `["001"]` for a non-geographic code, empty for an unknown code.
  public func regions(forCallingCode callingCode: Int) -> [String] {
    regionsForCallingCode[callingCode] ?? []
  }

  /// The compiled plan of `region`, or nil when there is none.
  func plan(forRegion region: String) -> CompiledPhonePlan? {
    planForRegion[region].map(compiledPlan)
  }

  /// The plan that reads numbers of `callingCode` within `region` (the non-geographic plan
  /// for "001").
  func plan(forCallingCode callingCode: Int, region: String?) -> CompiledPhonePlan? {
    guard let region else { return nil }
    if region == PhonePlan.nonGeographicRegion {
      return planForNonGeographicCode[callingCode].map(compiledPlan)
    }
    return plan(forRegion: region)
  }

  /// The plan of the main region of `callingCode`.
  func mainPlan(forCallingCode callingCode: Int) -> CompiledPhonePlan? {
    guard let main = regionsForCallingCode[callingCode]?.first else { return nil }
    return plan(forCallingCode: callingCode, region: main)
  }

  private func compiledPlan(_ index: Int) -> CompiledPhonePlan {
    compiled.plan(at: index) { CompiledPhonePlan(plans[index]) }
  }
}

/// The compiled plans, built on first use under a lock so every thread shares one copy.
private final class PhonePlanCache: @unchecked Sendable {
  // Guarded by `lock`.
  private var plans: [CompiledPhonePlan?]
  private let lock = NSLock()

  init(count: Int) { plans = Array(repeating: nil, count: count) }

  func plan(at index: Int, build: () -> CompiledPhonePlan) -> CompiledPhonePlan {
    lock.lock()
    defer { lock.unlock() }
    if let plan = plans[index] { return plan }
    let plan = build()
    plans[index] = plan
    return plan
  }
}

/// A line of the metadata file that is not a valid record.
public struct PhoneMetadataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public let line: Int
  /// What is wrong there.
  public let reason: String

  /// A readable description.
  public var description: String { "phone metadata line \(line): \(reason)" }
}
