import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@Suite("ContentRating")
struct ContentRatingTests {
    static let ratings: [ContentRating] = [
        .mock(),
        .mock(countryCode: "GB", rating: "18", descriptors: ["Drug misuse"]),
        .mock(countryCode: "DE", rating: "16"),
    ]

    @Test("only the country is required; no rating and no descriptors by default")
    func defaults() {
        let rating = ContentRating(countryCode: "FR")
        #expect(rating.rating == nil)
        #expect(rating.descriptors.isEmpty)
    }

    @Test("the certification is the region's own rating, whatever the case of the region")
    func regionsOwnRating() {
        #expect(ContentRating.certification(forRegion: "US", in: Self.ratings) == "TV-MA")
        #expect(ContentRating.certification(forRegion: "gb", in: Self.ratings) == "18")
        #expect(ContentRating.certification(forRegion: "De", in: Self.ratings) == "16")
    }

    @Test("a country code TMDb sends in lower case still matches")
    func lowerCaseCountryCode() {
        #expect(ContentRating.certification(forRegion: "US", in: [.mock(countryCode: "us")]) == "TV-MA")
    }

    @Test("a region TMDb lists no rating for has none, never another country's", arguments: ["FR", "JP", ""])
    func neverAnotherCountrys(region: String) {
        #expect(ContentRating.certification(forRegion: region, in: Self.ratings) == nil)
    }

    @Test("a region listed without a rating, or with a blank one, has none")
    func absentOrBlankRating() {
        let ratings: [ContentRating] = [
            .mock(countryCode: "FR", rating: nil), .mock(countryCode: "IT", rating: "  "), .mock(),
        ]
        #expect(ContentRating.certification(forRegion: "FR", in: ratings) == nil)
        #expect(ContentRating.certification(forRegion: "IT", in: ratings) == nil)
    }

    @Test("a country listed twice answers with its first meaningful rating")
    func firstMeaningfulRating() {
        let ratings: [ContentRating] = [
            .mock(countryCode: "BR", rating: ""), .mock(countryCode: "BR", rating: "16"),
            .mock(countryCode: "BR", rating: "18"),
        ]
        #expect(ContentRating.certification(forRegion: "BR", in: ratings) == "16")
    }

    @Test("no ratings at all give no certification")
    func noRatings() {
        #expect(ContentRating.certification(forRegion: "US", in: []) == nil)
    }
}
