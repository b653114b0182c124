// Stand-in for androidx.compose.ui.unit: Dp with the Int/Double/Float `dp` extensions, and
// TextUnit with the `sp` extensions.
package androidx.compose.ui.unit

class Dp(val value: Float)

val Int.dp: Dp get() = Dp(this.toFloat())
val Double.dp: Dp get() = Dp(this.toFloat())
val Float.dp: Dp get() = Dp(this)

class TextUnit(val value: Float, val type: String) {
    companion object {
        val Unspecified = TextUnit(Float.NaN, "unspecified")
    }
}

val Int.sp: TextUnit get() = TextUnit(this.toFloat(), "sp")
val Double.sp: TextUnit get() = TextUnit(this.toFloat(), "sp")
val Float.sp: TextUnit get() = TextUnit(this, "sp")
