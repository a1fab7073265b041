import Foundation
import Testing

@testable import TMDbKit

@Suite struct TVSeriesDetailsResponseDTOTests {
    private func appended(_ decoder: DecoderKind) throws -> TVSeriesDetailsResponseDTO {
        try decoder.decode(TVSeriesDetailsResponseDTO.self, from: Fixture.data("tv-details-1396-appended"))
    }

    @Test(arguments: DecoderKind.allCases)
    func decodesTheDetailsAsTheBareDetailsDTOWould(decoder: DecoderKind) throws {
        let body = try Fixture.data("tv-details-1396-appended")

        let response = try decoder.decode(TVSeriesDetailsResponseDTO.self, from: body)

        #expect(response.details == (try decoder.decode(TVSeriesDetailsDTO.self, from: body)))
        #expect(response.details.name == "Breaking Bad")
        #expect(response.details.numberOfSeasons == 5)
    }

    @Test(arguments: DecoderKind.allCases)
    func givesBothAppendedCreditsTheSeriesID(decoder: DecoderKind) throws {
        let response = try appended(decoder)

        #expect(response.aggregateCredits?.id == 1396)
        #expect(response.aggregateCredits?.cast.first?.roles.map(\.character) == ["Walter White"])
        #expect(response.aggregateCredits?.crew.first?.jobs.map(\.job) == ["Executive Producer"])
        #expect(response.credits?.id == 1396)
        #expect(response.credits?.cast.map(\.name) == ["Bryan Cranston"])
        #expect(response.credits?.crew == [])
    }

    @Test(arguments: DecoderKind.allCases)
    func decodesContentRatingsImagesAndWatchProviders(decoder: DecoderKind) throws {
        let response = try appended(decoder)

        #expect(
            response.contentRatings
                == TVContentRatingsDTO(results: [
                    ContentRatingDTO(iso31661: "US", rating: "TV-MA"), ContentRatingDTO(iso31661: "DE", rating: "16"),
                ]))
        #expect(response.images?.logos.map(\.iso6391) == ["en", "de"])
        #expect(response.images?.posters.first?.iso6391 == nil)
        #expect(response.images?.backdrops == [])
        #expect(response.watchProviders?.results.keys.sorted() == ["US"])
        #expect(response.watchProviders?.results["US"]?.flatRate.map(\.providerName) == ["Netflix"])
        #expect(response.watchProviders?.results["US"]?.buy.map(\.providerName) == ["Apple TV"])
    }

    @Test(arguments: DecoderKind.allCases)
    func decodesRecommendationsAndSimilarSeriesDroppingARowWithoutAName(decoder: DecoderKind) throws {
        let response = try appended(decoder)

        #expect(response.recommendations?.results.map(\.name) == ["Better Call Saul"])
        #expect(response.similar?.results.map(\.id) == [1398])
        #expect(response.similar?.totalResults == 55)
    }

    @Test(arguments: DecoderKind.allCases)
    func leavesEveryPartNilWhenNoneWasAppended(decoder: DecoderKind) throws {
        let response = try decoder.decode(TVSeriesDetailsResponseDTO.self, from: Fixture.data("tv-details-1396"))

        #expect(response.aggregateCredits == nil)
        #expect(response.credits == nil)
        #expect(response.contentRatings == nil)
        #expect(response.images == nil)
        #expect(response.recommendations == nil)
        #expect(response.similar == nil)
        #expect(response.watchProviders == nil)
    }

    @Test(arguments: DecoderKind.allCases)
    func encodesAsTMDbsBodyAndDecodesBackToTheSameResponse(decoder: DecoderKind) throws {
        let response = try appended(decoder)

        let body = try JSONEncoder().encode(response)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])

        #expect(object["name"] as? String == "Breaking Bad")
        #expect(object["aggregate_credits"] is [String: Any])
        #expect(object["content_ratings"] is [String: Any])
        #expect(try decoder.decode(TVSeriesDetailsResponseDTO.self, from: body) == response)
    }

    @Test(arguments: DecoderKind.allCases)
    func decodesEachAppendedSeasonUnderItsNumberLeavingOutOnesTMDbDoesNotHave(decoder: DecoderKind) throws {
        let body = try Fixture.data("tv-details-1396-seasons")

        let response = try decoder.decode(TVSeriesDetailsResponseDTO.self, from: body)

        // season/9 is TMDb's error object, season/10 null, season/specials no season name.
        #expect(Array(response.seasons.keys) == [1])
        #expect(
            response.seasons[1] == (try decoder.decode(TVSeasonDetailsDTO.self, from: Fixture.data("tv-season-1396-1")))
        )
        #expect(response.details.name == "Breaking Bad")
        #expect(response.credits == nil)
    }

    @Test(arguments: DecoderKind.allCases)
    func failsOnASeasonThatIsThereButIsNoSeason(decoder: DecoderKind) throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: Fixture.data("tv-details-1396")) as? [String: Any])
        object["season/2"] = ["id": 3573, "name": NSNull(), "season_number": 2]
        let body = try JSONSerialization.data(withJSONObject: object)

        #expect(throws: (any Error).self) { try decoder.decode(TVSeriesDetailsResponseDTO.self, from: body) }
    }

    @Test func readsASeasonNumberFromDigitsOnly() {
        #expect(TVSeriesDetailsResponseDTO.seasonNumber(inKey: "season/0") == 0)
        #expect(TVSeriesDetailsResponseDTO.seasonNumber(inKey: "season/12") == 12)
        for key in ["season/", "season/+1", "season/-1", "season/1a", "season/1/episode/1", "Season/1", "credits"] {
            #expect(TVSeriesDetailsResponseDTO.seasonNumber(inKey: key) == nil, "\(key)")
        }
        #expect(TVSeriesDetailsResponseDTO.seasonKey(3) == "season/3")
    }

    @Test(arguments: DecoderKind.allCases)
    func encodesItsSeasonsUnderTheirNamesAndDecodesThemBack(decoder: DecoderKind) throws {
        let response = try decoder.decode(
            TVSeriesDetailsResponseDTO.self, from: Fixture.data("tv-details-1396-seasons"))

        let body = try JSONEncoder().encode(response)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])

        #expect(object["season/1"] is [String: Any])
        #expect(object["season/2"] == nil)
        #expect(try decoder.decode(TVSeriesDetailsResponseDTO.self, from: body) == response)
    }
}
