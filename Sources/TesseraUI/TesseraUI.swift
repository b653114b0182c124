// TesseraUI: the SwiftUI layer. Every file is wrapped in `#if canImport(SwiftUI)`, so on Linux
// this module builds empty and the portable modules carry every decision.
