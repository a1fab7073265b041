import Foundation
import Testing

@testable import TMDbKit

@Suite struct TVEpisodeDTOTests {
    @Test
    func decodesTheSingleEpisodeBodyWithoutAShowID() throws {
        let episode = try TMDbJSON.decode(TVEpisodeDTO.self, from: Fixture.data("tv-episode-1396-1-1"))

        #expect(episode.id == 62085)
        #expect(episode.name == "Pilot")
        #expect(episode.showID == nil)
        #expect(episode.airDate == "2008-01-20")
        #expect(episode.episodeNumber == 1)
        #expect(episode.seasonNumber == 1)
        #expect(episode.episodeType == "standard")
        #expect(episode.productionCode == "")
        #expect(episode.runtime == 58)
        #expect(episode.stillPath == "/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg")
        #expect(episode.voteAverage == 8.0)
        #expect(episode.voteCount == 291)
        #expect(episode.overview?.hasPrefix("When an unassuming high school chemistry teacher") == true)
        #expect(episode.crew?.count == 3)
        #expect(episode.guestStars?.map(\.character) == ["Carmen Molina", "Emilio Koyama"])
    }

    @Test func isTheSameAsInsideItsSeasonButForTheShowID() throws {
        let single = try Fixture.decode(TVEpisodeDTO.self, "tv-episode-1396-1-1")
        let season = try Fixture.decode(TVSeasonDetailsDTO.self, "tv-season-1396-1")
        let inSeason = try #require(season.episodes?.first)

        #expect(inSeason.showID == 1396)
        #expect(
            single
                == TVEpisodeDTO(
                    airDate: inSeason.airDate, episodeNumber: inSeason.episodeNumber, episodeType: inSeason.episodeType,
                    id: inSeason.id, name: inSeason.name, overview: inSeason.overview,
                    productionCode: inSeason.productionCode, runtime: inSeason.runtime,
                    seasonNumber: inSeason.seasonNumber, showID: nil, stillPath: inSeason.stillPath,
                    voteAverage: inSeason.voteAverage, voteCount: inSeason.voteCount, crew: inSeason.crew,
                    guestStars: inSeason.guestStars)
        )
    }

    @Test func readsNullOrMissingCrewAndGuestStarsAsNil() throws {
        let episode = try Fixture.decode(
            TVEpisodeDTO.self,
            json: #"{"id": 9, "name": "E", "episode_number": 2, "season_number": 1, "crew": null, "air_date": null}"#)

        #expect(episode == TVEpisodeDTO(episodeNumber: 2, id: 9, name: "E", seasonNumber: 1))
    }

    @Test func failsWithoutAnEpisodeNumber() {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(TVEpisodeDTO.self, json: #"{"id": 9, "name": "E", "season_number": 1}"#)
        }
    }

    @Test func roundTripsWithoutWritingAMissingShowID() throws {
        let episode = try Fixture.decode(TVEpisodeDTO.self, "tv-episode-1396-1-1")

        let encoded = try JSONEncoder().encode(episode)

        #expect(!String(decoding: encoded, as: UTF8.self).contains("show_id"))
        #expect(try JSONDecoder().decode(TVEpisodeDTO.self, from: encoded) == episode)
    }
}
