// ExpandableText, Gauge, HighlightedText, IconButton, InlineAlert, KeyValue, ListRow,
// LoadingOverlay, MarqueeText, NavigationBar, OTPField, PageIndicator, PhoneInput, PinPad,
// Popover, Progress, Radio, RangeSlider, Rating. Each initializer that takes caller text is
// called with a string literal, a String variable and a LocalizedStringResource, secondary
// texts included. HighlightedText takes its text as data (searched, shown as written), and
// PageIndicator, PinPad and Popover take no caller text.
import Foundation
import SwiftUI
import Tessera

/// Text views, gauges, alerts and rows.
struct MiddleFamiliesTextCallers {
  @MainActor func calls() -> some View {
    VStack {
      Group {
        ExpandableText(
          "Long text", lineLimit: 2, expandButtonText: "More", collapseButtonText: "Less")
        ExpandableText(
          CallerText.variable, expandButtonText: CallerText.variable,
          collapseButtonText: CallerText.optionalVariable)
        ExpandableText(
          CallerText.resource, expandButtonText: CallerText.resource,
          collapseButtonText: CallerText.resource)
        ExpandableText("Long text")
        ExpandableText(CallerText.variable)
        ExpandableText(CallerText.resource)
      }
      Group {
        DSGauge("Speed", value: 72, scale: GaugeScale(from: 0, through: 120))
        DSGauge(CallerText.variable, value: 0.5)
        DSGauge(CallerText.resource, value: 0.5) { "\(Int($0 * 100))" }
      }
      Group {
        DSInlineAlert("Card expires soon", message: "Update it before 1 May.", status: .warning)
        DSInlineAlert(CallerText.variable, message: CallerText.optionalVariable)
        DSInlineAlert(CallerText.variable, message: CallerText.variable)
        DSInlineAlert(CallerText.resource, message: CallerText.resource, status: .error)
        DSInlineAlert("Saved")
        DSInlineAlert(CallerText.resource)
      }
      Group {
        DSKeyValue("Renews", value: "1 May 2027")
        DSKeyValue(CallerText.variable, value: CallerText.variable)
        DSKeyValue(CallerText.resource, value: "1 May 2027")
      }
    }
  }
}

/// Buttons, rows and bars.
struct MiddleFamiliesControlCallers {
  @MainActor func calls() -> some View {
    VStack {
      Group {
        DSIconButton("square.and.arrow.up", accessibilityLabel: "Share") {}
        DSIconButton("heart", accessibilityLabel: CallerText.variable, role: .tertiary) {}
        DSIconButton("plus", accessibilityLabel: CallerText.resource, size: .small) {}
      }
      Group {
        DSListRow("Wi-Fi", subtitle: "Home", icon: "wifi") {
          Image(systemName: "chevron.forward")
        } action: {
        }
        DSListRow(CallerText.variable, subtitle: CallerText.optionalVariable) {
          Text(verbatim: "On")
        }
        DSListRow(CallerText.resource, subtitle: CallerText.resource) { EmptyView() }
        DSListRow("Sign out", icon: "rectangle.portrait.and.arrow.right") {}
        DSListRow(CallerText.variable, subtitle: CallerText.variable, isSelected: true)
        DSListRow(CallerText.resource, subtitle: CallerText.resource)
        DSListRow("Plain row")
      }
      Group {
        DSNavigationBar("Settings") {
          DSIconButton("chevron.backward", accessibilityLabel: "Back") {}
        } trailing: {
          EmptyView()
        }
        DSNavigationBar(CallerText.variable) {
          EmptyView()
        } trailing: {
          EmptyView()
        }
        DSNavigationBar(CallerText.resource) {
          EmptyView()
        } trailing: {
          EmptyView()
        }
        DSNavigationBar("Inbox")
        DSNavigationBar(CallerText.variable)
        DSNavigationBar(CallerText.resource)
      }
    }
  }
}

