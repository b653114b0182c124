# Hand-made breakages of TesseraUI (issue #28): each is applied to the runtime's generated
# copy of Sources/TesseraUI, the runtime tests named are run, and the result is printed: a
# breakage no test catches is a gap in the behaviour tests. Not part of CI (about 15 minutes
# on two cores); run it after changing TesseraUI or its tests:
#
#     python3 Tools/SwiftUIRuntime/breakages.py            # all of them
#     python3 Tools/SwiftUIRuntime/breakages.py carousel   # those whose name has "carousel"
#
# It leaves Generated/ regenerated from the sources.
import pathlib, subprocess, sys
root = pathlib.Path(__file__).resolve().parent
gen = root / 'Generated/TesseraUI'
B = [
 ("an unhosted tooltip drawn in its anchor's overlay again (#29 item 13)", "Components/Tooltip/DSTooltip.swift",
  "    if hosted {\n      hinted.modifier(anchor)", "    if true || hosted {\n      hinted.modifier(anchor)",
  "TooltipBehaviour"),
 ("a banner whose text cannot scroll on a small phone at AX sizes", "Components/Banner/Banner.swift",
  "ScrollView { content(status: status, look: look) }", "content(status: status, look: look)", "LayoutSweep"),
 ("a field box that only takes taps on its line of text", "Components/TextField/FieldContainer.swift",
  ".onTapGesture { focus() }", "", "FieldBox"),
 ("shrink every part's touch target below 44 pt (the shared tap target)", "Chrome/ComponentChrome.swift",
  "return frame(minWidth: target.width, minHeight: target.height)",
  "return frame(minWidth: target.width / 2, minHeight: target.height / 2)", "LayoutSweep"),
 ("a share link only as tall as its text (theme editor)", "Theme/Editor/DSThemeEditor.swift",
  ".frame(minHeight: CGFloat(theme.minimumTouchTarget))", "", "LayoutSweep"),
 ("an alert whose message cannot scroll at AX sizes", "Components/Alert/DSAlert.swift",
  "ScrollView { heading(look) }", "heading(look)", "LayoutRegression"),
 ("a carousel page pinned to a fixed height", "Components/Carousel/DSCarousel.swift",
  ".containerRelativeFrame(.horizontal)", ".containerRelativeFrame(.horizontal).frame(height: 20)", "LayoutRegression"),
 ("never reset a drag the system cancels (the shared drag helper's @GestureState)", "Platform.swift",
  "      guard !tracking else { return }", "      guard tracking else { return }",
  "SliderBehaviour|RangeSliderBehaviour|BottomSheetBehaviour|CarouselBehaviour|SelectionBehaviour"),
 ("a selection haptic on every change of a continuous slider", "Components/Slider/DSSlider.swift",
  "if scale.playsSelectionFeedback(from: old, to: newValue) { haptic.fire() }", "haptic.fire()",
  "SliderBehaviour|HapticTriggerBehaviour"),
 ("a field's error only in its hint, not its name", "Components/TextField/FieldContainer.swift",
  ".modifier(FieldName(name: label.map { spokenFieldLabel($0, error: shownError) }))",
  ".modifier(FieldName(name: label))", "FormViewBehaviour|PasswordFieldBehaviour|FieldBox"),
 ("a stepper whose buttons Voice Control cannot reach (children: .ignore)",
  "Components/Stepper/DSStepper.swift",
  ".accessibilityElement(children: .contain)", ".accessibilityElement(children: .ignore)",
  "StepperBehaviour"),
 ("drop an accessibilityLabel (PhoneInput's country code button)", "Components/PhoneInput/PhoneInput.swift",
  ".accessibilityLabel(LocalizationKey.countryCode.string(for: locale))", "", "PhoneInputBehaviour"),
 ("seed @State from an initializer (DSButton's isLoading)", "Components/Button/DSButton.swift",
  "private let isLoading: Bool", "@State private var isLoading: Bool", "ButtonBehaviour"),
 ("drop a value (DSButton's \"In progress\")", "Components/Button/DSButton.swift",
  '.accessibilityValue(isLoading ? LocalizationKey.inProgress.string(for: locale) : "")', '.accessibilityValue("")', "ButtonBehaviour"),
 ("move a swipeable row in the person's direction (offset(x:) right to left; #29 item 23)",
  "Components/SwipeableRow/SwipeableRow.swift",
  "    .environment(\\.layoutDirection, .leftToRight)\n    .animation(", "    .animation(",
  "RightToLeftOffsetBehaviour"),
 ("a track segment that mirrors its own path (#29 item 23)", "Components/Progress/TrackSegmentShape.swift",
  "x: rect.minX + placed.offset,", "x: rect.maxX - placed.offset - placed.length,",
  "RightToLeftOffsetBehaviour"),
 ("each swipeable row its own open-row record without a provider (#29 item 11)",
  "Components/SwipeableRow/SwipeableRow.swift",
  "@Environment(\\.dsSwipeRowGroup) private var group", "@State private var group = DSSwipeRowGroup()",
  "SwipeableRowGroupBehaviour|ListAndBarBehaviour"),
 ("cast the shadow from the content again, a shadow per glyph (#29 item 26)",
  "Modifiers/TokenModifiers.swift", "    content.background {\n      if !layers.isEmpty {",
  "    content.shadow(color: .black, radius: 4, x: 0, y: 2).background {\n      if !layers.isEmpty {",
  "ShadowBehaviour"),
 ("no settle when the gesture state resets (transformable)", "Gestures/TransformableModifier.swift",
  "if !active && state.isInteracting { settle() }", "_ = active", "TransformableBehaviour"),
 ("swap the password field between if/else branches", "Components/TextField/DSPasswordField.swift",
  "ZStack {\n          entryField(.secure)\n          entryField(.plain)\n        }",
  "if isRevealed { entryField(.plain) } else { entryField(.secure) }", "PasswordFieldBehaviour"),
 ("leave focus on the hidden password twin", "Components/TextField/DSPasswordField.swift",
  "if focusedEntry != nil { focusedEntry = isRevealed ? .plain : .secure }", "", "PasswordFieldBehaviour"),
 ("expose the hidden password twin to VoiceOver", "Components/TextField/DSPasswordField.swift",
  ".accessibilityHidden(!isShown)", "", "PasswordFieldBehaviour"),
 ("stop writing the caret back after a regrouping", "Components/TextField/FieldContainer.swift",
  "selection = .dsCaret(result.caret, in: result.text)", "_ = result.caret", "PhoneInputBehaviour|CardInputBehaviour"),
 ("ignore VoiceOver's swipe on an empty date field", "Components/DateField/TypedField.swift",
  "guard let current = value else { return set(start()) }", "guard let current = value else { return }", "DateFieldBehaviour"),
 ("drop the carousel page control's value", "Components/Carousel/DSCarousel.swift",
  ".accessibilityValue(position.accessibilityPhrase.string(for: locale))", '.accessibilityValue("")', "CarouselBehaviour"),
 ("split a labelled dot badge into its shapes", "Components/Badge/DSDotBadge.swift",
  ".accessibilityElement(children: .ignore)", "", "PublicView"),
 ("split the slider into its parts for VoiceOver", "Components/Slider/DSSlider.swift",
  ".accessibilityElement(children: .ignore)", "", "SliderBehaviour"),
 ("ignore VoiceOver's escape gesture on modals", "Platform.swift",
  "let escaping = accessibilityAction(.escape) { dismiss() }", "let escaping = self", "ModalEscapeBehaviour"),
 ("a radio that does not say it is selected", "Components/Radio/DSRadio.swift",
  ".accessibilityAddTraits(isSelected ? .isSelected : [])", "", "NoticeBehaviour"),
 ("a theme provider that never forces the manager's scheme", "Theme/DSThemeProvider.swift",
  ".preferredColorScheme(themeManager.preferredColorScheme.map(ColorScheme.init))", "", "NoticeBehaviour"),
 ("stop syncing the OTP field from the code the app sets", "Components/OTPField/DSOTPField.swift",
  "if entry != value { entry = value }", "_ = value", "OTPFieldBehaviour"),
 ("keep a removed accordion section's expansion", "Components/Accordion/Accordion.swift",
  ".onChange(of: items.map(\\.id)) { settleExpansion() }", "", "AccordionBehaviour"),
 ("name a field container's content when it has no name", "Components/TextField/FieldContainer.swift",
  ".modifier(FieldName(name: label.map { spokenFieldLabel($0, error: shownError) }))",
  ".accessibilityLabel(label.map { spokenFieldLabel($0, error: shownError) } ?? Text(verbatim: \"\"))",
  "SelectionBehaviour"),
 ("read a checked box's tick symbol", "Components/Checkbox/DSCheckableStyle.swift",
  ".accessibilityHidden(true)\n            } else {", "\n            } else {", "SelectionBehaviour"),
 ("offer a move the first row cannot make", "Components/ReorderableList/ReorderableList.swift",
  "if let next = math.index(movingRowAt: index, by: -1) {",
  "if let next = math.index(movingRowAt: index, by: -1) ?? Optional(index) {", "ListAndBarBehaviour"),
 ("leave the reorderable list out of edit mode", "Components/ReorderableList/ReorderableList.swift",
  ".environment(\\.editMode, .constant(.active))", "", "ListAndBarBehaviour"),
 ("move a reorderable list's rows without telling onReorder", "Components/ReorderableList/ReorderableList.swift",
  "onReorder?(moved)", "_ = moved", "ListAndBarBehaviour"),
 ("say a banner's status only by color", "Components/Banner/Banner.swift",
  ".accessibilityLabel(\n            status.announcement(", ".accessibilityHint(\n            status.announcement(",
  "RowsAndNoticesBehaviour|NoticeBehaviour"),
 ("keep a toast's timer paused after a cancelled swipe", "Gestures/SwipeToDismissModifier.swift",
  "          isDragging = false\n          onCancel()", "          isDragging = false", "NoticeBehaviour"),
 ("a card number field that claims no content type (no AutoFill, no scanning)",
  "Components/TextField/CreditCardInputView.swift", ".dsTextContent(.creditCardNumber)", "",
  "TextContentTypeBehaviour"),
 ("a new password field marked as an existing password", "Components/TextField/DSPasswordField.swift",
  ".dsTextContent(isNewPassword ? .newPassword : .password)", ".dsTextContent(.password)",
  "TextContentTypeBehaviour"),
 ("a toast without a readable width on an iPad", "Components/Toast/DSToastContainer.swift",
  ".frame(maxWidth: CGFloat(theme.noticeMaximumWidth))", "", "ReadableWidthBehaviour"),
 ("a snack bar without a readable width on an iPad", "Components/SnackBar/SnackBar.swift",
  ".frame(maxWidth: CGFloat(theme.noticeMaximumWidth))", "", "ReadableWidthBehaviour"),
 ("an alert without a readable width on an iPad", "Components/Alert/DSAlert.swift",
  ".frame(maxWidth: CGFloat(theme.dialogMaximumWidth))", "", "ReadableWidthBehaviour"),
 ("a modal without a readable width on an iPad", "Components/Alert/DSModal.swift",
  ".frame(maxWidth: CGFloat(theme.dialogMaximumWidth))", "", "ReadableWidthBehaviour"),
 ("reopen a bottom sheet at the detent it was left at (#29 item 16)", "Components/BottomSheet/BottomSheet.swift",
  ".sheet(isPresented: $isPresented, onDismiss: { movedTo = nil })", ".sheet(isPresented: $isPresented)",
  "BottomSheetBehaviour"),
 ("a bottom sheet the person can dismiss though dismissOnBackgroundTap is false", "Components/BottomSheet/BottomSheet.swift",
  ".interactiveDismissDisabled(!plan.allowsInteractiveDismissal)", "", "BottomSheetBehaviour"),
 ("a bottom sheet that always shows the grabber", "Components/BottomSheet/BottomSheet.swift",
  ".presentationDragIndicator(showDragIndicator ? .visible : .hidden)", ".presentationDragIndicator(.visible)",
  "BottomSheetBehaviour"),
 ("a slider's drag measured right to left again (#29 item 23)", "Components/Slider/DSSlider.swift",
  ".environment(\\.layoutDirection, .leftToRight)", "", "RightToLeftDrag"),
 ("a slider's track and thumb measured and drawn left to right with its drag (#29 item 23)",
  "Components/Slider/DSSlider.swift",
  ".environment(\\.layoutDirection, layoutDirection)\n        .frame(maxHeight: .infinity)",
  ".frame(maxHeight: .infinity)", "RightToLeftDrag"),
 ("a range slider's drag measured right to left again (#29 item 23)",
  "Components/RangeSlider/RangeSlider.swift",
  ".environment(\\.layoutDirection, .leftToRight)", "", "RightToLeftDrag"),
 ("a rating's drag measured right to left again (#29 item 23)", "Components/Rating/RatingInput.swift",
  ".environment(\\.layoutDirection, .leftToRight)", "", "RightToLeftDrag"),
 ("a drawing canvas's drag measured right to left again (#29 item 23)",
  "Components/Card/DSDrawingCanvas.swift",
  "onReset: { points = [] }\n      )\n      .environment(\\.layoutDirection, .leftToRight)",
  "onReset: { points = [] }\n      )", "RightToLeftDrag"),
 ("a swipe's drag measured right to left again (#29 item 23)", "Gestures/GestureModifiers.swift",
  ".environment(\\.layoutDirection, .leftToRight)", "", "RightToLeftDrag"),
 ("a drawing canvas's ink drawn right to left, mirrored from the measured finger (#29 item 23)",
  "Components/Card/DSDrawingCanvas.swift",
  ")\n      .environment(\\.layoutDirection, .leftToRight)\n      .frame(maxWidth: .infinity",
  ")\n      .frame(maxWidth: .infinity", "RightToLeftDrag"),
 ("a marquee a tap never pauses (WCAG 2.2.2; #29 item 20)", "Components/MarqueeText/MarqueeText.swift",
  ".onTapGesture { playback.toggle() }", ".onTapGesture {}", "MarqueeBehaviour"),
 ("a marquee that scrolls the wrong way right to left (#29 item 23)", "Components/MarqueeText/MarqueeText.swift",
  "          .id(run)\n", "          .id(run)\n          .environment(\\.layoutDirection, .leftToRight)\n",
  "MarqueeBehaviour"),
 ("a marquee moved by offset(x:), whose direction right to left Apple leaves open (#29 item 23)",
  "Components/MarqueeText/MarqueeText.swift",
  ".padding(.leading, -CGFloat(progress * run.distance))", ".offset(x: -CGFloat(progress * run.distance))",
  "MarqueeBehaviour"),
 ("a marquee that scrolls text that fits (its box never measured)", "Components/MarqueeText/MarqueeText.swift",
  "containerWidth: containerWidth, speed:", "containerWidth: 0, speed:", "MarqueeBehaviour"),
 ("a marquee that ignores Reduce Motion", "Components/MarqueeText/MarqueeText.swift",
  "reduceMotion: reduceMotion || theme.reduceMotion)", "reduceMotion: false)", "MarqueeBehaviour"),
 ("a marquee VoiceOver reads copy by copy", "Components/MarqueeText/MarqueeText.swift",
  ".accessibilityElement(children: .ignore)\n      .accessibilityLabel(text)\n", "", "MarqueeBehaviour"),
]
def sh(cmd, timeout=900):
    return subprocess.run(cmd, shell=True, cwd=root, capture_output=True, text=True, timeout=timeout)
results = []
wanted = [b for b in B if all(word in b[0] for word in sys.argv[1:])]
for name, rel, old, new, flt in wanted:
    sh("python3 generate.py --tesseraui")
    p = gen / rel
    s = p.read_text()
    if s.count(old) != 1:
        results.append((name, "NOT APPLIED (text not found once)", flt)); continue
    p.write_text(s.replace(old, new))
    b = sh("nice swift build --build-tests 2>&1 | tail -3")
    if "error:" in b.stdout:
        results.append((name, "DID NOT COMPILE", flt)); continue
    t = sh(f"swift test --skip-build --filter '{flt}' 2>&1")
    failed = {l.split('"')[1] for l in t.stdout.splitlines() if l.startswith('✘ Test "')}
    verdict = f"caught by {len(failed)} test(s)" if failed else "NOT CAUGHT"
    if "Test run with 0 tests" in t.stdout:
        verdict = f"NO TEST MATCHES '{flt}'"
    results.append((name, verdict, flt))
    print(f"{name}: {verdict}", flush=True)
sh("python3 generate.py --tesseraui")
sh("nice swift build --build-tests 2>&1 | tail -1")
caught = sum(1 for r in results if r[1].startswith("caught"))
print(f"{caught} of {len(results)} breakages caught")
