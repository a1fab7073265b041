import PopcornBrowse
import Testing

@Suite("BrowseModel")
struct BrowseModelTests {
    @Test("Enter asks for the selected row's screen, and the loaded screen is pushed")
    func enterLoadsAndPushes() {
        var model = BrowseModel(start: .mockTrending())

        let effect = model.handle(.enter)
        model.open(.mockMovie())

        #expect(effect == .load(.movie(550)))
        #expect(model.stack.map(\.target) == [.home(.trending), .movie(550)])
        #expect(model.status == nil)
        #expect(model.loading == nil)
    }

    @Test("the selection skips headings, moves with arrows and j/k, and stops at the ends")
    func movingSkipsHeadings() {
        var model = BrowseModel(start: .mockTrending())
        model.open(.mockMovie())
        #expect(model.current.selectedTarget == .person(819))

        _ = model.handle(.character("j"))
        #expect(model.current.selectedTarget == .person(287))
        _ = model.handle(.down)
        #expect(model.current.selectedTarget == .person(7467))
        _ = model.handle(.down)
        #expect(model.current.selectedTarget == .person(7467))
        _ = model.handle(.up)
        _ = model.handle(.character("k"))
        _ = model.handle(.character("k"))
        #expect(model.current.selectedTarget == .person(819))
    }

