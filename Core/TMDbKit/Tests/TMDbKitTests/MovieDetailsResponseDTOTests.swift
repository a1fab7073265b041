import Foundation
import Testing

@testable import TMDbKit

@Suite struct MovieDetailsResponseDTOTests {
    private func appended() throws -> MovieDetailsResponseDTO {
        try TMDbJSON.decode(MovieDetailsResponseDTO.self, from: Fixture.data("movie-details-550-appended"))
    }

    @Test
    func decodesTheDetailsAsTheBareDetailsDTOWould() throws {
        let body = try Fixture.data("movie-details-550-appended")

        let response = try TMDbJSON.decode(MovieDetailsResponseDTO.self, from: body)

        #expect(response.details == (try TMDbJSON.decode(MovieDetailsDTO.self, from: body)))
        #expect(response.details.id == 550)
        #expect(response.details.title == "Fight Club")
        #expect(response.details.runtime == 139)
    }

    @Test
    func givesAppendedCreditsTheMoviesID() throws {
        let credits = try #require(try appended().credits)

        #expect(credits.id == 550)
        #expect(credits.cast.map(\.name) == ["Edward Norton", "Brad Pitt"])
        #expect(credits.cast[1].character == "Tyler Durden")
        #expect(credits.crew.map(\.job) == ["Director"])
    }

    @Test
    func decodesReleaseDatesImagesAndWatchProvidersWithoutTheirIDs() throws {
        let response = try appended()

        #expect(response.releaseDates?.id == nil)
        #expect(response.releaseDates?.results.map(\.iso31661) == ["US", "GB"])
        #expect(response.releaseDates?.results.last?.releaseDates.first?.certification == "18")
        #expect(response.images?.id == nil)
        #expect(response.images?.logos.map(\.filePath) == ["/fc550LogoEnglish.png"])
        #expect(response.images?.backdrops.first?.iso6391 == nil)
        #expect(response.images?.posters.count == 1)
        #expect(response.watchProviders?.id == nil)
        #expect(response.watchProviders?.results["US"]?.flatRate.map(\.providerName) == ["Hulu"])
        #expect(response.watchProviders?.results["GB"]?.link == nil)
        #expect(response.watchProviders?.results["GB"]?.buy.map(\.providerName) == ["Sky Store"])
    }

    @Test
    func decodesTheFirstPagesOfRecommendationsAndSimilarMovies() throws {
        let response = try appended()

        #expect(response.recommendations?.results.map(\.id) == [680, 807])
        #expect(response.recommendations?.totalPages == 2)
        #expect(response.recommendations?.totalResults == 40)
        #expect(response.similar?.results.map(\.title) == ["The Butterfly Effect"])
    }

    @Test
    func decodesAppendedVideosAndAMoviesKeywords() throws {
        let response = try appended()

        #expect(response.videos?.id == nil)
        #expect(response.videos?.results.map(\.key) == ["BdJKm16Co6M"])
        #expect(response.keywords?.keywords.map(\.name) == ["support group", "dual identity"])
    }

    @Test
    func leavesEveryPartNilWhenNoneWasAppended() throws {
        let response = try TMDbJSON.decode(MovieDetailsResponseDTO.self, from: Fixture.data("movie-details-550"))

        #expect(
            response == MovieDetailsResponseDTO(details: try Fixture.decode(MovieDetailsDTO.self, "movie-details-550")))
    }

    @Test
    func readsANullOrMalformedPartAsNilWithoutLosingTheOthers() throws {
        let response = try TMDbJSON.decode(
            MovieDetailsResponseDTO.self,
            json: """
                {"id": 7, "title": "Seven", "credits": null, "images": "none", "release_dates": [],
                 "watch/providers": {"results": {"US": {"flatrate": [{"provider_id": 8, "provider_name": "Netflix"}]}}}}
                """
        )

        #expect(response.credits == nil)
        #expect(response.images == nil)
        #expect(response.releaseDates == nil)
        #expect(response.watchProviders?.results["US"]?.flatRate.map(\.providerID) == [8])
    }

    @Test
    func keepsAnIDTMDbSendsInsideAppendedCredits() throws {
        let response = try TMDbJSON.decode(
            MovieDetailsResponseDTO.self, json: #"{"id": 7, "title": "Seven", "credits": {"id": 7, "cast": []}}"#)

        #expect(response.credits == MovieCreditsDTO(id: 7))
    }

    @Test
    func failsWhenTheDetailsHaveNoTitle() {
        #expect(throws: DecodingError.self) {
            try TMDbJSON.decode(MovieDetailsResponseDTO.self, json: #"{"id": 7, "credits": {"cast": []}}"#)
        }
    }

    @Test
    func encodesAsTMDbsBodyAndDecodesBackToTheSameResponse() throws {
        let response = try appended()

        let body = try JSONEncoder().encode(response)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])

        #expect(object["title"] as? String == "Fight Club")
        #expect(object["watch/providers"] is [String: Any])
        #expect(object["release_dates"] is [String: Any])
        #expect(try TMDbJSON.decode(MovieDetailsResponseDTO.self, from: body) == response)
    }
}
