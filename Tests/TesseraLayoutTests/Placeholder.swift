// Tests for TesseraLayout.
