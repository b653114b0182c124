// Tests for TesseraPatterns.
