// Tests for TesseraState.
