import PopcornBrowse
import Testing

extension BrowseModelTests {
    /// Results for `query`, as the driver hands them back.
    private func results(_ query: String) -> BrowseScreen {
        BrowseScreen(
            target: .search(query), title: "Search: \(query)",
            rows: [
                BrowseRow("Fight Club", detail: "movie 1999", target: .movie(550)),
                BrowseRow("Fight Club 2", detail: "movie 2027", target: .movie(9)),
            ])
    }

    @Test("/ opens an empty search screen; each key asks for a search of the text so far")
    func typingSearches() {
        var model = BrowseModel(start: .mockTrending())

        #expect(model.handle(.character("/")) == nil)
        #expect(model.current.target == .search(""))
        #expect(model.handle(.character("f")) == .search("f"))
        #expect(model.handle(.character("i")) == .search("fi"))
        #expect(model.handle(.backspace) == .search("f"))
        #expect(model.mode == .typingSearch("f"))
    }

    @Test("results replace the search screen instead of stacking, and stale ones are dropped")
    func resultsReplaceTheSearchScreen() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.character("/"))
        for character in "fight" {
            _ = model.handle(.character(character))
        }

        model.show(results("fig"))
        #expect(model.current.rows.isEmpty)
        model.show(results("fight"))
        model.show(results("fig"))

        #expect(model.stack.count == 2)
        #expect(model.current.title == "Search: fight")
    }

    @Test("Enter leaves the search line for the results; Enter again opens one; back returns to them")
    func enterMovesToTheResults() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.character("/"))
        _ = model.handle(.character("f"))
        model.show(results("f"))

        #expect(model.handle(.enter) == .recordSearch("f"))
        #expect(model.mode == .browsing)
        #expect(model.handle(.enter) == .load(.movie(550)))
        model.open(.mockMovie())
        _ = model.handle(.backspace)

        #expect(model.current.target == .search("f"))
        #expect(model.handle(.character("/")) == nil)
        #expect(model.mode == .typingSearch("f"))
    }

    @Test("Enter before the results arrived asks for them at once, and they are shown when they come")
    func enterBeforeTheResults() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.character("/"))
        _ = model.handle(.character("f"))

        #expect(model.handle(.enter) == .load(.search("f")))
        model.show(results("f"))

        #expect(model.current.title == "Search: f")
        #expect(model.current.selectedTarget == .movie(550))
    }

    @Test("Esc in an empty search goes back to where it started")
    func escapeLeavesAnEmptySearch() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.character("/"))

        _ = model.handle(.escape)

        #expect(model.mode == .browsing)
        #expect(model.stack.count == 1)
    }

    @Test("a history row opens its search as a new screen")
    func historyOpensASearch() {
        var model = BrowseModel(
            start: BrowseScreen(
                target: .home(.history), title: "History", rows: [BrowseRow("fight", target: .search("fight"))]))

        #expect(model.handle(.enter) == .load(.search("fight")))
        model.show(results("fight"))

        #expect(model.stack.count == 2)
    }
}

extension BrowseModelTests {
    @Test("the start screen arriving after a search was opened fills in under it")
    func startScreenArrivesLate() {
        var model = BrowseModel(
            start: BrowseScreen(target: .home(.trending), title: "Trending today", rows: []))
        _ = model.start()
        _ = model.handle(.character("/"))

        model.show(.mockTrending())

        #expect(model.current.target == .search(""))
        #expect(model.mode == .typingSearch(""))
        #expect(model.stack.first?.rows.count == 3)
    }

    @Test("the start screen failing after a search was opened still says why")
    func startScreenFailsLate() {
        var model = BrowseModel(
            start: BrowseScreen(target: .home(.trending), title: "Trending today", rows: []))
        _ = model.start()
        _ = model.handle(.character("/"))
        _ = model.handle(.character("f"))
        _ = model.handle(.enter)

        model.fail("TMDb could not be reached: timed out", loading: .home(.trending))

        #expect(model.status == "TMDb could not be reached: timed out")
        #expect(model.current.emptyText == "TMDb could not be reached: timed out")
        #expect(model.loading == nil)
        #expect(model.queuedKeys.isEmpty)
    }
}

extension BrowseModelTests {
    @Test("/ typed while a screen loads opens the search over it once it lands, the text typed kept")
    func searchTypedWhileLoading() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.enter)
        _ = model.handle(.character("/"))
        _ = model.handle(.character("f"))

        #expect(model.show(.mockMovie()) == [.search("f")])
        model.show(
            BrowseScreen(target: .search("f"), title: "Search: f", rows: [BrowseRow("Fight Club", target: .movie(550))])
        )

        #expect(model.stack.map(\.target) == [.home(.trending), .movie(550), .search("f")])
        #expect(model.mode == .typingSearch("f"))
        #expect(model.current.rows.count == 1)
    }

    @Test("a second answer for the start screen's tab does not reset where its selection was left")
    func duplicateTabAnswerIsDropped() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.down)

        model.show(.mockTrending())

        #expect(model.current.selectedTarget == .tvSeries(1396))
    }
}

extension BrowseModelTests {
    @Test("/ and a word typed while the start screen first loads open the search once it lands, h and q as text")
    func searchTypedWhileStarting() {
        var model = BrowseModel(
            start: BrowseScreen(target: .home(.trending), title: "Trending today", rows: [], emptyText: ""))
        let first = model.start()
        var effects: [BrowseEffect] = []
        for key in ["/", "f", "i", "g", "h", "t", "q"] {
            if let effect = model.handle(.character(Character(key))) {
                effects.append(effect)
            }
        }

        effects += model.show(.mockTrending())

        #expect(first == .load(.home(.trending)))
        #expect(model.mode == .typingSearch("fightq"))
        #expect(effects.last == .search("fightq"))
        #expect(model.queuedKeys.isEmpty)
    }

    @Test("once the search line typed ahead is closed, h goes back again while the load is on its way")
    func typedAheadLineClosed() {
        var model = BrowseModel(
            start: BrowseScreen(target: .home(.trending), title: "Trending today", rows: [], emptyText: ""))
        _ = model.start()
        for key: BrowseKey in [.character("/"), .character("h"), .escape] {
            _ = model.handle(key)
        }

        #expect(model.queuedKeys == [.character("/"), .character("h"), .escape])
        #expect(model.handle(.character("q")) == .quit)
    }
}
