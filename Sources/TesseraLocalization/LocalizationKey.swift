/// The key of a built-in string in `Localizable.strings` or `Localizable.stringsdict`, with the
/// types of its placeholders.
///
/// Keys are stable: apps may override one in their own tables, and translations are keyed by
/// them. The English text beside each is what `en.lproj` holds.
public struct LocalizationKey: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The key as it appears in the files, such as `rating.value`.
  public let rawValue: String
  /// The types of the placeholders, by position (`%1$@` first).
  public let placeholders: [LocalizationPlaceholder]

  init(_ rawValue: String, _ placeholders: [LocalizationPlaceholder] = []) {
    self.rawValue = rawValue
    self.placeholders = placeholders
  }

  /// The key.
  public var description: String { rawValue }

  /// "On"
  public static let toggleOn = LocalizationKey("toggle.on")
  /// "Off"
  public static let toggleOff = LocalizationKey("toggle.off")
  /// "Checked"
  public static let checked = LocalizationKey("checkbox.checked")
  /// "Unchecked"
  public static let unchecked = LocalizationKey("checkbox.unchecked")
  /// "Close"
  public static let close = LocalizationKey("action.close")
  /// "Dismiss"
  public static let dismiss = LocalizationKey("action.dismiss")
  /// "Previous"
  public static let previous = LocalizationKey("action.previous")
  /// "Next"
  public static let next = LocalizationKey("action.next")
  /// "Back"
  public static let back = LocalizationKey("action.back")
  /// "Submit"
  public static let submit = LocalizationKey("action.submit")
  /// "Done"
  public static let done = LocalizationKey("action.done")
  /// "Loading"
  public static let loading = LocalizationKey("status.loading")
  /// "In progress"
  public static let inProgress = LocalizationKey("status.inProgress")
  /// "Information"
  public static let statusInformation = LocalizationKey("status.information")
  /// "Success"
  public static let statusSuccess = LocalizationKey("status.success")
  /// "Warning"
  public static let statusWarning = LocalizationKey("status.warning")
  /// "Error"
  public static let statusError = LocalizationKey("status.error")
  /// "%1$@: %2$@"
  public static let announcement = LocalizationKey("status.announcement", [.text, .text])
  /// "%lld percent"
  public static let percent = LocalizationKey("progress.percent", [.integer])
  /// "Rating"
  public static let ratingLabel = LocalizationKey("rating.label")
  /// "%1$@ of %2$lld stars"
  public static let ratingValue = LocalizationKey("rating.value", [.text, .integer])
  /// "%@ stars", the form chosen by the rating as written ("1 star", "1.0 stars").
  public static let ratingStars = LocalizationKey("rating.stars", [.text])
  /// "%@ percent" for a decimal percentage, the form chosen by the number as written.
  public static let percentDecimal = LocalizationKey("progress.percentDecimal", [.text])
  /// "Item %1$lld of %2$lld"
  public static let carouselItem = LocalizationKey("carousel.item", [.integer, .integer])
  /// "Empty"
  public static let carouselEmpty = LocalizationKey("carousel.empty")
  /// "Page"
  public static let pageLabel = LocalizationKey("pageIndicator.label")
  /// "Page %1$lld of %2$lld"
  public static let pageValue = LocalizationKey("pageIndicator.value", [.integer, .integer])
  /// "No pages"
  public static let pageEmpty = LocalizationKey("pageIndicator.empty")
  /// "%1$lld of %2$lld"
  public static let tabPosition = LocalizationKey("tabBar.position", [.integer, .integer])
  /// "None"
  public static let badgeNone = LocalizationKey("badge.none")
  /// "More than %lld"
  public static let badgeMoreThan = LocalizationKey("badge.moreThan", [.integer])
  /// "%lld people"
  public static let peopleCount = LocalizationKey("avatarGroup.people", [.integer])
  /// "%1$@ and %2$lld others"
  public static let othersSummary = LocalizationKey("avatarGroup.others", [.text, .integer])
  /// "Verification code"
  public static let verificationCode = LocalizationKey("otp.label")
  /// "The code was not accepted."
  public static let codeRejected = LocalizationKey("otp.rejected")
  /// "Show password"
  public static let showPassword = LocalizationKey("password.show")
  /// "Hide password"
  public static let hidePassword = LocalizationKey("password.hide")
  /// "Password strength"
  public static let passwordStrength = LocalizationKey("password.strength")
  /// "Very weak"
  public static let strengthVeryWeak = LocalizationKey("password.strength.veryWeak")
  /// "Weak"
  public static let strengthWeak = LocalizationKey("password.strength.weak")
  /// "Fair"
  public static let strengthFair = LocalizationKey("password.strength.fair")
  /// "Strong"
  public static let strengthStrong = LocalizationKey("password.strength.strong")
  /// "Very strong"
  public static let strengthVeryStrong = LocalizationKey("password.strength.veryStrong")
  /// "Search"
  public static let searchPrompt = LocalizationKey("search.prompt")
  /// "Clear search"
  public static let clearSearch = LocalizationKey("search.clear")
  /// "Drawing area"
  public static let drawingArea = LocalizationKey("drawing.label")
  /// "Card number"
  public static let cardNumber = LocalizationKey("card.number")
  /// "Expiry"
  public static let cardExpiry = LocalizationKey("card.expiry")
  /// "Security code"
  public static let cardSecurityCode = LocalizationKey("card.securityCode")
  /// "MM/YY"
  public static let cardExpiryPrompt = LocalizationKey("card.expiryPrompt")
  /// "No data"
  public static let chartNoData = LocalizationKey("chart.noData")
  /// "Bar chart"
  public static let barChart = LocalizationKey("chart.kind.bar")
  /// "Line chart"
  public static let lineChart = LocalizationKey("chart.kind.line")
  /// "Area chart"
  public static let areaChart = LocalizationKey("chart.kind.area")
  /// "Sparkline"
  public static let sparkline = LocalizationKey("chart.kind.sparkline")
  /// "Donut chart"
  public static let donutChart = LocalizationKey("chart.kind.donut")
  /// "%@, no data."
  public static let chartEmptySummary = LocalizationKey("chart.summary.empty", [.text])
  /// "%1$@, 1 value: %2$@ %3$@."
  public static let chartSingleSummary = LocalizationKey(
    "chart.summary.single", [.text, .text, .text])
  /// "%1$@, 1 value: %2$@." (a point without a category, such as a sparkline's)
  public static let chartSingleValueSummary = LocalizationKey(
    "chart.summary.singleValue", [.text, .text])
  /// "%1$@, %2$lld values: %3$@."
  public static let chartSharesSummary = LocalizationKey(
    "chart.summary.shares", [.text, .integer, .text])
  /// "%1$@ %2$lld percent"
  public static let chartShare = LocalizationKey("chart.summary.share", [.text, .integer])
  /// "%1$@, %2$lld values. Lowest %3$@ %4$@, highest %5$@ %6$@. %7$@."
  public static let chartSeriesSummary = LocalizationKey(
    "chart.summary.series", [.text, .integer, .text, .text, .text, .text, .text])
  /// "%1$@, %2$lld values. Lowest %3$@, highest %4$@. %5$@." (a series without categories,
  /// such as a sparkline's)
  public static let chartSeriesValuesSummary = LocalizationKey(
    "chart.summary.seriesValues", [.text, .integer, .text, .text, .text])
  /// "Rising"
  public static let trendRising = LocalizationKey("chart.trend.rising")
  /// "Falling"
  public static let trendFalling = LocalizationKey("chart.trend.falling")
  /// "Flat"
  public static let trendFlat = LocalizationKey("chart.trend.flat")
  /// "This field is required."
  public static let validationRequired = LocalizationKey("validation.required")
  /// "This must be turned on."
  public static let validationRequiredToggle = LocalizationKey("validation.requiredToggle")
  /// "This value does not match."
  public static let validationMismatch = LocalizationKey("validation.mismatch")
  /// "This value is not allowed."
  public static let validationNotAllowed = LocalizationKey("validation.notAllowed")
  /// "Enter a valid email address."
  public static let validationEmail = LocalizationKey("validation.email")
  /// "Enter an email address with an @, such as name@example.com."
  public static let validationEmailMissingAt = LocalizationKey("validation.email.missingAt")
  /// "The part before the @ cannot start or end with a dot or have two dots in a row."
  public static let validationEmailLocalPart = LocalizationKey("validation.email.localPart")
  /// "Check the part after the @, such as example.com."
  public static let validationEmailDomain = LocalizationKey("validation.email.domain")
  /// "An email address cannot contain “%@”."
  public static let validationEmailCharacter = LocalizationKey(
    "validation.email.character", [.text])
  /// "This email address is too long."
  public static let validationEmailTooLong = LocalizationKey("validation.email.tooLong")
  /// "Enter at least %lld characters."
  public static let validationMinLength = LocalizationKey("validation.minLength", [.integer])
  /// "Enter at most %lld characters."
  public static let validationMaxLength = LocalizationKey("validation.maxLength", [.integer])
  /// "Enter a number."
  public static let validationNumber = LocalizationKey("validation.number")
  /// "Enter a number from %1$@ to %2$@."
  public static let validationRange = LocalizationKey("validation.range", [.text, .text])
  /// "Enter a number of at least %@."
  public static let validationMinimum = LocalizationKey("validation.minimum", [.text])
  /// "Enter a number of at most %@."
  public static let validationMaximum = LocalizationKey("validation.maximum", [.text])
  /// "Enter a value in the expected format."
  public static let validationPattern = LocalizationKey("validation.pattern")
  /// "Choose one of the options."
  public static let validationChoice = LocalizationKey("validation.choice")
  /// "Choose from the options."
  public static let validationChoices = LocalizationKey("validation.choices")
  /// "Turn this on or off."
  public static let validationToggle = LocalizationKey("validation.toggle")
  /// "Enter a web address."
  public static let validationURL = LocalizationKey("validation.url")
  /// "Enter a valid phone number."
  public static let validationPhone = LocalizationKey("validation.phone")
  /// "This number is missing digits."
  public static let validationPhoneTooShort = LocalizationKey("validation.phone.tooShort")
  /// "This number has too many digits."
  public static let validationPhoneTooLong = LocalizationKey("validation.phone.tooLong")
  /// "Add the area code."
  public static let validationPhoneAreaCode = LocalizationKey("validation.phone.areaCode")
  /// "Check the country code."
  public static let validationPhoneCountryCode = LocalizationKey("validation.phone.countryCode")
  /// "Enter a date as YYYY-MM-DD."
  public static let validationDate = LocalizationKey("validation.date")
  /// "Enter a date on or after %@."
  public static let validationDateMinimum = LocalizationKey("validation.dateMinimum", [.text])
  /// "Enter a date on or before %@."
  public static let validationDateMaximum = LocalizationKey("validation.dateMaximum", [.text])
  /// "Choose at least %lld options."
  public static let validationMinSelections = LocalizationKey(
    "validation.minSelections", [.integer])
  /// "Choose at most %lld options."
  public static let validationMaxSelections = LocalizationKey(
    "validation.maxSelections", [.integer])
  /// "Enter the card number."
  public static let cardMissingNumber = LocalizationKey("card.error.missingNumber")
  /// "This card type is not supported."
  public static let cardUnknownBrand = LocalizationKey("card.error.unknownBrand")
  /// "%1$@ numbers have %2$@ digits, not %3$lld."
  public static let cardWrongLength = LocalizationKey(
    "card.error.wrongLength", [.text, .text, .integer])
  /// "Check the card number: a digit is wrong."
  public static let cardLuhn = LocalizationKey("card.error.luhn")
  /// "Enter the expiry as MM/YY."
  public static let cardInvalidExpiry = LocalizationKey("card.error.invalidExpiry")
  /// "This card has expired."
  public static let cardExpired = LocalizationKey("card.error.expired")
  /// "Check the expiry year."
  public static let cardExpiryTooFar = LocalizationKey("card.error.expiryTooFar")
  /// "Enter the %lld-digit security code."
  public static let cardCVVLength = LocalizationKey("card.error.cvvLength", [.integer])
  /// "Enter the 3- or 4-digit security code."
  public static let cardCVV = LocalizationKey("card.error.cvv")
  /// ", " (the separator between list items)
  public static let listSeparator = LocalizationKey("list.separator")
  /// "The values do not match."
  public static let validationValuesMismatch = LocalizationKey("validation.valuesMismatch")
  /// "The value is not the expected one."
  public static let validationUnexpectedValue = LocalizationKey("validation.unexpectedValue")
  /// "The format rule is invalid: %@"
  public static let validationInvalidPattern = LocalizationKey("validation.invalidPattern", [.text])
  /// "Enter a valid card number."
  public static let validationCardNumber = LocalizationKey("validation.cardNumber")

  /// "Step %1$lld of %2$lld, %3$@, %4$@" (position, count, title, status)
  public static let stepLabel = LocalizationKey("steps.label", [.integer, .integer, .text, .text])
  /// "completed"
  public static let stepCompleted = LocalizationKey("steps.completed")
  /// "current"
  public static let stepCurrent = LocalizationKey("steps.current")
  /// "upcoming"
  public static let stepUpcoming = LocalizationKey("steps.upcoming")
  /// "Cancel"
  public static let cancel = LocalizationKey("action.cancel")
  /// "Confirm"
  public static let confirm = LocalizationKey("action.confirm")
  /// "Delete"
  public static let delete = LocalizationKey("action.delete")
  /// "Sheet grabber"
  public static let sheetGrabber = LocalizationKey("bottomSheet.grabber")
  /// "Size %1$lld of %2$lld"
  public static let sheetSize = LocalizationKey("bottomSheet.size", [.integer, .integer])
  /// "Expanded"
  public static let expanded = LocalizationKey("disclosure.expanded")
  /// "Collapsed"
  public static let collapsed = LocalizationKey("disclosure.collapsed")
  /// "Read more"
  public static let showMore = LocalizationKey("text.showMore")
  /// "Show less"
  public static let showLess = LocalizationKey("text.showLess")
  /// "Add tag"
  public static let tagPrompt = LocalizationKey("tagInput.prompt")
  /// "Remove %@"
  public static let removeTag = LocalizationKey("tagInput.remove", [.text])
  /// "Minimum"
  public static let rangeMinimum = LocalizationKey("rangeSlider.lower")
  /// "Maximum"
  public static let rangeMaximum = LocalizationKey("rangeSlider.upper")
  /// "Entered: %1$lld of %2$lld"
  public static let pinProgress = LocalizationKey("pinPad.progress", [.integer, .integer])
  /// "Move up"
  public static let moveUp = LocalizationKey("list.moveUp")
  /// "Move down"
  public static let moveDown = LocalizationKey("list.moveDown")
  /// "Country code"
  public static let countryCode = LocalizationKey("phone.countryCode")
  /// "%@ is already a tag."
  public static let duplicateTag = LocalizationKey("tagInput.duplicate", [.text])

  /// "Zoom in"
  public static let zoomIn = LocalizationKey("action.zoomIn")
  /// "Zoom out"
  public static let zoomOut = LocalizationKey("action.zoomOut")
  /// "Rotate left"
  public static let rotateLeft = LocalizationKey("action.rotateLeft")
  /// "Rotate right"
  public static let rotateRight = LocalizationKey("action.rotateRight")
  /// "Reset"
  public static let resetView = LocalizationKey("action.reset")
  /// "Swipe left"
  public static let swipeLeft = LocalizationKey("action.swipeLeft")
  /// "Swipe right"
  public static let swipeRight = LocalizationKey("action.swipeRight")
  /// "Swipe up"
  public static let swipeUp = LocalizationKey("action.swipeUp")
  /// "Swipe down"
  public static let swipeDown = LocalizationKey("action.swipeDown")
  /// "Decrease"
  public static let decrease = LocalizationKey("action.decrease")
  /// "Increase"
  public static let increase = LocalizationKey("action.increase")
  /// "%1$@. %2$@": a notice's title and its message.
  public static let noticeDetail = LocalizationKey("notice.detail", [.text, .text])
  /// "%1$@. Action available: %2$@": a notice and the title of its button.
  public static let noticeAction = LocalizationKey("notice.actionAvailable", [.text, .text])
  /// "Category", the title of a chart's label axis for Audio Graphs.
  public static let chartCategoryAxis = LocalizationKey("chart.axis.category")
  /// "Value", the title of a chart's value axis for Audio Graphs.
  public static let chartValueAxis = LocalizationKey("chart.axis.value")

  /// The keys whose plural form a decimal number chooses, by CLDR's operands of its digits.
  static let decimalPlurals: Set<LocalizationKey> = [ratingStars, percentDecimal]

  /// Every key, in the order the files list them.
  public static let all: [LocalizationKey] = [
    toggleOn, toggleOff, checked, unchecked, close, dismiss, previous, next, back, submit, done,
    loading,
    inProgress, statusInformation, statusSuccess, statusWarning, statusError, announcement, percent,
    percentDecimal, ratingLabel, ratingValue, ratingStars, carouselItem, carouselEmpty, pageLabel,
    pageValue, pageEmpty,
    tabPosition, badgeNone, badgeMoreThan, peopleCount, othersSummary, verificationCode,
    codeRejected, showPassword, hidePassword, passwordStrength, strengthVeryWeak, strengthWeak,
    strengthFair, strengthStrong, strengthVeryStrong, searchPrompt, clearSearch, drawingArea,
    cardNumber, cardExpiry, cardSecurityCode, cardExpiryPrompt, chartNoData, barChart, lineChart,
    areaChart, sparkline, donutChart, chartEmptySummary, chartSingleSummary,
    chartSingleValueSummary, chartSharesSummary, chartShare,
    chartSeriesSummary, chartSeriesValuesSummary, trendRising, trendFalling, trendFlat,
    validationRequired,
    validationRequiredToggle, validationMismatch, validationNotAllowed, validationEmail,
    validationEmailMissingAt, validationEmailLocalPart, validationEmailDomain,
    validationEmailCharacter, validationEmailTooLong,
    validationMinLength, validationMaxLength, validationNumber, validationRange, validationMinimum,
    validationMaximum, validationPattern, validationChoice, validationChoices, validationToggle,
    validationURL, validationPhone, validationPhoneTooShort, validationPhoneTooLong,
    validationPhoneAreaCode, validationPhoneCountryCode, validationDate, validationDateMinimum,
    validationDateMaximum,
    validationMinSelections, validationMaxSelections, cardMissingNumber, cardUnknownBrand,
    cardWrongLength, cardLuhn, cardInvalidExpiry, cardExpired, cardExpiryTooFar, cardCVVLength,
    cardCVV, listSeparator, validationValuesMismatch, validationUnexpectedValue,
    validationInvalidPattern, validationCardNumber, stepLabel, stepCompleted, stepCurrent,
    stepUpcoming, zoomIn, zoomOut, rotateLeft, rotateRight, resetView, swipeLeft, swipeRight,
    swipeUp, swipeDown, decrease, increase, noticeDetail, noticeAction, chartCategoryAxis,
    chartValueAxis,
    stepUpcoming, cancel, confirm, delete, sheetGrabber, sheetSize, expanded, collapsed,
    showMore, showLess, tagPrompt, removeTag, rangeMinimum, rangeMaximum, pinProgress, moveUp,
    moveDown, countryCode, duplicateTag, themePickerBrandTitle, themePickerBrandDetail,
    themePickerBrandField, themePickerBrandPrompt, themePickerGenerate, themeEditorUndo,
    themeEditorRedo, themeEditorSave, themeEditorApplyAllFixes, themeEditorPassed,
    themeEditorSaving, themeEditorSaved, themeEditorNotSaved, themeEditorMode,
    themeEditorModeLight, themeEditorModeDark, themeEditorModeLightIncreased,
    themeEditorModeDarkIncreased, themeEditorColorsSection, themeEditorTypographySection,
    themeEditorSpacingSection, themeEditorRadiiSection, themeEditorMotionSection,
    themeEditorColorVision, themeEditorImportTitle, themeEditorImportField,
    themeEditorImportPrompt, themeEditorImport, themeEditorImportFile, themeEditorShare,
    themeEditorPoints, themeEditorSeconds,
    themeEditorSpacingField, themeEditorRadiusField, themeEditorDurationField,
    themeEditorUseColor, themeEditorChooseColor, themeEditorFailures, themeEditorCause,
  ]
}
