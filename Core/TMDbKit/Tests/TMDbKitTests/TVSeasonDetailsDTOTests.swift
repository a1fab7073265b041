import Foundation
import Testing

@testable import TMDbKit

@Suite struct TVSeasonDetailsDTOTests {
    @Test
    func decodesASeasonWithItsEpisodes() throws {
        let season = try TMDbJSON.decode(TVSeasonDetailsDTO.self, from: Fixture.data("tv-season-1396-1"))

        #expect(season.id == 3572)
        #expect(season.name == "Season 1")
        #expect(season.seasonNumber == 1)
        #expect(season.airDate == "2008-01-20")
        #expect(season.posterPath == "/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg")
        #expect(season.voteAverage == 8.3)
        #expect(season.overview?.hasPrefix("High school chemistry teacher") == true)
        #expect(season.episodes?.map(\.episodeNumber) == [1, 2])
        #expect(season.episodes?.map(\.name) == ["Pilot", "Cat's in the Bag..."])
    }

    @Test
    func keepsEachEpisodesCrewGuestStarsAndShowID() throws {
        let season = try TMDbJSON.decode(TVSeasonDetailsDTO.self, from: Fixture.data("tv-season-1396-1"))
        let pilot = try #require(season.episodes?.first)

        #expect(pilot.showID == 1396)
        #expect(pilot.crew?.map(\.job) == ["Director", "Writer", "Director of Photography"])
        #expect(
            pilot.crew?.first
                == CrewMemberDTO(
                    adult: false, gender: 2, id: 66633, knownForDepartment: "Writing", name: "Vince Gilligan",
                    originalName: "Vince Gilligan", popularity: 9.8, profilePath: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg",
                    creditID: "52542275760ee313280006ce", department: "Directing", job: "Director")
        )
        #expect(
            pilot.guestStars?.first
                == CastMemberDTO(
                    adult: false, gender: 1, id: 1_216_132, knownForDepartment: "Acting", name: "Carmen Serano",
                    originalName: "Carmen Serano", popularity: 3.1, profilePath: "/1i2qqwLSr1f4FxV9tGU7V2bWDIS.jpg",
                    castID: nil, character: "Carmen Molina", creditID: "52542273760ee3132800068e", order: 500)
        )
        #expect(season.episodes?[1].guestStars == [])
    }

    @Test func dropsAMalformedEpisodeAndGuestStar() throws {
        let season = try Fixture.decode(TVSeasonDetailsDTO.self, "tv-season-1396-1")

        #expect(season.episodes?.contains { $0.name == "Broken" } == false)
        #expect(season.episodes?.first?.guestStars?.map(\.name) == ["Carmen Serano", "John Koyama"])
    }

    @Test func needsOnlyAnIdANameAndASeasonNumber() throws {
        let season = try Fixture.decode(
            TVSeasonDetailsDTO.self, json: #"{"id": 3577, "name": "Specials", "season_number": 0}"#)

        #expect(season == TVSeasonDetailsDTO(id: 3577, name: "Specials", seasonNumber: 0))
        #expect(season.episodes == nil)
    }

    @Test func failsWithoutASeasonNumber() {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(TVSeasonDetailsDTO.self, json: #"{"id": 3572, "name": "Season 1"}"#)
        }
    }
}
