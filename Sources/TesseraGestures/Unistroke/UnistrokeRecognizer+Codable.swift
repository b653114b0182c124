extension UnistrokeRecognizer: Codable {
  private enum CodingKeys: String, CodingKey {
    case configuration
    case templates
  }

  /// Decodes a configuration and its templates, checking every template as ``add(_:)`` does.
  /// - Throws: `DecodingError.dataCorrupted` naming the first unusable template's index.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let configuration = try container.decode(UnistrokeConfiguration.self, forKey: .configuration)
    let templates = try container.decode([UnistrokeTemplate].self, forKey: .templates)
    self.init(
      configuration: UnistrokeConfiguration(
        algorithm: configuration.algorithm, orientation: configuration.orientation,
        sampleCount: configuration.sampleCount, rotationRange: configuration.rotationRange,
        rotationPrecision: configuration.rotationPrecision, squareSize: configuration.squareSize))
    for (index, template) in templates.enumerated() {
      do {
        try add(template)
      } catch {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: container.codingPath + [CodingKeys.templates],
            debugDescription: "template \(index) (\(template.name)): \(error)"))
      }
    }
  }

  /// Encodes the configuration and the templates as drawn.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(configuration, forKey: .configuration)
    try container.encode(templates, forKey: .templates)
  }
}
