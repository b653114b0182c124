import TesseraLayout

extension TransformState: Codable {
  private enum CodingKeys: String, CodingKey {
    case offset
    case scale
    case rotation
    case limits
  }

  /// Decodes a settled transform; the scale is clamped into the limits and any gesture in
  /// progress when it was encoded is not restored.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      offset: try container.decode(GesturePoint.self, forKey: .offset),
      scale: try container.decode(Double.self, forKey: .scale),
      rotation: try container.decode(Double.self, forKey: .rotation),
      limits: try container.decode(TransformLimits.self, forKey: .limits))
  }

  /// Encodes the offset, scale, rotation and limits.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(offset, forKey: .offset)
    try container.encode(scale, forKey: .scale)
    try container.encode(rotation, forKey: .rotation)
    try container.encode(limits, forKey: .limits)
  }
}
