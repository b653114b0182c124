/// Whether two computed values agree to within 1e-9, for expectations worked out by hand.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
