import PopcornBrowse

extension BrowseScreen {
    /// The start screen's trending tab with three titles.
    static func mockTrending() -> BrowseScreen {
        BrowseScreen(
            target: .home(.trending), title: "Trending today",
            rows: [
                BrowseRow("Fight Club", detail: "movie 1999", target: .movie(550)),
                BrowseRow("Breaking Bad", detail: "series 2008", target: .tvSeries(1396)),
                BrowseRow("Brad Pitt", detail: "person", target: .person(287)),
            ])
    }

    /// Fight Club's details: a header, then a heading and its cast.
    static func mockMovie() -> BrowseScreen {
        BrowseScreen(
            target: .movie(550), title: "Fight Club (1999)",
            header: ["Drama · 2h 19m", "A ticking-time-bomb insomniac…"],
            rows: [
                .heading("Cast"),
                BrowseRow("Edward Norton", detail: "Narrator", target: .person(819)),
                BrowseRow("Brad Pitt", detail: "Tyler Durden", target: .person(287)),
                .heading("Crew"),
                BrowseRow("David Fincher", detail: "Director", target: .person(7467)),
            ])
    }

    /// Brad Pitt's page with two of his films.
    static func mockPerson() -> BrowseScreen {
        BrowseScreen(
            target: .person(287), title: "Brad Pitt",
            rows: [
                .heading("Acting"),
                BrowseRow("Se7en", detail: "1995 · David Mills", target: .movie(807)),
                BrowseRow("Fight Club", detail: "1999 · Tyler Durden", target: .movie(550)),
            ])
    }

    /// A screen of `count` selectable rows, for scrolling.
    static func mockLong(count: Int) -> BrowseScreen {
        BrowseScreen(
            target: .home(.popularMovies), title: "Popular movies",
            rows: (1...count).map { BrowseRow("Movie \($0)", target: .movie($0)) })
    }
}

extension BrowseScreen {
    /// The same screen shown for another target (a tab's rows under another tab).
    func retargeted(_ target: BrowseTarget) -> BrowseScreen {
        var screen = self
        screen.target = target
        return screen
    }

    /// Page `page` of a paged list of 20 movies a page, `total` in all.
    static func mockPage(_ page: Int, of total: Int, target: BrowseTarget = .home(.popularMovies)) -> BrowseScreen {
        let first = (page - 1) * 20 + 1
        let last = min(page * 20, total)
        return BrowseScreen(
            target: target, title: "Popular movies",
            rows: (first...last).map { BrowseRow("Movie \($0)", target: .movie($0)) },
            paging: BrowsePaging(page: page, totalPages: (total + 19) / 20, totalResults: total))
    }
}
