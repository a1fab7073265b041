import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("EpisodeAirDateMapper")
struct EpisodeAirDateMapperTests {
    let mapper = EpisodeAirDateMapper()

    @Test("an entity maps to an episode air date with every field")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesEpisodeAirDateEntity.mock())
                == TVEpisodeAirDate(
                    id: 62_161,
                    name: "Felina",
                    overview: "All bad things must come to an end.",
                    airDate: Date(timeIntervalSince1970: 1_380_412_800),
                    episodeNumber: 16,
                    seasonNumber: 5,
                    episodeType: "finale",
                    runtime: 56,
                    productionCode: "516",
                    showID: 1396,
                    stillPath: URL(string: "/pA0YwyhvdDXP3BEGL2grrIhq8aM.jpg"),
                    voteAverage: 9.2,
                    voteCount: 247
                ))
    }

    @Test(
        "an episode air date maps to an entity of its series and kind",
        arguments: TVSeriesEpisodeAirDateEntity.Kind.allCases)
    func domainToEntity(kind: TVSeriesEpisodeAirDateEntity.Kind) {
        #expect(
            mapper.map(TVEpisodeAirDate.mock(), tvSeriesID: 1396, kind: kind)
                == TVSeriesEpisodeAirDateEntity.mock(kind: kind))
    }

    @Test("updating in place overwrites every field and keeps the series and the kind")
    func updateInPlace() {
        var entity = TVSeriesEpisodeAirDateEntity.mock(kind: .next)
        let episode = TVEpisodeAirDate(id: 1, name: "TBA", episodeNumber: 1, seasonNumber: 6)

        mapper.map(episode, to: &entity)

        #expect(
            entity
                == TVSeriesEpisodeAirDateEntity(
                    tvSeriesID: 1396, kind: .next, episodeID: 1, name: "TBA", episodeNumber: 1, seasonNumber: 6))
        #expect(mapper.map(entity) == episode)
    }
}
