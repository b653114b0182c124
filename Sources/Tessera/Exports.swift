// The umbrella module: `import Tessera` brings in every portable module, and TesseraUI on
// platforms with SwiftUI.
@_exported import TesseraColor
@_exported import TesseraComponents
@_exported import TesseraDTCG
@_exported import TesseraExport
@_exported import TesseraForms
@_exported import TesseraGestures
@_exported import TesseraJSON
@_exported import TesseraLayout
@_exported import TesseraLocalization
@_exported import TesseraPatterns
@_exported import TesseraState
@_exported import TesseraTokens

#if canImport(SwiftUI)
@_exported import TesseraUI
#endif
