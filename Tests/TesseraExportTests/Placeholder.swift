// Tests for TesseraExport.
