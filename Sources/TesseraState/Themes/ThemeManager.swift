import Observation
import TesseraColor
import TesseraTokens

/// Holds the app's theme: the current `ThemeSpec`, the color-scheme and contrast preferences,
/// the system's environment, and the `ResolvedTheme` derived from them; edits single roles
/// with undo; loads and saves through a ``ThemeStore``.
///
/// ```swift
/// ThemeManager.shared.setTheme(PresetThemes.ocean)
/// let manager = ThemeManager(theme: PresetThemes.default, store: try FileThemeStore(fileName: "theme.json"))
/// await manager.loadFromStore()          // falls back to the default on a corrupt file
/// manager.setColor(.init(red: 0, green: 0.4, blue: 0.8), for: .accent, in: .light)
/// manager.undo()
/// ```
@MainActor
@Observable
public final class ThemeManager {
  /// The instance `DSApp` uses. Tests and previews create their own.
  public static let shared = ThemeManager()

  /// The theme ``resetToDefault()`` returns to.
  public let defaultTheme: ThemeSpec
  /// Follow the system's light/dark setting, or force one. A change is saved to the store
  /// (see ``preferences``).
  public var colorSchemePreference: ColorSchemePreference {
    get { preferences.colorScheme }
    set { preferences.colorScheme = newValue }
  }
  /// Follow the system's Increase Contrast setting, or force one. A change is saved to the
  /// store (see ``preferences``).
  public var contrastPreference: ContrastPreference {
    get { preferences.contrast }
    set { preferences.contrast = newValue }
  }
  /// Both preferences. Every change is saved to the store in the background, one save after
  /// another in the order of the changes (``pendingPreferencesSave`` is the latest); a failed
  /// save sets ``lastStoreError``.
  public var preferences: ThemePreferences {
    get { storedPreferences }
    set {
      guard newValue != storedPreferences else { return }
      storedPreferences = newValue
      preferencesRevision &+= 1
      schedulePreferencesSave()
    }
  }
  /// The system's scheme, reported by the SwiftUI layer from `colorScheme`.
  public var systemScheme: ThemeScheme = .light
  /// The system's contrast, reported from `colorSchemeContrast`.
  public var systemContrast: ThemeContrast = .standard
  /// The Dynamic Type size, reported from `dynamicTypeSize`.
  public var contentSize: ContentSize = .large
  /// Whether Reduce Motion is on.
  public var reduceMotion = false
  /// What went wrong with the store last, if anything (a failed load, theme save or background
  /// preference save); cleared by a successful ``loadFromStore()`` or ``save()``.
  public private(set) var lastStoreError: ThemeStoreError?

  /// The save of the latest preference change, if one was started: awaiting it awaits every
  /// earlier one too, since they run in order. Tests await it instead of sleeping.
  @ObservationIgnored public private(set) var pendingPreferencesSave: Task<Void, Never>?

  private var storedPreferences: ThemePreferences
  @ObservationIgnored private var preferencesRevision: UInt64 = 0
  private var history: ThemeEditHistory
  private var revision: UInt64 = 0
  @ObservationIgnored private var resolvedCache: (key: ResolvedKey, theme: ResolvedTheme)?
  /// Every theme resolved for a view's environment, for the current revision.
  @ObservationIgnored private let resolutionCache = ResolvedThemeCache()
  @ObservationIgnored private let store: (any ThemeStore)?
  @ObservationIgnored private var saveChain: Task<Result<Void, ThemeStoreError>, Never>?

  private struct ResolvedKey: Equatable {
    var revision: UInt64
    var mode: ThemeMode
    var contentSize: ContentSize
    var reduceMotion: Bool
  }

  /// Creates a manager.
  /// - Parameters:
  ///   - theme: the starting theme, also the one ``resetToDefault()`` returns to.
  ///   - store: where ``loadFromStore()`` and ``save()`` go; `nil` keeps the theme in memory.
  ///   - colorSchemePreference: `.system` (the default) forces no scheme.
  ///   - contrastPreference: `.system` follows Increase Contrast.
  public init(
    theme: ThemeSpec = PresetThemes.default, store: (any ThemeStore)? = nil,
    colorSchemePreference: ColorSchemePreference = .system,
    contrastPreference: ContrastPreference = .system
  ) {
    defaultTheme = theme
    history = ThemeEditHistory(theme)
    self.store = store
    storedPreferences = ThemePreferences(
      colorScheme: colorSchemePreference, contrast: contrastPreference)
  }

