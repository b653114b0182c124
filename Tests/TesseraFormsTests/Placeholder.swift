// Tests for TesseraForms.
