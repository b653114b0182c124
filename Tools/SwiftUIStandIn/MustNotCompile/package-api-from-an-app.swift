// must-not-compile: BrandSchemeGenerator is `package` API: Tessera's brand themes and tools
// call it, an app gets the same scheme from `BrandConfiguration.generate(name:)`. Code outside
// the package, compiled here without Tessera's `-package-name` as an app is, cannot see it.
// expect: 'BrandSchemeGenerator' is inaccessible due to 'package' protection level
// expect: cannot find 'BrandSchemeGenerator' in scope
import TesseraColor
import TesseraTokens

let scheme = BrandSchemeGenerator.generate(BrandColors(primary: .white))
