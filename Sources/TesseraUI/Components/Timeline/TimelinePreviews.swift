#if canImport(SwiftUI)
import SwiftUI

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
#endif
