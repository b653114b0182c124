import Foundation
import TesseraCLI

let status = TesseraCommandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
