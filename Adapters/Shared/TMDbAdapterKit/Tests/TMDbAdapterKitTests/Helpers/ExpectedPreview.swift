import CoreDomain
import Foundation

/// The previews the fixtures' fully filled rows must map to, written out field by field, for the tests
/// that meet the same title in more than one place (a search row, a person's known_for, a whole page).
enum ExpectedPreview {
    /// Fight Club (movie 550), as `search-multi-mixed`, `search-movie-fight-club` and Brad Pitt's known_for send it.
    static func fightClub() throws -> MovieMediaPreview {
        MovieMediaPreview(
            id: 550, title: "Fight Club", originalTitle: "Fight Club", originalLanguage: "en",
            overview:
                "An insomniac office worker and a soap salesman start an underground club where men fight to feel alive.",
            releaseDate: try GMTDay.date(1999, 10, 15), posterPath: URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"),
            backdropPath: URL(string: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg"), genreIDs: [18, 53, 35], popularity: 73.433,
            voteAverage: 8.438, voteCount: 30125, isAdultOnly: false, hasVideo: false
        )
    }

    /// Breaking Bad (series 1396), as `search-multi-mixed` and `search-tv-breaking-bad` send it.
    static func breakingBad() throws -> TVSeriesMediaPreview {
        TVSeriesMediaPreview(
            id: 1396, name: "Breaking Bad", originalName: "Breaking Bad", originalLanguage: "en",
            overview:
                "A chemistry teacher with a terminal diagnosis turns to making methamphetamine to provide for his family.",
            firstAirDate: try GMTDay.date(2008, 1, 20), posterPath: URL(string: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"),
            backdropPath: URL(string: "/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg"), genreIDs: [18, 80],
            originCountries: ["US"], popularity: 298.884, voteAverage: 8.9, voteCount: 14312, isAdultOnly: false
        )
    }

    /// Friends (series 1668), as Brad Pitt's known_for in `search-multi-mixed` sends it.
    static func friends() throws -> TVSeriesMediaPreview {
        TVSeriesMediaPreview(
            id: 1668, name: "Friends", originalName: "Friends", originalLanguage: "en",
            overview: "Six friends in their twenties share apartments, jobs and heartbreak in Manhattan.",
            firstAirDate: try GMTDay.date(1994, 9, 22), posterPath: URL(string: "/2koX1xLkpTQM4IZebYvKysFW1Nh.jpg"),
            backdropPath: URL(string: "/l0qVZIpXtIo7km9u5Yqh0nKPOr5.jpg"), genreIDs: [35, 18],
            originCountries: ["US"], popularity: 180.775, voteAverage: 8.4, voteCount: 8210, isAdultOnly: false
        )
    }

    /// Brad Pitt (person 287) in `search-multi-mixed`, known for Fight Club and Friends.
    static func bradPitt() throws -> PersonMediaPreview {
        PersonMediaPreview(
            id: 287, name: "Brad Pitt", originalName: "Brad Pitt", gender: .male, knownForDepartment: "Acting",
            profilePath: URL(string: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg"), popularity: 18.234, isAdultOnly: false,
            knownFor: [.movie(try fightClub()), .tvSeries(try friends())]
        )
    }
}
