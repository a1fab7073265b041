import Testing

@testable import PopcornBrowse

extension BrowseModelTests {
    @Test("moving down past the last row of a paged list asks for its next page, once")
    func asksForTheNextPage() {
        var model = BrowseModel(start: .mockPage(1, of: 28))
        _ = model.handle(.end)

        #expect(model.handle(.down) == .loadPage(.home(.popularMovies), page: 2))
        #expect(model.status == "Loading more…")
        #expect(model.handle(.down) == nil)  // Waits for the page, with the key kept.
        #expect(model.queuedKeys == [.down])
    }

    @Test("a page that lands is appended, the selection moves onto it, and the keys typed meanwhile apply")
    func appendsThePage() {
        var model = BrowseModel(start: .mockPage(1, of: 28))
        _ = model.handle(.end)
        _ = model.handle(.down)
        _ = model.handle(.down)

        let effects = model.append(.mockPage(2, of: 28), page: 2)

        #expect(effects.isEmpty)
        #expect(model.current.rows.count == 28)
        #expect(model.current.selectedTarget == .movie(22))
        #expect(model.current.paging == BrowsePaging(page: 2, totalPages: 2, totalResults: 28))
        #expect(model.status == nil)
    }

    @Test("every row of every page can be reached, and the last page asks for nothing more")
    func reachesTheEnd() {
        var model = BrowseModel(start: .mockPage(1, of: 146, target: .home(.popularPeople)))
        for page in 2...8 {
            _ = model.handle(.end)
            #expect(model.handle(.down) == .loadPage(.home(.popularPeople), page: page))
            model.append(.mockPage(page, of: 146, target: .home(.popularPeople)), page: page)
        }
        _ = model.handle(.end)

        #expect(model.current.selectedTarget == .movie(146))
        #expect(model.handle(.down) == nil)
        #expect(model.pageRequest == nil)
    }

    @Test("a page that cannot be had says why; the rows loaded stay and the list can be moved again")
    func failedPage() {
        var model = BrowseModel(start: .mockPage(1, of: 28))
        _ = model.handle(.end)
        _ = model.handle(.down)

        model.failPage("TMDb could not be reached", page: 2, of: .home(.popularMovies))

        #expect(model.status == "TMDb could not be reached")
        #expect(model.current.rows.count == 20)
        #expect(model.handle(.up) == nil)
        #expect(model.current.selectedTarget == .movie(19))
    }

    @Test("a page for a list no longer on show is dropped")
    func stalePage() {
        var model = BrowseModel(start: .mockPage(1, of: 28))

        #expect(model.append(.mockPage(2, of: 28), page: 2).isEmpty)
        #expect(model.current.rows.count == 20)
    }

    @Test("the position says which rows are on show of how many: 21-40 of 146")
    func position() {
        var screen = BrowseScreen.mockPage(1, of: 146)
        screen.rows += BrowseScreen.mockPage(2, of: 146).rows
        screen.scroll = 20

        #expect(screen.position(visibleRows: 20) == "21-40 of 146")
        #expect(BrowseScreen.mockMovie().position(visibleRows: 20) == nil)
    }

    @Test("1 j j w typed in one burst while the tab loads acts on the third row")
    func burstWhileTheTabLoads() {
        var model = BrowseModel(start: BrowseScreen(target: .home(.trending), title: "Trending today", rows: []))
        _ = model.start()
        let typed = [BrowseKey.character("1"), .character("j"), .character("j"), .character("w")].compactMap {
            model.handle($0)
        }

        let effects = model.show(.mockTrending())

        #expect(typed.isEmpty)
        #expect(effects == [])  // The third row is a person: w says so rather than asking anything.
        #expect(model.status == "Only movies and series go on the watchlist")
        #expect(model.current.selectedTarget == .person(287))
    }

    @Test(
        "on the watchlist tab, m marks the selected entry watched or not and d takes it off; elsewhere m logs a watch and d does nothing"
    )
    func watchlistKeys() {
        var model = BrowseModel(start: .mockTrending())
        #expect(model.handle(.character("m")) == .logWatch(.movie(550)))
        #expect(model.handle(.character("d")) == nil)
        _ = model.handle(.character("5"))
        model.show(BrowseScreen.mockTrending().retargeted(.home(.watchlist)))

        #expect(model.handle(.character("m")) == .toggleWatched(.movie(550)))
        _ = model.handle(.down)
        #expect(model.handle(.character("d")) == .removeFromWatchlist(.tvSeries(1396)))
    }

    @Test("q closes the help rather than quitting")
    func qClosesTheHelp() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.character("?"))

        #expect(model.handle(.character("q")) == nil)
        #expect(model.mode == .browsing)
    }
}
