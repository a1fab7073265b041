import CoreDomain
import Foundation
import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("TVEpisodeMapper")
struct TVEpisodeMapperTests {
    let mapper = TVEpisodeMapper()

    private func seasonEpisodes() throws -> [TVEpisodeDTO] {
        try #require(try Fixture.decode(TVSeasonDetailsDTO.self, "tv-season-1396-1").episodes)
    }

    @Test("an episode inside a season keeps every field, its show id included")
    func mapsSeasonEpisode() throws {
        let episode = mapper.map(try seasonEpisodes()[0])
        #expect(episode.id == 62085)
        #expect(episode.name == "Pilot")
        #expect(episode.episodeNumber == 1)
        #expect(episode.seasonNumber == 1)
        #expect(episode.overview?.hasPrefix("When an unassuming high school chemistry teacher") == true)
        #expect(episode.airDate == TMDbDate.parse("2008-01-20"))
        #expect(episode.episodeType == "standard")
        #expect(episode.runtime == 59)
        #expect(episode.showID == 1396)
        #expect(episode.productionCode == "101")
        #expect(episode.stillPath == URL(string: "/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg"))
        #expect(episode.voteAverage == 8.3)
        #expect(episode.voteCount == 212)
    }

    @Test("crew and guest stars go through the shared mappers, a missing order taking the list position")
    func mapsPeople() throws {
        let episode = mapper.map(try seasonEpisodes()[0])
        let gilligan = URL(string: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg")
        #expect(
            episode.crew == [
                CrewMember(
                    id: 66633, creditID: "52542275760ee313280006ce", name: "Vince Gilligan", job: "Director",
                    department: "Directing", gender: .male, profilePath: gilligan),
                CrewMember(
                    id: 66633, creditID: "52542275760ee313280006e8", name: "Vince Gilligan", job: "Writer",
                    department: "Writing", gender: .male, profilePath: gilligan),
            ])
        #expect(
            episode.guestStars == [
                CastMember(
                    id: 92495, castID: nil, creditID: "52542273760ee3132800068e", name: "Carmen Serano",
                    character: "Carmen Molina", gender: .female,
                    profilePath: URL(string: "/fSbdvaFBNNVdp7LI8NVpGd2tr7O.jpg"), order: 500),
                CastMember(
                    id: 1_216_132, castID: nil, creditID: "52542273760ee313280006ae", name: "Unbilled Extra",
                    character: "", gender: .unknown, profilePath: nil, order: 1),
            ])
    }

    @Test("an empty overview and production code and null runtime and still become nil; empty lists stay empty")
    func mapsQuirks() throws {
        let episode = mapper.map(try seasonEpisodes()[1])
        #expect(episode.overview == nil)
        #expect(episode.productionCode == nil)
        #expect(episode.runtime == nil)
        #expect(episode.stillPath == nil)
        #expect(episode.crew == [])
        #expect(episode.guestStars == [])
    }

    @Test("the single-episode body has no show_id: the series it was asked for stands in, else it is nil")
    func mapsSingleEpisode() throws {
        let dto = try Fixture.decode(TVEpisodeDTO.self, "tv-episode-1396-5-16")
        #expect(mapper.map(dto, inTVSeries: 1396).showID == 1396)
        let episode = mapper.map(dto)
        #expect(episode.showID == nil)
        #expect(episode.id == 62161)
        #expect(episode.name == "Felina")
        #expect(episode.episodeNumber == 16)
        #expect(episode.seasonNumber == 5)
        #expect(episode.overview == "All bad things must come to an end.")
        #expect(episode.airDate == TMDbDate.parse("2013-09-29"))
        #expect(episode.episodeType == "finale")
        #expect(episode.runtime == 56)
        #expect(episode.productionCode == nil)
        #expect(episode.stillPath == URL(string: "/pA0YwyhvdDXP3BEGL2grrIhq8aM.jpg"))
        #expect(episode.voteAverage == 9.2)
        #expect(episode.voteCount == 180)
        #expect(episode.guestStars?.map(\.name) == ["Jesse Plemons", "Laura Fraser"])
        #expect(episode.guestStars?.map(\.order) == [0, 1])
        #expect(episode.crew?.map(\.job) == ["Director", ""])
        #expect(episode.crew?.last?.profilePath == nil)
    }
}
