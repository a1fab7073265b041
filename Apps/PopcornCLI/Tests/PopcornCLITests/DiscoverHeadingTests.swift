import CoreDomain
import DiscoverDomain
import Testing

@testable import PopcornCLI

@Suite("DiscoverHeading")
struct DiscoverHeadingTests {
    func heading(
        _ mediaType: DiscoverMediaType = .movie, genres: [String] = [], excludedGenres: [String] = [],
        people: [String] = [], query: DiscoverQuery, minimumVotesGiven: Bool = false
    ) -> String {
        DiscoverHeading(
            mediaType: mediaType, genres: genres, excludedGenres: excludedGenres, people: people, query: query,
            minimumVotesGiven: minimumVotesGiven
        ).text
    }

    @Test("No filter is the kind and the order")
    func unfiltered() throws {
        #expect(heading(query: try DiscoverQuery(mediaType: .movie)) == "Movies, most popular first")
        #expect(heading(.tvSeries, query: try DiscoverQuery(mediaType: .tvSeries)) == "Series, most popular first")
    }

    @Test("The issue's example reads as asked")
    func example() throws {
        let query = try DiscoverQuery(mediaType: .movie, genreIDs: [18], year: 1999, sort: DiscoverSort(key: .rating))
        #expect(
            heading(genres: ["drama"], query: query) == "Movies (genre drama, released in 1999), highest rated first")
    }

    @Test("The vote floor a rating sort adds itself is left out; one typed with --min-votes is named")
    func ratingVoteFloor() throws {
        let query = try DiscoverQuery(mediaType: .movie, sort: DiscoverSort(key: .rating))
        #expect(heading(query: query) == "Movies, highest rated first")
        #expect(heading(query: query, minimumVotesGiven: true) == "Movies (200 votes or more), highest rated first")
    }

    @Test("Every filter is named, genres and people as typed, series by their first air date")
    func everything() throws {
        let query = try DiscoverQuery(
            mediaType: .movie, genreIDs: [18, 53], excludedGenreIDs: [27, 10749],
            fromDate: CalendarDay(year: 1990, month: 1, day: 1), toDate: CalendarDay(year: 1999, month: 12, day: 31),
            minimumRating: 7.5, minimumVoteCount: 1000, maximumRuntime: 150, personIDs: [287, 819],
            originalLanguage: "en", sort: DiscoverSort(key: .title))
        #expect(
            heading(
                genres: ["Drama", "thriller"], excludedGenres: ["horror", "romance"],
                people: ["brad pitt", "edward norton"], query: query)
                == "Movies (genres Drama and thriller, not horror or romance, released 1990-01-01 to 1999-12-31, "
                + "rated 7.5 or more, 1,000 votes or more, up to 150 minutes, with brad pitt and edward norton, "
                + "original language en), A to Z")
        let series = try DiscoverQuery(
            mediaType: .tvSeries, fromDate: CalendarDay(year: 2008, month: 1, day: 1), minimumRating: 8)
        #expect(
            heading(.tvSeries, query: series)
                == "Series (first aired from 2008-01-01, rated 8 or more), most popular first")
    }

    @Test(
        "Each order reads as words",
        arguments: [
            (DiscoverSort(key: .popularity, order: .ascending), "least popular first"),
            (DiscoverSort(key: .rating, order: .ascending), "lowest rated first"),
            (DiscoverSort(key: .releaseDate), "newest first"),
            (DiscoverSort(key: .releaseDate, order: .ascending), "oldest first"),
            (DiscoverSort(key: .revenue), "highest grossing first"),
            (DiscoverSort(key: .revenue, order: .ascending), "lowest grossing first"),
            (DiscoverSort(key: .title, order: .descending), "Z to A"),
        ])
    func orders(sort: DiscoverSort, words: String) throws {
        let query = try DiscoverQuery(mediaType: .movie, toDate: CalendarDay(year: 2000, month: 6, day: 1), sort: sort)
        #expect(heading(query: query) == "Movies (released until 2000-06-01), \(words)")
    }

    @Test("Keywords are named as typed; services, ways of watching and their region read as one phrase")
    func streaming() throws {
        let query = try DiscoverQuery(
            mediaType: .tvSeries, keywordIDs: [10051, 825], providerIDs: [8, 11],
            monetizationTypes: [.flatrate, .ads], watchRegion: "GB")
        #expect(
            DiscoverHeading(
                mediaType: .tvSeries, genres: [], excludedGenres: [], people: [], query: query,
                keywords: ["heist", "825"], providers: ["Netflix", "MUBI"]
            ).text
                == "Series (keywords heist and 825, on Netflix or MUBI by subscription or free with ads in GB), "
                + "most popular first")
        let rentals = try DiscoverQuery(
            mediaType: .movie, keywordIDs: [825], monetizationTypes: [.rent, .buy], watchRegion: "US")
        #expect(
            DiscoverHeading(
                mediaType: .movie, genres: [], excludedGenres: [], people: [], query: rentals, keywords: ["825"]
            ).text == "Movies (keyword 825, to rent or to buy in US), most popular first")
        let netflix = try DiscoverQuery(mediaType: .movie, providerIDs: [8], watchRegion: "US")
        #expect(
            DiscoverHeading(
                mediaType: .movie, genres: [], excludedGenres: [], people: [], query: netflix,
                providers: ["service 8"]
            ).text == "Movies (on service 8 in US), most popular first")
    }
}
