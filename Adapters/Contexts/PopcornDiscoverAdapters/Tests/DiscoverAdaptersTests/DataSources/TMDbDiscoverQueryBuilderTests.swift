import CoreDomain
import DiscoverAdapters
import DiscoverDomain
import Foundation
import Testing

@Suite("TMDbDiscoverQueryBuilder")
struct TMDbDiscoverQueryBuilderTests {
    let builder = TMDbDiscoverQueryBuilder()

    /// The items built for `query`, as `name=value` pairs in the order they are sent.
    private func items(_ query: DiscoverQuery) -> [String] {
        builder.queryItems(for: query).map { "\($0.name)=\($0.value ?? "")" }
    }

    /// The items built for `query` but the three always sent (`sort_by`, `include_adult`, `page`).
    private func filters(_ query: DiscoverQuery) -> [String] {
        items(query).filter { !$0.hasPrefix("sort_by=") && !$0.hasPrefix("include_adult=") && !$0.hasPrefix("page=") }
    }

    @Test(
        "an unfiltered query sends TMDb's default order, no adult titles and the page",
        arguments: DiscoverMediaType.allCases)
    func unfiltered(mediaType: DiscoverMediaType) throws {
        #expect(
            items(try DiscoverQuery(mediaType: mediaType)) == [
                "sort_by=popularity.desc", "include_adult=false", "page=1",
            ])
    }

    @Test("genres go in with_genres, commas meaning every one of them", arguments: DiscoverMediaType.allCases)
    func genres(mediaType: DiscoverMediaType) throws {
        #expect(filters(try DiscoverQuery(mediaType: mediaType, genreIDs: [53, 18])) == ["with_genres=18,53"])
        #expect(filters(try DiscoverQuery(mediaType: mediaType, genreIDs: [18])) == ["with_genres=18"])
    }

    @Test("excluded genres go in without_genres", arguments: DiscoverMediaType.allCases)
    func excludedGenres(mediaType: DiscoverMediaType) throws {
        #expect(
            filters(try DiscoverQuery(mediaType: mediaType, excludedGenreIDs: [99, 27])) == ["without_genres=27,99"])
    }

    @Test("a year is the primary release year for movies, the first air date year for series")
    func year() throws {
        #expect(filters(try DiscoverQuery(mediaType: .movie, year: 1999)) == ["primary_release_year=1999"])
        #expect(filters(try DiscoverQuery(mediaType: .tvSeries, year: 2008)) == ["first_air_date_year=2008"])
    }

    @Test("a date range is on the primary release date for movies, the first air date for series")
    func dateRange() throws {
        let from = CalendarDay(year: 1999, month: 1, day: 1)
        let to = CalendarDay(year: 2001, month: 12, day: 31)

        #expect(
            filters(try DiscoverQuery(mediaType: .movie, fromDate: from, toDate: to)) == [
                "primary_release_date.gte=1999-01-01", "primary_release_date.lte=2001-12-31",
            ])
        #expect(
            filters(try DiscoverQuery(mediaType: .tvSeries, fromDate: from, toDate: to)) == [
                "first_air_date.gte=1999-01-01", "first_air_date.lte=2001-12-31",
            ])
        #expect(
            filters(try DiscoverQuery(mediaType: .movie, fromDate: from)) == ["primary_release_date.gte=1999-01-01"])
        #expect(filters(try DiscoverQuery(mediaType: .tvSeries, toDate: to)) == ["first_air_date.lte=2001-12-31"])
    }

    @Test(
        "a minimum rating goes in vote_average.gte, whole numbers without a decimal point",
        arguments: [(7.5, "7.5"), (7, "7"), (0, "0"), (10, "10"), (8.25, "8.25")])
    func minimumRating(rating: Double, text: String) throws {
        #expect(filters(try DiscoverQuery(mediaType: .movie, minimumRating: rating)) == ["vote_average.gte=\(text)"])
    }

    @Test("a minimum number of votes goes in vote_count.gte", arguments: DiscoverMediaType.allCases)
    func minimumVotes(mediaType: DiscoverMediaType) throws {
        #expect(filters(try DiscoverQuery(mediaType: mediaType, minimumVoteCount: 500)) == ["vote_count.gte=500"])
    }

    @Test("a maximum runtime goes in with_runtime.lte")
    func maximumRuntime() throws {
        #expect(filters(try DiscoverQuery(mediaType: .movie, maximumRuntime: 120)) == ["with_runtime.lte=120"])
    }

    @Test("people go in with_people, commas meaning every one of them")
    func people() throws {
        #expect(filters(try DiscoverQuery(mediaType: .movie, personIDs: [819, 287])) == ["with_people=287,819"])
    }

    @Test("keywords go in with_keywords, commas meaning every one of them", arguments: DiscoverMediaType.allCases)
    func keywords(mediaType: DiscoverMediaType) throws {
        #expect(
            filters(try DiscoverQuery(mediaType: mediaType, keywordIDs: [9663, 825])) == ["with_keywords=825,9663"])
    }

    @Test(
        "services go in with_watch_providers, pipes meaning any of them, with the region",
        arguments: DiscoverMediaType.allCases)
    func providers(mediaType: DiscoverMediaType) throws {
        #expect(
            filters(try DiscoverQuery(mediaType: mediaType, providerIDs: [337, 8], watchRegion: "GB")) == [
                "with_watch_providers=8|337", "watch_region=GB",
            ])
    }

    @Test("ways of watching go in with_watch_monetization_types, pipes meaning any, with the region and no service")
    func monetization() throws {
        #expect(
            filters(try DiscoverQuery(mediaType: .movie, monetizationTypes: [.buy, .rent], watchRegion: "us")) == [
                "watch_region=US", "with_watch_monetization_types=rent|buy",
            ])
    }

    @Test("a region alone is not sent")
    func regionAlone() throws {
        #expect(
            filters(try DiscoverQuery(mediaType: .movie, keywordIDs: [825], watchRegion: "GB")) == [
                "with_keywords=825"
            ])
    }

    @Test("the original language goes in with_original_language", arguments: DiscoverMediaType.allCases)
    func originalLanguage(mediaType: DiscoverMediaType) throws {
        #expect(
            filters(try DiscoverQuery(mediaType: mediaType, originalLanguage: "ko")) == ["with_original_language=ko"])
    }

    @Test(
        "movie sorts use TMDb's movie fields, each key's own direction unless one is given",
        arguments: [
            (DiscoverSort(key: .popularity), "popularity.desc"),
            (DiscoverSort(key: .popularity, order: .ascending), "popularity.asc"),
            (DiscoverSort(key: .rating), "vote_average.desc"),
            (DiscoverSort(key: .rating, order: .ascending), "vote_average.asc"),
            (DiscoverSort(key: .releaseDate), "primary_release_date.desc"),
            (DiscoverSort(key: .releaseDate, order: .ascending), "primary_release_date.asc"),
            (DiscoverSort(key: .revenue), "revenue.desc"), (DiscoverSort(key: .title), "title.asc"),
            (DiscoverSort(key: .title, order: .descending), "title.desc"),
        ])
    func movieSorts(sort: DiscoverSort, sortBy: String) throws {
        #expect(items(try DiscoverQuery(mediaType: .movie, sort: sort)).contains("sort_by=\(sortBy)"))
    }

    @Test(
        "series sorts use TMDb's series fields: the first air date and the name",
        arguments: [
            (DiscoverSort(key: .popularity), "popularity.desc"), (DiscoverSort(key: .rating), "vote_average.desc"),
            (DiscoverSort(key: .releaseDate), "first_air_date.desc"),
            (DiscoverSort(key: .releaseDate, order: .ascending), "first_air_date.asc"),
            (DiscoverSort(key: .title), "name.asc"), (DiscoverSort(key: .title, order: .descending), "name.desc"),
        ])
    func seriesSorts(sort: DiscoverSort, sortBy: String) throws {
        #expect(items(try DiscoverQuery(mediaType: .tvSeries, sort: sort)).contains("sort_by=\(sortBy)"))
    }

    @Test("the page is sent as asked")
    func page() throws {
        #expect(items(try DiscoverQuery(mediaType: .movie, page: 7)).last == "page=7")
    }

    @Test("every filter at once is sent in one fixed order, then the sort, include_adult and the page")
    func everything() throws {
        let query = try DiscoverQuery(
            mediaType: .movie, genreIDs: [18, 53], excludedGenreIDs: [27],
            fromDate: CalendarDay(year: 1990, month: 1, day: 1), toDate: CalendarDay(year: 1999, month: 12, day: 31),
            minimumRating: 7.5, minimumVoteCount: 1000, maximumRuntime: 150, personIDs: [287],
            keywordIDs: [9663, 825], originalLanguage: "en", providerIDs: [337, 8],
            monetizationTypes: [.rent, .flatrate], watchRegion: "gb", sort: DiscoverSort(key: .rating), page: 2)

        #expect(
            items(query) == [
                "with_genres=18,53", "without_genres=27", "primary_release_date.gte=1990-01-01",
                "primary_release_date.lte=1999-12-31", "vote_average.gte=7.5", "vote_count.gte=1000",
                "with_runtime.lte=150", "with_people=287", "with_keywords=825,9663", "with_original_language=en",
                "with_watch_providers=8|337", "watch_region=GB", "with_watch_monetization_types=flatrate|rent",
                "sort_by=vote_average.desc", "include_adult=false", "page=2",
            ])
    }

    @Test("the dramas and thrillers of 1999 by rating are the items the issue names, with the rating sort's vote floor")
    func issueExample() throws {
        let query = try DiscoverQuery(
            mediaType: .movie, genreIDs: [18, 53], year: 1999, sort: DiscoverSort(key: .rating))

        #expect(
            items(query) == [
                "with_genres=18,53", "primary_release_year=1999", "vote_count.gte=200", "sort_by=vote_average.desc",
                "include_adult=false", "page=1",
            ])
    }
}
