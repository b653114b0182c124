// The TesseraTokens module. See DESIGN.md for what it holds and what it may import.
