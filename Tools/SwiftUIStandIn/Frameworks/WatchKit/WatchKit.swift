// Stand-in for Apple's WatchKit as TesseraUI's watchOS branches see it: nothing WatchKit-specific
// is used today, so the module only exists (making `canImport(WatchKit)` true on watchOS).
// Only type-checked, never run.
@_exported import Foundation