/// Progress, overlays and inputs.
struct MiddleFamiliesInputCallers {
  let code = Binding.constant(OTPCode(length: 6))
  let shipping = Binding.constant("Standard")
  let range = Binding.constant(100.0...200.0)
  let rating = Binding.constant(3.0)

  @MainActor func calls() -> some View {
    VStack {
      Group {
        DSProgressBar("Uploading", value: ProgressValue(completed: 42, total: 100))
        DSProgressBar(CallerText.variable, value: .indeterminate)
        DSProgressBar(CallerText.resource, value: .indeterminate)
        DSProgressRing("Storage", value: ProgressValue(fraction: 0.66), showsPercent: true)
        DSProgressRing(CallerText.variable, value: .indeterminate)
        DSProgressRing(CallerText.resource, value: .indeterminate)
        DSProgressIndicator("Uploading", style: .circular, value: 0.42)
        DSProgressIndicator(CallerText.variable)
        DSProgressIndicator(CallerText.resource, value: 0.5)
      }
      Group {
        DSLoadingOverlay()
        DSLoadingOverlay(message: "Saving…")
        DSLoadingOverlay(message: CallerText.variable)
        DSLoadingOverlay(message: CallerText.optionalVariable)
        DSLoadingOverlay(message: CallerText.resource)
        Text(verbatim: "Form")
          .dsLoadingOverlay(isPresented: true)
          .dsLoadingOverlay(isPresented: true, message: "Saving…")
          .dsLoadingOverlay(isPresented: false, message: CallerText.variable)
          .dsLoadingOverlay(isPresented: false, message: CallerText.resource)
      }
      Group {
        DSOTPField(code: code)
        DSOTPField(code: code, label: "Code from the text message")
        DSOTPField(code: code, label: CallerText.variable)
        DSOTPField(code: code, label: CallerText.resource, hasError: true)
      }
      Group {
        DSRadio("Standard shipping", isSelected: true) {}
        DSRadio(CallerText.variable, isSelected: false) {}
        DSRadio(CallerText.resource, isSelected: false, size: .large) {}
        DSRadioGroup("Shipping", options: ["Standard", "Express"], selection: shipping) { $0 }
        DSRadioGroup(CallerText.variable, options: ["Standard"], selection: shipping) { $0 }
        DSRadioGroup(CallerText.resource, options: ["Standard"], selection: shipping) { $0 }
      }
      Group {
        RangeSlider("Price", range: range, in: 0...500, step: 10) { "$\(Int($0))" }
        RangeSlider(CallerText.variable, range: range, in: 0...500)
        RangeSlider(CallerText.resource, range: range, in: 0...500, minimumDistance: 20)
        RatingInput(rating: rating)
        RatingInput(rating: rating, label: "Your rating")
        RatingInput(rating: rating, label: CallerText.variable)
        RatingInput(rating: rating, label: CallerText.resource)
      }
    }
  }
}

/// The group's sized views with no `size:`, sized by the environment's `controlSize`.
struct MiddleFamiliesSizedCallers {
  let number = Binding.constant("7400 123456")
  let callingCode = Binding.constant("44")
  let pin = Binding.constant("12")
  let rating = Binding.constant(3.5)

  @MainActor func calls() -> some View {
    VStack {
      ExpandableText("Long text", lineLimit: 2)
      HighlightedText("Crème brûlée at the café", highlights: ["creme"])
      HighlightedText(CallerText.variable, searchQuery: "local")
      MarqueeText(CallerText.variable)
      MarqueeText("Breaking news", speed: 40)
      MarqueeText(CallerText.resource)
      PhoneInput("Mobile", phoneNumber: number, callingCode: callingCode)
      PhoneInput(CallerText.variable, phoneNumber: number, callingCode: callingCode)
      PhoneInput(CallerText.resource, phoneNumber: number, callingCode: callingCode)
      PinInput(code: pin, length: 4)
      RatingInput(rating: rating)
      DSIconButton("plus", accessibilityLabel: "Add") {}
      DSRadio("Express", isSelected: true) {}
    }
    .controlSize(.large)
  }
}
