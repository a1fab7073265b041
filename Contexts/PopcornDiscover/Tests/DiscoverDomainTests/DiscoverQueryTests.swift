import CoreDomain
import DiscoverDomain
import Foundation
import Testing

@Suite("DiscoverQuery")
struct DiscoverQueryTests {
    static let january1999 = CalendarDay(year: 1999, month: 1, day: 1)
    static let june1999 = CalendarDay(year: 1999, month: 6, day: 30)

    /// The error making `make` throws, or `nil` when it does not.
    private func failure(_ make: () throws(DiscoverQueryError) -> DiscoverQuery) -> DiscoverQueryError? {
        do {
            _ = try make()
            return nil
        } catch {
            return error
        }
    }

    @Test("the defaults list the most popular titles, unfiltered, on page 1")
    func defaults() throws {
        let query = try DiscoverQuery(mediaType: .movie)

        #expect(query.genreIDs.isEmpty && query.excludedGenreIDs.isEmpty && query.personIDs.isEmpty)
        #expect(query.keywordIDs.isEmpty && query.providerIDs.isEmpty && query.monetizationTypes.isEmpty)
        #expect(query.watchRegion == nil)
        #expect(query.year == nil && query.fromDate == nil && query.toDate == nil)
        #expect(query.minimumRating == nil && query.minimumVoteCount == nil && query.maximumRuntime == nil)
        #expect(query.originalLanguage == nil)
        #expect(query.sort == DiscoverSort(key: .popularity, order: .descending))
        #expect(query.page == 1)
    }

    @Test("every filter is kept as given")
    func keepsFilters() throws {
        let query = try DiscoverQuery(
            mediaType: .movie, genreIDs: [18], excludedGenreIDs: [27], fromDate: Self.january1999,
            toDate: Self.june1999, minimumRating: 7.5, minimumVoteCount: 100, maximumRuntime: 120, personIDs: [287],
            originalLanguage: "en", sort: DiscoverSort(key: .rating), page: 3)

        #expect(query.genreIDs == [18])
        #expect(query.excludedGenreIDs == [27])
        #expect(query.fromDate == Self.january1999)
        #expect(query.toDate == Self.june1999)
        #expect(query.minimumRating == 7.5)
        #expect(query.minimumVoteCount == 100)
        #expect(query.maximumRuntime == 120)
        #expect(query.personIDs == [287])
        #expect(query.originalLanguage == "en")
        #expect(query.sort.key == .rating)
        #expect(query.page == 3)
    }

    @Test("genres and people are kept sorted and once each, and the language lower-cased")
    func canonical() throws {
        let query = try DiscoverQuery(
            mediaType: .movie, genreIDs: [53, 18, 53], excludedGenreIDs: [99, 27, 99], personIDs: [819, 287, 819],
            originalLanguage: "KO")

        #expect(query.genreIDs == [18, 53])
        #expect(query.excludedGenreIDs == [27, 99])
        #expect(query.personIDs == [287, 819])
        #expect(query.originalLanguage == "ko")
    }

    @Test("the same filter given in another order is the same query with the same key")
    func orderDoesNotMatter() throws {
        let first = try DiscoverQuery(
            mediaType: .movie, genreIDs: [18, 53], personIDs: [287, 819], originalLanguage: "en",
            sort: DiscoverSort(key: .rating))
        let second = try DiscoverQuery(
            mediaType: .movie, genreIDs: [53, 18], personIDs: [819, 287], originalLanguage: "EN",
            sort: DiscoverSort(key: .rating, order: .descending))

        #expect(first == second)
        #expect(first.filterKey == second.filterKey)
    }

