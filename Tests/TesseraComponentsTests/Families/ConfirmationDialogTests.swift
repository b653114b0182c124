import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Confirmation dialog actions")
struct ConfirmationActionsTests {
  @Test("a cancel action is added when none is given, and stands last or first")
  func addedCancel() throws {
    let actions = try ConfirmationActions(
      [ConfirmationAction("Delete", role: .destructive)], cancelTitle: "Vazgeç")
    #expect(actions.actions.count == 2)
    #expect(actions.ordered(for: .stacked).map(\.title) == ["Delete", "Vazgeç"])
    #expect(actions.ordered(for: .row).map(\.title) == ["Vazgeç", "Delete"])
    #expect(actions.escapeAction == ConfirmationAction("Vazgeç", role: .cancel))
  }

  @Test("a given cancel is kept where the platform puts it, not duplicated")
  func givenCancel() throws {
    let actions = try ConfirmationActions(
      [
        ConfirmationAction("Keep editing", role: .cancel), ConfirmationAction("Save"),
        ConfirmationAction("Discard", role: .destructive),
      ], cancelTitle: "Cancel")
    #expect(actions.actions.count == 3)
    #expect(actions.ordered(for: .stacked).map(\.title) == ["Save", "Discard", "Keep editing"])
    #expect(actions.ordered(for: .row).map(\.title) == ["Keep editing", "Save", "Discard"])
  }

  @Test("Return triggers the one standard action, never a destructive one")
  func returnKey() throws {
    let save = try ConfirmationActions([ConfirmationAction("Save")], cancelTitle: "Cancel")
    #expect(save.returnAction?.title == "Save")
    let delete = try ConfirmationActions(
      [ConfirmationAction("Delete", role: .destructive)], cancelTitle: "Cancel")
    #expect(delete.returnAction == nil)
    let both = try ConfirmationActions(
      [ConfirmationAction("Save"), ConfirmationAction("Delete", role: .destructive)],
      cancelTitle: "Cancel")
    #expect(both.returnAction == nil)
    let two = try ConfirmationActions(
      [ConfirmationAction("Save"), ConfirmationAction("Save as")], cancelTitle: "Cancel")
    #expect(two.returnAction == nil)
  }

  @Test("actions nobody can answer with are refused with what and where")
  func refused() {
    #expect(throws: ConfirmationActionsError.noAction) {
      try ConfirmationActions([], cancelTitle: "Cancel")
    }
    #expect(throws: ConfirmationActionsError.noAction) {
      try ConfirmationActions([ConfirmationAction("Close", role: .cancel)], cancelTitle: "Cancel")
    }
    #expect(throws: ConfirmationActionsError.emptyTitle(index: 1)) {
      try ConfirmationActions(
        [ConfirmationAction("Save"), ConfirmationAction(" \n")], cancelTitle: "Cancel")
    }
    #expect(throws: ConfirmationActionsError.moreThanOneCancel(indices: [0, 2])) {
      try ConfirmationActions(
        [
          ConfirmationAction("No", role: .cancel), ConfirmationAction("Yes"),
          ConfirmationAction("Later", role: .cancel),
        ], cancelTitle: "Cancel")
    }
    #expect(
      ConfirmationActionsError.moreThanOneCancel(indices: [0, 2]).description.hasPrefix(
        "actions 0, 2 are all cancel actions"))
  }
}

@Suite("Confirmation dialog appearance")
struct ConfirmationDialogAppearanceTests {
  @Test(
    "destructive actions are in the error color, cancel in the text color, on the dialog surface")
  func roles() {
    let theme = PresetThemes.default.resolved(for: .light)
    #expect(theme.appearance(.confirmationDialog(.standard)).action?.role == .textLink)
    #expect(theme.appearance(.confirmationDialog(.destructive)).action?.role == .error)
    #expect(theme.appearance(.confirmationDialog(.cancel)).action?.role == .textPrimary)
    #expect(
      theme.appearance(.confirmationDialog(.cancel)).background?.token
        == "surface.popover.background")
  }

  @Test(
    "every action's hit area is at least 44 points in every preset", arguments: ThemeMode.allCases)
  func targets(mode: ThemeMode) {
    for preset in PresetThemes.all {
      let theme = preset.resolved(for: mode)
      for role in ConfirmationActionRole.allCases {
        let target = theme.appearance(.confirmationDialog(role)).tapTarget(.action)
        #expect(target.width >= 44 && target.height >= 44, "\(preset.name) \(role)")
      }
    }
  }
}
