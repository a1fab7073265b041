import Foundation
import TVSeriesDomain
import Testing

@Suite("TVEpisodeAirDate")
struct TVEpisodeAirDateTests {
    @Test("only the id, name, episode and season numbers are required; every other field defaults to nil")
    func optionalFieldsDefaultToNil() {
        let value = TVEpisodeAirDate(id: 1, name: "Felina", episodeNumber: 16, seasonNumber: 5)
        #expect(value.overview == nil)
        #expect(value.airDate == nil)
        #expect(value.episodeType == nil)
        #expect(value.runtime == nil)
        #expect(value.productionCode == nil)
        #expect(value.showID == nil)
        #expect(value.stillPath == nil)
        #expect(value.voteAverage == nil)
        #expect(value.voteCount == nil)
    }

    @Test("two values with the same fields are equal, and any differing field makes them differ")
    func equality() {
        let value = TVEpisodeAirDate(id: 1, name: "Felina", episodeNumber: 16, seasonNumber: 5, runtime: 55)
        #expect(value == TVEpisodeAirDate(id: 1, name: "Felina", episodeNumber: 16, seasonNumber: 5, runtime: 55))
        #expect(value != TVEpisodeAirDate(id: 1, name: "Felina", episodeNumber: 16, seasonNumber: 5, runtime: 56))
        #expect(value != TVEpisodeAirDate(id: 1, name: "Felina", episodeNumber: 16, seasonNumber: 4, runtime: 55))
    }
}
