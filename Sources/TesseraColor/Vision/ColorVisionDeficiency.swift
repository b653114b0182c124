/// A color-vision deficiency simulated with the Machado, Oliveira & Fernandes (2009) model.
///
/// Each case's matrix is the published severity-1.0 matrix (dichromacy). Simulation linearizes
/// the sRGB components, multiplies, clamps to 0...1 and encodes again. Use it to check that a
/// status color still differs from its neighbour for a person without one cone type.
///
/// ```swift
/// let seen = SRGBColor(red: 1, green: 0, blue: 0).simulating(.protanopia)
/// ```
public enum ColorVisionDeficiency: String, Sendable, Codable, CaseIterable, Hashable {
  /// No long-wavelength (red) cones; about 1% of men.
  case protanopia
  /// No medium-wavelength (green) cones; about 1% of men.
  case deuteranopia
  /// No short-wavelength (blue) cones; rare. Machado's model is weakest here.
  case tritanopia

  /// The 3×3 matrix applied to linear RGB, row by row (rows give output red, green, blue).
  public var matrix: [[Double]] {
    switch self {
    case .protanopia:
      return [
        [0.152286, 1.052583, -0.204868],
        [0.114503, 0.786281, 0.099216],
        [-0.003882, -0.048116, 1.051998],
      ]
    case .deuteranopia:
      return [
        [0.367322, 0.860646, -0.227968],
        [0.280085, 0.672501, 0.047413],
        [-0.011820, 0.042940, 0.968881],
      ]
    case .tritanopia:
      return [
        [1.255528, -0.076749, -0.178779],
        [-0.078411, 0.930809, 0.147602],
        [0.004733, 0.691367, 0.303900],
      ]
    }
  }
}

extension SRGBColor {
  /// How the color appears to a person with `deficiency` (alpha kept).
  public func simulating(_ deficiency: ColorVisionDeficiency) -> SRGBColor {
    let linear = [Self.linearize(red), Self.linearize(green), Self.linearize(blue)]
    let rows = deficiency.matrix.map { row in
      Self.delinearize(Self.clampUnit(row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]))
    }
    return SRGBColor(red: rows[0], green: rows[1], blue: rows[2], alpha: alpha)
  }

  /// `simulating(deficiency).oklab` without its round trip through gamma encoding (the
  /// simulated linear values go straight to OKLab) and without allocating: equal to it up to
  /// floating-point rounding (about 1e-15), for searches that simulate thousands of colors.
  package func simulatedOKLab(_ deficiency: ColorVisionDeficiency) -> OKLab {
    deficiency.simulatedOKLab(
      linearRed: Self.linearize(red), green: Self.linearize(green), blue: Self.linearize(blue))
  }
}

extension ColorVisionDeficiency {
  /// How a color given by its linear-light sRGB components appears, in OKLab: the matrix,
  /// clamped to 0...1, straight to OKLab (``SRGBColor/simulatedOKLab(_:)`` for an sRGB color).
  package func simulatedOKLab(linearRed red: Double, green: Double, blue: Double) -> OKLab {
    // The rows of ``matrix``, written out.
    let rows: ((Double, Double, Double), (Double, Double, Double), (Double, Double, Double))
    switch self {
    case .protanopia:
      rows = (
        (0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998)
      )
    case .deuteranopia:
      rows = (
        (0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881)
      )
    case .tritanopia:
      rows = (
        (1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900)
      )
    }
    func apply(_ row: (Double, Double, Double)) -> Double {
      SRGBColor.clampUnit(row.0 * red + row.1 * green + row.2 * blue)
    }
    return OKLab(linearRed: apply(rows.0), green: apply(rows.1), blue: apply(rows.2))
  }
}
