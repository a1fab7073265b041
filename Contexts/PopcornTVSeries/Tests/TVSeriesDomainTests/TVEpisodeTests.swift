import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@Suite("TVEpisode")
struct TVEpisodeTests {
    @Test("only the id, name, episode and season numbers are required; every other field defaults to nil")
    func optionalFieldsDefaultToNil() {
        let episode = TVEpisode(id: 1, name: "Pilot", episodeNumber: 1, seasonNumber: 1)
        #expect(episode.overview == nil)
        #expect(episode.airDate == nil)
        #expect(episode.episodeType == nil)
        #expect(episode.runtime == nil)
        #expect(episode.showID == nil)
        #expect(episode.productionCode == nil)
        #expect(episode.stillPath == nil)
        #expect(episode.crew == nil)
        #expect(episode.guestStars == nil)
        #expect(episode.voteAverage == nil)
        #expect(episode.voteCount == nil)
    }

    @Test("two episodes with the same fields are equal, and any differing field makes them differ")
    func equality() {
        #expect(TVEpisode.mock() == TVEpisode.mock())
        #expect(TVEpisode.mock() != TVEpisode.mock(episodeNumber: 2))
        #expect(TVEpisode.mock() != TVEpisode.mock(runtime: nil))
        #expect(TVEpisode.mock() != TVEpisode.mock(guestStars: []))
    }

    @Test("the id identifies it")
    func identity() {
        #expect(TVEpisode.mock(id: 62086).id == 62086)
    }
}
