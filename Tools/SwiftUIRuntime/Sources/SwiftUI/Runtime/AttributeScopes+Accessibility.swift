// Foundation's accessibility attribute scope, which Linux's Foundation lacks (it declares
// `AttributeScopes` without it). Copied from the stand-in
// (Tools/SwiftUIStandIn/Frameworks/Foundation/Bundle.swift) as an extension, because here the
// enum comes from Linux's Foundation; generate.py does not check this file against the stand-in.
import Foundation

extension AttributeScopes {
  /// The attributes that assistive technologies read (only the announcement priority here).
  public struct AccessibilityAttributes {
    /// An attribute to define the urgency of the announcement.
    @frozen public enum AnnouncementPriorityAttribute: AttributedStringKey {
      /// A priority level used by accessibility clients, such as VoiceOver, to control how
      /// announcements are queued and presented.
      public enum AnnouncementPriority: String, Hashable, Sendable {
        /// Announcements will interrupt other speech and cannot be interrupted once started.
        case high
        /// Announcements will interrupt existing speech, but are interruptible if a new speech
        /// utterance is started.
        case `default`
        /// Announcements are queued and spoken when other speech utterances have completed.
        case low
      }
      /// The attribute's value.
      public typealias Value = AnnouncementPriority
      /// The attribute's name.
      public static let name = "accessibilitySpeechAnnouncementPriority"
    }
  }
}
