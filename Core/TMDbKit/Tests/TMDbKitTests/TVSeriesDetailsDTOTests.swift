import Foundation
import Testing

@testable import TMDbKit

@Suite struct TVSeriesDetailsDTOTests {
    @Test
    func decodesEveryFieldOfAFullResponse() throws {
        let series = try TMDbJSON.decode(TVSeriesDetailsDTO.self, from: Fixture.data("tv-details-1396"))

        #expect(series.id == 1396)
        #expect(series.name == "Breaking Bad")
        #expect(series.originalName == "Breaking Bad")
        #expect(series.originalLanguage == "en")
        #expect(series.adult == false)
        #expect(series.backdropPath == "/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg")
        #expect(series.posterPath == "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg")
        #expect(series.homepage == "https://www.sonypictures.com/tv/breakingbad")
        #expect(
            series.createdBy == [
                CreatorDTO(
                    id: 66633, creditID: "52542286760ee31328001a7b", name: "Vince Gilligan",
                    originalName: "Vince Gilligan", gender: 2, profilePath: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg")
            ])
        #expect(series.episodeRunTime == [45, 47])
        #expect(series.firstAirDate == "2008-01-20")
        #expect(series.lastAirDate == "2013-09-29")
        #expect(series.genres == [GenreDTO(id: 18, name: "Drama"), GenreDTO(id: 80, name: "Crime")])
        #expect(series.inProduction == false)
        #expect(series.languages == ["en"])
        #expect(
            series.lastEpisodeToAir
                == TVEpisodeAirDateDTO(
                    id: 62161, name: "Felina", overview: "All bad things must come to an end.", voteAverage: 9.2,
                    voteCount: 208, airDate: "2013-09-29", episodeNumber: 16, episodeType: "finale",
                    productionCode: "", runtime: 56, seasonNumber: 5, showID: 1396,
                    stillPath: "/pA0YwyhvdDXP3BEGL2grrIhq8aM.jpg")
        )
        #expect(series.nextEpisodeToAir == nil)
        #expect(
            series.networks == [
                NetworkDTO(id: 174, logoPath: "/alqLicR1ZMHMaZGP3xRQxn9sq7p.png", name: "AMC", originCountry: "US")
            ])
        #expect(series.numberOfEpisodes == 62)
        #expect(series.numberOfSeasons == 5)
        #expect(series.originCountry == ["US"])
        #expect(series.overview?.hasPrefix("Walter White, a New Mexico chemistry teacher") == true)
        #expect(series.popularity == 288.141)
        #expect(series.productionCompanies?.map(\.id) == [11073, 33742, 2605])
        #expect(series.productionCompanies?[2].logoPath == nil)
        #expect(series.productionCountries == [ProductionCountryDTO(iso31661: "US", name: "United States of America")])
        #expect(series.seasons?.map(\.seasonNumber) == [0, 1, 2, 3, 4, 5])
        #expect(
            series.seasons?[1]
                == TVSeasonSummaryDTO(
                    airDate: "2008-01-20", episodeCount: 7, id: 3572, name: "Season 1",
                    overview:
                        "High school chemistry teacher Walter White's life is suddenly transformed by a dire medical"
                        + " diagnosis.",
                    posterPath: "/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg", seasonNumber: 1, voteAverage: 8.3)
        )
        #expect(series.seasons?.first?.name == "Specials")
        #expect(series.spokenLanguages?.map(\.iso6391) == ["en", "es"])
        #expect(series.spokenLanguages?[1].name == "Español")
        #expect(series.status == "Ended")
        #expect(series.tagline == "Change the equation.")
        #expect(series.type == "Scripted")
        #expect(series.voteAverage == 8.9)
        #expect(series.voteCount == 14_562)
    }

    @Test
    func survivesTheQuirksTheRealAPISends() throws {
        let series = try TMDbJSON.decode(TVSeriesDetailsDTO.self, from: Fixture.data("tv-details-quirky"))

        #expect(series.id == 250_000)
        #expect(series.name == "Unnamed Project")
        #expect(series.originalName == "무제")
        #expect(series.firstAirDate == "")
        #expect(series.lastAirDate == nil)
        #expect(series.nextEpisodeToAir == nil)
        #expect(series.posterPath == nil)
        #expect(series.backdropPath == nil)
        #expect(series.homepage == "")
        #expect(series.status == "Pilot Ordered")
        #expect(series.type == "Interactive Special")
        #expect(series.inProduction == nil)
        #expect(series.languages == nil)
        #expect(series.numberOfEpisodes == nil)
        #expect(series.numberOfSeasons == nil)
        #expect(series.episodeRunTime == [52])
        #expect(series.createdBy?.map(\.name) == ["Hwang Dong-hyuk"])
        #expect(series.createdBy?.first?.originalName == "황동혁")
        #expect(series.genres == [GenreDTO(id: 10765, name: "Sci-Fi & Fantasy")])
        #expect(
            series.networks == [
                NetworkDTO(id: 213, logoPath: "/wwemzKWzjKYJFfCeiB57q3r4Bcm.png", name: "Netflix", originCountry: "")
            ])
        #expect(series.seasons?.first?.airDate == nil)
        #expect(series.seasons?.first?.episodeCount == 0)
        let last = try #require(series.lastEpisodeToAir)
        #expect(last.showID == nil)
        #expect(last.airDate == "")
        #expect(last.episodeType == "pilot_rerun")
        #expect(last.productionCode == nil)
        #expect(last.runtime == nil)
        #expect(last.stillPath == nil)
    }

    @Test func readsAMalformedNextEpisodeAsNil() throws {
        let series = try Fixture.decode(
            TVSeriesDetailsDTO.self,
            json: """
                {"id": 1, "name": "S", "last_episode_to_air": {"id": 2, "name": "E", "episode_number": 1},
                 "next_episode_to_air": "soon"}
                """
        )

        #expect(series.lastEpisodeToAir == nil)
        #expect(series.nextEpisodeToAir == nil)
    }

    @Test func needsOnlyAnIdAndAName() throws {
        let series = try Fixture.decode(TVSeriesDetailsDTO.self, json: #"{"id": 1, "name": "Minimal"}"#)

        #expect(series == TVSeriesDetailsDTO(id: 1, name: "Minimal"))
    }

    @Test func failsWithoutAName() {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(TVSeriesDetailsDTO.self, json: #"{"id": 1, "title": "A movie's key"}"#)
        }
    }

    @Test func roundTripsThroughItsOwnEncoding() throws {
        let series = try Fixture.decode(TVSeriesDetailsDTO.self, "tv-details-1396")

        let encoded = try JSONEncoder().encode(series)

        #expect(try JSONDecoder().decode(TVSeriesDetailsDTO.self, from: encoded) == series)
    }
}
