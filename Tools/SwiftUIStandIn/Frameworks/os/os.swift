// Stand-in for the part of Apple's os module (unified logging and signposts) that Tessera uses.
// Only type-checked, never run.
@_exported import Foundation
