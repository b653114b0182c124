// must-not-compile: Synchronization.Mutex ships from iOS 18 / macOS 15 / tvOS 18 / watchOS 11 /
// visionOS 2; a portable module that uses it breaks every Apple build at Tessera's minimums
// (TesseraTestSupport's ManualClock did this; it now uses LockedValue over NSLock).
// module: TesseraColor
// expect: 'Mutex' is only available in {platform}
import Synchronization

let fixtureCounter = Mutex(0)
