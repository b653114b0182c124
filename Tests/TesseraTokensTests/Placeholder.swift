// Tests for TesseraTokens.
