import Foundation
import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("TVEpisodeAirDateMapper")
struct TVEpisodeAirDateMapperTests {
    let mapper = TVEpisodeAirDateMapper()

    @Test("the last episode to air keeps every field")
    func mapsLastEpisode() throws {
        let series = try Fixture.decode(TVSeriesDetailsDTO.self, "tv-details-1396")
        #expect(
            mapper.map(try #require(series.lastEpisodeToAir))
                == TVEpisodeAirDate(
                    id: 62160, name: "Granite State",
                    overview: "Events set in motion long ago move toward a conclusion.",
                    airDate: TMDbDate.parse("2013-09-22"), episodeNumber: 15, seasonNumber: 5,
                    episodeType: "standard", runtime: 55, productionCode: "515", showID: 1396,
                    stillPath: URL(string: "/yk6hHBvgyxqC7SI4HkI8fQoCVrA.jpg"), voteAverage: 9.1, voteCount: 171
                ))
    }

    @Test("an unaired next episode's empty production code, null runtime and null still become nil")
    func mapsNextEpisode() throws {
        let series = try Fixture.decode(TVSeriesDetailsDTO.self, "tv-details-1396")
        #expect(
            mapper.map(try #require(series.nextEpisodeToAir))
                == TVEpisodeAirDate(
                    id: 62161, name: "Felina", overview: "All bad things must come to an end.",
                    airDate: TMDbDate.parse("2013-09-29"), episodeNumber: 16, seasonNumber: 5,
                    episodeType: "finale", runtime: nil, productionCode: nil, showID: 1396,
                    stillPath: nil, voteAverage: 0, voteCount: 0
                ))
    }

    @Test("an empty air date, overview and episode type become nil")
    func mapsEmptyStrings() {
        let dto = TVEpisodeAirDateDTO(
            id: 1, name: "TBA", overview: "", airDate: "", episodeNumber: 1, episodeType: "", seasonNumber: 2)
        #expect(mapper.map(dto) == TVEpisodeAirDate(id: 1, name: "TBA", episodeNumber: 1, seasonNumber: 2))
    }
}
