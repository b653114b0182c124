// Stand-in for androidx.compose.ui.text.font.FontWeight and FontFamily.
package androidx.compose.ui.text.font

class FontWeight(val weight: Int) {
    init {
        require(weight in 1..1000) { "Font weight can be in range [1, 1000]. Current value: $weight" }
    }
}

sealed class FontFamily {
    companion object {
        val Default: FontFamily = SystemFontFamily("default")
        val SansSerif: FontFamily = SystemFontFamily("sans-serif")
        val Serif: FontFamily = SystemFontFamily("serif")
        val Monospace: FontFamily = SystemFontFamily("monospace")
        val Cursive: FontFamily = SystemFontFamily("cursive")
    }
}

internal class SystemFontFamily(val name: String) : FontFamily()
