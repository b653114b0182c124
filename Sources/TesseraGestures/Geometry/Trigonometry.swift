#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The libm functions the module needs, under names that do not shadow the standard ones.

@inline(__always) func sinValue(_ angle: Double) -> Double { sin(angle) }
@inline(__always) func cosValue(_ angle: Double) -> Double { cos(angle) }
@inline(__always) func atan2Angle(y: Double, x: Double) -> Double { atan2(y, x) }
@inline(__always) func atanValue(_ value: Double) -> Double { atan(value) }
@inline(__always) func acosValue(_ value: Double) -> Double { acos(value) }
@inline(__always) func logValue(_ value: Double) -> Double { log(value) }
@inline(__always) func expValue(_ value: Double) -> Double { exp(value) }
