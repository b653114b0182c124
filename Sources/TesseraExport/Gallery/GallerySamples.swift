/// The sample content the gallery draws components with: real titles, names and messages
/// instead of type names, so a designer reads a component as it appears in an app.
enum GallerySamples {
  /// A button's title for a `DSButtonRole` variant name.
  static func buttonTitle(_ variant: String) -> String {
    switch variant {
    case "primary": return "Continue"
    case "secondary": return "Save draft"
    case "tertiary": return "Learn more"
    case "quaternary": return "Skip"
    case "destructive": return "Delete"
    default: return "Continue"
    }
  }

  /// A badge's label for a status variant.
  static func badge(_ variant: String) -> String {
    switch variant {
    case "info": return "Beta"
    case "success": return "New"
    case "warning": return "Low"
    case "error": return "Failed"
    default: return "Draft"
    }
  }

  /// A status badge's label for a status variant.
  static func status(_ variant: String) -> String {
    switch variant {
    case "info": return "Syncing"
    case "success": return "Paid"
    case "warning": return "Pending"
    case "error": return "Overdue"
    default: return "Archived"
    }
  }

  /// A toast's title for a status variant.
  static func toastTitle(_ variant: String) -> String {
    switch variant {
    case "info": return "Syncing started"
    case "success": return "Saved"
    case "warning": return "Storage almost full"
    case "error": return "Upload failed"
    default: return "Draft kept"
    }
  }

  /// A banner's or inline alert's title for a status variant.
  static func messageTitle(_ variant: String) -> String {
    switch variant {
    case "info": return "Update available"
    case "success": return "Payment received"
    case "warning": return "Card expires soon"
    case "error": return "Sync failed"
    default: return "Offline mode"
    }
  }

  /// A banner's or inline alert's detail line for a status variant.
  static func messageDetail(_ variant: String) -> String {
    switch variant {
    case "info": return "Version 2.4 is ready."
    case "success": return "Thanks, it is on its way."
    case "warning": return "Add a new card by June."
    case "error": return "Check your connection."
    default: return "Changes sync later."
    }
  }

  /// A person's name for an avatar palette slot ("palette0" ...).
  static func person(_ variant: String) -> String {
    let names = [
      "Ada Lovelace", "Grace Hopper", "Alan Turing", "Hedy Lamarr", "Katherine Johnson",
      "Linus Pauling",
    ]
    let index = Int(variant.dropFirst("palette".count)) ?? 0
    return names[((index % names.count) + names.count) % names.count]
  }

  /// A timeline event's title for a step status variant.
  static func event(_ variant: String) -> String {
    switch variant {
    case "completed": return "Order placed"
    case "current": return "Out for delivery"
    default: return "Delivered"
    }
  }

  /// A timeline event's time for a step status variant.
  static func eventTime(_ variant: String) -> String {
    switch variant {
    case "completed": return "Mon 9:41"
    case "current": return "Today 8:15"
    default: return "Expected by 18:00"
    }
  }

  /// The label beside the sample toggle.
  static let toggleLabel = "Wi-Fi"

  /// The title of a swipe action of a role ("destructive" ...).
  static func swipeAction(_ role: String) -> String {
    switch role {
    case "destructive": return "Delete"
    case "warning": return "Flag"
    case "neutral": return "More"
    default: return "Archive"
    }
  }

  /// The title of a confirmation dialog's action of a role ("cancel" ...).
  static func dialogAction(_ role: String) -> String {
    switch role {
    case "destructive": return "Delete"
    case "cancel": return "Cancel"
    default: return "Keep a copy"
    }
  }
}

/// The simple icons the gallery draws, as SVG path data in a 24 × 24 box (stroked unless
/// drawn filled), standing in for the SF Symbols the SwiftUI views use.
enum GalleryGlyph {
  static let star =
    "<path d=\"M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z\"/>"
  static let check = "<path d=\"M5 12.5l4.5 4.5L19 7.5\"/>"
  static let heart =
    "<path d=\"M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z\"/>"
  static let chevron = "<path d=\"M9 5l7 7-7 7\"/>"
  static let back = "<path d=\"M15 5l-7 7 7 7\"/>"
  static let close = "<path d=\"M6 6l12 12M18 6L6 18\"/>"
  static let plus = "<path d=\"M12 5v14M5 12h14\"/>"
  static let minus = "<path d=\"M5 12h14\"/>"
  static let clear = "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M9 9l6 6M15 9l-6 6\"/>"
  static let alert = "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M12 7.5v5.5M12 16.5v.5\"/>"
  static let info = "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M12 11v6M12 7.5v.5\"/>"
  static let success = "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M8 12.5l3 3 5-6\"/>"
  static let warning = "<path d=\"M12 3.5L22 20H2z\"/><path d=\"M12 10v4.5M12 17.3v.2\"/>"
  static let neutral = "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M8 12h8\"/>"
  static let search = "<circle cx=\"11\" cy=\"11\" r=\"6.5\"/><path d=\"M16 16l4.5 4.5\"/>"
  static let home = "<path d=\"M4 11l8-7 8 7v9h-5v-6h-6v6H4z\"/>"
  static let person =
    "<circle cx=\"12\" cy=\"8\" r=\"4\"/><path d=\"M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7\"/>"
  static let bell = "<path d=\"M6 17v-6a6 6 0 0 1 12 0v6l2 2H4z\"/><path d=\"M10 21h4\"/>"
  static let inbox =
    "<path d=\"M3 13l3-8h12l3 8v6H3z\"/><path d=\"M3 13h5l1 3h6l1-3h5\"/>"
  static let spinner = "<path d=\"M12 3a9 9 0 1 0 9 9\"/>"
  static let card =
    "<rect x=\"2.5\" y=\"5.5\" width=\"19\" height=\"13\" rx=\"2\"/><path d=\"M2.5 10h19\"/>"
  static let trash = "<path d=\"M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13\"/>"
  static let flag = "<path d=\"M5 21V4M5 4h12l-2 4 2 4H5\"/>"
  static let more =
    "<circle cx=\"5\" cy=\"12\" r=\"1\"/><circle cx=\"12\" cy=\"12\" r=\"1\"/>"
    + "<circle cx=\"19\" cy=\"12\" r=\"1\"/>"
  static let archive = "<path d=\"M3 4h18v4H3zM5 8v12h14V8M10 12h4\"/>"
  static let handle = "<path d=\"M4 8h16M4 12h16M4 16h16\"/>"
  static let delete = "<path d=\"M9 5h11v14H9l-6-7z\"/><path d=\"M12 9l5 6M17 9l-5 6\"/>"
  static let calendar =
    "<rect x=\"3\" y=\"5\" width=\"18\" height=\"16\" rx=\"2\"/>"
    + "<path d=\"M3 10h18M8 3v4M16 3v4\"/>"

  /// The icon of a status variant ("info", "success" ...).
  static func status(_ variant: String) -> String {
    switch variant {
    case "info": return info
    case "success": return success
    case "warning": return warning
    case "error": return alert
    default: return neutral
    }
  }
}
