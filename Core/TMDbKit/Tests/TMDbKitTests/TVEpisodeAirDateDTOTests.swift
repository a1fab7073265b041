import Foundation
import Testing

@testable import TMDbKit

@Suite struct TVEpisodeAirDateDTOTests {
    @Test
    func decodesTheNextEpisodeOfARunningSeries() throws {
        let episode = try TMDbJSON.decode(
            TVEpisodeAirDateDTO.self,
            json: """
                {"id": 5524410, "name": "Episode 4", "overview": "", "vote_average": 0.0, "vote_count": 0,
                 "air_date": "2026-12-04", "episode_number": 4, "episode_type": "mid_season", "production_code": "",
                 "runtime": null, "season_number": 2, "show_id": 100088, "still_path": null}
                """
        )

        #expect(
            episode
                == TVEpisodeAirDateDTO(
                    id: 5_524_410, name: "Episode 4", overview: "", voteAverage: 0, voteCount: 0,
                    airDate: "2026-12-04", episodeNumber: 4, episodeType: "mid_season", productionCode: "",
                    seasonNumber: 2, showID: 100_088)
        )
    }

    @Test
    func readsAMissingShowIDAndWrongTypesAsNil() throws {
        let episode = try TMDbJSON.decode(
            TVEpisodeAirDateDTO.self,
            json:
                #"{"id": 1, "name": "E", "episode_number": 1, "season_number": 1, "runtime": "45", "vote_count": null}"#
        )

        #expect(episode.showID == nil)
        #expect(episode.runtime == nil)
        #expect(episode.voteCount == nil)
    }

    @Test func failsWithoutASeasonNumber() {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(TVEpisodeAirDateDTO.self, json: #"{"id": 1, "name": "E", "episode_number": 1}"#)
        }
    }
}