    @Test("the filter key spells every filter in a fixed order, the sort always, the page never")
    func filterKey() throws {
        let everything = try DiscoverQuery(
            mediaType: .movie, genreIDs: [53, 18], excludedGenreIDs: [27], fromDate: Self.january1999,
            toDate: Self.june1999, minimumRating: 7.5, minimumVoteCount: 100, maximumRuntime: 120,
            personIDs: [287], keywordIDs: [9663, 825], originalLanguage: "en", providerIDs: [337, 8],
            monetizationTypes: [.rent, .flatrate], watchRegion: "gb", sort: DiscoverSort(key: .rating), page: 4)

        #expect(
            everything.filterKey
                == "genres=18,53&without=27&from=1999-01-01&to=1999-06-30&rating=7.5&votes=100&runtime=120"
                + "&people=287&keywords=825,9663&language=en&providers=8,337&monetization=flatrate,rent&region=GB"
                + "&sort=rating.desc")
        #expect(try DiscoverQuery(mediaType: .tvSeries).filterKey == "sort=popularity.desc")
        #expect(try DiscoverQuery(mediaType: .tvSeries, year: 2008).filterKey == "year=2008&sort=popularity.desc")
        #expect(
            try DiscoverQuery(mediaType: .movie, sort: DiscoverSort(key: .title)).filterKey == "sort=title.asc")
    }

    @Test("different filters never share a key")
    func differentFiltersDifferentKeys() throws {
        let queries = [
            try DiscoverQuery(mediaType: .movie),
            try DiscoverQuery(mediaType: .movie, genreIDs: [18]),
            try DiscoverQuery(mediaType: .movie, genreIDs: [18, 53]),
            try DiscoverQuery(mediaType: .movie, excludedGenreIDs: [18]),
            try DiscoverQuery(mediaType: .movie, year: 1999),
            try DiscoverQuery(mediaType: .movie, fromDate: Self.january1999),
            try DiscoverQuery(mediaType: .movie, toDate: Self.january1999),
            try DiscoverQuery(mediaType: .movie, minimumRating: 7),
            try DiscoverQuery(mediaType: .movie, minimumRating: 7.5),
            try DiscoverQuery(mediaType: .movie, minimumVoteCount: 7),
            try DiscoverQuery(mediaType: .movie, maximumRuntime: 7),
            try DiscoverQuery(mediaType: .movie, personIDs: [18]),
            try DiscoverQuery(mediaType: .movie, keywordIDs: [18]),
            try DiscoverQuery(mediaType: .movie, originalLanguage: "en"),
            try DiscoverQuery(mediaType: .movie, providerIDs: [18], watchRegion: "US"),
            try DiscoverQuery(mediaType: .movie, providerIDs: [18], watchRegion: "GB"),
            try DiscoverQuery(mediaType: .movie, providerIDs: [18, 8], watchRegion: "US"),
            try DiscoverQuery(mediaType: .movie, monetizationTypes: [.rent], watchRegion: "US"),
            try DiscoverQuery(mediaType: .movie, monetizationTypes: [.rent, .buy], watchRegion: "US"),
            try DiscoverQuery(mediaType: .movie, providerIDs: [18], monetizationTypes: [.rent], watchRegion: "US"),
            try DiscoverQuery(mediaType: .movie, sort: DiscoverSort(key: .popularity, order: .ascending)),
            try DiscoverQuery(mediaType: .movie, sort: DiscoverSort(key: .rating)),
            try DiscoverQuery(mediaType: .movie, sort: DiscoverSort(key: .releaseDate)),
            try DiscoverQuery(mediaType: .movie, sort: DiscoverSort(key: .revenue)),
            try DiscoverQuery(mediaType: .movie, sort: DiscoverSort(key: .title)),
        ]

        #expect(Set(queries.map(\.filterKey)).count == queries.count)
    }

    @Test("a rating sort without a vote minimum asks for 200 votes, so one 10/10 vote does not come first")
    func ratingSortVoteFloor() throws {
        #expect(try DiscoverQuery(mediaType: .movie, sort: DiscoverSort(key: .rating)).minimumVoteCount == 200)
        #expect(
            try DiscoverQuery(mediaType: .tvSeries, sort: DiscoverSort(key: .rating, order: .ascending))
                .minimumVoteCount
                == 200)
        #expect(
            try DiscoverQuery(mediaType: .movie, minimumVoteCount: 0, sort: DiscoverSort(key: .rating))
                .minimumVoteCount == 0)
        #expect(
            try DiscoverQuery(mediaType: .movie, minimumVoteCount: 5_000, sort: DiscoverSort(key: .rating))
                .minimumVoteCount == 5_000)
        #expect(try DiscoverQuery(mediaType: .movie, sort: DiscoverSort(key: .title)).minimumVoteCount == nil)
    }

    @Test("a minimum rating of -0 is the rating 0, with its key")
    func negativeZeroRating() throws {
        let negative = try DiscoverQuery(mediaType: .movie, minimumRating: -0.0)
        let positive = try DiscoverQuery(mediaType: .movie, minimumRating: 0)

        #expect(negative.filterKey == positive.filterKey)
        #expect(negative.filterKey.hasPrefix("rating=0.0&"))
    }

    @Test("the rating may be anything from 0 to 10", arguments: [0.0, 5.5, 10])
    func ratingsInRange(rating: Double) throws {
        #expect(try DiscoverQuery(mediaType: .movie, minimumRating: rating).minimumRating == rating)
    }

    @Test("a rating outside 0 to 10, or not a number, is refused", arguments: [-0.1, 10.01, 11, .nan, .infinity])
    func ratingsOutOfRange(rating: Double) {
        let error = failure { () throws(DiscoverQueryError) in
            try DiscoverQuery(mediaType: .movie, minimumRating: rating)
        }
        #expect(error?.field == .minimumRating)
    }

    @Test("a page outside 1 to 500 is refused", arguments: [0, -1, 501])
    func pages(page: Int) {
        #expect(
            failure { () throws(DiscoverQueryError) in try DiscoverQuery(mediaType: .movie, page: page) } == .page(page)
        )
    }

    @Test("a year that is not four digits is refused", arguments: [0, 999, 10_000, -1999])
    func years(year: Int) {
        #expect(
            failure { () throws(DiscoverQueryError) in try DiscoverQuery(mediaType: .movie, year: year) } == .year(year)
        )
    }

    @Test("a year with either end of a date range is refused")
    func yearWithRange() {
        #expect(
            failure { () throws(DiscoverQueryError) in
                try DiscoverQuery(mediaType: .movie, year: 1999, fromDate: Self.january1999)
            } == .yearWithDateRange)
        #expect(
            failure { () throws(DiscoverQueryError) in
                try DiscoverQuery(mediaType: .tvSeries, year: 1999, toDate: Self.june1999)
            } == .yearWithDateRange)
    }

    @Test("a range may have one end or both, the same day included; a reversed one is refused")
    func ranges() throws {
        #expect(try DiscoverQuery(mediaType: .movie, fromDate: Self.june1999).toDate == nil)
        #expect(try DiscoverQuery(mediaType: .movie, toDate: Self.june1999).fromDate == nil)
        #expect(try DiscoverQuery(mediaType: .movie, fromDate: Self.june1999, toDate: Self.june1999).page == 1)
        #expect(
            failure { () throws(DiscoverQueryError) in
                try DiscoverQuery(mediaType: .movie, fromDate: Self.june1999, toDate: Self.january1999)
            } == .dateRangeReversed(from: Self.june1999, to: Self.january1999))
    }

    @Test("votes may be 0 or more; fewer are refused")
    func votes() throws {
        #expect(try DiscoverQuery(mediaType: .tvSeries, minimumVoteCount: 0).minimumVoteCount == 0)
        #expect(
            failure { () throws(DiscoverQueryError) in try DiscoverQuery(mediaType: .movie, minimumVoteCount: -1) }
                == .minimumVoteCount(-1))
    }

    @Test("a runtime of no minutes or fewer is refused", arguments: [0, -90])
    func runtimes(minutes: Int) {
        #expect(
            failure { () throws(DiscoverQueryError) in try DiscoverQuery(mediaType: .movie, maximumRuntime: minutes) }
                == .maximumRuntime(minutes))
    }

    @Test("ids that are not positive are refused, naming their field")
    func ids() {
        #expect(
            failure { () throws(DiscoverQueryError) in try DiscoverQuery(mediaType: .movie, genreIDs: [18, 0]) }
                == .genreID(0))
        #expect(
            failure { () throws(DiscoverQueryError) in try DiscoverQuery(mediaType: .movie, excludedGenreIDs: [-3]) }
                == .excludedGenreID(-3))
        #expect(
            failure { () throws(DiscoverQueryError) in try DiscoverQuery(mediaType: .movie, personIDs: [0]) }
                == .personID(0))
    }

    @Test("a genre both asked for and excluded is refused")
    func genreInBoth() {
        #expect(
            failure { () throws(DiscoverQueryError) in
                try DiscoverQuery(mediaType: .movie, genreIDs: [18, 53], excludedGenreIDs: [27, 53])
            } == .genreIncludedAndExcluded(53))
    }

    @Test("a language that is not two letters is refused", arguments: ["english", "e", "", "en-US", "e1", "é1"])
    func languages(language: String) {
        #expect(
            failure { () throws(DiscoverQueryError) in try DiscoverQuery(mediaType: .movie, originalLanguage: language)
            }
                == .originalLanguage(language))
    }

    @Test("series refuse a runtime, people and a revenue sort, which only movies have")
    func seriesRefuseMovieFilters() {
        #expect(
            failure { () throws(DiscoverQueryError) in try DiscoverQuery(mediaType: .tvSeries, maximumRuntime: 60) }
                == .moviesOnly(.maximumRuntime))
        #expect(
            failure { () throws(DiscoverQueryError) in try DiscoverQuery(mediaType: .tvSeries, personIDs: [287]) }
                == .moviesOnly(.people))
        #expect(
            failure { () throws(DiscoverQueryError) in
                try DiscoverQuery(mediaType: .tvSeries, sort: DiscoverSort(key: .revenue))
            } == .moviesOnly(.sort))
    }

    @Test("movies take every filter and sort")
    func moviesTakeEverything() throws {
        let query = try DiscoverQuery(
            mediaType: .movie, maximumRuntime: 60, personIDs: [287], sort: DiscoverSort(key: .revenue))

        #expect(query.sort.key == .revenue)
    }

    @Test("series take every sort but revenue", arguments: DiscoverSortKey.allCases.filter { $0 != .revenue })
    func seriesSorts(key: DiscoverSortKey) throws {
        #expect(try DiscoverQuery(mediaType: .tvSeries, sort: DiscoverSort(key: key)).sort.key == key)
    }

    @Test("keywords and services are kept sorted and once each, monetization types in their own order")
    func streamingCanonical() throws {
        let query = try DiscoverQuery(
            mediaType: .tvSeries, keywordIDs: [9663, 825, 9663], providerIDs: [337, 8, 337],
            monetizationTypes: [.buy, .flatrate, .buy, .ads], watchRegion: "gb")

        #expect(query.keywordIDs == [825, 9663])
        #expect(query.providerIDs == [8, 337])
        #expect(query.monetizationTypes == [.flatrate, .ads, .buy])
        #expect(query.watchRegion == "GB")
    }

    @Test("the same services and ways of watching in another order and case are the same query")
    func streamingOrderDoesNotMatter() throws {
        let first = try DiscoverQuery(
            mediaType: .movie, providerIDs: [8, 337], monetizationTypes: [.rent, .buy], watchRegion: "GB")
        let second = try DiscoverQuery(
            mediaType: .movie, providerIDs: [337, 8], monetizationTypes: [.buy, .rent], watchRegion: "gb")

        #expect(first == second)
        #expect(first.filterKey == second.filterKey)
    }

    @Test("a region alone filters nothing, so it is dropped and the query is the one without it")
    func regionAlone() throws {
        let query = try DiscoverQuery(mediaType: .movie, keywordIDs: [825], watchRegion: "GB")

        #expect(query.watchRegion == nil)
        #expect(try query == DiscoverQuery(mediaType: .movie, keywordIDs: [825]))
        #expect(query.filterKey == "keywords=825&sort=popularity.desc")
    }

    @Test("services or ways of watching need a region, and one of two letters")
    func streamingNeedsRegion() {
        #expect(
            failure { () throws(DiscoverQueryError) in try DiscoverQuery(mediaType: .movie, providerIDs: [8]) }
                == .watchRegionMissing)
        #expect(
            failure { () throws(DiscoverQueryError) in
                try DiscoverQuery(mediaType: .tvSeries, monetizationTypes: [.free])
            } == .watchRegionMissing)
        #expect(
            failure { () throws(DiscoverQueryError) in
                try DiscoverQuery(mediaType: .movie, providerIDs: [8], watchRegion: "GBR")
            } == .watchRegion("GBR"))
        #expect(
            failure { () throws(DiscoverQueryError) in
                try DiscoverQuery(mediaType: .movie, monetizationTypes: [.ads], watchRegion: "1B")
            } == .watchRegion("1B"))
    }

    @Test("keyword and service ids that are not positive are refused, naming their field")
    func streamingIDs() {
        #expect(
            failure { () throws(DiscoverQueryError) in try DiscoverQuery(mediaType: .movie, keywordIDs: [825, 0]) }
                == .keywordID(0))
        #expect(
            failure { () throws(DiscoverQueryError) in
                try DiscoverQuery(mediaType: .tvSeries, providerIDs: [-8], watchRegion: "US")
            } == .providerID(-8))
    }

    @Test("series take keywords, services and ways of watching, as movies do")
    func seriesTakeStreamingFilters() throws {
        let query = try DiscoverQuery(
            mediaType: .tvSeries, keywordIDs: [825], providerIDs: [8], monetizationTypes: [.flatrate],
            watchRegion: "US")

        #expect(query.filterKey == "keywords=825&providers=8&monetization=flatrate&region=US&sort=popularity.desc")
    }
}
