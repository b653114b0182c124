import Foundation
import TesseraColor
import TesseraTokens

/// One value a person edits in ``ThemeEditor``: a color role in one mode, a typography role's
/// size, a spacing step, a corner radius or a motion duration. Each reads its text from a spec
/// and writes text back, refusing what the spec's validation refuses.
///
/// ```swift
/// let field = ThemeEditorField.color(.accent, .dark)
/// field.text(in: PresetThemes.ocean)                          // "#4DA3FF"
/// let edited = try field.applying("#3366CC", to: PresetThemes.ocean)
/// try ThemeEditorField.spacing(.md).applying("twelve", to: edited)  // throws .notANumber
/// ```
public enum ThemeEditorField: Sendable, Hashable, CustomStringConvertible {
  /// A color role's value in one mode, written as hex (`#RRGGBB`, `#RGB`, `#RRGGBBAA`).
  case color(ColorRole, ThemeMode)
  /// A typography role's size in points at the Large content size.
  case fontSize(TypographyRole)
  /// A step of the spacing scale, in points.
  case spacing(SpacingToken)
  /// A corner radius, in points.
  case radius(Radius)
  /// A motion's duration, in seconds.
  case motionDuration(MotionToken)

  /// The corner radii a person edits (`none` and `full` are fixed by what they mean).
  public enum Radius: String, Sendable, Hashable, CaseIterable {
    /// Small controls.
    case small
    /// Cards and fields.
    case medium
    /// Sheets and large cards.
    case large
    /// Hero surfaces.
    case extraLarge
  }

  /// What text a field takes.
  public enum Kind: Sendable, Hashable {
    /// A color as hex.
    case color
    /// A number in `unit` ("pt", "s").
    case number(unit: String)
  }

  /// What the field takes.
  public var kind: Kind {
    switch self {
    case .color: return .color
    case .fontSize, .spacing, .radius: return .number(unit: "pt")
    case .motionDuration: return .number(unit: "s")
    }
  }

  /// The spec path of the value (`colors.accent.dark`, `typography.body.size`), as decoding
  /// errors and the JSON file name it.
  public var path: String {
    switch self {
    case .color(let role, let mode): return "colors.\(role.rawValue).\(mode.specKey)"
    case .fontSize(let role): return "typography.\(role.rawValue).size"
    case .spacing(let token): return "spacing.\(token.rawValue)"
    case .radius(let radius): return "radii.\(radius.rawValue)"
    case .motionDuration(let token): return "motion.\(token.rawValue).duration"
    }
  }

  /// The path, for logs and test names.
  public var description: String { path }

  /// The edits of one field coalesce into one undo step while the person keeps typing in it.
  var editKey: ThemeEditHistory.EditKey {
    switch self {
    case .color(let role, _): return .color(role)
    case .fontSize(let role): return .typography(role)
    case .spacing, .radius, .motionDuration: return .value(path)
    }
  }

  /// The field's value in `spec`, as the text field shows it: hex in capitals, or the number
  /// without a trailing `.0`.
  public func text(in spec: ThemeSpec) -> String {
    switch self {
    case .color(let role, let mode):
      return spec.colorValues(role).value(for: mode).hexString
    case .fontSize(let role): return Self.format(spec.typographySpec(role).size)
    case .spacing(let token): return Self.format(spec.spacing.value(token))
    case .radius(let radius): return Self.format(spec.radii[keyPath: radius.keyPath])
    case .motionDuration(let token): return Self.format(Self.motion(token, in: spec).duration)
    }
  }

  /// `spec` with the field set from `text` (surrounding spaces ignored), validated as a
  /// decoded spec is.
  /// - Throws: ``ThemeEditorInputError`` saying what is wrong with the text.
  public func applying(_ text: String, to spec: ThemeSpec) throws(ThemeEditorInputError)
    -> ThemeSpec
  {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    var edited = spec
    switch self {
    case .color(let role, let mode):
      let color: SRGBColor
      do {
        color = try SRGBColor(hex: trimmed)
      } catch {
        throw ThemeEditorInputError(field: self, text: text, reason: .notAColor(error))
      }
      var values = edited.colorValues(role)
      values.setValue(color, for: mode)
      edited.colors[role] = values
    default:
      guard let number = Double(trimmed), number.isFinite else {
        throw ThemeEditorInputError(field: self, text: text, reason: .notANumber)
      }
      set(number, in: &edited)
    }
    do {
      try edited.validate()
    } catch {
      throw ThemeEditorInputError(field: self, text: text, reason: .refused(error))
    }
    return edited
  }

  private func set(_ number: Double, in spec: inout ThemeSpec) {
    switch self {
    case .color: break
    case .fontSize(let role):
      var typography = spec.typographySpec(role)
      typography.size = number
      spec.typography[role] = typography
    case .spacing(let token):
      switch token {
      case .none: break
      case .xs: spec.spacing.xs = number
      case .sm: spec.spacing.sm = number
      case .md: spec.spacing.md = number
      case .lg: spec.spacing.lg = number
      case .xl: spec.spacing.xl = number
      case .xxl: spec.spacing.xxl = number
      }
    case .radius(let radius): spec.radii[keyPath: radius.keyPath] = number
    case .motionDuration(let token):
      var motion = Self.motion(token, in: spec)
      motion.duration = number
      spec.motion[token] = motion
    }
  }

  /// A token's motion in `spec`, or the standard one when the spec leaves it out.
  static func motion(_ token: MotionToken, in spec: ThemeSpec) -> MotionSpec {
    spec.motion[token] ?? MotionSpec.standardSet[token]
      ?? MotionSpec(duration: 0.25, curve: .easeInOut, reduced: .init(duration: 0))
  }

  /// `16`, `16.5`, `0.25`: at most three decimals, no trailing zeros.
  static func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}

extension ThemeEditorField.Radius {
  var keyPath: WritableKeyPath<RadiusScale, Double> {
    switch self {
    case .small: return \.small
    case .medium: return \.medium
    case .large: return \.large
    case .extraLarge: return \.extraLarge
    }
  }
}

extension ThemeMode {
  /// The key of this mode's value in a spec's color entry (`light`, `darkIncreasedContrast`).
  var specKey: String {
    switch (scheme, contrast) {
    case (.light, .standard): return "light"
    case (.dark, .standard): return "dark"
    case (.light, .increased): return "lightIncreasedContrast"
    case (.dark, .increased): return "darkIncreasedContrast"
    }
  }
}

/// Text a ``ThemeEditorField`` refused, and why; the editor shows it beside the field and keeps
/// the theme as it was.
public struct ThemeEditorInputError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Why the text was refused.
  public enum Reason: Sendable, Equatable {
    /// The text is not a hex color.
    case notAColor(HexColorError)
    /// The text is not a finite number.
    case notANumber
    /// The value is a number or color the theme cannot hold (out of range, a size below its
    /// role's minimum): the spec's own validation error.
    case refused(ThemeSpecError)
  }

  /// The field edited.
  public var field: ThemeEditorField
  /// The text as typed.
  public var text: String
  /// Why it was refused.
  public var reason: Reason

  /// `spacing.md: 'twelve' is not a number`.
  public var description: String {
    switch reason {
    case .notAColor(let error): return "\(field.path): \(error)"
    case .notANumber: return "\(field.path): '\(text)' is not a number"
    case .refused(let error): return error.description
    }
  }
}
