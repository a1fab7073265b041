import CoreDomain
import Foundation
import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("TVEpisodeCreditsMapper")
struct TVEpisodeCreditsMapperTests {
    let mapper = TVEpisodeCreditsMapper()

    private func credits() throws -> TVEpisodeCredits {
        mapper.map(
            try Fixture.decode(EpisodeCreditsDTO.self, "tv-episode-credits-1396-1-1"),
            episodeNumber: 1, inSeason: 1, inTVSeries: 1396)
    }

    @Test("the credits are named by the series, season and episode asked for, with TMDb's episode id")
    func namesTheEpisode() throws {
        let credits = try credits()

        #expect(credits.tvSeriesID == 1396)
        #expect(credits.seasonNumber == 1)
        #expect(credits.episodeNumber == 1)
        #expect(credits.episodeID == 62085)
    }

    @Test("the regular cast goes through the shared mapper: an empty profile is nil, a missing order its place")
    func mapsCast() throws {
        #expect(
            try credits().cast == [
                CastMember(
                    id: 17419, creditID: "52542282760ee313280017f9", name: "Bryan Cranston", character: "Walter White",
                    gender: .male, profilePath: URL(string: "/kNyTXGkiSP8W4Gs60hF7UoxZnWN.jpg"), order: 0),
                CastMember(
                    id: 84497, creditID: "52542282760ee31328001845", name: "Aaron Paul", character: "Jesse Pinkman",
                    gender: .male, profilePath: nil, order: 1),
            ])
    }

    @Test("guest stars stay apart from the cast, each keeping TMDb's order or, without one, its place")
    func mapsGuestStars() throws {
        #expect(
            try credits().guestStars == [
                CastMember(
                    id: 92495, creditID: "52542273760ee3132800068e", name: "Carmen Serano", character: "Carmen Molina",
                    gender: .female, profilePath: URL(string: "/fSbdvaFBNNVdp7LI8NVpGd2tr7O.jpg"), order: 500),
                CastMember(
                    id: 1_216_133, creditID: "52542273760ee313280006b2", name: "John Koyama",
                    character: "Emilio Koyama",
                    gender: .male, profilePath: nil, order: 1),
            ])
    }

    @Test("the crew goes through the shared mapper, one credit per job")
    func mapsCrew() throws {
        let gilligan = URL(string: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg")
        #expect(
            try credits().crew == [
                CrewMember(
                    id: 66633, creditID: "52542275760ee313280006ce", name: "Vince Gilligan", job: "Director",
                    department: "Directing", gender: .male, profilePath: gilligan),
                CrewMember(
                    id: 66633, creditID: "52542275760ee313280006e8", name: "Vince Gilligan", job: "Writer",
                    department: "Writing", gender: .male, profilePath: gilligan),
            ])
    }

    @Test("empty credits without an id map to empty lists and no episode id")
    func mapsEmptyCredits() {
        let credits = mapper.map(EpisodeCreditsDTO(), episodeNumber: 3, inSeason: 0, inTVSeries: 87108)

        #expect(credits == TVEpisodeCredits(tvSeriesID: 87108, seasonNumber: 0, episodeNumber: 3))
    }
}
