import TesseraTokens

// The component enums key the appearance cache and an appearance's tap targets; they hash
// their case's position, as the role enums do (`CaseIndexHashable`, TesseraTokens).

extension ComponentStyleFamily: CaseIndexHashable {}
extension ComponentState: CaseIndexHashable {}
extension ComponentSize: CaseIndexHashable {}
extension ComponentPart: CaseIndexHashable {}
extension TappablePart: CaseIndexHashable {}
