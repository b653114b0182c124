import TesseraComponents
import TesseraTokens

/// Mock screens built from the component drawings, in the four modes side by side: a sign-in
/// form with validation errors, a settings list, a checkout with card input, and a feed with a
/// banner and a toast. Every component on them is a ``GalleryDrawing`` of its appearance, so
/// the screens are audited exactly as the components pages are.
struct GalleryScreensPage {
  let spec: ThemeSpec

  /// One component of a screen: its style, state, size, surface and sample texts.
  struct Piece {
    var style: ComponentStyle
    var state: ComponentState = .normal
    var size: ComponentSize = .medium
    var content: [String: String] = [:]
  }

  /// A screen: its title, its surface and its pieces from top to bottom (a row of pieces is
  /// drawn side by side).
  struct Screen {
    var title: String
    var surface: ColorRole
    var rows: [[Piece]]
  }

  static let screens: [Screen] = [
    Screen(
      title: "Sign in", surface: .backgroundPrimary,
      rows: [
        [
          Piece(
            style: .navigationBar, content: ["title": "Sign in", "back": "Back", "action": "Help"])
        ],
        [
          Piece(
            style: .inlineAlert(.error),
            content: [
              "title": "Sign-in failed", "detail": "Check the fields marked below.",
              "action": "Get help",
            ])
        ],
        [
          Piece(
            style: .textField, state: .error,
            content: [
              "value": "ada@example", "detail": "Enter a full email address", "width": "100%",
            ])
        ],
        [
          Piece(
            style: .textField, state: .error,
            content: [
              "value": "••••", "detail": "At least 8 characters", "width": "100%",
            ])
        ],
        [Piece(style: .strengthMeter(.veryWeak))],
        [
          Piece(
            style: .checkbox, state: .selected,
            content: ["title": "Keep me signed in", "detail": ""])
        ],
        [
          Piece(
            style: .button(.primary), size: .large, content: ["title": "Sign in", "width": "100%"])
        ],
        [
          Piece(
            style: .button(.quaternary), content: ["title": "Forgot password?", "width": "100%"])
        ],
      ]),
    Screen(
      title: "Settings", surface: .backgroundGrouped,
      rows: [
        [
          Piece(
            style: .navigationBar, content: ["title": "Settings", "back": "Back", "action": "Edit"])
        ],
        [
          Piece(
            style: .listRow,
            content: [
              "title": "Notifications", "detail": "Sounds, badges", "width": "100%",
            ])
        ],
        [
          Piece(
            style: .listRow, state: .selected,
            content: [
              "title": "Privacy", "detail": "Location, camera", "width": "100%",
            ])
        ],
        [Piece(style: .divider)],
        [Piece(style: .toggle, state: .selected, content: ["title": "Wi-Fi"])],
        [Piece(style: .toggle, content: ["title": "Bluetooth"])],
        [Piece(style: .segmentedControl)],
        [
          Piece(
            style: .keyValue, content: ["title": "Version", "detail": "2.4.1", "width": "100%"])
        ],
        [Piece(style: .button(.destructive), content: ["title": "Sign out", "width": "100%"])],
      ]),
    Screen(
      title: "Checkout", surface: .backgroundPrimary,
      rows: [
        [
          Piece(
            style: .navigationBar, content: ["title": "Checkout", "back": "Cart", "action": "Help"])
        ],
        [Piece(style: .stepsIndicator(.current))],
        [
          Piece(
            style: .textField, state: .focused,
            content: [
              "value": "4242 4242 4242 4242", "detail": "Card number", "width": "100%",
            ])
        ],
        [
          Piece(
            style: .textField,
            content: ["placeholder": "MM/YY", "detail": "Expiry", "width": "100%"]),
          Piece(
            style: .textField, state: .error,
            content: [
              "value": "12", "detail": "3 digits", "width": "100%",
            ]),
        ],
        [
          Piece(style: .keyValue, content: ["title": "Total", "detail": "$48.00", "width": "100%"])
        ],
        [
          Piece(
            style: .button(.primary), size: .large,
            content: ["title": "Pay $48.00", "width": "100%"])
        ],
      ]),
    Screen(
      title: "Feed", surface: .backgroundPrimary,
      rows: [
        [
          Piece(
            style: .banner(.info),
            content: [
              "title": "Update available", "detail": "Version 2.4 is ready.", "action": "Update",
            ])
        ],
        [
          Piece(style: .navigationBar, content: ["title": "Feed", "back": "Back", "action": "New"])
        ],
        [
          Piece(style: .avatar(AvatarPalette.Slot(0))),
          Piece(style: .avatar(AvatarPalette.Slot(2))),
          Piece(style: .avatar(AvatarPalette.Slot(3))),
        ],
        [
          Piece(
            style: .card(.elevated),
            content: [
              "title": "Trip to Lisbon", "detail": "Ada shared 24 photos", "width": "100%",
            ])
        ],
        [
          Piece(
            style: .card(.flat),
            content: [
              "title": "Weekly summary", "detail": "12 tasks done, 3 to review", "width": "100%",
            ])
        ],
        [
          Piece(
            style: .toast(.success),
            content: [
              "title": "Saved", "detail": "Your post is live.", "width": "100%",
            ])
        ],
        [Piece(style: .tabBar, state: .selected)],
      ]),
  ]

  func body() -> String {
    var html = "<p>Four screens built from the drawn components, in the four modes. Every "
    html += "component is drawn from its appearance on the screen's surface, as on the "
    html += "components pages.</p>\n"
    html += "<table class=\"samples screens\"><thead><tr><th scope=\"col\">Screen</th>"
    for mode in ThemeMode.allCases {
      html += "<th scope=\"col\">\(GalleryThemePages.modeTitle(mode))</th>"
    }
    html += "</tr></thead><tbody>\n"
    for screen in Self.screens {
      html += "<tr><th scope=\"row\">\(screen.title)</th>"
      for mode in ThemeMode.allCases {
        let theme = spec.resolved(for: mode)
        html += "<td class=\"stage phone\" style=\"background:"
        html += "\(HTML.color(theme.color(screen.surface)))\"><div class=\"screen\">"
        for row in screen.rows {
          html += "<div class=\"screen-row\">"
          for piece in row {
            let look = theme.appearance(
              piece.style, size: piece.size, state: piece.state, on: screen.surface)
            let backdrop = screen.surface
            let size = piece.size
            let drawing = GalleryDrawing.draw(
              look, related: { theme.appearance($0, size: size, state: $1, on: backdrop) },
              typeStyle: { theme.text($0) }, content: piece.content)
            html += "<div class=\"specimen\" data-style=\"\(piece.style)\" data-size=\"\(size)\">"
            html += drawing.html + "</div>"
          }
          html += "</div>"
        }
        html += "</div></td>"
      }
      html += "</tr>\n"
    }
    return html + "</tbody></table>\n"
  }
}