  // MARK: Theme and resolution

  /// The theme in effect.
  public var currentTheme: ThemeSpec { history.current }

  /// The scheme to force on the view tree, or `nil` to follow the system.
  public var preferredColorScheme: ThemeScheme? { colorSchemePreference.forcedScheme }

  /// The mode in effect: the preferences applied to the system's settings.
  public var mode: ThemeMode {
    ThemeMode(
      scheme: colorSchemePreference.effectiveScheme(system: systemScheme),
      contrast: contrastPreference.effectiveContrast(system: systemContrast))
  }

  /// The current theme resolved for ``mode``, ``contentSize`` and ``reduceMotion``; cached
  /// until one of them changes.
  public var resolvedTheme: ResolvedTheme {
    let key = ResolvedKey(
      revision: revision, mode: mode, contentSize: contentSize, reduceMotion: reduceMotion)
    if let resolvedCache, resolvedCache.key == key { return resolvedCache.theme }
    let theme = currentTheme.resolved(
      for: key.mode, contentSize: key.contentSize, reduceMotion: key.reduceMotion)
    resolvedCache = (key, theme)
    return theme
  }

  /// The current theme resolved for a given environment, with the preferences applied (a
  /// forced scheme or contrast wins over the one passed in); resolved once per combination of
  /// inputs and then read from the manager's cache until the theme changes.
  public func resolvedTheme(
    systemScheme: ThemeScheme, systemContrast: ThemeContrast = .standard,
    contentSize: ContentSize = .large, reduceMotion: Bool = false
  ) -> ResolvedTheme {
    themeSource.resolved(
      systemScheme: systemScheme, systemContrast: systemContrast, contentSize: contentSize,
      reduceMotion: reduceMotion)
  }

  /// The current theme and preferences as a value `DSThemeProvider` puts in the environment,
  /// so that each view resolves it for its own environment through the manager's cache. It
  /// changes (and views re-read it) when the theme or a preference changes.
  public var themeSource: ThemeSource {
    ThemeSource(
      spec: currentTheme, revision: revision, preferences: preferences, cache: resolutionCache)
  }

  /// Switches to `theme` (a preset such as `PresetThemes.ocean`, or a generated brand theme).
  /// Undoable.
  public func setTheme(_ theme: ThemeSpec) { change { $0.apply(theme) } }

  /// Switches to the preset called `name`; returns `false` when there is none.
  @discardableResult
  public func setTheme(named name: String) -> Bool {
    guard let preset = PresetThemes.named(name) else { return false }
    setTheme(preset)
    return true
  }

  /// Returns to ``defaultTheme`` and both preferences to `.system` (saved as one change). The
  /// theme switch is undoable.
  public func resetToDefault() {
    preferences = .system
    setTheme(defaultTheme)
  }

  // MARK: Editing

  /// The four values of color `role` (the default theme's when the spec lacks the role).
  public func colorValues(for role: ColorRole) -> ColorValues { currentTheme.colorValues(role) }

  /// Replaces the four values of color `role`. Consecutive edits of one role are one undo step.
  ///
  /// Editing the `accent` also re-derives the roles brand generation derives from it
  /// (`ThemeSpec.accentDerivedRoles`: indicator, link, labels, container, pressed state,
  /// focus ring) as `tessera brand` does, in the same undo step, so a toggle's indicator and
  /// the links follow the new color. A derived role that was itself edited since the theme was
  /// set (``editedColorRoles``) keeps its value; switching themes, loading from the store and
  /// undoing past the edit make it follow again.
  public func setColorValues(_ values: ColorValues, for role: ColorRole) {
    var theme = currentTheme
    theme.colors[role] = values
    if role == .accent {
      theme = theme.derivingAccentRoles(keeping: history.editedColorRoles)
    }
    change { $0.apply(theme, key: .color(role)) }
  }

