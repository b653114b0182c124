import Testing

@testable import TesseraState

@Suite("Notice windows: a manager shared by several windows draws in one")
struct NoticeWindowsTests {
  @Test("the most recently activated active window presents; the others draw nothing")
  func onePresenter() {
    var windows = NoticeWindows()
    windows.open("A")
    windows.activate("A")
    windows.open("B")
    windows.activate("B")
    #expect(windows.presenter == "B")
    #expect(windows.shows(in: "B"))
    #expect(!windows.shows(in: "A"))
    windows.activate("A")
    #expect(windows.presenter == "A")
    #expect(!windows.shows(in: "B"))
  }

  @Test("an inactive window hands over to the active one, and back when none is active")
  func inactiveWindows() {
    var windows = NoticeWindows()
    windows.activate("A")
    windows.activate("B")
    windows.deactivate("B")
    #expect(windows.presenter == "A")
    windows.deactivate("A")
    // No scene is active (the app is in the background): the last activated keeps them.
    #expect(windows.presenter == "B")
    windows.close("B")
    #expect(windows.presenter == "A")
    windows.close("A")
    #expect(windows.presenter == nil)
  }

  @Test("a window opened but not yet active presents only when it is the newest open one")
  func openedNotActive() {
    var windows = NoticeWindows()
    windows.activate("A")
    windows.open("B")
    #expect(windows.presenter == "A")
    windows.deactivate("A")
    #expect(windows.presenter == "B")
  }

  @Test("with no window registered every host draws; showsInEveryWindow draws in all")
  func everyWindow() {
    var windows = NoticeWindows()
    #expect(windows.shows(in: "preview"))
    windows.activate("A")
    windows.activate("B")
    #expect(!windows.shows(in: "A"))
    windows.showsInEveryWindow = true
    #expect(windows.shows(in: "A") && windows.shows(in: "B"))
  }

  @Test("each manager starts with no window and keeps what its hosts register")
  @MainActor func managers() {
    let toasts = DSToastManager()
    toasts.windows.activate("A")
    toasts.windows.activate("B")
    #expect(toasts.windows.presenter == "B")
    #expect(SnackBarManager().windows == NoticeWindows())
    #expect(BannerManager().windows == NoticeWindows())
  }
}

@Suite("Notices show above sheets and alerts")
struct NoticePresentationTests {
  @Test("the innermost presentation over the presenting window draws, until it is dismissed")
  func innermost() {
    var windows = NoticeWindows()
    windows.activate("A")
    windows.present("sheet", over: "A")
    #expect(windows.shows(in: "sheet") && !windows.shows(in: "A"))
    windows.present("alert", over: "A")
    #expect(windows.shows(in: "alert") && !windows.shows(in: "sheet"))
    windows.dismissPresentation("alert")
    #expect(windows.shows(in: "sheet"))
    windows.dismissPresentation("sheet")
    #expect(windows.shows(in: "A"))
    #expect(windows.presentations.isEmpty)
  }

  @Test("a sheet over a window that does not present draws nothing; every window draws its own")
  func otherWindows() {
    var windows = NoticeWindows()
    windows.activate("A")
    windows.activate("B")
    windows.present("sheetA", over: "A")
    #expect(windows.shows(in: "B") && !windows.shows(in: "sheetA"))
    windows.showsInEveryWindow = true
    #expect(windows.shows(in: "sheetA") && windows.shows(in: "B") && !windows.shows(in: "A"))
    windows.close("A")
    #expect(!windows.shows(in: "sheetA") && windows.presentations.isEmpty)
  }

  @Test("a sheet over an unnamed window (no DSApp) covers the presenting window, not the others")
  func unnamedWindow() {
    var windows = NoticeWindows()
    windows.activate("own")
    windows.present("sheet", over: NoticeWindows.unnamedWindow)
    #expect(windows.shows(in: "sheet") && !windows.shows(in: "own"))
    windows.present("alert", over: NoticeWindows.unnamedWindow)
    #expect(windows.shows(in: "alert") && !windows.shows(in: "sheet"))
    windows.dismissPresentation("alert")
    windows.dismissPresentation("sheet")
    #expect(windows.shows(in: "own"))
    // With two windows, only the presenting one is covered.
    windows.activate("other")
    windows.present("sheet", over: NoticeWindows.unnamedWindow)
    windows.showsInEveryWindow = true
    #expect(windows.shows(in: "sheet") && windows.shows(in: "own") && !windows.shows(in: "other"))
  }

  @Test("a sheet over a window this manager never registered covers the presenting window")
  func unregisteredWindow() {
    // A snack bar host outside DSApp registers its own id; DSApp's sheets name DSApp's.
    var windows = NoticeWindows()
    windows.activate("snackHost")
    windows.present("sheet", over: "dsApp")
    #expect(windows.shows(in: "sheet") && !windows.shows(in: "snackHost"))
    windows.dismissPresentation("sheet")
    #expect(windows.shows(in: "snackHost"))
    // Once that window is registered, its sheets cover it alone.
    windows.activate("dsApp")
    windows.activate("snackHost")
    windows.present("sheet", over: "dsApp")
    #expect(windows.shows(in: "snackHost") && !windows.shows(in: "sheet"))
  }

  @Test("a window two hosts registered stays open, with its sheet, until both are gone")
  func twoHostsOfOneWindow() {
    var windows = NoticeWindows()
    windows.open("A")
    windows.activate("A")
    windows.open("B")
    windows.activate("B")
    // A second tab's host of window B appears before the first tab's goes away.
    windows.open("B")
    windows.present("sheet", over: "B")
    windows.close("B")
    #expect(windows.open == ["A", "B"])
    #expect(windows.shows(in: "sheet") && !windows.shows(in: "B") && !windows.shows(in: "A"))
    windows.close("B")
    #expect(windows.open == ["A"] && windows.presentations.isEmpty)
    #expect(windows.shows(in: "A"))
  }

  @Test("with no window registered, window hosts draw and presentation hosts defer to them")
  func noWindow() {
    var windows = NoticeWindows()
    windows.present("sheet", over: "A")
    #expect(windows.shows(in: "root") && !windows.shows(in: "sheet"))
  }
}
