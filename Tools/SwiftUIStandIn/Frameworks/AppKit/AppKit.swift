// Stand-in for Apple's AppKit as TesseraUI's macOS branches see it: nothing AppKit-specific is
// used today, so the module only exists (making `canImport(AppKit)` true on macOS, as on a Mac).
// Only type-checked, never run.
@_exported import Foundation
