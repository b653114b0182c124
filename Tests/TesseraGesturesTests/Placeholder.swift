// Tests for TesseraGestures.
