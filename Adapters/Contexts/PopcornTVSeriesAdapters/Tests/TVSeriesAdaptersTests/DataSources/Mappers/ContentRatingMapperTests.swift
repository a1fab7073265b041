import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("ContentRatingMapper")
struct ContentRatingMapperTests {
    let mapper = ContentRatingMapper()

    @Test("a rating keeps its country, rating and descriptors")
    func rating() {
        #expect(
            mapper.map(ContentRatingDTO(iso31661: "AU", rating: "MA15+", descriptors: ["Violence"]))
                == ContentRating(countryCode: "AU", rating: "MA15+", descriptors: ["Violence"]))
    }

    @Test("TMDb's empty or missing rating is nil")
    func emptyRating() {
        #expect(mapper.map(ContentRatingDTO(iso31661: "FR", rating: "")).rating == nil)
        #expect(mapper.map(ContentRatingDTO(iso31661: "FR", rating: nil)).rating == nil)
    }

    @Test("every country is kept in TMDb's order, and none is none")
    func everyCountry() {
        let dto = TVContentRatingsDTO(results: [
            ContentRatingDTO(iso31661: "US", rating: "TV-MA"), ContentRatingDTO(iso31661: "DE", rating: "16"),
        ])

        #expect(mapper.map(dto).map(\.countryCode) == ["US", "DE"])
        #expect(mapper.map(TVContentRatingsDTO()).isEmpty)
    }
}
