import CoreDomain
import DiscoverDomain
import Testing

@Suite("DiscoverQueryError")
struct DiscoverQueryErrorTests {
    @Test(
        "each error names the field that is wrong",
        arguments: [
            (DiscoverQueryError.page(0), DiscoverQueryField.page), (.year(99), .year), (.yearWithDateRange, .year),
            (
                .dateRangeReversed(
                    from: CalendarDay(year: 2001, month: 1, day: 1), to: CalendarDay(year: 1999, month: 1, day: 1)),
                .fromDate
            ),
            (.minimumRating(11), .minimumRating), (.minimumVoteCount(-1), .minimumVoteCount),
            (.maximumRuntime(0), .maximumRuntime), (.genreID(0), .genres), (.excludedGenreID(0), .excludedGenres),
            (.genreIncludedAndExcluded(18), .excludedGenres), (.personID(0), .people),
            (.originalLanguage("english"), .originalLanguage), (.keywordID(0), .keywords), (.providerID(0), .providers),
            (.watchRegionMissing, .watchRegion), (.watchRegion("GBR"), .watchRegion),
            (.moviesOnly(.maximumRuntime), .maximumRuntime),
            (.moviesOnly(.people), .people), (.moviesOnly(.sort), .sort),
        ])
    func field(error: DiscoverQueryError, field: DiscoverQueryField) {
        #expect(error.field == field)
    }

    @Test("each error says why, in words that follow a flag's name")
    func descriptions() {
        #expect(DiscoverQueryError.page(501).description == "pages are numbered 1 to 500, not 501")
        #expect(DiscoverQueryError.year(99).description == "a year is four digits, from 1000 to 9999, not 99")
        #expect(
            DiscoverQueryError.yearWithDateRange.description
                == "a year and a date range cannot be used together; give one or the other")
        #expect(
            DiscoverQueryError.dateRangeReversed(
                from: CalendarDay(year: 2001, month: 1, day: 1), to: CalendarDay(year: 1999, month: 12, day: 31)
            ).description == "the range starts on 2001-01-01, after it ends on 1999-12-31")
        #expect(DiscoverQueryError.minimumRating(11).description == "a rating is a number from 0 to 10, not 11")
        #expect(DiscoverQueryError.minimumRating(-0.5).description == "a rating is a number from 0 to 10, not -0.5")
        #expect(DiscoverQueryError.minimumVoteCount(-1).description == "a number of votes is 0 or more, not -1")
        #expect(DiscoverQueryError.maximumRuntime(0).description == "a runtime is a number of minutes above 0, not 0")
        #expect(DiscoverQueryError.genreID(0).description == "a genre id is a number above 0, not 0")
        #expect(
            DiscoverQueryError.genreIncludedAndExcluded(18).description
                == "genre 18 is both asked for and excluded, so nothing could match")
        #expect(DiscoverQueryError.personID(-2).description == "a person id is a number above 0, not -2")
        #expect(
            DiscoverQueryError.originalLanguage("english").description
                == #"a language is a two-letter ISO 639-1 code such as en or ko, not "english""#)
        #expect(DiscoverQueryError.keywordID(0).description == "a keyword id is a number above 0, not 0")
        #expect(DiscoverQueryError.providerID(-8).description == "a streaming service's id is a number above 0, not -8")
        #expect(
            DiscoverQueryError.watchRegionMissing.description
                == "streaming services and ways of watching are only known in a region; give one")
        #expect(
            DiscoverQueryError.watchRegion("GBR").description
                == #"a region is a two-letter ISO 3166-1 code such as US or GB, not "GBR""#)
        #expect(
            DiscoverQueryError.moviesOnly(.maximumRuntime).description
                == "only movies can be filtered by runtime, not series")
        #expect(
            DiscoverQueryError.moviesOnly(.people).description
                == "only movies can be filtered by the people in them, not series")
        #expect(
            DiscoverQueryError.moviesOnly(.sort).description == "only movies have a revenue to sort by, not series")
    }
}
