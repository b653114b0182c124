import Foundation
import TesseraArgumentParser

let status = BenchCommandLine.program.run(
  Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(status.rawValue)
