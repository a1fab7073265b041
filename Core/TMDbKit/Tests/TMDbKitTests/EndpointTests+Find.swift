import Foundation
import TMDbKitTesting
import Testing

@testable import TMDbKit

/// `/find/{imdb_id}`: an IMDb id's path, its `external_source`, then the language, and TMDb's
/// answer decoded into the rows the searches have.
extension EndpointTests {
    @Test func findAsksForTheIMDbIDsPathFromTheIMDbSourceThenTheLanguage() {
        let endpoint = Endpoint.find(imdbID: "tt0137523", language: "fr-FR")

        #expect(endpoint.path == "/find/tt0137523")
        #expect(endpoint.method == .get)
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "external_source", value: "imdb_id"),
                URLQueryItem(name: "language", value: "fr-FR"),
            ])
    }

    @Test func findSendsTheSourceAloneWhenTheLanguageIsMissingOrEmpty() {
        let items = [URLQueryItem(name: "external_source", value: "imdb_id")]

        #expect(Endpoint.find(imdbID: "nm0000093", language: nil).path == "/find/nm0000093")
        #expect(Endpoint.find(imdbID: "nm0000093", language: nil).queryItems == items)
        #expect(Endpoint.find(imdbID: "tt0137523", language: "").queryItems == items)
    }

    @Test func findDecodesTMDbsAnswerIntoTheSearchesRows() async throws {
        let transport = StubTMDbTransport()
        transport.stub(path: "/find/tt0137523", body: try Fixture.data("find-mixed"))

        let found = try await TMDbClient(transport: transport).get(.find(imdbID: "tt0137523", language: "en-US"))

        #expect(found.movieResults.map(\.title) == ["Fight Club"])
        #expect(found.tvResults.map(\.name) == ["Breaking Bad"])
        #expect(found.personResults.map(\.name) == ["Brad Pitt"])
        #expect(transport.requests.map(\.path) == ["/find/tt0137523"])
        #expect(transport.requests.first?.queryValue("external_source") == "imdb_id")
    }
}
