import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("TVEpisodeSummaryDetailsMapper")
struct TVEpisodeSummaryDetailsMapperTests {
    @Test("an episode keeps its id, name, numbers and air date")
    func passesFields() {
        let episode = TVEpisode.mock(id: 62086, name: "Cat's in the Bag...", episodeNumber: 2, seasonNumber: 1)
        #expect(
            TVEpisodeSummaryDetailsMapper().map(episode)
                == TVEpisodeSummaryDetails(
                    id: 62086, name: "Cat's in the Bag...", seasonNumber: 1, episodeNumber: 2,
                    airDate: episode.airDate))
    }
}