  /// The color roles edited (`setColorValues(_:for:)`, ``setColor(_:for:in:)``) since the
  /// theme was set: the derived roles an accent edit leaves alone.
  public var editedColorRoles: Set<ColorRole> { history.editedColorRoles }

  /// Replaces the value of color `role` in one `mode`.
  public func setColor(_ color: SRGBColor, for role: ColorRole, in mode: ThemeMode) {
    var values = colorValues(for: role)
    values.setValue(color, for: mode)
    setColorValues(values, for: role)
  }

  /// The specification of typography `role`.
  public func typography(for role: TypographyRole) -> TypographyRoleSpec {
    currentTheme.typographySpec(role)
  }

  /// Replaces typography `role`. Consecutive edits of one role are one undo step.
  public func setTypography(_ spec: TypographyRoleSpec, for role: TypographyRole) {
    var theme = currentTheme
    theme.typography[role] = spec
    change { $0.apply(theme, key: .typography(role)) }
  }

  /// Closes the current edit group (call when a picker closes), so the next edit of the same
  /// role is its own undo step.
  public func endEditGroup() { history.endEditGroup() }

  /// Whether there is an edit to undo.
  public var canUndo: Bool { history.canUndo }

  /// Undoes the last edit (or edit group, theme switch or reset).
  public func undo() { change { $0.undo() } }

  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { history.canRedo }

  /// Redoes the last undone edit; a new edit after an undo makes redo impossible.
  public func redo() { change { $0.redo() } }

  /// Makes `theme` current as an edit under `key` (see ``ThemeEditHistory/apply(_:key:)``).
  func applyEdit(_ theme: ThemeSpec, key: ThemeEditHistory.EditKey) {
    change { $0.apply(theme, key: key) }
  }

  private func change(_ edit: (inout ThemeEditHistory) -> Void) {
    let before = history.current
    edit(&history)
    if history.current != before { revision &+= 1 }
  }

  // MARK: Persistence

  /// Loads the saved theme and preferences. Nothing saved keeps the current theme or
  /// preferences; an unreadable theme file (moved aside by the store) falls back to
  /// ``defaultTheme``, unreadable preferences (moved aside too) fall back to `.system`, and
  /// ``lastStoreError`` says what happened (the theme's error when both failed). Loading does
  /// not save; preferences changed while the load ran are kept rather than overwritten.
  public func loadFromStore() async {
    guard let store else { return }
    let revisionBeforeLoad = preferencesRevision
    var failure: ThemeStoreError?
    do {
      if let theme = try await store.load() {
        history.reset(to: theme)
        revision &+= 1
      }
    } catch {
      failure = error
      history.reset(to: defaultTheme)
      revision &+= 1
    }
    let loaded: ThemePreferences?
    do {
      loaded = try await store.loadPreferences()
    } catch {
      failure = failure ?? error
      loaded = .system
    }
    if let loaded, preferencesRevision == revisionBeforeLoad { storedPreferences = loaded }
    lastStoreError = failure
  }

  private func schedulePreferencesSave() {
    guard let store else { return }
    let preferences = storedPreferences
    let previous = pendingPreferencesSave
    let save = Task { () -> ThemeStoreError? in
      await previous?.value
      do throws(ThemeStoreError) {
        try await store.savePreferences(preferences)
        return nil
      } catch {
        return error
      }
    }
    let finished = Task { [weak self] in
      if let error = await save.value { self?.lastStoreError = error }
    }
    pendingPreferencesSave = finished
  }

  /// Saves the current theme. Saves run one after another in the order they were requested,
  /// so the file ends with the latest theme.
  public func save() async throws(ThemeStoreError) {
    guard let store else { return }
    let theme = currentTheme
    let previous = saveChain
    let task = Task { () -> Result<Void, ThemeStoreError> in
      _ = await previous?.value
      do throws(ThemeStoreError) {
        try await store.save(theme)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    saveChain = task
    switch await task.value {
    case .success:
      lastStoreError = nil
    case .failure(let error):
      lastStoreError = error
      throw error
    }
  }
}
