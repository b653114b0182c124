// Tests for TesseraComponents.