    @Test("back pops one screen and finds it as it was left; the start screen stays")
    func backRestoresTheScreenBelow() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.down)
        _ = model.handle(.enter)
        model.open(.mockMovie())
        _ = model.handle(.down)
        _ = model.handle(.enter)
        model.open(.mockPerson())

        _ = model.handle(.backspace)
        #expect(model.current.target == .movie(550))
        #expect(model.current.selectedTarget == .person(287))
        _ = model.handle(.character("h"))
        #expect(model.current.selectedTarget == .tvSeries(1396))
        _ = model.handle(.escape)
        #expect(model.stack.count == 1)
    }

    @Test("the walk Fight Club, Brad Pitt, Se7en keeps every step on the back stack")
    func aWalkBuildsTheBackStack() {
        var model = BrowseModel(start: .mockTrending())
        #expect(model.handle(.enter) == .load(.movie(550)))
        model.open(.mockMovie())
        _ = model.handle(.down)
        #expect(model.handle(.enter) == .load(.person(287)))
        model.open(.mockPerson())
        #expect(model.handle(.enter) == .load(.movie(807)))

        #expect(model.stack.map(\.title) == ["Trending today", "Fight Club (1999)", "Brad Pitt"])
    }

    @Test("a failed load leaves the screen usable and says why in the status line")
    func aFailureShowsInTheStatusLine() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.enter)
        #expect(model.status == "Loading…")

        model.fail("TMDb could not be reached: timed out", loading: .movie(550))

        #expect(model.status == "TMDb could not be reached: timed out")
        #expect(model.loading == nil)
        #expect(model.stack.count == 1)
        #expect(model.handle(.enter) == .load(.movie(550)))
    }

    @Test("keys typed while a screen loads wait, in order, and act on it once it lands")
    func keysWaitForTheScreen() {
        var model = BrowseModel(start: .mockTrending())
        #expect(model.handle(.enter) == .load(.movie(550)))
        #expect(model.handle(.down) == nil)
        #expect(model.handle(.enter) == nil)
        #expect(model.queuedKeys == [.down, .enter])

        let effects = model.show(.mockMovie())

        #expect(effects == [.load(.person(287))])
        #expect(model.current.selectedTarget == .person(287))
        #expect(model.loading == .person(287))
        #expect(model.queuedKeys.isEmpty)
    }

    @Test("an answer to a request since overtaken is dropped, not pushed")
    func staleAnswersAreDropped() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.enter)
        _ = model.handle(.down)
        _ = model.handle(.enter)
        model.show(.mockMovie())

        model.show(.mockMovie())
        model.fail("timed out", loading: .movie(550))

        #expect(model.stack.map(\.target) == [.home(.trending), .movie(550)])
        #expect(model.status == "Loading…")
        #expect(model.loading == .person(287))
    }

    @Test("keys typed while a screen loads are dropped when it fails: they were meant for it")
    func failureDropsWaitingKeys() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.enter)
        _ = model.handle(.down)
        _ = model.handle(.character("w"))

        model.fail("timed out", loading: .movie(550))

        #expect(model.queuedKeys.isEmpty)
        #expect(model.current.selectedTarget == .movie(550))
        #expect(model.status == "timed out")
    }

    @Test("q and Ctrl-C quit at once, even while a screen loads")
    func quitsWhileLoading() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.enter)

        #expect(model.handle(.character("q")) == .quit)
        #expect(model.handle(.interrupt) == .quit)
    }

    @Test("the first thing asked for is the start screen's tab")
    func startsWithTrending() {
        var model = BrowseModel(start: .mockTrending())

        #expect(model.start() == .load(.home(.trending)))
        #expect(model.status == "Loading…")
    }

    @Test("a refreshed watchlist tab keeps the status line's message and the selection")
    func refreshKeepsTheMessage() {
        let watchlist = BrowseScreen(
            target: .home(.watchlist), title: "Your watchlist",
            rows: [BrowseRow("Dune", target: .movie(1)), BrowseRow("Heat", target: .movie(2))])
        var model = BrowseModel(start: .mockTrending())
        model.open(watchlist)
        _ = model.handle(.down)
        model.say("Added Heat to your watchlist")

        #expect(model.refresh(.watchlist) == .load(.home(.watchlist)))
        model.show(watchlist)

        #expect(model.status == "Added Heat to your watchlist")
        #expect(model.current.selectedTarget == .movie(2))
        #expect(model.refresh(.trending) == nil)
    }

    @Test("a refresh that arrives after another tab was chosen does not replace it")
    func refreshAfterATabSwitchIsDropped() {
        let watchlist = BrowseScreen(
            target: .home(.watchlist), title: "Your watchlist", rows: [BrowseRow("Dune", target: .movie(1))])
        var model = BrowseModel(start: .mockTrending())
        model.open(watchlist)
        _ = model.refresh(.watchlist)
        _ = model.handle(.character("1"))
        model.show(.mockTrending())

        model.show(watchlist)

        #expect(model.tab == .trending)
    }

    @Test("a second Enter while the same screen loads asks nothing more")
    func aSecondEnterWhileLoadingIsIgnored() {
        var model = BrowseModel(start: .mockTrending())

        #expect(model.handle(.enter) == .load(.movie(550)))
        #expect(model.handle(.enter) == nil)
    }

    @Test("q and Ctrl-C quit; in the search line q is text, Ctrl-C still quits")
    func quitting() {
        var model = BrowseModel(start: .mockTrending())
        #expect(model.handle(.character("q")) == .quit)
        _ = model.handle(.character("/"))
        #expect(model.handle(.character("q")) == .search("q"))
        #expect(model.handle(.interrupt) == .quit)
    }

    @Test("? opens the help, ↑ ↓ scroll it, and any other key closes it")
    func help() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.character("?"))
        #expect(model.mode == .help)
        #expect(model.handle(.down) == nil)
        #expect(model.mode == .help && model.helpScroll == 1)
        _ = model.handle(.character("k"))
        #expect(model.helpScroll == 0)
        #expect(model.handle(.character("x")) == nil)
        #expect(model.mode == .browsing)
        #expect(model.current.selectedTarget == .movie(550))
    }

    @Test("Tab, Shift-Tab and number keys switch the start screen's tab, from any screen")
    func tabs() {
        var model = BrowseModel(start: .mockTrending())
        #expect(model.handle(.tab) == .load(.home(.popularMovies)))
        #expect(model.tab == .popularMovies)  // Shown selected at once, filled in when it loads.
        model.show(.mockLong(count: 3))
        #expect(model.handle(.character("3")) == .load(.home(.popularSeries)))
        model.show(BrowseScreen(target: .home(.popularSeries), title: "Popular series", rows: []))

        model.open(.mockMovie())
        #expect(model.handle(.backTab) == nil)  // Popular movies was seen: it comes back as it was.

        #expect(model.stack.map(\.target) == [.home(.popularMovies)])
        #expect(model.handle(.backTab) == nil)
        #expect(model.tab == .trending)
        #expect(model.current == .mockTrending())
    }

    @Test("each tab keeps its cursor, and a tab of your own data is read again when you come back")
    func tabsKeepTheirCursor() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.down)
        #expect(model.handle(.character("5")) == .load(.home(.watchlist)))
        model.show(BrowseScreen.mockLong(count: 3).retargeted(.home(.watchlist)))
        _ = model.handle(.end)

        #expect(model.handle(.character("1")) == nil)
        #expect(model.current.selectedTarget == .tvSeries(1396))
        #expect(model.handle(.character("5")) == .load(.home(.watchlist)))
        #expect(model.current.selectedTarget == .movie(3))
        #expect(model.status == nil)  // Read again quietly.
    }

    @Test("a tab that fails to load is shown selected, with the failure on its screen")
    func failedTab() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.character("4"))

        model.fail("popular people are not in the cache", loading: .home(.popularPeople))

        #expect(model.tab == .popularPeople)
        #expect(model.current.rows.isEmpty)
        #expect(model.current.emptyText == "popular people are not in the cache")
    }

    @Test("H goes back to the start screen as it was left")
    func home() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.down)
        model.open(.mockMovie())
        model.open(.mockPerson())

        #expect(model.handle(.character("H")) == nil)

        #expect(model.stack.count == 1)
        #expect(model.current.selectedTarget == .tvSeries(1396))
    }

    @Test("w names the screen's title, or the selected row's; o names a page on themoviedb.org")
    func watchlistAndWeb() {
        var model = BrowseModel(start: .mockTrending())
        #expect(model.handle(.character("w")) == .toggleWatchlist(.movie(550)))
        _ = model.handle(.down)
        _ = model.handle(.down)
        #expect(model.handle(.character("w")) == nil)  // A person is not a title.
        #expect(model.handle(.character("o")) == .openWeb(.person(287)))

        model.open(.mockMovie())
        #expect(model.handle(.character("w")) == .toggleWatchlist(.movie(550)))
        #expect(model.handle(.character("o")) == .openWeb(.movie(550)))
    }

    @Test("paging moves by a screenful and keeps the selection on screen")
    func paging() {
        var model = BrowseModel(start: .mockLong(count: 50))
        model.fit(visibleRows: 10)

        _ = model.handle(.pageDown)
        #expect(model.current.selection == 9)
        _ = model.handle(.pageDown)
        #expect(model.current.selection == 18)
        #expect(model.current.scroll == 9)
        _ = model.handle(.character("G"))
        #expect(model.current.selection == 49)
        #expect(model.current.scroll == 40)
        _ = model.handle(.character("g"))
        #expect(model.current.scroll == 0)
    }
}
