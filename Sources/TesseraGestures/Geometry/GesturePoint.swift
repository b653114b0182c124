// Gestures' API is written in TesseraLayout's point type, so importing TesseraGestures brings it.
@_exported import TesseraLayout

/// A point or an offset in a gesture's coordinate space (points; y grows downwards, as on
/// screen): TesseraLayout's `LayoutPoint` under the name gesture code reads best with, so a
/// touch location, a stroke and a laid-out frame share one point type.
///
/// ```swift
/// let stroke = [GesturePoint(x: 0, y: 0), GesturePoint(x: 40, y: 12)]
/// ```
public typealias GesturePoint = LayoutPoint
