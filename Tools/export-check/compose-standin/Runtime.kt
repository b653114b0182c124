// Stand-in for the parts of androidx.compose.runtime that Tessera's Compose export uses, with
// the same package, names and parameter lists as Compose's own declarations, so the exported
// file compiles against it as it would against Compose. Behaviour is reduced to what the check
// program reads back.
package androidx.compose.runtime

@MustBeDocumented
@Target(AnnotationTarget.CLASS)
@Retention(AnnotationRetention.BINARY)
annotation class Immutable

sealed class CompositionLocal<T>(internal val defaultFactory: () -> T) {
    /** Stand-in only: the default value (Compose reads `current` inside a composition). */
    val defaultValue: T get() = defaultFactory()
}

abstract class ProvidableCompositionLocal<T> internal constructor(defaultFactory: () -> T) :
    CompositionLocal<T>(defaultFactory)

internal class StaticProvidableCompositionLocal<T>(defaultFactory: () -> T) :
    ProvidableCompositionLocal<T>(defaultFactory)

fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> =
    StaticProvidableCompositionLocal(defaultFactory)
