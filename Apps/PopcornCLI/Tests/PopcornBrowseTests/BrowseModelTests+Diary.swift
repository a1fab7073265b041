import PopcornBrowse
import Testing

extension BrowseModelTests {
    /// A season's list: a heading, then two episodes.
    static let season = BrowseScreen(
        target: .season(seriesID: 1396, season: 1), title: "Season 1",
        rows: [
            .heading("Episodes"),
            BrowseRow("Pilot", detail: "S01E01", target: .episode(seriesID: 1396, season: 1, episode: 1)),
            BrowseRow("Cat's in the Bag...", detail: "S01E02", target: .episode(seriesID: 1396, season: 1, episode: 2)),
        ])

    @Test("m logs the selected episode, or the screen's movie when the row is a person")
    func logsWatches() {
        var model = BrowseModel(start: .mockTrending())
        model.open(Self.season)
        _ = model.handle(.down)

        #expect(model.handle(.character("m")) == .logWatch(.episode(seriesID: 1396, season: 1, episode: 2)))
        model.open(.mockMovie())
        #expect(model.handle(.character("m")) == .logWatch(.movie(550)))
    }

    @Test("u asks to take back the browser's own last watch, wherever the selection is")
    func undoesWatches() {
        var model = BrowseModel(start: .mockTrending())
        #expect(model.handle(.character("u")) == .undoWatch)
        model.open(.mockPerson())
        #expect(model.handle(.character("u")) == .undoWatch)
    }

    @Test("a second m on the progress tab waits for the row to move on, then logs the next episode")
    func progressWaitsForTheRow() {
        var model = BrowseModel(start: .mockTrending())
        let progress = { (episode: Int) in
            BrowseScreen(
                target: .home(.progress), title: "Your progress",
                rows: [BrowseRow("Breaking Bad", target: .episode(seriesID: 1396, season: 2, episode: episode))])
        }
        model.open(progress(1))

        #expect(model.handle(.character("m")) == .logWatch(.episode(seriesID: 1396, season: 2, episode: 1)))
        #expect(model.handle(.character("m")) == nil)
        #expect(model.status == BrowseModel.progressMoving)
        #expect(model.refresh(.progress) == .load(.home(.progress)))
        model.show(progress(2))
        #expect(model.handle(.character("m")) == .logWatch(.episode(seriesID: 1396, season: 2, episode: 2)))
    }

    @Test("m on a series or a person is refused in the status line: a series is watched episode by episode")
    func refusesUnwatchable() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.down)

        #expect(model.handle(.character("m")) == nil)
        #expect(model.status == BrowseModel.onlyWatchable)
    }

    @Test("m on the watchlist tab still marks the entry watched, as before")
    func watchlistTabKeepsItsMark() {
        var model = BrowseModel(start: .mockTrending())
        model.open(
            BrowseScreen(
                target: .home(.watchlist), title: "Your watchlist", rows: [BrowseRow("Dune", target: .movie(1))]))

        #expect(model.handle(.character("m")) == .toggleWatched(.movie(1)))
    }

    @Test("r opens the rating line: digits and a point (a comma too) are typed, Enter gives them, Esc cancels")
    func ratesAfterTyping() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.down)

        #expect(model.handle(.character("r")) == nil)
        #expect(model.mode == .typingRating(.tvSeries(1396), ""))
        for key in ["9", ",", "x", "q", "½", "٣", "5"] {
            #expect(model.handle(.character(Character(key))) == nil)
        }
        #expect(model.mode == .typingRating(.tvSeries(1396), "9.5"))
        #expect(model.handle(.enter) == .rate(.tvSeries(1396), "9.5"))
        #expect(model.mode == .browsing)

        _ = model.handle(.character("r"))
        _ = model.handle(.character("7"))
        _ = model.handle(.backspace)
        #expect(model.handle(.escape) == nil)
        #expect(model.mode == .browsing)
        _ = model.handle(.character("r"))
        #expect(model.handle(.enter) == .rate(.tvSeries(1396), ""))
    }

    @Test("r on a person is refused in the status line")
    func refusesUnratable() {
        var model = BrowseModel(start: .mockTrending())
        _ = model.handle(.end)

        #expect(model.handle(.character("r")) == nil)
        #expect(model.mode == .browsing && model.status == BrowseModel.onlyRatable)
    }

    @Test("the progress tab is 6 and is read again when it comes back into view; History moved to 7")
    func progressTab() {
        var model = BrowseModel(start: .mockTrending())

        #expect(model.handle(.character("6")) == .load(.home(.progress)))
        #expect(BrowseTab.progress.isUserData)
        #expect(model.handle(.character("7")) == .load(.home(.history)))
        #expect(BrowseTab.history.next == .calendar && BrowseTab.calendar.previous == .history)
    }

    @Test("the calendar tab is 8, the last, and is read again when it comes back into view")
    func calendarTab() {
        var model = BrowseModel(start: .mockTrending())

        #expect(model.handle(.character("8")) == .load(.home(.calendar)))
        #expect(BrowseTab.calendar.isUserData)
        #expect(BrowseTab.calendar.next == .trending && BrowseTab.trending.previous == .calendar)
        #expect(model.handle(.character("9")) == nil)
    }

    @Test("r on a progress row rates its series, not the next episode it opens")
    func progressRowRatesTheSeries() {
        var model = BrowseModel(start: .mockTrending())
        model.open(
            BrowseScreen(
                target: .home(.progress), title: "Your progress",
                rows: [BrowseRow("Breaking Bad", target: .episode(seriesID: 1396, season: 2, episode: 1))]))

        _ = model.handle(.character("r"))

        #expect(model.mode == .typingRating(.tvSeries(1396), ""))
        #expect(model.handle(.character("m")) == nil)
    }

    @Test("after a change the title on show is read again in place, its cursor kept; a tab or a person is not")
    func refreshesTheTitleOnShow() {
        var model = BrowseModel(start: .mockTrending())
        #expect(model.refreshTitleOnShow() == nil)
        model.open(.mockMovie())
        _ = model.handle(.down)
        let selection = model.current.selection

        #expect(model.refreshTitleOnShow() == .load(.movie(550)))
        var updated = BrowseScreen.mockMovie()
        updated.header = ["Watched 1 time, last 2026-11-26"]
        #expect(model.show(updated) == [])

        #expect(model.stack.count == 2)
        #expect(model.current.header == ["Watched 1 time, last 2026-11-26"])
        #expect(model.current.selection == selection)
        model.open(.mockPerson())
        #expect(model.refreshTitleOnShow() == nil)
    }
}
