# The defects of issue #29 ("TesseraUI on a device") against the code they were found in: for
# each defect with an executed test, the files it names are taken from commit a2e9549 (the
# code before any fix) and copied over the runtime's generated copy of Sources/TesseraUI, the
# runtime tests named are run, and the result is printed. A defect whose test passes on the old
# file is a test that does not test the fix; one whose old file no longer compiles against
# today's portable modules cannot be compared this way (its hand-made breakage in
# breakages.py stands in for it). Not part of CI (about 20 minutes on two cores); run it after
# changing a behaviour test:
#
#     python3 Tools/SwiftUIRuntime/regressions.py           # all of them
#     python3 Tools/SwiftUIRuntime/regressions.py carousel  # those whose name has "carousel"
#
# It leaves Generated/ regenerated from the sources.
import pathlib, subprocess, sys
root = pathlib.Path(__file__).resolve().parent
repository = root.parent.parent
generated = root / 'Generated/TesseraUI'
BEFORE = 'a2e9549'
# (defect, the files it names under Sources/TesseraUI, the tests that cover it)
D = [
 ("1 OTP code resubmitted after the app clears it", ["Components/OTPField/DSOTPField.swift"], "OTPFieldBehaviour"),
 ("2 accordion sections added later never open", ["Components/Accordion/Accordion.swift"], "AccordionBehaviour"),
 ("3 form ignores late initial values and a new schema's steps", ["Components/TextField/DSFormView.swift"], "FormViewBehaviour"),
 ("4 password reveal drops focus", ["Components/TextField/DSPasswordField.swift"], "PasswordFieldBehaviour"),
 ("5 a cancelled drag is never reset (shared drag helper)", ["Platform.swift"], "SliderBehaviour|CarouselBehaviour|RangeSliderBehaviour"),
 ("7 reorderable list: a custom handle drag, not the system's list", ["Components/ReorderableList/ReorderableList.swift"], "reorderByDrag|reorderLargeText|reorderActions"),
 ("8 carousel pages and page control", ["Components/Carousel/DSCarousel.swift"], "CarouselBehaviour"),
 ("8 carousel collapses in a scroll view", ["Components/Carousel/DSCarousel.swift"], "carouselInScrollView"),
 ("12 alert pushes its buttons off screen at AX sizes", ["Components/Alert/DSAlert.swift"], "alertAtAccessibilitySizes"),
 ("10 slider haptic on every change", ["Components/Slider/DSSlider.swift"], "SliderBehaviour|HapticTriggerBehaviour"),
 ("16 bottom sheet reopens at its last size", ["Components/BottomSheet/BottomSheet.swift"], "reopensAtLowest"),
 ("17 dropdown's choice replaces its name", ["Components/DropdownMenu/DropdownMenu.swift"], "DropdownMenuBehaviour"),
 ("18 field errors only in the hint", ["Components/TextField/FieldContainer.swift"], "FormViewBehaviour|PasswordFieldBehaviour"),
 ("19 stepper buttons hidden from Voice Control", ["Components/Stepper/DSStepper.swift"], "StepperBehaviour"),
 ("escape does not close Tessera's modals (the shared modal helper)", ["Platform.swift"], "ModalEscapeBehaviour"),
 ("an empty date field ignores VoiceOver's swipe", ["Components/DateField/TypedField.swift"], "DateFieldBehaviour"),
 ("24 the number pad has nothing that puts the keyboard away", ["Components/TextField/CreditCardInputView.swift"], "keyboardBar"),
 ("a cancelled pinch or rotation never settles", ["Gestures/TransformableModifier.swift"], "TransformableBehaviour"),
 ("23 bands and pans rest on offset(x:) mirroring", ["Components/Progress/DSProgressBar.swift",
   "Components/Skeleton/DSSkeleton.swift", "Gestures/TransformableModifier.swift"],
  "RightToLeftOffsetBehaviour"),
 ("23 a swipeable row rests on offset(x:) mirroring", ["Components/SwipeableRow/SwipeableRow.swift"],
  "RightToLeftOffsetBehaviour"),
 ("11 two rows open together without a theme provider", ["Components/SwipeableRow/SwipeableRow.swift"],
  "SwipeableRowGroupBehaviour"),
]

def sh(cmd, timeout=1200):
    return subprocess.run(cmd, shell=True, cwd=root, capture_output=True, text=True, timeout=timeout)

wanted = [d for d in D if all(word in d[0] for word in sys.argv[1:])]
results = []
for name, files, tests in wanted:
    sh("python3 generate.py --tesseraui")
    missing = []
    for rel in files:
        old = subprocess.run(
            ["git", "show", f"{BEFORE}:Sources/TesseraUI/{rel}"], cwd=repository,
            capture_output=True, text=True)
        if old.returncode != 0:
            missing.append(rel)
            continue
        (generated / rel).write_text(old.stdout)
    if missing:
        results.append((name, f"NOT COMPARED ({', '.join(missing)} not in {BEFORE})"))
    else:
        build = sh("nice swift build --build-tests 2>&1 | grep -c ' error: ' || true")
        if build.stdout.strip() not in ("", "0"):
            results.append((name, f"NOT COMPARED ({BEFORE}'s file does not compile today)"))
        else:
            run = sh(f"swift test --skip-build --filter '{tests}' 2>&1")
            failed = {l.split('"')[1] for l in run.stdout.splitlines() if l.startswith('✘ Test "')}
            if "Test run with 0 tests" in run.stdout:
                results.append((name, f"NO TEST MATCHES '{tests}'"))
            else:
                results.append(
                    (name, f"fails {len(failed)} test(s) on {BEFORE}" if failed else f"PASSES on {BEFORE}"))
    print(f"{results[-1][0]}: {results[-1][1]}", flush=True)
sh("python3 generate.py --tesseraui")
sh("nice swift build --build-tests 2>&1 | tail -1")
failing = sum(1 for r in results if r[1].startswith("fails"))
print(f"{failing} of {len(results)} defects fail their tests on {BEFORE}")
