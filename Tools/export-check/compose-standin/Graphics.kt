// Stand-in for androidx.compose.ui.graphics.Color as Tessera's Compose export uses it: the
// ARGB constructor functions Color(Long) and Color(Int). Compose keeps an sRGB color's ARGB
// bits in the upper 32 bits of `value`; the stand-in does the same.
package androidx.compose.ui.graphics

class Color(val value: ULong) {
    override fun equals(other: Any?): Boolean = other is Color && other.value == value
    override fun hashCode(): Int = value.hashCode()

    companion object {
        val Unspecified = Color(0x10UL)
    }
}

fun Color(color: Long): Color = Color((color.toULong() and 0xFFFFFFFFUL) shl 32)

fun Color(color: Int): Color = Color(color.toLong())
