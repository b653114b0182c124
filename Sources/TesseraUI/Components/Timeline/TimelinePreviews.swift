#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Timeline: completed, current, upcoming") {
  DSTimeline(events: [
    DSTimeline.Event("Ordered", detail: "Mon 9:14", status: .completed),
    DSTimeline.Event("Shipped", status: .current),
    DSTimeline.Event("Delivered", status: .upcoming),
  ])
  .padding()
}

#Preview("Timeline: long text") {
  DSTimeline(events: [
    DSTimeline.Event(
      "Your parcel left the sorting centre in Lisbon",
      detail: "It is on its way to the local depot and should arrive tomorrow morning",
      status: .completed),
    DSTimeline.Event(
      "Out for delivery with the courier", detail: "Between 9:00 and 13:00", status: .current),
    DSTimeline.Event("Delivered to the front door or the nearest locker", status: .upcoming),
  ])
  .padding()
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Timeline family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func timelineSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSTimeline":
      return AnyView(
        DSTimeline(events: [
          DSTimeline.Event("Ordered", detail: "Mon 9:14", status: .completed),
          DSTimeline.Event("Shipped", status: .current),
          DSTimeline.Event("Delivered", status: .upcoming),
        ]))
    default: return nil
    }
  }
}
#endif
