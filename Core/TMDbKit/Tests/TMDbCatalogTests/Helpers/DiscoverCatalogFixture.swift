import Foundation
import TMDbKit

/// A catalog written for `/discover` tests, in a temporary directory: six movies and three series whose
/// values tell each discover parameter apart, and credits for two people. Remove it with
/// ``CatalogFixture/remove(_:)``.
///
/// | movie | title | released | genres | rating / votes | runtime | language | popularity | revenue |
/// |---|---|---|---|---|---|---|---|---|
/// | 1 | Alpha | 1999-10-15 | 18, 53 | 8.4 / 30000 | 139 | en | 60 | 100 |
/// | 2 | bravo | 1999-03-31 | 28, 878 | 8.2 / 26000 | 136 | en | 86 | 463 |
/// | 3 | Charlie | 2001-07-20 | 16, 14 | 8.5 / 17000 | 125 | ja | 88 | 274 |
/// | 4 | Delta | 1994-09-10 | 53, 80 | 8.5 / 28000 | 154 | en | 79 | 214 |
/// | 5 | Echo | (none) | 18 | 6.0 / 10 | (none) | EN | 5 | (none) |
/// | 6 | Foxtrot (adult) | 2000-01-01 | 18 | 9.9 / 100 | 90 | en | 200 | 1 |
///
/// Person 10 plays in movies 1 and 4 and in series 101; person 20 directs movies 1 and 3.
///
/// Keywords (movies under `keywords`, the series under `results`, as TMDb sends them; the other
/// titles have no keywords file):
///
/// | title | keywords |
/// |---|---|
/// | movie 1 | 825 support group, 851 dual identity |
/// | movie 3 | 825 support group, 1721 fight, 30 café racer |
/// | movie 4 | 1721 fight, 818 based on novel or book |
/// | series 101 | 10051 heist, 851 dual identity, 228913 heist gone wrong |
///
/// | series | name | first aired | genres | rating / votes | episode runtime | popularity |
/// |---|---|---|---|---|---|---|
/// | 101 | Xray | 2008-01-20 | 18, 80 | 8.9 / 15000 | 47 | 160 |
/// | 102 | yankee | 2019-05-06 | 18 | 8.7 / 7000 | 65 | 40 |
/// | 103 | Zulu | 2016-07-21 | 35, 18 | 8.2 / 1600 | (none) | 30 |
enum DiscoverCatalogFixture {
    static func make() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("discover-\(UUID().uuidString)")
        for folder in ["movies", "tv", "people"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let encoder = JSONEncoder()
        for movie in movies {
            try encoder.encode(movie).write(to: root.appendingPathComponent("movies/\(movie.id).json"))
        }
        for credits in movieCredits {
            try encoder.encode(credits).write(to: root.appendingPathComponent("movies/\(credits.id).credits.json"))
        }
        for show in series {
            try encoder.encode(show).write(to: root.appendingPathComponent("tv/\(show.id).json"))
        }
        let seriesCredits = TVSeriesCreditsDTO(
            id: 101, cast: [CastMemberDTO(id: 10, name: "Person 10", creditID: "t101", order: 0)])
        try encoder.encode(seriesCredits).write(to: root.appendingPathComponent("tv/101.credits.json"))
        for (id, keywords) in movieKeywords {
            try encoder.encode(KeywordListDTO(id: id, keywords: keywords))
                .write(to: root.appendingPathComponent("movies/\(id).keywords.json"))
        }
        try Data(seriesKeywords.utf8).write(to: root.appendingPathComponent("tv/101.keywords.json"))
        try Data(#"{"images":{}}"#.utf8).write(to: root.appendingPathComponent("configuration.json"))
        return root
    }

    /// The movies' keywords, by movie id.
    static let movieKeywords: [Int: [KeywordDTO]] = [
        1: [KeywordDTO(id: 825, name: "support group"), KeywordDTO(id: 851, name: "dual identity")],
        3: [
            KeywordDTO(id: 825, name: "support group"), KeywordDTO(id: 1721, name: "fight"),
            KeywordDTO(id: 30, name: "café racer"),
        ],
        4: [KeywordDTO(id: 1721, name: "fight"), KeywordDTO(id: 818, name: "based on novel or book")],
    ]

    /// Series 101's keywords, in TMDb's shape for a series.
    static let seriesKeywords = """
        {"id":101,"results":[{"id":10051,"name":"heist"},{"id":851,"name":"dual identity"},\
        {"id":228913,"name":"heist gone wrong"}]}
        """

    private static func genres(_ ids: [Int]) -> [GenreDTO] {
        ids.map { GenreDTO(id: $0, name: "Genre \($0)") }
    }

    static let movies = [
        MovieDetailsDTO(
            genres: genres([18, 53]), id: 1, originalLanguage: "en", popularity: 60, releaseDate: "1999-10-15",
            revenue: 100, runtime: 139, title: "Alpha", voteAverage: 8.4, voteCount: 30000),
        MovieDetailsDTO(
            genres: genres([28, 878]), id: 2, originalLanguage: "en", popularity: 86, releaseDate: "1999-03-31",
            revenue: 463, runtime: 136, title: "bravo", voteAverage: 8.2, voteCount: 26000),
        MovieDetailsDTO(
            genres: genres([16, 14]), id: 3, originalLanguage: "ja", popularity: 88, releaseDate: "2001-07-20",
            revenue: 274, runtime: 125, title: "Charlie", voteAverage: 8.5, voteCount: 17000),
        MovieDetailsDTO(
            genres: genres([53, 80]), id: 4, originalLanguage: "en", popularity: 79, releaseDate: "1994-09-10",
            revenue: 214, runtime: 154, title: "Delta", voteAverage: 8.5, voteCount: 28000),
        MovieDetailsDTO(
            genres: genres([18]), id: 5, originalLanguage: "EN", popularity: 5, releaseDate: "", title: "Echo",
            voteAverage: 6.0, voteCount: 10),
        MovieDetailsDTO(
            adult: true, genres: genres([18]), id: 6, originalLanguage: "en", popularity: 200,
            releaseDate: "2000-01-01", revenue: 1, runtime: 90, title: "Foxtrot", voteAverage: 9.9, voteCount: 100),
    ]

    static let movieCredits = [
        MovieCreditsDTO(
            id: 1, cast: [CastMemberDTO(id: 10, name: "Person 10", creditID: "c1", order: 0)],
            crew: [CrewMemberDTO(id: 20, name: "Person 20", creditID: "d1", department: "Directing", job: "Director")]),
        MovieCreditsDTO(
            id: 3,
            crew: [CrewMemberDTO(id: 20, name: "Person 20", creditID: "d3", department: "Directing", job: "Director")]),
        MovieCreditsDTO(id: 4, cast: [CastMemberDTO(id: 10, name: "Person 10", creditID: "c4", order: 0)]),
    ]

    static let series = [
        TVSeriesDetailsDTO(
            episodeRunTime: [47], firstAirDate: "2008-01-20", genres: genres([18, 80]), id: 101, name: "Xray",
            originalLanguage: "en", popularity: 160, voteAverage: 8.9, voteCount: 15000),
        TVSeriesDetailsDTO(
            episodeRunTime: [65], firstAirDate: "2019-05-06", genres: genres([18]), id: 102, name: "yankee",
            originalLanguage: "en", popularity: 40, voteAverage: 8.7, voteCount: 7000),
        TVSeriesDetailsDTO(
            episodeRunTime: [], firstAirDate: "2016-07-21", genres: genres([35, 18]), id: 103, name: "Zulu",
            originalLanguage: "en", popularity: 30, voteAverage: 8.2, voteCount: 1600),
    ]
}
