import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("TVEpisodeAirDateDetailsMapper")
struct TVEpisodeAirDateDetailsMapperTests {
    let mapper = TVEpisodeAirDateDetailsMapper()

    @Test("every domain field reaches the details")
    func passesEveryField() {
        let airDate = TVEpisodeAirDate.mock(
            episodeNumber: 15, episodeType: "standard", runtime: 55, productionCode: "5ABC15")
        let details = mapper.map(airDate, imagesConfiguration: .mock())
        #expect(details.id == airDate.id)
        #expect(details.name == airDate.name)
        #expect(details.overview == airDate.overview)
        #expect(details.airDate == airDate.airDate)
        #expect(details.episodeNumber == 15)
        #expect(details.seasonNumber == 5)
        #expect(details.episodeType == "standard")
        #expect(details.runtime == 55)
        #expect(details.productionCode == "5ABC15")
        #expect(details.showID == 1396)
        #expect(details.voteAverage == airDate.voteAverage)
        #expect(details.voteCount == airDate.voteCount)
    }

    @Test("the still resolves with the still sizes")
    func stillSizes() throws {
        let still = try #require(
            mapper.map(.mock(stillPath: URL(string: "/airdate.jpg")), imagesConfiguration: .mock()).stillURLSet)
        #expect(still.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w92/airdate.jpg")
        #expect(still.card.absoluteString == "https://image.tmdb.org/t/p/w185/airdate.jpg")
        #expect(still.detail.absoluteString == "https://image.tmdb.org/t/p/w300/airdate.jpg")
    }

    @Test("no still path gives no URL set")
    func noStill() {
        #expect(mapper.map(.mock(stillPath: nil), imagesConfiguration: .mock()).stillURLSet == nil)
    }
}
