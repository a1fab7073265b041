import Foundation
import Testing

@testable import TMDbKit

@Suite struct TVSeriesDetailsResponseDTOTests {
    private func appended() throws -> TVSeriesDetailsResponseDTO {
        try TMDbJSON.decode(TVSeriesDetailsResponseDTO.self, from: Fixture.data("tv-details-1396-appended"))
    }

    @Test
    func decodesTheDetailsAsTheBareDetailsDTOWould() throws {
        let body = try Fixture.data("tv-details-1396-appended")

        let response = try TMDbJSON.decode(TVSeriesDetailsResponseDTO.self, from: body)

        #expect(response.details == (try TMDbJSON.decode(TVSeriesDetailsDTO.self, from: body)))
        #expect(response.details.name == "Breaking Bad")
        #expect(response.details.numberOfSeasons == 5)
    }

    @Test
    func givesBothAppendedCreditsTheSeriesID() throws {
        let response = try appended()

        #expect(response.aggregateCredits?.id == 1396)
        #expect(response.aggregateCredits?.cast.first?.roles.map(\.character) == ["Walter White"])
        #expect(response.aggregateCredits?.crew.first?.jobs.map(\.job) == ["Executive Producer"])
        #expect(response.credits?.id == 1396)
        #expect(response.credits?.cast.map(\.name) == ["Bryan Cranston"])
        #expect(response.credits?.crew == [])
    }

    @Test
    func decodesAppendedVideosAndASeriesKeywordsFromResults() throws {
        let response = try TMDbJSON.decode(
            TVSeriesDetailsResponseDTO.self, from: Fixture.data("tv-details-1396-appended"))

        #expect(response.videos?.results.first?.type == "Trailer")
        #expect(response.keywords == KeywordListDTO(keywords: [KeywordDTO(id: 2231, name: "drug dealer")]))
    }

    @Test
    func decodesContentRatingsImagesAndWatchProviders() throws {
        let response = try appended()

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

    @Test
    func decodesRecommendationsAndSimilarSeriesDroppingARowWithoutAName() throws {
        let response = try appended()

        #expect(response.recommendations?.results.map(\.name) == ["Better Call Saul"])
        #expect(response.similar?.results.map(\.id) == [1398])
        #expect(response.similar?.totalResults == 55)
    }

    @Test
    func leavesEveryPartNilWhenNoneWasAppended() throws {
        let response = try TMDbJSON.decode(TVSeriesDetailsResponseDTO.self, from: Fixture.data("tv-details-1396"))

        #expect(response.aggregateCredits == nil)
        #expect(response.credits == nil)
        #expect(response.contentRatings == nil)
        #expect(response.images == nil)
        #expect(response.recommendations == nil)
        #expect(response.similar == nil)
        #expect(response.watchProviders == nil)
    }

    @Test
    func encodesAsTMDbsBodyAndDecodesBackToTheSameResponse() throws {
        let response = try appended()

        let body = try JSONEncoder().encode(response)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])

        #expect(object["name"] as? String == "Breaking Bad")
        #expect(object["aggregate_credits"] is [String: Any])
        #expect(object["content_ratings"] is [String: Any])
        #expect(try TMDbJSON.decode(TVSeriesDetailsResponseDTO.self, from: body) == response)
    }

    @Test
    func decodesEachAppendedSeasonUnderItsNumberLeavingOutOnesTMDbDoesNotHave() throws {
        let body = try Fixture.data("tv-details-1396-seasons")

        let response = try TMDbJSON.decode(TVSeriesDetailsResponseDTO.self, from: body)

        // season/9 is TMDb's error object, season/10 null, season/specials no season name.
        #expect(Array(response.seasons.keys) == [1])
        #expect(
            response.seasons[1]
                == (try TMDbJSON.decode(TVSeasonDetailsDTO.self, from: Fixture.data("tv-season-1396-1")))
        )
        #expect(response.details.name == "Breaking Bad")
        #expect(response.credits == nil)
    }

    @Test
    func failsOnASeasonThatIsThereButIsNoSeason() throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: Fixture.data("tv-details-1396")) as? [String: Any])
        object["season/2"] = ["id": 3573, "name": NSNull(), "season_number": 2]
        let body = try JSONSerialization.data(withJSONObject: object)

        #expect(throws: (any Error).self) { try TMDbJSON.decode(TVSeriesDetailsResponseDTO.self, from: body) }
    }

    @Test func readsASeasonNumberFromDigitsOnly() {
        #expect(TVSeriesDetailsResponseDTO.seasonNumber(inKey: "season/0") == 0)
        #expect(TVSeriesDetailsResponseDTO.seasonNumber(inKey: "season/12") == 12)
        for key in ["season/", "season/+1", "season/-1", "season/1a", "season/1/episode/1", "Season/1", "credits"] {
            #expect(TVSeriesDetailsResponseDTO.seasonNumber(inKey: key) == nil, "\(key)")
        }
        #expect(TVSeriesDetailsResponseDTO.seasonKey(3) == "season/3")
    }

    @Test
    func encodesItsSeasonsUnderTheirNamesAndDecodesThemBack() throws {
        let response = try TMDbJSON.decode(
            TVSeriesDetailsResponseDTO.self, from: Fixture.data("tv-details-1396-seasons"))

        let body = try JSONEncoder().encode(response)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])

        #expect(object["season/1"] is [String: Any])
        #expect(object["season/2"] == nil)
        #expect(try TMDbJSON.decode(TVSeriesDetailsResponseDTO.self, from: body) == response)
    }
}
