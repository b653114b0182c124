import TesseraColor
import TesseraLayout
import TesseraTokens

extension ResolvedTheme {
  /// The appearance of a text field (DSTextField, TextInputField, DSTextArea, DSSearchField,
  /// DSPasswordField, CreditCardInput and DSFormView fields).
  public func textFieldAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(ComponentStyle(.textField), size: size, state: state, on: backdrop)
  }

  /// Fields are outlined: the fill matches the surface, the border carries the state
  /// (strong at rest, accent when focused, error when invalid) and meets 3:1.
  func styleTextField(_ look: inout ComponentAppearance) {
    setText(&look, small: .subheadline, medium: .body, large: .title3)
    look.minimumSize = LayoutSize(width: 88, height: controlHeight(look.size))
    let field = insets(.field)
    look.insets = ComponentInsets(
      vertical: scaled(field.vertical, look.size), horizontal: scaled(field.horizontal, look.size))
    look.cornerRadius = look.size == .small ? radii.small : radii.medium
    look.borderWidth = borderWidths.thin
    look[.background] = look.backdrop
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      look[.placeholder] = ThemedColor(.textDisabled, in: self)
      look[.border] = ThemedColor(.borderSubtle, in: self)
      return
    }
    setText(.foreground, of: &look, roles: [.textPrimary])
    setText(.placeholder, of: &look, roles: [.textSecondary, .textPrimary])
    let helper = text(.footnote)
    look.secondaryTypography = .footnote
    switch look.state {
    case .focused:
      look.borderWidth = max(borderWidths.thick, borderWidths.thin)
      setGraphic(.border, of: &look, roles: [.accent, .focusRing, .textPrimary])
      setText(
        .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary], style: helper)
    case .error:
      look.borderWidth = max(borderWidths.thick, borderWidths.thin)
      setGraphic(.border, of: &look, roles: [.error, .destructive, .textPrimary])
      setText(
        .secondaryForeground, of: &look, roles: [.error, .destructive, .textPrimary], style: helper)
      setGraphic(
        .icon, of: &look, roles: [.error, .destructive, .textPrimary], against: .background)
    default:
      setGraphic(.border, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
      setText(
        .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary], style: helper)
      setGraphic(.icon, of: &look, roles: [.textSecondary, .textPrimary], against: .background)
    }
  }

  /// The appearance of the strength meter for `level`.
  public func strengthMeterAppearance(
    _ level: PasswordStrength.Level, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(ComponentStyle(.strengthMeter, variant: "\(level)"), on: backdrop)
  }

  /// A password strength meter: the bar's fill goes from error through warning to success,
  /// each meeting 3:1 on the surface (or the text color when a preset's status color cannot),
  /// and the level's label is readable text, so color is never the only signal.
  func styleStrengthMeter(_ look: inout ComponentAppearance) {
    look.typography = .footnote
    look.text = text(.footnote)
    look.trackThickness = 4
    look.cornerRadius = 2
    look.minimumSize = LayoutSize(width: 88, height: 4)
    look.motion = motion(.standard)
    let level =
      PasswordStrength.Level.allCases.first { "\($0)" == look.style.variant } ?? .veryWeak
    let status: ColorRole
    switch level {
    case .veryWeak, .weak: status = .error
    case .fair: status = .warning
    case .strong, .veryStrong: status = .success
    }
    look[.track] = ThemedColor(.borderSubtle, in: self)
    setGraphic(.fill, of: &look, roles: [status, .textPrimary])
    setText(.foreground, of: &look, roles: [status, .textPrimary])
  }

  /// One digit box of a one-time-code field: a filled box shows a strong border, the box
  /// receiving the next digit an accent border.
  func styleOTPSlot(_ look: inout ComponentAppearance) {
    setText(&look, small: .title3, medium: .title2, large: .title)
    look.text.design = .monospaced
    let side = scaled(48, look.size)
    look.minimumSize = LayoutSize(width: side, height: max(side, controlHeight(look.size)))
    look.cornerRadius = radii.small
    look.borderWidth = borderWidths.thin
    look[.background] = look.backdrop
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      look[.border] = ThemedColor(.borderSubtle, in: self)
      return
    }
    setText(.foreground, of: &look, roles: [.textPrimary])
    switch look.state {
    case .focused:
      look.borderWidth = borderWidths.thick
      setGraphic(.border, of: &look, roles: [.accent, .focusRing, .textPrimary])
    case .error:
      look.borderWidth = borderWidths.thick
      setGraphic(.border, of: &look, roles: [.error, .destructive, .textPrimary])
    default:
      setGraphic(.border, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
    }
  }

  /// A slider: the filled part and the thumb in the accent, the rest of the track strong
  /// enough to see (3:1) so the range is visible.
  func styleSlider(_ look: inout ComponentAppearance) {
    setText(&look, small: .footnote, medium: .subheadline, large: .body)
    look.trackThickness = 4
    look.knobDiameter = 28
    look.minimumSize = LayoutSize(width: 88, height: 28)
    look.cornerRadius = 2
    if look.state == .disabled {
      look[.track] = ThemedColor(.borderSubtle, in: self)
      look[.fill] = ThemedColor(.accentDisabled, in: self)
      look[.thumb] = ThemedColor(.accentDisabled, in: self)
      return
    }
    setGraphic(.track, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
    let fill: [ColorRole] =
      look.state == .pressed ? [.accentPressed, .accent, .textPrimary] : [.accent, .textPrimary]
    setGraphic(.fill, of: &look, roles: fill)
    setGraphic(.thumb, of: &look, roles: fill)
    setText(.secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary])
    look.press = button(.secondary).press
  }

  /// A stepper: a tinted capsule with accent minus and plus symbols around the value.
  func styleStepper(_ look: inout ComponentAppearance) {
    setText(&look, small: .subheadline, medium: .body, large: .title3)
    let height = controlHeight(look.size)
    look.minimumSize = LayoutSize(width: height * 2 + 8, height: height)
    look.cornerRadius = radii.small
    look.insets = ComponentInsets(vertical: spacing.xs, horizontal: spacing.sm)
    look[.background] = ThemedColor(
      look.state == .pressed ? .backgroundGrouped : .backgroundSecondary, in: self)
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      look[.secondaryForeground] = ThemedColor(.textDisabled, in: self)
      return
    }
    setText(.foreground, of: &look, roles: [.accent, .textLink, .textPrimary])
    setText(.secondaryForeground, of: &look, roles: [.textPrimary])
    look.press = button(.secondary).press
  }

  /// Rating stars: filled stars in the accent, empty star outlines strong enough to count.
  func styleRating(_ look: inout ComponentAppearance) {
    setText(&look, small: .footnote, medium: .subheadline, large: .body)
    let star = scaled(28, look.size)
    look.knobDiameter = star
    look.minimumSize = LayoutSize(width: star, height: star)
    if look.state == .disabled {
      look[.fill] = ThemedColor(.textDisabled, in: self)
      look[.track] = ThemedColor(.borderSubtle, in: self)
      return
    }
    let fill: [ColorRole] =
      look.state == .pressed ? [.accentPressed, .accent, .textPrimary] : [.accent, .textPrimary]
    setGraphic(.fill, of: &look, roles: fill)
    setGraphic(.track, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
    look.press = button(.tertiary).press
  }
}
